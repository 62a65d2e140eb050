"""Assistant ▸ Check Timeline: the story clock's checks of the whole project, run off the GUI
thread with a progress window and a Stop, their findings then kept with the continuity
findings and shown in the continuity window."""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from assistant.agent.audit.findings import FindingsStore
from assistant.gui.app.gui_thread import worker_busy
from assistant.gui.timeline.time_findings import with_time_findings
from assistant.gui.window.project_view import ProjectView
from assistant.world.clock.model import TimeFinding
from assistant.world.model import World

log = logging.getLogger(__name__)

PROGRESS_AFTER_MS = 300
"""A check this quick shows no progress window."""


def time_findings(world: World, root: Path | None) -> list[TimeFinding]:
    """The story clock's findings on the project (none while its checks are missing)."""
    try:
        from assistant.world.clock.audit import time_check
    except ImportError:
        log.info("the story clock's checks are not available")
        return []
    return list(time_check(world, root).findings)


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
        *,
        check: Callable[[World, Path | None], list[TimeFinding]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.widget = parent
        self.check = check or (lambda world, root: time_findings(world, root))
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
            target=self._run, args=(self._generation, world, self.controller.root),
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

    def _run(self, generation: int, world: World, root: Path | None) -> None:
        result: Any
        try:
            with worker_busy():
                result = (world, self.check(world, root))
        except Exception:  # said in the window, kept in the log
            log.exception("the timeline check failed")
            result = None
        with contextlib.suppress(RuntimeError):  # the window closed meanwhile
            self._done.emit(generation, result)

    def _on_done(self, generation: int, result: Any) -> None:
        if generation != self._generation:
            return
        self._running = False
        self._close_progress()
        project = self.controller.project
        if result is None or project is None or project.store is None:
            self.failed.emit()
            return
        world, found = result
        try:
            store = FindingsStore(Path(project.store.app_data_dir))
            added: list = []

            def change(findings):  # type: ignore[no-untyped-def]
                updated, new = with_time_findings(findings, world, found)
                added.extend(new)
                return updated

            store.update(change)
        except OSError:
            log.warning("the time findings could not be kept", exc_info=True)
            self.failed.emit()
            return
        self.finished.emit(len(added), len(found))

    def _close_progress(self) -> None:
        progress, self.progress = self.progress, None
        if progress is not None:
            progress.canceled.disconnect(self.stop)
            progress.close()
            progress.deleteLater()


__all__ = ["TimelineCheck", "time_findings"]
