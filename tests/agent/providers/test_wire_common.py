"""Behaviour every wire format shares, each against its own loopback server: streamed text,
tool calls in fragments, usage, HTTP errors, retries, faults mid-stream, timeouts, Stop."""

from __future__ import annotations

import socket
import threading

import pytest

from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import (
    AiMessage,
    AiRequest,
    AiToolSpec,
    ErrorKind,
    FinishReason,
    ProviderError,
    TokenUsage,
)
from assistant.agent.providers.retry import RetryPolicy, sleep_or_cancel
from assistant.agent.providers.streaming import Timeouts
from tests.agent.providers.loopback import LoopbackServer, Reply
from tests.agent.providers.wires import API_KEY, WIRES, SleepRecorder, Wire, fast_retry

pytestmark = pytest.mark.parametrize("wire", WIRES, ids=lambda wire: wire.name)

TOOLS = (
    AiToolSpec(
        "search",
        "Search the project's text.",
        {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]},
    ),
    AiToolSpec("outline", "The project's outline.", {"type": "object", "properties": {}}),
)


def ask(question: str = "Who is Mara?", tools: tuple[AiToolSpec, ...] = ()) -> AiRequest:
    return AiRequest("You help a novelist.", (AiMessage.user(question),), tools)


def failure(excinfo: pytest.ExceptionInfo[ProviderError]) -> ErrorKind:
    return excinfo.value.error.kind


def test_text_streams_in_pieces(wire: Wire) -> None:
    with LoopbackServer() as server:
        server.add(wire.text_reply(["Mara ", "is the ", "ferryman's daughter."]))
        pieces: list[str] = []
        response = wire.provider(server).complete(ask(), on_text=pieces.append)
    assert pieces == ["Mara ", "is the ", "ferryman's daughter."]
    assert response.text == "Mara is the ferryman's daughter."
    assert response.finish_reason is FinishReason.STOP
    assert response.usage == TokenUsage(input=7, output=3)
    assert len(server.requests) == 1
    assert server.requests[0].method == "POST"
    assert server.requests[0].body["stream"] is True


def test_usage_absent_is_empty(wire: Wire) -> None:
    with LoopbackServer() as server:
        server.add(wire.text_reply(["Hi"], usage=None))
        response = wire.provider(server).complete(ask())
    assert response.text == "Hi"
    assert response.usage.is_empty


def test_tool_call_arguments_in_many_fragments(wire: Wire) -> None:
    arguments = '{"query": "the lighthouse keeper\'s name, in full"}'
    with LoopbackServer() as server:
        server.add(wire.tool_reply([("call_a1", "search", arguments)]))
        response = wire.provider(server).complete(ask(tools=TOOLS))
    assert response.finish_reason is FinishReason.TOOL_CALLS
    (call,) = response.tool_calls
    assert (call.id, call.name) == ("call_a1", "search")
    assert call.arguments == {"query": "the lighthouse keeper's name, in full"}
    assert response.usage == TokenUsage(input=20, output=9)
    sent_tools = server.requests[0].body["tools"]
    assert len(sent_tools) == 2
    assert "tool_choice" not in server.requests[0].body


def test_two_parallel_tool_calls(wire: Wire) -> None:
    with LoopbackServer() as server:
        server.add(
            wire.tool_reply(
                [("call_1", "search", '{"query": "Mara"}'), ("call_2", "outline", "{}")]
            )
        )
        response = wire.provider(server).complete(ask(tools=TOOLS))
    assert [(c.id, c.name, c.arguments) for c in response.tool_calls] == [
        ("call_1", "search", {"query": "Mara"}),
        ("call_2", "outline", {}),
    ]


def test_401_is_authentication_and_not_retried(wire: Wire) -> None:
    with LoopbackServer() as server:
        server.add(
            wire.error_reply(401, f"Incorrect API key provided: {API_KEY}", "authentication_error")
        )
        with pytest.raises(ProviderError) as excinfo:
            wire.provider(server).complete(ask())
    assert failure(excinfo) is ErrorKind.AUTHENTICATION
    assert excinfo.value.error.status == 401
    assert API_KEY not in excinfo.value.error.detail
    assert len(server.requests) == 1


def test_404_model_is_not_found(wire: Wire) -> None:
    with LoopbackServer() as server:
        server.add(wire.error_reply(404, "model 'no-such-model' not found", "not_found_error"))
        with pytest.raises(ProviderError) as excinfo:
            wire.provider(server, model="no-such-model").complete(ask())
    assert failure(excinfo) is ErrorKind.NOT_FOUND
    assert "no-such-model" in excinfo.value.error.detail
    assert len(server.requests) == 1


def test_429_waits_retry_after_then_succeeds(wire: Wire) -> None:
    sleeps = SleepRecorder()
    with LoopbackServer() as server:
        server.add(
            wire.error_reply(429, "Rate limit reached", "rate_limit_error", {"retry-after": "2"}),
            wire.text_reply(["Done."]),
        )
        response = wire.provider(server, retry=fast_retry(sleeps)).complete(ask())
    assert response.text == "Done."
    assert sleeps.waits == [2.0]
    assert len(server.requests) == 2


def test_retry_after_ms_wins_over_retry_after(wire: Wire) -> None:
    sleeps = SleepRecorder()
    with LoopbackServer() as server:
        server.add(
            wire.error_reply(
                429, "slow down", "rate_limit_error", {"retry-after-ms": "250", "retry-after": "9"}
            ),
            wire.text_reply(["ok"]),
        )
        wire.provider(server, retry=fast_retry(sleeps)).complete(ask())
    assert sleeps.waits == [0.25]


def test_500_then_success_with_backoff(wire: Wire) -> None:
    sleeps = SleepRecorder()
    with LoopbackServer() as server:
        server.add(wire.error_reply(500, "internal error", "api_error"), wire.text_reply(["ok"]))
        response = wire.provider(server, retry=fast_retry(sleeps)).complete(ask())
    assert response.text == "ok"
    assert len(sleeps.waits) == 1
    assert 0.375 <= sleeps.waits[0] <= 0.5  # 0.5 s less up to 25% jitter


def test_persistent_5xx_gives_up_after_the_retry_cap(wire: Wire) -> None:
    sleeps = SleepRecorder()
    with LoopbackServer() as server:
        server.add(*[wire.error_reply(502, "bad gateway", "api_error") for _ in range(5)])
        with pytest.raises(ProviderError) as excinfo:
            wire.provider(server, retry=fast_retry(sleeps, max_retries=2)).complete(ask())
    assert failure(excinfo) is ErrorKind.SERVER
    assert len(server.requests) == 3
    assert len(sleeps.waits) == 2
    assert sleeps.waits[1] > sleeps.waits[0] * 1.2  # exponential, not constant


def test_529_overloaded_is_retried_then_reported(wire: Wire) -> None:
    with LoopbackServer() as server:
        server.add(*[wire.error_reply(529, "Overloaded", "overloaded_error") for _ in range(3)])
        with pytest.raises(ProviderError) as excinfo:
            wire.provider(server).complete(ask())
    assert failure(excinfo) is ErrorKind.OVERLOADED
    assert len(server.requests) == 3


def test_spend_limit_is_never_retried(wire: Wire) -> None:
    sleeps = SleepRecorder()
    with LoopbackServer() as server:
        server.add(
            wire.error_reply(
                429,
                "You exceeded your current quota, please check your plan and billing details.",
                "insufficient_quota",
                {"retry-after": "1"},
            ),
            wire.text_reply(["never reached"]),
        )
        with pytest.raises(ProviderError) as excinfo:
            wire.provider(server, retry=fast_retry(sleeps)).complete(ask())
    assert failure(excinfo) is ErrorKind.SPEND_LIMIT
    assert sleeps.waits == []
    assert len(server.requests) == 1


def test_context_too_long(wire: Wire) -> None:
    with LoopbackServer() as server:
        server.add(
            wire.error_reply(
                400,
                "This model's maximum context length is 8192 tokens. However, your messages "
                "resulted in 9000 tokens.",
                "invalid_request_error",
            )
        )
        with pytest.raises(ProviderError) as excinfo:
            wire.provider(server).complete(ask())
    assert failure(excinfo) is ErrorKind.CONTEXT_TOO_LONG


def test_plain_400_is_bad_request(wire: Wire) -> None:
    with LoopbackServer() as server:
        server.add(wire.error_reply(400, "messages: field required", "invalid_request_error"))
        with pytest.raises(ProviderError) as excinfo:
            wire.provider(server).complete(ask())
    assert failure(excinfo) is ErrorKind.BAD_REQUEST


def test_error_event_mid_stream_is_reported_and_not_retried(wire: Wire) -> None:
    sleeps = SleepRecorder()
    with LoopbackServer() as server:
        server.add(wire.midstream_error("Overloaded", "overloaded_error"), wire.text_reply(["x"]))
        with pytest.raises(ProviderError) as excinfo:
            wire.provider(server, retry=fast_retry(sleeps)).complete(ask())
    assert failure(excinfo) is ErrorKind.OVERLOADED
    assert excinfo.value.error.status is None
    assert "Overloaded" in excinfo.value.error.detail
    assert sleeps.waits == []
    assert len(server.requests) == 1


def test_connection_dropped_mid_stream_is_network_error_without_retry(wire: Wire) -> None:
    with LoopbackServer() as server:
        server.add(wire.dropped_reply(), wire.text_reply(["x"]))
        with pytest.raises(ProviderError) as excinfo:
            wire.provider(server).complete(ask())
    assert failure(excinfo) is ErrorKind.NETWORK
    assert len(server.requests) == 1


def test_stream_ending_early_is_network_error(wire: Wire) -> None:
    chunks = wire.text_chunks(["Once", " upon"], None)
    with LoopbackServer() as server:
        server.add(
            Reply(
                chunks=chunks[: len(chunks) - wire.closing_chunks], content_type=wire.content_type
            )
        )
        with pytest.raises(ProviderError) as excinfo:
            wire.provider(server).complete(ask())
    assert failure(excinfo) is ErrorKind.NETWORK
    assert "ended" in excinfo.value.error.detail


def test_unparseable_stream_is_bad_response(wire: Wire) -> None:
    garbage = "data: {not json\n\n" if wire.name != "ollama" else "{not json\n"
    with LoopbackServer() as server:
        server.add(Reply(chunks=[garbage], content_type=wire.content_type))
        with pytest.raises(ProviderError) as excinfo:
            wire.provider(server).complete(ask())
    assert failure(excinfo) is ErrorKind.BAD_RESPONSE


def test_slow_stream_cancelled_from_another_thread(wire: Wire) -> None:
    cancel = CancelToken()
    seen: list[str] = []

    def on_text(text: str) -> None:
        seen.append(text)
        threading.Thread(target=cancel.cancel).start()

    with LoopbackServer() as server:
        server.add(wire.slow_reply())
        with pytest.raises(ProviderError) as excinfo:
            wire.provider(server).complete(ask(), on_text=on_text, cancel=cancel)
        # The server is still holding the stream open: complete() returned because of Stop.
        assert not server.release.is_set()
        assert server.client_closed.wait(5), "the connection was not closed"
    assert failure(excinfo) is ErrorKind.CANCELLED
    assert seen == ["Once upon"]


def test_cancel_while_waiting_for_the_first_byte(wire: Wire) -> None:
    cancel = CancelToken()
    with LoopbackServer() as server:
        server.add(Reply(hang_before_headers=True))
        threading.Thread(target=lambda: server.hanging.wait(5) and cancel.cancel()).start()
        with pytest.raises(ProviderError) as excinfo:
            wire.provider(server).complete(ask(), cancel=cancel)
        assert server.client_closed.wait(5)
    assert failure(excinfo) is ErrorKind.CANCELLED
    assert len(server.requests) == 1


def test_cancel_interrupts_the_wait_before_a_retry(wire: Wire) -> None:
    cancel = CancelToken()
    sleeping = threading.Event()

    def sleep(seconds: float, token: CancelToken | None) -> None:
        sleeping.set()
        sleep_or_cancel(seconds, token)  # the real sleep, on the cancel token

    with LoopbackServer() as server:
        server.add(wire.error_reply(503, "busy", "api_error", {"retry-after": "20"}))
        threading.Thread(target=lambda: sleeping.wait(10) and cancel.cancel()).start()
        with pytest.raises(ProviderError) as excinfo:
            wire.provider(server, retry=RetryPolicy(sleep=sleep)).complete(ask(), cancel=cancel)
    assert sleeping.is_set()
    assert failure(excinfo) is ErrorKind.CANCELLED
    assert len(server.requests) == 1


def test_already_cancelled_sends_nothing(wire: Wire) -> None:
    cancel = CancelToken()
    cancel.cancel()
    with LoopbackServer() as server, pytest.raises(ProviderError) as excinfo:
        wire.provider(server).complete(ask(), cancel=cancel)
    assert failure(excinfo) is ErrorKind.CANCELLED
    assert server.requests == []


def test_silence_longer_than_the_read_timeout_is_timeout(wire: Wire) -> None:
    with LoopbackServer() as server:
        server.add(*[wire.slow_reply() for _ in range(3)])
        provider = wire.provider(server, timeouts=Timeouts(connect=2, read=0.3, deadline=30))
        with pytest.raises(ProviderError) as excinfo:
            provider.complete(ask())
    assert failure(excinfo) is ErrorKind.TIMEOUT
    assert "Timeout" in excinfo.value.error.detail


def test_overall_deadline_is_timeout(wire: Wire) -> None:
    with LoopbackServer() as server:
        server.add(Reply(hang_before_headers=True))
        provider = wire.provider(server, timeouts=Timeouts(connect=2, read=30, deadline=0.3))
        with pytest.raises(ProviderError) as excinfo:
            provider.complete(ask())
    assert failure(excinfo) is ErrorKind.TIMEOUT
    assert "deadline" in excinfo.value.error.detail


def test_refused_connection_is_network_error_after_retries(wire: Wire) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    sleeps = SleepRecorder()

    class Closed:
        url = f"http://127.0.0.1:{port}"

    with pytest.raises(ProviderError) as excinfo:
        wire.provider(Closed(), retry=fast_retry(sleeps)).complete(ask())  # type: ignore[arg-type]
    assert failure(excinfo) is ErrorKind.NETWORK
    assert len(sleeps.waits) == 2


def test_provider_repr_hides_the_key(wire: Wire) -> None:
    with LoopbackServer() as server:
        provider = wire.provider(server)
    assert API_KEY not in repr(provider)
    assert API_KEY not in repr(provider.config)
