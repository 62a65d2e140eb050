"""The GUI thread: the owner of the live project, for act-mode runs on a worker thread, and
first in line for the interpreter while a worker thread is busy.

Qt draws in C++, but the GUI thread comes back to Python at every call into Qt (which lets go
of the interpreter) and at every method Quire overrides. While another thread runs Python,
each return waits out the interpreter's switch interval (``sys.setswitchinterval``, 5 ms by
default) before that thread hands the interpreter over, and a frame of drawing returns
dozens of times. So while any worker is busy (a turn of the assistant, counting and folding
a project that was just opened, a search, an export, a continuity check) the interval is
:data:`BUSY_SWITCH_INTERVAL` (:func:`worker_busy`), and as before once the last one is done.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QObject, Qt, QThread, Signal

log = logging.getLogger(__name__)


class GuiThread(QObject):
    """Runs work on the thread this object lives on (an
    :class:`~assistant.agent.act.act_run.Owner`).

    Work handed over from another thread travels as one queued signal; work handed over on
    the GUI thread itself runs at once.
    """

    _posted = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._posted.connect(self._run, Qt.ConnectionType.QueuedConnection)

    def is_current(self) -> bool:
        return QThread.currentThread() is self.thread()

    def call(self, work: Callable[[], None]) -> None:
        if self.is_current():
            work()
        else:
            self._posted.emit(work)

    def _run(self, work: Callable[[], None]) -> None:
        try:
            work()
        except Exception:
            log.exception("work handed to the GUI thread failed")


BUSY_SWITCH_INTERVAL = 0.00005
"""Seconds the interpreter lets one thread run before another that waits gets its turn,
while a worker is busy (Python's default is 0.005). Drawing a turn while tools ran took 5-70
times as long at 0.5 ms as with no worker, about 1-2 times at 0.05 ms; the worker loses
nothing measurable (the burst's turns took no longer)."""


class _SwitchInterval:
    """The switch interval, shortened while any worker is busy (counted, from any thread)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._busy = 0
        self._saved = sys.getswitchinterval()

    @property
    def busy(self) -> int:
        return self._busy

    def started(self) -> None:
        with self._lock:
            self._busy += 1
            if self._busy == 1:
                self._saved = sys.getswitchinterval()
                sys.setswitchinterval(min(self._saved, BUSY_SWITCH_INTERVAL))

    def ended(self) -> None:
        with self._lock:
            if self._busy == 0:
                return
            self._busy -= 1
            if self._busy == 0:
                sys.setswitchinterval(self._saved)


_SHARED = _SwitchInterval()


def worker_started() -> None:
    """A worker thread begins work that competes with the GUI thread (pair with
    :func:`worker_ended`)."""
    _SHARED.started()


def worker_ended() -> None:
    """The work announced by :func:`worker_started` is over."""
    _SHARED.ended()


def workers_busy() -> bool:
    """True while any work announced by :func:`worker_started` is not over."""
    return _SHARED.busy > 0


@contextmanager
def worker_busy() -> Iterator[None]:
    """:func:`worker_started` for the block, :func:`worker_ended` after it."""
    worker_started()
    try:
        yield
    finally:
        worker_ended()


__all__ = [
    "BUSY_SWITCH_INTERVAL",
    "GuiThread",
    "worker_busy",
    "worker_ended",
    "worker_started",
    "workers_busy",
]
