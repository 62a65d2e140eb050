"""Counting a project's words and folding its text for search, off the GUI thread.

Both read every character of the project: on a manuscript of millions of words that takes a
second or more, which must not hold up the window that is opening. They run once on a
background thread when a project is opened (or reloaded); afterwards each document keeps its
own count and folded text, so that only an edited document is counted or folded again.
"""

from __future__ import annotations

import itertools
import logging
import threading

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from assistant.gui.app.gui_thread import worker_busy
from assistant.world.model import World
from assistant.world.search.engine import prefold

log = logging.getLogger(__name__)


class _Relay(QObject):
    """Carries a finished count to the GUI thread. It lives as long as the app, so that the
    background thread never emits on an object the GUI thread may be deleting meanwhile (a
    closed window's); the receivers, when deleted, are disconnected by Qt itself."""

    counted = Signal(int)


_relay: _Relay | None = None
_tokens = itertools.count(1)


def _the_relay() -> _Relay:
    global _relay
    if _relay is None:
        _relay = _Relay()  # made on the GUI thread, by the first index
    return _relay


class ProjectIndex(QObject):
    """The background work that follows opening a project; says when the count is known.

    Signals:
      counted(): the project's word count is known (see :meth:`word_count`).
    """

    counted = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._generation = 0
        self._ready = False
        self._relay = _the_relay()
        self._relay.counted.connect(self._on_done)

    def start(self, world: World) -> None:
        """Count and fold ``world`` on a background thread, once the window has had its turn
        to draw (the thread competes with it for the interpreter)."""
        self._generation = generation = next(_tokens)
        self._ready = False
        QTimer.singleShot(0, self, lambda: self._launch(world, generation))

    def stop(self) -> None:
        """Forget the work under way (a closed project): its result is not waited for."""
        self._generation = next(_tokens)
        self._ready = False

    def word_count(self, world: World) -> int | None:
        """The words of ``world``; None until the first count has been made."""
        return world.word_count() if self._ready else None

    def _launch(self, world: World, generation: int) -> None:
        if generation != self._generation:
            return
        relay = self._relay
        threading.Thread(
            target=_work, args=(world, generation, relay), name="quire-index", daemon=True
        ).start()

    @Slot(int)
    def _on_done(self, generation: int) -> None:
        if generation == self._generation:
            self._ready = True
            self.counted.emit()


def _work(world: World, generation: int, relay: _Relay) -> None:
    """On the background thread: touches no object but the app-long relay."""
    with worker_busy():  # the window, drawing meanwhile, gets the interpreter back sooner
        try:
            world.word_count()  # each document keeps its count
        except Exception:
            log.exception("counting the project's words failed")
        relay.counted.emit(generation)
        try:
            prefold(world)  # so that the first search is quick too
        except Exception:
            log.exception("preparing the project for search failed")
