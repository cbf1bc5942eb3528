"""Engine benchmark: legal-move generations and play+undo pairs per second, for each game.

Run ``.venv/bin/python bench/engine.py`` (``--quick`` for a short run). Positions come from
random playouts with a fixed seed, so every run measures the same work. Each figure is the
median of several timed repeats over those positions.

Targets on the reference 2-core machine (CPython): 10,000 legal-move generations per second
and 300,000 play+undo pairs per second with ``Move`` objects, for every game.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from solitaire.engine import Game, Move

GAMES: tuple[tuple[str, str, int], ...] = (
    ("Forty Thieves", "forty-thieves", 1),
    ("Thoughtful draw 1", "thoughtful", 1),
    ("Thoughtful draw 3", "thoughtful", 3),
)
SEED = 20261130
GEN_TARGET = 10_000
PAIR_TARGET = 300_000


def playout_positions(variant: str, draw: int, deals: int, steps: int) -> list[Game]:
    """Games left at random points of random playouts (fixed seed), with their legal moves."""
    rng = random.Random(SEED)
    positions: list[Game] = []
    for deal in range(deals):
        game = Game.new(variant, deal, draw=draw)
        for _ in range(rng.randrange(steps)):
            moves = game.generate_legal_moves()
            if not moves:
                break
            game.play(rng.choice(moves))
        positions.append(game)
    return positions


def rate(work: Callable[[], int], repeats: int) -> float:
    """Operations per second: the median over ``repeats`` runs of ``work`` (which returns how
    many operations it made)."""
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        done = work()
        rates.append(done / (time.perf_counter() - start))
    return statistics.median(rates)


def measure(variant: str, draw: int, deals: int, steps: int, repeats: int) -> dict[str, float]:
    """The three figures for one game."""
    positions = playout_positions(variant, draw, deals, steps)
    plans: list[tuple[Game, list[Move], list[str]]] = []
    for game in positions:
        moves = game.generate_legal_moves()
        plans.append((game, moves, [m.text() for m in moves]))

    def generations() -> int:
        for game in positions:
            for _ in range(10):
                game.generate_legal_moves()
        return 10 * len(positions)

    def pairs_objects() -> int:
        done = 0
        for game, moves, _ in plans:
            play, undo = game.play, game.undo
            for _ in range(10):
                for m in moves:
                    play(m)
                    undo()
            done += 10 * len(moves)
        return done

    def pairs_text() -> int:
        done = 0
        for game, _, texts in plans:
            play, undo = game.play, game.undo
            for _ in range(10):
                for text in texts:
                    play(text)
                    undo()
            done += 10 * len(texts)
        return done

    return {
        "gen": rate(generations, repeats),
        "obj": rate(pairs_objects, repeats),
        "text": rate(pairs_text, repeats),
    }


def main() -> None:
    """Print the figures, one line per game, and whether each meets its target."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer positions and repeats")
    args = parser.parse_args()
    deals, steps, repeats = (20, 150, 3) if args.quick else (60, 300, 7)
    print(f"{'game':<20}{'generations/s':>15}{'play+undo/s (Move)':>21}{'play+undo/s (text)':>21}")
    for title, variant, draw in GAMES:
        figures = measure(variant, draw, deals, steps, repeats)
        gen_ok = "ok" if figures["gen"] >= GEN_TARGET else "BELOW TARGET"
        obj_ok = "ok" if figures["obj"] >= PAIR_TARGET else "BELOW TARGET"
        print(
            f"{title:<20}{figures['gen']:>12,.0f} {gen_ok:<3}"
            f"{figures['obj']:>17,.0f} {obj_ok:<3}{figures['text']:>21,.0f}"
        )


if __name__ == "__main__":
    main()
