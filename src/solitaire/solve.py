"""``solitaire-solve``: the solver on the command line.

Examples::

    solitaire-solve TF1-D1N-AAAAAAB                  # verdict and winning line of a deal
    solitaire-solve FT1-N-AAAAAAB --timeout 30
    solitaire-solve --record saved.txt --json         # the current position of a game record
    solitaire-solve --batch TF1-D1N-AAAAAAB TF1-D3N-AAAAAAC
    solitaire-solve --batch --game thoughtful --draw 3 --numbers 1-50
    solitaire-solve --find-winnable forty-thieves --json

The line is written in the engine's notation (stock taps included), so it can be replayed. With
``--json`` the answer is one JSON object on one line (the app reads it). Bad input gets a message
on standard error and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Sequence
from typing import TextIO

from solitaire.engine import Game, InvalidCode, InvalidRecord, load_record
from solitaire.engine.game import random_deal_number
from solitaire.engine.solver import SolveResult, Verdict, solve

VARIANTS = ("forty-thieves", "thoughtful")


class UsageError(Exception):
    """Bad input: the message says what is wrong."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        if args.find_winnable:
            return _find_winnable(args, sys.stdout)
        if args.batch:
            return _batch(args, sys.stdout)
        game = _single_game(args)
    except UsageError as error:
        print(f"solitaire-solve: {error}", file=sys.stderr)
        return 2
    result = solve(game, timeout=args.timeout)
    _report(game.code, result, args.json, sys.stdout)
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="solitaire-solve",
        description="Tell whether a deal of Forty Thieves or Thoughtful Solitaire can be won, "
        "and how.",
    )
    parser.add_argument("codes", nargs="*", metavar="CODE", help="deal code(s)")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds per deal (default 10)")
    parser.add_argument("--json", action="store_true", help="answer as one JSON line")
    parser.add_argument(
        "--record",
        metavar="FILE",
        help="solve the current position of a game record ('-' reads standard input)",
    )
    parser.add_argument("--batch", action="store_true", help="many deals: print counts and times")
    parser.add_argument("--game", choices=VARIANTS, help="with --batch --numbers: the game")
    parser.add_argument("--draw", type=int, choices=(1, 3), default=1, help="Thoughtful draw")
    parser.add_argument("--numbers", metavar="A-B", help="with --batch: deal numbers A to B")
    parser.add_argument(
        "--find-winnable",
        choices=VARIANTS,
        metavar="GAME",
        help="try random deals of GAME until one is won, and print it",
    )
    return parser


def _single_game(args: argparse.Namespace) -> Game:
    if args.record is not None:
        if args.codes:
            raise UsageError("give a deal code or --record, not both")
        return _game_from_record(args.record)
    if len(args.codes) != 1:
        raise UsageError("give one deal code (or --batch for several)")
    return _game_from_code(args.codes[0])


def _game_from_code(code: str) -> Game:
    try:
        return Game.from_code(code)
    except InvalidCode as error:
        raise UsageError(f"bad deal code {code!r}: {error}") from None


def _game_from_record(source: str) -> Game:
    try:
        if source == "-":
            text = sys.stdin.read()
        else:
            with open(source, encoding="utf-8") as file:
                text = file.read()
    except (OSError, UnicodeDecodeError) as error:
        raise UsageError(f"cannot read {source}: {error}") from None
    try:
        return load_record(text).game
    except InvalidRecord as error:
        raise UsageError(f"bad game record: {error}") from None


def _answer(code: str | None, result: SolveResult) -> dict[str, object]:
    answer: dict[str, object] = {
        "verdict": result.verdict.value,
        "line": [m.text() for m in result.line],
        "best_move": result.best_move.text() if result.best_move else None,
        "nodes": result.nodes,
        "seconds": round(result.seconds, 3),
    }
    if code is not None:
        answer["code"] = code
    return answer


_WORDS = {
    Verdict.WON: "winnable",
    Verdict.UNWINNABLE: "unwinnable (every line was searched)",
    Verdict.UNKNOWN: "unknown (not settled within the time allowed)",
}


def _report(code: str | None, result: SolveResult, as_json: bool, out: TextIO) -> None:
    if as_json:
        print(json.dumps(_answer(code, result)), file=out, flush=True)
        return
    if code is not None:
        print(f"deal: {code}", file=out)
    print(f"verdict: {_WORDS[result.verdict]}", file=out)
    if result.verdict is Verdict.WON:
        print(f"line ({len(result.line)} actions): {result.line_text()}", file=out)
    elif result.best_move is not None:
        print(f"most promising move: {result.best_move.text()}", file=out)
    print(f"searched {result.nodes} positions in {result.seconds:.2f} s", file=out)


def _batch_codes(args: argparse.Namespace) -> list[str]:
    codes = list(args.codes)
    if args.numbers is not None:
        if args.game is None:
            raise UsageError("--numbers needs --game")
        first, dash, last = args.numbers.partition("-")
        if not (first.isdigit() and (not dash or last.isdigit())):
            raise UsageError(f"--numbers wants A-B (such as 1-50), not {args.numbers!r}")
        for number in range(int(first), int(last or first) + 1):
            game = Game.new(args.game, number, draw=args.draw if args.game == "thoughtful" else 1)
            codes.append(game.code or "")
    if not codes:
        raise UsageError("--batch needs deal codes, or --game and --numbers")
    return codes


def _batch(args: argparse.Namespace, out: TextIO) -> int:
    codes = _batch_codes(args)
    games = [_game_from_code(code) for code in codes]
    counts = dict.fromkeys(Verdict, 0)
    times: list[float] = []
    for code, game in zip(codes, games, strict=True):
        result = solve(game, timeout=args.timeout, clock=time.process_time)
        counts[result.verdict] += 1
        times.append(result.seconds)
        if args.json:
            _report(code, result, True, out)
        else:
            print(f"{code}: {result.verdict.value} in {result.seconds:.2f} s", file=out)
    total = len(codes)
    decided = counts[Verdict.WON] + counts[Verdict.UNWINNABLE]
    print(
        f"{total} deals: {counts[Verdict.WON]} won, {counts[Verdict.UNWINNABLE]} proven "
        f"unwinnable, {counts[Verdict.UNKNOWN]} unknown; {100 * decided / total:.1f} % decided; "
        f"median {statistics.median(times):.2f} s, 90th percentile "
        f"{_percentile(times, 0.9):.2f} s (CPU time, budget {args.timeout:g} s each)",
        file=sys.stderr if args.json else out,
    )
    return 0


def _percentile(values: list[float], fraction: float) -> float:
    """The ``fraction`` quantile by the nearest-rank method."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * fraction // 1))
    return ordered[int(rank) - 1]


def _find_winnable(args: argparse.Namespace, out: TextIO) -> int:
    draw = args.draw if args.find_winnable == "thoughtful" else 1
    while True:
        game = Game.new(args.find_winnable, random_deal_number(), draw=draw)
        result = solve(game, timeout=args.timeout)
        if result.verdict is Verdict.WON:
            _report(game.code, result, args.json, out)
            return 0


if __name__ == "__main__":
    sys.exit(main())
