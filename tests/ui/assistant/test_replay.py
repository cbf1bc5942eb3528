"""Show a winning line from the start: the solver's line is played on the table action by action,
the scene equal to the replayed position after each; Esc, a click or the action stops it; it
never counts as a game; asked mid-game, it asks first and the game counts as a loss. The solver
is the runner tests' stand-in answering a fixed line for positions a few cards from a win."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from solitaire.engine import Game
from solitaire.engine.solver import solve
from solitaire.storage.preferences import ANIMATION_SPEED, AnimationSpeed
from solitaire.ui.assistant.replay import WinningLineReplay, line_replays

from ..session_driver import SessionDriver
from ..table_driver import layout_game
from ..test_game_flow import suit_run
from .test_deal_finder import (
    FakeSolver,
    abandon_without_asking,  # noqa: F401 - an autouse fixture for these tests too
    click,
    open_table,
    solver,  # noqa: F401 - a fixture
    tables,  # noqa: F401 - a fixture
)

LINE = ["s", "w>f3", "t1>f4", "t2>f3", "t1>f3", "t2>f4"]
"""A winning line from ``near_won()``: draw the J♦, then every card home."""


def near_won() -> Game:
    """Thoughtful, draw 1: two columns K♦ Q♣ and K♣ Q♦, the J♦ in the stock."""
    return layout_game(
        "thoughtful",
        ["KD QC", "KC QD"],
        foundations=[suit_run("S"), suit_run("H"), suit_run("D", "T"), suit_run("C", "J")],
        stock="JD",
    )


FORTY_THIEVES_LINE = ["t1>f7", "s", "w>f8"]
"""A winning line from ``forty_thieves_near_won()``."""


def forty_thieves_near_won() -> Game:
    """Forty Thieves: the K♦ alone on a column, the K♣ in the stock, the rest home."""
    homes = [suit_run(s) for s in "SHDC"] + [suit_run("S"), suit_run("H")]
    homes += [suit_run("D", "Q"), suit_run("C", "Q")]
    return layout_game("forty-thieves", ["KD"], foundations=homes, stock="KC")


def answer(verdict: str = "won", line: list[str] = LINE) -> dict[str, object]:
    return {"verdict": verdict, "line": line, "best_move": None, "nodes": 9, "seconds": 0.2}


class ReplayTable(SessionDriver):
    """The window's driver, whose ``game`` is what the table should show: the replayed copy
    while a replay runs, else the real game."""

    @property
    def replay(self) -> WinningLineReplay:
        replay = self.window.winning_line
        assert replay is not None
        return replay

    @property
    def game(self) -> Game:
        shown = self.window.winning_line.shown if self.window.winning_line else None
        return shown if shown is not None else self.window.game


def replay_table(
    qtbot: object,
    folder: Path,
    made: list[SessionDriver],
    speed: AnimationSpeed = AnimationSpeed.OFF,
    pause_ms: int = 10,
    game: Game | None = None,
) -> ReplayTable:
    start = game if game is not None else near_won()
    table = open_table(qtbot, folder, made, start, driver=ReplayTable)
    assert isinstance(table, ReplayTable)
    table.storage.preferences.set(ANIMATION_SPEED, speed)
    table.replay.pause_ms = pause_ms
    table.replay.end_pause_ms = 30
    return table


def follow(table: ReplayTable) -> tuple[list[str], list[str], list[bool]]:
    """The actions the replay plays, any mismatch between scene and replayed position after
    each, and whether cards were flying just after each."""
    played: list[str] = []
    problems: list[str] = []
    flying: list[bool] = []

    def check(number: int, action: str) -> None:
        played.append(action)
        flying.append(table.scene.is_animating)
        if number != len(played):
            problems.append(f"action {number} reported as number {len(played)}")
        try:
            table.assert_matches_engine()
        except AssertionError as error:
            problems.append(f"after {action}: {error}")

    table.replay.stepped.connect(check)
    return played, problems, flying


def settled(table: ReplayTable) -> bool:
    return not table.scene.is_animating


def win_by_hand(table: ReplayTable, qtbot: QtBot, line: list[str]) -> None:
    """Play ``line`` with the mouse: a click on the stock draws, a click on a card sends it
    home (every other action of these lines goes to a foundation)."""
    for action in line:
        qtbot.waitUntil(lambda: settled(table), timeout=5000)
        pile = action.split(">")[0]
        table.click(table.pile_point(pile) if pile == "s" else table.card_point(pile))
    assert table.game.is_won and table.game.log == line


def test_the_line_replays_to_a_win_through_the_engine() -> None:
    start = near_won()
    assert line_replays(start, tuple(LINE))
    assert start.moves == 0
    assert not line_replays(start, tuple(LINE[:-1]))
    assert not line_replays(start, ("t1>f3", *LINE))


@pytest.mark.parametrize(
    ("speed", "make", "line", "variant"),
    [
        (AnimationSpeed.OFF, near_won, LINE, "thoughtful-1"),
        (AnimationSpeed.FAST, near_won, LINE, "thoughtful-1"),
        (AnimationSpeed.OFF, forty_thieves_near_won, FORTY_THIEVES_LINE, "forty-thieves"),
    ],
)
def test_after_a_win_the_line_is_shown_and_nothing_is_counted(
    qtbot,
    tmp_path: Path,
    solver: FakeSolver,  # noqa: F811
    tables: list[SessionDriver],  # noqa: F811
    short_double_click,
    speed: AnimationSpeed,
    make: Callable[[], Game],
    line: list[str],
    variant: str,
) -> None:
    solver.answer(answer(line=line))
    table = replay_table(qtbot, tmp_path, tables, speed, game=make())
    win_by_hand(table, qtbot, line)
    qtbot.waitUntil(lambda: table.window.win_dialog is not None, timeout=5000)
    dialog = table.window.win_dialog
    assert dialog is not None and dialog.winning_line_button is not None
    statistics = table.storage.statistics
    before = statistics.summary(variant)
    assert (before.played, before.won) == (1, 1)
    played, problems, flying = follow(table)

    with qtbot.waitSignal(table.replay.ended, timeout=20000):
        click(dialog.winning_line_button)
        assert table.replay.busy
    assert played == line
    assert problems == []
    assert any(flying) == (speed is not AnimationSpeed.OFF), "the normal move animations"
    assert statistics.summary(variant) == before
    assert statistics.count() == 1
    game = table.window.game
    assert game.moves == 0 and game.position_text() == make().position_text()
    assert not table.window.controller.undo_stack.canUndo()
    qtbot.waitUntil(lambda: settled(table), timeout=5000)
    table.assert_matches_engine()
    assert "ready to play" in table.window.statusBar().currentMessage()


@pytest.mark.parametrize("how", ["escape", "click", "action"])
def test_the_replay_is_read_only_and_stops_on_request(
    qtbot,
    tmp_path: Path,
    solver: FakeSolver,  # noqa: F811
    tables: list[SessionDriver],  # noqa: F811
    how: str,
) -> None:
    solver.answer(answer())
    table = replay_table(qtbot, tmp_path, tables, pause_ms=250)
    played, problems, _ = follow(table)
    table.replay.action.trigger()
    qtbot.waitUntil(lambda: len(played) == 2, timeout=10000)
    assert table.replay.playing
    assert "action 2 of 6" in table.window.statusBar().currentMessage()
    table.key(Qt.Key.Key_D)
    table.key(Qt.Key.Key_Space)
    assert table.window.game.moves == 0, "keys do not play during the replay"
    with qtbot.waitSignal(table.replay.ended, timeout=5000):
        if how == "escape":
            table.key(Qt.Key.Key_Escape)
        elif how == "click":
            table.click(table.pile_point("t2"))
        else:
            table.replay.action.trigger()
    assert not table.replay.playing and table.replay.shown is None
    QTest.qWait(400)
    assert played == LINE[: len(played)] and len(played) <= 3
    assert problems == []
    assert table.window.game.moves == 0
    table.assert_matches_engine()
    table.click(table.pile_point("s"))
    assert table.window.game.moves == 1, "the table plays again"
    table.assert_matches_engine()


def test_mid_game_it_asks_first_and_the_game_counts_as_lost(
    qtbot,
    tmp_path: Path,
    solver: FakeSolver,  # noqa: F811
    tables: list[SessionDriver],  # noqa: F811
    short_double_click,
) -> None:
    solver.answer(answer())
    table = replay_table(qtbot, tmp_path, tables)
    table.click(table.pile_point("s"))
    statistics = table.storage.statistics
    assert statistics.summary("thoughtful-1").played == 0
    played, problems, _ = follow(table)

    table.replay.action.trigger()
    question = table.replay.question
    assert question is not None and question.isVisible()
    assert "counts as a loss" in question.text()
    no = question.button(QMessageBox.StandardButton.No)
    assert no is not None
    click(no)
    assert not table.replay.busy and table.replay.windows.progress is None
    assert table.window.game.moves == 1
    assert statistics.summary("thoughtful-1").played == 0

    table.replay.action.trigger()
    question = table.replay.question
    assert question is not None
    yes = question.button(QMessageBox.StandardButton.Yes)
    assert yes is not None
    with qtbot.waitSignal(table.replay.ended, timeout=20000):
        click(yes)
    assert played == LINE and problems == []
    summary = statistics.summary("thoughtful-1")
    assert (summary.played, summary.won) == (1, 0)
    assert table.window.game.moves == 0
    qtbot.waitUntil(lambda: settled(table), timeout=5000)
    table.assert_matches_engine()


@pytest.mark.parametrize(
    ("verdict", "words"),
    [("unknown", "found no winning line within 10 second"), ("unwinnable", "cannot be won")],
)
def test_no_line_is_said_plainly_and_the_game_goes_on(
    qtbot,
    tmp_path: Path,
    solver: FakeSolver,  # noqa: F811
    tables: list[SessionDriver],  # noqa: F811
    short_double_click,
    verdict: str,
    words: str,
) -> None:
    solver.answer(answer(verdict, []))
    table = replay_table(qtbot, tmp_path, tables)
    table.click(table.pile_point("s"))
    table.replay.action.trigger()
    question = table.replay.question
    assert question is not None
    yes = question.button(QMessageBox.StandardButton.Yes)
    assert yes is not None
    click(yes)
    qtbot.waitUntil(lambda: table.replay.windows.notice is not None, timeout=10000)
    notice = table.replay.windows.notice
    assert notice is not None and words in notice.text()
    assert not table.replay.playing
    assert table.window.game.moves == 1
    assert table.storage.statistics.summary("thoughtful-1").played == 0
    notice.close()
    table.assert_matches_engine()


def test_nothing_shows_with_the_assistant_off(
    qtbot,
    tmp_path: Path,
    solver: FakeSolver,  # noqa: F811
    tables: list[SessionDriver],  # noqa: F811
    short_double_click,
) -> None:
    solver.answer(answer())
    table = open_table(qtbot, tmp_path, tables, near_won(), assistant=False, driver=ReplayTable)
    assert isinstance(table, ReplayTable)
    table.storage.preferences.set(ANIMATION_SPEED, AnimationSpeed.OFF)
    assert not table.replay.action.isVisible()
    assert table.replay.action in table.window.game_menu.actions()
    win_by_hand(table, qtbot, LINE)
    qtbot.waitUntil(lambda: table.window.win_dialog is not None, timeout=5000)
    dialog = table.window.win_dialog
    assert dialog is not None and dialog.winning_line_button is None
    dialog.reject()


def test_with_the_real_solver_the_line_it_finds_is_shown(
    qtbot,
    tmp_path: Path,
    tables: list[SessionDriver],  # noqa: F811
) -> None:
    table = replay_table(qtbot, tmp_path, tables)
    played, problems, _ = follow(table)
    with qtbot.waitSignal(table.replay.ended, timeout=60000):
        table.replay.action.trigger()
    assert played and problems == []
    assert line_replays(near_won(), tuple(played))
    assert table.window.game.moves == 0
    table.assert_matches_engine()


def test_a_line_already_known_is_shown_without_a_new_search(
    qtbot,
    tmp_path: Path,
    solver: FakeSolver,  # noqa: F811
    tables: list[SessionDriver],  # noqa: F811
) -> None:
    solver.answer(answer("unknown", []))
    deal = Game.from_code("TF1-D1N-AAAAAAB")
    result = solve(deal, timeout=None, max_nodes=200_000)
    line = tuple(action.text() for action in result.line)
    assert line_replays(deal, line)
    table = replay_table(qtbot, tmp_path, tables, pause_ms=0)
    table.window.start_game(deal)
    finder = table.window.deal_finder
    assert finder is not None
    finder.found.emit(deal.code, line)
    played, problems, _ = follow(table)
    with qtbot.waitSignal(table.replay.ended, timeout=60000):
        table.replay.action.trigger()
    assert tuple(played) == line and problems == []
    assert table.replay.windows.notice is None, (
        "the stand-in solver knows no line: it was not asked"
    )
