"""Thousands of random clicks, double-clicks, drags and key presses on both games: nothing
raises, and after every event the scene equals the engine."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from solitaire.engine import Game

from .table_driver import LEFT, NO_MOD, TableDriver

KEYS = [
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
    (Qt.Key.Key_D, NO_MOD),
    (Qt.Key.Key_Escape, NO_MOD),
    (Qt.Key.Key_Left, NO_MOD),
    (Qt.Key.Key_Right, NO_MOD),
    (Qt.Key.Key_Up, NO_MOD),
    (Qt.Key.Key_Down, NO_MOD),
    (Qt.Key.Key_Tab, NO_MOD),
    (Qt.Key.Key_Return, NO_MOD),
    (Qt.Key.Key_Space, NO_MOD),
    (Qt.Key.Key_F, NO_MOD),
    (Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier),
]

EVENTS_PER_GAME = 1500


def card_or_spot(table: TableDriver, rng: random.Random) -> QPoint:
    """Mostly a point on a card (so that gestures do something), sometimes anywhere."""
    shown = [(p, i) for p, items in table.scene.cards_by_pile().items() for i in range(len(items))]
    if shown and rng.random() < 0.8:
        pile, index = rng.choice(shown)
        item = table.scene.item_at(pile, index)
        rect = item.sceneBoundingRect()
        top = index == table.scene.pile_size(pile) - 1
        y = rect.center().y() if top else rect.top() + rect.height() * 0.08
        return table.window.view.mapFromScene(rect.center().x(), y)
    size = table.viewport.size()
    return QPoint(rng.randrange(size.width()), rng.randrange(size.height()))


@pytest.mark.parametrize(
    ("code", "seed", "double_click"),
    [
        ("FT1-N-AAAAAAB", 1, True),
        ("FT1-N-AAAAAHQ", 2, False),
        ("TF1-D1N-AAAAAAB", 3, True),
        ("TF1-D3N-AAAAAAC", 4, False),
    ],
)
def test_random_gestures_keep_scene_and_engine_equal(
    qtbot, short_double_click, code: str, seed: int, double_click: bool
) -> None:
    rng = random.Random(seed)
    table = TableDriver(
        qtbot, Game.from_code(code), double_click=double_click, auto_placement=seed % 2 == 0
    )
    for _ in range(EVENTS_PER_GAME):
        kind = rng.random()
        if kind < 0.35:
            point = card_or_spot(table, rng)
            table.press(point)
            table.release(point)
        elif kind < 0.5:
            table.double_click(card_or_spot(table, rng))
        elif kind < 0.75:
            table.drag(card_or_spot(table, rng), card_or_spot(table, rng), steps=3)
        else:
            key, modifier = rng.choice(KEYS)
            QTest.keyClick(table.window.view, key, modifier)
        if rng.random() < 0.03:
            qtbot.wait(short_double_click + 10)
        table.assert_matches_engine()
    qtbot.wait(short_double_click + 10)
    table.assert_matches_engine()
    assert table.game.moves > 50
    QTest.mouseRelease(table.viewport, LEFT, NO_MOD, QPoint(1, 1))
