"""A hint shown on the table: the cards to move and the pile they go to (or the stock to tap),
outlined with the placement highlight for a couple of seconds."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, QTimer

from solitaire.engine import Game, Move
from solitaire.engine.moves import STOCK, TABLEAU_BASE

from ..scene.items import HighlightItem
from ..scene.table_scene import TableScene

SHOW_MS = 2500
"""How long a hint stays on the table."""


def source_rect(scene: TableScene, game: Game, action: Move) -> QRectF:
    """The area of the cards ``action`` moves (the stock itself for a stock tap)."""
    layout = scene.layout
    if action.is_draw:
        return layout.pile_rect(STOCK, 1)
    size = len(game.cards(action.src))
    rect = QRectF()
    for index in range(max(size - action.count, 0), size):
        corner = layout.card_position(action.src, index, size)
        rect = rect.united(QRectF(corner.x(), corner.y(), layout.card_width, layout.card_height))
    return rect


def target_rect(scene: TableScene, game: Game, action: Move) -> QRectF:
    """The place ``action`` puts its cards: the top card of a column, else the pile's slot."""
    layout = scene.layout
    size = len(game.cards(action.dst))
    if action.dst >= TABLEAU_BASE and size:
        corner = layout.card_position(action.dst, size - 1, size)
    else:
        corner = layout.origins[action.dst]
    return QRectF(corner.x(), corner.y(), layout.card_width, layout.card_height)


class HintMarks(QObject):
    """Outlines for one hinted move; they go away after ``SHOW_MS``, or at once with
    ``clear`` (any change of the table)."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.items: list[HighlightItem] = []
        self.move: Move | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear)
        scene.sceneRectChanged.connect(self.clear)

    def show(self, game: Game, action: Move) -> None:
        """Outline the source and the destination of ``action`` in ``game`` (on the table)."""
        self.clear()
        self.move = action
        rects = [source_rect(self.scene, game, action)]
        if not action.is_draw:
            rects.append(target_rect(self.scene, game, action))
        for rect in rects:
            item = HighlightItem()
            item.set_rect(rect)
            self.scene.addItem(item)
            self.items.append(item)
        self._timer.start(SHOW_MS)

    def clear(self) -> None:
        """Take the outlines off the table."""
        self._timer.stop()
        self.move = None
        for item in self.items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items = []
