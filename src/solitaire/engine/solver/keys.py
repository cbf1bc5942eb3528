"""Canonical position keys: two positions with the same key have exactly the same futures.

A key leaves out what cannot change the outcome:

- the order of the columns (any column can play the part of any other);
- which copy of a card is where in Forty Thieves: both copies are the same ``Card`` value, and
  a suit's two foundations are keyed by their heights in sorted order;
- in Thoughtful Solitaire draw 1, the order of the stock and waste: with unlimited recycles,
  taps alone bring any of their cards to the top, so only which cards they hold matters;
- in Thoughtful Solitaire draw 3, where in its cycle of taps the stock is, once the waste has
  been turned over at least once (taps alone move between those positions both ways).

The score and the move counter are not part of a position.
"""

from __future__ import annotations

from ..moves import FOUNDATION_BASE, STOCK, TABLEAU_BASE, WASTE

_SEPARATOR = b"\xff"
"""Between piles in a key: no card value is 255."""
_FORTY_THIEVES_COLUMNS = range(TABLEAU_BASE, TABLEAU_BASE + 10)
_THOUGHTFUL_COLUMNS = range(TABLEAU_BASE, TABLEAU_BASE + 7)


def forty_thieves_key(piles: list[list[int]]) -> bytes:
    """The key of a Forty Thieves position (piles by id)."""
    columns = sorted([bytes(piles[pile]) for pile in _FORTY_THIEVES_COLUMNS])
    heights = bytes(
        sorted((len(piles[FOUNDATION_BASE + suit]), len(piles[FOUNDATION_BASE + 4 + suit])))[index]
        for suit in range(4)
        for index in (0, 1)
    )
    # The stock is dealt once, in order: its size says which cards it still holds.
    return _SEPARATOR.join((heights + bytes((len(piles[STOCK]),)) + bytes(piles[WASTE]), *columns))


def thoughtful_key(piles: list[list[int]], draw: int) -> bytes:
    """The key of a Thoughtful Solitaire position (piles by id) in draw mode ``draw``."""
    columns = sorted([bytes(piles[pile]) for pile in _THOUGHTFUL_COLUMNS])
    heights = bytes(len(piles[FOUNDATION_BASE + suit]) for suit in range(4))
    stock = piles[STOCK]
    waste = piles[WASTE]
    if draw == 1:
        where = 0
        talon = bytes(sorted(stock + waste))
    else:
        # The order the cards come out in, pass after pass, and where the current pass is;
        # on the cycle (the waste is a whole number of draws, or the stock is empty) every
        # position is reachable from every other by taps alone.
        on_cycle = not stock or len(waste) % draw == 0
        where = 255 if on_cycle else len(waste)
        talon = bytes(waste) + bytes(reversed(stock))
    return _SEPARATOR.join((heights + bytes((where,)) + talon, *columns))
