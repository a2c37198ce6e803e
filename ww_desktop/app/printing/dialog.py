"""Game > Print... (Ctrl+P): choose what to print and the paper, see it, save it as a PDF.

`PrintDialog` offers the role cards and the night sheet of the table (the lobby's, or the
game's once one is dealt) and, once a game has ended, its summary. The preview is Qt's own
(`QPrintPreviewWidget`, QtPrintSupport), painted by the same functions as the PDF
(`render.paint_cards`, `paint_sheet`, `paint_summary`) and redrawn on every choice.
"Save PDF..." asks for a file name (`choose_file`, which tests replace) and writes the file
whole or not at all (`store.files.write_atomic`). (QtPdf is not used here: the packaged
app leaves it out.)
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence, QPagedPaintDevice
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.setup import Setup, SetupError
from ...store.files import ExportTargetError, check_target, write_atomic
from . import render

if TYPE_CHECKING:
    from ...engine.game import Game


class PrintDialog(QDialog):
    """What to print (cards, night sheet, summary), the paper, the preview, Save PDF.

    Attributes:
        setup: the table printed (cards and sheet); game: the game whose summary is offered
            (None, or a game not over: no summary).
        choices: "cards", "sheet", "summary" -> its radio button.
        paper_combo: A4 / US Letter (the locale's by default).
        printer, preview: the preview (Qt's print preview of the printout chosen).
        data: the PDF of the printout chosen (empty when it cannot be printed).
        problem: a line saying why nothing can be printed (hidden when all is well).
        save_button: Save PDF... (Ctrl+S).
        choose_file: asks for the file to save to (a path, or "" when cancelled).
        saved: the last file written.
    """

    def __init__(self, setup: Setup, game: Game | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setup = setup
        self.game = game
        self.saved: Path | None = None
        self.data = b""
        self.choose_file: Callable[[], str] = self._ask_file
        self.setWindowTitle(QCoreApplication.translate("Print", "Print"))
        self.resize(980, 720)

        side = QVBoxLayout()
        self.choices: dict[str, QRadioButton] = {
            "cards": QRadioButton(QCoreApplication.translate("Print", "&Role cards")),
            "sheet": QRadioButton(QCoreApplication.translate("Print", "&Night sheet")),
            "summary": QRadioButton(QCoreApplication.translate("Print", "Game &summary")),
        }
        group = QButtonGroup(self)
        for button in self.choices.values():
            group.addButton(button)
            side.addWidget(button)
            button.toggled.connect(self._changed)
        self.choices["summary"].setEnabled(game is not None and game.ended)
        form = QFormLayout()
        self.paper_combo = QComboBox()
        self.paper_combo.addItem(QCoreApplication.translate("Print", "A4"), "a4")
        self.paper_combo.addItem(QCoreApplication.translate("Print", "US Letter"), "letter")
        self.paper_combo.setCurrentIndex(self.paper_combo.findData(render.default_paper()))
        self.paper_combo.currentIndexChanged.connect(self._changed)
        form.addRow(QCoreApplication.translate("Print", "&Paper"), self.paper_combo)
        paper_label = form.labelForField(self.paper_combo)
        if isinstance(paper_label, QLabel):
            paper_label.setBuddy(self.paper_combo)
        side.addLayout(form)
        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        side.addWidget(self.problem)
        side.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.save_button = QPushButton(QCoreApplication.translate("Print", "Sa&ve PDF..."))
        self.save_button.setShortcut(QKeySequence(QKeySequence.StandardKey.Save))
        self.save_button.setDefault(True)
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.save_button.clicked.connect(self.save)
        buttons.rejected.connect(self.reject)
        side.addWidget(buttons)

        self.printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        self.preview = QPrintPreviewWidget(self.printer, self)
        self.preview.setMinimumWidth(560)
        self.preview.paintRequested.connect(self._paint_preview)
        row = QHBoxLayout(self)
        row.addLayout(side)
        row.addWidget(self.preview, 1)
        first = "summary" if self.choices["summary"].isEnabled() else "cards"
        self.choices[first].setChecked(True)

    def what(self) -> str:
        """The printout chosen: "cards", "sheet" or "summary"."""
        return next((k for k, b in self.choices.items() if b.isChecked()), "cards")

    def paper(self) -> str:
        """The paper chosen: "a4" or "letter"."""
        return str(self.paper_combo.currentData())

    def paint(self, device: QPagedPaintDevice) -> None:
        """Paint the printout chosen on *device* (the PDF writer or the preview's printer);
        raises PrintError when the table cannot be printed."""
        what, paper = self.what(), self.paper()
        try:
            if what == "summary":
                if self.game is None:
                    raise render.PrintError("no game")
                render.paint_summary(device, self.game, paper)
            elif what == "cards":
                roles = [r for _name, r in self.setup.seats]
                if not roles:
                    raise render.PrintError("no cards")
                render.paint_cards(device, roles, paper)
            else:
                render.paint_sheet(device, self.setup.checked(), paper)
        except (SetupError, KeyError, ValueError) as exc:
            if isinstance(exc, render.PrintError):
                raise
            raise render.PrintError(str(exc)) from None

    def pdf(self) -> bytes:
        """The PDF of the printout chosen, on the paper chosen (raises PrintError)."""
        titles = {
            "cards": QCoreApplication.translate("Print", "Role cards"),
            "summary": QCoreApplication.translate("Print", "Game summary"),
        }
        title = titles.get(self.what()) or render.sheet_title(self.setup)
        return render.pdf_bytes(title, self.paint)

    def _changed(self) -> None:
        if not any(b.isChecked() for b in self.choices.values()):
            return
        try:
            self.data = self.pdf()
        except render.PrintError:
            self.data = b""
            self.problem.setText(
                QCoreApplication.translate(
                    "Print", "This table cannot be printed yet: fix the table first."
                )
            )
            self.problem.show()
        else:
            self.problem.hide()
        self.save_button.setEnabled(bool(self.data))
        self.preview.updatePreview()

    def _paint_preview(self, printer: QPrinter) -> None:
        if not self.data:
            return  # nothing to show: the problem line says why
        self.paint(printer)

    def _ask_file(self) -> str:
        name = {"cards": "role-cards.pdf", "sheet": "night-sheet.pdf"}.get(
            self.what(), "game-summary.pdf"
        )
        path, _filter = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("Print", "Save PDF"),
            str(Path.home() / name),
            QCoreApplication.translate("Print", "PDF files (*.pdf)"),
        )
        return path

    def save(self) -> bool:
        """Ask for a file and write the PDF there; False when cancelled or not written."""
        if not self.data:
            return False
        chosen = self.choose_file()
        if not chosen:
            return False
        path = Path(chosen)
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        try:
            write_atomic(check_target(path), self.data)
        except ExportTargetError:
            self.problem.setText(
                QCoreApplication.translate(
                    "Print", "The PDF could not be written there: choose another file."
                )
            )
            self.problem.show()
            return False
        self.problem.hide()
        self.saved = path
        return True
