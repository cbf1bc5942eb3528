"""The game the window opens with: the saved game, or a new deal of the game last chosen.

Only the saved-game file is read (the statistics are opened after the first frame, when the
session follows this game: ``GameSession.begin``).
"""

from __future__ import annotations

from typing import NamedTuple

from solitaire.engine import Game
from solitaire.storage.preferences import NEW_GAME_DRAW, NEW_GAME_VARIANT, Preferences
from solitaire.storage.saved_game import SavedGame, SavedGameData


class FirstGame(NamedTuple):
    """The game to put on the table at start, its clock, and the saved game as read. (A named
    tuple: Python makes the class in a fraction of a dataclass's time, at start-up.)"""

    game: Game
    elapsed: float
    saved: SavedGameData | None


def new_deal(preferences: Preferences) -> Game:
    """A new deal of the game and draw mode last chosen in the New game dialog."""
    return Game.new(preferences.get(NEW_GAME_VARIANT), draw=preferences.get(NEW_GAME_DRAW))


def first_game(saved_game: SavedGame, preferences: Preferences) -> FirstGame:
    """The saved game if there is one to play on (a won one is recorded by the session, not
    shown), else a new deal."""
    saved = saved_game.load()
    if saved is not None and not saved.game.is_won:
        return FirstGame(saved.game, saved.state.elapsed, saved)
    return FirstGame(new_deal(preferences), 0.0, saved)
