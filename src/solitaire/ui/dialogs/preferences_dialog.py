"""The Preferences dialog: every option a player can set; each change applies and is stored at
once (there is no OK to press)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from solitaire.storage import Preferences
from solitaire.storage.preferences import (
    ANIMATION_SPEED,
    ASSISTANT,
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
    ASSISTANT,
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
        self.checkboxes: dict[str, QCheckBox] = {}
        self.play_group = QGroupBox()
        play_layout = QVBoxLayout(self.play_group)
        for item in SHOWN[:6]:
            play_layout.addWidget(self._checkbox(item))
        self.look_group = QGroupBox()
        look_layout = QFormLayout(self.look_group)
        look_layout.addRow(self._checkbox(FOUR_COLOUR))
        look_layout.addRow(self._checkbox(SHOW_ELAPSED_TIME))
        self.animation = QComboBox()
        for speed in AnimationSpeed:
            self.animation.addItem("", str(speed))
        self.animation.currentIndexChanged.connect(self._animation_chosen)
        self.animation_label = QLabel()
        look_layout.addRow(self.animation_label, self.animation)
        self.language = QComboBox()
        self.language.addItem("", "")
        for code, name in LANGUAGE_NAMES.items():
            self.language.addItem(name, code)
        self.language.currentIndexChanged.connect(self._language_chosen)
        self.language_label = QLabel()
        look_layout.addRow(self.language_label, self.language)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.defaults = QPushButton()
        buttons.addButton(self.defaults, QDialogButtonBox.ButtonRole.ResetRole)
        self.defaults.clicked.connect(self._restore_defaults)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.play_group)
        layout.addWidget(self.look_group)
        layout.addWidget(buttons)
        self.retranslate()
        self._load()
        preferences.changed.connect(self._load)

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("Preferences"))
        self.play_group.setTitle(self.tr("Playing"))
        self.look_group.setTitle(self.tr("Looks"))
        texts = {
            DOUBLE_CLICK.key: self.tr("Double-click sends a card to the best place"),
            AUTO_PLACEMENT.key: self.tr(
                "Auto-placement: a card dropped where it can't go goes to the best place"
            ),
            PLACEMENT_HELP.key: self.tr(
                "Placement help: highlight the piles that accept dragged cards"
            ),
            INTERACTIVE_RULES.key: self.tr("Interactive rules: explain why a move is refused"),
            CONFIRM_ABANDON.key: self.tr("Ask before abandoning a started game"),
            ASSISTANT.key: self.tr(
                "Assistant: say whether the game can still be won, and give hints (H)"
            ),
            FOUR_COLOUR.key: self.tr("Four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green)"),
            SHOW_ELAPSED_TIME.key: self.tr("Show the clock"),
        }
        for key, box in self.checkboxes.items():
            box.setText(texts[key])
            box.setAccessibleName(texts[key])
        speeds = {
            AnimationSpeed.OFF: self.tr("Off"),
            AnimationSpeed.FAST: self.tr("Fast"),
            AnimationSpeed.NORMAL: self.tr("Normal"),
            AnimationSpeed.SLOW: self.tr("Slow"),
        }
        for index in range(self.animation.count()):
            self.animation.setItemText(
                index, speeds[AnimationSpeed(self.animation.itemData(index))]
            )
        self.animation_label.setText(self.tr("Animations:"))
        self.animation.setAccessibleName(self.tr("Animation speed"))
        self.language.setItemText(0, self.tr("System default"))
        self.language_label.setText(self.tr("Language:"))
        self.language.setAccessibleName(self.tr("Language"))
        self.defaults.setText(self.tr("Restore defaults"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _checkbox(self, item: Setting[bool]) -> QCheckBox:
        box = QCheckBox()
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
