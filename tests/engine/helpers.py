"""Shared helpers for the engine tests: building positions in the notation, snapshots, and
every action the notation can write."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from hypothesis import HealthCheck, settings

from solitaire.engine import Game, IllegalMove, Move, parse_card
from solitaire.engine.cards import FULL_DECK, format_card
from solitaire.engine.moves import MAX_GROUP, PILE_COUNT, PILE_NAMES

DETERMINISTIC = settings(
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
"""Hypothesis settings for every property test here: the same examples on every run."""

DECK = [format_card(c) for c in FULL_DECK]
SUIT_ORDER = "SHDC"
RANKS = "A23456789TJQK"


def run(suit: str, count: int) -> list[str]:
    """The first ``count`` cards of ``suit``, ace up: ``run("S", 3) == ["AS", "2S", "3S"]``."""
    return [rank + suit for rank in RANKS[:count]]


def remaining(decks: int, used: Iterable[str]) -> list[str]:
    """The cards of ``decks`` decks not in ``used`` (fresh-deck order)."""
    left = Counter({card: decks for card in DECK})
    left.subtract(format_card_text(c) for c in used)
    if any(n < 0 for n in left.values()):
        raise ValueError("a card is used too often")
    return [card for card in DECK for _ in range(left[card])]


def format_card_text(card: str) -> str:
    """A card text in its canonical form (``10c`` -> ``TC``)."""
    return format_card(parse_card(card))


def position(
    variant: str,
    *,
    tableau: Sequence[Sequence[str]],
    foundations: Sequence[Sequence[str]] = (),
    waste: Sequence[str] = (),
    stock: Sequence[str] = (),
    rest: str = "stock",
    draw: int = 1,
    score: int = 0,
) -> Game:
    """A position from its piles. The cards not placed (fresh-deck order) go under the given
    ``stock`` cards, or under the ``waste`` when ``rest`` is ``"waste"``."""
    decks = 2 if variant == "forty-thieves" else 1
    placed = [c for pile in (*tableau, *foundations, waste, stock) for c in pile]
    others = remaining(decks, placed)
    if rest == "waste":
        waste = [*others, *waste]
    else:
        stock = [*others, *stock]
    return Game.from_layout(
        variant,
        tableau=tableau,
        stock=stock,
        waste=waste,
        foundations=foundations,
        draw=draw,
        score=score,
    )


def snapshot(game: Game) -> tuple[object, ...]:
    """Everything a refused action must leave alone."""
    return (
        tuple(game.cards(p) for p in range(PILE_COUNT)),
        game.score,
        game.moves,
        tuple(game.history),
        game.is_won,
    )


def state(game: Game) -> tuple[object, ...]:
    """The position and the score: what undo must restore."""
    return (tuple(game.cards(p) for p in range(PILE_COUNT)), game.score)


def all_moves() -> list[Move]:
    """Every Move value: the stock tap and each route with 1…13 cards."""
    return [Move(0, 0, 0)] + [
        Move(src, dst, count)
        for src in range(PILE_COUNT)
        for dst in range(PILE_COUNT)
        for count in range(1, MAX_GROUP + 1)
    ]


def all_action_texts() -> list[str]:
    """Every action the notation can write, and some it can't: unknown piles, bad counts."""
    names = [*PILE_NAMES, "t11", "f9", "t0", "x"]
    suffixes = ["", *(f":{n}" for n in range(1, MAX_GROUP + 1)), ":0", ":14", ":x"]
    texts = ["s", "S", " s ", "", "undo", "s>", ">t1", "t1", "t1>t2>t3", "t1>t2:"]
    texts += [f"{a}>{b}{suffix}" for a in names for b in names for suffix in suffixes]
    return texts


def refusal_of(game: Game, action: str | Move) -> IllegalMove:
    """The refusal of ``action``, checking that play refuses it the same way and that nothing
    changed; fails the test if the action is legal."""
    before = snapshot(game)
    checked = game.check(action)
    assert checked is not None, f"{action} is legal"
    try:
        game.play(action)
    except IllegalMove as refusal:
        assert refusal.rule == checked.rule
        assert snapshot(game) == before
        return refusal
    raise AssertionError(f"{action} was played")
