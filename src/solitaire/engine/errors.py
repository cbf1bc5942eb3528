"""The engine's errors. Each is a ``ValueError`` so that callers may catch them broadly."""

from __future__ import annotations

from collections.abc import Mapping


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
