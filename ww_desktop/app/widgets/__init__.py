"""Shared widgets: the privacy cover, the timer ring, the nameplate and SVG helpers.

Widgets that paint text themselves (instead of holding it in a QLabel) expose
`painted_texts()` and `painted_font_px()`, so tests can read every text a screen shows and
check its size.
"""
