"""The modules the start needs after the window's first paint, read on a thread of their own
while the window goes on answering the writer.

Right after the paint, ``quire-gui`` sets up asyncio on the Qt loop and makes the assistant
panel. Reading their modules (asyncio and qasync, the assistant with its tools and their
schemas, httpx and the async stack its first look for local model servers uses, and the
certificates that look reads) took the GUI thread away for a third to half a second at a
time. Read here first, they cost the GUI thread only what it takes to make the panel's
widgets.
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import logging
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from PySide6.QtCore import QEventLoop, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QWidget

from assistant.gui.app.gui_thread import worker_busy

log = logging.getLogger(__name__)

AFTER_PAINT: tuple[str, ...] = (
    "asyncio",
    "qasync",
    "assistant.gui.assistant.panel",
    # what httpx reads on its first request from the asyncio loop (the look for servers)
    "anyio",
    "anyio._backends._asyncio",
    "httpcore._backends.anyio",
    "encodings.idna",
)
"""What the start reads after the first paint, in the order the GUI thread would."""

READ_AHEAD_WAIT_MS = 10_000
"""The longest the start waits for the modules before it reads what is left itself."""

_readers: list[QObject] = []
"""Every reader made, kept as long as the app: its thread may still emit after a wait that
gave up."""


class _Reader(QObject):
    """Imports modules on a thread (``quire-read-ahead``); ``done`` arrives on the GUI thread."""

    done = Signal()

    def start(self, modules: Sequence[str]) -> None:
        threading.Thread(
            target=self._run, args=(tuple(modules),), name="quire-read-ahead", daemon=True
        ).start()

    def _run(self, modules: tuple[str, ...]) -> None:
        with worker_busy(), _set_aside_after():
            for name in modules:
                try:
                    importlib.import_module(name)
                except Exception:  # what imports it on the GUI thread says what is wrong
                    log.info("could not read %s ahead", name, exc_info=True)
            try:
                from assistant.gui.app.http_client import prepare_tls

                prepare_tls()  # the certificates the first look for servers reads
            except Exception:  # the first request says what is wrong
                log.info("could not prepare TLS ahead", exc_info=True)
        with contextlib.suppress(RuntimeError):  # the app is going away
            self.done.emit()


@contextmanager
def _set_aside_after() -> Iterator[None]:
    """Python's cyclic collector paused while the modules are read, then everything the app
    holds at that point set aside from it (``gc.freeze``), unwalked: a young collection at the
    end walked all that was made meanwhile, a project being opened beside the reading
    included (45 ms at 50,000 documents). The few cycles left over from reading modules are
    kept until the hand-back said below.

    Reading modules makes tens of thousands of objects (functions, classes, their
    dictionaries) that live as long as the app. Their number alone set off full collections,
    each walking every object the app holds, the open project included, while holding the
    interpreter: 40-80 ms gaps of the GUI thread at a million words. Set aside, the app's
    modules, its window and the project it opened with are never walked again; whatever is
    made later is collected as ever. The last :class:`~assistant.world.collector.SetAside`
    held, once handed back (once a closed project's world is freed, or at the end of an
    assistant's run when no project is open), hands these back too: from then on a full
    collection walks them again, which costs time, never memory."""
    running = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if running:
            gc.enable()


def read_ahead(
    app: QApplication,
    window: QWidget,
    modules: Sequence[str] = AFTER_PAINT,
    wait_ms: int = READ_AHEAD_WAIT_MS,
) -> bool:
    """Import ``modules`` on a thread while the event loop runs, until they are read (or
    ``wait_ms`` has passed); False when the writer closed ``window`` meanwhile.

    Anything the writer asks for meanwhile (the assistant's actions make the panel) works
    as ever: Python's import locks let the GUI thread use what the thread has read, or wait
    for a module the thread is reading."""
    if not window.isVisible():
        return False
    reader = _Reader()
    _readers.append(reader)
    waiting = QEventLoop()
    reader.done.connect(waiting.quit)
    app.lastWindowClosed.connect(waiting.quit)
    QTimer.singleShot(wait_ms, waiting.quit)
    reader.start(modules)
    waiting.exec()
    app.lastWindowClosed.disconnect(waiting.quit)
    return window.isVisible()


__all__ = ["AFTER_PAINT", "read_ahead"]
