"""Deal codes: ``FT1-N-XXXXXXX`` and ``TF1-D1N-XXXXXXX`` / ``TF1-D3N-XXXXXXX``.

``XXXXXXX`` is the deal number in base 32 with the RFC 4648 alphabet (``A`` = 0 … ``7`` = 31),
most significant digit first.

>>> parse_code(" tf1-d1n-aaaaaab ")
DealCode(game='thoughtful', number=1, draw=1)
>>> format_code(DealCode("forty-thieves", 33, 1))
'FT1-N-AAAAABB'
>>> parse_code("TF1-D2N-AAAAAAB")
Traceback (most recent call last):
...
solitaire.engine.errors.InvalidCode: unknown option 'D2N' for Thoughtful Solitaire: use D1N (draw 1) or D3N (draw 3)
"""

from __future__ import annotations

import string
from dataclasses import dataclass

from .deal import MAX_DEAL_NUMBER
from .errors import InvalidCode

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
DIGITS = 7

FORTY_THIEVES = "forty-thieves"
THOUGHTFUL = "thoughtful"

_PREFIXES = {"FT1": FORTY_THIEVES, "TF1": THOUGHTFUL}
_OPTIONS = {FORTY_THIEVES: {"N": 1}, THOUGHTFUL: {"D1N": 1, "D3N": 3}}
_OPTION_HELP = {FORTY_THIEVES: "use N", THOUGHTFUL: "use D1N (draw 1) or D3N (draw 3)"}
_TITLES = {FORTY_THIEVES: "Forty Thieves", THOUGHTFUL: "Thoughtful Solitaire"}
_ASCII_UPPER = str.maketrans(string.ascii_lowercase, string.ascii_uppercase)
"""Case folding for codes: ASCII letters only, so no other character can turn into one."""


@dataclass(frozen=True, slots=True)
class DealCode:
    """A parsed deal code: the game, the deal number and the draw mode (1 for Forty Thieves)."""

    game: str
    number: int
    draw: int = 1


def encode_number(number: int) -> str:
    """The 7-character base-32 form of a deal number.

    >>> encode_number(0), encode_number(31), encode_number(2**35 - 1)
    ('AAAAAAA', 'AAAAAA7', '7777777')
    """
    if not 0 <= number <= MAX_DEAL_NUMBER:
        raise ValueError(f"deal number out of range: {number}")
    return "".join(ALPHABET[(number >> (5 * shift)) & 31] for shift in reversed(range(DIGITS)))


def decode_number(text: str) -> int:
    """The deal number written by ``text`` (already upper case); InvalidCode if malformed."""
    if len(text) != DIGITS:
        raise InvalidCode(
            f"the deal number must have {DIGITS} characters, not {len(text)}", "length"
        )
    number = 0
    for position, char in enumerate(text, start=1):
        digit = ALPHABET.find(char)
        if digit < 0:
            raise InvalidCode(
                f"bad character {char!r} at position {position} of the deal number: "
                "use the letters A–Z and the digits 2–7",
                "character",
            )
        number = number * 32 + digit
    return number


def parse_code(text: str) -> DealCode:
    """Read a deal code, ignoring case and surrounding spaces; InvalidCode says what is wrong."""
    if not isinstance(text, str):
        raise InvalidCode("a deal code is text", "empty")
    cleaned = text.strip().translate(_ASCII_UPPER)
    if not cleaned:
        raise InvalidCode("the deal code is empty", "empty")
    parts = cleaned.split("-")
    game = _PREFIXES.get(parts[0])
    if game is None:
        raise InvalidCode(
            f"unknown game {parts[0][:12]!r}: a code starts with FT1 (Forty Thieves) "
            "or TF1 (Thoughtful Solitaire)",
            "game",
        )
    if len(parts) != 3:
        example = "FT1-N-AAAAAAB" if game == FORTY_THIEVES else "TF1-D1N-AAAAAAB"
        raise InvalidCode(f"a code has three parts separated by dashes, like {example}", "format")
    draw = _OPTIONS[game].get(parts[1])
    if draw is None:
        raise InvalidCode(
            f"unknown option {parts[1][:12]!r} for {_TITLES[game]}: {_OPTION_HELP[game]}", "option"
        )
    return DealCode(game, decode_number(parts[2]), draw)


def format_code(code: DealCode) -> str:
    """The canonical text of a deal code."""
    if code.game == FORTY_THIEVES:
        option = "N"
        prefix = "FT1"
    else:
        option = f"D{code.draw}N"
        prefix = "TF1"
    return f"{prefix}-{option}-{encode_number(code.number)}"
