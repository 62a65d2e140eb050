"""A provider that replays a fixed list of replies: for tests and offline demonstrations.

Each reply is an :class:`AiResponse` to return, a :class:`ProviderError` to raise, or a
function of the request returning either. Text can stream in pieces, and a request can be
held mid-stream until released or cancelled, which is how the tests stop a turn "while the
model is talking".
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection, Iterable
from typing import Union

from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import (
    AiRequest,
    AiResponse,
    ErrorKind,
    ProviderError,
)

Reply = Union[AiResponse, ProviderError, Callable[[AiRequest], "AiResponse | ProviderError"]]  # noqa: UP007


class ScriptedProvider:
    """Answers request N with reply N.

    ``chunk_size`` streams each reply's text through ``on_text`` in pieces of that many
    characters (the whole text at once when None). A held request streams its first piece,
    then waits until :meth:`release` is called or the request is cancelled (then it raises
    ``ProviderError`` of kind ``CANCELLED``). ``hold=True`` holds every request; a collection
    of numbers holds those requests only (counting from 1). ``requests`` records every
    request received, in order.
    """

    stops_on_cancel = True
    """A held request wakes at a cancel and raises: the loop may call it on its own thread."""

    def __init__(
        self,
        replies: Iterable[Reply],
        *,
        chunk_size: int | None = None,
        hold: bool | Collection[int] = False,
    ) -> None:
        if chunk_size is not None and chunk_size < 1:
            raise ValueError("chunk_size must be at least 1")
        self._replies = list(replies)
        self._chunk_size = chunk_size
        self._lock = threading.Lock()
        self._hold = hold if isinstance(hold, bool) else frozenset(hold)
        self._released = not hold
        self._waiting: list[threading.Event] = []
        self.holding = threading.Event()
        """Set while a request is held, waiting for :meth:`release` or a cancel."""
        self.requests: list[AiRequest] = []

    @property
    def remaining(self) -> int:
        """Replies not used yet."""
        with self._lock:
            return len(self._replies) - len(self.requests)

    def release(self) -> None:
        """Let held requests (and every later one) go on."""
        with self._lock:
            self._released = True
            waiting, self._waiting = self._waiting, []
        for wake in waiting:
            wake.set()

    def complete(
        self,
        request: AiRequest,
        *,
        on_text: Callable[[str], None] | None = None,
        cancel: CancelToken | None = None,
    ) -> AiResponse:
        with self._lock:
            number = len(self.requests)
            self.requests.append(request)
        if number >= len(self._replies):
            raise ProviderError.of(
                ErrorKind.INTERNAL, f"no scripted reply left for request {number + 1}"
            )
        reply = self._replies[number]
        if callable(reply) and not isinstance(reply, AiResponse | ProviderError):
            reply = reply(request)
        self._check(cancel)
        if isinstance(reply, ProviderError):
            raise reply
        pieces = self._pieces(reply.text)
        for index, piece in enumerate(pieces):
            if on_text is not None:
                on_text(piece)
            if index == 0:
                self._wait_released(number + 1, cancel)
            self._check(cancel)
        if not pieces:
            self._wait_released(number + 1, cancel)
        return reply

    def _pieces(self, text: str) -> list[str]:
        if not text:
            return []
        size = self._chunk_size or len(text)
        return [text[i : i + size] for i in range(0, len(text), size)]

    def _wait_released(self, number: int, cancel: CancelToken | None) -> None:
        if self._hold is not True and (self._hold is False or number not in self._hold):
            return
        wake = threading.Event()
        with self._lock:
            if self._released:
                return
            self._waiting.append(wake)
        unregister = cancel.on_cancel(wake.set) if cancel is not None else (lambda: None)
        self.holding.set()
        try:
            wake.wait()
        finally:
            self.holding.clear()
            unregister()
            with self._lock:
                if wake in self._waiting:
                    self._waiting.remove(wake)
        self._check(cancel)

    @staticmethod
    def _check(cancel: CancelToken | None) -> None:
        if cancel is not None and cancel.cancelled:
            raise ProviderError.of(ErrorKind.CANCELLED, "cancelled by the caller")
