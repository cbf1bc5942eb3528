"""The view that shows the table scene on a felt background and rescales it with the window.

Its settings that take values of the ``Qt`` namespace (or of ``QPainter``) are set as Qt
properties by name, and the felt is a brush: the first frame runs no Python code that needs
the ``Qt`` types (see ``scene.items``)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QBrush, QColor, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .scene.table_scene import TableScene

FELT_CENTRE = QColor(32, 110, 62)
FELT_EDGE = QColor(14, 62, 34)


class TableView(QGraphicsView):
    """A scroll-free view whose scene always has the size of the viewport."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setProperty("horizontalScrollBarPolicy", "ScrollBarAlwaysOff")
        self.setProperty("verticalScrollBarPolicy", "ScrollBarAlwaysOff")
        self.setProperty("alignment", "AlignLeft|AlignTop")
        self.setProperty("renderHints", "Antialiasing|SmoothPixmapTransform")
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setMinimumSize(360, 280)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_table()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self._fit_table()
        return super().event(event)

    def _fit_table(self) -> None:
        """Lay the table out for the viewport's size and pixel ratio, on a felt centred in
        it."""
        viewport = self.viewport()
        width, height = float(viewport.width()), float(viewport.height())
        self.table.resize_table(width, height, viewport.devicePixelRatioF())
        area = self.table.sceneRect()
        felt = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.75)
        felt.setColorAt(0.0, FELT_CENTRE)
        felt.setColorAt(1.0, FELT_EDGE)
        self.setBackgroundBrush(QBrush(felt))
        self.resetCachedContent()
