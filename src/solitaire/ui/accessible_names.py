"""Accessible names for the parts of the main window that have none of their own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QSizeGrip

if TYPE_CHECKING:
    from .main_window import MainWindow


def _tr(text: str) -> str:
    # The words belong with the announcer's, which screen-reader users hear with them.
    return QCoreApplication.translate("Announcer", text)


def name_window_parts(window: MainWindow) -> None:
    """Give an accessible name to the parts of the window that have none of their own: the
    menu bar, each menu (its title; the overflow menu of a narrow bar), the status bar, its
    size grip and the table's viewport. Call again after a change of language."""
    window.menuBar().setAccessibleName(_tr("Menu bar"))
    for menu in window.menuBar().findChildren(QMenu):
        menu.setAccessibleName(menu.title().replace("&", "") or _tr("More menus"))
    status = window.statusBar()
    status.setAccessibleName(_tr("Game status"))
    for grip in status.findChildren(QSizeGrip):
        grip.setAccessibleName(_tr("Resize the window"))
    window.view.viewport().setAccessibleName(window.view.accessibleName())
