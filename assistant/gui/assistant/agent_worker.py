"""Runs the assistant loop on a worker thread and brings its events to the GUI thread.

The loop (:mod:`assistant.agent.loop.loop`) is blocking, so it runs on a plain Python thread. Its
events are queued under a lock and delivered on the GUI thread as Qt signals: the worker
wakes the GUI thread with one queued signal, and the GUI thread drains everything that
arrived within a short interval, joining consecutive text pieces into one. However fast a
model streams, the GUI thread handles at most one batch per interval, so typing in the
editor never waits behind a flood of tiny updates.

While a run goes on, the objects that existed when it started (the project's world above
all) are set aside from Python's cyclic garbage collector
(:class:`~assistant.world.collector.SetAside`): a full collection over a large project holds
every thread for tens of milliseconds, and one would otherwise tend to fall in the middle of a
run. They are handed back when the run ends.

While a run goes on, the interpreter also switches threads more often
(``sys.setswitchinterval``): a busy worker holds it for up to the switch interval each time
the GUI thread asks for it back, which the GUI thread does around most calls into Qt, so
that a frame's worth of drawing would otherwise wait on the worker many times over.

Stop trips the run's :class:`~assistant.agent.loop.cancel.CancelToken`; the loop returns at once
with a cancelled result. :meth:`AgentWorker.shutdown` (on closing the window) cancels, joins
the thread and drops whatever was still on its way.
"""

from __future__ import annotations

import functools
import logging
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.events import (
    AgentEvent,
    RequestStarted,
    RunFinished,
    TextDelta,
    ToolCallFinished,
    ToolCallRepeated,
    ToolCallStarted,
    ToolProgress,
    UsageReported,
)
from assistant.agent.loop.messages import AgentError, ErrorKind
from assistant.agent.loop.result import AgentResult
from assistant.gui.app.gui_thread import worker_ended, worker_started
from assistant.world.collector import SetAside
from assistant.world.model import World

log = logging.getLogger(__name__)

DEFAULT_FLUSH_MS = 40
"""How long events may wait to be delivered together (well under what the eye notices)."""


def _same_progress(item: object, last: object) -> bool:
    """True when ``item`` and ``last`` are both progress of the same tool call."""
    return (
        isinstance(item, ToolProgress)
        and isinstance(last, ToolProgress)
        and item.call.id == last.call.id
    )


class Runner(Protocol):
    """Runs the loop once, blocking: ``run(on_event=…, cancel=…) -> AgentResult``."""

    def __call__(
        self, *, on_event: Callable[[AgentEvent], None], cancel: CancelToken
    ) -> AgentResult: ...


@dataclass(frozen=True)
class AgentJob:
    """One run of the loop, to go on the worker thread.

    ``run`` is a loop call with everything bound but ``on_event`` and ``cancel`` (for
    example ``functools.partial(run_agent_conversation, provider, specs, executor, …)``).
    ``snapshot`` is the world the run reads, taken on the GUI thread when the writer sent.
    """

    run: Runner
    snapshot: World | None = None
    label: str = ""
    prepare: Callable[[], object] | None = None
    """Work to do on the worker thread before the run (e.g. indexing the snapshot), so the
    GUI thread need not; a failure here is logged and the run runs anyway."""


@dataclass
class _Done:
    """The run's result, queued behind its last event."""

    result: AgentResult


class AgentWorker(QObject):
    """Runs :class:`AgentJob` jobs one at a time off the GUI thread.

    Every signal is emitted on the thread this object lives on (the GUI thread), in the order
    the loop produced the events; ``finished`` is always the last one of a run.
    """

    started = Signal()
    request_started = Signal(int)
    text_received = Signal(str)
    tool_started = Signal(object)
    tool_finished = Signal(object, str, bool)
    tool_repeated = Signal(object, int, bool)
    usage_reported = Signal(object)
    event_received = Signal(object)
    """Any other event of the run (a plan, a question, a review), in order with the rest."""
    finished = Signal(object)

    _wake = Signal()

    def __init__(self, parent: QObject | None = None, *, flush_ms: int = DEFAULT_FLUSH_MS):
        super().__init__(parent)
        self._lock = threading.Lock()
        self._pending: deque[AgentEvent | _Done] = deque()
        self._wake_pending = False
        self._generation = 0
        self._thread: threading.Thread | None = None
        self._cancel: CancelToken | None = None
        self._busy = False
        self._closed = False
        self._job: AgentJob | None = None
        self._threads_state: list[Any] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(max(0, flush_ms))
        self._timer.timeout.connect(self._flush)
        self._wake.connect(self._on_wake)
        # If the window is destroyed with this object, still stop the run and join its thread.
        self.destroyed.connect(functools.partial(_cancel_and_join, self._threads_state))
        self.freeze_gc = True
        """Set aside the objects older than a run from the cyclic collector while it runs."""
        self._set_aside: SetAside | None = None
        self._switching = False
        self.batches_delivered = 0
        """How many batches reached the GUI thread (for tests and measurements)."""

    # -- public --------------------------------------------------------------------------------

    def is_busy(self) -> bool:
        """True from :meth:`start` until ``finished`` has been emitted."""
        return self._busy

    @property
    def job(self) -> AgentJob | None:
        """The run running now, or the last one."""
        return self._job

    @property
    def cancel_token(self) -> CancelToken | None:
        return self._cancel

    def start(self, job: AgentJob) -> None:
        """Run ``job`` on a new worker thread. Raises RuntimeError while a run runs."""
        if self._closed:
            raise RuntimeError("the assistant worker has been shut down")
        if self._busy:
            raise RuntimeError("the assistant is already working")
        self._generation += 1
        generation = self._generation
        cancel = CancelToken()
        self._cancel = cancel
        self._job = job
        self._busy = True
        with self._lock:
            self._pending.clear()
            self._wake_pending = False
        thread = threading.Thread(
            target=self._work,
            args=(job, cancel, generation),
            name="quire-assistant",
            daemon=True,
        )
        self._thread = thread
        self._threads_state[:] = [cancel, thread]
        self._set_up_for_run()
        self.started.emit()
        thread.start()

    def stop(self) -> None:
        """Stop the running run at once (it finishes with a cancelled result)."""
        if self._cancel is not None and self._busy:
            self._cancel.cancel()

    def shutdown(self, timeout: float = 5.0) -> bool:
        """Cancel any running run and join its thread; no signal is emitted afterwards.

        Returns False when the thread did not end within ``timeout`` seconds (it is a daemon
        thread holding no project state, so the app can still quit).
        """
        self._closed = True
        self._timer.stop()
        if self._cancel is not None:
            self._cancel.cancel()
        thread, self._thread = self._thread, None
        joined = True
        if thread is not None and thread.is_alive():
            thread.join(timeout)
            joined = not thread.is_alive()
            if not joined:
                log.warning("the assistant thread did not stop within %.1f s", timeout)
        with self._lock:
            self._pending.clear()
        self._busy = False
        self._restore_after_run()
        return joined

    # -- worker thread -------------------------------------------------------------------------

    def _work(self, job: AgentJob, cancel: CancelToken, generation: int) -> None:
        def on_event(event: AgentEvent) -> None:
            self._post(event, generation)

        if job.prepare is not None:
            try:
                job.prepare()
            except Exception:
                log.exception("preparing the assistant run failed")
        try:
            result = job.run(on_event=on_event, cancel=cancel)
            if not isinstance(result, AgentResult):
                raise TypeError(f"the run returned {type(result).__name__}, not AgentResult")
        except Exception as exc:  # a bug must not leave the panel waiting forever
            log.exception("assistant run failed")
            result = AgentResult(
                ok=False,
                error=AgentError(ErrorKind.INTERNAL, f"{type(exc).__name__}: {exc}"),
                cancelled=cancel.cancelled,
            )
        self._post(_Done(result), generation)

    def _post(self, item: AgentEvent | _Done, generation: int) -> None:
        if isinstance(item, RunFinished):
            return  # the returned result is delivered instead
        with self._lock:
            if generation != self._generation or self._closed:
                return
            last = self._pending[-1] if self._pending else None
            if isinstance(item, TextDelta) and isinstance(last, TextDelta):
                self._pending[-1] = TextDelta(last.text + item.text)
            elif _same_progress(item, last):
                self._pending[-1] = item  # only how far it got now is worth drawing
            else:
                self._pending.append(item)
            if self._wake_pending:
                return
            self._wake_pending = True
        try:
            self._wake.emit()
        except RuntimeError:  # the worker object was deleted with its window
            log.debug("assistant event dropped: the worker is gone")

    # -- GUI thread ----------------------------------------------------------------------------

    @Slot()
    def _on_wake(self) -> None:
        if self._closed:
            return
        if not self._timer.isActive():
            self._timer.start()

    @Slot()
    def _flush(self) -> None:
        if self._closed:
            return
        with self._lock:
            items = list(self._pending)
            self._pending.clear()
            self._wake_pending = False
        if not items:
            return
        self.batches_delivered += 1
        for item in items:
            if self._closed:
                return
            self._deliver(item)

    def _deliver(self, item: AgentEvent | _Done) -> None:
        if isinstance(item, TextDelta):
            self.text_received.emit(item.text)
        elif isinstance(item, RequestStarted):
            self.request_started.emit(item.step)
        elif isinstance(item, ToolCallStarted):
            self.tool_started.emit(item.call)
        elif isinstance(item, ToolCallFinished):
            self.tool_finished.emit(item.call, item.result, item.ok)
        elif isinstance(item, ToolCallRepeated):
            self.tool_repeated.emit(item.call, item.times, item.ran)
        elif isinstance(item, UsageReported):
            self.usage_reported.emit(item.usage)
        elif isinstance(item, _Done):
            self._busy = False
            self._thread = None
            self._restore_after_run()
            self.finished.emit(item.result)
        else:
            self.event_received.emit(item)

    def _set_up_for_run(self) -> None:
        """Shorter thread switches, and the older objects set aside from the collector."""
        if not self._switching:
            worker_started()
            self._switching = True
        if self.freeze_gc and self._set_aside is None:
            self._set_aside = SetAside()

    def _restore_after_run(self) -> None:
        if self._switching:
            worker_ended()
            self._switching = False
        if self._set_aside is not None:
            self._set_aside.hand_back()
            self._set_aside = None


def _cancel_and_join(state: list[Any], *_args: object) -> None:
    """Stop the last run of a worker being destroyed; ``state`` is ``[token, thread]``."""
    if not state:
        return
    cancel, thread = state
    cancel.cancel()
    if thread.is_alive() and thread is not threading.current_thread():
        thread.join(5.0)


__all__ = ["DEFAULT_FLUSH_MS", "AgentJob", "AgentWorker", "Runner"]
