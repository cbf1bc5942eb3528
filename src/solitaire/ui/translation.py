"""The interface language: the app's own translations, Qt's translations of its standard
buttons, and the default locale that dates and numbers follow.

``install_language("fr")`` replaces whatever was installed before; installing a translator makes
Qt send ``QEvent.LanguageChange`` to every widget, delivered before the call returns, so open
windows are retranslated at once.
``""`` follows the system's language (English when the app has no translation for it).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from solitaire.storage.preferences import LANGUAGES

from .resources import resources_dir

_installed: list[QTranslator] = []
"""The translators in use (kept here so that Python does not delete them)."""
_chosen: dict[str, str] = {}
"""``{"language": ...}``: the preference value installed last."""


def translations_dir() -> Path:
    """The folder of the compiled ``solitaire_<lang>.qm`` files."""
    return resources_dir() / "translations"


def system_language() -> str:
    """The first of the system's preferred languages that the app is translated into, else
    English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def resolve_language(language: str) -> str:
    """The language code to use for the ``language`` preference (``""`` is the system's)."""
    return language if language in LANGUAGES else system_language()


def _load(name: str, folder: str) -> QTranslator | None:
    translator = QTranslator()
    return translator if translator.load(name, folder) else None


def install_language(language: str) -> str:
    """Make ``language`` (a code of ``LANGUAGES`` or ``""``) the interface language now;
    returns the code in use. Installing the language already in use does nothing. Needs the
    ``QCoreApplication`` to exist."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs a QCoreApplication")
    code = resolve_language(language)
    if _chosen.get("language") == language:
        return code
    _chosen["language"] = language
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale.system() if not language else QLocale(code))
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    # Searched newest first: ours, which also carries the standard buttons Qt has no
    # translation for (Greek, Romanian, Thai), win over Qt's.
    loaded = (
        _load(f"qtbase_{code}", qt_folder),
        _load(f"solitaire_{code}", str(translations_dir())),
    )
    for translator in filter(None, loaded):
        app.installTranslator(translator)
        _installed.append(translator)
    _deliver_language_change()
    return code


def _deliver_language_change() -> None:
    """Qt posts ``LanguageChange`` to the widgets; deliver it now so that every open window
    shows the new language before this call returns."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


def uninstall_language() -> None:
    """Remove the installed translators and the default locale: untranslated English, as
    before any ``install_language``. Does nothing when nothing is installed."""
    if not _installed and not _chosen:
        return
    app = QCoreApplication.instance()
    for translator in _installed:
        if app is not None:
            app.removeTranslator(translator)
    _installed.clear()
    _chosen.clear()
    QLocale.setDefault(QLocale.system())
    _deliver_language_change()


def installed_files() -> list[str]:
    """The files of the translators in use (for tests and bug reports)."""
    return [translator.filePath() for translator in _installed]
