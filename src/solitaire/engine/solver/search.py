"""Depth-first search with a transposition table, through the engine's own moves.

The search plays and undoes ``Move`` values on a copy of the game, so the rules it follows are
the engine's. Each position is expanded once (its canonical key goes into a set); the steps of
a position are tried best first (see ``policies``). The search ends with a winning line, with
the proof that none exists (every reachable position expanded), or when the time or node budget
runs out or the caller cancels it.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ..game import Game
from ..moves import Move
from .budget import CHECK_EVERY, Best, Budget
from .policies import policy_for
from .policy import Policy, Step
from .result import SolveResult, Verdict

_FIRST_ATTEMPT_NODES = 1024
"""The depth-first search starts over, with the ties in its order of steps broken another
way, after this many positions, then after twice as many each time: a deal whose search got
lost in one corner is often won at once in another order, and a proof that no line wins still
comes from the last, longest attempt."""
_PRUNED_SHARE = 1
"""Positions given to pruned attempts for each one given to complete attempts."""


def solve(
    game: Game,
    *,
    timeout: float | None = 10.0,
    max_nodes: int | None = None,
    cancelled: Callable[[], bool] | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> SolveResult:
    """Search the current position of ``game`` (left unchanged) for a win.

    ``timeout`` (seconds of ``clock``) and ``max_nodes`` bound the search (None: no bound);
    ``cancelled`` is called now and then and stops the search when it returns True (for
    example ``threading.Event().is_set``).

    >>> from solitaire.engine import Game
    >>> result = solve(Game.from_code("TF1-D1N-AAAAAAB"), timeout=30)
    >>> result.verdict, result.line[0] == result.best_move
    (<Verdict.WON: 'won'>, True)
    """
    started = clock()
    work = game.copy()
    policy = policy_for(work)
    if work.is_won:
        return SolveResult(Verdict.WON, (), None, 0, clock() - started)
    budget = Budget(started, timeout, max_nodes, cancelled, clock)
    if policy.proven_lost():
        return budget.result(Verdict.UNWINNABLE, (), None, 0)
    own = policy.own_search(work, budget)
    if own is not None:
        return own
    best = Best(policy)
    pruning = policy.prunes_first
    pruned_nodes = complete_nodes = 0
    short = complete = 0
    """How many pruned and complete attempts have been made."""
    while True:
        # Pruned attempts are short and many (their lengths follow the Luby sequence: wins
        # come early in some order of the steps or not at all); complete attempts double,
        # and take as many positions in all as the pruned ones.
        pruned = pruning and pruned_nodes <= _PRUNED_SHARE * complete_nodes
        attempt = short if pruned else complete
        limit = _FIRST_ATTEMPT_NODES * (_luby(attempt + 1) if pruned else 1 << attempt)
        policy.vary_order(attempt)
        policy.pruned = pruned
        policy.complete = True
        before = budget.nodes_before
        result = _depth_first(work, policy, budget, limit, best)
        if isinstance(result, SolveResult):
            return result
        if pruned:
            short += 1
            pruned_nodes += budget.nodes_before - before
            if result is _EXHAUSTED_PRUNED:
                pruning = False  # every pruned line tried: only complete attempts from now on
        else:
            complete += 1
            complete_nodes += budget.nodes_before - before


def _luby(index: int) -> int:
    """The Luby sequence (``index`` from 1).

    >>> [_luby(index) for index in range(1, 16)]
    [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]
    """
    while True:
        bits = index.bit_length()
        if index == (1 << bits) - 1:
            return 1 << (bits - 1)
        index -= (1 << (bits - 1)) - 1


_EXHAUSTED_PRUNED = object()
"""What ``_depth_first`` returns when a pruned search tried every line it lists in vain."""


def _depth_first(
    work: Game, policy: Policy, budget: Budget, limit: int, best: Best
) -> SolveResult | object | None:
    """Depth first: each position's steps in the policy's order, with play and undo. None
    when ``limit`` positions have been expanded, ``_EXHAUSTED_PRUNED`` when a pruned search
    ran out of steps (in both cases the game is back where it started)."""
    seen = {policy.key()}
    path: list[Step] = []
    frames: list[list[Step]] = [policy.steps()[::-1]]
    if frames[0] and best.move is None:
        best.move = frames[0][-1][0]
    nodes = 0
    earlier = budget.nodes_before
    """Positions of earlier attempts: the budget is looked at every ``CHECK_EVERY`` in all."""
    play = work.play
    undo = work.undo
    while frames:
        frame = frames[-1]
        if not frame:
            frames.pop()
            if path:
                for _ in path.pop():
                    undo()
            continue
        step = frame.pop()
        for m in step:
            play(m)
        key = policy.key()
        if key in seen:
            for _ in step:
                undo()
            continue
        seen.add(key)
        path.append(step)
        if work.is_won:
            line = tuple(m for taken in path for m in taken)
            return budget.result(Verdict.WON, line, line[0], nodes)
        nodes += 1
        best.consider(path[0][0])
        if (earlier + nodes) % CHECK_EVERY == 0 and budget.spent(nodes):
            return budget.result(Verdict.UNKNOWN, (), best.move, nodes)
        if nodes == limit:
            for taken in path:
                for _ in taken:
                    undo()
            budget.nodes_before += nodes
            return None
        frames.append(policy.steps()[::-1])
    if policy.pruned:
        budget.nodes_before += nodes
        return _EXHAUSTED_PRUNED
    return budget.result(policy.exhausted_verdict(), (), best.move, nodes)


def replay_wins(game: Game, line: tuple[Move, ...]) -> bool:
    """True when playing ``line`` from ``game``'s current position (on a copy) wins."""
    trial = game.copy()
    for m in line:
        if trial.check(m) is not None:
            return False
        trial.play(m)
    return trial.is_won
