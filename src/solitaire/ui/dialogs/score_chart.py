"""The chart of score over games: a line through every score, wins in green and losses in
red, so a run of wins or losses shows at a glance."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QScatterSeries, QValueAxis
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from solitaire.storage import ScorePoint

WIN_COLOUR = QColor("#2e7d32")
LOSS_COLOUR = QColor("#c62828")
LINE_COLOUR = QColor("#78909c")
MARKER_SIZE = 8.0
SMALL_MARKER_SIZE = 5.0
MANY_POINTS = 150
"""From this many games on, the markers are drawn smaller."""


def game_step(span: int, ticks: int = 6) -> int:
    """A round number of games (1, 2, 5, 10, 20, 50…) between the game axis' ticks, so that
    ``span`` games get at most about ``ticks`` of them.

    >>> game_step(0), game_step(6), game_step(7), game_step(500), game_step(99_999)
    (1, 1, 2, 100, 20000)
    """
    step = 1
    while True:
        for factor in (1, 2, 5):
            if span / (step * factor) <= ticks:
                return step * factor
        step *= 10


class ScoreChart(QChartView):
    """Score over games for one variant; ``set_points`` shows another list of games."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        chart = QChart()
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        chart.layout().setContentsMargins(0, 0, 0, 0)
        chart.setBackgroundRoundness(0)
        self.score_series = QLineSeries()
        self.score_series.setName(self.tr("Score"))
        self.score_series.setPen(QPen(LINE_COLOUR, 1.0))
        self.win_series = self._markers(self.tr("Won"), WIN_COLOUR)
        self.loss_series = self._markers(self.tr("Lost"), LOSS_COLOUR)
        self.x_axis = QValueAxis()
        self.x_axis.setTitleText(self.tr("Game"))
        self.x_axis.setLabelFormat("%d")
        self.x_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        self.x_axis.setTickAnchor(0)
        self.y_axis = QValueAxis()
        self.y_axis.setTitleText(self.tr("Score"))
        self.y_axis.setLabelFormat("%d")
        chart.addAxis(self.x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(self.y_axis, Qt.AlignmentFlag.AlignLeft)
        for series in (self.score_series, self.win_series, self.loss_series):
            chart.addSeries(series)
            series.attachAxis(self.x_axis)
            series.attachAxis(self.y_axis)
        self.setChart(chart)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setAccessibleName(self.tr("Score over games"))
        self.setMinimumHeight(180)

    @staticmethod
    def _markers(name: str, colour: QColor) -> QScatterSeries:
        series = QScatterSeries()
        series.setName(name)
        series.setMarkerShape(QScatterSeries.MarkerShape.MarkerShapeCircle)
        series.setMarkerSize(MARKER_SIZE)
        series.setColor(colour)
        series.setBorderColor(colour)
        return series

    def set_points(self, points: Sequence[ScorePoint]) -> None:
        """Show these games (oldest first)."""
        size = SMALL_MARKER_SIZE if len(points) >= MANY_POINTS else MARKER_SIZE
        self.win_series.setMarkerSize(size)
        self.loss_series.setMarkerSize(size)
        line = [QPointF(p.number, p.score) for p in points]
        self.score_series.replace(line)
        self.win_series.replace([q for q, p in zip(line, points, strict=True) if p.won])
        self.loss_series.replace([q for q, p in zip(line, points, strict=True) if not p.won])
        if points:
            first, last = points[0].number, points[-1].number
            top = max(p.score for p in points)
        else:
            first, last, top = 1, 1, 0
        margin = max(0.5, (last - first) * 0.02)
        self.x_axis.setRange(first - margin, last + margin)
        self.x_axis.setTickInterval(game_step(last - first))
        self.y_axis.setRange(0, max(10, top * 1.1))
        self.y_axis.applyNiceNumbers()
        self.setToolTip(
            self.tr("%n game(s) shown", "", len(points)) if points else self.tr("No games yet")
        )
