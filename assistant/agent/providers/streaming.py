"""The HTTP machinery every provider shares: one request with retries, timeouts and Stop.

A request is tried, and retried per :class:`RetryPolicy` while nothing of the answer has
arrived. Once a 2xx answer starts streaming, a failure is final. Timeouts: a short connect
timeout, a read timeout between bytes, and an overall deadline for the whole call.

Stop must work even while a thread sits in a blocking socket read (a slow server, a long
prompt still being processed before the first byte), and the deadline must hold without a
thread watching the clock: see :mod:`.interrupt`. No thread is started per request, and
connections are kept alive between the requests of a turn.
"""

from __future__ import annotations

import contextlib
import json
import logging
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

import httpx

from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import AgentError, ErrorKind, ProviderError
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
from assistant.agent.providers.httplog import AnswerLog, HttpLog
from assistant.agent.providers.interrupt import Interrupter, guard_client
from assistant.agent.providers.local_only import (
    check_local,
    hold_to_this_computer,
    unheld_client,
)
from assistant.agent.providers.retry import RetryPolicy
from assistant.world.redaction import remember_secret

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
        for secret in self.secrets:
            remember_secret(secret)  # redacted from everything Quire writes down
        if http_log is not None:
            for secret in self.secrets:
                http_log.add_secret(secret)
        self._given_client = client
        self._made_client: httpx.Client | None = None
        self._guarded = False
        """Whether every stream of the client reports to the request's interrupter (else
        fresh connections are caught through httpcore's trace hook)."""
        self._client_lock = threading.Lock()

    @property
    def _client(self) -> httpx.Client:
        """The given client, or one made on first use. Its connections are kept alive when
        every one of them can be interrupted (see :mod:`.interrupt`), else each request
        gets a fresh one, which Stop can always reach."""
        if self._given_client is not None:
            if self.local_only and not hold_to_this_computer(self._given_client):
                raise unheld_client()
            return self._given_client
        with self._client_lock:
            if self._made_client is None:
                client = self._new_client(keep_alive=True)
                self._guarded = guard_client(client)
                if not self._guarded:
                    client.close()
                    client = self._new_client(keep_alive=False)
                self._made_client = client
            return self._made_client

    def _new_client(self, *, keep_alive: bool) -> httpx.Client:
        """A client of this session's; with Local only, one that connects to nothing but
        this computer's addresses, each checked as it connects."""
        limits = httpx.Limits() if keep_alive else httpx.Limits(max_keepalive_connections=0)
        client = httpx.Client(
            timeout=self.timeouts.httpx(),
            limits=limits,
            event_hooks=self.http_log.event_hooks() if self.http_log else None,
            # A proxy would carry the request off this computer.
            trust_env=not self.local_only,
        )
        if self.local_only and not hold_to_this_computer(client):
            client.close()
            raise unheld_client()
        return client

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

        ``body`` is sent as JSON, or as it is when it is bytes already (JSON encoded).

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
        with Interrupter(cancel, deadline_at) as guard:
            return self._attempt_guarded(method, url, headers, body, guard, read)

    def _attempt_guarded(
        self,
        method: str,
        url: str,
        headers: Mapping[str, str],
        body: Any | None,
        guard: Interrupter,
        read: Callable[[StreamBody], T],
    ) -> T:
        began = False
        client = self._client
        sent = {**headers, "accept-encoding": ACCEPT_ENCODING}
        content = body if isinstance(body, bytes) else None
        if content is not None and not any(k.lower() == "content-type" for k in sent):
            sent["content-type"] = "application/json"
        try:
            with client.stream(
                method,
                url,
                headers=sent,
                content=content,
                json=None if content is not None else body,
                timeout=self._timeout(guard),
                extensions=None if self._guarded else {"trace": guard.trace},
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
                chunks = response.iter_raw()
                content_type = response.headers.get("content-type", "")
                answer = read(
                    StreamBody(
                        lines=self._lines(response, content_type, chunks, guard),
                        content_type=content_type,
                        status=response.status_code,
                        headers=response.headers,
                    )
                )
                _finish(chunks, guard)
                return answer
        except _Failure:
            if guard.reason:
                raise guard.error() from None
            raise
        except ProviderError:
            if guard.reason:
                raise guard.error() from None
            raise
        except (httpx.HTTPError, OSError) as exc:
            if isinstance(exc, httpx.TimeoutException):
                guard.timed_out()
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

    def _timeout(self, guard: Interrupter) -> Any:
        """The client's timeouts, each cut to what is left before the deadline when that is
        less (guarded streams cut every read and write themselves; this covers the rest)."""
        timeouts = self.timeouts
        longest = max(timeouts.connect, timeouts.read, timeouts.write)
        if self._guarded and guard.deadline_at - time.monotonic() > longest:
            return httpx.USE_CLIENT_DEFAULT
        return httpx.Timeout(
            connect=guard.timeout(timeouts.connect),
            read=guard.timeout(timeouts.read),
            write=guard.timeout(timeouts.write),
            pool=guard.timeout(timeouts.connect),
        )

    def _lines(
        self,
        response: httpx.Response,
        content_type: str,
        raw: Iterator[bytes],
        guard: Interrupter,
    ) -> Iterator[str]:
        """The answer's lines, decoded within the limits of :mod:`.bounded`."""
        chunks = decoded_chunks(
            _watched(raw, guard), response.headers.get("content-encoding", "")
        )
        # Most answers name no charset; reading one out of the header takes a while.
        charset = response.charset_encoding if "charset" in content_type.lower() else None
        lines = split_lines(chunks, charset or "utf-8")
        if self.http_log is None:
            return lines
        return _logged(lines, self.http_log.answer())

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


def _watched(raw: Iterator[bytes], guard: Interrupter) -> Iterator[bytes]:
    """The answer's raw chunks, until Stop or the deadline (checked as each chunk comes,
    for an answer that trickles on past it)."""
    for chunk in raw:
        if guard.reason is None and time.monotonic() > guard.deadline_at:
            guard.interrupt("deadline")
        if guard.reason:
            raise guard.error()
        yield chunk
    if guard.reason:  # a socket shut down by Stop ends the answer early
        raise guard.error()


def _logged(lines: Iterator[str], answer_log: AnswerLog) -> Iterator[str]:
    for line in lines:
        answer_log.line(line)
        yield line


FINISH_SECONDS = 0.05
FINISH_BYTES = 64 * 1024


def _finish(raw: Iterator[bytes], guard: Interrupter) -> None:
    """Read what is left of an answer its reader has finished (the end of a chunked stream
    after ``[DONE]``, say), for a moment and a few bytes at most, so that its connection
    can carry the next request; what does not come by then closes the connection."""
    if guard.reason:
        return
    left = FINISH_BYTES
    guard.briefly(FINISH_SECONDS)
    try:
        for chunk in raw:
            left -= len(chunk)
            if left < 0:
                return
    except (httpx.HTTPError, OSError):
        return
    finally:
        guard.briefly(None)


def read_json(body: StreamBody) -> Any:
    """Read a whole (non-streamed) JSON answer."""
    text = "\n".join(body.lines)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise bad_response(f"the answer is not JSON: {exc}: {text[:200]!r}") from None
    except RecursionError:
        raise bad_response("the answer is nested too deeply to read") from None
