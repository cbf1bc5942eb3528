"""The counting rules of the statistics (SPEC §9), for the controller to call; no widgets.

- A fresh deal (``start``) counts for nothing until its first action; from then on it is a
  game: it ends as won at the win, or as lost when abandoned (new game, restart, another
  code), and is recorded once, by its UUID.
- Every action is saved at once (``on_action``), so quitting or a crash ends nothing: the next
  start ``resume``\\ s the same game (position, score, move counter, clock, undo history).
- Restarting a deal abandons the game (a loss if it counted); the restarted deal is a new game
  with a new id that counts from its own first action, so restart-then-new-game escapes
  nothing, and nothing is recorded twice.
- A copy of the app that cannot save (another copy owns the saved game) records the game as
  lost when it quits with a started game, since it could never be resumed.

Typical use by the controller::

    tracker = storage.tracker                     # AppStorage.open() made it
    resumed = tracker.resume()
    if resumed is None:
        tracker.start(Game.new(variant, draw=draw))   # put tracker.game on the table
    else:
        show(resumed.game, clock=resumed.elapsed)
    # after every move, draw, recycle, undo or redo (GameController.action_done):
    end = tracker.on_action(clock)                # a GameEnd when this action won
    # new game, restart, another code (ask first when tracker.needs_confirmation):
    tracker.abandon(clock)
    tracker.start(new_game)
    # at quit (closeEvent / aboutToQuit):
    tracker.on_quit(clock)
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import QObject, Signal

from solitaire.engine import Game

from .quarantine import Notice, NoticeKind, Quarantine
from .results import GameResult, Result, new_game_id, utc_now, variant_key
from .saved_game import GameState, SavedGame, SavedGameData
from .statistics import RecordKind, StatisticsError, StatisticsStore, new_records


@dataclass(frozen=True)
class GameEnd:
    """A game that ended: its result as recorded, whether it was stored now (False if the
    store already had it or could not be written), and the records it beat."""

    result: GameResult
    stored: bool
    new_records: frozenset[RecordKind]


@dataclass(frozen=True)
class ResumedGame:
    """The game found saved at start: play it on, with the clock at ``elapsed`` seconds."""

    game: Game
    elapsed: float
    counted: bool


class GameTracker(QObject):
    """Follows the game on the table, saves it after each action and records how it ends.

    ``ended`` is emitted with a ``GameEnd`` whenever a game is recorded (won or lost).
    The clock (``elapsed``, seconds) belongs to the UI and is passed to each call.
    """

    ended = Signal(object)

    def __init__(
        self,
        store: StatisticsStore,
        saved_game: SavedGame,
        quarantine: Quarantine | None = None,
        clock: Callable[[], datetime] = utc_now,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._store = store
        self._saved = saved_game
        self._quarantine = quarantine or Quarantine(self)
        self._now = clock
        self._game: Game | None = None
        self._game_id = ""
        self._started: datetime | None = None
        self._elapsed = 0.0
        self._hints = 0
        self._counted = False
        self._over = True

    # ----------------------------------------------------------------- reading

    @property
    def game(self) -> Game | None:
        """The game being followed (None before ``start`` or ``resume``)."""
        return self._game

    @property
    def game_id(self) -> str:
        """The UUID of the game being followed ("" before the first)."""
        return self._game_id

    @property
    def counted(self) -> bool:
        """True once the game has had its first action: it will be recorded when it ends."""
        return self._counted

    @property
    def over(self) -> bool:
        """True when the game followed has been won or abandoned (or there is none)."""
        return self._over

    @property
    def needs_confirmation(self) -> bool:
        """True when abandoning now would record a loss (the game counts and is not over):
        ask the player first if the preference says so."""
        return self._counted and not self._over

    @property
    def autosaving(self) -> bool:
        """True when the game in progress is saved (False in a second copy of the app)."""
        return self._saved.enabled

    @property
    def elapsed(self) -> float:
        """Seconds on the game clock as last reported (or resumed)."""
        return self._elapsed

    @property
    def hints(self) -> int:
        """Hints used in this game."""
        return self._hints

    # ----------------------------------------------------------------- starting

    def resume(self) -> ResumedGame | None:
        """Load the saved game, if any, and follow it; None if there is none to play on.

        A saved game already recorded (the app stopped between recording and deleting the
        save) is deleted; a saved game that is won is recorded now and deleted.
        """
        return self.resume_loaded(self._saved.load())

    def resume_loaded(self, loaded: SavedGameData | None) -> ResumedGame | None:
        """``resume`` with the saved game already read by ``SavedGame.load`` (the app reads it
        to show the first frame before the statistics are open); the game followed is
        ``loaded.game`` itself."""
        if loaded is None:
            return None
        state = loaded.state
        if self._store.contains(state.game_id):
            self._saved.clear()
            return None
        self._follow(loaded.game, state.game_id, counted=bool(loaded.game.log))
        self._started, self._elapsed, self._hints = state.started, state.elapsed, state.hints
        if loaded.game.is_won:
            self._finish(Result.WON, state.elapsed)
            return None
        return ResumedGame(loaded.game, state.elapsed, self._counted)

    def start(self, game: Game) -> None:
        """Follow a fresh deal (nothing is counted or saved until its first action).

        A game still followed that counts and is not over is abandoned first (recorded lost
        with the last clock reported); call ``abandon`` before to record the exact time.
        """
        if self.needs_confirmation:
            self.abandon(self._elapsed)
        self._follow(game, new_game_id(), counted=False)

    def _follow(self, game: Game, game_id: str, *, counted: bool) -> None:
        self._game = game
        self._game_id = game_id
        self._started = None
        self._elapsed = 0.0
        self._hints = 0
        self._counted = counted
        self._over = False

    # ----------------------------------------------------------------- playing

    def on_action(self, elapsed: float) -> GameEnd | None:
        """Call after every action on the game (move, draw, recycle, undo, redo): the first
        one makes the game count; each is saved; the winning one records the win and deletes
        the save. Returns the ``GameEnd`` of a win, else None."""
        if self._game is None or self._over:
            return None
        if not self._counted:
            self._counted = True
            self._started = self._now()
        self._elapsed = elapsed
        self._save()
        if self._game.is_won:
            return self._finish(Result.WON, elapsed)
        return None

    def on_hint(self, elapsed: float) -> None:
        """Call when the player asks for a hint (counted in the game's record)."""
        if self._game is None or self._over:
            return
        self._hints += 1
        self._elapsed = elapsed
        if self._counted:
            self._save()

    def checkpoint(self, elapsed: float) -> None:
        """Save the clock without an action (a timer, or before quitting)."""
        if self._game is None or self._over:
            return
        self._elapsed = elapsed
        if self._counted:
            self._save()

    def abandon(self, elapsed: float) -> GameEnd | None:
        """The player leaves the game (new game, restart, another code): recorded lost if it
        counts and is not over; the save is deleted. Returns its ``GameEnd`` if recorded."""
        if self._game is None or self._over:
            return None
        self._elapsed = elapsed
        if self._counted:
            return self._finish(Result.LOST, elapsed)
        self._over = True
        self._saved.clear()
        return None

    def on_quit(self, elapsed: float) -> GameEnd | None:
        """The app is quitting: the game is saved for the next start, or, in a copy that
        cannot save, abandoned (a loss if it counts: warn the player before)."""
        if self.autosaving:
            self.checkpoint(elapsed)
            return None
        return self.abandon(elapsed)

    # ----------------------------------------------------------------- internals

    def _state(self) -> GameState:
        return GameState(self._game_id, self._started, self._elapsed, self._hints)

    def _save(self) -> None:
        assert self._game is not None
        self._saved.save(self._game, self._state())

    def _finish(self, result: Result, elapsed: float) -> GameEnd:
        game = self._game
        assert game is not None
        finished = self._now()
        outcome = GameResult(
            game_id=self._game_id,
            variant=variant_key(game),
            deal_code=game.code or "",
            started=self._started or finished,
            finished=finished,
            duration=max(0.0, float(elapsed)),
            moves=game.moves,
            undos=game.log.count("undo"),
            hints=self._hints,
            score=game.score,
            result=result,
            foundation_cards=game.cards_on_foundations,
        )
        self._over = True
        try:
            before = self._store.summary(outcome.variant)
            stored = self._store.record(outcome)
        except (StatisticsError, sqlite3.Error) as error:
            self._quarantine.report(
                Notice(NoticeKind.STATISTICS_UNAVAILABLE, self._store.path, None, str(error)),
                once=True,
            )
            end = GameEnd(outcome, False, frozenset())
        else:
            end = GameEnd(outcome, stored, new_records(before, outcome) if stored else frozenset())
        self._saved.clear()
        self.ended.emit(end)
        return end
