"""Entry point for the frozen executable (PyInstaller runs this file as a script)."""

import sys

from ww_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
