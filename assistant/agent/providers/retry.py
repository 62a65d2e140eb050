"""When and how long to wait before retrying a failed request, as the official SDKs do.

Retried: 408, 409, 429 and 5xx answers and connection failures or timeouts before any of the
answer arrived, at most ``max_retries`` times. Never retried: anything after the stream
began, and a spend-limit refusal (waiting will not refill the account). The wait honours
``retry-after-ms`` then ``retry-after`` (seconds or an HTTP date) when it is short, else
exponential backoff with jitter; it sleeps on the cancel token so Stop interrupts it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import httpx

from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import AgentError, ErrorKind
from assistant.agent.providers.errors import cancelled, parse_retry_after

RETRY_STATUSES = frozenset({408, 409, 429})
RETRY_KINDS = frozenset({ErrorKind.NETWORK, ErrorKind.TIMEOUT})

Sleep = Callable[[float, "CancelToken | None"], None]


def sleep_or_cancel(seconds: float, cancel: CancelToken | None) -> None:
    """Wait ``seconds``; raise ``ProviderError(CANCELLED)`` at once when ``cancel`` trips."""
    token = cancel if cancel is not None else CancelToken()
    if token.wait(max(0.0, seconds)):
        raise cancelled()


@dataclass(frozen=True)
class RetryPolicy:
    """How many times to retry and how long to wait. Tests pass a recording ``sleep``."""

    max_retries: int = 2
    initial_delay: float = 0.5
    max_delay: float = 8.0
    max_retry_after: float = 60.0
    jitter: float = 0.25
    sleep: Sleep = field(default=sleep_or_cancel, compare=False)

    def should_retry(
        self,
        error: AgentError,
        attempt: int,
        headers: Mapping[str, str] | httpx.Headers | None = None,
    ) -> bool:
        """Whether a failure before the stream began is worth another try."""
        if attempt >= self.max_retries or error.kind in (
            ErrorKind.SPEND_LIMIT,
            ErrorKind.CANCELLED,
        ):
            return False
        forced = (headers or {}).get("x-should-retry")
        if forced == "true":
            return True
        if forced == "false":
            return False
        if error.status is not None:
            return error.status in RETRY_STATUSES or error.status >= 500
        return error.kind in RETRY_KINDS

    def delay(
        self,
        attempt: int,
        headers: Mapping[str, str] | httpx.Headers | None = None,
        rng: Callable[[], float] = random.random,
    ) -> float:
        """Seconds to wait before retry number ``attempt + 1`` (``attempt`` counts from 0)."""
        retry_after = parse_retry_after(headers)
        if retry_after is not None and 0 <= retry_after <= self.max_retry_after:
            return retry_after
        backoff = min(self.initial_delay * (2.0**attempt), self.max_delay)
        return backoff * (1.0 - self.jitter * rng())
