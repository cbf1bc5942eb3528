"""Court cards (jack, queen, king): a framed, double-ended panel with a stylised figure.

Drawn in card units (the card is 100 × 140). Each half of the panel holds the same bust,
the lower one turned 180°. The three ranks differ in headwear, hair, clothing and the
object they hold; clothing takes the suit colour, so four-colour mode shows on courts too.

The geometry of each court is built once as a list of filled layers, each with a colour
role; painting resolves the roles to colours and fills the paths, with no clipping.
"""

from __future__ import annotations

from enum import Enum, auto
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker, QPen, QTransform

from solitaire.ui.scene.card_art_shapes import (
    GOLD,
    INK,
    SKIN,
    accent_colour,
    suit_colour,
    suit_shape,
)

JACK, QUEEN, KING = 10, 11, 12
PANEL = QRectF(22.0, 6.0, 56.0, 128.0)
HALF_H = PANEL.height() / 2
_OUTLINE = 0.45


class Role(Enum):
    """Colour roles of court-card layers, resolved to colours at paint time."""

    MAIN = auto()
    ACCENT = auto()
    GOLD = auto()
    SKIN = auto()
    HAIR = auto()
    WHITE = auto()
    SILVER = auto()
    INK = auto()
    LIPS = auto()
    LEAF = auto()
    WOOD = auto()
    PANEL = auto()


_FIXED = {
    Role.GOLD: GOLD,
    Role.SKIN: SKIN,
    Role.WHITE: QColor("#ffffff"),
    Role.SILVER: QColor("#d6dbe2"),
    Role.INK: INK,
    Role.LIPS: QColor("#b8323c"),
    Role.LEAF: QColor("#2f7a32"),
    Role.WOOD: QColor("#8a5a2b"),
    Role.PANEL: QColor("#fbf1d6"),
}
_HAIR = {JACK: QColor("#6a4424"), QUEEN: QColor("#c08a2c"), KING: QColor("#8a7a6a")}

Layer = tuple[QPainterPath, Role]


class _Builder:
    """Collects layers drawn in half-panel units (56 × 64) and maps them onto the card."""

    def __init__(self) -> None:
        self.layers: list[Layer] = []
        self._to_card = QTransform.fromTranslate(PANEL.left(), PANEL.top())

    def fill(self, path: QPainterPath, role: Role, outline: bool = True) -> None:
        self.layers.append((self._to_card.map(path), role))
        if outline:
            self.stroke(path, Role.INK, _OUTLINE)

    def stroke(self, path: QPainterPath, role: Role, width: float) -> None:
        stroker = QPainterPathStroker()
        stroker.setWidth(width)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.fill(stroker.createStroke(path), role, outline=False)

    def line(self, x1: float, y1: float, x2: float, y2: float, role: Role, width: float) -> None:
        path = QPainterPath(QPointF(x1, y1))
        path.lineTo(x2, y2)
        self.stroke(path, role, width)

    def ellipse(
        self, x: float, y: float, rx: float, ry: float, role: Role, outline: bool = True
    ) -> None:
        path = QPainterPath()
        path.addEllipse(QPointF(x, y), rx, ry)
        self.fill(path, role, outline)

    def polygon(self, points: list[tuple[float, float]], role: Role, outline: bool = True) -> None:
        path = QPainterPath(QPointF(*points[0]))
        for point in points[1:]:
            path.lineTo(*point)
        path.closeSubpath()
        self.fill(path, role, outline)


def _curve(start: tuple[float, float], *segments: tuple[float, ...]) -> QPainterPath:
    """A path of cubic segments (6 numbers) and line segments (2 numbers), closed."""
    path = QPainterPath(QPointF(*start))
    for seg in segments:
        if len(seg) == 6:
            path.cubicTo(*seg)
        else:
            path.lineTo(*seg)
    path.closeSubpath()
    return path


def _robe(b: _Builder, rank: int) -> None:
    robe = _curve(
        (5.0, HALF_H),
        (5.0, 50.0),
        (5.0, 44.0, 11.0, 41.0, 19.0, 40.5),
        (37.0, 40.5),
        (45.0, 41.0, 51.0, 44.0, 51.0, 50.0),
        (51.0, HALF_H),
    )
    b.fill(robe, Role.MAIN)
    if rank == KING:
        b.fill(
            robe.intersected(_curve((24.0, 40.0), (32.0, 40.0), (32.0, HALF_H), (24.0, HALF_H))),
            Role.GOLD,
        )
        for y in (48.0, 55.0, 62.0):
            b.polygon([(28.0, y - 2.6), (30.2, y), (28.0, y + 2.6), (25.8, y)], Role.ACCENT)
        b.fill(
            _curve(
                (8.0, 47.0),
                (14.0, 38.0, 42.0, 38.0, 48.0, 47.0),
                (40.0, 43.5, 16.0, 43.5, 8.0, 47.0),
            ),
            Role.WHITE,
        )
        for x in (14.0, 20.5, 35.5, 42.0):
            b.ellipse(x, 43.0, 0.7, 1.1, Role.INK, outline=False)
    elif rank == QUEEN:
        b.fill(robe.intersected(_curve((15.0, 40.0), (41.0, 40.0), (28.0, HALF_H))), Role.ACCENT)
        for side in (-1.0, 1.0):
            b.line(28.0 + side * 13.0, 40.5, 28.0, HALF_H, Role.GOLD, 1.4)
        for y in (47.0, 53.0, 59.0):
            b.ellipse(28.0, y, 1.3, 1.3, Role.GOLD)
        neck = QPainterPath()
        neck.arcMoveTo(QRectF(21.0, 32.0, 14.0, 12.0), 200.0)
        neck.arcTo(QRectF(21.0, 32.0, 14.0, 12.0), 200.0, 140.0)
        b.stroke(neck, Role.GOLD, 1.3)
    else:
        b.fill(
            robe.intersected(_curve((28.0, 38.0), (56.0, 38.0), (56.0, HALF_H), (28.0, HALF_H))),
            Role.ACCENT,
        )
        b.polygon([(17.0, 39.0), (39.0, 39.0), (38.0, 43.5), (18.0, 43.5)], Role.GOLD)
        for y in (49.0, 55.0, 61.0):
            b.ellipse(28.0, y, 1.2, 1.2, Role.GOLD)
    b.stroke(robe, Role.INK, _OUTLINE)


def _head(b: _Builder, rank: int) -> None:
    if rank == QUEEN:
        b.fill(
            _curve(
                (20.0, 22.0),
                (15.0, 30.0, 16.0, 40.0, 13.5, 46.0),
                (42.5, 46.0),
                (40.0, 40.0, 41.0, 30.0, 36.0, 22.0),
            ),
            Role.HAIR,
        )
    b.polygon([(24.5, 33.0), (31.5, 33.0), (31.5, 41.0), (24.5, 41.0)], Role.SKIN)
    b.ellipse(28.0, 28.0, 7.5, 9.0, Role.SKIN)
    b.fill(
        _curve(
            (20.6, 27.0), (19.5, 17.0, 36.5, 17.0, 35.4, 27.0), (33.0, 22.5, 23.0, 22.5, 20.6, 27.0)
        ),
        Role.HAIR,
    )
    for x in (25.0, 31.0):
        b.ellipse(x, 27.5, 0.9, 0.75, Role.INK, outline=False)
    b.line(28.0, 28.5, 27.2, 31.3, Role.INK, 0.5)
    if rank == KING:
        b.fill(
            _curve(
                (20.8, 29.5),
                (21.0, 38.0, 24.0, 42.5, 28.0, 43.0),
                (32.0, 42.5, 35.0, 38.0, 35.2, 29.5),
                (33.0, 34.5, 23.0, 34.5, 20.8, 29.5),
            ),
            Role.HAIR,
        )
        b.line(24.5, 33.2, 31.5, 33.2, Role.INK, 0.8)
    else:
        b.line(26.5, 33.8, 29.5, 33.8, Role.LIPS, 0.9)


def _headwear(b: _Builder, rank: int) -> None:
    if rank == KING:
        b.polygon(
            [
                (19.5, 21.0),
                (19.5, 15.0),
                (19.8, 7.0),
                (24.0, 13.0),
                (28.0, 4.5),
                (32.0, 13.0),
                (36.2, 7.0),
                (36.5, 15.0),
                (36.5, 21.0),
            ],
            Role.GOLD,
        )
        b.polygon([(19.5, 16.0), (36.5, 16.0), (36.5, 21.0), (19.5, 21.0)], Role.MAIN)
        for x, y in ((19.8, 7.0), (28.0, 4.5), (36.2, 7.0)):
            b.ellipse(x, y, 1.3, 1.3, Role.GOLD)
        for x in (23.0, 28.0, 33.0):
            b.ellipse(x, 18.5, 1.1, 1.1, Role.WHITE)
    elif rank == QUEEN:
        b.fill(
            _curve(
                (21.0, 20.0),
                (21.0, 15.0),
                (23.0, 11.0, 26.0, 9.5, 28.0, 9.0),
                (30.0, 9.5, 33.0, 11.0, 35.0, 15.0),
                (35.0, 20.0),
            ),
            Role.GOLD,
        )
        b.ellipse(28.0, 15.5, 2.0, 2.4, Role.ACCENT)
        for x in (23.5, 32.5):
            b.ellipse(x, 17.5, 0.9, 0.9, Role.WHITE)
        b.ellipse(28.0, 7.8, 1.4, 1.4, Role.GOLD)
    else:
        b.fill(
            _curve(
                (35.0, 15.5), (39.0, 9.0, 44.0, 6.5, 50.0, 7.5), (45.0, 9.5, 41.0, 14.0, 37.5, 18.5)
            ),
            Role.ACCENT,
        )
        b.fill(
            _curve(
                (18.5, 22.0),
                (15.0, 13.0, 30.0, 8.0, 38.5, 13.5),
                (41.0, 15.5, 39.5, 19.5, 37.5, 21.5),
            ),
            Role.MAIN,
        )
        b.polygon([(19.2, 19.5), (37.8, 19.5), (37.5, 22.0), (18.5, 22.0)], Role.GOLD)


def _arm(b: _Builder, hand: QPointF) -> None:
    """A sleeve fold running up to the hand that holds the rank's object."""
    sleeve = QPainterPath(QPointF(34.0, HALF_H))
    sleeve.cubicTo(36.0, 56.0, hand.x() - 6.0, hand.y() + 4.0, hand.x() - 1.5, hand.y() + 1.0)
    b.stroke(sleeve, Role.INK, 0.7)
    b.ellipse(hand.x(), hand.y(), 2.6, 2.3, Role.SKIN)


def _item(b: _Builder, rank: int) -> None:
    if rank == KING:
        b.polygon(
            [(45.0, 44.0), (45.0, 12.0), (46.3, 8.0), (47.6, 12.0), (47.6, 44.0)], Role.SILVER
        )
        b.polygon([(41.5, 44.0), (51.0, 44.0), (51.0, 46.0), (41.5, 46.0)], Role.GOLD)
    elif rank == QUEEN:
        stem = QPainterPath(QPointF(46.0, 46.0))
        stem.cubicTo(44.0, 36.0, 48.0, 26.0, 46.0, 16.0)
        b.stroke(stem, Role.LEAF, 1.1)
        for dx, dy in ((0.0, -2.6), (2.5, -0.8), (1.6, 2.1), (-1.6, 2.1), (-2.5, -0.8)):
            b.ellipse(46.0 + dx, 14.0 + dy, 1.9, 1.9, Role.ACCENT)
        b.ellipse(46.0, 14.0, 1.3, 1.3, Role.GOLD)
    else:
        b.polygon([(45.8, 5.0), (47.2, 5.0), (47.2, 46.0), (45.8, 46.0)], Role.WOOD)
        b.fill(
            _curve(
                (47.2, 8.0),
                (51.5, 8.0, 53.5, 11.0, 53.5, 15.0),
                (51.5, 13.5, 49.0, 13.5, 47.2, 15.0),
            ),
            Role.SILVER,
        )


def emblem_shape(suit: int) -> QPainterPath:
    """The suit emblem in the panel's top-left corner (painted with the corner indices)."""
    return suit_shape(suit, PANEL.topLeft() + QPointF(8.5, 10.0), 10.0)


@cache
def court_layers(rank: int) -> tuple[Layer, ...]:
    """The filled layers of a court figure, both halves, in card units (shared: read only)."""
    b = _Builder()
    b.polygon([(0.0, 0.0), (56.0, 0.0), (56.0, HALF_H), (0.0, HALF_H)], Role.PANEL, outline=False)
    _robe(b, rank)
    _head(b, rank)
    _headwear(b, rank)
    _item(b, rank)
    _arm(b, QPointF(46.4, 48.0) if rank == KING else QPointF(46.4, 45.0))
    half = list(b.layers)
    turn = QTransform(-1.0, 0.0, 0.0, -1.0, 2 * PANEL.center().x(), 2 * PANEL.center().y())
    return tuple(half + [(turn.map(path), role) for path, role in half])


def paint_court(painter: QPainter, rank: int, suit: int, four_colour: bool) -> None:
    """Paint the framed court panel of a jack, queen or king."""
    colours = dict(_FIXED)
    colours[Role.MAIN] = suit_colour(suit, four_colour)
    colours[Role.ACCENT] = accent_colour(suit, four_colour)
    colours[Role.HAIR] = _HAIR[rank]
    painter.setPen(Qt.PenStyle.NoPen)
    for path, role in court_layers(rank):
        painter.setBrush(colours[role])
        painter.drawPath(path)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(GOLD, 0.7))
    painter.drawRect(PANEL.adjusted(1.6, 1.6, -1.6, -1.6))
    painter.setPen(QPen(colours[Role.MAIN], 1.1))
    painter.drawRect(PANEL)
    painter.drawLine(
        QPointF(PANEL.left(), PANEL.center().y()), QPointF(PANEL.right(), PANEL.center().y())
    )
