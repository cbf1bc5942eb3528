"""The statistics dialog: per variant, the summary figures, the history table (sortable,
filtered to won or lost games, "play this deal again"), the chart of score over games, CSV
export and reset.

It reads only what it shows (the summary, one page of history, the chart's points), so it
opens at once with 100,000 games; it follows the store while open.

The history's Hints column shows only while the Assistant preference is on: a player who never
turns the assistant on sees the table as it always was.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDir, QItemSelection, QLocale, QModelIndex, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTabBar,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from solitaire.storage import (
    VARIANTS,
    DialogData,
    HistoryPager,
    Result,
    ScorePoint,
    StatisticsError,
    StatisticsStore,
    Summary,
    export_csv,
)
from solitaire.storage.preferences import ASSISTANT, Preferences

from ..formatting import format_duration
from .history_model import COLUMN_KEYS, HistoryModel, format_start
from .score_chart import ScoreChart

SUMMARY_FIELDS: tuple[str, ...] = (
    "played",
    "won",
    "win_rate",
    "current_streak",
    "longest_winning_streak",
    "longest_losing_streak",
    "best_score",
    "average_score",
    "last_score",
    "fastest_win",
    "fewest_moves_win",
    "total_time",
)
"""The summary figures, in the order shown; keys of ``StatisticsDialog.summary_labels``."""

FILTERS: tuple[Result | None, ...] = (None, Result.WON, Result.LOST)
"""What the filter combo's entries show, in order."""

CHART_GAMES = 500
"""How many of the latest games the chart shows (more would be a blur, and slower to draw)."""


def read_dialog_data(
    store: StatisticsStore,
    variant: str,
    *,
    result: Result | None = None,
    order_by: str = "number",
    descending: bool = True,
) -> DialogData:
    """What the dialog shows of ``variant``: the summary, the history in this order and filter
    (newest first by default) with its first page read, and the chart's points. Like
    ``load_dialog_data``, without reading a page in an order the table does not show."""
    history = HistoryPager(store, variant, result=result, order_by=order_by, descending=descending)
    history.prefetch(0)
    return DialogData(store.summary(variant), history, store.score_points(variant, CHART_GAMES))


def format_clock(seconds: float) -> str:
    """``h:mm:ss``, hours always shown (total time played).

    >>> format_clock(0), format_clock(3725.9), format_clock(360000)
    ('0:00:00', '1:02:05', '100:00:00')
    """
    hours, rest = divmod(int(seconds), 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}"


class StatisticsDialog(QDialog):
    """Statistics and history of each variant, starting on ``variant`` (a key of
    ``VARIANTS``). Non-modal friendly: ``show()`` it and connect ``replay_requested``, emitted
    with a deal code when the player asks to play a game's deal again (the dialog then
    closes). It can be kept and shown again: games recorded meanwhile are read when it is.
    The Hints column shows while ``preferences`` has the Assistant on (never without them)."""

    replay_requested = Signal(str)

    def __init__(
        self,
        store: StatisticsStore,
        variant: str,
        parent: QWidget | None = None,
        *,
        preferences: Preferences | None = None,
    ) -> None:
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}")
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self._store = store
        self._locale = QLocale()
        self._variant = variant
        self._summary: Summary | None = None
        self._stale = False
        self._variant_names = {
            "forty-thieves": self.tr("Forty Thieves"),
            "thoughtful-1": self.tr("Thoughtful (draw 1)"),
            "thoughtful-3": self.tr("Thoughtful (draw 3)"),
        }
        data = read_dialog_data(store, variant)
        self.model = HistoryModel(data.history, self)
        self._build(variant)
        self._show_data(data.summary, data.chart)
        store.changed.connect(self._on_store_changed)
        self._preferences = preferences
        if preferences is not None:
            preferences.changed.connect(self._on_preference_changed)
        self._show_hints_column()
        self.resize(980, 720)

    # ----------------------------------------------------------------- building

    def _build(self, variant: str) -> None:
        self.tabs = QTabBar()
        self.tabs.setAccessibleName(self.tr("Game"))
        for key in VARIANTS:
            self.tabs.addTab(self._variant_names[key])
        self.tabs.setCurrentIndex(VARIANTS.index(variant))
        self.tabs.currentChanged.connect(self._on_tab_changed)

        summary_box = QGroupBox(self.tr("Summary"))
        form = QFormLayout(summary_box)
        names = {
            "played": self.tr("Games played"),
            "won": self.tr("Games won"),
            "win_rate": self.tr("Win rate"),
            "current_streak": self.tr("Current streak"),
            "longest_winning_streak": self.tr("Longest winning streak"),
            "longest_losing_streak": self.tr("Longest losing streak"),
            "best_score": self.tr("Best score"),
            "average_score": self.tr("Average score"),
            "last_score": self.tr("Last score"),
            "fastest_win": self.tr("Fastest win"),
            "fewest_moves_win": self.tr("Fewest moves in a win"),
            "total_time": self.tr("Total time played"),
        }
        self.summary_labels: dict[str, QLabel] = {}
        for key in SUMMARY_FIELDS:
            value = QLabel()
            value.setAccessibleName(names[key])
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            form.addRow(self.tr("{0}:").format(names[key]), value)
            self.summary_labels[key] = value

        self.chart = ScoreChart()
        top = QSplitter(Qt.Orientation.Horizontal)
        top.addWidget(summary_box)
        top.addWidget(self.chart)
        top.setStretchFactor(1, 1)
        top.setChildrenCollapsible(False)

        self.filter_combo = QComboBox()
        self.filter_combo.addItems([self.tr("All games"), self.tr("Won"), self.tr("Lost")])
        self.filter_combo.setAccessibleName(self.tr("Show"))
        self.filter_combo.currentIndexChanged.connect(self._on_filter_changed)
        filter_label = QLabel(self.tr("&Show:"))
        filter_label.setBuddy(self.filter_combo)
        self.count_label = QLabel()
        filter_row = QHBoxLayout()
        filter_row.addWidget(filter_label)
        filter_row.addWidget(self.filter_combo)
        filter_row.addStretch(1)
        filter_row.addWidget(self.count_label)

        self.table = self._build_table()
        history = QWidget()
        history_layout = QVBoxLayout(history)
        history_layout.setContentsMargins(0, 0, 0, 0)
        history_layout.addLayout(filter_row)
        history_layout.addWidget(self.table)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(top)
        split.addWidget(history)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        split.setSizes([300, 380])

        self.replay_button = QPushButton(self.tr("&Play this deal again"))
        self.replay_button.setEnabled(False)
        self.replay_button.clicked.connect(self.replay_selected)
        self.export_button = QPushButton(self.tr("&Export CSV…"))
        self.export_button.clicked.connect(self.export)
        self.reset_button = QPushButton(self.tr("&Reset…"))
        self.reset_button.clicked.connect(self.reset_variant)
        close_button = QPushButton(self.tr("&Close"))
        close_button.clicked.connect(self.reject)
        for button in (self.export_button, self.reset_button, close_button):
            button.setAutoDefault(False)
        self.replay_button.setDefault(True)
        self.status_label = QLabel()
        buttons = QHBoxLayout()
        buttons.addWidget(self.replay_button)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.reset_button)
        buttons.addWidget(self.status_label, 1)
        buttons.addWidget(close_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(split, 1)
        layout.addLayout(buttons)

    def _build_table(self) -> QTableView:
        table = QTableView()
        table.setAccessibleName(self.tr("Game history"))
        table.setModel(self.model)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setAlternatingRowColors(True)
        table.setWordWrap(False)
        table.setCornerButtonEnabled(False)
        rows = table.verticalHeader()
        rows.hide()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(table.fontMetrics().height() + 8)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.setSortIndicator(0, Qt.SortOrder.DescendingOrder)
        table.setSortingEnabled(True)
        metrics = table.fontMetrics()
        samples = (
            "100,000",
            format_start("2026-12-31T23:59:59Z", self._locale),
            "TF3-D3N-AAAAAAA",
            self.tr("Lost"),
            "99,999",
            "9,999",
            "999",
            "999",
            "10:00:00",
            "104",
        )
        for column, sample in enumerate(samples):
            title = str(self.model.headerData(column, Qt.Orientation.Horizontal))
            width = max(metrics.horizontalAdvance(sample), metrics.horizontalAdvance(title) + 20)
            header.resizeSection(column, width + 16)
        table.doubleClicked.connect(self._on_double_clicked)
        table.selectionModel().selectionChanged.connect(self._on_selection_changed)
        self.model.modelReset.connect(self._on_selection_changed)
        return table

    # ----------------------------------------------------------------- showing

    @property
    def hints_shown(self) -> bool:
        """Whether the history shows its Hints column (the Assistant preference is on)."""
        return self._preferences is not None and self._preferences.get(ASSISTANT)

    def _show_hints_column(self) -> None:
        self.table.setColumnHidden(COLUMN_KEYS.index("hints"), not self.hints_shown)

    def _on_preference_changed(self, key: str) -> None:
        if key == ASSISTANT.key:
            self._show_hints_column()

    @property
    def variant(self) -> str:
        """The variant shown."""
        return self._variant

    def show_variant(self, variant: str) -> None:
        """Show the statistics of ``variant`` (selecting its tab)."""
        self.tabs.setCurrentIndex(VARIANTS.index(variant))

    def reload(self) -> None:
        """Read the shown variant's figures, history and chart again."""
        self._stale = False
        pager = self.model.pager
        order_by, descending = pager.order
        data = read_dialog_data(
            self._store,
            self._variant,
            result=pager.result,
            order_by=order_by,
            descending=descending,
        )
        self.model.set_pager(data.history)
        self._show_data(data.summary, data.chart)

    def _on_tab_changed(self, index: int) -> None:
        if 0 <= index < len(VARIANTS) and VARIANTS[index] != self._variant:
            self._variant = VARIANTS[index]
            self.status_label.clear()
            self.reload()

    def _on_store_changed(self, variant: str) -> None:
        if variant != self._variant:
            return
        if self.isVisible():
            self.reload()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:
        """Read the figures again if games were recorded while the dialog was hidden."""
        if self._stale:
            self.reload()
        super().showEvent(event)

    def _show_data(self, summary: Summary, chart: list[ScorePoint]) -> None:
        self._summary = summary
        for key, text in self._summary_texts(summary).items():
            label = self.summary_labels[key]
            label.setText(text)
            label.setAccessibleDescription(text)
        self.chart.set_points(chart)
        if 0 < len(chart) < summary.played:
            self.chart.chart().setTitle(self.tr("The last %n game(s)", "", len(chart)))
        else:
            self.chart.chart().setTitle("")
        self._update_count()
        self.reset_button.setEnabled(summary.played > 0)
        self._on_selection_changed()

    def _summary_texts(self, s: Summary) -> dict[str, str]:
        """The text of each summary figure."""
        number = self._locale.toString
        none = self.tr("—")
        streak = s.current_streak
        if streak.result is None:
            current = none
        elif streak.result is Result.WON:
            current = self.wins_text(streak.length)
        else:
            current = self.losses_text(streak.length)
        rate = self.tr("{0}%").format(self._locale.toString(s.win_rate * 100, "f", 1))
        average = (
            none if s.average_score is None else self._locale.toString(s.average_score, "f", 1)
        )
        return {
            "played": number(s.played),
            "won": number(s.won),
            "win_rate": rate if s.played else none,
            "current_streak": current,
            "longest_winning_streak": self.wins_text(s.longest_winning_streak),
            "longest_losing_streak": self.losses_text(s.longest_losing_streak),
            "best_score": none if s.best_score is None else number(s.best_score),
            "average_score": average,
            "last_score": none if s.last_score is None else number(s.last_score),
            "fastest_win": none if s.fastest_win is None else format_duration(s.fastest_win),
            "fewest_moves_win": none if s.fewest_moves_win is None else number(s.fewest_moves_win),
            "total_time": format_clock(s.total_time),
        }

    def wins_text(self, count: int) -> str:
        """``count`` wins, e.g. "3 wins"."""
        return self.tr("%n win(s)", "", count)

    def losses_text(self, count: int) -> str:
        """``count`` losses, e.g. "2 losses"."""
        return self.tr("%n loss(es)", "", count)

    def _update_count(self) -> None:
        shown = self.model.rowCount()
        self.count_label.setText(self.tr("%n game(s)", "", shown))

    # ----------------------------------------------------------------- history

    def _on_filter_changed(self, index: int) -> None:
        if 0 <= index < len(FILTERS):
            self.model.set_filter(FILTERS[index])
            self._update_count()
            self._on_selection_changed()

    def _on_selection_changed(
        self, selected: QItemSelection | None = None, deselected: QItemSelection | None = None
    ) -> None:
        self.replay_button.setEnabled(bool(self.table.selectionModel().selectedRows()))

    def _on_double_clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            self.replay_row(index.row())

    def replay_selected(self) -> None:
        """Ask to replay the deal of the selected game."""
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.replay_row(rows[0].row())

    def replay_row(self, row: int) -> None:
        """Close, and emit ``replay_requested`` with the deal code of table row ``row``."""
        code = self.model.row(row).deal_code
        self.accept()
        self.replay_requested.emit(code)

    # ----------------------------------------------------------------- export and reset

    def export(self) -> None:
        """Ask for a file name and write the shown variant's games to it as CSV."""
        suggested = str(Path(QDir.homePath()) / f"solitaire-{self._variant}.csv")
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export statistics"), suggested, self.tr("CSV files (*.csv)")
        )
        if not name:
            return
        try:
            count = export_csv(self._store, Path(name), self._variant)
        except (OSError, StatisticsError) as error:
            QMessageBox.warning(
                self,
                self.tr("Export statistics"),
                self.tr("The statistics could not be written to {0}:\n{1}").format(name, error),
            )
            return
        self.status_label.setText(
            self.tr("%n game(s) exported to {0}", "", count).format(Path(name).name)
        )

    def reset_variant(self) -> None:
        """Delete the shown variant's games, after the player confirms."""
        played = self._summary.played if self._summary is not None else 0
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr(
                "Delete the %n game(s) recorded for {0}? Other games keep their statistics. "
                "This cannot be undone.",
                "",
                played,
            ).format(self._variant_names[self._variant]),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self._store.reset(self._variant)
        except StatisticsError as error:
            QMessageBox.warning(
                self,
                self.tr("Reset statistics"),
                self.tr("The statistics could not be reset:\n{0}").format(error),
            )
            return
        self.status_label.setText(self.tr("Statistics reset"))
