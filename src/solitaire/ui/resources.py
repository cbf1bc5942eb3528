"""Where the application's data files live, and the application icon built from them.

The top-level ``resources/`` folder (icons, translations, rules pages, and in a desktop build
the bundled fonts) is found in three situations:

* a PyInstaller build: ``<sys._MEIPASS>/resources``;
* an installed wheel: ``solitaire/resources`` inside the package;
* a source checkout (also an editable install): ``<repo>/resources``.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

APP_ICON_NAME = "io.github.solitaire.Solitaire"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)

_PACKAGE_DIR = Path(__file__).resolve().parent.parent


def _candidates() -> list[Path]:
    frozen_root = getattr(sys, "_MEIPASS", None)
    found = [Path(frozen_root) / "resources"] if frozen_root else []
    found.append(_PACKAGE_DIR / "resources")
    found.append(_PACKAGE_DIR.parent.parent / "resources")
    return found


@cache
def resources_dir() -> Path:
    """Return the ``resources/`` folder of this copy of the application.

    Falls back to the source-tree location when no candidate exists, so callers get a path
    whose children simply do not exist rather than an exception.
    """
    candidates = _candidates()
    for folder in candidates:
        if folder.is_dir():
            return folder
    return candidates[-1]


def icons_dir() -> Path:
    """Return the folder holding the application icon (SVG and PNG sizes)."""
    return resources_dir() / "icons"


def app_icon() -> QIcon:
    """Return the application icon: the scalable SVG plus every pre-rendered PNG size.

    An empty ``QIcon`` comes back when the icon files are missing. (``QIcon`` is imported here:
    PySide takes milliseconds to set the class up, and the app sets its icon after the first
    frame.)
    """
    from PySide6.QtGui import QIcon

    icon = QIcon()
    folder = icons_dir()
    svg = folder / f"{APP_ICON_NAME}.svg"
    if svg.is_file():
        icon.addFile(str(svg))
    for size in ICON_SIZES:
        png = folder / f"{APP_ICON_NAME}-{size}.png"
        if png.is_file():
            icon.addFile(str(png))
    return icon
