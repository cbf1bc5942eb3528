"""The Thoughtful Solitaire part of the search: groups move together, the stock and waste
become steps that tap until a card is on top of the waste and then play it, and cards taken
back from the foundations come in blocks with the move that needs them."""

from __future__ import annotations

from ..cards import Card
from ..game import Game
from ..moves import DRAW, FOUNDATION_BASE, STOCK, TABLEAU_BASE, WASTE, Move, move
from .alternating import IS_RED, KING, PARENTS, fits_on, run_start
from .blockage import blocked
from .keys import thoughtful_key
from .policy import Policy, RankedStep, Step, by_rank

_TF_COLUMNS = range(TABLEAU_BASE, TABLEAU_BASE + 7)
_LONGEST_TAKEBACK_BLOCK = 4
_PENDING = 254
"""Marks the part of a Thoughtful Solitaire key naming the columns the last move touched."""
_OFF_ITS_SEQUENCE = 6
"""The priority of a move of a group off the card it is in sequence with."""
_OPPOSITE_SUITS = ((1, 2), (0, 3), (0, 3), (1, 2))
_SAME_COLOUR_OTHER_SUIT = (3, 2, 1, 0)


class ThoughtfulPolicy(Policy):
    """Thoughtful Solitaire: groups move together; the stock and waste become steps that tap
    until a card is on top of the waste and then play it.

    Pruned, it leaves out takebacks and moves of a group off the card it is in sequence with:
    most deals are won without them, and they multiply the positions to search.
    """

    prunes_first = True

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.draw = game.draw
        self._reach_cache: dict[bytes, list[tuple[int, Card]]] = {}
        self._run_start: list[int] = []
        """Where each pile's ordered run begins, for ``_moves_touching`` (takebacks onto a
        column only lengthen its run)."""
        self._undo = game._undo
        self._root_depth = len(game._undo)

    def key(self) -> bytes:
        key = thoughtful_key(self.piles, self.draw)
        pending = self._pending_columns()
        if pending is None or self.pruned:
            return key
        # The steps listed depend on which columns the last move touched (see steps()).
        source, target = pending
        piles = self.piles
        return key + bytes(
            (_PENDING, piles[source][-1] if piles[source] else 255, piles[target][-1])
        )

    def proven_lost(self) -> bool:
        return blocked(self.piles)

    def _pending_columns(self) -> tuple[int, int] | None:
        """The columns the search's last action moved cards between, if it did."""
        if len(self._undo) == self._root_depth:
            return None
        last = self._undo[-1][0]
        if last.src < TABLEAU_BASE or last.dst < TABLEAU_BASE:
            return None
        return last.src, last.dst

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
        ranked: list[RankedStep] = []
        self._run_start = [run_start(column) for column in piles]
        for m in self._column_moves():
            priority = self._priority(m)
            if priority is not None:
                ranked.append((priority, self._tie(len(ranked)), (m,)))
        for priority, step in self._stock_steps(reach):
            ranked.append((priority, self._tie(len(ranked)), step))
        if self.pruned:
            ranked.sort(key=by_rank)
            return [step for _, _, step in ranked]
        for step in self._takeback_steps((), ()):
            ranked.append((7, self._tie(len(ranked)), step))
        pending = self._pending_columns()
        if pending is not None:
            ranked = [entry for entry in ranked if self._may_follow(pending, entry[2])]
        ranked.sort(key=by_rank)
        return [step for _, _, step in ranked]

    def _may_follow(self, pending: tuple[int, int], step: Step) -> bool:
        """Whether ``step`` may come right after a move between the columns ``pending``.

        A move between columns can wait until just before the first action that depends on
        it: one that touches either column. Every other action between them does not touch
        those columns, so it can be made first, leaving the same position. So some winning
        line, if there is one, follows each move between columns with an action touching one
        of its two columns, with another move between columns, or with a takeback block
        (which can wait the same way), and no other step need be tried.
        """
        first = step[0]
        if first.dst >= TABLEAU_BASE and first.src >= FOUNDATION_BASE:
            return True  # a move between columns, or a takeback block
        emptied = not self.piles[pending[0]]
        piles = self.piles
        for m in step:
            if m.src in pending or m.dst in pending:
                return True
            if emptied and m.dst >= TABLEAU_BASE and not piles[m.dst]:
                return True  # every empty column is the one just emptied
        return False

    def _column_moves(self) -> list[Move]:
        """The legal moves from the columns: a top card to its foundation, a run (or part of
        one, unless pruned) onto another column (``_run_start`` must hold the runs)."""
        piles = self.piles
        tops: dict[Card, int] = {}
        empty: list[int] = []
        for pile in _TF_COLUMNS:
            if piles[pile]:
                tops[piles[pile][-1]] = pile
            else:
                empty.append(pile)
        moves: list[Move] = []
        for src in _TF_COLUMNS:
            column = piles[src]
            if not column:
                continue
            size = len(column)
            card = column[-1]
            home = FOUNDATION_BASE + (card & 3)
            if len(piles[home]) == card >> 2:
                moves.append(move(src, home))
            start = self._run_start[src]
            # Pruned: a run moves whole, never off a card it is in sequence with.
            for index in range(start, start + 1 if self.pruned else size):
                card = column[index]
                if card >> 2 == KING:
                    moves.extend(move(src, dst, size - index) for dst in empty)
                    continue
                for parent in PARENTS[card]:
                    dst = tops.get(parent)
                    if dst is not None:
                        moves.append(move(src, dst, size - index))
        return moves

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
        return [(DRAW,) * taps + (move(WASTE, pile),) for taps, card in reach if fits_on(card, top)]

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
            card = foundation[-1]
            for dst in game.piles_accepting(card):
                if dst < TABLEAU_BASE:
                    continue
                takeback = move(src, dst)
                waiting = tuple(t for t in pending if t.src != src and t.dst != dst)
                # Played on the piles alone (the engine plays the step later).
                foundation.pop()
                piles[dst].append(card)
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
                piles[dst].pop()
                foundation.append(card)
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
        red = IS_RED[top & 3]
        starts = self._run_start
        for src in _TF_COLUMNS:
            column = piles[src]
            if src == pile or not column:
                continue
            # A run's ranks go down one at a time from its first card to the top card.
            start = starts[src]
            index = start + (column[start] >> 2) - wanted
            if start <= index < len(column) and IS_RED[column[index] & 3] != red:
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
        if below >> 2 == (moved >> 2) + 1 and IS_RED[below & 3] != IS_RED[moved & 3]:
            return _OFF_ITS_SEQUENCE  # only frees the card it was on
        if not target:
            return 3
        return 2 if self.game.piles_accepting(below) else 3
