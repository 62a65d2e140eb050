"""A long tool's progress and the calls of one reply run side by side, driven through the loop
with the scripted provider: reports become events between the call's start and end, thinned
out, on the loop's thread; calls of side-by-side tools wait on each other and still come back
in the model's order; a reply with any other call runs one call after another; Stop ends the
wait at once."""

from __future__ import annotations

import threading

from assistant.agent.loop import progress
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.events import (
    AgentEvent,
    ToolCallFinished,
    ToolCallStarted,
    ToolProgress,
)
from assistant.agent.loop.loop import (
    CANCELLED_BEFORE_RUN,
    SIDE_BY_SIDE_AT_MOST,
    STOPPED_WHILE_RUNNING,
    run_agent_conversation,
)
from assistant.agent.loop.messages import AiResponse, AiToolCall, AiToolSpec, Role
from assistant.agent.loop.options import LoopOptions
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.tools.base import Tool, ToolContext, ToolOutcome
from assistant.agent.tools.toolbox import ToolBox

NUMBERED = {"type": "object", "properties": {"n": {"type": "integer"}}}
SPECS = [AiToolSpec("slow", "Waits.", NUMBERED), AiToolSpec("other", "Anything else.", NUMBERED)]


def calls(*names: str) -> AiResponse:
    return AiResponse(tool_calls=tuple(AiToolCall.from_raw(f"c{n}", name, f'{{"n": {n}}}')
                                       for n, name in enumerate(names)))  # fmt: skip


def run(executor, *names: str, side_by_side=frozenset({"slow"}), cancel=None):
    provider = ScriptedProvider([calls(*names), AiResponse(text="Done.")])
    events: list[tuple[AgentEvent, int]] = []
    result = run_agent_conversation(
        provider, SPECS, executor, "system", "Go",
        options=LoopOptions(
            on_event=lambda e: events.append((e, threading.get_ident())),
            side_by_side=side_by_side, cancel=cancel,
        ),
    )  # fmt: skip
    return result, events, provider


def test_a_long_tool_reports_how_far_it_got_between_its_start_and_end() -> None:
    def counting(arguments, context: ToolContext) -> str:
        for done in range(1, 401):
            context.report(done, 400)
        return "counted"

    box = ToolBox([Tool(SPECS[0], counting)])
    result, events, _provider = run(box, "slow")
    kinds = [type(e).__name__ for e, _ in events]
    start, end = kinds.index("ToolCallStarted"), kinds.index("ToolCallFinished")
    reports = [e for e, _ in events if isinstance(e, ToolProgress)]
    assert kinds[start + 1 : end] == ["ToolProgress"] * len(reports)
    assert [(r.done, r.total) for r in reports][:3] == [(1, 400), (9, 400), (17, 400)]
    assert reports[-1].done == reports[-1].total == 400  # the last one always
    assert len(reports) <= progress.REPORTS_PER_CALL + 2  # thinned out
    assert all(r.call.id == "c0" for r in reports) and result.answered
    assert {thread for _e, thread in events} == {threading.get_ident()}


def test_nobody_listening_costs_nothing() -> None:
    progress.report(1, 2)  # outside a call: nothing happens, nothing fails


def test_calls_of_side_by_side_tools_run_at_the_same_time_in_the_models_order() -> None:
    """Each call waits for all the others: one after another they could never finish."""
    meeting = threading.Barrier(3, timeout=10)
    threads: list[int] = []

    def slow(call: AiToolCall, *, cancel=None) -> ToolOutcome:
        threads.append(threading.get_ident())
        meeting.wait()
        progress.report(1, 1)
        return ToolOutcome(f"result {call.arguments['n']}")

    result, events, provider = run(slow, "slow", "slow", "slow")
    assert result.answered
    results = [m.content for m in provider.requests[1].messages if m.role is Role.TOOL]
    assert results == ["result 0", "result 1", "result 2"]
    assert result.tool_log == ('slow({"n":0})', 'slow({"n":1})', 'slow({"n":2})')
    assert len(set(threads)) == 3 and threading.get_ident() not in threads
    assert {thread for _e, thread in events} == {threading.get_ident()}  # all on this thread
    started = [e.call.id for e, _ in events if isinstance(e, ToolCallStarted)]
    finished = [e.call.id for e, _ in events if isinstance(e, ToolCallFinished)]
    assert started == finished == ["c0", "c1", "c2"]
    assert sorted(e.call.id for e, _ in events if isinstance(e, ToolProgress)) == started


def test_at_most_a_few_run_at_once() -> None:
    running, most = 0, 0
    lock = threading.Lock()

    def slow(call: AiToolCall, *, cancel=None) -> str:
        nonlocal running, most
        with lock:
            running += 1
            most = max(most, running)
        threading.Event().wait(0.02)
        with lock:
            running -= 1
        return "ok"

    result, _events, _provider = run(slow, *["slow"] * (SIDE_BY_SIDE_AT_MOST + 3))
    assert result.answered and 1 < most <= SIDE_BY_SIDE_AT_MOST


def test_a_reply_with_any_other_call_runs_one_call_after_another() -> None:
    threads: list[int] = []

    def executor(call: AiToolCall, *, cancel=None) -> str:
        threads.append(threading.get_ident())
        return call.name

    result, _events, _provider = run(executor, "slow", "other", "slow")
    assert result.answered and threads == [threading.get_ident()] * 3
    result, _events, _provider = run(executor, "slow", "slow", side_by_side=frozenset())
    assert threads[3:] == [threading.get_ident()] * 2  # nothing side by side unless told


def test_stop_ends_the_wait_at_once_and_says_which_calls_did_not_finish() -> None:
    cancel = CancelToken()
    waiting = threading.Barrier(SIDE_BY_SIDE_AT_MOST + 1, timeout=10)
    let_go = threading.Event()

    def stuck(call: AiToolCall, *, cancel=None) -> str:
        if call.arguments["n"] == 0:
            return "quick"
        waiting.wait()
        let_go.wait(10)  # a tool that does not notice the stop
        return "late"

    names = ["slow"] * (SIDE_BY_SIDE_AT_MOST + 2)
    threading.Thread(target=lambda: (waiting.wait(), cancel.cancel()), daemon=True).start()
    try:
        result, events, provider = run(stuck, *names, cancel=cancel)
    finally:
        let_go.set()
    assert result.cancelled and len(provider.requests) == 1
    finished = {e.call.id: e.result for e, _ in events if isinstance(e, ToolCallFinished)}
    assert finished["c0"] == "quick"
    outcomes = set(finished.values()) - {"quick"}
    assert STOPPED_WHILE_RUNNING in outcomes
    assert outcomes <= {STOPPED_WHILE_RUNNING, CANCELLED_BEFORE_RUN}
    assert len(finished) == len(names)
