"""Every mouse gesture on a Forty Thieves table, with real mouse events."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication

from solitaire.engine import Game
from solitaire.engine.moves import pile_id

from .table_driver import TableDriver, layout_game

COLUMNS = [
    "2S 9H KD QS",
    "3S 5H AH",
    "4S 9D JS",
    "7H 8C",
    "",
    "TD 6C",
    "AS",
    "5D 4C",
    "2H 3C",
    "7D 8D",
]


def position() -> Game:
    return layout_game("forty-thieves", COLUMNS, waste="7C")


@pytest.fixture
def table(qtbot, short_double_click) -> TableDriver:
    driver = TableDriver(qtbot, position())
    driver.assert_matches_engine()
    return driver


def test_tap_sends_a_card_to_its_foundation(table: TableDriver) -> None:
    table.click(table.card_point("t2"))
    assert table.game.pile("f2") == ["AH"]
    assert table.game.pile("t2") == ["3S", "5H"]
    assert (table.game.score, table.game.moves) == (10, 1)
    table.assert_matches_engine()


def test_tap_on_a_waste_card_no_foundation_takes_goes_to_a_column(table: TableDriver) -> None:
    table.click(table.card_point("w"))
    assert table.game.pile("t4") == ["7H", "8C", "7C"]
    assert table.game.score == 5
    table.assert_matches_engine()


def test_tap_on_a_column_card_with_no_foundation_does_nothing(table: TableDriver) -> None:
    table.click(table.card_point("t1"))
    assert table.game.moves == 0
    table.assert_matches_engine()


def test_tap_on_the_stock_draws_one_card(table: TableDriver) -> None:
    stock_top = table.game.pile("s")[-1]
    table.click(table.pile_point("s"))
    assert table.game.pile("w")[-1] == stock_top
    table.assert_matches_engine()


def test_no_redeal_is_refused_with_its_message(qtbot, short_double_click) -> None:
    game = Game.from_code("FT1-N-AAAAAAB")
    for _ in range(64):
        game.play("s")
    table = TableDriver(qtbot, game)
    table.click(table.pile_point("s"))
    assert table.game.moves == 64
    assert "No redeal" in table.scene.bubble.text
    table.assert_matches_engine()


def test_double_click_never_runs_the_single_click_first(table: TableDriver) -> None:
    point = table.card_point("t3")
    table.press(point)
    assert table.game.moves == 0
    table.release(point)
    assert table.game.moves == 0 and table.scene.has_pending_tap
    from PySide6.QtTest import QTest

    from .table_driver import LEFT, NO_MOD

    QTest.mouseDClick(table.viewport, LEFT, NO_MOD, point)
    assert table.game.log == ["t3>t1"]
    assert not table.scene.has_pending_tap
    table.release(point)
    wait = QGuiApplication.styleHints().mouseDoubleClickInterval() + 80
    table.qtbot.wait(wait)
    assert table.game.log == ["t3>t1"]
    table.assert_matches_engine()


def test_single_click_acts_once_the_double_click_time_has_passed(table: TableDriver) -> None:
    point = table.card_point("t7")
    table.press(point)
    table.release(point)
    assert table.game.moves == 0
    table.qtbot.waitUntil(lambda: table.game.moves == 1, timeout=2000)
    assert table.game.log == ["t7>f1"]


def test_double_click_goes_to_a_foundation_first(table: TableDriver) -> None:
    table.double_click(table.card_point("t7"))
    assert table.game.log == ["t7>f1"]
    table.assert_matches_engine()


def test_double_click_prefers_the_longest_column_then_an_empty_one(table: TableDriver) -> None:
    table.double_click(table.card_point("t3"))
    assert table.game.pile("t1")[-1] == "JS"
    table.double_click(table.card_point("t6"))
    assert table.game.pile("t5") == ["6C"]
    table.assert_matches_engine()


def test_with_double_click_off_a_click_acts_at_once(qtbot) -> None:
    table = TableDriver(qtbot, position(), double_click=False)
    point = table.card_point("t2")
    table.press(point)
    table.release(point)
    assert table.game.log == ["t2>f2"]
    table.assert_matches_engine()


def test_drag_a_card_onto_a_column(table: TableDriver) -> None:
    table.drag(table.card_point("t3"), table.pile_point("t1"))
    assert table.game.log == ["t3>t1"]
    table.assert_matches_engine()


def test_drag_a_card_onto_an_empty_column(table: TableDriver) -> None:
    table.drag(table.card_point("t8"), table.pile_point("t5"))
    assert table.game.pile("t5") == ["4C"]
    table.assert_matches_engine()


def test_drop_on_the_foundation_row_finds_the_suit(table: TableDriver) -> None:
    table.drag(table.card_point("t2"), table.pile_point("f1"))
    assert table.game.pile("f2") == ["AH"]
    table.assert_matches_engine()


def test_drop_on_the_second_foundation_of_a_suit(table: TableDriver) -> None:
    table.drag(table.card_point("t7"), table.pile_point("f5"))
    assert table.game.pile("f5") == ["AS"]
    table.assert_matches_engine()


def test_refused_drop_returns_the_card_and_says_why(table: TableDriver) -> None:
    before = table.game.position_text()
    table.drag(table.card_point("t6"), table.pile_point("t4"))
    assert table.game.position_text() == before
    assert table.game.moves == 0
    assert table.scene.bubble.text == (
        "A card goes on a card exactly one rank higher: the 6♣ can't go on the 8♣"
    )
    table.assert_matches_engine()


def test_wrong_suit_message(table: TableDriver) -> None:
    table.drag(table.card_point("t9"), table.pile_point("t10"))
    assert table.game.moves == 0
    assert table.scene.bubble.text.startswith(
        "In Forty Thieves a card goes on the next higher card of the same suit"
    )


def test_no_message_when_interactive_rules_are_off(qtbot, short_double_click) -> None:
    table = TableDriver(qtbot, position(), interactive_rules=False)
    table.drag(table.card_point("t6"), table.pile_point("t4"))
    assert table.scene.bubble.text == ""
    table.assert_matches_engine()


def test_auto_placement_sends_a_refused_card_to_the_best_place(qtbot, short_double_click) -> None:
    table = TableDriver(qtbot, position(), auto_placement=True)
    table.drag(table.card_point("t3"), table.pile_point("t4"))
    assert table.game.log == ["t3>t1"]
    table.assert_matches_engine()


def test_without_auto_placement_the_same_drop_is_refused(table: TableDriver) -> None:
    table.drag(table.card_point("t3"), table.pile_point("t4"))
    assert table.game.moves == 0
    table.assert_matches_engine()


def test_placement_help_highlights_exactly_the_accepting_piles(table: TableDriver) -> None:
    table.begin_drag(table.card_point("t3"), table.pile_point("t9"))
    expected = table.game.accepting_piles(pile_id("t3"), 1)
    assert sorted(table.scene.highlighted_piles) == sorted(expected)
    assert sorted(expected) == [pile_id("t1"), pile_id("t5")]
    table.release(table.pile_point("t9"))
    assert table.scene.highlighted_piles == []
    table.assert_matches_engine()


def test_placement_help_off_highlights_nothing(qtbot, short_double_click) -> None:
    table = TableDriver(qtbot, position(), placement_help=False)
    table.begin_drag(table.card_point("t3"), table.pile_point("t9"))
    assert table.scene.highlighted_piles == []
    table.release(table.pile_point("t9"))


def test_foundation_card_dragged_back_costs_points(table: TableDriver) -> None:
    table.click(table.card_point("t7"))
    assert table.game.score == 10
    table.drag(table.card_point("f1"), table.pile_point("t5"))
    assert table.game.pile("t5") == ["AS"]
    assert table.game.score == 0
    table.assert_matches_engine()


def test_a_group_never_moves_in_forty_thieves(table: TableDriver) -> None:
    table.drag(table.card_point("t4", 0), table.pile_point("t5"))
    assert table.game.moves == 0
    assert table.scene.bubble.text.startswith("In Forty Thieves only one card moves at a time")
    table.assert_matches_engine()
