"""Winning, the win summary, the New game dialog, restart and abandoning."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from solitaire.engine import Game
from solitaire.ui.dialogs.new_game import NewGameDialog

from .table_driver import TableDriver, layout_game

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"]


def suit_run(suit: str, up_to: str = "K") -> str:
    return " ".join(f"{r}{suit}" for r in RANKS[: RANKS.index(up_to) + 1])


def thoughtful_one_card_from_a_win() -> Game:
    return layout_game(
        "thoughtful",
        ["KC"],
        foundations=[suit_run("S"), suit_run("H"), suit_run("D"), suit_run("C", "Q")],
        stock="",
    )


def forty_thieves_one_card_from_a_win() -> Game:
    homes = [suit_run(s) for s in "SHDC"] + [suit_run(s) for s in "SHD"] + [suit_run("C", "Q")]
    return layout_game("forty-thieves", [], foundations=homes, waste="KC", stock="")


@pytest.mark.parametrize(
    "make", [thoughtful_one_card_from_a_win, forty_thieves_one_card_from_a_win]
)
def test_a_win_shows_the_summary_and_can_replay_the_deal(qtbot, short_double_click, make) -> None:
    table = TableDriver(qtbot, make())
    source = "t1" if table.game.variant == "thoughtful" else "w"
    table.click(table.card_point(source))
    assert table.game.is_won
    qtbot.waitUntil(lambda: table.window.win_dialog is not None, timeout=3000)
    dialog = table.window.win_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.figures.text().splitlines()[:2] == ["Score: 10", "Moves: 1"]
    QTest.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    assert table.window.win_dialog is None
    assert not table.game.is_won and table.game.moves == 0
    table.assert_matches_engine()


def test_the_celebration_can_be_skipped_with_a_click(qtbot, short_double_click) -> None:
    table = TableDriver(qtbot, thoughtful_one_card_from_a_win())
    table.window.set_animation_speed("normal")
    table.click(table.card_point("t1"))
    qtbot.waitUntil(lambda: table.window.celebration is not None, timeout=3000)
    assert table.window.celebration is not None and table.window.celebration.running
    table.press(table.pile_point("t3"))
    assert table.window.win_dialog is not None
    table.window.win_dialog.reject()
    qtbot.waitUntil(lambda: table.window.win_dialog is None, timeout=3000)
    assert table.game.is_won
    table.assert_matches_engine()


def test_new_game_dialog_explains_a_bad_code(qtbot) -> None:
    dialog = NewGameDialog("thoughtful", 1)
    qtbot.addWidget(dialog)
    dialog.show()
    QTest.keyClicks(dialog.code, "TF1-D1N-AAAAAA1")
    dialog.accept()
    assert dialog.isVisible()
    assert dialog.problem.text() == (
        "The deal number uses only the letters A to Z and the digits 2 to 7."
    )
    dialog.code.clear()
    QTest.keyClicks(dialog.code, "xx1-N-AAAAAAB")
    dialog.accept()
    assert dialog.problem.text().startswith("Unknown game")


def test_new_game_dialog_replays_a_code(qtbot) -> None:
    dialog = NewGameDialog("forty-thieves", 1)
    qtbot.addWidget(dialog)
    QTest.keyClicks(dialog.code, "  tf1-d3n-bcdefgh ")
    dialog.accept()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    assert dialog.game.code == "TF1-D3N-BCDEFGH" and dialog.game.draw == 3


def test_new_game_dialog_picks_thoughtful_draw_three(qtbot) -> None:
    dialog = NewGameDialog("forty-thieves", 1)
    qtbot.addWidget(dialog)
    dialog.thoughtful.setChecked(True)
    dialog.draw_mode.setCurrentIndex(1)
    dialog.accept()
    assert dialog.game.variant == "thoughtful" and dialog.game.draw == 3
    assert dialog.game.code is not None and dialog.game.code.startswith("TF1-D3N-")


def test_restart_asks_first_once_the_game_has_started(
    qtbot, short_double_click, monkeypatch
) -> None:
    table = TableDriver(qtbot, Game.from_code("TF1-D1N-AAAAAAB"))
    asked: list[str] = []

    def answer_no(*args: object) -> QMessageBox.StandardButton:
        asked.append("asked")
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer_no)
    table.window.restart()
    assert asked == []
    table.click(table.pile_point("s"))
    table.key(Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert asked == ["asked"]
    assert table.game.moves == 1
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    table.window.restart()
    assert table.game.moves == 0 and table.game.code == "TF1-D1N-AAAAAAB"
    table.assert_matches_engine()


def test_status_bar_shows_the_figures(qtbot, short_double_click) -> None:
    table = TableDriver(qtbot, Game.from_code("FT1-N-AAAAAAB"))
    window = table.window
    assert window.code_label.text() == "FT1-N-AAAAAAB"
    assert window.stock_label.text() == "Stock: 64"
    table.click(table.pile_point("s"))
    assert window.stock_label.text() == "Stock: 63"
    assert window.moves_label.text() == "Moves: 1"
    assert window.time_label.text().startswith("Time: 0:0")


def test_a_new_deal_is_dealt_with_animation_and_settles(qtbot) -> None:
    table = TableDriver(qtbot, Game.from_code("FT1-N-AAAAAAB"))
    table.window.set_animation_speed("fast")
    table.window.start_game(Game.from_code("FT1-N-AAAAAAC"))
    assert table.scene.is_animating
    with qtbot.waitSignal(table.scene.settled, timeout=5000):
        pass
    table.assert_matches_engine()


def test_a_click_during_the_deal_finishes_it_at_once(qtbot, short_double_click) -> None:
    table = TableDriver(qtbot, Game.from_code("FT1-N-AAAAAAB"))
    table.window.set_animation_speed("slow")
    table.window.start_game(Game.from_code("FT1-N-AAAAAAC"))
    table.press(table.pile_point("s"))
    assert not table.scene.is_animating
    table.assert_matches_engine()
