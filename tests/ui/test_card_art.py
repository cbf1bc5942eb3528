"""Card art: every card paints, pixmaps have the right size and cache, colours are right."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from solitaire.ui.scene import card_art
from solitaire.ui.scene.card_art import CARD_ASPECT, CardArt

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
FIVE = 4  # rank index of the five: its middle pip sits at the centre of the card


def card(rank: int, suit: int) -> int:
    return rank * 4 + suit


def raw(image: QImage) -> bytes:
    return bytes(image.constBits())


def image_of(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def mean_colour(image: QImage, fx: float, fy: float, half: int = 2) -> tuple[float, float, float]:
    """Mean RGB of a small square around the fractional position (fx, fy)."""
    cx, cy = round(fx * image.width()), round(fy * image.height())
    pixels = [
        image.pixelColor(x, y)
        for x in range(cx - half, cx + half + 1)
        for y in range(cy - half, cy + half + 1)
    ]
    n = len(pixels)
    return (
        sum(p.red() for p in pixels) / n,
        sum(p.green() for p in pixels) / n,
        sum(p.blue() for p in pixels) / n,
    )


def ink_count(image: QImage, x0: float, y0: float, x1: float, y1: float) -> int:
    """Pixels in the fractional box that are clearly not card white (nor transparent)."""
    count = 0
    for x in range(int(x0 * image.width()), int(x1 * image.width())):
        for y in range(int(y0 * image.height()), int(y1 * image.height())):
            colour = image.pixelColor(x, y)
            if colour.alpha() > 200 and min(colour.red(), colour.green(), colour.blue()) < 160:
                count += 1
    return count


@pytest.mark.parametrize(("width_px", "dpr"), [(40, 1.0), (71, 1.0), (100, 1.25), (160, 2.0)])
def test_every_face_and_the_back_render_at_the_requested_size(
    qapp: object, width_px: int, dpr: float
) -> None:
    art = CardArt()
    pixmaps = [art.face_pixmap(c, width_px, dpr) for c in range(52)]
    pixmaps.append(art.back_pixmap(width_px, dpr))
    for pixmap in pixmaps:
        assert not pixmap.isNull()
        assert pixmap.width() == width_px
        assert pixmap.height() == round(width_px * CARD_ASPECT)
        assert pixmap.devicePixelRatio() == pytest.approx(dpr)


def test_card_aspect_is_one_point_four() -> None:
    assert pytest.approx(1.4) == CARD_ASPECT


def test_paint_face_fills_an_arbitrary_rect_and_leaves_the_rest_alone(qapp: object) -> None:
    art = CardArt()
    image = QImage(300, 300, QImage.Format.Format_ARGB32)
    for c in range(52):
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        art.paint_face(painter, QRectF(50.5, 20.25, 90.0, 126.0), c)
        painter.end()
        assert image.pixelColor(95, 83).alpha() == 255  # inside the card
        assert image.pixelColor(20, 20).alpha() == 0  # outside it
        assert image.pixelColor(200, 200).alpha() == 0


def test_cache_returns_the_same_pixmap_for_the_same_key(qapp: object) -> None:
    art = CardArt()
    first = art.face_pixmap(7, 100, 1.0)
    assert art.face_pixmap(7, 100, 1.0) is first
    assert art.face_pixmap(7, 101, 1.0) is not first
    assert art.face_pixmap(7, 100, 2.0) is not first
    assert art.face_pixmap(8, 100, 1.0) is not first
    back = art.back_pixmap(100, 1.0)
    assert art.back_pixmap(100, 1.0) is back


def test_cache_drops_the_least_recently_used_pixmaps_beyond_its_budget(
    qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(card_art, "_CACHE_BYTES", 3 * 50 * 70 * 4)
    art = CardArt()
    first, second, third = (art.face_pixmap(c, 50, 1.0) for c in range(3))
    assert art.face_pixmap(0, 50, 1.0) is first  # now the most recently used
    art.face_pixmap(3, 50, 1.0)  # over budget: the second card goes
    assert art.face_pixmap(0, 50, 1.0) is first
    assert art.face_pixmap(2, 50, 1.0) is third
    assert art.face_pixmap(1, 50, 1.0) is not second


def test_switching_four_colour_gives_new_pixmaps(qapp: object) -> None:
    art = CardArt()
    before = art.face_pixmap(card(FIVE, DIAMONDS), 100, 1.0)
    art.set_four_colour(True)
    after = art.face_pixmap(card(FIVE, DIAMONDS), 100, 1.0)
    assert after is not before
    assert art.face_pixmap(card(FIVE, DIAMONDS), 100, 1.0) is after


def test_four_colour_paints_diamonds_blue_and_clubs_green(qapp: object) -> None:
    two, four = CardArt(four_colour=False), CardArt(four_colour=True)
    diamond_two = mean_colour(image_of(two.face_pixmap(card(FIVE, DIAMONDS), 100, 1.0)), 0.5, 0.5)
    diamond_four = mean_colour(image_of(four.face_pixmap(card(FIVE, DIAMONDS), 100, 1.0)), 0.5, 0.5)
    club_two = mean_colour(image_of(two.face_pixmap(card(FIVE, CLUBS), 100, 1.0)), 0.5, 0.5)
    club_four = mean_colour(image_of(four.face_pixmap(card(FIVE, CLUBS), 100, 1.0)), 0.5, 0.5)
    red, green, blue = diamond_two
    assert red > 150 and green < 80 and blue < 80
    red, green, blue = diamond_four
    assert blue > 120 and red < 80
    assert max(club_two) < 60
    red, green, blue = club_four
    assert green > 90 and red < 60 and blue < 90


def test_four_colour_keeps_hearts_red_and_spades_black(qapp: object) -> None:
    four = CardArt(four_colour=True)
    red, green, blue = mean_colour(
        image_of(four.face_pixmap(card(FIVE, HEARTS), 100, 1.0)), 0.5, 0.5
    )
    assert red > 150 and green < 80 and blue < 80
    assert max(mean_colour(image_of(four.face_pixmap(card(FIVE, SPADES), 100, 1.0)), 0.5, 0.5)) < 60


def test_red_and_black_suits_differ(qapp: object) -> None:
    art = CardArt()
    hearts = mean_colour(image_of(art.face_pixmap(card(FIVE, HEARTS), 100, 1.0)), 0.5, 0.5)
    spades = mean_colour(image_of(art.face_pixmap(card(FIVE, SPADES), 100, 1.0)), 0.5, 0.5)
    assert hearts[0] - spades[0] > 100


@pytest.mark.parametrize("width_px", [70, 120])
def test_corner_index_is_drawn_inside_the_top_strip(qapp: object, width_px: int) -> None:
    """The top-left index shows when only the top 22 % of the card is visible in a fan."""
    art = CardArt()
    for c in range(52):
        image = image_of(art.face_pixmap(c, width_px, 1.0))
        assert ink_count(image, 0.03, 0.01, 0.2, 0.14) > 8, c  # the rank
        assert ink_count(image, 0.03, 0.15, 0.2, 0.215) > 3, c  # the suit below it
        assert ink_count(image, 0.02, 0.225, 0.2, 0.3) == 0, c  # nothing more below
        # and the same, turned, at the bottom right
        assert ink_count(image, 0.8, 0.86, 0.97, 0.99) > 8, c


def test_back_differs_from_every_face(qapp: object) -> None:
    art = CardArt()
    back = image_of(art.back_pixmap(80, 1.0))
    for c in range(52):
        assert image_of(art.face_pixmap(c, 80, 1.0)) != back
    assert mean_colour(back, 0.3, 0.3)[2] > mean_colour(back, 0.3, 0.3)[0]  # a blue pattern


def test_faces_of_different_cards_differ(qapp: object) -> None:
    art = CardArt()
    images = [raw(image_of(art.face_pixmap(c, 60, 1.0))) for c in range(52)]
    assert len(set(images)) == 52


def test_slots_paint_outline_marks_and_labels(qapp: object) -> None:
    art = CardArt()
    rect = QRectF(0.0, 0.0, 100.0, 140.0)
    images: dict[tuple[int | None, str], bytes] = {}
    for suit, label in [
        (None, ""),
        (0, ""),
        (1, ""),
        (2, ""),
        (3, ""),
        (None, "↻"),
        (None, "✕"),
        (None, "K"),
    ]:
        image = QImage(100, 140, QImage.Format.Format_ARGB32)
        image.fill(QColor("#206030"))
        painter = QPainter(image)
        art.paint_slot(painter, rect, suit, label)
        painter.end()
        edge = image.pixelColor(1, 70)
        assert edge.red() > 0x20 + 20  # the light outline on the felt
        images[(suit, label)] = raw(image)
    assert len(set(images.values())) == len(images)


def test_face_timing_is_reported(qapp: object, capsys: pytest.CaptureFixture[str]) -> None:
    art = CardArt()
    start = time.perf_counter()
    for c in range(52):
        art.face_pixmap(c, 100, 1.0)
    elapsed_ms = (time.perf_counter() - start) * 1000
    start = time.perf_counter()
    for _ in range(1000):
        art.face_pixmap(25, 100, 1.0)
    lookup_us = (time.perf_counter() - start) * 1000
    with capsys.disabled():
        print(f"\n52 faces at 100 px: {elapsed_ms:.1f} ms; cached lookup {lookup_us:.2f} µs")
    assert len({id(art.face_pixmap(c, 100, 1.0)) for c in range(52)}) == 52
