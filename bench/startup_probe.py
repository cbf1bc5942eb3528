"""Child process of bench/startup.py: starts the app as ``main()`` does (``start()``, then the
event loop), and reports when the first frame of the dealt table is painted, the resident
memory once the window is finished (menus, status bar, statistics: just after that frame), and
(with ``--games N``) the resident memory after N more new games."""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer


def resident_mib() -> float:
    """VmRSS of this process in MiB."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


class FirstPaint(QObject):
    """Notes the moment the viewport has finished its first paint."""

    def __init__(self, games: int) -> None:
        super().__init__()
        self.games = games
        self.painted_at = 0.0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.painted_at:
            QTimer.singleShot(0, self.painted)
        return False

    def painted(self) -> None:
        self.painted_at = time.time()
        QTimer.singleShot(0, self.report)

    def report(self) -> None:
        import json  # here, not at the top: the app does not import it before its first frame

        if window is not None and not window.is_built:
            window.built.connect(self.report)
            return
        result = {"painted_at": self.painted_at, "rss_mib": resident_mib()}
        if self.games:
            from solitaire.engine import Game

            assert window is not None
            for number in range(2 * self.games):
                window.start_game(Game.new("forty-thieves" if number % 2 else "thoughtful", number))
                QCoreApplication.processEvents()
                if number + 1 == self.games:
                    result["rss_after_games_mib"] = resident_mib()
            result["rss_after_twice_as_many_mib"] = resident_mib()
        print(json.dumps(result), flush=True)
        QCoreApplication.quit()


games = int(sys.argv[sys.argv.index("--games") + 1]) if "--games" in sys.argv else 0
probe = FirstPaint(games)
if "--empty" in sys.argv:
    from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

    application = QApplication(sys.argv[:1])
    window = None
    empty = QMainWindow()
    empty.setCentralWidget(QWidget())
    empty.resize(1120, 800)
    empty.centralWidget().installEventFilter(probe)
    empty.show()
else:
    from solitaire.ui.app import start

    application, window = start(sys.argv[:1])
    window.view.viewport().installEventFilter(probe)
sys.exit(application.exec())
