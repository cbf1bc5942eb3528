"""The PySide6 application: table scene, controller, dialogs.

Importing the package makes PySide's check of newly imported modules cheaper (see
``pyside_import_check``): start-up imports some ninety modules before the first frame."""

from .pyside_import_check import read_sources_directly

read_sources_directly()
