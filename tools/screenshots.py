"""Write the README screenshots: each game mid-play, drawn by the real main window.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python tools/screenshots.py`` (or under Xvfb).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from solitaire.engine import Game, Move
from solitaire.ui.app import create_application
from solitaire.ui.main_window import MainWindow

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots"
DEALS = {"forty-thieves": ("FT1-N-AAAAAAB", 40), "thoughtful": ("TF1-D3N-AAAAAAC", 30)}


def preference(move: Move, game: Game) -> int:
    """A simple player: foundations first, then waste to columns, then columns, then draw."""
    if game.is_foundation(move.dst) and not game.is_foundation(move.src):
        return 0
    if move.src == 1 and game.is_tableau(move.dst):
        return 1
    if move.is_draw:
        return 3
    if game.is_tableau(move.src) and game.is_tableau(move.dst) and game.cards(move.dst):
        return 2
    return 9


def mid_play(code: str, actions: int) -> Game:
    game = Game.from_code(code)
    seen = {game.position_text()}
    for _ in range(actions):
        choices = sorted(game.generate_legal_moves(), key=lambda m: preference(m, game))
        for choice in choices:
            if preference(choice, game) == 9:
                continue
            game.play(choice)
            if game.position_text() in seen and not choice.is_draw:
                game.undo()
                continue
            seen.add(game.position_text())
            break
    return game


def main() -> None:
    app = create_application(sys.argv[:1])
    OUT.mkdir(parents=True, exist_ok=True)
    for variant, (code, actions) in DEALS.items():
        window = MainWindow(mid_play(code, actions))
        window.set_animation_speed("off")
        window.resize(1200, 820)
        window.show()
        QApplication.processEvents()
        window.grab().save(str(OUT / f"{variant}.png"))
        window.close()
    app.processEvents()


if __name__ == "__main__":
    main()
