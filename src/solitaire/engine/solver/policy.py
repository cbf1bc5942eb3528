"""What the search needs to know about a game, whichever it is: the position key, the steps
worth trying first, and the steps that are always safe to make at once.

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
from typing import TYPE_CHECKING

from ..cards import Card
from ..game import Game
from ..moves import Move
from .result import SolveResult, Verdict

if TYPE_CHECKING:
    from .budget import Budget

Step = tuple[Move, ...]
RankedStep = tuple[int, float, Step]
"""A step with its priority (lower is tried first) and its tie-break."""


class Policy:
    """The game-specific part of the search for one position's game."""

    pruned = False
    """True when the search leaves out moves that are rarely useful: it wins more often within
    a budget, but having tried everything it can no longer say "unwinnable"."""
    prunes_first = False
    """True when the depth-first search alternates: each attempt is made ``pruned`` first (to
    win quickly), then complete (to prove a loss)."""

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

    def exhausted_verdict(self) -> Verdict:
        """The verdict once every step has been tried without a win."""
        return Verdict.UNWINNABLE if self.complete and not self.pruned else Verdict.UNKNOWN

    def own_search(self, work: Game, budget: Budget) -> SolveResult | None:
        """The result of a search of the game's own, or None to search depth first with the
        steps of this policy."""
        return None

    def proven_lost(self) -> bool:
        """True when a quick test proves the current position lost without searching."""
        return False

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


def by_rank(entry: RankedStep) -> tuple[int, float]:
    """Sort key of a ranked step: its priority, then its tie-break."""
    return entry[0], entry[1]
