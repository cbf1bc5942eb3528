"""The summary shown after a win: score, moves, time, any new record, and what to do next."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from solitaire.ui.formatting import format_duration


class WinDialog(QDialog):
    """ "You won" with the figures; ``choice`` is ``"new"``, ``"replay"``, ``"winning-line"``
    (show a winning line from the deal's start; offered when the assistant is on) or ``""``."""

    def __init__(
        self,
        score: int,
        moves: int,
        seconds: float,
        records: list[str],
        parent: QWidget | None = None,
        offer_winning_line: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("You won!"))
        self.choice = ""
        title = QLabel(self.tr("Congratulations, you won!"))
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.figures = figures = QLabel(
            self.tr("Score: {0}\nMoves: {1}\nTime: {2}").format(
                score, moves, format_duration(seconds)
            )
        )
        figures.setAlignment(Qt.AlignmentFlag.AlignCenter)
        figures.setAccessibleName(self.tr("Game summary"))
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(figures)
        for record in records:
            label = QLabel(record)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet("font-weight: bold; color: #2e7d32;")
            layout.addWidget(label)
        buttons = QDialogButtonBox()
        self.new_button = QPushButton(self.tr("New game"))
        self.replay_button = QPushButton(self.tr("Play this deal again"))
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.new_button.clicked.connect(lambda: self._choose("new"))
        self.replay_button.clicked.connect(lambda: self._choose("replay"))
        self.winning_line_button: QPushButton | None = None
        if offer_winning_line:
            line_button = self.winning_line_button = QPushButton(self.tr("Show a winning line"))
            line_button.setToolTip(
                self.tr("The assistant replays a winning line from the deal's start.")
            )
            line_button.clicked.connect(lambda: self._choose("winning-line"))
            buttons.addButton(line_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.new_button.setDefault(True)

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()
