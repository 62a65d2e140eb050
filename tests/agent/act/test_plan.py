"""The assistant's visible plan (``update_plan``) with the scripted provider: updated three
times and heard each time, ticked item by item and read back numbered, kept with the turn (on
disk, across Keep going) and in the export, offered in ask mode too, carried unfinished into
the conversation's next question (read back to the model, announced as the turn begins) until
it is finished or dropped; bad plans get a clear error."""

from __future__ import annotations

import pytest

from assistant.agent.act.plan import (
    PlanChanged,
    PlanItem,
    PlanStatus,
    numbered_lines,
    plan_lines,
    ticked,
)
from assistant.agent.conversations.export import ExportLabels, to_markdown
from assistant.agent.conversations.model import PLAN_NOTE
from assistant.agent.loop.messages import AiResponse, AiToolCall, Role
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.session import Session
from assistant.world.project import Project
from tests.agent.session.test_ask_writer import setup_of
from tests.agent.session.test_session import ProjectHost
from tests.paths import SAMPLE

TIMELINE = "d-6349d7e158"
STEPS = ["Read the timeline", "Retitle it", "Check the chapters"]


@pytest.fixture
def project() -> Project:
    return Project.open(SAMPLE, lock=False)


def plan_call(number: int, done: int, *also: AiToolCall) -> AiResponse:
    """The whole plan, its first ``done`` steps done."""
    arguments = {"steps": STEPS, "done": list(range(1, done + 1))}
    return AiResponse(tool_calls=(AiToolCall(f"p{number}", "update_plan", arguments), *also))


def tick(number: int, *done: int) -> AiResponse:
    """Steps ticked by number, the plan otherwise as it stands."""
    return AiResponse(tool_calls=(AiToolCall(f"t{number}", "update_plan", {"done": list(done)}),))


def test_a_plan_updated_three_times_is_heard_each_time_and_kept(tmp_path, project):
    retitle = AiToolCall("r1", "retitle", {"node": TIMELINE, "title": "Dates"})
    provider = ScriptedProvider(
        [
            plan_call(1, 0),
            plan_call(2, 1, AiToolCall("o1", "read_document", {"document": TIMELINE})),
            plan_call(3, 3, retitle),
            AiResponse(text="Retitled the timeline."),
        ]
    )
    session = Session(tmp_path, setup=setup_of(provider, max_steps=3), host=ProjectHost(project))
    session.conversations.set_mode(Mode.ACT)
    events = []
    run = session.ask("Retitle the timeline and check the chapters", project.snapshot())
    result = run.execute(on_event=events.append)
    end = session.finish(run, result)
    assert result.answered  # three tool rounds, but the plan-only one spent no step
    plans = [e.plan for e in events if isinstance(e, PlanChanged)]
    assert [[item.status for item in plan] for plan in plans] == [
        [PlanStatus.IN_PROGRESS, PlanStatus.PENDING, PlanStatus.PENDING],
        [PlanStatus.DONE, PlanStatus.IN_PROGRESS, PlanStatus.PENDING],
        [PlanStatus.DONE, PlanStatus.DONE, PlanStatus.DONE],
    ]
    results = [m.content for m in result.transcript if m.tool_name == "update_plan"]
    assert results[-1] == (
        "Plan shown to the writer (3 of 3 done):\n1. [x] Read the timeline\n2. [x] Retitle it\n"
        "3. [x] Check the chapters"
    )
    assert end.turn.plan == plans[-1]
    assert project.world.documents[TIMELINE].title == "Dates"
    # Kept on disk and in the export.
    again = Session(tmp_path, setup=setup_of(provider))
    assert again.conversations.current.turns[-1].plan == plans[-1]
    markdown = to_markdown(again.conversations.current, ExportLabels(plan="Plan"))
    assert "### Plan\n\n- [x] Read the timeline\n- [x] Retitle it\n- [x] Check the chapters" in (
        markdown
    )
    assert "plan" in [r["kind"] for r in again.run_records(run.turn.id)]


def test_keep_going_goes_on_with_the_same_plan(tmp_path, project):
    provider = ScriptedProvider(
        [
            plan_call(1, 1, AiToolCall("o1", "get_outline", {})),
            AiResponse(tool_calls=(AiToolCall("o2", "get_outline", {}),)),
            AiResponse(text="Done."),
        ]
    )
    session = Session(tmp_path, setup=setup_of(provider, max_steps=1), host=ProjectHost(project))
    session.conversations.set_mode(Mode.ACT)
    run = session.ask("Check it all", project.snapshot())
    first = session.finish(run, run.execute())
    assert first.result.exhausted and len(first.turn.plan) == 3
    more = session.keep_going(project.snapshot())
    end = session.finish(more, more.execute())
    assert end.turn.plan == first.turn.plan  # no new plan: the one shown stays


@pytest.mark.parametrize(
    "arguments, problem",
    [
        ({}, "send steps (the whole list), done (numbers to tick), or both"),
        ({"steps": ["  "]}, "every step needs some text"),
        ({"steps": STEPS, "done": [4]}, "no step 4; the steps are numbered 1 to 3"),
        ({"done": [1]}, "there is no plan to tick yet: send its steps"),
        ({"steps": [f"step {n}" for n in range(20)]}, "at most 12 steps"),
        ({"steps": [{"text": "x", "status": "done"}]}, "invalid arguments"),
        ({"items": [{"text": "x", "status": "done"}]}, "invalid arguments"),
    ],
)
def test_a_bad_plan_gets_a_clear_error(tmp_path, project, arguments, problem):
    call = AiToolCall("p1", "update_plan", arguments)
    provider = ScriptedProvider([AiResponse(tool_calls=(call,)), AiResponse(text="Sorry.")])
    session = Session(tmp_path, setup=setup_of(provider), host=ProjectHost(project))
    session.conversations.set_mode(Mode.ACT)
    run = session.ask("Do it", project.snapshot())
    end = session.finish(run, run.execute())
    (result,) = [m.content for m in provider.requests[1].messages if m.role is Role.TOOL]
    assert result.startswith("Error") and problem in result
    assert end.turn.plan == ()


def test_plan_lines_mark_each_state():
    plan = (PlanItem("a", PlanStatus.DONE), PlanItem("b", PlanStatus.IN_PROGRESS), PlanItem("c"))
    assert plan_lines(plan) == ["[x] a", "[~] b", "[ ] c"]


def test_ticked_puts_the_first_step_not_done_in_progress():
    assert [i.status for i in ticked(["a", "b", "c"], [1, 3])] == [
        PlanStatus.DONE, PlanStatus.IN_PROGRESS, PlanStatus.DONE,
    ]  # fmt: skip
    assert numbered_lines(ticked(["a", "b"], [])) == ["1. [~] a", "2. [ ] b"]


def test_steps_are_ticked_one_by_one_and_read_back_numbered_in_ask_mode(tmp_path, project):
    """Multi-step research in ask mode: the plan is offered, set once, then ticked item by
    item without sending the list again; each result reads the plan back."""
    chapters = ["Check chapter 1", "Check chapter 2", "Check chapter 3"]
    provider = ScriptedProvider([
        AiResponse(tool_calls=(AiToolCall("p1", "update_plan", {"steps": chapters}),)),
        tick(2, 1), tick(3, 3), AiResponse(text="Chapters 1 and 3 agree."),
    ])  # fmt: skip
    session = Session(tmp_path, setup=setup_of(provider, max_steps=3))
    events: list = []
    run = session.ask("Check every chapter for the river's name", project.snapshot())
    end = session.finish(run, run.execute(on_event=events.append))
    assert end.result.answered  # plan-only rounds spend no step
    assert "update_plan" in {spec.name for spec in provider.requests[0].tools}
    assert [i.status for i in end.turn.plan] == [
        PlanStatus.DONE, PlanStatus.IN_PROGRESS, PlanStatus.DONE,
    ]  # fmt: skip
    (last,) = [m.content for m in provider.requests[3].messages if m.role is Role.TOOL][-1:]
    assert last.endswith("1. [x] Check chapter 1\n2. [~] Check chapter 2\n3. [x] Check chapter 3")
    assert [len(e.plan) for e in events if isinstance(e, PlanChanged)] == [3, 3, 3]


def test_an_unfinished_plan_is_carried_to_the_next_turn_and_finished_there(tmp_path, project):
    """The plan left unfinished is stored with the conversation; the next question (in a new
    session, as after a restart) announces it as the turn begins, the model reads it back
    after the last answer, ticks the rest by number, and a finished plan is carried no more."""
    first = ScriptedProvider([plan_call(1, 1), AiResponse(text="Read the timeline; more later.")])
    session = Session(tmp_path, setup=setup_of(first))
    end = session.finish(run := session.ask("Tidy the timeline", project.snapshot()), run.execute())
    assert [i.status for i in end.turn.plan] == [
        PlanStatus.DONE, PlanStatus.IN_PROGRESS, PlanStatus.PENDING,
    ]  # fmt: skip

    second = ScriptedProvider([tick(2, 2, 3), AiResponse(text="All done."), AiResponse("Hi.")])
    again = Session(tmp_path, setup=setup_of(second))
    events: list = []
    run = again.ask("Go on", project.snapshot())
    end = again.finish(run, run.execute(on_event=events.append))
    announced = events[0]
    assert isinstance(announced, PlanChanged) and announced.carried
    assert announced.plan == again.conversations.current.turns[0].plan
    sent = second.requests[0].messages
    assert sent[-1].content == "Go on"
    assert sent[-2].content == "Read the timeline; more later." + PLAN_NOTE.format(
        steps="1. [x] Read the timeline\n2. [~] Retitle it\n3. [ ] Check the chapters"
    )
    assert all(i.status is PlanStatus.DONE for i in end.turn.plan)
    assert not end.turn.plan_carried
    # finished: the third question carries nothing and reads no plan back
    events.clear()
    run = again.ask("Thanks", project.snapshot())
    end = again.finish(run, run.execute(on_event=events.append))
    assert end.turn.plan == () and not any(isinstance(e, PlanChanged) for e in events)
    assert "update_plan" not in second.requests[-1].messages[-2].content


def test_a_carried_plan_left_alone_goes_on_and_one_dropped_is_gone(tmp_path, project):
    provider = ScriptedProvider([
        plan_call(1, 0), AiResponse(text="Started."),
        AiResponse(text="Something else."),
        AiResponse(tool_calls=(AiToolCall("d1", "update_plan", {"steps": []}),)),
        AiResponse(text="Dropped."), AiResponse(text="Fine."),
    ])  # fmt: skip
    session = Session(tmp_path, setup=setup_of(provider))
    for question in ("Plan it", "An aside", "Forget the plan"):
        run = session.ask(question, project.snapshot())
        session.finish(run, run.execute())
    first, aside, dropped = session.conversations.current.branch()
    assert aside.plan == first.plan and aside.plan_carried  # carried on, untouched
    assert PLAN_NOTE.split("{")[0] in provider.requests[3].messages[-2].content
    assert dropped.plan == () and not dropped.plan_carried
    run = session.ask("Next", project.snapshot())
    session.finish(run, run.execute())
    assert run.turn_tools.plan == ()
    markdown = to_markdown(session.conversations.current, ExportLabels(plan="Plan"))
    assert markdown.count("### Plan") == 1  # carried unchanged: shown once
