"""The game assistant in the window, behind the "Assistant" preference (off by default).

When on, every new position on the table (an action, an undo, a new deal) is sent to the solver
(in its own process, through ``SolverRunner``); the status-bar indicator says whether it can
still be won, and Hint (H) shows the next move of the winning line, or the most promising
move, on the table. An answer about an older position is never shown: each change cancels the
request in flight. When off, nothing of this exists: no action, no indicator, no process.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence

from solitaire.engine import Game, IllegalMove, Move, dump_record
from solitaire.engine.moves import STOCK
from solitaire.storage import Preferences
from solitaire.storage.preferences import ASSISTANT

from .hint_marks import HintMarks
from .indicator import FROM_SOLVER, AssistantIndicator, Verdict
from .solver_runner import SolveAnswer, SolverRunner

if TYPE_CHECKING:
    from ..main_window import MainWindow

CHECK_SECONDS = 3.0
"""The solver's budget for the indicator's verdict on each position."""
SETTLE_MS = 120
"""Wait this long after a change before asking (a burst of moves asks once)."""
MESSAGE_MS = 6000
"""How long a hint's words stay in the status bar."""


class AssistantController(QObject):
    """Adds the assistant to ``window`` while the preference is on. ``on_hint(elapsed)`` is
    called for every hint given (the statistics count them)."""

    def __init__(
        self,
        window: MainWindow,
        preferences: Preferences,
        on_hint: Callable[[float], object],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.preferences = preferences
        self.on_hint = on_hint
        self.enabled = False
        self.runner: SolverRunner | None = None
        self.indicator: AssistantIndicator | None = None
        self.hint_action: QAction | None = None
        self.marks: HintMarks | None = None
        self.answer: SolveAnswer | None = None
        """The solver's answer for the position on the table (None until it arrives)."""
        self.request: int | None = None
        """The runner's id of the request for the position on the table, while it runs."""
        self.hint_wanted = False
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.timeout.connect(self._ask)
        controller = window.controller
        controller.changed.connect(self._position_changed)
        controller.game_replaced.connect(self._position_changed)
        preferences.changed.connect(self._preference_changed)
        self._preference_changed(ASSISTANT.key)

    # ----------------------------------------------------------------- on and off

    def _preference_changed(self, key: str) -> None:
        if key != ASSISTANT.key:
            return
        on = self.preferences.get(ASSISTANT)
        if on == self.enabled:
            return
        self.enabled = on
        if on:
            self._build()
            self._position_changed()
        else:
            self._forget()
        assert self.indicator is not None and self.hint_action is not None
        self.indicator.setVisible(on)
        self.hint_action.setVisible(on)
        self.hint_action.setEnabled(on)

    def _build(self) -> None:
        """Make the runner, the indicator, the Hint action and the marks (the first time the
        assistant is turned on)."""
        if self.runner is not None:
            return
        window = self.window
        self.runner = SolverRunner(self)
        self.runner.finished.connect(self._on_answer)
        self.runner.failed.connect(self._on_failure)
        self.indicator = AssistantIndicator()
        window.statusBar().insertPermanentWidget(0, self.indicator)
        self.hint_action = QAction(window)
        self.hint_action.setShortcut(QKeySequence("H"))
        self.hint_action.triggered.connect(self.hint)
        window.addAction(self.hint_action)
        window.edit_menu.addAction(self.hint_action)
        self.marks = HintMarks(window.scene)
        window.retranslated.connect(self.retranslate)
        self.retranslate()

    def retranslate(self) -> None:
        """The Hint action's text in the current language."""
        if self.hint_action is not None:
            self.hint_action.setText(self.tr("&Hint"))
            self.hint_action.setToolTip(self.tr("Show a move on the table"))

    def _forget(self) -> None:
        """Stop asking and take everything off the table."""
        self._settle.stop()
        self.hint_wanted = False
        self.answer = None
        if self.runner is not None and self.request is not None:
            self.runner.cancel(self.request)
        self.request = None
        if self.marks is not None:
            self.marks.clear()

    def shutdown(self) -> None:
        """End every solver process (the app is quitting)."""
        self._forget()
        if self.runner is not None:
            self.runner.shutdown()

    # ----------------------------------------------------------------- following the table

    def _position_changed(self, _animate: bool = False) -> None:
        if not self.enabled:
            return
        assert self.indicator is not None
        self._forget()
        if self.window.game.is_won:
            self.indicator.set_verdict(Verdict.WON)
            return
        self.indicator.set_verdict(Verdict.CHECKING)
        self._settle.start(SETTLE_MS)

    def _ask(self) -> None:
        assert self.runner is not None
        if self.request is None:
            record = dump_record(self.window.game, {})
            self.request = self.runner.solve_position(record, CHECK_SECONDS)

    def _on_answer(self, request_id: int, answer: SolveAnswer) -> None:
        if request_id != self.request:
            return
        assert self.indicator is not None
        self.request = None
        self.answer = answer
        self.indicator.set_verdict(FROM_SOLVER[answer.verdict])
        if self.hint_wanted:
            self._give_hint(answer)

    def _on_failure(self, request_id: int, message: str) -> None:
        if request_id != self.request:
            return
        assert self.indicator is not None
        self.request = None
        self.indicator.set_verdict(Verdict.UNAVAILABLE, message)
        if self.hint_wanted:
            self.hint_wanted = False
            self._say(self.tr("The assistant could not find a hint."))

    # ----------------------------------------------------------------- hints

    def hint(self) -> None:
        """Show the next move on the table: at once if the position's answer is known, else
        when it arrives."""
        if not self.enabled:
            return
        if self.window.game.is_won:
            self._say(self.tr("This game is won."))
            return
        if self.answer is not None:
            self._give_hint(self.answer)
            return
        self.hint_wanted = True
        self._say(self.tr("Looking for a hint…"))
        if self.request is None:
            self._settle.stop()
            self._ask()

    def _give_hint(self, answer: SolveAnswer) -> None:
        self.hint_wanted = False
        assert self.marks is not None
        game = self.window.game
        if answer.verdict == "unwinnable":
            self._count_hint()
            self._say(self.tr("No move wins from here: undo."))
            return
        text = answer.line[0] if answer.verdict == "won" and answer.line else answer.best_move
        action = _legal_move(text, game)
        if action is None:
            self._say(self.tr("The assistant has no move to suggest."))
            return
        self._count_hint()
        self.marks.show(game, action)
        words = self._describe(action)
        if answer.verdict == "won":
            self._say(self.tr("Hint: {0}. This move keeps the game winnable.").format(words))
        else:
            self._say(
                self.tr("Hint: {0}. This move is only promising: no winning line is known.").format(
                    words
                )
            )

    def _describe(self, action: Move) -> str:
        """``action`` in words: which cards go where, or the stock tap."""
        from ..announcer import describe_cards, spoken_pile

        game = self.window.game
        if action.is_draw:
            if game.cards(STOCK):
                return self.tr("draw from the stock")
            return self.tr("turn the waste over")
        cards = game.cards(action.src)[-action.count :]
        return self.tr("{0} to {1}").format(describe_cards(cards), spoken_pile(game, action.dst))

    def _count_hint(self) -> None:
        self.on_hint(self.window.controller.elapsed_seconds)

    def _say(self, text: str) -> None:
        """Show ``text`` in the status bar and have screen readers read it."""
        self.window.statusBar().showMessage(text, MESSAGE_MS)
        self.window.announcer.announce(text)


def _legal_move(text: str | None, game: Game) -> Move | None:
    """The move ``text`` stands for if ``game`` allows it now, else None."""
    if text is None:
        return None
    try:
        action = Move.from_text(text)
    except IllegalMove:
        return None
    return action if game.check(action) is None else None
