"""Room for the menu bar and the status bar in the table's first frame.

The window shows the table before it has its menu bar and status bar (they come a frame
later), so the table would be laid out for a taller view first, then again for the final one.
Their heights are remembered in the cache folder from the last run: the first frame leaves that
room free (as margins of the window), the bars take it over, and the table keeps its place and
size. A missing or outdated value (another font, a new style) costs only that second layout and
is written anew.
"""

from __future__ import annotations

from pathlib import Path

from .scene.card_disk_cache import cache_root

FILE_NAME = "window-bars"
MAX_HEIGHT = 200
"""A height above this (in logical pixels) is not believed."""


def room_file() -> Path:
    """The file that keeps the two heights."""
    return cache_root() / FILE_NAME


def remembered_room() -> tuple[int, int] | None:
    """The heights of the menu bar and the status bar on the last run, if known."""
    try:
        fields = room_file().read_text(encoding="ascii").split()
    except (OSError, ValueError):
        return None
    if len(fields) != 2 or not all(field.isdigit() for field in fields):
        return None
    top, bottom = int(fields[0]), int(fields[1])
    if top > MAX_HEIGHT or bottom > MAX_HEIGHT:
        return None
    return top, bottom


def remember_room(top: int, bottom: int) -> None:
    """Keep the bars' heights for the next run (a failure to write is harmless)."""
    if remembered_room() == (top, bottom):
        return
    path = room_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"{top} {bottom}\n", encoding="ascii")
    except OSError:
        return
