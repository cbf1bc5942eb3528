"""Playing with the keyboard alone: real key events on the card table, the scene checked
against the engine after every key."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from solitaire.engine import Game, parse_card
from solitaire.engine.moves import STOCK, pile_id, pile_name
from solitaire.ui.announcer import Announcer
from solitaire.ui.keyboard_play import KeyboardPlay
from solitaire.ui.scene.focus_cursor import CURSOR_Z, HELD_Z
from solitaire.ui.scene.items import HIGHLIGHT_COLOUR
from solitaire.ui.scene.table_scene import DRAG_Z

from .table_driver import TableDriver, layout_game

K = Qt.Key
SHIFT = Qt.KeyboardModifier.ShiftModifier
NO_MOD = Qt.KeyboardModifier.NoModifier


def ranks(suit: str, top: str) -> str:
    """A foundation from the ace of ``suit`` up to ``top``."""
    letters = "A23456789TJQK"
    return " ".join(f"{r}{suit}" for r in letters[: letters.index(top) + 1])


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(c) for c in text.split())


class KeyPlayer:
    """A table driven by keys sent to the view, checked against the engine after each key."""

    def __init__(self, qtbot: QtBot, game: Game, **options: bool) -> None:
        self.driver = TableDriver(qtbot, game, **options)
        window = self.driver.window
        keyboard = getattr(window, "keyboard", None)
        announcer = getattr(window, "announcer", None)
        if keyboard is None or announcer is None:  # until MainWindow builds them itself
            keyboard = keyboard or KeyboardPlay(window)
            announcer = announcer or Announcer(window)
            announcer.follow(keyboard)
        self.keyboard: KeyboardPlay = keyboard
        self.announcer: Announcer = announcer
        self.view = window.view

    @property
    def game(self) -> Game:
        return self.driver.game

    @property
    def at(self) -> str:
        """The pile under the cursor."""
        return pile_name(self.keyboard.pile)

    def press(self, *keys: Qt.Key | tuple[Qt.Key, Qt.KeyboardModifier]) -> None:
        for key in keys:
            key, modifier = key if isinstance(key, tuple) else (key, NO_MOD)
            QTest.keyClick(self.view, key, modifier)
            self.driver.assert_matches_engine()


@pytest.fixture
def thoughtful_near_win(qtbot: QtBot) -> KeyPlayer:
    game = layout_game(
        "thoughtful",
        ["KD", "KH QS JD", "KS QH", "QD"],
        foundations=[ranks("S", "T"), ranks("H", "J"), ranks("D", "T"), ranks("C", "K")],
        stock="JS",
    )
    return KeyPlayer(qtbot, game)


@pytest.fixture
def forty_thieves_near_win(qtbot: QtBot) -> KeyPlayer:
    game = layout_game(
        "forty-thieves",
        ["QS KS", "", "KH"],
        foundations=[
            ranks("S", "K"),
            ranks("H", "Q"),
            ranks("D", "T"),
            ranks("C", "Q"),
            ranks("S", "J"),
            ranks("H", "K"),
            ranks("D", "K"),
            ranks("C", "K"),
        ],
        waste="KD JD",
        stock="KC QD",
    )
    return KeyPlayer(qtbot, game)


def test_win_thoughtful_with_keys_only(thoughtful_near_win: KeyPlayer) -> None:
    play = thoughtful_near_win
    play.press(K.Key_Down, K.Key_Up)  # the first key shows the cursor: t1, then the stock
    assert play.at == "s"
    play.press(K.Key_Return, K.Key_Right, K.Key_F)  # draw the J♠, send it home
    assert play.game.log == ["s", "w>f1"]
    play.press(K.Key_Down)
    assert play.at == "t2"
    play.press(K.Key_Up, K.Key_Space, K.Key_Left, K.Key_Space)  # Q♠ J♦ onto the K♦
    assert play.game.log[-1] == "t2>t1:2"
    assert play.game.pile("t1") == ["KD", "QS", "JD"]
    play.press(K.Key_F, K.Key_F)  # J♦ then Q♠ home
    play.press(K.Key_Right, K.Key_Right, K.Key_Right, K.Key_Return)  # pick up the Q♦
    play.press(K.Key_Up)
    assert play.at == "f1"
    play.press(K.Key_Return)  # dropped on the foundation row: it finds the diamonds
    assert play.game.pile("f3")[-1] == "QD"
    play.press(K.Key_Down, K.Key_Left, K.Key_Left, K.Key_Left)
    assert play.at == "t1"
    play.press(K.Key_F, K.Key_Right, K.Key_Right, K.Key_F, K.Key_F, K.Key_Left, K.Key_F)
    assert play.game.is_won
    assert play.game.cards_on_foundations == 52


def test_win_forty_thieves_with_keys_only(forty_thieves_near_win: KeyPlayer) -> None:
    play = forty_thieves_near_win
    play.press(K.Key_Right, K.Key_Return)  # pick up the J♦ from the waste
    play.press(K.Key_Right)
    assert play.at == "f1"
    play.press(K.Key_Return)
    assert play.game.log == ["w>f3"]
    play.press(K.Key_Home, K.Key_Return, K.Key_Right, K.Key_F, K.Key_F)  # draw Q♦; Q♦, K♦ home
    assert play.game.log == ["w>f3", "s", "w>f3", "w>f3"]
    play.press(K.Key_Left, K.Key_Down)
    assert play.at == "t1"
    play.press(K.Key_Return, K.Key_Right, K.Key_Return)  # the K♠ to the empty column
    assert play.game.pile("t2") == ["KS"]
    play.press(K.Key_Left, K.Key_F, K.Key_Right, K.Key_F, K.Key_Right, K.Key_F)
    assert play.game.pile("f5")[-2:] == ["QS", "KS"]
    play.press(K.Key_Up, K.Key_Home, K.Key_Return, K.Key_Right, K.Key_F)  # draw the K♣, home
    assert play.game.is_won
    assert play.game.cards_on_foundations == 104


def test_left_right_stay_in_their_row_and_wrap(thoughtful_near_win: KeyPlayer) -> None:
    play = thoughtful_near_win
    play.press(K.Key_Left)
    assert play.at == "f4"
    play.press(K.Key_Right, K.Key_Right)
    assert play.at == "w"
    play.press(K.Key_Down, K.Key_Left)
    assert play.at == "t1"
    play.press(K.Key_Left)
    assert play.at == "t7"
    play.press(K.Key_Home)
    assert play.at == "t1"
    play.press(K.Key_End)
    assert play.at == "t7"


def test_up_and_down_walk_the_movable_run_only(qtbot: QtBot) -> None:
    game = layout_game("thoughtful", ["9H 5C KS QH JC", "4D"])
    play = KeyPlayer(qtbot, game)
    play.press(K.Key_Down)
    assert (play.at, play.keyboard.index) == ("t1", 4)
    play.press(K.Key_Up, K.Key_Up)
    assert play.keyboard.index == 2  # the K♠ starts the run
    play.press(K.Key_Up)
    assert play.at == "s"  # past the run: the top row
    play.press(K.Key_Down, K.Key_Up, K.Key_Down)
    assert (play.at, play.keyboard.index) == ("t1", 4)


def test_tab_cycles_every_pile(thoughtful_near_win: KeyPlayer) -> None:
    play = thoughtful_near_win
    game = play.game
    order = [STOCK, 1, *game.foundation_ids, *game.tableau_ids]
    seen = []
    for _ in order:
        play.press(K.Key_Tab)
        seen.append(play.keyboard.pile)
    assert seen == order[1:] + order[:1]
    play.press((K.Key_Tab, SHIFT))
    assert play.keyboard.pile == order[-1]


def test_group_pick_up_marks_the_cards_and_drop_moves_them(thoughtful_near_win: KeyPlayer) -> None:
    play = thoughtful_near_win
    play.press(K.Key_Down, K.Key_Right, K.Key_Up, K.Key_Space)
    assert play.keyboard.held == (pile_id("t2"), cards("QS JD"))
    mark = play.keyboard.held_mark
    scene = play.driver.scene
    assert mark.isVisible()
    assert mark.rect.contains(scene.item_at(pile_id("t2"), 1).sceneBoundingRect().center())
    assert mark.rect.contains(scene.item_at(pile_id("t2"), 2).sceneBoundingRect().center())
    assert not mark.rect.contains(scene.item_at(pile_id("t2"), 0).sceneBoundingRect().topLeft())
    play.press(K.Key_Left, K.Key_Return)
    assert play.game.log == ["t2>t1:2"]
    assert play.keyboard.held is None and not mark.isVisible()
    assert play.at == "t1" and play.keyboard.index == 2


def test_escape_and_own_pile_put_the_cards_back(thoughtful_near_win: KeyPlayer) -> None:
    play = thoughtful_near_win
    play.press(K.Key_Down, K.Key_Right, K.Key_Space, K.Key_Left, K.Key_Escape)
    assert play.keyboard.held is None
    assert not play.keyboard.held_mark.isVisible()
    play.press(K.Key_Right, K.Key_Space, K.Key_Space)
    assert play.keyboard.held is None
    assert play.game.moves == 0


def test_refused_drop_shows_the_rule_and_changes_nothing(thoughtful_near_win: KeyPlayer) -> None:
    play = thoughtful_near_win
    before = play.game.position_text()
    play.press(K.Key_Down, K.Key_Right, K.Key_Right, K.Key_Right, K.Key_Return)  # the Q♦
    play.press(K.Key_Left, K.Key_Left, K.Key_Return)  # onto the J♦ of t2
    assert play.game.moves == 0
    assert play.game.position_text() == before
    assert play.driver.scene.bubble.text == (
        "Colours alternate, red on black and black on red: the Q♦ can't go on the J♦"
    )
    assert play.keyboard.held is None


def test_draw_key_and_undo_keep_the_cursor_on_a_card(thoughtful_near_win: KeyPlayer) -> None:
    play = thoughtful_near_win
    play.press(K.Key_Right, K.Key_Down, K.Key_F, K.Key_F)  # J♦ home, then the Q♠ is refused
    assert play.game.log == ["t2>f3"]
    assert (play.at, play.keyboard.index) == ("t2", 1)
    play.press((K.Key_Z, Qt.KeyboardModifier.ControlModifier))
    assert play.game.pile("t2") == ["KH", "QS", "JD"]
    assert play.keyboard.index <= 2
    play.driver.window.controller.set_game(Game.new("forty-thieves", 7))
    play.driver.assert_matches_engine()
    assert play.at == "s" and play.keyboard.held is None
    play.press(K.Key_Return)
    assert play.game.log == ["s"]


def test_cursor_is_a_cyan_outline_between_cards_and_dragged_cards(
    thoughtful_near_win: KeyPlayer,
) -> None:
    play = thoughtful_near_win
    cursor = play.keyboard.cursor
    assert not cursor.isVisible()  # hidden until the keyboard is used
    play.press(K.Key_Down)
    assert cursor.isVisible()
    assert 100 < HELD_Z < CURSOR_Z < DRAG_Z
    assert cursor.rect.contains(play.driver.scene.item_at(pile_id("t1"), 0).sceneBoundingRect())
    image = play.view.grab().toImage()
    edge = play.view.mapFromScene(cursor.rect.left(), cursor.rect.center().y())
    around = [image.pixelColor(edge.x() + dx, edge.y()) for dx in range(-3, 4)]
    assert any(c.blue() > 220 and c.red() < 60 for c in around)  # cyan, not yellow
    assert HIGHLIGHT_COLOUR.blue() < 100
    play.driver.click(play.driver.card_point("t2"))
    assert not cursor.isVisible()  # a mouse press hides it


def test_shift_enter_plays_the_group_like_a_double_click(thoughtful_near_win: KeyPlayer) -> None:
    play = thoughtful_near_win
    play.press(K.Key_Down, K.Key_Right, K.Key_Up, (K.Key_Return, SHIFT))
    assert play.game.log == ["t2>t1:2"]
    assert play.keyboard.held is None


def test_f_on_a_card_no_foundation_takes_names_the_rule(thoughtful_near_win: KeyPlayer) -> None:
    play = thoughtful_near_win
    play.press(K.Key_Down, K.Key_End, K.Key_Left, K.Key_Left, K.Key_Left)
    assert play.at == "t4"
    play.press(K.Key_F)  # the Q♦ while the J♦ is still in a column
    assert play.game.moves == 0
    assert play.driver.scene.bubble.text == "This foundation needs the J♦ next"
