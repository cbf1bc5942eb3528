"""The main window: menus, the card table and the status bar."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLocale, QObject, QPointF, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QMainWindow, QWidget

from solitaire.engine import Game, IllegalMove, InvalidCode
from solitaire.engine.moves import STOCK

from .accessible_names import name_window_parts

if TYPE_CHECKING:
    # QAction, QKeySequence and QMessageBox are imported where used: the first frame needs
    # none of them, and PySide takes milliseconds to set each class up. So is Qt: PySide
    # builds the Python types of the whole Qt namespace the first time one is needed (tens
    # of milliseconds), and the first frame runs no code that needs them.
    from PySide6.QtGui import QAction, QKeySequence

    from .announcer import Announcer
    from .assistant.deal_finder import DealFinder
    from .assistant.replay import WinningLineReplay
    from .dialogs.win_dialog import WinDialog
    from .keyboard_play import KeyboardPlay
    from .scene.celebration import Celebration
from .controller import GameController, PlayOptions
from .formatting import format_duration
from .rule_messages import rule_message
from .scene.card_art import CardArt
from .scene.card_disk_cache import CardDiskCache
from .scene.table_scene import TableScene
from .table_view import TableView

ANIMATION_SPEEDS = {"off": 0, "fast": 120, "normal": 220, "slow": 420}
FINISH_AT_THE_LATEST_MS = 500
"""A window made with ``finish_later`` is finished after its first frame, or after this long if
it is not painted (hidden, minimised)."""
_PLAYER_INPUT = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)


class MainWindow(QMainWindow):
    """The application window around one game in progress."""

    retranslated = Signal()
    """Every text was set again in the current language."""
    built = Signal()
    """Menus, actions, status bar and keyboard play exist (``finish_building`` has run)."""
    chosen_in_new_game_dialog = Signal(str, int)
    """The game and draw mode picked in the New game dialog (remembered for next time)."""

    def __init__(
        self,
        game: Game,
        options: PlayOptions | None = None,
        parent: QWidget | None = None,
        elapsed: float = 0.0,
        *,
        finish_later: bool = False,
        four_colour: bool = False,
    ) -> None:
        """With ``finish_later`` the window holds only the table until the table's first frame
        is painted, and ``finish_building`` runs just after it (the app starts that way).
        ``four_colour`` starts with the four-colour deck."""
        super().__init__(parent)
        self.controller = GameController(game, options, elapsed)
        self.art = CardArt(four_colour, disk=CardDiskCache())
        self.scene = TableScene(self.art, self.controller)
        self.view = TableView(self.scene, self)
        # A viewport made here is one PySide already knows: asking Qt for the view's own
        # would first make PySide look through every widget class to name its type.
        self.view.setViewport(QWidget())
        self.setCentralWidget(self.view)
        self.celebration: Celebration | None = None
        self.win_dialog: WinDialog | None = None
        self.records_provider: Callable[[], list[str]] = list
        self.session: QObject | None = None
        """What links the window to storage (set by the app; tests run without one)."""
        self.deal_finder: DealFinder | None = None
        self.winning_line: WinningLineReplay | None = None
        """The assistant's winnable deals and winning-line replay (set by the session)."""
        self._menus_built = False
        self._built = False
        self._clock_shown = True
        self._keyboard: KeyboardPlay | None = None
        self._announcer: Announcer | None = None
        self.controller.changed.connect(self._on_changed)
        self.controller.refused.connect(self._on_refused)
        self.controller.game_replaced.connect(self._on_game_replaced)
        self.controller.won.connect(self._on_won)
        self.view.viewport().installEventFilter(self)
        self.resize(1120, 800)
        self.scene.set_game(self.game)
        self.setWindowTitle(self.tr("{0} — Solitaire").format(self._game_title()))
        self._bar_room_kept = False
        if finish_later:
            self._keep_room_for_bars()
            QTimer.singleShot(FINISH_AT_THE_LATEST_MS, self.finish_building)
        else:
            self.finish_building()

    # ----------------------------------------------------------------- building

    @property
    def is_built(self) -> bool:
        """True once ``finish_building`` has run."""
        return self._built

    def finish_building(self) -> None:
        """Add what the first frame of the table does not need: actions and their shortcuts,
        menus, the status bar and its clock, keyboard play and the announcer. Runs once; emits
        ``built``."""
        if self._built:
            return
        self._build_menus_and_status_bar()
        self._built = True
        self._attach_keyboard_and_speech()
        if self._bar_room_kept:
            self._remember_bar_room()
        self.built.emit()

    def store_pictures_ahead(self) -> None:
        """Draw, one per turn of the event loop, the pictures of this table's card size that
        the disk cache lacks (the cards this deal does not show), so that the first frames of
        later runs find every card there: each run deals a new game."""
        ratio = self.view.viewport().devicePixelRatioF()
        width_px = max(1, round(self.scene.layout.card_width * ratio))
        pending = iter(self.art.table_keys(width_px, ratio))
        timer = QTimer(self)

        def draw_one() -> None:
            for key in pending:
                if self.art.store_ahead(key):
                    return
            timer.stop()
            timer.deleteLater()

        timer.timeout.connect(draw_one)
        timer.start(0)

    def _keep_room_for_bars(self) -> None:
        """Leave the room the menu bar and the status bar took on the last run free in the
        first frame (see ``bar_room``)."""
        from .bar_room import remembered_room

        room = remembered_room()
        self._bar_room_kept = True
        if room is not None:
            self.setContentsMargins(0, room[0], 0, room[1])

    def _remember_bar_room(self) -> None:
        from .bar_room import remember_room

        layout = self.layout()
        assert layout is not None  # a QMainWindow always has its layout
        layout.activate()
        table = self.view.geometry()
        remember_room(table.top(), self.height() - table.bottom() - 1)

    def _finish_after_first_frame(self) -> None:
        """Menus and status bar first, then (once they are painted) the rest."""
        self._build_menus_and_status_bar()
        QTimer.singleShot(0, self.finish_building)

    def _build_menus_and_status_bar(self) -> None:
        if self._menus_built:
            return
        self._menus_built = True
        layout = self.layout()
        assert layout is not None  # a QMainWindow always has its layout
        layout.setEnabled(False)  # one layout once everything is in, not one per step
        self._build_actions()
        self._build_menus()
        self._build_status_bar()
        self._clock_timer = QTimer(self)
        self._clock_timer.timeout.connect(self._update_clock)
        self._clock_timer.start(1000)
        self.retranslate()
        self.setContentsMargins(0, 0, 0, 0)  # the bars take over the room kept for them
        layout.setEnabled(True)
        layout.activate()

    @property
    def keyboard(self) -> KeyboardPlay:
        """Keyboard play (made on first use, or just after the first frame is shown)."""
        self._attach_keyboard_and_speech()
        assert self._keyboard is not None
        return self._keyboard

    @property
    def announcer(self) -> Announcer:
        """What screen readers hear (made with keyboard play)."""
        self._attach_keyboard_and_speech()
        assert self._announcer is not None
        return self._announcer

    def _attach_keyboard_and_speech(self) -> None:
        """Make keyboard play and the announcer; they are not needed for the first frame, so
        the window makes them right after it, unless something asks for them sooner."""
        if self._keyboard is None:
            from .announcer import Announcer
            from .keyboard_play import KeyboardPlay

            self._keyboard = KeyboardPlay(self)
            self._announcer = Announcer(self)
            self._announcer.follow(self._keyboard)

    def _action(
        self,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None,
        slot: object,
    ) -> QAction:
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        from PySide6.QtGui import QAction, QKeySequence

        std = QKeySequence.StandardKey
        self.new_action = self._action(std.New, self.ask_new_game)
        self.restart_action = self._action("Ctrl+R", self.restart)
        self.copy_code_action = self._action("Ctrl+Shift+C", self.copy_code)
        self.quit_action = self._action(std.Quit, self.close)
        self.draw_action = self._action("D", self.draw)
        self.rules_action = self._action(std.HelpContents, self.show_rules)
        if self.rules_action.shortcut().isEmpty():
            self.rules_action.setShortcut(QKeySequence("F1"))
        self.about_action = self._action(None, self.show_about)
        self.undo_action = QAction(self)
        self.redo_action = QAction(self)

    def _make_undo_actions(self) -> None:
        """(Re)create Undo and Redo from the undo stack, in the current language."""
        from PySide6.QtGui import QKeySequence

        std = QKeySequence.StandardKey
        stack = self.controller.undo_stack
        undo = stack.createUndoAction(self, self.tr("&Undo"))
        undo.setShortcuts(std.Undo)
        redo = stack.createRedoAction(self, self.tr("&Redo"))
        redo_keys = QKeySequence.keyBindings(std.Redo)
        for extra in ("Ctrl+Shift+Z", "Ctrl+Y"):
            if QKeySequence(extra) not in redo_keys:
                redo_keys.append(QKeySequence(extra))
        redo.setShortcuts(redo_keys)
        for old, new in ((self.undo_action, undo), (self.redo_action, redo)):
            self.edit_menu.insertAction(old, new)
            self.edit_menu.removeAction(old)
            self.removeAction(old)
            self.addAction(new)
            old.deleteLater()
        self.undo_action, self.redo_action = undo, redo

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.new_action)
        self.game_menu.addAction(self.restart_action)
        self.game_menu.addAction(self.copy_code_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.draw_action)
        self.settings_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.about_action)
        bar.show()  # made after the window was shown, it would stay hidden

    def retranslate(self) -> None:
        """Set every text in the current language (at start and when the language changes)."""
        if not self._menus_built:
            self.setWindowTitle(self.tr("{0} — Solitaire").format(self._game_title()))
            return
        self.new_action.setText(self.tr("&New game…"))
        self.restart_action.setText(self.tr("&Restart this deal"))
        self.copy_code_action.setText(self.tr("&Copy deal code"))
        self.quit_action.setText(self.tr("&Quit"))
        self.draw_action.setText(self.tr("&Draw from the stock"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About Solitaire"))
        self._make_undo_actions()
        self.game_menu.setTitle(self.tr("&Game"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.code_label.setToolTip(self.tr("Click to copy the deal code"))
        for label, name in (
            (self.score_label, self.tr("Score")),
            (self.moves_label, self.tr("Moves")),
            (self.time_label, self.tr("Time")),
            (self.stock_label, self.tr("Cards left in the stock")),
            (self.code_label, self.tr("Deal code")),
        ):
            label.setAccessibleName(name)
        self.view.setAccessibleName(self.tr("Card table"))
        name_window_parts(self)
        self.setWindowTitle(self.tr("{0} — Solitaire").format(self._game_title()))
        self._update_status()
        self.retranslated.emit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _build_status_bar(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QLabel

        from .clickable_label import ClickableLabel

        bar = self.statusBar()
        self.score_label = QLabel()
        self.moves_label = QLabel()
        self.time_label = QLabel()
        self.stock_label = QLabel()
        self.code_label = ClickableLabel()
        self.code_label.setCursor(Qt.CursorShape.PointingHandCursor)
        self.code_label.clicked.connect(self.copy_code)
        for label in (
            self.score_label,
            self.moves_label,
            self.time_label,
            self.stock_label,
            self.code_label,
        ):
            bar.addPermanentWidget(label)
        self.time_label.setVisible(self._clock_shown)
        bar.show()  # made after the window was shown, it would stay hidden

    # ----------------------------------------------------------------- following the game

    @property
    def game(self) -> Game:
        """The game on the table."""
        return self.controller.game

    def _on_game_replaced(self) -> None:
        self._skip_celebration()
        self.scene.hide_bubble()
        self.scene.set_game(self.game, deal=self.game.moves == 0)
        self.setWindowTitle(self.tr("{0} — Solitaire").format(self._game_title()))
        self._update_status()

    def _game_title(self) -> str:
        if self.game.variant == "forty-thieves":
            return self.tr("Forty Thieves")
        if self.game.draw == 3:
            return self.tr("Thoughtful Solitaire (draw 3)")
        return self.tr("Thoughtful Solitaire (draw 1)")

    def _on_changed(self, animate: bool) -> None:
        self.scene.sync(animate=animate)
        self._update_status()

    def _on_refused(self, refusal: IllegalMove, near: int | None) -> None:
        if self.controller.options.interactive_rules:
            self.scene.show_rule(rule_message(refusal), near)

    def _update_status(self) -> None:
        if not self._menus_built:
            return
        game = self.game
        number = QLocale().toString
        self.score_label.setText(self.tr("Score: {0}").format(number(game.score)))
        self.moves_label.setText(self.tr("Moves: {0}").format(number(game.moves)))
        self.stock_label.setText(self.tr("Stock: {0}").format(number(len(game.cards(STOCK)))))
        self.code_label.setText(game.code or self.tr("custom deal"))
        self.copy_code_action.setEnabled(game.code is not None)
        self._update_clock()

    def _update_clock(self) -> None:
        if not self._menus_built:
            return
        self.time_label.setText(
            self.tr("Time: {0}").format(format_duration(self.controller.elapsed_seconds))
        )

    def set_four_colour(self, on: bool) -> None:
        """Switch the four-colour deck on or off."""
        if on != self.art.four_colour:
            self.art.set_four_colour(on)
            self.scene.refresh_art()

    def set_clock_shown(self, shown: bool) -> None:
        """Show or hide the game clock in the status bar."""
        self._clock_shown = shown
        if self._menus_built:
            self.time_label.setVisible(shown)

    def set_animation_speed(self, speed: str) -> None:
        """``off``, ``fast``, ``normal`` or ``slow``."""
        self.scene.animation_ms = ANIMATION_SPEEDS.get(speed, ANIMATION_SPEEDS["normal"])

    # ----------------------------------------------------------------- commands

    def draw(self) -> None:
        """Tap the stock."""
        self.scene.cancel_gesture()
        self.controller.tap(STOCK)

    def copy_code(self) -> None:
        """Put the deal code on the clipboard."""
        if self.game.code is None:
            return
        QGuiApplication.clipboard().setText(self.game.code)
        self.statusBar().showMessage(self.tr("Deal code {0} copied").format(self.game.code), 3000)

    def confirm_abandon(self) -> bool:
        """True if the current game may be left (asking first when it has started)."""
        if not self.controller.started or self.game.is_won:
            return True
        if not self.controller.options.confirm_abandon:
            return True
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self,
            self.tr("Abandon this game?"),
            self.tr("This game has started: leaving it counts as a loss. Abandon it?"),
        )
        return answer == QMessageBox.StandardButton.Yes

    def ask_new_game(self) -> None:
        """Show the New game dialog and start the chosen deal."""
        from .dialogs.new_game import NewGameDialog

        finder = self.deal_finder
        offer = finder.offer() if finder is not None else None
        dialog = NewGameDialog(self.game.variant, self.game.draw, self, offer)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted and self.confirm_abandon():
            self.chosen_in_new_game_dialog.emit(dialog.game.variant, dialog.game.draw)
            if finder is None or not finder.take(dialog):
                self.start_game(dialog.game)

    def replay_code(self, code: str) -> None:
        """Play the deal ``code`` again (from the statistics), asking first if needed."""
        try:
            game = Game.from_code(code)
        except InvalidCode:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(
                self,
                self.tr("Play this deal again"),
                self.tr("{0} is not a valid deal code.").format(code),
            )
            return
        if self.confirm_abandon():
            self.start_game(game)

    def start_game(self, game: Game) -> None:
        """Put a new deal on the table (the caller has confirmed abandoning the old one)."""
        self.controller.set_game(game)

    def restart(self) -> None:
        """The same deal from the start."""
        if self.confirm_abandon():
            self.controller.restart()

    def show_rules(self) -> None:
        """Open the rules page of the game on the table."""
        from .dialogs.rules_dialog import RulesDialog

        RulesDialog(self.game.variant, self).exec()

    def show_about(self) -> None:
        """A short About box."""
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self,
            self.tr("About Solitaire"),
            self.tr("Solitaire: Forty Thieves and Thoughtful Solitaire, played by their rules."),
        )

    # ----------------------------------------------------------------- winning

    def _on_won(self) -> None:
        from PySide6.QtCore import Qt

        self.scene.settled.connect(self._start_celebration, Qt.ConnectionType.SingleShotConnection)
        if not self.scene.is_animating:
            self.scene.settled.disconnect(self._start_celebration)
            QTimer.singleShot(0, self._start_celebration)

    def _start_celebration(self) -> None:
        items: list[QGraphicsItem] = [
            self.scene.item_at(pile, index)
            for pile in self.game.foundation_ids
            for index in range(self.scene.pile_size(pile))
        ]
        area = self.scene.sceneRect()
        from .scene.celebration import Celebration

        self.celebration = Celebration(
            items if self.scene.animation_ms else [],
            QPointF(area.center().x() - self.scene.layout.card_width / 2, area.center().y()),
            min(area.width(), area.height()) * 0.35,
        )
        self.celebration.finished.connect(self._show_win_summary)
        self.celebration.start()

    def _skip_celebration(self) -> None:
        if self.celebration is not None and self.celebration.running:
            self.celebration.skip()

    def _show_win_summary(self) -> None:
        self.celebration = None
        game = self.game
        from .dialogs.win_dialog import WinDialog

        self.win_dialog = WinDialog(
            game.score,
            game.moves,
            self.controller.elapsed_seconds,
            self.records_provider(),
            self,
            offer_winning_line=self.winning_line is not None and self.winning_line.available,
        )
        self.win_dialog.finished.connect(self._after_win_summary)
        self.win_dialog.open()

    def _after_win_summary(self) -> None:
        assert self.win_dialog is not None
        choice = self.win_dialog.choice
        self.win_dialog.deleteLater()
        self.win_dialog = None
        game = self.game
        if choice == "new":
            self.start_game(Game.new(game.variant, draw=game.draw))
        elif choice == "replay":
            self.controller.restart()
        elif choice == "winning-line" and self.winning_line is not None:
            self.winning_line.request()

    # ----------------------------------------------------------------- events

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self._built and event.type() in _PLAYER_INPUT:
            # A click before the window is finished: finish it first, so that the session
            # saves and counts the move it may make.
            self.finish_building()
        if event.type() == QEvent.Type.Paint and not self._menus_built:
            QTimer.singleShot(0, self._finish_after_first_frame)
        elif (
            event.type() == QEvent.Type.MouseButtonPress
            and self.celebration is not None
            and self.celebration.running
        ):
            self._skip_celebration()
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        from PySide6.QtCore import Qt

        if self.celebration is not None and self.celebration.running:
            self._skip_celebration()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.scene.cancel_gesture()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._skip_celebration()
        super().closeEvent(event)
