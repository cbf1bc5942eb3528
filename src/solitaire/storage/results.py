"""A finished game as the statistics keep it, and the variant keys that keep them apart."""

from __future__ import annotations

import enum
import math
import re
from dataclasses import dataclass
from datetime import UTC, datetime

from solitaire.engine import Game

VARIANTS: tuple[str, ...] = ("forty-thieves", "thoughtful-1", "thoughtful-3")
"""The statistics variants, each kept apart: Forty Thieves, Thoughtful draw 1 and draw 3."""

MAX_FOUNDATION_CARDS = 104
_CANONICAL_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


class Result(enum.StrEnum):
    """How a game ended: won, or lost (abandoned; no loss is ever declared by the rules)."""

    WON = "won"
    LOST = "lost"


def variant_key(game: Game) -> str:
    """The statistics variant of ``game``: ``forty-thieves``, ``thoughtful-1`` or
    ``thoughtful-3``."""
    if game.variant == "thoughtful":
        return f"thoughtful-{game.draw}"
    return game.variant


def utc_now() -> datetime:
    """The current time in UTC, to the second (the precision the statistics keep)."""
    return datetime.now(UTC).replace(microsecond=0)


def format_time(moment: datetime) -> str:
    """``moment`` as stored: UTC ISO 8601 to the second, e.g. ``2026-11-30T01:02:03Z``."""
    if moment.tzinfo is None:
        raise ValueError("a stored time must know its time zone")
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_time(text: str) -> datetime:
    """A stored time back as an aware UTC datetime; ValueError if it is not one."""
    moment = datetime.fromisoformat(text.strip())
    if moment.tzinfo is None:
        raise ValueError(f"time without a time zone: {text!r}")
    return moment.astimezone(UTC)


def check_game_id(text: str) -> str:
    """``text`` if it is a game id (a UUID in canonical form: lower-case, with hyphens);
    ValueError otherwise."""
    if not _CANONICAL_UUID.fullmatch(text):
        raise ValueError(f"not a canonical UUID: {text!r}")
    return text


def new_game_id() -> str:
    """A fresh, unique game id."""
    import uuid  # not at the top: reading a saved game at start-up does not need it

    return str(uuid.uuid4())


@dataclass(frozen=True)
class GameResult:
    """One finished game; ``game_id`` makes recording it idempotent. ValueError if a field is
    out of range."""

    game_id: str
    variant: str
    deal_code: str
    started: datetime
    finished: datetime
    duration: float
    """Seconds on the game clock."""
    moves: int
    undos: int
    hints: int
    score: int
    result: Result
    foundation_cards: int

    def __post_init__(self) -> None:
        check_game_id(self.game_id)
        if self.variant not in VARIANTS:
            raise ValueError(f"unknown variant {self.variant!r}")
        if "\n" in self.deal_code or len(self.deal_code) > 40:
            raise ValueError(f"not a deal code: {self.deal_code!r}")
        format_time(self.started)
        format_time(self.finished)
        if not (math.isfinite(self.duration) and self.duration >= 0):
            raise ValueError(f"bad duration: {self.duration!r}")
        for name in ("moves", "undos", "hints", "score", "foundation_cards"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"bad {name}: {value!r}")
        if self.foundation_cards > MAX_FOUNDATION_CARDS:
            raise ValueError(f"bad foundation_cards: {self.foundation_cards}")
        object.__setattr__(self, "result", Result(self.result))

    @property
    def won(self) -> bool:
        """True for a won game."""
        return self.result is Result.WON
