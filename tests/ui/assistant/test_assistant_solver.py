"""The assistant with the real solver (``python -m solitaire.solve`` in its own process): the
indicator settles to the solver's verdict, H shows the first move of a line that wins, and a
new action kills the process working on the old position.

Deals were chosen with ``python -m solitaire.solve --batch --game thoughtful --draw 3
--numbers 1-30 --timeout 2`` and ``--batch --game forty-thieves --numbers 1-20 --timeout 3``:
TF1-D3N-AAAAAAC and FT1-N-AAAAAAF are won in a fraction of a second, TF1-D3N-AAAAAAG is proven
unwinnable at once.
"""

from __future__ import annotations

import signal
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt

from solitaire.engine import Game, Move, dump_record, load_record
from solitaire.engine.moves import STOCK
from solitaire.ui.assistant.indicator import Verdict

from .test_assistant import (
    assistant_of,
    hint_rects,
    indicator_of,
    open_session,
    settle,
    slot_rect,
    two_clubs_left,
)

WINNABLE = ("TF1-D3N-AAAAAAC", "FT1-N-AAAAAAF")
UNWINNABLE = "TF1-D3N-AAAAAAG"
HARD_FORTY_THIEVES = 7


def wins(game: Game, line: tuple[str, ...]) -> bool:
    """True if playing ``line`` on a copy of ``game`` wins it (every move legal)."""
    copy = load_record(dump_record(game, {})).game
    for step in line:
        copy.play(step)
    return copy.is_won


def expected_marks(table, action: Move) -> list[QRectF]:
    """What a hint for ``action`` should outline, read from the cards on the table."""
    scene = table.scene
    if action.is_draw:
        return [scene.layout.pile_rect(STOCK, 1)]
    size = scene.pile_size(action.src)
    source = QRectF()
    for index in range(size - action.count, size):
        source = source.united(scene.item_at(action.src, index).sceneBoundingRect())
    if scene.pile_size(action.dst) and action.dst >= 10:
        target = scene.item_at(action.dst, -1).sceneBoundingRect()
    else:
        target = slot_rect(table, action.dst)
    return [source, target]


def test_near_won_position_is_winnable_and_the_hint_is_its_first_move(
    qtbot, tmp_path: Path
) -> None:
    table = open_session(qtbot, tmp_path, two_clubs_left(), assistant=True)
    settle(qtbot, table, Verdict.WINNABLE)
    answer = assistant_of(table).answer
    assert answer is not None and answer.line == ("t1>f4", "t1>f4")
    table.key(Qt.Key.Key_H)
    assert hint_rects(table) == expected_marks(table, Move.from_text("t1>f4"))


@pytest.mark.parametrize("code", WINNABLE)
def test_a_winnable_deal_shows_winnable_and_the_hint_starts_a_winning_line(
    qtbot, tmp_path: Path, code: str
) -> None:
    game = Game.from_code(code)
    table = open_session(qtbot, tmp_path, game, assistant=True)
    settle(qtbot, table, Verdict.WINNABLE)
    answer = assistant_of(table).answer
    assert answer is not None and answer.verdict == "won"
    assert wins(table.game, answer.line)
    table.key(Qt.Key.Key_H)
    assert hint_rects(table) == expected_marks(table, Move.from_text(answer.line[0]))
    assert table.session.tracker.hints == 1


def test_an_unwinnable_deal_shows_not_winnable(qtbot, tmp_path: Path) -> None:
    table = open_session(qtbot, tmp_path, Game.from_code(UNWINNABLE), assistant=True)
    settle(qtbot, table, Verdict.LOST)
    assert indicator_of(table).text() == "Not winnable"
    table.key(Qt.Key.Key_H)
    assert table.window.statusBar().currentMessage() == "No move wins from here: undo."


def test_a_new_action_kills_the_solver_working_on_the_old_position(qtbot, tmp_path: Path) -> None:
    game = Game.new("forty-thieves", HARD_FORTY_THIEVES)
    table = open_session(qtbot, tmp_path, game, assistant=True)
    assistant = assistant_of(table)
    runner = assistant.runner
    assert runner is not None
    qtbot.waitUntil(lambda: assistant.request is not None, timeout=5_000)
    first = runner._requests[assistant.request]
    qtbot.waitUntil(lambda: first._process is not None, timeout=5_000)
    process = first._process
    assert process is not None
    table.window.draw()
    qtbot.waitUntil(lambda: process.returncode == -signal.SIGKILL, timeout=5_000)
    assert indicator_of(table).verdict is Verdict.CHECKING
