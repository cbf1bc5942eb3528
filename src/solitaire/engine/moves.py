"""Piles and moves as small values, with their text notation.

Piles have fixed ids in every game: ``s`` 0, ``w`` 1, ``f1``…``f8`` 2…9, ``t1``…``t10``
10…19. A game says which of them it has.

>>> Move.from_text("t2>t7:4")
Move(src=11, dst=16, count=4)
>>> Move.from_text("T3>T2").text()
't3>t2'
>>> str(Move.from_text("w>f1:1"))
'w>f1'
>>> Move.from_text("s") is DRAW
True
>>> Move.from_text("s>t1")  # a route from the stock: written, then refused by the rules
Move(src=0, dst=10, count=1)
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from itertools import repeat
from typing import Final

from .errors import IllegalMove

STOCK: Final = 0
WASTE: Final = 1
FOUNDATION_BASE: Final = 2
TABLEAU_BASE: Final = 10
PILE_COUNT: Final = 20
MAX_GROUP: Final = 13

PILE_NAMES: Final[tuple[str, ...]] = (
    "s",
    "w",
    *tuple(f"f{i}" for i in range(1, 9)),
    *tuple(f"t{i}" for i in range(1, 11)),
)
_PILE_IDS: Final = {name: pile for pile, name in enumerate(PILE_NAMES)}


def pile_id(name: str) -> int:
    """The id of a pile name such as ``"t3"``; IllegalMove (rule ``unknown-pile``) if none.

    >>> pile_id("f2"), pile_id("T10")
    (3, 19)
    """
    pile = _PILE_IDS.get(name.strip().lower())
    if pile is None:
        raise IllegalMove("unknown-pile", f"there is no pile {name!r}", {"pile": name})
    return pile


def pile_name(pile: int) -> str:
    """The notation of a pile id."""
    return PILE_NAMES[pile]


def is_foundation(pile: int) -> bool:
    """True for ``f1``…``f8``."""
    return FOUNDATION_BASE <= pile < TABLEAU_BASE


def is_tableau(pile: int) -> bool:
    """True for ``t1``…``t10``."""
    return pile >= TABLEAU_BASE


@dataclass(frozen=True, slots=True)
class Move:
    """One action: ``count`` cards from the top of ``src`` onto ``dst``; the stock tap ``s`` is
    ``Move(STOCK, STOCK, 0)`` (it draws, or recycles the waste in Thoughtful Solitaire).

    Piles are ids 0…19 and ``count`` is 1…13 (0 only for the stock tap); anything else is refused
    with IllegalMove (rule ``bad-notation``) when the value is built. A route that starts at the
    stock (``s>t1``) is a value too: the rules refuse it (``not-from-stock``).
    """

    src: int
    dst: int
    count: int = 1

    def __post_init__(self) -> None:
        valid_piles = 0 <= self.src < PILE_COUNT and 0 <= self.dst < PILE_COUNT
        tap = self.src == STOCK and self.dst == STOCK and self.count == 0
        if not valid_piles or not (tap or 1 <= self.count <= MAX_GROUP):
            raise IllegalMove(
                "bad-notation",
                f"not an action: Move({self.src}, {self.dst}, {self.count})",
                {"action": f"{self.src}>{self.dst}:{self.count}"},
            )

    @property
    def is_draw(self) -> bool:
        """True for the stock tap."""
        return self.count == 0

    def text(self) -> str:
        """The canonical notation: ``s``, ``t3>t2`` or ``t2>t7:4``."""
        if self.count == 0:
            return "s"
        base = f"{PILE_NAMES[self.src]}>{PILE_NAMES[self.dst]}"
        return base if self.count == 1 else f"{base}:{self.count}"

    def __str__(self) -> str:
        return self.text()

    @staticmethod
    def from_text(text: str) -> Move:
        """Parse the notation; IllegalMove (rule ``bad-notation`` or ``unknown-pile``) if it is
        not an action."""
        known = _BY_TEXT.get(text)
        if known is not None:
            return known
        parsed = _parse(text)
        if parsed.text() == text:
            _BY_TEXT[text] = parsed
        return parsed


DRAW: Final = Move(STOCK, STOCK, 0)

_BY_TEXT: Final[dict[str, Move]] = {}
"""The moves read so far, by their canonical text: reading the notation the engine writes
costs one lookup from the second time on."""


def _parse(text: str) -> Move:
    cleaned = text.strip().lower()
    if cleaned == "s":
        return DRAW
    route, colon, count_text = cleaned.partition(":")
    src_text, arrow, dst_text = route.partition(">")
    count = 1
    if colon:
        digits = count_text.isascii() and count_text.isdigit()
        if not digits or not 1 <= int(count_text) <= MAX_GROUP:
            raise IllegalMove("bad-notation", f"not a card count: {text!r}", {"action": text})
        count = int(count_text)
    if not arrow:
        raise IllegalMove(
            "bad-notation",
            f"not an action: {text!r} (write s, or SOURCE>DESTINATION such as t3>t2)",
            {"action": text},
        )
    return move(pile_id(src_text), pile_id(dst_text), count)


def _route_table() -> list[list[list[Move]]]:
    """The shared ``Move`` of every route, by source, destination and count (count 0 is
    ``DRAW``).

    The table is made at import time, which the app's start-up waits for, so the values are
    made without the checks and their fields are filled in bulk by the slot setters (which the
    frozen ``__setattr__`` does not stop), with no Python call per value."""
    per_source = PILE_COUNT * MAX_GROUP
    values = list(map(object.__new__, repeat(Move, PILE_COUNT * per_source)))
    sources = [src for src in range(PILE_COUNT) for _ in range(per_source)]
    destinations = [dst for dst in range(PILE_COUNT) for _ in range(MAX_GROUP)] * PILE_COUNT
    counts = list(range(1, MAX_GROUP + 1)) * (PILE_COUNT * PILE_COUNT)
    for name, column in (("src", sources), ("dst", destinations), ("count", counts)):
        deque(map(Move.__dict__[name].__set__, values, column), maxlen=0)
    return [
        [
            [DRAW, *values[route : route + MAX_GROUP]]
            for route in range(row, row + per_source, MAX_GROUP)
        ]
        for row in range(0, len(values), per_source)
    ]


_MOVE_TABLE: Final = _route_table()


def move(src: int, dst: int, count: int = 1) -> Move:
    """The shared ``Move`` value for a route (no allocation on the hot path); ``count`` 0 gives
    the stock tap ``DRAW``."""
    return _MOVE_TABLE[src][dst][count]
