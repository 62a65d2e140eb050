"""Steering a running turn in the loop: a correction the writer types while the model works
reaches the next request, from another thread too; an answer that came while one waited is
answered again; what comes after the end is refused and what came too late is unread."""

from __future__ import annotations

import threading

from assistant.agent import run_agent_conversation
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.events import AgentEvent, RequestStarted
from assistant.agent.loop.messages import (
    AiRequest,
    AiResponse,
    AiToolCall,
    AiToolSpec,
    FinishReason,
)
from assistant.agent.loop.options import LoopOptions
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.loop.steering import (
    CORRECTION_LEAD,
    MAX_CORRECTION_CHARS,
    CorrectionGiven,
    Steering,
    with_corrections,
)

TOOLS = [AiToolSpec("echo", "Echo the arguments back.")]


def echo(call: AiToolCall, *, cancel: CancelToken | None = None) -> str:
    return f"echoed {call.raw_arguments}"


def asks(text: str = "") -> AiResponse:
    call = AiToolCall.from_raw("", "echo", '{"part": 1}')
    return AiResponse(text=text, tool_calls=(call,), finish_reason=FinishReason.TOOL_CALLS)


def roles(request: AiRequest) -> list[tuple[str, str]]:
    return [(str(m.role), m.content) for m in request.messages]


def test_a_correction_typed_during_a_request_reaches_the_next_one() -> None:
    steering = Steering()
    events: list[AgentEvent] = []

    def first(request: AiRequest) -> AiResponse:
        assert steering.add("  No, only Part Two.  ")  # typed while the model thinks
        return asks()

    provider = ScriptedProvider([first, AiResponse(text="Part Two has four scenes.")])
    result = run_agent_conversation(
        provider, TOOLS, echo, "system", "How many scenes are there?",
        options=LoopOptions(on_event=events.append, steering=steering),
    )  # fmt: skip
    assert result.answer == "Part Two has four scenes."
    # Not in the request it was typed during: in the next, after the tool's result.
    assert roles(provider.requests[0]) == [("user", "How many scenes are there?")]
    sent = provider.requests[1].messages
    assert [str(m.role) for m in sent] == ["user", "assistant", "tool", "user"]
    assert sent[-1].content == f"{CORRECTION_LEAD}\nNo, only Part Two."
    assert steering.given == ("No, only Part Two.",)
    given = [e for e in events if isinstance(e, CorrectionGiven)]
    assert given == [CorrectionGiven("No, only Part Two.")]
    # given just before the request that carries it
    at = events.index(given[0])
    assert isinstance(events[at + 1], RequestStarted) and events[at + 1].step == 2
    assert result.conversation[-2].content == sent[-1].content


def test_a_correction_from_another_thread_while_a_request_is_held() -> None:
    steering = Steering()
    provider = ScriptedProvider(
        [asks("Counting every chapter…"), AiResponse(text="Two in Part Two.")], hold={1}
    )
    box: dict[str, object] = {}

    def ask() -> None:
        box["result"] = run_agent_conversation(
            provider, TOOLS, echo, "system", "Count the scenes",
            options=LoopOptions(steering=steering),
        )  # fmt: skip

    loop = threading.Thread(target=ask)
    loop.start()
    assert provider.holding.wait(10)
    writer = threading.Thread(target=lambda: box.update(added=steering.add("Only Part Two")))
    writer.start()
    writer.join(10)
    provider.release()
    loop.join(10)
    assert box["added"] is True
    assert provider.requests[1].messages[-1].content.endswith("Only Part Two")
    assert box["result"].answer == "Two in Part Two."  # type: ignore[attr-defined]


def test_an_answer_that_came_while_a_correction_waited_is_answered_again() -> None:
    steering = Steering()

    def answers(request: AiRequest) -> AiResponse:
        steering.add("Shorter, please.")
        return AiResponse(text="A long answer about every chapter.")

    provider = ScriptedProvider([answers, AiResponse(text="Seven chapters.")])
    result = run_agent_conversation(
        provider, TOOLS, echo, "system", "How is the book built?", max_steps=1,
        options=LoopOptions(steering=steering),
    )  # fmt: skip
    assert result.answered and result.answer == "Seven chapters."  # no step was spent
    assert roles(provider.requests[1]) == [
        ("user", "How is the book built?"),
        ("assistant", "A long answer about every chapter."),
        ("user", f"{CORRECTION_LEAD}\nShorter, please."),
    ]


def test_after_the_run_nothing_is_taken_and_what_came_too_late_is_unread() -> None:
    steering = Steering()

    def cut_off(request: AiRequest) -> AiResponse:
        steering.add("Also the dates.")  # typed as the answer hit the length limit
        return AiResponse(text="The chapters are", finish_reason=FinishReason.LENGTH)

    provider = ScriptedProvider([cut_off])
    result = run_agent_conversation(
        provider, TOOLS, echo, "system", "List the chapters",
        options=LoopOptions(steering=steering),
    )  # fmt: skip
    assert result.cut_off and len(provider.requests) == 1
    assert steering.unread == ()  # (still open: the run has not been closed)
    assert steering.close() == ("Also the dates.",)
    assert steering.unread == ("Also the dates.",) and steering.given == ()
    assert not steering.add("And the places.") and steering.take() == ()
    assert steering.unread == ("Also the dates.",)


def test_empty_and_overlong_corrections() -> None:
    steering = Steering()
    assert not steering.add("   \n ")
    assert steering.add("x" * (MAX_CORRECTION_CHARS + 50))
    (taken,) = steering.take()
    assert len(taken) == MAX_CORRECTION_CHARS


def test_a_kept_question_carries_its_corrections() -> None:
    assert with_corrections("Count the scenes", ()) == "Count the scenes"
    assert with_corrections("Count the scenes", ("Only Part Two", "And Part Three")) == (
        "Count the scenes\n\n[While you worked, the writer added: “Only Part Two”]"
        "\n\n[While you worked, the writer added: “And Part Three”]"
    )
