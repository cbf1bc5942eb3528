"""The "Winnable deals only" checkbox of the New game dialog shows with the assistant on, the search
runs in the solver's process behind a progress window with Cancel, and the deal found is
started like any deal. The solver is the runner tests' stand-in, so answers are fixed."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QPushButton, QWidget

from solitaire.engine import Game
from solitaire.storage.preferences import ASSISTANT, NEW_GAME_WINNABLE_ONLY
from solitaire.ui.assistant import solver_runner
from solitaire.ui.dialogs.new_game import NewGameDialog

from ..session_driver import SessionDriver

FAKE = str(Path(__file__).with_name("fake_solver.py"))
FOUND = "TF1-D3N-AAAAAAC"
LEFT = Qt.MouseButton.LeftButton


class FakeSolver:
    """Every solver the app starts is the stand-in, answering ``answer`` after ``sleep``
    seconds; what each was asked is in ``requests()``."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
        self.monkeypatch = monkeypatch
        self.log = folder / "solver-log.jsonl"

    def answer(self, answer: object, sleep: float = 0.0) -> None:
        """Set the answer, as JSON or raw text (before the window is made: runners keep their
        command)."""
        command = [
            sys.executable,
            FAKE,
            "--answer",
            answer if isinstance(answer, str) else json.dumps(answer),
            "--sleep",
            str(sleep),
            "--log",
            str(self.log),
        ]
        self.monkeypatch.setattr(solver_runner, "solver_command", lambda: command)

    def requests(self, kind: str) -> list[dict[str, object]]:
        """The logged requests whose arguments include ``kind`` (e.g. "--find-winnable")."""
        if not self.log.exists():
            return []
        entries = [json.loads(line) for line in self.log.read_text().splitlines()]
        return [entry for entry in entries if kind in entry["args"]]


@pytest.fixture(autouse=True)
def abandon_without_asking(monkeypatch: pytest.MonkeyPatch) -> None:
    """Leaving a started game (new deal, restart) is answered yes."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)


@pytest.fixture
def solver(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> FakeSolver:
    return FakeSolver(monkeypatch, tmp_path)


@pytest.fixture
def tables() -> Iterator[list[SessionDriver]]:
    """Windows made by the test, closed after it (which ends every solver process)."""
    made: list[SessionDriver] = []
    yield made
    for table in made:
        table.quit()


def open_table(
    qtbot: object,
    folder: Path,
    tables: list[SessionDriver],
    game: Game,
    assistant: bool = True,
    driver: type[SessionDriver] = SessionDriver,
) -> SessionDriver:
    """A window with storage in ``folder`` showing ``game``, the assistant on or off."""
    table = driver(qtbot, folder, game)
    tables.append(table)
    table.storage.preferences.set(ASSISTANT, assistant)
    return table


def in_modal_dialog(open_it: Callable[[], None], act: Callable[[QWidget], None]) -> None:
    """Run ``act`` on the modal dialog that ``open_it`` shows (and waits for); the dialog is
    closed afterwards if ``act`` left it open, and an error in ``act`` is raised here."""
    errors: list[BaseException] = []
    done: list[bool] = []

    def run(tries: int = 300) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            if tries:
                QTimer.singleShot(10, lambda: run(tries - 1))
            return
        try:
            act(dialog)
        except BaseException as error:
            errors.append(error)
        finally:
            done.append(True)
            if dialog.isVisible():
                dialog.close()

    QTimer.singleShot(0, run)
    open_it()
    if errors:
        raise errors[0]
    assert done, "no dialog opened"


def click(widget: QWidget, point: QPoint | None = None) -> None:
    QTest.mouseClick(widget, LEFT, Qt.KeyboardModifier.NoModifier, point or widget.rect().center())


def tick(box: QWidget) -> None:
    """Click a checkbox on its box."""
    click(box, QPoint(8, box.height() // 2))


def press_ok(dialog: NewGameDialog) -> None:
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert button is not None
    click(button)


def new_game_keys(table: SessionDriver) -> Callable[[], None]:
    """Ctrl+N on the window (made active again: a closed dialog may have left it inactive)."""

    def press() -> None:
        table.window.activateWindow()
        assert QTest.qWaitForWindowActive(table.window)
        table.key(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)

    return press


def won_answer(code: str | None) -> dict[str, object]:
    return {
        "verdict": "won",
        "line": ["s"],
        "best_move": "s",
        "nodes": 10,
        "seconds": 0.1,
        "code": code,
    }


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.mark.parametrize("assistant", [False, True])
def test_the_checkbox_shows_only_with_the_assistant_on(
    qtbot, tmp_path: Path, solver: FakeSolver, tables: list[SessionDriver], assistant: bool
) -> None:
    solver.answer(won_answer(FOUND))
    table = open_table(qtbot, tmp_path, tables, Game.from_code("TF1-D3N-AAAAAAB"), assistant)
    seen: list[bool] = []

    def look(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        seen.append(dialog.winnable.isVisible())
        assert not dialog.winnable.isChecked()

    in_modal_dialog(new_game_keys(table), look)
    assert seen == [assistant]
    assert table.game.code == "TF1-D3N-AAAAAAB"


def test_a_winnable_deal_is_looked_for_then_started(
    qtbot, tmp_path: Path, solver: FakeSolver, tables: list[SessionDriver]
) -> None:
    solver.answer(won_answer(FOUND), sleep=0.6)
    table = open_table(qtbot, tmp_path, tables, Game.from_code("TF1-D3N-AAAAAAB"))
    finder = table.window.deal_finder
    assert finder is not None

    def ask_for_a_winnable_deal(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        tick(dialog.winnable)
        assert dialog.winnable.isChecked() and dialog.wants_winnable_deal()
        press_ok(dialog)

    in_modal_dialog(new_game_keys(table), ask_for_a_winnable_deal)
    progress = finder.windows.progress
    assert progress is not None and progress.isVisible()
    assert "Looking for a winnable deal" in progress.labelText()
    assert table.game.code == "TF1-D3N-AAAAAAB", "the old game stays until a deal is found"
    with qtbot.waitSignal(finder.found, timeout=10000) as found:
        pass
    assert found.args == [FOUND, ("s",)]
    assert table.game.code == FOUND and table.game.moves == 0
    assert FOUND in table.window.statusBar().currentMessage()
    assert finder.windows.progress is None and not finder.searching
    table.assert_matches_engine()
    [request] = solver.requests("--find-winnable")
    args = request["args"]
    assert isinstance(args, list)
    assert args[args.index("--find-winnable") + 1] == "thoughtful"
    assert args[args.index("--draw") + 1] == "3"
    assert table.storage.preferences.get(NEW_GAME_WINNABLE_ONLY) is True
    table.controller_draw()
    assert table.storage.statistics.summary("thoughtful-3").played == 0
    table.window.restart()
    assert table.storage.statistics.summary("thoughtful-3").played == 1, "a normal game"

    remembered: list[bool] = []
    in_modal_dialog(
        new_game_keys(table),
        lambda dialog: remembered.append(dialog.winnable.isChecked()),  # type: ignore[attr-defined]
    )
    assert remembered == [True]


def test_the_search_can_be_cancelled_and_the_game_goes_on(
    qtbot, tmp_path: Path, solver: FakeSolver, tables: list[SessionDriver]
) -> None:
    solver.answer(won_answer(FOUND), sleep=30)
    table = open_table(qtbot, tmp_path, tables, Game.from_code("TF1-D1N-AAAAAAB"))
    table.click(table.pile_point("s"))
    finder = table.window.deal_finder
    assert finder is not None

    def ask_for_a_winnable_deal(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        tick(dialog.winnable)
        press_ok(dialog)

    in_modal_dialog(new_game_keys(table), ask_for_a_winnable_deal)
    assert finder.searching
    qtbot.waitUntil(lambda: bool(solver.requests("--find-winnable")), timeout=10000)
    [request] = solver.requests("--find-winnable")
    progress = finder.windows.progress
    assert progress is not None
    [cancel] = [b for b in progress.findChildren(QPushButton) if b.text() == "Cancel"]
    click(cancel)
    assert not finder.searching and finder.windows.progress is None
    pid = request["pid"]
    assert isinstance(pid, int)
    qtbot.waitUntil(lambda: not alive(pid), timeout=5000)
    assert table.game.code == "TF1-D1N-AAAAAAB" and table.game.moves == 1
    assert table.storage.statistics.summary("thoughtful-1").played == 0, "nothing abandoned"
    table.assert_matches_engine()


def test_a_typed_code_is_played_as_given(
    qtbot, tmp_path: Path, solver: FakeSolver, tables: list[SessionDriver]
) -> None:
    solver.answer(won_answer(FOUND))
    table = open_table(qtbot, tmp_path, tables, Game.from_code("TF1-D3N-AAAAAAB"))

    def type_a_code(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        tick(dialog.winnable)
        dialog.code.setFocus()
        QTest.keyClicks(dialog.code, "ft1-n-aaaaabb")
        assert not dialog.winnable.isEnabled() and not dialog.wants_winnable_deal()
        press_ok(dialog)

    in_modal_dialog(new_game_keys(table), type_a_code)
    assert table.game.code == "FT1-N-AAAAABB"
    assert table.window.deal_finder is not None and not table.window.deal_finder.searching
    assert solver.requests("--find-winnable") == []


@pytest.mark.parametrize(
    "answer",
    [
        {"verdict": "unknown", "line": [], "best_move": None, "nodes": 5, "seconds": 3.0},
        "not json",
    ],
)
def test_no_deal_found_is_said_plainly(
    qtbot, tmp_path: Path, solver: FakeSolver, tables: list[SessionDriver], answer: object
) -> None:
    solver.answer(answer)
    table = open_table(qtbot, tmp_path, tables, Game.from_code("FT1-N-AAAAAAB"))
    finder = table.window.deal_finder
    assert finder is not None

    def ask(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        tick(dialog.winnable)
        press_ok(dialog)

    in_modal_dialog(new_game_keys(table), ask)
    qtbot.waitUntil(lambda: finder.windows.notice is not None, timeout=10000)
    assert finder.windows.notice is not None
    text = finder.windows.notice.text()
    assert "found no winnable deal" in text or "could not look for a deal" in text
    assert table.game.code == "FT1-N-AAAAAAB"
    assert not finder.searching and finder.windows.progress is None
    finder.windows.notice.close()
