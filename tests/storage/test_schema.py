"""The statistics schema: versions, migrations in order, one transaction."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from solitaire.storage import StatisticsStore, schema

from .conftest import ResultFactory


def user_version(path: Path) -> int:
    with sqlite3.connect(path) as db:
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
    db.close()
    return version


def test_a_new_file_gets_the_current_schema(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    StatisticsStore.open(path).close()
    assert user_version(path) == schema.SCHEMA_VERSION == len(schema.MIGRATIONS)


def test_an_older_database_is_migrated_keeping_its_games(
    tmp_path: Path, make_result: ResultFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "statistics.sqlite3"
    store = StatisticsStore.open(path)
    store.record(make_result("won"))
    store.close()
    step = ("CREATE INDEX games_by_finished ON games (variant, finished)",)
    monkeypatch.setattr(schema, "MIGRATIONS", (*schema.MIGRATIONS, step))
    monkeypatch.setattr(schema, "SCHEMA_VERSION", len(schema.MIGRATIONS))
    store = StatisticsStore.open(path)
    assert store.count() == 1
    store.close()
    assert user_version(path) == schema.SCHEMA_VERSION
    with sqlite3.connect(path) as db:
        names = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
    db.close()
    assert "games_by_finished" in names


def test_a_failing_migration_changes_nothing(
    tmp_path: Path, make_result: ResultFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "statistics.sqlite3"
    store = StatisticsStore.open(path)
    store.record(make_result("won"))
    store.close()
    before = schema.SCHEMA_VERSION
    step = ("CREATE INDEX half_done ON games (score)", "CREATE INDEX broken ON nowhere (x)")
    monkeypatch.setattr(schema, "MIGRATIONS", (*schema.MIGRATIONS, step))
    monkeypatch.setattr(schema, "SCHEMA_VERSION", len(schema.MIGRATIONS))
    connection = sqlite3.connect(path, isolation_level=None)
    with pytest.raises(sqlite3.OperationalError):
        schema.migrate(connection)
    connection.close()
    assert user_version(path) == before
    with sqlite3.connect(path) as db:
        names = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
    db.close()
    assert "half_done" not in names
