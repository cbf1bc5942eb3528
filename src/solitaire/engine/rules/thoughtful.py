"""Thoughtful Solitaire (Solitaire Réfléchi): Klondike with every card face up; ordered groups
move together, only a king fills an empty column, draw 1 or 3 with unlimited recycles
(SPEC section 3)."""

from __future__ import annotations

from ..cards import ACE, IS_RED, KING, Card, card_name, format_card
from ..deal import SALT_THOUGHTFUL, shuffled_deck
from ..errors import IllegalMove
from ..game import Game
from ..moves import DRAW, FOUNDATION_BASE, PILE_COUNT, STOCK, TABLEAU_BASE, WASTE, Move, move
from ..scoring import THOUGHTFUL_SCORING

_COLUMNS = range(TABLEAU_BASE, TABLEAU_BASE + 7)
_FOUNDATIONS = range(FOUNDATION_BASE, FOUNDATION_BASE + 4)


def _fits(card: Card, column: list[Card]) -> bool:
    if not column:
        return card >> 2 == KING
    top = column[-1]
    return top >> 2 == (card >> 2) + 1 and IS_RED[top & 3] != IS_RED[card & 3]


class Thoughtful(Game):
    """Thoughtful Solitaire: foundations ``f1``…``f4`` take ♠ ♥ ♦ ♣, columns ``t1``…``t7``."""

    variant = "thoughtful"
    title = "Thoughtful Solitaire"
    decks = 1
    foundation_count = 4
    tableau_count = 7
    draw_modes = (1, 3)
    scoring = THOUGHTFUL_SCORING
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

    def _group_refusal(self, src: int, dst: int, count: int) -> IllegalMove | None:
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
            return IllegalMove(
                "not-enough-cards",
                f"There are only {len(column)} cards in that column",
                {"count": str(len(column))},
            )
        for index in range(len(column) - count, len(column) - 1):
            lower, upper = column[index], column[index + 1]
            if lower >> 2 != (upper >> 2) + 1 or IS_RED[lower & 3] == IS_RED[upper & 3]:
                return IllegalMove(
                    "group-not-in-sequence",
                    f"The {card_name(upper)} is not in sequence, so the group can't move",
                    {"card": format_card(upper)},
                )
        return None

    def _tableau_refusal(self, card: Card, column: list[Card]) -> IllegalMove | None:
        if _fits(card, column):
            return None
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
        run = 1
        index = len(pile) - 1
        while index > 0:
            lower, upper = pile[index - 1], pile[index]
            if lower >> 2 != (upper >> 2) + 1 or IS_RED[lower & 3] == IS_RED[upper & 3]:
                break
            run += 1
            index -= 1
        return run

    def generate_legal_moves(self) -> list[Move]:
        piles = self._piles
        result: list[Move] = [DRAW] if piles[STOCK] or piles[WASTE] else []
        waste = piles[WASTE]
        if waste:
            self._single_card_moves(WASTE, waste[-1], True, result)
        for src in _FOUNDATIONS:
            foundation = piles[src]
            if foundation:
                self._single_card_moves(src, foundation[-1], False, result)
        for src in _COLUMNS:
            column = piles[src]
            if not column:
                continue
            card = column[-1]
            home = FOUNDATION_BASE + (card & 3)
            if len(piles[home]) == card >> 2:
                result.append(move(src, home))
            for count in range(1, self.movable_count(src) + 1):
                card = column[-count]
                for dst in _COLUMNS:
                    if dst != src and _fits(card, piles[dst]):
                        result.append(move(src, dst, count))
        return result

    def _single_card_moves(self, src: int, card: Card, to_home: bool, out: list[Move]) -> None:
        piles = self._piles
        if to_home:
            home = FOUNDATION_BASE + (card & 3)
            if len(piles[home]) == card >> 2:
                out.append(move(src, home))
        for dst in _COLUMNS:
            if _fits(card, piles[dst]):
                out.append(move(src, dst))
