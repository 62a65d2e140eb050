"""An optional raw HTTP log for debugging a provider (off unless a path is set).

Requests and response heads are written through httpx event hooks; streamed response lines
are written by the provider as it reads them. Authorization, API-key and cookie headers are
replaced by ``[redacted]``, and so is every known secret value wherever it appears, in any
of its usual disguises, and anything that looks like a key (see
:func:`~assistant.world.redaction.redact`).

The log never grows without bound: of each answer at most :data:`ANSWER_LIMIT` characters
are written, and the file is rotated past :data:`MAX_BYTES` (``http.log.1``, ``.2``).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import httpx

from assistant.agent.config import logfiles
from assistant.world.redaction import REDACTED, redact

log = logging.getLogger(__name__)

SECRET_HEADERS = frozenset(
    {
        "authorization",
        "proxy-authorization",
        "x-api-key",
        "api-key",
        "x-goog-api-key",
        "cookie",
        "set-cookie",
    }
)
BODY_LIMIT = 200_000
"""Characters of one request body or one line written."""
ANSWER_LIMIT = 1_000_000
"""Characters of one answer written; the rest is noted, not logged."""
MAX_BYTES = 10_000_000
"""The log's size before it is rotated."""
KEEP = 2
"""Rotated logs kept besides the current one."""


class HttpLog:
    """Appends redacted HTTP traffic to one file; safe to use from several threads."""

    def __init__(
        self, path: str | Path, secrets: Iterable[str | None] = (), *, max_bytes: int = MAX_BYTES
    ) -> None:
        self.path = Path(path).expanduser()
        self.max_bytes = max_bytes
        self._secrets = [s for s in secrets if s]
        self._lock = threading.Lock()

    def add_secret(self, secret: str | None) -> None:
        if secret:
            self._secrets.append(secret)

    def redact(self, text: str) -> str:
        return redact(text, self._secrets)

    def write(self, text: str) -> None:
        """Append ``text`` (redacted) with a timestamp; a failing log never fails a request."""
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        entry = f"[{stamp}] {self.redact(text)}\n"
        try:
            with self._lock:
                logfiles.append(self.path, entry, max_bytes=self.max_bytes, keep=KEEP)
        except OSError as exc:
            log.warning("cannot write the HTTP log %s: %s", self.path, exc)

    def headers_text(self, headers: httpx.Headers) -> str:
        lines = []
        for name, value in headers.multi_items():
            shown = REDACTED if name.lower() in SECRET_HEADERS else value
            lines.append(f"  {name}: {shown}")
        return "\n".join(lines)

    def on_request(self, request: httpx.Request) -> None:
        body = ""
        try:
            content = request.content
        except httpx.RequestNotRead:
            content = b""
        if content:
            body = "\n" + content[:BODY_LIMIT].decode("utf-8", "replace")
        url = request.url.copy_remove_param("key") if "key" in request.url.params else request.url
        self.write(f"> {request.method} {url}\n{self.headers_text(request.headers)}{body}")

    def on_response(self, response: httpx.Response) -> None:
        self.write(
            f"< {response.status_code} {response.reason_phrase} ({response.request.url})\n"
            f"{self.headers_text(response.headers)}"
        )

    def line(self, text: str) -> None:
        """One line of a streamed or read response body."""
        self.write(f"< {text[:BODY_LIMIT]}")

    def answer(self) -> AnswerLog:
        """A writer for the lines of one answer, within :data:`ANSWER_LIMIT`."""
        return AnswerLog(self)

    def event_hooks(self) -> dict[str, list[Any]]:
        """Hooks for a synchronous ``httpx.Client``."""
        return {"request": [self.on_request], "response": [self.on_response]}

    def async_event_hooks(self) -> dict[str, list[Any]]:
        """Hooks for an ``httpx.AsyncClient``."""

        async def on_request(request: httpx.Request) -> None:
            self.on_request(request)

        async def on_response(response: httpx.Response) -> None:
            self.on_response(response)

        return {"request": [on_request], "response": [on_response]}


class AnswerLog:
    """Logs the lines of one answer until :data:`ANSWER_LIMIT` characters, then one note."""

    def __init__(self, http_log: HttpLog, limit: int = ANSWER_LIMIT) -> None:
        self._log = http_log
        self._left = limit
        self._noted = False

    def line(self, text: str) -> None:
        if self._left <= 0:
            if not self._noted:
                self._noted = True
                self._log.write("< [the rest of this answer is not logged: it is too long]")
            return
        shown = text[: min(self._left, BODY_LIMIT)]
        self._left -= max(len(shown), 1)
        self._log.write(f"< {shown}")
