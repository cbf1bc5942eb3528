"""The Forty Thieves policy: its canonical key, and its own search (a portfolio of best-first
and beam searches, ``forty_thieves_portfolio``, on the fast copy of ``forty_thieves_search``)."""

from __future__ import annotations

from ..game import Game
from .budget import Budget
from .forty_thieves_portfolio import solve_forty_thieves
from .keys import forty_thieves_key
from .policy import Policy
from .result import SolveResult


class FortyThievesPolicy(Policy):
    """Forty Thieves: one card at a time, the stock dealt once. Searched by a portfolio of
    best-first and beam searches whose steps leave rarely useful moves out, so its verdict is
    won or unknown, never unwinnable."""

    def key(self) -> bytes:
        return forty_thieves_key(self.piles)

    def own_search(self, work: Game, budget: Budget) -> SolveResult:
        return solve_forty_thieves(work, budget)
