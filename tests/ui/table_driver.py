"""Drives the card table with real mouse and key events, and checks it against the engine."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from solitaire.engine import Game, format_card, parse_card
from solitaire.engine.cards import FULL_DECK
from solitaire.engine.moves import STOCK, pile_id
from solitaire.ui.controller import PlayOptions
from solitaire.ui.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def layout_game(
    variant: str,
    tableau: Sequence[str],
    *,
    foundations: Sequence[str] = (),
    waste: str = "",
    stock: str | None = None,
    draw: int = 1,
) -> Game:
    """A position written as text, one string per pile (cards bottom to top separated by
    spaces). Without ``stock``, every card not placed elsewhere goes to the stock in deck
    order."""
    cls = Game.variant_class(variant)
    columns = [c.split() for c in tableau] + [[] for _ in range(cls.tableau_count - len(tableau))]
    homes = [f.split() for f in foundations]
    used = [c for pile in (*columns, *homes, waste.split()) for c in pile]
    if stock is None:
        remaining = [format_card(c) for c in FULL_DECK] * cls.decks
        for card in used:
            remaining.remove(format_card(parse_card(card)))
        stock_cards = remaining
    else:
        stock_cards = stock.split()
    return Game.from_layout(
        variant,
        tableau=columns,
        stock=stock_cards,
        waste=waste.split(),
        foundations=homes,
        draw=draw,
    )


class TableDriver:
    """A main window plus helpers that act on it as a player would."""

    def __init__(self, qtbot: object, game: Game, **options: bool) -> None:
        self.show(qtbot, MainWindow(game, PlayOptions(**options)))
        self.window.set_animation_speed("off")

    def show(self, qtbot: object, window: MainWindow) -> None:
        """Show ``window`` at a fixed size, exposed and active (key events need that)."""
        self.window = window
        window.resize(1100, 800)
        qtbot.addWidget(window)  # type: ignore[attr-defined]
        window.show()
        assert QTest.qWaitForWindowExposed(window)
        window.activateWindow()
        assert QTest.qWaitForWindowActive(window)
        self.qtbot = qtbot
        self.viewport = window.view.viewport()

    @property
    def game(self) -> Game:
        return self.window.game

    @property
    def scene(self):
        return self.window.scene

    # ----------------------------------------------------------------- where things are

    def card_point(self, pile: str, index: int = -1) -> QPoint:
        """A point on the visible part of a card (``index`` from the bottom, -1 = top)."""
        item = self.scene.item_at(pile_id(pile), index)
        rect = item.sceneBoundingRect()
        size = self.scene.pile_size(pile_id(pile))
        on_top = index in (-1, size - 1)
        y = rect.center().y() if on_top else rect.top() + rect.height() * 0.08
        x = rect.center().x() if on_top else rect.left() + rect.width() * 0.7
        return self.window.view.mapFromScene(QPointF(x, y))

    def pile_point(self, pile: str) -> QPoint:
        """The middle of a pile's place (its top card when it has cards)."""
        number = pile_id(pile)
        if self.scene.pile_size(number):
            return self.card_point(pile)
        origin = self.scene.layout.origins[number]
        layout = self.scene.layout
        centre = QPointF(origin.x() + layout.card_width / 2, origin.y() + layout.card_height / 2)
        return self.window.view.mapFromScene(centre)

    # ----------------------------------------------------------------- gestures

    def press(self, point: QPoint) -> None:
        QTest.mousePress(self.viewport, LEFT, NO_MOD, point)

    def release(self, point: QPoint) -> None:
        QTest.mouseRelease(self.viewport, LEFT, NO_MOD, point)

    def click(self, point: QPoint) -> None:
        """A single click, then the wait that tells it from a double-click."""
        self.press(point)
        self.release(point)
        if self.scene.has_pending_tap:
            self.qtbot.waitUntil(lambda: not self.scene.has_pending_tap, timeout=3000)

    def double_click(self, point: QPoint) -> None:
        """Press, release, the second press (a double-click event), release."""
        self.press(point)
        self.release(point)
        QTest.mouseDClick(self.viewport, LEFT, NO_MOD, point)
        self.release(point)

    def drag(self, start: QPoint, end: QPoint, steps: int = 6) -> None:
        """Press at ``start``, move in steps to ``end``, release there."""
        self.press(start)
        for step in range(1, steps + 1):
            x = start.x() + (end.x() - start.x()) * step // steps
            y = start.y() + (end.y() - start.y()) * step // steps
            QTest.mouseMove(self.viewport, QPoint(x, y))
        self.release(end)

    def begin_drag(self, start: QPoint, end: QPoint) -> None:
        """Press and move, without releasing (to look at the table mid-drag)."""
        self.press(start)
        QTest.mouseMove(self.viewport, QPoint(start.x() + 8, start.y() + 8))
        QTest.mouseMove(self.viewport, end)

    def key(self, key: Qt.Key, modifier: Qt.KeyboardModifier = NO_MOD) -> None:
        QTest.keyClick(self.window, key, modifier)

    # ----------------------------------------------------------------- checks

    def assert_matches_engine(self) -> None:
        """The scene shows exactly the engine's piles, card for card, each card where the layout
        puts it and face up except in the stock."""
        scene = self.scene
        game = self.game
        shown = scene.cards_by_pile()
        layout = scene.layout
        for pile in game.pile_ids:
            cards = game.cards(pile)
            expected = [(card, pile != STOCK) for card in cards]
            assert shown.get(pile, []) == expected, f"pile {pile}: {shown.get(pile)} != {expected}"
            if scene.is_animating:
                continue
            for index in range(len(cards)):
                item = scene.item_at(pile, index)
                target = layout.card_position(pile, index, len(cards))
                assert (item.pos() - target).manhattanLength() < 0.5, (pile, index)
        assert set(shown) - set(game.pile_ids) == set() or all(
            not shown[p] for p in set(shown) - set(game.pile_ids)
        )
