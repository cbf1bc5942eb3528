"""The Thoughtful Solitaire policy's own move lists against the engine's."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solitaire.engine import Game
from solitaire.engine.moves import TABLEAU_BASE
from solitaire.engine.solver.alternating import run_start
from solitaire.engine.solver.thoughtful import ThoughtfulPolicy

from .test_solver import played_out

positions = st.builds(
    played_out,
    st.just("thoughtful"),
    st.sampled_from([1, 3]),
    st.integers(0, 10_000),
    st.integers(0, 2**32),
    st.integers(0, 150),
)
DETERMINISTIC = settings(
    max_examples=150, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@given(positions)
@DETERMINISTIC
def test_column_moves_are_the_engines_moves_from_the_columns(game: Game) -> None:
    policy = ThoughtfulPolicy(game)
    policy._run_start = [run_start(column) for column in game._piles]
    engine = {m for m in game.generate_legal_moves() if m.src >= TABLEAU_BASE}
    listed = policy._column_moves()
    assert len(listed) == len(set(listed))
    assert set(listed) == engine, game.position_text()


@given(positions)
@DETERMINISTIC
def test_pruned_column_moves_leave_out_only_moves_off_a_card_in_sequence(game: Game) -> None:
    policy = ThoughtfulPolicy(game)
    policy._run_start = [run_start(column) for column in game._piles]
    everything = set(policy._column_moves())
    policy.pruned = True
    pruned = set(policy._column_moves())
    assert pruned <= everything
    for m in everything - pruned:
        column = game._piles[m.src]
        below, moved = column[-m.count - 1], column[-m.count]
        assert below >> 2 == (moved >> 2) + 1, game.position_text()
