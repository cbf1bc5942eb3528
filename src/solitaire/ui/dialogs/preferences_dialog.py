"""The Preferences dialog: every option a player can set; each change applies and is stored at
once (there is no OK to press)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from solitaire.storage import Preferences
from solitaire.storage.preferences import (
    ANIMATION_SPEED,
    AUTO_PLACEMENT,
    CONFIRM_ABANDON,
    DOUBLE_CLICK,
    FOUR_COLOUR,
    INTERACTIVE_RULES,
    LANGUAGE,
    PLACEMENT_HELP,
    SHOW_ELAPSED_TIME,
    AnimationSpeed,
    Setting,
)

LANGUAGE_NAMES = {
    "en": "English",
    "fr": "Français",
    "el": "Ελληνικά",
    "bg": "Български",
    "ro": "Română",
    "th": "ไทย",
}
"""Each language in its own words (never translated)."""


SHOWN: tuple[Setting[Any], ...] = (
    DOUBLE_CLICK,
    AUTO_PLACEMENT,
    PLACEMENT_HELP,
    INTERACTIVE_RULES,
    CONFIRM_ABANDON,
    FOUR_COLOUR,
    SHOW_ELAPSED_TIME,
    ANIMATION_SPEED,
    LANGUAGE,
)
"""The preferences this dialog sets (and "Restore defaults" resets)."""


class PreferencesDialog(QDialog):
    """Checkboxes and lists bound to the preferences; they follow outside changes too."""

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preferences = preferences
        self.setWindowTitle(self.tr("Preferences"))
        self.checkboxes: dict[str, QCheckBox] = {}
        play = QGroupBox(self.tr("Playing"))
        play_layout = QVBoxLayout(play)
        for item, text in (
            (DOUBLE_CLICK, self.tr("Double-click sends a card to the best place")),
            (
                AUTO_PLACEMENT,
                self.tr("Auto-placement: a card dropped where it can't go goes to the best place"),
            ),
            (
                PLACEMENT_HELP,
                self.tr("Placement help: highlight the piles that accept dragged cards"),
            ),
            (INTERACTIVE_RULES, self.tr("Interactive rules: explain why a move is refused")),
            (CONFIRM_ABANDON, self.tr("Ask before abandoning a started game")),
        ):
            play_layout.addWidget(self._checkbox(item, text))
        look = QGroupBox(self.tr("Looks"))
        look_layout = QFormLayout(look)
        self.four_colour = self._checkbox(
            FOUR_COLOUR, self.tr("Four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green)")
        )
        look_layout.addRow(self.four_colour)
        look_layout.addRow(self._checkbox(SHOW_ELAPSED_TIME, self.tr("Show the clock")))
        self.animation = QComboBox()
        self.animation.setAccessibleName(self.tr("Animation speed"))
        for speed, label in (
            (AnimationSpeed.OFF, self.tr("Off")),
            (AnimationSpeed.FAST, self.tr("Fast")),
            (AnimationSpeed.NORMAL, self.tr("Normal")),
            (AnimationSpeed.SLOW, self.tr("Slow")),
        ):
            self.animation.addItem(label, str(speed))
        self.animation.currentIndexChanged.connect(self._animation_chosen)
        look_layout.addRow(self.tr("Animations:"), self.animation)
        self.language = QComboBox()
        self.language.setAccessibleName(self.tr("Language"))
        self.language.addItem(self.tr("System default"), "")
        for code, name in LANGUAGE_NAMES.items():
            self.language.addItem(name, code)
        self.language.currentIndexChanged.connect(self._language_chosen)
        look_layout.addRow(self.tr("Language:"), self.language)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.defaults = QPushButton(self.tr("Restore defaults"))
        buttons.addButton(self.defaults, QDialogButtonBox.ButtonRole.ResetRole)
        self.defaults.clicked.connect(self._restore_defaults)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(play)
        layout.addWidget(look)
        layout.addWidget(buttons)
        self._load()
        preferences.changed.connect(self._load)

    def _checkbox(self, item: Setting[bool], text: str) -> QCheckBox:
        box = QCheckBox(text)
        box.setAccessibleName(text)
        box.toggled.connect(lambda on: self._store(item, on))
        self.checkboxes[item.key] = box
        return box

    def _store(self, item: Setting[Any], value: object) -> None:
        if self.preferences.get(item) != value:
            self.preferences.set(item, value)

    def _load(self, _key: str = "") -> None:
        """Show the stored values (without writing them back)."""
        for box in self.checkboxes.values():
            box.blockSignals(True)
        self.animation.blockSignals(True)
        self.language.blockSignals(True)
        prefs = self.preferences
        for key, box in self.checkboxes.items():
            box.setChecked(bool(prefs.value(key)))
        self.animation.setCurrentIndex(self.animation.findData(str(prefs.get(ANIMATION_SPEED))))
        self.language.setCurrentIndex(max(0, self.language.findData(prefs.get(LANGUAGE))))
        for box in self.checkboxes.values():
            box.blockSignals(False)
        self.animation.blockSignals(False)
        self.language.blockSignals(False)

    def _animation_chosen(self) -> None:
        self._store(ANIMATION_SPEED, AnimationSpeed(self.animation.currentData()))

    def _language_chosen(self) -> None:
        self._store(LANGUAGE, str(self.language.currentData()))

    def _restore_defaults(self) -> None:
        for item in SHOWN:
            self.preferences.reset(item)
        self._load()
