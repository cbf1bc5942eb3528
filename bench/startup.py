"""Time from process start to the first painted frame of a dealt table, and memory.

Run: ``.venv/bin/python bench/startup.py`` (offscreen), or under Xvfb with ``--xcb``
(``xvfb-run -a .venv/bin/python bench/startup.py --xcb``). Prints the median of several
warm starts (the probe runs ``app.start`` and the event loop, as ``main()`` does), the resident
memory once the window is finished (just after the first frame), and after 200 more new games.

Warm, as any start after the first: the warm-up run leaves in the user cache folder what the
app keeps there (rendered cards, the felt of the window's size, the heights of the menu and
status bars) and writes the bytecode. Each start deals a new game, so now and then a card not
drawn before at that size is drawn (a millisecond or so, plus setting up the drawing code).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROBE = Path(__file__).with_name("startup_probe.py")
RUNS = 9
CONFIG_DIR = tempfile.mkdtemp(prefix="solitaire-startup-")


def run_probe(platform: str, games: int = 0, empty: bool = False) -> tuple[float, dict[str, float]]:
    env = {**os.environ, "QT_QPA_PLATFORM": platform, "SOLITAIRE_CONFIG_DIR": CONFIG_DIR}
    # An installed app runs from compiled bytecode: let the warm-up run write it.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    command = [sys.executable, str(PROBE)] + (["--games", str(games)] if games else [])
    if empty:
        command.append("--empty")
    started = time.time()
    output = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    result = json.loads(output.stdout.strip().splitlines()[-1])
    return result["painted_at"] - started, result


def main() -> None:
    platform = "xcb" if "--xcb" in sys.argv else "offscreen"
    run_probe(platform)  # warm the disk cache
    times = []
    rss = []
    for _ in range(RUNS):
        seconds, result = run_probe(platform)
        times.append(seconds)
        rss.append(result["rss_mib"])
    baseline = statistics.median(run_probe(platform, empty=True)[0] for _ in range(RUNS))
    print(f"platform: {platform}")
    print(f"empty PySide6 window, for comparison: median {baseline:.3f} s")
    print(
        f"first painted table: median {statistics.median(times):.3f} s "
        f"(min {min(times):.3f}, max {max(times):.3f}, {RUNS} runs)"
    )
    print(f"resident memory after start: {statistics.median(rss):.1f} MiB")
    _, result = run_probe(platform, games=200)
    print(
        f"resident memory after 200 new games: {result['rss_after_games_mib']:.1f} MiB, "
        f"after 400: {result['rss_after_twice_as_many_mib']:.1f} MiB "
        f"(at start of that run {result['rss_mib']:.1f} MiB)"
    )


if __name__ == "__main__":
    main()
