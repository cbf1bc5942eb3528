"""Everything the app keeps, opened together: preferences, statistics, saved game, lock.

>>> import tempfile
>>> from pathlib import Path
>>> with tempfile.TemporaryDirectory() as folder:
...     storage = AppStorage.open(Path(folder))
...     print(storage.tracker.autosaving, storage.take_notices())
...     storage.close()
True []
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .game_tracker import GameTracker
from .instance import InstanceLock
from .paths import ConfigPaths
from .preferences import Preferences
from .quarantine import Notice, NoticeKind, Quarantine
from .saved_game import SavedGame
from .statistics import StatisticsStore


@dataclass
class AppStorage:
    """The app's stored state. ``open`` never fails: whatever cannot be used is replaced (a bad
    file moved aside) or kept in memory, and ``take_notices`` says what happened."""

    paths: ConfigPaths
    usable: bool
    """False when the configuration directory cannot be used (everything is in memory)."""
    quarantine: Quarantine
    preferences: Preferences
    statistics: StatisticsStore
    saved_game: SavedGame
    instance_lock: InstanceLock
    tracker: GameTracker

    @classmethod
    def open(cls, directory: Path | None = None) -> AppStorage:
        """Open the stored state in ``directory`` (default: ``ConfigPaths.default()``, which
        honours ``SOLITAIRE_CONFIG_DIR``). Create the QCoreApplication first."""
        paths = ConfigPaths(directory) if directory is not None else ConfigPaths.default()
        quarantine = Quarantine()
        try:
            paths.ensure_directory()
            usable = True
        except OSError as error:
            usable = False
            reason = error.strerror or str(error)
            quarantine.report(Notice(NoticeKind.NO_CONFIG_DIR, paths.directory, None, reason))
        preferences = Preferences(paths.settings if usable else None, quarantine)
        if usable:
            statistics = StatisticsStore.open(paths.statistics, quarantine, paths.statistics_lock)
        else:
            statistics = StatisticsStore.in_memory()
        lock = InstanceLock(paths.lock if usable else None)
        owner = lock.acquire()
        if usable and not owner:
            quarantine.report(Notice(NoticeKind.ALREADY_RUNNING, paths.lock))
        saved_game = SavedGame(paths.saved_game if owner else None, quarantine)
        tracker = GameTracker(statistics, saved_game, quarantine)
        return cls(paths, usable, quarantine, preferences, statistics, saved_game, lock, tracker)

    def take_notices(self) -> list[Notice]:
        """The notices not yet shown (each is returned once); later ones also arrive through
        ``quarantine.reported``."""
        return self.quarantine.take()

    def close(self) -> None:
        """Write what is pending and let go of the files (call at quit, after
        ``tracker.on_quit``)."""
        self.preferences.sync()
        self.statistics.close()
        self.instance_lock.release()
