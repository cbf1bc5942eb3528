"""The player's preferences: one typed table of keys and defaults, kept with ``QSettings``.

Every preference is a ``Setting`` declared once below; code refers to the object, never to its
key string::

    prefs.get(DOUBLE_CLICK)          # -> bool
    prefs.set(ANIMATION_SPEED, AnimationSpeed.FAST)
    prefs.changed.connect(on_change) # called with the key, e.g. "animation_speed"

A stored value that is missing, of the wrong type, unparsable or out of range reads as the
default. Bad values found when the file is opened are removed (so the defaults take their
place on disk too) and reported once in a single notice; keys this version does not know are
left alone. A file that cannot be read at all is moved aside.
"""

from __future__ import annotations

import base64
import binascii
import enum
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, QSettings, Signal

from .quarantine import Notice, NoticeKind, Quarantine

T = TypeVar("T")


class AnimationSpeed(enum.StrEnum):
    """How fast cards move; ``OFF`` places them at once."""

    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"


LANGUAGES: tuple[str, ...] = ("en", "fr", "el", "bg", "ro", "th")
"""The languages the app is translated into; the ``language`` preference is one of them or ""
(the system's language)."""


def _parse_bool(raw: object) -> bool:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.strip().lower() in ("true", "false"):
        return raw.strip().lower() == "true"
    raise ValueError(f"not a boolean: {raw!r}")


def _parse_int(raw: object) -> int:
    if isinstance(raw, bool):
        raise ValueError("a boolean is not a number")
    if isinstance(raw, int):
        return raw
    if isinstance(raw, str):
        return int(raw.strip())
    raise ValueError(f"not a number: {raw!r}")


def _parse_str(raw: object) -> str:
    if isinstance(raw, str):
        return raw
    raise ValueError(f"not text: {raw!r}")


def _parse_bytes(raw: object) -> bytes:
    try:
        return base64.b64decode(_parse_str(raw), validate=True)
    except binascii.Error as error:
        raise ValueError(str(error)) from None


def _dump_bytes(value: bytes) -> str:
    return base64.b64encode(value).decode("ascii")


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One preference: its key in the file, its default, and how a stored value is checked.

    ``parse`` turns what ``QSettings`` returns (INI files give back text) into a value or
    raises ValueError; ``choices``, when given, lists every allowed value; ``dump`` turns a value
    into what is stored.
    """

    key: str
    default: T
    parse: Callable[[object], T]
    choices: tuple[T, ...] | None = None
    dump: Callable[[T], object] = lambda value: value

    def validate(self, raw: object) -> T:
        """The value ``raw`` stands for; ValueError if it is not one this setting allows."""
        value = self.parse(raw)
        if self.choices is not None and value not in self.choices:
            raise ValueError(f"{value!r} is not one of {self.choices!r}")
        return value


def _bool(key: str, default: bool) -> Setting[bool]:
    return Setting(key, default, _parse_bool)


DOUBLE_CLICK = _bool("double_click", True)
"""A double-click sends a card to the best place."""
AUTO_PLACEMENT = _bool("auto_placement", False)
"""A card dropped where it cannot go goes to the best place instead."""
PLACEMENT_HELP = _bool("placement_help", True)
"""While dragging, piles that accept the cards are highlighted."""
INTERACTIVE_RULES = _bool("interactive_rules", True)
"""A refused move is explained in words."""
CONFIRM_ABANDON = _bool("confirm_abandon", True)
"""Ask before abandoning a started game (which counts as a loss)."""
FOUR_COLOUR = _bool("four_colour", False)
"""Four-colour deck: ♠ black, ♥ red, ♦ blue, ♣ green."""
SHOW_ELAPSED_TIME = _bool("show_elapsed_time", True)
"""The status bar shows the clock."""
ASSISTANT = _bool("assistant", False)
"""The game assistant: a winnability indicator and hints (H), computed by the solver."""
ANIMATION_SPEED: Setting[AnimationSpeed] = Setting(
    "animation_speed",
    AnimationSpeed.NORMAL,
    lambda raw: AnimationSpeed(_parse_str(raw).strip().lower()),
    dump=str,
)
"""How fast cards move, or off."""
LANGUAGE: Setting[str] = Setting("language", "", _parse_str, choices=("", *LANGUAGES))
"""The interface language; "" follows the system."""
NEW_GAME_VARIANT: Setting[str] = Setting(
    "new_game_variant", "thoughtful", _parse_str, choices=("thoughtful", "forty-thieves")
)
"""The game the New game dialog offers first (the last one chosen)."""
NEW_GAME_DRAW: Setting[int] = Setting("new_game_draw", 1, _parse_int, choices=(1, 3))
"""Thoughtful's draw mode the New game dialog offers first (the last one chosen)."""
NEW_GAME_WINNABLE_ONLY = _bool("new_game_winnable_only", False)
"""The New game dialog's "Winnable deals only" box (shown with the assistant on), as last left."""
WINDOW_GEOMETRY: Setting[bytes] = Setting("window_geometry", b"", _parse_bytes, dump=_dump_bytes)
"""The main window's size and place (``QWidget.saveGeometry()``), restored at start."""

SETTINGS: tuple[Setting[Any], ...] = (
    DOUBLE_CLICK,
    AUTO_PLACEMENT,
    PLACEMENT_HELP,
    INTERACTIVE_RULES,
    CONFIRM_ABANDON,
    ANIMATION_SPEED,
    FOUR_COLOUR,
    LANGUAGE,
    SHOW_ELAPSED_TIME,
    ASSISTANT,
    NEW_GAME_VARIANT,
    NEW_GAME_DRAW,
    NEW_GAME_WINNABLE_ONLY,
    WINDOW_GEOMETRY,
)
"""Every preference, in the order a dialog would show them."""

_BY_KEY: dict[str, Setting[Any]] = {s.key: s for s in SETTINGS}


def setting(key: str) -> Setting[Any]:
    """The setting stored under ``key``; KeyError if there is none."""
    return _BY_KEY[key]


def _file_is_unreadable(path: Path) -> str | None:
    """Why ``path`` cannot be an INI file we wrote, or None if it can be read."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        return error.strerror or str(error)
    if b"\0" in data:
        return "binary data"
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return "not UTF-8 text"
    return None


class Preferences(QObject):
    """The preferences, read and written at once through ``QSettings`` (INI) at ``path``.

    With ``path`` None (no usable configuration directory) the values live in memory only.
    ``changed`` is emitted with the key after ``set`` or ``reset`` changes a value.
    """

    changed = Signal(str)

    def __init__(
        self,
        path: Path | None,
        quarantine: Quarantine | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._quarantine = quarantine or Quarantine(self)
        self._memory: dict[str, object] = {}
        self._settings: QSettings | None = None
        if path is not None:
            self._settings = self._open(path)
            self._drop_bad_values()

    def _open(self, path: Path) -> QSettings:
        reason = _file_is_unreadable(path)
        settings = QSettings(str(path), QSettings.Format.IniFormat)
        if reason is None and settings.status() == QSettings.Status.FormatError:
            reason = "not an INI file"
        if reason is not None:
            del settings
            self._quarantine.move_aside(path, NoticeKind.BAD_SETTINGS_FILE, reason)
            settings = QSettings(str(path), QSettings.Format.IniFormat)
            settings.clear()
        return settings

    def _drop_bad_values(self) -> None:
        settings = self._settings
        assert settings is not None
        bad: list[str] = []
        for item in SETTINGS:
            raw = settings.value(item.key)
            if raw is None:
                continue
            try:
                item.validate(raw)
            except ValueError:
                bad.append(item.key)
                settings.remove(item.key)
        if bad:
            settings.sync()
            self._quarantine.report(
                Notice(NoticeKind.BAD_SETTINGS_VALUES, names=tuple(bad)), once=True
            )

    @property
    def persistent(self) -> bool:
        """True when values are written to a file (not only kept in memory)."""
        return self._settings is not None

    def _raw(self, key: str) -> object:
        if self._settings is None:
            return self._memory.get(key)
        return self._settings.value(key)

    def get(self, item: Setting[T]) -> T:
        """The value of ``item``: the stored one, or the default if none is stored or it is bad."""
        raw = self._raw(item.key)
        if raw is None:
            return item.default
        try:
            return item.validate(raw)
        except ValueError:
            return item.default

    def value(self, key: str) -> object:
        """The value stored under ``key`` (for code that only has the key, as ``changed``
        gives it); KeyError for an unknown key."""
        return self.get(setting(key))

    def set(self, item: Setting[T], value: T) -> None:
        """Store ``value`` (written at once) and emit ``changed`` if it differs; ValueError if
        ``item`` does not allow it."""
        if not isinstance(value, type(item.default)):
            raise ValueError(f"{item.key} takes a {type(item.default).__name__}, not {value!r}")
        checked = item.validate(item.dump(value))
        if checked == self.get(item) and self._raw(item.key) is not None:
            return
        stored = item.dump(checked)
        if self._settings is None:
            self._memory[item.key] = stored
        else:
            self._settings.setValue(item.key, stored)
            self._settings.sync()
        self.changed.emit(item.key)

    def reset(self, item: Setting[Any]) -> None:
        """Forget the stored value of ``item`` so it reads as its default again."""
        before = self.get(item)
        if self._settings is None:
            self._memory.pop(item.key, None)
        else:
            self._settings.remove(item.key)
            self._settings.sync()
        if self.get(item) != before:
            self.changed.emit(item.key)

    def reset_all(self) -> None:
        """Every preference back to its default."""
        for item in SETTINGS:
            self.reset(item)

    def sync(self) -> None:
        """Write pending changes now (``set`` already does; this is for quitting)."""
        if self._settings is not None:
            self._settings.sync()
