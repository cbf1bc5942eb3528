"""The game: piles, legal actions, play and undo, score, the move counter and the win.

``Game`` holds what both games share; each game is a subclass in ``rules/`` that supplies its
deal, its scoring table and the rules of its piles. A registry finds a game by name.

>>> g = Game.from_code("TF1-D1N-AAAAAAB")
>>> g.code, g.variant, g.draw, len(g.pile("s"))
('TF1-D1N-AAAAAAB', 'thoughtful', 1, 24)
>>> g.play("s"); g.pile("w"), g.moves, g.score
(['2C'], 1, 0)
>>> _ = g.undo(); g.pile("w"), g.moves
([], 1)
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from typing import ClassVar, Final

from .cards import Card, card_name, format_card, parse_card, rank_of, suit_of
from .codes import DealCode, format_code, parse_code
from .deal import MAX_DEAL_NUMBER
from .errors import IllegalMove
from .moves import (
    DRAW,
    FOUNDATION_BASE,
    PILE_COUNT,
    PILE_NAMES,
    STOCK,
    TABLEAU_BASE,
    WASTE,
    Move,
    move,
    pile_id,
)
from .scoring import ScoringTable

UNDO: Final = None
"""Marks an undo in the action log (its text form is ``undo``)."""

_UndoEntry = tuple[Move, int, int]
"""(action, score before it, detail): cards drawn, -1 for a recycle, or the credit mask before a
foundation move."""

FOUNDATION_SUITS: Final = "♠♥♦♣"


def random_deal_number() -> int:
    """A uniformly random deal number in 0 … 2**35 − 1, from the system's random source."""
    return int.from_bytes(os.urandom(5), "big") >> 5


class Game:
    """A game in progress. Create one with ``new``, ``from_code`` or ``from_layout``."""

    __slots__ = (
        "_credit_once_here",
        "_credited",
        "_deck_size",
        "_foundation_points",
        "_log",
        "_moves",
        "_piles",
        "_routes",
        "_score",
        "_start",
        "_start_score",
        "_takeback_points",
        "_undo",
        "_waste_points",
        "code",
        "draw",
    )

    variant: ClassVar[str]
    """Registry name: ``forty-thieves`` or ``thoughtful``."""
    title: ClassVar[str]
    decks: ClassVar[int]
    foundation_count: ClassVar[int]
    tableau_count: ClassVar[int]
    draw_modes: ClassVar[tuple[int, ...]]
    scoring: ClassVar[ScoringTable]
    recycles: ClassVar[bool]
    """True when a tap on the empty stock turns the waste over into a new stock."""
    waste_tap_to_column: ClassVar[bool]
    """True when a tap on a waste card that no foundation takes sends it to a column."""

    _registry: ClassVar[dict[str, type[Game]]] = {}
    _exists: ClassVar[tuple[bool, ...]]
    """By pile id: True for the piles this game has."""
    _route_rules: ClassVar[tuple[tuple[str | None, ...], ...]]
    """By source and destination id: the rule that refuses every such move, or None."""
    _to_foundation_points: ClassVar[int]
    _waste_to_tableau_points: ClassVar[int]
    _foundation_to_tableau_points: ClassVar[int]
    _credit_once: ClassVar[bool]

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        Game._registry[cls.variant] = cls
        cls._exists = tuple(
            pile in (STOCK, WASTE)
            or FOUNDATION_BASE <= pile < FOUNDATION_BASE + cls.foundation_count
            or TABLEAU_BASE <= pile < TABLEAU_BASE + cls.tableau_count
            for pile in range(PILE_COUNT)
        )
        cls._route_rules = tuple(
            tuple(cls._route_rule(src, dst) for dst in range(PILE_COUNT))
            for src in range(PILE_COUNT)
        )
        cls._to_foundation_points = cls.scoring.to_foundation
        cls._waste_to_tableau_points = cls.scoring.waste_to_tableau
        cls._foundation_to_tableau_points = cls.scoring.foundation_to_tableau
        cls._credit_once = cls.scoring.foundation_credit_once

    # ----------------------------------------------------------------- construction

    def __init__(
        self,
        piles: Sequence[list[Card]],
        *,
        draw: int = 1,
        code: str | None = None,
        score: int = 0,
    ) -> None:
        """Internal: use ``new``, ``from_code`` or ``from_layout``."""
        if draw not in self.draw_modes:
            raise ValueError(f"{self.title} has no draw-{draw} mode")
        self._piles: list[list[Card]] = [list(p) for p in piles]
        self._start: tuple[tuple[Card, ...], ...] = tuple(tuple(p) for p in piles)
        self._start_score = score
        self.draw: int = draw
        self.code: str | None = code
        self._score = score
        self._moves = 0
        self._credited = 0
        for pile in self.foundation_ids:
            for card in self._piles[pile]:
                self._credited |= 1 << card
        self._undo: list[_UndoEntry] = []
        self._log: list[Move | None] = []
        # Per-instance copies of class constants: faster to read on the hot paths.
        self._routes = self._route_rules
        self._credit_once_here = self._credit_once
        self._foundation_points = self._to_foundation_points
        self._waste_points = self._waste_to_tableau_points
        self._takeback_points = self._foundation_to_tableau_points
        self._deck_size = 52 * self.decks

    @staticmethod
    def variant_class(variant: str) -> type[Game]:
        """The class of a game by registry name; ValueError if unknown."""
        cls = Game._registry.get(variant)
        if cls is None:
            known = ", ".join(sorted(Game._registry))
            raise ValueError(f"unknown game {variant!r}: the games are {known}")
        return cls

    @staticmethod
    def variants() -> list[str]:
        """The registry names of every game."""
        return sorted(Game._registry)

    @staticmethod
    def new(variant: str, number: int | None = None, draw: int = 1) -> Game:
        """A fresh deal of ``variant``; a uniformly random deal number when ``number`` is None."""
        cls = Game.variant_class(variant)
        if number is None:
            number = random_deal_number()
        if not 0 <= number <= MAX_DEAL_NUMBER:
            raise ValueError(f"deal number out of range: {number}")
        code = format_code(DealCode(cls.variant, number, draw))
        return cls(cls.deal(number), draw=draw, code=code)

    @staticmethod
    def from_code(code: str) -> Game:
        """The deal a code names; InvalidCode (a ValueError) says what is wrong with a bad one."""
        parsed = parse_code(code)
        return Game.new(parsed.game, parsed.number, parsed.draw)

    @staticmethod
    def from_layout(
        variant: str,
        *,
        tableau: Sequence[Sequence[str]],
        stock: Sequence[str] = (),
        waste: Sequence[str] = (),
        foundations: Sequence[Sequence[str]] = (),
        draw: int = 1,
        score: int = 0,
    ) -> Game:
        """Any position, written in the notation, every pile bottom to top.

        The cards must be exactly the game's deck(s), and each foundation an ace-up run of its
        suit; otherwise ValueError.
        """
        cls = Game.variant_class(variant)
        if len(tableau) != cls.tableau_count:
            raise ValueError(f"{cls.title} has {cls.tableau_count} columns, not {len(tableau)}")
        if len(foundations) > cls.foundation_count:
            raise ValueError(f"{cls.title} has {cls.foundation_count} foundations")
        piles: list[list[Card]] = [[] for _ in range(PILE_COUNT)]
        piles[STOCK] = [parse_card(c) for c in stock]
        piles[WASTE] = [parse_card(c) for c in waste]
        for index, cards in enumerate(foundations):
            pile = FOUNDATION_BASE + index
            piles[pile] = [parse_card(c) for c in cards]
            for rank, card in enumerate(piles[pile]):
                if rank_of(card) != rank or suit_of(card) != index % 4:
                    raise ValueError(
                        f"f{index + 1} must hold A, 2, 3 … of {FOUNDATION_SUITS[index % 4]} "
                        f"in order, not {format_card(card)} there"
                    )
        for index, cards in enumerate(tableau):
            piles[TABLEAU_BASE + index] = [parse_card(c) for c in cards]
        cls._check_deck(c for pile in piles for c in pile)
        if score < 0:
            raise ValueError("the score is never below 0")
        return cls(piles, draw=draw, score=score)

    @classmethod
    def _check_deck(cls, cards: Iterable[Card]) -> None:
        counts = [0] * 52
        for card in cards:
            counts[card] += 1
        wrong = [format_card(c) for c in range(52) if counts[c] != cls.decks]
        if wrong:
            raise ValueError(
                f"{cls.title} needs each card exactly {cls.decks} time(s); wrong count for "
                + " ".join(wrong)
            )

    @classmethod
    def deal(cls, number: int) -> list[list[Card]]:
        """The twenty piles (by id) of deal ``number``."""
        raise NotImplementedError

    def copy(self) -> Game:
        """An independent copy, for search: same position, score, move counter, undo history
        and log, so that its record and its undos are those of the original."""
        twin = type(self)(self._piles, draw=self.draw, code=self.code, score=self._score)
        twin._start = self._start
        twin._start_score = self._start_score
        twin._credited = self._credited
        twin._moves = self._moves
        twin._undo = list(self._undo)
        twin._log = list(self._log)
        return twin

    def initial_layout(self) -> tuple[dict[str, list[str]], int]:
        """The position this game started from, by pile name in the notation, and its score."""
        layout = {
            PILE_NAMES[pile]: [format_card(c) for c in self._start[pile]] for pile in self.pile_ids
        }
        return layout, self._start_score

    # ----------------------------------------------------------------- reading the position

    @property
    def score(self) -> int:
        """The score, never below 0."""
        return self._score

    @property
    def moves(self) -> int:
        """Actions made; it never decreases, not even on undo."""
        return self._moves

    @property
    def is_won(self) -> bool:
        """True when every card is on a foundation."""
        piles = self._piles
        home = 0
        for pile in range(FOUNDATION_BASE, FOUNDATION_BASE + self.foundation_count):
            home += len(piles[pile])
        return home == self._deck_size

    @property
    def foundation_ids(self) -> range:
        """The ids of this game's foundations."""
        return range(FOUNDATION_BASE, FOUNDATION_BASE + self.foundation_count)

    @property
    def tableau_ids(self) -> range:
        """The ids of this game's columns."""
        return range(TABLEAU_BASE, TABLEAU_BASE + self.tableau_count)

    @property
    def pile_ids(self) -> list[int]:
        """Every pile of this game: stock, waste, foundations, columns."""
        return [STOCK, WASTE, *self.foundation_ids, *self.tableau_ids]

    def cards(self, pile: int) -> tuple[Card, ...]:
        """The cards of a pile by id, bottom to top."""
        return tuple(self._piles[pile])

    def pile(self, name: str) -> list[str]:
        """The cards of a pile by name, bottom to top, in the notation.

        >>> Game.from_code("FT1-N-AAAAAAB").pile("t1")
        ['6S', '6D', '2D', '5S']
        """
        pile = pile_id(name)
        if not self._exists[pile]:
            raise IllegalMove("unknown-pile", f"{self.title} has no pile {name!r}", {"pile": name})
        return [format_card(c) for c in self._piles[pile]]

    def foundation_suit(self, pile: int) -> int:
        """The suit a foundation takes."""
        return (pile - FOUNDATION_BASE) % 4

    @property
    def cards_on_foundations(self) -> int:
        """How many cards are home."""
        return sum(len(self._piles[p]) for p in self.foundation_ids)

    @property
    def history(self) -> list[Move]:
        """The actions that made the current position (undone ones left out)."""
        return [entry[0] for entry in self._undo]

    @property
    def log(self) -> list[str]:
        """Every action in order, undos included as ``undo``: with the deal code, the record."""
        return ["undo" if m is UNDO else m.text() for m in self._log]

    @property
    def can_undo(self) -> bool:
        """True when there is an action to take back."""
        return bool(self._undo)

    def position_text(self) -> str:
        """Every pile on a line, ``name: cards`` bottom to top; handy in bug reports and tests."""
        lines = []
        for pile in self.pile_ids:
            cards = " ".join(format_card(c) for c in self._piles[pile])
            lines.append(f"{PILE_NAMES[pile]}: {cards}".rstrip())
        return "\n".join(lines)

    # ----------------------------------------------------------------- the rules

    def legal_moves(self) -> list[str]:
        """Every legal action in the notation, each once: the stock tap first (when it is
        legal), then the moves grouped by source pile."""
        return [m.text() for m in self.generate_legal_moves()]

    def generate_legal_moves(self) -> list[Move]:
        """Every legal action as ``Move`` values, in the order of ``legal_moves``; exactly the
        actions that ``check`` accepts."""
        raise NotImplementedError

    def check(self, action: Move | str) -> IllegalMove | None:
        """None when ``action`` is legal, else the IllegalMove that says which rule refuses it."""
        try:
            parsed = Move.from_text(action) if isinstance(action, str) else action
        except IllegalMove as refusal:
            return refusal
        if parsed.count == 0:
            return self._draw_refusal()
        return self._move_refusal(parsed)

    def is_legal(self, action: Move | str) -> bool:
        """True when the rules allow ``action``."""
        return self.check(action) is None

    def _draw_refusal(self) -> IllegalMove | None:
        raise NotImplementedError

    def _move_refusal(self, m: Move) -> IllegalMove | None:
        """None when the card move ``m`` is legal, else why not. Each game checks, in this
        order: the route itself (``_route_refusal``), an empty source (``_empty_refusal``), the
        group rules, then the rules of the destination pile (for a foundation,
        ``_foundation_refusal``). A legal move builds no IllegalMove: this is the hot path."""
        raise NotImplementedError

    def _empty_refusal(self, src: int) -> IllegalMove:
        return IllegalMove(
            "empty-source", f"There is no card on {PILE_NAMES[src]}", {"pile": PILE_NAMES[src]}
        )

    @classmethod
    def _route_rule(cls, src: int, dst: int) -> str | None:
        """The rule that forbids every move from ``src`` to ``dst`` whatever the cards, or None."""
        exists = cls._exists
        if not exists[src] or not exists[dst]:
            return "unknown-pile"
        if src == STOCK:
            return "not-from-stock"
        if dst in (STOCK, WASTE):
            return "not-onto-stock-or-waste"
        if src == dst:
            return "same-pile"
        if FOUNDATION_BASE <= src < TABLEAU_BASE and dst < TABLEAU_BASE:
            return "foundation-to-foundation"
        return None

    def _route_refusal(self, src: int, dst: int) -> IllegalMove:
        rule = self._route_rules[src][dst] or ""
        if rule == "unknown-pile":
            missing = PILE_NAMES[src] if not self._exists[src] else PILE_NAMES[dst]
            return IllegalMove(rule, f"{self.title} has no pile {missing}", {"pile": missing})
        if rule == "not-from-stock":
            return IllegalMove(
                rule, "The stock's cards are turned by tapping the stock, never moved directly"
            )
        if rule == "not-onto-stock-or-waste":
            return IllegalMove(
                rule, "Cards are never put on the stock or the waste", {"pile": PILE_NAMES[dst]}
            )
        if rule == "same-pile":
            return IllegalMove(rule, "A card must move to another pile")
        if rule == "foundation-to-foundation":
            return IllegalMove(rule, "A foundation card can only go back onto a column")
        raise AssertionError(f"the route {src}>{dst} is open")

    def _foundation_refusal(self, dst: int, card: Card) -> IllegalMove | None:
        """None when foundation ``dst`` takes ``card`` next, else the rule that refuses it."""
        suit = (dst - FOUNDATION_BASE) & 3
        height = len(self._piles[dst])
        if card == height * 4 + suit:
            return None
        name = card_name(card)
        if card & 3 != suit:
            return IllegalMove(
                "wrong-foundation-suit",
                f"This foundation takes only {FOUNDATION_SUITS[suit]}, not the {name}",
                {"card": format_card(card), "suit": FOUNDATION_SUITS[suit]},
            )
        if height == 0:
            return IllegalMove(
                "foundation-needs-ace",
                f"A foundation starts with an ace, not the {name}",
                {"card": format_card(card)},
            )
        wanted = height * 4 + suit
        if height == 13:
            return IllegalMove(
                "foundation-needs-next",
                f"This foundation is complete: nothing goes on its king, not the {name}",
                {"card": format_card(card), "next": ""},
            )
        return IllegalMove(
            "foundation-needs-next",
            f"This foundation needs the {card_name(wanted)} next, not the {name}",
            {"card": format_card(card), "next": format_card(wanted)},
        )

    # ----------------------------------------------------------------- changing the position

    def play(self, action: Move | str) -> None:
        """Make an action; IllegalMove (a ValueError with ``.rule``) if the rules refuse it, in
        which case nothing changes."""
        m = Move.from_text(action) if isinstance(action, str) else action
        count = m.count
        if count == 0:
            stock = self._piles[STOCK]
            if stock:
                drawn = self.draw if self.draw < len(stock) else len(stock)
                waste = self._piles[WASTE]
                if drawn == 1:
                    waste.append(stock.pop())
                else:
                    waste.extend(stock[: -drawn - 1 : -1])
                    del stock[-drawn:]
                self._undo.append((m, self._score, drawn))
            else:
                self._recycle()
        else:
            refusal = self._move_refusal(m)
            if refusal is not None:
                raise refusal
            src = m.src
            dst = m.dst
            piles = self._piles
            before = self._score
            credited = self._credited
            self._undo.append((m, before, credited))
            source = piles[src]
            if count == 1:
                card = source.pop()
                piles[dst].append(card)
            else:
                piles[dst].extend(source[-count:])
                del source[-count:]
                card = -1
            if dst < TABLEAU_BASE:
                if self._credit_once_here:
                    bit = 1 << card
                    if not credited & bit:
                        self._credited = credited | bit
                        self._score = before + self._foundation_points
                else:
                    self._score = before + self._foundation_points
            elif src == WASTE:
                self._score = before + self._waste_points
            elif src < TABLEAU_BASE and self._takeback_points:
                score = before + self._takeback_points
                self._score = score if score > 0 else 0
        self._moves += 1
        self._log.append(m)

    def _recycle(self) -> None:
        """The stock tap on an empty stock: turn the waste over into the stock, if the game
        allows it (the stock's first card is then the waste's first one)."""
        stock = self._piles[STOCK]
        waste = self._piles[WASTE]
        refusal = self._draw_refusal()
        if refusal is not None:
            raise refusal
        self._undo.append((DRAW, self._score, -1))
        waste.reverse()
        stock.extend(waste)
        waste.clear()
        score = self._score + self.scoring.recycle_penalty[self.draw]
        self._score = score if score > 0 else 0

    def undo(self) -> Move:
        """Take back the last action, restoring the score exactly; returns the action undone.
        The move counter does not go down. IllegalMove (``nothing-to-undo``) if there is none.
        """
        stack = self._undo
        if not stack:
            raise IllegalMove("nothing-to-undo", "There is nothing to undo")
        m, score, detail = stack.pop()
        piles = self._piles
        count = m.count
        if count == 1:
            piles[m.src].append(piles[m.dst].pop())
            self._credited = detail
        elif count:
            destination = piles[m.dst]
            piles[m.src].extend(destination[-count:])
            del destination[-count:]
            self._credited = detail
        else:
            stock = piles[STOCK]
            waste = piles[WASTE]
            if detail == 1:
                stock.append(waste.pop())
            elif detail < 0:
                stock.reverse()
                waste.extend(stock)
                stock.clear()
            else:
                stock.extend(waste[: -detail - 1 : -1])
                del waste[-detail:]
        self._score = score
        self._log.append(None)
        return m

    # ----------------------------------------------------------------- helpers for the table

    def foundation_for(self, src: int) -> int | None:
        """The foundation that accepts the top card of ``src`` (leftmost first), or None."""
        for pile in self.foundation_ids:
            if self._move_refusal(move(src, pile)) is None:
                return pile
        return None

    def piles_accepting(self, card: Card) -> list[int]:
        """Every foundation and column that would take ``card`` played alone from the waste,
        in this position (the card itself may be anywhere, for instance still in the stock)."""
        raise NotImplementedError

    def stock_reach(self) -> list[tuple[int, Card]]:
        """Every card that stock taps alone can bring to the top of the waste, with the fewest
        taps that do it, in tap order: ``(0, top)`` for the waste's current top card first.

        Taps follow ``play("s")`` exactly: draws of ``draw`` cards, and recycles where the game
        has them; the search stops once the cycle of taps repeats.

        >>> g = Game.new("thoughtful", 1, draw=3)
        >>> [(taps, format_card(card)) for taps, card in g.stock_reach()][:4]
        [(1, '9H'), (2, '2S'), (3, '5D'), (4, '6H')]
        """
        stock = list(self._piles[STOCK])
        waste = list(self._piles[WASTE])
        reach: list[tuple[int, Card]] = []
        seen: set[Card] = set()
        if waste:
            reach.append((0, waste[-1]))
            seen.add(waste[-1])
        draw = self.draw
        recycles = self.recycles
        limit = -(-len(stock) // draw) + 1 + -(-(len(stock) + len(waste)) // draw)
        for taps in range(1, limit + 1):
            if stock:
                drawn = draw if draw < len(stock) else len(stock)
                waste.extend(stock[: -drawn - 1 : -1])
                del stock[-drawn:]
            elif recycles and waste:
                waste.reverse()
                stock, waste = waste, stock
                continue
            else:
                break
            top = waste[-1]
            if top not in seen:
                seen.add(top)
                reach.append((taps, top))
        return reach

    def movable_count(self, src: int) -> int:
        """How many cards from the top of ``src`` may be picked up together (0 if none)."""
        return 1 if self._piles[src] and src != STOCK else 0

    def accepting_piles(self, src: int, count: int = 1) -> list[int]:
        """Every pile that would accept the top ``count`` cards of ``src`` (placement help)."""
        return [
            pile
            for pile in (*self.foundation_ids, *self.tableau_ids)
            if pile != src and self._move_refusal(move(src, pile, count)) is None
        ]

    def tap_move(self, src: int) -> Move | None:
        """What a single click on the top card of ``src`` does (SPEC section 6), or None."""
        if src == STOCK:
            return DRAW if self._draw_refusal() is None else None
        if self.is_foundation(src) or not self._piles[src]:
            return None
        home = self.foundation_for(src)
        if home is not None:
            return move(src, home)
        if src == WASTE and self.waste_tap_to_column:
            return self._column_for(src, 1)
        return None

    def smart_move(self, src: int, count: int = 1) -> Move | None:
        """Where a double-click (or auto-placement) sends the top ``count`` cards of ``src``:
        a foundation, else the longest accepting column, else an empty column; or None.

        A foundation's card is taken back only by dragging it, so it has no smart move."""
        if src == STOCK or self.is_foundation(src) or len(self._piles[src]) < count:
            return None
        if count == 1:
            home = self.foundation_for(src)
            if home is not None:
                return move(src, home)
        return self._column_for(src, count)

    def _column_for(self, src: int, count: int) -> Move | None:
        """The longest column accepting the top ``count`` cards of ``src`` (leftmost on a tie),
        else an empty column; never a move that only shifts a whole column to an empty one."""
        piles = self._piles
        best: Move | None = None
        best_length = 0
        empty: Move | None = None
        whole_column = self.is_tableau(src) and count == len(piles[src])
        for pile in self.tableau_ids:
            if pile == src:
                continue
            candidate = move(src, pile, count)
            if self._move_refusal(candidate) is not None:
                continue
            length = len(piles[pile])
            if length == 0:
                if empty is None and not whole_column:
                    empty = candidate
            elif length > best_length:
                best, best_length = candidate, length
        return best or empty

    @staticmethod
    def is_foundation(pile: int) -> bool:
        """True for a foundation id."""
        return FOUNDATION_BASE <= pile < TABLEAU_BASE

    @staticmethod
    def is_tableau(pile: int) -> bool:
        """True for a column id."""
        return pile >= TABLEAU_BASE
