"""Cards and empty-pile slots shown as pixmaps from the card art: made for the view's size and
pixel ratio, taken again when the deck's colours change, kept on disk like the cards; and the
felt under them, kept for the next run."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtTest import QTest

from solitaire.engine import Game
from solitaire.engine.moves import STOCK
from solitaire.ui.felt import FILE_NAME as FELT_FILE
from solitaire.ui.felt import Felt, draw_felt
from solitaire.ui.main_window import MainWindow
from solitaire.ui.scene.card_art import CardArt, file_name
from solitaire.ui.scene.card_disk_cache import SUFFIX, CardDiskCache

DIAMONDS = 2


def image_of(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def shown_window(qtbot, game: Game) -> MainWindow:
    window = MainWindow(game)
    window.resize(1100, 800)
    qtbot.addWidget(window)
    window.show()
    assert QTest.qWaitForWindowExposed(window)
    return window


def test_a_slot_pixmap_is_cached_by_suit_label_width_and_ratio(qapp) -> None:
    art = CardArt()
    first = art.slot_pixmap(None, "", 90, 1.0)
    assert art.slot_pixmap(None, "", 90, 1.0) is first
    others = [
        art.slot_pixmap(2, "", 90, 1.0),
        art.slot_pixmap(None, "↻", 90, 1.0),
        art.slot_pixmap(None, "✕", 90, 1.0),
        art.slot_pixmap(None, "", 91, 1.0),
        art.slot_pixmap(None, "", 90, 2.0),
    ]
    assert all(other is not first for other in others)
    images = [image_of(pixmap) for pixmap in (first, *others[:3])]
    assert all(a != b for n, a in enumerate(images) for b in images[n + 1 :])
    assert (first.width(), first.height(), first.devicePixelRatio()) == (90, 126, 1.0)
    assert (others[-1].width(), others[-1].devicePixelRatio()) == (90, 2.0)


def test_a_slot_pixmap_shows_what_paint_slot_draws(qapp) -> None:
    art = CardArt()
    expected = QImage(90, 126, QImage.Format.Format_ARGB32_Premultiplied)
    expected.fill(0)
    painter = QPainter(expected)
    art.paint_slot(painter, QRectF(0.0, 0.0, 90.0, 126.0), 1, "")
    painter.end()
    assert image_of(art.slot_pixmap(1, "", 90, 1.0)) == expected


def test_slot_pixmaps_are_kept_on_disk_and_read_back(qapp, tmp_path: Path) -> None:
    art = CardArt(disk=CardDiskCache(tmp_path))
    drawn = image_of(art.slot_pixmap(None, "↻", 90, 1.0))
    art._disk.flush()  # type: ignore[union-attr]
    assert [path.name for path in tmp_path.iterdir()] == [f"slotu21bb--1-90-1-0{SUFFIX}"]
    again = CardArt(disk=CardDiskCache(tmp_path)).slot_pixmap(None, "↻", 90, 1.0)
    assert image_of(again) == drawn


def test_pictures_wait_for_the_view_and_follow_its_size_and_pixel_ratio(qtbot) -> None:
    window = MainWindow(Game.new("forty-thieves", 7))
    qtbot.addWidget(window)
    scene = window.scene
    card = scene.item_at(window.game.tableau_ids[0], -1)
    assert card.picture.pixmap().isNull(), "no picture before the view has a size"
    scene.resize_table(1000.0, 700.0, 2.0)
    width = scene.layout.card_width
    pixmap = card.picture.pixmap()
    assert (pixmap.width(), pixmap.devicePixelRatio()) == (round(width * 2), 2.0)
    assert pixmap.cacheKey() == window.art.face_pixmap(card.card, round(width * 2), 2.0).cacheKey()
    scene.resize_table(1000.0, 700.0, 1.0)
    assert card.picture.pixmap().width() == round(scene.layout.card_width)
    stock = scene.item_at(0, -1)
    assert not stock.face_up
    back = window.art.back_pixmap(round(scene.layout.card_width), 1.0)
    assert stock.picture.pixmap().cacheKey() == back.cacheKey()


def test_a_shown_table_has_pictures_for_every_card_and_slot(qtbot) -> None:
    window = shown_window(qtbot, Game.new("thoughtful", 3))
    scene = window.scene
    ratio = window.view.viewport().devicePixelRatioF()
    width_px = round(scene.layout.card_width * ratio)
    for pile in window.game.pile_ids:
        for index in range(scene.pile_size(pile)):
            assert scene.item_at(pile, index).picture.pixmap().width() == width_px
    slots = [scene.slot_at(pile) for pile in window.game.pile_ids]
    assert all(slot.pixmap().width() == width_px for slot in slots)


def test_the_four_colour_switch_gives_the_cards_new_pictures(qtbot) -> None:
    window = shown_window(qtbot, Game.new("forty-thieves", 11))
    scene = window.scene
    diamond = next(
        scene.item_at(pile, index)
        for pile in window.game.tableau_ids
        for index in range(scene.pile_size(pile))
        if scene.item_at(pile, index).card % 4 == DIAMONDS
    )
    before = image_of(diamond.picture.pixmap())
    window.set_four_colour(True)
    after = diamond.picture.pixmap()
    assert image_of(after) != before
    width_px, ratio = after.width(), after.devicePixelRatio()
    assert after.cacheKey() == window.art.face_pixmap(diamond.card, width_px, ratio).cacheKey()
    window.set_four_colour(False)
    assert image_of(diamond.picture.pixmap()) == before


def test_the_stock_slot_shows_its_label_once_the_stock_is_empty(qtbot) -> None:
    window = shown_window(qtbot, Game.new("thoughtful", 5))
    stock_slot = window.scene.slot_at(STOCK)
    assert stock_slot.label == ""
    empty = stock_slot.pixmap().cacheKey()
    while window.game.cards(STOCK):
        window.controller.draw()
    assert window.scene.slot_at(STOCK) is stock_slot
    assert stock_slot.label == "↻"
    assert stock_slot.pixmap().cacheKey() != empty
    width_px = stock_slot.pixmap().width()
    ratio = stock_slot.pixmap().devicePixelRatio()
    expected = window.art.slot_pixmap(None, "↻", width_px, ratio)
    assert stock_slot.pixmap().cacheKey() == expected.cacheKey()


def test_the_felt_is_drawn_then_kept_and_read_back_for_the_same_size(qapp, tmp_path: Path) -> None:
    drawn = Felt(tmp_path)
    first = drawn.pixmap(120, 90, 2.0)
    assert (first.width(), first.height(), first.devicePixelRatio()) == (120, 90, 2.0)
    assert drawn.pixmap(120, 90, 2.0) is first
    assert image_of(first) == image_of(draw_felt(120, 90, 2.0))
    assert not (tmp_path / FELT_FILE).exists(), "kept at quit, not before"
    drawn.keep()
    written = (tmp_path / FELT_FILE).stat().st_mtime_ns
    drawn.keep()
    assert (tmp_path / FELT_FILE).stat().st_mtime_ns == written, "written once"
    loaded = Felt(tmp_path).pixmap(120, 90, 2.0)
    assert loaded.devicePixelRatio() == 2.0
    assert image_of(loaded) == image_of(first)


def test_a_felt_of_another_size_or_a_damaged_file_is_drawn_anew(qapp, tmp_path: Path) -> None:
    kept = Felt(tmp_path)
    kept.pixmap(120, 90, 1.0)
    kept.keep()
    other = Felt(tmp_path).pixmap(100, 90, 1.0)
    assert image_of(other) == image_of(draw_felt(100, 90, 1.0))
    data = (tmp_path / FELT_FILE).read_bytes()
    (tmp_path / FELT_FILE).write_bytes(data[:-7])
    short = Felt(tmp_path).pixmap(120, 90, 1.0)
    assert image_of(short) == image_of(draw_felt(120, 90, 1.0))


def test_the_felt_lightens_towards_the_middle_of_the_table(qapp) -> None:
    image = image_of(draw_felt(200, 100, 1.0))
    middle, corner = image.pixelColor(100, 50), image.pixelColor(0, 0)
    assert middle.green() > corner.green() + 30
    assert image.pixelColor(59, 50) == image.pixelColor(140, 50), "symmetric about the middle"


def test_pictures_not_on_disk_are_drawn_ahead_for_the_next_runs(qapp, tmp_path: Path) -> None:
    disk = CardDiskCache(tmp_path)
    art = CardArt(disk=disk)
    keys = art.table_keys(60, 1.0)
    assert len(keys) == 52 + 1 + 5 + 2 and len(set(keys)) == len(keys)
    shown = art.face_pixmap(7, 60, 1.0)
    drawn = [key for key in keys if art.store_ahead(key)]
    assert len(drawn) == len(keys) - 1, "the face already drawn is not drawn again"
    assert not any(art.store_ahead(key) for key in keys)
    disk.flush()
    assert len(list(tmp_path.glob(f"*{SUFFIX}"))) == len(keys)
    assert art.face_pixmap(7, 60, 1.0) is shown
    later = CardArt(disk=CardDiskCache(tmp_path))
    assert image_of(later.slot_pixmap(None, "✕", 60, 1.0)) == image_of(
        CardArt().slot_pixmap(None, "✕", 60, 1.0)
    )


def test_the_app_window_fills_the_disk_cache_for_its_card_size(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    monkeypatch.setenv("SOLITAIRE_CACHE_DIR", str(tmp_path))
    window = shown_window(qtbot, Game.new("forty-thieves", 2))
    disk = window.art._disk
    assert disk is not None and disk.folder.is_relative_to(tmp_path)
    ratio = window.view.viewport().devicePixelRatioF()
    keys = window.art.table_keys(round(window.scene.layout.card_width * ratio), ratio)
    names = [file_name(key) for key in keys]
    assert not all(disk.has(name) for name in names), "a deal shows only some of the cards"
    window.store_pictures_ahead()
    qtbot.waitUntil(lambda: all(disk.has(name) for name in names), timeout=5000)
