"""Preferences: one typed table, persisted in INI, bad values falling back to defaults."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from solitaire.storage import (
    SETTINGS,
    AnimationSpeed,
    NoticeKind,
    Preferences,
    Quarantine,
    Setting,
)
from solitaire.storage.preferences import (
    ANIMATION_SPEED,
    ASSISTANT,
    AUTO_PLACEMENT,
    CONFIRM_ABANDON,
    DOUBLE_CLICK,
    FOUR_COLOUR,
    INTERACTIVE_RULES,
    LANGUAGE,
    NEW_GAME_DRAW,
    NEW_GAME_VARIANT,
    NEW_GAME_WINNABLE_ONLY,
    PLACEMENT_HELP,
    SHOW_ELAPSED_TIME,
    WINDOW_GEOMETRY,
    setting,
)

SPEC_DEFAULTS: dict[Setting[Any], Any] = {
    DOUBLE_CLICK: True,
    AUTO_PLACEMENT: False,
    PLACEMENT_HELP: True,
    INTERACTIVE_RULES: True,
    CONFIRM_ABANDON: True,
    ANIMATION_SPEED: AnimationSpeed.NORMAL,
    FOUR_COLOUR: False,
    LANGUAGE: "",
    ASSISTANT: False,
}

OTHER_VALUES: dict[Setting[Any], Any] = {
    DOUBLE_CLICK: False,
    AUTO_PLACEMENT: True,
    PLACEMENT_HELP: False,
    INTERACTIVE_RULES: False,
    CONFIRM_ABANDON: False,
    ANIMATION_SPEED: AnimationSpeed.OFF,
    FOUR_COLOUR: True,
    LANGUAGE: "th",
    SHOW_ELAPSED_TIME: False,
    ASSISTANT: True,
    NEW_GAME_VARIANT: "forty-thieves",
    NEW_GAME_DRAW: 3,
    NEW_GAME_WINNABLE_ONLY: True,
    WINDOW_GEOMETRY: b"\x01\xd9\xd0\xcb\x00\x03",
}


def test_each_key_is_spelled_once_and_every_setting_is_covered() -> None:
    keys = [item.key for item in SETTINGS]
    assert len(keys) == len(set(keys))
    assert set(OTHER_VALUES) == set(SETTINGS)
    assert all(setting(item.key) is item for item in SETTINGS)


def test_defaults_are_the_specified_ones(tmp_path: Path) -> None:
    prefs = Preferences(tmp_path / "settings.ini")
    for item, default in SPEC_DEFAULTS.items():
        assert prefs.get(item) == default
    assert prefs.get(NEW_GAME_DRAW) == 1 and prefs.get(NEW_GAME_VARIANT) == "thoughtful"


def test_changes_persist_and_signal_their_key(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    prefs = Preferences(path)
    seen: list[str] = []
    prefs.changed.connect(seen.append)
    for item, value in OTHER_VALUES.items():
        prefs.set(item, value)
    assert seen == [item.key for item in OTHER_VALUES]
    prefs.set(DOUBLE_CLICK, False)
    assert len(seen) == len(OTHER_VALUES)
    text = path.read_text(encoding="utf-8")
    assert "double_click=false" in text and "animation_speed=off" in text
    again = Preferences(path)
    for item, value in OTHER_VALUES.items():
        assert again.get(item) == value
        assert type(again.get(item)) is type(value)
    assert again.value("language") == "th"


def test_reset_returns_to_the_default(tmp_path: Path) -> None:
    prefs = Preferences(tmp_path / "settings.ini")
    prefs.set(FOUR_COLOUR, True)
    seen: list[str] = []
    prefs.changed.connect(seen.append)
    prefs.reset_all()
    assert prefs.get(FOUR_COLOUR) is False and seen == ["four_colour"]


def test_values_of_the_wrong_type_are_refused_on_set(tmp_path: Path) -> None:
    prefs = Preferences(tmp_path / "settings.ini")
    wrong: list[tuple[Setting[Any], object]] = [
        (DOUBLE_CLICK, "yes"),
        (NEW_GAME_DRAW, 2),
        (NEW_GAME_DRAW, True),
        (LANGUAGE, "de"),
        (ANIMATION_SPEED, "turbo"),
    ]
    for item, value in wrong:
        with pytest.raises(ValueError):
            prefs.set(item, value)


def test_settings_with_wrong_types_fall_back_with_one_notice(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text(
        "[General]\n"
        "double_click=perhaps\n"
        "auto_placement=true\n"
        "animation_speed=turbo\n"
        "new_game_draw=2\n"
        "language=xx\n"
        "window_geometry=***\n"
        "four_colour=42\n"
        "future_option=1\n",
        encoding="utf-8",
    )
    quarantine = Quarantine()
    prefs = Preferences(path, quarantine)
    assert prefs.get(DOUBLE_CLICK) is True
    assert prefs.get(AUTO_PLACEMENT) is True
    assert prefs.get(ANIMATION_SPEED) is AnimationSpeed.NORMAL
    assert prefs.get(NEW_GAME_DRAW) == 1 and prefs.get(LANGUAGE) == ""
    assert prefs.get(WINDOW_GEOMETRY) == b"" and prefs.get(FOUR_COLOUR) is False
    notices = quarantine.take()
    assert [n.kind for n in notices] == [NoticeKind.BAD_SETTINGS_VALUES]
    bad = {
        "double_click",
        "animation_speed",
        "new_game_draw",
        "language",
        "window_geometry",
        "four_colour",
    }
    assert set(notices[0].names) == bad
    assert all(name in notices[0].message() for name in bad)
    assert list(tmp_path.iterdir()) == [path]
    text = path.read_text(encoding="utf-8")
    assert "future_option=1" in text and "auto_placement=true" in text and "turbo" not in text
    Preferences(path, quarantine)
    assert quarantine.take() == []


@pytest.mark.parametrize(
    "content", [bytes(range(256)) * 4, b"[General]\ndouble_click=false\n\xff\xfe\n", b"[Gen\n"]
)
def test_an_unreadable_settings_file_is_moved_aside(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.ini"
    path.write_bytes(content)
    quarantine = Quarantine()
    prefs = Preferences(path, quarantine)
    notices = quarantine.take()
    assert [n.kind for n in notices] == [NoticeKind.BAD_SETTINGS_FILE]
    moved = notices[0].moved_to
    assert moved is not None and moved.read_bytes() == content
    assert moved.name.startswith("settings.ini.bad-")
    assert prefs.get(DOUBLE_CLICK) is True
    prefs.set(DOUBLE_CLICK, False)
    assert Preferences(path).get(DOUBLE_CLICK) is False


def test_without_a_file_preferences_live_in_memory() -> None:
    prefs = Preferences(None)
    assert not prefs.persistent
    prefs.set(ANIMATION_SPEED, AnimationSpeed.SLOW)
    assert prefs.get(ANIMATION_SPEED) is AnimationSpeed.SLOW
