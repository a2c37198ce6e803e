"""The table tier: the real app at a real X server and sound server (see rig.py)."""
