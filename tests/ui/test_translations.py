"""The translations: every .ts is complete and current (lupdate finds nothing new), keeps the
placeholders and plural forms, and switching the language changes the open window at once,
with dates and numbers in the language's locale."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QDate, QLocale
from PySide6.QtGui import QFont, QImage
from PySide6.QtWidgets import QDialogButtonBox, QMenu
from tests.x_server import private_x_server, require_tools

from solitaire.storage.preferences import LANGUAGE
from solitaire.ui.announcer import describe_focus
from solitaire.ui.app import create_application
from solitaire.ui.dialogs.rules_dialog import RulesDialog
from solitaire.ui.translation import (
    install_language,
    installed_files,
    resolve_language,
    translations_dir,
    uninstall_language,
)

from .session_driver import SessionDriver
from .table_driver import layout_game

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "update_translations.py"
TS_DIR = ROOT / "resources" / "translations"
LANGUAGES = ("fr", "el", "bg", "ro", "th")
PLURAL_FORMS = {"en": 2, "fr": 2, "el": 2, "bg": 2, "ro": 3, "th": 1}
"""How many plural forms each language has (Qt's numerus rules)."""
PLACEHOLDER = re.compile(r"\{\w*\}|%n")
NBSP = "\u00a0"


@dataclass(frozen=True)
class Entry:
    """One message of a .ts file."""

    context: str
    source: str
    numerus: bool
    kind: str
    """The translation's ``type`` attribute ("" when finished)."""
    forms: tuple[str, ...]


def _entries(path: Path) -> list[Entry]:
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            numerus = message.get("numerus") == "yes"
            forms = (
                tuple(form.text or "" for form in translation.iter("numerusform"))
                if numerus
                else (translation.text or "",)
            )
            found.append(
                Entry(
                    name,
                    message.findtext("source") or "",
                    numerus,
                    translation.get("type", ""),
                    forms,
                )
            )
    return found


def _ts(language: str) -> Path:
    return TS_DIR / f"solitaire_{language}.ts"


@pytest.fixture(scope="module")
def updated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the .ts files after running lupdate on the current sources."""
    folder = tmp_path_factory.mktemp("ts")
    for path in TS_DIR.glob("*.ts"):
        shutil.copy(path, folder / path.name)
    subprocess.run([sys.executable, str(TOOL), "--ts-dir", str(folder)], check=True)
    return folder


@pytest.mark.parametrize("language", [*LANGUAGES, "en"])
def test_ts_file_names_its_languages(language: str) -> None:
    root = ET.parse(_ts(language)).getroot()
    assert root.get("language") == language
    assert root.get("sourcelanguage") == "en"


@pytest.mark.parametrize("language", [*LANGUAGES, "en"])
def test_every_entry_is_finished(language: str) -> None:
    entries = _entries(_ts(language))
    assert entries
    for entry in entries:
        assert entry.kind == "", entry
        assert all(form.strip() for form in entry.forms), entry


@pytest.mark.parametrize("language", [*LANGUAGES, "en"])
def test_lupdate_finds_nothing_new_or_gone(updated: Path, language: str) -> None:
    before = _entries(_ts(language))
    after = _entries(updated / f"solitaire_{language}.ts")
    assert [e for e in after if e.kind] == []
    assert sorted((e.context, e.source) for e in after) == sorted(
        (e.context, e.source) for e in before
    )


def test_lupdate_check_sees_a_new_string(tmp_path: Path) -> None:
    """The check above can fail: a .ts missing one message gets it back unfinished."""
    copy = tmp_path / "solitaire_fr.ts"
    text = _ts("fr").read_text(encoding="utf-8")
    message = re.search(r"<message>\s*<source>Only a king can fill.*?</message>\s*", text, re.S)
    assert message is not None
    copy.write_text(text.replace(message.group(0), ""), encoding="utf-8")
    subprocess.run([sys.executable, str(TOOL), "--ts-dir", str(tmp_path)], check=True)
    unfinished = [e.source for e in _entries(copy) if e.kind == "unfinished"]
    assert unfinished == ["Only a king can fill an empty column"]


def test_english_has_only_the_plurals() -> None:
    entries = _entries(_ts("en"))
    assert all(entry.numerus for entry in entries)
    french_plurals = {(e.context, e.source) for e in _entries(_ts("fr")) if e.numerus}
    assert {(e.context, e.source) for e in entries} == french_plurals


def test_rule_messages_and_announcer_strings_are_found() -> None:
    """lupdate cannot follow the modules' ``_tr`` helpers by itself; the tool must bring their
    strings in, plurals marked."""
    entries = {(e.context, e.source): e for e in _entries(_ts("fr"))}
    assert ("RuleMessages", "Only a king can fill an empty column") in entries
    assert entries[("Announcer", "%n card(s)")].numerus
    assert not entries[("Announcer", "{rank} of {suit}")].numerus


@pytest.mark.parametrize("language", [*LANGUAGES, "en"])
def test_translations_keep_placeholders(language: str) -> None:
    for entry in _entries(_ts(language)):
        expected = Counter(PLACEHOLDER.findall(entry.source))
        for form in entry.forms:
            assert Counter(PLACEHOLDER.findall(form)) == expected, (entry.source, form)
            assert form.count("\n") == entry.source.count("\n"), form


@pytest.mark.parametrize("language", [*LANGUAGES, "en"])
def test_plural_entries_have_every_form(language: str) -> None:
    plurals = [entry for entry in _entries(_ts(language)) if entry.numerus]
    assert plurals
    for entry in plurals:
        assert len(entry.forms) == PLURAL_FORMS[language], entry


@pytest.mark.parametrize("language", LANGUAGES)
def test_accelerators_kept(language: str) -> None:
    for entry in _entries(_ts(language)):
        marks = len(re.findall(r"&(?!&)", entry.source))
        for form in entry.forms:
            assert len(re.findall(r"&(?!&)\w", form)) == marks, (entry.source, form)


# ----------------------------------------------------------------- at run time


@pytest.fixture(scope="module")
def compiled() -> None:
    """Fresh .qm files (``make`` builds them too; this keeps a bare pytest run honest)."""
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    for source in TS_DIR.glob("*.ts"):
        target = translations_dir() / source.with_suffix(".qm").name
        if not target.exists() or target.stat().st_mtime < source.stat().st_mtime:
            subprocess.run([str(lrelease), "-silent", str(source), "-qm", str(target)], check=True)


@pytest.fixture
def language(qapp, compiled: None) -> Iterator[None]:
    """Leave the application untranslated after the test, as the other tests expect."""
    yield
    uninstall_language()


def _tr(context: str, text: str, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, None, n)


def test_resolve_language() -> None:
    for code in ("en", *LANGUAGES):
        assert resolve_language(code) == code
    assert resolve_language("") in ("en", *LANGUAGES)


@pytest.mark.parametrize("code", LANGUAGES)
def test_install_loads_ours_and_sets_the_locale(language: None, code: str) -> None:
    assert install_language(code) == code
    files = installed_files()
    assert str(translations_dir() / f"solitaire_{code}.qm") in files
    assert QLocale().name().startswith(f"{code}_")
    assert _tr("MainWindow", "Forty Thieves") != "Forty Thieves"
    assert _tr("QPlatformTheme", "Close") != "Close"


def test_english_plurals(language: None) -> None:
    install_language("en")
    assert _tr("Announcer", "%n card(s)", 1) == "1 card"
    assert _tr("Announcer", "%n card(s)", 3) == "3 cards"
    assert _tr("MainWindow", "&Game") == "&Game"


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("fr", ["1 carte", "2 cartes", "20 cartes"]),
        ("el", ["1 φύλλο", "2 φύλλα", "20 φύλλα"]),
        ("bg", ["1 карта", "2 карти", "20 карти"]),
        ("ro", ["1 carte", "2 cărți", "20 de cărți"]),
        ("th", ["ไพ่ 1 ใบ", "ไพ่ 2 ใบ", "ไพ่ 20 ใบ"]),
    ],
)
def test_plural_forms_at_run_time(language: None, code: str, expected: list[str]) -> None:
    install_language(code)
    assert [_tr("Announcer", "%n card(s)", n) for n in (1, 2, 20)] == expected


@pytest.mark.parametrize(
    ("code", "month", "decimal"),
    [
        ("fr", "mars", ","),
        ("el", "Μαρτίου", ","),
        ("bg", "март", ","),
        ("ro", "martie", ","),
        ("th", "มีนาคม", "."),
        ("en", "March", "."),
    ],
)
def test_dates_and_numbers_follow_the_language(
    language: None, code: str, month: str, decimal: str
) -> None:
    install_language(code)
    locale = QLocale()
    assert month in locale.toString(QDate(2026, 3, 5), QLocale.FormatType.LongFormat)
    assert locale.toString(1.5, "f", 1) == f"1{decimal}5"


@pytest.mark.parametrize("code", LANGUAGES)
def test_rules_dialog_follows_the_language(language: None, qtbot, code: str) -> None:
    install_language(code)
    dialog = RulesDialog("thoughtful")
    qtbot.addWidget(dialog)
    page = (ROOT / "resources" / "rules" / code / "thoughtful.html").read_text(encoding="utf-8")
    title = re.search(r"<h1>(.*?)</h1>", page)
    assert title is not None
    assert dialog.browser.toPlainText().startswith(title.group(1))
    assert dialog.windowTitle() == _tr("RulesDialog", "Rules") != "Rules"


def _menu_mnemonics(driver: SessionDriver) -> None:
    """Every menu title and item has one accelerator, unique within its menu or bar."""
    bar = driver.window.menuBar()
    menus = [action.menu() for action in bar.actions() if action.menu() is not None]
    titles = [action.text() for action in bar.actions()]
    for texts in [titles] + [
        [a.text() for a in menu.actions() if not a.isSeparator()]
        for menu in menus
        if isinstance(menu, QMenu)
    ]:
        keys = [re.search(r"&(\w)", text) for text in texts]
        assert all(keys), texts
        letters = [key.group(1).lower() for key in keys if key]
        assert len(set(letters)) == len(letters), texts


def test_switching_language_retranslates_at_once(language: None, qtbot, tmp_path: Path) -> None:
    game = layout_game("forty-thieves", ["8S", "7H"])
    driver = SessionDriver(qtbot, tmp_path, game)
    window = driver.window
    assert window.game_menu.title() == "&Game"
    driver.session.show_preferences()
    dialog = driver.session.preferences_dialog
    assert dialog is not None and dialog.windowTitle() == "Preferences"

    driver.session.preferences.set(LANGUAGE, "fr")

    assert window.game_menu.title() == "&Partie"
    assert window.edit_menu.title() == "É&dition"
    assert window.new_action.text() == "&Nouvelle partie…"
    assert window.undo_action.text() == "&Annuler"
    assert window.moves_label.text() == f"Coups{NBSP}: 0"
    assert window.stock_label.text().startswith(f"Pioche{NBSP}: ")
    assert window.windowTitle() == "Quarante Voleurs — Solitaire"
    assert dialog.windowTitle() == "Préférences"
    assert dialog.language_label.text() == f"Langue{NBSP}:"
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert close.text() == "Fermer"
    _menu_mnemonics(driver)

    driver.drag(driver.card_point("t2"), driver.card_point("t1"))
    assert window.game.log == []
    assert driver.scene.bubble.text == (
        "Aux Quarante Voleurs, une carte se pose sur la carte immédiatement supérieure de la "
        f"même famille{NBSP}: le 7♥ ne va pas sur le 8♠"
    )
    assert describe_focus(window.game, 11, 0) == "Colonne 2, 7 de cœur, 1 carte"

    driver.session.preferences.set(LANGUAGE, "el")
    assert window.game_menu.title() == "&Παιχνίδι"
    assert window.windowTitle() == "Σαράντα Κλέφτες — Πασιέντζα"
    assert dialog.windowTitle() == "Προτιμήσεις"
    _menu_mnemonics(driver)

    driver.session.preferences.set(LANGUAGE, "en")
    assert window.game_menu.title() == "&Game"
    assert dialog.windowTitle() == "Preferences"
    assert describe_focus(window.game, 11, 0) == "Column 2, 7 of hearts, 1 card"


@pytest.mark.parametrize("code", ["bg", "ro", "th"])
def test_every_menu_has_unique_accelerators(
    language: None, qtbot, tmp_path: Path, code: str
) -> None:
    driver = SessionDriver(qtbot, tmp_path)
    driver.session.preferences.set(LANGUAGE, code)
    assert driver.window.game_menu.title() == _tr("MainWindow", "&Game") != "&Game"
    _menu_mnemonics(driver)


# ----------------------------------------------------------------- screenshots in a real X server

SCRIPT_OF = {"el": "GREEK", "bg": "CYRILLIC", "th": "THAI", "fr": "LATIN", "ro": "LATIN"}
LOCAL_LETTERS = {"fr": "éèàç", "ro": "ăîșț"}


@pytest.fixture(scope="module")
def x_display() -> Iterator[str]:
    """A private Xvfb server for this module; its display name."""
    require_tools(["Xvfb"])
    with private_x_server() as display:
        yield display


@pytest.fixture(scope="module")
def screenshots(
    x_display: str, compiled: None, tmp_path_factory: pytest.TempPathFactory
) -> tuple[Path, dict[str, dict[str, object]]]:
    """Run the screenshot tool in the X server; the folder it wrote and its report."""
    out = tmp_path_factory.mktemp("screenshots")
    env = {**os.environ, "DISPLAY": x_display, "QT_QPA_PLATFORM": "xcb"}
    run = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "language_screenshots.py"), "--out", str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    reports = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    assert run.returncode == 0, (run.stderr[-2000:], [r["missing"] for r in reports])
    return out, {report["language"]: report for report in reports}


@pytest.mark.xvfb
@pytest.mark.parametrize("code", LANGUAGES)
def test_screenshots_show_the_language_in_its_script(
    screenshots: tuple[Path, dict[str, dict[str, object]]], code: str
) -> None:
    out, reports = screenshots
    report = reports[code]
    assert report["missing"] == []
    names = [f"lang-{code}-{page}.png" for page in ("forty-thieves", "thoughtful", "rules")]
    assert report["files"] == names
    for name in names:
        image = QImage(str(out / name))
        assert (image.width(), image.height()) == (900, 640)
        assert len({image.pixel(x, y) for x in range(0, 900, 30) for y in range(0, 640, 30)}) > 8
    texts = report["texts"]
    assert isinstance(texts, list)
    letters = [c for text in texts for c in text if c.isalpha()]
    script = [c for c in letters if unicodedata.name(c, "").startswith(SCRIPT_OF[code])]
    assert len(script) > 0.8 * len(letters)
    if code in LOCAL_LETTERS:
        assert set(LOCAL_LETTERS[code]) <= set("".join(texts))


def test_glyph_check_sees_a_missing_glyph(qapp) -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from language_screenshots import missing_glyphs
    finally:
        sys.path.remove(str(ROOT / "tools"))
    assert missing_glyphs("Σαράντα Κλέφτες\nสี่สิบโจร", QFont()) == []
    assert missing_glyphs("ok\nA \U00010000", QFont()) == ["A \U00010000"]


def test_application_starts_in_the_stored_language(language: None) -> None:
    create_application([sys.executable], "ro")
    assert QLocale().name() == "ro_RO"
    assert _tr("MainWindow", "&Game") == "&Joc"
