"""Runs an export on a worker thread and shows its progress with a Cancel that stops it.

The export reads an immutable snapshot of the world, so the writer can keep typing; the GUI
thread only receives queued signals.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from assistant.export.exporter import (
    ExportCancelled,
    ExportError,
    ExportStage,
    export_manuscript,
)
from assistant.export.options import ExportOptions
from assistant.gui.app.gui_thread import worker_busy
from assistant.gui.transfer.export_failure import describe_export_error
from assistant.world.model import World

log = logging.getLogger(__name__)

SHOW_AFTER_MS = 400
"""The progress dialog appears only for exports that take longer than this."""


class ExportJob(QObject):
    """One export in the background; ``project``, the folder the world was read from, is
    never written into.

    Signals (on the GUI thread): progressed(stage, done, total); succeeded(ExportResult);
    failed(message, in the writer's language); cancelled(). Exactly one of the last three
    ends every job.
    """

    progressed = Signal(str, int, int)
    succeeded = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(
        self, world: World, options: ExportOptions, destination: Path,
        parent: QObject | None = None, *, project: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.world = world
        self.options = options
        self.destination = destination
        self.project = project
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self.progress_dialog: QProgressDialog | None = None

    def start(self, window: QWidget | None = None) -> None:
        if window is not None:
            self._show_progress(window)
        self._thread = threading.Thread(target=self._run_busy, name="quire-export", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _run_busy(self) -> None:
        with worker_busy():  # the window, drawing meanwhile, gets the interpreter back sooner
            self._run()

    def _run(self) -> None:
        try:
            result = export_manuscript(
                self.world, self.options, self.destination,
                progress=lambda stage, done, total: self.progressed.emit(str(stage), done, total),
                cancel=self._cancel,
                project=self.project,
            )
        except ExportCancelled:
            self.cancelled.emit()
        except ExportError as exc:
            self.failed.emit(describe_export_error(exc))
        except Exception as exc:  # never leave the dialog waiting
            log.exception("the export failed")
            self.failed.emit(f"{type(exc).__name__}: {exc}")
        else:
            self.succeeded.emit(result)

    # -- the progress dialog -------------------------------------------------------------------

    def _show_progress(self, window: QWidget) -> None:
        dialog = QProgressDialog(self.tr("Exporting the manuscript…"), self.tr("Cancel"), 0, 0,
                                 window)
        dialog.setObjectName("exportProgress")
        dialog.setWindowTitle(self.tr("Export Manuscript"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(SHOW_AFTER_MS)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.canceled.connect(self._on_cancel_pressed)
        self.progress_dialog = dialog
        self.progressed.connect(self._on_progress)
        for signal in (self.succeeded, self.failed, self.cancelled):
            signal.connect(self._close_progress)

    def _on_cancel_pressed(self) -> None:
        self.cancel()
        if self.progress_dialog is not None:
            self.progress_dialog.setLabelText(self.tr("Stopping…"))

    def _on_progress(self, stage: str, done: int, total: int) -> None:
        dialog = self.progress_dialog
        if dialog is None or self._cancel.is_set():
            return
        texts = {
            ExportStage.PREPARING: self.tr("Gathering the manuscript…"),
            ExportStage.CONVERTING: self.tr("Converting with pandoc…"),
            ExportStage.MAKING_PDF: self.tr("Making the PDF…"),
            ExportStage.WRITING: self.tr("Writing the file…"),
        }
        dialog.setLabelText(texts.get(ExportStage(stage), dialog.labelText()))
        dialog.setMaximum(max(total, 0))
        dialog.setValue(done if total else 0)

    def _close_progress(self, *_args: object) -> None:
        if self.progress_dialog is not None:
            self.progress_dialog.reset()
            self.progress_dialog.hide()
            self.progress_dialog.deleteLater()
            self.progress_dialog = None
