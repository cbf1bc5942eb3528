"""Application entry point: QApplication, names, fonts, icon, the main window.

Start-up shows the table first: the window is made from the preferences and the saved game
alone, and finished just after its first frame (menus, status bar, keyboard play, the
statistics database and the session that links the window to storage).

``start`` pauses Python's cyclic garbage collector until that first frame: importing the
window's modules and building the table make tens of thousands of objects and no garbage worth
a collection, and the collections would cost some ten milliseconds. So that the imports fall
within the pause, this module imports the window, the engine and storage where they are used,
not at its top.
"""

from __future__ import annotations

import gc
import sys
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

from solitaire import __version__

if TYPE_CHECKING:
    from solitaire.storage import AppStorage
    from solitaire.storage.saved_game import SavedGameData

    from .main_window import MainWindow

APP_ID = "io.github.solitaire.Solitaire"
DEFAULT_VARIANT = "forty-thieves"


def create_application(argv: list[str], language: str = "", *, icon: bool = True) -> QApplication:
    """The QApplication with the names QSettings and the desktop need, in ``language`` (a code
    of ``LANGUAGES``, or "" for the system's) before any window exists; with the window icon
    unless ``icon`` is False (loading it takes a while: the app sets it after the first
    frame)."""
    from .fonts import load_bundled_fonts
    from .resources import app_icon
    from .translation import install_language

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv)
    app.setOrganizationName("Solitaire")
    app.setApplicationName("Solitaire")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    load_bundled_fonts()
    if icon:
        app.setWindowIcon(app_icon())
    install_language(language)
    return app


def create_main_window(
    storage: AppStorage | None = None, *, finish_later: bool = False
) -> MainWindow:
    """The main window with the game to play first: the saved game, or a new deal of the game
    last chosen. Without ``storage`` (benchmarks), a fresh Forty Thieves deal, nothing kept.

    The window's place and the card faces come from the preferences before it is shown; the
    session (which opens the statistics) is linked when the window is built: at once, or with
    ``finish_later`` just after the table's first frame."""
    from solitaire.engine import Game
    from solitaire.storage.preferences import FOUR_COLOUR, WINDOW_GEOMETRY

    from .first_game import first_game
    from .main_window import MainWindow

    if storage is None:
        return MainWindow(Game.new(DEFAULT_VARIANT))
    preferences = storage.preferences
    first = first_game(storage.saved_game, preferences)
    window = MainWindow(
        first.game,
        elapsed=first.elapsed,
        finish_later=True,
        four_colour=preferences.get(FOUR_COLOUR),
    )
    geometry = preferences.get(WINDOW_GEOMETRY)
    if geometry:
        from PySide6.QtCore import QByteArray

        window.restoreGeometry(QByteArray(geometry))
    # ``built`` is emitted once. (No single-shot connection: naming one needs ``Qt``, which
    # the first frame does without; see ``MainWindow``.)
    window.built.connect(lambda: _link_storage(window, storage, first.saved))
    if not finish_later:
        window.finish_building()
    return window


def _link_storage(window: MainWindow, storage: AppStorage, saved: SavedGameData | None) -> None:
    from .game_session import GameSession

    storage.open_statistics()
    session = GameSession(window, storage)
    window.session = session
    session.begin(saved)


def start(argv: list[str] | None = None) -> tuple[QApplication, MainWindow]:
    """What ``main`` does before the event loop: the application in the stored language and
    the window on screen (finished just after its first frame). The garbage collector is paused
    until the window is finished (see the module's description)."""
    args = sys.argv if argv is None else argv
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        app, window = _start(args)
    except BaseException:
        if was_enabled:
            gc.enable()
        raise
    if was_enabled:
        window.built.connect(gc.enable)
    return app, window


def _start(args: list[str]) -> tuple[QApplication, MainWindow]:
    from solitaire.storage import AppStorage
    from solitaire.storage.preferences import LANGUAGE

    from .resources import app_icon

    existing = QApplication.instance()
    if not isinstance(existing, QApplication):
        QApplication(args)
    storage = AppStorage.open(defer_statistics=True)
    app = create_application(args, storage.preferences.get(LANGUAGE), icon=False)
    window = create_main_window(storage, finish_later=True)
    window.built.connect(lambda: app.setWindowIcon(app_icon()))
    window.built.connect(window.store_pictures_ahead)
    window.show()
    return app, window


def main(argv: list[str] | None = None) -> int:
    """Start the application; returns the exit code."""
    app, _window = start(argv)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
