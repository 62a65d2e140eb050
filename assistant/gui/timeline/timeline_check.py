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
from collections.abc import Callable
from enum import IntEnum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from assistant.agent.audit.findings import FindingKind, FindingsStore, FindingStatus
from assistant.agent.loop.cancel import CancelToken
from assistant.gui.app.gui_thread import worker_busy
from assistant.gui.window.project_view import ProjectView
from assistant.world.model import World

if TYPE_CHECKING:
    from assistant.agent.audit.time_audit import ClockReading, Recheck, TimeReport
    from assistant.agent.session.provider_setup import AssistantSetup

log = logging.getLogger(__name__)

PROGRESS_AFTER_MS = 300
"""A check this quick shows no progress window."""


class Asked(IntEnum):
    """Whether the assistant was asked for the times the rules could not read."""

    NOT_ASKED = 0
    ASKED = 1
    NOT_SET_UP = 2
    """Asked for, but no assistant is set up: the times were checked by rule only."""
    FAILED = 3
    """The assistant failed or was stopped: the rules' findings are kept."""


def load_assistant() -> AssistantSetup | None:
    """The assistant as the settings describe it; None when it cannot be used."""
    from assistant.agent.session.provider_setup import SetupProblem, load_setup

    try:
        return load_setup()
    except SetupProblem as problem:
        log.info("Check Timeline without the assistant: %s", problem.error.detail)
        return None


def checked(world: World, root: Path) -> tuple[ClockReading, Recheck, str]:
    """The story clock's deterministic check of the project (the time audit, with the
    assistant's loop behind it, is imported when a check runs, not when the window opens)."""
    from assistant.agent.audit.time_audit import checked as clock_checked

    return clock_checked(world, root)


class TimelineCheck(QObject):
    """Checks the open project's times, by rule, or with the assistant proposing the times the
    rules could not read; ``finished(count_new, count_all, asked)`` when the findings are kept
    (``asked``: an :class:`Asked`), ``failed()`` when the check could not run, ``stopped()``
    after a Stop."""

    finished = Signal(int, int, int)
    failed = Signal()
    stopped = Signal()
    _done = Signal(int, object)

    def __init__(
        self,
        controller: ProjectView,
        parent: QWidget,
        *,
        setup_factory: Callable[[], AssistantSetup | None] = load_assistant,
    ) -> None:
        super().__init__(parent)
        self.setup_factory = setup_factory
        self._cancel: CancelToken | None = None
        self.controller = controller
        self.widget = parent
        self.progress: QProgressDialog | None = None
        self._generation = 0
        self._running = False
        self.thread: threading.Thread | None = None
        """The thread of the last check."""
        self._done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)
        # the project it checks is let go of (closed, read anew, another opened): its result
        # must never be shown against what is open then
        controller.history_cleared.connect(self.stop)

    @property
    def is_running(self) -> bool:
        return self._running

    def start(self, *, with_assistant: bool = False) -> bool:
        """Check the project as it is now (``with_assistant``: the assistant asked about the
        chapters whose times changed); False when no project is open or a check runs."""
        world, project = self.controller.world, self.controller.project
        if world is None or project is None or project.store is None or self._running:
            return False
        self._running = True
        self._generation += 1
        text = (
            self.tr("Asking the assistant, chapter by chapter, for the times the rules could "
                    "not read, then checking every scene…")
            if with_assistant
            else self.tr("Checking when every scene happens against what the text says…")
        )  # fmt: skip
        progress = QProgressDialog(
            text,
            self.tr("Stop"), 0, 0, self.widget,
        )  # fmt: skip
        progress.setObjectName("timelineCheckProgress")
        progress.setWindowTitle(self.tr("Check Timeline"))
        progress.setMinimumDuration(PROGRESS_AFTER_MS)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.canceled.connect(self.stop)
        self.progress = progress
        self._cancel = CancelToken()
        thread = threading.Thread(
            target=self._run,
            args=(self._generation, world, Path(self.controller.root),
                  Path(project.store.app_data_dir), with_assistant, self._cancel),
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
        if self._cancel is not None:
            self._cancel.cancel()
        self._close_progress()
        self.stopped.emit()

    def _run(self, generation: int, world: World, root: Path, app_data: Path,
             with_assistant: bool, cancel: CancelToken) -> None:  # fmt: skip
        result: tuple[TimeReport, Asked] | None
        try:
            with worker_busy():
                reading, recheck, extra = checked(world, root)
                if generation != self._generation:
                    return  # stopped while the times were read: nothing is kept
                result = self._audit(world, app_data, reading, recheck, extra,
                                     with_assistant, cancel)  # fmt: skip
        except Exception:  # said in the window, kept in the log
            log.exception("the timeline check failed")
            result = None
        with contextlib.suppress(RuntimeError):  # the window closed meanwhile
            self._done.emit(generation, result)

    def _audit(self, world: World, app_data: Path, reading: ClockReading, recheck: Recheck,
               extra: str, with_assistant: bool, cancel: CancelToken
               ) -> tuple[TimeReport, Asked]:  # fmt: skip
        from assistant.agent.audit.time_audit import TimeAudit
        from assistant.agent.audit.time_cues import CueProposer
        from assistant.agent.config.request_log import RequestLog

        setup = self.setup_factory() if with_assistant else None
        try:
            proposer = None if setup is None else CueProposer(
                world, setup, reading.timeline.calendar, reading.cues,
                runlog=RequestLog(app_data / "runs", secrets=setup.secrets),
            )  # fmt: skip
            audit = TimeAudit(world, FindingsStore(app_data), reading, proposer=proposer,
                              recheck=recheck, extra=extra)  # fmt: skip
            report = audit.run(cancel=cancel)
        finally:
            if setup is not None:
                setup.close()
        if not with_assistant:
            return report, Asked.NOT_ASKED
        if setup is None:
            return report, Asked.NOT_SET_UP
        return report, Asked.ASKED if report.ok else Asked.FAILED

    def _on_done(self, generation: int, result: tuple[TimeReport, Asked] | None) -> None:
        if generation != self._generation:
            return
        self._running = False
        self._close_progress()
        if result is None or self.controller.project is None:
            self.failed.emit()
            return
        report, asked = result
        kept = [
            f for f in report.findings.findings
            if f.kind is FindingKind.TIMELINE and f.check and f.status is not FindingStatus.FIXED
        ]  # fmt: skip
        self.finished.emit(len(report.new), len(kept), int(asked))

    def _close_progress(self) -> None:
        progress, self.progress = self.progress, None
        if progress is not None:
            progress.canceled.disconnect(self.stop)
            progress.close()
            progress.deleteLater()


__all__ = ["Asked", "TimelineCheck", "load_assistant"]
