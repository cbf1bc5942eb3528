"""The statistics dialog: summary figures, variants kept apart, the history table (rows,
columns, sorting, the won/lost filter, replay), the chart, CSV export and reset."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QDateTime, QLocale, QPoint, Qt, QTranslator
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from solitaire.storage import GameResult, Result, StatisticsStore, import_csv, read_csv
from solitaire.storage.preferences import ASSISTANT, Preferences
from solitaire.ui.dialogs.history_model import COLUMN_KEYS
from solitaire.ui.dialogs.statistics_dialog import SUMMARY_FIELDS, StatisticsDialog

BASE = datetime(2026, 5, 4, 10, 0, tzinfo=UTC)


@dataclass(frozen=True)
class Played:
    """A game to record: what the tests choose, the rest is filled in by ``game``."""

    result: Result
    score: int
    duration: float
    moves: int
    start_hours: int
    """Hours after BASE the game started (not in the order the games ended)."""
    code: str


FORTY_THIEVES = (
    Played(Result.WON, 500, 300.5, 150, 10, "FT-AAAAAAB"),
    Played(Result.WON, 700, 250.0, 120, 20, "FT-AAAAAAC"),
    Played(Result.LOST, 100, 600.0, 80, 1, "FT-AAAAAAD"),
    Played(Result.LOST, 50, 100.0, 40, 30, "FT-AAAAAAE"),
    Played(Result.LOST, 0, 30.0, 3, 40, "FT-AAAAAAF"),
    Played(Result.WON, 900, 420.0, 200, 50, "FT-AAAAAAG"),
    Played(Result.WON, 650, 245.9, 130, 60, "FT-AAAAAAH"),
)
"""Wins 1-2, losses 3-5, wins 6-7: current streak 2 wins, longest 2 wins and 3 losses."""

THOUGHTFUL_1 = (Played(Result.LOST, 20, 3700.0, 12, 5, "TF1-D1N-AAAAAAB"),)


def game(number: int, variant: str, played: Played) -> GameResult:
    """The finished game ``played`` as the store records it; ``number`` makes its id."""
    started = BASE + timedelta(hours=played.start_hours)
    return GameResult(
        game_id=f"00000000-0000-4000-8000-{number:012d}",
        variant=variant,
        deal_code=played.code,
        started=started,
        finished=started + timedelta(seconds=round(played.duration)),
        duration=played.duration,
        moves=played.moves,
        undos=number % 3,
        hints=0,
        score=played.score,
        result=played.result,
        foundation_cards=104 if played.result is Result.WON else number,
    )


def forty_thieves_games() -> list[GameResult]:
    """The Forty Thieves games, in the order they are recorded."""
    return [game(n, "forty-thieves", p) for n, p in enumerate(FORTY_THIEVES, 1)]


@pytest.fixture
def english() -> Iterator[QLocale]:
    """English (United States) number and date formats for the test."""
    before = QLocale()
    locale = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    QLocale.setDefault(locale)
    yield locale
    QLocale.setDefault(before)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StatisticsStore]:
    """A store in ``tmp_path`` holding the Forty Thieves and Thoughtful draw 1 games."""
    opened = StatisticsStore.open(tmp_path / "statistics.sqlite3")
    for finished in forty_thieves_games():
        opened.record(finished)
    for number, played in enumerate(THOUGHTFUL_1, 100):
        opened.record(game(number, "thoughtful-1", played))
    yield opened
    opened.close()


@pytest.fixture
def dialog(qtbot: QtBot, store: StatisticsStore, english: QLocale) -> StatisticsDialog:
    """The dialog on Forty Thieves, shown."""
    shown = StatisticsDialog(store, "forty-thieves")
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def texts(dialog: StatisticsDialog) -> dict[str, str]:
    """The text of every summary label."""
    return {key: label.text() for key, label in dialog.summary_labels.items()}


def column(dialog: StatisticsDialog, key: str) -> list[str]:
    """The texts of one column of the history table, top to bottom."""
    model = dialog.model
    index = COLUMN_KEYS.index(key)
    return [str(model.data(model.index(row, index))) for row in range(model.rowCount())]


def test_every_summary_figure(dialog: StatisticsDialog) -> None:
    games = forty_thieves_games()
    wins = [g for g in games if g.won]
    average = sum(g.score for g in games) / len(games)
    total = int(sum(g.duration for g in games))
    assert texts(dialog) == {
        "played": "7",
        "won": "4",
        "win_rate": "57.1%",
        "current_streak": dialog.wins_text(2),
        "longest_winning_streak": dialog.wins_text(2),
        "longest_losing_streak": dialog.losses_text(3),
        "best_score": "900",
        "average_score": f"{average:.1f}",
        "last_score": "650",
        "fastest_win": "4:05",
        "fewest_moves_win": str(min(g.moves for g in wins)),
        "total_time": f"0:{total // 60:02d}:{total % 60:02d}",
    }
    assert average == pytest.approx(414.29, abs=0.01)
    assert total == 1946


def test_summary_labels_are_named_for_screen_readers(dialog: StatisticsDialog) -> None:
    names = [dialog.summary_labels[key].accessibleName() for key in SUMMARY_FIELDS]
    assert all(names) and len(set(names)) == len(names)
    assert dialog.summary_labels["win_rate"].accessibleDescription() == "57.1%"


def test_streaks_read_as_plurals_in_english(
    dialog: StatisticsDialog, tmp_path: Path, qapp: QApplication
) -> None:
    lrelease = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed")
    source = tmp_path / "en.ts"
    source.write_text(
        """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS><TS version="2.1" language="en_US"><context><name>StatisticsDialog</name>
<message numerus="yes"><source>%n win(s)</source>
<translation><numerusform>%n win</numerusform><numerusform>%n wins</numerusform></translation>
</message>
<message numerus="yes"><source>%n loss(es)</source>
<translation><numerusform>%n loss</numerusform><numerusform>%n losses</numerusform></translation>
</message></context></TS>
""",
        encoding="utf-8",
    )
    compiled = tmp_path / "en.qm"
    subprocess.run([lrelease, str(source), "-qm", str(compiled)], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(compiled))
    qapp.installTranslator(translator)
    try:
        dialog.reload()
        assert dialog.summary_labels["current_streak"].text() == "2 wins"
        assert dialog.summary_labels["longest_losing_streak"].text() == "3 losses"
        dialog.show_variant("thoughtful-1")
        assert dialog.summary_labels["current_streak"].text() == "1 loss"
        assert dialog.summary_labels["longest_winning_streak"].text() == "0 wins"
    finally:
        qapp.removeTranslator(translator)


def test_variants_are_kept_apart(dialog: StatisticsDialog) -> None:
    assert dialog.tabs.count() == 3
    assert dialog.tabs.tabText(dialog.tabs.currentIndex()) == "Forty Thieves"
    dialog.tabs.setCurrentIndex(1)
    assert dialog.variant == "thoughtful-1"
    figures = texts(dialog)
    assert (figures["played"], figures["won"], figures["win_rate"]) == ("1", "0", "0.0%")
    assert figures["current_streak"] == dialog.losses_text(1)
    assert (figures["best_score"], figures["fastest_win"], figures["total_time"]) == (
        "20",
        "—",
        "1:01:40",
    )
    assert column(dialog, "deal_code") == ["TF1-D1N-AAAAAAB"]
    assert dialog.chart.score_series.count() == 1
    dialog.show_variant("thoughtful-3")
    assert texts(dialog)["played"] == "0"
    assert texts(dialog)["current_streak"] == "—"
    assert dialog.model.rowCount() == 0
    assert not dialog.reset_button.isEnabled()
    dialog.show_variant("forty-thieves")
    assert texts(dialog)["played"] == "7"


def test_opens_on_the_variant_given(qtbot: QtBot, store: StatisticsStore) -> None:
    shown = StatisticsDialog(store, "thoughtful-1")
    qtbot.addWidget(shown)
    assert shown.tabs.currentIndex() == 1
    assert shown.model.rowCount() == 1
    with pytest.raises(ValueError):
        StatisticsDialog(store, "thoughtful-2")


def test_history_rows_and_columns(dialog: StatisticsDialog) -> None:
    model = dialog.model
    assert (model.rowCount(), model.columnCount()) == (7, 10)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(10)]
    assert headers[:4] == ["#", "Date", "Deal", "Result"]
    assert column(dialog, "number") == ["7", "6", "5", "4", "3", "2", "1"]
    first = [model.data(model.index(0, c)) for c in range(10)]
    moment = QDateTime.fromSecsSinceEpoch(int(BASE.timestamp()) + 60 * 3600)
    started = QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)
    assert first == ["7", started, "FT-AAAAAAH", "Won", "650", "130", "1", "0", "4:05", "104"]
    assert column(dialog, "result") == ["Won", "Won", "Lost", "Lost", "Lost", "Won", "Won"]


def hidden_columns(dialog: StatisticsDialog) -> list[str]:
    """The keys of the history columns the table hides."""
    return [key for c, key in enumerate(COLUMN_KEYS) if dialog.table.isColumnHidden(c)]


def test_hints_column_shows_only_with_the_assistant_on(
    qtbot: QtBot, store: StatisticsStore, english: QLocale
) -> None:
    """Without the assistant the table has its old columns; the Hints column follows the
    Assistant preference while the dialog is open, and shows the hints each game used."""
    store.record(replace(game(8, "forty-thieves", FORTY_THIEVES[0]), hints=3))
    without = StatisticsDialog(store, "forty-thieves")
    qtbot.addWidget(without)
    assert hidden_columns(without) == ["hints"] and not without.hints_shown

    preferences = Preferences(None)
    dialog = StatisticsDialog(store, "forty-thieves", preferences=preferences)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert hidden_columns(dialog) == ["hints"]

    preferences.set(ASSISTANT, True)
    assert hidden_columns(dialog) == [] and dialog.hints_shown
    assert dialog.table.columnWidth(COLUMN_KEYS.index("hints")) > 0
    assert column(dialog, "hints")[:2] == ["3", "0"]

    preferences.set(ASSISTANT, False)
    assert hidden_columns(dialog) == ["hints"]

    preferences.set(ASSISTANT, True)
    opened_on = StatisticsDialog(store, "thoughtful-1", preferences=preferences)
    qtbot.addWidget(opened_on)
    assert hidden_columns(opened_on) == []


def header_click(dialog: StatisticsDialog, key: str) -> None:
    header = dialog.table.horizontalHeader()
    section = COLUMN_KEYS.index(key)
    point = QPoint(header.sectionViewportPosition(section) + header.sectionSize(section) // 2, 5)
    QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_sorting_by_clicking_headers(dialog: StatisticsDialog) -> None:
    scores = sorted(p.score for p in FORTY_THIEVES)
    header = dialog.table.horizontalHeader()
    header_click(dialog, "score")
    assert header.sortIndicatorSection() == COLUMN_KEYS.index("score")
    ascending = header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
    shown = [int(text) for text in column(dialog, "score")]
    assert shown == (scores if ascending else scores[::-1])
    header_click(dialog, "score")
    shown = [int(text) for text in column(dialog, "score")]
    assert shown == (scores[::-1] if ascending else scores)


def test_sorting_by_date_and_by_time(dialog: StatisticsDialog) -> None:
    dialog.table.sortByColumn(COLUMN_KEYS.index("started"), Qt.SortOrder.AscendingOrder)
    by_start = sorted(range(1, 8), key=lambda n: FORTY_THIEVES[n - 1].start_hours)
    assert column(dialog, "number") == [str(n) for n in by_start]
    dialog.table.sortByColumn(COLUMN_KEYS.index("duration"), Qt.SortOrder.DescendingOrder)
    assert column(dialog, "duration")[:3] == ["10:00", "7:00", "5:00"]
    assert dialog.model.pager.order == ("duration", True)


def test_won_and_lost_filter(dialog: StatisticsDialog) -> None:
    dialog.filter_combo.setCurrentIndex(1)
    assert column(dialog, "result") == ["Won"] * 4
    assert column(dialog, "number") == ["7", "6", "2", "1"]
    dialog.filter_combo.setCurrentIndex(2)
    assert column(dialog, "number") == ["5", "4", "3"]
    dialog.table.sortByColumn(COLUMN_KEYS.index("score"), Qt.SortOrder.AscendingOrder)
    assert column(dialog, "score") == ["0", "50", "100"]
    dialog.show_variant("thoughtful-1")
    assert column(dialog, "result") == ["Lost"]
    dialog.filter_combo.setCurrentIndex(0)
    dialog.show_variant("forty-thieves")
    assert dialog.model.rowCount() == 7


def test_replay_button_emits_the_deal_code_and_closes(
    dialog: StatisticsDialog, qtbot: QtBot
) -> None:
    assert not dialog.replay_button.isEnabled()
    dialog.table.selectRow(2)
    assert dialog.replay_button.isEnabled()
    with qtbot.waitSignal(dialog.replay_requested) as signal:
        QTest.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    assert signal.args == ["FT-AAAAAAF"]
    assert not dialog.isVisible()


def test_double_click_on_a_row_replays_it(dialog: StatisticsDialog, qtbot: QtBot) -> None:
    dialog.filter_combo.setCurrentIndex(2)
    table = dialog.table
    centre = table.visualRect(dialog.model.index(1, 2)).center()
    with qtbot.waitSignal(dialog.replay_requested) as signal:
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        assert dialog.isVisible()
        QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert signal.args == ["FT-AAAAAAE"]
    assert not dialog.isVisible()


def test_enter_on_a_selected_row_replays_it(dialog: StatisticsDialog, qtbot: QtBot) -> None:
    dialog.table.setFocus()
    QTest.keyClick(dialog.table, Qt.Key.Key_Return)
    assert dialog.isVisible()
    dialog.table.selectRow(0)
    with qtbot.waitSignal(dialog.replay_requested) as signal:
        QTest.keyClick(dialog.table, Qt.Key.Key_Return)
    assert signal.args == ["FT-AAAAAAH"]


def test_sorting_clears_the_selection_and_the_replay_button(dialog: StatisticsDialog) -> None:
    dialog.table.selectRow(3)
    assert dialog.replay_button.isEnabled()
    dialog.table.sortByColumn(COLUMN_KEYS.index("moves"), Qt.SortOrder.AscendingOrder)
    assert not dialog.replay_button.isEnabled()


def test_chart_has_one_point_per_game_wins_apart_from_losses(dialog: StatisticsDialog) -> None:
    chart = dialog.chart
    line = [(p.x(), p.y()) for p in chart.score_series.points()]
    assert line == [(n, p.score) for n, p in enumerate(FORTY_THIEVES, 1)]
    assert [p.x() for p in chart.win_series.points()] == [1, 2, 6, 7]
    assert [p.x() for p in chart.loss_series.points()] == [3, 4, 5]
    assert chart.x_axis.titleText() == "Game"
    assert chart.y_axis.titleText() == "Score"


def test_export_writes_a_csv_that_round_trips(
    dialog: StatisticsDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "export.csv"
    asked: list[str] = []

    def save_name(parent: object, title: str, suggested: str, filters: str) -> tuple[str, str]:
        asked.append(suggested)
        return str(target), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_name))
    QTest.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert asked and asked[0].endswith("forty-thieves.csv")
    assert read_csv(target) == forty_thieves_games()
    copy = StatisticsStore.in_memory()
    assert import_csv(copy, target) == 7
    assert copy.summary("forty-thieves") == dialog._store.summary("forty-thieves")
    assert "export.csv" in dialog.status_label.text()


def test_export_cancelled_writes_nothing(
    dialog: StatisticsDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args: ("", "")))
    dialog.export()
    assert list(tmp_path.glob("*.csv")) == []


def test_reset_asks_first_and_empties_only_that_variant(
    dialog: StatisticsDialog, store: StatisticsStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    questions: list[str] = []

    def question(parent: object, title: str, text: str, *args: object) -> object:
        questions.append(text)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    QTest.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert len(questions) == 1 and "Forty Thieves" in questions[0]
    assert store.count("forty-thieves") == 7
    assert texts(dialog)["played"] == "7"
    QTest.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert len(questions) == 2
    assert store.count("forty-thieves") == 0
    assert store.count("thoughtful-1") == 1
    assert texts(dialog)["played"] == "0"
    assert dialog.model.rowCount() == 0
    assert dialog.chart.score_series.count() == 0
    assert not dialog.reset_button.isEnabled()
    dialog.show_variant("thoughtful-1")
    assert texts(dialog)["played"] == "1"


def test_follows_games_recorded_while_open(
    dialog: StatisticsDialog, store: StatisticsStore
) -> None:
    store.record(game(8, "forty-thieves", Played(Result.LOST, 5, 60.0, 9, 70, "FT-AAAAAAJ")))
    assert texts(dialog)["played"] == "8"
    assert texts(dialog)["current_streak"] == dialog.losses_text(1)
    assert column(dialog, "deal_code")[0] == "FT-AAAAAAJ"
    assert dialog.chart.loss_series.count() == 4
    store.record(game(9, "thoughtful-3", Played(Result.WON, 5, 60.0, 9, 70, "TF3-D3N-AAAAAAB")))
    assert texts(dialog)["played"] == "8"


def test_a_hidden_dialog_catches_up_when_shown_again(
    dialog: StatisticsDialog, store: StatisticsStore
) -> None:
    dialog.hide()
    store.record(game(8, "forty-thieves", Played(Result.WON, 5, 60.0, 9, 70, "FT-AAAAAAJ")))
    dialog.show()
    assert texts(dialog)["played"] == "8"
    assert texts(dialog)["current_streak"] == dialog.wins_text(3)
