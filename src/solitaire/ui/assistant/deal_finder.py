"""The New game dialog's "Winnable deals only" (shown when the assistant is on) and the search
it starts.

When the player asks for a random deal with the box checked, the solver tries random deals in
its own process (``SolverRunner.find_winnable_deal``) until it wins one. A small progress window
says so, counts the seconds and offers Cancel; the table keeps drawing and the current game is
left exactly as it was until a deal is found. The deal found is then started like any other,
with its ordinary code, so it can be replayed and shared. A typed deal code is played as given.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from solitaire.engine import Game, InvalidCode
from solitaire.storage.preferences import ASSISTANT, NEW_GAME_WINNABLE_ONLY, Preferences

from .search_windows import SearchWindows
from .solver_runner import SolveAnswer, SolverRunner

if TYPE_CHECKING:
    from solitaire.ui.dialogs.new_game import NewGameDialog
    from solitaire.ui.main_window import MainWindow

SECONDS_PER_DEAL = {"thoughtful": 3.0, "forty-thieves": 6.0}
"""The solver's budget for each deal it tries: a deal it wins within this is taken."""


class DealFinder(QObject):
    """Looks for a winnable deal on request and starts it on the window's table."""

    found = Signal(str, object)
    """A winnable deal was found and started: its code, and the solver's winning line from its
    start (a tuple of actions in the notation)."""

    def __init__(
        self,
        window: MainWindow,
        preferences: Preferences,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.preferences = preferences
        self._runner: SolverRunner | None = None
        self._request: int | None = None
        self.windows = SearchWindows(window)
        """The progress window while a search runs, and the message when no deal was found."""

    @property
    def runner(self) -> SolverRunner:
        """The solver runner (made on first use)."""
        if self._runner is None:
            self._runner = SolverRunner(self)
            self._runner.finished.connect(self._on_finished)
            self._runner.failed.connect(self._on_failed)
        return self._runner

    @property
    def searching(self) -> bool:
        """True while a search runs."""
        return self._request is not None

    def offer(self) -> bool | None:
        """What the New game dialog's checkbox shows: None (hidden) when the assistant is off,
        else the state it had last time."""
        if not self.preferences.get(ASSISTANT):
            return None
        return self.preferences.get(NEW_GAME_WINNABLE_ONLY)

    def take(self, dialog: NewGameDialog) -> bool:
        """After the New game dialog was accepted (and abandoning confirmed): remember the
        checkbox and, if it asks for a winnable random deal, start looking for one (True: the
        finder will start the game itself)."""
        if not dialog.winnable.isHidden():
            self.preferences.set(NEW_GAME_WINNABLE_ONLY, dialog.winnable.isChecked())
        if not dialog.wants_winnable_deal():
            return False
        self.find(dialog.game.variant, dialog.game.draw)
        return True

    def find(self, variant: str, draw: int) -> None:
        """Start looking for a winnable deal of ``variant`` (and Thoughtful's ``draw``)."""
        self.cancel()
        self._request = self.runner.find_winnable_deal(
            variant, draw, SECONDS_PER_DEAL.get(variant, 5.0)
        )
        self.windows.show_progress(self.tr("Looking for a winnable deal… ({0} s)"), self.cancel)

    def cancel(self) -> None:
        """Stop the search (the current game stays on the table)."""
        if self._request is not None:
            self.runner.cancel(self._request)
            self._request = None
        self.windows.close_progress()

    def shutdown(self) -> None:
        """Stop any search and its process (the window is closing)."""
        self.cancel()
        if self._runner is not None:
            self._runner.shutdown()

    def _on_finished(self, request_id: int, answer: SolveAnswer) -> None:
        if request_id != self._request:
            return
        self._request = None
        self.windows.close_progress()
        game = None
        if answer.verdict == "won" and answer.code:
            try:
                game = Game.from_code(answer.code)
            except InvalidCode:
                game = None
        if game is None:
            self._tell(
                self.tr("The assistant found no winnable deal. Try again, or start any deal.")
            )
            return
        self.window.start_game(game)
        found = self.tr("The assistant found a winnable deal: {0}").format(answer.code)
        self.window.statusBar().showMessage(found, 5000)
        self.window.announcer.announce(found)
        self.found.emit(answer.code, answer.line)

    def _on_failed(self, request_id: int, message: str) -> None:
        if request_id != self._request:
            return
        self._request = None
        self.windows.close_progress()
        self._tell(self.tr("The assistant could not look for a deal:\n{0}").format(message))

    def _tell(self, text: str) -> None:
        self.windows.tell(self.tr("Winnable deals only"), text)
