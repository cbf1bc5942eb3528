"""Playing with the keyboard alone: a focus cursor over the piles, pick-up and drop.

Keys, while the card table has the focus:

- Left / Right: the previous / next pile of the same row (the top row holds the stock, the
  waste and the foundations, the second row the columns), wrapping around;
- Up / Down: inside a column, the next card up or down among the cards that can be picked up
  together; past them, the other row (the pile nearest above or below);
- Tab / Shift+Tab: every pile in turn; Home / End: the first / last pile of the row;
- Enter or Space: on the stock, draw; on a card, pick it up with the cards on it; with cards
  picked up, drop them on the focused pile (on their own pile: put them back);
- Shift+Enter: send the focused card (and the cards on it) where a double-click would;
- F: send the focused pile's top card to its foundation;
- Esc: put picked-up cards back.

The window's own shortcuts (draw, undo, redo, new game, restart, rules) are left to it.
The scene never changes here: every action goes through the controller, and the marks only
follow the engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent

from solitaire.engine import Game
from solitaire.engine.moves import STOCK, TABLEAU_BASE, WASTE, move

from .scene.focus_cursor import FocusCursor, HeldMark

if TYPE_CHECKING:
    from .main_window import MainWindow

Key = Qt.Key
NAVIGATION_KEYS = frozenset(
    {
        Key.Key_Left,
        Key.Key_Right,
        Key.Key_Up,
        Key.Key_Down,
        Key.Key_Tab,
        Key.Key_Backtab,
        Key.Key_Home,
        Key.Key_End,
    }
)
ACTION_KEYS = frozenset({Key.Key_Return, Key.Key_Enter, Key.Key_Space, Key.Key_F})
ALLOWED_MODIFIERS = Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier


class KeyboardPlay(QObject):
    """The keyboard side of the table: attach it to a main window and the game is playable
    without a mouse. ``pile`` and ``index`` say where the cursor is (``index`` counts from the
    bottom of the pile, -1 on an empty pile); ``held`` is the picked-up cards, if any."""

    cursor_moved = Signal()
    """The player moved the cursor (not sent when it only follows a change of the game)."""
    picked_up = Signal(int, int)
    """Cards were picked up: the pile and how many."""
    put_back = Signal()
    """Picked-up cards went back without moving (Esc, their own pile, a refused drop)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.pile = STOCK
        self.index = -1
        self.held: tuple[int, tuple[int, ...]] | None = None
        self.active = False
        """True once the keyboard is used; a mouse press hides the cursor again."""
        self.cursor = FocusCursor()
        self.held_mark = HeldMark()
        window.scene.addItem(self.cursor)
        window.scene.addItem(self.held_mark)
        window.view.installEventFilter(self)
        window.view.viewport().installEventFilter(self)
        controller = window.controller
        controller.changed.connect(self._on_changed)
        controller.game_replaced.connect(self._on_game_replaced)
        window.scene.settled.connect(self._refresh_marks)
        self._on_game_replaced()

    @property
    def game(self) -> Game:
        """The game on the table."""
        return self.window.controller.game

    # ----------------------------------------------------------------- geometry of the piles

    def _rows(self) -> tuple[list[int], list[int]]:
        game = self.game
        return [STOCK, WASTE, *game.foundation_ids], list(game.tableau_ids)

    def _row_of(self, pile: int) -> list[int]:
        top, columns = self._rows()
        return columns if pile >= TABLEAU_BASE else top

    def _size(self, pile: int) -> int:
        return len(self.game.cards(pile))

    def _lowest_pickable(self, pile: int) -> int:
        """The deepest card of ``pile`` the cursor may rest on."""
        size = self._size(pile)
        if self.held is not None or pile < TABLEAU_BASE:
            return size - 1
        return size - max(self.game.movable_count(pile), 1)

    def _nearest(self, row: list[int]) -> int:
        origins = self.window.scene.layout.origins
        x = origins[self.pile].x()
        return min(row, key=lambda pile: abs(origins[pile].x() - x))

    # ----------------------------------------------------------------- keeping it valid

    def _clamp(self) -> None:
        if self.pile not in self.game.pile_ids:
            self.pile = STOCK
        size = self._size(self.pile)
        if size == 0:
            self.index = -1
        else:
            self.index = min(max(self.index, self._lowest_pickable(self.pile)), size - 1)

    def _held_still_valid(self) -> bool:
        if self.held is None:
            return False
        src, cards = self.held
        on_pile = self.game.cards(src)
        return (
            0 < len(cards) <= self.game.movable_count(src)
            and on_pile[len(on_pile) - len(cards) :] == cards
        )

    def _on_changed(self, _animate: bool = False) -> None:
        if self.held is not None and not self._held_still_valid():
            self.held = None
        self._clamp()
        self._refresh_marks()

    def _on_game_replaced(self) -> None:
        self.held = None
        self.pile = STOCK
        self.index = -1
        self._clamp()
        self._refresh_marks()

    def _span(self, pile: int, first: int) -> QRectF:
        """The table area of card ``first`` of ``pile`` and the cards on it (the slot when the
        pile is empty)."""
        layout = self.window.scene.layout
        size = self._size(pile)
        if size == 0 or first < 0:
            origin = layout.origins[pile]
            return QRectF(origin.x(), origin.y(), layout.card_width, layout.card_height)
        low = layout.card_position(pile, first, size)
        high = layout.card_position(pile, size - 1, size)
        bottom_right = QPointF(high.x() + layout.card_width, high.y() + layout.card_height)
        return QRectF(low, bottom_right)

    def _refresh_marks(self) -> None:
        self.cursor.set_rect(self._span(self.pile, self.index))
        self.cursor.setVisible(self.active and self.window.view.hasFocus())
        if self.held is None:
            self.held_mark.setVisible(False)
        else:
            src, cards = self.held
            self.held_mark.set_rect(self._span(src, self._size(src) - len(cards)))
            self.held_mark.setVisible(True)

    # ----------------------------------------------------------------- moving the cursor

    def move_to(self, pile: int, index: int | None = None) -> None:
        """Put the cursor on ``pile`` (on its top card, or on card ``index``) and say so."""
        self.pile = pile
        self.index = self._size(pile) - 1 if index is None else index
        self._clamp()
        self._refresh_marks()
        self.cursor_moved.emit()

    def _step_in_row(self, step: int) -> None:
        row = self._row_of(self.pile)
        self.move_to(row[(row.index(self.pile) + step) % len(row)])

    def _cycle(self, step: int) -> None:
        top, columns = self._rows()
        order = top + columns
        self.move_to(order[(order.index(self.pile) + step) % len(order)])

    def _up(self) -> None:
        if self.pile < TABLEAU_BASE:
            return
        if self.index > self._lowest_pickable(self.pile) and self.index > 0:
            self.move_to(self.pile, self.index - 1)
        else:
            self.move_to(self._nearest(self._rows()[0]))

    def _down(self) -> None:
        if self.pile < TABLEAU_BASE:
            self.move_to(self._nearest(self._rows()[1]))
        elif 0 <= self.index < self._size(self.pile) - 1:
            self.move_to(self.pile, self.index + 1)

    def _navigate(self, key: int, shift: bool) -> None:
        if key == Key.Key_Left:
            self._step_in_row(-1)
        elif key == Key.Key_Right:
            self._step_in_row(1)
        elif key == Key.Key_Up:
            self._up()
        elif key == Key.Key_Down:
            self._down()
        elif key == Key.Key_Backtab or (key == Key.Key_Tab and shift):
            self._cycle(-1)
        elif key == Key.Key_Tab:
            self._cycle(1)
        elif key == Key.Key_Home:
            self.move_to(self._row_of(self.pile)[0])
        elif key == Key.Key_End:
            self.move_to(self._row_of(self.pile)[-1])

    # ----------------------------------------------------------------- acting

    def target_accepts(self) -> bool | None:
        """With cards held over another pile: whether that pile takes them; else None."""
        if self.held is None or self.held[0] == self.pile:
            return None
        src, cards = self.held
        game = self.game
        if self.pile in game.accepting_piles(src, len(cards)):
            return True
        home = game.foundation_for(src) if len(cards) == 1 else None
        return game.is_foundation(self.pile) and home is not None

    def cancel(self) -> bool:
        """Put picked-up cards back; False if none were held."""
        if self.held is None:
            return False
        self.held = None
        self._refresh_marks()
        self.put_back.emit()
        return True

    def activate(self) -> None:
        """Enter or Space: draw, pick up, or drop, depending on where the cursor is."""
        self.window.scene.hide_bubble()
        if self.held is not None:
            self._drop()
        elif self.pile == STOCK:
            self.window.draw()
        elif self.index >= 0 and self.game.movable_count(self.pile) > 0:
            cards = self.game.cards(self.pile)[self.index :]
            self.held = (self.pile, cards)
            self._refresh_marks()
            self.picked_up.emit(self.pile, len(cards))

    def _drop(self) -> None:
        assert self.held is not None
        src, cards = self.held
        if self.pile == src:
            self.cancel()
            return
        self.held = None
        self.index = self._size(self.pile) + len(cards) - 1  # the top card once they land
        moved = self.window.controller.drop(src, len(cards), self.pile)
        self._clamp()
        self._refresh_marks()
        if not moved:
            self.put_back.emit()

    def smart_move(self) -> None:
        """Shift+Enter: the focused card and the cards on it go where a double-click sends them."""
        self.cancel()
        if self.index >= 0 and self.pile != STOCK:
            self.window.scene.hide_bubble()
            self.window.controller.double_click(self.pile, self._size(self.pile) - self.index)

    def to_foundation(self) -> None:
        """F: the focused pile's top card goes to its foundation (or the rule says why not)."""
        self.cancel()
        game = self.game
        cards = game.cards(self.pile)
        if self.pile == STOCK or game.is_foundation(self.pile) or not cards:
            return
        self.window.scene.hide_bubble()
        suit = cards[-1] & 3
        home = game.foundation_for(self.pile)
        if home is None:
            home = next(p for p in game.foundation_ids if game.foundation_suit(p) == suit)
        self.window.controller.play(move(self.pile, home), self.pile)

    # ----------------------------------------------------------------- events

    def _handle_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        mods = event.modifiers()
        if mods & ~ALLOWED_MODIFIERS:
            return False
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        if key == Key.Key_Escape:
            return self.cancel()
        if key not in NAVIGATION_KEYS and key not in ACTION_KEYS:
            return False
        celebration = self.window.celebration
        if celebration is not None and celebration.running:
            return False
        if not self.active:
            self.active = True
            self._refresh_marks()
            if key in ACTION_KEYS:
                self.cursor_moved.emit()
                return True
        if key in NAVIGATION_KEYS:
            self._navigate(key, shift)
        elif key == Key.Key_F:
            self.to_foundation()
        elif shift and key in (Key.Key_Return, Key.Key_Enter):
            self.smart_move()
        else:
            self.activate()
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self._handle_key(event)
        if kind == QEvent.Type.MouseButtonPress:
            self.active = False
            self.cancel()
            self._refresh_marks()
        elif kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            self._refresh_marks()
        return False
