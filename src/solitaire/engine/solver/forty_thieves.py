"""The Forty Thieves policy: its canonical key. The search itself is Forty Thieves' own
(``forty_thieves_portfolio``, on the fast copy of ``forty_thieves_search``): the best-first
switch sends it there."""

from __future__ import annotations

from .keys import forty_thieves_key
from .policy import Policy


class FortyThievesPolicy(Policy):
    """Forty Thieves: one card at a time, the stock dealt once. Searched by a portfolio of
    best-first and beam searches whose steps leave rarely useful moves out (``pruned``: won
    or unknown, never unwinnable)."""

    best_first = True
    pruned = True

    def key(self) -> bytes:
        return forty_thieves_key(self.piles)
