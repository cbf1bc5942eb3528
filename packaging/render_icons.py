"""Render the application icon's PNG sizes (and .ico/.icns) from its SVG with QSvgRenderer.

    python packaging/render_icons.py                 # PNGs into resources/icons/
    python packaging/render_icons.py --ico X.ico     # also a Windows icon
    python packaging/render_icons.py --icns X.icns   # also a macOS icon

The PNGs are committed; run this again after editing the SVG.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
ICON_NAME = "io.github.solitaire.Solitaire"
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZE = 512


def qt_app() -> object:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication(sys.argv[:1])


def render(svg: Path, size: int) -> QImage:
    """Draw ``svg`` into a transparent ``size`` x ``size`` ARGB image."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def write_pngs(svg: Path, folder: Path) -> list[Path]:
    """Write ``<ICON_NAME>-<size>.png`` for every size in ``PNG_SIZES``."""
    written = []
    for size in PNG_SIZES:
        target = folder / f"{ICON_NAME}-{size}.png"
        if not render(svg, size).save(str(target)):
            raise SystemExit(f"cannot write {target}")
        written.append(target)
    return written


def png_bytes(image: QImage) -> bytes:
    """Encode ``image`` as PNG."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImageWriter

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, b"png")
    if not writer.write(image):
        raise SystemExit(f"cannot encode PNG: {writer.errorString()}")
    buffer.close()
    return bytes(data.data())


def write_ico(svg: Path, target: Path) -> Path:
    """Write a Windows .ico holding every size in ``ICO_SIZES`` as PNG-compressed entries.

    Qt's own ICO writer stores a single image, so the directory is assembled here.
    """
    blobs = [png_bytes(render(svg, size)) for size in ICO_SIZES]
    header = struct.pack("<HHH", 0, 1, len(blobs))
    offset = len(header) + 16 * len(blobs)
    entries = b""
    for size, blob in zip(ICO_SIZES, blobs, strict=True):
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    target.write_bytes(header + entries + b"".join(blobs))
    return target


def write_icns(svg: Path, target: Path) -> Path:
    """Write a macOS .icns; Qt's ICNS writer adds the smaller power-of-two sizes itself."""
    from PySide6.QtGui import QImageWriter

    writer = QImageWriter(str(target), b"icns")
    if not writer.write(render(svg, ICNS_SIZE)):
        raise SystemExit(f"cannot write {target}: {writer.errorString()}")
    return target


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--svg", type=Path, default=ICONS / f"{ICON_NAME}.svg")
    parser.add_argument("--out", type=Path, default=ICONS, help="folder for the PNGs")
    parser.add_argument("--ico", type=Path, help="also write a Windows .ico here")
    parser.add_argument("--icns", type=Path, help="also write a macOS .icns here")
    parser.add_argument("--no-png", action="store_true", help="skip the PNG sizes")
    args = parser.parse_args(argv)
    qt_app()
    if not args.no_png:
        args.out.mkdir(parents=True, exist_ok=True)
        for path in write_pngs(args.svg, args.out):
            print(path)
    if args.ico:
        print(write_ico(args.svg, args.ico))
    if args.icns:
        print(write_icns(args.svg, args.icns))
    return 0


if __name__ == "__main__":
    sys.exit(main())
