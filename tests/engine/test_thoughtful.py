"""Thoughtful Solitaire, SPEC sections 3 and 4: the deal, every move rule, both draw modes, the
recycle and every scoring line."""

from __future__ import annotations

from collections import Counter

import pytest

from solitaire.engine import Game, pile_id

from .helpers import DECK, SUIT_ORDER, position, refusal_of, run, state


def rules_position(score: int = 0, draw: int = 1) -> Game:
    """A middle-game position that shows every rule (waste top 8S, t3 empty)."""
    return position(
        "thoughtful",
        tableau=[
            ["KS", "QH", "JC", "TD"],  # an ordered group of four
            ["5D", "9C", "8H", "4S", "9S"],  # 9C 8H in order, then 4S and 9S break it
            [],
            ["KH", "2C"],
            ["AH"],
            ["TS", "9D", "8C", "7H"],  # ordered from the TS
            ["3D", "TC"],
        ],
        foundations=[["AS"], [], ["AD"], []],
        waste=["6C", "8S"],
        draw=draw,
        score=score,
    )


# ----------------------------------------------------------------------------- the deal


@pytest.mark.parametrize("draw", [1, 3])
def test_a_deal_has_seven_columns_of_one_to_seven_and_a_stock_of_24(draw: int) -> None:
    game = Game.new("thoughtful", 987654, draw=draw)
    assert game.variant == "thoughtful" and game.title == "Thoughtful Solitaire"
    assert [len(game.pile(f"t{i}")) for i in range(1, 8)] == [1, 2, 3, 4, 5, 6, 7]
    assert len(game.pile("s")) == 24 and game.pile("w") == []
    assert all(game.pile(f"f{i}") == [] for i in range(1, 5))
    every = [c for name in ["s", *(f"t{i}" for i in range(1, 8))] for c in game.pile(name)]
    assert Counter(every) == Counter(DECK)
    assert game.draw == draw and game.score == 0


def test_both_draw_modes_deal_the_same_cards() -> None:
    one = Game.from_code("TF1-D1N-AAAAB2C")
    three = Game.from_code("TF1-D3N-AAAAB2C")
    assert one.position_text() == three.position_text()
    assert (one.draw, three.draw) == (1, 3)


def test_piles_of_other_games_do_not_exist() -> None:
    game = rules_position()
    for action in ("t8>t1", "t1>t8", "f5>t1", "t1>f5", "t11>t1"):
        assert refusal_of(game, action).rule == "unknown-pile"
    with pytest.raises(ValueError):
        game.pile("t8")


# ----------------------------------------------------------------------------- moves


def test_a_card_goes_on_the_other_colour_one_higher() -> None:
    game = rules_position()
    game.play("t2>t1")
    assert game.pile("t1") == ["KS", "QH", "JC", "TD", "9S"]
    assert game.score == 0


def test_an_ordered_group_moves_together() -> None:
    game = rules_position()
    game.play("t6>t7:3")  # 9D 8C 7H onto TC
    assert game.pile("t7") == ["3D", "TC", "9D", "8C", "7H"]
    assert game.pile("t6") == ["TS"]
    game.play("t1>t3:4")  # a king and its group fill the empty column
    assert game.pile("t3") == ["KS", "QH", "JC", "TD"] and game.pile("t1") == []
    assert game.score == 0 and game.moves == 2


def test_the_longest_group_is_king_to_ace() -> None:
    spades_red = ["KS", "QH", "JS", "TH", "9S", "8H", "7S", "6H", "5S", "4H", "3S", "2H", "AS"]
    game = position("thoughtful", tableau=[spades_red, [], [], [], [], [], []])
    assert game.movable_count(pile_id("t1")) == 13
    assert "t1>t2:13" in game.legal_moves()
    game.play("t1>t2:13")
    assert game.pile("t2") == spades_red


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        ("t6>t2", "not-one-lower"),  # 7H on 9S
        ("w>t2", "same-colour"),  # 8S on 9S
        ("w>t6", "not-one-lower"),  # 8S on 7H
        ("t4>t5", "nothing-on-ace"),  # 2C on AH
        ("t2>t3", "king-only-on-empty"),  # 9S into an empty column
        ("f1>t3", "king-only-on-empty"),
        ("t6>t3:4", "king-only-on-empty"),  # an ordered group from a ten
        ("t2>t1:2", "group-not-in-sequence"),  # 4S 9S
        ("t2>t1:4", "group-not-in-sequence"),  # 9C 8H 4S 9S
        ("t4>t3:2", "group-not-in-sequence"),  # KH 2C
        ("t4>t1:3", "not-enough-cards"),
        ("w>t1:2", "only-top-waste-card"),
        ("t1>f3:2", "foundation-one-card"),
        ("f1>t4:2", "foundation-one-card"),
        ("t5>f1", "wrong-foundation-suit"),  # AH on the spades
        ("t4>f4", "foundation-needs-ace"),  # 2C on an empty f4
        ("t1>f3", "foundation-needs-next"),  # TD on AD
        ("f1>f3", "foundation-to-foundation"),
        ("t1>t1", "same-pile"),
        ("t1>w", "not-onto-stock-or-waste"),
        ("s>w", "not-from-stock"),
        ("t3>t1", "empty-source"),
        ("f2>t1", "empty-source"),
        ("t1>t2:x", "bad-notation"),
    ],
)
def test_refusals(action: str, rule: str) -> None:
    game = rules_position()
    refusal = refusal_of(game, action)
    assert refusal.rule == rule
    assert refusal.message


def test_group_refusal_names_the_card_that_breaks_the_sequence() -> None:
    game = rules_position()
    refusal = refusal_of(game, "t2>t1:4")
    assert refusal.params == {"card": "4S"}
    assert refusal.message == "The 4♠ is not in sequence, so the group can't move"
    assert refusal_of(game, "t4>t1:3").params == {"pile": "t4", "count": "2"}


def test_movable_count_is_the_ordered_run_on_top() -> None:
    game = rules_position()
    counts = {name: game.movable_count(pile_id(name)) for name in ("t1", "t2", "t3", "t6", "w")}
    assert counts == {"t1": 4, "t2": 1, "t3": 0, "t6": 4, "w": 1}
    assert game.movable_count(pile_id("f1")) == 1 and game.movable_count(pile_id("s")) == 0


def test_foundations_take_their_suit_from_the_ace_up_one_card_at_a_time() -> None:
    game = rules_position()
    game.play("t5>f2")
    assert game.pile("f2") == ["AH"] and game.score == 10
    assert refusal_of(game, "t4>f4").rule == "foundation-needs-ace"


# ----------------------------------------------------------------------------- the stock


def test_draw_one_turns_the_stock_top_card() -> None:
    game = position("thoughtful", tableau=[["KS"], *[[]] * 6], stock=("2C", "3H", "4D"))
    top = game.pile("s")[-1]
    game.play("s")
    assert game.pile("w")[-1] == top == "4D"
    assert game.score == 0 and game.moves == 1


def test_a_draw_three_pass() -> None:
    # Stock bottom to top: ... 2H 3H 4H 5H 6H 7H 8H. Each tap turns 8H, 7H, 6H one by one,
    # so the third (6H) lands on top and is the only one playable.
    hearts = [r + "H" for r in "2345678"]
    game = position(
        "thoughtful", tableau=[[], [], [], [], [], [], []], stock=hearts, rest="waste", draw=3
    )
    base = len(game.pile("w"))
    game.play("s")
    assert game.pile("w")[base:] == ["8H", "7H", "6H"]
    assert game.pile("s")[-4:] == ["2H", "3H", "4H", "5H"]
    assert refusal_of(game, "w>t1:2").rule == "only-top-waste-card"
    game.play("s")
    assert game.pile("w")[base:] == ["8H", "7H", "6H", "5H", "4H", "3H"]
    game.undo()
    assert game.pile("w")[base:] == ["8H", "7H", "6H"]
    game.play("s")
    game.play("s")  # only the 2H is left: fewer than three are turned
    assert game.pile("w")[base:] == ["8H", "7H", "6H", "5H", "4H", "3H", "2H"]
    assert game.pile("s") == []


def test_fewer_than_three_at_the_end_of_the_stock() -> None:
    game = position(
        "thoughtful", tableau=[[], [], [], [], [], [], []], stock=(), rest="waste", draw=3
    )
    game = position(
        "thoughtful",
        tableau=[["KS"], [], [], [], [], [], []],
        foundations=[[], run("H", 13), run("D", 13), run("C", 13)],
        waste=[],
        stock=("QS", "JS"),
        rest="waste",
        draw=3,
    )
    assert game.pile("s") == ["QS", "JS"]
    game.play("s")
    assert game.pile("s") == []
    assert game.pile("w")[-2:] == ["JS", "QS"]
    game.undo()
    assert game.pile("s") == ["QS", "JS"]


@pytest.mark.parametrize(("draw", "penalty"), [(1, 100), (3, 20)])
def test_a_recycle_turns_the_waste_back_in_the_same_order(draw: int, penalty: int) -> None:
    game = position("thoughtful", tableau=[[]] * 7, draw=draw, score=500)
    first_pass = []
    while game.pile("s"):
        game.play("s")
        first_pass.append(game.pile("w")[-1])
    assert game.pile("w") and "s" in game.legal_moves()
    waste = game.pile("w")
    game.play("s")  # the recycle
    assert game.pile("w") == [] and game.pile("s") == list(reversed(waste))
    assert game.score == 500 - penalty
    second_pass = []
    while game.pile("s"):
        game.play("s")
        second_pass.append(game.pile("w")[-1])
    assert second_pass == first_pass
    game.play("s")
    assert game.score == 500 - 2 * penalty  # every recycle costs, with no limit on passes
    game.play("s")
    game.play("s")
    assert game.score == 500 - 2 * penalty


def test_recycling_needs_an_empty_stock_and_a_waste() -> None:
    game = position(
        "thoughtful",
        tableau=[[], [], [], [], [], [], []],
        foundations=[run(suit, 13) for suit in SUIT_ORDER],
    )
    assert game.is_won
    assert refusal_of(game, "s").rule == "nothing-to-draw"
    assert "s" not in game.legal_moves()


def test_the_floor_at_zero_is_undone_exactly() -> None:
    game = position("thoughtful", tableau=[[]] * 7, rest="waste", score=30)
    before = state(game)
    game.play("s")
    assert game.score == 0
    game.undo()
    assert state(game) == before and game.score == 30
    assert game.moves == 1


# ----------------------------------------------------------------------------- scoring


def test_waste_to_column_earns_five_and_column_moves_nothing() -> None:
    game = position("thoughtful", tableau=[["9H"], ["TS"], [], [], [], [], []], waste=["8S"])
    game.play("t1>t2")
    assert game.score == 0
    game.play("w>t2")
    assert game.score == 5 and game.pile("t2") == ["TS", "9H", "8S"]


def test_takeback_is_free_and_a_card_earns_its_foundation_points_once() -> None:
    game = rules_position()
    game.play("t5>f2")  # AH home: +10
    assert game.score == 10
    game.play("f2>t4")  # AH back onto 2C: 0
    assert game.score == 10 and game.pile("t4") == ["KH", "2C", "AH"]
    game.play("t4>f2")  # home again: nothing the second time
    assert game.score == 10
    game.undo()
    game.undo()
    assert game.score == 10
    game.undo()
    assert game.score == 0
    game.play("t5>f2")  # after undo the card was never home: it earns again
    assert game.score == 10


def test_cards_home_in_the_starting_layout_earn_nothing_again() -> None:
    game = position(
        "thoughtful", tableau=[["2C"], [], [], [], [], [], []], foundations=[[], [], ["AD"]]
    )
    game.play("f3>t1")
    assert game.score == 0
    game.play("t1>f3")
    assert game.score == 0


def test_a_win_scores_520_plus_five_per_waste_to_column_move_less_recycles() -> None:
    game = position(
        "thoughtful",
        tableau=[["KS"], ["KH"], ["KD"], ["KC"], [], [], []],
        foundations=[run(suit, 11) for suit in SUIT_ORDER],
        waste=["QC", "QH", "QD"],
        stock=("QS",),
        score=440,
    )
    game.play("w>t1")  # QD on KS: +5
    game.play("w>t4")  # QH on KC: +5
    game.play("s")  # QS turned
    game.play("s")  # the recycle: -100
    assert game.score == 440 + 10 - 100
    game.play("s")  # the same order again: QC first
    assert game.pile("w") == ["QC"]
    game.play("w>f4")
    game.play("s")
    game.play("w>f1")
    for action in ("t1>f3", "t1>f1", "t4>f2", "t4>f4", "t2>f2", "t3>f3"):
        assert not game.is_won
        game.play(action)
    assert game.is_won and game.cards_on_foundations == 52
    assert game.score == 520 + 2 * 5 - 100


# ----------------------------------------------------------------------------- the table


def test_tap_sends_a_card_home_and_nothing_else() -> None:
    game = rules_position()
    assert str(game.tap_move(pile_id("t5"))) == "t5>f2"
    assert game.tap_move(pile_id("w")) is None  # 8S: no foundation, and no column on a tap
    assert game.tap_move(pile_id("t2")) is None
    assert str(game.tap_move(pile_id("s"))) == "s"


def test_double_click_and_drop_targets() -> None:
    game = rules_position()
    assert str(game.smart_move(pile_id("t5"))) == "t5>f2"
    assert str(game.smart_move(pile_id("t2"))) == "t2>t1"
    assert str(game.smart_move(pile_id("t6"), 3)) == "t6>t7:3"
    assert game.smart_move(pile_id("t4"), 1) is None  # 2C: no red 3, and not a king
    assert game.smart_move(pile_id("t4"), 2) is None  # KH 2C is no group
    assert game.smart_move(pile_id("t1"), 4) is None  # a whole column to an empty one: no gain
    assert game.is_legal("t1>t3:4")
    assert game.smart_move(pile_id("f1")) is None
    assert game.accepting_piles(pile_id("t6"), 3) == [pile_id("t7")]
    assert game.accepting_piles(pile_id("t5")) == [pile_id("f2"), pile_id("t4")]  # AH on 2C
    assert game.foundation_for(pile_id("w")) is None
