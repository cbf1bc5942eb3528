"""Drawing of the card art with ``QPainter`` paths: faces, the back and empty-pile slots.

Imported only when a picture is not in the caches of ``CardArt`` (memory, then disk): the first
frame of a table whose cards are on disk needs none of this drawing code.
"""

from __future__ import annotations

import math

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

_BACK_MARGIN = 5.0
_BACK_FILL = QColor("#1b3a7a")
_BACK_LINE = QColor("#3f68bd")
_BACK_KNOT = QColor("#86a6e6")
_BACK_WHITE = QColor("#f4f6fb")
_SLOT_INK = QColor(255, 255, 255, 120)
_SLOT_MARK = QColor(255, 255, 255, 60)
_SLOT_LABEL = QColor(255, 255, 255, 165)
_SLOT_FILL = QColor(0, 0, 0, 28)
RECYCLE = "↻"
CANNOT = "✕"


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
    if label == RECYCLE:
        painter.drawPath(_recycle_shape(centre, 17.0, 5.0))
    elif label == CANNOT:
        painter.drawPath(_cross_shape(centre, 13.0, 5.0))
    elif label:
        draw_text(painter, label, centre.x(), centre.y() - 11.0, 22.0, 80.0, _SLOT_LABEL)


def paint_face(painter: QPainter, rect: QRectF, card: int, four_colour: bool) -> None:
    """Paint the face of ``card`` filling ``rect``."""
    _begin_units(painter, rect)
    paint_face_units(painter, card, four_colour)
    painter.restore()


def paint_back(painter: QPainter, rect: QRectF) -> None:
    """Paint the card back (a blue lattice with an inner border) filling ``rect``."""
    _begin_units(painter, rect)
    _paint_back_units(painter)
    painter.restore()


def paint_slot(painter: QPainter, rect: QRectF, suit: int | None, label: str) -> None:
    """Paint an empty pile place: a faint rounded outline, an optional suit mark or label.

    The labels "↻" (the stock can be recycled) and "✕" (it cannot) are drawn as shapes;
    any other short label is lettered.
    """
    _begin_units(painter, rect)
    _paint_slot_units(painter, suit, label)
    painter.restore()


def render(
    kind: str, card: int, label: str, four_colour: bool, width_px: int, height_px: int, dpr: float
) -> QPixmap:
    """A new transparent pixmap of ``width_px`` × ``height_px`` device pixels for ratio
    ``dpr`` with one picture: ``kind`` "face" (of ``card``), "back", or "slot" (of the suit
    ``card``, or none if negative, with ``label``)."""
    pixmap = QPixmap(width_px, height_px)
    pixmap.fill(Qt.GlobalColor.transparent)
    pixmap.setDevicePixelRatio(dpr)
    painter = QPainter(pixmap)
    rect = QRectF(0.0, 0.0, width_px / dpr, height_px / dpr)
    if kind == "face":
        paint_face(painter, rect, card, four_colour)
    elif kind == "back":
        paint_back(painter, rect)
    else:
        paint_slot(painter, rect, card if card >= 0 else None, label)
    painter.end()
    return pixmap
