"""Scoring tables, one per game (SPEC section 4). The score never goes below 0."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class ScoringTable:
    """Points for each kind of action in one game."""

    to_foundation: int
    waste_to_tableau: int
    foundation_to_tableau: int
    foundation_credit_once: bool
    """True when a card earns its foundation points only the first time it gets there."""
    recycle_penalty: dict[int, int] = field(default_factory=dict)
    """Points lost per recycle of the waste, by draw mode (empty: no recycle in this game)."""


FORTY_THIEVES_SCORING = ScoringTable(
    to_foundation=10,
    waste_to_tableau=5,
    foundation_to_tableau=-15,
    foundation_credit_once=False,
)

THOUGHTFUL_SCORING = ScoringTable(
    to_foundation=10,
    waste_to_tableau=5,
    foundation_to_tableau=0,
    foundation_credit_once=True,
    recycle_penalty={1: -100, 3: -20},
)


def clamp_score(score: int) -> int:
    """A score after a penalty: never below 0.

    >>> clamp_score(-30), clamp_score(25)
    (0, 25)
    """
    return score if score > 0 else 0
