"""Every error kind becomes a clear sentence with something to do."""

from __future__ import annotations

import pytest

from assistant.agent.loop.messages import AgentError, ErrorKind
from assistant.gui.assistant.error_text import ErrorAction, describe_error, is_local_url


@pytest.mark.parametrize("kind", list(ErrorKind))
def test_every_kind_has_its_own_sentence_and_advice(qapp, kind):
    message = describe_error(AgentError(kind, "technical detail", status=418))
    assert message.kind is kind
    assert message.text.endswith(".") and message.advice.endswith(".")
    assert message.text != message.advice
    assert "technical detail" not in message.sentence  # detail stays out of the prose
    assert message.detail == "HTTP 418 · technical detail"
    assert bool(message.action_label) == (message.action is not ErrorAction.NONE)


def test_kinds_read_differently(qapp):
    texts = {describe_error(AgentError(kind)).text for kind in ErrorKind}
    assert len(texts) == len(ErrorKind)


@pytest.mark.parametrize(
    ("kind", "action", "word"),
    [
        (ErrorKind.AUTHENTICATION, ErrorAction.OPEN_SETTINGS, "key"),
        (ErrorKind.NOT_FOUND, ErrorAction.CHOOSE_MODEL, "model"),
        (ErrorKind.RATE_LIMITED, ErrorAction.RETRY, "try again"),
        (ErrorKind.CONFIGURATION, ErrorAction.OPEN_SETTINGS, "Settings"),
        (ErrorKind.CONTEXT_TOO_LONG, ErrorAction.NEW_CONVERSATION, "new conversation"),
        (ErrorKind.CANCELLED, ErrorAction.NONE, "stopped"),
    ],
)
def test_what_to_do(qapp, kind, action, word):
    message = describe_error(AgentError(kind))
    assert message.action is action
    assert word.lower() in message.sentence.lower()


def test_a_local_server_that_does_not_answer_asks_whether_it_runs(qapp):
    local = describe_error(
        AgentError(ErrorKind.NETWORK, "connection refused"), base_url="http://127.0.0.1:11434/v1"
    )
    assert "127.0.0.1:11434" in local.text
    assert "running" in local.advice
    cloud = describe_error(
        AgentError(ErrorKind.NETWORK), base_url="https://api.openai.com/v1"
    )
    assert "internet connection" in cloud.advice


def test_rate_limit_advice_says_how_long_to_wait(qapp):
    message = describe_error(AgentError(ErrorKind.RATE_LIMITED, retry_after=20.4))
    assert "20 seconds" in message.advice


def test_local_urls():
    assert is_local_url("http://localhost:1234/v1")
    assert is_local_url("http://127.0.0.1:8080")
    assert not is_local_url("https://openrouter.ai/api/v1")
    assert not is_local_url(None)
