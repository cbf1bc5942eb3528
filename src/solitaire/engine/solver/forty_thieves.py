"""The Forty Thieves part of the search: one card moves at a time, the stock is dealt once
(its tap is one step), and runs are carried through empty columns as one step."""

from __future__ import annotations

from ..cards import Card
from ..moves import DRAW, FOUNDATION_BASE, TABLEAU_BASE, WASTE, Move, move
from .keys import forty_thieves_key
from .policy import Policy, RankedStep, Step, by_rank

_FT_COLUMNS = range(TABLEAU_BASE, TABLEAU_BASE + 10)


class FortyThievesPolicy(Policy):
    """Forty Thieves: one card at a time, the stock dealt once (the stock tap is one step)."""

    best_first = True
    pruned = True

    def evaluate(self) -> int:
        """Cards home count most, then empty columns; a card lying above a lower card of its
        suit (which it keeps from going home) counts against, more so when it is not in
        sequence, and so does the waste's size (the waste is searched like a column)."""
        piles = self.piles
        value = -len(piles[WASTE]) + _disorder(piles[WASTE])
        for pile in range(FOUNDATION_BASE, TABLEAU_BASE):
            value += 24 * len(piles[pile])
        for pile in _FT_COLUMNS:
            column = piles[pile]
            value += _disorder(column) if column else 16
        return value

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
        ranked: list[RankedStep] = []
        first_empty = next((pile for pile in _FT_COLUMNS if not piles[pile]), None)
        for m in self.game.generate_legal_moves():
            if m.dst >= TABLEAU_BASE and not piles[m.dst] and m.dst != first_empty:
                continue  # every empty column is the same: try the first one only
            priority = self._priority(m)
            if priority is not None:
                ranked.append((priority, self._tie(len(ranked)), (m,)))
        for priority, step in self._run_steps(first_empty):
            ranked.append((priority, self._tie(len(ranked)), step))
        ranked.sort(key=by_rank)
        return [step for _, _, step in ranked]

    def _run_steps(self, first_empty: int | None) -> list[tuple[int, Step]]:
        """Steps that carry an ordered run of two or more cards to another column one card at
        a time, parking cards in empty columns (``2**E`` cards with ``E`` empty columns)."""
        piles = self.piles
        empty = [pile for pile in _FT_COLUMNS if not piles[pile]]
        tops: dict[Card, list[int]] = {}
        for pile in _FT_COLUMNS:
            if piles[pile]:
                tops.setdefault(piles[pile][-1], []).append(pile)
        steps: list[tuple[int, Step]] = []
        for src in _FT_COLUMNS:
            column = piles[src]
            size = len(column)
            count = 1
            while count < size and column[-count - 1] == column[-count] + 4:
                count += 1
                base = column[-count]
                whole = count == size
                below_in_sequence = not whole and column[-count - 1] == base + 4
                targets = [(dst, len(empty)) for dst in tops.get(base + 4, ())]
                if first_empty is not None and not whole:
                    targets.append((first_empty, len(empty) - 1))
                for dst, spare in targets:
                    if count > 1 << spare:
                        continue
                    free = [pile for pile in empty if pile != dst]
                    plan = _carry(count, src, dst, free)
                    if whole:
                        priority = 1
                    elif below_in_sequence:
                        if self.pruned:
                            continue
                        priority = 7
                    elif not piles[dst]:
                        priority = 4
                    else:
                        priority = 2 if self.game.piles_accepting(column[-count - 1]) else 3
                    steps.append((priority, tuple(move(a, b) for a, b in plan)))
        return steps

    def _priority(self, m: Move) -> int | None:
        """Lower is tried first; None for a move that only swaps equivalent positions."""
        if m is DRAW:
            return 5
        src, dst = m.src, m.dst
        piles = self.piles
        if dst < TABLEAU_BASE:
            return 0
        if src < TABLEAU_BASE and src != WASTE:
            return None if self.pruned else 8  # a card taken back from its foundation
        target = piles[dst]
        if src == WASTE:
            return 1 if target else 4
        source = piles[src]
        card = source[-1]
        if len(source) == 1:
            return None if not target else 1
        below = source[-2]
        in_sequence = below == card + 4
        if in_sequence and self.pruned:
            return None
        if not target:
            return 6 if in_sequence else 4
        if in_sequence:
            return 7
        return 2 if self.game.piles_accepting(below) else 3


def _disorder(pile: list[Card]) -> int:
    """Minus 4 for each card of a Forty Thieves pile that lies above a lower card of its suit,
    minus 1 for each card not on the card one higher of its suit."""
    value = 0
    lowest = [13, 13, 13, 13]
    below = -1
    for card in pile:
        suit = card & 3
        rank = card >> 2
        if rank > lowest[suit]:
            value -= 4
        else:
            lowest[suit] = rank
        if below != card + 4:
            value -= 1
        below = card
    return value


def _carry(count: int, src: int, dst: int, free: list[int]) -> list[tuple[int, int]]:
    """One-card moves that carry the top ``count`` cards of ``src`` to ``dst`` in the same
    order, parking them in the empty columns ``free`` (at most ``2 ** len(free)`` cards)."""
    if count == 1:
        return [(src, dst)]
    spare, others = free[0], free[1:]
    half = count // 2
    return (
        _carry(half, src, spare, others)
        + _carry(count - half, src, dst, others)
        + _carry(half, spare, dst, others)
    )
