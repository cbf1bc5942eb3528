"""``solitaire-solve``: a deal code, a game record, JSON answers, batches and bad input.

The deals used are ones the solver wins within a small fraction of the time allowed.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterable
from pathlib import Path

import pytest

from solitaire.engine import Game, Move, dump_record
from solitaire.engine.solver import replay_wins
from solitaire.solve import main

EASY = Game.new("thoughtful", 1, draw=1).code or ""
"""A deal the solver wins in well under a second."""


def moves(texts: Iterable[str]) -> tuple[Move, ...]:
    """The actions ``texts``, as printed, read back as moves (IllegalMove if one is not in the
    notation)."""
    return tuple(Move.from_text(text) for text in texts)


def test_a_code_prints_the_verdict_and_a_line_that_wins(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main([EASY, "--timeout", "30"]) == 0
    out = capsys.readouterr().out
    assert f"deal: {EASY}" in out
    assert "verdict: winnable" in out
    found = re.search(r"^line \((\d+) actions\): (.+)$", out, re.MULTILINE)
    assert found is not None
    line = moves(found.group(2).split())
    assert len(line) == int(found.group(1))
    start = Game.from_code(EASY)
    assert replay_wins(start, line)
    # The check can fail: a line one action short, or with an illegal action first, is refused.
    assert not replay_wins(start, line[:-1])
    tampered = Move.from_text("f1>t1")  # the foundations are empty at the start
    assert start.check(tampered) is not None
    assert not replay_wins(start, (tampered, *line))


def test_json_gives_the_documented_keys(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([EASY, "--timeout", "30", "--json"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1
    answer = json.loads(lines[0])
    assert set(answer) == {"verdict", "line", "best_move", "nodes", "seconds", "code"}
    assert answer["code"] == EASY
    assert answer["verdict"] == "won"
    assert answer["best_move"] == answer["line"][0]
    assert isinstance(answer["nodes"], int) and answer["nodes"] > 0
    assert isinstance(answer["seconds"], float)
    assert replay_wins(Game.from_code(EASY), moves(answer["line"]))


def test_a_record_on_standard_input_is_solved_from_its_current_position(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert main([EASY, "--timeout", "30", "--json"]) == 0
    line = json.loads(capsys.readouterr().out)["line"]
    game = Game.from_code(EASY)
    for text in line[:40]:
        game.play(text)
    monkeypatch.setattr("sys.stdin", io.StringIO(dump_record(game, {})))
    assert main(["--record", "-", "--timeout", "30", "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["verdict"] == "won"
    assert replay_wins(game, moves(answer["line"]))
    # A line from the start is not a line from here: the position searched is the record's.
    assert answer["line"] != line


def test_a_record_file_is_read(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    game = Game.from_code(EASY)
    game.play(Move(0, 0, 0))
    path = tmp_path / "saved.txt"
    path.write_text(dump_record(game, {"player": "x"}), encoding="utf-8")
    assert main(["--record", str(path), "--timeout", "30"]) == 0
    out = capsys.readouterr().out
    assert "verdict: winnable" in out


def test_a_forty_thieves_code_is_solved(capsys: pytest.CaptureFixture[str]) -> None:
    code = Game.new("forty-thieves", 5).code or ""
    assert main([code, "--timeout", "30", "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["verdict"] == "won"
    assert replay_wins(Game.from_code(code), moves(answer["line"]))


@pytest.mark.parametrize("code", ["TF1-D1N-AAAAAA", "XX1-D1N-AAAAAAB", "hello"])
def test_a_bad_code_exits_2_with_a_message(code: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([code]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("solitaire-solve: bad deal code")
    assert repr(code) in captured.err


@pytest.mark.parametrize("text", ["", "not a record\n", "game: thoughtful\nmoves: t1>t99\n"])
def test_a_bad_record_exits_2_with_a_message(
    text: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    assert main(["--record", "-"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("solitaire-solve: bad game record")


def test_a_record_file_that_cannot_be_read_exits_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["--record", str(tmp_path / "missing.txt")]) == 2
    assert "cannot read" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        ([], "give one deal code"),
        ([EASY, EASY], "give one deal code"),
        ([EASY, "--record", "-"], "not both"),
        (["--batch"], "--batch needs"),
        (["--batch", "--numbers", "1-3"], "--numbers needs --game"),
        (["--batch", "--game", "thoughtful", "--numbers", "one"], "--numbers wants A-B"),
    ],
)
def test_usage_mistakes_exit_2(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    assert words in capsys.readouterr().err


def test_batch_prints_each_deal_and_the_summary(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--batch", "--game", "thoughtful", "--draw", "1", "--numbers", "1-3", "--timeout", "5"]
    assert main(argv) == 0
    lines = capsys.readouterr().out.splitlines()
    codes = [Game.new("thoughtful", n, draw=1).code for n in (1, 2, 3)]
    assert [line.split(":")[0] for line in lines[:3]] == codes
    summary = re.fullmatch(
        r"3 deals: (\d+) won, (\d+) proven unwinnable, (\d+) unknown; ([\d.]+) % decided; "
        r"median [\d.]+ s, 90th percentile [\d.]+ s \(CPU time, budget 5 s each\)",
        lines[3],
    )
    assert summary is not None, lines[3]
    won, unwinnable, unknown = (int(summary.group(i)) for i in (1, 2, 3))
    assert won + unwinnable + unknown == 3
    assert won >= 1
    assert float(summary.group(4)) == pytest.approx(100 * (won + unwinnable) / 3, abs=0.05)
    assert len(lines) == 4


def test_batch_json_writes_one_answer_a_deal_and_the_summary_on_stderr(
    capsys: pytest.CaptureFixture[str],
) -> None:
    codes = [Game.new("thoughtful", n, draw=1).code or "" for n in (1, 2)]
    assert main(["--batch", *codes, "--timeout", "5", "--json"]) == 0
    captured = capsys.readouterr()
    answers = [json.loads(line) for line in captured.out.splitlines()]
    assert [a["code"] for a in answers] == codes
    for code, answer in zip(codes, answers, strict=True):
        if answer["verdict"] == "won":
            assert replay_wins(Game.from_code(code), moves(answer["line"]))
    assert captured.err.startswith("2 deals: ")
