"""Writing a whole file atomically: readers see the old content or the new, never a mix."""

from __future__ import annotations

from pathlib import Path


def write_atomically(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` through ``QSaveFile`` (a synced temporary file renamed over
    the old one); OSError if anything fails, leaving the old file untouched."""
    # Imported here: the app reads the saved game before its first frame, and writes later.
    from PySide6.QtCore import QIODevice, QSaveFile

    saver = QSaveFile(str(path))
    if not saver.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(f"cannot write {path}: {saver.errorString()}")
    written = saver.write(data)
    if written != len(data):
        reason = saver.errorString()
        saver.cancelWriting()
        saver.commit()
        raise OSError(f"cannot write {path}: {reason}")
    if not saver.commit():
        raise OSError(f"cannot write {path}: {saver.errorString()}")
