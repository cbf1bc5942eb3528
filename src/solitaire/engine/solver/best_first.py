"""Best-first search: always expand the most promising position seen so far."""

from __future__ import annotations

import heapq

from ..game import Game
from ..moves import Move
from .budget import CHECK_EVERY, Best, Budget
from .forty_thieves import FortyThievesPolicy
from .forty_thieves_portfolio import solve_forty_thieves
from .policy import Policy, Step
from .result import SolveResult, Verdict


def best_first(work: Game, policy: Policy, budget: Budget) -> SolveResult:
    """Best first: always expand the most promising position seen (ties: the latest), each
    position kept as a snapshot of its piles; complete like the depth-first search.

    Forty Thieves has a search of its own (``forty_thieves_portfolio``)."""
    if isinstance(policy, FortyThievesPolicy):
        return solve_forty_thieves(work, budget)
    seen = {policy.key()}
    parents: list[int] = [-1]
    steps_taken: list[Step] = [()]
    tie = 0
    frontier: list[tuple[int, int, int, bytes]] = [(0, 0, 0, policy.snapshot())]
    best = Best(policy)
    nodes = 0
    play = work.play
    undo = work.undo
    while frontier:
        _, _, node, snapshot = heapq.heappop(frontier)
        policy.restore(snapshot)
        nodes += 1
        if nodes % CHECK_EVERY == 0 and budget.spent(nodes):
            return budget.result(Verdict.UNKNOWN, (), best.move, nodes)
        for step in policy.steps():
            for m in step:
                play(m)
            key = policy.key()
            if key not in seen:
                seen.add(key)
                parents.append(node)
                steps_taken.append(step)
                child = len(parents) - 1
                if work.is_won:
                    line = _line_to(child, parents, steps_taken)
                    return budget.result(Verdict.WON, line, line[0], nodes)
                if best.move is None or policy.progress() > best.progress:
                    best.consider(_line_to(child, parents, steps_taken)[0])
                tie -= 1
                heapq.heappush(frontier, (-policy.evaluate(), tie, child, policy.snapshot()))
            for _ in step:
                undo()
    return budget.result(policy.exhausted_verdict(), (), best.move, nodes)


def _line_to(node: int, parents: list[int], steps_taken: list[Step]) -> tuple[Move, ...]:
    """Every action from the root to ``node``."""
    steps: list[Step] = []
    while node > 0:
        steps.append(steps_taken[node])
        node = parents[node]
    return tuple(m for step in reversed(steps) for m in step)
