"""Screen readers: what the table announces through Qt accessibility, and the names of the
window's parts."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QApplication, QMenu, QWidget
from pytestqt.qtbot import QtBot

from solitaire.engine import format_card, parse_card
from solitaire.engine.cards import FULL_DECK
from solitaire.ui.announcer import name_window_parts, spoken_card

from .table_driver import layout_game
from .test_keyboard_play import KeyPlayer, ranks

K = Qt.Key
Table = tuple[KeyPlayer, "Posted"]
Politeness = QAccessible.AnnouncementPoliteness


class Posted:
    """Stands between the announcer and Qt's accessibility layer, keeping every event."""

    def __init__(self) -> None:
        self.events: list[QAccessibleAnnouncementEvent] = []

    def __call__(self, event: QAccessibleEvent) -> None:
        QAccessible.updateAccessibility(event)
        assert isinstance(event, QAccessibleAnnouncementEvent)
        self.events.append(event)

    @property
    def last(self) -> QAccessibleAnnouncementEvent:
        return self.events[-1]


@pytest.fixture
def accessibility_on() -> Iterator[None]:
    """Qt's accessibility layer active (as with a screen reader running), then off again."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


@pytest.fixture
def table(qtbot: QtBot, accessibility_on: None) -> Table:
    game = layout_game(
        "thoughtful",
        ["KD", "KH QS JD", "KS QH", "QD"],
        foundations=[ranks("S", "T"), ranks("H", "J"), ranks("D", "T"), ranks("C", "K")],
        stock="JS",
    )
    play = KeyPlayer(qtbot, game)
    assert play.view.hasFocus()
    posted = Posted()
    play.announcer.post = posted
    return play, posted


def test_cursor_move_is_announced_and_describes_the_table(table: Table) -> None:
    play, posted = table
    play.press(K.Key_Down, K.Key_Right)
    text = "Column 2, jack of diamonds, 3 card(s)"
    assert play.announcer.messages[-1] == text
    assert posted.last.message() == text
    assert posted.last.object() is play.view
    assert posted.last.politeness() == Politeness.Polite
    described = QAccessible.queryAccessibleInterface(play.view)
    assert described.text(QAccessible.Text.Description) == text
    play.press(K.Key_Up)
    assert posted.last.message() == "Column 2, queen of spades, with 1 card(s) on it, 3 card(s)"
    play.press(K.Key_Up, K.Key_Up)
    assert posted.last.message() == "Waste, empty"
    play.press(K.Key_Left)
    assert posted.last.message() == "Stock, 1 card(s) face down"


def test_moves_draws_and_undo_are_announced(table: Table) -> None:
    play, posted = table
    play.press(K.Key_Down, K.Key_Right, K.Key_Up, K.Key_Return)
    assert posted.last.message() == "Picked up queen of spades and 1 more card(s)"
    play.press(K.Key_Left)
    assert posted.last.message() == "Column 1, king of diamonds, 1 card(s), takes the cards"
    play.press(K.Key_Return)
    assert posted.last.message() == "queen of spades and 1 more card(s) moved to Column 1"
    described = QAccessible.queryAccessibleInterface(play.view)
    assert described.text(QAccessible.Text.Description).startswith("Column 1, jack of diamonds")
    play.press(K.Key_F)
    assert posted.last.message() == "jack of diamonds moved to Foundation 3, diamonds"
    play.press(K.Key_D)
    assert posted.last.message() == "Drew 1 card(s), jack of spades on top"
    play.press((K.Key_Z, Qt.KeyboardModifier.ControlModifier))
    assert posted.last.message() == "Undone: the draw"
    play.press((K.Key_Z, Qt.KeyboardModifier.ControlModifier))
    assert posted.last.message() == "Undone: jack of diamonds back on Column 1"
    assert play.game.pile("t1") == ["KD", "QS", "JD"]


def test_turning_the_waste_over_is_announced(qtbot: QtBot, accessibility_on: None) -> None:
    play = KeyPlayer(qtbot, layout_game("thoughtful", ["KD"], stock="", waste=rest_of_deck("KD")))
    play.press(K.Key_Right, K.Key_Home, K.Key_Return)
    assert play.game.log == ["s"]
    assert play.announcer.messages[-1] == "Waste turned over into the stock"


def rest_of_deck(*used: str) -> str:
    taken = {parse_card(c) for c in used}
    return " ".join(format_card(c) for c in FULL_DECK if c not in taken)


def test_refusal_is_announced_with_the_rules_words(table: Table) -> None:
    play, posted = table
    play.press(K.Key_Down, K.Key_Right, K.Key_Right, K.Key_Right, K.Key_Return)  # the Q♦
    play.press(K.Key_Left, K.Key_Left)
    assert posted.last.message().endswith("does not take the cards")
    play.press(K.Key_Return)  # onto the J♦
    rule = "Colours alternate, red on black and black on red: the Q♦ can't go on the J♦"
    refusal = next(e for e in posted.events if e.message() == rule)
    assert refusal.politeness() == Politeness.Assertive
    assert play.driver.scene.bubble.text == rule
    assert posted.last.message() == "Cards put back"
    assert play.game.moves == 0


def test_refused_mouse_drag_is_announced_too(table: Table) -> None:
    play, posted = table
    driver = play.driver
    driver.drag(driver.card_point("t4"), driver.pile_point("t1"))
    assert play.announcer.messages[-1] == (
        "Colours alternate, red on black and black on red: the Q♦ can't go on the K♦"
    )
    assert posted.last.politeness() == Politeness.Assertive


def test_win_is_announced(qtbot: QtBot, accessibility_on: None) -> None:
    homes = [ranks("S", "K"), ranks("H", "K"), ranks("D", "K"), ranks("C", "Q")]
    play = KeyPlayer(qtbot, layout_game("thoughtful", ["KC"], foundations=homes, stock=""))
    play.press(K.Key_Down, K.Key_F)
    assert play.game.is_won
    assert play.announcer.messages[-2:] == [
        "king of clubs moved to Foundation 4, clubs",
        f"You won! Score {play.game.score}",
    ]


def test_every_card_has_its_own_spoken_name() -> None:
    names = {spoken_card(card) for card in FULL_DECK}
    assert len(names) == 52
    assert spoken_card(parse_card("QH")) == "queen of hearts"
    assert spoken_card(parse_card("TC")) == "10 of clubs"
    assert spoken_card(parse_card("AS")) == "ace of spades"


class Shouting(QTranslator):
    """A translator that puts every Announcer string in capitals."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        if context != "Announcer":
            return ""
        return source.upper().replace("{RANK}", "{rank}").replace("{SUIT}", "{suit}")


def test_spoken_words_go_through_qt_translation(qapp: QApplication) -> None:
    shouting = Shouting()
    QCoreApplication.installTranslator(shouting)
    try:
        assert spoken_card(parse_card("KD")) == "KING OF DIAMONDS"
    finally:
        QCoreApplication.removeTranslator(shouting)
    assert spoken_card(parse_card("KD")) == "king of diamonds"


def test_every_part_of_the_window_has_an_accessible_name(qtbot: QtBot) -> None:
    play = KeyPlayer(qtbot, layout_game("forty-thieves", ["KH"]))
    window = play.driver.window
    name_window_parts(window)
    unnamed = []
    for widget in [window, *window.findChildren(QWidget)]:
        shown = widget.isVisible() or widget.inherits("QMenu")
        interface = QAccessible.queryAccessibleInterface(widget)
        if shown and not interface.text(QAccessible.Text.Name):
            unnamed.append(type(widget).__name__)
    assert unnamed == []
    for menu_action in window.menuBar().actions():
        assert menu_action.text()
        menu = menu_action.menu()
        assert isinstance(menu, QMenu)
        for action in menu.actions():
            assert action.isSeparator() or action.text()
