"""Game records: dump and load round trips, undos in the log, and refusal of bad records."""

from __future__ import annotations

import pytest

from solitaire.engine import Game, InvalidRecord, dump_record, load_record

from .helpers import position, snapshot


def played_game() -> Game:
    game = Game.from_code("TF1-D3N-AAAAB2C")
    for _ in range(4):
        game.play(game.legal_moves()[-1])
    game.undo()
    game.play("s")
    game.undo()
    return game


def test_a_code_record_round_trips() -> None:
    game = played_game()
    text = dump_record(game, {"elapsed": "93", "started": "2026-11-30T01:00:00Z"})
    assert text.startswith("solitaire-record 1\ncode: TF1-D3N-AAAAB2C\n")
    loaded = load_record(text)
    assert snapshot(loaded.game) == snapshot(game)
    assert loaded.game.log == game.log and loaded.game.code == game.code
    assert loaded.extra == {"elapsed": "93", "started": "2026-11-30T01:00:00Z"}
    assert dump_record(loaded.game, loaded.extra) == text


def test_undos_are_recorded_and_replayed() -> None:
    game = played_game()
    assert game.log.count("undo") == 2
    assert game.moves == 5
    loaded = load_record(dump_record(game))
    assert loaded.game.moves == 5
    assert loaded.game.history == game.history
    # The undo history survives: taking back the same actions gives the same positions.
    while game.can_undo:
        assert game.undo() == loaded.game.undo()
        assert snapshot(game) == snapshot(loaded.game)


def test_a_layout_record_round_trips() -> None:
    game = position(
        "thoughtful",
        tableau=[["KS", "QH"], ["9C"], [], [], [], [], ["2D"]],
        foundations=[["AS"], [], ["AD"]],
        waste=["8S"],
        draw=3,
        score=40,
    )
    game.play("t7>f3")
    game.play("s")
    text = dump_record(game)
    assert "game: thoughtful" in text and "draw: 3" in text and "score: 40" in text
    assert "code:" not in text
    loaded = load_record(text)
    assert snapshot(loaded.game) == snapshot(game)
    assert loaded.game.draw == 3 and loaded.game.score == 50
    assert loaded.game.initial_layout() == game.initial_layout()


def test_forty_thieves_record_round_trips() -> None:
    game = Game.from_code("FT1-N-BCDEFGH")
    for _ in range(30):
        moves = game.legal_moves()
        game.play(moves[len(moves) // 2])
    loaded = load_record(dump_record(game))
    assert snapshot(loaded.game) == snapshot(game)


def test_extra_keys_must_be_usable() -> None:
    game = Game.new("forty-thieves", 5)
    for key in ("code", "actions", "t1", "Bad Key", "game"):
        with pytest.raises(ValueError):
            dump_record(game, {key: "1"})
    with pytest.raises(ValueError):
        dump_record(game, {"note": "two\nlines"})


GOOD = "solitaire-record 1\ncode: TF1-D1N-AAAAAAB\nactions: s s\n"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "not a game record"),
        ("solitaire-record 2\ncode: TF1-D1N-AAAAAAB\nactions: s\n", "not a game record"),
        ("hello\n" + GOOD, "not a game record"),
        (GOOD.replace("AAAAAAB", "AAAAAA1"), "bad deal code"),
        (GOOD.replace("TF1", "XX1"), "bad deal code"),
        (GOOD.replace("s s", "s t1>t1"), "action 2 (t1>t1) is refused"),
        (GOOD.replace("s s", "s w>f9"), "action 2 (w>f9) is refused"),
        (GOOD.replace("s s", "undo"), "action 1 (undo) is refused"),
        (GOOD.replace("s s", "s ^_^"), "action 2"),
        (GOOD + "actions: s\n", "repeats the key 'actions'"),
        (GOOD + "note: a\nnote: b\n", "repeats the key 'note'"),
        ("solitaire-record 1\ncode: TF1-D1N-AAAAAAB\n", "no 'actions:' line"),
        ("solitaire-record 1\nactions: s\n", "neither a deal code nor a layout"),
        (GOOD + "this is not a field\n", "not 'key: value'"),
        (GOOD + "t1: KS\n", "not both"),
        ("solitaire-record 1\ngame: chess\nactions:\n", "bad layout"),
        ("solitaire-record 1\ngame: thoughtful\ndraw: 2\nactions:\n", "bad layout"),
        ("solitaire-record 1\ngame: thoughtful\ndraw: x\nactions:\n", "bad layout"),
        ("solitaire-record 1\ngame: thoughtful\nt1: KS\nactions:\n", "bad layout"),
        ("\x00\x01garbage\xff" * 50, "not a game record"),
    ],
)
def test_corrupt_or_edited_records_are_refused(text: str, words: str) -> None:
    with pytest.raises(InvalidRecord) as error:
        load_record(text)
    assert words in str(error.value)


def test_a_layout_record_with_a_card_changed_is_refused() -> None:
    game = position("thoughtful", tableau=[["KS"], [], [], [], [], [], []])
    text = dump_record(game)
    assert "t1: KS" in text
    with pytest.raises(InvalidRecord, match="bad layout"):
        load_record(text.replace("t1: KS", "t1: KH"))
    with pytest.raises(InvalidRecord, match="bad layout"):
        load_record(text.replace("score: 0", "score: -5"))


def test_a_huge_record_is_refused() -> None:
    with pytest.raises(InvalidRecord, match="too large"):
        load_record(GOOD + "note: " + "x" * 4_000_000 + "\n")


def test_the_record_survives_extra_blank_lines_and_case() -> None:
    loaded = load_record("\n  solitaire-record 1\n\nCODE: tf1-d1n-aaaaaab\nactions: S UNDO S s\n")
    assert loaded.game.code == "TF1-D1N-AAAAAAB"
    assert loaded.game.log == ["s", "undo", "s", "s"]
    assert loaded.game.moves == 3 and len(loaded.game.pile("w")) == 2
