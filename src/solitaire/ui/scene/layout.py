"""Where every pile sits on the table for a given window size: pure geometry, no items.

Positions are in scene units equal to the view's logical pixels, so the table rescales with the
window and cards are painted at their real size (sharp on HiDPI screens). Card sizes and
positions are whole pixels, so a card's pixmap is copied, never resampled.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

from solitaire.engine.moves import FOUNDATION_BASE, STOCK, TABLEAU_BASE, WASTE

CARD_ASPECT = 1.4
"""Card height divided by card width."""
GAP_RATIO = 0.14
"""Space between piles, as a share of the card width."""
FAN_RATIO = 0.27
"""Preferred vertical offset between cards of a column, as a share of the card height."""
MIN_FAN_RATIO = 0.1
WASTE_FAN_RATIO = 0.22
"""Horizontal offset between the fanned waste cards of draw 3, as a share of the card width."""
MAX_CARD_WIDTH = 150.0
VISIBLE_COLUMN_CARDS = 10
"""Cards are sized so that a column this long shows at the preferred fan without squeezing."""
MIN_CARD_WIDTH = 24.0


@dataclass
class TableLayout:
    """The computed geometry of one game's table."""

    card_width: float
    card_height: float
    origins: dict[int, QPointF] = field(default_factory=dict)
    """Top-left corner of each pile's first card, by pile id."""
    column_bottom: float = 0.0
    """The lowest y a column card may reach."""
    foundation_row: QRectF = field(default_factory=QRectF)
    """The whole row of foundations: a drop anywhere on it goes to the right foundation."""
    waste_fan: int = 1
    """How many waste cards are fanned (3 in draw 3)."""

    def column_offset(self, count: int) -> float:
        """The vertical offset between cards in a column of ``count`` cards, compressed so that
        the whole column stays visible."""
        preferred = self.card_height * FAN_RATIO
        if count <= 1:
            return preferred
        room = self.column_bottom - self.origins[TABLEAU_BASE].y() - self.card_height
        fitted = room / (count - 1)
        return max(min(preferred, fitted), self.card_height * MIN_FAN_RATIO)

    def card_position(self, pile: int, index: int, count: int) -> QPointF:
        """Where card ``index`` (0 = bottom) of a pile of ``count`` cards is drawn."""
        origin = self.origins[pile]
        if pile >= TABLEAU_BASE:
            return QPointF(origin.x(), origin.y() + round(index * self.column_offset(count)))
        if pile == WASTE and self.waste_fan > 1:
            fanned_from = max(0, count - self.waste_fan)
            step = self.card_width * WASTE_FAN_RATIO
            return QPointF(origin.x() + round(max(0, index - fanned_from) * step), origin.y())
        return QPointF(origin)

    def pile_rect(self, pile: int, count: int) -> QRectF:
        """The area a pile covers with ``count`` cards (at least one card's size)."""
        top_left = self.origins[pile]
        last = self.card_position(pile, max(count - 1, 0), max(count, 1))
        return QRectF(
            top_left.x(),
            top_left.y(),
            last.x() - top_left.x() + self.card_width,
            last.y() - top_left.y() + self.card_height,
        )


def compute_layout(
    columns: int, foundations: int, waste_fan: int, width: float, height: float
) -> TableLayout:
    """The table for a game with ``columns`` columns and ``foundations`` foundations in a view of
    ``width`` × ``height``. The top row holds the stock, the waste and the foundations (right
    aligned); the columns fill the rest."""
    top_row_slots = 2 + foundations + (1 if waste_fan > 1 else 0)
    slots = max(columns, top_row_slots)
    by_width = width / (slots + (slots + 1) * GAP_RATIO)
    by_height = height / (
        CARD_ASPECT * (2 + (VISIBLE_COLUMN_CARDS - 1) * FAN_RATIO) + 3 * GAP_RATIO
    )
    card_width = float(int(max(MIN_CARD_WIDTH, min(by_width, by_height, MAX_CARD_WIDTH))))
    card_height = float(round(card_width * CARD_ASPECT))
    gap = card_width * GAP_RATIO
    table_width = slots * card_width + (slots - 1) * gap
    left = round(max(gap, (width - table_width) / 2))
    step = round(card_width + gap)
    top = round(gap)
    layout = TableLayout(card_width, card_height, waste_fan=waste_fan)
    layout.origins[STOCK] = QPointF(left, top)
    layout.origins[WASTE] = QPointF(left + step, top)
    first_foundation = left + (slots - foundations) * step
    for index in range(foundations):
        layout.origins[FOUNDATION_BASE + index] = QPointF(first_foundation + index * step, top)
    layout.foundation_row = QRectF(
        first_foundation - gap / 2, top - gap / 2, foundations * step, card_height + gap
    )
    column_top = round(top + card_height + gap * 1.6)
    column_left = round(left + (slots - columns) * step / 2)
    for index in range(columns):
        layout.origins[TABLEAU_BASE + index] = QPointF(column_left + index * step, column_top)
    layout.column_bottom = max(height - gap, column_top + card_height * 2)
    return layout
