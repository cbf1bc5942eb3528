"""The in-app rules pages: every language has both games, with the English page's structure,
the scoring figures of the spec, the app's keys and deal codes, written in its own script."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtGui import (
    QFont,
    QFontDatabase,
    QFontMetrics,
    QTextCursor,
    QTextDocument,
    QTextTable,
)

from solitaire.ui.dialogs.rules_dialog import RulesDialog, rules_file
from solitaire.ui.resources import resources_dir

LANGUAGES = ("fr", "el", "bg", "ro", "th")
VARIANTS = ("forty-thieves", "thoughtful")
PAGES = [(language, variant) for language in LANGUAGES for variant in VARIANTS]

FRENCH_NAMES = {"forty-thieves": "Quarante Voleurs", "thoughtful": "Solitaire Réfléchi"}
"""The games' original names (SPEC, top): every page names its game by them."""

SPEC_FIGURES = {
    "forty-thieves": {"+10", "+5", "−15", "1040", "1185"},
    "thoughtful": {"+10", "+5", "−100", "−20", "520"},
}
"""SPEC section 4: the points of each action and the worked totals."""

KEY_NAMES = {"fr": {"Shift": "Maj"}}
"""Key names a language writes its own way on keyboards and in shortcuts."""

NUMBER = re.compile(r"[+−]?\d+")
APP_TOKEN = re.compile(
    r"Ctrl\+(?:Shift\+)?[A-Z]|\bF1\b|\b(?:FT|TF)1-[A-Z0-9]+-[A-Z2-7]{7}\b|\bD3N\b"
)


@dataclass(frozen=True)
class Page:
    """What a rules page parses to in a QTextDocument."""

    text: str
    title: str
    sections: list[str]
    """The plain text under each h2 (the h2 included), in order."""
    list_items: int
    table_rows: list[list[str]]


def _page_path(language: str, variant: str) -> Path:
    return resources_dir() / "rules" / language / f"{variant}.html"


def _cell_text(table: QTextTable, row: int, column: int) -> str:
    cell = table.cellAt(row, column)
    cursor = cell.firstCursorPosition()
    cursor.setPosition(cell.lastCursorPosition().position(), QTextCursor.MoveMode.KeepAnchor)
    return cursor.selectedText().strip()


def _parse(path: Path) -> Page:
    document = QTextDocument()
    document.setHtml(path.read_text(encoding="utf-8"))
    title = ""
    sections: list[str] = []
    list_items = 0
    block = document.begin()
    while block.isValid():
        level = block.blockFormat().headingLevel()
        if level == 1 and not title:
            title = block.text()
        elif level == 2:
            sections.append("")
        if sections:
            sections[-1] += block.text() + "\n"
        if block.textList() is not None:
            list_items += 1
        block = block.next()
    tables = [
        frame for frame in document.rootFrame().childFrames() if isinstance(frame, QTextTable)
    ]
    rows = [
        [_cell_text(table, r, c) for c in range(table.columns())]
        for table in tables
        for r in range(table.rows())
    ]
    return Page(document.toPlainText(), title, sections, list_items, rows)


def _english(variant: str) -> Page:
    return _parse(_page_path("en", variant))


def _numbers(text: str) -> Counter[str]:
    return Counter(NUMBER.findall(text))


def _letters(text: str) -> list[str]:
    return [c for c in text if c.isalpha()]


@pytest.mark.parametrize(("language", "variant"), PAGES)
def test_page_exists_and_parses(qapp, language: str, variant: str) -> None:
    path = _page_path(language, variant)
    assert path.is_file()
    page = _parse(path)
    assert len(page.text.strip()) > 1000
    assert page.title
    assert page.title != _english(variant).title


@pytest.mark.parametrize(("language", "variant"), PAGES)
def test_page_has_the_english_structure(qapp, language: str, variant: str) -> None:
    page, english = _parse(_page_path(language, variant)), _english(variant)
    assert len(page.sections) == len(english.sections)
    assert page.list_items == english.list_items
    assert len(page.table_rows) == len(english.table_rows)
    assert [len(row) for row in page.table_rows] == [len(row) for row in english.table_rows]


@pytest.mark.parametrize(("language", "variant"), PAGES)
def test_scoring_figures(qapp, language: str, variant: str) -> None:
    page, english = _parse(_page_path(language, variant)), _english(variant)
    for row, english_row in zip(page.table_rows, english.table_rows, strict=True):
        assert _numbers(row[-1]) == _numbers(english_row[-1]), row
    scoring = next(i for i, text in enumerate(english.sections) if "Scoring" in text)
    assert set(_numbers(english.sections[scoring])) <= set(_numbers(page.sections[scoring]))
    assert SPEC_FIGURES[variant] <= set(_numbers(page.sections[scoring]))


@pytest.mark.parametrize(("language", "variant"), PAGES)
def test_keys_deal_codes_and_game_names(qapp, language: str, variant: str) -> None:
    page, english = _parse(_page_path(language, variant)), _english(variant)
    expected = Counter(APP_TOKEN.findall(english.text))
    found = page.text
    for name, local in KEY_NAMES.get(language, {}).items():
        found = found.replace(f"+{local}+", f"+{name}+")
    assert expected
    assert Counter(APP_TOKEN.findall(found)) == expected
    assert FRENCH_NAMES[variant] in page.text


KEYBOARD_KEYS = ("Tab", "Shift+Tab", "Shift+Enter", "Enter", "Esc", "Home", "End", "F")
"""The keys the English "Playing with the keyboard" section names."""

LOCAL_KEYS = {
    "fr": {
        "Shift+Tab": "Maj+Tab",
        "Shift+Enter": "Maj+Entrée",
        "Enter": "Entrée",
        "Esc": "Échap",
        "Home": "Début",
        "End": "Fin",
    }
}
"""Keys a language's keyboards label in its own words."""


def _keyboard_section(page: Page, english: Page) -> str:
    index = next(i for i, text in enumerate(english.sections) if "keyboard" in text.split("\n")[0])
    return page.sections[index]


@pytest.mark.parametrize(("language", "variant"), [("en", v) for v in VARIANTS] + PAGES)
def test_keyboard_section_names_every_key(qapp, language: str, variant: str) -> None:
    page, english = _parse(_page_path(language, variant)), _english(variant)
    section = _keyboard_section(page, english)
    words = set(re.findall(r"[\w+]+", section))
    for key in KEYBOARD_KEYS:
        assert LOCAL_KEYS.get(language, {}).get(key, key) in words, key


SCRIPTS = {
    "el": ("GREEK",),
    "bg": ("CYRILLIC",),
    "th": ("THAI",),
}


def _script_share(letters: list[str], scripts: tuple[str, ...]) -> float:
    inside = [c for c in letters if unicodedata.name(c, "").startswith(scripts)]
    return len(inside) / len(letters)


@pytest.mark.parametrize(("language", "variant"), [p for p in PAGES if p[0] in SCRIPTS])
def test_non_latin_pages_are_in_their_script(qapp, language: str, variant: str) -> None:
    text = _parse(_page_path(language, variant)).text
    scripts = SCRIPTS[language]
    assert _script_share(_letters(text), scripts) > 0.8
    for word in re.findall(r"\w+", text):
        if any(unicodedata.name(c, "").startswith(scripts) for c in word):
            mixed = [c for c in _letters(word) if not unicodedata.name(c).startswith(scripts)]
            assert not mixed, f"{word!r} mixes scripts: {mixed}"


LATIN_LETTERS = {"fr": "éèàçêùœ", "ro": "ăâîșț"}


@pytest.mark.parametrize(("language", "variant"), [p for p in PAGES if p[0] in LATIN_LETTERS])
def test_latin_pages_use_their_letters(qapp, language: str, variant: str) -> None:
    text = _parse(_page_path(language, variant)).text
    letters = _letters(text)
    assert _script_share(letters, ("LATIN",)) > 0.99
    assert set(LATIN_LETTERS[language]) <= set(text.lower())


def test_romanian_uses_comma_below_and_bulgarian_no_russian_letters(qapp) -> None:
    for variant in VARIANTS:
        romanian = _parse(_page_path("ro", variant)).text.lower()
        assert not set("şţ") & set(romanian)
        bulgarian = _parse(_page_path("bg", variant)).text.lower()
        assert not set("ыэё") & set(bulgarian)


def _uncovered(text: str) -> set[str]:
    """The visible characters of ``text`` that no installed font has a glyph for."""
    metrics = [QFontMetrics(QFont(family)) for family in QFontDatabase.families()]
    visible = {c for c in text if not c.isspace() and unicodedata.category(c)[0] != "C"}
    return {c for c in visible if not any(m.inFontUcs4(ord(c)) for m in metrics)}


def _missing_glyph_lines(document: QTextDocument) -> list[str]:
    """The laid-out lines of ``document`` that draw a font's "missing glyph" (index 0)."""
    document.setTextWidth(600)
    document.size()
    found = []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        for index in range(layout.lineCount()):
            if any(0 in run.glyphIndexes() for run in layout.lineAt(index).glyphRuns()):
                found.append(block.text())
        block = block.next()
    return found


def test_glyph_checks_see_a_missing_glyph(qapp) -> None:
    document = QTextDocument()
    document.setPlainText("A \U00010000")
    assert _missing_glyph_lines(document)
    assert _uncovered("A \U00010000") == {"\U00010000"}


@pytest.mark.parametrize(("language", "variant"), PAGES)
def test_every_character_has_a_glyph(qapp, language: str, variant: str) -> None:
    document = QTextDocument()
    document.setHtml(_page_path(language, variant).read_text(encoding="utf-8"))
    assert not _uncovered(document.toPlainText())
    assert not _missing_glyph_lines(document)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", VARIANTS)
def test_rules_file_picks_the_language(language: str, variant: str) -> None:
    expected = _page_path(language, variant)
    assert rules_file(variant, language) == expected
    region = {"fr": "FR", "el": "GR", "bg": "BG", "ro": "RO", "th": "TH"}[language]
    assert rules_file(variant, f"{language}_{region}") == expected


@pytest.mark.parametrize("language", ["de", "de_DE", "", "C"])
@pytest.mark.parametrize("variant", VARIANTS)
def test_rules_file_falls_back_to_english(language: str, variant: str) -> None:
    assert rules_file(variant, language) == _page_path("en", variant)


@pytest.mark.parametrize(("language", "variant"), PAGES)
def test_dialog_shows_the_page(qtbot, language: str, variant: str) -> None:
    dialog = RulesDialog(variant, language=language)
    qtbot.addWidget(dialog)
    shown = dialog.browser.toPlainText()
    assert _parse(_page_path(language, variant)).title in shown
