"""A fast Forty Thieves search on its own copy of the position.

The search keeps the columns (as shared tuples with their hash and evaluation), foundation
heights, the stock's size and the waste (a linked stack) itself and plays its steps on them
directly: the engine's ``play`` checks every move and keeps a log, which costs more than the
search itself, and a whole position here is a snapshot of a few pointers. A step is one card
move, a stock deal, or a run carried to another column through the empty columns; the winning
line found is written as engine ``Move`` values and replayed through the engine
(``to_moves``), so a line the engine refuses is never returned.

Steps leave rarely useful moves out: a card that can go home safely (both copies of the card
one rank lower are home) goes at once and alone; a run (the cards in sequence at a column's
top) moves as a whole; only the first empty column is tried; foundation cards stay home. So
the search says won or unknown, never unwinnable.

Positions are told apart by a 64-bit hash of their canonical form (columns in any order, a
suit's two foundations by sorted heights, the stock's size, the waste): a clash could only hide
a position, never make a line that does not win.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from dataclasses import dataclass

from ..cards import Card
from ..game import Game
from ..moves import DRAW, FOUNDATION_BASE, STOCK, TABLEAU_BASE, WASTE, Move, move

Step = tuple[tuple[int, int], ...]
"""Single-card moves ``(src, dst)`` by pile id; ``(STOCK, STOCK)`` is the stock deal."""

_DEAL: Step = ((STOCK, STOCK),)
_COLUMNS = range(10)


@dataclass(frozen=True)
class Weights:
    """What the evaluation of a position counts, and how much."""

    home: int = 24
    """For each card home."""
    empty: int = 16
    """For each empty column."""
    block: int = 4
    """Against each card of a column or the waste lying above a lower card of its suit."""
    loose: int = 1
    """Against each card not on the card one higher of its suit."""
    waste: int = 1
    """Against each card in the waste."""
    bury: int = 0
    """Against each card above a low card, more the lower the card (in eighths)."""


def column_score(column: tuple[Card, ...], weights: Weights) -> int:
    """The evaluation of one column (see ``Weights``)."""
    if not column:
        return weights.empty
    block = weights.block
    loose = weights.loose
    value = 0
    buried = 0
    lowest = [13, 13, 13, 13]
    below = -1
    above = len(column)
    for card in column:
        above -= 1
        suit = card & 3
        rank = card >> 2
        if rank > lowest[suit]:
            value -= block
        else:
            lowest[suit] = rank
        if below != card + 4:
            value -= loose
        buried += above * (13 - rank)
        below = card
    return value - weights.bury * buried // 8


HOME = FOUNDATION_BASE
"""The destination of a step's move to a foundation: whichever one of the card's suit takes it
(the search keeps a suit's two foundations in sorted order; ``to_moves`` names the pile)."""
Column = tuple[tuple[Card, ...], int, int]
"""A column's cards (bottom to top), their hash and their evaluation."""
Waste = tuple[Card, int, int, "Waste | None", int]
"""The waste as a linked stack: its top card (-1 when empty), the hash and the evaluation of
the whole waste, the waste below the top card (None for the empty waste), and the lowest rank
of each suit in the waste (4 bits a suit, 13 for none)."""
_EMPTY_WASTE: Waste = (-1, 0, 0, None, 0xDDDD)
Snapshot = tuple[tuple[Column, ...], tuple[int, ...], int, Waste]
"""A whole position: columns, foundation heights, stock size and waste."""


class FortyThievesSearch:
    """One search over a Forty Thieves position, with its own fast copy of the piles: columns
    as tuples (with their hash and evaluation), foundation heights, the stock's size and the
    waste as a linked stack, so that a whole position is a small snapshot.

    ``homes[s]`` and ``homes[s + 4]`` are the heights of suit ``s``'s foundations, lower
    first: a card goes onto the higher one when both take it, which keeps them sorted."""

    def __init__(self, game: Game, weights: Weights | None = None) -> None:
        self.weights = weights or Weights()
        self.deck: tuple[Card, ...] = game.cards(STOCK)
        """The stock as dealt (its last card is dealt first)."""
        self._memo: dict[tuple[Card, ...], Column] = {}
        self.cols: list[Column] = [self._column(game.cards(TABLEAU_BASE + i)) for i in _COLUMNS]
        heights = [len(game.cards(FOUNDATION_BASE + f)) for f in range(8)]
        self.homes: list[int] = [min(heights[s], heights[s + 4]) for s in range(4)] + [
            max(heights[s], heights[s + 4]) for s in range(4)
        ]
        self.stock = len(self.deck)
        self.waste: Waste = _EMPTY_WASTE
        for card in game.cards(WASTE):
            self.waste = self._push(self.waste, card)

    def _column(self, cards: tuple[Card, ...]) -> Column:
        """The column of ``cards``, shared with every other column of the same cards."""
        info = self._memo.get(cards)
        if info is None:
            if len(self._memo) >= 1 << 20:
                self._memo.clear()
            info = self._memo[cards] = (cards, hash(cards), column_score(cards, self.weights))
        return info

    def snapshot(self) -> Snapshot:
        """The whole position, to come back to with ``restore``."""
        return tuple(self.cols), tuple(self.homes), self.stock, self.waste

    def restore(self, snapshot: Snapshot) -> None:
        """Set the position back to ``snapshot``."""
        cols, homes, self.stock, self.waste = snapshot
        self.cols[:] = cols
        self.homes[:] = homes

    def key(self) -> int:
        """A hash of the canonical form of the position."""
        cols = self.cols
        return hash(
            (
                cols[0][1] + cols[1][1] + cols[2][1] + cols[3][1] + cols[4][1]
                + cols[5][1] + cols[6][1] + cols[7][1] + cols[8][1] + cols[9][1],
                *self.homes,
                self.stock,
                self.waste[1],
            )
        )  # fmt: skip

    def evaluate(self) -> int:
        """Larger is more promising: cards home, empty columns, little disorder."""
        cols = self.cols
        return (
            self.weights.home * sum(self.homes)
            + cols[0][2] + cols[1][2] + cols[2][2] + cols[3][2] + cols[4][2]
            + cols[5][2] + cols[6][2] + cols[7][2] + cols[8][2] + cols[9][2]
            + self.waste[2]
        )  # fmt: skip

    @property
    def won(self) -> bool:
        """True when every card is home."""
        return sum(self.homes) == 104

    # ------------------------------------------------------------------ playing steps

    def play(self, step: Step) -> None:
        """Make the single-card moves of ``step`` (their legality is the generator's job)."""
        cols = self.cols
        for src, dst in step:
            if src == STOCK:
                self.stock -= 1
                self.waste = self._push(self.waste, self.deck[self.stock])
                continue
            if src == WASTE:
                waste = self.waste
                card = waste[0]
                self.waste = waste[3] or _EMPTY_WASTE
            else:
                cards = cols[src - TABLEAU_BASE][0]
                card = cards[-1]
                cols[src - TABLEAU_BASE] = self._column(cards[:-1])
            if dst >= TABLEAU_BASE:
                cols[dst - TABLEAU_BASE] = self._column(cols[dst - TABLEAU_BASE][0] + (card,))
            else:
                suit = card & 3
                self.homes[suit + 4 if self.homes[suit + 4] == card >> 2 else suit] += 1

    def _push(self, waste: Waste, card: Card) -> Waste:
        """The waste with ``card`` put on top, its evaluation counting it like a column less
        ``weights.waste`` for each card."""
        weights = self.weights
        suit = card & 3
        rank = card >> 2
        below, below_hash, score, _, lows = waste
        score -= weights.waste + weights.loose * (below != card + 4)
        lowest = lows >> 4 * suit & 15
        if rank > lowest:
            score -= weights.block
        else:
            lows += (rank - lowest) << 4 * suit
        return (card, hash((below_hash, card)), score, waste, lows)

    # ------------------------------------------------------------------ steps

    def steps(self) -> list[tuple[int, Step]]:
        """The steps worth trying, each with its priority (lower first); a safe home move alone
        when there is one (both copies of the card one rank lower are home, so no card could
        ever need it in a column)."""
        homes = self.homes
        tops: dict[Card, list[int]] = {}
        empty: list[int] = []
        pile = TABLEAU_BASE
        for column in self.cols:
            cards = column[0]
            if cards:
                card = cards[-1]
                rank = card >> 2
                if homes[card & 3] == rank or (rank <= 1 and homes[(card & 3) + 4] == rank):
                    return [(0, ((pile, HOME),))]
                if card in tops:
                    tops[card].append(pile)
                else:
                    tops[card] = [pile]
            else:
                empty.append(pile)
            pile += 1
        ranked: list[tuple[int, Step]] = []
        card = self.waste[0]
        if card >= 0:
            rank = card >> 2
            if homes[card & 3] == rank or (rank <= 1 and homes[(card & 3) + 4] == rank):
                return [(0, ((WASTE, HOME),))]
            if homes[(card & 3) + 4] == rank:
                ranked.append((0, ((WASTE, HOME),)))
            for dst in tops.get(card + 4, ()):
                ranked.append((1, ((WASTE, dst),)))
            if empty:
                ranked.append((4, ((WASTE, empty[0]),)))
        spare = len(empty)
        pile = TABLEAU_BASE - 1
        for column in self.cols:
            pile += 1
            cards = column[0]
            size = len(cards)
            if not size:
                continue
            card = cards[-1]
            if homes[(card & 3) + 4] == card >> 2:
                ranked.append((0, ((pile, HOME),)))
            count = 1
            while count < size and cards[-count - 1] == cards[-count] + 4:
                count += 1
            base = cards[-count]
            if count == size:
                priority = 1
            else:
                below = cards[-count - 1]
                frees = (
                    spare
                    or below + 4 in tops
                    or below >> 2 in (homes[below & 3], homes[(below & 3) + 4])
                )
                priority = 2 if frees else 3
                if spare and count <= 1 << (spare - 1):
                    ranked.append((4, _carry(count, pile, empty[0], empty[1:])))
            targets = tops.get(base + 4)
            if targets is not None:
                if count == 1:
                    for dst in targets:
                        ranked.append((priority, ((pile, dst),)))
                elif count <= 1 << spare:
                    for dst in targets:
                        ranked.append((priority, _carry(count, pile, dst, empty)))
        if self.stock:
            ranked.append((5, _DEAL))
        return ranked


def _carry(count: int, src: int, dst: int, free: list[int]) -> Step:
    """Single-card moves that carry the top ``count`` cards of ``src`` to ``dst`` in the same
    order, parking them in the empty columns ``free`` (at most ``2 ** len(free)`` cards)."""
    if count == 1:
        return ((src, dst),)
    spare, others = free[0], free[1:]
    half = count // 2
    return (
        _carry(half, src, spare, others)
        + _carry(count - half, src, dst, others)
        + _carry(half, spare, dst, others)
    )


def to_moves(game: Game, steps: list[Step]) -> tuple[Move, ...] | None:
    """The engine actions of a line of steps from ``game``'s position, played on a copy (a
    move home goes to the foundation the engine names); None if the engine refuses one or the
    line does not win."""
    trial = game.copy()
    line: list[Move] = []
    for step in steps:
        for src, dst in step:
            if src == STOCK:
                action = DRAW
            elif dst == HOME:
                home = trial.foundation_for(src)
                if home is None:
                    return None
                action = move(src, home)
            else:
                action = move(src, dst)
            if trial.check(action) is not None:
                return None
            trial.play(action)
            line.append(action)
    return tuple(line) if trial.is_won else None


Stop = Callable[[int], bool]
"""Called with the number of positions expanded so far: True to stop the search."""


class Progress:
    """The furthest any search of a position got (most cards home), and the first action of
    the line that got there: the move to suggest when no win is found."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.home = game.cards_on_foundations
        first = min(FortyThievesSearch(game).steps(), key=_priority, default=None)
        self.move: Move | None = None if first is None else self._action(first[1])

    def _action(self, step: Step) -> Move:
        """The engine action of the first move of ``step`` from the game's position."""
        src, dst = step[0]
        if src == STOCK:
            return DRAW
        if dst == HOME:
            home = self.game.foundation_for(src)
            assert home is not None
            return move(src, home)
        return move(src, dst)

    def reached(self, home: int, first: Step) -> None:
        """A line starting with ``first`` reached ``home`` cards home: keep it if that is the
        furthest yet."""
        if home > self.home:
            self.home = home
            self.move = self._action(first)


def greedy(
    search: FortyThievesSearch, stop: Stop, progress: Progress
) -> tuple[list[Step] | None, int]:
    """Best first: always expand the most promising position seen (ties: the latest). The
    winning steps (None if none was found before ``stop`` or every position reached was
    expanded) and the number of positions expanded."""
    seen = {search.key()}
    parents: list[int] = [-1]
    taken: list[Step] = [()]
    firsts: list[Step] = [()]
    snapshots: list[Snapshot] = [search.snapshot()]
    frontier: list[tuple[int, int, int, Step]] = []
    tie = 0
    node = 0
    nodes = 0
    play = search.play
    restore = search.restore
    key = search.key
    evaluate = search.evaluate
    homes = search.homes
    while True:
        nodes += 1
        if stop(nodes):
            return None, nodes
        base = snapshots[node]
        for _, step in sorted(search.steps(), key=_priority):
            play(step)
            child = key()
            if child not in seen:
                seen.add(child)
                home = sum(homes)
                if home > progress.home:
                    if home == 104:
                        return [*_steps_to(node, parents, taken), step], nodes
                    progress.reached(home, firsts[node] or step)
                tie -= 1
                heapq.heappush(frontier, (-evaluate(), tie, node, step))
            restore(base)
        if not frontier:
            return None, nodes
        _, _, parent, step = heapq.heappop(frontier)
        restore(snapshots[parent])
        play(step)
        parents.append(parent)
        taken.append(step)
        firsts.append(firsts[parent] or step)
        snapshots.append(search.snapshot())
        node = len(parents) - 1


def beam(
    search: FortyThievesSearch, stop: Stop, width: int, progress: Progress
) -> tuple[list[Step] | None, int]:
    """Beam search: from each generation of positions keep the ``width`` most promising
    children never seen before (ties: the first seen). The winning steps (None if none was
    found before ``stop`` or the beam died out) and the number of positions expanded."""
    seen = {search.key()}
    parents: list[int] = [-1]
    taken: list[Step] = [()]
    firsts: list[Step] = [()]
    snapshots: list[Snapshot] = [search.snapshot()]
    generation = [0]
    nodes = 0
    play = search.play
    restore = search.restore
    key = search.key
    evaluate = search.evaluate
    homes = search.homes
    tie = 0
    while generation:
        children: list[tuple[int, int, int, Step]] = []
        for node in generation:
            nodes += 1
            if stop(nodes):
                return None, nodes
            base = snapshots[node]
            restore(base)
            for _, step in search.steps():
                play(step)
                child = key()
                if child not in seen:
                    seen.add(child)
                    home = sum(homes)
                    if home > progress.home:
                        if home == 104:
                            return [*_steps_to(node, parents, taken), step], nodes
                        progress.reached(home, firsts[node] or step)
                    tie += 1
                    children.append((-evaluate(), tie, node, step))
                restore(base)
        generation = []
        for _, _, parent, step in heapq.nsmallest(width, children):
            restore(snapshots[parent])
            play(step)
            parents.append(parent)
            taken.append(step)
            firsts.append(firsts[parent] or step)
            snapshots.append(search.snapshot())
            generation.append(len(parents) - 1)
    return None, nodes


def _priority(ranked: tuple[int, Step]) -> int:
    """The priority of a ranked step."""
    return ranked[0]


def _steps_to(node: int, parents: list[int], taken: list[Step]) -> list[Step]:
    """The steps from the start to ``node``."""
    steps: list[Step] = []
    while node > 0:
        steps.append(taken[node])
        node = parents[node]
    steps.reverse()
    return steps
