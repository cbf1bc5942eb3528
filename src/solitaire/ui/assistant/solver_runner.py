"""Runs the solver in a separate process, from a ``QThreadPool`` worker, so the table never waits.

A request starts ``solitaire.solve`` (or the frozen app with ``--solve``) with
``subprocess.Popen``, writes the position to its standard input and reads one JSON line back.
The worker thread only waits on the pipe (the GIL stays free) and the search runs in its own
process, so drags and animations keep their pace while the solver works. Answers arrive as
Qt signals in the thread that owns the runner; a cancelled request never signals.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

VERDICTS = ("won", "unwinnable", "unknown")
"""The verdicts the solver gives: a winning line was found, no line wins, or not settled."""

SOLVER_NICENESS = 10
"""The solver process runs at a lower priority (this much more POSIX niceness than the app),
so the table gets the CPU first even on a busy machine. It stays in the app's session: a new
session would get its own scheduler group on Linux (autogroup), where a niceness counts for
nothing against the app."""

GRACE_SECONDS = 10.0
"""How long past its own budget a position request may take before it is given up on (the
process's start-up and the replay of the record)."""


def solver_command() -> list[str]:
    """The command that starts the solver: this Python running ``solitaire.solve``, or the
    frozen app (PyInstaller) with ``--solve``."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--solve"]
    return [sys.executable, "-m", "solitaire.solve"]


@dataclass(frozen=True)
class SolveAnswer:
    """What the solver said about a position (or, with ``code``, about a deal it found).

    ``line`` is the winning line in the text notation when ``verdict`` is "won";
    ``best_move`` the move the solver would play (the first of the line, or the most
    promising one), None when there is none.
    """

    verdict: str
    line: tuple[str, ...]
    best_move: str | None
    nodes: int
    seconds: float
    code: str | None = None


def parse_answer(text: str) -> SolveAnswer:
    """The answer in the solver's JSON line ``text``; ValueError if it is not a valid one."""
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        raise ValueError("the solver printed nothing")
    try:
        data = json.loads(lines[-1])
    except json.JSONDecodeError as error:
        raise ValueError(f"the solver's answer is not JSON: {error}") from None
    if not isinstance(data, dict):
        raise ValueError("the solver's answer is not a JSON object")
    verdict = data.get("verdict")
    if verdict not in VERDICTS:
        raise ValueError(f"unknown verdict {verdict!r}")
    line = data.get("line", [])
    if not isinstance(line, list) or not all(isinstance(step, str) for step in line):
        raise ValueError("the line is not a list of moves")
    best = data.get("best_move")
    if best is not None and not isinstance(best, str):
        raise ValueError("the best move is not text")
    nodes = data.get("nodes", 0)
    seconds = data.get("seconds", 0.0)
    if isinstance(nodes, bool) or not isinstance(nodes, int):
        raise ValueError("the node count is not a whole number")
    if isinstance(seconds, bool) or not isinstance(seconds, int | float):
        raise ValueError("the time is not a number")
    code = data.get("code")
    if code is not None and not isinstance(code, str):
        raise ValueError("the deal code is not text")
    return SolveAnswer(str(verdict), tuple(line), best, nodes, float(seconds), code)


def _child_environment() -> dict[str, str] | None:
    """The environment for the solver process: ours, with this package findable (a source
    checkout that is not installed); None (inherit) when frozen."""
    if getattr(sys, "frozen", False):
        return None
    package_root = str(Path(__file__).resolve().parents[3])
    env = dict(os.environ)
    paths = [package_root, *filter(None, env.get("PYTHONPATH", "").split(os.pathsep))]
    env["PYTHONPATH"] = os.pathsep.join(dict.fromkeys(paths))
    return env


class _Relay(QObject):
    """Carries a worker's result to the runner's thread (queued signals)."""

    answered = Signal(int, object)
    broke = Signal(int, str)


class _Request:
    """One solver process: started, fed and waited for in a worker; killed if cancelled (from
    any thread). Kept by the runner while it may still answer."""

    def __init__(
        self, request_id: int, argv: list[str], stdin_text: str | None, wall_limit: float | None
    ) -> None:
        self.request_id = request_id
        self.argv = argv
        self.stdin_text = stdin_text
        self.wall_limit = wall_limit
        self._lock = threading.Lock()
        self._cancelled = False
        self._process: subprocess.Popen[str] | None = None

    def cancel(self) -> None:
        """Stop the process, or keep it from starting."""
        with self._lock:
            self._cancelled = True
            process = self._process
        if process is not None:
            _kill(process)

    def execute(self) -> str | None:
        """The process's standard output, None if cancelled; OSError or ValueError if it
        could not run or failed."""
        with self._lock:
            if self._cancelled:
                return None
            process = self._process = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE if self.stdin_text is not None else subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                encoding="utf-8",
                env=_child_environment(),
                process_group=0 if os.name == "posix" else None,
                creationflags=getattr(subprocess, "BELOW_NORMAL_PRIORITY_CLASS", 0),
            )
            _lower_priority(process.pid)
        try:
            out, err = process.communicate(self.stdin_text, timeout=self.wall_limit)
        except subprocess.TimeoutExpired:
            _kill(process)
            process.communicate()
            raise ValueError("the solver did not answer in time") from None
        except OSError:
            # A pipe closed by a kill (cancel) while writing.
            process.wait()
            if self._cancelled:
                return None
            raise
        if self._cancelled:
            return None
        if process.returncode != 0:
            message = err.strip() or f"the solver stopped with code {process.returncode}"
            raise ValueError(message)
        return out


class _Job(QRunnable):
    """The worker that runs one request and relays its outcome (owned by the pool)."""

    def __init__(self, request: _Request, relay: _Relay) -> None:
        super().__init__()
        self.request = request
        self.relay = relay

    def run(self) -> None:
        request_id = self.request.request_id
        try:
            output = self.request.execute()
            if output is None:
                return
            answer = parse_answer(output)
        except (OSError, ValueError) as error:
            self.relay.broke.emit(request_id, str(error))
            return
        self.relay.answered.emit(request_id, answer)


def _lower_priority(pid: int) -> None:
    """Make the process ``pid`` yield the CPU to the app (POSIX; best effort)."""
    if hasattr(os, "setpriority"):
        with contextlib.suppress(OSError):
            ours = os.getpriority(os.PRIO_PROCESS, 0)
            os.setpriority(os.PRIO_PROCESS, pid, min(ours + SOLVER_NICENESS, 19))


def _kill(process: subprocess.Popen[str]) -> None:
    """End ``process`` and whatever it started (its own process group on POSIX)."""
    if process.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError, PermissionError):
        if os.name == "posix":
            os.killpg(process.pid, signal.SIGKILL)
        else:
            process.kill()


class SolverRunner(QObject):
    """Starts solver requests in worker threads and reports each answer once.

    ``finished(request_id, SolveAnswer)`` or ``failed(request_id, message)`` is emitted for
    every request that was not cancelled. ``command`` replaces ``solver_command()`` (tests).
    """

    finished = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None, command: Sequence[str] | None = None) -> None:
        super().__init__(parent)
        self.command = list(command) if command is not None else solver_command()
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(max(2, self.pool.maxThreadCount()))
        self._requests: dict[int, _Request] = {}
        self._last_id = 0
        self._relay = _Relay(self)
        self._relay.answered.connect(self._on_answered)
        self._relay.broke.connect(self._on_broke)

    @property
    def busy(self) -> bool:
        """True while any request has not answered (nor been cancelled)."""
        return bool(self._requests)

    def solve_position(self, record_text: str, timeout: float) -> int:
        """Ask for a verdict on the current position of the game in ``record_text`` (the
        engine's game record), within ``timeout`` seconds of search; the request's id."""
        argv = [*self.command, "--record", "-", "--json", "--timeout", _number(timeout)]
        return self._start(argv, record_text, timeout + GRACE_SECONDS)

    def find_winnable_deal(self, variant: str, draw: int, timeout: float) -> int:
        """Ask for a deal of ``variant`` (and ``draw``) the solver wins, trying deals with
        ``timeout`` seconds each until one is won; the request's id (the answer has ``code``)."""
        argv = [
            *self.command,
            "--find-winnable",
            variant,
            "--draw",
            str(draw),
            "--timeout",
            _number(timeout),
            "--json",
        ]
        return self._start(argv, None, None)

    def cancel(self, request_id: int | None = None) -> None:
        """Kill the process of ``request_id`` (every request when None); no signal follows."""
        ids = list(self._requests) if request_id is None else [request_id]
        for rid in ids:
            request = self._requests.pop(rid, None)
            if request is not None:
                request.cancel()

    def shutdown(self) -> None:
        """Cancel every request and wait for the workers to end (at quit)."""
        self.cancel()
        self.pool.waitForDone()

    def _start(self, argv: list[str], stdin_text: str | None, wall_limit: float | None) -> int:
        self._last_id += 1
        request = _Request(self._last_id, argv, stdin_text, wall_limit)
        self._requests[request.request_id] = request
        self.pool.start(_Job(request, self._relay))
        return request.request_id

    def _on_answered(self, request_id: int, answer: object) -> None:
        if self._requests.pop(request_id, None) is not None:
            self.finished.emit(request_id, answer)

    def _on_broke(self, request_id: int, message: str) -> None:
        if self._requests.pop(request_id, None) is not None:
            self.failed.emit(request_id, message)


def _number(seconds: float) -> str:
    """``seconds`` as the command line takes it (no needless decimals)."""
    return f"{seconds:g}"
