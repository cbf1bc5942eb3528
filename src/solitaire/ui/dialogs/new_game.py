"""The New game dialog: choose the game and Thoughtful's draw mode, or type a deal code; with the
assistant on, ask for a winnable deal."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from solitaire.engine import Game, InvalidCode

FORTY_THIEVES = "forty-thieves"
THOUGHTFUL = "thoughtful"


class NewGameDialog(QDialog):
    """Asks which deal to play next; ``chosen_game()`` builds it.

    ``winnable_only`` is the "Winnable deals only" checkbox's state, or None to hide it (the
    assistant is off); it applies to random deals, never to a typed code."""

    def __init__(
        self,
        variant: str,
        draw: int,
        parent: QWidget | None = None,
        winnable_only: bool | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.forty_thieves = QRadioButton(self.tr("Forty Thieves"))
        self.forty_thieves.setAccessibleName(self.tr("Forty Thieves"))
        self.thoughtful = QRadioButton(self.tr("Thoughtful Solitaire"))
        self.thoughtful.setAccessibleName(self.tr("Thoughtful Solitaire"))
        group = QButtonGroup(self)
        group.addButton(self.forty_thieves)
        group.addButton(self.thoughtful)
        (self.thoughtful if variant == THOUGHTFUL else self.forty_thieves).setChecked(True)
        self.draw_mode = QComboBox()
        self.draw_mode.addItem(self.tr("Draw 1 (Easy)"), 1)
        self.draw_mode.addItem(self.tr("Draw 3 (Hard)"), 3)
        self.draw_mode.setCurrentIndex(1 if draw == 3 else 0)
        self.draw_mode.setAccessibleName(self.tr("Draw mode"))
        self.winnable = QCheckBox(self.tr("Winnable deals only"))
        self.winnable.setToolTip(
            self.tr("The assistant looks for a random deal it can win before dealing it.")
        )
        self.winnable.setChecked(bool(winnable_only))
        self.code = QLineEdit()
        self.code.setPlaceholderText(self.tr("for example TF1-D1N-AAAAAAB"))
        self.code.setAccessibleName(self.tr("Deal code"))
        self.code.setClearButtonEnabled(True)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        self.problem.setAccessibleName(self.tr("Deal code problem"))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(self.tr("Game:"), self.forty_thieves)
        form.addRow("", self.thoughtful)
        form.addRow(self.tr("Stock:"), self.draw_mode)
        form.addRow("", self.winnable)
        form.setRowVisible(self.winnable, winnable_only is not None)
        form.addRow(self.tr("Replay a deal code:"), self.code)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)

        self.thoughtful.toggled.connect(self._update_enabled)
        self.code.textChanged.connect(self._update_enabled)
        self._update_enabled()

    def _update_enabled(self) -> None:
        typed = bool(self.code.text().strip())
        self.draw_mode.setEnabled(self.thoughtful.isChecked() and not typed)
        self.forty_thieves.setEnabled(not typed)
        self.thoughtful.setEnabled(not typed)
        self.winnable.setEnabled(not typed)
        self.problem.clear()

    def chosen_game(self) -> Game:
        """The deal chosen: from the code if one is typed (InvalidCode if it is bad), else a
        random deal of the chosen game and draw mode."""
        text = self.code.text().strip()
        if text:
            return Game.from_code(text)
        if self.thoughtful.isChecked():
            return Game.new(THOUGHTFUL, draw=int(self.draw_mode.currentData()))
        return Game.new(FORTY_THIEVES)

    def wants_winnable_deal(self) -> bool:
        """True when the player asked for a winnable random deal (no code typed)."""
        return (
            not self.winnable.isHidden()
            and self.winnable.isChecked()
            and not self.code.text().strip()
        )

    def accept(self) -> None:
        try:
            self._game = self.chosen_game()
        except InvalidCode as error:
            self.problem.setText(self.code_problem(error))
            self.code.setFocus()
            return
        super().accept()

    def code_problem(self, error: InvalidCode) -> str:
        """What is wrong with a typed code, in the player's language."""
        problems = {
            "empty": self.tr("Type a deal code, or clear the field for a random deal."),
            "game": self.tr(
                "Unknown game: a code starts with FT1 (Forty Thieves) or TF1 (Thoughtful "
                "Solitaire)."
            ),
            "format": self.tr("A code has three parts separated by dashes, like TF1-D1N-AAAAAAB."),
            "option": self.tr(
                "Unknown option: Forty Thieves codes use N, Thoughtful codes D1N or D3N."
            ),
            "length": self.tr("The deal number after the last dash must have 7 characters."),
            "character": self.tr(
                "The deal number uses only the letters A to Z and the digits 2 to 7."
            ),
        }
        return problems.get(error.reason, str(error))

    @property
    def game(self) -> Game:
        """The game built when the dialog was accepted."""
        return self._game
