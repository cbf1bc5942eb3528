"""Bad stored files, one per test: the app still opens, keeps everything else, moves the bad
file aside with a timestamp and says so once."""

from __future__ import annotations

import random
import re
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from solitaire.engine import Game
from solitaire.storage import AppStorage, Notice, NoticeKind
from solitaire.storage.preferences import ANIMATION_SPEED, FOUR_COLOUR, AnimationSpeed

from .conftest import ResultFactory, child_env

SAVED_ACTIONS = ["s", "s", "s"]


@pytest.fixture
def populated(config_dir: Path, make_result: ResultFactory) -> Iterator[Path]:
    """A configuration directory in use: a preference changed, three games recorded, a game
    in progress saved."""
    storage = AppStorage.open(config_dir)
    storage.preferences.set(FOUR_COLOUR, True)
    for result in ("won", "lost", "won"):
        storage.statistics.record(make_result(result))
    game = Game.from_code("TF1-D1N-AAAAAAB")
    storage.tracker.start(game)
    for action in SAVED_ACTIONS:
        game.play(action)
        storage.tracker.on_action(5.0)
    storage.tracker.on_quit(42.0)
    storage.close()
    yield config_dir


def only_notice(storage: AppStorage, kind: NoticeKind) -> Notice:
    notices = storage.take_notices()
    assert [notice.kind for notice in notices] == [kind]
    assert notices[0].message()
    assert storage.take_notices() == []
    return notices[0]


def assert_moved_aside(notice: Notice, name: str, content: bytes) -> Path:
    moved = notice.moved_to
    assert moved is not None
    assert re.fullmatch(re.escape(name) + r"\.bad-\d{8}-\d{6}", moved.name)
    assert moved.read_bytes() == content
    assert moved.name in notice.message()
    return moved


def assert_statistics_fresh_and_working(storage: AppStorage, make_result: ResultFactory) -> None:
    assert storage.statistics.persistent and storage.statistics.count() == 0
    assert storage.statistics.record(make_result("won"))


def assert_kept(storage: AppStorage, *, statistics: bool = True, game: bool = True) -> None:
    assert storage.preferences.get(FOUR_COLOUR) is True
    if statistics:
        assert storage.statistics.count() == 3
    resumed = storage.tracker.resume()
    if game:
        assert resumed is not None and resumed.game.log == SAVED_ACTIONS
        assert resumed.elapsed == 42.0
    else:
        assert resumed is None


def replace_statistics(config: Path, content: bytes) -> None:
    (config / "statistics.sqlite3").write_bytes(content)


def test_truncated_database(populated: Path, make_result: ResultFactory) -> None:
    path = populated / "statistics.sqlite3"
    whole = path.read_bytes()
    truncated = whole[: len(whole) // 2 + 100]
    path.write_bytes(truncated)
    storage = AppStorage.open(populated)
    notice = only_notice(storage, NoticeKind.CORRUPT_STATISTICS)
    assert_moved_aside(notice, "statistics.sqlite3", truncated)
    assert_kept(storage, statistics=False)
    assert_statistics_fresh_and_working(storage, make_result)
    storage.close()


def test_random_bytes_instead_of_a_database(populated: Path, make_result: ResultFactory) -> None:
    garbage = random.Random(5).randbytes(30_000)
    replace_statistics(populated, garbage)
    storage = AppStorage.open(populated)
    notice = only_notice(storage, NoticeKind.CORRUPT_STATISTICS)
    assert_moved_aside(notice, "statistics.sqlite3", garbage)
    assert_kept(storage, statistics=False)
    assert_statistics_fresh_and_working(storage, make_result)
    storage.close()


def test_database_from_a_newer_version(populated: Path, make_result: ResultFactory) -> None:
    path = populated / "statistics.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 99")
    db.close()
    newer = path.read_bytes()
    storage = AppStorage.open(populated)
    notice = only_notice(storage, NoticeKind.NEWER_STATISTICS)
    moved = assert_moved_aside(notice, "statistics.sqlite3", newer)
    with sqlite3.connect(moved) as db:
        assert db.execute("SELECT count(*) FROM games").fetchone()[0] == 3
    db.close()
    assert_kept(storage, statistics=False)
    assert_statistics_fresh_and_working(storage, make_result)
    storage.close()


def test_database_with_a_hand_edited_table(populated: Path, make_result: ResultFactory) -> None:
    path = populated / "statistics.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("ALTER TABLE games DROP COLUMN hints")
    db.close()
    edited = path.read_bytes()
    storage = AppStorage.open(populated)
    assert_moved_aside(only_notice(storage, NoticeKind.CORRUPT_STATISTICS), path.name, edited)
    assert_kept(storage, statistics=False)
    assert_statistics_fresh_and_working(storage, make_result)
    storage.close()


def test_database_of_another_program(populated: Path, make_result: ResultFactory) -> None:
    path = populated / "statistics.sqlite3"
    path.unlink()
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE games (name TEXT)")
    db.close()
    foreign = path.read_bytes()
    storage = AppStorage.open(populated)
    assert_moved_aside(only_notice(storage, NoticeKind.CORRUPT_STATISTICS), path.name, foreign)
    assert_kept(storage, statistics=False)
    assert_statistics_fresh_and_working(storage, make_result)
    storage.close()


def test_settings_with_wrong_types(populated: Path) -> None:
    path = populated / "settings.ini"
    text = path.read_text(encoding="utf-8")
    path.write_text(text + "animation_speed=warp\nnew_game_draw=seven\n", encoding="utf-8")
    storage = AppStorage.open(populated)
    notice = only_notice(storage, NoticeKind.BAD_SETTINGS_VALUES)
    assert set(notice.names) == {"animation_speed", "new_game_draw"}
    assert storage.preferences.get(ANIMATION_SPEED) is AnimationSpeed.NORMAL
    assert not any(".bad-" in p.name for p in populated.iterdir())
    assert_kept(storage)
    storage.close()


def test_saved_game_with_an_illegal_action(populated: Path) -> None:
    path = populated / "current-game.txt"
    edited = path.read_text(encoding="utf-8").replace("actions: s s s", "actions: s s t1>f1 s")
    path.write_text(edited, encoding="utf-8")
    storage = AppStorage.open(populated)
    assert storage.tracker.resume() is None
    notice = only_notice(storage, NoticeKind.BAD_SAVED_GAME)
    assert_moved_aside(notice, "current-game.txt", edited.encode("utf-8"))
    assert "t1>f1" in notice.detail
    assert_kept(storage, game=False)
    storage.close()


def test_config_path_that_is_a_file(tmp_path: Path, make_result: ResultFactory) -> None:
    blocker = tmp_path / "config"
    blocker.write_bytes(b"not a folder")
    for folder in (blocker, blocker / "solitaire"):
        storage = AppStorage.open(folder)
        notice = only_notice(storage, NoticeKind.NO_CONFIG_DIR)
        assert str(folder) in notice.message()
        assert not storage.usable and not storage.tracker.autosaving
        assert not storage.preferences.persistent and not storage.statistics.persistent
        storage.preferences.set(FOUR_COLOUR, True)
        assert storage.preferences.get(FOUR_COLOUR) is True
        assert storage.statistics.record(make_result("won"))
        game = Game.from_code("FT1-N-AAAAAAB")
        storage.tracker.start(game)
        game.play("s")
        assert storage.tracker.on_action(1.0) is None
        storage.close()
    assert blocker.read_bytes() == b"not a folder"


def test_statistics_path_that_cannot_be_opened(populated: Path, make_result: ResultFactory) -> None:
    path = populated / "statistics.sqlite3"
    path.rename(populated / "kept.sqlite3")
    path.mkdir()
    storage = AppStorage.open(populated)
    only_notice(storage, NoticeKind.STATISTICS_UNAVAILABLE)
    assert not storage.statistics.persistent
    assert storage.statistics.record(make_result("won"))
    assert_kept(storage, statistics=False)
    storage.close()
    assert path.is_dir()


HOLDER = """
import sys
from pathlib import Path
from solitaire.storage import AppStorage
storage = AppStorage.open(Path(sys.argv[1]))
print(storage.tracker.autosaving, flush=True)
sys.stdin.read()
"""


def test_a_second_copy_does_not_take_over_the_saved_game(populated: Path) -> None:
    first = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(populated)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=child_env(),
    )
    assert first.stdout is not None and first.stdout.readline().strip() == "True"
    saved = (populated / "current-game.txt").read_bytes()
    second = AppStorage.open(populated)
    notice = only_notice(second, NoticeKind.ALREADY_RUNNING)
    assert "already running" in notice.message()
    assert not second.tracker.autosaving
    assert_kept(second, game=False)
    game = Game.from_code("FT1-N-AAAAAAC")
    second.tracker.start(game)
    game.play("s")
    second.tracker.on_action(1.0)
    second.close()
    assert (populated / "current-game.txt").read_bytes() == saved
    first.kill()
    first.wait(timeout=10)
    third = AppStorage.open(populated)
    assert third.take_notices() == [] and third.tracker.autosaving
    assert_kept(third, statistics=False)
    third.close()


def test_a_bad_database_opened_after_the_first_frame_is_reported_then(
    populated: Path, make_result: ResultFactory
) -> None:
    path = populated / "statistics.sqlite3"
    garbage = random.Random(7).randbytes(20_000)
    path.write_bytes(garbage)
    storage = AppStorage.open(populated, defer_statistics=True)
    assert storage.take_notices() == []
    assert storage.saved_game.load() is not None, "the saved game is read without SQLite"
    assert path.read_bytes() == garbage, "the database is not touched before open_statistics"
    storage.open_statistics()
    notice = only_notice(storage, NoticeKind.CORRUPT_STATISTICS)
    assert_moved_aside(notice, "statistics.sqlite3", garbage)
    assert_statistics_fresh_and_working(storage, make_result)
    storage.close()


def test_storage_closes_without_ever_opening_the_statistics(populated: Path) -> None:
    storage = AppStorage.open(populated, defer_statistics=True)
    storage.close()
    again = AppStorage.open(populated)
    assert again.tracker.resume() is not None
    again.close()
