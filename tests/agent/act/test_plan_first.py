"""Plan first, through the core: a scripted model proposes its plan, changes nothing until
the writer approves it, and the approved plan is the turn's scope."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from assistant.agent.act.decisions import Rule
from assistant.agent.act.plan_first import NOT_YET, PlanApproval, PlanState
from assistant.agent.act.run_history import RunHistory
from assistant.agent.act.scope import Origin, Reach
from assistant.agent.conversations.store import ConversationStore
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import AiResponse, AiToolCall, FinishReason
from assistant.agent.session.run import Run
from tests.agent.act.overreach import CHAPTER_3, CHAPTER_5
from tests.agent.act.test_decisions import Writer, act_session
from tests.paths import SAMPLE

REQUEST = "Tighten the opening of Chapter 3 and the first line of Chapter 5"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, folder, ignore=shutil.ignore_patterns(".quire"))
    return folder


class Plans:
    """Decides the plan shown with ``decide``; keeps what it was shown."""

    def __init__(self, decide: Callable[[PlanApproval], None]) -> None:
        self.decide = decide
        self.shown: list[tuple[str, ...]] = []

    def present(self, approval: PlanApproval) -> None:
        self.shown.append(approval.items)
        self.decide(approval)


def call(number: int, name: str, **arguments) -> AiResponse:
    return AiResponse(tool_calls=(AiToolCall(f"c{number}", name, arguments),))


def plan_then_both() -> list[AiResponse]:
    return [
        call(1, "replace_text", document=CHAPTER_3, find="Four days", replace="Three days"),
        call(2, "update_plan", steps=["Tighten the opening of Chapter 3: Upriver",
                                      "Tighten the first line of Chapter 5: The Sallows"]),
        call(3, "replace_text", document=CHAPTER_3, find="Four days", replace="Three days"),
        call(4, "replace_text", document=CHAPTER_5, find="The Sallows began",
             replace="The Sallows started"),
        AiResponse(text="Chapter 3 is tighter."),
    ]  # fmt: skip


def plan_first_session(root: Path, replies, plans: Plans | None, writer: Writer | None = None):
    session, project = act_session(root, replies, writer, approval_policy="none",
                                   plan_first=True)  # fmt: skip
    session._plans = lambda _run: plans
    return session, project


def tool_results(result) -> list[str]:
    return [m.content for m in result.transcript if m.role == "tool"]


def test_nothing_changes_before_the_plan_and_the_edited_plan_is_the_scope(root):
    plans = Plans(lambda a: a.approve(["Tighten the opening of Chapter 3: Upriver"]))
    writer = Writer(lambda p: p.reject("Leave chapter 5 alone"))
    session, project = plan_first_session(root, plan_then_both(), plans, writer)
    run = session.ask(REQUEST, project.snapshot())
    assert "Plan first: before any change" in run.prompt
    result = run.execute()
    end = session.finish(run, result)
    texts = tool_results(result)
    assert NOT_YET in texts[0]  # refused before the plan
    assert "The writer approved the plan in their own version" in texts[1]
    assert "Chapter 5" not in texts[1]
    world = project.world
    assert world.documents[CHAPTER_3].text.startswith("Three days")  # in the plan: made
    assert "The Sallows began" in world.documents[CHAPTER_5].text  # outside: carded, refused
    assert "outside what the writer approved in the plan" in texts[3]
    assert plans.shown == [("Tighten the opening of Chapter 3: Upriver",
                            "Tighten the first line of Chapter 5: The Sallows")]  # fmt: skip
    [made, refused] = run.act.decisions
    assert made.rule is Rule.NONE and refused.rule is Rule.SCOPE
    scope = run.scope.scope
    assert scope.documents == (CHAPTER_3,) and scope.origin is Origin.PLAN
    assert scope.reach is Reach.DOCUMENTS
    # the plan shown is the writer's version
    assert [item.text for item in end.turn.plan] == ["Tighten the opening of Chapter 3: Upriver"]
    decision = end.turn.plan_decision
    assert decision.state is PlanState.APPROVED and decision.edited and decision.by == "writer"
    # kept with the turn (a restart reads it back), in the request log and the run history
    [kept], _failures = ConversationStore(root / ".quire" / "conversations").load_all()
    assert kept.turns[-1].plan_decision == decision and kept.turns[-1].plan_first
    kinds = [(r["kind"], r["data"]) for r in session.run_records(run.turn.id)]
    assert ("plan_asked", {"items": list(plans.shown[0])}) in kinds
    [logged] = [data for kind, data in kinds if kind == "plan_decision"]
    assert logged["state"] == "approved" and logged["edited"] and logged["by"] == "writer"
    [entry] = RunHistory(root / ".quire" / "history").entries()
    assert entry.plan == decision


def test_a_plan_approved_as_proposed_lets_the_model_change_what_it_names(root):
    plans = Plans(lambda a: a.approve())
    session, project = plan_first_session(root, plan_then_both(), plans)
    run = session.ask(REQUEST, project.snapshot())
    end = session.finish(run, run.execute())
    assert "The Sallows started" in project.world.documents[CHAPTER_5].text
    assert end.turn.plan_decision.approves and not end.turn.plan_decision.edited
    assert set(run.scope.scope.documents) == {CHAPTER_3, CHAPTER_5}


@pytest.mark.parametrize(
    ("plans", "state", "said"),
    [
        (Plans(lambda a: a.refuse("Not chapter 5")), PlanState.REFUSED,
         "The writer refused the plan: Not chapter 5."),
        (None, PlanState.UNASKED, "cannot be asked to approve a plan"),
    ],
    ids=["refused", "nobody to ask"],
)  # fmt: skip
def test_a_plan_not_approved_leaves_the_project_as_it_was(root, plans, state, said):
    session, project = plan_first_session(root, plan_then_both(), plans)
    before = project.world
    run = session.ask(REQUEST, project.snapshot())
    result = run.execute()
    end = session.finish(run, result)
    assert project.world == before
    texts = tool_results(result)
    assert said in texts[1]
    assert all("the writer asked to approve a plan first" not in t for t in texts[1:2])
    assert "nothing can be changed now" in texts[2] or "cannot be asked" in texts[2]
    assert end.turn.plan_decision.state is state and not end.changes
    assert run.act.decisions == ()  # refused before anything was proposed


def test_stop_settles_the_waiting_plan_at_once(root):
    shown = threading.Event()
    plans = Plans(lambda _approval: shown.set())  # the writer never decides
    session, project = plan_first_session(root, plan_then_both(), plans)
    run: Run = session.ask(REQUEST, project.snapshot())
    cancel = CancelToken()
    box = {}
    worker = threading.Thread(target=lambda: box.update(result=run.execute(cancel=cancel)))
    worker.start()
    assert shown.wait(10)
    cancel.cancel()
    worker.join(10)
    assert not worker.is_alive() and box["result"].cancelled
    assert run.plan_decision.state is PlanState.STOPPED


def test_a_turn_kept_from_an_earlier_session_keeps_its_approved_plan(root):
    replies = [
        call(1, "update_plan", steps=["Tighten the opening of Chapter 3: Upriver"]),
        AiResponse(text="I will start", finish_reason=FinishReason.LENGTH),
        call(2, "replace_text", document=CHAPTER_5, find="The Sallows began",
             replace="The Sallows started"),
        AiResponse(text="Done."),
    ]  # fmt: skip
    plans = Plans(lambda a: a.approve())
    session, project = plan_first_session(root, replies, plans)
    run = session.ask(REQUEST, project.snapshot())
    session.finish(run, run.execute())
    # a new session (a restart) goes on with the cut-off answer under the approved plan
    again, _project = plan_first_session(root, replies[2:], Plans(lambda a: a.refuse()))
    again.host.project = project
    again.conversations.open(session.conversations.current.id)
    later = again.keep_going(project.snapshot())
    result = later.execute()
    assert later.plan_decision.approves and later.act.approval.plan_refusal() == ""
    assert "outside what the writer approved in the plan" in tool_results(result)[-1]
    assert "The Sallows began" in project.world.documents[CHAPTER_5].text


def test_without_plan_first_nothing_waits_for_a_plan(root):
    session, project = act_session(root, plan_then_both()[2:], None, approval_policy="none")
    run = session.ask(REQUEST, project.snapshot())
    session.finish(run, run.execute())
    assert run.turn_tools.plan_first is None and not run.turn.plan_first
    assert "Plan first" not in run.prompt
    assert project.world.documents[CHAPTER_3].text.startswith("Three days")
