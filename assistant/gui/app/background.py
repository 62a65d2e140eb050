"""Work that would freeze the window, done on a thread of its own, its result brought back
to the GUI thread: the check for files another program changed, the backup on closing.

A job's result reaches its callback on the GUI thread, and only while the object the job
was started for still lives. Jobs that must not be cut short (a backup) are waited for
before the application quits; the others are simply forgotten then.
"""

from __future__ import annotations

import itertools
import logging
import threading
import time
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal

from assistant.gui.app.gui_thread import GuiThread, worker_busy

if TYPE_CHECKING:
    from assistant.world.model import World

log = logging.getLogger(__name__)

Done = Callable[[Any], None]
Failed = Callable[[BaseException], None]


class _Relay(QObject):
    """Carries a finished job to the GUI thread; lives as long as the app, so that a worker
    never emits on an object the GUI thread may be deleting meanwhile."""

    finished = Signal(int, bool, object)


class _Jobs:
    """The jobs under way, by token, and the threads to wait for before quitting."""

    def __init__(self) -> None:
        self.relay = _Relay()
        self.relay.finished.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self.gui_thread = GuiThread()  # made on the GUI thread, with the relay
        self.tokens = itertools.count(1)
        self.callbacks: dict[int, tuple[QObject, Done, Failed | None]] = {}
        self.lock = threading.Lock()
        self.kept: dict[int, tuple[str, threading.Thread]] = {}
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(wait_for_kept)

    def _deliver(self, token: int, ok: bool, value: object) -> None:
        context, done, failed = self.callbacks.pop(token, (None, None, None))
        if context is None or not shiboken6.isValid(context):
            return
        try:
            if ok:
                done(value)  # type: ignore[misc]
            elif failed is not None:
                failed(value)  # type: ignore[arg-type]
        except Exception:
            log.exception("applying the result of background work failed")


_jobs: _Jobs | None = None


def _the_jobs() -> _Jobs:
    global _jobs
    if _jobs is None:
        _jobs = _Jobs()  # made on the GUI thread, by the first job
    return _jobs


def run_in_background(
    work: Callable[[], Any],
    context: QObject,
    done: Done,
    failed: Failed | None = None,
    *,
    name: str = "quire-background",
    keep: str | None = None,
) -> None:
    """Run ``work`` on a thread of its own; then, on the GUI thread, ``done(result)`` (or
    ``failed(error)``), while ``context`` still lives. ``keep`` names work that must finish
    before the application quits (:func:`wait_for_kept`); the rest runs on a daemon thread.
    Call on the GUI thread."""
    jobs = _the_jobs()
    token = next(jobs.tokens)
    jobs.callbacks[token] = (context, done, failed)
    relay = jobs.relay

    def run() -> None:
        try:
            with worker_busy():
                value = work()
        except BaseException as error:  # reported on the GUI thread
            if failed is None:
                log.exception("background work failed")
            relay.finished.emit(token, False, error)
        else:
            relay.finished.emit(token, True, value)
        finally:
            if keep is not None:
                with jobs.lock:
                    jobs.kept.pop(token, None)

    thread = threading.Thread(target=run, name=name, daemon=keep is None)
    if keep is not None:
        with jobs.lock:
            jobs.kept[token] = (keep, thread)
    thread.start()


LET_GO_AFTER_MS = 1
"""The thread that frees a closed project's world starts after this, in a later pass of the
event loop than the closing (starting a thread waits for it, 5-18 ms while others run)."""
LET_GO_SLICE = 500
"""A closed world's documents and entities are freed this many at a time (about 2 ms a
slice at 10M words), so that the GUI thread gets the interpreter back between slices."""
LET_GO_SETTLE_S = 0.02
"""How long the thread freeing a world's parts waits for the world's own freeing to end."""


def let_go_in_background(
    value: object, then: Callable[[], None] | None = None, *, world: World | None = None
) -> None:
    """Let go of ``value`` on a thread of its own: when it held the last reference to a
    closed project's world, its millions of words are freed there, not on the GUI thread.
    Then ``then()`` runs on the GUI thread.

    With ``world`` (the closed project's), its documents and entities are held apart, and
    freed a slice at a time on a thread of their own once the world itself is freed, by
    whichever thread let go of it last. Freed in one go with the world, 50,000 documents
    held the interpreter for 120-150 ms, and the GUI thread waited as long."""
    box = [value]
    del value
    worlds = [world] if world is not None else []
    del world
    post = _the_jobs().gui_thread.call  # from the freeing thread: a later pass of the loop

    def let_go() -> None:
        try:
            if worlds:
                _hold_apart(worlds.pop())
            box.clear()
        finally:
            if then is not None:
                post(then)

    def start() -> None:  # once the caller's own references are gone with its frame
        threading.Thread(target=let_go, name="quire-let-go", daemon=True).start()

    # a timer, not a zero one (Qt posts those, to run before anything else waiting): the window
    # repaints and the writer's input is handled before the thread is started
    QTimer.singleShot(LET_GO_AFTER_MS, start)


def _hold_apart(world: World) -> None:
    """Hold the documents and entities of ``world`` apart until it is freed; then free them
    a slice at a time, on a thread of their own."""
    parts: list[object] = [*world.documents.values(), *world.entities.values()]
    freed = weakref.finalize(world, _free_later, parts)
    freed.atexit = False


def _free_later(parts: list[object]) -> None:
    """Called as the world that held ``parts`` is being freed, on the thread that let go of
    it last: its parts go on a thread of their own, once the world is gone."""
    threading.Thread(
        target=_free_in_slices, args=(parts,), name="quire-let-go-parts", daemon=True
    ).start()


def _free_in_slices(parts: list[object]) -> None:
    time.sleep(LET_GO_SETTLE_S)  # the world's own maps still hold its parts until it is gone
    with worker_busy():  # the GUI thread gets the interpreter back between slices
        while parts:
            del parts[-LET_GO_SLICE:]


def wait_for_kept(key: str | None = None) -> None:
    """Wait until the kept work under way (only that kept under ``key``, when given) is done:
    before quitting, or before opening again a project whose backup is being made."""
    jobs = _jobs
    if jobs is None:
        return
    with jobs.lock:
        threads = [t for k, t in jobs.kept.values() if key is None or k == key]
    for thread in threads:
        thread.join()


def kept_under_way(key: str | None = None) -> bool:
    """True while kept work (under ``key``, when given) is not done."""
    jobs = _jobs
    if jobs is None:
        return False
    with jobs.lock:
        return any(key is None or k == key for k, _ in jobs.kept.values())


__all__ = [
    "kept_under_way",
    "let_go_in_background",
    "run_in_background",
    "wait_for_kept",
]
