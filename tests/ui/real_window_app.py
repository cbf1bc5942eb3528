"""The real application window for the X server test: prints where two cards are on the
screen, then answers ``state`` (the actions played) and ``quit`` on standard input."""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QPointF, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication

from solitaire.engine.moves import pile_id
from solitaire.ui.app import create_application
from solitaire.ui.main_window import MainWindow

from .table_driver import layout_game
from .test_gestures_forty_thieves import COLUMNS


def screen_point(window: MainWindow, pile: str) -> list[int]:
    rect = window.scene.item_at(pile_id(pile), -1).sceneBoundingRect()
    view_point = window.view.mapFromScene(QPointF(rect.center()))
    global_point = window.view.viewport().mapToGlobal(view_point)
    return [global_point.x(), global_point.y()]


def main() -> int:
    app = create_application(sys.argv)
    window = MainWindow(layout_game("forty-thieves", COLUMNS, waste="7C"))
    window.setGeometry(40, 40, 1100, 780)
    window.show()

    def announce() -> None:
        info = {
            "from": screen_point(window, "t3"),
            "to": screen_point(window, "t1"),
            "window": int(window.winId()),
        }
        print(json.dumps(info), flush=True)

    def answer() -> None:
        line = sys.stdin.readline().strip()
        if line == "state":
            print(json.dumps({"log": window.game.log, "score": window.game.score}), flush=True)
        elif line in ("quit", ""):
            QApplication.quit()

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(answer)
    QTimer.singleShot(700, announce)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
