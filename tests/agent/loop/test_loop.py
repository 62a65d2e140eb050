"""The assistant loop's contract, clause by clause, driven by the scripted provider."""

from __future__ import annotations

import logging
import threading

import pytest

from assistant.agent import (
    AgentResult,
    format_tool_call,
    keep_going,
    run_agent_continuation,
    run_agent_conversation,
)
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.events import (
    RequestStarted,
    RunFinished,
    TextDelta,
    ToolCallFinished,
    ToolCallStarted,
    UsageReported,
)
from assistant.agent.loop.messages import (
    AgentError,
    AiMessage,
    AiResponse,
    AiToolCall,
    AiToolSpec,
    ErrorKind,
    FinishReason,
    ProviderError,
    Role,
    TokenUsage,
)
from assistant.agent.loop.options import LoopOptions
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.tools import ToolOutcome

TOOLS = [AiToolSpec("echo", "Echo the arguments back.")]


def call(name: str = "echo", raw: str = '{"x": 1}', id: str = "") -> AiToolCall:
    return AiToolCall.from_raw(id, name, raw)


def asks(*calls: AiToolCall, usage: TokenUsage | None = None, text: str = "") -> AiResponse:
    return AiResponse(
        text=text,
        tool_calls=tuple(calls),
        usage=usage or TokenUsage(),
        finish_reason=FinishReason.TOOL_CALLS,
    )


def answer(text: str, usage: TokenUsage | None = None) -> AiResponse:
    return AiResponse(text=text, usage=usage or TokenUsage())


def echo(c: AiToolCall, *, cancel: CancelToken | None = None) -> str:
    return f"echo {c.raw_arguments}"


# -- answering and exhausting --------------------------------------------------------------


def test_an_answer_is_ok_with_the_visible_exchange() -> None:
    provider = ScriptedProvider([asks(call(id="a")), answer("Mara is 34.")])
    result = run_agent_conversation(provider, TOOLS, echo, "SYS", "How old is Mara?")
    assert result.ok and result.answered
    assert not result.exhausted and not result.cancelled and result.error is None
    assert result.answer == "Mara is 34."
    assert [(m.role, m.content) for m in result.conversation] == [
        (Role.SYSTEM, "SYS"),
        (Role.USER, "How old is Mara?"),
        (Role.ASSISTANT, "Mara is 34."),
    ]
    # The first request carries the system prompt apart and the question as the only turn.
    first = provider.requests[0]
    assert first.system_prompt == "SYS"
    assert [m.role for m in first.messages] == [Role.USER]
    assert first.tools == tuple(TOOLS)
    # The second carries the tool round.
    second = provider.requests[1]
    assert [m.role for m in second.messages] == [Role.USER, Role.ASSISTANT, Role.TOOL]
    assert second.messages[2].content == 'echo {"x": 1}'
    assert second.messages[2].tool_call_id == "a"


def test_spending_the_budget_is_ok_exhausted_and_without_answer() -> None:
    provider = ScriptedProvider([asks(call()), asks(call()), answer("never sent")])
    result = run_agent_conversation(provider, TOOLS, echo, "SYS", "Q", max_steps=2)
    assert result.ok and result.exhausted and not result.answered
    assert result.answer == ""
    assert result.error is None and not result.cancelled
    assert len(provider.requests) == 2
    assert len(result.tool_log) == 2
    # The visible exchange has no answer turn; the transcript ends with the last tool result.
    assert [m.role for m in result.conversation] == [Role.SYSTEM, Role.USER]
    assert result.transcript[-1].role is Role.TOOL


@pytest.mark.parametrize("max_steps", [0, -1, -100])
def test_no_budget_is_exhausted_at_once_without_a_request(max_steps: int) -> None:
    provider = ScriptedProvider([answer("unused")])
    events: list[object] = []
    result = run_agent_conversation(
        provider, TOOLS, echo, "SYS", "Q", max_steps=max_steps,
        options=LoopOptions(on_event=events.append)
    )
    assert result.ok and result.exhausted and result.answer == ""
    assert provider.requests == []
    assert result.usage == TokenUsage()
    assert [type(e) for e in events] == [RunFinished]

    conv = run_agent_continuation(provider, TOOLS, echo, result.conversation, max_steps)
    assert conv.ok and conv.exhausted and provider.requests == []


# -- continuation ----------------------------------------------------------------------------


def _earlier_exchange() -> list[AiMessage]:
    old_call = AiToolCall.from_raw("old-1", "echo", '{"x": 0}')
    return [
        AiMessage.system("SYS"),
        AiMessage.user("Summarize the documents."),
        AiMessage.assistant("", (old_call,)),
        AiMessage.tool_result(old_call, "STALE READING"),
        AiMessage.assistant("Here are the entities…"),
        AiMessage.user("No, the documents, not the entities."),
    ]


def test_continuation_leaves_the_callers_conversation_untouched() -> None:
    conversation = _earlier_exchange()
    before = list(conversation)
    provider = ScriptedProvider([asks(call(id="n1")), answer("The documents are…")])
    result = run_agent_continuation(provider, TOOLS, echo, conversation)
    assert conversation == before
    assert all(a is b for a, b in zip(conversation, before, strict=True))
    assert result.answer == "The documents are…"


def test_continuation_sends_only_the_visible_exchange() -> None:
    provider = ScriptedProvider([asks(call(id="n1")), answer("The documents are…")])
    result = run_agent_continuation(provider, TOOLS, echo, tuple(_earlier_exchange()))
    first = provider.requests[0]
    assert first.system_prompt == "SYS"
    assert [(m.role, m.content) for m in first.messages] == [
        (Role.USER, "Summarize the documents."),
        (Role.ASSISTANT, "Here are the entities…"),
        (Role.USER, "No, the documents, not the entities."),
    ]
    for request in provider.requests:
        assert all("STALE READING" not in m.content for m in request.messages)
        assert all(m.tool_call_id != "old-1" for m in request.messages)
    # This turn's own tool result does go back to the model within the turn.
    assert provider.requests[1].messages[-1].tool_call_id == "n1"
    # The result's conversation is the visible exchange, ready for the next question.
    assert [(m.role, m.content) for m in result.conversation] == [
        (Role.SYSTEM, "SYS"),
        (Role.USER, "Summarize the documents."),
        (Role.ASSISTANT, "Here are the entities…"),
        (Role.USER, "No, the documents, not the entities."),
        (Role.ASSISTANT, "The documents are…"),
    ]
    follow = ScriptedProvider([answer("Yes.")])
    run_agent_continuation(
        follow, TOOLS, echo, [*result.conversation, AiMessage.user("Sure?")]
    )
    assert [m.role for m in follow.requests[0].messages] == [
        Role.USER, Role.ASSISTANT, Role.USER, Role.ASSISTANT, Role.USER
    ]


# -- tool log, usage, errors ---------------------------------------------------------------


def test_tool_log_is_name_and_compact_arguments_in_order() -> None:
    calls = [
        AiToolCall.from_raw("1", "read_document", '{ "document" : "Kapitel Zwölf",\n "start": 3 }'),
        AiToolCall.from_raw("2", "search_text", "not json at all"),
        AiToolCall.from_raw("3", "get_outline", ""),
        AiToolCall("4", "get_entity", {"entity": "Mara"}),
    ]
    provider = ScriptedProvider([asks(*calls[:2]), asks(*calls[2:]), answer("done")])
    result = run_agent_conversation(provider, TOOLS, echo, "SYS", "Q")
    assert result.tool_log == (
        'read_document({"document":"Kapitel Zwölf","start":3})',
        "search_text(not json at all)",
        "get_outline({})",
        'get_entity({"entity":"Mara"})',
    )
    assert format_tool_call(calls[0]) == result.tool_log[0]


def test_usage_is_summed_over_every_call() -> None:
    provider = ScriptedProvider(
        [
            asks(call(), usage=TokenUsage(100, 10, 40)),
            asks(call(), usage=TokenUsage(200, 20, 150, 5)),
            answer("ok", usage=TokenUsage(300, 30)),
        ]
    )
    result = run_agent_conversation(provider, TOOLS, echo, "SYS", "Q")
    assert result.usage == TokenUsage(600, 60, 190, 5)


def test_usage_is_kept_when_a_later_call_fails() -> None:
    error = ProviderError.of(ErrorKind.RATE_LIMITED, "slow down", status=429, retry_after=2.0)
    provider = ScriptedProvider([asks(call(), usage=TokenUsage(100, 10)), error])
    result = run_agent_conversation(provider, TOOLS, echo, "SYS", "Q")
    assert not result.ok and not result.exhausted and not result.cancelled
    assert result.error == AgentError(ErrorKind.RATE_LIMITED, "slow down", 429, 2.0)
    assert result.usage == TokenUsage(100, 10)
    assert result.tool_log == ('echo({"x":1})',)


def test_partial_usage_carried_by_a_provider_error_is_counted() -> None:
    error = ProviderError(AgentError(ErrorKind.NETWORK, "connection reset"), TokenUsage(50, 3))
    provider = ScriptedProvider([asks(call(), usage=TokenUsage(100, 10)), error])
    result = run_agent_conversation(provider, TOOLS, echo, "SYS", "Q")
    assert result.error is not None and result.error.kind is ErrorKind.NETWORK
    assert result.usage == TokenUsage(150, 13)


class _Exploding:
    def __init__(self, exc: BaseException | None = None, value: object = None) -> None:
        self.exc, self.value = exc, value

    def complete(self, request, *, on_text=None, cancel=None):  # type: ignore[no-untyped-def]
        if self.exc is not None:
            raise self.exc
        return self.value


@pytest.mark.parametrize(
    ("provider", "kind"),
    [
        (_Exploding(RuntimeError("boom")), ErrorKind.INTERNAL),
        (_Exploding(KeyError("k")), ErrorKind.INTERNAL),
        (_Exploding(value=None), ErrorKind.BAD_RESPONSE),
        (_Exploding(value="just text"), ErrorKind.BAD_RESPONSE),
        (_Exploding(value=AiResponse(tool_calls=("x",))), ErrorKind.BAD_RESPONSE),  # type: ignore[arg-type]
        (_Exploding(value=AiResponse(text=None)), ErrorKind.BAD_RESPONSE),  # type: ignore[arg-type]
        (_Exploding(value=AiResponse(text="  ")), ErrorKind.BAD_RESPONSE),
    ],
)
def test_provider_misbehaviour_becomes_a_structured_error(provider, kind) -> None:  # type: ignore[no-untyped-def]
    result = run_agent_conversation(provider, TOOLS, echo, "SYS", "Q")
    assert not result.ok and not result.cancelled
    assert isinstance(result.error, AgentError)
    assert result.error.kind is kind
    assert result.error.detail  # technical detail for logs, never empty


def test_the_last_finish_reason_is_reported() -> None:
    cut = AiResponse(text="The answer was cut", finish_reason=FinishReason.LENGTH)
    result = run_agent_conversation(ScriptedProvider([cut]), TOOLS, echo, "SYS", "Q")
    assert result.ok and result.answer == "The answer was cut"
    assert result.finish_reason is FinishReason.LENGTH


# -- keep going ------------------------------------------------------------------------------


def test_keep_going_continues_the_exhausted_turn_with_a_fresh_budget() -> None:
    provider = ScriptedProvider(
        [
            asks(call(id="a", raw='{"n": 1}'), usage=TokenUsage(10, 1)),
            asks(call(id="b", raw='{"n": 2}'), usage=TokenUsage(20, 2)),
            asks(call(id="c", raw='{"n": 3}'), usage=TokenUsage(30, 3)),
            answer("Finally.", usage=TokenUsage(40, 4)),
        ]
    )
    first = run_agent_conversation(provider, TOOLS, echo, "SYS", "Q", max_steps=2)
    assert first.exhausted
    second = keep_going(provider, TOOLS, echo, first, max_steps=2)
    assert second.ok and second.answer == "Finally." and not second.exhausted
    # The third request carries everything the exhausted turn learned.
    third = provider.requests[2]
    assert [m.tool_call_id for m in third.messages if m.role is Role.TOOL] == ["a", "b"]
    assert third.system_prompt == "SYS"
    assert second.tool_log == ('echo({"n":3})',)
    assert second.usage == TokenUsage(70, 7)
    assert [(m.role, m.content) for m in second.conversation] == [
        (Role.SYSTEM, "SYS"),
        (Role.USER, "Q"),
        (Role.ASSISTANT, "Finally."),
    ]
    # The exhausted result is a value: keeping going did not change it.
    assert len(first.transcript) == 6


def test_keep_going_refuses_an_answered_turn() -> None:
    result = run_agent_conversation(ScriptedProvider([answer("A")]), TOOLS, echo, "S", "Q")
    with pytest.raises(ValueError):
        keep_going(ScriptedProvider([]), TOOLS, echo, result)


def test_keep_going_after_a_failure_retries_from_where_it_stopped() -> None:
    provider = ScriptedProvider(
        [asks(call(id="a")), ProviderError.of(ErrorKind.OVERLOADED), answer("Now.")]
    )
    failed = run_agent_conversation(provider, TOOLS, echo, "SYS", "Q")
    assert failed.error is not None and failed.error.kind is ErrorKind.OVERLOADED
    retried = keep_going(provider, TOOLS, echo, failed)
    assert retried.answer == "Now."
    assert provider.requests[2].messages == provider.requests[1].messages


# -- tool calls ----------------------------------------------------------------------------


def test_several_calls_in_one_reply_all_run_in_order() -> None:
    ran: list[str] = []

    def executor(c: AiToolCall, *, cancel: CancelToken | None = None) -> str:
        ran.append(c.id)
        return f"result {c.id}"

    provider = ScriptedProvider(
        [asks(call(id="x"), call(raw='{"x": 2}', id="y"), call(raw='{"x": 3}', id="z")),
         answer("done")]
    )  # fmt: skip
    run_agent_conversation(provider, TOOLS, executor, "SYS", "Q")
    assert ran == ["x", "y", "z"]
    tool_turns = [m for m in provider.requests[1].messages if m.role is Role.TOOL]
    assert [(m.tool_call_id, m.content) for m in tool_turns] == [
        ("x", "result x"), ("y", "result y"), ("z", "result z")
    ]


def test_a_raising_executor_becomes_an_error_result_and_the_loop_goes_on(caplog) -> None:  # type: ignore[no-untyped-def]
    def executor(c: AiToolCall, *, cancel: CancelToken | None = None) -> str:
        if c.id == "bad":
            raise RuntimeError("disk on fire")
        return "fine"

    provider = ScriptedProvider([asks(call(id="bad"), call(id="good")), answer("done")])
    with caplog.at_level(logging.ERROR):
        result = run_agent_conversation(provider, TOOLS, executor, "SYS", "Q")
    assert result.answer == "done"
    bad, good = [m for m in provider.requests[1].messages if m.role is Role.TOOL]
    assert bad.is_error and "disk on fire" in bad.content
    assert not good.is_error and good.content == "fine"
    assert "tool executor failed" in caplog.text


def test_an_executor_outcome_carries_ok_and_a_none_result_is_an_error() -> None:
    results = iter([ToolOutcome.error("nope"), None])
    provider = ScriptedProvider([asks(call(id="1"), call(id="2")), answer("done")])
    events: list[object] = []
    run_agent_conversation(
        provider, TOOLS, lambda c, cancel: next(results), "SYS", "Q",
        options=LoopOptions(on_event=events.append)
    )
    finished = [e for e in events if isinstance(e, ToolCallFinished)]
    assert (finished[0].result, finished[0].ok) == ("nope", False)
    assert finished[1].ok is False and "no result" in finished[1].result


def test_missing_and_repeated_call_ids_are_made_unique() -> None:
    provider = ScriptedProvider(
        [asks(call(id=""), call(id="")), asks(call(id="same")), asks(call(id="same")), answer("ok")]
    )
    result = run_agent_conversation(provider, TOOLS, echo, "SYS", "Q")
    ids = [m.tool_call_id for m in result.transcript if m.role is Role.TOOL]
    assert len(ids) == 4 and len(set(ids)) == 4 and all(ids)
    for message in result.transcript:
        for c in message.tool_calls:
            assert c.id in ids


def test_the_executor_is_handed_the_runs_cancel_token() -> None:
    seen: list[object] = []

    def executor(c: AiToolCall, *, cancel: CancelToken) -> str:
        seen.append(cancel)
        return "ok"

    token = CancelToken()
    provider = ScriptedProvider([asks(call()), answer("done")])
    run_agent_conversation(provider, TOOLS, executor, "SYS", "Q", options=LoopOptions(cancel=token))
    assert seen == [token]


# -- events --------------------------------------------------------------------------------


def test_events_arrive_in_order_on_the_callers_thread() -> None:
    events: list[object] = []
    threads: set[int] = set()

    def on_event(event: object) -> None:
        events.append(event)
        threads.add(threading.get_ident())

    provider = ScriptedProvider(
        [
            asks(call(id="c1"), text="Let me look.", usage=TokenUsage(5, 1)),
            answer("Mara is 34.", usage=TokenUsage(7, 2)),
        ],
        chunk_size=4,
    )
    result = run_agent_conversation(
        provider, TOOLS, echo, "SYS", "Q", options=LoopOptions(on_event=on_event)
    )
    kinds = [type(e).__name__ for e in events]
    assert kinds == [
        "RequestStarted", "TextDelta", "TextDelta", "TextDelta", "UsageReported",
        "ToolCallStarted", "ToolCallFinished",
        "RequestStarted", "TextDelta", "TextDelta", "TextDelta", "UsageReported",
        "RunFinished",
    ]
    assert [e.step for e in events if isinstance(e, RequestStarted)] == [1, 2]
    deltas = "".join(e.text for e in events if isinstance(e, TextDelta))
    assert deltas == "Let me look.Mara is 34."
    assert [e.usage for e in events if isinstance(e, UsageReported)] == [
        TokenUsage(5, 1), TokenUsage(7, 2)
    ]
    started = next(e for e in events if isinstance(e, ToolCallStarted))
    finished = next(e for e in events if isinstance(e, ToolCallFinished))
    assert started.call.id == finished.call.id == "c1"
    assert finished.result == 'echo {"x": 1}' and finished.ok
    assert isinstance(events[-1], RunFinished) and events[-1].result is result
    assert threads == {threading.get_ident()}


def test_a_provider_that_does_not_stream_still_reports_its_text() -> None:
    events: list[object] = []

    class Quiet:
        def complete(self, request, *, on_text=None, cancel=None):  # type: ignore[no-untyped-def]
            return AiResponse(text="whole answer")

    run_agent_conversation(
        Quiet(), TOOLS, echo, "SYS", "Q", options=LoopOptions(on_event=events.append)
    )
    assert [e.text for e in events if isinstance(e, TextDelta)] == ["whole answer"]


def test_a_raising_event_callback_does_not_stop_the_turn(caplog) -> None:  # type: ignore[no-untyped-def]
    count = 0

    def on_event(event: object) -> None:
        nonlocal count
        count += 1
        raise RuntimeError("broken panel")

    provider = ScriptedProvider([asks(call()), answer("done")])
    with caplog.at_level(logging.ERROR):
        result = run_agent_conversation(
            provider, TOOLS, echo, "SYS", "Q", options=LoopOptions(on_event=on_event)
        )
    assert result.answer == "done"
    assert count >= 6
    assert "on_event callback failed" in caplog.text


# -- cancellation --------------------------------------------------------------------------


def _run_in_thread(fn, *args, **kwargs) -> tuple[threading.Thread, list[AgentResult]]:  # type: ignore[no-untyped-def]
    out: list[AgentResult] = []
    thread = threading.Thread(target=lambda: out.append(fn(*args, **kwargs)), daemon=True)
    thread.start()
    return thread, out


def test_cancel_from_another_thread_while_the_stream_is_held_returns_at_once() -> None:
    """The result comes while the provider still holds its stream: the loop does not wait
    for it. (How quickly, in milliseconds, is measured by benchmarks/run_cancel.py.)"""
    token = CancelToken()
    provider = ScriptedProvider(
        [asks(call(id="1"), usage=TokenUsage(11, 1)), answer("a long answer " * 20)],
        chunk_size=5,
        hold={2},  # the answer is held after its first piece
    )
    events: list[object] = []
    finished = threading.Event()

    def on_event(event: object) -> None:
        events.append(event)
        if isinstance(event, RunFinished):
            finished.set()

    thread, out = _run_in_thread(
        run_agent_conversation, provider, TOOLS, echo, "SYS", "Q",
        options=LoopOptions(on_event=on_event, cancel=token),
    )
    assert provider.holding.wait(5)
    token.cancel()
    assert finished.wait(5)
    thread.join(5)
    result = out[0]
    assert result.cancelled and not result.ok and not result.exhausted
    assert result.error == AgentError(ErrorKind.CANCELLED)
    # The piece that streamed before Stop is kept, as the answer so far.
    streamed = "".join(e.text for e in events if isinstance(e, TextDelta))
    assert streamed and result.answer == streamed
    assert result.transcript[-1] == AiMessage.assistant(streamed)
    assert result.usage == TokenUsage(11, 1)
    assert result.tool_log == ('echo({"x":1})',)
    assert any(isinstance(e, TextDelta) for e in events)


class _Deaf:
    """A provider that ignores the token and blocks until told to stop."""

    def __init__(self) -> None:
        self.entered = threading.Event()
        self.stop = threading.Event()

    def complete(self, request, *, on_text=None, cancel=None):  # type: ignore[no-untyped-def]
        on_text("partial")
        self.entered.set()
        self.stop.wait(10)
        return AiResponse(text="too late", usage=TokenUsage(1, 1))


def test_cancel_returns_even_when_the_provider_ignores_the_token() -> None:
    token = CancelToken()
    provider = _Deaf()
    thread, out = _run_in_thread(
        run_agent_conversation, provider, TOOLS, echo, "SYS", "Q", options=LoopOptions(cancel=token)
    )
    assert provider.entered.wait(5)
    token.cancel()
    thread.join(5)
    provider.stop.set()
    assert not thread.is_alive()
    assert out[0].cancelled and out[0].answer == "partial"


def test_a_token_tripped_before_the_turn_makes_no_request() -> None:
    token = CancelToken()
    token.cancel()
    provider = ScriptedProvider([answer("unused")])
    result = run_agent_conversation(
        provider, TOOLS, echo, "SYS", "Q", options=LoopOptions(cancel=token)
    )
    assert result.cancelled and provider.requests == []


def test_cancel_during_a_tool_stops_after_it_and_answers_every_call() -> None:
    token = CancelToken()
    ran: list[str] = []

    def executor(c: AiToolCall, *, cancel: CancelToken) -> str:
        ran.append(c.id)
        cancel.cancel()  # the writer pressed Stop while this tool ran
        return "partial result"

    provider = ScriptedProvider(
        [asks(call(id="1"), call(id="2"), usage=TokenUsage(9, 9)), answer("unused")]
    )
    result = run_agent_conversation(
        provider, TOOLS, executor, "SYS", "Q", options=LoopOptions(cancel=token)
    )
    assert result.cancelled and ran == ["1"]
    assert len(provider.requests) == 1
    assert result.usage == TokenUsage(9, 9)
    assert result.tool_log == ('echo({"x":1})',)
    tool_turns = [m for m in result.transcript if m.role is Role.TOOL]
    assert [(m.tool_call_id, m.is_error) for m in tool_turns] == [("1", False), ("2", True)]
    # A cancelled turn can be picked up again: every call in it has its answer.
    again = keep_going(ScriptedProvider([answer("Resumed.")]), TOOLS, echo, result)
    assert again.answer == "Resumed."


def test_a_cancelled_provider_error_is_reported_as_cancelled() -> None:
    provider = ScriptedProvider([ProviderError.of(ErrorKind.CANCELLED, "stream closed")])
    result = run_agent_conversation(provider, TOOLS, echo, "SYS", "Q")
    assert result.cancelled and not result.ok
    assert result.error == AgentError(ErrorKind.CANCELLED, "stream closed")


def test_a_stream_failing_because_of_the_cancel_is_reported_as_cancelled() -> None:
    token = CancelToken()

    class ClosedByCancel:
        def complete(self, request, *, on_text=None, cancel=None):  # type: ignore[no-untyped-def]
            cancel.cancel()
            raise ProviderError.of(ErrorKind.NETWORK, "connection closed")

    result = run_agent_conversation(
        ClosedByCancel(), TOOLS, echo, "SYS", "Q", options=LoopOptions(cancel=token)
    )
    assert result.cancelled and result.error is not None
    assert result.error.kind is ErrorKind.CANCELLED
