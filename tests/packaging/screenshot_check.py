"""Pixel checks on a screenshot of the card table: are there cards, and is their text drawn?

Pure Python on top of ``QImage`` (no numpy). "Card-white" regions are large connected areas
of near-white pixels; "ink" is dark or red pixels inside them; "tofu" is what Qt draws for
text when it has no usable font: solid or hollow rectangles of glyph size.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtGui import QImage

Pixel = tuple[int, int, int]


@dataclass(frozen=True)
class Blob:
    """A 4-connected set of pixels: its bounding box (inclusive) and its pixel count."""

    x0: int
    y0: int
    x1: int
    y1: int
    count: int
    outline: bool  # every pixel of the bounding box's border belongs to the blob

    @property
    def width(self) -> int:
        """Bounding box width in pixels."""
        return self.x1 - self.x0 + 1

    @property
    def height(self) -> int:
        """Bounding box height in pixels."""
        return self.y1 - self.y0 + 1

    @property
    def fill(self) -> float:
        """Share of the bounding box the blob covers."""
        return self.count / (self.width * self.height)


class Screenshot:
    """An RGB image with row-major pixel access."""

    def __init__(self, image: QImage) -> None:
        rgb = image.convertToFormat(QImage.Format.Format_RGB888)
        self.width = rgb.width()
        self.height = rgb.height()
        stride = rgb.bytesPerLine()
        raw = bytes(rgb.constBits())
        row = 3 * self.width
        self.data = b"".join(raw[y * stride : y * stride + row] for y in range(self.height))

    @classmethod
    def load(cls, path: Path) -> Screenshot:
        """Read a PNG (or any format Qt reads)."""
        image = QImage(str(path))
        if image.isNull():
            raise ValueError(f"cannot read {path}")
        return cls(image)

    def pixel(self, x: int, y: int) -> Pixel:
        """The (r, g, b) value at ``(x, y)``."""
        i = 3 * (y * self.width + x)
        return self.data[i], self.data[i + 1], self.data[i + 2]

    def distinct_colours(self, step: int = 4) -> int:
        """Number of different colours on a grid of every ``step``-th pixel."""
        return len(
            {
                self.pixel(x, y)
                for y in range(0, self.height, step)
                for x in range(0, self.width, step)
            }
        )

    def blobs(
        self,
        test: Callable[[Pixel], bool],
        box: tuple[int, int, int, int] | None = None,
        min_count: int = 1,
    ) -> list[Blob]:
        """4-connected blobs of pixels passing ``test`` inside ``box`` (x0, y0, x1, y1)."""
        x0, y0, x1, y1 = box or (0, 0, self.width - 1, self.height - 1)
        width = x1 - x0 + 1
        inside = bytearray(width * (y1 - y0 + 1))
        for y in range(y0, y1 + 1):
            for x in range(x0, x1 + 1):
                if test(self.pixel(x, y)):
                    inside[(y - y0) * width + x - x0] = 1
        found = []
        for start, flag in enumerate(inside):
            if flag != 1:
                continue
            inside[start] = 2
            queue = deque([start])
            members = []
            while queue:
                index = queue.popleft()
                members.append(index)
                ly, lx = divmod(index, width)
                for nx, ny in ((lx - 1, ly), (lx + 1, ly), (lx, ly - 1), (lx, ly + 1)):
                    if 0 <= nx < width and 0 <= ny <= y1 - y0:
                        neighbour = ny * width + nx
                        if inside[neighbour] == 1:
                            inside[neighbour] = 2
                            queue.append(neighbour)
            if len(members) < min_count:
                continue
            xs = [m % width for m in members]
            ys = [m // width for m in members]
            bx0, bx1, by0, by1 = min(xs), max(xs), min(ys), max(ys)
            cells = set(members)
            border = [by0 * width + x for x in range(bx0, bx1 + 1)]
            border += [by1 * width + x for x in range(bx0, bx1 + 1)]
            border += [y * width + bx0 for y in range(by0, by1 + 1)]
            border += [y * width + bx1 for y in range(by0, by1 + 1)]
            found.append(
                Blob(
                    bx0 + x0,
                    by0 + y0,
                    bx1 + x0,
                    by1 + y0,
                    len(members),
                    all(cell in cells for cell in border),
                )
            )
        return found


def is_card_white(p: Pixel) -> bool:
    """Near-white, slightly warm or neutral: a card face."""
    return min(p) >= 240


def is_ink(p: Pixel) -> bool:
    """Dark (black suits, text) or strongly red (red suits)."""
    r, g, b = p
    return max(p) < 100 or (r > 150 and g < 100 and b < 100)


def is_dark(p: Pixel) -> bool:
    """Dark pixels: black text and black suits."""
    return max(p) < 100


def looks_like_tofu(blob: Blob) -> bool:
    """A glyph-sized solid block or hollow box: Qt's drawing of text it has no font for."""
    glyph_sized = 5 <= blob.width <= 40 and 8 <= blob.height <= 48
    return glyph_sized and (blob.fill >= 0.95 or blob.outline)


@dataclass(frozen=True)
class CardReport:
    """What the checks found in a screenshot."""

    cards: list[Blob]
    dark_per_card: list[int]
    glyphs: int
    tofu: list[Blob]


def inspect_cards(shot: Screenshot) -> CardReport:
    """Find card-white regions, the dark pixels in each, and text-like or tofu ink blobs."""
    cards = [
        blob
        for blob in shot.blobs(is_card_white, min_count=2000)
        if blob.width >= 40 and blob.height >= 55 and blob.width <= shot.width // 3
    ]
    dark: list[int] = []
    tofu: list[Blob] = []
    glyphs = 0
    for card in cards:
        box = (card.x0, card.y0, card.x1, card.y1)
        ink = shot.blobs(is_ink, box, min_count=6)
        dark.append(sum(blob.count for blob in shot.blobs(is_dark, box, min_count=6)))
        tofu.extend(blob for blob in ink if looks_like_tofu(blob))
        glyphs += sum(1 for blob in ink if 4 <= blob.height <= 48 and not looks_like_tofu(blob))
    return CardReport(cards, dark, glyphs, tofu)
