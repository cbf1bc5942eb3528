"""Forty Thieves: several short searches in turn, in rounds of growing size, in one budget.

A Forty Thieves deal is usually won quickly by one way of searching or not at all within the
budget, and different evaluations and searches win different deals; so rather than one long
search, the budget goes to a round of short ones (best first and beam searches, each with its
own weights for the evaluation), then to a round of searches twice as large, and so on.

Each phase is bounded by positions expanded, not time, so a result depends on the budget only
through where it stops. When a best-first phase runs out of positions, every position the
pruned steps reach has been seen and the search ends (the verdict is then unknown: the steps
leave moves out).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game import Game
from ..moves import Move
from .budget import CHECK_EVERY, Budget
from .forty_thieves_search import FortyThievesSearch, Progress, Weights, beam, greedy, to_moves
from .result import SolveResult, Verdict


@dataclass(frozen=True)
class Phase:
    """One search of a round: best first (``width`` 0) or a beam of ``width`` positions,
    with the evaluation's ``weights``; ``nodes`` bounds the positions it expands. Both grow
    twofold each round."""

    weights: Weights
    nodes: int
    width: int = 0


PHASES = (
    Phase(Weights(block=12, loose=5, waste=3), 60_000, 100),
    Phase(Weights(loose=3, waste=2), 10_000),
    Phase(Weights(block=20, loose=8, waste=4), 60_000, 100),
    Phase(Weights(block=8, loose=5, waste=3), 60_000, 100),
)
"""The first round; each later round doubles every phase's positions and width."""


def solve_forty_thieves(game: Game, budget: Budget) -> SolveResult:
    """Search a Forty Thieves position (``game`` is left alone) for a winning line until one
    is found, the budget runs out, or a best-first phase has seen every position."""
    progress = Progress(game)
    total = 0
    round_ = 0
    while True:
        for phase in PHASES:
            search = FortyThievesSearch(game, phase.weights)
            limit = phase.nodes << round_
            spent = False

            def stop(nodes: int, start: int = total, limit: int = limit) -> bool:
                nonlocal spent
                if (start + nodes) % CHECK_EVERY == 0 and budget.spent(start + nodes):
                    spent = True
                return spent or nodes >= limit

            if phase.width:
                steps, nodes = beam(search, stop, phase.width << round_, progress)
            else:
                steps, nodes = greedy(search, stop, progress)
            total += nodes
            if steps is not None:
                line = to_moves(game, steps)
                if line is not None:
                    return budget.result(Verdict.WON, line, _first(line), total)
            if spent or (not phase.width and nodes < limit and steps is None):
                return budget.result(Verdict.UNKNOWN, (), progress.move, total)
        round_ += 1


def _first(line: tuple[Move, ...]) -> Move | None:
    """The first action of ``line``, if any."""
    return line[0] if line else None
