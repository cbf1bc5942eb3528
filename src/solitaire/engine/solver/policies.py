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

import random
from collections.abc import Callable

from ..cards import Card
from ..game import Game
from ..moves import DRAW, FOUNDATION_BASE, STOCK, TABLEAU_BASE, WASTE, Move, move
from .keys import forty_thieves_key, thoughtful_key
from .result import Verdict

Step = tuple[Move, ...]
_SEPARATOR = b"\xff"

_FT_COLUMNS = range(TABLEAU_BASE, TABLEAU_BASE + 10)
_TF_COLUMNS = range(TABLEAU_BASE, TABLEAU_BASE + 7)
_LONGEST_TAKEBACK_BLOCK = 4
_IS_RED = (False, True, True, False)
_OPPOSITE_SUITS = ((1, 2), (0, 3), (0, 3), (1, 2))
_SAME_COLOUR_OTHER_SUIT = (3, 2, 1, 0)


class Policy:
    """The game-specific part of the search for one position's game."""

    best_first = False
    """True to search best first (``evaluate``), False for depth first."""
    pruned = False
    """True when the search leaves out moves that are rarely useful: it wins more often within
    a budget, but having tried everything it can no longer say "unwinnable"."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.piles: list[list[Card]] = game._piles
        self._shuffle: Callable[[], float] | None = None
        self.complete = True
        """False once a step was left out somewhere in the search (see ``pruned``)."""

    def vary_order(self, attempt: int) -> None:
        """Break ties between steps of the same priority the natural way (attempt 0) or in a
        pseudo-random order fixed by ``attempt``."""
        self._shuffle = random.Random(attempt).random if attempt else None

    def _tie(self, order: int) -> float:
        """The tie-break value of the ``order``-th step listed."""
        return self._shuffle() if self._shuffle is not None else order

    def snapshot(self) -> bytes:
        """The exact position (every pile, in order), to come back to with ``restore``."""
        return _SEPARATOR.join([bytes(pile) for pile in self.piles])

    def restore(self, snapshot: bytes) -> None:
        """Set the game's piles back to a ``snapshot``."""
        for pile, cards in zip(self.piles, snapshot.split(_SEPARATOR), strict=True):
            pile[:] = cards

    def exhausted_verdict(self) -> Verdict:
        """The verdict once every step has been tried without a win."""
        return Verdict.UNWINNABLE if self.complete and not self.pruned else Verdict.UNKNOWN

    def evaluate(self) -> int:
        """How promising the position is, for a best-first search: larger is better."""
        return self.progress()

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
        ranked: list[tuple[int, float, Step]] = []
        first_empty = next((pile for pile in _FT_COLUMNS if not piles[pile]), None)
        for m in self.game.generate_legal_moves():
            if m.dst >= TABLEAU_BASE and not piles[m.dst] and m.dst != first_empty:
                continue  # every empty column is the same: try the first one only
            priority = self._priority(m)
            if priority is not None:
                ranked.append((priority, self._tie(len(ranked)), (m,)))
        for priority, step in self._run_steps(first_empty):
            ranked.append((priority, self._tie(len(ranked)), step))
        ranked.sort(key=_rank)
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


def _fits_on(card: Card, top: Card) -> bool:
    """True when Thoughtful Solitaire's ``card`` may go on ``top`` in a column: one rank
    lower, the other colour."""
    return top >> 2 == (card >> 2) + 1 and _IS_RED[top & 3] != _IS_RED[card & 3]


def _run_start(column: list[Card]) -> int:
    """The index where the ordered run on top of a Thoughtful Solitaire column begins."""
    index = len(column) - 1
    while index > 0 and _fits_on(column[index], column[index - 1]):
        index -= 1
    return max(index, 0)


def _rank(entry: tuple[int, float, Step]) -> tuple[int, float]:
    """Sort key of a ranked step: its priority, then its tie-break."""
    return entry[0], entry[1]


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


class ThoughtfulPolicy(Policy):
    """Thoughtful Solitaire: groups move together; the stock and waste become steps that tap
    until a card is on top of the waste and then play it."""

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.draw = game.draw
        self._reach_cache: dict[bytes, list[tuple[int, Card]]] = {}
        self._run_start: list[int] = []
        """Where each pile's ordered run begins, for ``_moves_touching`` (takebacks onto a
        column only lengthen its run)."""

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
        ranked: list[tuple[int, float, Step]] = []
        for m in game.generate_legal_moves():
            if m.src < TABLEAU_BASE:
                continue  # stock and waste: the taps below; foundations: _takeback_steps
            priority = self._priority(m)
            if priority is not None:
                ranked.append((priority, self._tie(len(ranked)), (m,)))
        for priority, step in self._stock_steps(reach):
            ranked.append((priority, self._tie(len(ranked)), step))
        self._run_start = [_run_start(column) for column in piles]
        for step in self._takeback_steps((), ()):
            ranked.append((7, self._tie(len(ranked)), step))
        ranked.sort(key=_rank)
        return [step for _, _, step in ranked]

    def _stock_steps(self, reach: list[tuple[int, Card]]) -> list[tuple[int, Step]]:
        """Taps bringing a card to the top of the waste, then playing it."""
        piles = self.piles
        steps = []
        for taps, card in reach:
            for dst in self.game.piles_accepting(card):
                priority = 2 if dst < TABLEAU_BASE else (3 if piles[dst] else 4)
                steps.append((priority, (DRAW,) * taps + (move(WASTE, dst),)))
        return steps

    def _stock_steps_onto(self, reach: list[tuple[int, Card]], pile: int) -> list[Step]:
        """Taps bringing a card that fits on column ``pile`` to the waste, then playing it."""
        top = self.piles[pile][-1]
        return [
            (DRAW,) * taps + (move(WASTE, pile),) for taps, card in reach if _fits_on(card, top)
        ]

    def _takeback_steps(self, before: Step, pending: Step) -> list[Step]:
        """Steps that take cards back from their foundations onto columns.

        In a winning line, put every takeback off until just before the first move that
        depends on it: one that touches its column (a card put on it, or the card leaving),
        or the takeback of the card beneath it on the same foundation. Then takebacks come in
        blocks, each block followed by a move that is not a takeback and touches the column
        of the block's last takeback, and every takeback in a block is depended on by a later
        one or by that move. Those blocks, with their move, are the steps listed here; a block
        longer than ``_LONGEST_TAKEBACK_BLOCK`` is not listed, and the search then no longer
        claims that a position is unwinnable.
        """
        if len(before) == _LONGEST_TAKEBACK_BLOCK:
            self.complete = False
            return []
        game = self.game
        piles = self.piles
        steps: list[Step] = []
        for src in range(FOUNDATION_BASE, FOUNDATION_BASE + 4):
            foundation = piles[src]
            if not foundation:
                continue
            for dst in game.piles_accepting(foundation[-1]):
                if dst < TABLEAU_BASE:
                    continue
                takeback = move(src, dst)
                waiting = tuple(t for t in pending if t.src != src and t.dst != dst)
                game.play(takeback)
                taken = (*before, takeback)
                for m in self._moves_touching(dst):
                    if all(t.dst in (m.src, m.dst) for t in waiting):
                        steps.append((*taken, m))
                if not waiting:
                    steps.extend(
                        taken + step for step in self._stock_steps_onto(self._reach(), dst)
                    )
                # Each further takeback settles at most one more of those waiting, and the
                # closing move at most one besides its own: stop when they can't all be.
                if len(waiting) < _LONGEST_TAKEBACK_BLOCK - len(taken):
                    steps.extend(self._takeback_steps(taken, (*waiting, takeback)))
                game.undo()
        return steps

    def _moves_touching(self, pile: int) -> list[Move]:
        """Every legal move between columns that puts cards on column ``pile`` or takes its
        top card elsewhere (``_run_start`` must hold the columns' runs)."""
        piles = self.piles
        top = piles[pile][-1]
        moves = [
            move(pile, dst)
            for dst in self.game.piles_accepting(top)
            if dst >= TABLEAU_BASE and dst != pile
        ]
        wanted = (top >> 2) - 1
        red = _IS_RED[top & 3]
        run_start = self._run_start
        for src in _TF_COLUMNS:
            column = piles[src]
            if src == pile or not column:
                continue
            # A run's ranks go down one at a time from its first card to the top card.
            start = run_start[src]
            index = start + (column[start] >> 2) - wanted
            if start <= index < len(column) and _IS_RED[column[index] & 3] != red:
                moves.append(move(src, pile, len(column) - index))
        return moves

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
