"""The statistics store: one SQLite row per finished game, and the figures drawn from them.

Recording is idempotent (a game's UUID is UNIQUE), so a game is counted once even if it is
recorded again after a crash or by a second copy of the app. Every write is one transaction
in WAL mode with a busy timeout, so two copies of the app can record at the same time.

>>> from datetime import UTC, datetime
>>> store = StatisticsStore.in_memory()
>>> when = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
>>> game = GameResult("00000000-0000-4000-8000-000000000001", "thoughtful-1", "TF1-D1N-AAAAAAB",
...                   when, when, 95.0, 120, 3, 0, 575, Result.WON, 52)
>>> store.record(game), store.record(game)
(True, False)
>>> s = store.summary("thoughtful-1")
>>> s.played, s.won, s.win_rate, s.current_streak, s.best_score
(1, 1, 1.0, Streak(result=<Result.WON: 'won'>, length=1), 575)
>>> store.history("thoughtful-1")[0].number
1
"""

from __future__ import annotations

import contextlib
import enum
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QLockFile, QObject, Signal

from .quarantine import Notice, NoticeKind, Quarantine
from .results import VARIANTS, GameResult, Result, format_time, parse_time
from .schema import (
    GAME_COLUMNS,
    SQLITE_HEADER,
    TABLE_COLUMNS,
    BadSchema,
    NewerSchema,
    check_integrity,
    check_tables,
    check_version,
    migrate,
)

BUSY_TIMEOUT_MS = 10_000
"""How long a write waits for another copy of the app to finish its own."""

_DAMAGED_CODES = frozenset({sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB})
_COLUMNS_SQL = ", ".join(GAME_COLUMNS)
_INSERT_SQL = f"""
    INSERT OR IGNORE INTO games ({", ".join(TABLE_COLUMNS)})
    SELECT :game_id, :variant, coalesce(last.number, 0) + 1, :deal_code, :started, :finished,
           :duration, :moves, :undos, :hints, :score, :result, :foundation_cards,
           CASE WHEN last.result = :result THEN last.streak + 1 ELSE 1 END,
           coalesce(last.won_so_far, 0) + (:result = 'won'),
           coalesce(last.score_so_far, 0) + :score,
           coalesce(last.time_so_far, 0) + :duration
    FROM (SELECT 1) LEFT JOIN games AS last
        ON last.variant = :variant
        AND last.number = (SELECT max(number) FROM games WHERE variant = :variant)
"""


class StatisticsError(Exception):
    """The statistics could not be read or written (the database is busy or unusable)."""


class Streak(NamedTuple):
    """A run of equal results: ``result`` is None for no games at all."""

    result: Result | None
    length: int


@dataclass(frozen=True)
class Summary:
    """The figures of one variant. Score and time figures are None before the first game (or
    the first win, for the win figures)."""

    variant: str
    played: int
    won: int
    current_streak: Streak
    longest_winning_streak: int
    longest_losing_streak: int
    best_score: int | None
    average_score: float | None
    last_score: int | None
    fastest_win: float | None
    """Seconds."""
    fewest_moves_win: int | None
    total_time: float
    """Seconds played, over every finished game."""

    @property
    def lost(self) -> int:
        """Games lost (abandoned)."""
        return self.played - self.won

    @property
    def win_rate(self) -> float:
        """Won / played, from 0.0 to 1.0 (0.0 before the first game)."""
        return self.won / self.played if self.played else 0.0


class RecordKind(enum.Enum):
    """A personal record a won game can beat."""

    BEST_SCORE = "best-score"
    FASTEST_WIN = "fastest-win"
    FEWEST_MOVES = "fewest-moves"


def new_records(before: Summary, game: GameResult) -> frozenset[RecordKind]:
    """The records ``game`` beats, compared with the summary taken before it was recorded.

    Only a win beats records, and only records that existed (a first win sets them instead).
    """
    if not game.won:
        return frozenset()
    beaten = set()
    if before.best_score is not None and game.score > before.best_score:
        beaten.add(RecordKind.BEST_SCORE)
    if before.fastest_win is not None and game.duration < before.fastest_win:
        beaten.add(RecordKind.FASTEST_WIN)
    if before.fewest_moves_win is not None and game.moves < before.fewest_moves_win:
        beaten.add(RecordKind.FEWEST_MOVES)
    return frozenset(beaten)


class HistoryRow(NamedTuple):
    """One stored game as the history table shows it. ``number`` is its place in its variant
    (1 = the first game that ended); times are stored text (UTC ISO), turn them into datetimes
    with ``parse_time`` when needed."""

    game_id: str
    variant: str
    number: int
    deal_code: str
    started: str
    finished: str
    duration: float
    moves: int
    undos: int
    hints: int
    score: int
    result: str
    foundation_cards: int

    def to_result(self) -> GameResult:
        """The row as a ``GameResult`` (ValueError if a stored value is out of range)."""
        return GameResult(
            self.game_id,
            self.variant,
            self.deal_code,
            parse_time(self.started),
            parse_time(self.finished),
            float(self.duration),
            self.moves,
            self.undos,
            self.hints,
            self.score,
            Result(self.result),
            self.foundation_cards,
        )


HISTORY_ORDERS: frozenset[str] = frozenset(GAME_COLUMNS) - {"game_id", "variant"}
"""Columns ``history`` can sort by."""


class ScorePoint(NamedTuple):
    """One game on the score chart."""

    number: int
    score: int
    won: bool


def _as_values(game: GameResult) -> dict[str, object]:
    return {
        "game_id": game.game_id,
        "variant": game.variant,
        "deal_code": game.deal_code,
        "started": format_time(game.started),
        "finished": format_time(game.finished),
        "duration": float(game.duration),
        "moves": game.moves,
        "undos": game.undos,
        "hints": game.hints,
        "score": game.score,
        "result": str(game.result),
        "foundation_cards": game.foundation_cards,
    }


def _connect(path: str) -> sqlite3.Connection:
    connection = sqlite3.connect(path, isolation_level=None, check_same_thread=True)
    connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    return connection


def _open_checked(path: Path) -> sqlite3.Connection:
    """A connection to the database at ``path``, checked and migrated; raises NewerSchema,
    BadSchema or sqlite3 errors."""
    with contextlib.suppress(FileNotFoundError), path.open("rb") as handle:
        head = handle.read(len(SQLITE_HEADER))
        if head and head != SQLITE_HEADER:
            raise BadSchema("not an SQLite database")
    connection = _connect(str(path))
    try:
        check_integrity(connection)
        check_version(connection)
        connection.execute("PRAGMA journal_mode = WAL")
        connection.execute("PRAGMA synchronous = FULL")
        migrate(connection)
        check_tables(connection)
    except BaseException:
        connection.close()
        raise
    return connection


def _is_damage(error: sqlite3.DatabaseError) -> bool:
    code = getattr(error, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in _DAMAGED_CODES
    return type(error) is sqlite3.DatabaseError


class StatisticsStore(QObject):
    """The finished games of every variant, in one SQLite database (or in memory).

    Open it with ``open`` (a file; a bad one is moved aside) or ``in_memory``. ``changed`` is
    emitted with the variant key after games are recorded, imported or reset.
    """

    changed = Signal(str)

    def __init__(
        self, connection: sqlite3.Connection, path: Path | None, parent: QObject | None = None
    ) -> None:
        """Internal: use ``open`` or ``in_memory``."""
        super().__init__(parent)
        self._connection = connection
        self._path = path

    @classmethod
    def in_memory(cls) -> StatisticsStore:
        """A store kept in memory only (when there is no usable file)."""
        connection = _connect(":memory:")
        migrate(connection)
        return cls(connection, None)

    @classmethod
    def open(
        cls,
        path: Path,
        quarantine: Quarantine | None = None,
        lock_path: Path | None = None,
    ) -> StatisticsStore:
        """The store in the file ``path``, created if needed.

        A damaged file, random bytes, or a database from a newer version is moved aside (with
        a notice) and a fresh store created in its place. If the file cannot be used at all
        (locked for too long, unreadable) the store lives in memory, with a notice. While the
        file is checked, ``lock_path`` is held so two copies starting together do
        not both move it, nor one give up on the file while the other sets it up (default: a
        ``.lock`` file beside ``path``).
        """
        quarantine = quarantine or Quarantine()
        lock = QLockFile(str(lock_path or path.with_name(path.name + ".lock")))
        lock.setStaleLockTime(30_000)
        lock.tryLock(BUSY_TIMEOUT_MS)
        try:
            return cls(cls._open_or_replace(path, quarantine), path)
        except (OSError, sqlite3.Error, BadSchema, NewerSchema) as error:
            quarantine.report(Notice(NoticeKind.STATISTICS_UNAVAILABLE, path, None, str(error)))
            return cls.in_memory()
        finally:
            if lock.isLocked():
                lock.unlock()

    @staticmethod
    def _open_or_replace(path: Path, quarantine: Quarantine) -> sqlite3.Connection:
        try:
            return _open_checked(path)
        except NewerSchema as error:
            kind, detail = NoticeKind.NEWER_STATISTICS, str(error)
        except BadSchema as error:
            kind, detail = NoticeKind.CORRUPT_STATISTICS, str(error)
        except sqlite3.DatabaseError as error:
            if not _is_damage(error):
                raise
            kind, detail = NoticeKind.CORRUPT_STATISTICS, str(error)
        if quarantine.move_aside(path, kind, detail, companions=("-wal", "-shm")) is None:
            raise StatisticsError(f"{path} is unusable and could not be moved aside: {detail}")
        return _open_checked(path)

    @property
    def path(self) -> Path | None:
        """The database file, or None for a store in memory."""
        return self._path

    @property
    def persistent(self) -> bool:
        """True when games are kept in a file."""
        return self._path is not None

    def close(self) -> None:
        """Close the database; the store cannot be used afterwards."""
        self._connection.close()

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction; sqlite3 errors come out as StatisticsError, after a
        rollback."""
        connection = self._connection
        try:
            connection.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            raise StatisticsError(str(error)) from error
        try:
            yield connection
            connection.execute("COMMIT")
        except BaseException as error:
            if connection.in_transaction:
                connection.execute("ROLLBACK")
            if isinstance(error, sqlite3.Error):
                raise StatisticsError(str(error)) from error
            raise

    def record(self, game: GameResult) -> bool:
        """Store a finished game, atomically; False (and nothing changes) if a game with its
        id is already stored. StatisticsError if it cannot be written."""
        try:
            inserted = self._connection.execute(_INSERT_SQL, _as_values(game)).rowcount == 1
        except sqlite3.Error as error:
            raise StatisticsError(str(error)) from error
        if inserted:
            self.changed.emit(game.variant)
        return inserted

    def record_many(self, games: Iterable[GameResult]) -> int:
        """Store several games in one transaction; returns how many were new."""
        added: set[str] = set()
        count = 0
        with self._transaction() as connection:
            for game in games:
                if connection.execute(_INSERT_SQL, _as_values(game)).rowcount == 1:
                    count += 1
                    added.add(game.variant)
        for variant in sorted(added):
            self.changed.emit(variant)
        return count

    def contains(self, game_id: str) -> bool:
        """True if the game with this id has been recorded."""
        row = self._connection.execute(
            "SELECT 1 FROM games WHERE game_id = ?", (game_id,)
        ).fetchone()
        return row is not None

    def get(self, game_id: str) -> HistoryRow | None:
        """The stored game with this id, or None."""
        row = self._connection.execute(
            f"SELECT {_COLUMNS_SQL} FROM games WHERE game_id = ?", (game_id,)
        ).fetchone()
        return None if row is None else HistoryRow._make(row)

    def count(self, variant: str | None = None) -> int:
        """How many games are stored, for one variant or all."""
        if variant is None:
            return int(self._connection.execute("SELECT count(*) FROM games").fetchone()[0])
        _check_variant(variant)
        row = self._connection.execute("SELECT count(*) FROM games WHERE variant = ?", (variant,))
        return int(row.fetchone()[0])

    def summary(self, variant: str) -> Summary:
        """Every summary figure of ``variant``, read from its last game and through indexes
        (a few milliseconds, however many games)."""
        _check_variant(variant)
        db = self._connection
        last = db.execute(
            "SELECT number, score, result, streak, won_so_far, score_so_far, time_so_far "
            "FROM games WHERE variant = ? ORDER BY number DESC LIMIT 1",
            (variant,),
        ).fetchone()
        if last is None:
            return Summary(variant, 0, 0, Streak(None, 0), 0, 0, None, None, None, None, None, 0.0)
        played, last_score, last_result, streak, won, score_total, time_total = last
        best = db.execute("SELECT max(score) FROM games WHERE variant = ?", (variant,))
        fastest = db.execute(
            "SELECT min(duration) FROM games WHERE variant = ? AND result = 'won'", (variant,)
        )
        fewest = db.execute(
            "SELECT min(moves) FROM games WHERE variant = ? AND result = 'won'", (variant,)
        )
        return Summary(
            variant=variant,
            played=played,
            won=won,
            current_streak=Streak(Result(last_result), streak),
            longest_winning_streak=self._longest_streak(variant, Result.WON),
            longest_losing_streak=self._longest_streak(variant, Result.LOST),
            best_score=best.fetchone()[0],
            average_score=score_total / played,
            last_score=last_score,
            fastest_win=fastest.fetchone()[0],
            fewest_moves_win=fewest.fetchone()[0],
            total_time=float(time_total),
        )

    def _longest_streak(self, variant: str, result: Result) -> int:
        row = self._connection.execute(
            "SELECT coalesce(max(streak), 0) FROM games WHERE variant = ? AND result = ?",
            (variant, str(result)),
        ).fetchone()
        return int(row[0])

    def history(
        self,
        variant: str,
        *,
        result: Result | None = None,
        order_by: str = "number",
        descending: bool = False,
        limit: int | None = None,
        offset: int = 0,
        after: HistoryRow | None = None,
    ) -> list[HistoryRow]:
        """The games of ``variant`` (only won or lost ones if ``result`` is given), sorted by
        the column ``order_by`` (ties in the order games ended), ``limit`` rows from
        ``offset`` if a limit is given, counted from just after the row ``after`` if given.
        With the defaults, every game in the order they ended. A page of a few hundred rows is
        read through an index in milliseconds in any order; see ``HistoryPager``."""
        sql, params = _history_query(variant, result, order_by, descending, after)
        if limit is not None or offset:
            sql += " LIMIT ? OFFSET ?"
            params += [-1 if limit is None else limit, offset]
        rows = self._connection.execute(sql, params).fetchall()
        return list(map(HistoryRow._make, rows))

    def history_count(self, variant: str, result: Result | None = None) -> int:
        """How many games ``history`` lists for these arguments."""
        _check_variant(variant)
        if result is None:
            return self.count(variant)
        row = self._connection.execute(
            "SELECT count(*) FROM games WHERE variant = ? AND result = ?",
            (variant, str(Result(result))),
        ).fetchone()
        return int(row[0])

    def score_points(self, variant: str, limit: int | None = None) -> list[ScorePoint]:
        """(number, score, won) of the last ``limit`` games (every game if None), oldest
        first: the chart of score over games."""
        _check_variant(variant)
        rows = self._connection.execute(
            "SELECT number, score, result = 'won' FROM games WHERE variant = ? "
            "ORDER BY number DESC LIMIT ?",
            (variant, -1 if limit is None else limit),
        ).fetchall()
        return [ScorePoint(number, score, bool(won)) for number, score, won in reversed(rows)]

    def all_rows(self, variants: Iterable[str] | None = None) -> list[HistoryRow]:
        """The games of ``variants`` (every variant if None) in the order they were stored."""
        chosen = list(VARIANTS if variants is None else variants)
        for variant in chosen:
            _check_variant(variant)
        marks = ", ".join("?" * len(chosen))
        rows = self._connection.execute(
            f"SELECT {_COLUMNS_SQL} FROM games WHERE variant IN ({marks}) ORDER BY rowid", chosen
        ).fetchall()
        return list(map(HistoryRow._make, rows))

    def reset(self, variant: str) -> int:
        """Delete every game of ``variant`` (the others are kept); returns how many."""
        _check_variant(variant)
        with self._transaction() as connection:
            deleted = connection.execute("DELETE FROM games WHERE variant = ?", (variant,))
            count = deleted.rowcount
        self.changed.emit(variant)
        return count


def _check_variant(variant: str) -> None:
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}; the variants are {', '.join(VARIANTS)}")


def check_order(order_by: str) -> None:
    """ValueError unless the history can be sorted by the column ``order_by``."""
    if order_by not in HISTORY_ORDERS:
        raise ValueError(f"cannot sort by {order_by!r}")


def _history_query(
    variant: str,
    result: Result | None,
    order_by: str,
    descending: bool,
    after: HistoryRow | None = None,
) -> tuple[str, list[object]]:
    _check_variant(variant)
    check_order(order_by)
    direction = "DESC" if descending else "ASC"
    sql = f"SELECT {_COLUMNS_SQL} FROM games WHERE variant = ?"
    params: list[object] = [variant]
    if result is not None:
        sql += " AND result = ?"
        params.append(str(Result(result)))
    if after is not None:
        beyond = "<" if descending else ">"
        if order_by == "number":
            sql += f" AND number {beyond} ?"
            params.append(after.number)
        else:
            sql += f" AND ({order_by}, number) {beyond} (?, ?)"
            params += [getattr(after, order_by), after.number]
    if order_by == "number":
        sql += f" ORDER BY number {direction}"
    else:
        sql += f" ORDER BY {order_by} {direction}, number {direction}"
    return sql, params
