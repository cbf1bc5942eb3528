"""SIGKILL at random moments: nothing but the action in flight is ever lost, nothing counts twice.

A subprocess (``crash_player.py``, the app's own tracker, saved game and engine) plays seeded
games and is killed at seeded random moments, 50 times. Its log says, durably, which action
was in flight; each restart must resume exactly the position, score, move counter and clock
after the last completed action (or after the action in flight, if its save completed), and
at the end the statistics hold every finished game exactly once.
"""

from __future__ import annotations

import json
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from solitaire.engine import load_record

from .conftest import child_env
from .crash_player import STEP_SECONDS

KILLS = 50
PLAYER = Path(__file__).with_name("crash_player.py")


def run_player(config: Path, log: Path, seed: int, rng: random.Random) -> int:
    """Start the player, let it log a seeded random number of lines once it is ready (so the
    kill comes after some progress however slow the machine), kill it; its exit code."""
    start = log.stat().st_size if log.exists() else 0
    child = subprocess.Popen(
        [sys.executable, str(PLAYER), str(config), str(log), str(seed)],
        stdout=subprocess.PIPE,
        text=True,
        env=child_env(),
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "ready"
    wanted = rng.randrange(4, 60)
    with log.open("rb") as reader:
        reader.seek(start)
        lines = 0
        while lines < wanted and child.poll() is None:
            chunk = reader.read()
            lines += chunk.count(b"\n")
            if not chunk:
                time.sleep(0.001)
    child.send_signal(signal.SIGKILL)
    return child.wait(timeout=30)


def state_after(
    record: str, elapsed: float, action: str, game_id: str
) -> tuple[dict[str, Any], bool]:
    """The state a game reaches from ``record`` with one more action, and whether it is won."""
    game = load_record(record).game
    if action == "undo":
        game.undo()
    else:
        game.play(action)
    state = {
        "game_id": game_id,
        "log": game.log,
        "position": game.position_text(),
        "score": game.score,
        "moves": game.moves,
        "elapsed": elapsed + STEP_SECONDS,
    }
    return state, game.is_won


class Checker:
    """Replays the player's log: each restart must resume what the previous run completed
    (or the action in flight, if its save completed); ``recorded`` ends as the games the
    statistics must hold, with their results."""

    def __init__(self) -> None:
        self.header = ""
        self.state: dict[str, Any] | None = None
        self.in_flight: dict[str, Any] | None = None
        self.recorded: dict[str, str] = {}
        self.restarts = 0
        self.kills_in_flight = 0
        self.flights_completed = 0

    def event(self, line: dict[str, Any]) -> None:
        """Follow one logged event."""
        kind = line["ev"]
        if kind == "start":
            self.check_resume(line["resumed"])
        elif kind == "new":
            self.header = line["record"].split("actions:")[0]
            self.state, self.in_flight = None, None
        elif kind in ("intent", "intent-finish"):
            self.in_flight = line
        elif kind == "done":
            self.state = {key: value for key, value in line.items() if key != "ev"}
            self.in_flight = None
        elif kind == "finished":
            assert line["game_id"] not in self.recorded
            self.recorded[line["game_id"]] = line["result"]
            self.state, self.in_flight = None, None

    def record(self) -> str:
        """The record text of the current state (the fresh deal before any action)."""
        actions = " ".join(self.state["log"]) if self.state else ""
        return f"{self.header}actions: {actions}\n"

    def check_resume(self, resumed: dict[str, Any] | None) -> None:
        """Compare what a restart resumed with what the log allows."""
        self.restarts += 1
        allowed: list[dict[str, Any] | None] = [self.state]
        ended_by_flight: str | None = None
        flight = self.in_flight
        if flight is not None:
            self.kills_in_flight += 1
            if flight["ev"] == "intent":
                elapsed = self.state["elapsed"] if self.state else 0.0
                after, won = state_after(self.record(), elapsed, flight["action"], "")
                after["game_id"] = flight["game_id"]
                allowed.append(after)
                if won:
                    allowed.append(None)
                    ended_by_flight = "won"
            else:
                allowed.append(None)
                ended_by_flight = flight["result"]
        assert resumed in allowed, f"restart {self.restarts} resumed {resumed}, not {allowed}"
        if flight is not None and resumed != self.state:
            self.flights_completed += 1
        if resumed is None and ended_by_flight is not None and self.state is not None:
            self.recorded[self.state["game_id"]] = ended_by_flight
        elif resumed is None and ended_by_flight == "won":
            assert flight is not None
            self.recorded[flight["game_id"]] = "won"
        self.state, self.in_flight = resumed, None


@pytest.mark.slow
def test_sigkill_at_random_moments_loses_nothing(tmp_path: Path) -> None:
    rng = random.Random(20261130)
    config, log = tmp_path / "config", tmp_path / "player.log"
    codes = [run_player(config, log, 1000 + run, rng) for run in range(KILLS)]
    assert codes == [-signal.SIGKILL] * KILLS
    finish = [sys.executable, str(PLAYER), str(config), str(log), "0", "--finish"]
    subprocess.run(finish, check=True, timeout=60, env=child_env())

    checker = Checker()
    for line in log.read_text(encoding="utf-8").splitlines():
        checker.event(json.loads(line))
    assert checker.restarts == KILLS + 1
    print(
        f"kills with an action in flight: {checker.kills_in_flight} of {KILLS}; "
        f"its save (or record) had completed in {checker.flights_completed}"
    )
    assert checker.kills_in_flight >= KILLS // 5

    with sqlite3.connect(config / "statistics.sqlite3") as db:
        stored = dict(db.execute("SELECT game_id, result FROM games").fetchall())
        total = db.execute("SELECT count(*) FROM games").fetchone()[0]
    assert stored == checker.recorded
    assert total == len(stored)
    assert "won" in stored.values() and "lost" in stored.values()
    assert not (config / "current-game.txt").exists()
