"""Everything the app keeps, opened together: preferences, statistics, saved game, lock.

>>> import tempfile
>>> from pathlib import Path
>>> with tempfile.TemporaryDirectory() as folder:
...     storage = AppStorage.open(Path(folder))
...     print(storage.tracker.autosaving, storage.take_notices())
...     storage.close()
True []

The statistics database can be opened a little later (``open(defer_statistics=True)``, then
``open_statistics()``): the app shows its first frame from the preferences and the saved game
alone, and opens SQLite just after.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from .instance import InstanceLock
from .paths import ConfigPaths
from .preferences import Preferences
from .quarantine import Notice, NoticeKind, Quarantine
from .saved_game import SavedGame

if TYPE_CHECKING:
    from .game_tracker import GameTracker
    from .statistics import StatisticsStore


class AppStorage:
    """The app's stored state. ``open`` never fails: whatever cannot be used is replaced (a bad
    file moved aside) or kept in memory, and ``take_notices`` says what happened."""

    def __init__(
        self,
        paths: ConfigPaths,
        usable: bool,
        quarantine: Quarantine,
        preferences: Preferences,
        saved_game: SavedGame,
        instance_lock: InstanceLock,
    ) -> None:
        self.paths = paths
        self.usable = usable
        """False when the configuration directory cannot be used (everything is in memory)."""
        self.quarantine = quarantine
        self.preferences = preferences
        self.saved_game = saved_game
        self.instance_lock = instance_lock
        self._statistics: StatisticsStore | None = None
        self._tracker: GameTracker | None = None

    @classmethod
    def open(cls, directory: Path | None = None, *, defer_statistics: bool = False) -> AppStorage:
        """Open the stored state in ``directory`` (default: ``ConfigPaths.default()``, which
        honours ``SOLITAIRE_CONFIG_DIR``). Create the QCoreApplication first. With
        ``defer_statistics`` the statistics database is opened by ``open_statistics()`` (or
        on first use of ``statistics`` or ``tracker``)."""
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
        lock = InstanceLock(paths.lock if usable else None)
        owner = lock.acquire()
        if usable and not owner:
            quarantine.report(Notice(NoticeKind.ALREADY_RUNNING, paths.lock))
        saved_game = SavedGame(paths.saved_game if owner else None, quarantine)
        storage = cls(paths, usable, quarantine, preferences, saved_game, lock)
        if not defer_statistics:
            storage.open_statistics()
        return storage

    def open_statistics(self) -> StatisticsStore:
        """Open the statistics database and make the game tracker, if not done yet."""
        if self._statistics is None:
            from .game_tracker import GameTracker
            from .statistics import StatisticsStore

            if self.usable:
                self._statistics = StatisticsStore.open(
                    self.paths.statistics, self.quarantine, self.paths.statistics_lock
                )
            else:
                self._statistics = StatisticsStore.in_memory()
            self._tracker = GameTracker(self._statistics, self.saved_game, self.quarantine)
        return self._statistics

    @property
    def statistics(self) -> StatisticsStore:
        """The statistics database (opened now if it was deferred)."""
        return self.open_statistics()

    @property
    def tracker(self) -> GameTracker:
        """The counting rules, following the game on the table (made with the statistics)."""
        self.open_statistics()
        assert self._tracker is not None
        return self._tracker

    def take_notices(self) -> list[Notice]:
        """The notices not yet shown (each is returned once); later ones also arrive through
        ``quarantine.reported``."""
        return self.quarantine.take()

    def close(self) -> None:
        """Write what is pending and let go of the files (call at quit, after
        ``tracker.on_quit``)."""
        self.preferences.sync()
        if self._statistics is not None:
            self._statistics.close()
        self.instance_lock.release()
