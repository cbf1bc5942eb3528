"""Rendered card pixmaps kept on disk between runs, so that the first frame of the table does
not wait for the cards to be drawn again (they take about a millisecond each).

The folder is ``$SOLITAIRE_CACHE_DIR`` or the user cache directory, in a subfolder named by a
fingerprint of the card-drawing code, the Qt version and the file format: a change to any of
them starts a new folder. Each card is one file of raw premultiplied ARGB pixels behind a small
header: reading one costs a tenth of decoding a PNG. A file that cannot be read, or has the
wrong size, is ignored and drawn anew; writes happen a little after start-up, when the table is
idle (or at quit), and a failure to write is harmless. Card sizes not used in a run are deleted
once more than ``KEPT_SIZES`` sizes are on disk.
"""

from __future__ import annotations

import os
import struct
import zlib
from collections import defaultdict
from functools import cache
from pathlib import Path

import platformdirs
from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QImage, QPixmap

WRITE_DELAY_MS = 3000
KEPT_SIZES = 4
"""Card sizes (width, pixel ratio, deck colours) kept on disk beyond those used in this run."""
SUFFIX = ".argb"
_MAGIC = b"SOLCARD1"
_HEADER = struct.Struct("<8sII")
_ART_SOURCES = (
    "card_art.py",
    "card_art_paint.py",
    "card_art_face.py",
    "card_art_court.py",
    "card_art_shapes.py",
)


@cache
def art_fingerprint() -> str:
    """A short checksum of the card-drawing sources, the Qt version and the file format."""
    data = [pyside_version.encode(), _MAGIC]
    here = Path(__file__).resolve().parent
    for name in _ART_SOURCES:
        try:
            data.append((here / name).read_bytes())
        except OSError:
            data.append(name.encode())
    joined = b"\0".join(data)
    return f"{zlib.crc32(joined):08x}{zlib.adler32(joined):08x}"


def cache_root() -> Path:
    """The app's cache folder: ``$SOLITAIRE_CACHE_DIR`` or the user cache directory."""
    return Path(os.environ.get("SOLITAIRE_CACHE_DIR") or platformdirs.user_cache_dir("solitaire"))


def default_folder() -> Path:
    """Where the rendered cards of this version of the art are kept."""
    return cache_root() / "cards" / art_fingerprint()


def size_of(name: str) -> str:
    """The size part of a card's name: width, pixel ratio and deck colours
    (``face-13-90-1-0`` → ``90-1-0``)."""
    return "-".join(name.rsplit("-", 3)[1:])


class CardDiskCache(QObject):
    """Loads rendered cards by name and writes new ones shortly after they are drawn."""

    def __init__(self, folder: Path | None = None) -> None:
        super().__init__()
        self.folder = folder if folder is not None else default_folder()
        self._pending: dict[str, QPixmap] = {}
        self._sizes_used: set[str] = set()
        self._buffer = bytearray()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.flush)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)

    def load(self, name: str, width_px: int, height_px: int, dpr: float) -> QPixmap | None:
        """The pixmap stored as ``name`` if it is there and has the expected size."""
        self._sizes_used.add(size_of(name))
        expected = _HEADER.size + width_px * height_px * 4
        if len(self._buffer) != expected:
            self._buffer = bytearray(expected)
        try:
            with (self.folder / f"{name}{SUFFIX}").open("rb", buffering=0) as handle:
                whole = handle.readinto(self._buffer) == expected and not handle.read(1)
        except OSError:
            return None
        if not whole or _HEADER.unpack_from(self._buffer) != (_MAGIC, width_px, height_px):
            return None
        pixels = QImage(
            memoryview(self._buffer)[_HEADER.size :],
            width_px,
            height_px,
            width_px * 4,
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        # The copy owns its pixels: the QImage above, and a pixmap made from it, would share
        # the buffer that the next card is read into.
        pixmap = QPixmap.fromImage(pixels.copy())
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def has(self, name: str) -> bool:
        """True if the pixmap ``name`` is on disk or waiting to be written."""
        return name in self._pending or (self.folder / f"{name}{SUFFIX}").is_file()

    def store(self, name: str, pixmap: QPixmap) -> None:
        """Keep ``pixmap`` as ``name`` (written a little later, with the others drawn since)."""
        self._sizes_used.add(size_of(name))
        self._pending[name] = pixmap
        if not self._timer.isActive():
            self._timer.start(WRITE_DELAY_MS)

    def flush(self) -> None:
        """Write every pending pixmap now (each to a temporary file renamed into place), then
        delete the sizes not used in this run beyond ``KEPT_SIZES``."""
        pending, self._pending = self._pending, {}
        if not pending:
            return
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return
        for name, pixmap in pending.items():
            image = pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
            header = _HEADER.pack(_MAGIC, image.width(), image.height())
            target = self.folder / f"{name}{SUFFIX}"
            partial = target.with_name(f"{target.name}.{os.getpid()}.part")
            try:
                partial.write_bytes(header + bytes(image.constBits()))
                os.replace(partial, target)
            except OSError:
                continue
            finally:
                partial.unlink(missing_ok=True)
        self._prune()

    def _prune(self) -> None:
        by_size: dict[str, list[Path]] = defaultdict(list)
        try:
            for path in self.folder.glob(f"*{SUFFIX}"):
                by_size[size_of(path.stem)].append(path)
            unused = [size for size in by_size if size not in self._sizes_used]
            newest_first = sorted(
                unused, key=lambda size: max(p.stat().st_mtime for p in by_size[size]), reverse=True
            )
        except OSError:
            return
        for size in newest_first[KEPT_SIZES:]:
            for path in by_size[size]:
                try:
                    path.unlink(missing_ok=True)
                except OSError:
                    continue
