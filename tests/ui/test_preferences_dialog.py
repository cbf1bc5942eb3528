"""The Preferences dialog: each option, clicked with the mouse, changes what it names at once
and is stored for the next start."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QMessageBox

from solitaire.engine.moves import pile_id
from solitaire.storage import AppStorage
from solitaire.storage.preferences import SETTINGS
from solitaire.ui.dialogs.preferences_dialog import PreferencesDialog

from .session_driver import SessionDriver
from .table_driver import layout_game
from .test_gestures_forty_thieves import COLUMNS


def click(box: QCheckBox) -> None:
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(6, 6))


@pytest.fixture
def table(qtbot, tmp_path: Path, short_double_click) -> SessionDriver:
    driver = SessionDriver(qtbot, tmp_path, layout_game("forty-thieves", COLUMNS, waste="7C"))
    driver.session.show_preferences()
    return driver


def dialog_of(table: SessionDriver) -> PreferencesDialog:
    dialog = table.session.preferences_dialog
    assert isinstance(dialog, PreferencesDialog)
    return dialog


def test_defaults_are_shown(table: SessionDriver) -> None:
    boxes = dialog_of(table).checkboxes
    assert {key: box.isChecked() for key, box in boxes.items()} == {
        "double_click": True,
        "auto_placement": False,
        "placement_help": True,
        "interactive_rules": True,
        "confirm_abandon": True,
        "assistant": False,
        "four_colour": False,
        "show_elapsed_time": True,
    }


def test_double_click_off_makes_a_click_act_at_once(table: SessionDriver) -> None:
    click(dialog_of(table).checkboxes["double_click"])
    point = table.card_point("t2")
    table.press(point)
    table.release(point)
    assert table.game.log == ["t2>f2"]


def test_auto_placement_on(table: SessionDriver) -> None:
    click(dialog_of(table).checkboxes["auto_placement"])
    table.drag(table.card_point("t3"), table.pile_point("t4"))
    assert table.game.log == ["t3>t1"]


def test_placement_help_off(table: SessionDriver) -> None:
    click(dialog_of(table).checkboxes["placement_help"])
    table.begin_drag(table.card_point("t3"), table.pile_point("t9"))
    assert table.scene.highlighted_piles == []
    table.release(table.pile_point("t9"))


def test_interactive_rules_off(table: SessionDriver) -> None:
    click(dialog_of(table).checkboxes["interactive_rules"])
    table.drag(table.card_point("t6"), table.pile_point("t4"))
    assert table.scene.bubble.text == ""


def test_confirm_abandon_off(table: SessionDriver, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[object] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a: asked.append(a))
    click(dialog_of(table).checkboxes["confirm_abandon"])
    table.controller_draw()
    table.window.restart()
    assert asked == [] and table.game.moves == 0


def ink(image: QImage) -> tuple[int, int]:
    """Summed red and blue of the coloured pixels in the card's corner index."""
    red = blue = 0
    for x in range(image.width() // 5):
        for y in range(image.height() // 5):
            colour = QColor(image.pixel(x, y))
            if colour.saturation() > 80:
                red += colour.red()
                blue += colour.blue()
    return red, blue


def test_four_colour_deck_paints_diamonds_blue(table: SessionDriver) -> None:
    item = table.scene.item_at(pile_id("t10"), -1)
    assert table.game.pile("t10")[-1] == "8D"
    red, blue = ink(item.art.face_pixmap(item.card, 100, 1.0).toImage())
    assert red > 2 * blue
    click(dialog_of(table).checkboxes["four_colour"])
    assert table.window.art.four_colour
    red, blue = ink(item.art.face_pixmap(item.card, 100, 1.0).toImage())
    assert blue > 2 * red


def test_clock_can_be_hidden(table: SessionDriver) -> None:
    click(dialog_of(table).checkboxes["show_elapsed_time"])
    assert not table.window.time_label.isVisible()


def test_animation_speed(table: SessionDriver) -> None:
    dialog = dialog_of(table)
    dialog.animation.setCurrentIndex(dialog.animation.findData("slow"))
    assert table.window.scene.animation_ms == 420
    dialog.animation.setCurrentIndex(dialog.animation.findData("off"))
    assert table.window.scene.animation_ms == 0


def test_changes_persist_and_defaults_restore(table: SessionDriver, tmp_path: Path) -> None:
    dialog = dialog_of(table)
    click(dialog.checkboxes["auto_placement"])
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    table.quit()
    storage = AppStorage.open(tmp_path)
    stored = {item.key: storage.preferences.get(item) for item in SETTINGS}
    assert stored["auto_placement"] is True and stored["language"] == "fr"
    again = PreferencesDialog(storage.preferences)
    assert again.checkboxes["auto_placement"].isChecked()
    QTest.mouseClick(again.defaults, Qt.MouseButton.LeftButton)
    assert not again.checkboxes["auto_placement"].isChecked()
    assert storage.preferences.get(SETTINGS[1]) is False
    storage.close()
