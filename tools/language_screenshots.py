"""Screenshots of the app in each language: both games mid-play (with a refused move's rule
bubble) and the rules page, written as ``lang-<lang>-<forty-thieves|thoughtful|rules>.png``.

Every text the window shows (title, menus and their items, status bar, rule bubble, the rules
page) is laid out in the font it is drawn with, and any character that comes out as a font's
"missing glyph" is reported: the tool prints one JSON line per language (``language``,
``files``, ``texts``, ``missing``) and exits with status 1 if anything is missing.

Run under an X server (Xvfb) with the xcb platform, so that real windows are captured::

    QT_QPA_PLATFORM=xcb .venv/bin/python tools/language_screenshots.py [--out DIR] [fr el ...]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from PySide6.QtGui import QFont, QGuiApplication, QPixmap, QTextLayout
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QWidget
from screenshots import DEALS, mid_play

from solitaire.engine.moves import pile_name
from solitaire.ui.app import create_application
from solitaire.ui.dialogs.rules_dialog import RulesDialog
from solitaire.ui.main_window import MainWindow
from solitaire.ui.translation import install_language

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots"
LANGUAGES = ("fr", "el", "bg", "ro", "th")
SIZE = (900, 640)


def missing_glyphs(text: str, font: QFont) -> list[str]:
    """The lines of ``text`` that, laid out in ``font`` (with Qt's font fallback), draw a
    missing-glyph box."""
    found = []
    for line in text.splitlines():
        layout = QTextLayout(line, font)
        layout.beginLayout()
        while layout.createLine().isValid():
            pass
        layout.endLayout()
        if any(0 in run.glyphIndexes() for run in layout.glyphRuns()):
            found.append(line)
    return found


def window_texts(window: MainWindow) -> list[tuple[str, QFont]]:
    """Every text the main window shows, with the font it is drawn in."""
    texts = [(window.windowTitle(), window.font())]
    bar = window.menuBar()
    for action in bar.actions():
        texts.append((action.text().replace("&", ""), bar.font()))
        menu = action.menu()
        if isinstance(menu, QMenu):
            texts += [(item.text().replace("&", ""), menu.font()) for item in menu.actions()]
    texts += [(label.text(), label.font()) for label in window.statusBar().findChildren(QLabel)]
    texts.append((window.scene.bubble.text, window.view.font()))
    return [(text, font) for text, font in texts if text]


def capture(widget: QWidget, path: Path) -> None:
    """Show ``widget`` at ``SIZE``, let it paint, and save what the screen shows of it."""
    widget.resize(*SIZE)
    widget.show()
    QTest.qWaitForWindowExposed(widget)
    for _ in range(5):
        QApplication.processEvents()
        time.sleep(0.05)
    screen = widget.screen() or QGuiApplication.primaryScreen()
    shot: QPixmap = screen.grabWindow(widget.winId())
    if shot.isNull() or shot.size() != widget.size():
        shot = widget.grab()
    shot.save(str(path), "PNG", 0)


def refuse_a_move(window: MainWindow) -> None:
    """Drop a column's top card on another column that does not take it (the rule bubble)."""
    game = window.game
    columns = game.tableau_ids
    for src in columns:
        for dst in columns:
            filled = src != dst and game.cards(src) and game.cards(dst)
            if filled and game.check(f"{pile_name(src)}>{pile_name(dst)}") is not None:
                window.controller.drop(src, 1, dst)
                return


def shoot(language: str, out: Path) -> dict[str, object]:
    """Write the three screenshots of ``language``; return what was checked."""
    install_language(language)
    files, checked = [], []
    for variant, (code, actions) in DEALS.items():
        window = MainWindow(mid_play(code, actions))
        window.set_animation_speed("off")
        refuse_a_move(window)
        path = out / f"lang-{language}-{variant}.png"
        capture(window, path)
        files.append(path.name)
        checked += window_texts(window)
        window.close()
    rules = RulesDialog("thoughtful", language=language)
    path = out / f"lang-{language}-rules.png"
    capture(rules, path)
    files.append(path.name)
    checked.append((rules.browser.toPlainText(), rules.browser.font()))
    checked.append((rules.windowTitle(), rules.font()))
    rules.close()
    missing = [line for text, font in checked for line in missing_glyphs(text, font)]
    return {
        "language": language,
        "files": files,
        "texts": [text for text, _ in checked],
        "missing": missing,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("languages", nargs="*", default=list(LANGUAGES))
    args = parser.parse_args()
    app = create_application(sys.argv[:1], "en")
    args.out.mkdir(parents=True, exist_ok=True)
    failed = False
    for language in args.languages:
        report = shoot(language, args.out)
        print(json.dumps(report, ensure_ascii=False), flush=True)
        failed = failed or bool(report["missing"])
    app.processEvents()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
