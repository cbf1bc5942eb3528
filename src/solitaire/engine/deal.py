"""Deal numbers to card orders: the project's own generator and a Fisher–Yates shuffle.

The algorithm is fixed forever (see ``docs/deal-codes.md``, which holds test vectors):

1. The generator is SplitMix64 over 64-bit unsigned integers. Its state starts at
   ``number XOR salt``, where the salt is ``0x4654`` (``"FT"``) for Forty Thieves and ``0x5446``
   (``"TF"``) for Thoughtful Solitaire. Each output adds ``0x9E3779B97F4A7C15`` to the state
   and mixes it.
2. The fresh deck is spades A–K, hearts, diamonds, clubs (twice over for Forty Thieves).
3. Fisher–Yates from the end: for ``i`` from ``n - 1`` down to 1, draw an index ``j`` uniformly
   in ``0 … i`` and swap positions ``i`` and ``j``. A uniform index comes from rejection:
   outputs at or above the largest multiple of ``i + 1`` below 2**64 are thrown away, and ``j``
   is the remainder of the first output kept.

Python's ``random`` is never used: its algorithms may change between versions.

>>> from solitaire.engine.cards import format_card
>>> " ".join(format_card(c) for c in shuffled_deck(1, 1, SALT_THOUGHTFUL)[:5])
'JH QS 4C 3D JS'
"""

from __future__ import annotations

from collections.abc import Iterator

from .cards import FULL_DECK, Card

MASK64 = (1 << 64) - 1
GOLDEN_GAMMA = 0x9E3779B97F4A7C15
MAX_DEAL_NUMBER = (1 << 35) - 1

SALT_FORTY_THIEVES = 0x4654
SALT_THOUGHTFUL = 0x5446


def splitmix64(seed: int) -> Iterator[int]:
    """The SplitMix64 sequence of 64-bit outputs from ``seed``.

    >>> first = next(splitmix64(0))
    >>> hex(first)
    '0xe220a8397b1dcdaf'
    """
    state = seed & MASK64
    while True:
        state = (state + GOLDEN_GAMMA) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        yield z ^ (z >> 31)


def uniform_index(outputs: Iterator[int], bound: int) -> int:
    """A uniform integer in ``0 … bound - 1`` by rejection from 64-bit outputs."""
    limit = (1 << 64) - ((1 << 64) % bound)
    while True:
        value = next(outputs)
        if value < limit:
            return value % bound


def shuffled_deck(number: int, decks: int, salt: int) -> list[Card]:
    """``decks`` fresh decks shuffled by deal ``number`` with the game's ``salt``."""
    if not 0 <= number <= MAX_DEAL_NUMBER:
        raise ValueError(f"deal number out of range: {number}")
    cards = list(FULL_DECK) * decks
    outputs = splitmix64(number ^ salt)
    for i in range(len(cards) - 1, 0, -1):
        j = uniform_index(outputs, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return cards
