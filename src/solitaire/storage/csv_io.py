"""Statistics as CSV: export for spreadsheets and back-ups, and the import that reads it back.

The file has a header row and one row per game, in the order the games ended; times are UTC
ISO 8601 and durations in seconds. Importing checks every row and adds only games not yet
stored (by game id), so importing the same file twice changes nothing.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from .atomic import write_atomically
from .results import GameResult, Result, format_time, parse_time
from .statistics import StatisticsStore

CSV_COLUMNS: tuple[str, ...] = (
    "game_id",
    "variant",
    "deal_code",
    "started",
    "finished",
    "duration_seconds",
    "moves",
    "undos",
    "hints",
    "score",
    "result",
    "foundation_cards",
)
"""The header row of an exported file."""

MAX_CSV_BYTES = 200_000_000


def export_csv(store: StatisticsStore, path: Path, variant: str | None = None) -> int:
    """Write the games of ``variant`` (every variant if None) to ``path`` atomically; returns
    how many rows were written. OSError if the file cannot be written."""
    variants = [variant] if variant is not None else None
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    count = 0
    for row in store.all_rows(variants):
        writer.writerow(
            (
                row.game_id,
                row.variant,
                row.deal_code,
                row.started,
                row.finished,
                repr(float(row.duration)),
                row.moves,
                row.undos,
                row.hints,
                row.score,
                row.result,
                row.foundation_cards,
            )
        )
        count += 1
    write_atomically(path, buffer.getvalue().encode("utf-8"))
    return count


def parse_csv(text: str) -> list[GameResult]:
    """The games in an exported file's text; ValueError naming the first bad line."""
    reader = csv.reader(io.StringIO(text, newline=""))
    header = next(reader, None)
    if header is None or tuple(h.strip() for h in header) != CSV_COLUMNS:
        raise ValueError("line 1: not a Solitaire statistics file (unexpected header)")
    games: list[GameResult] = []
    for row in reader:
        if not row:
            continue
        try:
            games.append(_parse_row(row))
        except (ValueError, TypeError) as error:
            raise ValueError(f"line {reader.line_num}: {error}") from None
    return games


def _parse_row(row: list[str]) -> GameResult:
    if len(row) != len(CSV_COLUMNS):
        raise ValueError(f"{len(row)} fields instead of {len(CSV_COLUMNS)}")
    fields = dict(zip(CSV_COLUMNS, (value.strip() for value in row), strict=True))
    started = parse_time(fields["started"])
    finished = parse_time(fields["finished"])
    if format_time(started) != fields["started"] or format_time(finished) != fields["finished"]:
        raise ValueError("times must be UTC ISO 8601 to the second, e.g. 2026-01-02T03:04:05Z")
    return GameResult(
        game_id=fields["game_id"],
        variant=fields["variant"],
        deal_code=fields["deal_code"],
        started=started,
        finished=finished,
        duration=float(fields["duration_seconds"]),
        moves=int(fields["moves"]),
        undos=int(fields["undos"]),
        hints=int(fields["hints"]),
        score=int(fields["score"]),
        result=Result(fields["result"]),
        foundation_cards=int(fields["foundation_cards"]),
    )


def read_csv(path: Path) -> list[GameResult]:
    """The games in an exported file; OSError if unreadable, ValueError if not valid."""
    with path.open("rb") as handle:
        data = handle.read(MAX_CSV_BYTES + 1)
    if len(data) > MAX_CSV_BYTES:
        raise ValueError("the file is too large to be a statistics export")
    return parse_csv(data.decode("utf-8-sig"))


def import_csv(store: StatisticsStore, path: Path) -> int:
    """Add the games of an exported file to ``store`` in one transaction (all or none);
    returns how many were new."""
    return store.record_many(read_csv(path))
