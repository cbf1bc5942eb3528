"""Card art painted by the project: vector card faces, backs and empty-pile slots.

Everything is drawn with ``QPainter`` paths (``card_art_paint``), so cards are sharp at any
size and device pixel ratio. ``face_pixmap`` / ``back_pixmap`` / ``slot_pixmap`` keep rendered
pixmaps in a small cache (and, with a ``CardDiskCache``, on disk) so the scene can show them
without drawing: the drawing code is imported only when a picture is in neither cache.

    art = CardArt(four_colour=False)
    art.paint_face(painter, QRectF(0, 0, 80, 112), card)
    pixmap = art.face_pixmap(card, width_px=160, dpr=2.0)   # shown at 80 logical px
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING

from solitaire.ui.scene.card_disk_cache import CardDiskCache
from solitaire.ui.scene.layout import CARD_ASPECT

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter, QPixmap

__all__ = ["CARD_ASPECT", "CardArt"]

_CACHE_BYTES = 128 * 1024 * 1024  # pixmaps kept at most, least recently used go first

_CacheKey = tuple[str, int, str, int, float, bool]
"""Kind ("face", "back" or "slot"), card (or a slot's suit, -1 for none), slot label, width in
device pixels, device pixel ratio, four-colour deck."""


def _label_tag(label: str) -> str:
    """A slot label as letters fit for a file name ("↻" → "u21bb")."""
    return "".join(f"u{ord(char):x}" for char in label)


def file_name(key: _CacheKey) -> str:
    """The name of a picture in the disk cache (``face-13-90-1-0``)."""
    kind, card, label, width_px, dpr, four_colour = key
    return f"{kind}{_label_tag(label)}-{card}-{width_px}-{dpr:g}-{int(four_colour)}"


class CardArt:
    """Paints cards, backs and empty-pile slots; caches rendered pixmaps.

    Cards are ints ``rank_index * 4 + suit`` (rank 0 = ace … 12 = king; suit 0 = ♠,
    1 = ♥, 2 = ♦, 3 = ♣).
    """

    def __init__(self, four_colour: bool = False, disk: CardDiskCache | None = None) -> None:
        """``disk``, when given, keeps rendered pictures between runs."""
        self._four_colour = four_colour
        self._disk = disk
        self._cache: OrderedDict[_CacheKey, QPixmap] = OrderedDict()
        self._cache_bytes = 0

    @property
    def four_colour(self) -> bool:
        """Whether diamonds are painted blue and clubs green."""
        return self._four_colour

    def set_four_colour(self, on: bool) -> None:
        """Switch the four-colour deck on or off; clears the pixmap cache."""
        self._four_colour = on
        self._cache.clear()
        self._cache_bytes = 0

    def paint_face(self, painter: QPainter, rect: QRectF, card: int) -> None:
        """Paint the face of ``card`` filling ``rect``."""
        from solitaire.ui.scene.card_art_paint import paint_face

        paint_face(painter, rect, card, self._four_colour)

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the card back (a blue lattice with an inner border) filling ``rect``."""
        from solitaire.ui.scene.card_art_paint import paint_back

        paint_back(painter, rect)

    def paint_slot(
        self, painter: QPainter, rect: QRectF, suit: int | None = None, label: str = ""
    ) -> None:
        """Paint an empty pile place: a faint rounded outline, an optional suit mark or label.

        The labels "↻" (the stock can be recycled) and "✕" (it cannot) are drawn as shapes;
        any other short label is lettered.
        """
        from solitaire.ui.scene.card_art_paint import paint_slot

        paint_slot(painter, rect, suit, label)

    def face_pixmap(self, card: int, width_px: int, dpr: float) -> QPixmap:
        """The face of ``card`` as a pixmap ``width_px`` device pixels wide, for ratio ``dpr``.

        The pixmap is shared through the cache: draw it, never paint on it.
        """
        return self._pixmap(("face", card, "", max(1, width_px), round(dpr, 3), self._four_colour))

    def back_pixmap(self, width_px: int, dpr: float) -> QPixmap:
        """The card back as a pixmap ``width_px`` device pixels wide, for ratio ``dpr``."""
        return self._pixmap(("back", -1, "", max(1, width_px), round(dpr, 3), False))

    def slot_pixmap(self, suit: int | None, label: str, width_px: int, dpr: float) -> QPixmap:
        """An empty pile's place (see ``paint_slot``) as a pixmap ``width_px`` device pixels
        wide, for ratio ``dpr``."""
        suit_index = -1 if suit is None else suit
        return self._pixmap(("slot", suit_index, label, max(1, width_px), round(dpr, 3), False))

    def table_keys(self, width_px: int, dpr: float) -> list[_CacheKey]:
        """Every picture a table with cards ``width_px`` device pixels wide may show (for
        ``store_ahead``): the 52 faces, the back, the slots of the foundations, the empty slot
        and the stock's two symbols."""
        ratio = round(dpr, 3)
        faces = [("face", card, "", width_px, ratio, self._four_colour) for card in range(52)]
        slots = [("slot", suit, "", width_px, ratio, False) for suit in range(-1, 4)]
        symbols = [("slot", -1, label, width_px, ratio, False) for label in ("↻", "✕")]
        return [*faces, ("back", -1, "", width_px, ratio, False), *slots, *symbols]

    def store_ahead(self, key: _CacheKey) -> bool:
        """Draw the picture of ``key`` for the disk cache if neither memory nor the disk has
        it, so that a later run finds it there; it is not kept in memory. True if it was
        drawn."""
        if self._disk is None or key in self._cache or self._disk.has(file_name(key)):
            return False
        self._disk.store(file_name(key), self._render(key))
        return True

    def _pixmap(self, key: _CacheKey) -> QPixmap:
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        name = file_name(key)
        _kind, _card, _label, width_px, dpr, _four_colour = key
        height_px = round(width_px * CARD_ASPECT)
        stored = self._disk.load(name, width_px, height_px, dpr) if self._disk else None
        if stored is not None:
            return self._remember(key, stored)
        pixmap = self._render(key)
        if self._disk is not None:
            self._disk.store(name, pixmap)
        return self._remember(key, pixmap)

    @staticmethod
    def _render(key: _CacheKey) -> QPixmap:
        from solitaire.ui.scene.card_art_paint import render

        kind, card, label, width_px, dpr, four_colour = key
        return render(kind, card, label, four_colour, width_px, round(width_px * CARD_ASPECT), dpr)

    def _remember(self, key: _CacheKey, pixmap: QPixmap) -> QPixmap:
        self._cache[key] = pixmap
        self._cache_bytes += pixmap.width() * pixmap.height() * 4
        while self._cache_bytes > _CACHE_BYTES and len(self._cache) > 1:
            _, old = self._cache.popitem(last=False)
            self._cache_bytes -= old.width() * old.height() * 4
        return pixmap
