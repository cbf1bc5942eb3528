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


class FortyThieves(Game):
    """Forty Thieves: foundations ``f1``…``f8`` take ♠ ♥ ♦ ♣ ♠ ♥ ♦ ♣, columns ``t1``…``t10``."""

    variant = "forty-thieves"
    title = "Forty Thieves"
    decks = 2
    foundation_count = 8
    tableau_count = 10
    draw_modes = (1,)
    scoring = FORTY_THIEVES_SCORING
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

    def _group_refusal(self, src: int, dst: int, count: int) -> IllegalMove | None:
        return IllegalMove(
            "one-card-only",
            "In Forty Thieves only one card moves at a time",
            {"count": str(count)},
        )

    def _tableau_refusal(self, card: Card, column: list[Card]) -> IllegalMove | None:
        if not column:
            return None
        top = column[-1]
        if card + 4 == top:
            return None
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

    def generate_legal_moves(self) -> list[Move]:
        piles = self._piles
        result: list[Move] = [DRAW] if piles[STOCK] else []
        for src in _SOURCES:
            source = piles[src]
            if not source:
                continue
            card = source[-1]
            if src >= TABLEAU_BASE or src == WASTE:
                rank = card >> 2
                home = FOUNDATION_BASE + (card & 3)
                if len(piles[home]) == rank:
                    result.append(move(src, home))
                if len(piles[home + 4]) == rank:
                    result.append(move(src, home + 4))
            above = card + 4
            for dst in _COLUMNS:
                if dst != src:
                    column = piles[dst]
                    if not column or column[-1] == above:
                        result.append(move(src, dst))
        return result
