"""Property tests on random playouts of both games and both draw modes (hypothesis, with the
same examples on every run)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire.engine import RULES, Game, IllegalMove, Move, dump_record, load_record, pile_name
from solitaire.engine.deal import MAX_DEAL_NUMBER

from .helpers import DECK, DETERMINISTIC, all_action_texts, all_moves, snapshot, state

GAMES = pytest.mark.parametrize(
    ("variant", "draw"), [("forty-thieves", 1), ("thoughtful", 1), ("thoughtful", 3)]
)
NUMBERS = st.integers(0, MAX_DEAL_NUMBER)
CHOICES = st.builds(
    lambda seed, steps: [random.Random(seed).randrange(2**16) for _ in range(steps)],
    st.integers(0, 2**32),
    st.integers(1, 250),
)
"""A playout's choices: long ones (hypothesis lists stay short), from a seed it picks."""
ALL_MOVES = all_moves()
ALL_TEXTS = all_action_texts()


def every_card(game: Game) -> Counter[int]:
    return Counter(card for pile in range(20) for card in game.cards(pile))


def playout(game: Game, choices: list[int]) -> list[tuple[object, ...]]:
    """Play one legal action per choice (an undo for some), checking the invariants at each
    step; returns the states of the undo history, oldest first."""
    deck = Counter(c for c in range(52) for _ in range(game.decks))
    states = [state(game)]
    played = 0
    for choice in choices:
        legal = game.generate_legal_moves()
        assert game.legal_moves() == [m.text() for m in legal]
        assert len(set(legal)) == len(legal)
        moves_before = game.moves
        if choice % 11 == 0 and game.can_undo:
            game.undo()
            states.pop()
            assert state(game) == states[-1]
        elif legal:
            game.play(legal[choice % len(legal)])
            states.append(state(game))
            played += 1
        else:
            continue
        assert game.moves == moves_before + 1 or game.log[-1] == "undo"
        assert game.moves >= moves_before
        assert game.score >= 0
        assert every_card(game) == deck
        assert game.is_won == (game.cards_on_foundations == 52 * game.decks)
    assert game.moves == played
    return states


@GAMES
@given(number=NUMBERS, choices=CHOICES)
@settings(DETERMINISTIC, max_examples=40)
def test_playouts_keep_the_cards_and_the_score_and_undo_walks_back(
    variant: str, draw: int, number: int, choices: list[int]
) -> None:
    game = Game.new(variant, number, draw=draw)
    states = playout(game, choices)
    moves = game.moves
    while game.can_undo:
        game.undo()
        states.pop()
        assert state(game) == states[-1]
    assert states == [state(Game.new(variant, number, draw=draw))]
    assert game.moves == moves
    try:
        game.undo()
    except IllegalMove as refusal:
        assert refusal.rule == "nothing-to-undo"
    else:
        raise AssertionError("undo with nothing to undo")


def check_every_action(game: Game, texts: bool) -> None:
    """Every legal action plays (and undoes exactly); every other one is refused by check and by
    play alike, with a known rule, changing nothing."""
    legal = set(game.generate_legal_moves())
    accepted = set()
    for m in ALL_MOVES:
        refusal = game.check(m)
        if refusal is None:
            accepted.add(m)
            continue
        assert refusal.rule in RULES
        before = snapshot(game)
        try:
            game.play(m)
        except IllegalMove as error:
            assert error.rule == refusal.rule
        else:
            raise AssertionError(f"{m} was refused by check but played")
        assert snapshot(game) == before
    assert accepted == legal
    for m in legal:
        before = state(game)
        moves = game.moves
        game.play(m)
        assert game.moves == moves + 1
        assert game.undo() == m
        assert state(game) == before
    if texts:
        legal_texts = set(game.legal_moves())
        accepted_texts = set()
        for text in ALL_TEXTS:
            refusal = game.check(text)
            if refusal is None:
                accepted_texts.add(Move.from_text(text).text())
                continue
            assert refusal.rule in RULES
            before = snapshot(game)
            try:
                game.play(text)
            except IllegalMove as error:
                assert error.rule == refusal.rule
            else:
                raise AssertionError(f"{text!r} was refused by check but played")
            assert snapshot(game) == before
        assert accepted_texts == legal_texts


@GAMES
@given(number=NUMBERS, choices=CHOICES)
@settings(DETERMINISTIC, max_examples=3)
def test_legal_moves_are_exactly_the_actions_the_rules_accept(
    variant: str, draw: int, number: int, choices: list[int]
) -> None:
    game = Game.new(variant, number, draw=draw)
    check_every_action(game, texts=False)
    for step, choice in enumerate(choices):
        legal = game.generate_legal_moves()
        if not legal:
            break
        game.play(legal[choice % len(legal)])
        if step % 60 == 59:
            check_every_action(game, texts=False)
    check_every_action(game, texts=True)


@GAMES
@given(number=NUMBERS, choices=CHOICES)
@settings(DETERMINISTIC, max_examples=10)
def test_records_replay_every_playout(
    variant: str, draw: int, number: int, choices: list[int]
) -> None:
    game = Game.new(variant, number, draw=draw)
    playout(game, choices)
    loaded = load_record(dump_record(game)).game
    assert snapshot(loaded) == snapshot(game)
    assert loaded.log == game.log
    twin = game.copy()
    assert snapshot(twin) == snapshot(game) and twin.log == game.log
    if twin.can_undo:
        twin.undo()
        assert twin.history == game.history[:-1]


def test_the_card_multiset_of_a_fresh_deal_is_the_deck() -> None:
    for variant, decks in (("forty-thieves", 2), ("thoughtful", 1)):
        game = Game.new(variant, 7)
        texts = [c for p in game.pile_ids for c in game.pile(pile_name(p))]
        assert Counter(texts) == Counter(DECK * decks)


def test_long_random_playouts_reach_every_kind_of_action() -> None:
    """The property tests above are only as good as the positions they reach: random playouts
    of this length see foundation moves, takebacks, groups, draws and recycles."""
    kinds: set[str] = set()
    rng = random.Random(7)
    for variant, draw in (("forty-thieves", 1), ("thoughtful", 1), ("thoughtful", 3)):
        for number in range(6):
            game = Game.new(variant, number, draw=draw)
            for _ in range(300):
                legal = game.generate_legal_moves()
                if not legal:
                    break
                m = rng.choice(legal)
                kinds.add(kind(game, m))
                game.play(m)
    assert kinds == {
        "draw",
        "recycle",
        "to-foundation",
        "takeback",
        "waste-to-column",
        "column",
        "group",
    }


def kind(game: Game, m: Move) -> str:
    if m.is_draw:
        return "draw" if game.cards(0) else "recycle"
    if m.count > 1:
        return "group"
    if m.dst < 10:
        return "to-foundation"
    if m.src < 10:
        return "takeback" if m.src > 1 else "waste-to-column"
    return "column"
