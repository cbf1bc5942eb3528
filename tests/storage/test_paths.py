"""Where the files live, and how bad ones are named when moved aside."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

import platformdirs
import pytest

from solitaire.storage import (
    CONFIG_DIR_ENV,
    ConfigPaths,
    Notice,
    NoticeKind,
    Quarantine,
    config_dir,
)
from solitaire.storage.quarantine import aside_name


def test_the_override_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path / "portable"))
    assert config_dir() == tmp_path / "portable"
    paths = ConfigPaths.default()
    assert paths.settings == tmp_path / "portable" / "settings.ini"
    assert paths.statistics.name == "statistics.sqlite3"
    assert paths.saved_game.name == "current-game.txt"
    assert not paths.directory.exists()
    paths.ensure_directory()
    assert paths.directory.is_dir()


def test_without_override_platformdirs_decides(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(CONFIG_DIR_ENV, raising=False)
    assert config_dir() == Path(platformdirs.user_config_dir("solitaire", appauthor=False))


def test_a_directory_that_is_a_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    with pytest.raises(OSError):
        ConfigPaths(tmp_path / "file").ensure_directory()


def test_aside_names_carry_a_utc_timestamp_and_never_collide(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    when = datetime(2026, 11, 30, 1, 2, 3, tzinfo=UTC)
    first = aside_name(path, when)
    assert first.name == "statistics.sqlite3.bad-20261130-010203"
    first.write_text("taken")
    assert aside_name(path, when).name == "statistics.sqlite3.bad-20261130-010203-2"


def test_moving_aside_keeps_companions_and_reports(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    path.write_bytes(b"bad")
    (tmp_path / "statistics.sqlite3-wal").write_bytes(b"wal")
    quarantine = Quarantine()
    reported: list[Notice] = []
    quarantine.reported.connect(reported.append)
    moved = quarantine.move_aside(path, NoticeKind.CORRUPT_STATISTICS, "x", ("-wal", "-shm"))
    assert moved is not None and moved.read_bytes() == b"bad"
    assert Path(f"{moved}-wal").read_bytes() == b"wal"
    assert sorted(p.name for p in tmp_path.iterdir()) == [moved.name, f"{moved.name}-wal"]
    assert re.fullmatch(r"statistics\.sqlite3\.bad-\d{8}-\d{6}", moved.name)
    assert reported == quarantine.notices and len(reported) == 1
    assert quarantine.take() == reported and quarantine.notices == []


def test_each_notice_kind_has_its_own_message() -> None:
    messages = {
        Notice(kind, Path("/x/f"), Path("/x/f.bad-1"), "why", ("k",)).message()
        for kind in NoticeKind
    }
    assert len(messages) == len(NoticeKind)
