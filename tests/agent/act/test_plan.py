"""The assistant's visible plan (``update_plan``) with the scripted provider: updated three
times and heard each time, kept with the turn (on disk, across Keep going) and in the
export; bad plans get a clear error."""

from __future__ import annotations

import pytest

from assistant.agent.act.plan import PlanChanged, PlanItem, PlanStatus, plan_lines
from assistant.agent.conversations.export import ExportLabels, to_markdown
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
    items = [
        {"text": text, "status": "done" if i < done else "in_progress" if i == done else "pending"}
        for i, text in enumerate(STEPS)
    ]
    return AiResponse(tool_calls=(AiToolCall(f"p{number}", "update_plan", {"items": items}),
                                  *also))  # fmt: skip


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
    assert results[-1] == "Plan shown to the writer (3 of 3 done)."
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
    "items, problem",
    [
        ([], "invalid arguments"),
        ([{"text": "  ", "status": "done"}], "every item needs some text"),
        ([{"text": "x", "status": "finished"}], "invalid arguments"),
        ([{"text": f"step {n}", "status": "pending"} for n in range(20)], "invalid arguments"),
    ],
)
def test_a_bad_plan_gets_a_clear_error(tmp_path, project, items, problem):
    call = AiToolCall("p1", "update_plan", {"items": items})
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
