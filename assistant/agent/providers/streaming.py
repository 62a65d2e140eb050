"""The HTTP machinery every provider shares: one request with retries, timeouts and Stop.

A request is tried, and retried per :class:`RetryPolicy` while nothing of the answer has
arrived. Once a 2xx answer starts streaming, a failure is final. Timeouts: a short connect
timeout, a read timeout between bytes, and an overall deadline for the whole call.

Stop must work even while a thread sits in a blocking socket read (a slow server, a long
prompt still being processed before the first byte). Each attempt therefore records its
network stream (through httpcore's ``trace`` extension, before any byte of the answer) and
a cancel callback shuts that socket down: the blocked read returns at once and the reading
thread unwinds and closes the response. Keep-alive is off so every attempt has a fresh,
traceable connection.
"""

from __future__ import annotations

import contextlib
import json
import logging
import socket
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

import httpx

from assistant.agent.cancel import CancelToken
from assistant.agent.messages import AgentError, ErrorKind, ProviderError
from assistant.agent.providers.bounded import (
    ACCEPT_ENCODING,
    decoded_chunks,
    read_start,
    split_lines,
)
from assistant.agent.providers.errors import (
    DETAIL_LIMIT,
    bad_response,
    cancelled,
    classify_error,
    error_from_exception,
    redact,
)
from assistant.agent.providers.httplog import HttpLog
from assistant.agent.providers.local_only import check_local
from assistant.agent.providers.retry import RetryPolicy

log = logging.getLogger(__name__)

T = TypeVar("T")
ERROR_BODY_LIMIT = 64 * 1024


@dataclass(frozen=True)
class Timeouts:
    """Seconds: to connect, of silence between bytes, to send, and for the whole call."""

    connect: float = 10.0
    read: float = 120.0
    write: float = 30.0
    deadline: float = 900.0

    def httpx(self) -> httpx.Timeout:
        return httpx.Timeout(
            connect=self.connect, read=self.read, write=self.write, pool=self.connect
        )


@dataclass
class StreamBody:
    """A 2xx answer being read: its lines (logged, interruptible) and its content type."""

    lines: Iterator[str]
    content_type: str
    status: int
    headers: httpx.Headers = field(default_factory=httpx.Headers)


class _Failure(Exception):
    """An attempt failed; carries the structured error and whether the answer had begun."""

    def __init__(self, error: AgentError, headers: httpx.Headers | None, began: bool) -> None:
        super().__init__(error.detail)
        self.error = error
        self.headers = headers
        self.began = began


class _Interrupter:
    """Shuts down one attempt's socket when Stop is pressed or the deadline passes."""

    def __init__(self, cancel: CancelToken | None, deadline_at: float) -> None:
        self.reason: str | None = None
        self._lock = threading.Lock()
        self._streams: list[Any] = []
        self._timer = threading.Timer(
            max(0.0, deadline_at - time.monotonic()), self.interrupt, args=("deadline",)
        )
        self._timer.daemon = True
        self._timer.start()
        self._unregister = (
            cancel.on_cancel(lambda: self.interrupt("cancel")) if cancel is not None else None
        )

    def trace(self, name: str, info: dict[str, Any]) -> None:
        """httpcore trace hook: remember each network stream as soon as it is connected."""
        if name.endswith(("connect_tcp.complete", "start_tls.complete")):
            stream = info.get("return_value")
            if stream is not None:
                self.add(stream)

    def add(self, stream: Any) -> None:
        with self._lock:
            self._streams.append(stream)
            interrupted = self.reason is not None
        if interrupted:
            _shutdown(stream)

    def add_response(self, response: httpx.Response) -> None:
        stream = response.extensions.get("network_stream")
        if stream is not None:
            self.add(stream)

    def interrupt(self, reason: str) -> None:
        with self._lock:
            if self.reason is not None:
                return
            self.reason = reason
            streams = list(self._streams)
        log.debug("interrupting the request (%s)", reason)
        for stream in streams:
            _shutdown(stream)

    def error(self) -> ProviderError:
        if self.reason == "deadline":
            return ProviderError.of(ErrorKind.TIMEOUT, "the request ran past its deadline")
        return cancelled()

    def close(self) -> None:
        self._timer.cancel()
        if self._unregister is not None:
            self._unregister()


def _shutdown(stream: Any) -> None:
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


class HttpSession:
    """An httpx client plus the retry, timeout, cancel and logging rules for one provider."""

    def __init__(
        self,
        *,
        timeouts: Timeouts | None = None,
        retry: RetryPolicy | None = None,
        http_log: HttpLog | None = None,
        secrets: tuple[str, ...] = (),
        client: httpx.Client | None = None,
        local_only: bool = False,
    ) -> None:
        self.timeouts = timeouts or Timeouts()
        self.local_only = local_only
        self.retry = retry or RetryPolicy()
        self.http_log = http_log
        self.secrets = tuple(s for s in secrets if s)
        if http_log is not None:
            for secret in self.secrets:
                http_log.add_secret(secret)
        self._given_client = client
        self._made_client: httpx.Client | None = None
        self._client_lock = threading.Lock()

    @property
    def _client(self) -> httpx.Client:
        """The given client, or one made on first use (no keep-alive, see the module doc)."""
        if self._given_client is not None:
            return self._given_client
        with self._client_lock:
            if self._made_client is None:
                self._made_client = httpx.Client(
                    timeout=self.timeouts.httpx(),
                    limits=httpx.Limits(max_keepalive_connections=0),
                    event_hooks=self.http_log.event_hooks() if self.http_log else None,
                    # A proxy would carry the request off this computer.
                    trust_env=not self.local_only,
                )
            return self._made_client

    def close(self) -> None:
        with self._client_lock:
            if self._made_client is not None:
                self._made_client.close()
                self._made_client = None

    def request(
        self,
        method: str,
        url: str,
        *,
        headers: Mapping[str, str],
        body: Any | None = None,
        cancel: CancelToken | None = None,
        read: Callable[[StreamBody], T],
        retry: RetryPolicy | None = None,
        deadline: float | None = None,
    ) -> T:
        """Send a request, retrying per the policy, and hand a 2xx answer to ``read``.

        ``read`` parses the answer and may raise ``ProviderError``. Anything that escapes is
        a ``ProviderError``; after Stop it is always of kind ``CANCELLED``. ``retry`` and
        ``deadline`` (seconds) replace the session's own for this request (a quick probe).
        """
        if self.local_only:
            check_local(url)
        policy = retry or self.retry
        deadline_at = time.monotonic() + (deadline or self.timeouts.deadline)
        attempt = 0
        while True:
            if cancel is not None and cancel.cancelled:
                raise cancelled()
            try:
                return self._attempt(method, url, headers, body, cancel, deadline_at, read)
            except _Failure as failure:
                if failure.began or not policy.should_retry(
                    failure.error, attempt, failure.headers
                ):
                    raise ProviderError(failure.error) from None
                delay = policy.delay(attempt, failure.headers)
                if time.monotonic() + delay > deadline_at:
                    raise ProviderError(failure.error) from None
                log.info(
                    "retrying %s in %.2f s (attempt %d): %s",
                    url,
                    delay,
                    attempt + 1,
                    failure.error.detail,
                )
                policy.sleep(delay, cancel)
                attempt += 1

    def _attempt(
        self,
        method: str,
        url: str,
        headers: Mapping[str, str],
        body: Any | None,
        cancel: CancelToken | None,
        deadline_at: float,
        read: Callable[[StreamBody], T],
    ) -> T:
        guard = _Interrupter(cancel, deadline_at)
        began = False
        try:
            with self._client.stream(
                method,
                url,
                headers={**headers, "accept-encoding": ACCEPT_ENCODING},
                json=body,
                extensions={"trace": guard.trace},
            ) as response:
                guard.add_response(response)
                if 300 <= response.status_code < 400:
                    error = self.redirect_error(response)
                    log.warning("%s %s failed: %s", method, url, error.detail)
                    raise _Failure(error, response.headers, began=False)
                if response.status_code >= 400:
                    raw = self._read_error_body(response)
                    error = classify_error(
                        response.status_code, raw, response.headers, secrets=self.secrets
                    )
                    log.warning("%s %s failed: %s", method, url, error.detail)
                    raise _Failure(error, response.headers, began=False)
                began = True
                return read(
                    StreamBody(
                        lines=self._lines(response, guard),
                        content_type=response.headers.get("content-type", ""),
                        status=response.status_code,
                        headers=response.headers,
                    )
                )
        except _Failure:
            if guard.reason:
                raise guard.error() from None
            raise
        except ProviderError:
            if guard.reason:
                raise guard.error() from None
            raise
        except (httpx.HTTPError, OSError) as exc:
            if guard.reason:
                raise guard.error() from None
            error = error_from_exception(exc, secrets=self.secrets)
            log.warning("%s %s failed: %s", method, url, error.detail)
            raise _Failure(error, None, began=began) from None
        except Exception as exc:
            if guard.reason:
                raise guard.error() from None
            log.exception("unexpected failure reading %s", url)
            detail = redact(f"{type(exc).__name__}: {exc}", self.secrets)[:DETAIL_LIMIT]
            raise ProviderError.of(ErrorKind.INTERNAL, detail) from None
        finally:
            guard.close()

    def _lines(self, response: httpx.Response, guard: _Interrupter) -> Iterator[str]:
        """The answer's lines, decoded within the limits of :mod:`.bounded`."""
        answer_log = self.http_log.answer() if self.http_log is not None else None
        chunks = decoded_chunks(response.iter_raw(), response.headers.get("content-encoding", ""))
        for line in split_lines(chunks, response.charset_encoding or "utf-8"):
            if guard.reason:
                raise guard.error()
            if answer_log is not None:
                answer_log.line(line)
            yield line
        if guard.reason:
            raise guard.error()

    def _read_error_body(self, response: httpx.Response) -> bytes:
        """The start of an error answer, decoded (at most ``ERROR_BODY_LIMIT`` bytes)."""
        encoding = response.headers.get("content-encoding", "")
        raw = read_start(response.iter_raw(), encoding, ERROR_BODY_LIMIT)
        if self.http_log is not None:
            self.http_log.line(raw.decode("utf-8", "replace"))
        return raw

    def redirect_error(self, response: httpx.Response) -> AgentError:
        """A redirect, reported as one: Quire never follows it (no header goes elsewhere)."""
        location = response.headers.get("location", "")
        if location:
            with contextlib.suppress(httpx.InvalidURL, ValueError):
                location = str(response.url.join(location))
        location = redact(location, self.secrets)[:DETAIL_LIMIT]
        where = f" to {location}" if location else " (without saying where to)"
        return AgentError(
            ErrorKind.REDIRECTED,
            f"HTTP {response.status_code}: the server redirected the request{where}; "
            "Quire does not follow redirects",
            status=response.status_code,
            address=location,
        )


def read_json(body: StreamBody) -> Any:
    """Read a whole (non-streamed) JSON answer."""
    text = "\n".join(body.lines)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise bad_response(f"the answer is not JSON: {exc}: {text[:200]!r}") from None
    except RecursionError:
        raise bad_response("the answer is nested too deeply to read") from None
