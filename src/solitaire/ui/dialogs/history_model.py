"""The history table's model: one variant's games read a page at a time through a
``HistoryPager``, so 100,000 games show at once and only the rows on screen are read."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QDateTime,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from solitaire.storage import HistoryPager, HistoryRow, Result

from ..formatting import format_duration

COLUMN_KEYS: tuple[str, ...] = (
    "number",
    "started",
    "deal_code",
    "result",
    "score",
    "moves",
    "undos",
    "hints",
    "duration",
    "foundation_cards",
)
"""The stored column each table column shows, and sorts by."""

_NUMERIC = frozenset({"number", "score", "moves", "undos", "hints", "duration", "foundation_cards"})
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter

AnyIndex = QModelIndex | QPersistentModelIndex


def format_start(stored: str, locale: QLocale) -> str:
    """A stored UTC start time in local time, in ``locale``'s short date and time format."""
    moment = QDateTime.fromString(stored, Qt.DateFormat.ISODate)
    return locale.toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)


class HistoryModel(QAbstractTableModel):
    """A read-only table of the games in ``pager``; ``sort`` and ``set_filter`` ask the
    pager for another order or result and reset the model."""

    def __init__(self, pager: HistoryPager, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pager = pager
        self._locale = QLocale()
        self._headers = (
            self.tr("#"),
            self.tr("Date"),
            self.tr("Deal"),
            self.tr("Result"),
            self.tr("Score"),
            self.tr("Moves"),
            self.tr("Undos"),
            self.tr("Hints"),
            self.tr("Time"),
            self.tr("Foundations"),
        )
        self._header_tips = (
            self.tr("Game number in this variant"),
            self.tr("When the game started"),
            self.tr("Deal code"),
            self.tr("Won or lost"),
            self.tr("Final score"),
            self.tr("Moves made"),
            self.tr("Moves undone"),
            self.tr("Hints used (game assistant)"),
            self.tr("Time played"),
            self.tr("Cards on the foundations at the end"),
        )
        self._results = {Result.WON.value: self.tr("Won"), Result.LOST.value: self.tr("Lost")}

    @property
    def pager(self) -> HistoryPager:
        """The history shown."""
        return self._pager

    def set_pager(self, pager: HistoryPager) -> None:
        """Show another history (another variant, or the same one read again)."""
        self.beginResetModel()
        self._pager = pager
        self.endResetModel()

    def set_filter(self, result: Result | None) -> None:
        """Show only won or lost games (None: all)."""
        self.beginResetModel()
        self._pager.set_filter(result)
        self.endResetModel()

    def row(self, index: int) -> HistoryRow:
        """The game in table row ``index``."""
        return self._pager[index]

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._pager)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMN_KEYS)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole or role == Qt.ItemDataRole.AccessibleTextRole:
            return self._text(self._pager[index.row()], COLUMN_KEYS[index.column()])
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if COLUMN_KEYS[index.column()] in _NUMERIC else _LEFT
        return None

    def _text(self, row: HistoryRow, key: str) -> str:
        if key == "started":
            return format_start(row.started, self._locale)
        if key == "deal_code":
            return row.deal_code
        if key == "result":
            return self._results.get(row.result, row.result)
        if key == "duration":
            return format_duration(row.duration)
        value: int = getattr(row, key)
        return self._locale.toString(value)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMN_KEYS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._headers[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._header_tips[section]
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(COLUMN_KEYS):
            return
        descending = order == Qt.SortOrder.DescendingOrder
        if self._pager.order == (COLUMN_KEYS[column], descending):
            return
        self.beginResetModel()
        self._pager.set_order(COLUMN_KEYS[column], descending)
        self.endResetModel()
