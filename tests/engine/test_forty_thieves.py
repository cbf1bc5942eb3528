"""Forty Thieves, SPEC sections 2 and 4: the deal, every move rule and every scoring line."""

from __future__ import annotations

from collections import Counter

import pytest

from solitaire.engine import Game

from .helpers import DECK, RANKS, SUIT_ORDER, position, refusal_of, run

# The example deal of the rule pages (Greek, Romanian and Thai give the same ten columns).
EXAMPLE_COLUMNS = [
    ["AD", "3S", "KH", "2H"],
    ["JC", "3H", "2S", "9H"],
    ["9C", "JH", "AH", "8H"],
    ["8D", "9D", "KC", "7D"],
    ["TD", "9S", "AH", "JS"],
    ["KC", "JS", "8S", "QS"],
    ["9D", "QH", "6D", "4H"],
    ["9H", "AS", "AC", "3H"],
    ["6C", "5S", "7H", "4D"],
    ["5D", "9C", "2S", "TC"],
]


def example_deal() -> Game:
    return position("forty-thieves", tableau=EXAMPLE_COLUMNS)


def rules_position(score: int = 0, stock: tuple[str, ...] = (), rest: str = "stock") -> Game:
    """A middle-game position that shows every rule (waste top 5S, t5 empty)."""
    return position(
        "forty-thieves",
        tableau=[
            ["KC", "5H"],
            ["6H"],
            ["6S"],
            ["AC"],
            [],
            ["9D", "3D"],
            ["7H", "2S"],
            ["2H"],
            ["AH"],
            ["QS", "4D"],
        ],
        foundations=[["AS"], [], ["AD", "2D"]],
        waste=["8C", "5S"],
        stock=stock,
        rest=rest,
        score=score,
    )


# ----------------------------------------------------------------------------- the deal


def test_a_deal_has_ten_columns_of_four_and_a_stock_of_64() -> None:
    game = Game.new("forty-thieves", 12345)
    assert game.variant == "forty-thieves" and game.title == "Forty Thieves"
    assert [len(game.pile(f"t{i}")) for i in range(1, 11)] == [4] * 10
    assert len(game.pile("s")) == 64
    assert game.pile("w") == []
    assert all(game.pile(f"f{i}") == [] for i in range(1, 9))
    every = [c for name in ["s", *(f"t{i}" for i in range(1, 11))] for c in game.pile(name)]
    assert Counter(every) == Counter(DECK * 2)
    assert game.score == 0 and game.moves == 0 and not game.is_won
    assert game.draw == 1


def test_forty_thieves_has_no_draw_three() -> None:
    with pytest.raises(ValueError):
        Game.new("forty-thieves", 1, draw=3)


def test_the_example_deal_opening_moves() -> None:
    game = example_deal()
    # Tops: 2H 9H 8H 7D JS QS 4H 3H 4D TC. Same suit, one higher: 2H->3H (t8), 8H->9H (t2),
    # JS->QS (t6), 3H->4H (t7). No ace on top, no empty column, an empty waste.
    assert set(game.legal_moves()) == {"s", "t1>t8", "t3>t2", "t5>t6", "t8>t7"}
    assert len(game.legal_moves()) == 5
    game.play("t3>t2")
    # The 8H leaves the AH on top of t3: it may start f2 or f6, or go on the 2H of t1;
    # nothing goes on it.
    assert set(game.legal_moves()) == {"s", "t1>t8", "t5>t6", "t8>t7", "t3>f2", "t3>f6", "t3>t1"}
    game.play("t3>f6")
    assert game.pile("f6") == ["AH"] and game.score == 10


# ----------------------------------------------------------------------------- moves


def test_a_card_goes_on_the_same_suit_one_higher() -> None:
    game = rules_position()
    game.play("t1>t2")
    assert game.pile("t2") == ["6H", "5H"] and game.pile("t1") == ["KC"]
    assert game.score == 0 and game.moves == 1


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        ("t1>t3", "wrong-suit"),  # 5H on 6S
        ("t8>t2", "not-one-lower"),  # 2H on 6H
        ("t1>t10", "wrong-suit"),  # 5H on 4D
        ("t8>t9", "nothing-on-ace"),  # 2H on AH
        ("t1>t4", "nothing-on-ace"),  # 5H on AC
        ("w>t2", "wrong-suit"),  # 5S on 6H
        ("t6>t5:2", "one-card-only"),
        ("w>t5:2", "one-card-only"),
        ("t7>f1:2", "one-card-only"),
        ("t9>f1", "wrong-foundation-suit"),  # AH on the spades
        ("t7>f5", "foundation-needs-ace"),  # 2S on an empty f5
        ("t10>f3", "foundation-needs-next"),  # 4D on AD 2D
        ("f1>f5", "foundation-to-foundation"),
        ("f3>t10", "not-one-lower"),  # 2D back on 4D
        ("t1>t1", "same-pile"),
        ("t1>w", "not-onto-stock-or-waste"),
        ("t1>s", "not-onto-stock-or-waste"),
        ("s>t5", "not-from-stock"),
        ("t5>t1", "empty-source"),
        ("f2>t5", "empty-source"),
        ("t11>t1", "unknown-pile"),
        ("t1>f9", "unknown-pile"),
        ("t1-t2", "bad-notation"),
        ("t1>t2:0", "bad-notation"),
    ],
)
def test_refusals(action: str, rule: str) -> None:
    game = rules_position()
    refusal = refusal_of(game, action)
    assert refusal.rule == rule
    assert refusal.message


def test_refusal_messages_name_the_cards() -> None:
    game = rules_position()
    wrong_suit = refusal_of(game, "t1>t3")
    assert wrong_suit.params == {"card": "5H", "target": "6S"}
    assert "5♥" in wrong_suit.message and "6♠" in wrong_suit.message
    needs_next = refusal_of(game, "t10>f3")
    assert needs_next.params == {"card": "4D", "next": "3D"}
    assert "3♦" in needs_next.message


def test_an_empty_column_takes_any_card_from_a_column_the_waste_or_a_foundation() -> None:
    for action, card in (("t1>t5", "5H"), ("w>t5", "5S"), ("f1>t5", "AS"), ("t10>t5", "4D")):
        game = rules_position()
        game.play(action)
        assert game.pile("t5") == [card]


def test_the_foundations_have_fixed_suits_and_build_up_from_the_ace() -> None:
    game = rules_position()
    for action in ("t9>f2", "t4>f8", "t7>f1", "t6>f3", "t10>f3"):
        game.play(action)
    assert game.pile("f1") == ["AS", "2S"]
    assert game.pile("f2") == ["AH"]
    assert game.pile("f3") == ["AD", "2D", "3D", "4D"]
    assert game.pile("f8") == ["AC"]
    # Either foundation of a suit takes its ace.
    game = rules_position()
    assert {"t9>f2", "t9>f6", "t4>f4", "t4>f8"} <= set(game.legal_moves())


def test_a_complete_foundation_takes_nothing() -> None:
    game = position(
        "forty-thieves",
        tableau=[["AS"], [], [], [], [], [], [], [], [], []],
        foundations=[run("S", 13)],
    )
    refusal = refusal_of(game, "t1>f1")
    assert refusal.rule == "foundation-needs-next"
    assert "complete" in refusal.message
    assert str(game.tap_move(game_pile("t1"))) == "t1>f5"
    assert game.accepting_piles(game_pile("t1"))[0] == game_pile("f5")
    game.play("t1>f5")
    assert game.pile("f5") == ["AS"]


def test_only_the_top_waste_card_plays() -> None:
    game = rules_position()
    assert [m for m in game.legal_moves() if m.startswith("w>")] == ["w>t3", "w>t5"]
    game.play("w>t3")
    assert game.pile("w") == ["8C"]
    assert game.pile("t3") == ["6S", "5S"]


def test_the_stock_turns_one_card_and_is_never_dealt_again() -> None:
    game = rules_position(stock=("KD", "QD"), rest="waste")
    game.play("s")
    assert game.pile("w")[-3:] == ["8C", "5S", "QD"] and game.pile("s") == ["KD"]
    game.play("s")
    assert game.pile("w")[-4:] == ["8C", "5S", "QD", "KD"] and game.pile("s") == []
    assert "s" not in game.legal_moves()
    refusal = refusal_of(game, "s")
    assert refusal.rule == "no-redeal"
    assert game.score == 0 and game.moves == 2


def test_no_redeal_even_with_an_empty_waste() -> None:
    game = position(
        "forty-thieves",
        tableau=[[], [], [], [], [], [], [], [], [], []],
        foundations=[run(suit, 13) for suit in SUIT_ORDER * 2],
    )
    assert game.is_won
    assert refusal_of(game, "s").rule == "no-redeal"


# ----------------------------------------------------------------------------- scoring


def test_scores_of_each_kind_of_action() -> None:
    game = rules_position()
    game.play("s")  # a draw: 0
    assert game.score == 0
    game.undo()
    game.play("t1>t2")  # column to column: 0
    assert game.score == 0
    game.play("t7>f1")  # onto a foundation: +10
    assert game.score == 10


def test_waste_to_column_earns_five() -> None:
    game = rules_position()
    game.play("w>t3")
    assert game.score == 5
    game.play("w>t5")
    assert game.score == 10


def test_a_takeback_costs_fifteen_and_the_card_earns_ten_again() -> None:
    game = rules_position(score=30)
    game.play("f1>t5")
    assert game.score == 15
    assert game.pile("f1") == [] and game.pile("t5") == ["AS"]
    game.play("t5>f1")
    assert game.score == 25


def test_the_floor_at_zero_is_undone_exactly() -> None:
    game = rules_position(score=10)
    game.play("f1>t5")
    assert game.score == 0
    game.undo()
    assert game.score == 10
    assert game.pile("f1") == ["AS"] and game.pile("t5") == []
    assert game.moves == 1


def near_won() -> Game:
    """Every foundation holds A-J; the kings stand on t1-t8, the queens wait in the waste."""
    kings = [["K" + suit] for suit in SUIT_ORDER * 2]
    return position(
        "forty-thieves",
        tableau=[*kings, [], []],
        foundations=[run(suit, 11) for suit in SUIT_ORDER * 2],
        waste=["Q" + suit for suit in SUIT_ORDER * 2],
        score=880,
    )


def test_a_win_scores_1040_plus_five_per_waste_to_column_move() -> None:
    game = near_won()
    # Five queens go from the waste onto their kings (+5 each), three go home (+10 each).
    for action in ("w>t8", "w>t7", "w>t6", "w>t5", "w>t4", "w>f3", "w>f2", "w>f1"):
        game.play(action)
        assert not game.is_won
    assert game.score == 880 + 25 + 30
    for column in range(8, 0, -1):
        suit_foundation = column  # t1..t8 stand under f1..f8's suits
        while game.pile(f"t{column}"):
            assert not game.is_won
            game.play(f"t{column}>f{suit_foundation}")
    assert game.is_won
    assert game.cards_on_foundations == 104
    assert game.score == 1040 + 5 * 5
    assert game.moves == 8 + 13


def test_the_worked_example_1185() -> None:
    # All 104 cards in the waste, ten empty columns. Off the waste come: K..A of spades (to t1,
    # then home), K..A of hearts (to t2, then home), KD QD JD (to t3), AD..TD (home), then the
    # rest ace up, straight home: 13 + 13 + 3 = 29 waste->column moves.
    order = [r + "S" for r in reversed(RANKS)] + [r + "H" for r in reversed(RANKS)]
    order += ["KD", "QD", "JD"] + [r + "D" for r in RANKS[:10]]
    order += run("C", 13) + [card for suit in SUIT_ORDER for card in run(suit, 13)]
    game = position("forty-thieves", tableau=[[]] * 10, waste=list(reversed(order)))
    waste_to_column = 0
    for column, suit in ((1, "S"), (2, "H")):
        for _ in range(13):
            game.play(f"w>t{column}")
            waste_to_column += 1
        for _ in range(13):
            game.play(f"t{column}>f{SUIT_ORDER.index(suit) + 1}")
    for _ in range(3):
        game.play("w>t3")
        waste_to_column += 1
    for _ in range(10):
        game.play("w>f3")
    for _ in range(3):
        game.play("t3>f3")
    while game.pile("w"):
        card = game.pile("w")[-1]
        home = SUIT_ORDER.index(card[1]) + 1
        game.play(f"w>f{home}" if game.pile(f"f{home}") != run(card[1], 13) else f"w>f{home + 4}")
    assert waste_to_column == 29
    assert game.is_won
    assert game.score == 1185 == 1040 + 29 * 5


# ----------------------------------------------------------------------------- the table


def test_tap_sends_a_card_home_and_a_waste_card_to_a_column() -> None:
    game = rules_position()
    assert game.tap_move(game_pile("t9")) is not None
    assert str(game.tap_move(game_pile("t9"))) == "t9>f2"  # leftmost foundation that takes it
    assert game.tap_move(game_pile("t1")) is None  # 5H: no foundation, not the waste
    assert str(game.tap_move(game_pile("w"))) == "w>t3"  # 5S: no foundation, onto 6S
    assert str(game.tap_move(game_pile("s"))) == "s"
    assert game.tap_move(game_pile("f1")) is None
    assert game.tap_move(game_pile("t5")) is None  # empty


def test_double_click_prefers_a_foundation_then_the_longest_column_then_an_empty_one() -> None:
    game = position(
        "forty-thieves",
        tableau=[["5H"], ["6H"], ["KC", "QC", "6H"], [], ["2C", "9S"], ["AD"], [], [], [], []],
        foundations=[["AS"]],
        waste=["2S"],
    )
    assert str(game.smart_move(game_pile("w"))) == "w>f1"
    assert str(game.smart_move(game_pile("t1"))) == "t1>t3"  # the longer of the two 6H
    assert str(game.smart_move(game_pile("t5"))) == "t5>t4"  # only an empty column
    assert game.smart_move(game_pile("t6")) is not None
    lone = position("forty-thieves", tableau=[["9S"], *[[]] * 9])
    assert lone.smart_move(game_pile("t1")) is None  # moving a whole column nowhere new
    assert str(game.smart_move(game_pile("t6"))) == "t6>f3"
    assert game.smart_move(game_pile("f1")) is None  # a takeback is only ever dragged
    assert game.smart_move(game_pile("s")) is None
    assert game.accepting_piles(game_pile("t1")) == [
        game_pile(p) for p in ("t2", "t3", "t4", "t7", "t8", "t9", "t10")
    ]
    assert game.movable_count(game_pile("t3")) == 1
    assert game.foundation_for(game_pile("t6")) == game_pile("f3")


def game_pile(name: str) -> int:
    from solitaire.engine import pile_id

    return pile_id(name)
