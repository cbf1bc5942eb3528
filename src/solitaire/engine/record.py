"""A game as text: its deal code (or starting layout) and every action, undos included.

A record is a few ``key: value`` lines after a header line::

    solitaire-record 1
    code: TF1-D1N-AAAAAAB
    actions: s w>t3 undo t2>f1

A game dealt from a layout instead has ``game:``, ``draw:``, ``score:`` and one line per pile
(``t1: 9D KS``). Other keys are kept as ``extra`` for the app (the clock, say). Loading replays
every action through the rules, so a corrupt or edited record is refused, never trusted.

>>> from solitaire.engine import Game
>>> g = Game.from_code("FT1-N-AAAAAAB"); g.play("s"); _ = g.undo(); g.play("s")
>>> text = dump_record(g, {"elapsed": "12"})
>>> print(text, end="")
solitaire-record 1
code: FT1-N-AAAAAAB
elapsed: 12
actions: s undo s
>>> again = load_record(text)
>>> again.game.moves, again.game.pile("w") == g.pile("w"), again.extra
(2, True, {'elapsed': '12'})
>>> load_record(text.replace("s undo s", "s t1>t1"))
Traceback (most recent call last):
...
solitaire.engine.errors.InvalidRecord: action 2 (t1>t1) is refused: A card must move to another pile
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from .errors import IllegalMove, InvalidCode, InvalidRecord
from .game import Game
from .moves import PILE_NAMES

HEADER = "solitaire-record 1"
MAX_RECORD_CHARS = 4_000_000
_KEY = re.compile(r"^[a-z][a-z0-9_-]{0,31}$")
_LAYOUT_KEYS = frozenset({"game", "draw", "score", *PILE_NAMES})


@dataclass
class GameRecord:
    """A loaded record: the game replayed to its last action, and the app's extra fields."""

    game: Game
    extra: dict[str, str] = field(default_factory=dict)


def dump_record(game: Game, extra: Mapping[str, str] | None = None) -> str:
    """The record of ``game`` as text; ``extra`` adds the app's own ``key: value`` lines."""
    lines = [HEADER]
    if game.code is not None:
        lines.append(f"code: {game.code}")
    else:
        layout, score = game.initial_layout()
        lines += [f"game: {game.variant}", f"draw: {game.draw}", f"score: {score}"]
        lines += [f"{name}: {' '.join(cards)}".rstrip() for name, cards in layout.items()]
    for key, value in (extra or {}).items():
        if not _KEY.match(key) or key in _LAYOUT_KEYS or key in ("code", "actions"):
            raise ValueError(f"not a usable record key: {key!r}")
        if "\n" in value or "\r" in value:
            raise ValueError(f"a record value is one line: {key!r}")
        lines.append(f"{key}: {value}")
    lines.append(f"actions: {' '.join(game.log)}".rstrip())
    return "\n".join(lines) + "\n"


def load_record(text: str) -> GameRecord:
    """Rebuild a game from its record, checking every action; InvalidRecord says what is wrong."""
    if len(text) > MAX_RECORD_CHARS:
        raise InvalidRecord("the record is too large to be a game")
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if not lines or lines[0] != HEADER:
        raise InvalidRecord(f"not a game record: the first line must be {HEADER!r}")
    fields: dict[str, str] = {}
    for number, line in enumerate(lines[1:], start=2):
        key, colon, value = line.partition(":")
        key = key.strip().lower()
        if not colon or not _KEY.match(key):
            raise InvalidRecord(f"line {number} is not 'key: value': {line[:60]!r}")
        if key in fields:
            raise InvalidRecord(f"line {number} repeats the key {key!r}")
        fields[key] = value.strip()
    if "actions" not in fields:
        raise InvalidRecord("the record has no 'actions:' line")
    game = _starting_game(fields)
    actions = fields.pop("actions").split()
    for index, action in enumerate(actions, start=1):
        try:
            if action.lower() == "undo":
                game.undo()
            else:
                game.play(action)
        except IllegalMove as refusal:
            raise InvalidRecord(f"action {index} ({action}) is refused: {refusal}") from None
    extra = {k: v for k, v in fields.items() if k not in _LAYOUT_KEYS and k != "code"}
    return GameRecord(game, extra)


def _starting_game(fields: dict[str, str]) -> Game:
    if "code" in fields:
        mixed = sorted(_LAYOUT_KEYS.intersection(fields))
        if mixed:
            raise InvalidRecord(
                f"a record has a deal code or a layout, not both (found {', '.join(mixed)})"
            )
        try:
            return Game.from_code(fields["code"])
        except InvalidCode as error:
            raise InvalidRecord(f"bad deal code: {error}") from None
    if "game" not in fields:
        raise InvalidRecord("the record has neither a deal code nor a layout")
    try:
        cls = Game.variant_class(fields["game"])
        draw = int(fields.get("draw", "1"))
        score = int(fields.get("score", "0"))
        names = [PILE_NAMES[p] for p in range(len(PILE_NAMES))]
        piles = {name: fields.get(name, "").split() for name in names}
        return Game.from_layout(
            cls.variant,
            tableau=[piles[f"t{i}"] for i in range(1, cls.tableau_count + 1)],
            stock=piles["s"],
            waste=piles["w"],
            foundations=[piles[f"f{i}"] for i in range(1, cls.foundation_count + 1)],
            draw=draw,
            score=score,
        )
    except ValueError as error:
        raise InvalidRecord(f"bad layout: {error}") from None
