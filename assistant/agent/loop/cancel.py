"""A cancel token any thread can trip.

The loop checks it between steps; providers and tools register callbacks that close a
blocked stream or stop a long scan at once, so Stop really stops.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

log = logging.getLogger(__name__)

WRITER_STOPPED = "the writer stopped the assistant"
"""Why something was not done when Stop was pressed, as the model reads it (each tool puts
its own verb first: "Not run: …", "Not read: …")."""


class CancelToken:
    """Tripped once, stays tripped. Callbacks run on the tripping thread, each at most once.

    A token made with a ``parent`` also reads as cancelled from the moment the parent trips,
    before the parent's callbacks have run (one of which may be what trips this one): a loop
    woken by one of those callbacks never takes a stopped run for a running one.
    """

    def __init__(self, parent: CancelToken | None = None) -> None:
        self._event = threading.Event()
        self._lock = threading.Lock()
        self._callbacks: list[Callable[[], None]] = []
        self._parent = parent

    @property
    def cancelled(self) -> bool:
        return self._event.is_set() or (self._parent is not None and self._parent.cancelled)

    def cancel(self) -> None:
        """Trip the token and run every registered callback."""
        with self._lock:
            if self._event.is_set():
                return
            self._event.set()
            callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            try:
                callback()
            except Exception:  # a failing callback must not stop the others
                log.exception("cancel callback failed")

    def wait(self, timeout: float | None = None) -> bool:
        """Block until tripped or ``timeout`` seconds pass; True when tripped."""
        return self._event.wait(timeout)

    def on_cancel(self, callback: Callable[[], None]) -> Callable[[], None]:
        """Run ``callback`` when tripped (at once if already tripped). Returns an unregister."""
        with self._lock:
            if not self._event.is_set():
                self._callbacks.append(callback)

                def unregister() -> None:
                    with self._lock:
                        if callback in self._callbacks:
                            self._callbacks.remove(callback)

                return unregister
        callback()
        return lambda: None
