"""Stopping a request that is blocked in a socket, without a thread or a timer per request.

Stop must work while a thread sits in a blocking read (a slow server, a long prompt still
being processed before the first byte), and the overall deadline must end a request that
keeps trickling. Both work through the network streams of the HTTP client:

- Every network stream of a client made by :func:`guard_client` reports each read and
  write to the :class:`Interrupter` of the request running on that thread (a thread-local
  set for the time of one attempt). The interrupter thereby knows the socket of the request
  even on a reused keep-alive connection, and Stop shuts that socket down: the blocked read
  returns at once and the reading thread unwinds.
- The same streams cut each read's and write's timeout to what is left before the deadline,
  so that a request ends at its deadline without a timer thread watching it.

A client the caller made (and which :func:`guard_client` could not fit) is still covered for
fresh connections through httpcore's ``trace`` extension (:meth:`Interrupter.trace`).
"""

from __future__ import annotations

import contextlib
import logging
import socket
import ssl
import threading
import time
from collections.abc import Iterable
from typing import Any

import httpcore
import httpx

from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import ErrorKind, ProviderError
from assistant.agent.providers.errors import cancelled

log = logging.getLogger(__name__)

_current = threading.local()

DEADLINE_SLACK = 0.05
"""A timeout ending this close to the deadline (seconds) is taken to be the deadline's."""


class Interrupter:
    """Shuts down one attempt's socket when Stop is pressed or the deadline passes."""

    def __init__(self, cancel: CancelToken | None, deadline_at: float) -> None:
        self.reason: str | None = None
        self.deadline_at = deadline_at
        self._soon: float | None = None
        self._previous: Interrupter | None = None
        self._lock = threading.Lock()
        self._streams: list[Any] = []
        self._unregister = (
            cancel.on_cancel(lambda: self.interrupt("cancel")) if cancel is not None else None
        )

    def __enter__(self) -> Interrupter:
        """Become the interrupter of the requests this thread sends, until the exit."""
        self._previous = getattr(_current, "guard", None)
        _current.guard = self
        return self

    def __exit__(self, *_exc: object) -> None:
        _current.guard = self._previous
        self.close()

    def trace(self, name: str, info: dict[str, Any]) -> None:
        """httpcore trace hook: remember each network stream as soon as it is connected."""
        if name.endswith(("connect_tcp.complete", "start_tls.complete")):
            stream = info.get("return_value")
            if stream is not None:
                self.add(stream)

    def add(self, stream: Any) -> None:
        streams = self._streams
        if streams and streams[-1] is stream and self.reason is None:
            return  # the stream of the read before: known already
        with self._lock:
            if not any(known is stream for known in self._streams):
                self._streams.append(stream)
            interrupted = self.reason is not None
        if interrupted:
            shutdown(stream)

    def add_response(self, response: httpx.Response) -> None:
        stream = response.extensions.get("network_stream")
        if stream is not None:
            self.add(stream)

    def timeout(self, timeout: float | None) -> float | None:
        """``timeout`` cut to what is left before the deadline; past it, interrupts."""
        now = time.monotonic()
        left = self.deadline_at - now
        if left <= 0:
            self.interrupt("deadline")
            return 0.0
        if self._soon is not None:
            left = max(0.0, min(left, self._soon - now))
        return left if timeout is None else min(timeout, left)

    def timed_out(self) -> None:
        """A read or write timed out: if that was the deadline (the limit each one is cut
        to), say so."""
        if self._soon is None and time.monotonic() >= self.deadline_at - DEADLINE_SLACK:
            self.interrupt("deadline")

    def briefly(self, seconds: float | None) -> None:
        """Cut every read and write to ``seconds`` from now (None: no longer)."""
        self._soon = None if seconds is None else time.monotonic() + seconds

    def interrupt(self, reason: str) -> None:
        with self._lock:
            if self.reason is not None:
                return
            self.reason = reason
            streams = list(self._streams)
        log.debug("interrupting the request (%s)", reason)
        for stream in streams:
            shutdown(stream)

    def error(self) -> ProviderError:
        if self.reason == "deadline":
            return ProviderError.of(ErrorKind.TIMEOUT, "the request ran past its deadline")
        return cancelled()

    def close(self) -> None:
        if self._unregister is not None:
            self._unregister()
            self._unregister = None


def shutdown(stream: Any) -> None:
    """Wake any thread blocked on this stream's socket (closing alone does not on Linux)."""
    try:
        sock = stream.get_extra_info("socket")
    except Exception:  # an unknown stream type
        sock = None
    if sock is None:
        return
    # socket.socket.shutdown, not SSLSocket.shutdown: the latter drops the SSL object under
    # the reading thread instead of just waking it.
    with contextlib.suppress(OSError, ValueError, TypeError):
        socket.socket.shutdown(sock, socket.SHUT_RDWR)


def _guard() -> Interrupter | None:
    return getattr(_current, "guard", None)


class _GuardedStream(httpcore.NetworkStream):
    """A network stream that reports to the running request's interrupter."""

    def __init__(self, inner: httpcore.NetworkStream) -> None:
        self._inner = inner

    def _watch(self, timeout: float | None) -> tuple[Interrupter | None, float | None]:
        guard = _guard()
        if guard is None:
            return None, timeout
        guard.add(self)
        return guard, guard.timeout(timeout)

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        guard, timeout = self._watch(timeout)
        try:
            return self._inner.read(max_bytes, timeout)
        except httpcore.TimeoutException:
            if guard is not None:
                guard.timed_out()
            raise

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        guard, timeout = self._watch(timeout)
        try:
            self._inner.write(buffer, timeout)
        except httpcore.TimeoutException:
            if guard is not None:
                guard.timed_out()
            raise

    def close(self) -> None:
        self._inner.close()

    def start_tls(
        self,
        ssl_context: ssl.SSLContext,
        server_hostname: str | None = None,
        timeout: float | None = None,
    ) -> httpcore.NetworkStream:
        _guard_now, timeout = self._watch(timeout)
        return _GuardedStream(self._inner.start_tls(ssl_context, server_hostname, timeout))

    def get_extra_info(self, info: str) -> Any:
        return self._inner.get_extra_info(info)


class _GuardedBackend(httpcore.NetworkBackend):
    """Makes every connection's stream a :class:`_GuardedStream`."""

    def __init__(self, inner: httpcore.NetworkBackend) -> None:
        self._inner = inner

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.NetworkStream:
        guard = _guard()
        if guard is not None:
            timeout = guard.timeout(timeout)
        stream = self._inner.connect_tcp(host, port, timeout, local_address, socket_options)
        return _GuardedStream(stream)

    def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.NetworkStream:
        guard = _guard()
        if guard is not None:
            timeout = guard.timeout(timeout)
        return _GuardedStream(self._inner.connect_unix_socket(path, timeout, socket_options))

    def sleep(self, seconds: float) -> None:
        self._inner.sleep(seconds)


def guard_client(client: httpx.Client) -> bool:
    """Route every connection ``client`` makes (proxied ones included) through guarded
    streams. False when this httpx keeps its connection pools where this cannot reach
    them; then only fresh connections can be interrupted (through ``trace``), and the
    caller should not keep connections alive."""
    transports = [getattr(client, "_transport", None)]
    transports += list(getattr(client, "_mounts", {}).values())
    pools = []
    for transport in transports:
        if transport is None:
            continue
        pool = getattr(transport, "_pool", None)
        backend = getattr(pool, "_network_backend", None)
        if not isinstance(backend, httpcore.NetworkBackend):
            return False
        pools.append((pool, backend))
    for pool, backend in pools:
        if not isinstance(backend, _GuardedBackend):
            pool._network_backend = _GuardedBackend(backend)  # type: ignore[union-attr]
    return bool(pools)
