"""Assistant ▸ Check Timeline: the story clock's checks of the whole project, run off the GUI
thread with a progress window and a Stop, their findings then kept with the continuity
findings and shown in the continuity window.

The check is the core's time audit (:class:`assistant.agent.audit.time_audit.TimeAudit`, the
one ``quire audit --time --no-model`` runs): both sides of every finding verified as
quotations, a finding marked intentional kept so, only the chapters whose times changed
checked again."""

from __future__ import annotations

import contextlib
import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from assistant.agent.audit.findings import FindingKind, FindingsStore, FindingStatus
from assistant.gui.app.gui_thread import worker_busy
from assistant.gui.window.project_view import ProjectView
from assistant.world.model import World

if TYPE_CHECKING:
    from assistant.agent.audit.time_audit import ClockReading, Recheck, TimeReport

log = logging.getLogger(__name__)

PROGRESS_AFTER_MS = 300
"""A check this quick shows no progress window."""


def checked(world: World, root: Path) -> tuple[ClockReading, Recheck, str]:
    """The story clock's deterministic check of the project (the time audit, with the
    assistant's loop behind it, is imported when a check runs, not when the window opens)."""
    from assistant.agent.audit.time_audit import checked as clock_checked

    return clock_checked(world, root)


class TimelineCheck(QObject):
    """Checks the open project's times; ``finished(count_new, count_all)`` when the findings
    are kept, ``failed()`` when the check could not run, ``stopped()`` after a Stop."""

    finished = Signal(int, int)
    failed = Signal()
    stopped = Signal()
    _done = Signal(int, object)

    def __init__(
        self,
        controller: ProjectView,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.widget = parent
        self.progress: QProgressDialog | None = None
        self._generation = 0
        self._running = False
        self.thread: threading.Thread | None = None
        """The thread of the last check."""
        self._done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)

    @property
    def is_running(self) -> bool:
        return self._running

    def start(self) -> bool:
        """Check the project as it is now; False when no project is open or a check runs."""
        world, project = self.controller.world, self.controller.project
        if world is None or project is None or project.store is None or self._running:
            return False
        self._running = True
        self._generation += 1
        progress = QProgressDialog(
            self.tr("Checking when every scene happens against what the text says…"),
            self.tr("Stop"), 0, 0, self.widget,
        )  # fmt: skip
        progress.setObjectName("timelineCheckProgress")
        progress.setWindowTitle(self.tr("Check Timeline"))
        progress.setMinimumDuration(PROGRESS_AFTER_MS)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.canceled.connect(self.stop)
        self.progress = progress
        thread = threading.Thread(
            target=self._run,
            args=(self._generation, world, Path(self.controller.root),
                  FindingsStore(Path(project.store.app_data_dir))),
            name="quire-timeline-check", daemon=True,
        )  # fmt: skip
        self.thread = thread
        thread.start()
        return True

    def stop(self) -> None:
        """Stop: the check's result, when it comes, is let go."""
        if not self._running:
            return
        self._generation += 1
        self._running = False
        self._close_progress()
        self.stopped.emit()

    def _run(self, generation: int, world: World, root: Path, store: FindingsStore) -> None:
        result: TimeReport | None
        try:
            with worker_busy():
                reading, recheck, extra = checked(world, root)
                if generation != self._generation:
                    return  # stopped while the times were read: nothing is kept
                from assistant.agent.audit.time_audit import TimeAudit

                audit = TimeAudit(world, store, reading, recheck=recheck, extra=extra)
                result = audit.run()
        except Exception:  # said in the window, kept in the log
            log.exception("the timeline check failed")
            result = None
        with contextlib.suppress(RuntimeError):  # the window closed meanwhile
            self._done.emit(generation, result)

    def _on_done(self, generation: int, report: TimeReport | None) -> None:
        if generation != self._generation:
            return
        self._running = False
        self._close_progress()
        if report is None or self.controller.project is None:
            self.failed.emit()
            return
        kept = [
            f for f in report.findings.findings
            if f.kind is FindingKind.TIMELINE and f.check and f.status is not FindingStatus.FIXED
        ]  # fmt: skip
        self.finished.emit(len(report.new), len(kept))

    def _close_progress(self) -> None:
        progress, self.progress = self.progress, None
        if progress is not None:
            progress.canceled.disconnect(self.stop)
            progress.close()
            progress.deleteLater()


__all__ = ["TimelineCheck"]
