"""The counting rules of SPEC §9, through the tracker the controller calls."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from solitaire.engine import Game
from solitaire.storage import (
    GameEnd,
    GameState,
    GameTracker,
    RecordKind,
    Result,
    SavedGame,
    StatisticsStore,
)

from .crash_player import near_won_game

WINNING_MOVES = [f"t{column}>f{column}" for column in (1, 2, 3, 4) for _ in range(4)]


class Clock:
    """A wall clock that moves one minute per reading."""

    def __init__(self) -> None:
        self.now = datetime(2026, 6, 1, 10, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


@pytest.fixture
def store() -> Iterator[StatisticsStore]:
    store = StatisticsStore.in_memory()
    yield store
    store.close()


@pytest.fixture
def save_path(tmp_path: Path) -> Path:
    return tmp_path / "current-game.txt"


def tracker_for(store: StatisticsStore, save_path: Path | None) -> GameTracker:
    return GameTracker(store, SavedGame(save_path), clock=Clock())


@pytest.fixture
def tracker(store: StatisticsStore, save_path: Path) -> GameTracker:
    return tracker_for(store, save_path)


def act(tracker: GameTracker, action: str, elapsed: float) -> GameEnd | None:
    game = tracker.game
    assert game is not None
    if action == "undo":
        game.undo()
    else:
        game.play(action)
    return tracker.on_action(elapsed)


def results(store: StatisticsStore) -> list[tuple[str, str]]:
    return [(row.variant, row.result) for row in store.all_rows()]


def test_a_fresh_deal_counts_for_nothing(
    tracker: GameTracker, store: StatisticsStore, save_path: Path
) -> None:
    tracker.start(Game.from_code("FT1-N-AAAAAAB"))
    assert not tracker.counted and not tracker.needs_confirmation
    assert tracker.abandon(30.0) is None
    assert store.count() == 0 and not save_path.exists()


def test_the_first_action_makes_the_game_count(
    tracker: GameTracker, store: StatisticsStore, save_path: Path
) -> None:
    tracker.start(Game.from_code("FT1-N-AAAAAAB"))
    assert act(tracker, "s", 4.0) is None
    assert tracker.counted and tracker.needs_confirmation and save_path.exists()
    end = tracker.abandon(9.5)
    assert end is not None and end.stored
    assert end.result.result is Result.LOST and end.result.duration == 9.5
    assert results(store) == [("forty-thieves", "lost")]
    assert not save_path.exists() and not tracker.needs_confirmation
    assert tracker.abandon(20.0) is None
    assert store.count() == 1


def test_a_win_is_recorded_once_with_its_figures(
    tracker: GameTracker, store: StatisticsStore, save_path: Path
) -> None:
    ended: list[GameEnd] = []
    tracker.ended.connect(ended.append)
    tracker.start(near_won_game(draw=3))
    outcomes = [act(tracker, move, 2.0 * (i + 1)) for i, move in enumerate(WINNING_MOVES[:8])]
    outcomes += [act(tracker, "undo", 17.0), act(tracker, WINNING_MOVES[7], 18.0)]
    outcomes += [act(tracker, move, 20.0 + i) for i, move in enumerate(WINNING_MOVES[8:])]
    assert outcomes[:-1] == [None] * (len(outcomes) - 1)
    end = outcomes[-1]
    assert end is not None and ended == [end]
    game = end.result
    assert (game.variant, game.result, game.moves, game.undos, game.hints) == (
        "thoughtful-3",
        Result.WON,
        17,
        1,
        0,
    )
    assert game.score == 16 * 10 and game.foundation_cards == 52 and game.duration == 27.0
    assert game.started < game.finished
    assert not save_path.exists() and tracker.over
    assert tracker.abandon(99.0) is None
    assert results(store) == [("thoughtful-3", "won")]


def test_undos_and_hints_are_counted(tracker: GameTracker) -> None:
    tracker.start(Game.from_code("TF1-D1N-AAAAAAC"))
    act(tracker, "s", 1.0)
    tracker.on_hint(2.0)
    act(tracker, "undo", 3.0)
    act(tracker, "s", 4.0)
    act(tracker, "undo", 5.0)
    end = tracker.abandon(6.0)
    assert end is not None
    assert (end.result.undos, end.result.hints, end.result.moves) == (2, 1, 2)


def test_restart_then_new_game_escapes_no_loss(
    tracker: GameTracker, store: StatisticsStore
) -> None:
    code = "TF1-D1N-AAAAAAD"
    tracker.start(Game.from_code(code))
    act(tracker, "s", 3.0)
    first_id = tracker.game_id
    tracker.abandon(5.0)
    tracker.start(Game.from_code(code))
    assert tracker.game_id != first_id
    tracker.abandon(1.0)
    tracker.start(Game.from_code("FT1-N-AAAAAAD"))
    assert results(store) == [("thoughtful-1", "lost")]
    act(tracker, "s", 2.0)
    tracker.start(Game.from_code(code))
    assert results(store) == [("thoughtful-1", "lost"), ("forty-thieves", "lost")]


def test_starting_over_a_counted_game_records_it(
    tracker: GameTracker, store: StatisticsStore
) -> None:
    tracker.start(Game.from_code("FT1-N-AAAAAAE"))
    act(tracker, "s", 12.0)
    tracker.start(Game.from_code("FT1-N-AAAAAAF"))
    rows = store.all_rows()
    assert [(r.result, r.duration) for r in rows] == [("lost", 12.0)]


def test_quitting_saves_and_the_next_start_resumes_exactly(
    store: StatisticsStore, save_path: Path
) -> None:
    first = tracker_for(store, save_path)
    game = Game.from_code("TF1-D3N-AAAAAAG")
    first.start(game)
    for elapsed, action in enumerate(["s", "s", "undo", "s", "s"], start=1):
        act(first, action, float(elapsed))
    first.on_hint(5.5)
    assert first.on_quit(61.25) is None
    assert store.count() == 0

    second = tracker_for(store, save_path)
    resumed = second.resume()
    assert resumed is not None and resumed.counted and resumed.elapsed == 61.25
    again = resumed.game
    assert again.position_text() == game.position_text()
    assert (again.score, again.moves, again.log, again.history) == (
        game.score,
        game.moves,
        game.log,
        game.history,
    )
    assert second.game_id == first.game_id and second.hints == 1
    end = second.abandon(70.0)
    assert end is not None
    assert (end.result.game_id, end.result.duration, end.result.hints) == (first.game_id, 70.0, 1)
    assert end.result.started == datetime(2026, 6, 1, 10, 1, tzinfo=UTC)
    assert store.count() == 1


def test_a_save_already_recorded_is_not_resumed(store: StatisticsStore, save_path: Path) -> None:
    first = tracker_for(store, save_path)
    first.start(Game.from_code("FT1-N-AAAAAAH"))
    act(first, "s", 1.0)
    saved_text = save_path.read_text(encoding="utf-8")
    first.abandon(2.0)
    save_path.write_text(saved_text, encoding="utf-8")
    second = tracker_for(store, save_path)
    assert second.resume() is None
    assert not save_path.exists() and store.count() == 1


def test_a_saved_won_game_is_recorded_at_resume(store: StatisticsStore, save_path: Path) -> None:
    first = tracker_for(store, save_path)
    first.start(near_won_game())
    for i, move in enumerate(WINNING_MOVES[:-1]):
        act(first, move, float(i))
    saved = SavedGame(save_path)
    game = first.game
    assert game is not None
    game.play(WINNING_MOVES[-1])
    saved.save(game, GameState(first.game_id, datetime(2026, 6, 1, tzinfo=UTC), 20.0, 0))
    second = tracker_for(store, save_path)
    assert second.resume() is None
    assert results(store) == [("thoughtful-1", "won")]
    assert not save_path.exists()


def test_a_copy_that_cannot_save_records_a_loss_on_quit(store: StatisticsStore) -> None:
    tracker = tracker_for(store, None)
    assert not tracker.autosaving and tracker.resume() is None
    tracker.start(Game.from_code("FT1-N-AAAAAAJ"))
    act(tracker, "s", 1.0)
    end = tracker.on_quit(8.0)
    assert end is not None and end.result.result is Result.LOST
    assert store.count() == 1


def test_a_record_beaten_is_reported(tracker: GameTracker) -> None:
    durations = [100.0, 50.0]
    ends = []
    for duration in durations:
        tracker.start(near_won_game())
        outcomes = [act(tracker, move, duration) for move in WINNING_MOVES]
        end = outcomes[-1]
        assert end is not None
        ends.append(end)
    assert ends[0].new_records == frozenset()
    assert ends[1].new_records == {RecordKind.FASTEST_WIN}


def test_resume_loaded_follows_the_game_object_read_before(
    tracker: GameTracker, save_path: Path
) -> None:
    tracker.start(Game.from_code("FT1-N-AAAAAAB"))
    act(tracker, "s", 5.0)
    loaded = SavedGame(save_path).load()
    assert loaded is not None
    resumed = tracker_for(StatisticsStore.in_memory(), save_path).resume_loaded(loaded)
    assert resumed is not None and resumed.game is loaded.game
    assert (resumed.elapsed, resumed.counted) == (5.0, True)
