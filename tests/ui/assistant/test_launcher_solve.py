"""The desktop build's launcher hands ``--solve ARGS…`` to the solver's command line without
loading Qt (how the frozen app starts its solver process)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from solitaire.engine import dump_record

from .test_assistant import two_clubs_left

LAUNCHER = Path(__file__).resolve().parents[3] / "packaging" / "launcher.py"
PROBE = f"""
import runpy, sys
sys.argv = ["solitaire", *sys.argv[1:]]
try:
    runpy.run_path({str(LAUNCHER)!r}, run_name="__main__")
except SystemExit as end:
    qt = sorted(name for name in sys.modules if name.startswith("PySide6"))
    sys.stderr.write(f"status {{end.code}} qt {{qt}}\\n")
"""
"""Runs the launcher as the frozen app would, then says how it exited and which Qt modules it
loaded (on standard error, after anything the solver wrote there)."""


def run_launcher(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_solve_arguments_reach_the_solver_and_qt_is_not_loaded() -> None:
    record = dump_record(two_clubs_left(), {})
    done = run_launcher("--solve", "--record", "-", "--json", "--timeout", "3", stdin=record)
    answer = json.loads(done.stdout)
    assert answer["verdict"] == "won" and answer["line"] == ["t1>f4", "t1>f4"]
    assert done.stderr.strip() == "status 0 qt []"


def test_bad_solver_input_exits_with_status_2() -> None:
    done = run_launcher("--solve", "NOT-A-CODE")
    lines = done.stderr.strip().splitlines()
    assert lines[-1] == "status 2 qt []"
    assert lines[0].startswith("solitaire-solve:")
