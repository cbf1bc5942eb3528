"""The words the table shows for each refused move, one translatable message per rule id."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from solitaire.engine import IllegalMove, card_name, parse_card


def _tr(text: str) -> str:
    return QCoreApplication.translate("RuleMessages", text)


def _messages() -> dict[str, str]:
    # Built on each call so that a language switch takes effect at once.
    return {
        "unknown-pile": _tr("There is no such pile in this game"),
        "not-onto-stock-or-waste": _tr("Cards are never put on the stock or the waste"),
        "same-pile": _tr("Drop the cards on another pile"),
        "empty-source": _tr("There is no card to move there"),
        "not-from-stock": _tr("The stock's cards are face down: click the stock to draw"),
        "one-card-only": _tr(
            "In Forty Thieves only one card moves at a time: move the cards above it first"
        ),
        "wrong-suit": _tr(
            "In Forty Thieves a card goes on the next higher card of the same suit: "
            "the {card} can't go on the {target}"
        ),
        "not-one-lower": _tr(
            "A card goes on a card exactly one rank higher: the {card} can't go on the {target}"
        ),
        "nothing-on-ace": _tr("Nothing can go on an ace in a column"),
        "same-colour": _tr(
            "Colours alternate, red on black and black on red: the {card} can't go on the {target}"
        ),
        "king-only-on-empty": _tr("Only a king can fill an empty column"),
        "group-not-in-sequence": _tr("The {card} is not in sequence, so the group can't move"),
        "not-enough-cards": _tr("There are not that many cards in the column"),
        "only-top-waste-card": _tr("Only the top card of the waste can be played"),
        "foundation-one-card": _tr("Cards go to and from a foundation one at a time"),
        "foundation-to-foundation": _tr("A foundation card can only go back onto a column"),
        "wrong-foundation-suit": _tr("This foundation takes only {suit}"),
        "foundation-needs-ace": _tr("A foundation starts with an ace"),
        "foundation-needs-next": _tr("This foundation needs the {next} next"),
        "foundation-complete": _tr("This foundation is complete"),
        "no-redeal": _tr("No redeal in Forty Thieves: the stock is dealt only once"),
        "nothing-to-draw": _tr("The stock and the waste are both empty"),
        "nothing-to-undo": _tr("There is nothing to undo"),
        "bad-notation": _tr("That is not a move"),
    }


def rule_message(refusal: IllegalMove) -> str:
    """The player's words for a refusal, in the current language, naming its cards."""
    rule = refusal.rule
    if rule == "foundation-needs-next" and not refusal.params.get("next"):
        rule = "foundation-complete"
    template = _messages().get(rule, refusal.message)
    names: dict[str, str] = {}
    for key in ("card", "target", "next"):
        if refusal.params.get(key):
            names[key] = card_name(parse_card(refusal.params[key]))
    names["suit"] = refusal.params.get("suit", "")
    return template.format(**names)


def known_rules() -> frozenset[str]:
    """Every rule id that has its own message (plus ``foundation-complete``, the case of
    ``foundation-needs-next`` where the foundation already has its king)."""
    return frozenset(_messages())
