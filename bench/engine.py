"""Engine benchmark: legal-move generations and play+undo pairs per second, for each game.

Run ``.venv/bin/python bench/engine.py`` (``--quick`` for a short run). Positions come from
random playouts with a fixed seed, so every run measures the same work: at each position, every
legal action is played and undone (a play+undo pair), and the legal actions are generated. Each
figure is the median of several timed repeats of a fraction of a second each; the best repeat
is shown too. Time is the process's CPU time (``time.process_time``), so that other programs
competing for the cores do not count; with the machine otherwise idle it matches the wall
clock.

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


def rate(work: Callable[[], int], repeats: int) -> tuple[float, float]:
    """Operations per second, median and best over ``repeats`` runs of ``work`` (which returns
    how many operations it made)."""
    rates = []
    for _ in range(repeats):
        start = time.process_time()
        done = work()
        rates.append(done / (time.process_time() - start))
    return statistics.median(rates), max(rates)


def measure(
    variant: str, draw: int, deals: int, steps: int, repeats: int, rounds: int
) -> dict[str, tuple[float, float]]:
    """The three figures for one game, each as (median, best)."""
    positions = playout_positions(variant, draw, deals, steps)
    plans: list[tuple[Game, list[Move], list[str]]] = []
    for game in positions:
        moves = game.generate_legal_moves()
        plans.append((game, moves, [m.text() for m in moves]))

    def generations() -> int:
        for game in positions:
            for _ in range(rounds):
                game.generate_legal_moves()
        return rounds * len(positions)

    def pairs_objects() -> int:
        done = 0
        for game, moves, _ in plans:
            play, undo = game.play, game.undo
            for _ in range(rounds):
                for m in moves:
                    play(m)
                    undo()
            done += rounds * len(moves)
        return done

    def pairs_text() -> int:
        done = 0
        for game, _, texts in plans:
            play, undo = game.play, game.undo
            for _ in range(rounds):
                for text in texts:
                    play(text)
                    undo()
            done += rounds * len(texts)
        return done

    return {
        "gen": rate(generations, repeats),
        "obj": rate(pairs_objects, repeats),
        "text": rate(pairs_text, repeats),
    }


def main() -> None:
    """Print the figures, one line per game, and whether each median meets its target."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer positions and repeats")
    args = parser.parse_args()
    deals, steps, repeats, rounds = (20, 150, 3, 10) if args.quick else (100, 300, 9, 30)
    print(f"{deals} positions per game, {repeats} repeats; median (best) per CPU second")
    print(f"{'game':<19}{'generations':>22}{'play+undo (Move)':>26}{'play+undo (text)':>24}")
    for title, variant, draw in GAMES:
        figures = measure(variant, draw, deals, steps, repeats, rounds)
        gen, obj, text = figures["gen"], figures["obj"], figures["text"]
        gen_ok = "ok" if gen[0] >= GEN_TARGET else "LOW"
        obj_ok = "ok" if obj[0] >= PAIR_TARGET else "LOW"
        print(
            f"{title:<19}{gen[0]:>9,.0f} ({gen[1]:>7,.0f}) {gen_ok:<3}"
            f"{obj[0]:>11,.0f} ({obj[1]:>7,.0f}) {obj_ok:<3}"
            f"{text[0]:>12,.0f} ({text[1]:>7,.0f})"
        )
    print(f"targets: {GEN_TARGET:,} generations/s and {PAIR_TARGET:,} play+undo/s (Move)")


if __name__ == "__main__":
    main()
