"""The controller: owns the game and its undo stack, turns gestures into commands, keeps the
clock. The scene asks it; it asks the engine; the scene follows the engine."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QElapsedTimer, QObject, Signal
from PySide6.QtGui import QUndoStack

from solitaire.engine import DRAW, Game, IllegalMove, Move
from solitaire.engine.moves import STOCK, move
from solitaire.storage.preferences import (
    AUTO_PLACEMENT,
    CONFIRM_ABANDON,
    DOUBLE_CLICK,
    INTERACTIVE_RULES,
    PLACEMENT_HELP,
)

from .commands import ActionCommand

UNDO_LIMIT = 100


@dataclass
class PlayOptions:
    """The preferences that change how gestures play (defaults from the preference table)."""

    double_click: bool = DOUBLE_CLICK.default
    auto_placement: bool = AUTO_PLACEMENT.default
    placement_help: bool = PLACEMENT_HELP.default
    interactive_rules: bool = INTERACTIVE_RULES.default
    confirm_abandon: bool = CONFIRM_ABANDON.default


def fresh_copy(game: Game) -> Game:
    """The deal of ``game`` from its start: by its code, or by its starting layout."""
    if game.code is not None:
        return Game.from_code(game.code)
    layout, score = game.initial_layout()
    return Game.from_layout(
        game.variant,
        tableau=[layout[f"t{i}"] for i in range(1, game.tableau_count + 1)],
        stock=layout["s"],
        waste=layout["w"],
        foundations=[layout[f"f{i}"] for i in range(1, game.foundation_count + 1)],
        draw=game.draw,
        score=score,
    )


class GameController(QObject):
    """One game in progress and everything the player can do to it."""

    changed = Signal(bool)
    """The position changed; the argument says whether the cards should animate."""
    refused = Signal(object, object)
    """A move was refused: the IllegalMove and the pile to show it near (or None). The table
    shows it only with the Interactive rules preference; a screen reader always hears it."""
    action_done = Signal()
    """An action was made, undone or redone (for the saved game and statistics)."""
    about_to_replace = Signal(float)
    """The game on the table is about to be left; the argument is its clock in seconds."""
    game_replaced = Signal()
    """A different game is on the table (new deal, restart, resume)."""
    won = Signal()

    def __init__(
        self, game: Game, options: PlayOptions | None = None, elapsed: float = 0.0
    ) -> None:
        super().__init__()
        self.options = options or PlayOptions()
        self.game = game
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(UNDO_LIMIT)
        self.undos = 0
        self._clock = QElapsedTimer()
        self._elapsed_before = elapsed
        if game.moves and not game.is_won:
            self._clock.start()

    # ----------------------------------------------------------------- the game

    def set_game(self, game: Game, elapsed: float = 0.0) -> None:
        """Put ``game`` on the table (its clock at ``elapsed`` seconds); history starts anew."""
        self.about_to_replace.emit(self.elapsed_seconds)
        self.undo_stack.clear()
        self.game = game
        self.undos = 0
        self._elapsed_before = elapsed
        self._clock.invalidate()
        if game.moves and not game.is_won:
            self._clock.start()
        self.game_replaced.emit()

    def restart(self) -> None:
        """The same deal from its start."""
        self.set_game(fresh_copy(self.game))

    @property
    def elapsed_seconds(self) -> float:
        """Time played on this game: from its first action to now, or to the win."""
        running = self._clock.elapsed() / 1000.0 if self._clock.isValid() else 0.0
        return self._elapsed_before + running

    @property
    def started(self) -> bool:
        """True once the first action is made (the game then counts)."""
        return self.game.moves > 0

    # ----------------------------------------------------------------- actions

    def play(self, action: Move, near: int | None = None) -> bool:
        """Play ``action`` if legal (through the undo stack); otherwise report the refusal.
        A won game is over: its history is cleared, so the win cannot be undone."""
        refusal = self.game.check(action)
        if refusal is not None:
            self._refuse(refusal, near)
            return False
        self.undo_stack.push(ActionCommand(self, action))
        if self.game.is_won:
            self.undo_stack.clear()
        return True

    def apply_action(self, action: Move) -> None:
        """Called by the command: change the engine and tell the table."""
        if not self._clock.isValid() and not self.game.is_won:
            self._clock.start()
        self.game.play(action)
        self.changed.emit(True)
        self.action_done.emit()
        if self.game.is_won:
            self._stop_clock()
            self.won.emit()

    def revert_action(self) -> None:
        """Called by the command: take back the engine's last action."""
        was_won = self.game.is_won
        self.game.undo()
        self.undos += 1
        if was_won and not self._clock.isValid():
            self._clock.start()
        self.changed.emit(True)
        self.action_done.emit()

    def _stop_clock(self) -> None:
        if self._clock.isValid():
            self._elapsed_before += self._clock.elapsed() / 1000.0
            self._clock.invalidate()

    def _refuse(self, refusal: IllegalMove, near: int | None) -> None:
        self.refused.emit(refusal, near)

    def draw(self) -> bool:
        """Tap the stock: draw, or recycle in Thoughtful Solitaire."""
        return self.play(DRAW, STOCK)

    def undo(self) -> None:
        """Undo the last action, if any."""
        self.undo_stack.undo()

    def redo(self) -> None:
        """Redo the last undone action, if any."""
        self.undo_stack.redo()

    # ----------------------------------------------------------------- gestures

    def tap(self, pile: int) -> None:
        """A single click: the stock draws; a card goes to a foundation that takes it."""
        if pile == STOCK:
            self.draw()
            return
        action = self.game.tap_move(pile)
        if action is not None:
            self.play(action)

    def double_click(self, pile: int, count: int) -> None:
        """A double-click: foundation, else the longest column, else an empty column."""
        action = self.game.smart_move(pile, count)
        if action is not None:
            self.play(action)
            return
        refusal = self._group_refusal(pile, count) if count > 1 else None
        if refusal is not None:
            self._refuse(refusal, pile)

    def _group_refusal(self, pile: int, count: int) -> IllegalMove | None:
        for target in self.game.tableau_ids:
            if target != pile:
                refusal = self.game.check(move(pile, target, count))
                if refusal is not None and refusal.rule in (
                    "group-not-in-sequence",
                    "one-card-only",
                ):
                    return refusal
        return None

    def drop(self, src: int, count: int, target: int | None) -> bool:
        """Cards dragged from ``src`` released over ``target``: move them there if it takes
        them (a foundation drop finds the card's own foundation); with auto-placement, else
        to the best place; otherwise say why and leave everything as it was."""
        refusal: IllegalMove | None = None
        if target is not None:
            action = move(src, target, count)
            refusal = self.game.check(action)
            if refusal is None:
                return self.play(action)
            if self.game.is_foundation(target) and count == 1:
                home = self.game.foundation_for(src)
                if home is not None:
                    return self.play(move(src, home))
        if self.options.auto_placement:
            best = self.game.smart_move(src, count)
            if best is not None:
                return self.play(best)
        if refusal is not None:
            self._refuse(refusal, target)
        return False

    def accepting_piles(self, src: int, count: int) -> list[int]:
        """Placement help: every pile that takes the dragged cards."""
        return self.game.accepting_piles(src, count)

    @property
    def double_click_enabled(self) -> bool:
        """The Double-click preference."""
        return self.options.double_click

    @property
    def placement_help_enabled(self) -> bool:
        """The Placement help preference."""
        return self.options.placement_help
