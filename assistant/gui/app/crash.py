"""When something goes wrong inside Quire: the error and its details go to the log file, the
open project is saved if it can be, and the writer is told so in their language, with the
details to copy into a problem report and a button that opens the log.

Errors nobody caught reach :class:`CrashReporter` through ``sys.excepthook`` (PySide6 sends a
slot's error there too, and the app goes on) and ``threading.excepthook``; a worker thread's
error is shown on the GUI thread.
"""

from __future__ import annotations

import enum
import logging
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QObject, Qt, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices, QFont, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from assistant.app_log import redact_secrets

log = logging.getLogger(__name__)


class SaveOutcome(enum.Enum):
    """What became of the open project's unsaved changes when the error happened."""

    NOTHING = "nothing"  # no project open, or nothing unsaved
    SAVED = "saved"
    FAILED = "failed"


def save_open_project(controller: Any) -> SaveOutcome:
    """Save the controller's project if it has unsaved changes; never raises. A file another
    program changed meanwhile is not overwritten (that counts as not saved)."""
    try:
        if not controller.is_open or not controller.is_modified:
            return SaveOutcome.NOTHING
        controller.save()
    except Exception:
        log.exception("saving after an unexpected error failed")
        return SaveOutcome.FAILED
    return SaveOutcome.SAVED


def open_file(path: Path) -> bool:
    """Open ``path`` with the desktop's own program for it."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))


class CrashDialog(QDialog):
    """What went wrong, whether the work was saved, and the details, with Open Log."""

    def __init__(
        self,
        summary: str,
        details: str,
        outcome: SaveOutcome,
        log_path: Path | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("crashDialog")
        self.setWindowTitle(self.tr("Quire ran into a problem"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.resize(620, 420)
        self.log_path = log_path
        self.details = details

        headline = QLabel(self.tr("Something went wrong inside Quire."), self)
        font = QFont(headline.font())
        font.setBold(True)
        headline.setFont(font)
        self.saved_label = QLabel(self._saved_text(outcome), self)
        self.saved_label.setObjectName("crashSaved")
        self.saved_label.setWordWrap(True)
        self.what_label = QLabel(self.tr("What happened: %1").replace("%1", summary), self)
        self.what_label.setObjectName("crashWhat")
        self.what_label.setWordWrap(True)
        self.what_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        advice = QLabel(
            self.tr(
                "You can go on working. If it happens again, please send the details below "
                "with a problem report."
            ),
            self,
        )
        advice.setWordWrap(True)
        self.details_view = QPlainTextEdit(details, self)
        self.details_view.setObjectName("crashDetails")
        self.details_view.setReadOnly(True)
        self.details_view.setAccessibleName(self.tr("Details of the problem"))
        self.details_view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.open_log_button = QPushButton(self.tr("Open Log"), self)
        self.open_log_button.setObjectName("crashOpenLog")
        self.open_log_button.setEnabled(log_path is not None)
        if log_path is not None:
            self.open_log_button.setToolTip(str(log_path))
        self.open_log_button.clicked.connect(self.open_log)
        self.copy_button = QPushButton(self.tr("Copy Details"), self)
        self.copy_button.setObjectName("crashCopy")
        self.copy_button.clicked.connect(self.copy_details)
        buttons.addButton(self.open_log_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(headline)
        layout.addWidget(self.saved_label)
        layout.addWidget(self.what_label)
        layout.addWidget(advice)
        layout.addWidget(self.details_view, 1)
        layout.addWidget(buttons)

    def _saved_text(self, outcome: SaveOutcome) -> str:
        if outcome is SaveOutcome.SAVED:
            return self.tr("Your unsaved changes were saved.")
        if outcome is SaveOutcome.FAILED:
            return self.tr(
                "Your unsaved changes could not be saved. Try File ▸ Save, and keep a copy of "
                "the text you were working on before you quit."
            )
        return self.tr("Nothing was left unsaved.")

    def open_log(self) -> None:
        if self.log_path is not None:
            open_file(self.log_path)

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.details)


class CrashReporter(QObject):
    """Catches the errors nobody else caught: logs them, saves, and shows a CrashDialog."""

    crashed = Signal(str, str)
    """An error's one-line summary and its details (traceback), redacted; on any thread."""

    def __init__(
        self,
        save: Callable[[], SaveOutcome] | None = None,
        log_path: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._save = save
        self.log_path = log_path
        self.dialog: CrashDialog | None = None
        self._previous: tuple[Any, Any] | None = None
        self.crashed.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def install(self) -> None:
        """Become the interpreter's last word on errors (``uninstall`` puts the old back)."""
        if self._previous is None:
            self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.excepthook
        threading.excepthook = self._thread_excepthook

    def uninstall(self) -> None:
        if self._previous is not None:
            sys.excepthook, threading.excepthook = self._previous
            self._previous = None

    def excepthook(
        self,
        kind: type[BaseException],
        error: BaseException,
        trace: TracebackType | None,
    ) -> None:
        if issubclass(kind, KeyboardInterrupt | SystemExit):
            sys.__excepthook__(kind, error, trace)
            return
        log.critical("unexpected error", exc_info=(kind, error, trace))
        details = redact_secrets("".join(traceback.format_exception(kind, error, trace)))
        summary = redact_secrets(" ".join(f"{kind.__name__}: {error}".split()))
        self.crashed.emit(summary, details)

    def _thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None:
            return
        self.excepthook(args.exc_type, args.exc_value, args.exc_traceback)

    @Slot(str, str)
    def _show(self, summary: str, details: str) -> None:
        """On the GUI thread: save, then tell the writer (one dialog at a time; a later
        error meanwhile is only logged)."""
        if self.dialog is not None:
            return
        outcome = SaveOutcome.NOTHING
        if self._save is not None:
            try:
                outcome = self._save()
            except Exception:
                log.exception("saving after an unexpected error failed")
                outcome = SaveOutcome.FAILED
        parent = QApplication.activeWindow()
        self.dialog = CrashDialog(summary, details, outcome, self.log_path, parent)
        self.dialog.destroyed.connect(self._forget_dialog)
        self.dialog.open()

    @Slot()
    def _forget_dialog(self) -> None:
        self.dialog = None
