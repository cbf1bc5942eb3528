"""The window with real storage: saved after every action, resumed at start, games counted
once, records named in the win summary, the second copy warned."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from solitaire.engine import Game
from solitaire.storage import AppStorage

from .session_driver import SessionDriver
from .test_game_flow import thoughtful_one_card_from_a_win


@pytest.fixture(autouse=True)
def no_questions(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    asked: list[str] = []

    def yes(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[1]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", yes)
    return asked


def test_the_game_is_resumed_exactly(qtbot, tmp_path: Path, short_double_click) -> None:
    first = SessionDriver(qtbot, tmp_path, Game.from_code("TF1-D3N-AAAAAAB"))
    first.click(first.pile_point("s"))
    first.click(first.card_point("w"))
    first.click(first.pile_point("s"))
    position, score, moves = first.game.position_text(), first.game.score, first.game.moves
    first.quit()
    second = SessionDriver(qtbot, tmp_path)
    assert second.game.code == "TF1-D3N-AAAAAAB"
    assert (second.game.position_text(), second.game.score, second.game.moves) == (
        position,
        score,
        moves,
    )
    second.assert_matches_engine()
    second.quit()


def test_abandoning_a_started_game_counts_a_loss_once(qtbot, tmp_path: Path, no_questions) -> None:
    table = SessionDriver(qtbot, tmp_path, Game.from_code("FT1-N-AAAAAAB"))
    table.window.start_game(Game.from_code("FT1-N-AAAAAAC"))
    assert table.storage.statistics.summary("forty-thieves").played == 0
    table.controller_draw()
    table.window.restart()
    assert no_questions, "a started game is not abandoned without asking"
    summary = table.storage.statistics.summary("forty-thieves")
    assert (summary.played, summary.won) == (1, 0)
    table.window.start_game(Game.from_code("TF1-D1N-AAAAAAB"))
    assert table.storage.statistics.summary("forty-thieves").played == 1
    table.quit()


def test_a_win_is_recorded_and_named_in_the_summary(
    qtbot, tmp_path: Path, short_double_click
) -> None:
    table = SessionDriver(qtbot, tmp_path, Game.from_code("TF1-D1N-AAAAAAB"))
    table.controller_draw()
    table.window.start_game(thoughtful_one_card_from_a_win())
    table.click(table.card_point("t1"))
    qtbot.waitUntil(lambda: table.window.win_dialog is not None, timeout=3000)
    summary = table.storage.statistics.summary("thoughtful-1")
    assert (summary.played, summary.won, summary.best_score) == (2, 1, 10)
    assert "New best score!" in table.session.describe_records()
    assert not table.window.controller.undo_stack.canUndo()
    table.window.win_dialog.reject()
    table.quit()


def test_preferences_apply_to_the_window(qtbot, tmp_path: Path) -> None:
    from solitaire.storage.preferences import ANIMATION_SPEED, DOUBLE_CLICK, AnimationSpeed

    table = SessionDriver(qtbot, tmp_path, Game.from_code("FT1-N-AAAAAAB"))
    table.storage.preferences.set(DOUBLE_CLICK, False)
    assert table.window.controller.options.double_click is False
    table.storage.preferences.set(ANIMATION_SPEED, AnimationSpeed.SLOW)
    assert table.window.scene.animation_ms == 420
    table.quit()
    again = SessionDriver(qtbot, tmp_path)
    assert again.window.controller.options.double_click is False
    again.quit()


def test_a_second_copy_does_not_take_the_saved_game(qtbot, tmp_path: Path, no_questions) -> None:
    first = SessionDriver(qtbot, tmp_path, Game.from_code("FT1-N-AAAAAAB"))
    first.controller_draw()
    second = SessionDriver(qtbot, tmp_path, Game.from_code("TF1-D1N-AAAAAAB"))
    qtbot.waitUntil(lambda: bool(second.session.shown_notices), timeout=3000)
    assert "already running" in second.session.shown_notices[0].lower()
    second.controller_draw()
    second.quit()
    assert any("cannot be saved" in q or "Quit" in q for q in no_questions)
    first.quit()
    third = SessionDriver(qtbot, tmp_path)
    assert third.game.code == "FT1-N-AAAAAAB" and third.game.moves == 1
    third.quit()


def test_a_corrupt_saved_game_is_moved_aside_and_told(qtbot, tmp_path: Path) -> None:
    storage = AppStorage.open(tmp_path)
    storage.close()
    (tmp_path / "current-game.txt").write_text(
        "solitaire-record 1\ncode: FT1-N-AAAAAAB\nactions: s t1>t1\n", encoding="utf-8"
    )
    table = SessionDriver(qtbot, tmp_path)
    qtbot.waitUntil(lambda: bool(table.session.shown_notices), timeout=3000)
    assert list(tmp_path.glob("current-game.txt.bad-*"))
    assert table.game.moves == 0
    table.quit()


def test_statistics_open_from_the_game_menu_and_replay_a_deal(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import Qt

    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warned.append(str(a[2])))
    from solitaire.ui.dialogs.statistics_dialog import StatisticsDialog

    table = SessionDriver(qtbot, tmp_path, Game.from_code("FT1-N-AAAAAHQ"))
    table.controller_draw()
    table.window.start_game(Game.from_code("FT1-N-AAAAAAB"))
    table.key(Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    dialog = table.session.statistics_dialog
    assert isinstance(dialog, StatisticsDialog) and dialog.isVisible()
    dialog.replay_requested.emit("FT1-N-AAAAAHQ")
    assert table.game.code == "FT1-N-AAAAAHQ" and table.game.moves == 0
    table.window.replay_code("FT1-N-AAAAAA1")
    assert table.game.code == "FT1-N-AAAAAHQ"
    assert warned == ["FT1-N-AAAAAA1 is not a valid deal code."]
    table.quit()


def test_an_open_statistics_dialog_follows_a_language_change(qtbot, tmp_path: Path) -> None:
    from solitaire.storage.preferences import LANGUAGE

    table = SessionDriver(qtbot, tmp_path, Game.from_code("FT1-N-AAAAAAB"))
    table.session.show_statistics()
    before = table.session.statistics_dialog
    table.storage.preferences.set(LANGUAGE, "fr")
    after = table.session.statistics_dialog
    assert after is not None and after is not before and after.isVisible()
    assert after.windowTitle() != before.windowTitle()
    table.quit()
