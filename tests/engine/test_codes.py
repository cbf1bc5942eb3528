"""Deal codes, SPEC section 5: format, round trips, and a clear InvalidCode for anything else."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire.engine import DealCode, Game, InvalidCode, format_code, parse_code
from solitaire.engine.codes import ALPHABET, decode_number, encode_number
from solitaire.engine.deal import MAX_DEAL_NUMBER

from .helpers import DETERMINISTIC

REASONS = {"empty", "game", "format", "option", "length", "character"}


def test_the_examples_of_the_spec() -> None:
    assert parse_code("TF1-D1N-AAAAAAB") == DealCode("thoughtful", 1, 1)
    assert parse_code("TF1-D3N-AAAAAAB") == DealCode("thoughtful", 1, 3)
    assert parse_code("FT1-N-AAAAAAB") == DealCode("forty-thieves", 1, 1)
    assert parse_code("FT1-N-AAAAAA7").number == 31
    assert parse_code("FT1-N-AAAAABA").number == 32
    assert parse_code("FT1-N-7777777").number == 2**35 - 1 == MAX_DEAL_NUMBER
    assert parse_code("FT1-N-BAAAAAA").number == 2**30


def test_the_alphabet_is_rfc_4648() -> None:
    assert ALPHABET == "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


@given(
    st.integers(0, MAX_DEAL_NUMBER),
    st.sampled_from([("forty-thieves", 1), ("thoughtful", 1), ("thoughtful", 3)]),
)
@DETERMINISTIC
def test_codes_round_trip(number: int, game_draw: tuple[str, int]) -> None:
    game, draw = game_draw
    code = DealCode(game, number, draw)
    text = format_code(code)
    assert parse_code(text) == code
    assert parse_code(f"  {text.lower()}\t\n") == code
    assert decode_number(encode_number(number)) == number
    assert len(text) == (13 if game == "forty-thieves" else 15)


def test_a_code_names_its_game_and_draw() -> None:
    for text in ("FT1-N-AAAAB2C", "TF1-D1N-AAAAB2C", "TF1-D3N-AAAAB2C"):
        game = Game.from_code(text)
        assert game.code == text
        assert Game.from_code(f" {text.lower()} ").code == text
    assert Game.from_code("tf1-d3n-aaaab2c").draw == 3


def test_new_games_pick_numbers_in_range() -> None:
    for _ in range(20):
        code = Game.new("thoughtful").code
        assert code is not None
        assert 0 <= parse_code(code).number <= MAX_DEAL_NUMBER
    with pytest.raises(ValueError):
        Game.new("thoughtful", MAX_DEAL_NUMBER + 1)
    with pytest.raises(ValueError):
        Game.new("thoughtful", -1)
    with pytest.raises(ValueError):
        Game.new("solitaire", 1)


@pytest.mark.parametrize(
    ("text", "reason", "words"),
    [
        ("", "empty", "empty"),
        ("   ", "empty", "empty"),
        ("KL1-N-AAAAAAB", "game", "unknown game"),
        ("FT2-N-AAAAAAB", "game", "unknown game"),
        ("FT1", "format", "three parts"),
        ("FT1-N-AAA-AAAB", "format", "three parts"),
        ("TF1-D1NAAAAAAB", "format", "three parts"),
        ("FT1-D1N-AAAAAAB", "option", "unknown option"),
        ("TF1-N-AAAAAAB", "option", "D1N (draw 1) or D3N (draw 3)"),
        ("TF1-D2N-AAAAAAB", "option", "unknown option"),
        ("FT1-N-AAAAAB", "length", "7 characters, not 6"),
        ("FT1-N-AAAAAABB", "length", "7 characters, not 8"),
        ("FT1-N-", "length", "not 0"),
        ("FT1-N-AAAAAA1", "character", "position 7"),
        ("FT1-N-AAA8AAA", "character", "position 4"),
        ("FT1-N-AAAAAAſ", "character", "position 7"),  # long s: no case folding outside ASCII
        ("TF1-D1N-AAAAAA B", "length", "not 8"),
    ],
)
def test_each_invalid_code_says_what_is_wrong(text: str, reason: str, words: str) -> None:
    with pytest.raises(InvalidCode) as error:
        Game.from_code(text)
    assert error.value.reason == reason
    assert words in str(error.value)
    assert isinstance(error.value, ValueError)


def test_every_reason_is_covered() -> None:
    seen = set()
    for text in ("", "X", "FT1", "FT1-X-AAAAAAA", "FT1-N-A", "FT1-N-AAAAAA0"):
        with pytest.raises(InvalidCode) as error:
            parse_code(text)
        seen.add(error.value.reason)
    assert seen == REASONS


def outcome(text: str) -> Game | InvalidCode:
    """A game or the InvalidCode; any other exception fails the test that calls it."""
    try:
        return Game.from_code(text)
    except InvalidCode as error:
        assert error.reason in REASONS
        assert str(error)
        return error


@given(st.text(max_size=24))
@settings(DETERMINISTIC, max_examples=1500)
def test_random_text_gives_a_game_or_invalid_code(text: str) -> None:
    result = outcome(text)
    if isinstance(result, Game):
        assert result.code == text.strip().upper()


@given(st.text(alphabet="FTNDA1237-fdn ßſ\u0131\u0130b", max_size=18))
@settings(DETERMINISTIC, max_examples=1500)
def test_near_miss_text_gives_a_game_or_invalid_code(text: str) -> None:
    result = outcome(text)
    if isinstance(result, Game):
        assert result.code == text.strip().upper()


def mutations(code: str, rng: random.Random) -> str:
    chars = list(code)
    for _ in range(rng.randint(1, 3)):
        kind = rng.randrange(4)
        where = rng.randrange(len(chars) + 1)
        pool = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_ abcxyz\u00e9\u0131\u2013"
        if kind == 0 and chars:
            del chars[min(where, len(chars) - 1)]
        elif kind == 1:
            chars.insert(where, rng.choice(pool))
        elif kind == 2 and chars:
            chars[min(where, len(chars) - 1)] = rng.choice(pool)
        else:
            chars = chars[:where] + chars[where:][::-1]
    return "".join(chars)


def test_thousands_of_mutated_codes_give_a_game_or_invalid_code() -> None:
    rng = random.Random(20261130)
    games = invalid = 0
    for _ in range(10_000):
        number = rng.randrange(MAX_DEAL_NUMBER + 1)
        game, draw = rng.choice([("forty-thieves", 1), ("thoughtful", 1), ("thoughtful", 3)])
        text = mutations(format_code(DealCode(game, number, draw)), rng)
        result = outcome(text)
        if isinstance(result, Game):
            games += 1
            assert result.code == text.strip().upper()
        else:
            invalid += 1
    assert games > 100 and invalid > 1000  # both outcomes were exercised
