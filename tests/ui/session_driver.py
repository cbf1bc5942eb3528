"""A main window wired to real storage in a temporary folder, as the app runs it."""

from __future__ import annotations

from pathlib import Path

from solitaire.engine import Game
from solitaire.storage import AppStorage
from solitaire.ui.app import create_main_window
from solitaire.ui.game_session import GameSession

from .table_driver import TableDriver


class SessionDriver(TableDriver):
    """TableDriver for a window made by ``create_main_window`` with storage in ``folder``."""

    def __init__(self, qtbot: object, folder: Path, game: Game | None = None) -> None:
        self.storage = AppStorage.open(folder)
        self.show(qtbot, create_main_window(self.storage))
        session = self.window.session
        assert isinstance(session, GameSession)
        self.session = session
        self.window.set_animation_speed("off")
        if game is not None:
            self.window.start_game(game)

    def controller_draw(self) -> None:
        """Tap the stock through the controller (an action, no mouse needed)."""
        self.window.controller.draw()

    def quit(self) -> None:
        """Close the window as the player would (the session saves and closes storage)."""
        self.window.close()
