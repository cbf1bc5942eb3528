"""Words for screen readers: card and pile names, what the keyboard cursor is on, what each
action did, and why a move was refused, announced through Qt's accessibility support.

Announcements are ``QAccessibleAnnouncementEvent`` events on the card table (the view); the
view's accessible description also follows the cursor, so a screen reader asked "where am I"
reads the focused pile. Every text is translatable (context ``Announcer``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent

from solitaire.engine import Game, IllegalMove, Move
from solitaire.engine.moves import STOCK, TABLEAU_BASE, WASTE

from .accessible_names import name_window_parts
from .rule_messages import rule_message

if TYPE_CHECKING:
    from .keyboard_play import KeyboardPlay
    from .main_window import MainWindow

__all__ = ["Announcer", "name_window_parts"]

KEPT_MESSAGES = 50
Politeness = QAccessible.AnnouncementPoliteness


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Announcer", text, None, n)


def rank_word(rank: int) -> str:
    """The spoken rank of a card, rank 0 (ace) to 12 (king)."""
    words = {0: _tr("ace"), 10: _tr("jack"), 11: _tr("queen"), 12: _tr("king")}
    return words.get(rank, str(rank + 1))


def suit_word(suit: int) -> str:
    """The spoken suit (0 spades, 1 hearts, 2 diamonds, 3 clubs), in the plural."""
    return (_tr("spades"), _tr("hearts"), _tr("diamonds"), _tr("clubs"))[suit]


def spoken_card(card: int) -> str:
    """A card's name for speech: ``"queen of hearts"``."""
    return _tr("{rank} of {suit}").format(rank=rank_word(card >> 2), suit=suit_word(card & 3))


def spoken_pile(game: Game, pile: int) -> str:
    """A pile's name for speech: ``"Stock"``, ``"Foundation 2, hearts"``, ``"Column 3"``."""
    if pile == STOCK:
        return _tr("Stock")
    if pile == WASTE:
        return _tr("Waste")
    if pile >= TABLEAU_BASE:
        return _tr("Column {0}").format(pile - TABLEAU_BASE + 1)
    number = pile - game.foundation_ids[0] + 1
    return _tr("Foundation {0}, {1}").format(number, suit_word(game.foundation_suit(pile)))


def spoken_game(game: Game) -> str:
    """The name of the game on the table, for speech."""
    if game.variant == "forty-thieves":
        return _tr("Forty Thieves")
    return _tr("Thoughtful Solitaire, draw %n", game.draw)


def describe_focus(game: Game, pile: int, index: int, accepts: bool | None = None) -> str:
    """What the keyboard cursor is on: the pile, the focused card (``index`` from the bottom,
    -1 when the pile is empty) and how many cards the pile has. ``accepts`` adds, while cards
    are held, whether this pile would take them."""
    cards = game.cards(pile)
    parts = [spoken_pile(game, pile)]
    if not cards:
        parts.append(_tr("empty"))
    elif pile == STOCK:
        parts.append(_tr("%n card(s) face down", len(cards)))
    else:
        index = min(max(index, 0), len(cards) - 1)
        parts.append(spoken_card(cards[index]))
        above = len(cards) - 1 - index
        if above:
            parts.append(_tr("with %n card(s) on it", above))
        parts.append(_tr("%n card(s)", len(cards)))
    if accepts is not None:
        parts.append(_tr("takes the cards") if accepts else _tr("does not take the cards"))
    return _tr(", ").join(parts)


def describe_cards(cards: tuple[int, ...]) -> str:
    """A group of cards named by its first one: ``"jack of clubs and 2 more cards"``."""
    if len(cards) == 1:
        return spoken_card(cards[0])
    return _tr("{0} and %n more card(s)", len(cards) - 1).format(spoken_card(cards[0]))


def describe_action(game: Game, action: Move, stock_before: int) -> str:
    """What an action just played did (the game is already after it)."""
    if action.is_draw:
        if stock_before == 0:
            return _tr("Waste turned over into the stock")
        drawn = stock_before - len(game.cards(STOCK))
        waste = game.cards(WASTE)
        text = _tr("Drew %n card(s)", drawn)
        if waste:
            text = _tr("{0}, {1} on top").format(text, spoken_card(waste[-1]))
        return text
    moved = game.cards(action.dst)[-action.count :]
    return _tr("{0} moved to {1}").format(describe_cards(moved), spoken_pile(game, action.dst))


def describe_undo(game: Game, action: Move) -> str:
    """What undoing ``action`` did (the game is already after the undo)."""
    if action.is_draw:
        return _tr("Undone: the draw")
    back = game.cards(action.src)[-action.count :]
    where = spoken_pile(game, action.src)
    return _tr("Undone: {0} back on {1}").format(describe_cards(back), where)


class Announcer(QObject):
    """Speaks for the table: follows the controller (actions, refusals, the win) and, once
    ``follow`` is called, the keyboard cursor."""

    announced = Signal(str)
    """Every announcement, as posted."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.messages: list[str] = []
        """The latest announcements, oldest first."""
        self.post: Callable[[QAccessibleEvent], None] = QAccessible.updateAccessibility
        """How an event reaches the accessibility layer (tests may watch it)."""
        self._history: list[Move] = []
        self._stock = 0
        self._keyboard: KeyboardPlay | None = None
        controller = window.controller
        controller.action_done.connect(self._on_action_done)
        controller.refused.connect(self._on_refused)
        controller.game_replaced.connect(self._on_game_replaced)
        controller.won.connect(self._on_won)
        self._remember()

    @property
    def game(self) -> Game:
        """The game on the table."""
        return self.window.controller.game

    def follow(self, keyboard: KeyboardPlay) -> None:
        """Announce what the keyboard cursor is on, and cards picked up or put back; keep the
        table's description on the cursor's pile as the game changes."""
        self._keyboard = keyboard
        keyboard.cursor_moved.connect(lambda: self._on_cursor_moved(keyboard))
        keyboard.picked_up.connect(self._on_picked_up)
        keyboard.put_back.connect(lambda: self.announce(_tr("Cards put back")))

    # ----------------------------------------------------------------- posting

    def announce(self, text: str, assertive: bool = False) -> None:
        """Post ``text`` to screen readers (``assertive`` interrupts what they are saying)."""
        if not text:
            return
        event = QAccessibleAnnouncementEvent(self.window.view, text)
        event.setPoliteness(Politeness.Assertive if assertive else Politeness.Polite)
        self.post(event)
        self.messages.append(text)
        del self.messages[:-KEPT_MESSAGES]
        self.announced.emit(text)

    def announce_focus(self, text: str) -> None:
        """The cursor is on something new: say it, and let the table describe it."""
        self.window.view.setAccessibleDescription(text)
        self.announce(text)

    # ----------------------------------------------------------------- following

    def _remember(self) -> None:
        self._history = self.game.history
        self._stock = len(self.game.cards(STOCK))
        keyboard = self._keyboard
        if keyboard is not None:
            self.window.view.setAccessibleDescription(
                describe_focus(self.game, keyboard.pile, keyboard.index, keyboard.target_accepts())
            )

    def _on_game_replaced(self) -> None:
        self._remember()
        self.announce(_tr("New deal: {0}").format(spoken_game(self.game)))

    def _on_action_done(self) -> None:
        game = self.game
        history = game.history
        if len(history) > len(self._history):
            text = describe_action(game, history[-1], self._stock)
        elif self._history:
            text = describe_undo(game, self._history[-1])
        else:
            text = ""
        self._remember()
        self.announce(text)

    def _on_refused(self, refusal: IllegalMove, _near: object) -> None:
        self.announce(rule_message(refusal), assertive=True)

    def _on_won(self) -> None:
        self.announce(_tr("You won! Score {0}").format(self.game.score), assertive=True)

    def _on_cursor_moved(self, keyboard: KeyboardPlay) -> None:
        self.announce_focus(
            describe_focus(self.game, keyboard.pile, keyboard.index, keyboard.target_accepts())
        )

    def _on_picked_up(self, pile: int, count: int) -> None:
        cards = self.game.cards(pile)[-count:]
        self.announce(_tr("Picked up {0}").format(describe_cards(cards)))
