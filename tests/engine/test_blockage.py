"""The quick proof of loss for Thoughtful Solitaire (cards that block each other)."""

from __future__ import annotations

import pytest

from solitaire.engine import Game
from solitaire.engine.solver import Verdict, solve
from solitaire.engine.solver.blockage import blocked

from .solver_positions import exhaustively_winnable, small_position

ALL_HOME_BUT = {
    "S": [r + "S" for r in "A23456789TJQK"],
    "H": [r + "H" for r in "A23456789TJQK"],
    "D": [r + "D" for r in "A23456789TJQK"],
    "C": [r + "C" for r in "A23456789TJQK"],
}


def layout(columns: list[list[str]], foundations: list[list[str]], stock: list[str]) -> Game:
    return Game.from_layout(
        "thoughtful",
        tableau=columns + [[]] * (7 - len(columns)),
        stock=stock,
        waste=[],
        foundations=foundations,
        draw=1,
    )


def test_a_card_above_both_its_places_and_its_suit_is_blocked() -> None:
    # 9H lies on 8H, TS and TC: it can go neither home nor on a black ten.
    game = layout(
        [["TS", "TC", "8H", "9H"]],
        [ALL_HOME_BUT["S"][:9], ALL_HOME_BUT["H"][:7], ALL_HOME_BUT["D"], ALL_HOME_BUT["C"][:9]],
        ["JS", "QS", "KS", "JC", "QC", "KC", "TH", "JH", "QH", "KH"],
    )
    assert blocked(game._piles)
    result = solve(game, timeout=None, max_nodes=100)
    assert result.verdict is Verdict.UNWINNABLE
    assert result.nodes == 0


def test_the_same_cards_in_another_order_are_not_blocked() -> None:
    game = layout(
        [["9H", "TS", "TC", "8H"]],
        [ALL_HOME_BUT["S"][:9], ALL_HOME_BUT["H"][:7], ALL_HOME_BUT["D"], ALL_HOME_BUT["C"][:9]],
        ["JS", "QS", "KS", "JC", "QC", "KC", "TH", "JH", "QH", "KH"],
    )
    assert not blocked(game._piles)
    assert solve(game, timeout=None).verdict is Verdict.WON


def test_a_parent_still_in_the_stock_needs_a_place_of_its_own() -> None:
    # 9H needs a black ten; both are in the stock and neither can go anywhere (the jacks
    # they need are under 9H, and the nines of their suits are under it too).
    game = layout(
        [["JH", "JD", "9S", "9C", "8H", "9H"]],
        [
            ALL_HOME_BUT["S"][:8],
            ALL_HOME_BUT["H"][:7],
            ALL_HOME_BUT["D"][:10],
            ALL_HOME_BUT["C"][:8],
        ],
        ["TS", "TC", "QS", "QC", "KS", "KC", "TH", "QH", "KH", "QD", "KD", "JS", "JC"],
    )
    assert blocked(game._piles)
    assert solve(game, timeout=None).verdict is Verdict.UNWINNABLE


@pytest.mark.parametrize("draw", [1, 3])
def test_no_position_of_a_winning_line_is_blocked(draw: int) -> None:
    """Every position along a line that wins is winnable, so none may be called blocked."""
    checked = 0
    for number in range(1, 16):
        game = Game.new("thoughtful", number, draw=draw)
        result = solve(game, timeout=None, max_nodes=3000)
        if result.verdict is not Verdict.WON:
            continue
        for action in result.line:
            assert not blocked(game._piles), f"{game.code} after {game.log}"
            game.play(action)
        checked += 1
    assert checked >= 8


@pytest.mark.parametrize(("out", "columns"), [(10, 1), (12, 1), (14, 2)])
def test_blocked_positions_are_lost_in_the_exhaustive_search(out: int, columns: int) -> None:
    compared = 0
    for seed in range(200):
        game = small_position("thoughtful", seed, out=out, draw=1, columns_used=columns)
        if not blocked(game._piles):
            continue
        try:
            winnable = exhaustively_winnable(game, 5_000)
        except RuntimeError:
            continue
        compared += 1
        assert not winnable, game.position_text()
    assert compared >= 5
