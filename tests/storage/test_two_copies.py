"""Two copies of the app recording into the same statistics at once lose and double nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from solitaire.storage import VARIANTS, StatisticsStore

from .conftest import child_env
from .record_games import make_game
from .test_statistics import recount

RECORDER = Path(__file__).with_name("record_games.py")
GAMES_EACH = 1000


@pytest.mark.slow
def test_two_processes_record_1000_games_each(tmp_path: Path) -> None:
    database, go = tmp_path / "statistics.sqlite3", tmp_path / "go"
    copies = [
        subprocess.Popen(
            [sys.executable, str(RECORDER), str(database), str(GAMES_EACH), str(tag), str(go)],
            stdout=subprocess.PIPE,
            text=True,
            env=child_env(),
        )
        for tag in (1, 2)
    ]
    for copy in copies:
        assert copy.stdout is not None
        assert copy.stdout.readline().strip() == "ready"
    go.touch()
    outputs = [copy.communicate(timeout=120)[0] for copy in copies]
    assert [copy.returncode for copy in copies] == [0, 0], outputs

    store = StatisticsStore.open(database)
    assert store.count() == 2 * GAMES_EACH
    expected_ids = {make_game(tag, i).game_id for tag in (1, 2) for i in range(GAMES_EACH)}
    assert {row.game_id for row in store.all_rows()} == expected_ids
    for variant in VARIANTS:
        rows = store.history(variant)
        assert [row.number for row in rows] == list(range(1, len(rows) + 1))
        assert store.summary(variant) == recount(variant, rows)
    store.close()
