"""Every mouse gesture on a Thoughtful Solitaire table, with real mouse events."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from solitaire.engine import Game
from solitaire.engine.moves import pile_id

from .table_driver import TableDriver, layout_game

COLUMNS = ["KS QH JC TD", "9C 8H 5S", "QD", "", "AS", "2D", "3C"]


def position(draw: int = 1) -> Game:
    return layout_game("thoughtful", COLUMNS, waste="AD", draw=draw)


@pytest.fixture
def table(qtbot, short_double_click) -> TableDriver:
    driver = TableDriver(qtbot, position())
    driver.assert_matches_engine()
    return driver


def test_tap_waste_and_column_cards_to_foundations(table: TableDriver) -> None:
    table.click(table.card_point("w"))
    table.click(table.card_point("t6"))
    table.click(table.card_point("t5"))
    assert table.game.log == ["w>f3", "t6>f3", "t5>f1"]
    assert table.game.score == 30
    table.assert_matches_engine()


def test_drag_an_ordered_group(table: TableDriver) -> None:
    table.drag(table.card_point("t1", 2), table.pile_point("t3"))
    assert table.game.log == ["t1>t3:2"]
    assert table.game.pile("t3") == ["QD", "JC", "TD"]
    table.assert_matches_engine()


def test_drag_a_whole_king_group_to_an_empty_column(table: TableDriver) -> None:
    table.drag(table.card_point("t1", 0), table.pile_point("t4"))
    assert table.game.log == ["t1>t4:4"]
    table.assert_matches_engine()


def test_group_out_of_sequence_is_refused_with_its_card_named(table: TableDriver) -> None:
    table.drag(table.card_point("t2", 1), table.pile_point("t1"))
    assert table.game.moves == 0
    assert table.scene.bubble.text == "The 5♠ is not in sequence, so the group can't move"
    table.assert_matches_engine()


def test_only_a_king_fills_an_empty_column(table: TableDriver) -> None:
    table.drag(table.card_point("t3"), table.pile_point("t4"))
    assert table.game.moves == 0
    assert table.scene.bubble.text == "Only a king can fill an empty column"
    table.assert_matches_engine()


def test_same_colour_is_refused(table: TableDriver) -> None:
    table.drag(table.card_point("w"), table.pile_point("t6"))
    assert table.game.moves == 0
    assert table.scene.bubble.text.startswith("Colours alternate")


def test_placement_help_for_a_group(table: TableDriver) -> None:
    table.begin_drag(table.card_point("t1", 0), table.pile_point("t6"))
    assert sorted(table.scene.highlighted_piles) == [pile_id("t4")]
    assert table.game.accepting_piles(pile_id("t1"), 4) == [pile_id("t4")]
    table.release(table.pile_point("t6"))
    table.assert_matches_engine()


def test_double_click_inside_a_group_moves_the_group(table: TableDriver) -> None:
    table.double_click(table.card_point("t1", 2))
    assert table.game.log == ["t1>t3:2"]
    table.assert_matches_engine()


def test_double_click_sends_a_king_to_an_empty_column(qtbot, short_double_click) -> None:
    table = TableDriver(qtbot, layout_game("thoughtful", ["5H KS QH", "", "2C"]))
    table.double_click(table.card_point("t1", 1))
    assert table.game.log == ["t1>t2:2"]
    table.assert_matches_engine()


def test_double_click_never_shifts_a_whole_column_to_an_empty_one(table: TableDriver) -> None:
    table.double_click(table.card_point("t1", 0))
    assert table.game.moves == 0
    table.assert_matches_engine()


def test_drop_on_the_foundation_row(table: TableDriver) -> None:
    table.drag(table.card_point("w"), table.pile_point("f1"))
    assert table.game.pile("f3") == ["AD"]
    table.assert_matches_engine()


def test_draw_one(qtbot, short_double_click) -> None:
    table = TableDriver(qtbot, Game.from_code("TF1-D1N-AAAAAAB"))
    top = table.game.pile("s")[-1]
    table.click(table.pile_point("s"))
    assert table.game.pile("w") == [top]
    table.assert_matches_engine()


def test_draw_three_fans_the_waste(qtbot, short_double_click) -> None:
    table = TableDriver(qtbot, Game.from_code("TF1-D3N-AAAAAAB"))
    stock = table.game.pile("s")
    table.click(table.pile_point("s"))
    assert table.game.pile("w") == [stock[-1], stock[-2], stock[-3]]
    xs = [table.scene.item_at(pile_id("w"), i).pos().x() for i in range(3)]
    assert xs[0] < xs[1] < xs[2]
    table.click(table.pile_point("s"))
    xs = [table.scene.item_at(pile_id("w"), i).pos().x() for i in range(6)]
    assert xs[0] == xs[1] == xs[2] == xs[3] < xs[4] < xs[5]
    table.assert_matches_engine()


def test_recycle_turns_the_waste_over_in_the_same_order(qtbot, short_double_click) -> None:
    game = Game.from_code("TF1-D1N-AAAAAAB")
    stock_before = game.pile("s")
    for _ in range(24):
        game.play("s")
    table = TableDriver(qtbot, game)
    table.click(table.pile_point("s"))
    assert table.game.pile("s") == stock_before
    assert table.game.pile("w") == []
    assert table.game.score == 0
    table.assert_matches_engine()


def test_undo_and_redo_restore_score_and_keep_the_counter(table: TableDriver) -> None:
    table.click(table.card_point("w"))
    table.click(table.card_point("t6"))
    assert (table.game.score, table.game.moves) == (20, 2)
    table.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (table.game.score, table.game.moves) == (10, 2)
    assert table.window.score_label.text() == "Score: 10"
    table.assert_matches_engine()
    table.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (table.game.score, table.game.moves) == (0, 2)
    table.assert_matches_engine()
    table.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert (table.game.score, table.game.moves) == (10, 3)
    assert table.window.moves_label.text() == "Moves: 3"
    table.assert_matches_engine()


def test_draw_key(table: TableDriver) -> None:
    table.key(Qt.Key.Key_D)
    assert table.game.log == ["s"]
    table.assert_matches_engine()


def test_copy_code_from_the_status_bar(qtbot, short_double_click) -> None:
    table = TableDriver(qtbot, Game.from_code("TF1-D3N-BCDEFGH"))
    QGuiApplication.clipboard().clear()
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    label = table.window.code_label
    QTest.mouseClick(label, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(4, 4))
    assert QGuiApplication.clipboard().text() == "TF1-D3N-BCDEFGH"
