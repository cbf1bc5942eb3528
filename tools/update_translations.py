"""Bring the Qt Linguist sources ``resources/translations/solitaire_<lang>.ts`` up to date with
the strings of ``src/solitaire``: new strings come in unfinished, removed ones go.

``pyside6-lupdate`` reads ``self.tr(...)`` and ``QCoreApplication.translate("Context", ...)``
itself. Some modules wrap the latter in a module-level helper (``def _tr(text, n=-1):
return QCoreApplication.translate("Announcer", text, None, n)``) which lupdate cannot follow, so
this tool writes a stand-in file that spells each ``_tr("...")`` call of such a module as the
``QCoreApplication.translate`` call it makes (a second argument means a plural), and gives it to
lupdate with the real sources. The stand-in also asks for the texts of the standard buttons the
app shows (``QPlatformTheme`` context), which Qt itself does not translate into every language.

Run: ``.venv/bin/python tools/update_translations.py`` (``--ts-dir DIR`` updates the copies in
DIR instead). English gets plural forms only: its other texts are the sources themselves.
"""

from __future__ import annotations

import argparse
import ast
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "src" / "solitaire"
TS_DIR = ROOT / "resources" / "translations"
LANGUAGES = ("en", "fr", "el", "bg", "ro", "th")
HELPER = "_tr"
QT_BUTTONS = ("OK", "Cancel", "Close", "&Yes", "&No")
"""The standard buttons of the app's dialogs and message boxes, as Qt words them."""


def lupdate_tool() -> Path:
    """The ``pyside6-lupdate`` next to this Python."""
    return Path(sys.executable).with_name("pyside6-lupdate")


def _helper_context(tree: ast.Module) -> str | None:
    """The context of the module's ``_tr`` helper, when it forwards to ``translate``."""
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == HELPER:
            for call in ast.walk(node):
                if (
                    isinstance(call, ast.Call)
                    and isinstance(call.func, ast.Attribute)
                    and call.func.attr == "translate"
                    and call.args
                    and isinstance(call.args[0], ast.Constant)
                    and isinstance(call.args[0].value, str)
                ):
                    return call.args[0].value
    return None


def helper_calls(path: Path) -> list[str]:
    """The ``QCoreApplication.translate`` lines standing for the ``_tr`` calls of ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    context = _helper_context(tree)
    if context is None:
        return []
    lines = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == HELPER
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            plural = ", None, 1" if len(node.args) > 1 else ""
            lines.append(
                f"QCoreApplication.translate({context!r}, {node.args[0].value!r}{plural})"
            )
    return lines


def write_stand_in(folder: Path) -> Path:
    """Write the stand-in file for every ``_tr`` helper under ``src/solitaire``."""
    lines = ["from PySide6.QtCore import QCoreApplication", ""]
    for path in sorted(SOURCES.rglob("*.py")):
        lines.extend(helper_calls(path))
    lines.extend(f"QCoreApplication.translate('QPlatformTheme', {text!r})" for text in QT_BUTTONS)
    stand_in = folder / "helper_calls.py"
    stand_in.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return stand_in


def update(ts_dir: Path, languages: tuple[str, ...] = LANGUAGES) -> None:
    """Run lupdate for ``languages`` on the ``.ts`` files in ``ts_dir`` (created if missing)."""
    ts_dir.mkdir(parents=True, exist_ok=True)
    sources = [str(path) for path in sorted(SOURCES.rglob("*.py"))]
    with tempfile.TemporaryDirectory() as folder:
        sources.append(str(write_stand_in(Path(folder))))
        for language in languages:
            command = [
                str(lupdate_tool()),
                "-silent",
                "-no-obsolete",
                "-locations",
                "none",
                "-source-language",
                "en",
                "-target-language",
                language,
            ]
            if language == "en":
                command.append("-pluralonly")
            command += [*sources, "-ts", str(ts_dir / f"solitaire_{language}.ts")]
            subprocess.run(command, check=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ts-dir", type=Path, default=TS_DIR)
    update(parser.parse_args().ts_dir)


if __name__ == "__main__":
    main()
