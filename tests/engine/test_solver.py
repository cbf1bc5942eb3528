"""The solver: winning lines replay to a win, the game searched is left alone, budgets and
cancellation stop it, canonical keys, and the engine helpers it relies on (``stock_reach``,
``piles_accepting``).

Every search here is bounded by ``max_nodes``, never by time, so the results do not depend on
the machine's speed.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire.engine import DRAW, Game, Move, dump_record, format_card, parse_card
from solitaire.engine.moves import FOUNDATION_BASE, PILE_COUNT, STOCK, TABLEAU_BASE, WASTE, pile_id
from solitaire.engine.solver import Verdict, replay_wins, solve
from solitaire.engine.solver.forty_thieves_portfolio import PHASES
from solitaire.engine.solver.forty_thieves_search import (
    HOME,
    FortyThievesSearch,
    Progress,
    Weights,
    beam,
    column_score,
    to_moves,
)
from solitaire.engine.solver.keys import forty_thieves_key, thoughtful_key

from .helpers import DETERMINISTIC, RANKS, SUIT_ORDER, position, run, snapshot

CHECK_EVERY = 256
"""The search looks at its budget and the cancel flag once per this many positions."""

# (variant, draw, deal numbers, node budget, least number of those deals won)
WIN_SETS = [
    ("thoughtful", 1, range(1, 13), 2000, 8),
    ("thoughtful", 3, (2, 3, 4, 5, 7, 8, 12, 14, 15, 17, 19, 22), 2000, 8),
    ("forty-thieves", 1, range(1, 7), 25_000, 3),
]
MODES = [("forty-thieves", 1), ("thoughtful", 1), ("thoughtful", 3)]
UNDECIDED = [("forty-thieves", 1, 3), ("thoughtful", 1, 4), ("thoughtful", 3, 5)]
"""Deals the searches below do not settle within their node budgets."""


def replays_to_win(game: Game, line: tuple[Move, ...]) -> bool:
    """Play ``line`` on a copy of ``game`` through the engine: every action legal, and won."""
    trial = game.copy()
    for m in line:
        if trial.check(m) is not None:
            return False
        trial.play(m)
    return trial.is_won


def piles_of(game: Game) -> list[list[int]]:
    """Every pile of ``game`` by id, as the key functions take them."""
    return [list(game.cards(p)) for p in range(PILE_COUNT)]


def key_of(game: Game) -> bytes:
    """The canonical key of ``game``'s position."""
    if game.variant == "forty-thieves":
        return forty_thieves_key(piles_of(game))
    return thoughtful_key(piles_of(game), game.draw)


def played_out(variant: str, draw: int, number: int, seed: int, steps: int) -> Game:
    """Deal ``number`` after up to ``steps`` random legal actions chosen with ``seed``."""
    game = Game.new(variant, number, draw=draw)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = game.generate_legal_moves()
        if not legal or game.is_won:
            break
        game.play(rng.choice(legal))
    return game


def real_positions() -> st.SearchStrategy[Game]:
    """Positions from random playouts: Forty Thieves, Thoughtful draw 1 and draw 3."""
    return st.builds(
        played_out,
        st.sampled_from(["forty-thieves", "thoughtful"]),
        st.just(1),
        st.integers(0, 10_000),
        st.integers(0, 2**32),
        st.integers(0, 80),
    ) | st.builds(
        played_out,
        st.just("thoughtful"),
        st.just(3),
        st.integers(0, 10_000),
        st.integers(0, 2**32),
        st.integers(0, 80),
    )


# ------------------------------------------------------------------------- winning lines


@pytest.mark.parametrize(("variant", "draw", "numbers", "budget", "least"), WIN_SETS)
def test_every_winning_line_replays_to_a_win(
    variant: str, draw: int, numbers: range | tuple[int, ...], budget: int, least: int
) -> None:
    won = 0
    for number in numbers:
        game = Game.new(variant, number, draw=draw)
        result = solve(game, timeout=None, max_nodes=budget)
        if result.verdict is Verdict.WON:
            won += 1
            assert replays_to_win(game, result.line), f"{game.code}: {result.line_text()}"
            assert replay_wins(game, result.line)
            assert result.best_move == result.line[0]
        else:
            assert result.line == ()
    assert won >= least, f"only {won} of {len(numbers)} {variant} draw {draw} deals won"


def test_a_line_that_does_not_win_is_refused_by_replay_wins() -> None:
    game = Game.new("thoughtful", 1, draw=1)
    result = solve(game, timeout=None, max_nodes=3000)
    assert result.verdict is Verdict.WON
    assert not replay_wins(game, result.line[:-1])
    assert not replay_wins(game, (Move(TABLEAU_BASE, TABLEAU_BASE + 1, 13), *result.line))


def test_a_won_position_later_in_a_game_gives_a_line_from_there() -> None:
    game = Game.new("thoughtful", 2, draw=1)
    first = solve(game, timeout=None, max_nodes=3000)
    assert first.verdict is Verdict.WON
    for m in first.line[: len(first.line) // 2]:
        game.play(m)
    again = solve(game, timeout=None, max_nodes=3000)
    assert again.verdict is Verdict.WON
    assert replays_to_win(game, again.line)


# ------------------------------------------------------------------ the game is left alone


@pytest.mark.parametrize(("variant", "draw"), MODES)
def test_solve_leaves_the_game_unchanged(variant: str, draw: int) -> None:
    game = played_out(variant, draw, 5, seed=7, steps=25)
    game.undo()
    record = dump_record(game, {})
    before = (snapshot(game), game.log, game.can_undo, game.code, game.pile("t1"))
    for budget in (1, 300, 2000):
        solve(game, timeout=None, max_nodes=budget)
        assert dump_record(game, {}) == record
        assert (snapshot(game), game.log, game.can_undo, game.code, game.pile("t1")) == before


# ----------------------------------------------------------------- budgets and cancelling


@pytest.mark.parametrize(
    ("variant", "draw", "number"),
    UNDECIDED,
)
def test_cancelling_stops_the_search_at_its_first_look(
    variant: str, draw: int, number: int
) -> None:
    calls = 0

    def cancelled() -> bool:
        nonlocal calls
        calls += 1
        return True

    game = Game.new(variant, number, draw=draw)
    result = solve(game, timeout=None, cancelled=cancelled)
    assert result.verdict is Verdict.UNKNOWN
    assert result.line == ()
    assert 0 < result.nodes <= CHECK_EVERY
    assert calls == 1


def test_a_cancel_flag_raised_later_stops_the_search_then() -> None:
    looks: list[int] = []

    def cancel_on_third_look() -> bool:
        looks.append(1)
        return len(looks) >= 3

    game = Game.new("thoughtful", 4, draw=1)
    result = solve(game, timeout=None, cancelled=cancel_on_third_look)
    assert result.verdict is Verdict.UNKNOWN
    assert result.nodes == 3 * CHECK_EVERY


@pytest.mark.parametrize(
    ("variant", "draw", "number"),
    UNDECIDED,
)
@pytest.mark.parametrize("budget", [CHECK_EVERY, 2 * CHECK_EVERY, 4 * CHECK_EVERY, 1000])
def test_max_nodes_is_honoured(variant: str, draw: int, number: int, budget: int) -> None:
    game = Game.new(variant, number, draw=draw)
    result = solve(game, timeout=None, max_nodes=budget)
    assert result.verdict is Verdict.UNKNOWN
    # The budget is looked at every CHECK_EVERY positions: it may be passed by less than that.
    assert budget <= result.nodes < budget + CHECK_EVERY
    if budget % CHECK_EVERY == 0:
        assert result.nodes == budget


def test_the_same_budget_gives_the_same_result() -> None:
    game = Game.new("thoughtful", 11, draw=1)
    first = solve(game, timeout=None, max_nodes=3000)
    second = solve(game, timeout=None, max_nodes=3000)
    assert (first.verdict, first.line, first.best_move, first.nodes) == (
        second.verdict,
        second.line,
        second.best_move,
        second.nodes,
    )


# ------------------------------------------------------------------- won and best moves


def all_home(variant: str) -> Game:
    """A position with every card on the foundations."""
    foundations = [
        run(SUIT_ORDER[i % 4], 13) for i in range(8 if variant == "forty-thieves" else 4)
    ]
    columns = 10 if variant == "forty-thieves" else 7
    return Game.from_layout(variant, tableau=[[]] * columns, foundations=foundations)


@pytest.mark.parametrize("variant", ["forty-thieves", "thoughtful"])
def test_a_won_game_is_won_with_an_empty_line(variant: str) -> None:
    game = all_home(variant)
    assert game.is_won
    result = solve(game, timeout=None, max_nodes=10)
    assert result.verdict is Verdict.WON
    assert result.line == ()
    assert result.best_move is None
    assert result.nodes == 0


def test_one_move_from_a_win() -> None:
    foundations = [run(s, 13) for s in SUIT_ORDER]
    foundations[0] = run("S", 12)
    game = Game.from_layout("thoughtful", tableau=[["KS"]] + [[]] * 6, foundations=foundations)
    result = solve(game, timeout=None, max_nodes=10)
    assert result.verdict is Verdict.WON
    assert [m.text() for m in result.line] == ["t1>f1"]


@given(real_positions(), st.sampled_from([1, 40]))
@settings(DETERMINISTIC, max_examples=15)
def test_best_move_is_legal(game: Game, budget: int) -> None:
    result = solve(game, timeout=None, max_nodes=budget)
    if result.best_move is None:
        # Nothing to suggest: the game is over, or no action can lead anywhere.
        assert game.is_won or result.verdict is Verdict.UNWINNABLE
        assert result.verdict is not Verdict.UNKNOWN
    else:
        assert game.check(result.best_move) is None
    if result.verdict is Verdict.WON and result.line:
        assert result.best_move == result.line[0]
        assert replays_to_win(game, result.line)


def test_best_move_is_given_when_a_move_is_legal() -> None:
    for variant, draw, number in UNDECIDED:
        game = Game.new(variant, number, draw=draw)
        result = solve(game, timeout=None, max_nodes=CHECK_EVERY)
        assert result.best_move is not None
        assert game.check(result.best_move) is None


# ------------------------------------------------------------------------- canonical keys


@given(real_positions(), st.randoms(use_true_random=False))
@DETERMINISTIC
def test_permuting_columns_keeps_the_key(game: Game, rng: random.Random) -> None:
    piles = piles_of(game)
    columns = range(TABLEAU_BASE, TABLEAU_BASE + len(game.tableau_ids))
    shuffled = [piles[p] for p in columns]
    rng.shuffle(shuffled)
    permuted = [*piles[:TABLEAU_BASE], *shuffled, *piles[TABLEAU_BASE + len(shuffled) :]]
    assert key_of(game) == (
        forty_thieves_key(permuted)
        if game.variant == "forty-thieves"
        else thoughtful_key(permuted, game.draw)
    )


@given(real_positions(), st.integers(0, 2**32))
@DETERMINISTIC
def test_a_card_move_changes_the_key(game: Game, seed: int) -> None:
    moves = [
        m
        for m in game.generate_legal_moves()
        if m.count and (m.dst < TABLEAU_BASE or m.src < TABLEAU_BASE or game.cards(m.dst))
    ]
    if not moves:
        return
    before = key_of(game)
    game.play(random.Random(seed).choice(moves))
    assert key_of(game) != before


def forty_thieves_spades(low: int, high: int) -> Game:
    """A Forty Thieves position near its end: every other suit home, one spade foundation
    ``low`` high and the other ``high`` (f1 holds ``low``), the other spades laid out."""
    foundations = [run(SUIT_ORDER[i % 4], 13) for i in range(8)]
    foundations[0] = run("S", low)
    foundations[4] = run("S", high)
    tableau = [["KS", "QS"], ["JS"], ["9S", "TS"], ["8S"], [], ["KS"], ["QS"], [], [], []]
    return position("forty-thieves", tableau=tableau, foundations=foundations)


def test_swapping_the_two_foundations_of_a_suit_keeps_the_key_and_the_verdict() -> None:
    one = forty_thieves_spades(5, 2)
    other = forty_thieves_spades(2, 5)
    assert one.pile("f1") != other.pile("f1")
    assert key_of(one) == key_of(other)
    first = solve(one, timeout=None, max_nodes=20_000)
    second = solve(other, timeout=None, max_nodes=20_000)
    assert first.verdict is Verdict.WON
    assert (first.verdict, first.nodes) == (second.verdict, second.nodes)
    assert replays_to_win(one, first.line)
    assert replays_to_win(other, second.line)


def test_different_foundation_heights_give_different_keys() -> None:
    assert key_of(forty_thieves_spades(5, 2)) != key_of(forty_thieves_spades(4, 3))


def thoughtful_talon(draw: int, talon: list[str], in_waste: int) -> Game:
    """A Thoughtful position with a fixed tableau and foundations and the talon cards in tap
    order: the first ``in_waste`` in the waste (bottom to top), the rest in the stock."""
    foundations = [run(s, 3) for s in SUIT_ORDER]
    tableau = [["KS", "QH"], ["KH"], ["KD", "QC"], ["KC"], ["JS"], [], []]
    stock = list(reversed(talon[in_waste:]))
    return position(
        "thoughtful",
        tableau=tableau,
        foundations=foundations,
        waste=talon[:in_waste],
        stock=stock,
        draw=draw,
    )


TALON = [r + s for r in RANKS[3:10] for s in SUIT_ORDER if r + s != "JS"] + [
    "JH",
    "JD",
    "JC",
    "QS",
    "QD",
]
"""The cards of ``thoughtful_talon`` that are not in its tableau or foundations."""


@given(st.permutations(TALON), st.integers(0, len(TALON)), st.integers(0, len(TALON)))
@DETERMINISTIC
def test_draw_1_key_ignores_the_stock_and_waste_order(
    talon: list[str], in_waste: int, other_split: int
) -> None:
    one = thoughtful_talon(1, TALON, in_waste)
    other = thoughtful_talon(1, talon, other_split)
    assert key_of(one) == key_of(other)


def test_draw_3_key_depends_on_where_in_the_cycle() -> None:
    on_cycle = {key_of(thoughtful_talon(3, TALON, k)) for k in (0, 3, 6, 9, len(TALON))}
    assert len(on_cycle) == 1
    off_cycle = [key_of(thoughtful_talon(3, TALON, k)) for k in (1, 2, 4, 5, 7)]
    assert len(set(off_cycle)) == len(off_cycle)
    assert on_cycle.isdisjoint(off_cycle)
    shuffled = list(reversed(TALON))
    assert key_of(thoughtful_talon(3, shuffled, 3)) not in on_cycle


def test_draw_3_positions_with_one_key_are_reachable_by_taps() -> None:
    start = thoughtful_talon(3, TALON, 3)
    target = thoughtful_talon(3, TALON, 9)
    for game, goal in ((start, target), (target, start)):
        for _ in range(40):
            if snapshot(game)[0] == snapshot(goal)[0]:
                break
            game.play(DRAW)
        else:
            pytest.fail("taps never reached the position with the same key")


# ------------------------------------------------------- stock_reach and piles_accepting


def full_cycle(game: Game) -> int:
    """More taps than a whole cycle of the stock and waste takes, from any position."""
    cards = len(game.cards(STOCK)) + len(game.cards(WASTE))
    return 2 * (cards + 2)


def waste_top(game: Game) -> int | None:
    waste = game.cards(WASTE)
    return waste[-1] if waste else None


def tap(game: Game) -> bool:
    """One stock tap if it is legal."""
    if game.check(DRAW) is not None:
        return False
    game.play(DRAW)
    return True


@given(real_positions())
@DETERMINISTIC
def test_stock_reach_agrees_with_tapping(game: Game) -> None:
    reach = game.stock_reach()
    for taps, card in reach:
        trial = game.copy()
        for _ in range(taps):
            assert tap(trial)
        assert waste_top(trial) == card
    first_seen: dict[int, int] = {}
    trial = game.copy()
    top = waste_top(trial)
    if top is not None:
        first_seen[top] = 0
    for taps in range(1, full_cycle(game) + 1):
        if not tap(trial):
            break
        top = waste_top(trial)
        if top is not None and top not in first_seen:
            first_seen[top] = taps
    assert [taps for taps, _ in reach] == sorted(taps for taps, _ in reach)
    assert len({card for _, card in reach}) == len(reach)
    assert {card: taps for taps, card in reach} == first_seen


@given(real_positions())
@DETERMINISTIC
def test_piles_accepting_agrees_with_check(game: Game) -> None:
    assert_accepting_agrees(game, game.copy)


def assert_accepting_agrees(game: Game, fresh: Callable[[], Game]) -> None:
    """For each card taps bring to the waste's top: ``piles_accepting`` (asked before the
    taps) names exactly the foundations and columns the engine lets it move to."""
    for taps, card in game.stock_reach():
        trial = fresh()
        for _ in range(taps):
            trial.play(DRAW)
        expected = [
            pile
            for pile in (*trial.foundation_ids, *trial.tableau_ids)
            if trial.check(Move(WASTE, pile, 1)) is None
        ]
        assert sorted(game.piles_accepting(card)) == expected
        assert sorted(trial.accepting_piles(WASTE)) == expected


@pytest.mark.parametrize(
    ("card", "piles"),
    [
        ("4S", ["f1"]),
        ("4C", ["f4"]),
        ("JD", ["t3"]),
        ("JH", ["t3"]),
        ("QS", ["t2"]),
        ("8D", ["t4"]),
        ("KC", ["t6", "t7"]),
        ("5C", []),
    ],
)
def test_piles_accepting_in_a_constructed_position(card: str, piles: list[str]) -> None:
    foundations = [run(s, 3) for s in SUIT_ORDER]
    tableau = [["KS", "QH"], ["KH"], ["KD", "QC"], ["9C"], ["JS"], [], []]
    game = position("thoughtful", tableau=tableau, foundations=foundations, waste=[card])
    ids = [pile_id(name) for name in piles]
    assert game.piles_accepting(parse_card(card)) == ids
    assert sorted(game.accepting_piles(WASTE)) == ids


# --------------------------------------------------------------- the Forty Thieves search


def forty_thieves_positions() -> st.SearchStrategy[Game]:
    """Forty Thieves positions from random playouts (some with cards home, some with a waste)."""
    return st.builds(
        played_out,
        st.just("forty-thieves"),
        st.just(1),
        st.integers(0, 10_000),
        st.integers(0, 2**32),
        st.integers(0, 120),
    )


def engine_action(game: Game, src: int, dst: int) -> Move:
    """The engine action of one move of a search step in ``game``'s position."""
    if src == STOCK:
        return DRAW
    if dst == HOME:
        home = game.foundation_for(src)
        assert home is not None
        return Move(src, home, 1)
    return Move(src, dst, 1)


@given(forty_thieves_positions())
@DETERMINISTIC
def test_forty_thieves_steps_are_legal_and_keep_the_search_in_step_with_the_engine(
    game: Game,
) -> None:
    search = FortyThievesSearch(game)
    start = search.snapshot()
    for _, step in search.steps():
        trial = game.copy()
        for src, dst in step:
            action = engine_action(trial, src, dst)
            assert trial.check(action) is None, f"{game.code}: {action.text()}"
            trial.play(action)
        search.play(step)
        fresh = FortyThievesSearch(trial)
        assert search.key() == fresh.key()
        assert search.evaluate() == fresh.evaluate()
        assert search.homes == fresh.homes
        search.restore(start)


@given(forty_thieves_positions(), st.randoms(use_true_random=False))
@DETERMINISTIC
def test_forty_thieves_search_key_ignores_column_order_and_foundation_copies(
    game: Game, rng: random.Random
) -> None:
    piles = [list(game.cards(p)) for p in range(PILE_COUNT)]
    columns = piles[TABLEAU_BASE:]
    rng.shuffle(columns)
    foundations = piles[FOUNDATION_BASE:TABLEAU_BASE]
    foundations = foundations[4:] + foundations[:4]
    other = Game.from_layout(
        "forty-thieves",
        tableau=[[format_card(c) for c in column] for column in columns],
        stock=[format_card(c) for c in piles[STOCK]],
        waste=[format_card(c) for c in piles[WASTE]],
        foundations=[[format_card(c) for c in f] for f in foundations],
    )
    assert FortyThievesSearch(game).key() == FortyThievesSearch(other).key()


def test_forty_thieves_a_safe_card_goes_home_alone() -> None:
    foundations = [run(SUIT_ORDER[i % 4], 4) for i in range(8)]
    foundations[0] = run("S", 2)
    tableau = [["KH", "5S"], ["6S"], ["3S"], [], [], [], [], [], [], []]
    game = position("forty-thieves", tableau=tableau, foundations=foundations)
    # The 3S is safe: both 2S are home (f1 takes it). The 5S is not: one 4S is still out.
    assert FortyThievesSearch(game).steps() == [(0, ((TABLEAU_BASE + 2, HOME),))]


def test_forty_thieves_column_score_counts_blocks_loose_cards_and_empty_columns() -> None:
    weights = Weights(empty=16, block=10, loose=3)
    assert column_score((), weights) == 16
    # KS, QS in sequence: one loose card (the KS at the bottom counts as loose).
    assert column_score(tuple(parse_card(c) for c in ("KS", "QS")), weights) == -3
    # 5H above 3H (blocked, and loose), then 2H on 5H (loose).
    cards = tuple(parse_card(c) for c in ("3H", "5H", "2H"))
    assert column_score(cards, weights) == -3 - (10 + 3) - 3


def test_forty_thieves_a_line_that_does_not_win_is_not_written() -> None:
    game = Game.new("forty-thieves", 1)
    search = FortyThievesSearch(game)
    steps = [step for _, step in search.steps()[:1]]
    assert to_moves(game, steps) is None


def test_forty_thieves_search_of_a_small_position_ends_when_every_position_is_seen() -> None:
    """A best-first phase that runs out of positions ends the search: unknown (the steps are
    pruned, so never unwinnable), long before the node budget."""
    foundations = [run(SUIT_ORDER[i % 4], 1) for i in range(8)]
    # Every 2 lies under a 5 of its suit that nothing takes, with no column free; the other
    # cards are in the waste under a king that nothing takes either.
    tableau = [["2" + s, "5" + s] for s in "SSHHDDCC"] + [["3H", "7H"], ["3D", "7D"]]
    game = position(
        "forty-thieves", tableau=tableau, foundations=foundations, waste=["KS"], rest="waste"
    )
    result = solve(game, timeout=None, max_nodes=100_000)
    assert result.verdict is Verdict.UNKNOWN
    assert result.nodes < CHECK_EVERY


def test_forty_thieves_the_same_budget_gives_the_same_result() -> None:
    game = Game.new("forty-thieves", 3)
    first = solve(game, timeout=None, max_nodes=20_000)
    second = solve(game, timeout=None, max_nodes=20_000)
    assert (first.verdict, first.line, first.best_move, first.nodes) == (
        second.verdict,
        second.line,
        second.best_move,
        second.nodes,
    )


def test_forty_thieves_a_later_phase_wins_what_the_first_does_not() -> None:
    game = Game.new("forty-thieves", 10)
    first = PHASES[0]
    steps, _ = beam(
        FortyThievesSearch(game, first.weights), lambda _: False, first.width, Progress(game)
    )
    assert steps is None
    result = solve(game, timeout=None, max_nodes=50_000)
    assert result.verdict is Verdict.WON
    assert replay_wins(game, result.line)
