"""Records many games into a statistics store, as a copy of the app would, for the test of two
copies recording at once.

Run as ``python record_games.py DATABASE COUNT TAG GO_FILE``: opens the store, waits until
GO_FILE exists (so both copies start together), records COUNT games (alternating variants and
results), then records its first 100 games again (as a restarted copy would) and exits.
"""

from __future__ import annotations

import sys
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

from solitaire.storage import VARIANTS, GameResult, Result, StatisticsStore


def make_game(tag: int, index: int) -> GameResult:
    """Game ``index`` of copy ``tag``: a fixed id, variant, result and figures."""
    when = datetime(2026, 1, 1, tzinfo=UTC) + timedelta(seconds=index)
    won = (index * 7 + tag) % 3 == 0
    return GameResult(
        game_id=str(uuid.UUID(int=(tag << 64) | index, version=4)),
        variant=VARIANTS[index % len(VARIANTS)],
        deal_code="FT1-N-AAAAAAB",
        started=when,
        finished=when,
        duration=float(index % 600),
        moves=index % 300,
        undos=index % 5,
        hints=0,
        score=(index * 13) % 1000,
        result=Result.WON if won else Result.LOST,
        foundation_cards=52 if won else index % 52,
    )


def main(argv: list[str]) -> int:
    """Record the games; exit 0 when all were accepted."""
    database, count, tag, go = Path(argv[1]), int(argv[2]), int(argv[3]), Path(argv[4])
    store = StatisticsStore.open(database)
    print("ready", flush=True)
    while not go.exists():
        time.sleep(0.005)
    added = sum(store.record(make_game(tag, index)) for index in range(count))
    again = sum(store.record(make_game(tag, index)) for index in range(min(100, count)))
    store.close()
    print(added, again, flush=True)
    return 0 if (added, again) == (count, 0) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
