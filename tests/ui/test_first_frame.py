"""What start-up does for a quick first frame: no Python types of the ``Qt`` namespace and no
card drawing before it (cards from the disk cache), the garbage collector paused until the
window is finished, PySide's check of imported modules made cheaper, and room kept for the
menu and status bars."""

from __future__ import annotations

import gc
import inspect
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from solitaire.engine import Game
from solitaire.storage import AppStorage
from solitaire.ui import app, bar_room, pyside_import_check

FIRST_FRAME_PROBE = """
import json, sys
import PySide6.QtCore as QtCore
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from solitaire.ui.app import start

app, window = start(["solitaire"])
seen = {}

def report():
    seen["built"] = window.view.geometry().getRect()
    print(json.dumps(seen), flush=True)
    QCoreApplication.quit()

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not seen:
            seen["qt_types"] = "Qt" in vars(QtCore)
            seen["drawing_code"] = "solitaire.ui.scene.card_art_paint" in sys.modules
            seen["painted"] = window.view.geometry().getRect()
            window.built.connect(lambda: QTimer.singleShot(0, report))
        return False

first_paint = FirstPaint()
window.view.viewport().installEventFilter(first_paint)
sys.exit(app.exec())
"""


def run_first_frame(folder: Path) -> dict[str, object]:
    env = {
        **os.environ,
        "SOLITAIRE_CONFIG_DIR": str(folder / "config"),
        "SOLITAIRE_CACHE_DIR": str(folder / "cache"),
        "QT_QPA_PLATFORM": "offscreen",
    }
    done = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME_PROBE],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_the_first_frame_runs_no_code_that_needs_the_qt_namespace_types(tmp_path: Path) -> None:
    storage = AppStorage.open(tmp_path / "config")
    game = Game.from_code("FT1-N-AAAAAAB")
    storage.tracker.start(game)
    game.play("s")
    storage.tracker.on_action(3.0)
    storage.close()
    first = run_first_frame(tmp_path)
    assert first["drawing_code"], "the first run draws the cards (and keeps them on disk)"
    run_first_frame(tmp_path)  # in the window size the first run saved, drawn and kept too
    again = run_first_frame(tmp_path)
    assert again["qt_types"] is False
    assert again["drawing_code"] is False
    assert again["painted"] == again["built"], "the bars took the room kept for them"


def test_start_pauses_the_garbage_collector_until_the_window_is_built(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SOLITAIRE_CONFIG_DIR", str(tmp_path))
    assert gc.isenabled()
    try:
        _app, window = app.start(["solitaire"])
        qtbot.addWidget(window)
        assert not gc.isenabled()
        qtbot.waitUntil(lambda: window.is_built, timeout=3000)
        assert gc.isenabled()
        window.close()
    finally:
        gc.enable()


def test_pyside_checks_imported_modules_by_reading_their_bytes(qapp) -> None:
    feature = sys.modules["shibokensupport.feature"]
    assert feature._mod_uses_pyside is pyside_import_check.uses_pyside
    for module in (json, app, pyside_import_check):
        expected = "PySide6" in inspect.getsource(module)
        assert pyside_import_check.uses_pyside(module) is expected
    assert pyside_import_check.uses_pyside(sys) is False


def test_the_bars_room_is_remembered_in_the_cache_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SOLITAIRE_CACHE_DIR", str(tmp_path))
    assert bar_room.remembered_room() is None
    bar_room.remember_room(19, 22)
    assert bar_room.remembered_room() == (19, 22)
    assert bar_room.room_file().parent == tmp_path
    for damaged in ("", "19", "a b", "19 22 7", f"19 {bar_room.MAX_HEIGHT + 1}"):
        bar_room.room_file().write_text(damaged, encoding="ascii")
        assert bar_room.remembered_room() is None
