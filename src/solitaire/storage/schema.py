"""The statistics database's schema: numbered migrations and the checks made on opening.

``PRAGMA user_version`` holds how many migrations a database has had. Opening applies the
missing ones in one transaction; a database with a higher version comes from a newer app and
is refused (``NewerSchema``), as is one whose tables are not what the migrations made
(``BadSchema``), so the caller can move it aside.
"""

from __future__ import annotations

import sqlite3

SQLITE_HEADER = b"SQLite format 3\x00"

SORT_COLUMNS: tuple[str, ...] = (
    "started",
    "duration",
    "moves",
    "undos",
    "score",
    "foundation_cards",
    "deal_code",
)
"""Columns with an index for sorting the history (besides ``number`` and ``result``)."""

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """
        CREATE TABLE games (
            game_id TEXT NOT NULL UNIQUE,
            variant TEXT NOT NULL,
            number INTEGER NOT NULL CHECK (number > 0),
            deal_code TEXT NOT NULL,
            started TEXT NOT NULL,
            finished TEXT NOT NULL,
            duration REAL NOT NULL CHECK (duration >= 0),
            moves INTEGER NOT NULL CHECK (moves >= 0),
            undos INTEGER NOT NULL CHECK (undos >= 0),
            hints INTEGER NOT NULL CHECK (hints >= 0),
            score INTEGER NOT NULL CHECK (score >= 0),
            result TEXT NOT NULL CHECK (result IN ('won', 'lost')),
            foundation_cards INTEGER NOT NULL CHECK (foundation_cards BETWEEN 0 AND 104),
            streak INTEGER NOT NULL CHECK (streak > 0),
            won_so_far INTEGER NOT NULL,
            score_so_far INTEGER NOT NULL,
            time_so_far REAL NOT NULL,
            UNIQUE (variant, number)
        )
        """,
        "CREATE INDEX games_by_result ON games (variant, result, number)",
        "CREATE INDEX games_by_streak ON games (variant, result, streak)",
        *(
            f"CREATE INDEX games_by_{column} ON games (variant, {column}, number, result)"
            for column in SORT_COLUMNS
        ),
    ),
)
"""Each entry upgrades the schema by one version; never edit or reorder a released entry.

A variant's games are only ever appended (a reset deletes all of them), which the table uses:

- ``number`` is a game's place in its variant: 1, 2, 3 … in the order games ended, gapless;
- ``streak`` is the length of the run of equal results ending with this game;
- ``won_so_far``, ``score_so_far`` and ``time_so_far`` are running totals up to this game.

So every summary figure is read from the last game or through an index, never by scanning
100,000 rows, and the indexes let the history be read a page at a time in any order."""

SCHEMA_VERSION = len(MIGRATIONS)

GAME_COLUMNS: tuple[str, ...] = (
    "game_id",
    "variant",
    "number",
    "deal_code",
    "started",
    "finished",
    "duration",
    "moves",
    "undos",
    "hints",
    "score",
    "result",
    "foundation_cards",
)
"""The columns of a game as the history shows it."""

DERIVED_COLUMNS: tuple[str, ...] = ("streak", "won_so_far", "score_so_far", "time_so_far")
"""The columns computed when a game is recorded (see ``MIGRATIONS``)."""

TABLE_COLUMNS = GAME_COLUMNS + DERIVED_COLUMNS


class NewerSchema(Exception):
    """The database was written by a newer version of the app."""


class BadSchema(Exception):
    """The database is not one this app made (tables missing or changed)."""


def check_version(connection: sqlite3.Connection) -> None:
    """Without writing anything: NewerSchema for a database from a newer app, BadSchema for
    one of another program (tables but no version) or with changed tables."""
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise NewerSchema(f"schema version {version}, this app knows {SCHEMA_VERSION}")
    if version < 0:
        raise BadSchema(f"schema version {version}")
    if version == 0 and connection.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
        raise BadSchema("a database of another program")
    if version == SCHEMA_VERSION:
        check_tables(connection)


def migrate(connection: sqlite3.Connection) -> None:
    """Bring the database (in autocommit mode) to ``SCHEMA_VERSION``, atomically."""
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    if version == SCHEMA_VERSION:
        return
    connection.execute("BEGIN IMMEDIATE")
    try:
        check_version(connection)
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        for statements in MIGRATIONS[version:]:
            for statement in statements:
                connection.execute(statement)
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise


def check_integrity(connection: sqlite3.Connection) -> None:
    """sqlite3.DatabaseError if the file is damaged (SQLite's quick check fails)."""
    rows = connection.execute("PRAGMA quick_check").fetchall()
    if rows != [("ok",)]:
        raise sqlite3.DatabaseError(f"damaged database: {rows[0][0]}")


def check_tables(connection: sqlite3.Connection) -> None:
    """BadSchema unless the ``games`` table has exactly the expected columns."""
    columns = tuple(row[1] for row in connection.execute("PRAGMA table_info(games)"))
    if columns != TABLE_COLUMNS:
        raise BadSchema(f"unexpected games table: {columns!r}")
