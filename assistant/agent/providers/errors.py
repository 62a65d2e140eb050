"""Turn HTTP failures and transport exceptions into structured :class:`AgentError` kinds.

Every provider reports failures the same way, so the app can put them into the writer's
language: a status code and error body (or an error object sent mid-stream) map to an
:class:`ErrorKind`; httpx exceptions map to network, timeout or configuration errors.
"""

from __future__ import annotations

import email.utils
import json
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import httpx

from assistant.agent.loop.messages import AgentError, ErrorKind, ProviderError
from assistant.world.redaction import redact

DETAIL_LIMIT = 400

_SPEND_MARKERS = (
    "insufficient_quota",
    "exceeded your current quota",
    "billing_hard_limit",
    "billing_error",
    "credit balance",
    "insufficient credits",
    "insufficient_credits",
    "not enough credits",
    "spend limit",
    "spending limit",
    "payment required",
    "insufficient balance",
)

_CONTEXT_MARKERS = (
    "context_length_exceeded",
    "context length",
    "context_length",
    "context window",
    "context size",
    "exceed_context_size",
    "prompt is too long",
    "prompt too long",
    "too many tokens",
    "maximum number of tokens",
    "input is too long",
    "input length",
    "request_too_large",
    "reduce the length",
)

_OVERLOAD_MARKERS = ("overloaded", "server is busy", "capacity")

# Error ``type`` / ``code`` values sent without an HTTP status (mid-stream error objects).
_TYPE_KINDS: dict[str, ErrorKind] = {
    "authentication_error": ErrorKind.AUTHENTICATION,
    "invalid_api_key": ErrorKind.AUTHENTICATION,
    "permission_error": ErrorKind.PERMISSION,
    "not_found_error": ErrorKind.NOT_FOUND,
    "model_not_found": ErrorKind.NOT_FOUND,
    "rate_limit_error": ErrorKind.RATE_LIMITED,
    "rate_limit_exceeded": ErrorKind.RATE_LIMITED,
    "overloaded_error": ErrorKind.OVERLOADED,
    "api_error": ErrorKind.SERVER,
    "server_error": ErrorKind.SERVER,
    "internal_error": ErrorKind.SERVER,
    "timeout_error": ErrorKind.TIMEOUT,
    "invalid_request_error": ErrorKind.BAD_REQUEST,
    "request_too_large": ErrorKind.CONTEXT_TOO_LONG,
    "billing_error": ErrorKind.SPEND_LIMIT,
}


@dataclass(frozen=True)
class ErrorBody:
    """The useful parts of an error body in any of the wire formats."""

    message: str = ""
    type: str = ""
    code: str = ""
    raw: str = ""


def parse_error_body(body: bytes | str | Mapping[str, Any] | None) -> ErrorBody:
    """Read ``message``/``type``/``code`` from an OpenAI, Anthropic or Ollama error body."""
    if body is None:
        return ErrorBody()
    data: Any
    if isinstance(body, Mapping):
        data, raw = body, ""
    else:
        raw = body.decode("utf-8", "replace") if isinstance(body, bytes) else body
        try:
            data = json.loads(raw)
        except (json.JSONDecodeError, ValueError):
            return ErrorBody(message=raw.strip()[:DETAIL_LIMIT], raw=raw)
    if isinstance(data, list) and data and isinstance(data[0], Mapping):
        data = data[0]  # some gateways wrap the error in a list
    if not isinstance(data, Mapping):
        return ErrorBody(message=str(data)[:DETAIL_LIMIT], raw=raw)
    error = data.get("error", data)
    if isinstance(error, str):  # Ollama, llama.cpp's older builds: {"error": "text"}
        return ErrorBody(message=error, type=str(data.get("type", "")), raw=raw)
    if not isinstance(error, Mapping):
        return ErrorBody(message=str(error), raw=raw)
    message = error.get("message") or data.get("message") or data.get("detail") or ""
    if isinstance(message, Mapping | list):
        message = json.dumps(message)
    return ErrorBody(
        message=str(message),
        type=str(error.get("type") or ""),
        code=str(error.get("code") or ""),
        raw=raw,
    )


def parse_retry_after(headers: Mapping[str, str] | httpx.Headers | None) -> float | None:
    """Seconds to wait from ``retry-after-ms``, else ``retry-after`` (seconds or an HTTP date)."""
    if not headers:
        return None
    value = headers.get("retry-after-ms")
    if value is not None:
        try:
            return max(0.0, float(value) / 1000.0)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when is None:
        return None
    return max(0.0, when.timestamp() - time.time())


def _contains(text: str, markers: tuple[str, ...]) -> bool:
    return any(marker in text for marker in markers)


def classify_error(
    status: int | None,
    body: bytes | str | Mapping[str, Any] | None = None,
    headers: Mapping[str, str] | httpx.Headers | None = None,
    *,
    secrets: Iterable[str | None] = (),
) -> AgentError:
    """Map an HTTP status (``None`` for an error sent mid-stream) and error body to a kind."""
    parsed = parse_error_body(body)
    haystack = " ".join((parsed.message, parsed.type, parsed.code)).lower()
    if not parsed.message and not parsed.type:
        haystack = parsed.raw.lower()
    kind = _kind_for(status, parsed, haystack)
    text = parsed.message or parsed.type or parsed.code or parsed.raw.strip()
    prefix = f"HTTP {status}" if status is not None else "error in stream"
    label = f" ({parsed.type or parsed.code})" if (parsed.type or parsed.code) else ""
    detail = redact(f"{prefix}{label}: {text}".strip().rstrip(":"), secrets)[:DETAIL_LIMIT]
    return AgentError(kind, detail, status=status, retry_after=parse_retry_after(headers))


def _kind_for(status: int | None, parsed: ErrorBody, haystack: str) -> ErrorKind:
    if status in (401,):
        return ErrorKind.AUTHENTICATION
    if (status == 402 or _contains(haystack, _SPEND_MARKERS)) and status in (
        None,
        400,
        402,
        403,
        429,
    ):
        return ErrorKind.SPEND_LIMIT
    if status == 403:
        return ErrorKind.PERMISSION
    if status == 404:
        return ErrorKind.NOT_FOUND
    if status == 529 or parsed.type == "overloaded_error":
        return ErrorKind.OVERLOADED
    if status == 429:
        return ErrorKind.RATE_LIMITED
    if status == 413 or (status in (None, 400, 422, 500) and _contains(haystack, _CONTEXT_MARKERS)):
        return ErrorKind.CONTEXT_TOO_LONG
    if status == 503 and _contains(haystack, _OVERLOAD_MARKERS):
        return ErrorKind.OVERLOADED
    if status == 408:
        return ErrorKind.TIMEOUT
    if status is not None and status >= 500:
        return ErrorKind.SERVER
    if status is not None and status >= 400:
        return ErrorKind.BAD_REQUEST
    for key in (parsed.type, parsed.code):
        if key in _TYPE_KINDS:
            return _TYPE_KINDS[key]
    if _contains(haystack, ("rate limit", "rate_limit")):
        return ErrorKind.RATE_LIMITED
    if _contains(haystack, _OVERLOAD_MARKERS):
        return ErrorKind.OVERLOADED
    return ErrorKind.SERVER


def error_from_exception(exc: BaseException, *, secrets: Iterable[str | None] = ()) -> AgentError:
    """Map an httpx (or socket) exception raised while talking to a server."""
    detail = redact(f"{type(exc).__name__}: {exc}", secrets)[:DETAIL_LIMIT]
    if isinstance(exc, httpx.TimeoutException | TimeoutError):
        kind = ErrorKind.TIMEOUT
    elif isinstance(exc, httpx.UnsupportedProtocol | httpx.InvalidURL | httpx.LocalProtocolError):
        kind = ErrorKind.CONFIGURATION
    elif isinstance(exc, httpx.DecodingError | httpx.TooManyRedirects):
        kind = ErrorKind.BAD_RESPONSE
    elif isinstance(exc, httpx.TransportError | OSError):
        kind = ErrorKind.NETWORK
    else:
        kind = ErrorKind.INTERNAL
    return AgentError(kind, detail)


def bad_response(detail: str) -> ProviderError:
    """A stream or body that could not be understood."""
    return ProviderError.of(ErrorKind.BAD_RESPONSE, detail[:DETAIL_LIMIT])


def cancelled() -> ProviderError:
    return ProviderError.of(ErrorKind.CANCELLED, "cancelled")
