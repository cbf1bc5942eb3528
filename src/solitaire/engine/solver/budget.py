"""What one search may spend, and the best first action it has seen so far."""

from __future__ import annotations

from collections.abc import Callable

from ..moves import Move
from .policy import Policy
from .result import SolveResult, Verdict

CHECK_EVERY = 256
"""Positions expanded between two looks at the clock and the cancel flag."""


class Budget:
    """The limits of one search and the clock it is measured with."""

    def __init__(
        self,
        started: float,
        timeout: float | None,
        max_nodes: int | None,
        cancelled: Callable[[], bool] | None,
        clock: Callable[[], float],
    ) -> None:
        self.started = started
        self.timeout = timeout
        self.max_nodes = max_nodes
        self.cancelled = cancelled
        self.clock = clock
        self.nodes_before = 0
        """Positions expanded by earlier attempts."""

    def spent(self, nodes: int) -> bool:
        """True when the search must stop now."""
        if self.max_nodes is not None and self.nodes_before + nodes >= self.max_nodes:
            return True
        if self.timeout is not None and self.clock() - self.started >= self.timeout:
            return True
        return self.cancelled is not None and self.cancelled()

    def result(
        self, verdict: Verdict, line: tuple[Move, ...], best_move: Move | None, nodes: int
    ) -> SolveResult:
        """The result, timed."""
        return SolveResult(
            verdict, line, best_move, self.nodes_before + nodes, self.clock() - self.started
        )


class Best:
    """The first action of the line that got furthest (most cards home) so far."""

    def __init__(self, policy: Policy) -> None:
        self.policy = policy
        self.progress = policy.progress()
        self.move: Move | None = None

    def consider(self, first: Move) -> None:
        """Keep ``first`` if the current position is the furthest yet (or nothing is kept)."""
        progress = self.policy.progress()
        if progress > self.progress or self.move is None:
            self.progress = progress
            self.move = first
