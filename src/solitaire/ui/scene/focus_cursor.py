"""The keyboard's marks on the table: the focus cursor and the mark over picked-up cards.

Both are outlines in cool colours (white and cyan) so that they never look like the yellow
placement help; they sit above the cards and below cards being dragged with the mouse.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from .items import AreaItem

CURSOR_Z = 950.0
"""Above cards (and the placement help at 900), below dragged cards (1000 and up)."""
HELD_Z = 940.0
CURSOR_OUTER = QColor(255, 255, 255)
CURSOR_INNER = QColor(0, 200, 255)
HELD_FILL = QColor(0, 200, 255, 60)


class _Outline(AreaItem):
    """A keyboard mark, hidden until the keyboard is used."""

    MARGIN = 6.0

    def __init__(self, z: float) -> None:
        super().__init__(z)
        self.setVisible(False)

    def _radius(self) -> float:
        return max(self._rect.width() * 0.07, 2.0)


class FocusCursor(_Outline):
    """A bright double outline (white outside, cyan inside) around the focused pile or cards."""

    def __init__(self) -> None:
        super().__init__(CURSOR_Z)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = self._radius()
        painter.setPen(QPen(CURSOR_OUTER, 2.5))
        painter.drawRoundedRect(self._rect.adjusted(-4, -4, 4, 4), radius + 4, radius + 4)
        painter.setPen(QPen(CURSOR_INNER, 3.0))
        painter.drawRoundedRect(self._rect.adjusted(-1, -1, 1, 1), radius, radius)


class HeldMark(_Outline):
    """A cyan tint and dashed outline over the cards picked up with the keyboard."""

    def __init__(self) -> None:
        super().__init__(HELD_Z)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self._radius()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(HELD_FILL)
        painter.drawRoundedRect(self._rect, radius, radius)
        pen = QPen(CURSOR_INNER, 2.5, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self._rect.adjusted(2, 2, -2, -2), radius, radius)
