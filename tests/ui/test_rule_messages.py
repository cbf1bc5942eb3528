"""Every rule the engine can refuse a move by has its own message for the player."""

from __future__ import annotations

from solitaire.engine import RULES, Game
from solitaire.ui.rule_messages import known_rules, rule_message


def test_every_engine_rule_has_a_message(qapp) -> None:
    assert known_rules() == set(RULES) | {"foundation-complete"}


def test_messages_are_distinct(qapp) -> None:
    from solitaire.ui import rule_messages

    texts = rule_messages._messages().values()
    assert len(set(texts)) == len(RULES) + 1


def test_a_message_names_its_cards(qapp) -> None:
    game = Game.from_layout(
        "thoughtful",
        tableau=[["8D"], ["7H"], [], [], [], [], []],
        stock=[c for c in _rest(["8D", "7H"])],
    )
    refusal = game.check("t2>t1")
    assert refusal is not None
    assert rule_message(refusal) == (
        "Colours alternate, red on black and black on red: the 7♥ can't go on the 8♦"
    )


def _rest(used: list[str]) -> list[str]:
    from solitaire.engine import format_card
    from solitaire.engine.cards import FULL_DECK

    return [format_card(c) for c in FULL_DECK if format_card(c) not in used]


def test_a_complete_foundation_has_its_own_message(qapp) -> None:
    from solitaire.engine import IllegalMove

    refusal = IllegalMove("foundation-needs-next", "", {"card": "AS", "next": ""})
    assert rule_message(refusal) == "This foundation is complete"
