"""A quick proof that a Thoughtful Solitaire position is lost: cards that block each other.

The test looks at a relaxed game in which only the *first* time each card leaves its place
matters. A card can leave when every card above it in its column has already left (or when a
card under it, in sequence with it, leaves and carries it along), and it needs somewhere to
go: its foundation, once every lower card of its suit has been home; a card one rank higher
of the other colour that can be uncovered (a card of the stock or waste only once it can go
somewhere itself); an empty column for a king, once some column can be cleared. Cards of the
stock and waste are never covered, and cards already home can be taken back.

Any real line of play makes its cards leave in an order this relaxed game allows (a card one
rank higher that the card goes on was either never moved, so everything above it had left, or
had moved already). So if in the relaxed game some card can never reach its foundation, no
line of play wins: the position is lost. The relaxed game is solved as the least fixed point of
those conditions, which is fast enough to test at every position the search reaches.
"""

from __future__ import annotations

from ..cards import Card
from ..moves import FOUNDATION_BASE, STOCK, TABLEAU_BASE, WASTE
from .alternating import KING, PARENTS, fits_on

_COLUMNS = range(TABLEAU_BASE, TABLEAU_BASE + 7)


def blocked(piles: list[list[Card]]) -> bool:
    """True when the Thoughtful Solitaire position (piles by id) can be proven lost this way:
    some card can never reach its foundation even in the relaxed game."""
    home = bytearray(53)
    """``home[card + 1]``: the card can reach its foundation (``home[0]`` stands for "the card
    below an ace")."""
    reachable = bytearray(56)
    """The card can be uncovered (values 52–55 are the missing parents of kings)."""
    left = bytearray(52)
    """The card can leave its place."""
    home[0] = 1
    for suit in range(4):
        for card in piles[FOUNDATION_BASE + suit]:
            home[card + 1] = left[card] = reachable[card] = 1
    loose = piles[STOCK] + piles[WASTE]
    columns = [piles[pile] for pile in _COLUMNS]
    runs = [_run_tops(column) for column in columns]
    missing = 52 - sum(home[1:])
    changed = True
    while changed and missing:
        changed = False
        clearable = any(left[column[0]] for column in columns if column) or not all(columns)
        for card in loose:
            if not left[card] and _can_go(card, home, reachable, clearable):
                left[card] = reachable[card] = 1
                changed = True
            if not home[card + 1] and home[card - 3 if card >= 4 else 0]:
                home[card + 1] = 1
                missing -= 1
                changed = True
        for column, run_tops in zip(columns, runs, strict=True):
            free = len(column)
            """Every card from this index up can leave."""
            for index in range(len(column) - 1, -1, -1):
                card = column[index]
                uncovered = free == index + 1
                if uncovered and not reachable[card]:
                    reachable[card] = 1
                    changed = True
                if not left[card] and (
                    (index and run_tops[index - 1] >= index and left[column[index - 1]])
                    or (
                        free <= run_tops[index] + 1
                        and _can_go(card, home, reachable, clearable and index > 0)
                    )
                ):
                    left[card] = 1
                    changed = True
                if uncovered and not home[card + 1] and home[card - 3 if card >= 4 else 0]:
                    home[card + 1] = left[card] = 1
                    missing -= 1
                    changed = True
                if left[card] and uncovered:
                    free = index
    return missing > 0


def _can_go(card: Card, home: bytearray, reachable: bytearray, clearable: bool) -> bool:
    """Whether ``card``, once uncovered, has somewhere to go in the relaxed game."""
    if home[card - 3 if card >= 4 else 0]:
        return True
    if card >> 2 == KING:
        return clearable
    first, second = PARENTS[card]
    return bool(reachable[first] or reachable[second])


def _run_tops(column: list[Card]) -> list[int]:
    """For each index of ``column``, the index of the top card of the ordered run that starts
    there (cards in sequence above it)."""
    tops = list(range(len(column)))
    for index in range(len(column) - 2, -1, -1):
        above = column[index + 1]
        below = column[index]
        if fits_on(above, below):
            tops[index] = tops[index + 1]
    return tops
