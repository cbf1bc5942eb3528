"""Card facts for Thoughtful Solitaire's columns, where colours alternate down by one rank."""

from __future__ import annotations

from ..cards import Card

KING = 12
IS_RED = (False, True, True, False)
"""By suit: spades, hearts, diamonds, clubs."""
PARENTS: tuple[tuple[Card, Card], ...] = tuple(
    (
        ((card >> 2) + 1) * 4 + (0 if IS_RED[card & 3] else 1),
        ((card >> 2) + 1) * 4 + (3 if IS_RED[card & 3] else 2),
    )
    for card in range(52)
)
"""The two cards a card may go on in a column (for kings: values past the deck)."""


def fits_on(card: Card, top: Card) -> bool:
    """True when ``card`` may go on ``top`` in a column: one rank lower, the other colour."""
    return top >> 2 == (card >> 2) + 1 and IS_RED[top & 3] != IS_RED[card & 3]


def run_start(column: list[Card]) -> int:
    """The index where the ordered run on top of a column begins (0 for an empty one)."""
    index = len(column) - 1
    while index > 0 and fits_on(column[index], column[index - 1]):
        index -= 1
    return max(index, 0)
