"""The rules page of a game, in the player's language, opened from Help or with F1."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from solitaire.ui.resources import resources_dir


def rules_file(variant: str, language: str) -> Path:
    """The rules page for ``variant`` in ``language``, falling back to English."""
    base = resources_dir() / "rules"
    for candidate in (language, language.split("_")[0], "en"):
        path = base / candidate / f"{variant}.html"
        if path.is_file():
            return path
    return base / "en" / f"{variant}.html"


class RulesDialog(QDialog):
    """A resizable page with the rules, the scoring table and the app's gestures."""

    def __init__(self, variant: str, parent: QWidget | None = None, language: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setAccessibleName(self.tr("Rules of the game"))
        path = rules_file(variant, language or QLocale().name())
        self.browser.setHtml(path.read_text(encoding="utf-8"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(640, 720)
