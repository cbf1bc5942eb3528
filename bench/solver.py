"""Solver benchmark: how many deals the solver settles within its budget, for each game.

For each mode (Forty Thieves; Thoughtful Solitaire draw 1; draw 3) the solver is run on the
same fixed 200 deal numbers (``DEALS``, below) with a budget of 10 seconds each, and the bench
prints how many deals were solved, proven unwinnable and left unknown, the share decided and
solved, the median and 90th-percentile time per deal, and the issue's target with met / not met:

- Thoughtful draw 1: at least 90 % of deals decided (won or proven unwinnable);
- Thoughtful draw 3: at least 85 % decided;
- Forty Thieves: at least 25 % solved (won).

The budget and the times are the worker process's CPU time (``time.process_time``), not the
wall clock, so parallel jobs and other load on the machine do not shorten a deal's budget; with
one job per free core they match the wall clock. Deals run in ``--jobs`` worker processes
(default 2). Every winning line is replayed through the engine in the worker
(``replay_wins``); a line that does not win is counted and printed (there must be none).

Run ``.venv/bin/python bench/solver.py`` (about 40 minutes with 2 jobs); ``--mode ft|tf1|tf3``
(repeatable) picks modes, ``--limit N`` uses the first N deals only, ``--budget S`` changes the
budget: ``--limit 4 --budget 1`` is a quick check that it works.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from solitaire.engine import Game
from solitaire.engine.solver import Verdict, replay_wins, solve

BUDGET = 10.0
"""CPU seconds per deal."""


@dataclass(frozen=True)
class Mode:
    """One game and draw mode, and its target."""

    title: str
    variant: str
    draw: int
    measure: str
    """``"decided"`` or ``"solved"``: which share the target is about."""
    target: float
    """The least share (per cent) that meets the target."""


MODES: dict[str, Mode] = {
    "ft": Mode("Forty Thieves", "forty-thieves", 1, "solved", 25.0),
    "tf1": Mode("Thoughtful draw 1", "thoughtful", 1, "decided", 90.0),
    "tf3": Mode("Thoughtful draw 3", "thoughtful", 3, "decided", 85.0),
}

# fmt: off
DEALS: tuple[int, ...] = (
    335534881, 673515914, 768317109, 856217011, 909135384, 916771875, 941179043,
    973940687, 1056744506, 1105829390, 1219745996, 1287798091, 1334504139, 1563087838,
    1571988369, 1611556106, 2091802622, 2427322931, 2464303310, 2586729455, 2686776372,
    2894719194, 3179726609, 3191439493, 3535900850, 3710421756, 3797935901, 3885900588,
    3945986136, 4133275906, 5095497388, 5135519713, 5375965564, 5432850961, 5653803154,
    5674254781, 6031519721, 6119120820, 6202186999, 6480396762, 7140687874, 7184785631,
    7657364155, 8235937787, 8284912509, 8537579818, 8568265711, 8572929941, 8816797889,
    8888312633, 8904325167, 9163459680, 9451850318, 9823443897, 9865509293, 9929119695,
    10313208945, 10383218315, 10561646159, 10772929316, 10871523332, 11307081826, 11307744656,
    11613255339, 11764003041, 11857323006, 12042326149, 12777866720, 13078852637, 13151290386,
    13195308492, 13224952020, 13549217629, 13678482978, 13807714367, 13968583291, 14015520273,
    14290520693, 14675956601, 14810848243, 14819902932, 14848039716, 15091017007, 15263701871,
    15367765959, 15434369060, 15662973089, 15700111158, 15730311448, 15929612092, 16027831530,
    16110179539, 16374755901, 16435252276, 16499004032, 16541924045, 16798223103, 16873784890,
    16893789655, 17230734094, 17577905192, 17737681813, 17809481395, 17907494317, 18041493059,
    18135409032, 18170899189, 18218710531, 18233657249, 18247810969, 18609034445, 18830393510,
    19406566908, 19479305929, 19595082071, 19769552984, 19974357709, 20018221126, 20045857974,
    20168184549, 20190811328, 20219319689, 20252000458, 20367693822, 20410076424, 20554982233,
    20826396387, 20957249304, 21053879861, 21312034569, 21419279065, 21588349012, 21719846389,
    21832968152, 22051360848, 22119915701, 22456223673, 22517275452, 22808454490, 23127744130,
    23194884294, 23464207486, 23544249139, 23644973189, 23836419086, 24083920029, 24314725972,
    24341758628, 24796433705, 25079163345, 25166960527, 25245939524, 25534488123, 25646169253,
    25796951416, 25842411527, 25858079551, 26200780684, 26847879608, 26888355617, 27118041657,
    27171067051, 27232447265, 27382835863, 27545746546, 27880135109, 27912930330, 28023279158,
    28099091661, 28197029405, 28423492403, 28656818081, 28757759930, 29076851399, 29305613817,
    29618104222, 30026779618, 30033085183, 30119709317, 30281187072, 30607235003, 30919639527,
    31030997793, 31207961510, 31408308639, 31634298040, 31716008126, 31915560477, 32055679592,
    32207045671, 32424890273, 32508246894, 32569261077, 32675258777, 33039752557, 33445175383,
    33454157258, 33890879176, 33933530490, 34073765371,
)
# fmt: on
"""The deal numbers, the same for every mode (200 of them)."""


@dataclass(frozen=True)
class Outcome:
    """What the solver said about one deal (computed in a worker process)."""

    number: int
    verdict: Verdict
    seconds: float
    nodes: int
    replay_failed: bool
    """True when the verdict is WON but the line does not win when replayed."""


def solve_deal(mode: Mode, number: int, budget: float) -> Outcome:
    """Solve one deal with a CPU-time budget, and replay its winning line if it has one."""
    game = Game.new(mode.variant, number, draw=mode.draw)
    result = solve(game, timeout=budget, clock=time.process_time)
    failed = result.verdict is Verdict.WON and not replay_wins(game, result.line)
    return Outcome(number, result.verdict, result.seconds, result.nodes, failed)


def percentile(values: Sequence[float], fraction: float) -> float:
    """The ``fraction`` quantile of ``values`` by the nearest-rank method."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * fraction // 1))
    return ordered[int(rank) - 1]


def run_mode(
    pool: ProcessPoolExecutor, mode: Mode, numbers: Sequence[int], budget: float
) -> list[Outcome]:
    """Every deal of ``numbers`` in ``mode``, solved in the pool's workers, in deal order."""
    futures = [pool.submit(solve_deal, mode, number, budget) for number in numbers]
    return [future.result() for future in futures]


def report(mode: Mode, outcomes: Sequence[Outcome], budget: float) -> bool:
    """Print the figures of one mode; True when its target is met and every line replayed."""
    total = len(outcomes)
    won = sum(o.verdict is Verdict.WON for o in outcomes)
    unwinnable = sum(o.verdict is Verdict.UNWINNABLE for o in outcomes)
    unknown = total - won - unwinnable
    decided = 100 * (won + unwinnable) / total
    solved = 100 * won / total
    times = [o.seconds for o in outcomes]
    failures = [o for o in outcomes if o.replay_failed]
    share = decided if mode.measure == "decided" else solved
    met = share >= mode.target
    print(f"{mode.title}: {total} deals, budget {budget:g} s CPU time each")
    print(f"  solved {won}, proven unwinnable {unwinnable}, unknown {unknown}")
    print(f"  decided {decided:.1f} %, solved {solved:.1f} %")
    print(
        f"  time per deal (CPU): median {statistics.median(times):.2f} s, "
        f"90th percentile {percentile(times, 0.9):.2f} s, longest {max(times):.2f} s"
    )
    print(
        f"  target: {mode.measure} >= {mode.target:g} %: {share:.1f} % "
        f"{'met' if met else 'NOT MET'}"
    )
    print(f"  winning lines that failed to replay: {len(failures)}")
    for failure in failures:
        game = Game.new(mode.variant, failure.number, draw=mode.draw)
        print(f"    {game.code} (deal {failure.number})")
    sys.stdout.flush()
    return met and not failures


def main(argv: Sequence[str] | None = None) -> int:
    """Run the bench; the exit status is 1 when a target is not met or a line failed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--mode",
        action="append",
        choices=tuple(MODES),
        help="ft, tf1 or tf3 (repeatable; default all)",
    )
    parser.add_argument("--budget", type=float, default=BUDGET, help="CPU seconds per deal")
    parser.add_argument("--limit", type=int, help="only the first N deals")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    args = parser.parse_args(argv)
    modes = [MODES[name] for name in (args.mode or MODES)]
    numbers = DEALS[: args.limit] if args.limit is not None else DEALS
    print(
        f"Solver bench: {len(numbers)} deals per mode, {args.budget:g} s of CPU time per deal "
        f"(time.process_time in each worker, so parallel jobs and load do not shorten it), "
        f"{args.jobs} worker processes"
    )
    all_good = True
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for mode in modes:
            started = time.perf_counter()
            outcomes = run_mode(pool, mode, numbers, args.budget)
            all_good = report(mode, outcomes, args.budget) and all_good
            print(f"  wall clock for the mode: {time.perf_counter() - started:.0f} s")
    return 0 if all_good else 1


if __name__ == "__main__":
    sys.exit(main())
