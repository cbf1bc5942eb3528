"""A quicker form of the check PySide makes on every module imported after it.

For its ``__feature__`` switches (``snake_case``, ``true_property``), PySide looks at each
newly imported module to see whether it mentions PySide6: it asks ``inspect.getsource`` for the
module's source, which goes through ``linecache`` and the tokenizer's encoding detection and
costs a fraction of a millisecond a module, over ten milliseconds for the modules the app
imports before its first frame. Reading the file's bytes gives the same answer in a fraction
of the time. Anything that is not a ``.py`` file is left to PySide's own check, and nothing is
changed if PySide no longer has the check.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

import PySide6  # noqa: F401  (loads shiboken's support modules, the check among them)

_MARK = b"PySide6"
_pyside_check: Callable[[ModuleType], bool] | None = None
"""PySide's own check, once replaced."""


def uses_pyside(module: ModuleType) -> bool:
    """Whether the source of ``module`` mentions PySide6 (PySide's answer when it has no
    ``.py`` file, or it cannot be read)."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            with open(path, "rb") as source:
                return _MARK in source.read()
        except OSError:
            pass
    return _pyside_check(module) if _pyside_check is not None else False


def read_sources_directly() -> None:
    """Make PySide use ``uses_pyside`` for its check (once per process)."""
    global _pyside_check
    feature = sys.modules.get("shibokensupport.feature")
    check = getattr(feature, "_mod_uses_pyside", None)
    if check is None or check is uses_pyside:
        return
    _pyside_check = check
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]
