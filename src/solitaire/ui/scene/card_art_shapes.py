"""Vector building blocks of the card art: suit shapes, rank lettering and colours.

Every shape is a ``QPainterPath`` normalised to a unit box so callers place it with a
painter transform. Paths are built once and shared, so callers must never modify them.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QTransform

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
RANK_TEXT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

RED = QColor("#c8102e")
BLACK = QColor("#111111")
BLUE = QColor("#1747b3")
GREEN = QColor("#12813a")
GOLD = QColor("#e2b235")
SKIN = QColor("#f6d6b6")
INK = QColor("#2a2016")

_DESCENT_ALLOWANCE = 1.1  # lettering may reach 10 % of its cap height below the baseline
_FONT_FAMILIES = ["DejaVu Sans", "Liberation Sans", "Arial", "Helvetica", "Sans Serif"]


def suit_colour(suit: int, four_colour: bool) -> QColor:
    """The ink colour of a suit; four-colour mode paints diamonds blue and clubs green."""
    if suit == HEARTS:
        return RED
    if suit == DIAMONDS:
        return BLUE if four_colour else RED
    if suit == CLUBS and four_colour:
        return GREEN
    return BLACK


def accent_colour(suit: int, four_colour: bool) -> QColor:
    """A second colour for court-card clothing that contrasts with the suit colour."""
    return BLUE if suit_colour(suit, four_colour) == RED else RED


def _normalised(path: QPainterPath) -> QPainterPath:
    """Scale ``path`` so its bounding box is 1 unit high, centred on the origin."""
    path.setFillRule(Qt.FillRule.WindingFill)
    box = path.boundingRect()
    scale = 1.0 / box.height()
    centre = box.center()
    transform = QTransform().scale(scale, scale).translate(-centre.x(), -centre.y())
    return transform.map(path)


def _heart() -> QPainterPath:
    path = QPainterPath(QPointF(0.0, 0.5))
    path.cubicTo(-0.16, 0.33, -0.5, 0.1, -0.5, -0.2)
    path.cubicTo(-0.5, -0.4, -0.36, -0.52, -0.24, -0.52)
    path.cubicTo(-0.1, -0.52, -0.03, -0.44, 0.0, -0.32)
    path.cubicTo(0.03, -0.44, 0.1, -0.52, 0.24, -0.52)
    path.cubicTo(0.36, -0.52, 0.5, -0.4, 0.5, -0.2)
    path.cubicTo(0.5, 0.1, 0.16, 0.33, 0.0, 0.5)
    path.closeSubpath()
    return path


def _diamond() -> QPainterPath:
    path = QPainterPath(QPointF(0.0, -0.5))
    path.quadTo(0.16, -0.22, 0.38, 0.0)
    path.quadTo(0.16, 0.22, 0.0, 0.5)
    path.quadTo(-0.16, 0.22, -0.38, 0.0)
    path.quadTo(-0.16, -0.22, 0.0, -0.5)
    path.closeSubpath()
    return path


def _stem(top: float, bottom: float, half_width: float) -> QPainterPath:
    """The flared foot shared by spades and clubs."""
    path = QPainterPath(QPointF(-0.04, top))
    path.quadTo(-0.03, bottom - 0.06, -half_width, bottom)
    path.lineTo(half_width, bottom)
    path.quadTo(0.03, bottom - 0.06, 0.04, top)
    path.closeSubpath()
    return path


def _spade() -> QPainterPath:
    path = QPainterPath(QPointF(0.0, -0.55))
    path.cubicTo(0.1, -0.4, 0.5, -0.18, 0.5, 0.1)
    path.cubicTo(0.5, 0.28, 0.38, 0.38, 0.25, 0.38)
    path.cubicTo(0.12, 0.38, 0.04, 0.3, 0.0, 0.22)
    path.cubicTo(-0.04, 0.3, -0.12, 0.38, -0.25, 0.38)
    path.cubicTo(-0.38, 0.38, -0.5, 0.28, -0.5, 0.1)
    path.cubicTo(-0.5, -0.18, -0.1, -0.4, 0.0, -0.55)
    path.closeSubpath()
    path.addPath(_stem(0.2, 0.58, 0.17))
    return path


def _club() -> QPainterPath:
    path = QPainterPath()
    radius = 0.225
    for cx, cy in ((0.0, -0.3), (-0.27, 0.08), (0.27, 0.08)):
        path.addEllipse(QPointF(cx, cy), radius, radius)
    path.addEllipse(QPointF(0.0, 0.0), 0.14, 0.14)
    path.addPath(_stem(0.0, 0.56, 0.17))
    return path


@cache
def suit_path(suit: int) -> QPainterPath:
    """The suit symbol, 1 unit high and centred on the origin (shared: do not modify)."""
    builders = (_spade, _heart, _diamond, _club)
    return _normalised(builders[suit]())


def suit_aspect(suit: int) -> float:
    """Width / height of a suit symbol."""
    return suit_path(suit).boundingRect().width()


def suit_shape(suit: int, centre: QPointF, height: float, rotated: bool = False) -> QPainterPath:
    """A new path of the suit symbol ``height`` high, centred on ``centre``."""
    transform = QTransform().translate(centre.x(), centre.y())
    if rotated:
        transform.rotate(180.0)
    transform.scale(height, height)
    return transform.map(suit_path(suit))


def draw_suit(
    painter: QPainter,
    suit: int,
    centre: QPointF,
    height: float,
    colour: QColor,
    rotated: bool = False,
) -> None:
    """Fill the suit symbol of the given ``height`` centred on ``centre``."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(suit_shape(suit, centre, height, rotated))


def rank_font() -> QFont:
    """The bold sans-serif font used for rank letters."""
    font = QFont()
    font.setFamilies(_FONT_FAMILIES)
    font.setBold(True)
    font.setPixelSize(100)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


@cache
def _cap_box() -> tuple[float, float]:
    path = QPainterPath()
    path.addText(0.0, 0.0, rank_font(), "H")
    box = path.boundingRect()
    return box.top(), box.height()


@cache
def text_path(text: str) -> QPainterPath:
    """``text`` as a path whose capital letters span y 0..1, starting at x 0.

    Characters are set tightly one after another so two-digit ranks stay narrow.
    """
    font = rank_font()
    cap_top, cap_height = _cap_box()
    result = QPainterPath()
    result.setFillRule(Qt.FillRule.WindingFill)
    cursor = 0.0
    for char in text:
        glyph = QPainterPath()
        glyph.addText(0.0, 0.0, font, char)
        box = glyph.boundingRect()
        result.addPath(glyph.translated(cursor - box.left(), 0.0))
        cursor += box.width() + 0.05 * cap_height
    transform = QTransform().scale(1.0 / cap_height, 1.0 / cap_height).translate(0.0, -cap_top)
    return transform.map(result)


def text_shape(
    text: str, centre_x: float, top: float, cap_height: float, max_width: float
) -> QPainterPath:
    """A new path of ``text`` with capitals ``cap_height`` high, squeezed to ``max_width``.

    Letters that reach below the baseline (the J and Q of some fonts) are shrunk so that
    the lettering stays within its box and never runs into what is drawn below it.
    """
    path = text_path(text)
    box = path.boundingRect()
    size = cap_height * min(1.0, _DESCENT_ALLOWANCE / max(box.bottom(), 1e-6))
    width = box.width() * size
    x_scale = min(1.0, max_width / width) if width > 0 else 1.0
    transform = QTransform().translate(centre_x - width * x_scale / 2.0, top)
    transform.scale(size * x_scale, size)
    return transform.map(path)


def draw_text(
    painter: QPainter,
    text: str,
    centre_x: float,
    top: float,
    cap_height: float,
    max_width: float,
    colour: QColor,
) -> None:
    """Fill ``text`` with capitals ``cap_height`` high, squeezed to ``max_width`` if needed."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(text_shape(text, centre_x, top, cap_height, max_width))
