"""Print: the PDFs are read back with Qt's PDF module and checked as a reader would.

For a small table of each preset in each language: the role cards (a card per dealt role
with its name, side and sentence, nine a page, then a page of backs) and the night sheet
(a column per night, each step called, the house rules); a finished game's summary in each
language; `ww-desktop print` and its plain refusals; Game > Print... (Ctrl+P) in the host's
window. The README's pictures (docs/screenshots/print-card.png, print-sheet.png) are
rendered here too (`WW_SCREENSHOTS_DIR=docs/screenshots`).
"""

from __future__ import annotations

import math
import os
import re
import subprocess
import sys
import unicodedata
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QLocale,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QImage, QPageSize
from PySide6.QtPdf import QPdfDocument
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.printing import render
from ww_desktop.cli import main
from ww_desktop.engine.playlist import as_state, first_played_night, night_plan
from ww_desktop.texts import i18n

from .conftest import NAMES, make_setup, play_to_end, screenshot_dir

TABLES = {"standard": 8, "basic": 6, "classic": 7, "compact": 6, "traditional": 9}
"""One small table per preset."""

LANGUAGES = ("en", "ja", "fr")

POINTS = {"a4": (595, 842), "letter": (612, 792)}
"""Page sizes in points (A4: 210 x 297 mm, US Letter: 8.5 x 11 in)."""


class Pdf:
    """A PDF read back: its pages' sizes and texts (whitespace removed: lines wrap)."""

    def __init__(self, data: bytes) -> None:
        assert data.startswith(b"%PDF-")
        self._bytes = QByteArray(data)
        self._buffer = QBuffer(self._bytes)
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.doc = QPdfDocument()
        self.doc.load(self._buffer)
        assert self.doc.status() == QPdfDocument.Status.Ready
        self.pages = self.doc.pageCount()
        self.texts = [squash(self.doc.getAllText(i).text()) for i in range(self.pages)]

    def size(self, page: int) -> tuple[int, int]:
        s = self.doc.pagePointSize(page)
        return round(s.width()), round(s.height())

    def image(self, page: int, width: int) -> QImage:
        s = self.doc.pagePointSize(page)
        return self.doc.render(page, QSize(width, round(width * s.height() / s.width())))


def squash(text: str) -> str:
    """The text without whitespace or soft hyphens (wrapping differs from the source), in
    NFKC form, one kind of dash: the CJK font's shared glyphs read back as their twins
    (the Kangxi radical "⼈" for "人", the horizontal bar for the em dash)."""
    text = re.sub(r"[\u2010-\u2015]", "-", unicodedata.normalize("NFKC", text))
    return re.sub(r"[\s\u00ad]+", "", text)


def has(text: str, wanted: str) -> bool:
    """Whether the squashed *text* holds *wanted*, a CJK ideograph matching its radical twin
    too (the PDF's text maps a glyph the font shares, "⻑"/"長", to the first code point)."""
    pattern = "".join(
        f"(?:{re.escape(c)}|[\u2e80-\u2fdf])" if "\u4e00" <= c <= "\u9fff" else re.escape(c)
        for c in squash(wanted)
    )
    return re.search(pattern, text) is not None


def _paper(preset: str, language: str) -> str:
    return "letter" if (sorted(TABLES).index(preset) + LANGUAGES.index(language)) % 2 else "a4"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("preset", sorted(TABLES))
def test_cards_and_sheet_of_each_preset_in_each_language(
    qapp: object, preset: str, language: str
) -> None:
    players = TABLES[preset]
    paper = _paper(preset, language)
    with render.translated(language):
        setup = render.preset_table(preset, players)
        roles = [r for _name, r in setup.seats]
        cards = Pdf(render.cards_pdf(roles, paper))
        sheet = Pdf(render.sheet_pdf(setup, paper))
        names = {r: i18n.role_name(r) for r in roles}
        blurbs = {r: i18n.role_blurb(r) for r in roles}
        sides = {r: i18n.side_name(str(render.role(r).side)) for r in roles}
        nights = [i18n.night_title(n) for n in range(first_played_night(as_state(setup)), 99)][
            : render.NIGHTS
        ]
        rules = render.house_rules(setup)
        rules_title = QCoreApplication.translate("LobbyPage", "House rules")
        said = {row.step: row.said for row in render.sheet_rows(setup, range(1, 7))}
        app_name = squash(QCoreApplication.translate("MainWindow", "Werewolf Desktop"))
        villager = i18n.role_name("villager")

    # The cards: nine a page, then one page of backs; every card's texts are on its page.
    fronts = math.ceil(players / 9)
    assert cards.pages == fronts + 1
    assert all(cards.size(i) == POINTS[paper] for i in range(cards.pages))
    front_text = "".join(cards.texts[:fronts])
    for role_id, n in Counter(roles).items():
        assert front_text.count(squash(names[role_id])) >= n, (role_id, language)
        assert has(front_text, blurbs[role_id]), (role_id, language)
        assert squash(sides[role_id]) in front_text
    assert (villager == "Villager") == (language == "en")  # really in the language
    # The backs: a whole page of them, the app's name on each, nothing else.
    assert cards.texts[-1] == app_name * 9

    # The night sheet: one page, a column per night, every step called, the house rules.
    assert sheet.pages == 1
    assert sheet.size(0) == POINTS[paper]
    text = sheet.texts[0]
    for title in nights:
        assert squash(title) in text
    first = first_played_night(as_state(setup))
    for step in night_plan(setup, first + 1).steps:
        assert has(text, said[step]), step
    assert squash(rules_title) in text
    assert rules
    for rule in rules:
        assert has(text, rule), (rule, text)


def test_a_big_table_takes_more_card_pages_and_still_one_page_of_backs(qapp: object) -> None:
    setup = render.preset_table("standard", 20)
    pdf = Pdf(render.cards_pdf([r for _n, r in setup.seats], "a4"))
    assert pdf.pages == 3 + 1
    assert sum(t.count("Villager") for t in pdf.texts[:3]) == sum(
        1 for _n, r in setup.seats if r == "villager"
    )


def test_the_default_paper_follows_the_locale() -> None:
    assert render.default_paper(QLocale("en_US")) == "letter"
    assert render.default_paper(QLocale("en_CA")) == "letter"
    assert render.default_paper(QLocale("en_GB")) == "a4"
    assert render.default_paper(QLocale("fr_CA")) == "a4"
    assert render.default_paper(QLocale("ja_JP")) == "a4"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_finished_games_summary_tells_its_story(
    controller: GameController, language: str
) -> None:
    assert controller.start(make_setup("classic", 7, seed=5))
    play_to_end(controller, 5)
    game = controller.game
    assert game is not None
    from ww_desktop.app.story import game_story

    with render.translated(language):
        pdf = Pdf(render.summary_pdf(game, "a4"))
        story = game_story(game, game.setup.table_wording())
        winner = i18n.winner_text(game.state.winner)
        roles = {i18n.role_name(seat.role) for seat in game.state.seats}
    text = "".join(pdf.texts)
    assert pdf.size(0) == POINTS["a4"]
    assert squash(winner) in text
    for title, lines in story:
        assert squash(title) in text
        for line in lines:
            assert has(text, line), line
    for name in roles:
        assert squash(name) in text
    for name, _role in game.setup.seats:
        assert squash(name) in text


def test_a_game_not_over_has_no_summary(controller: GameController) -> None:
    assert controller.start(make_setup("classic", 7, seed=5))
    assert controller.game is not None
    with pytest.raises(render.PrintError, match="not ended"):
        render.summary_pdf(controller.game, "a4")


# --------------------------------------------------------------------------- the command


def _cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = main(list(args))
    except SystemExit as exc:  # argparse's own usage errors
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def test_print_command_writes_cards_sheet_and_summary(
    qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cards = tmp_path / "cards.pdf"
    code, out, _ = _cli(
        capsys, "print", "cards", "--preset", "classic", "--players", "7",
        "--language", "fr", "--paper", "letter", "--to", str(cards),
    )  # fmt: skip
    assert code == 0 and out.strip() == str(cards)
    pdf = Pdf(cards.read_bytes())
    assert pdf.pages == 2 and pdf.size(0) == POINTS["letter"]
    assert "Sorcière" in pdf.texts[0] and "Loup-garou" in pdf.texts[0]
    assert QCoreApplication.translate("Side", "Village") == "Village"

    sheet = tmp_path / "sheet.pdf"
    code, _, _ = _cli(
        capsys, "print", "sheet", "--preset", "basic", "--players", "6", "--language", "ja",
        "--paper", "a4", "--to", str(sheet),
    )  # fmt: skip
    assert code == 0
    pdf = Pdf(sheet.read_bytes())
    assert pdf.pages == 1 and pdf.size(0) == POINTS["a4"]
    assert "第1夜" in pdf.texts[0] and "第6夜" in pdf.texts[0]
    assert i18n.role_name("seer") == "Seer"  # the language was only for the printout

    data = tmp_path / "data"
    code, out, _ = _cli(
        capsys, "--data-dir", str(data), "play", "--bots", "--players", "7", "--seed", "2"
    )
    assert code == 0
    game_id = out.split()[0]
    summary = tmp_path / "summary.pdf"
    code, _, _ = _cli(
        capsys, "--data-dir", str(data), "print", "summary", game_id, "--to", str(summary)
    )
    assert code == 0
    pdf = Pdf(summary.read_bytes())
    assert "Night1" in "".join(pdf.texts) and "Result" in "".join(pdf.texts)


def test_print_command_needs_no_display(tmp_path: Path) -> None:
    """As a program with no display and no Qt platform named: Qt paints offscreen."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    target = tmp_path / "cards.pdf"
    done = subprocess.run(
        [sys.executable, "-m", "ww_desktop", "print", "cards", "--preset", "compact",
         "--players", "5", "--paper", "a4", "--to", str(target)],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(target) and done.stderr == ""
    assert target.read_bytes().startswith(b"%PDF-")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["cards", "--preset", "nope", "--players", "7"], "unknown preset 'nope'"),
        (["sheet", "--preset", "classic", "--players", "99"], "for 4 to 20 players, not 99"),
        (["cards", "--players", "7"], "needs --preset P and --players N"),
        (["summary"], "say which game"),
        (["summary", "nope"], "No saved game has the id 'nope'"),
    ],
)
def test_print_command_refuses_bad_input_in_one_line(
    qapp: object,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    args: list[str],
    message: str,
) -> None:
    target = tmp_path / "out.pdf"
    code, out, err = _cli(
        capsys, "--data-dir", str(tmp_path / "data"), "print", *args, "--to", str(target)
    )
    assert code == 2 and out == ""
    assert err.startswith("ww-desktop print: ") and message in err
    assert err.count("\n") == 1
    assert not target.exists()


def test_print_command_refuses_the_summary_of_a_game_not_over(
    controller: GameController, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert controller.start(make_setup("classic", 7, seed=5))
    assert controller.store.path == tmp_path / "data" / "games.sqlite3"
    target = tmp_path / "summary.pdf"
    code, _, err = _cli(
        capsys, "--data-dir", str(tmp_path / "data"), "print", "summary",
        str(controller.game_id), "--to", str(target),
    )  # fmt: skip
    assert code == 2 and "the game has not ended yet" in err and err.count("\n") == 1
    assert not target.exists()


def test_print_command_refuses_a_file_it_cannot_write(
    qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for target, message in [
        (tmp_path / "missing" / "x.pdf", "does not exist"),
        (tmp_path, "is a folder"),
    ]:
        code, _, err = _cli(
            capsys, "print", "sheet", "--preset", "classic", "--players", "7", "--to", str(target)
        )
        assert code == 2 and message in err and err.count("\n") == 1


# --------------------------------------------------------------------------- the window


def test_game_print_previews_and_saves_the_lobbys_table(
    qtbot: QtBot, host_window: object, tmp_path: Path
) -> None:
    from ww_desktop.app.main_window import MainWindow
    from ww_desktop.app.printing.dialog import PrintDialog

    window = host_window
    assert isinstance(window, MainWindow)
    assert "Ctrl+P" in [k.toString() for k in window.print_action.shortcuts()]
    for name in NAMES[:7]:
        window.lobby.add_player(name)
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: getattr(window, "print_dialog", None) is not None)
    dialog = window.print_dialog
    assert isinstance(dialog, PrintDialog)
    qtbot.waitUntil(dialog.isVisible)
    assert not dialog.choices["summary"].isEnabled()  # no game has ended
    assert dialog.what() == "cards"
    roles = window.lobby.role_list()
    pages = math.ceil(len(roles) / 9) + 1
    qtbot.waitUntil(lambda: dialog.preview.pageCount() == pages)
    shown = Pdf(dialog.data)  # what Save PDF writes: the same pages as the preview
    assert shown.pages == pages
    assert squash(i18n.role_name(roles[0])) in shown.texts[0]

    dialog.choices["sheet"].setChecked(True)
    dialog.paper_combo.setCurrentIndex(dialog.paper_combo.findData("letter"))
    qtbot.waitUntil(lambda: dialog.preview.pageCount() == 1)
    assert dialog.printer.pageLayout().pageSize().id() == QPageSize.PageSizeId.Letter
    shown = Pdf(dialog.data)
    assert shown.size(0) == POINTS["letter"]
    assert has(shown.texts[0], "Players:")
    for name in window.lobby.names():
        assert has(shown.texts[0], name)

    target = tmp_path / "my sheet"
    dialog.choose_file = lambda: str(target)
    dialog.save_button.click()
    saved = tmp_path / "my sheet.pdf"
    assert dialog.saved == saved
    pdf = Pdf(saved.read_bytes())
    assert pdf.pages == 1 and squash(i18n.night_title(1)) in pdf.texts[0]

    dialog.choose_file = lambda: str(tmp_path / "no folder" / "x.pdf")
    assert not dialog.save()
    assert dialog.problem.isVisible()
    dialog.close()


def test_game_print_offers_the_summary_once_the_game_has_ended(
    qtbot: QtBot, host_window: object, controller: GameController
) -> None:
    from ww_desktop.app.main_window import MainWindow

    window = host_window
    assert isinstance(window, MainWindow)
    assert controller.start(make_setup("basic", 6, seed=3))
    play_to_end(controller, 3)
    dialog = window.show_print()
    qtbot.waitUntil(dialog.isVisible)
    from ww_desktop.app.printing.dialog import PrintDialog

    assert isinstance(dialog, PrintDialog)
    assert dialog.choices["summary"].isEnabled() and dialog.what() == "summary"
    qtbot.waitUntil(lambda: dialog.preview.pageCount() >= 1)
    shown = Pdf(dialog.data)
    assert dialog.preview.pageCount() == shown.pages
    winner = i18n.winner_text(controller.game.state.winner)  # type: ignore[union-attr]
    assert squash(winner) in "".join(shown.texts)
    dialog.choices["cards"].setChecked(True)
    qtbot.waitUntil(lambda: dialog.preview.pageCount() == 2)  # the game's 6 cards, backs
    dialog.close()


# --------------------------------------------------------------------------- the README


def test_readme_pictures_of_a_card_and_a_sheet(qapp: object, tmp_path: Path) -> None:
    out = screenshot_dir(tmp_path)
    setup = render.preset_table("classic", 8)
    cards = Pdf(render.cards_pdf(["werewolf", "seer", "witch"], "a4"))
    page = cards.image(0, 1200)
    # The top row of cards, with its cut marks.
    top = round(page.height() * (297 - 3 * 88) / 2 / 297)
    height = round(page.height() * 88 / 297)
    row = page.copy(QRect(0, max(0, top - 40), page.width(), height + 80))
    assert row.save(str(out / "print-card.png"))
    sheet = Pdf(render.sheet_pdf(setup, "a4"))
    image = sheet.image(0, 1000)
    assert image.save(str(out / "print-sheet.png"))
    for name in ("print-card.png", "print-sheet.png"):
        picture = QImage(str(out / name))
        assert picture.width() >= 1000
        colours = {
            picture.pixel(x, y)
            for x in range(0, picture.width(), 37)
            for y in range(0, picture.height(), 41)
        }
        assert len(colours) > 4  # not blank


def test_game_print_says_when_the_table_cannot_be_printed_yet(
    qtbot: QtBot, host_window: object
) -> None:
    from ww_desktop.app.main_window import MainWindow

    window = host_window
    assert isinstance(window, MainWindow)
    window.lobby.add_player(NAMES[0])  # one player: no rule set takes so few
    dialog = window.show_print()
    qtbot.waitUntil(dialog.isVisible)
    from ww_desktop.app.printing.dialog import PrintDialog

    assert isinstance(dialog, PrintDialog)
    dialog.choices["sheet"].setChecked(True)
    qtbot.waitUntil(lambda: not dialog.problem.isHidden())
    assert "cannot be printed" in dialog.problem.text()
    assert not dialog.save_button.isEnabled() and not dialog.save()
    dialog.close()
