"""The view that shows the table scene on a felt background and rescales it with the window.

Its settings that take values of the ``Qt`` namespace (or of ``QPainter``) are set as Qt
properties by name, and the felt is a brush of a pixmap (see ``felt``): the first frame runs no
Python code that needs the ``Qt`` types (see ``scene.items``)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QBrush, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .felt import Felt
from .scene.table_scene import TableScene


class TableView(QGraphicsView):
    """A scroll-free view whose scene always has the size of the viewport."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.felt = Felt()
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
        """Lay the table out for the viewport's size and pixel ratio, on a felt of that
        size."""
        viewport = self.viewport()
        width, height = viewport.width(), viewport.height()
        ratio = viewport.devicePixelRatioF()
        self.table.resize_table(float(width), float(height), ratio)
        felt = self.felt.pixmap(max(1, round(width * ratio)), max(1, round(height * ratio)), ratio)
        self.setBackgroundBrush(QBrush(felt))
        self.resetCachedContent()
