"""The rule bubble: a short message near the cards saying which rule refused a move.

Made the first time the table needs it (after the first frame), with the Qt classes it uses.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget


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
