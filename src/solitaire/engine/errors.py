"""The engine's errors. Each is a ``ValueError`` so that callers may catch them broadly."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

RULES: Final = frozenset(
    {
        "bad-notation",
        "unknown-pile",
        "not-from-stock",
        "not-onto-stock-or-waste",
        "same-pile",
        "empty-source",
        "foundation-to-foundation",
        "one-card-only",
        "only-top-waste-card",
        "foundation-one-card",
        "not-enough-cards",
        "group-not-in-sequence",
        "wrong-suit",
        "same-colour",
        "not-one-lower",
        "nothing-on-ace",
        "king-only-on-empty",
        "wrong-foundation-suit",
        "foundation-needs-ace",
        "foundation-needs-next",
        "no-redeal",
        "nothing-to-draw",
        "nothing-to-undo",
    }
)
"""Every ``IllegalMove.rule`` id the engine uses, so that the table can give each a message."""


class InvalidCode(ValueError):
    """A deal code that is not valid; ``reason`` is one of ``empty``, ``game``, ``format``,
    ``option``, ``length`` or ``character``, and the message says what is wrong."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


class IllegalMove(ValueError):
    """An action the rules refuse.

    ``rule`` is a stable id for the rule that refuses it (the table shows a message per id),
    ``params`` holds what the message names (cards and piles, in the text notation).
    """

    def __init__(self, rule: str, message: str, params: Mapping[str, str] | None = None) -> None:
        super().__init__(message)
        self.rule = rule
        self.message = message
        self.params: dict[str, str] = dict(params or {})


class InvalidRecord(ValueError):
    """A game record that cannot be trusted: malformed, or with an action the rules refuse."""
