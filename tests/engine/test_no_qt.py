"""The engine is pure Python: importing any of its modules pulls in no Qt."""

from __future__ import annotations

import json
import pkgutil
import subprocess
import sys

import solitaire.engine


def engine_modules() -> list[str]:
    names = ["solitaire.engine"]
    for info in pkgutil.walk_packages(solitaire.engine.__path__, "solitaire.engine."):
        names.append(info.name)
    return names


def test_every_engine_module_is_found() -> None:
    names = engine_modules()
    for expected in ("game", "deal", "codes", "record", "rules.thoughtful", "rules.forty_thieves"):
        assert f"solitaire.engine.{expected}" in names


def test_importing_the_engine_imports_no_qt() -> None:
    script = (
        "import importlib, json, sys\n"
        f"for name in {engine_modules()!r}:\n"
        "    importlib.import_module(name)\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    loaded = json.loads(done.stdout)
    assert "solitaire.engine.game" in loaded
    qt = [
        m for m in loaded if m.split(".")[0].lower() in {"pyside6", "shiboken6", "pyqt5", "pyqt6"}
    ]
    assert qt == []
