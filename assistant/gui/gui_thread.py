"""The GUI thread as the owner of the live project, for act-mode runs on a worker thread."""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QThread, Signal

log = logging.getLogger(__name__)


class GuiThread(QObject):
    """Runs work on the thread this object lives on (an :class:`~assistant.agent.act_run.Owner`).

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


__all__ = ["GuiThread"]
