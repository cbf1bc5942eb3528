"""The windows an assistant search opens over the main window: a progress window with Cancel
while the solver works, and a message with its outcome when there is nothing to show on the
table. Shared by the winnable deal search and the winning line replay."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QProgressDialog, QWidget


class SearchProgress(QProgressDialog):
    """A busy indicator over the window while the solver works: ``text`` (with ``{0}`` for the
    seconds spent) and Cancel. Opened with ``open()``, so nothing waits for it."""

    def __init__(self, text: str, parent: QWidget) -> None:
        super().__init__(parent)
        self._text = text
        self.setWindowTitle(self.tr("Assistant"))
        self.setCancelButtonText(self.tr("Cancel"))
        self.setRange(0, 0)
        self.setMinimumDuration(0)
        self.setAutoClose(False)
        self.setAutoReset(False)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setAccessibleName(self.tr("Assistant at work"))
        self._clock = QElapsedTimer()
        self._clock.start()
        self._ticker = QTimer(self)
        self._ticker.timeout.connect(self._show_seconds)
        self._ticker.start(1000)
        self._show_seconds()

    def _show_seconds(self) -> None:
        self.setLabelText(self._text.format(self._clock.elapsed() // 1000))

    def close_quietly(self) -> None:
        """Close without sending ``canceled``."""
        self._ticker.stop()
        self.canceled.disconnect()
        self.close()
        self.deleteLater()


class SearchWindows:
    """The progress window and the outcome message of one assistant feature, over ``parent``.
    Neither is modal to the application: the table keeps drawing behind them."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent
        self.progress: SearchProgress | None = None
        """The progress window (while it is open)."""
        self.notice: QMessageBox | None = None
        """The outcome message (while it is open)."""

    def show_progress(self, text: str, on_cancel: Callable[[], None]) -> None:
        """Open the progress window with ``text`` (``{0}`` for the seconds); its Cancel calls
        ``on_cancel``."""
        self.progress = SearchProgress(text, self.parent)
        self.progress.canceled.connect(on_cancel)
        self.progress.open()

    def close_progress(self) -> None:
        """Close the progress window, if open, without calling its ``on_cancel``."""
        if self.progress is not None:
            self.progress.close_quietly()
            self.progress = None

    def tell(self, title: str, text: str) -> None:
        """Show ``text`` in an information message titled ``title``; nothing waits for it."""
        box = self.notice = QMessageBox(
            QMessageBox.Icon.Information, title, text, parent=self.parent
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._forget_notice)
        box.open()

    def _forget_notice(self) -> None:
        self.notice = None
