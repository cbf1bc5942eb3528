"""The window with real storage: saved after every action, resumed at start, games counted
once, records named in the win summary, the second copy warned."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from solitaire.engine import Game
from solitaire.storage import AppStorage
from solitaire.ui.main_window import MainWindow

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


# ----------------------------------------------------------------- the app's start-up path


def start_app(qtbot, folder: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    """``app.start`` with storage in ``folder``: the window before its first frame."""
    from solitaire.ui.app import start

    monkeypatch.setenv("SOLITAIRE_CONFIG_DIR", str(folder))
    _app, window = start(["solitaire"])
    qtbot.addWidget(window)
    return window


def saved_game_in(folder: Path, game: Game) -> None:
    """Play one draw of ``game`` with storage in ``folder`` and quit (the game is saved)."""
    storage = AppStorage.open(folder)
    storage.tracker.start(game)
    game.play("s")
    storage.tracker.on_action(12.0)
    storage.close()


def test_the_table_is_shown_first_and_the_window_finished_after_it(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = start_app(qtbot, tmp_path, monkeypatch)
    assert not window.is_built and window.session is None
    assert not (tmp_path / "statistics.sqlite3").exists(), "SQLite waits for the first frame"
    assert window.scene.pile_size(window.game.tableau_ids[0]) > 0, "the table is dealt"
    qtbot.waitUntil(lambda: window.is_built, timeout=3000)
    assert window.session is not None
    assert (tmp_path / "statistics.sqlite3").exists()
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&Game", "&Edit", "&Settings", "&Help"]
    assert "S&tatistics…" in [action.text() for action in window.game_menu.actions()]
    assert window.menuBar().isVisible() and window.statusBar().isVisible()
    assert window.score_label.text() == "Score: 0" and window.score_label.isVisible()
    assert window.view.geometry().bottom() < window.statusBar().geometry().top()
    assert not window.windowIcon().isNull()
    window.close()


def test_the_saved_game_is_on_the_first_frame_and_followed_after_it(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved_game_in(tmp_path, Game.from_code("FT1-N-AAAAAAB"))
    window = start_app(qtbot, tmp_path, monkeypatch)
    first = window.game
    assert (first.code, first.moves) == ("FT1-N-AAAAAAB", 1)
    assert window.controller.elapsed_seconds == pytest.approx(12.0, abs=0.5)
    qtbot.waitUntil(lambda: window.is_built, timeout=3000)
    assert window.game is first
    storage = window.session.storage  # type: ignore[union-attr]
    assert storage.tracker.game is first and storage.tracker.counted
    window.controller.draw()
    window.close()
    assert storage.saved_game.load().game.moves == 2  # type: ignore[union-attr]


def test_a_saved_game_already_counted_is_replaced_after_the_first_frame(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved_game_in(tmp_path, Game.from_code("FT1-N-AAAAAAB"))
    storage = AppStorage.open(tmp_path)
    loaded = storage.saved_game.load()
    assert loaded is not None
    storage.tracker.resume_loaded(loaded)
    ended = storage.tracker.abandon(20.0)  # recorded, and the save deleted …
    assert ended is not None
    storage.saved_game.save(loaded.game, loaded.state)  # … but a stale save left behind
    storage.close()
    window = start_app(qtbot, tmp_path, monkeypatch)
    assert window.game.code == "FT1-N-AAAAAAB"
    qtbot.waitUntil(lambda: window.is_built, timeout=3000)
    assert window.game.moves == 0 and window.game.code != "FT1-N-AAAAAAB"
    session_storage = window.session.storage  # type: ignore[union-attr]
    assert session_storage.tracker.game is window.game
    assert session_storage.statistics.summary("forty-thieves").played == 1
    window.close()


def test_the_first_frame_imports_neither_sqlite_nor_the_session() -> None:
    import subprocess
    import sys

    code = (
        "import sys, solitaire.ui.app; "
        "print(sorted(m for m in ('sqlite3', 'solitaire.ui.game_session', "
        "'solitaire.storage.statistics') if m in sys.modules))"
    )
    output = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert output.strip() == "[]"


def test_a_click_before_the_window_is_finished_finishes_it_and_counts(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent

    window = start_app(qtbot, tmp_path, monkeypatch)
    assert not window.is_built
    press = QMouseEvent(
        QEvent.Type.MouseButtonPress,
        QPointF(5, 5),
        QPointF(5, 5),
        Qt.MouseButton.LeftButton,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    assert not window.eventFilter(window.view.viewport(), press), "the click goes on"
    assert window.is_built and window.session is not None
    window.controller.draw()
    storage = window.session.storage  # type: ignore[attr-defined]
    assert storage.tracker.counted
    assert storage.saved_game.load().game.moves == 1
    window.close()
