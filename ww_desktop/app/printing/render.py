"""Paint the printouts into PDF bytes with Qt's PDF writer (QtGui and QtSvg; no widgets).

* :func:`cards_pdf`: one card per dealt role (the role's picture, its name, its side with
  the side's shape, and the sentence the deal card shows), nine poker-size cards (63 x 88 mm)
  a page with cut marks, then a whole page of card backs (it fits behind any page of fronts,
  printed on both sides or glued);
* :func:`sheet_pdf`: the moderator's night sheet: the night order from the engine's play
  list (`engine.playlist.night_plan`), one column per night with a box for each call that
  night (a grey dash where the step is not called), what the narrator says at each call, and
  the house rules in force;
* :func:`summary_pdf`: a finished game's story (`app.story.game_story`) between the
  Markdown summary's heading and its table of who played what (`report.markdown_summary`).

Every text comes from the catalogue in the app's language: :func:`translated` installs a
language for the time of a printout (the command line's ``--language``). The paper is A4 or
US Letter (:func:`default_paper`: Letter for en_US and en_CA, as their printers are
loaded). A QGuiApplication must exist (fonts).
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QLocale,
    QMarginsF,
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
)
from PySide6.QtSvg import QSvgRenderer

from ...engine.playlist import as_state, first_played_night, night_plan, role_steps
from ...engine.presets import get_preset
from ...engine.roles import REGISTRY, canonical, role
from ...engine.settings import SPECS
from ...engine.setup import Setup, role_list
from ...narration.lines import TEXTS
from ...narration.script import Line, line_text
from ...narration.script import role_name as call_name
from ...resources import (
    NIGHT_BACKGROUND,
    SIDE_COLOURS,
    role_icon_path,
    side_icon_path,
    ui_icon_svg,
)
from ...texts import i18n
from ...texts.assemble import fill, join_and, join_list, label
from ...texts.catalogues import language_installed
from ..theme import side_mark

if TYPE_CHECKING:
    from ...engine.game import Game

__all__ = [
    "CARD_MM",
    "NIGHTS",
    "PAPERS",
    "CardFace",
    "PrintError",
    "SheetRow",
    "card_faces",
    "cards_pdf",
    "default_paper",
    "house_rules",
    "page_layout",
    "paint_cards",
    "paint_sheet",
    "paint_summary",
    "pdf_bytes",
    "preset_table",
    "sheet_pdf",
    "sheet_rows",
    "summary_markdown",
    "summary_pdf",
    "translated",
]

PAPERS: dict[str, QPageSize.PageSizeId] = {
    "a4": QPageSize.PageSizeId.A4,
    "letter": QPageSize.PageSizeId.Letter,
}
"""The paper sizes offered, by the name the command line takes."""

LETTER_LOCALES = frozenset({"en_US", "en_CA"})
"""Locales whose printers are loaded with US Letter."""

CARD_MM = (63.0, 88.0)
"""A card's width and height (poker size), in millimetres."""

GRID = (3, 3)
"""Cards per page: columns, rows (189 x 264 mm, inside A4 and Letter alike)."""

NIGHTS = 6
"""Columns of the night sheet."""

DPI = 300
INK = QColor("#1a1a1a")
MUTED = QColor("#555555")
RULE = QColor("#9a9a9a")


class PrintError(ValueError):
    """A printout that cannot be made (no such table, a game not over); a plain sentence."""


# --------------------------------------------------------------------------- language, paper


def default_paper(locale: QLocale | None = None) -> str:
    """ "letter" for the locales en_US and en_CA, "a4" for every other (the system's by
    default)."""
    name = (locale or QLocale.system()).name()
    return "letter" if name in LETTER_LOCALES else "a4"


@contextlib.contextmanager
def translated(code: str | None) -> Iterator[None]:
    """The app's catalogue for language *code* ("en", "ja", "fr") installed for the time of
    the block, over whatever is installed (None: leave the app's language as it is).
    Raises :class:`PrintError` for a language the app does not ship."""
    with contextlib.ExitStack() as stack:
        try:
            stack.enter_context(language_installed(code))
        except ValueError as exc:
            raise PrintError(str(exc)) from None
        yield


# --------------------------------------------------------------------------- the table


def preset_table(preset_id: str, players: int) -> Setup:
    """The preset's suggested table for *players* players (seats named 1, 2, 3...).

    Raises :class:`PrintError` for an unknown preset or a player count it does not take."""
    try:
        preset = get_preset(preset_id)
    except ValueError as exc:
        raise PrintError(str(exc)) from None
    low, high = preset.players
    if not low <= players <= high:
        raise PrintError(f"the {preset.id} preset is for {low} to {high} players, not {players}")
    roles, _dropped = role_list(preset.id, players)
    seats = tuple((str(i + 1), r) for i, r in enumerate(roles))
    return Setup(preset.id, seats, {}, 0).checked()


@dataclass(frozen=True)
class CardFace:
    """What one role card shows.

    Attributes:
        role_id: the role.
        name: its name; side: its side id; side_name: the side's name; shape: the side's
            shape (a character); blurb: what the role does.
    """

    role_id: str
    name: str
    side: str
    side_name: str
    shape: str
    blurb: str


def card_faces(roles: Sequence[str]) -> list[CardFace]:
    """One face per card, the same roles together (in the order they first appear)."""
    order = list(dict.fromkeys(canonical(r) or r for r in roles))
    keyed = sorted((canonical(r) or r for r in roles), key=order.index)
    faces = []
    for role_id in keyed:
        side = str(role(role_id).side) if canonical(role_id) else "village"
        faces.append(
            CardFace(
                role_id,
                i18n.role_name(role_id),
                side,
                i18n.side_name(side),
                side_mark(side),
                i18n.role_blurb(role_id),
            )
        )
    return faces


# --------------------------------------------------------------------------- painting


_RESOLUTION = [DPI]
"""The dots per inch of the device being painted (the PDF writer's, or a printer's in the
preview), read by :func:`mm` while :func:`_paint_on` paints."""

Paint = Callable[[QPagedPaintDevice, QPainter], None]


def mm(value: float) -> float:
    """Millimetres in pixels of the device being painted."""
    return value * _RESOLUTION[0] / 25.4


def page_layout(paper: str) -> QPageLayout:
    """A portrait page of *paper* ("a4" or "letter") with no margins (the painting keeps its
    own); raises :class:`PrintError` for another paper."""
    if paper not in PAPERS:
        raise PrintError(f"unknown paper {paper!r} (known: a4, letter)")
    return QPageLayout(
        QPageSize(PAPERS[paper]),
        QPageLayout.Orientation.Portrait,
        QMarginsF(0, 0, 0, 0),
        QPageLayout.Unit.Millimeter,
    )


def _paint_on(device: QPagedPaintDevice, paper: str, paint: Paint) -> None:
    """Run *paint* on *device* (a PDF writer or a printer) set to *paper*."""
    device.setPageLayout(page_layout(paper))
    painter = QPainter()
    if not painter.begin(device):
        raise PrintError("the page could not be painted")
    _RESOLUTION[0] = device.logicalDpiX()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint(device, painter)
    finally:
        painter.end()
        _RESOLUTION[0] = DPI


def pdf_bytes(title: str, fill_in: Callable[[QPdfWriter], object]) -> bytes:
    """The bytes of a PDF file that *fill_in* paints."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(DPI)
    writer.setTitle(title)
    writer.setCreator("Werewolf Desktop")
    fill_in(writer)
    del writer  # finishes the file
    buffer.close()
    return bytes(data.data())


def _page_mm(device: QPagedPaintDevice) -> tuple[float, float]:
    size = device.pageLayout().fullRect(QPageLayout.Unit.Millimeter)
    return size.width(), size.height()


def _font(points: float, *, bold: bool = False) -> QFont:
    f = QFont()
    f.setStyleHint(QFont.StyleHint.SansSerif)
    f.setPointSizeF(points)
    f.setBold(bold)
    return f


def _fit_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    points: float,
    *,
    bold: bool = False,
    flags: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
    least: float = 5.0,
) -> float:
    """Draw *text* wrapped in *rect*, shrinking the type until it fits; returns its height."""
    size = points
    all_flags = int(flags) | int(Qt.TextFlag.TextWordWrap)
    while True:
        painter.setFont(_font(size, bold=bold))
        bound = painter.boundingRect(rect, all_flags, text)
        if (bound.height() <= rect.height() and bound.width() <= rect.width()) or size <= least:
            break
        size -= 0.5
    painter.drawText(rect, all_flags, text)
    return min(bound.height(), rect.height())


def _svg(painter: QPainter, source: str | bytes, rect: QRectF) -> None:
    renderer = QSvgRenderer(QByteArray(source) if isinstance(source, bytes) else source)
    renderer.render(painter, rect)


def _grid_origin(device: QPagedPaintDevice) -> QPointF:
    """The top left corner of the card grid, centred on the page (mm)."""
    width, height = _page_mm(device)
    cols, rows = GRID
    return QPointF((width - cols * CARD_MM[0]) / 2, (height - rows * CARD_MM[1]) / 2)


def _cut_marks(painter: QPainter, origin: QPointF) -> None:
    """Short lines in the margins along every cut, clear of the cards."""
    cols, rows = GRID
    w, h = CARD_MM
    gap, length = 2.0, 6.0
    painter.setPen(QPen(INK, mm(0.2)))
    left, top = origin.x(), origin.y()
    right, bottom = left + cols * w, top + rows * h
    for i in range(cols + 1):
        x = mm(left + i * w)
        painter.drawLine(QPointF(x, mm(top - gap - length)), QPointF(x, mm(top - gap)))
        painter.drawLine(QPointF(x, mm(bottom + gap)), QPointF(x, mm(bottom + gap + length)))
    for j in range(rows + 1):
        y = mm(top + j * h)
        painter.drawLine(QPointF(mm(left - gap - length), y), QPointF(mm(left - gap), y))
        painter.drawLine(QPointF(mm(right + gap), y), QPointF(mm(right + gap + length), y))


def _card_rect(origin: QPointF, index: int) -> QRectF:
    cols, _rows = GRID
    w, h = CARD_MM
    col, row = index % cols, index // cols
    return QRectF(origin.x() + col * w, origin.y() + row * h, w, h)


def _to_px(rect: QRectF) -> QRectF:
    return QRectF(mm(rect.x()), mm(rect.y()), mm(rect.width()), mm(rect.height()))


def _paint_face(painter: QPainter, card: QRectF, face: CardFace) -> None:
    colour = QColor(SIDE_COLOURS.get(face.side, SIDE_COLOURS["solo"]))
    inner = card.adjusted(3, 3, -3, -3)
    painter.setPen(QPen(colour, mm(0.6)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(_to_px(inner), mm(3), mm(3))
    badge = 30.0
    icon = QRectF(card.center().x() - badge / 2, inner.y() + 5, badge, badge)
    _svg(painter, str(role_icon_path(face.role_id)), _to_px(icon))
    painter.setPen(INK)
    name_rect = QRectF(inner.x() + 2, icon.bottom() + 3, inner.width() - 4, 10)
    _fit_text(painter, _to_px(name_rect), face.name, 14, bold=True, least=8)
    side_rect = QRectF(inner.x() + 2, name_rect.bottom() + 1, inner.width() - 4, 6)
    painter.setPen(colour)
    _fit_text(painter, _to_px(side_rect), f"{face.shape} {face.side_name}", 9.5, bold=True)
    painter.setPen(QPen(RULE, mm(0.2)))
    rule_y = side_rect.bottom() + 1.5
    painter.drawLine(
        QPointF(mm(inner.x() + 10), mm(rule_y)), QPointF(mm(inner.right() - 10), mm(rule_y))
    )
    painter.setPen(INK)
    blurb_rect = QRectF(inner.x() + 3, rule_y + 2, inner.width() - 6, inner.bottom() - rule_y - 4)
    _fit_text(painter, _to_px(blurb_rect), face.blurb, 8.5)


def _paint_back(painter: QPainter, card: QRectF) -> None:
    inner = card.adjusted(1.5, 1.5, -1.5, -1.5)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(NIGHT_BACKGROUND))
    painter.drawRoundedRect(_to_px(inner), mm(3), mm(3))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#f5d76e"), mm(0.5)))
    painter.drawRoundedRect(_to_px(inner.adjusted(2.5, 2.5, -2.5, -2.5)), mm(2), mm(2))
    moon = 26.0
    icon = QRectF(card.center().x() - moon / 2, card.center().y() - moon / 2 - 6, moon, moon)
    _svg(painter, ui_icon_svg("moon", "#f5d76e"), _to_px(icon))
    painter.setPen(QColor("#f2eeff"))
    title = QRectF(inner.x() + 4, icon.bottom() + 4, inner.width() - 8, 12)
    _fit_text(
        painter,
        _to_px(title),
        QCoreApplication.translate("MainWindow", "Werewolf Desktop"),
        12,
        bold=True,
    )


def paint_cards(device: QPagedPaintDevice, roles: Sequence[str], paper: str) -> None:
    """Paint the role cards of a table (one per role in *roles*), nine a page, then a page
    of backs."""
    faces = card_faces(roles)
    if not faces:
        raise PrintError("there are no cards to print")
    pages = math.ceil(len(faces) / (GRID[0] * GRID[1]))

    def paint(device: QPagedPaintDevice, painter: QPainter) -> None:
        per_page = GRID[0] * GRID[1]
        origin = _grid_origin(device)
        for page in range(pages):
            if page:
                device.newPage()
            chunk = faces[page * per_page : (page + 1) * per_page]
            for i, face in enumerate(chunk):
                _paint_face(painter, _card_rect(origin, i), face)
            _cut_marks(painter, origin)
        device.newPage()
        for i in range(per_page):  # a whole page: it lines up behind any page of fronts
            _paint_back(painter, _card_rect(origin, i))
        _cut_marks(painter, origin)

    _paint_on(device, paper, paint)


def cards_pdf(roles: Sequence[str], paper: str) -> bytes:
    """The role cards of a table as a PDF (see :func:`paint_cards`)."""
    if not roles:
        raise PrintError("there are no cards to print")
    page_layout(paper)
    title = QCoreApplication.translate("Print", "Role cards")
    return pdf_bytes(title, lambda writer: paint_cards(writer, roles, paper))


# --------------------------------------------------------------------------- the night sheet


@dataclass(frozen=True)
class SheetRow:
    """One row of the night sheet: a step called on some of the nights.

    Attributes:
        step: the calling step; title: who is called; said: what the narrator says;
        icon: the picture's role id (None: a side's badge, `side`); nights: the nights it
        is called.
    """

    step: str
    title: str
    said: str
    icon: str | None
    side: str
    nights: frozenset[int]


_STEP_SIDES = {
    "pack_meets": "werewolves",
    "werewolves": "werewolves",
    "lovers_meet": "lovers",
    "mafia": "mafia",
}


def _step_role(step: str) -> str:
    """The role a calling step belongs to (its `step`, another `*_step` of it, its first-night
    `meeting`), else the step itself."""
    for role_id, r in REGISTRY.items():
        if step in role_steps(r) or r.meeting == step:
            return role_id
    return step


def sheet_rows(setup: Setup, nights: Sequence[int]) -> list[SheetRow]:
    """The steps called on *nights*, in calling order, each with the nights it is called."""
    g = as_state(setup)
    wording = setup.table_wording()
    called: dict[str, set[int]] = {}
    order: list[str] = []
    for night in nights:
        for step in night_plan(g, night).steps:
            if step not in called:
                called[step] = set()
                order.append(step)
            called[step].add(night)
    rank = {s: i for i, s in enumerate(g.preset.call_order)}
    seen = {s: i for i, s in enumerate(order)}
    order.sort(key=lambda s: (rank.get(s, len(rank)), seen[s]))
    rows = []
    for step in order:
        key = step if f"step.{step}.wake" in TEXTS else "other"
        params = {} if key == step else {"role": step}
        said = line_text(
            Line(f"step.{key}.wake", params, wording=wording),
            setup.names,
            QCoreApplication.translate,
        )
        if step in _STEP_SIDES:
            side = _STEP_SIDES[step]
            title, icon = i18n.side_name(side), None
        else:
            role_id = canonical(step) or _step_role(step)
            icon = role_id if canonical(role_id) else None
            side = str(role(role_id).side) if icon else "village"
            title = i18n.role_name(role_id) if icon else call_name(step, QCoreApplication.translate)
        rows.append(SheetRow(step, title, said, icon, side, frozenset(called[step])))
    return rows


def house_rules(setup: Setup) -> list[str]:
    """The house rules the table's preset offers, with the values in force ("what: value");
    a rule about a role nobody was dealt is left out."""
    preset = get_preset(setup.preset)
    rules = preset.rules(setup.settings)
    dealt = {canonical(r) or r for _name, r in setup.seats}
    out = []
    for setting_id in preset.offered:
        spec = SPECS.get(setting_id)
        if spec is None or (spec.role is not None and spec.role not in dealt):
            continue
        value = rules.get(setting_id)
        if isinstance(value, bool):
            shown = QCoreApplication.translate("LobbyPage", "on" if value else "off")
        else:
            shown = i18n.setting_value(setting_id, value)
        out.append(label(i18n.setting_text(setting_id).rstrip(".。"), shown))
    return out


def _roles_line(setup: Setup) -> str:
    counts: dict[str, int] = {}
    for _name, r in setup.seats:
        counts[r] = counts.get(r, 0) + 1
    parts = []
    for role_id, n in counts.items():
        name = i18n.role_name(role_id)
        parts.append(fill(QCoreApplication.translate("Help", "%1 \u00d7 %2"), name, str(n)))
    return join_list(parts)


def sheet_title(setup: Setup) -> str:
    """ "Night sheet: Classic"."""
    #: %1: the rule set's name ("Classic")
    text = QCoreApplication.translate("Print", "Night sheet: %1")
    return fill(text, i18n.preset_title(setup.preset))


def paint_sheet(device: QPagedPaintDevice, setup: Setup, paper: str, nights: int = NIGHTS) -> str:
    """Paint the moderator's night sheet of *setup*: a row per step called, a column per
    night, then the house rules. Returns its title."""
    g = as_state(setup)
    first = first_played_night(g)
    night_numbers = list(range(first, first + nights))
    rows = sheet_rows(setup, night_numbers)
    rules = house_rules(setup)
    names = setup.names
    named = any(not name.isdigit() for name in names)  # a printed table is numbered 1, 2...
    players = fill(QCoreApplication.translate("Report", "Players: %1"), join_and(names))
    players = players if named else ""
    title = sheet_title(setup)

    def paint(device: QPagedPaintDevice, painter: QPainter) -> None:
        width, height = _page_mm(device)
        margin = 12.0
        left, right, bottom = margin, width - margin, height - margin
        step_w = 70.0
        col_w = (right - left - step_w) / nights
        row_h = 17.0

        def header(y: float) -> float:
            painter.setPen(INK)
            h = _fit_text(
                painter,
                _to_px(QRectF(left, y, right - left, 10)),
                title,
                16,
                bold=True,
                flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            )
            y += h / mm(1) + 1
            painter.setPen(MUTED)
            h = _fit_text(
                painter,
                _to_px(QRectF(left, y, right - left, 12)),
                _roles_line(setup),
                9,
                flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            )
            y += h / mm(1) + 1
            if players:
                h = _fit_text(
                    painter,
                    _to_px(QRectF(left, y, right - left, 12)),
                    players,
                    9,
                    flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                )
                y += h / mm(1) + 1
            y += 2
            painter.setPen(INK)
            for i, night in enumerate(night_numbers):
                cell = QRectF(left + step_w + i * col_w, y, col_w, 7)
                _fit_text(painter, _to_px(cell), i18n.night_title(night), 10, bold=True)
            y += 8
            painter.setPen(QPen(INK, mm(0.3)))
            painter.drawLine(QPointF(mm(left), mm(y)), QPointF(mm(right), mm(y)))
            return y

        y = header(margin)
        for row in rows:
            if y + row_h > bottom:
                device.newPage()
                y = header(margin)
            colour = QColor(SIDE_COLOURS.get(row.side, SIDE_COLOURS["solo"]))
            icon_rect = QRectF(left, y + 2, 9, 9)
            source = str(role_icon_path(row.icon)) if row.icon else str(side_icon_path(row.side))
            _svg(painter, source, _to_px(icon_rect))
            painter.setPen(colour.darker(120))
            text_left = left + 11
            _fit_text(
                painter,
                _to_px(QRectF(text_left, y + 1.5, step_w - 13, 5)),
                row.title,
                10,
                bold=True,
                flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            )
            painter.setPen(MUTED)
            _fit_text(
                painter,
                _to_px(QRectF(text_left, y + 6.5, step_w - 13, row_h - 7.5)),
                row.said,
                7,
                flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                least=4.5,
            )
            for i, night in enumerate(night_numbers):
                box = QRectF(left + step_w + i * col_w + 1.5, y + 2, col_w - 3, row_h - 4)
                if night in row.nights:
                    painter.setPen(QPen(INK, mm(0.35)))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(_to_px(box), mm(1.2), mm(1.2))
                else:
                    painter.setPen(QPen(RULE, mm(0.3)))
                    mid = box.center()
                    painter.drawLine(
                        QPointF(mm(mid.x() - 3), mm(mid.y())),
                        QPointF(mm(mid.x() + 3), mm(mid.y())),
                    )
            y += row_h
            painter.setPen(QPen(RULE, mm(0.15)))
            painter.drawLine(QPointF(mm(left), mm(y)), QPointF(mm(right), mm(y)))
        if not rules:
            return
        y += 6
        if y + 14 > bottom:
            device.newPage()
            y = margin
        painter.setPen(INK)
        _fit_text(
            painter,
            _to_px(QRectF(left, y, right - left, 7)),
            QCoreApplication.translate("LobbyPage", "House rules"),
            12,
            bold=True,
            flags=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
        )
        y += 7
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(
            Qt.TextFlag.TextWordWrap
        )
        painter.setFont(_font(8))
        for text in rules:
            rect = QRectF(mm(left), 0, mm(right - left), mm(40))
            need = painter.boundingRect(rect, flags, "\u2022 " + text).height() / mm(1)
            if y + need > bottom:
                device.newPage()
                y = margin
                painter.setFont(_font(8))
            painter.setPen(INK)
            painter.drawText(_to_px(QRectF(left, y, right - left, need)), flags, "\u2022 " + text)
            y += need + 1

    _paint_on(device, paper, paint)
    return title


def sheet_pdf(setup: Setup, paper: str, nights: int = NIGHTS) -> bytes:
    """The night sheet of *setup* as a PDF (see :func:`paint_sheet`)."""
    page_layout(paper)
    return pdf_bytes(sheet_title(setup), lambda writer: paint_sheet(writer, setup, paper, nights))


# --------------------------------------------------------------------------- the summary


def _md_escape(text: str) -> str:
    out = []
    for ch in text:
        if ch in "\\`*_[]#<>|~":
            out.append("\\")
        out.append(ch)
    return "".join(out)


def summary_markdown(game: Game) -> str:
    """The summary page of a finished game, as Markdown: the summary's heading and players,
    the story night by night and day by day, then who played what and who won."""
    from ...report import markdown_summary
    from ..story import game_story

    if not game.ended:
        raise PrintError("the game has not ended yet: its summary is printed after the end")
    wording = game.setup.table_wording()
    summary = markdown_summary(game, wording).splitlines()
    first_section = next(
        (i for i, line in enumerate(summary) if line.startswith("## ")), len(summary)
    )
    table_head = next(
        (i for i, line in enumerate(summary) if line.startswith("|---")), len(summary)
    )
    roles_start = max(first_section, table_head - 3)
    parts = summary[:first_section]
    for title, lines in game_story(game, wording):
        parts += ["", f"## {_md_escape(title)}", ""]
        parts += [f"- {_md_escape(line)}" for line in lines]
    parts += ["", *summary[roles_start:]]
    return "\n".join(parts)


def paint_summary(device: QPagedPaintDevice, game: Game, paper: str) -> None:
    """Paint a finished game's summary (see :func:`summary_markdown`), page after page."""
    text = summary_markdown(game)
    device.setPageLayout(page_layout(paper))
    device.setPageMargins(QMarginsF(18, 16, 18, 16), QPageLayout.Unit.Millimeter)
    doc = QTextDocument()
    doc.setDefaultFont(_font(10.5))
    doc.setDefaultStyleSheet("h1 { font-size: 20pt; } h2 { font-size: 13pt; }")
    doc.setMarkdown(text)
    doc.print_(device)


def summary_pdf(game: Game, paper: str) -> bytes:
    """A finished game's summary as a PDF (see :func:`paint_summary`)."""
    summary_markdown(game)  # refuses a game not over before a file is begun
    page_layout(paper)
    title = QCoreApplication.translate("Print", "Game summary")
    return pdf_bytes(title, lambda writer: paint_summary(writer, game, paper))
