"""Graphics items of the table: cards, empty-pile slots and placement highlights (the rule
bubble is in ``rule_bubble``).

Cards and slots show pixmaps from ``CardArt`` and are painted by Qt itself: the first frame of
the table runs no Python painting code. PySide builds the Python types of the ``Qt`` namespace
the first time Python code needs one of them (tens of milliseconds), and each Qt class the
first time it is named (a millisecond or more for some): so ``Qt`` and the classes only the
highlight's painting needs are imported where they are used, after the first frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsPixmapItem

from .card_art import CardArt

if TYPE_CHECKING:
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

HIGHLIGHT_COLOUR = QColor(255, 214, 64)


def _device_width(width: float, ratio: float) -> int:
    return max(1, round(width * ratio))


class CardItem(QGraphicsObject):
    """One card on the table. It knows its card and whether it shows its face; where it is and
    which pile it belongs to is the scene's business.

    The card's picture is a child pixmap item (drawn by Qt); this item has no contents of its
    own and exists to be moved and animated. Until it knows the device pixel ratio (the view
    is sized), it has no picture."""

    def __init__(
        self, art: CardArt, card: int, width: float, height: float, ratio: float | None = None
    ) -> None:
        super().__init__()
        self.art = art
        self.card = card
        self.face_up = True
        self._width = width
        self._height = height
        self._ratio = ratio
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.picture = QGraphicsPixmapItem(self)
        """The card's pixmap, drawn by Qt."""
        self.picture.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self._show_picture()

    def set_size(self, width: float, height: float, ratio: float | None = None) -> None:
        """Resize (the table was rescaled, or moved to a screen with another pixel ratio)."""
        if (width, height, ratio) != (self._width, self._height, self._ratio):
            self.prepareGeometryChange()
            self._width, self._height, self._ratio = width, height, ratio
            self._show_picture()

    def set_face(self, card: int, face_up: bool) -> None:
        """Show ``card``, face up or down."""
        if card != self.card or face_up != self.face_up:
            self.card, self.face_up = card, face_up
            self._show_picture()

    def refresh(self) -> None:
        """Take the picture from the card art again (its colours changed)."""
        self._show_picture()

    def _show_picture(self) -> None:
        ratio = self._ratio
        if ratio is None:
            return
        width_px = _device_width(self._width, ratio)
        if self.face_up:
            self.picture.setPixmap(self.art.face_pixmap(self.card, width_px, ratio))
        else:
            self.picture.setPixmap(self.art.back_pixmap(width_px, ratio))

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, self._height)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Nothing: the item has no contents (its picture is a child item)."""


class SlotItem(QGraphicsPixmapItem):
    """The place of a pile, seen when it is empty: an outline, a suit mark or a symbol (a
    pixmap from the card art, drawn by Qt)."""

    def __init__(self, art: CardArt, suit: int | None = None, label: str = "") -> None:
        super().__init__()
        self.art = art
        self.suit = suit
        self.label = label
        self._width = 0.0
        self._ratio: float | None = None
        self.setZValue(-10)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)

    def set_rect(self, rect: QRectF, ratio: float | None = None) -> None:
        """Cover ``rect`` (scene coordinates; its height follows the card shape), drawn for
        the device pixel ratio ``ratio`` (no picture while it is None)."""
        self.setPos(rect.topLeft())
        if (rect.width(), ratio) != (self._width, self._ratio):
            self._width, self._ratio = rect.width(), ratio
            self.refresh()

    def set_label(self, label: str) -> None:
        """Change the symbol shown on an empty slot."""
        if label != self.label:
            self.label = label
            self.refresh()

    def refresh(self) -> None:
        """Take the picture from the card art again."""
        if self._ratio is not None:
            width_px = _device_width(self._width, self._ratio)
            self.setPixmap(self.art.slot_pixmap(self.suit, self.label, width_px, self._ratio))


class AreaItem(QGraphicsObject):
    """An item drawn over a rectangle of the table (plus ``MARGIN`` around it for outlines),
    at a fixed height."""

    MARGIN = 0.0

    def __init__(self, z: float) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, 1, 1)
        self.setZValue(z)

    @property
    def rect(self) -> QRectF:
        """The covered area, in scene coordinates."""
        return self._rect.translated(self.pos())

    def set_rect(self, rect: QRectF) -> None:
        """Cover ``rect`` (scene coordinates)."""
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.update()

    def boundingRect(self) -> QRectF:
        m = self.MARGIN
        return self._rect.adjusted(-m, -m, m, m)


class HighlightItem(AreaItem):
    """A glowing outline over a pile that would accept the dragged cards."""

    MARGIN = 4.0

    def __init__(self) -> None:
        super().__init__(900)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QPainter, QPen

        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self._rect.width() * 0.07
        glow = QColor(HIGHLIGHT_COLOUR)
        glow.setAlpha(70)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(glow)
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(HIGHLIGHT_COLOUR, 3))
        painter.drawRoundedRect(self._rect.adjusted(-1, -1, 1, 1), radius, radius)
