"""Preferences, statistics and the saved game; no widgets (QtCore only).

Open everything with ``AppStorage.open()``; see each module for the details:

- ``paths``: the configuration directory (``SOLITAIRE_CONFIG_DIR`` or platformdirs);
- ``preferences``: the one typed table of settings, and ``Preferences`` (QSettings, INI);
- ``statistics``: ``StatisticsStore`` (SQLite): recording, summaries, history queries;
- ``history``: ``HistoryPager`` (the history a page at a time) and ``load_dialog_data``;
- ``csv_io``: CSV export and import of the statistics;
- ``saved_game``: the game in progress, saved atomically after every action;
- ``instance``: the lock that lets one running copy own the saved game;
- ``game_tracker``: the counting rules (when a game counts, is won, is lost);
- ``quarantine``: bad files moved aside, and the notices the player is told once.

The names below are imported from their module when first used, so that the app's first frame
does not wait for SQLite and the statistics code (they are opened just after it).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .app_storage import AppStorage
    from .csv_io import export_csv, import_csv, parse_csv, read_csv
    from .game_tracker import GameEnd, GameTracker, ResumedGame
    from .history import DialogData, HistoryPager, load_dialog_data
    from .instance import InstanceLock
    from .paths import CONFIG_DIR_ENV, ConfigPaths, config_dir
    from .preferences import SETTINGS, AnimationSpeed, Preferences, Setting
    from .quarantine import Notice, NoticeKind, Quarantine
    from .results import VARIANTS, GameResult, Result, variant_key
    from .saved_game import GameState, SavedGame, SavedGameData
    from .statistics import (
        HistoryRow,
        RecordKind,
        ScorePoint,
        StatisticsError,
        StatisticsStore,
        Streak,
        Summary,
        new_records,
    )

_MODULES = {
    "app_storage": ("AppStorage",),
    "csv_io": ("export_csv", "import_csv", "parse_csv", "read_csv"),
    "game_tracker": ("GameEnd", "GameTracker", "ResumedGame"),
    "history": ("DialogData", "HistoryPager", "load_dialog_data"),
    "instance": ("InstanceLock",),
    "paths": ("CONFIG_DIR_ENV", "ConfigPaths", "config_dir"),
    "preferences": ("SETTINGS", "AnimationSpeed", "Preferences", "Setting"),
    "quarantine": ("Notice", "NoticeKind", "Quarantine"),
    "results": ("VARIANTS", "GameResult", "Result", "variant_key"),
    "saved_game": ("GameState", "SavedGame", "SavedGameData"),
    "statistics": (
        "HistoryRow",
        "RecordKind",
        "ScorePoint",
        "StatisticsError",
        "StatisticsStore",
        "Streak",
        "Summary",
        "new_records",
    ),
}
_MODULE_OF = {name: module for module, names in _MODULES.items() for name in names}

__all__ = [
    "CONFIG_DIR_ENV",
    "SETTINGS",
    "VARIANTS",
    "AnimationSpeed",
    "AppStorage",
    "ConfigPaths",
    "DialogData",
    "GameEnd",
    "GameResult",
    "GameState",
    "GameTracker",
    "HistoryPager",
    "HistoryRow",
    "InstanceLock",
    "Notice",
    "NoticeKind",
    "Preferences",
    "Quarantine",
    "RecordKind",
    "Result",
    "ResumedGame",
    "SavedGame",
    "SavedGameData",
    "ScorePoint",
    "Setting",
    "StatisticsError",
    "StatisticsStore",
    "Streak",
    "Summary",
    "config_dir",
    "export_csv",
    "import_csv",
    "load_dialog_data",
    "new_records",
    "parse_csv",
    "read_csv",
    "variant_key",
]


def __getattr__(name: str) -> object:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
