"""Where the app keeps its files: one configuration directory and the names inside it.

The directory is ``$SOLITAIRE_CONFIG_DIR`` when that variable is set (tests, portable use), else
the platform's user configuration directory for "solitaire" (``platformdirs``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

CONFIG_DIR_ENV = "SOLITAIRE_CONFIG_DIR"
"""Environment variable that overrides the configuration directory."""

SETTINGS_FILE = "settings.ini"
STATISTICS_FILE = "statistics.sqlite3"
SAVED_GAME_FILE = "current-game.txt"
LOCK_FILE = "current-game.lock"
STATISTICS_LOCK_FILE = "statistics.lock"


def config_dir() -> Path:
    """The configuration directory (not created): the override if set, else platformdirs'."""
    override = os.environ.get(CONFIG_DIR_ENV, "").strip()
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_config_dir("solitaire", appauthor=False))


@dataclass(frozen=True)
class ConfigPaths:
    """The files of one configuration directory."""

    directory: Path

    @classmethod
    def default(cls) -> ConfigPaths:
        """The paths in ``config_dir()``."""
        return cls(config_dir())

    def ensure_directory(self) -> None:
        """Create the directory (and its parents) if needed; OSError if it cannot be used."""
        self.directory.mkdir(parents=True, exist_ok=True)
        if not self.directory.is_dir():
            raise NotADirectoryError(f"not a directory: {self.directory}")
        if not os.access(self.directory, os.R_OK | os.W_OK | os.X_OK):
            raise PermissionError(f"cannot read and write {self.directory}")

    @property
    def settings(self) -> Path:
        """The preferences (QSettings, INI format)."""
        return self.directory / SETTINGS_FILE

    @property
    def statistics(self) -> Path:
        """The statistics database (SQLite)."""
        return self.directory / STATISTICS_FILE

    @property
    def statistics_lock(self) -> Path:
        """Held briefly while the statistics database is checked and, if bad, moved aside."""
        return self.directory / STATISTICS_LOCK_FILE

    @property
    def saved_game(self) -> Path:
        """The game in progress, as an engine record."""
        return self.directory / SAVED_GAME_FILE

    @property
    def lock(self) -> Path:
        """Held by the one running copy of the app that saves the game in progress."""
        return self.directory / LOCK_FILE
