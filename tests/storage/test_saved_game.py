"""The saved game: atomic round trip, and refusal of damaged or hand-edited files."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from solitaire.engine import Game
from solitaire.storage import GameState, NoticeKind, Quarantine, SavedGame

STATE = GameState(
    "6b1f0f5e-8a43-4c47-9d3a-0a4b2f7c9e11", datetime(2026, 5, 1, 9, 30, tzinfo=UTC), 83.5, 2
)


def played_game() -> Game:
    game = Game.from_code("TF1-D3N-AAAAAAB")
    for action in ("s", "s"):
        game.play(action)
    game.undo()
    game.play(game.legal_moves()[-1])
    return game


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    saved = SavedGame(tmp_path / "current-game.txt")
    game = played_game()
    assert saved.save(game, STATE)
    loaded = saved.load()
    assert loaded is not None
    assert loaded.state == STATE
    assert loaded.game.position_text() == game.position_text()
    assert (loaded.game.score, loaded.game.moves, loaded.game.log) == (
        game.score,
        game.moves,
        game.log,
    )
    assert loaded.game.history == game.history
    saved.clear()
    assert saved.load() is None


def test_saving_replaces_the_file_whole(tmp_path: Path) -> None:
    path = tmp_path / "current-game.txt"
    saved = SavedGame(path)
    game = played_game()
    saved.save(game, STATE)
    game.play("s")
    saved.save(game, STATE)
    assert [p.name for p in tmp_path.iterdir()] == ["current-game.txt"]
    loaded = saved.load()
    assert loaded is not None and loaded.game.log == game.log


def hand_edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("actions: s", "actions: t1>t1 s"),
        ("elapsed: 83.500", "elapsed: -4"),
        ("game-id: 6b1f", "game-id: zz1f"),
        ("hints: 2", "hints: two"),
        ("solitaire-record 1", "solitaire-record 9"),
        ("code: TF1-D3N-AAAAAAB", "code: XX1-D3N-AAAAAAB"),
        ("hints: 2", "hints: 2\nmoney: 100"),
    ],
)
def test_a_hand_edited_save_is_moved_aside_with_one_notice(
    tmp_path: Path, old: str, new: str
) -> None:
    path = tmp_path / "current-game.txt"
    quarantine = Quarantine()
    saved = SavedGame(path, quarantine)
    saved.save(played_game(), STATE)
    hand_edit(path, old, new)
    edited = path.read_bytes()
    assert saved.load() is None
    notices = quarantine.take()
    assert [n.kind for n in notices] == [NoticeKind.BAD_SAVED_GAME]
    moved = notices[0].moved_to
    assert moved is not None and moved.read_bytes() == edited
    assert moved.name.startswith("current-game.txt.bad-")
    assert not path.exists()
    assert notices[0].detail and notices[0].message()


def test_binary_garbage_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "current-game.txt"
    path.write_bytes(b"\xff\x00\xfe" * 50)
    quarantine = Quarantine()
    assert SavedGame(path, quarantine).load() is None
    assert [n.kind for n in quarantine.take()] == [NoticeKind.BAD_SAVED_GAME]


def test_a_save_that_cannot_be_written_is_reported_once(tmp_path: Path) -> None:
    quarantine = Quarantine()
    saved = SavedGame(tmp_path / "missing-folder" / "current-game.txt", quarantine)
    assert not saved.save(played_game(), STATE)
    assert not saved.save(played_game(), STATE)
    assert [n.kind for n in quarantine.take()] == [NoticeKind.SAVE_FAILED]


def test_disabled_saving_touches_nothing(tmp_path: Path) -> None:
    saved = SavedGame(None)
    assert not saved.enabled
    assert not saved.save(played_game(), STATE)
    assert saved.load() is None
    saved.clear()


def test_a_game_id_is_a_canonical_uuid() -> None:
    import uuid

    from solitaire.storage.results import check_game_id, new_game_id

    fresh = new_game_id()
    assert check_game_id(fresh) == fresh == str(uuid.UUID(fresh))
    canonical = "6b1f0f5e-8a43-4c47-9d3a-0a4b2f7c9e11"
    for other in (
        canonical.upper(),
        "{" + canonical + "}",
        canonical.replace("-", ""),
        "urn:uuid:" + canonical,
        canonical + "\n",
        canonical[:-1],
    ):
        with pytest.raises(ValueError):
            check_game_id(other)
