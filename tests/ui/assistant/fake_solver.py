"""A stand-in for ``python -m solitaire.solve`` in the runner tests: answers after a delay with
what its options say, and records what it was given.

``fake_solver.py (--answer JSON | --answer-file PATH) [--sleep S] [--log FILE] [--exit CODE]
SOLVER-ARGS…``: writes one line to FILE (its pid, its solver arguments and the first line of
its input), sleeps S seconds, prints JSON (or what PATH holds then) and exits with CODE (a
message on stderr when CODE is not 0).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--answer")
    parser.add_argument("--answer-file")
    parser.add_argument("--sleep", type=float, default=0.0)
    parser.add_argument("--log")
    parser.add_argument("--exit", type=int, default=0)
    own, solver_args = parser.parse_known_args()
    given = sys.stdin.read() if "--record" in solver_args else ""
    if own.log:
        with open(own.log, "a", encoding="utf-8") as log:
            entry = {"pid": os.getpid(), "args": solver_args, "input": given}
            log.write(json.dumps(entry))
            log.write("\n")
    time.sleep(own.sleep)
    if own.exit:
        print("bad input", file=sys.stderr)
        return int(own.exit)
    if own.answer_file:
        with open(own.answer_file, encoding="utf-8") as answer:
            print(answer.read().strip())
    else:
        print(own.answer)
    return 0


if __name__ == "__main__":
    sys.exit(main())
