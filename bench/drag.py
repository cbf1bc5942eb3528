"""Cost of dragging a 13-card group: the time to handle one mouse move (the scene's handler
alone, and with the repaint of the area it dirties), and the time from the drop to a settled,
repainted scene (animations off).

Run: ``.venv/bin/python bench/drag.py`` (offscreen; set QT_QPA_PLATFORM=xcb under Xvfb).
With ``--with-solver`` the assistant's solver works on a hard Forty Thieves deal in its own
process (started from a ``QThreadPool`` worker, as the app does) for the whole measurement.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from tests.ui.table_driver import layout_game

from solitaire.engine import Game, dump_record
from solitaire.engine.moves import pile_id
from solitaire.ui.app import create_application
from solitaire.ui.assistant.solver_runner import SolverRunner
from solitaire.ui.controller import PlayOptions
from solitaire.ui.main_window import MainWindow

GROUP = "KS QH JC TH 9C 8H 7C 6H 5C 4H 3C 2H AC"
MOVES_PER_DRAG = 60
DRAGS = 30
HARD_DEAL = 7
"""A Forty Thieves deal number the solver does not settle in minutes."""
SOLVER_SECONDS = 600.0


class BusySolver:
    """Keeps one solver process working on ``HARD_DEAL`` (started again if it ever answers)."""

    def __init__(self) -> None:
        self.runner = SolverRunner()
        self.record = dump_record(Game.new("forty-thieves", HARD_DEAL), {})
        self.answers = 0
        self.runner.finished.connect(self._again)
        self.runner.failed.connect(self._failed)
        self.runner.solve_position(self.record, SOLVER_SECONDS)

    def _again(self, _request: int, _answer: object) -> None:
        self.answers += 1
        self.runner.solve_position(self.record, SOLVER_SECONDS)

    def _failed(self, _request: int, message: str) -> None:
        raise SystemExit(f"the solver failed: {message}")

    def wait_until_searching(self, app: QApplication) -> None:
        """Give the process time to start and load the deal, so it is searching when the
        measurement starts."""
        deadline = time.perf_counter() + 1.5
        while time.perf_counter() < deadline:
            app.processEvents()
            time.sleep(0.01)


def main() -> None:
    app = create_application(sys.argv[:1])
    solver = BusySolver() if "--with-solver" in sys.argv[1:] else None
    if solver is not None:
        solver.wait_until_searching(app)
    move_times: list[float] = []
    handler_times: list[float] = []
    drop_times: list[float] = []
    window = MainWindow(layout_game("thoughtful", [GROUP, ""]), PlayOptions())
    window.set_animation_speed("off")
    window.resize(1100, 800)
    window.show()
    QTest.qWaitForWindowExposed(window)
    viewport = window.view.viewport()
    for drag in range(DRAGS):
        source = "t1" if drag % 2 == 0 else "t2"
        target = "t2" if drag % 2 == 0 else "t1"
        rect = window.scene.item_at(pile_id(source), 0).sceneBoundingRect()
        start = window.view.mapFromScene(QPointF(rect.center().x(), rect.top() + 8))
        origin = window.scene.layout.origins[pile_id(target)]
        end = window.view.mapFromScene(QPointF(origin.x() + 30, origin.y() + 30))
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        app.processEvents()
        for step in range(1, MOVES_PER_DRAG + 1):
            point = QPoint(
                start.x() + (end.x() - start.x()) * step // MOVES_PER_DRAG,
                start.y() + (end.y() - start.y()) * step // MOVES_PER_DRAG,
            )
            began = time.perf_counter()
            QTest.mouseMove(viewport, point)
            handled = time.perf_counter()
            app.processEvents()
            handler_times.append(handled - began)
            move_times.append(time.perf_counter() - began)
        began = time.perf_counter()
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
        app.processEvents()
        drop_times.append(time.perf_counter() - began)
        assert window.game.pile(target)[0] == "KS", "the group did not move"
    print(
        f"drag of 13 cards, per mouse move, handler: median "
        f"{statistics.median(handler_times) * 1000:.2f} ms"
    )
    print(
        f"drag of 13 cards, per mouse move with its repaint: median "
        f"{statistics.median(move_times) * 1000:.2f} ms, 95th percentile "
        f"{sorted(move_times)[int(len(move_times) * 0.95)] * 1000:.2f} ms "
        f"({len(move_times)} moves)"
    )
    print(
        f"drop to settled, repainted scene: median {statistics.median(drop_times) * 1000:.2f} ms, "
        f"max {max(drop_times) * 1000:.2f} ms ({len(drop_times)} drops)"
    )
    if solver is not None:
        print(
            f"solver process busy throughout: {'yes' if solver.runner.busy else 'no'} "
            f"(deal forty-thieves {HARD_DEAL}, answers during the run: {solver.answers})"
        )
        solver.runner.shutdown()
    window.close()
    QApplication.processEvents()


if __name__ == "__main__":
    main()
