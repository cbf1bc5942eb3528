"""Small positions for checking the solver, and a plain exhaustive search to check it against.

The exhaustive search knows nothing of the solver: it tries every legal action the engine lists
(every single stock tap and foundation takeback included), and remembers positions by their
exact piles, with only the columns' order left out (the rules treat every column alike), so it
says "winnable" exactly when some sequence of actions wins.
"""

from __future__ import annotations

import random

from solitaire.engine import Game, Move
from solitaire.engine.cards import format_card, make_card
from solitaire.engine.moves import TABLEAU_BASE

SUITS = "SHDC"


def small_position(
    variant: str,
    seed: int,
    *,
    out: int,
    draw: int = 1,
    columns_used: int = 3,
    suits: str = SUITS,
) -> Game:
    """A random position with ``out`` cards not yet home: one on each of the first
    ``columns_used`` columns, the others spread over those columns, the stock and the waste;
    the rest are on the foundations. Only cards of ``suits`` are out, kings always among them
    (so foundation takebacks, and the exhaustive search, stay small)."""
    rng = random.Random(seed)
    cls = Game.variant_class(variant)
    slots = cls.foundation_count
    heights = [13 if SUITS[slot % 4] not in suits else 12 for slot in range(slots)]
    for _ in range(out - (13 * slots - sum(heights))):
        candidates = [
            slot for slot in range(slots) if heights[slot] > 0 and SUITS[slot % 4] in suits
        ]
        heights[rng.choice(candidates)] -= 1
    loose = [
        make_card(rank, slot % 4) for slot in range(slots) for rank in range(heights[slot], 13)
    ]
    rng.shuffle(loose)
    columns: list[list[str]] = [[] for _ in range(cls.tableau_count)]
    stock: list[str] = []
    waste: list[str] = []
    for index in range(min(columns_used, len(loose))):
        columns[index].append(format_card(loose[index]))
    for card in loose[columns_used:]:
        where = rng.random()
        if where < 0.25:
            stock.append(format_card(card))
        elif where < 0.35:
            waste.append(format_card(card))
        else:
            columns[rng.randrange(columns_used)].append(format_card(card))
    foundations = [
        [format_card(make_card(rank, slot % 4)) for rank in range(heights[slot])]
        for slot in range(slots)
    ]
    return Game.from_layout(
        variant, tableau=columns, stock=stock, waste=waste, foundations=foundations, draw=draw
    )


def exhaustively_winnable(game: Game, limit: int = 400_000) -> bool:
    """True when some sequence of legal actions wins from ``game``'s position (on a copy).
    Raises RuntimeError if more than ``limit`` positions would be needed."""
    work = game.copy()
    seen = {_position(work)}
    stack = [_home_first(work)]
    while stack:
        if work.is_won:
            return True
        if not stack[-1]:
            stack.pop()
            if stack:
                work.undo()
            continue
        work.play(stack[-1].pop())
        text = _position(work)
        if text in seen:
            work.undo()
            continue
        seen.add(text)
        if len(seen) > limit:
            raise RuntimeError("position too large for an exhaustive search")
        stack.append(_home_first(work))
    return work.is_won


def _position(game: Game) -> tuple[object, ...]:
    """The exact position, the columns in sorted order."""
    fixed = tuple(game.cards(pile) for pile in game.pile_ids if pile < TABLEAU_BASE)
    return fixed + tuple(sorted(game.cards(pile) for pile in game.tableau_ids))


def _home_first(game: Game) -> list[Move]:
    """The legal actions, to be popped from the end: moves home first, stock taps last."""
    moves = game.generate_legal_moves()
    return sorted(moves, key=lambda m: (m.dst < TABLEAU_BASE and not m.is_draw, not m.is_draw))
