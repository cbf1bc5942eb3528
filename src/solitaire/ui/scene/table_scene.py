"""The card table: a QGraphicsScene that draws the engine's piles and turns mouse gestures into
requests to the controller. It never decides a rule.

``Qt`` and the animation classes are imported where they are used, after the first frame (see
``items``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QParallelAnimationGroup, QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsSceneMouseEvent

from solitaire.engine import Game
from solitaire.engine.moves import STOCK, TABLEAU_BASE

from .card_art import CardArt
from .items import CardItem, HighlightItem, SlotItem
from .layout import TableLayout, compute_layout

if TYPE_CHECKING:
    from .rule_bubble import RuleBubble

DRAG_Z = 1000.0
MOVING_Z = 500.0


def _left_button(event: QGraphicsSceneMouseEvent) -> bool:
    from PySide6.QtCore import Qt

    return event.button() == Qt.MouseButton.LeftButton


class GestureHandler(Protocol):
    """What the scene asks of the controller; the controller decides and changes the game."""

    def tap(self, pile: int) -> None:
        """A single click on the top card of ``pile`` (or on the stock)."""

    def double_click(self, pile: int, count: int) -> None:
        """A double-click on the card ``count`` from the top of ``pile``."""

    def drop(self, src: int, count: int, target: int | None) -> bool:
        """Dragged cards released over ``target`` (None: over no pile); True if they moved."""

    def accepting_piles(self, src: int, count: int) -> list[int]:
        """The piles that would take the top ``count`` cards of ``src``."""

    @property
    def double_click_enabled(self) -> bool:
        """The Double-click preference."""

    @property
    def placement_help_enabled(self) -> bool:
        """The Placement help preference."""


class TableScene(QGraphicsScene):
    """Cards, slots and highlights for one game; ``sync`` makes it equal to the engine."""

    settled = Signal()
    """Every card has reached its place (animations finished)."""

    def __init__(self, art: CardArt, handler: GestureHandler) -> None:
        super().__init__()
        self.art = art
        self.handler = handler
        self.animation_ms = 220
        self._game: Game | None = None
        self._piles: dict[int, list[CardItem]] = {}
        self._slots: dict[int, SlotItem] = {}
        self._layout: TableLayout | None = None
        self._size = (1000.0, 700.0)
        self._ratio: float | None = None
        self._animations = QParallelAnimationGroup(self)
        self._animations.finished.connect(self._on_animations_finished)
        self._flying: list[tuple[CardItem, QPointF, float]] = []
        self._highlights: list[HighlightItem] = []
        self._bubble: RuleBubble | None = None
        self._press: tuple[int, int, QPointF] | None = None
        self._drag: list[tuple[CardItem, QPointF]] = []
        self._drag_source: tuple[int, int] | None = None
        self._pending_tap: int | None = None
        self._tap_timer = QTimer(self)
        self._tap_timer.setSingleShot(True)
        self._tap_timer.timeout.connect(self._fire_pending_tap)
        self.highlighted_piles: list[int] = []

    @property
    def bubble(self) -> RuleBubble:
        """The rule bubble (made on first use: the first frame does without it)."""
        if self._bubble is None:
            from .rule_bubble import RuleBubble

            self._bubble = RuleBubble()
            self.addItem(self._bubble)
        return self._bubble

    def hide_bubble(self) -> None:
        """Hide the rule bubble if it is shown."""
        if self._bubble is not None:
            self._bubble.hide_now()

    # ----------------------------------------------------------------- game and geometry

    @property
    def layout(self) -> TableLayout:
        """The current geometry (after ``set_game``)."""
        assert self._layout is not None
        return self._layout

    def set_game(self, game: Game, deal: bool = False) -> None:
        """Show a different game (new deal, restart, resume); with ``deal``, the column cards
        fly out of the stock one by one, as a dealer would lay them."""
        self.cancel_gesture()
        self._game = game
        for slot in self._slots.values():
            self.removeItem(slot)
        self._slots = {}
        for pile in game.pile_ids:
            suit = game.foundation_suit(pile) if game.is_foundation(pile) else None
            slot = SlotItem(self.art, suit)
            self.addItem(slot)
            self._slots[pile] = slot
        self._relayout_geometry()
        self.sync(animate=False)
        if deal and self.animation_ms:
            self._animate_deal()

    def _animate_deal(self) -> None:
        game = self._game
        assert game is not None
        columns = [self._piles[pile] for pile in game.tableau_ids]
        order = [
            column[row]
            for row in range(max(len(c) for c in columns))
            for column in columns
            if row < len(column)
        ]
        stock = self.layout.origins[STOCK]
        step = max(8, self.animation_ms // 8)
        for position, item in enumerate(order):
            target = item.pos()
            item.setPos(stock)
            self._fly(item, target, item.zValue(), delay=position * step)
        self._animations.start()

    def resize_table(self, width: float, height: float, ratio: float = 1.0) -> None:
        """The view changed size (or moved to a screen with another device pixel ratio):
        rescale the whole table. Cards and slots get their pictures once the table has a size:
        their pixmaps are made for it."""
        self._size = (max(width, 200.0), max(height, 200.0))
        self._ratio = ratio
        self.setSceneRect(0, 0, *self._size)
        if self._game is not None:
            self._relayout_geometry()
            self.sync(animate=False)

    def _relayout_geometry(self) -> None:
        game = self._game
        assert game is not None
        fan = 3 if game.draw == 3 else 1
        self._layout = compute_layout(game.tableau_count, game.foundation_count, fan, *self._size)
        for pile, slot in self._slots.items():
            origin = self._layout.origins[pile]
            slot.set_rect(
                QRectF(origin.x(), origin.y(), self._layout.card_width, self._layout.card_height),
                self._ratio,
            )
        for items in self._piles.values():
            for item in items:
                item.set_size(self._layout.card_width, self._layout.card_height, self._ratio)

    def refresh_art(self) -> None:
        """Take every picture from the card art again (after its colours changed)."""
        for slot in self._slots.values():
            slot.refresh()
        for items in self._piles.values():
            for item in items:
                item.refresh()

    # ----------------------------------------------------------------- following the engine

    def sync(self, animate: bool = True) -> None:
        """Make the scene equal to the engine, card for card. Cards that stay where they are
        keep their items; cards that moved are taken from where they were, so they fly from
        their old place to the new one."""
        game = self._game
        assert game is not None and self._layout is not None
        self._finish_animations()
        loose: dict[int, list[CardItem]] = {}
        wanted: dict[int, tuple[int, ...]] = {pile: game.cards(pile) for pile in game.pile_ids}
        for pile in list(self._piles):
            items = self._piles[pile]
            cards = wanted.get(pile, ())
            keep = 0
            while keep < len(items) and keep < len(cards) and items[keep].card == cards[keep]:
                keep += 1
            for item in items[keep:]:
                loose.setdefault(item.card, []).append(item)
            del items[keep:]
        width, height = self._layout.card_width, self._layout.card_height
        for pile, cards in wanted.items():
            items = self._piles.setdefault(pile, [])
            for card in cards[len(items) :]:
                spare = loose.get(card)
                if spare:
                    item = spare.pop()
                else:
                    item = CardItem(self.art, card, width, height, self._ratio)
                    origin = self._layout.origins[STOCK]
                    item.setPos(origin)
                    self.addItem(item)
                items.append(item)
        for spare in loose.values():
            for item in spare:
                self.removeItem(item)
        self._place_all(animate)
        self._update_slot_labels()

    def _place_all(self, animate: bool) -> None:
        layout = self.layout
        duration = self.animation_ms if animate else 0
        for pile, items in self._piles.items():
            count = len(items)
            for index, item in enumerate(items):
                item.set_face(item.card, pile != STOCK)
                target = layout.card_position(pile, index, count)
                if duration and (item.pos() - target).manhattanLength() > 0.5:
                    self._fly(item, target, float(index))
                else:
                    item.setPos(target)
                    item.setZValue(float(index))
        if self._animations.animationCount():
            self._animations.start()
        else:
            self.settled.emit()

    def _fly(self, item: CardItem, target: QPointF, z: float, delay: int = 0) -> None:
        """Animate ``item`` to ``target`` (above the other cards while it flies)."""
        from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QSequentialAnimationGroup

        item.setZValue(MOVING_Z + z)
        animation = QPropertyAnimation(item, b"pos")
        animation.setDuration(self.animation_ms)
        animation.setStartValue(item.pos())
        animation.setEndValue(target)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        if delay:
            sequence = QSequentialAnimationGroup()
            sequence.addPause(delay)
            sequence.addAnimation(animation)
            self._animations.addAnimation(sequence)
        else:
            self._animations.addAnimation(animation)
        self._flying.append((item, target, z))

    def _finish_animations(self) -> None:
        if self._animations.state() != QParallelAnimationGroup.State.Stopped:
            self._animations.stop()
            self._on_animations_finished()

    def _on_animations_finished(self) -> None:
        for item, target, z in self._flying:
            item.setPos(target)
            item.setZValue(z)
        self._flying = []
        while self._animations.animationCount():
            self._animations.takeAnimation(0)
        self.settled.emit()

    @property
    def is_animating(self) -> bool:
        """True while cards are flying."""
        return self._animations.state() == QParallelAnimationGroup.State.Running

    def _update_slot_labels(self) -> None:
        game = self._game
        assert game is not None
        stock_slot = self._slots[STOCK]
        if game.cards(STOCK):
            stock_slot.set_label("")
        else:
            stock_slot.set_label("↻" if game.check("s") is None else "✕")

    def cards_by_pile(self) -> dict[int, list[tuple[int, bool]]]:
        """What the scene shows: for each pile, its cards bottom to top with face-up flags."""
        return {pile: [(i.card, i.face_up) for i in items] for pile, items in self._piles.items()}

    def item_at(self, pile: int, index: int) -> CardItem:
        """The item of card ``index`` (0 = bottom, -1 = top) of a pile."""
        return self._piles[pile][index]

    def slot_at(self, pile: int) -> SlotItem:
        """The item that shows the place of ``pile`` when it is empty."""
        return self._slots[pile]

    def pile_size(self, pile: int) -> int:
        """How many cards the scene shows on a pile."""
        return len(self._piles.get(pile, []))

    # ----------------------------------------------------------------- hit testing

    def locate(self, point: QPointF) -> tuple[int, int] | None:
        """The (pile, card index) under ``point``; index -1 for an empty pile's slot."""
        dragged = {item for item, _ in self._drag}
        for graphics_item in self.items(point):
            if isinstance(graphics_item, CardItem) and graphics_item not in dragged:
                for pile, items in self._piles.items():
                    if graphics_item in items:
                        return pile, items.index(graphics_item)
        for pile, slot in self._slots.items():
            if slot.sceneBoundingRect().contains(point) and not self._piles.get(pile):
                return pile, -1
        return None

    def drop_target(self, lead: QRectF) -> int | None:
        """The pile the dragged cards are over: the one their first card overlaps most."""
        game = self._game
        assert game is not None and self._drag_source is not None
        source = self._drag_source[0]
        best: int | None = None
        best_area = 0.0
        for pile in (*game.foundation_ids, *game.tableau_ids):
            if pile == source:
                continue
            area = self.layout.pile_rect(pile, self.pile_size(pile)).intersected(lead)
            covered = area.width() * area.height()
            if covered > best_area:
                best, best_area = pile, covered
        if best is None and self.layout.foundation_row.intersects(lead):
            centre = lead.center().x()
            best = min(game.foundation_ids, key=lambda p: abs(self.layout.origins[p].x() - centre))
        return best

    # ----------------------------------------------------------------- mouse gestures

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not _left_button(event) or self._game is None:
            event.ignore()
            return
        self._finish_animations()
        self.hide_bubble()
        spot = self.locate(event.scenePos())
        self._press = (spot[0], spot[1], event.scenePos()) if spot else None
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        pile, index, start = self._press
        delta = event.scenePos() - start
        if not self._drag:
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            if not self._begin_drag(pile, index):
                self._press = None
                return
        for item, origin in self._drag:
            item.setPos(origin + delta)

    def _begin_drag(self, pile: int, index: int) -> bool:
        items = self._piles.get(pile, [])
        if pile == STOCK or index < 0 or not items:
            return False
        if pile < TABLEAU_BASE and index != len(items) - 1:
            return False
        self._cancel_pending_tap()
        self._drag_source = (pile, len(items) - index)
        self._drag = [(item, item.pos()) for item in items[index:]]
        for offset, (item, _) in enumerate(self._drag):
            item.setZValue(DRAG_Z + offset)
        if self.handler.placement_help_enabled:
            self._show_highlights(self.handler.accepting_piles(pile, len(items) - index))
        return True

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not _left_button(event):
            return
        press, self._press = self._press, None
        if self._drag:
            self._end_drag()
            return
        if press is None:
            return
        pile, index, _ = press
        if index < 0 and pile != STOCK:
            return
        if pile == STOCK or not self.handler.double_click_enabled:
            self.handler.tap(pile)
            return
        if index == self.pile_size(pile) - 1:
            self._pending_tap = pile
            self._tap_timer.start(QGuiApplication.styleHints().mouseDoubleClickInterval())

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not _left_button(event) or self._game is None:
            return
        if not self.handler.double_click_enabled:
            self.mousePressEvent(event)
            return
        self._cancel_pending_tap()
        self._finish_animations()
        spot = self.locate(event.scenePos())
        self._press = None
        if spot is None:
            return
        pile, index = spot
        if pile == STOCK:
            self.handler.tap(STOCK)
        elif index >= 0:
            self.handler.double_click(pile, self.pile_size(pile) - index)
        event.accept()

    def _end_drag(self) -> None:
        assert self._drag_source is not None
        src, count = self._drag_source
        lead_item, _ = self._drag[0]
        target = self.drop_target(lead_item.sceneBoundingRect())
        self._clear_drag()
        if not self.handler.drop(src, count, target):
            self.sync(animate=True)

    def _clear_drag(self) -> None:
        self._drag = []
        self._drag_source = None
        self._show_highlights([])

    def cancel_gesture(self) -> None:
        """Drop any drag or pending tap (Esc, a new game); dragged cards go back."""
        self._cancel_pending_tap()
        self._press = None
        if self._drag:
            self._clear_drag()
            self.sync(animate=True)

    def _cancel_pending_tap(self) -> None:
        self._tap_timer.stop()
        self._pending_tap = None

    def _fire_pending_tap(self) -> None:
        pile, self._pending_tap = self._pending_tap, None
        if pile is not None:
            self.handler.tap(pile)

    @property
    def has_pending_tap(self) -> bool:
        """True while a single click waits to see whether a second click follows."""
        return self._pending_tap is not None

    # ----------------------------------------------------------------- feedback

    def _show_highlights(self, piles: Sequence[int]) -> None:
        for highlight in self._highlights:
            self.removeItem(highlight)
        self._highlights = []
        self.highlighted_piles = list(piles)
        for pile in piles:
            highlight = HighlightItem()
            count = self.pile_size(pile)
            if pile >= TABLEAU_BASE and count:
                rect = self.item_at(pile, -1).sceneBoundingRect()
            else:
                origin = self.layout.origins[pile]
                rect = QRectF(
                    origin.x(), origin.y(), self.layout.card_width, self.layout.card_height
                )
            highlight.set_rect(rect)
            self.addItem(highlight)
            self._highlights.append(highlight)

    def show_rule(self, text: str, pile: int | None) -> None:
        """Show a refused move's rule near ``pile`` (or the middle of the table)."""
        layout = self.layout
        width = layout.card_width * 4
        if pile is None or pile not in layout.origins:
            centre = self.sceneRect().center()
            self.bubble.show_message(text, centre.x(), centre.y(), width)
            return
        rect = layout.pile_rect(pile, self.pile_size(pile))
        if pile >= TABLEAU_BASE:
            top_card = layout.card_position(
                pile, max(self.pile_size(pile) - 1, 0), self.pile_size(pile)
            )
            self.bubble.show_message(text, rect.center().x(), top_card.y(), width)
        else:
            self.bubble.show_message(text, rect.center().x(), rect.bottom() + 6, width, below=True)
