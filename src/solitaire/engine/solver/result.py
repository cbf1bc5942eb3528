"""What a search found: a verdict, the winning line when there is one, and its cost."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..moves import Move


class Verdict(Enum):
    """The answer about a position."""

    WON = "won"
    """A winning line was found (``SolveResult.line``)."""
    UNWINNABLE = "unwinnable"
    """Every line was searched: no sequence of actions wins from here."""
    UNKNOWN = "unknown"
    """The budget ran out, or the search was cancelled, before either was shown."""


@dataclass(frozen=True, slots=True)
class SolveResult:
    """The outcome of ``solve``.

    ``line`` holds every action, stock taps included, that wins from the position searched (empty
    unless the verdict is WON). ``best_move`` is the first action of the winning line, or, when
    none was found, the most promising action the search saw (None when the game is already won,
    or when no action does anything useful: then the verdict is UNWINNABLE). ``nodes`` counts
    the positions expanded, ``seconds`` the time taken.
    """

    verdict: Verdict
    line: tuple[Move, ...]
    best_move: Move | None
    nodes: int
    seconds: float

    @property
    def decided(self) -> bool:
        """True when the verdict is WON or UNWINNABLE."""
        return self.verdict is not Verdict.UNKNOWN

    def line_text(self) -> str:
        """The winning line in the notation, actions separated by spaces."""
        return " ".join(m.text() for m in self.line)
