"""Forty Thieves (Quarante Voleurs): two decks, ten columns of four, builds down in suit, one
card at a time, any card fills an empty column, the stock is dealt once (SPEC section 2).
"""

from __future__ import annotations

from ..cards import ACE, Card, card_name, format_card
from ..deal import SALT_FORTY_THIEVES, shuffled_deck
from ..errors import IllegalMove
from ..game import Game
from ..moves import DRAW, FOUNDATION_BASE, PILE_COUNT, STOCK, TABLEAU_BASE, WASTE, Move, move
from ..scoring import FORTY_THIEVES_SCORING

_SOURCES = (WASTE, *range(TABLEAU_BASE, TABLEAU_BASE + 10), *range(FOUNDATION_BASE, 10))
_COLUMNS = range(TABLEAU_BASE, TABLEAU_BASE + 10)
_SINGLE = tuple(tuple(move(src, dst) for dst in range(PILE_COUNT)) for src in range(PILE_COUNT))
"""The one-card move of each route, by source and destination."""


class FortyThieves(Game):
    """Forty Thieves: foundations ``f1``…``f8`` take ♠ ♥ ♦ ♣ ♠ ♥ ♦ ♣, columns ``t1``…``t10``."""

    __slots__ = ()

    variant = "forty-thieves"
    title = "Forty Thieves"
    decks = 2
    foundation_count = 8
    tableau_count = 10
    draw_modes = (1,)
    scoring = FORTY_THIEVES_SCORING
    recycles = False
    waste_tap_to_column = True

    @classmethod
    def deal(cls, number: int) -> list[list[Card]]:
        """Cards 0–39 of the shuffle go to the columns row by row, left to right (card ``k`` to
        column ``k % 10``); card 40 is the stock's top card, card 103 its bottom one."""
        order = shuffled_deck(number, cls.decks, SALT_FORTY_THIEVES)
        piles: list[list[Card]] = [[] for _ in range(PILE_COUNT)]
        for index, card in enumerate(order[:40]):
            piles[TABLEAU_BASE + index % 10].append(card)
        piles[STOCK] = order[40:][::-1]
        return piles

    def _draw_refusal(self) -> IllegalMove | None:
        if self._piles[STOCK]:
            return None
        return IllegalMove("no-redeal", "No redeal in Forty Thieves: the stock is dealt only once")

    def _move_refusal(self, m: Move) -> IllegalMove | None:
        src = m.src
        dst = m.dst
        if self._routes[src][dst] is not None:
            return self._route_refusal(src, dst)
        piles = self._piles
        source = piles[src]
        if not source:
            return self._empty_refusal(src)
        if m.count != 1:
            return IllegalMove(
                "one-card-only",
                "In Forty Thieves only one card moves at a time",
                {"count": str(m.count)},
            )
        card = source[-1]
        if dst < TABLEAU_BASE:
            return self._foundation_refusal(dst, card)
        column = piles[dst]
        if not column or column[-1] == card + 4:
            return None
        return _tableau_explanation(card, column[-1])

    def piles_accepting(self, card: Card) -> list[int]:
        piles = self._piles
        rank = card >> 2
        home = FOUNDATION_BASE + (card & 3)
        result = [pile for pile in (home, home + 4) if len(piles[pile]) == rank]
        parent = card + 4
        for dst in _COLUMNS:
            column = piles[dst]
            if not column or column[-1] == parent:
                result.append(dst)
        return result

    def generate_legal_moves(self) -> list[Move]:
        piles = self._piles
        result: list[Move] = [DRAW] if piles[STOCK] else []
        tops: dict[Card, list[int]] = {}
        empty: list[int] = []
        for dst in _COLUMNS:
            column = piles[dst]
            if column:
                same = tops.get(column[-1])
                if same is None:
                    tops[column[-1]] = [dst]
                else:
                    same.append(dst)
            else:
                empty.append(dst)
        for src in _SOURCES:
            source = piles[src]
            if not source:
                continue
            card = source[-1]
            routes = _SINGLE[src]
            if src < FOUNDATION_BASE or src >= TABLEAU_BASE:
                rank = card >> 2
                home = FOUNDATION_BASE + (card & 3)
                if len(piles[home]) == rank:
                    result.append(routes[home])
                if len(piles[home + 4]) == rank:
                    result.append(routes[home + 4])
            for dst in tops.get(card + 4, ()):
                result.append(routes[dst])
            for dst in empty:
                result.append(routes[dst])
        return result


def _tableau_explanation(card: Card, top: Card) -> IllegalMove:
    """Why ``card`` can't go on the column whose top card is ``top``."""
    params = {"card": format_card(card), "target": format_card(top)}
    if top >> 2 == ACE:
        return IllegalMove("nothing-on-ace", "Nothing can go on an ace in a column", params)
    if top & 3 != card & 3:
        return IllegalMove(
            "wrong-suit",
            "In Forty Thieves a card goes on the next higher card of the same suit: "
            f"the {card_name(card)} can't go on the {card_name(top)}",
            params,
        )
    return IllegalMove(
        "not-one-lower",
        f"A card goes on the card exactly one rank higher: the {card_name(card)} can't go "
        f"on the {card_name(top)}",
        params,
    )
