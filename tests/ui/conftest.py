"""Fixtures for the table tests: a short double-click interval keeps single clicks quick."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication


@pytest.fixture
def short_double_click(qapp: QApplication) -> Iterator[int]:
    """Make the double-click interval 120 ms for the test (restored afterwards)."""
    hints = QGuiApplication.styleHints()
    before = hints.mouseDoubleClickInterval()
    hints.setMouseDoubleClickInterval(120)
    yield 120
    hints.setMouseDoubleClickInterval(before)


@pytest.fixture(autouse=True)
def english_afterwards(qapp: QApplication) -> Iterator[None]:
    """A test that switches the language (directly or through the preference) must not leave
    its translators installed for the tests after it."""
    yield
    from solitaire.ui.translation import uninstall_language

    uninstall_language()
