"""Ties the main window to what the app keeps: preferences applied live, the game saved after
every action and resumed at start, games counted in the statistics, notices shown once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDialog, QMessageBox

from solitaire.storage import AppStorage, GameEnd, Notice, SavedGameData, variant_key
from solitaire.storage.preferences import (
    ANIMATION_SPEED,
    AUTO_PLACEMENT,
    CONFIRM_ABANDON,
    DOUBLE_CLICK,
    FOUR_COLOUR,
    INTERACTIVE_RULES,
    LANGUAGE,
    NEW_GAME_DRAW,
    NEW_GAME_VARIANT,
    PLACEMENT_HELP,
    SHOW_ELAPSED_TIME,
    WINDOW_GEOMETRY,
)
from solitaire.storage.statistics import RecordKind

from .assistant.assistant_controller import AssistantController
from .assistant.deal_finder import DealFinder
from .assistant.replay import WinningLineReplay
from .first_game import new_deal
from .main_window import MainWindow
from .translation import install_language

if TYPE_CHECKING:
    from .dialogs.statistics_dialog import StatisticsDialog


class GameSession(QObject):
    """The window's link to storage; create it once the window is built, then ``begin()``."""

    def __init__(self, window: MainWindow, storage: AppStorage) -> None:
        super().__init__(window)
        self.window = window
        self.storage = storage
        self.preferences = storage.preferences
        self.tracker = storage.tracker
        self.last_end: GameEnd | None = None
        self.shown_notices: list[str] = []
        self._quitting = False
        self.preferences_dialog: QDialog | None = None
        self.statistics_dialog: StatisticsDialog | None = None

    # ----------------------------------------------------------------- start

    def begin(self, saved: SavedGameData | None = None) -> None:
        """Apply the preferences and start following the window, whose game is ``saved.game``
        (the saved game read at start) or a new deal."""
        self._follow_first_game(saved)
        self.apply_preferences()
        self.preferences.changed.connect(self.apply_preferences)
        controller = self.window.controller
        controller.about_to_replace.connect(self._on_about_to_replace)
        controller.game_replaced.connect(self._on_game_replaced)
        controller.action_done.connect(self._on_action)
        self.window.records_provider = self.describe_records
        self.window.chosen_in_new_game_dialog.connect(self._remember_choice)
        self.window.installEventFilter(self)
        self._add_actions()
        self.assistant = AssistantController(self.window, self.preferences, self.tracker.on_hint)
        self.window.deal_finder = DealFinder(self.window, self.preferences)
        self.window.winning_line = WinningLineReplay(self.window, self.preferences)
        self.storage.quarantine.reported.connect(lambda notice: self.show_notices([notice]))
        QTimer.singleShot(0, lambda: self.show_notices(self.storage.take_notices()))

    def _follow_first_game(self, saved: SavedGameData | None) -> None:
        """Resume ``saved`` in the statistics; if it had been recorded already (the app
        stopped between recording it and deleting the save), deal a new game instead."""
        window_game = self.window.controller.game
        resumed = self.tracker.resume_loaded(saved)
        if resumed is not None and resumed.game is window_game:
            return
        if saved is not None and saved.game is window_game:
            self.window.controller.set_game(new_deal(self.preferences))
        self.tracker.start(self.window.controller.game)

    def _add_actions(self) -> None:
        window = self.window
        self.preferences_action = QAction(window)
        self.preferences_action.setShortcut(QKeySequence("Ctrl+,"))
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.preferences_action.triggered.connect(self.show_preferences)
        window.addAction(self.preferences_action)
        window.settings_menu.addAction(self.preferences_action)
        self.statistics_action = QAction(window)
        self.statistics_action.setShortcut(QKeySequence("Ctrl+T"))
        self.statistics_action.triggered.connect(self.show_statistics)
        window.addAction(self.statistics_action)
        window.game_menu.insertAction(window.quit_action, self.statistics_action)
        window.game_menu.insertSeparator(window.quit_action)
        window.retranslated.connect(self.retranslate)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts of the actions this session added, in the current language."""
        self.preferences_action.setText(self.tr("&Preferences…"))
        self.statistics_action.setText(self.tr("S&tatistics…"))
        if self.statistics_dialog is not None:
            # Built in the old language: make it again, reopened if it was open.
            was_open = self.statistics_dialog.isVisible()
            self.statistics_dialog.close()
            self.statistics_dialog.deleteLater()
            self.statistics_dialog = None
            if was_open and not self._quitting:
                self.show_statistics()

    def show_preferences(self) -> None:
        """Open the Preferences dialog (non-modal; changes apply at once)."""
        from .dialogs.preferences_dialog import PreferencesDialog

        if self.preferences_dialog is None:
            self.preferences_dialog = PreferencesDialog(self.preferences, self.window)
        self.preferences_dialog.show()
        self.preferences_dialog.raise_()

    def show_statistics(self) -> None:
        """Open the statistics on the variant being played (one dialog, kept and shown again)."""
        from .dialogs.statistics_dialog import StatisticsDialog

        variant = variant_key(self.window.game)
        if self.statistics_dialog is None:
            self.statistics_dialog = StatisticsDialog(
                self.storage.statistics, variant, self.window, preferences=self.preferences
            )
            self.statistics_dialog.replay_requested.connect(self.window.replay_code)
        else:
            self.statistics_dialog.show_variant(variant)
        self.statistics_dialog.show()
        self.statistics_dialog.raise_()
        self.statistics_dialog.activateWindow()

    # ----------------------------------------------------------------- preferences

    def apply_preferences(self, _key: str = "") -> None:
        """Make every preference take effect now."""
        prefs = self.preferences
        options = self.window.controller.options
        options.double_click = prefs.get(DOUBLE_CLICK)
        options.auto_placement = prefs.get(AUTO_PLACEMENT)
        options.placement_help = prefs.get(PLACEMENT_HELP)
        options.interactive_rules = prefs.get(INTERACTIVE_RULES)
        options.confirm_abandon = prefs.get(CONFIRM_ABANDON)
        self.window.set_animation_speed(str(prefs.get(ANIMATION_SPEED)))
        self.window.set_four_colour(prefs.get(FOUR_COLOUR))
        self.window.set_clock_shown(prefs.get(SHOW_ELAPSED_TIME))
        install_language(prefs.get(LANGUAGE))

    def _remember_choice(self, variant: str, draw: int) -> None:
        self.preferences.set(NEW_GAME_VARIANT, variant)
        if variant == "thoughtful":
            self.preferences.set(NEW_GAME_DRAW, draw)

    # ----------------------------------------------------------------- counting

    def _on_about_to_replace(self, elapsed: float) -> None:
        self.tracker.abandon(elapsed)

    def _on_game_replaced(self) -> None:
        self.last_end = None
        self.tracker.start(self.window.controller.game)

    def _on_action(self) -> None:
        end = self.tracker.on_action(self.window.controller.elapsed_seconds)
        if end is not None:
            self.last_end = end

    def describe_records(self) -> list[str]:
        """Lines for the win summary naming the records the last win set."""
        if self.last_end is None:
            return []
        words = {
            RecordKind.BEST_SCORE: self.tr("New best score!"),
            RecordKind.FASTEST_WIN: self.tr("New fastest win!"),
            RecordKind.FEWEST_MOVES: self.tr("New record: fewest moves in a win!"),
        }
        return [words[kind] for kind in sorted(self.last_end.new_records, key=str)]

    # ----------------------------------------------------------------- notices and quitting

    def show_notices(self, notices: list[Notice]) -> None:
        """Tell the player, once, what happened to the stored files."""
        if not notices:
            return
        text = "\n\n".join(notice.message() for notice in notices)
        self.shown_notices.append(text)
        box = QMessageBox(
            QMessageBox.Icon.Information, self.tr("Solitaire"), text, parent=self.window
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close and not self._quitting:
            assert isinstance(event, QCloseEvent)
            if not self._may_quit():
                event.ignore()
                return True
            self.finish()
        return super().eventFilter(watched, event)

    def _may_quit(self) -> bool:
        if self.tracker.autosaving or not self.tracker.needs_confirmation:
            return True
        answer = QMessageBox.question(
            self.window,
            self.tr("Quit Solitaire?"),
            self.tr(
                "Another copy of Solitaire keeps the saved game, so this game cannot be "
                "saved: quitting now counts it as lost. Quit anyway?"
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

    def finish(self) -> None:
        """Save the game and the window's place, and close the stored files."""
        if self._quitting:
            return
        self._quitting = True
        for dialog in (self.statistics_dialog, self.preferences_dialog):
            if dialog is not None:
                dialog.close()
        self.assistant.shutdown()
        for part in (self.window.deal_finder, self.window.winning_line):
            if part is not None:
                part.shutdown()
        self.tracker.on_quit(self.window.controller.elapsed_seconds)
        self.preferences.set(WINDOW_GEOMETRY, bytes(self.window.saveGeometry().data()))
        self.storage.close()
