"""How a run ends short and goes on: an answer cut off at the length limit, an answer stopped
while it streamed, Keep going continuing either, and identical calls repeated in a row."""

from __future__ import annotations

import json
from dataclasses import replace

from assistant.agent import keep_going, run_agent_conversation
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.events import ToolCallFinished, ToolCallRepeated
from assistant.agent.loop.loop import CONTINUE_PROMPT, REPEAT_NOTE_AFTER, REPEAT_REFUSE_AFTER
from assistant.agent.loop.messages import (
    AiMessage,
    AiResponse,
    AiToolCall,
    AiToolSpec,
    FinishReason,
    Role,
    TokenUsage,
)
from assistant.agent.loop.options import LoopOptions
from assistant.agent.loop.scripted import ScriptedProvider

TOOLS = [AiToolSpec("search", "Search the text.")]


def search(query: str, id: str) -> AiResponse:
    call = AiToolCall.from_raw(id, "search", json.dumps({"query": query}))
    return AiResponse(tool_calls=(call,), finish_reason=FinishReason.TOOL_CALLS)


def cut(text: str) -> AiResponse:
    return AiResponse(text=text, usage=TokenUsage(10, 50), finish_reason=FinishReason.LENGTH)


def found(call: AiToolCall, *, cancel: CancelToken | None = None) -> str:
    return f"1 hit for {call.arguments.get('query')}"


# -- cut off ---------------------------------------------------------------------------------


def test_an_answer_stopped_at_the_length_limit_is_cut_off_not_complete() -> None:
    provider = ScriptedProvider([cut("The bridge went down in the night, and Mára")])
    result = run_agent_conversation(provider, TOOLS, found, "SYS", "What happened?")
    assert result.ok and result.answered
    assert result.cut_off and not result.complete
    assert result.answer == "The bridge went down in the night, and Mára"


def test_a_whole_answer_is_complete() -> None:
    result = run_agent_conversation(
        ScriptedProvider([AiResponse(text="Done.")]), TOOLS, found, "SYS", "Q"
    )
    assert result.complete and not result.cut_off


def test_a_cut_off_with_no_text_yet_is_cut_off_not_a_bad_response() -> None:
    """A model that spent its whole output limit before writing anything (thinking, say)."""
    result = run_agent_conversation(ScriptedProvider([cut("")]), TOOLS, found, "SYS", "Q")
    assert result.error is None and result.cut_off and result.answer == ""


def test_keep_going_continues_a_cut_off_answer_and_returns_the_whole() -> None:
    provider = ScriptedProvider([cut("The bridge went down in the night, and Mára "),
                                 AiResponse(text="crossed at the ford.")])  # fmt: skip
    first = run_agent_conversation(provider, TOOLS, found, "SYS", "What happened?")
    second = keep_going(provider, TOOLS, found, first)
    assert second.complete
    assert second.answer == "The bridge went down in the night, and Mára crossed at the ford."
    # The model is shown its cut-off answer and asked to go on from there.
    sent = provider.requests[1].messages
    assert sent[-2] == AiMessage.assistant("The bridge went down in the night, and Mára ")
    assert sent[-1] == AiMessage.user(CONTINUE_PROMPT)


def test_a_second_cut_off_keeps_everything_so_far() -> None:
    provider = ScriptedProvider([cut("One, "), cut("two, "), AiResponse(text="three.")])
    result = run_agent_conversation(provider, TOOLS, found, "SYS", "Count")
    result = keep_going(provider, TOOLS, found, result)
    assert result.cut_off and result.answer == "One, two, "
    result = keep_going(provider, TOOLS, found, result)
    assert result.complete and result.answer == "One, two, three."


def test_keep_going_refuses_a_complete_answer() -> None:
    result = run_agent_conversation(
        ScriptedProvider([AiResponse(text="Done.")]), TOOLS, found, "SYS", "Q"
    )
    try:
        keep_going(ScriptedProvider([]), TOOLS, found, result)
    except ValueError:
        pass
    else:
        raise AssertionError("a complete answer was continued")


# -- stopped while the answer streamed ------------------------------------------------------------


class _StopsMidAnswer:
    """Streams a first piece of the answer, then the writer presses Stop."""

    def __init__(self, token: CancelToken) -> None:
        self.token = token
        self.requests = []

    def complete(self, request, *, on_text=None, cancel=None):  # type: ignore[no-untyped-def]
        self.requests.append(request)
        on_text("Mára crossed ")
        self.token.cancel()
        return AiResponse(text="Mára crossed at the ford, too late.")


def test_keep_going_after_stop_continues_the_answer_that_was_streaming() -> None:
    token = CancelToken()
    stopped = run_agent_conversation(
        _StopsMidAnswer(token), TOOLS, found, "SYS", "Who?", options=LoopOptions(cancel=token)
    )
    assert stopped.cancelled and stopped.answer == "Mára crossed "
    provider = ScriptedProvider([AiResponse(text="at the ford.")])
    resumed = keep_going(provider, TOOLS, found, stopped)
    assert resumed.complete and resumed.answer == "Mára crossed at the ford."
    assert provider.requests[0].messages[-1] == AiMessage.user(CONTINUE_PROMPT)


def test_keep_going_after_a_stop_between_tools_does_not_ask_to_continue_an_answer() -> None:
    token = CancelToken()

    def stop_in_tool(call: AiToolCall, *, cancel: CancelToken | None = None) -> str:
        token.cancel()
        return "1 hit"

    provider = ScriptedProvider([search("ford", "a")])
    stopped = run_agent_conversation(
        provider, TOOLS, stop_in_tool, "SYS", "Q", options=LoopOptions(cancel=token)
    )
    assert stopped.cancelled and stopped.answer == ""
    again = ScriptedProvider([AiResponse(text="At the ford.")])
    resumed = keep_going(again, TOOLS, found, stopped)
    assert resumed.answer == "At the ford."
    assert again.requests[0].messages[-1].role is Role.TOOL


# -- the model the server names ----------------------------------------------------------------


def test_the_result_names_the_model_the_server_named() -> None:
    provider = ScriptedProvider([AiResponse(text="Hi.", model="qwen2.5-7b-instruct-q4_k_m")])
    result = run_agent_conversation(provider, TOOLS, found, "SYS", "Q")
    assert result.model == "qwen2.5-7b-instruct-q4_k_m"


# -- the same call again and again -------------------------------------------------------------


def test_identical_calls_in_a_row_are_told_to_the_model_then_refused() -> None:
    replies = [search("ford", f"c{n}") for n in range(1, 8)] + [AiResponse(text="Enough.")]
    provider = ScriptedProvider(replies)
    ran: list[str] = []
    events: list[object] = []

    def executor(call: AiToolCall, *, cancel: CancelToken | None = None) -> str:
        ran.append(call.id)
        return "1 hit for ford"

    result = run_agent_conversation(
        provider, TOOLS, executor, "SYS", "Q", max_steps=10,
        options=LoopOptions(on_event=events.append)
    )
    assert result.answer == "Enough."
    # Run until the limit, then refused; every call is still in the tool log.
    assert ran == [f"c{n}" for n in range(1, REPEAT_REFUSE_AFTER)]
    assert len(result.tool_log) == 7
    results = {e.call.id: e for e in events if isinstance(e, ToolCallFinished)}
    assert "same call" not in results["c2"].result
    assert "same call" in results[f"c{REPEAT_NOTE_AFTER}"].result
    assert results[f"c{REPEAT_NOTE_AFTER}"].ok
    refused = results[f"c{REPEAT_REFUSE_AFTER}"]
    assert not refused.ok and refused.result.startswith("Not run")
    repeated = [(e.call.id, e.times, e.ran) for e in events if isinstance(e, ToolCallRepeated)]
    assert repeated[0] == (f"c{REPEAT_NOTE_AFTER}", REPEAT_NOTE_AFTER, True)
    assert repeated[-1] == ("c7", 7, False)


def test_the_same_arguments_written_in_another_order_are_the_same_call() -> None:
    def call(raw: str, id: str) -> AiResponse:
        made = AiToolCall.from_raw(id, "search", raw)
        return AiResponse(tool_calls=(made,), finish_reason=FinishReason.TOOL_CALLS)

    raws = ['{"query": "ford", "limit": 3}', '{"limit":3,"query":"ford"}',
            '{ "query" : "ford" , "limit" : 3 }']  # fmt: skip
    provider = ScriptedProvider(
        [call(raw, f"c{n}") for n, raw in enumerate(raws)] + [AiResponse(text="Done.")]
    )
    events: list[object] = []
    run_agent_conversation(
        provider, TOOLS, found, "SYS", "Q", max_steps=10,
        options=LoopOptions(on_event=events.append),
    )
    repeated = [(e.call.id, e.times) for e in events if isinstance(e, ToolCallRepeated)]
    assert repeated == [("c2", REPEAT_NOTE_AFTER)]


def test_the_same_unreadable_arguments_again_are_the_same_call() -> None:
    bad = AiToolCall.from_raw("c", "search", '{"query": ')
    replies = [
        AiResponse(tool_calls=(replace(bad, id=f"c{n}"),), finish_reason=FinishReason.TOOL_CALLS)
        for n in range(REPEAT_NOTE_AFTER)
    ]
    provider = ScriptedProvider([*replies, AiResponse(text="Done.")])
    events: list[object] = []
    run_agent_conversation(
        provider, TOOLS, found, "SYS", "Q", max_steps=10,
        options=LoopOptions(on_event=events.append),
    )
    assert [e.times for e in events if isinstance(e, ToolCallRepeated)] == [REPEAT_NOTE_AFTER]


def test_different_arguments_break_the_run_of_repeats() -> None:
    queries = ["ford", "ford", "bridge", "ford", "ford"]
    provider = ScriptedProvider(
        [search(q, f"c{n}") for n, q in enumerate(queries)] + [AiResponse(text="Done.")]
    )
    events: list[object] = []
    run_agent_conversation(
        provider, TOOLS, found, "SYS", "Q", max_steps=10,
        options=LoopOptions(on_event=events.append),
    )
    assert not [e for e in events if isinstance(e, ToolCallRepeated)]


def test_keep_going_goes_on_counting_identical_calls() -> None:
    """Out of steps after three identical calls, Keep going: the fourth is the same call four
    times in a row, and the fifth is refused, as within one run."""
    ran: list[str] = []

    def executor(call: AiToolCall, *, cancel: CancelToken | None = None) -> str:
        ran.append(call.id)
        return "1 hit for ford"

    first = run_agent_conversation(
        ScriptedProvider([search("ford", f"c{n}") for n in range(1, 4)]),
        TOOLS, executor, "SYS", "Q", max_steps=3,
    )  # fmt: skip
    assert first.exhausted and ran == ["c1", "c2", "c3"]
    events: list[object] = []
    provider = ScriptedProvider(
        [search("ford", "c4"), search("ford", "c5"), AiResponse(text="Enough.")]
    )
    result = keep_going(
        provider, TOOLS, executor, first, max_steps=3, options=LoopOptions(on_event=events.append)
    )
    assert result.answer == "Enough."
    assert ran == ["c1", "c2", "c3", "c4"]
    repeated = [(e.call.id, e.times, e.ran) for e in events if isinstance(e, ToolCallRepeated)]
    assert repeated == [("c4", 4, True), ("c5", REPEAT_REFUSE_AFTER, False)]
