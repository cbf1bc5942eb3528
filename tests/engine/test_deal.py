"""Deals: the documented generator and shuffle (docs/deal-codes.md, whose test vectors are read
from the page itself), the layout of the shuffled cards, and the shuffle's quality."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from solitaire.engine import Game, parse_card, parse_code
from solitaire.engine.cards import FULL_DECK, format_card
from solitaire.engine.deal import (
    SALT_FORTY_THIEVES,
    SALT_THOUGHTFUL,
    shuffled_deck,
    splitmix64,
)

DOC = Path(__file__).resolve().parents[2] / "docs" / "deal-codes.md"
MASK = 2**64 - 1
SALTS = {"forty-thieves": SALT_FORTY_THIEVES, "thoughtful": SALT_THOUGHTFUL}
DECKS = {"forty-thieves": 2, "thoughtful": 1}


# ----------------------------------------------------------------------------- the page


def doc_blocks() -> list[str]:
    return re.findall(r"```text\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)


def doc_splitmix_vectors() -> dict[int, list[int]]:
    vectors = {}
    for block in doc_blocks():
        for seed, outputs in re.findall(r"^seed (\d+): (.+)$", block, flags=re.M):
            vectors[int(seed)] = [int(word, 16) for word in outputs.split()]
    return vectors


def doc_deal_vectors() -> dict[str, list[str]]:
    """Code -> shuffled order, from the block whose lines are a code then indented cards."""
    vectors: dict[str, list[str]] = {}
    for block in doc_blocks():
        if not re.match(r"(FT1|TF1)-\S+-[A-Z2-7]{7}\n ", block):
            continue
        code = ""
        for line in block.splitlines():
            if line.startswith(" "):
                vectors[code] += line.split()
            else:
                code = line.strip()
                vectors[code] = []
    return vectors


def test_the_page_has_vectors_for_both_games() -> None:
    deals = doc_deal_vectors()
    assert sum(code.startswith("FT1") for code in deals) >= 3
    assert sum(code.startswith("TF1") for code in deals) >= 3
    assert {len(order) for code, order in deals.items() if code.startswith("FT1")} == {104}
    assert {len(order) for code, order in deals.items() if code.startswith("TF1")} == {52}
    assert set(doc_splitmix_vectors()) >= {0, 1234567}


def test_splitmix64_matches_the_page() -> None:
    for seed, outputs in doc_splitmix_vectors().items():
        stream = splitmix64(seed)
        assert [next(stream) for _ in outputs] == outputs


def test_splitmix64_matches_the_published_reference_outputs() -> None:
    stream = splitmix64(1234567)
    assert [next(stream) for _ in range(3)] == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
    ]


@pytest.mark.parametrize("code", sorted(doc_deal_vectors()))
def test_deal_vectors_of_the_page(code: str) -> None:
    order = doc_deal_vectors()[code]
    parsed = parse_code(code)
    engine = [
        format_card(c) for c in shuffled_deck(parsed.number, DECKS[parsed.game], SALTS[parsed.game])
    ]
    assert engine == order
    assert reference_shuffle(parsed.game, parsed.number) == order
    game = Game.from_code(code)
    assert layout_from_order(parsed.game, order) == {
        name: game.pile(name) for name in layout_from_order(parsed.game, order)
    }


# ----------------------------------------------------------------------------- the algorithm


def reference_generator(state: int) -> Iterator[int]:
    """SplitMix64 written again from the page."""
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        yield z ^ (z >> 31)


def reference_shuffle(game: str, number: int) -> list[str]:
    """The shuffle written again from the page, in the notation."""
    deck = [rank + suit for suit in "SHDC" for rank in "A23456789TJQK"] * DECKS[game]
    outputs = reference_generator(number ^ SALTS[game])
    for i in range(len(deck) - 1, 0, -1):
        bound = i + 1
        limit = 2**64 - (2**64 % bound)
        value = next(outputs)
        while value >= limit:
            value = next(outputs)
        j = value % bound
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def layout_from_order(game: str, order: list[str]) -> dict[str, list[str]]:
    """The piles the page says the shuffled order gives."""
    piles: dict[str, list[str]] = {"w": []}
    if game == "forty-thieves":
        for column in range(10):
            piles[f"t{column + 1}"] = [order[k] for k in range(40) if k % 10 == column]
        piles["s"] = list(reversed(order[40:]))
        for f in range(1, 9):
            piles[f"f{f}"] = []
    else:
        for column in range(7):
            piles[f"t{column + 1}"] = []
        k = 0
        for row in range(7):
            for column in range(row, 7):
                piles[f"t{column + 1}"].append(order[k])
                k += 1
        piles["s"] = list(reversed(order[28:]))
        for f in range(1, 5):
            piles[f"f{f}"] = []
    return piles


@pytest.mark.parametrize("game", ["forty-thieves", "thoughtful"])
def test_the_engine_follows_the_page_for_many_numbers(game: str) -> None:
    for number in [*range(60), 2**35 - 1, 2**34, 0x4654, 0x5446, 987654321]:
        order = reference_shuffle(game, number)
        assert [format_card(c) for c in shuffled_deck(number, DECKS[game], SALTS[game])] == order
        dealt = Game.new(game, number)
        layout = layout_from_order(game, order)
        assert {name: dealt.pile(name) for name in layout} == layout


def test_the_fresh_deck_order() -> None:
    assert [format_card(c) for c in FULL_DECK[:14]] == [
        *(r + "S" for r in "A23456789TJQK"),
        "AH",
    ]
    assert parse_card("KC") == FULL_DECK[-1]


def test_out_of_range_numbers_are_refused() -> None:
    with pytest.raises(ValueError):
        shuffled_deck(2**35, 1, SALT_THOUGHTFUL)
    with pytest.raises(ValueError):
        shuffled_deck(-1, 2, SALT_FORTY_THIEVES)


# ----------------------------------------------------------------------------- shuffle quality

SAMPLES = 3000
Z_UPPER = 4.2649  # standard normal quantile for a one-sided tail of 1e-5
Z_LOWER = -4.2649


def chi_square_quantile(df: int, z: float) -> float:
    """The chi-square quantile whose normal score is ``z``, by the Wilson–Hilferty
    approximation: (X/df)^(1/3) is close to normal with mean 1 - 2/(9 df) and variance
    2/(9 df). With thousands of degrees of freedom it is accurate to well under 0.1 %."""
    h = 2 / (9 * df)
    return df * (1 - h + z * math.sqrt(h)) ** 3


def position_counts(orders: Iterator[list[int]], size: int) -> list[list[int]]:
    counts = [[0] * 52 for _ in range(size)]
    for order in orders:
        for position, card in enumerate(order):
            counts[position][card] += 1
    return counts


def scaled_chi_square(counts: list[list[int]], samples: int, copies: int) -> tuple[float, int]:
    """Pearson's statistic over the (position, card) table, scaled to a chi-square law.

    Each shuffle puts exactly one card in each position and each card in exactly ``copies``
    positions, so both margins of the table are fixed. For uniformly random arrangements the
    cell covariances are then those of a projection of rank (n - 1)(52 - 1) times n / (n - 1),
    where n is the number of positions: the statistic divided by n / (n - 1) follows a
    chi-square law with (n - 1) * 51 degrees of freedom.
    """
    n = len(counts)
    expected = samples * copies / n
    statistic = sum((c - expected) ** 2 / expected for row in counts for c in row)
    return statistic / (n / (n - 1)), (n - 1) * 51


def is_uniform(counts: list[list[int]], samples: int, copies: int) -> bool:
    statistic, df = scaled_chi_square(counts, samples, copies)
    low = chi_square_quantile(df, Z_LOWER)
    high = chi_square_quantile(df, Z_UPPER)
    return low < statistic < high


@pytest.mark.parametrize(("game", "copies"), [("forty-thieves", 2), ("thoughtful", 1)])
def test_each_card_is_equally_likely_in_each_position(game: str, copies: int) -> None:
    orders = (shuffled_deck(number, copies, SALTS[game]) for number in range(SAMPLES))
    counts = position_counts(orders, 52 * copies)
    assert all(sum(row) == SAMPLES for row in counts)
    assert is_uniform(counts, SAMPLES, copies)


def test_the_chi_square_test_catches_a_poor_shuffle() -> None:
    # A shuffle that only cuts the fresh deck: every position sees each card about equally
    # often, yet the table is far too regular to be chance (the lower tail catches it).
    def cut(number: int) -> list[int]:
        deck = list(FULL_DECK)
        return deck[number % 52 :] + deck[: number % 52]

    assert not is_uniform(position_counts((cut(n) for n in range(SAMPLES)), 52), SAMPLES, 1)

    # A shuffle with one biased step: the last position is drawn from only half the deck.
    def biased(number: int) -> list[int]:
        order = shuffled_deck(number, 1, SALT_THOUGHTFUL)
        if order[-1] >= 26:
            order[-1], order[0] = order[0], order[-1]
        return order

    assert not is_uniform(position_counts((biased(n) for n in range(SAMPLES)), 52), SAMPLES, 1)


def test_wilson_hilferty_is_close_to_known_quantiles() -> None:
    # Tabulated chi-square quantiles: df 100 at 0.99 is 135.807, df 1000 at 0.999 is 1143.917.
    assert chi_square_quantile(100, 2.3263) == pytest.approx(135.807, rel=1e-3)
    assert chi_square_quantile(1000, 3.0902) == pytest.approx(1143.917, rel=1e-3)
