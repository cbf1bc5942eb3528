"""Undo-stack commands: one QUndoCommand per player action, each calling the engine."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QUndoCommand

from solitaire.engine import Move


class ActionTarget(Protocol):
    """The side that really changes the game (the controller)."""

    def apply_action(self, action: Move) -> None:
        """Play ``action`` on the engine (already known to be legal)."""

    def revert_action(self) -> None:
        """Take back the engine's last action."""


class ActionCommand(QUndoCommand):
    """A move, a draw or a recycle; its text is the action in the notation."""

    def __init__(self, target: ActionTarget, action: Move) -> None:
        super().__init__(action.text())
        self._target = target
        self.action = action

    def redo(self) -> None:
        self._target.apply_action(self.action)

    def undo(self) -> None:
        self._target.revert_action()
