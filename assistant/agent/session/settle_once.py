"""Something a run waits on until the writer settles it (a question, an estimate): settled
once, from any thread; whoever waits hears the outcome, and Stop settles it at once."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from enum import Enum
from typing import Generic, TypeVar

from assistant.agent.loop.cancel import CancelToken

log = logging.getLogger(__name__)

State = TypeVar("State", bound=Enum)
Self = TypeVar("Self", bound="SettledOnce")


class SettledOnce(Generic[State]):
    """Waiting in ``waiting`` until :meth:`_settle` moves it to another state, once (later
    calls are ignored). Callbacks given to :meth:`on_settled` run on the settling thread,
    each once. :meth:`stop` is how a tripped cancel token settles it."""

    def __init__(self, waiting: State) -> None:
        self._waiting = waiting
        self._state = waiting
        self._lock = threading.Lock()
        self._settled = threading.Event()
        self._callbacks: list[Callable[[SettledOnce[State]], None]] = []

    @property
    def state(self) -> State:
        return self._state

    @property
    def is_waiting(self) -> bool:
        return self._state is self._waiting

    def stop(self) -> bool:
        """Settle it because the writer stopped the assistant."""
        raise NotImplementedError

    def _stop_now(self) -> None:
        """:meth:`stop`, as a cancel token's callback (which returns nothing)."""
        self.stop()

    def on_settled(self, callback: Callable[[Self], None]) -> None:
        """Call ``callback`` once it is settled (at once when it is already)."""
        with self._lock:
            if self.is_waiting:
                self._callbacks.append(callback)  # type: ignore[arg-type]
                return
        callback(self)  # type: ignore[arg-type]

    def wait(self, cancel: CancelToken | None = None) -> State:
        """Block until settled; a tripped ``cancel`` settles it with :meth:`stop` at once."""
        unregister = cancel.on_cancel(self._stop_now) if cancel is not None else (lambda: None)
        try:
            self._settled.wait()
        finally:
            unregister()
        return self._state

    def _settle(self, state: State, keep: Callable[[], None] | None = None) -> bool:
        """Move to ``state`` (``keep`` records what goes with it, under the lock); False when
        it was settled already."""
        with self._lock:
            if not self.is_waiting:
                return False
            if keep is not None:
                keep()
            self._state = state
            callbacks, self._callbacks = self._callbacks, []
            self._settled.set()
        for callback in callbacks:
            try:
                callback(self)
            except Exception:
                log.exception("a callback of %s failed", type(self).__name__)
        return True


__all__ = ["SettledOnce"]
