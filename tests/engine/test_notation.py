"""The text notation (SPEC section 1): cards, piles, actions; building positions; and one
example of every refusal rule the engine has."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from solitaire.engine import (
    DRAW,
    RULES,
    Game,
    IllegalMove,
    Move,
    card_name,
    format_card,
    parse_card,
    pile_id,
    pile_name,
)
from solitaire.engine.cards import FULL_DECK, is_red, rank_of, suit_of
from solitaire.engine.moves import MAX_GROUP, PILE_COUNT, move

from .helpers import position, refusal_of, run


def test_cards_read_in_every_accepted_spelling() -> None:
    assert parse_card("TC") == parse_card("10C") == parse_card("10c") == parse_card(" tc ")
    assert format_card(parse_card("10h")) == "TH"
    assert [format_card(c) for c in FULL_DECK[:3]] == ["AS", "2S", "3S"]
    for card in range(52):
        assert parse_card(format_card(card)) == card
        assert parse_card(format_card(card).lower()) == card
    assert card_name(parse_card("TC")) == "10♣" and card_name(parse_card("QH")) == "Q♥"
    ten = parse_card("TD")
    assert (rank_of(ten), suit_of(ten), is_red(ten)) == (9, 2, True)
    assert (
        not is_red(parse_card("KS")) and not is_red(parse_card("2C")) and is_red(parse_card("AH"))
    )


@pytest.mark.parametrize("text", ["", "A", "1S", "11S", "AX", "ZS", "A S", "AS1", "0S", "♠A"])
def test_what_is_not_a_card(text: str) -> None:
    with pytest.raises(ValueError):
        parse_card(text)


def test_piles_have_fixed_names_and_ids() -> None:
    names = [pile_name(p) for p in range(PILE_COUNT)]
    assert names[:3] == ["s", "w", "f1"] and names[9] == "f8" and names[10] == "t1"
    assert names[-1] == "t10"
    assert all(pile_id(name) == p for p, name in enumerate(names))
    assert pile_id(" T3 ") == 12
    with pytest.raises(IllegalMove) as error:
        pile_id("t11")
    assert error.value.rule == "unknown-pile" and error.value.params == {"pile": "t11"}


def test_every_move_has_a_canonical_text_that_reads_back() -> None:
    assert Move.from_text("s") is DRAW and DRAW.text() == "s" and DRAW.is_draw
    for src in range(PILE_COUNT):
        for dst in range(PILE_COUNT):
            for count in range(1, MAX_GROUP + 1):
                m = move(src, dst, count)
                assert m == Move(src, dst, count) and not m.is_draw
                assert Move.from_text(m.text()) == m
                assert Move.from_text(m.text().upper()) == m
    assert Move.from_text("t2>t7:4").text() == "t2>t7:4"
    assert Move.from_text("w>f1:1").text() == "w>f1"
    assert repr(Move.from_text("t3>t2")) == "Move(src=12, dst=11, count=1)"
    assert move(0, 0, 0) is DRAW


@pytest.mark.parametrize(
    "text",
    [
        "",
        "t1",
        "t1>",
        ">t1",
        "t1-t2",
        "t1>t2:",
        "t1>t2:0",
        "t1>t2:14",
        "t1>t2:-1",
        "t1>t2:x",
        "t1>t2:²",
        "t1>t2:٣",
        "s:3",
        "undo",
        "t1>t2>t3",
    ],
)
def test_what_is_not_an_action(text: str) -> None:
    with pytest.raises(IllegalMove) as error:
        Move.from_text(text)
    assert error.value.rule in {"bad-notation", "unknown-pile"}
    assert isinstance(error.value, ValueError)


@pytest.mark.parametrize(
    "args", [(20, 10, 1), (-1, 10, 1), (10, 20, 1), (10, 11, 0), (10, 11, 14), (0, 0, 1 - 2)]
)
def test_a_move_value_out_of_range_is_refused_when_built(args: tuple[int, int, int]) -> None:
    with pytest.raises(IllegalMove) as error:
        Move(*args)
    assert error.value.rule == "bad-notation"


def test_a_route_from_the_stock_is_not_a_draw() -> None:
    m = Move.from_text("s>t1")
    assert m == Move(0, 10, 1) and not m.is_draw and m.text() == "s>t1"
    game = Game.new("thoughtful", 3)
    assert refusal_of(game, "s>t1").rule == "not-from-stock"
    assert refusal_of(game, "s>s").rule == "not-from-stock"


# ----------------------------------------------------------------------------- layouts


def test_a_layout_must_hold_exactly_the_games_cards() -> None:
    good = position("thoughtful", tableau=[["KS"], [], [], [], [], [], []])
    assert good.pile("t1") == ["KS"] and good.code is None
    with pytest.raises(ValueError, match="wrong count for AS AH"):
        Game.from_layout("thoughtful", tableau=[["KS"], [], [], [], [], [], []])
    with pytest.raises(ValueError, match="7 columns"):
        position("thoughtful", tableau=[["KS"]])
    with pytest.raises(ValueError, match="f2 must hold"):
        position("thoughtful", tableau=[[]] * 7, foundations=[[], ["AS"]])
    with pytest.raises(ValueError, match="f1 must hold"):
        position("thoughtful", tableau=[[]] * 7, foundations=[["AS", "3S"]])
    with pytest.raises(ValueError, match="never below 0"):
        position("thoughtful", tableau=[[]] * 7, score=-1)
    with pytest.raises(ValueError, match="no draw-2"):
        position("thoughtful", tableau=[[]] * 7, draw=2)
    with pytest.raises(ValueError, match="8 foundations"):
        position("forty-thieves", tableau=[[]] * 10, foundations=[[]] * 9)
    with pytest.raises(ValueError, match="unknown game"):
        Game.from_layout("klondike", tableau=[])


def test_forty_thieves_foundations_five_to_eight_take_the_suits_again() -> None:
    game = position(
        "forty-thieves",
        tableau=[[]] * 10,
        foundations=[[], [], [], [], run("S", 2), run("H", 2), run("D", 2), run("C", 2)],
    )
    assert game.pile("f8") == ["AC", "2C"]
    with pytest.raises(ValueError, match="f5 must hold"):
        position("forty-thieves", tableau=[[]] * 10, foundations=[[], [], [], [], ["AH"]])


# ----------------------------------------------------------------------------- every rule


def ft_position() -> Game:
    return position(
        "forty-thieves",
        tableau=[["KC", "5H"], ["6H"], ["6S"], ["AC"], [], ["9D", "3D"], [], [], [], []],
        foundations=[["AS"]],
        waste=["5S"],
    )


def tf_position() -> Game:
    return position(
        "thoughtful",
        tableau=[["KS", "QH"], ["9S"], [], ["KH", "2C"], ["AH"], ["TS"], []],
        foundations=[["AS"]],
        waste=["8S"],
    )


def ft_stock_empty() -> Game:
    return position("forty-thieves", tableau=[[]] * 10, rest="waste")


def tf_all_empty() -> Game:
    return position("thoughtful", tableau=[[]] * 7, foundations=[run(s, 13) for s in "SHDC"])


def undo_fresh() -> Game:
    return Game.new("forty-thieves", 1)


EXAMPLES: dict[str, tuple[Callable[[], Game], str]] = {
    "bad-notation": (ft_position, "t1-t2"),
    "unknown-pile": (tf_position, "t8>t1"),
    "not-from-stock": (ft_position, "s>t5"),
    "not-onto-stock-or-waste": (tf_position, "t1>w"),
    "same-pile": (ft_position, "t2>t2"),
    "empty-source": (ft_position, "t5>t1"),
    "foundation-to-foundation": (ft_position, "f1>f5"),
    "one-card-only": (ft_position, "t1>t5:2"),
    "only-top-waste-card": (tf_position, "w>t1:2"),
    "foundation-one-card": (tf_position, "t1>f2:2"),
    "not-enough-cards": (tf_position, "t2>t1:2"),
    "group-not-in-sequence": (tf_position, "t4>t3:2"),
    "wrong-suit": (ft_position, "t1>t3"),
    "same-colour": (tf_position, "w>t2"),
    "not-one-lower": (ft_position, "t2>t1"),
    "nothing-on-ace": (tf_position, "t4>t5"),
    "king-only-on-empty": (tf_position, "t2>t3"),
    "wrong-foundation-suit": (tf_position, "t5>f1"),
    "foundation-needs-ace": (ft_position, "t1>f2"),
    "foundation-needs-next": (tf_position, "t2>f1"),
    "no-redeal": (ft_stock_empty, "s"),
    "nothing-to-draw": (tf_all_empty, "s"),
}


def test_every_rule_has_an_example() -> None:
    assert set(EXAMPLES) | {"nothing-to-undo"} == RULES


@pytest.mark.parametrize("rule", sorted(EXAMPLES))
def test_each_rule_refuses_and_changes_nothing(rule: str) -> None:
    make, action = EXAMPLES[rule]
    refusal = refusal_of(make(), action)
    assert refusal.rule == rule
    assert refusal.message and str(refusal) == refusal.message


def test_nothing_to_undo_changes_nothing() -> None:
    game = undo_fresh()
    before = game.position_text()
    with pytest.raises(IllegalMove) as error:
        game.undo()
    assert error.value.rule == "nothing-to-undo"
    assert game.position_text() == before and game.moves == 0 and game.log == []


def test_messages_differ_for_different_rules() -> None:
    messages = {}
    for rule, (make, action) in EXAMPLES.items():
        messages[rule] = refusal_of(make(), action).message
    assert len(set(messages.values())) == len(messages)
