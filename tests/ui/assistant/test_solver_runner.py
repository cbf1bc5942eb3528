"""The solver runner: answers come back as signals, bad output fails, cancelled processes die
and never signal."""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from solitaire.ui.assistant import solver_runner
from solitaire.ui.assistant.solver_runner import SolveAnswer, SolverRunner, parse_answer

FAKE = str(Path(__file__).with_name("fake_solver.py"))
WON = {"verdict": "won", "line": ["s", "t1>f1"], "best_move": "s", "nodes": 12, "seconds": 0.5}


@pytest.fixture
def runners() -> Iterator[list[SolverRunner]]:
    """Runners made by the test, shut down after it."""
    made: list[SolverRunner] = []
    yield made
    for runner in made:
        runner.shutdown()


def fake_runner(made: list[SolverRunner], answer: object, *options: str) -> SolverRunner:
    text = answer if isinstance(answer, str) else json.dumps(answer)
    runner = SolverRunner(command=[sys.executable, FAKE, "--answer", text, *options])
    made.append(runner)
    return runner


def read_log(path: Path) -> list[dict[str, object]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines()]


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_command_is_this_python_or_the_frozen_app(monkeypatch: pytest.MonkeyPatch) -> None:
    assert solver_runner.solver_command() == [sys.executable, "-m", "solitaire.solve"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert solver_runner.solver_command() == [sys.executable, "--solve"]


def test_position_request_sends_the_record_and_returns_the_answer(
    runners: list[SolverRunner], qtbot: QtBot, tmp_path: Path
) -> None:
    log = tmp_path / "log"
    runner = fake_runner(runners, WON, "--log", str(log))
    with qtbot.waitSignal(runner.finished, timeout=10_000) as blocker:
        request = runner.solve_position("first line\nsecond line\n", 3.0)
    assert blocker.args == [request, SolveAnswer("won", ("s", "t1>f1"), "s", 12, 0.5)]
    (entry,) = read_log(log)
    assert entry["args"] == ["--record", "-", "--json", "--timeout", "3"]
    assert entry["input"] == "first line\nsecond line\n"
    assert not runner.busy


def test_find_winnable_deal_passes_variant_draw_and_budget(
    runners: list[SolverRunner], qtbot: QtBot, tmp_path: Path
) -> None:
    log = tmp_path / "log"
    runner = fake_runner(runners, {**WON, "code": "TF1-D1N-AAAAAAB"}, "--log", str(log))
    with qtbot.waitSignal(runner.finished, timeout=10_000) as blocker:
        runner.find_winnable_deal("thoughtful", 1, 2.5)
    assert blocker.args[1].code == "TF1-D1N-AAAAAAB"
    (entry,) = read_log(log)
    assert entry["args"] == [
        "--find-winnable",
        "thoughtful",
        "--draw",
        "1",
        "--timeout",
        "2.5",
        "--json",
    ]


@pytest.mark.parametrize(
    "output",
    [
        "not json",
        "[1, 2]",
        json.dumps({**WON, "verdict": "maybe"}),
        json.dumps({**WON, "line": "s"}),
        json.dumps({**WON, "nodes": "many"}),
        json.dumps({**WON, "best_move": 3}),
    ],
)
def test_bad_output_fails(runners: list[SolverRunner], qtbot: QtBot, output: str) -> None:
    runner = fake_runner(runners, output)
    with qtbot.waitSignal(runner.failed, timeout=10_000) as blocker:
        request = runner.solve_position("x", 1.0)
    assert blocker.args[0] == request
    assert not runner.busy


def test_a_refused_input_fails_with_the_solvers_message(
    runners: list[SolverRunner], qtbot: QtBot
) -> None:
    runner = fake_runner(runners, WON, "--exit", "2")
    with qtbot.waitSignal(runner.failed, timeout=10_000) as blocker:
        runner.solve_position("x", 1.0)
    assert blocker.args[1] == "bad input"


def test_a_missing_program_fails(runners: list[SolverRunner], qtbot: QtBot, tmp_path: Path) -> None:
    runner = SolverRunner(command=[str(tmp_path / "no-such-solver")])
    runners.append(runner)
    with qtbot.waitSignal(runner.failed, timeout=10_000):
        runner.solve_position("x", 1.0)


def test_cancel_kills_the_process_and_nothing_is_signalled(
    runners: list[SolverRunner], qtbot: QtBot, tmp_path: Path
) -> None:
    log = tmp_path / "log"
    runner = fake_runner(runners, WON, "--sleep", "30", "--log", str(log))
    signals: list[object] = []
    runner.finished.connect(lambda *args: signals.append(args))
    runner.failed.connect(lambda *args: signals.append(args))
    request = runner.solve_position("x", 1.0)
    qtbot.waitUntil(lambda: len(read_log(log)) == 1, timeout=10_000)
    pid = int(str(read_log(log)[0]["pid"]))
    began = time.monotonic()
    runner.cancel(request)
    qtbot.waitUntil(lambda: not alive(pid), timeout=5_000)
    runner.pool.waitForDone()
    qtbot.wait(50)
    assert time.monotonic() - began < 5
    assert signals == []
    assert not runner.busy


def test_cancel_of_one_request_leaves_the_others(runners: list[SolverRunner], qtbot: QtBot) -> None:
    runner = fake_runner(runners, WON, "--sleep", "0.3")
    answered: list[int] = []
    runner.finished.connect(lambda rid, _answer: answered.append(rid))
    first = runner.solve_position("x", 1.0)
    second = runner.solve_position("y", 1.0)
    runner.cancel(first)
    qtbot.waitUntil(lambda: answered == [second], timeout=10_000)
    runner.pool.waitForDone()
    qtbot.wait(50)
    assert answered == [second]


def test_shutdown_ends_every_process_quickly(qtbot: QtBot) -> None:
    runner = SolverRunner(command=[sys.executable, FAKE, "--answer", "{}", "--sleep", "30"])
    for _ in range(3):
        runner.solve_position("x", 1.0)
    runner.find_winnable_deal("forty-thieves", 1, 1.0)
    began = time.monotonic()
    runner.shutdown()
    assert time.monotonic() - began < 5
    assert not runner.busy


def test_parse_answer_takes_the_last_line_and_defaults() -> None:
    answer = parse_answer('noise\n{"verdict": "unknown", "best_move": null}\n')
    assert answer == SolveAnswer("unknown", (), None, 0, 0.0)


def test_the_solver_yields_the_cpu_to_the_app(
    runners: list[SolverRunner], qtbot: QtBot, tmp_path: Path
) -> None:
    """Lower priority, in the app's session (a session of its own would be scheduled as a
    group of its own on Linux, its niceness then counting for nothing against the app)."""
    log = tmp_path / "log"
    runner = fake_runner(runners, WON, "--sleep", "30", "--log", str(log))
    runner.solve_position("x", 1.0)
    qtbot.waitUntil(lambda: len(read_log(log)) == 1, timeout=10_000)
    pid = int(str(read_log(log)[0]["pid"]))
    ours = os.getpriority(os.PRIO_PROCESS, 0)
    assert os.getpriority(os.PRIO_PROCESS, pid) == min(ours + 10, 19)
    assert os.getsid(pid) == os.getsid(0)
    assert os.getpgid(pid) == pid
    runner.cancel()
    qtbot.waitUntil(lambda: not alive(pid), timeout=5_000)
