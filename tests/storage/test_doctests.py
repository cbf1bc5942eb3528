"""The examples in the storage modules' docstrings run as tests (the project's default test
paths collect doctests from the engine only)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import solitaire.storage

MODULES = sorted(
    f"solitaire.storage.{info.name}" for info in pkgutil.iter_modules(solitaire.storage.__path__)
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    failures, _ = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert failures == 0
