"""Painting of card faces in card units: a card is 100 units wide and 140 units high.

The caller sets up the painter so that (0, 0)–(100, 140) covers the card. Corner indices
sit in the top 22 % of the card so that they stay readable in a tightly fanned column.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from solitaire.ui.scene.card_art_court import emblem_shape, paint_court
from solitaire.ui.scene.card_art_shapes import (
    RANK_TEXT,
    suit_colour,
    suit_shape,
    text_shape,
)

CARD_W = 100.0
CARD_H = 140.0
CORNER_RADIUS = 6.0
FACE_COLOUR = QColor("#fefefc")
BORDER_COLOUR = QColor("#8c8c8c")

INDEX_X = 11.8  # centre of the corner index column
INDEX_TOP = 3.4
INDEX_CAP = 15.5
INDEX_MAX_W = 18.5
INDEX_SUIT_TOP = 21.0
INDEX_SUIT_H = 9.5

PIP_H = 17.0
ACE_H = (40.0, 42.0, 44.0, 40.0)
ACE_OF_SPADES = 0
_COLUMNS = {"L": 31.0, "C": 50.0, "R": 69.0}
_PIP_TOP = 27.0
_PIP_BOTTOM = CARD_H - _PIP_TOP

# Classic pip positions per rank: column letter and height within the pip area (0 top, 1 bottom).
_THIRDS = (0.0, 1 / 3, 2 / 3, 1.0)
PIP_LAYOUTS: dict[int, tuple[tuple[str, float], ...]] = {
    2: (("C", 0.0), ("C", 1.0)),
    3: (("C", 0.0), ("C", 0.5), ("C", 1.0)),
    4: (("L", 0.0), ("R", 0.0), ("L", 1.0), ("R", 1.0)),
    5: (("L", 0.0), ("R", 0.0), ("C", 0.5), ("L", 1.0), ("R", 1.0)),
    6: tuple((c, y) for y in (0.0, 0.5, 1.0) for c in "LR"),
    7: (*((c, y) for y in (0.0, 0.5, 1.0) for c in "LR"), ("C", 0.25)),
    8: (*((c, y) for y in (0.0, 0.5, 1.0) for c in "LR"), ("C", 0.25), ("C", 0.75)),
    9: (*((c, y) for y in _THIRDS for c in "LR"), ("C", 0.5)),
    10: (*((c, y) for y in _THIRDS for c in "LR"), ("C", 1 / 6), ("C", 5 / 6)),
}


def hairline(painter: QPainter, device_px: float) -> float:
    """Card units covered by ``device_px`` device pixels under the painter's transform."""
    transform = painter.deviceTransform()
    scale = math.hypot(transform.m11(), transform.m12())
    return device_px / max(scale, 1e-6)


def paint_blank(painter: QPainter, fill: QColor) -> QRectF:
    """The rounded card body with its thin border; returns the body rectangle."""
    pen_width = max(0.6, hairline(painter, 1.0))
    body = QRectF(0.0, 0.0, CARD_W, CARD_H).adjusted(
        pen_width / 2, pen_width / 2, -pen_width / 2, -pen_width / 2
    )
    painter.setPen(QPen(BORDER_COLOUR, pen_width))
    painter.setBrush(fill)
    painter.drawRoundedRect(body, CORNER_RADIUS, CORNER_RADIUS)
    return body


def pip_centre(column: str, height: float) -> QPointF:
    """The card-unit centre of a pip at a layout position."""
    return QPointF(_COLUMNS[column], _PIP_TOP + height * (_PIP_BOTTOM - _PIP_TOP))


def _index_shape(rank: int, suit: int) -> QPainterPath:
    path = text_shape(RANK_TEXT[rank], INDEX_X, INDEX_TOP, INDEX_CAP, INDEX_MAX_W)
    centre = QPointF(INDEX_X, INDEX_SUIT_TOP + INDEX_SUIT_H / 2)
    path.addPath(suit_shape(suit, centre, INDEX_SUIT_H))
    return path


@cache
def ink_path(card: int) -> QPainterPath:
    """Everything printed in the suit colour on ``card``, but court figures (shared path)."""
    rank, suit = divmod(card, 4)
    path = _index_shape(rank, suit)
    if rank >= 10:
        path.addPath(emblem_shape(suit))
    path.addPath(QTransform(-1.0, 0.0, 0.0, -1.0, CARD_W, CARD_H).map(path))
    if rank == 0:
        path.addPath(suit_shape(suit, QPointF(CARD_W / 2, CARD_H / 2), ACE_H[suit]))
    elif rank < 10:
        for column, height in PIP_LAYOUTS[rank + 1]:
            path.addPath(suit_shape(suit, pip_centre(column, height), PIP_H, height > 0.5))
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def paint_face_units(painter: QPainter, card: int, four_colour: bool) -> None:
    """Paint the whole face of ``card`` into the 100 × 140 unit box."""
    rank, suit = divmod(card, 4)
    colour = suit_colour(suit, four_colour)
    paint_blank(painter, FACE_COLOUR)
    if rank >= 10:
        paint_court(painter, rank, suit, four_colour)
    elif card == ACE_OF_SPADES:
        painter.setPen(QPen(colour, 1.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(CARD_W / 2, CARD_H / 2), 29.0, 29.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(ink_path(card))
