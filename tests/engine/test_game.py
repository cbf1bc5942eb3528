"""The Game object around the rules: registry, reading the position, the log and history,
copies, and undo details."""

from __future__ import annotations

import pytest

from solitaire.engine import DRAW, Game, IllegalMove, Move

from .helpers import snapshot, state


def test_the_registry_knows_both_games() -> None:
    assert Game.variants() == ["forty-thieves", "thoughtful"]
    assert Game.variant_class("thoughtful").title == "Thoughtful Solitaire"
    with pytest.raises(ValueError, match="unknown game"):
        Game.variant_class("spider")


def test_reading_the_position() -> None:
    game = Game.from_code("TF1-D1N-AAAAAAB")
    assert game.pile("t2") == ["QS", "3C"]
    assert game.cards(11) == tuple(game.cards(11))
    assert game.pile_ids == [0, 1, 2, 3, 4, 5, *range(10, 17)]
    assert list(game.foundation_ids) == [2, 3, 4, 5]
    assert list(game.tableau_ids) == list(range(10, 17))
    text = game.position_text().splitlines()
    assert text[0].startswith("s: ") and text[1] == "w:" and text[-1].startswith("t7: ")
    layout, score = game.initial_layout()
    assert layout["t2"] == ["QS", "3C"] and score == 0
    assert game.foundation_suit(2) == 0 and game.foundation_suit(5) == 3


def test_log_history_and_undo() -> None:
    game = Game.from_code("TF1-D1N-AAAAAAB")
    assert not game.can_undo and game.history == [] and game.log == []
    game.play("s")
    game.play(DRAW)
    assert game.undo() == DRAW
    game.play(Move(0, 0, 0))
    assert game.log == ["s", "s", "undo", "s"]
    assert game.history == [DRAW, DRAW]
    assert game.moves == 3 and game.can_undo


def test_undo_reaches_far_back() -> None:
    game = Game.new("thoughtful", 42, draw=3)
    start = state(game)
    for _ in range(150):
        game.play("s")
    for _ in range(150):
        game.undo()
    assert state(game) == start
    assert game.moves == 150
    with pytest.raises(IllegalMove):
        game.undo()


def test_a_copy_is_independent() -> None:
    game = Game.new("forty-thieves", 42)
    game.play("s")
    twin = game.copy()
    assert snapshot(twin) == snapshot(game) and twin.code == game.code
    twin.play(twin.legal_moves()[-1])
    assert snapshot(twin) != snapshot(game)
    assert len(game.pile("s")) == 63
    twin.undo()
    twin.undo()
    assert len(twin.pile("s")) == 64 and len(game.pile("s")) == 63


def test_check_and_is_legal_accept_text_and_values() -> None:
    game = Game.new("thoughtful", 1)
    assert game.is_legal("s") and game.is_legal(DRAW) and game.check("S") is None
    refusal = game.check("t1>t1")
    assert refusal is not None and refusal.rule == "same-pile"
    assert not game.is_legal("nonsense")


def test_random_deal_numbers_cover_the_whole_range() -> None:
    from solitaire.engine.deal import MAX_DEAL_NUMBER
    from solitaire.engine.game import random_deal_number

    numbers = [random_deal_number() for _ in range(2000)]
    assert all(0 <= n <= MAX_DEAL_NUMBER for n in numbers)
    assert max(numbers) > MAX_DEAL_NUMBER * 0.9 and min(numbers) < MAX_DEAL_NUMBER * 0.1
    assert len(set(numbers)) == len(numbers)
