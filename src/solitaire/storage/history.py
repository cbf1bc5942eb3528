"""The history as the statistics dialog reads it: a page at a time, and everything the dialog
needs when it opens (``load_dialog_data``), fast with 100,000 games.

>>> from solitaire.storage.statistics import StatisticsStore
>>> data = load_dialog_data(StatisticsStore.in_memory(), "forty-thieves")
>>> data.summary.played, len(data.history), data.chart
(0, 0, [])
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .results import Result
from .statistics import HistoryRow, ScorePoint, StatisticsStore, Summary, check_order


class HistoryPager:
    """One variant's history, filtered and sorted, read a page at a time: what a Qt table
    model needs to show 100,000 games without loading them all.

    ``len(pager)`` is the number of rows; ``pager[i]`` the i-th ``HistoryRow`` (its page is read
    on first use and kept). Call ``refresh`` after the store changes.
    """

    PAGE_SIZE = 256
    MAX_PAGES = 64

    def __init__(
        self,
        store: StatisticsStore,
        variant: str,
        *,
        result: Result | None = None,
        order_by: str = "number",
        descending: bool = False,
    ) -> None:
        check_order(order_by)
        self._store = store
        self._variant = variant
        self._result = result
        self._order_by = order_by
        self._descending = descending
        self._pages: dict[int, list[HistoryRow]] = {}
        self._length = store.history_count(variant, result)

    @property
    def variant(self) -> str:
        """The variant shown."""
        return self._variant

    @property
    def result(self) -> Result | None:
        """The result shown (None: every game)."""
        return self._result

    @property
    def order(self) -> tuple[str, bool]:
        """(column, descending)."""
        return self._order_by, self._descending

    def set_filter(self, result: Result | None) -> None:
        """Show only won or lost games (None: every game)."""
        self._result = None if result is None else Result(result)
        self.refresh()

    def set_order(self, order_by: str, descending: bool = False) -> None:
        """Sort by the column ``order_by`` (one of ``HISTORY_ORDERS``)."""
        check_order(order_by)
        self._order_by, self._descending = order_by, descending
        self.refresh()

    def refresh(self) -> None:
        """Forget the pages read (the store changed, or the filter or order did)."""
        self._pages.clear()
        self._length = self._store.history_count(self._variant, self._result)

    def __len__(self) -> int:
        return self._length

    def _read_page(self, page_number: int) -> list[HistoryRow]:
        """Read a page: just after the previous page's last row when that page is known
        (scrolling), else by counting rows from the start through an index."""
        previous = self._pages.get(page_number - 1)
        if len(self._pages) >= self.MAX_PAGES:
            self._pages.pop(next(iter(self._pages)))
        if previous:
            after, offset = previous[-1], 0
        else:
            after, offset = None, page_number * self.PAGE_SIZE
        page = self._store.history(
            self._variant,
            result=self._result,
            order_by=self._order_by,
            descending=self._descending,
            limit=self.PAGE_SIZE,
            offset=offset,
            after=after,
        )
        self._pages[page_number] = page
        return page

    def __iter__(self) -> Iterator[HistoryRow]:
        for index in range(self._length):
            yield self[index]

    def prefetch(self, index: int) -> None:
        """Read the page holding row ``index`` now, if there is such a row."""
        if 0 <= index < self._length:
            self[index]

    def __getitem__(self, index: int) -> HistoryRow:
        if not 0 <= index < self._length:
            raise IndexError(index)
        page_number, within = divmod(index, self.PAGE_SIZE)
        page = self._pages.get(page_number)
        if page is None:
            page = self._read_page(page_number)
        if within >= len(page):
            raise IndexError(index)
        return page[within]


@dataclass(frozen=True)
class DialogData:
    """Everything the statistics dialog shows for a variant when it opens: the summary, the
    history (read a page at a time) and the chart's points."""

    summary: Summary
    history: HistoryPager
    chart: list[ScorePoint]


CHART_POINTS = 2_000
"""How many of the latest games the chart shows."""


def load_dialog_data(
    store: StatisticsStore, variant: str, chart_points: int | None = CHART_POINTS
) -> DialogData:
    """What the statistics dialog needs for ``variant``: summary, history, chart points (the
    last ``chart_points`` games; None for all). The history's first page is read too, so the
    table can show at once."""
    history = HistoryPager(store, variant)
    history.prefetch(0)
    return DialogData(store.summary(variant), history, store.score_points(variant, chart_points))
