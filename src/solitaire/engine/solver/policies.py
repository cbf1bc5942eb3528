"""What the search needs to know about each game: the position key, the moves worth trying
first, and the moves that are always safe to make at once.

Every action the search makes is a ``Move`` the engine plays. A *step* is a short sequence of
them: one move, or in Thoughtful Solitaire some stock taps followed by playing the card they
brought to the waste (so the search never branches on a single tap).

Safe moves (a card to its foundation when nothing could ever need it in a column) dominate
every other choice, so a position that has one gets it as its only step. The search stays
complete: "unwinnable" still means that every line was tried.
"""

from __future__ import annotations

from collections.abc import Callable

from ..cards import Card
from ..game import Game
from ..moves import DRAW, FOUNDATION_BASE, STOCK, TABLEAU_BASE, WASTE, Move, move
from .keys import forty_thieves_key, thoughtful_key

Step = tuple[Move, ...]

_IS_RED = (False, True, True, False)
_OPPOSITE_SUITS = ((1, 2), (0, 3), (0, 3), (1, 2))
_SAME_COLOUR_OTHER_SUIT = (3, 2, 1, 0)


class Policy:
    """The game-specific part of the search for one position's game."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.piles: list[list[Card]] = game._piles  # noqa: SLF001 - the engine's own search

    def key(self) -> bytes:
        """The canonical key of the current position."""
        raise NotImplementedError

    def steps(self) -> list[Step]:
        """The steps to try from the current position, best first (a safe move alone)."""
        raise NotImplementedError

    def progress(self) -> int:
        """How far the position is towards a win: larger is better."""
        piles = self.piles
        return sum(len(piles[pile]) for pile in self.game.foundation_ids)


class FortyThievesPolicy(Policy):
    """Forty Thieves: one card at a time, the stock dealt once (the stock tap is one step)."""

    def key(self) -> bytes:
        return forty_thieves_key(self.piles)

    def _safe_home(self, card: Card) -> int | None:
        """The foundation that takes ``card`` if nothing may ever need it in a column: both
        copies of the card one rank lower are home (so are all lower ones)."""
        piles = self.piles
        rank = card >> 2
        first = FOUNDATION_BASE + (card & 3)
        heights = (len(piles[first]), len(piles[first + 4]))
        for slot, height in enumerate(heights):
            if height == rank and (rank <= 1 or heights[1 - slot] >= rank):
                return first + 4 * slot
        return None

    def steps(self) -> list[Step]:
        piles = self.piles
        for src in (WASTE, *range(TABLEAU_BASE, TABLEAU_BASE + 10)):
            pile = piles[src]
            if pile:
                home = self._safe_home(pile[-1])
                if home is not None:
                    return [(move(src, home),)]
        ranked: list[tuple[int, int, Step]] = []
        for index, m in enumerate(self.game.generate_legal_moves()):
            priority = self._priority(m)
            if priority is not None:
                ranked.append((priority, index, (m,)))
        ranked.sort()
        return [step for _, _, step in ranked]

    def _priority(self, m: Move) -> int | None:
        """Lower is tried first; None for a move that only swaps equivalent positions."""
        if m is DRAW:
            return 5
        src, dst = m.src, m.dst
        piles = self.piles
        if dst < TABLEAU_BASE:
            return 0
        if src < TABLEAU_BASE and src != WASTE:
            return 8  # a card taken back from its foundation
        target = piles[dst]
        if src == WASTE:
            return 1 if target else 4
        source = piles[src]
        card = source[-1]
        if len(source) == 1:
            return None if not target else 1
        below = source[-2]
        in_sequence = below == card + 4
        if not target:
            return 6 if in_sequence else 4
        if in_sequence:
            return 7
        return 2 if self.game.piles_accepting(below) else 3


class ThoughtfulPolicy(Policy):
    """Thoughtful Solitaire: groups move together; the stock and waste become steps that tap
    until a card is on top of the waste and then play it."""

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.draw = game.draw
        self._reach_cache: dict[bytes, list[tuple[int, Card]]] = {}

    def key(self) -> bytes:
        return thoughtful_key(self.piles, self.draw)

    def _is_safe(self, card: Card) -> bool:
        """True when ``card`` may go home at once: no card that could go on it in a column
        (the opposite colour one rank lower), nor one that could go on those, is still out."""
        rank = card >> 2
        if rank <= 1:
            return True
        piles = self.piles
        suit = card & 3
        first, second = _OPPOSITE_SUITS[suit]
        return (
            len(piles[FOUNDATION_BASE + first]) >= rank
            and len(piles[FOUNDATION_BASE + second]) >= rank
            and len(piles[FOUNDATION_BASE + _SAME_COLOUR_OTHER_SUIT[suit]]) >= rank - 1
        )

    def _reach(self) -> list[tuple[int, Card]]:
        piles = self.piles
        talon = bytes(piles[STOCK]) + b"\xff" + bytes(piles[WASTE])
        reach = self._reach_cache.get(talon)
        if reach is None:
            reach = self.game.stock_reach()
            self._reach_cache[talon] = reach
        return reach

    def steps(self) -> list[Step]:
        piles = self.piles
        game = self.game
        for src in range(TABLEAU_BASE, TABLEAU_BASE + 7):
            column = piles[src]
            if column:
                card = column[-1]
                home = FOUNDATION_BASE + (card & 3)
                if len(piles[home]) == card >> 2 and self._is_safe(card):
                    return [(move(src, home),)]
        reach = self._reach()
        if self.draw == 1:
            # Taps are free and change nothing that matters in draw 1 (see keys.py).
            for taps, card in reach:
                home = FOUNDATION_BASE + (card & 3)
                if len(piles[home]) == card >> 2 and self._is_safe(card):
                    return [(DRAW,) * taps + (move(WASTE, home),)]
        ranked: list[tuple[int, int, Step]] = []
        order = 0
        for m in game.generate_legal_moves():
            if m.src <= WASTE:
                continue  # the stock and the waste are handled by the taps below
            priority = self._priority(m)
            if priority is not None:
                ranked.append((priority, order, (m,)))
                order += 1
        for taps, card in reach:
            for dst in game.piles_accepting(card):
                priority = 2 if dst < TABLEAU_BASE else (3 if piles[dst] else 4)
                ranked.append((priority, order, (DRAW,) * taps + (move(WASTE, dst),)))
                order += 1
        ranked.sort()
        return [step for _, _, step in ranked]

    def _priority(self, m: Move) -> int | None:
        """Lower is tried first; None for a move that only swaps equivalent positions."""
        src, dst, count = m.src, m.dst, m.count
        piles = self.piles
        if dst < TABLEAU_BASE:
            return 1
        if src < TABLEAU_BASE:
            return 7  # a card taken back from its foundation
        source = piles[src]
        target = piles[dst]
        if count == len(source):
            return None if not target else 0
        below = source[-count - 1]
        moved = source[-count]
        if below >> 2 == (moved >> 2) + 1 and _IS_RED[below & 3] != _IS_RED[moved & 3]:
            return 6  # off a card it is in sequence with: only frees that card
        if not target:
            return 3
        return 2 if self.game.piles_accepting(below) else 3


def policy_for(game: Game) -> Policy:
    """The policy of ``game``'s variant, bound to ``game``."""
    factories: dict[str, Callable[[Game], Policy]] = {
        "forty-thieves": FortyThievesPolicy,
        "thoughtful": ThoughtfulPolicy,
    }
    return factories[game.variant](game)
