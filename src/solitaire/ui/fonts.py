"""Fonts shipped with the desktop build.

A frozen build may run on a machine with no fonts installed at all, where Qt would draw every
label as empty boxes. The build therefore carries its own fonts in ``resources/fonts/``;
this module registers them with Qt. Running from source (or from a wheel) there is no such
folder and the system fonts are used.
"""

from __future__ import annotations

from pathlib import Path

from solitaire.ui.resources import resources_dir

__all__ = ["FONT_SUFFIXES", "bundled_fonts_dir", "load_bundled_fonts", "resources_dir"]

FONT_SUFFIXES = (".ttf", ".otf", ".ttc")


def bundled_fonts_dir() -> Path:
    """Return the folder a desktop build keeps its fonts in (it may not exist)."""
    return resources_dir() / "fonts"


def load_bundled_fonts(folder: Path | None = None) -> list[str]:
    """Register every font file in ``folder`` (default: the bundled fonts folder) with Qt.

    Needs a ``QGuiApplication``. Returns the families that were added, without duplicates,
    in the order first seen; an empty list when the folder does not exist.
    """
    folder = bundled_fonts_dir() if folder is None else folder
    if not folder.is_dir():
        return []
    from PySide6.QtGui import QFontDatabase  # here: a run from source has no such folder

    families: list[str] = []
    for path in sorted(folder.iterdir()):
        if path.suffix.lower() not in FONT_SUFFIXES:
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            continue
        for family in QFontDatabase.applicationFontFamilies(font_id):
            if family not in families:
                families.append(family)
    return families
