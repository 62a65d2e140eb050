"""An optional raw HTTP log for debugging a provider (off unless a path is set).

Requests and response heads are written through httpx event hooks; streamed response lines
are written by the provider as it reads them. Authorization, API-key and cookie headers are
replaced by ``[redacted]``, and so is every known secret value wherever it appears.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import httpx

from assistant.agent.providers.errors import REDACTED, redact

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


class HttpLog:
    """Appends redacted HTTP traffic to one file; safe to use from several threads."""

    def __init__(self, path: str | Path, secrets: Iterable[str | None] = ()) -> None:
        self.path = Path(path).expanduser()
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
        try:
            with self._lock:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                with self.path.open("a", encoding="utf-8") as handle:
                    handle.write(f"[{stamp}] {self.redact(text)}\n")
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
