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
import importlib
import logging
import threading
from collections.abc import Sequence

from PySide6.QtCore import QEventLoop, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QWidget

from assistant.gui.app.gui_thread import worker_busy
from assistant.world.collector import set_aside_after

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
        # the modules read live as long as the app: counted by the collector, they set off
        # full collections that walked all the app holds, the open project too, holding
        # the interpreter (40-80 ms gaps of the GUI thread at a million words)
        with worker_busy(), set_aside_after():
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
