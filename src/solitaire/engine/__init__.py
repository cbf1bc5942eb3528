"""The rules engine: both games, deal codes and game records, in pure Python (no Qt).

>>> from solitaire.engine import Game
>>> g = Game.new("thoughtful", 1, draw=3)
>>> g.code
'TF1-D3N-AAAAAAB'
>>> "s" in g.legal_moves()
True
"""

from .cards import Card, card_name, format_card, parse_card
from .codes import DealCode, format_code, parse_code
from .errors import RULES, IllegalMove, InvalidCode, InvalidRecord
from .game import Game
from .moves import DRAW, Move, pile_id, pile_name
from .record import GameRecord, dump_record, load_record
from .rules import FortyThieves, Thoughtful

__all__ = [
    "DRAW",
    "RULES",
    "Card",
    "DealCode",
    "FortyThieves",
    "Game",
    "GameRecord",
    "IllegalMove",
    "InvalidCode",
    "InvalidRecord",
    "Move",
    "Thoughtful",
    "card_name",
    "dump_record",
    "format_card",
    "format_code",
    "load_record",
    "parse_card",
    "parse_code",
    "pile_id",
    "pile_name",
]
