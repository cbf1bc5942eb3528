"""One running copy of the app owns the game in progress: a ``QLockFile`` says which.

The lock is held for the whole run. A copy that finds it held by a running process plays
without touching the saved game (and tells the player); a lock left by a crashed process is
stale (its process is gone) and is taken over.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLockFile


class InstanceLock:
    """The single-instance guard for the game in progress (``path`` None: never held)."""

    def __init__(self, path: Path | None) -> None:
        self._lock: QLockFile | None = None
        if path is not None:
            self._lock = QLockFile(str(path))
            self._lock.setStaleLockTime(0)

    def acquire(self) -> bool:
        """Take the lock if no running copy holds it; True if this copy now holds it."""
        if self._lock is None:
            return False
        if self._lock.isLocked():
            return True
        return self._lock.tryLock(0)

    @property
    def held(self) -> bool:
        """True while this copy holds the lock."""
        return self._lock is not None and self._lock.isLocked()

    def release(self) -> None:
        """Give the lock up (at quit)."""
        if self._lock is not None and self._lock.isLocked():
            self._lock.unlock()
