"""A scripted player for the crash test: the app's own storage code plays games until killed.

Run as ``python crash_player.py CONFIG_DIR LOG SEED [--finish]``. It opens the storage like
the app (``AppStorage.open``), resumes the saved game if there is one, then plays seeded
random actions (moves, draws, undos, abandons, some wins) forever. Around every action it
appends a JSON line to LOG and fsyncs it: ``intent`` before the action, ``done`` after the
tracker has saved it, so the test knows which action was in flight when SIGKILL came.
With ``--finish`` it resumes, abandons the game (if it counts) and exits.
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from solitaire.engine import Game, dump_record
from solitaire.storage import AppStorage, GameTracker

STEP_SECONDS = 1.5
"""The game clock advances this much per action (a fake, deterministic clock)."""


def near_won_game(draw: int = 1) -> Game:
    """A Thoughtful position with ten to king of each suit left, one suit per column."""
    foundations = [[rank + suit for rank in "A23456789"] for suit in "SHDC"]
    tableau = [[rank + suit for rank in "KQJT"] for suit in "SHDC"] + [[], [], []]
    return Game.from_layout("thoughtful", tableau=tableau, foundations=foundations, draw=draw)


def game_state(tracker: GameTracker) -> dict[str, Any]:
    """What must survive a crash: the game's id, actions, position, score, counter, clock."""
    game = tracker.game
    assert game is not None
    return {
        "game_id": tracker.game_id,
        "log": game.log,
        "position": game.position_text(),
        "score": game.score,
        "moves": game.moves,
        "elapsed": tracker.elapsed,
    }


class Player:
    """Plays with the app's tracker, logging every step durably."""

    def __init__(self, storage: AppStorage, log_path: Path, seed: int) -> None:
        self.tracker = storage.tracker
        self.rng = random.Random(seed)
        self.log_file = log_path.open("a", encoding="utf-8")
        self.elapsed = 0.0

    def log(self, event: str, **fields: Any) -> None:
        """Append one event and make it durable before going on."""
        self.log_file.write(json.dumps({"ev": event, **fields}) + "\n")
        self.log_file.flush()
        os.fsync(self.log_file.fileno())

    def new_game(self) -> None:
        """Deal a seeded game: a near-won Thoughtful, a Thoughtful deal or a Forty Thieves."""
        kind = self.rng.random()
        number = self.rng.randrange(2**35)
        if kind < 0.4:
            game = near_won_game(self.rng.choice((1, 3)))
        elif kind < 0.7:
            game = Game.new("thoughtful", number, draw=self.rng.choice((1, 3)))
        else:
            game = Game.new("forty-thieves", number)
        self.tracker.start(game)
        self.elapsed = 0.0
        self.log("new", game_id=self.tracker.game_id, record=dump_record(game))

    def choose(self, game: Game) -> str | None:
        """A seeded action: mostly home moves when there are some, some undos, or None to
        abandon the game."""
        moves = game.legal_moves()
        roll = self.rng.random()
        if not moves or (self.tracker.counted and roll < 0.02):
            return None
        if game.can_undo and roll < 0.12:
            return "undo"
        home = [m for m in moves if ">f" in m]
        if home and (game.code is None or roll < 0.5):
            return self.rng.choice(home)
        return self.rng.choice(moves)

    def step(self) -> None:
        """One action, or an abandon, logged before and after."""
        game = self.tracker.game
        assert game is not None
        action = self.choose(game)
        game_id = self.tracker.game_id
        if action is None:
            self.log("intent-finish", game_id=game_id, result="lost")
            end = self.tracker.abandon(self.elapsed)
            assert end is not None
            self.log("finished", game_id=game_id, result="lost", score=end.result.score)
            self.new_game()
            return
        self.log("intent", game_id=game_id, action=action)
        if action == "undo":
            game.undo()
        else:
            game.play(action)
        self.elapsed += STEP_SECONDS
        end = self.tracker.on_action(self.elapsed)
        if end is None:
            self.log("done", **game_state(self.tracker))
        else:
            self.log("finished", game_id=game_id, result="won", score=end.result.score)
            self.new_game()


def main(argv: list[str]) -> int:
    """Resume or deal, then play until killed (or, with --finish, abandon and stop)."""
    app = QCoreApplication([])
    storage = AppStorage.open(Path(argv[1]))
    player = Player(storage, Path(argv[2]), int(argv[3]))
    resumed = storage.tracker.resume()
    player.log("start", resumed=game_state(storage.tracker) if resumed else None)
    if resumed is not None:
        player.elapsed = resumed.elapsed
    if "--finish" in argv:
        if resumed is not None and storage.tracker.counted:
            game_id = storage.tracker.game_id
            player.log("intent-finish", game_id=game_id, result="lost")
            end = storage.tracker.abandon(player.elapsed)
            assert end is not None
            player.log("finished", game_id=game_id, result="lost", score=end.result.score)
        storage.close()
        return 0
    if resumed is None:
        player.new_game()
    print("ready", flush=True)
    for _ in range(100_000):
        player.step()
    storage.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
