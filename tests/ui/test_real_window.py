"""The app in a real X server (Xvfb, xcb platform): a card is dragged with real X input from
xdotool, the move happens, and a screenshot is written."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from tests.x_server import private_x_server, require_tools

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ("Xvfb", "xdotool", "import")

pytestmark = pytest.mark.xvfb


@pytest.fixture
def x_display() -> Iterator[str]:
    """A private Xvfb server; its display name."""
    require_tools(TOOLS)
    with private_x_server() as display:
        yield display


def xdotool(display: str, *args: str) -> None:
    subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": display}, check=True)


def test_drag_with_real_x_input(x_display: str, tmp_path: Path) -> None:
    env = {**os.environ, "DISPLAY": x_display, "QT_QPA_PLATFORM": "xcb"}
    app = subprocess.Popen(
        [sys.executable, "-m", "tests.ui.real_window_app"],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert app.stdout is not None and app.stdin is not None
        where = json.loads(app.stdout.readline())
        (x0, y0), (x1, y1) = where["from"], where["to"]
        xdotool(x_display, "mousemove", str(x0), str(y0))
        xdotool(x_display, "mousedown", "1")
        for step in range(1, 11):
            x = x0 + (x1 - x0) * step // 10
            y = y0 + (y1 - y0) * step // 10
            xdotool(x_display, "mousemove", str(x), str(y))
            time.sleep(0.02)
        xdotool(x_display, "mouseup", "1")
        time.sleep(0.6)
        app.stdin.write("state\n")
        app.stdin.flush()
        state = json.loads(app.stdout.readline())
        assert state["log"] == ["t3>t1"]
        shot = tmp_path / "table.png"
        subprocess.run(
            ["import", "-window", "root", str(shot)],
            env={**os.environ, "DISPLAY": x_display},
            check=True,
        )
        image = QImage(str(shot))
        assert image.width() == 1280
        white = sum(
            QColor(image.pixel(x, y)).lightness() > 240
            for x in range(0, image.width(), 8)
            for y in range(0, image.height(), 8)
        )
        assert white > 500, "no cards drawn"
        if os.environ.get("UPDATE_SCREENSHOTS"):
            shutil.copy(shot, ROOT / "docs" / "screenshots" / "real-window.png")
        app.stdin.write("quit\n")
        app.stdin.flush()
        assert app.wait(timeout=10) == 0
    finally:
        if app.poll() is None:
            app.kill()
