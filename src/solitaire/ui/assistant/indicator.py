"""The assistant's status-bar indicator: whether the position on the table can still be won."""

from __future__ import annotations

import enum

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QWidget


class Verdict(enum.Enum):
    """What the indicator says about the position on the table."""

    CHECKING = "checking"
    WINNABLE = "winnable"
    UNKNOWN = "unknown"
    LOST = "lost"
    WON = "won"
    UNAVAILABLE = "unavailable"


FROM_SOLVER = {"won": Verdict.WINNABLE, "unknown": Verdict.UNKNOWN, "unwinnable": Verdict.LOST}
"""The indicator's verdict for each of the solver's."""


class AssistantIndicator(QLabel):
    """A short word in the status bar ("Winnable", "Unknown", "Not winnable", "Checking…"),
    with a tooltip and an accessible description saying what it means."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.verdict = Verdict.CHECKING
        self.detail = ""
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.retranslate()

    def set_verdict(self, verdict: Verdict, detail: str = "") -> None:
        """Show ``verdict``; ``detail`` (already translated, or a technical message) is added
        to the tooltip."""
        self.verdict = verdict
        self.detail = detail
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        words = {
            Verdict.CHECKING: self.tr("Checking…"),
            Verdict.WINNABLE: self.tr("Winnable"),
            Verdict.UNKNOWN: self.tr("Unknown"),
            Verdict.LOST: self.tr("Not winnable"),
            Verdict.WON: self.tr("Won"),
            Verdict.UNAVAILABLE: self.tr("Assistant unavailable"),
        }
        meanings = {
            Verdict.CHECKING: self.tr(
                "The assistant is checking whether this position can be won."
            ),
            Verdict.WINNABLE: self.tr(
                "The assistant found a way to win from this position: press H for a hint."
            ),
            Verdict.UNKNOWN: self.tr(
                "The assistant could not decide within its time whether this position can be "
                "won: press H for a promising move."
            ),
            Verdict.LOST: self.tr(
                "No sequence of moves wins from this position: undo to get back to a winnable one."
            ),
            Verdict.WON: self.tr("This game is won."),
            Verdict.UNAVAILABLE: self.tr("The assistant could not check this position."),
        }
        tip = meanings[self.verdict]
        if self.detail:
            tip = f"{tip}\n{self.detail}"
        self.setText(words[self.verdict])
        self.setToolTip(tip)
        self.setAccessibleName(self.tr("Assistant: {0}").format(words[self.verdict]))
        self.setAccessibleDescription(tip)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
