"""Rendered card pixmaps kept on disk between runs, so that the first frame of the table does
not wait for the cards to be drawn again (they take about a millisecond each).

The folder is ``$SOLITAIRE_CACHE_DIR`` or the user cache directory, in a subfolder named by a
fingerprint of the card-drawing code and the Qt version: a change to either starts a new
folder. A file that cannot be read, or has the wrong size, is ignored and drawn anew; writes
happen a little after start-up, when the table is idle (or at quit), and a failure to write
is harmless.
"""

from __future__ import annotations

import hashlib
import os
from functools import cache
from pathlib import Path

import platformdirs
from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QPixmap

WRITE_DELAY_MS = 3000
_ART_SOURCES = ("card_art.py", "card_art_face.py", "card_art_court.py", "card_art_shapes.py")


@cache
def art_fingerprint() -> str:
    """A short hash of the card-drawing sources and the Qt version."""
    digest = hashlib.sha256(pyside_version.encode())
    here = Path(__file__).resolve().parent
    for name in _ART_SOURCES:
        try:
            digest.update((here / name).read_bytes())
        except OSError:
            digest.update(name.encode())
    return digest.hexdigest()[:16]


def default_folder() -> Path:
    """Where the rendered cards of this version of the art are kept."""
    base = os.environ.get("SOLITAIRE_CACHE_DIR") or platformdirs.user_cache_dir("solitaire")
    return Path(base) / "cards" / art_fingerprint()


class CardDiskCache(QObject):
    """Loads rendered cards by name and writes new ones shortly after they are drawn."""

    def __init__(self, folder: Path | None = None) -> None:
        super().__init__()
        self.folder = folder if folder is not None else default_folder()
        self._pending: dict[str, QPixmap] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.flush)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)

    def load(self, name: str, width_px: int, height_px: int, dpr: float) -> QPixmap | None:
        """The pixmap stored as ``name`` if it is there and has the expected size."""
        path = self.folder / f"{name}.png"
        if not path.is_file():
            return None
        pixmap = QPixmap()
        if not pixmap.load(str(path)):
            return None
        if (pixmap.width(), pixmap.height()) != (width_px, height_px):
            return None
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def store(self, name: str, pixmap: QPixmap) -> None:
        """Keep ``pixmap`` as ``name`` (written a little later, with the others drawn since)."""
        self._pending[name] = pixmap
        if not self._timer.isActive():
            self._timer.start(WRITE_DELAY_MS)

    def flush(self) -> None:
        """Write every pending pixmap now (each to a temporary file renamed into place)."""
        pending, self._pending = self._pending, {}
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return
        for name, pixmap in pending.items():
            target = self.folder / f"{name}.png"
            partial = target.with_name(f"{target.name}.{os.getpid()}.part")
            try:
                if pixmap.save(str(partial), "PNG"):
                    os.replace(partial, target)
            except OSError:
                continue
            finally:
                partial.unlink(missing_ok=True)
