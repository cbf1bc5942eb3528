"""Fixtures for the storage tests: game results to record, and a clean configuration dir."""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from solitaire.storage import CONFIG_DIR_ENV, GameResult, Result

ResultFactory = Callable[..., GameResult]

SOURCE_DIR = Path(__file__).resolve().parents[2] / "src"


def child_env() -> dict[str, str]:
    """The environment for a child Python process: this checkout's sources first."""
    paths = [str(SOURCE_DIR), *filter(None, [os.environ.get("PYTHONPATH")])]
    return {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}


@pytest.fixture
def make_result() -> ResultFactory:
    """A factory of finished games: fixed, distinct ids and times; any field can be given."""
    counter = itertools.count(1)
    base = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

    def make(result: str = "won", variant: str = "thoughtful-1", **fields: Any) -> GameResult:
        index = next(counter)
        won = result == "won"
        values: dict[str, Any] = {
            "game_id": f"00000000-0000-4000-8000-{index:012d}",
            "variant": variant,
            "deal_code": "TF1-D1N-AAAAAAB",
            "started": base + timedelta(hours=index),
            "finished": base + timedelta(hours=index, minutes=10),
            "duration": 600.0,
            "moves": 100,
            "undos": 0,
            "hints": 0,
            "score": 500 if won else 100,
            "result": Result(result),
            "foundation_cards": 52 if won else 10,
        }
        values.update(fields)
        return GameResult(**values)

    return make


@pytest.fixture
def config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh configuration directory, also set as ``SOLITAIRE_CONFIG_DIR``."""
    folder = tmp_path / "config"
    monkeypatch.setenv(CONFIG_DIR_ENV, str(folder))
    yield folder
