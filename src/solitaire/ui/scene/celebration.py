"""The win celebration: the home cards leap off their foundations in a wave and come back. Any
click or key skips it."""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)
from PySide6.QtWidgets import QGraphicsItem

CELEBRATION_MS = 2400


class Celebration(QObject):
    """Plays once over the given items; ``finished`` fires when it ends or is skipped."""

    finished = Signal()

    def __init__(self, items: list[QGraphicsItem], centre: QPointF, radius: float) -> None:
        super().__init__()
        self._homes = [(item, item.pos(), item.zValue()) for item in items]
        self._done = False
        self._group = QParallelAnimationGroup(self)
        count = max(len(items), 1)
        leg = CELEBRATION_MS // 3
        for index, item in enumerate(items):
            if not isinstance(item, QObject):
                continue
            angle = 2 * math.pi * index / count
            spot = QPointF(
                centre.x() + radius * math.cos(angle), centre.y() + radius * 0.6 * math.sin(angle)
            )
            item.setZValue(3000 + index)
            out = QPropertyAnimation(item, b"pos")
            out.setDuration(leg)
            out.setStartValue(item.pos())
            out.setEndValue(spot)
            out.setEasingCurve(QEasingCurve.Type.OutBack)
            back = QPropertyAnimation(item, b"pos")
            back.setDuration(leg)
            back.setStartValue(spot)
            back.setEndValue(item.pos())
            back.setEasingCurve(QEasingCurve.Type.InOutCubic)
            sequence = QSequentialAnimationGroup()
            sequence.addPause(int(index * leg / count))
            sequence.addAnimation(out)
            sequence.addPause(leg // 3)
            sequence.addAnimation(back)
            self._group.addAnimation(sequence)
        self._group.finished.connect(self._restore)

    def start(self) -> None:
        """Run the animation (ends at once when there is nothing to animate)."""
        if self._group.animationCount():
            self._group.start()
        else:
            self._restore()

    @property
    def running(self) -> bool:
        """True while the cards are in the air."""
        return self._group.state() == QParallelAnimationGroup.State.Running

    def skip(self) -> None:
        """Stop now and put every card back."""
        if self.running:
            self._group.stop()
            self._restore()

    def _restore(self) -> None:
        if self._done:
            return
        self._done = True
        for item, position, z in self._homes:
            item.setPos(position)
            item.setZValue(z)
        self._homes = []
        self.finished.emit()
