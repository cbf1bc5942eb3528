"""Application entry point: QApplication, names, fonts, icon, the main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from solitaire import __version__
from solitaire.engine import Game
from solitaire.storage import AppStorage
from solitaire.storage.preferences import LANGUAGE

from .fonts import load_bundled_fonts
from .game_session import GameSession, first_game
from .main_window import MainWindow
from .resources import app_icon
from .translation import install_language

APP_ID = "io.github.solitaire.Solitaire"
DEFAULT_VARIANT = "forty-thieves"


def create_application(argv: list[str], language: str = "") -> QApplication:
    """The QApplication with the names QSettings and the desktop need, in ``language`` (a code
    of ``LANGUAGES``, or "" for the system's) before any window exists."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv)
    app.setOrganizationName("Solitaire")
    app.setApplicationName("Solitaire")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    load_bundled_fonts()
    app.setWindowIcon(app_icon())
    install_language(language)
    return app


def create_main_window(storage: AppStorage | None = None) -> MainWindow:
    """The main window with the game to play first: the saved game, or a new deal of the game
    last chosen. Without ``storage`` (benchmarks), a fresh Forty Thieves deal, nothing kept."""
    if storage is None:
        return MainWindow(Game.new(DEFAULT_VARIANT))
    game, elapsed = first_game(storage)
    window = MainWindow(game, elapsed=elapsed)
    session = GameSession(window, storage)
    window.session = session
    session.begin()
    return window


def main(argv: list[str] | None = None) -> int:
    """Start the application; returns the exit code."""
    args = sys.argv if argv is None else argv
    app = QApplication.instance() or QApplication(args)
    storage = AppStorage.open()
    create_application(args, storage.preferences.get(LANGUAGE))
    window = create_main_window(storage)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
