"""Application entry point: QApplication, names, main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QMainWindow

APP_ID = "io.github.solitaire.Solitaire"


def main(argv: list[str] | None = None) -> int:
    """Start the application; returns the exit code."""
    app = QApplication(sys.argv if argv is None else argv)
    app.setOrganizationName("Solitaire")
    app.setApplicationName("Solitaire")
    app.setDesktopFileName(APP_ID)
    window = QMainWindow()
    window.setWindowTitle("Solitaire")
    window.resize(1100, 760)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
