"""Bad files moved aside, and the notices the player is told once.

A stored file that cannot be trusted is never deleted: it is renamed beside itself as
``<name>.bad-YYYYMMDD-HHMMSS`` (UTC) so nothing is lost, and a ``Notice`` records what happened.
The UI shows the notices gathered while opening once per start (``take``) and listens to
``reported`` for the few that can happen later (an autosave that fails, say).
"""

from __future__ import annotations

import enum
import os
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

BAD_SUFFIX = ".bad-"


class NoticeKind(enum.Enum):
    """What a notice is about; each kind has its own message."""

    CORRUPT_STATISTICS = "corrupt-statistics"
    NEWER_STATISTICS = "newer-statistics"
    STATISTICS_UNAVAILABLE = "statistics-unavailable"
    BAD_SAVED_GAME = "bad-saved-game"
    SAVE_FAILED = "save-failed"
    BAD_SETTINGS_FILE = "bad-settings-file"
    BAD_SETTINGS_VALUES = "bad-settings-values"
    NO_CONFIG_DIR = "no-config-dir"
    ALREADY_RUNNING = "already-running"


@dataclass(frozen=True)
class Notice:
    """Something the player should be told once: a kind and the details its message names.

    ``moved_to`` is where a bad file went (None when nothing was moved); ``detail`` is a short,
    technical reason (not translated) that helps a bug report.
    """

    kind: NoticeKind
    path: Path | None = None
    moved_to: Path | None = None
    detail: str = ""
    names: tuple[str, ...] = field(default=())

    def message(self) -> str:
        """The player's message, translated now (so it follows the current language)."""
        kind = NoticeKind
        if self.kind is kind.CORRUPT_STATISTICS:
            text = QCoreApplication.translate(
                "Storage",
                "The statistics file was damaged and could not be read. It was kept as "
                "{moved} and new statistics were started.",
            )
        elif self.kind is kind.NEWER_STATISTICS:
            text = QCoreApplication.translate(
                "Storage",
                "The statistics file comes from a newer version of Solitaire. It was kept as "
                "{moved} and new statistics were started.",
            )
        elif self.kind is kind.STATISTICS_UNAVAILABLE:
            text = QCoreApplication.translate(
                "Storage",
                "The statistics cannot be opened ({detail}). Games played now will not be "
                "recorded after you quit.",
            )
        elif self.kind is kind.BAD_SAVED_GAME:
            text = QCoreApplication.translate(
                "Storage",
                "The saved game could not be restored ({detail}). It was kept as {moved} and "
                "a new game was dealt.",
            )
        elif self.kind is kind.SAVE_FAILED:
            text = QCoreApplication.translate(
                "Storage", "The game in progress could not be saved ({detail})."
            )
        elif self.kind is kind.BAD_SETTINGS_FILE:
            text = QCoreApplication.translate(
                "Storage",
                "The settings file could not be read. It was kept as {moved} and the default "
                "settings are used.",
            )
        elif self.kind is kind.BAD_SETTINGS_VALUES:
            text = QCoreApplication.translate(
                "Storage", "Some settings were not valid and were reset to their defaults: {names}."
            )
        elif self.kind is kind.NO_CONFIG_DIR:
            text = QCoreApplication.translate(
                "Storage",
                "The folder {path} cannot be used ({detail}). Settings, statistics and the game "
                "in progress will not be kept after you quit.",
            )
        else:
            text = QCoreApplication.translate(
                "Storage", "Solitaire is already running; this window will not save its game."
            )
        return text.format(
            moved=self.moved_to.name if self.moved_to else "",
            path=str(self.path or ""),
            detail=self.detail,
            names=", ".join(self.names),
        )


def aside_name(path: Path, when: datetime | None = None) -> Path:
    """A free name beside ``path`` for a bad copy: ``<name>.bad-YYYYMMDD-HHMMSS`` (UTC)."""
    stamp = (when or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}{BAD_SUFFIX}{stamp}")
    number = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}{BAD_SUFFIX}{stamp}-{number}")
        number += 1
    return candidate


class Quarantine(QObject):
    """Moves bad files aside and keeps the notices for the player.

    ``reported`` carries each ``Notice`` as it is made; ``notices`` holds those not yet taken.
    """

    reported = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._notices: list[Notice] = []
        self._reported_kinds: set[NoticeKind] = set()

    @property
    def notices(self) -> list[Notice]:
        """The notices not yet taken, oldest first."""
        return list(self._notices)

    def take(self) -> list[Notice]:
        """The notices not yet taken, which are then forgotten (show each one once)."""
        taken, self._notices = self._notices, []
        return taken

    def report(self, notice: Notice, *, once: bool = False) -> None:
        """Keep ``notice`` and emit ``reported``; with ``once``, only the first of its kind."""
        if once and notice.kind in self._reported_kinds:
            return
        self._reported_kinds.add(notice.kind)
        self._notices.append(notice)
        self.reported.emit(notice)

    def move_aside(
        self, path: Path, kind: NoticeKind, detail: str = "", companions: tuple[str, ...] = ()
    ) -> Path | None:
        """Rename ``path`` (and ``path + suffix`` for each of ``companions``, if present) aside,
        report a notice of ``kind``, and return the new name (None if it could not be moved,
        which is reported too, with the reason)."""
        target = aside_name(path)
        try:
            os.replace(path, target)
        except FileNotFoundError:
            return None
        except OSError as error:
            self.report(Notice(kind, path, None, f"{detail}; {error.strerror}".strip("; ")))
            return None
        for suffix in companions:
            extra = Path(f"{path}{suffix}")
            if extra.exists():
                try:
                    os.replace(extra, Path(f"{target}{suffix}"))
                except OSError:
                    extra.unlink(missing_ok=True)
        self.report(Notice(kind, path, target, detail))
        return target
