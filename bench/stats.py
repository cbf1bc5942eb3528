"""Statistics timings with a store holding 100,000 games of one variant.

- recording a finished game (target ≤ 5 ms);
- ``load_dialog_data``: what the statistics dialog reads when it opens (summary, history
  count and first page, chart points) (target well under 300 ms);
- the statistics dialog opened: constructed, shown and painted (offscreen; target ≤ 300 ms),
  the first time in the process (importing the dialog and QtCharts included) and again;
- the summary alone, a history page deep in the table sorted by score, and reading every
  history row through the pager (a full scroll) or all at once, for comparison.

Run: ``.venv/bin/python bench/stats.py``. The store is built in a temporary directory and
removed afterwards; medians and worst times are printed.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QEvent, QEventLoop, QObject
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from solitaire.storage import HistoryPager, StatisticsStore, load_dialog_data
from solitaire.storage.results import VARIANTS, GameResult, Result, new_game_id

HISTORY_SIZE = 100_000
RECORD_RUNS = 200
LOAD_RUNS = 15
DIALOG_RUNS = 10
PAINT_WAIT_MS = 10_000


def fake_game(rng: random.Random, variant: str, when: datetime) -> GameResult:
    """A plausible finished game of ``variant`` ending at ``when``."""
    won = rng.random() < 0.3
    duration = rng.uniform(60, 1800)
    return GameResult(
        game_id=new_game_id(),
        variant=variant,
        deal_code="TF1-D1N-AAAAAAB",
        started=when - timedelta(seconds=int(duration)),
        finished=when,
        duration=round(duration, 1),
        moves=rng.randint(1, 400),
        undos=rng.randint(0, 30),
        hints=0,
        score=rng.randint(0, 1200),
        result=Result.WON if won else Result.LOST,
        foundation_cards=52 if won else rng.randint(0, 51),
    )


def timed(action: Callable[[], object], runs: int) -> list[float]:
    """Wall-clock milliseconds of each of ``runs`` calls."""
    times = []
    for _ in range(runs):
        begin = time.perf_counter()
        action()
        times.append((time.perf_counter() - begin) * 1000)
    return times


def report(label: str, times: list[float], target: float | None = None) -> bool:
    """Print median and worst figures, against ``target`` ms if given; True if the median
    meets it (or there is none)."""
    median = statistics.median(times)
    line = f"{label}: median {median:.2f} ms, max {max(times):.2f} ms"
    if target is None:
        print(line)
        return True
    verdict = "ok" if median <= target else "TOO SLOW"
    print(f"{line} (target ≤ {target:g} ms) {verdict}")
    return median <= target


class PaintWatch(QObject):
    """Notes which of the watched widgets have been painted."""

    def __init__(self, widgets: list[QWidget]) -> None:
        super().__init__()
        self.waiting = set(widgets)
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.waiting.discard(watched)
        return False


def open_dialog(store: StatisticsStore, variant: str) -> float:
    """Milliseconds to construct the statistics dialog, show it and paint it (the history
    table and the chart included); the dialog is closed and deleted afterwards."""
    app = QApplication.instance()
    assert app is not None
    begin = time.perf_counter()
    from solitaire.ui.dialogs.statistics_dialog import StatisticsDialog

    dialog = StatisticsDialog(store, variant)
    watch = PaintWatch([dialog, dialog.table.viewport(), dialog.chart.viewport()])
    dialog.show()
    clock = QElapsedTimer()
    clock.start()
    while watch.waiting and clock.elapsed() < PAINT_WAIT_MS:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    elapsed = (time.perf_counter() - begin) * 1000
    if watch.waiting:
        raise RuntimeError("the statistics dialog was not painted")
    dialog.close()
    dialog.deleteLater()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return elapsed


def show_main_window_stand_in() -> QWidget:
    """A plain window shown and painted, as the main window is when the player opens the
    dialog (so the first opening does not pay for the first window of the process)."""
    app = QApplication.instance()
    assert app is not None
    window = QLabel("Solitaire")
    window.resize(640, 480)
    watch = PaintWatch([window])
    window.show()
    while watch.waiting:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    return window


def main() -> int:
    """Build the store, time both figures, and return 0 when both meet their targets."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    rng = random.Random(2026)
    start = datetime(2020, 1, 1, tzinfo=UTC)
    variant = VARIANTS[1]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "statistics.sqlite3"
        store = StatisticsStore.open(path)
        store.record_many(
            fake_game(rng, variant, start + timedelta(minutes=i)) for i in range(HISTORY_SIZE)
        )
        store.close()
        begin = time.perf_counter()
        store = StatisticsStore.open(path)
        print(f"open and check the store: {(time.perf_counter() - begin) * 1000:.0f} ms")
        later = start + timedelta(minutes=HISTORY_SIZE)
        record_times = timed(lambda: store.record(fake_game(rng, VARIANTS[0], later)), RECORD_RUNS)
        load_times = timed(lambda: load_dialog_data(store, variant), LOAD_RUNS)
        data = load_dialog_data(store, variant)
        print(
            f"store: {store.count(variant):,} games of {variant}; history rows "
            f"{len(data.history):,}; chart points {len(data.chart):,}"
        )
        ok = report("record a finished game", record_times, 5)
        ok = report(f"load dialog data ({HISTORY_SIZE:,} games)", load_times, 300) and ok
        window = show_main_window_stand_in()
        first_open = open_dialog(store, variant)
        print(
            f"statistics dialog opened with {HISTORY_SIZE:,} records: {first_open:.0f} ms "
            "(the first time, importing the dialog and QtCharts)"
        )
        dialog_times = timed(lambda: open_dialog(store, variant), DIALOG_RUNS)
        ok = (
            report(f"statistics dialog opened with {HISTORY_SIZE:,} records", dialog_times, 300)
            and ok
        )
        ok = first_open <= 300 and ok
        window.close()
        report("summary alone", timed(lambda: store.summary(variant), LOAD_RUNS))
        deep = HISTORY_SIZE // 2
        report(
            "one page at row 50,000 sorted by score",
            timed(
                lambda: HistoryPager(store, variant, order_by="score", descending=True)[deep],
                LOAD_RUNS,
            ),
        )
        report("every row through the pager (a full scroll)", timed(lambda: list(data.history), 3))
        report("every row at once (history())", timed(lambda: store.history(variant), 3))
        store.close()
    del app
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
