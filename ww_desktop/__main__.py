"""Run `python -m ww_desktop` like the `ww-desktop` command."""

import sys

from .cli import main

sys.exit(main())
