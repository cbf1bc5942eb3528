"""The statistics store: recording, every summary figure, history, paging, reset."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest

from solitaire.storage import (
    VARIANTS,
    GameResult,
    HistoryPager,
    HistoryRow,
    RecordKind,
    Result,
    StatisticsStore,
    Streak,
    Summary,
    load_dialog_data,
    new_records,
)

from .conftest import ResultFactory


def recount(variant: str, rows: list[HistoryRow]) -> Summary:
    """The summary of ``rows`` (in the order they ended) counted the slow, obvious way."""
    results = [row.result for row in rows]
    runs = [(Result(kind), len(list(group))) for kind, group in itertools.groupby(results)]
    wins = [row for row in rows if row.result == "won"]
    scores = [row.score for row in rows]
    total_time = 0.0
    for row in rows:
        total_time += row.duration
    return Summary(
        variant=variant,
        played=len(rows),
        won=len(wins),
        current_streak=Streak(*runs[-1]) if runs else Streak(None, 0),
        longest_winning_streak=max((n for k, n in runs if k is Result.WON), default=0),
        longest_losing_streak=max((n for k, n in runs if k is Result.LOST), default=0),
        best_score=max(scores, default=None),
        average_score=sum(scores) / len(scores) if scores else None,
        last_score=scores[-1] if scores else None,
        fastest_win=min((row.duration for row in wins), default=None),
        fewest_moves_win=min((row.moves for row in wins), default=None),
        total_time=total_time,
    )


@pytest.fixture
def store() -> StatisticsStore:
    return StatisticsStore.in_memory()


def record_all(store: StatisticsStore, games: list[GameResult]) -> None:
    for game in games:
        assert store.record(game)


def test_recording_a_game_twice_counts_it_once(
    store: StatisticsStore, make_result: ResultFactory
) -> None:
    seen: list[str] = []
    store.changed.connect(seen.append)
    game = make_result("won")
    assert store.record(game) is True
    assert store.record(game) is False
    assert store.count() == 1 and store.contains(game.game_id)
    assert seen == ["thoughtful-1"]
    row = store.get(game.game_id)
    assert row is not None and row.to_result() == game


def test_empty_variant_has_an_empty_summary(store: StatisticsStore) -> None:
    summary = store.summary("forty-thieves")
    assert (summary.played, summary.won, summary.lost, summary.win_rate) == (0, 0, 0, 0.0)
    assert summary.current_streak == Streak(None, 0)
    assert summary.best_score is summary.average_score is summary.last_score is None
    assert summary.fastest_win is summary.fewest_moves_win is None
    assert summary.total_time == 0.0


def test_every_summary_figure_of_a_known_sequence(
    store: StatisticsStore, make_result: ResultFactory
) -> None:
    games = [
        make_result("won", score=600, duration=300.0, moves=150),
        make_result("won", score=700, duration=250.0, moves=170),
        make_result("lost", score=50, duration=100.0, moves=30),
        make_result("won", score=650, duration=400.0, moves=120),
        make_result("won", score=550, duration=200.0, moves=160),
        make_result("won", score=520, duration=500.0, moves=140),
        make_result("lost", score=0, duration=60.0, moves=5),
        make_result("lost", score=80, duration=90.0, moves=40),
    ]
    record_all(store, games)
    summary = store.summary("thoughtful-1")
    assert (summary.played, summary.won, summary.lost) == (8, 5, 3)
    assert summary.win_rate == 5 / 8
    assert summary.current_streak == Streak(Result.LOST, 2)
    assert summary.longest_winning_streak == 3
    assert summary.longest_losing_streak == 2
    assert summary.best_score == 700
    assert summary.average_score == (600 + 700 + 50 + 650 + 550 + 520 + 0 + 80) / 8
    assert summary.last_score == 80
    assert summary.fastest_win == 200.0
    assert summary.fewest_moves_win == 120
    assert summary.total_time == 300 + 250 + 100 + 400 + 200 + 500 + 60 + 90


def test_a_losing_game_is_never_the_fastest_win(
    store: StatisticsStore, make_result: ResultFactory
) -> None:
    record_all(store, [make_result("lost", duration=5.0, moves=1), make_result("won")])
    summary = store.summary("thoughtful-1")
    assert (summary.fastest_win, summary.fewest_moves_win) == (600.0, 100)
    assert summary.current_streak == Streak(Result.WON, 1)


def test_variants_are_kept_apart_streaks_included(
    store: StatisticsStore, make_result: ResultFactory
) -> None:
    record_all(
        store,
        [
            make_result("won", "thoughtful-1"),
            make_result("lost", "forty-thieves"),
            make_result("won", "thoughtful-1"),
            make_result("lost", "thoughtful-3"),
            make_result("won", "thoughtful-1"),
            make_result("lost", "forty-thieves"),
        ],
    )
    assert store.summary("thoughtful-1").current_streak == Streak(Result.WON, 3)
    assert store.summary("thoughtful-1").longest_winning_streak == 3
    assert store.summary("forty-thieves").longest_losing_streak == 2
    assert store.summary("thoughtful-3").played == 1
    assert [row.number for row in store.history("forty-thieves")] == [1, 2]


@pytest.mark.parametrize("seed", range(6))
def test_summary_equals_a_plain_recount(
    store: StatisticsStore, make_result: ResultFactory, seed: int
) -> None:
    rng = random.Random(seed)
    for _ in range(rng.randrange(1, 300)):
        won = rng.random() < [0.2, 0.5, 0.8][seed % 3]
        store.record(
            make_result(
                "won" if won else "lost",
                rng.choice(VARIANTS),
                score=rng.randrange(0, 1300),
                duration=rng.uniform(1, 3000),
                moves=rng.randrange(0, 500),
            )
        )
    for variant in VARIANTS:
        assert store.summary(variant) == recount(variant, store.history(variant))


def test_history_sorts_filters_and_pages(
    store: StatisticsStore, make_result: ResultFactory
) -> None:
    scores = [300, 100, 300, 700, 0, 100, 500]
    results = ["won", "lost", "won", "won", "lost", "lost", "won"]
    record_all(store, [make_result(r, score=s) for r, s in zip(results, scores, strict=True)])
    by_score = store.history("thoughtful-1", order_by="score", descending=True)
    assert [(r.score, r.number) for r in by_score] == [
        (700, 4),
        (500, 7),
        (300, 3),
        (300, 1),
        (100, 6),
        (100, 2),
        (0, 5),
    ]
    ascending = store.history("thoughtful-1", order_by="score")
    assert [r.number for r in ascending] == [5, 2, 6, 1, 3, 7, 4]
    lost = store.history("thoughtful-1", result=Result.LOST)
    assert [r.number for r in lost] == [2, 5, 6]
    assert store.history_count("thoughtful-1", Result.LOST) == 3
    page = store.history("thoughtful-1", order_by="score", descending=True, limit=3, offset=2)
    assert page == by_score[2:5]
    after = store.history("thoughtful-1", order_by="score", descending=True, after=by_score[2])
    assert after == by_score[3:]
    with pytest.raises(ValueError):
        store.history("thoughtful-1", order_by="score; DROP TABLE games")
    with pytest.raises(ValueError):
        store.history("klondike")


@pytest.mark.parametrize(("order_by", "descending"), [("number", False), ("duration", True)])
@pytest.mark.parametrize("result", [None, Result.WON])
def test_pager_reads_the_same_rows_as_history(
    store: StatisticsStore,
    make_result: ResultFactory,
    order_by: str,
    descending: bool,
    result: Result | None,
) -> None:
    rng = random.Random(7)
    for _ in range(HistoryPager.PAGE_SIZE * 2 + 17):
        store.record(make_result(rng.choice(["won", "lost"]), duration=float(rng.randrange(50))))
    pager = HistoryPager(store, "thoughtful-1", result=result)
    pager.set_order(order_by, descending)
    expected = store.history(
        "thoughtful-1", result=result, order_by=order_by, descending=descending
    )
    assert len(pager) == len(expected)
    assert list(pager) == expected
    assert pager[len(expected) - 1] == expected[-1]
    with pytest.raises(IndexError):
        pager[len(expected)]


def test_pager_follows_filter_and_refresh(
    store: StatisticsStore, make_result: ResultFactory
) -> None:
    record_all(store, [make_result("won"), make_result("lost")])
    pager = HistoryPager(store, "thoughtful-1")
    assert len(pager) == 2
    pager.set_filter(Result.LOST)
    assert [row.result for row in pager] == ["lost"]
    store.record(make_result("lost"))
    pager.refresh()
    assert len(pager) == 2


def test_reset_deletes_one_variant_only(store: StatisticsStore, make_result: ResultFactory) -> None:
    record_all(
        store,
        [make_result("won", v) for v in VARIANTS] + [make_result("lost", v) for v in VARIANTS],
    )
    assert store.reset("thoughtful-3") == 2
    assert store.count("thoughtful-3") == 0
    assert store.count("thoughtful-1") == 2 and store.count("forty-thieves") == 2
    assert store.summary("thoughtful-1").current_streak == Streak(Result.LOST, 1)
    store.record(make_result("won", "thoughtful-3"))
    assert [r.number for r in store.history("thoughtful-3")] == [1]
    assert store.summary("thoughtful-3").current_streak == Streak(Result.WON, 1)


def test_score_points_are_the_latest_games_oldest_first(
    store: StatisticsStore, make_result: ResultFactory
) -> None:
    record_all(store, [make_result("won" if i % 2 else "lost", score=i * 10) for i in range(6)])
    points = store.score_points("thoughtful-1", limit=3)
    assert [(p.number, p.score, p.won) for p in points] == [
        (4, 30, True),
        (5, 40, False),
        (6, 50, True),
    ]
    assert len(store.score_points("thoughtful-1")) == 6


def test_new_records_compare_with_the_summary_before(
    store: StatisticsStore, make_result: ResultFactory
) -> None:
    first = make_result("won", score=500, duration=300.0, moves=200)
    assert new_records(store.summary("thoughtful-1"), first) == frozenset()
    store.record(first)
    before = store.summary("thoughtful-1")
    faster = make_result("won", score=400, duration=200.0, moves=250)
    assert new_records(before, faster) == {RecordKind.FASTEST_WIN}
    best = make_result("won", score=900, duration=100.0, moves=50)
    assert new_records(before, best) == set(RecordKind)
    assert new_records(before, make_result("lost", score=900, duration=1.0)) == frozenset()


def test_dialog_data_holds_summary_history_and_chart(
    store: StatisticsStore, make_result: ResultFactory
) -> None:
    record_all(
        store, [make_result("won"), make_result("lost"), make_result("won", "forty-thieves")]
    )
    data = load_dialog_data(store, "thoughtful-1")
    assert data.summary == store.summary("thoughtful-1")
    assert list(data.history) == store.history("thoughtful-1")
    assert [p.won for p in data.chart] == [True, False]


def test_bad_results_are_refused(make_result: ResultFactory) -> None:
    for bad in (
        {"game_id": "not-a-uuid"},
        {"variant": "klondike"},
        {"score": -1},
        {"moves": 1.5},
        {"duration": float("nan")},
        {"foundation_cards": 105},
        {"result": "drawn"},
    ):
        with pytest.raises(ValueError):
            make_result(**bad)


def test_a_store_file_keeps_games_across_opens(tmp_path: Path, make_result: ResultFactory) -> None:
    path = tmp_path / "statistics.sqlite3"
    first = StatisticsStore.open(path)
    first.record(make_result("won"))
    first.close()
    again = StatisticsStore.open(path)
    assert again.persistent and again.count() == 1
    again.close()
