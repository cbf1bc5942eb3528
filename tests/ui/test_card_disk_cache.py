"""Rendered cards kept on disk: reused on the next run, ignored when damaged."""

from __future__ import annotations

import os
from pathlib import Path

from solitaire.ui.scene.card_art import CardArt
from solitaire.ui.scene.card_disk_cache import (
    KEPT_SIZES,
    SUFFIX,
    CardDiskCache,
    art_fingerprint,
    default_folder,
)


def test_a_card_drawn_once_is_loaded_from_disk_next_time(qapp, tmp_path: Path) -> None:
    first = CardArt(disk=CardDiskCache(tmp_path))
    drawn = first.face_pixmap(13, 90, 1.0).toImage()
    first._disk.flush()  # type: ignore[union-attr]
    assert [path.name for path in tmp_path.iterdir()] == [f"face-13-90-1-0{SUFFIX}"]
    second_disk = CardDiskCache(tmp_path)
    loaded = second_disk.load("face-13-90-1-0", 90, 126, 1.0)
    assert loaded is not None
    assert CardArt(disk=second_disk).face_pixmap(13, 90, 1.0).toImage() == drawn


def test_cards_loaded_one_after_another_keep_their_own_pixels(qapp, tmp_path: Path) -> None:
    art = CardArt(disk=CardDiskCache(tmp_path))
    drawn = [art.face_pixmap(card, 90, 1.0).toImage() for card in (13, 50)]
    art._disk.flush()  # type: ignore[union-attr]
    disk = CardDiskCache(tmp_path)
    loaded = [disk.load(f"face-{card}-90-1-0", 90, 126, 1.0) for card in (13, 50)]
    assert [pixmap.toImage() for pixmap in loaded if pixmap is not None] == drawn
    assert drawn[0] != drawn[1]


def test_a_damaged_or_wrong_sized_file_is_drawn_anew(qapp, tmp_path: Path) -> None:
    (tmp_path / f"face-13-90-1-0{SUFFIX}").write_bytes(b"not a card")
    disk = CardDiskCache(tmp_path)
    assert disk.load("face-13-90-1-0", 90, 126, 1.0) is None
    CardArt(disk=disk).face_pixmap(13, 90, 1.0)
    disk.flush()
    truncated = (tmp_path / f"face-13-90-1-0{SUFFIX}").read_bytes()[:-4]
    (tmp_path / f"face-13-90-1-0{SUFFIX}").write_bytes(truncated)
    assert CardDiskCache(tmp_path).load("face-13-90-1-0", 90, 126, 1.0) is None
    good = CardArt().face_pixmap(13, 90, 1.0).toImage()
    assert CardArt(disk=disk).face_pixmap(13, 90, 1.0).toImage() == good
    assert disk.load("face-13-90-1-0", 80, 112, 1.0) is None


def test_the_folder_follows_the_art_and_the_environment(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("SOLITAIRE_CACHE_DIR", str(tmp_path))
    assert default_folder() == tmp_path / "cards" / art_fingerprint()
    assert len(art_fingerprint()) == 16


def test_an_unwritable_folder_is_harmless(qapp, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    disk = CardDiskCache(blocker / "cards")
    CardArt(disk=disk).face_pixmap(0, 60, 1.0)
    disk.flush()
    assert not (blocker / "cards").exists()


def test_sizes_unused_in_a_run_are_deleted_beyond_the_kept_number(qapp, tmp_path: Path) -> None:
    widths = range(40, 40 + KEPT_SIZES + 2)
    for age, width in enumerate(widths):
        disk = CardDiskCache(tmp_path)
        CardArt(disk=disk).face_pixmap(0, width, 1.0)
        disk.flush()
        stamp = 1_000_000 + age
        os.utime(tmp_path / f"face-0-{width}-1-0{SUFFIX}", (stamp, stamp))
    disk = CardDiskCache(tmp_path)
    art = CardArt(disk=disk)
    art.face_pixmap(0, widths[0], 1.0)  # loaded, so kept although it is the oldest
    art.face_pixmap(0, 30, 1.0)  # drawn now
    disk.flush()
    kept = sorted(int(path.name.split("-")[2]) for path in tmp_path.iterdir())
    assert kept == sorted([30, widths[0], *list(widths)[-KEPT_SIZES:]])
