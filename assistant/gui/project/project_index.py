"""Counting a project's words, folding its text for search and indexing it for the quotation
check, off the GUI thread.

All three read every character of the project: on a manuscript of millions of words that takes a
second or more, which must not hold up the window that is opening. They run once on a
background thread when a project is opened (or reloaded); afterwards each document keeps its
own count, folded text and quotation index, so that only an edited document is counted,
folded or indexed again.
"""

from __future__ import annotations

import itertools
import logging
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from assistant.gui.app.gui_thread import worker_busy
from assistant.world.collector import SetAside
from assistant.world.model import World
from assistant.world.search.valuecache import ValueCache

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
        self._stopped = threading.Event()
        self._relay = _the_relay()
        self._relay.counted.connect(self._on_done)
        self._set_aside: SetAside | None = None

    def start(self, world: World, record: Callable[[], None] | None = None) -> None:
        """Count and fold ``world`` on a background thread, once the window has had its turn
        to draw (the thread competes with it for the interpreter): while the app starts, after
        its first paint (:func:`hold_until_first_paint`). ``record`` (the project's versions
        read, for merges) runs there too, once the count is made."""
        self._generation = generation = next(_tokens)
        self._ready = False
        self._stopped.set()  # the work for the world before, if still under way
        self._stopped = threading.Event()
        self._set_aside_while_open()

        def launch() -> None:
            self._launch(world, generation, record)

        QTimer.singleShot(0, self, lambda: after_first_paint(launch))

    def stop(self) -> None:
        """Forget the work under way (a closed project): its result is not waited for."""
        self._generation = next(_tokens)
        self._ready = False
        self._stopped.set()
        if self._set_aside is not None:
            self._set_aside.hand_back()
            self._set_aside = None

    def _set_aside_while_open(self) -> None:
        """Keep the project, and what its later work makes to last, set aside from the cyclic
        collector until :meth:`stop`. An assistant's run hands its own set-aside back as it
        ends; without this hold, that hand-back gave the project back to the collector, whose
        next full collection walked it (343 ms at 50,000 documents)."""
        held, self._set_aside = self._set_aside, SetAside()
        self.destroyed.connect(self._set_aside.hand_back)  # a window closed without closing
        if held is not None:
            held.hand_back()

    def word_count(self, world: World) -> int | None:
        """The words of ``world``; None until the first count has been made. Kept per world
        value: the status bar and the outliner ask for the same world's total in turn, and
        adding up 50,000 documents takes tens of milliseconds each time."""
        return _TOTALS.get(world) if self._ready else None

    def _launch(
        self, world: World, generation: int, record: Callable[[], None] | None
    ) -> None:
        if generation != self._generation:
            return
        relay = self._relay
        threading.Thread(
            target=_work, args=(world, generation, relay, self._stopped, record),
            name="quire-index", daemon=True,
        ).start()

    @Slot(int)
    def _on_done(self, generation: int) -> None:
        if generation == self._generation:
            self._ready = True
            self.counted.emit()


_TOTALS: ValueCache[World, int] = ValueCache(World.word_count)
"""Each world's word count (a world never changes; an edit makes a new one)."""

LATER_WORK_WAIT_S = 10.0
"""The longest the quotation index waits for the start of the app to be over."""

class _HeldWork:
    """Work for the GUI thread: run at once, or, while held, in order when let go (work that
    fails is logged, and the rest still runs)."""

    def __init__(self) -> None:
        self._waiting: list[Callable[[], None]] | None = None

    def hold(self) -> None:
        if self._waiting is None:
            self._waiting = []

    def let_go(self) -> None:
        waiting, self._waiting = self._waiting or [], None
        for work in waiting:
            try:
                work()
            except Exception:
                log.exception("work held back while the app started failed")

    def after(self, work: Callable[[], None]) -> None:
        if self._waiting is None:
            work()
        else:
            self._waiting.append(work)


_later_work_may_start = threading.Event()
_later_work_may_start.set()
_after_later_work = _HeldWork()
_after_paint = _HeldWork()


def hold_until_first_paint() -> None:
    """Keep the count of a project opened while the app starts, and the watch on its files,
    from starting until :func:`first_paint_done`. Started before the paint, the count took the
    interpreter from the window's first drawing each time the tree or the editor called into
    Python: the window showed the 1M-word project 35 ms later (55 ms from the project in place
    to its paint, against 18 ms with the count started after it). The watch took 12 ms; what
    changes on disk meanwhile, the look that follows the start finds."""
    _after_paint.hold()


def first_paint_done() -> None:
    """Run the work held by :func:`hold_until_first_paint` (on the GUI thread)."""
    _after_paint.let_go()


def after_first_paint(work: Callable[[], None]) -> None:
    """Run ``work`` now, or, while held (:func:`hold_until_first_paint`), after the first
    paint; on the GUI thread."""
    _after_paint.after(work)


def hold_later_work() -> None:
    """Keep the quotation index (seconds of work at millions of words) and the timeline's work
    (:func:`after_later_work`) from starting until :func:`release_later_work`: while the app
    is still starting, they would take the interpreter from the GUI thread making the rest of
    the window, and the count would reach the status bar only when all were done. The fold
    for search is held with them; the count is not (the panel waits for it instead)."""
    _later_work_may_start.clear()
    _after_later_work.hold()


def release_later_work() -> None:
    """Let the quotation index start (it starts anyway after ``LATER_WORK_WAIT_S``), and the
    work waiting in :func:`after_later_work` (on the GUI thread, which calls this)."""
    _later_work_may_start.set()
    _after_later_work.let_go()


def after_later_work(work: Callable[[], None]) -> None:
    """Run ``work`` now, or, while later work is held (:func:`hold_later_work`), once it is
    released; on the GUI thread."""
    _after_later_work.after(work)


def _work(
    world: World,
    generation: int,
    relay: _Relay,
    stopped: threading.Event,
    record: Callable[[], None] | None = None,
) -> None:
    """On the background thread: touches no object but the app-long relay (and ``stopped``,
    set when the project is closed or replaced), and ``record``, which keeps its own lock."""
    # read here, on this thread, when first needed: none of it is needed to draw the window
    from assistant.world.search.folded import prefold
    from assistant.world.search.quotes import index_project

    with worker_busy():  # the window, drawing meanwhile, gets the interpreter back sooner
        try:
            _TOTALS.get(world)  # each document keeps its count, and the world its total
        except Exception:
            log.exception("counting the project's words failed")
        relay.counted.emit(generation)
        _later_work_may_start.wait(LATER_WORK_WAIT_S)
        if record is not None and not stopped.is_set():
            try:  # a save or a merge meanwhile records them first, and this finds nothing left
                record()
            except Exception:
                log.exception("recording the versions read for merges failed")
        try:
            prefold(world, stop=stopped.is_set)  # so that the first search is quick too
        except Exception:
            log.exception("preparing the project for search failed")
        if stopped.is_set():
            return
        try:
            index_project(world, stop=stopped.is_set)  # so that the first answer's check is too
        except Exception:
            log.exception("indexing the project's quotations failed")
