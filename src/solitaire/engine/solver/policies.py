"""Which game-specific policy the search uses for a game."""

from __future__ import annotations

from collections.abc import Callable

from ..game import Game
from .forty_thieves import FortyThievesPolicy
from .policy import Policy
from .thoughtful import ThoughtfulPolicy


def policy_for(game: Game) -> Policy:
    """The policy of ``game``'s variant, bound to ``game``."""
    factories: dict[str, Callable[[Game], Policy]] = {
        "forty-thieves": FortyThievesPolicy,
        "thoughtful": ThoughtfulPolicy,
    }
    return factories[game.variant](game)
