"""Print: role cards, the moderator's night sheet and a game's summary, as PDF files.

`render` paints the pages with Qt's own PDF writer (`QPdfWriter` and `QPainter`, QtGui and
QtSvg only: the command line uses it without widgets); `dialog` is Game > Print... (what to
print, the paper, a preview, then a file dialog). The command is ``ww-desktop print``
(`cli/printing.py`).
"""
