"""Show a winning line from the start: the assistant solves the deal's starting position and
plays the line on the table, one action at a time, with the ordinary card animations.

- Offered after a win (the win summary's button) and, with the assistant on, in the Game menu
  at any time. Asked for mid-game, it first asks whether to end the game: it then counts as a
  loss, as when it is abandoned for a new deal.
- The search runs in the solver's own process behind a progress window with Cancel. If it finds
  no line within its budget, or shows that none exists, the player is told so and the game on
  the table goes on untouched.
- The replay is read-only and is not a game: the actions are played on a copy the table shows
  for the time of the replay, never through the controller, so nothing is saved, counted or
  undoable. The deal on the controller is a fresh, unstarted copy from the moment the replay
  begins. Esc, a click on the table, or the action again stops it; so does anything that changes
  the real game (a new deal from the menu).
- Afterwards the table deals that fresh copy again, ready to play: the player has just watched
  how the deal is won and can try it; the game that ended is already recorded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from solitaire.engine import Game, IllegalMove, dump_record
from solitaire.storage.preferences import ASSISTANT, Preferences
from solitaire.ui.controller import fresh_copy

from .search_windows import SearchWindows
from .solver_runner import SolveAnswer, SolverRunner

if TYPE_CHECKING:
    from solitaire.ui.main_window import MainWindow

SOLVE_SECONDS = 10.0
"""The solver's budget for the deal's starting position."""
PAUSE_MS = 450
"""The pause after each action settles, so the eye can follow the line (a third of it after a
stock tap, which asks less of the eye: lines often tap through the stock many times)."""
WAIT_MS = 30
"""How often a step waits to see whether the cards have landed."""
END_PAUSE_MS = 1500
"""How long the won table stays before the deal is dealt again."""

COMMAND_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)


def line_replays(start: Game, line: tuple[str, ...]) -> bool:
    """True when ``line`` is legal from ``start`` (left unchanged) and wins."""
    game = start.copy()
    try:
        for action in line:
            game.play(action)
    except (IllegalMove, ValueError):
        return False
    return game.is_won


class WinningLineReplay(QObject):
    """The "Show a winning line from the start" action of one window, and its replay."""

    stepped = Signal(int, str)
    """An action of the line was played on the table: its number (from 1) and its text."""
    ended = Signal()
    """The replay is over (finished or stopped) and the table shows the real game again."""

    def __init__(
        self,
        window: MainWindow,
        preferences: Preferences,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.preferences = preferences
        self._runner: SolverRunner | None = None
        self.pause_ms = PAUSE_MS
        self.end_pause_ms = END_PAUSE_MS
        self._request: int | None = None
        self._start: Game | None = None
        self.shown: Game | None = None
        """The copy the table shows during the replay (None otherwise)."""
        self.line: tuple[str, ...] = ()
        self.known_lines: dict[str, tuple[str, ...]] = {}
        """Winning lines already known, by deal code (the deals "Winnable deals only" found):
        shown without a new search."""
        self._next = 0
        self.windows = SearchWindows(window)
        """The progress window while the solver searches, and the message when it finds no
        line."""
        self.question: QMessageBox | None = None
        self._steps = QTimer(self)
        self._steps.setSingleShot(True)
        self._steps.timeout.connect(self._step)
        self._end = QTimer(self)
        self._end.setSingleShot(True)
        self._end.timeout.connect(lambda: self.stop(deal_again=True))
        self.action = QAction(window)
        self.action.triggered.connect(self.toggle)
        window.addAction(self.action)
        window.game_menu.insertAction(window.copy_code_action, self.action)
        window.retranslated.connect(self.retranslate)
        if window.deal_finder is not None:
            window.deal_finder.found.connect(self.remember)
        preferences.changed.connect(self._on_preference)
        self.retranslate()
        self._on_preference()

    # ----------------------------------------------------------------- wiring

    @property
    def runner(self) -> SolverRunner:
        """The solver runner (made on first use)."""
        if self._runner is None:
            self._runner = SolverRunner(self)
            self._runner.finished.connect(self._on_finished)
            self._runner.failed.connect(self._on_failed)
        return self._runner

    def retranslate(self) -> None:
        """Set the action's text in the current language."""
        if self.playing:
            self.action.setText(self.tr("&Stop the winning line"))
        else:
            self.action.setText(self.tr("Show a &winning line from the start"))

    def _on_preference(self, _key: str = "") -> None:
        self.action.setVisible(self.available)

    @property
    def available(self) -> bool:
        """True when the assistant is on (the action and the win summary's button show)."""
        return bool(self.preferences.get(ASSISTANT))

    @property
    def busy(self) -> bool:
        """True from the request until the replay is over."""
        return self.question is not None or self._request is not None or self.playing

    @property
    def playing(self) -> bool:
        """True while the table shows the line."""
        return self.shown is not None

    # ----------------------------------------------------------------- asking

    def toggle(self) -> None:
        """The action: start, or stop a replay (or search) under way."""
        if self.busy:
            self.stop()
        else:
            self.request()

    def request(self) -> None:
        """Look for a winning line from the deal's start, asking first whether a game in
        progress may end."""
        controller = self.window.controller
        if not controller.started or self.window.game.is_won:
            self._solve()
            return
        box = self.question = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Show a winning line"),
            self.tr(
                "Showing a winning line from the start ends this game, and it counts as a "
                "loss. Show the line?"
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.window,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._on_answered)
        box.open()

    def _on_answered(self, result: int) -> None:
        self.question = None
        if result == QMessageBox.StandardButton.Yes:
            self._solve()

    def remember(self, code: str, line: tuple[str, ...]) -> None:
        """Keep ``line``, a winning line of deal ``code`` from its start."""
        self.known_lines[code] = tuple(line)

    def _solve(self) -> None:
        start = self._start = fresh_copy(self.window.game)
        known = self.known_lines.get(start.code) if start.code is not None else None
        if known is not None and line_replays(start, known):
            self._play(start, known)
            return
        self._request = self.runner.solve_position(dump_record(self._start, {}), SOLVE_SECONDS)
        self.windows.show_progress(self.tr("Looking for a winning line… ({0} s)"), self.stop)

    def _on_finished(self, request_id: int, answer: SolveAnswer) -> None:
        if request_id != self._request:
            return
        self._request = None
        self.windows.close_progress()
        start = self._start
        assert start is not None
        if answer.verdict == "won" and line_replays(start, answer.line):
            self._play(start, answer.line)
        elif answer.verdict == "won":
            self._tell(self.tr("The assistant's line for this deal could not be replayed."))
        elif answer.verdict == "unwinnable":
            self._tell(self.tr("This deal cannot be won: no line of play wins it."))
        else:
            self._tell(
                self.tr(
                    "The assistant found no winning line within %n second(s). This deal may "
                    "still be winnable.",
                    "",
                    round(SOLVE_SECONDS),
                )
            )

    def _on_failed(self, request_id: int, message: str) -> None:
        if request_id != self._request:
            return
        self._request = None
        self.windows.close_progress()
        self._tell(self.tr("The assistant could not look for a winning line:\n{0}").format(message))

    def _tell(self, text: str) -> None:
        self.windows.tell(self.tr("Show a winning line"), text)

    # ----------------------------------------------------------------- playing

    def _play(self, start: Game, line: tuple[str, ...]) -> None:
        window = self.window
        controller = window.controller
        # Ends the game on the table the usual way (a loss if it had started); the deal waits,
        # unstarted, under the replay.
        controller.set_game(fresh_copy(start))
        self.shown = fresh_copy(start)
        self.line = line
        self._next = 0
        window.keyboard.active = False
        window.scene.set_game(self.shown, deal=True)
        controller.changed.connect(self._on_real_game_changed)
        controller.game_replaced.connect(self._on_real_game_replaced)
        app = QCoreApplication.instance()
        assert app is not None
        app.installEventFilter(self)
        self._steps.start(window.scene.animation_ms + self.pause_ms)
        self.retranslate()
        self._show_progress()
        window.announcer.announce(
            self.tr("Showing a winning line of %n action(s) from the start.", "", len(line))
        )

    def _step(self) -> None:
        shown = self.shown
        if shown is None:
            return
        if self.window.scene.is_animating:
            self._steps.start(WAIT_MS)
            return
        if self._next >= len(self.line):
            self._end.start(self.end_pause_ms)
            return
        action = self.line[self._next]
        shown.play(action)
        self._next += 1
        self.window.scene.sync(animate=True)
        self._show_progress()
        pause = self.pause_ms // 3 if action == "s" else self.pause_ms
        self._steps.start(self.window.scene.animation_ms + pause)
        self.stepped.emit(self._next, action)

    def _show_progress(self) -> None:
        self.window.statusBar().showMessage(
            self.tr(
                "Winning line: action {0} of %n. Esc or a click stops it.", "", len(self.line)
            ).format(self._next)
        )

    def stop(self, deal_again: bool = True) -> None:
        """Stop the search or the replay; the table shows the real game again (dealt anew
        when ``deal_again``)."""
        if self.question is not None:
            self.question.close()
            self.question = None
        if self._request is not None:
            self.runner.cancel(self._request)
            self._request = None
        self.windows.close_progress()
        if self.shown is None:
            return
        self._steps.stop()
        self._end.stop()
        controller = self.window.controller
        controller.changed.disconnect(self._on_real_game_changed)
        controller.game_replaced.disconnect(self._on_real_game_replaced)
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.shown = None
        self.line = ()
        self.retranslate()
        bar = self.window.statusBar()
        bar.clearMessage()
        if deal_again:
            self.window.scene.set_game(controller.game, deal=True)
            ready = self.tr("The deal is ready to play.")
            bar.showMessage(ready, 5000)
            self.window.announcer.announce(ready)
        self.ended.emit()

    def _on_real_game_changed(self) -> None:
        """Something played on the real game (a menu action): it takes the table back."""
        self.stop(deal_again=False)
        self.window.scene.set_game(self.window.controller.game)

    def _on_real_game_replaced(self) -> None:
        """A new deal from the menu: the window has already put it on the table."""
        self.stop(deal_again=False)

    def shutdown(self) -> None:
        """Stop everything and the solver's process (the window is closing)."""
        self.stop(deal_again=False)
        if self._runner is not None:
            self._runner.shutdown()

    # ----------------------------------------------------------------- read-only table

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            if watched is self.window.view.viewport():
                self.stop()
                return True
            return False
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            return False
        if not isinstance(watched, QWidget) or watched.window() is not self.window:
            return False
        assert isinstance(event, QKeyEvent)
        if event.modifiers() & COMMAND_MODIFIERS:
            return False  # menus and window shortcuts (new game, quit…) stay usable
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # a plain key is not a shortcut (draw, hint…) during the replay
        elif event.key() == Qt.Key.Key_Escape:
            self.stop()
        return True
