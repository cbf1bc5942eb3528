"""Cards, suits and ranks, and their text notation.

A card is a small integer ``rank_index * 4 + suit``: ``rank_index`` runs from 0 (ace) to 12
(king) and ``suit`` is 0 spades, 1 hearts, 2 diamonds, 3 clubs. The two copies of a card in
Forty Thieves are the same integer: they are interchangeable in every rule.

>>> parse_card("10c") == parse_card("TC")
True
>>> format_card(parse_card("as"))
'AS'
>>> card_name(parse_card("9S"))
'9♠'
"""

from __future__ import annotations

from typing import Final

Card = int
"""A card as ``rank_index * 4 + suit`` (see the module docstring)."""

SPADES: Final = 0
HEARTS: Final = 1
DIAMONDS: Final = 2
CLUBS: Final = 3
SUITS: Final = (SPADES, HEARTS, DIAMONDS, CLUBS)

SUIT_LETTERS: Final = "SHDC"
SUIT_SYMBOLS: Final = "♠♥♦♣"
RANK_LETTERS: Final = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K")
RANK_NAMES: Final = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

ACE: Final = 0
KING: Final = 12

IS_RED: Final = (False, True, True, False)
"""Indexed by suit: hearts and diamonds are red."""

FULL_DECK: Final[tuple[Card, ...]] = tuple(rank * 4 + suit for suit in SUITS for rank in range(13))
"""One 52-card deck in its fresh order: spades A–K, hearts, diamonds, clubs."""


def make_card(rank_index: int, suit: int) -> Card:
    """The card of ``rank_index`` (0 = ace … 12 = king) and ``suit``."""
    return rank_index * 4 + suit


def rank_of(card: Card) -> int:
    """The rank index, 0 (ace) to 12 (king)."""
    return card >> 2


def suit_of(card: Card) -> int:
    """The suit, 0 spades, 1 hearts, 2 diamonds, 3 clubs."""
    return card & 3


def is_red(card: Card) -> bool:
    """True for hearts and diamonds."""
    return IS_RED[card & 3]


def parse_card(text: str) -> Card:
    """Read a card such as ``"AS"``, ``"TC"``, ``"10c"``; ValueError if it is not one.

    >>> format_card(parse_card(" qh "))
    'QH'
    >>> parse_card("1S")
    Traceback (most recent call last):
    ...
    ValueError: not a card: '1S'
    """
    cleaned = text.strip().upper()
    rank_text, suit_text = cleaned[:-1], cleaned[-1:]
    if rank_text == "10":
        rank_text = "T"
    if rank_text not in RANK_LETTERS or not suit_text or suit_text not in SUIT_LETTERS:
        raise ValueError(f"not a card: {text!r}")
    return make_card(RANK_LETTERS.index(rank_text), SUIT_LETTERS.index(suit_text))


def format_card(card: Card) -> str:
    """The canonical notation of a card: rank letter then suit letter, ``"TC"`` for ten."""
    return RANK_LETTERS[card >> 2] + SUIT_LETTERS[card & 3]


def card_name(card: Card) -> str:
    """A short name for people: ``"10♣"``, ``"Q♥"``."""
    return RANK_NAMES[card >> 2] + SUIT_SYMBOLS[card & 3]
