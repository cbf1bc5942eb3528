"""Card art painted by the project: vector card faces, backs and empty-pile slots.

Everything is drawn with ``QPainter`` paths, so cards are sharp at any size and device
pixel ratio. ``face_pixmap`` / ``back_pixmap`` keep rendered pixmaps in a small cache so
the scene can blit them cheaply.

    art = CardArt(four_colour=False)
    art.paint_face(painter, QRectF(0, 0, 80, 112), card)
    pixmap = art.face_pixmap(card, width_px=160, dpr=2.0)   # drawn at 80 logical px
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
    QPolygonF,
)

from solitaire.ui.scene.card_art_face import (
    CARD_H,
    CARD_W,
    CORNER_RADIUS,
    hairline,
    paint_blank,
    paint_face_units,
)
from solitaire.ui.scene.card_art_shapes import GOLD, draw_suit, draw_text
from solitaire.ui.scene.card_disk_cache import CardDiskCache

CARD_ASPECT = CARD_H / CARD_W  # height / width = 1.4

_CACHE_BYTES = 128 * 1024 * 1024  # pixmaps kept at most, least recently used go first
_BACK_MARGIN = 5.0
_BACK_FILL = QColor("#1b3a7a")
_BACK_LINE = QColor("#3f68bd")
_BACK_KNOT = QColor("#86a6e6")
_BACK_WHITE = QColor("#f4f6fb")
_SLOT_INK = QColor(255, 255, 255, 120)
_SLOT_MARK = QColor(255, 255, 255, 60)
_SLOT_LABEL = QColor(255, 255, 255, 165)
_SLOT_FILL = QColor(0, 0, 0, 28)
_RECYCLE = "↻"
_CANNOT = "✕"

_CacheKey = tuple[str, int, int, float, bool]


def _begin_units(painter: QPainter, rect: QRectF) -> None:
    """Save the painter and map the 100 × 140 card-unit box onto ``rect``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / CARD_W, rect.height() / CARD_H)


def _paint_back_units(painter: QPainter) -> None:
    paint_blank(painter, _BACK_WHITE)
    inner = QRectF(0.0, 0.0, CARD_W, CARD_H).adjusted(
        _BACK_MARGIN, _BACK_MARGIN, -_BACK_MARGIN, -_BACK_MARGIN
    )
    radius = CORNER_RADIUS - _BACK_MARGIN / 2
    field = QPainterPath()
    field.addRoundedRect(inner, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_BACK_FILL)
    painter.drawPath(field)
    painter.save()
    painter.setClipPath(field)
    step = 10.0
    cx, cy = CARD_W / 2, CARD_H / 2
    painter.setPen(QPen(_BACK_LINE, 1.5))
    for k in range(-12, 13):
        offset = k * step
        painter.drawLine(QPointF(cx + offset - 80, cy - 80), QPointF(cx + offset + 80, cy + 80))
        painter.drawLine(QPointF(cx + offset + 80, cy - 80), QPointF(cx + offset - 80, cy + 80))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_BACK_KNOT)
    half = step / 2
    for i in range(-10, 11):
        for j in range(-16, 17):
            if (i + j) % 2 == 0:
                x, y = cx + i * half, cy + j * half
                painter.drawPolygon(
                    QPolygonF(
                        [
                            QPointF(x, y - 1.6),
                            QPointF(x + 1.6, y),
                            QPointF(x, y + 1.6),
                            QPointF(x - 1.6, y),
                        ]
                    )
                )
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(_BACK_WHITE, 1.2))
    border = inner.adjusted(3.5, 3.5, -3.5, -3.5)
    painter.drawRoundedRect(border, radius * 0.6, radius * 0.6)
    medallion = QPolygonF(
        [QPointF(cx, cy - 17), QPointF(cx + 12, cy), QPointF(cx, cy + 17), QPointF(cx - 12, cy)]
    )
    painter.setBrush(_BACK_FILL)
    painter.setPen(QPen(GOLD, 1.4))
    painter.drawPolygon(medallion)
    painter.setPen(QPen(_BACK_WHITE, 0.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(
        QPolygonF(
            [
                QPointF(cx, cy - 11),
                QPointF(cx + 7.5, cy),
                QPointF(cx, cy + 11),
                QPointF(cx - 7.5, cy),
            ]
        )
    )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(GOLD)
    painter.drawEllipse(QPointF(cx, cy), 2.2, 2.2)


def _stroked(path: QPainterPath, width: float) -> QPainterPath:
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    outline = stroker.createStroke(path)
    outline.setFillRule(Qt.FillRule.WindingFill)
    return outline


def _recycle_shape(centre: QPointF, radius: float, width: float) -> QPainterPath:
    """A clockwise open-circle arrow, as one filled shape."""
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    start, sweep = 60.0, -290.0
    arc = QPainterPath()
    arc.arcMoveTo(box, start)
    arc.arcTo(box, start, sweep)
    end = arc.currentPosition()
    angle = math.radians(start + sweep)
    tangent = QPointF(math.sin(angle), math.cos(angle))  # clockwise direction of travel
    normal = (end - centre) / radius
    head = width * 1.6
    arrow = QPainterPath()
    arrow.addPolygon(
        QPolygonF([end + tangent * head * 1.6, end + normal * head, end - normal * head])
    )
    arrow.closeSubpath()
    return _stroked(arc, width).united(arrow)


def _cross_shape(centre: QPointF, half: float, width: float) -> QPainterPath:
    """A diagonal cross, as one filled shape."""
    cross = QPainterPath(centre + QPointF(-half, -half))
    cross.lineTo(centre + QPointF(half, half))
    cross.moveTo(centre + QPointF(half, -half))
    cross.lineTo(centre + QPointF(-half, half))
    return _stroked(cross, width)


def _paint_slot_units(painter: QPainter, suit: int | None, label: str) -> None:
    pen_width = max(1.2, hairline(painter, 1.5))
    body = QRectF(0.0, 0.0, CARD_W, CARD_H).adjusted(pen_width, pen_width, -pen_width, -pen_width)
    painter.setPen(QPen(_SLOT_INK, pen_width))
    painter.setBrush(_SLOT_FILL)
    painter.drawRoundedRect(body, CORNER_RADIUS, CORNER_RADIUS)
    centre = QPointF(CARD_W / 2, CARD_H / 2)
    if suit is not None:
        draw_suit(painter, suit, centre, 40.0, _SLOT_MARK)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_SLOT_LABEL)
    if label == _RECYCLE:
        painter.drawPath(_recycle_shape(centre, 17.0, 5.0))
    elif label == _CANNOT:
        painter.drawPath(_cross_shape(centre, 13.0, 5.0))
    elif label:
        draw_text(painter, label, centre.x(), centre.y() - 11.0, 22.0, 80.0, _SLOT_LABEL)


class CardArt:
    """Paints cards, backs and empty-pile slots; caches rendered pixmaps.

    Cards are ints ``rank_index * 4 + suit`` (rank 0 = ace … 12 = king; suit 0 = ♠,
    1 = ♥, 2 = ♦, 3 = ♣).
    """

    def __init__(self, four_colour: bool = False, disk: CardDiskCache | None = None) -> None:
        """``disk``, when given, keeps rendered cards between runs."""
        self._four_colour = four_colour
        self._disk = disk
        self._cache: OrderedDict[_CacheKey, QPixmap] = OrderedDict()
        self._cache_bytes = 0

    @property
    def four_colour(self) -> bool:
        """Whether diamonds are painted blue and clubs green."""
        return self._four_colour

    def set_four_colour(self, on: bool) -> None:
        """Switch the four-colour deck on or off; clears the pixmap cache."""
        self._four_colour = on
        self._cache.clear()
        self._cache_bytes = 0

    def paint_face(self, painter: QPainter, rect: QRectF, card: int) -> None:
        """Paint the face of ``card`` filling ``rect``."""
        _begin_units(painter, rect)
        paint_face_units(painter, card, self._four_colour)
        painter.restore()

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the card back (a blue lattice with an inner border) filling ``rect``."""
        _begin_units(painter, rect)
        _paint_back_units(painter)
        painter.restore()

    def paint_slot(
        self, painter: QPainter, rect: QRectF, suit: int | None = None, label: str = ""
    ) -> None:
        """Paint an empty pile place: a faint rounded outline, an optional suit mark or label.

        The labels "↻" (the stock can be recycled) and "✕" (it cannot) are drawn as shapes;
        any other short label is lettered.
        """
        _begin_units(painter, rect)
        _paint_slot_units(painter, suit, label)
        painter.restore()

    def face_pixmap(self, card: int, width_px: int, dpr: float) -> QPixmap:
        """The face of ``card`` as a pixmap ``width_px`` device pixels wide, for ratio ``dpr``.

        The pixmap is shared through the cache: draw it, never paint on it.
        """
        key = ("face", card, max(1, width_px), round(dpr, 3), self._four_colour)
        return self._pixmap(key)

    def back_pixmap(self, width_px: int, dpr: float) -> QPixmap:
        """The card back as a pixmap ``width_px`` device pixels wide, for ratio ``dpr``."""
        return self._pixmap(("back", -1, max(1, width_px), round(dpr, 3), False))

    def _pixmap(self, key: _CacheKey) -> QPixmap:
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        kind, card, width_px, dpr, four_colour = key
        height_px = round(width_px * CARD_ASPECT)
        name = f"{kind}-{card}-{width_px}-{dpr:g}-{int(four_colour)}"
        stored = self._disk.load(name, width_px, height_px, dpr) if self._disk else None
        if stored is not None:
            return self._remember(key, stored)
        pixmap = QPixmap(width_px, height_px)
        pixmap.fill(Qt.GlobalColor.transparent)
        pixmap.setDevicePixelRatio(dpr)
        painter = QPainter(pixmap)
        rect = QRectF(0.0, 0.0, width_px / dpr, height_px / dpr)
        if kind == "face":
            self.paint_face(painter, rect, card)
        else:
            self.paint_back(painter, rect)
        painter.end()
        if self._disk is not None:
            self._disk.store(name, pixmap)
        return self._remember(key, pixmap)

    def _remember(self, key: _CacheKey, pixmap: QPixmap) -> QPixmap:
        self._cache[key] = pixmap
        self._cache_bytes += pixmap.width() * pixmap.height() * 4
        while self._cache_bytes > _CACHE_BYTES and len(self._cache) > 1:
            _, old = self._cache.popitem(last=False)
            self._cache_bytes -= old.width() * old.height() * 4
        return pixmap
