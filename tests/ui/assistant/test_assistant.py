"""The assistant in the window, with a stand-in solver: off by default and then invisible; on,
the indicator follows every position, H shows the move on the table, hints are counted, and
answers about older positions never show."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox

from solitaire.engine import Game
from solitaire.engine.moves import STOCK, pile_id
from solitaire.storage import AppStorage
from solitaire.storage.preferences import ASSISTANT
from solitaire.ui.assistant import solver_runner
from solitaire.ui.assistant.assistant_controller import AssistantController
from solitaire.ui.assistant.indicator import AssistantIndicator, Verdict
from solitaire.ui.assistant.solver_runner import SolveAnswer
from solitaire.ui.dialogs.history_model import COLUMN_KEYS
from solitaire.ui.dialogs.preferences_dialog import PreferencesDialog

from ..session_driver import SessionDriver
from ..table_driver import layout_game

FAKE = str(Path(__file__).with_name("fake_solver.py"))
SPADES = " ".join(rank + "S" for rank in "A23456789TJQK")
ALL_BUT_CLUBS = [SPADES, SPADES.replace("S", "H"), SPADES.replace("S", "D")]


def two_clubs_left() -> Game:
    """Thoughtful with everything home but the queen and king of clubs (queen on top of t1)."""
    clubs = " ".join(rank + "C" for rank in "A23456789TJ")
    return layout_game("thoughtful", ["KC QC"], foundations=[*ALL_BUT_CLUBS, clubs], stock="")


def king_in_stock() -> Game:
    """Thoughtful with everything home but the king of clubs, the only card of the stock."""
    clubs = " ".join(rank + "C" for rank in "A23456789TJQ")
    return layout_game("thoughtful", [], foundations=[*ALL_BUT_CLUBS, clubs], stock="KC")


class FakeSolver:
    """Stands in for ``solitaire.solve``: answers what ``answer`` last wrote, after ``sleep``
    seconds, and logs every request (its pid and the record it was given)."""

    def __init__(self, folder: Path) -> None:
        self.answer_file = folder / "answer.json"
        self.log = folder / "solver.log"
        self.sleep = 0.0
        self.answer("won", ["t1>f4", "t1>f4"])

    def answer(self, verdict: str, line: list[str] | None = None, best: str | None = None) -> None:
        line = line or []
        data = {"verdict": verdict, "line": line, "best_move": best or (line[:1] or [None])[0]}
        self.answer_file.write_text(json.dumps({**data, "nodes": 5, "seconds": 0.01}))

    def command(self) -> list[str]:
        return [
            sys.executable,
            FAKE,
            "--answer-file",
            str(self.answer_file),
            "--log",
            str(self.log),
            "--sleep",
            str(self.sleep),
        ]

    def requests(self) -> list[dict[str, object]]:
        if not self.log.exists():
            return []
        return [json.loads(line) for line in self.log.read_text().splitlines()]


@pytest.fixture
def solver(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> FakeSolver:
    fake = FakeSolver(tmp_path)
    monkeypatch.setattr(solver_runner, "solver_command", fake.command)
    return fake


def open_session(qtbot, folder: Path, game: Game, assistant: bool) -> SessionDriver:
    """The app on ``game`` with storage in ``folder`` and the preference stored beforehand."""
    storage = AppStorage.open(folder)
    storage.preferences.set(ASSISTANT, assistant)
    storage.close()
    return SessionDriver(qtbot, folder, game)


def assistant_of(table: SessionDriver) -> AssistantController:
    return table.session.assistant


def indicator_of(table: SessionDriver) -> AssistantIndicator:
    indicator = assistant_of(table).indicator
    assert indicator is not None
    return indicator


def settle(qtbot, table: SessionDriver, verdict: Verdict) -> None:
    indicator = indicator_of(table)
    qtbot.waitUntil(lambda: indicator.verdict is verdict, timeout=10_000)


def toggle_in_preferences(table: SessionDriver) -> None:
    """Click the Assistant checkbox of the Preferences dialog, as a player would."""
    table.session.show_preferences()
    dialog = table.session.preferences_dialog
    assert isinstance(dialog, PreferencesDialog)
    box: QCheckBox = dialog.checkboxes[ASSISTANT.key]
    QTest.mouseClick(box, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(6, 6))
    dialog.close()
    table.window.activateWindow()
    assert QTest.qWaitForWindowActive(table.window)


def hint_rects(table: SessionDriver) -> list[QRectF]:
    marks = assistant_of(table).marks
    assert marks is not None
    return [item.rect for item in marks.items if item.isVisible() and item.scene() is table.scene]


def card_rect(table: SessionDriver, pile: str, index: int = -1) -> QRectF:
    return table.scene.item_at(pile_id(pile), index).sceneBoundingRect()


def slot_rect(table: SessionDriver, pile: int) -> QRectF:
    layout = table.scene.layout
    origin = layout.origins[pile]
    return QRectF(origin.x(), origin.y(), layout.card_width, layout.card_height)


def test_off_by_default_nothing_shows_and_nothing_runs(
    qtbot, tmp_path: Path, solver: FakeSolver
) -> None:
    table = SessionDriver(qtbot, tmp_path / "data", two_clubs_left())
    assistant = assistant_of(table)
    texts = [action.text().replace("&", "") for action in table.window.edit_menu.actions()]
    assert "Hint" not in texts
    assert not table.window.statusBar().findChildren(AssistantIndicator)
    table.key(Qt.Key.Key_H)
    table.click(table.card_point("t1"))
    qtbot.waitUntil(lambda: len(table.game.pile("t1")) == 1, timeout=5_000)
    qtbot.wait(400)
    assert assistant.runner is None and assistant.marks is None
    assert table.session.tracker.hints == 0
    assert solver.requests() == []


def test_turned_on_the_indicator_follows_the_solver_and_off_hides_it(
    qtbot, tmp_path: Path, solver: FakeSolver
) -> None:
    table = SessionDriver(qtbot, tmp_path / "data", two_clubs_left())
    toggle_in_preferences(table)
    settle(qtbot, table, Verdict.WINNABLE)
    indicator = indicator_of(table)
    assert indicator.isVisible() and indicator.text() == "Winnable"
    assert "win" in indicator.toolTip() and indicator.accessibleName() == "Assistant: Winnable"
    (request,) = solver.requests()
    assert request["args"] == ["--record", "-", "--json", "--timeout", "3"]
    assert "t1: KC QC" in str(request["input"])
    solver.answer("unwinnable")
    table.click(table.card_point("t1"))
    settle(qtbot, table, Verdict.LOST)
    assert indicator.text() == "Not winnable"
    assert "t1: KC QC" in str(solver.requests()[-1]["input"])
    assert "t1>f4" in str(solver.requests()[-1]["input"]).split("actions:")[1]
    toggle_in_preferences(table)
    assert not indicator.isVisible()
    hint_action = assistant_of(table).hint_action
    assert hint_action is not None and not hint_action.isVisible()
    count = len(solver.requests())
    table.key(Qt.Key.Key_H)
    table.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: table.game.pile("t1") == ["KC", "QC"], timeout=5_000)
    qtbot.wait(400)
    assert len(solver.requests()) == count
    assert hint_rects(table) == []


def test_on_at_start_a_won_game_says_won(qtbot, tmp_path: Path, solver: FakeSolver) -> None:
    table = open_session(qtbot, tmp_path / "data", two_clubs_left(), assistant=True)
    settle(qtbot, table, Verdict.WINNABLE)
    table.click(table.card_point("t1"))
    table.click(table.card_point("t1"))
    qtbot.waitUntil(lambda: table.game.is_won, timeout=5_000)
    settle(qtbot, table, Verdict.WON)
    assert indicator_of(table).text() == "Won"


def test_hint_outlines_the_card_and_the_foundation_and_is_counted(
    qtbot, tmp_path: Path, solver: FakeSolver
) -> None:
    table = open_session(qtbot, tmp_path / "data", two_clubs_left(), assistant=True)
    settle(qtbot, table, Verdict.WINNABLE)
    table.key(Qt.Key.Key_H)
    assert hint_rects(table) == [card_rect(table, "t1"), slot_rect(table, pile_id("f4"))]
    message = table.window.statusBar().currentMessage()
    assert message == (
        "Hint: queen of clubs to Foundation 4, clubs. This move keeps the game winnable."
    )
    assert table.session.tracker.hints == 1
    table.click(table.card_point("t1"))
    assert hint_rects(table) == []
    table.click(table.card_point("t1"))
    qtbot.waitUntil(lambda: table.game.is_won, timeout=5_000)
    history = table.storage.statistics.history("thoughtful-1")
    assert [row.hints for row in history] == [1]
    table.session.show_statistics()
    dialog = table.session.statistics_dialog
    assert dialog is not None
    model = dialog.model
    column = COLUMN_KEYS.index("hints")
    assert model.headerData(column, Qt.Orientation.Horizontal) == "Hints"
    assert model.data(model.index(0, column)) == "1"


def test_hint_before_the_answer_waits_for_it(qtbot, tmp_path: Path, solver: FakeSolver) -> None:
    solver.sleep = 0.6
    table = open_session(qtbot, tmp_path / "data", two_clubs_left(), assistant=True)
    table.key(Qt.Key.Key_H)
    assert table.window.statusBar().currentMessage() == "Looking for a hint…"
    assert hint_rects(table) == []
    qtbot.waitUntil(lambda: len(hint_rects(table)) == 2, timeout=10_000)
    assert len(solver.requests()) == 1
    assert table.session.tracker.hints == 1


def test_hint_on_a_stock_tap_outlines_the_stock(qtbot, tmp_path: Path, solver: FakeSolver) -> None:
    solver.answer("won", ["s", "w>f4"])
    table = open_session(qtbot, tmp_path / "data", king_in_stock(), assistant=True)
    settle(qtbot, table, Verdict.WINNABLE)
    table.key(Qt.Key.Key_H)
    assert hint_rects(table) == [table.scene.layout.pile_rect(STOCK, 1)]
    assert table.window.statusBar().currentMessage().startswith("Hint: draw from the stock.")


def test_unknown_shows_the_promising_move_and_says_so(
    qtbot, tmp_path: Path, solver: FakeSolver
) -> None:
    solver.answer("unknown", best="t1>f4")
    table = open_session(qtbot, tmp_path / "data", two_clubs_left(), assistant=True)
    settle(qtbot, table, Verdict.UNKNOWN)
    table.key(Qt.Key.Key_H)
    assert hint_rects(table) == [card_rect(table, "t1"), slot_rect(table, pile_id("f4"))]
    assert "only promising" in table.window.statusBar().currentMessage()


def test_lost_position_says_undo(qtbot, tmp_path: Path, solver: FakeSolver) -> None:
    solver.answer("unwinnable")
    table = open_session(qtbot, tmp_path / "data", two_clubs_left(), assistant=True)
    settle(qtbot, table, Verdict.LOST)
    table.key(Qt.Key.Key_H)
    assert hint_rects(table) == []
    assert table.window.statusBar().currentMessage() == "No move wins from here: undo."
    assert table.session.tracker.hints == 1


def test_a_new_action_kills_the_old_request_and_its_answer_never_shows(
    qtbot, tmp_path: Path, solver: FakeSolver
) -> None:
    solver.sleep = 30.0
    table = open_session(qtbot, tmp_path / "data", two_clubs_left(), assistant=True)
    assistant = assistant_of(table)
    shown: list[Verdict] = []
    indicator = indicator_of(table)
    original = indicator.set_verdict

    def spy(verdict: Verdict, detail: str = "") -> None:
        shown.append(verdict)
        original(verdict, detail)

    indicator.set_verdict = spy  # type: ignore[method-assign]
    qtbot.waitUntil(lambda: len(solver.requests()) == 1, timeout=10_000)
    first_pid = int(str(solver.requests()[0]["pid"]))
    first_request = assistant.request
    assert first_request is not None
    table.click(table.card_point("t1"))
    qtbot.waitUntil(lambda: not alive(first_pid), timeout=5_000)
    qtbot.waitUntil(lambda: len(solver.requests()) == 2, timeout=10_000)
    # An answer for the position before the move arrives late: it is not shown.
    assistant._on_answer(first_request, SolveAnswer("unwinnable", (), None, 1, 0.1))
    assert indicator.verdict is Verdict.CHECKING
    assert assistant.answer is None
    table.key(Qt.Key.Key_H)
    assert hint_rects(table) == []
    assert shown == [Verdict.CHECKING]
    second_pid = int(str(solver.requests()[1]["pid"]))
    table.quit()
    qtbot.waitUntil(lambda: not alive(second_pid), timeout=5_000)


def test_a_failed_solver_says_so(qtbot, tmp_path: Path, solver: FakeSolver) -> None:
    solver.answer_file.write_text("garbage")
    table = open_session(qtbot, tmp_path / "data", two_clubs_left(), assistant=True)
    settle(qtbot, table, Verdict.UNAVAILABLE)
    table.key(Qt.Key.Key_H)
    qtbot.waitUntil(
        lambda: table.window.statusBar().currentMessage() == "The assistant could not find a hint.",
        timeout=10_000,
    )
    assert table.session.tracker.hints == 0


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True
