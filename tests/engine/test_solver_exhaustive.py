"""The solver's verdicts against a plain exhaustive search, on small constructed positions.

The exhaustive search (``solver_positions.exhaustively_winnable``) tries every legal action; the
solver uses canonical keys, safe moves, stock steps and takeback blocks. Where they could
disagree is exactly where a shortcut of the solver would be wrong.
"""

from __future__ import annotations

import pytest

from solitaire.engine.solver import Verdict, replay_wins, solve

from .solver_positions import exhaustively_winnable, small_position

UNWINNABLE_POSITIONS = [
    # (cards out, columns used, suits out, seed): found by searching seeds for positions the
    # exhaustive search proves lost within a few thousand positions.
    (9, 2, "SHDC", 202),
    (9, 2, "SHDC", 287),
    (10, 2, "SHDC", 13),
    (10, 2, "SHDC", 288),
]


@pytest.mark.parametrize("draw", [1, 3])
@pytest.mark.parametrize(("out", "columns", "suits", "seed"), UNWINNABLE_POSITIONS)
def test_unwinnable_verdicts_match_the_exhaustive_search(
    draw: int, out: int, columns: int, suits: str, seed: int
) -> None:
    game = small_position("thoughtful", seed, out=out, draw=draw, columns_used=columns, suits=suits)
    assert not exhaustively_winnable(game, 20_000), game.position_text()
    result = solve(game, timeout=None)
    assert result.verdict is Verdict.UNWINNABLE, game.position_text()


def test_a_takeback_block_across_foundations_is_found() -> None:
    """Here a king must be taken back to free the queen under it for another king taken back
    meanwhile: a block of takebacks from two foundations (an older rule missed it)."""
    game = small_position("thoughtful", 32, out=10, draw=1, columns_used=3, suits="SH")
    assert exhaustively_winnable(game)
    result = solve(game, timeout=None)
    assert result.verdict is Verdict.WON
    assert replay_wins(game, result.line)


@pytest.mark.parametrize(
    ("variant", "draw", "out", "columns", "suits"),
    [
        ("thoughtful", 1, 9, 2, "SHDC"),
        ("thoughtful", 3, 10, 2, "SHDC"),
        ("thoughtful", 1, 10, 3, "SH"),
        ("forty-thieves", 1, 8, 4, "SH"),
    ],
)
def test_no_verdict_contradicts_the_exhaustive_search(
    variant: str, draw: int, out: int, columns: int, suits: str
) -> None:
    compared = 0
    for seed in range(25):
        game = small_position(variant, seed, out=out, draw=draw, columns_used=columns, suits=suits)
        try:
            winnable = exhaustively_winnable(game, 3_000)
        except RuntimeError:
            continue
        compared += 1
        result = solve(game, timeout=None, max_nodes=2_000)
        if winnable:
            assert result.verdict is not Verdict.UNWINNABLE, game.position_text()
        else:
            assert result.verdict is not Verdict.WON, game.position_text()
        if result.verdict is Verdict.WON:
            assert replay_wins(game, result.line)
    assert compared >= 5
