"""The retry rules: what is retried, how long the waits are, and Stop during a wait."""

from __future__ import annotations

import threading

import pytest

from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import AgentError, ErrorKind, ProviderError
from assistant.agent.providers.retry import RetryPolicy, sleep_or_cancel


def http(status: int, kind: ErrorKind = ErrorKind.SERVER) -> AgentError:
    return AgentError(kind, "x", status=status)


@pytest.mark.parametrize("status", [408, 409, 429, 500, 502, 503, 504, 529])
def test_retryable_statuses(status: int) -> None:
    assert RetryPolicy().should_retry(http(status), 0)


@pytest.mark.parametrize("status", [400, 401, 403, 404, 413, 422])
def test_final_statuses(status: int) -> None:
    assert not RetryPolicy().should_retry(http(status), 0)


def test_spend_limit_is_never_retried_even_when_the_server_says_so() -> None:
    error = http(429, ErrorKind.SPEND_LIMIT)
    assert not RetryPolicy().should_retry(error, 0, {"x-should-retry": "true"})


def test_x_should_retry_overrides_the_status() -> None:
    policy = RetryPolicy()
    assert policy.should_retry(http(400, ErrorKind.BAD_REQUEST), 0, {"x-should-retry": "true"})
    assert not policy.should_retry(http(500), 0, {"x-should-retry": "false"})


def test_connection_failures_and_timeouts_are_retried_up_to_the_cap() -> None:
    policy = RetryPolicy(max_retries=2)
    network = AgentError(ErrorKind.NETWORK, "refused")
    assert policy.should_retry(network, 0)
    assert policy.should_retry(AgentError(ErrorKind.TIMEOUT, "slow"), 1)
    assert not policy.should_retry(network, 2)
    assert not policy.should_retry(AgentError(ErrorKind.BAD_RESPONSE, "?"), 0)


def test_backoff_doubles_with_jitter_and_is_capped() -> None:
    policy = RetryPolicy(initial_delay=0.5, max_delay=8.0, jitter=0.25)
    assert policy.delay(0, rng=lambda: 0.0) == 0.5
    assert policy.delay(1, rng=lambda: 0.0) == 1.0
    assert policy.delay(2, rng=lambda: 1.0) == 2.0 * 0.75
    assert policy.delay(10, rng=lambda: 0.0) == 8.0


def test_short_retry_after_is_honoured_and_a_long_one_falls_back_to_backoff() -> None:
    policy = RetryPolicy(max_retry_after=60)
    assert policy.delay(0, {"retry-after": "12"}) == 12.0
    assert policy.delay(0, {"retry-after": "3600"}, rng=lambda: 0.0) == 0.5


def test_sleep_returns_at_once_when_stopped() -> None:
    cancel = CancelToken()
    threading.Timer(0.05, cancel.cancel).start()
    with pytest.raises(ProviderError) as excinfo:
        sleep_or_cancel(60, cancel)
    assert excinfo.value.error.kind is ErrorKind.CANCELLED


def test_sleep_without_a_token_waits_the_whole_time(monkeypatch: pytest.MonkeyPatch) -> None:
    waits: list[float | None] = []

    def wait(self: CancelToken, timeout: float | None = None) -> bool:
        waits.append(timeout)
        return False  # the whole time passed, nobody stopped it

    monkeypatch.setattr(CancelToken, "wait", wait)
    sleep_or_cancel(2.5, None)  # returns, raising nothing
    sleep_or_cancel(-1, None)  # a negative wait is no wait
    assert waits == [2.5, 0.0]
