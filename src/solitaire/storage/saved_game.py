"""The game in progress on disk: the engine's record plus the app's fields, written atomically.

The file is the engine's text record (``dump_record``) with four extra lines::

    game-id: 5f0c…      the game's UUID (what the statistics count it by)
    started: 2026-11-30T01:02:03Z
    elapsed: 83.500     seconds on the game clock
    hints: 0

Loading replays every action through the rules (``load_record``), so a damaged or hand-edited
file is refused: it is moved aside with a notice and the app deals a new game.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from solitaire.engine import Game, InvalidRecord, dump_record, load_record
from solitaire.engine.record import MAX_RECORD_CHARS

from .atomic import write_atomically
from .quarantine import Notice, NoticeKind, Quarantine
from .results import check_game_id, format_time, parse_time

GAME_ID_KEY = "game-id"
STARTED_KEY = "started"
ELAPSED_KEY = "elapsed"
HINTS_KEY = "hints"


@dataclass(frozen=True)
class GameState:
    """What the app keeps about a game besides the record: ``started`` is None until the
    first action; ``elapsed`` is seconds on the game clock."""

    game_id: str
    started: datetime | None
    elapsed: float
    hints: int

    def to_extra(self) -> dict[str, str]:
        """The record's extra lines."""
        extra = {GAME_ID_KEY: self.game_id}
        if self.started is not None:
            extra[STARTED_KEY] = format_time(self.started)
        extra[ELAPSED_KEY] = f"{self.elapsed:.3f}"
        extra[HINTS_KEY] = str(self.hints)
        return extra

    @classmethod
    def from_extra(cls, extra: dict[str, str]) -> GameState:
        """The state in a record's extra lines; ValueError if a line is missing or bad."""
        try:
            game_id = check_game_id(extra[GAME_ID_KEY])
            started = parse_time(extra[STARTED_KEY]) if STARTED_KEY in extra else None
            elapsed = float(extra[ELAPSED_KEY])
            hints = int(extra[HINTS_KEY])
        except KeyError as missing:
            raise ValueError(f"the record has no {missing.args[0]!r} line") from None
        if not (math.isfinite(elapsed) and elapsed >= 0):
            raise ValueError(f"bad elapsed time: {extra[ELAPSED_KEY]!r}")
        if hints < 0:
            raise ValueError(f"bad hint count: {hints}")
        unknown = set(extra) - {GAME_ID_KEY, STARTED_KEY, ELAPSED_KEY, HINTS_KEY}
        if unknown:
            raise ValueError(f"unknown lines: {', '.join(sorted(unknown))}")
        return cls(game_id, started, elapsed, hints)


@dataclass
class SavedGameData:
    """A saved game as loaded: the game replayed to its last action, and its state."""

    game: Game
    state: GameState


class SavedGame:
    """The saved game in progress at ``path``; with ``path`` None, saving is off (no usable
    directory, or another running copy owns the saved game) and nothing is read or written.
    """

    def __init__(self, path: Path | None, quarantine: Quarantine | None = None) -> None:
        self._path = path
        self._quarantine = quarantine or Quarantine()

    @property
    def path(self) -> Path | None:
        """The file, or None when saving is off."""
        return self._path

    @property
    def enabled(self) -> bool:
        """True when the game in progress is saved."""
        return self._path is not None

    def save(self, game: Game, state: GameState) -> bool:
        """Write ``game`` and ``state`` atomically (the old save stays whole if this fails);
        False if it could not be written, reported once per run."""
        if self._path is None:
            return False
        try:
            write_atomically(self._path, dump_record(game, state.to_extra()).encode("utf-8"))
        except OSError as error:
            self._quarantine.report(
                Notice(NoticeKind.SAVE_FAILED, self._path, None, str(error)), once=True
            )
            return False
        return True

    def load(self) -> SavedGameData | None:
        """The saved game, or None if there is none (or saving is off). A file that is not a
        valid record with valid fields is moved aside, with a notice, and None returned."""
        if self._path is None:
            return None
        try:
            with self._path.open("rb") as handle:
                data = handle.read(MAX_RECORD_CHARS * 4 + 1)
        except FileNotFoundError:
            return None
        except OSError as error:
            self._reject(str(error))
            return None
        try:
            record = load_record(data.decode("utf-8"))
            return SavedGameData(record.game, GameState.from_extra(record.extra))
        except (UnicodeDecodeError, InvalidRecord, ValueError) as error:
            self._reject(str(error))
            return None

    def _reject(self, reason: str) -> None:
        assert self._path is not None
        self._quarantine.move_aside(self._path, NoticeKind.BAD_SAVED_GAME, reason)

    def clear(self) -> None:
        """Delete the save (the game ended)."""
        if self._path is not None:
            try:
                self._path.unlink(missing_ok=True)
            except OSError as error:
                self._quarantine.report(
                    Notice(NoticeKind.SAVE_FAILED, self._path, None, str(error)), once=True
                )
