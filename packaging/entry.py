"""Entry point for the frozen executable (PyInstaller runs this file as a script)."""

import multiprocessing
import sys

from ww_desktop.cli import main

if __name__ == "__main__":
    # Simulation workers are spawned processes: in a frozen app they must not start the app.
    multiprocessing.freeze_support()
    sys.exit(main())
