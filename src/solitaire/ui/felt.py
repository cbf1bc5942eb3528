"""The felt under the cards: a radial gradient from the middle of the table, as a pixmap of
the view's size.

The felt of the last run's size is kept in the cache folder (raw premultiplied pixels, as the
cards are), so the first frame shows it without drawing it: drawing needs the gradient classes,
which PySide takes several milliseconds to set up. Any other size is drawn; the felt in use is
written for the next run when the app quits (a failure to read or write it is harmless).
"""

from __future__ import annotations

import os
import struct
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QColor, QImage, QPixmap

from .scene.card_disk_cache import cache_root

FELT_CENTRE = QColor(32, 110, 62)
FELT_EDGE = QColor(14, 62, 34)
FILE_NAME = "felt.argb"
_MAGIC = b"SOLFELT1"
_HEADER = struct.Struct("<8sIId")

_Key = tuple[int, int, float]
"""Width and height in device pixels, device pixel ratio."""


def draw_felt(width_px: int, height_px: int, dpr: float) -> QPixmap:
    """The felt for a view of ``width_px`` × ``height_px`` device pixels at ratio ``dpr``: its
    middle light, darkening to the edges of a circle three quarters of the longer side wide."""
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QBrush, QPainter, QRadialGradient

    pixmap = QPixmap(width_px, height_px)
    pixmap.setDevicePixelRatio(dpr)
    width, height = width_px / dpr, height_px / dpr
    gradient = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.75)
    gradient.setColorAt(0.0, FELT_CENTRE)
    gradient.setColorAt(1.0, FELT_EDGE)
    painter = QPainter(pixmap)
    painter.fillRect(QRectF(0.0, 0.0, width, height), QBrush(gradient))
    painter.end()
    return pixmap


class Felt(QObject):
    """The felt of the current view size, read from the cache folder when it was kept there."""

    def __init__(self, folder: Path | None = None) -> None:
        super().__init__()
        self.path = (folder if folder is not None else cache_root()) / FILE_NAME
        self._current: tuple[_Key, QPixmap] | None = None
        self._kept: _Key | None = None
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.keep)

    def pixmap(self, width_px: int, height_px: int, dpr: float) -> QPixmap:
        """The felt for this size: the one in use, the one kept on disk, or a new drawing."""
        key = (width_px, height_px, round(dpr, 3))
        if self._current is not None and self._current[0] == key:
            return self._current[1]
        pixmap = self._load(key) if self._current is None else None
        if pixmap is None:
            pixmap = draw_felt(width_px, height_px, dpr)
        self._current = (key, pixmap)
        return pixmap

    def _load(self, key: _Key) -> QPixmap | None:
        width_px, height_px, dpr = key
        image = QImage(width_px, height_px, QImage.Format.Format_ARGB32_Premultiplied)
        try:
            with self.path.open("rb", buffering=0) as handle:
                header = handle.read(_HEADER.size)
                if len(header) != _HEADER.size:
                    return None
                stored = _HEADER.unpack(header)
                self._kept = (stored[1], stored[2], stored[3])
                if stored[0] != _MAGIC or self._kept != key:
                    return None
                pixels = image.bits()
                if handle.readinto(pixels) != len(pixels) or handle.read(1):
                    return None
        except OSError:
            return None
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def keep(self) -> None:
        """Write the felt in use for the next run, unless it is the one kept already."""
        if self._current is None or self._current[0] == self._kept:
            return
        key, pixmap = self._current
        image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        partial = self.path.with_name(f"{self.path.name}.{os.getpid()}.part")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            partial.write_bytes(_HEADER.pack(_MAGIC, *key) + bytes(image.constBits()))
            os.replace(partial, self.path)
        except OSError:
            return
        finally:
            partial.unlink(missing_ok=True)
        self._kept = key
