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
from .policies import Step, policy_for
from .result import SolveResult, Verdict

_CHECK_EVERY = 256
"""Positions expanded between two looks at the clock and the cancel flag."""


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
    seen = {policy.key()}
    path: list[Step] = []
    frames: list[list[Step]] = [policy.steps()[::-1]]
    first_steps = frames[0]
    best_move = first_steps[-1][0] if first_steps else None
    best_progress = policy.progress()
    nodes = 0
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
            return SolveResult(Verdict.WON, line, line[0], nodes, clock() - started)
        nodes += 1
        progress = policy.progress()
        if progress > best_progress:
            best_progress = progress
            best_move = path[0][0]
        if nodes % _CHECK_EVERY == 0 and _out_of_budget(
            nodes, started, timeout, max_nodes, cancelled, clock
        ):
            return SolveResult(Verdict.UNKNOWN, (), best_move, nodes, clock() - started)
        frames.append(policy.steps()[::-1])
    return SolveResult(Verdict.UNWINNABLE, (), best_move, nodes, clock() - started)


def _out_of_budget(
    nodes: int,
    started: float,
    timeout: float | None,
    max_nodes: int | None,
    cancelled: Callable[[], bool] | None,
    clock: Callable[[], float],
) -> bool:
    if max_nodes is not None and nodes >= max_nodes:
        return True
    if timeout is not None and clock() - started >= timeout:
        return True
    return cancelled is not None and cancelled()


def replay_wins(game: Game, line: tuple[Move, ...]) -> bool:
    """True when playing ``line`` from ``game``'s current position (on a copy) wins."""
    trial = game.copy()
    for m in line:
        if trial.check(m) is not None:
            return False
        trial.play(m)
    return trial.is_won
