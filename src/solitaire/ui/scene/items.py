"""Graphics items of the table: cards, empty-pile slots, placement highlights, rule bubbles."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .card_art import CardArt

HIGHLIGHT_COLOUR = QColor(255, 214, 64)


def _device_ratio(widget: QWidget | None) -> float:
    return widget.devicePixelRatioF() if widget is not None else 1.0


class CardItem(QGraphicsObject):
    """One card on the table. It knows its card and whether it shows its face; where it is and
    which pile it belongs to is the scene's business."""

    def __init__(self, art: CardArt, card: int, width: float, height: float) -> None:
        super().__init__()
        self.art = art
        self.card = card
        self.face_up = True
        self._width = width
        self._height = height
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_size(self, width: float, height: float) -> None:
        """Resize (the table was rescaled)."""
        if (width, height) != (self._width, self._height):
            self.prepareGeometryChange()
            self._width, self._height = width, height

    def set_face(self, card: int, face_up: bool) -> None:
        """Show ``card``, face up or down."""
        if card != self.card or face_up != self.face_up:
            self.card, self.face_up = card, face_up
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, self._height)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        ratio = _device_ratio(widget) * painter.worldTransform().m11()
        width_px = max(1, round(self._width * ratio))
        if self.face_up:
            pixmap = self.art.face_pixmap(self.card, width_px, ratio)
        else:
            pixmap = self.art.back_pixmap(width_px, ratio)
        painter.drawPixmap(self.boundingRect(), pixmap, QRectF(pixmap.rect()))


class AreaItem(QGraphicsObject):
    """An item drawn over a rectangle of the table (plus ``MARGIN`` around it for outlines),
    at a fixed height; it never takes the mouse."""

    MARGIN = 0.0

    def __init__(self, z: float) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, 1, 1)
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

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


class SlotItem(AreaItem):
    """The place of a pile, seen when it is empty: an outline, a suit mark or a symbol."""

    def __init__(self, art: CardArt, suit: int | None = None, label: str = "") -> None:
        super().__init__(-10)
        self.art = art
        self.suit = suit
        self.label = label
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_label(self, label: str) -> None:
        """Change the symbol shown on an empty slot."""
        if label != self.label:
            self.label = label
            self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        self.art.paint_slot(painter, self._rect, self.suit, self.label)


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


class RuleBubble(QGraphicsObject):
    """A short message near the cards saying which rule refused a move; it fades by itself and
    never takes the mouse."""

    SHOW_MS = 2600
    FADE_MS = 700

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._rect = QRectF()
        self._font = QFont()
        self._font.setPointSizeF(11)
        self.setZValue(2000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)
        self._fade = QPropertyAnimation(self, b"opacity", self)
        self._fade.setEasingCurve(QEasingCurve.Type.InQuad)
        self._fade.finished.connect(self._on_faded)

    @property
    def text(self) -> str:
        """The message shown (empty when hidden)."""
        return self._text if self.isVisible() else ""

    def show_message(
        self, text: str, anchor_x: float, anchor_y: float, max_width: float, below: bool = False
    ) -> None:
        """Show ``text`` centred above (or ``below``) ``(anchor_x, anchor_y)``, wrapped to
        ``max_width``."""
        self.prepareGeometryChange()
        self._text = text
        metrics = QFontMetricsF(self._font)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        bounds = metrics.boundingRect(QRectF(0, 0, max_width, 1000), flags, text)
        self._rect = QRectF(0, 0, bounds.width() + 24, bounds.height() + 16)
        scene = self.scene()
        left = anchor_x - self._rect.width() / 2
        top = anchor_y if below else anchor_y - self._rect.height() - 6
        if scene is not None:
            area = scene.sceneRect()
            left = min(max(area.left() + 4, left), area.right() - self._rect.width() - 4)
            top = min(max(area.top() + 4, top), area.bottom() - self._rect.height() - 4)
        self.setPos(left, top)
        self._fade.stop()
        self.setOpacity(1.0)
        self.setVisible(True)
        total = self.SHOW_MS + self.FADE_MS
        self._fade.setDuration(total)
        self._fade.setStartValue(1.0)
        self._fade.setKeyValueAt(self.SHOW_MS / total, 1.0)
        self._fade.setEndValue(0.0)
        self._fade.start()
        self.update()

    def hide_now(self) -> None:
        """Hide at once."""
        self._fade.stop()
        self.setVisible(False)

    def _on_faded(self) -> None:
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self._rect, 10, 10)
        painter.fillPath(path, QColor(30, 30, 30, 225))
        painter.setPen(QPen(QColor(255, 214, 64), 1.5))
        painter.drawPath(path)
        painter.setPen(QColor(255, 255, 255))
        painter.setFont(self._font)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        painter.drawText(self._rect.adjusted(12, 8, -12, -8), flags, self._text)
