"""Thoughtful Solitaire (Solitaire Réfléchi): Klondike with every card face up; ordered groups
move together, only a king fills an empty column, draw 1 or 3 with unlimited recycles
(SPEC section 3)."""

from __future__ import annotations

from ..cards import ACE, IS_RED, KING, Card, card_name, format_card
from ..deal import SALT_THOUGHTFUL, shuffled_deck
from ..errors import IllegalMove
from ..game import Game
from ..moves import (
    DRAW,
    FOUNDATION_BASE,
    PILE_COUNT,
    PILE_NAMES,
    STOCK,
    TABLEAU_BASE,
    WASTE,
    Move,
    move,
)
from ..scoring import THOUGHTFUL_SCORING

_COLUMNS = range(TABLEAU_BASE, TABLEAU_BASE + 7)
_FOUNDATIONS = range(FOUNDATION_BASE, FOUNDATION_BASE + 4)


_PARENTS: tuple[frozenset[Card], ...] = tuple(
    frozenset(
        (rank + 1) * 4 + suit
        for suit in range(4)
        if rank < KING and IS_RED[suit] != IS_RED[card & 3]
    )
    for card in range(52)
    for rank in (card >> 2,)
)
"""By card: the cards it may be put on in a column (one rank higher, other colour)."""
_IS_KING = tuple(card >> 2 == KING for card in range(52))
_ROUTES = tuple(
    tuple(tuple(move(src, dst, n) for n in range(14)) for dst in range(PILE_COUNT))
    for src in range(PILE_COUNT)
)
"""The move of each route and card count, by source, destination and count."""


class Thoughtful(Game):
    """Thoughtful Solitaire: foundations ``f1``…``f4`` take ♠ ♥ ♦ ♣, columns ``t1``…``t7``."""

    __slots__ = ()

    variant = "thoughtful"
    title = "Thoughtful Solitaire"
    decks = 1
    foundation_count = 4
    tableau_count = 7
    draw_modes = (1, 3)
    scoring = THOUGHTFUL_SCORING
    recycles = True
    waste_tap_to_column = False

    @classmethod
    def deal(cls, number: int) -> list[list[Card]]:
        """Cards 0–27 of the shuffle are dealt as in Klondike, row by row: row ``r`` gives one
        card to each of columns ``r + 1`` … 7. Card 28 is the stock's top card."""
        order = shuffled_deck(number, cls.decks, SALT_THOUGHTFUL)
        piles: list[list[Card]] = [[] for _ in range(PILE_COUNT)]
        index = 0
        for row in range(7):
            for column in range(row, 7):
                piles[TABLEAU_BASE + column].append(order[index])
                index += 1
        piles[STOCK] = order[28:][::-1]
        return piles

    def _draw_refusal(self) -> IllegalMove | None:
        if self._piles[STOCK] or self._piles[WASTE]:
            return None
        return IllegalMove("nothing-to-draw", "The stock and the waste are both empty")

    def _move_refusal(self, m: Move) -> IllegalMove | None:
        src = m.src
        dst = m.dst
        if self._routes[src][dst] is not None:
            return self._route_refusal(src, dst)
        piles = self._piles
        source = piles[src]
        if not source:
            return self._empty_refusal(src)
        count = m.count
        if count == 1:
            card = source[-1]
        else:
            size = len(source)
            if src < TABLEAU_BASE or dst < TABLEAU_BASE or count > size:
                return self._group_explanation(src, dst, count)
            parents = _PARENTS
            index = size - 1
            stop = size - count
            while index > stop:
                if source[index - 1] not in parents[source[index]]:
                    return self._group_explanation(src, dst, count)
                index -= 1
            card = source[stop]
        if dst < TABLEAU_BASE:
            return self._foundation_refusal(dst, card)
        column = piles[dst]
        if column:
            if column[-1] in _PARENTS[card]:
                return None
        elif _IS_KING[card]:
            return None
        return self._tableau_explanation(card, column)

    def _group_explanation(self, src: int, dst: int, count: int) -> IllegalMove:
        """Why ``count`` cards from ``src`` can't move together (see ``_move_refusal``)."""
        if src == WASTE:
            return IllegalMove(
                "only-top-waste-card", "Only the top card of the waste can be played"
            )
        if src < TABLEAU_BASE or dst < TABLEAU_BASE:
            return IllegalMove(
                "foundation-one-card", "Cards go to and from a foundation one at a time"
            )
        column = self._piles[src]
        if count > len(column):
            size = len(column)
            return IllegalMove(
                "not-enough-cards",
                f"{PILE_NAMES[src]} holds only {size} card{'' if size == 1 else 's'}",
                {"pile": PILE_NAMES[src], "count": str(size)},
            )
        for index in range(len(column) - count, len(column) - 1):
            lower, upper = column[index], column[index + 1]
            if lower not in _PARENTS[upper]:
                return IllegalMove(
                    "group-not-in-sequence",
                    f"The {card_name(upper)} is not in sequence, so the group can't move",
                    {"card": format_card(upper)},
                )
        raise AssertionError("an ordered group was refused")

    def _tableau_explanation(self, card: Card, column: list[Card]) -> IllegalMove:
        """Why ``card`` can't go on ``column`` (see ``_move_refusal``)."""
        if not column:
            return IllegalMove(
                "king-only-on-empty",
                f"Only a king can fill an empty column, not the {card_name(card)}",
                {"card": format_card(card)},
            )
        top = column[-1]
        params = {"card": format_card(card), "target": format_card(top)}
        if top >> 2 == ACE:
            return IllegalMove("nothing-on-ace", "Nothing can go on an ace in a column", params)
        if IS_RED[top & 3] == IS_RED[card & 3]:
            return IllegalMove(
                "same-colour",
                "In Thoughtful Solitaire colours alternate, red on black and black on red: "
                f"the {card_name(card)} can't go on the {card_name(top)}",
                params,
            )
        return IllegalMove(
            "not-one-lower",
            f"A card goes on the card exactly one rank higher: the {card_name(card)} can't go "
            f"on the {card_name(top)}",
            params,
        )

    def movable_count(self, src: int) -> int:
        """The ordered run on top of a column (1 for the waste or a foundation, 0 if empty)."""
        pile = self._piles[src]
        if not pile or src == STOCK:
            return 0
        if src < TABLEAU_BASE:
            return 1
        return _run_length(pile)

    def piles_accepting(self, card: Card) -> list[int]:
        piles = self._piles
        result = (
            [FOUNDATION_BASE + (card & 3)]
            if len(piles[FOUNDATION_BASE + (card & 3)]) == card >> 2
            else []
        )
        parents = _PARENTS[card]
        king = _IS_KING[card]
        for dst in _COLUMNS:
            column = piles[dst]
            if (column[-1] in parents) if column else king:
                result.append(dst)
        return result

    def generate_legal_moves(self) -> list[Move]:
        piles = self._piles
        result: list[Move] = [DRAW] if piles[STOCK] or piles[WASTE] else []
        tops: dict[Card, int] = {}
        empty: list[int] = []
        for dst in _COLUMNS:
            column = piles[dst]
            if column:
                tops[column[-1]] = dst
            else:
                empty.append(dst)
        waste = piles[WASTE]
        if waste:
            card = waste[-1]
            routes = _ROUTES[WASTE]
            home = FOUNDATION_BASE + (card & 3)
            if len(piles[home]) == card >> 2:
                result.append(routes[home][1])
            _add_column_moves(routes, card, 1, tops, empty, result)
        for src in _FOUNDATIONS:
            foundation = piles[src]
            if foundation:
                _add_column_moves(_ROUTES[src], foundation[-1], 1, tops, empty, result)
        for src in _COLUMNS:
            column = piles[src]
            if not column:
                continue
            card = column[-1]
            routes = _ROUTES[src]
            home = FOUNDATION_BASE + (card & 3)
            if len(piles[home]) == card >> 2:
                result.append(routes[home][1])
            _add_column_moves(routes, card, 1, tops, empty, result)
            index = len(column) - 1
            count = 1
            while index > 0 and column[index - 1] in _PARENTS[column[index]]:
                index -= 1
                count += 1
                _add_column_moves(routes, column[index], count, tops, empty, result)
        return result


def _run_length(column: list[Card]) -> int:
    """How many cards on top of a non-empty column form an ordered group."""
    index = len(column) - 1
    while index > 0 and column[index - 1] in _PARENTS[column[index]]:
        index -= 1
    return len(column) - index


def _add_column_moves(
    routes: tuple[tuple[Move, ...], ...],
    card: Card,
    count: int,
    tops: dict[Card, int],
    empty: list[int],
    out: list[Move],
) -> None:
    """Add the moves of ``count`` cards based on ``card`` to every column that takes them."""
    for parent in _PARENTS[card]:
        dst = tops.get(parent)
        if dst is not None:
            out.append(routes[dst][count])
    if _IS_KING[card]:
        for dst in empty:
            out.append(routes[dst][count])
