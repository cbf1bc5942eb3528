"""Render a contact sheet of the card art (52 faces, back, slots) at two sizes.

    .venv/bin/python bench/card_sheet.py [/tmp/card_sheet.png] [--four-colour] [--dpr 1]

Also prints how long the 52 faces take to render as 100 px pixmaps, and a cached lookup.
"""

from __future__ import annotations

import argparse
import os
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from solitaire.ui.scene.card_art import CARD_ASPECT, CardArt

FELT = QColor("#1f6b3a")


def main() -> None:
    """Parse arguments, render the sheet and print the timing figure."""
    parser = argparse.ArgumentParser()
    parser.add_argument("out", nargs="?", default="/tmp/card_sheet.png")
    parser.add_argument("--four-colour", action="store_true")
    parser.add_argument("--dpr", type=float, default=1.0)
    args = parser.parse_args()
    _app = QApplication([])
    art = CardArt(four_colour=args.four_colour)

    for label in ("first use in this process", "again, shapes already built"):
        art.set_four_colour(not art.four_colour)
        start = time.perf_counter()
        for card in range(52):
            art.face_pixmap(card, 100, 1.0)
        print(f"52 faces at 100 px, {label}: {(time.perf_counter() - start) * 1000:.1f} ms")
    art.set_four_colour(args.four_colour)
    start = time.perf_counter()
    for _ in range(10000):
        art.face_pixmap(25, 100, 1.0)
    print(f"cached lookup: {(time.perf_counter() - start) * 100:.2f} µs")

    gap = 8
    rows: list[tuple[int, int]] = [(160, 13), (70, 13)]
    width = max(13 * (w + gap) + gap for w, _ in rows)
    height = (
        sum(
            4 * (round(w * CARD_ASPECT) + gap) + round(w * CARD_ASPECT * 1.9) + 2 * gap
            for w, _ in rows
        )
        + gap
    )
    dpr = args.dpr
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(FELT)
    painter = QPainter(image)
    y = gap
    for card_w, per_row in rows:
        card_h = round(card_w * CARD_ASPECT)
        for suit in range(4):
            for rank in range(per_row):
                x = gap + rank * (card_w + gap)
                pixmap = art.face_pixmap(rank * 4 + suit, round(card_w * dpr), dpr)
                painter.drawPixmap(x, y, pixmap)
            y += card_h + gap
        painter.drawPixmap(gap, y, art.back_pixmap(round(card_w * dpr), dpr))
        slots: list[tuple[int | None, str]] = [
            (None, ""),
            (None, "↻"),
            (None, "✕"),
            (0, ""),
            (1, ""),
            (2, ""),
            (3, ""),
            (None, "K"),
        ]
        for i, (suit_mark, label) in enumerate(slots, start=1):
            rect = QRectF(gap + i * (card_w + gap), y, card_w, card_h)
            art.paint_slot(painter, rect, suit_mark, label)
        fan_x = gap + 10 * (card_w + gap)
        for i, card in enumerate((49, 46, 39, 36, 1)):
            art.paint_face(painter, QRectF(fan_x, y + i * card_h * 0.22, card_w, card_h), card)
        y += round(card_h * 1.9) + 2 * gap
    painter.end()
    image.save(args.out)
    print(f"sheet written to {args.out}")


if __name__ == "__main__":
    main()
