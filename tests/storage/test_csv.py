"""CSV export and import of the statistics: an exact round trip, and refused bad files."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from solitaire.storage import VARIANTS, StatisticsStore, export_csv, import_csv, parse_csv

from .conftest import ResultFactory


def filled_store(make_result: ResultFactory) -> StatisticsStore:
    store = StatisticsStore.in_memory()
    for index in range(12):
        variant = VARIANTS[index % 3]
        result = "won" if index % 4 else "lost"
        store.record(make_result(result, variant, score=index * 37, duration=index * 12.25 + 0.1))
    return store


def test_export_then_import_round_trips_exactly(tmp_path: Path, make_result: ResultFactory) -> None:
    store = filled_store(make_result)
    first = tmp_path / "first.csv"
    assert export_csv(store, first) == 12
    copy = StatisticsStore.in_memory()
    assert import_csv(copy, first) == 12
    assert copy.all_rows() == store.all_rows()
    for variant in VARIANTS:
        assert copy.summary(variant) == store.summary(variant)
    second = tmp_path / "second.csv"
    export_csv(copy, second)
    assert second.read_bytes() == first.read_bytes()
    assert import_csv(copy, first) == 0


def test_export_of_one_variant(tmp_path: Path, make_result: ResultFactory) -> None:
    store = filled_store(make_result)
    path = tmp_path / "ft.csv"
    assert export_csv(store, path, "forty-thieves") == 4
    games = parse_csv(path.read_text(encoding="utf-8"))
    assert {g.variant for g in games} == {"forty-thieves"}
    assert [g.game_id for g in games] == [r.game_id for r in store.history("forty-thieves")]


@pytest.mark.parametrize(
    ("change", "line"),
    [
        (lambda rows: ["a,b,c", *rows[1:]], 1),
        (
            lambda rows: [
                rows[0],
                rows[1].replace(",won,", ",drawn,").replace(",lost,", ",drawn,"),
            ],
            2,
        ),
        (lambda rows: [rows[0], rows[1], rows[2].rsplit(",", 1)[0]], 3),
        (lambda rows: [rows[0], rows[1].replace("Z,", "+02:00,", 1)], 2),
    ],
)
def test_bad_rows_are_refused_with_their_line(
    tmp_path: Path, make_result: ResultFactory, change: Callable[[list[str]], list[str]], line: int
) -> None:
    store = filled_store(make_result)
    path = tmp_path / "games.csv"
    export_csv(store, path)
    rows = path.read_text(encoding="utf-8").splitlines()
    with pytest.raises(ValueError, match=f"line {line}"):
        parse_csv("\r\n".join(change(rows)) + "\r\n")
    target = StatisticsStore.in_memory()
    bad = tmp_path / "bad.csv"
    bad.write_text("\r\n".join(change(rows)) + "\r\n", encoding="utf-8")
    with pytest.raises(ValueError):
        import_csv(target, bad)
    assert target.count() == 0
