"""Error bodies and exceptions map to the kinds the app translates."""

from __future__ import annotations

import email.utils
import json
import time

import httpx
import pytest

from assistant.agent.loop.messages import ErrorKind
from assistant.agent.providers.errors import (
    classify_error,
    error_from_exception,
    parse_error_body,
    parse_retry_after,
    redact,
)


@pytest.mark.parametrize(
    ("status", "body", "kind"),
    [
        (
            401,
            {"error": {"message": "Incorrect API key", "type": "invalid_request_error"}},
            ErrorKind.AUTHENTICATION,
        ),
        (
            403,
            {"type": "error", "error": {"type": "permission_error", "message": "no"}},
            ErrorKind.PERMISSION,
        ),
        (404, {"error": "model 'x' not found, try pulling it first"}, ErrorKind.NOT_FOUND),
        (
            429,
            {"error": {"message": "Rate limit reached for requests", "type": "requests"}},
            ErrorKind.RATE_LIMITED,
        ),
        (
            429,
            {"error": {"message": "You exceeded your current quota", "code": "insufficient_quota"}},
            ErrorKind.SPEND_LIMIT,
        ),
        (402, {"error": {"message": "Insufficient credits", "code": 402}}, ErrorKind.SPEND_LIMIT),
        (
            400,
            {
                "type": "error",
                "error": {
                    "type": "invalid_request_error",
                    "message": "Your credit balance is too low",
                },
            },
            ErrorKind.SPEND_LIMIT,
        ),
        (
            529,
            {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}},
            ErrorKind.OVERLOADED,
        ),
        (503, "The server is overloaded, try later", ErrorKind.OVERLOADED),
        (503, "Service Unavailable", ErrorKind.SERVER),
        (500, {"error": {"message": "boom"}}, ErrorKind.SERVER),
        (
            400,
            {"error": {"message": "x", "code": "context_length_exceeded"}},
            ErrorKind.CONTEXT_TOO_LONG,
        ),
        (
            400,
            {
                "type": "error",
                "error": {
                    "type": "invalid_request_error",
                    "message": "prompt is too long: 210000 tokens > 200000 maximum",
                },
            },
            ErrorKind.CONTEXT_TOO_LONG,
        ),
        (
            400,
            {
                "error": {
                    "code": 400,
                    "message": "the request exceeds the available context size",
                    "type": "exceed_context_size_error",
                }
            },
            ErrorKind.CONTEXT_TOO_LONG,
        ),
        (
            413,
            {
                "type": "error",
                "error": {
                    "type": "request_too_large",
                    "message": "Request exceeds the maximum size",
                },
            },
            ErrorKind.CONTEXT_TOO_LONG,
        ),
        (
            400,
            {"error": {"message": "Unrecognized request argument supplied: foo"}},
            ErrorKind.BAD_REQUEST,
        ),
        (422, "unprocessable", ErrorKind.BAD_REQUEST),
        (408, "", ErrorKind.TIMEOUT),
        (
            None,
            {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}},
            ErrorKind.OVERLOADED,
        ),
        (
            None,
            {"error": {"message": "Rate limit exceeded", "type": "rate_limit_exceeded"}},
            ErrorKind.RATE_LIMITED,
        ),
        (None, {"error": "an error was encountered while running the model"}, ErrorKind.SERVER),
    ],
)
def test_classification(status: int | None, body: object, kind: ErrorKind) -> None:
    raw = body if isinstance(body, str) else json.dumps(body)
    error = classify_error(status, raw)
    assert error.kind is kind
    assert error.status == status


def test_detail_names_status_and_message_without_the_key() -> None:
    key = "sk-live-abcdefghijklmnop"
    error = classify_error(401, f'{{"error": {{"message": "bad key {key}"}}}}', secrets=[key])
    assert error.detail.startswith("HTTP 401")
    assert "bad key [redacted]" in error.detail
    assert key not in error.detail


def test_unparseable_body_keeps_its_text() -> None:
    parsed = parse_error_body(b"<html>502 Bad Gateway</html>")
    assert parsed.message == "<html>502 Bad Gateway</html>"
    assert classify_error(502, b"<html>502 Bad Gateway</html>").kind is ErrorKind.SERVER


def test_retry_after_forms() -> None:
    assert parse_retry_after({"retry-after-ms": "1500", "retry-after": "9"}) == 1.5
    assert parse_retry_after({"retry-after": "7"}) == 7.0
    later = email.utils.formatdate(time.time() + 30, usegmt=True)
    assert 25 <= parse_retry_after({"retry-after": later}) <= 30  # type: ignore[operator]
    assert parse_retry_after({"retry-after": "soon"}) is None
    assert parse_retry_after({}) is None
    assert classify_error(429, "", {"retry-after": "3"}).retry_after == 3.0


@pytest.mark.parametrize(
    ("exc", "kind"),
    [
        (httpx.ConnectError("refused"), ErrorKind.NETWORK),
        (httpx.ReadError("reset"), ErrorKind.NETWORK),
        (httpx.RemoteProtocolError("peer closed"), ErrorKind.NETWORK),
        (httpx.ConnectTimeout("slow"), ErrorKind.TIMEOUT),
        (httpx.ReadTimeout("silent"), ErrorKind.TIMEOUT),
        (httpx.UnsupportedProtocol("ftp"), ErrorKind.CONFIGURATION),
        (httpx.DecodingError("gzip"), ErrorKind.BAD_RESPONSE),
        (ValueError("?"), ErrorKind.INTERNAL),
    ],
)
def test_exceptions(exc: Exception, kind: ErrorKind) -> None:
    assert error_from_exception(exc).kind is kind


def test_redact_ignores_empty_and_tiny_secrets() -> None:
    assert redact("abc key=sk-123456", ["", None, "ab", "sk-123456"]) == "abc key=[redacted]"
