"""The screenshot checks tell a table with written cards from an empty window or from cards
whose text came out as boxes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from screenshot_check import Screenshot, inspect_cards

pytestmark = [pytest.mark.packaging, pytest.mark.usefixtures("qapp")]

FELT = QColor("#1e6b3c")
CARD = QColor("#fefefc")
RANKS = ("A", "10", "K", "Q", "7", "J")


def table(rank_marks: str) -> Screenshot:
    """A felt with six cards; ``rank_marks`` is "text", "blocks" or "none"."""
    image = QImage(640, 360, QImage.Format.Format_RGB32)
    image.fill(FELT)
    painter = QPainter(image)
    font = QFont()
    font.setPixelSize(20)
    font.setBold(True)
    painter.setFont(font)
    for index, rank in enumerate(RANKS):
        left, top = 20 + index * 100, 40
        painter.setPen(QColor("#9a9a9a"))
        painter.setBrush(CARD)
        painter.drawRoundedRect(QRectF(left, top, 80, 115), 6, 6)
        ink = QColor("#111111") if index % 2 == 0 else QColor("#cc1f2d")
        if rank_marks == "text":
            painter.setPen(ink)
            painter.drawText(left + 6, top + 24, rank)
        elif rank_marks == "blocks":
            painter.fillRect(left + 6, top + 6, 13, 17, ink)
    painter.end()
    return Screenshot(image)


def test_cards_with_written_ranks_pass() -> None:
    report = inspect_cards(table("text"))
    assert len(report.cards) == len(RANKS)
    assert sum(1 for dark in report.dark_per_card if dark > 0) == 3
    assert report.glyphs >= len(RANKS)
    assert report.tofu == []


def test_ranks_drawn_as_boxes_are_found() -> None:
    report = inspect_cards(table("blocks"))
    assert len(report.tofu) == len(RANKS)


def test_blank_cards_have_no_ink() -> None:
    report = inspect_cards(table("none"))
    assert len(report.cards) == len(RANKS)
    assert report.dark_per_card == [0] * len(RANKS)
    assert report.glyphs == 0


def test_an_empty_window_has_no_cards() -> None:
    image = QImage(640, 360, QImage.Format.Format_RGB32)
    image.fill(QColor("#efefef"))
    assert inspect_cards(Screenshot(image)).cards == []
