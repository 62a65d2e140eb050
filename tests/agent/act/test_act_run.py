"""An act-mode run without Qt: the approval policy, decisions (approve, reject with a reason,
all, stop, nobody to ask), records holding each edit and its exact inverse, and a worker that
waits on the owner thread without polling."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest

from assistant.agent.act.act_run import ActRun, ActRunState, QueueOwner
from assistant.agent.act.approval import (
    REFUSALS,
    Approval,
    ApprovalPolicy,
    Decision,
    Proposal,
    Verdict,
    needs_approval,
)
from assistant.agent.act.records import ChangeRecord
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.loop import run_agent_conversation
from assistant.agent.loop.messages import AiResponse, AiToolCall, Role
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.tools.base import ToolError
from assistant.agent.tools.executors import act_tools, make_act_executor
from assistant.world.edits import (
    DeleteText,
    ReplaceRange,
    SetEntityField,
    SetText,
    SetTitle,
    TrashNode,
)
from assistant.world.edits.diff import Field, LineKind, TargetKind
from assistant.world.model import World
from assistant.world.project import Project
from tests.paths import SAMPLE

CHAPTER_1 = "d-9b65717c5f"
CHAPTER_3 = "d-218eff7021"
TIMELINE = "d-6349d7e158"
MARA = "e-470dba0693"


@pytest.fixture
def project() -> Project:
    return Project.open(SAMPLE, lock=False)


class Writer:
    """Stands in for whoever is asked: decides each proposal with the next of ``answers``
    (a callable taking the proposal), or keeps it waiting when there is none."""

    def __init__(self, *answers: Callable[[Proposal], None]) -> None:
        self.answers = list(answers)
        self.shown: list[Proposal] = []

    def present(self, proposal: Proposal) -> None:
        self.shown.append(proposal)
        if self.answers:
            self.answers.pop(0)(proposal)


def on_worker(run: ActRun, owner: QueueOwner, work: Callable[[], Any]) -> Any:
    """Run ``work`` on a worker thread while this (the owner) thread serves the run."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = work()
        except BaseException as error:  # handed back below
            box["error"] = error
        finally:
            owner.close()

    thread = threading.Thread(target=target)
    thread.start()
    owner.serve()
    thread.join(5)
    if "error" in box:
        raise box["error"]
    return box["value"]


def call(name: str, **arguments: Any) -> AiToolCall:
    return AiToolCall(f"c-{name}-{len(arguments)}", name, arguments)


def same_world(a: World, b: World) -> bool:
    return (a.meta, a.documents, a.folders, a.entities, a.root, a.trash) == (
        b.meta, b.documents, b.folders, b.entities, b.root, b.trash
    )  # fmt: skip


# -- the policy ------------------------------------------------------------------------------


def test_risky_policy_asks_for_trash_and_large_removals_only(project):
    world = project.world
    text = world.documents[CHAPTER_3].text
    risky = ApprovalPolicy.RISKY
    assert needs_approval(risky, TrashNode(CHAPTER_3), world)
    assert needs_approval(risky, DeleteText(CHAPTER_3, 0, 401), world)
    assert not needs_approval(risky, DeleteText(CHAPTER_3, 0, 400), world)
    assert not needs_approval(risky, ReplaceRange(CHAPTER_3, 0, 10, "new words"), world)
    assert needs_approval(risky, SetText(CHAPTER_3, text[:100] + text[700:]), world)
    assert needs_approval(risky, SetText(CHAPTER_1, ""), world)
    short, _ = SetText(TIMELINE, "x" * 300).apply(world)
    assert needs_approval(risky, DeleteText(TIMELINE, 0, 101), short)  # over a third
    assert not needs_approval(risky, DeleteText(TIMELINE, 0, 99), short)
    assert not needs_approval(risky, SetEntityField(MARA, "Age", "20"), world)
    assert needs_approval(ApprovalPolicy.EVERY, SetEntityField(MARA, "Age", "20"), world)
    assert not needs_approval(ApprovalPolicy.NONE, TrashNode(CHAPTER_3), world)


def test_records_show_diffs_of_text_and_of_fields(project):
    world = project.world
    first_line = world.documents[CHAPTER_3].text.splitlines()[0]
    edit = ReplaceRange(CHAPTER_3, 0, len(first_line), "A new first line")
    after, inverse = edit.apply(world)
    record = ChangeRecord.of(1, edit, inverse, world, after)
    lines = [(line.kind, line.text) for line in record.diff().lines()]
    assert (LineKind.REMOVED, first_line) in lines
    assert (LineKind.ADDED, "A new first line") in lines
    assert record.target_kind is TargetKind.DOCUMENT and record.action == "replace_text"
    field = SetEntityField(MARA, "Age", "20")
    after, inverse = field.apply(world)
    record = ChangeRecord.of(2, field, inverse, world, after)
    assert record.target_kind is TargetKind.ENTITY and record.title == "Mára Tesk"
    change = record.diff().field(Field.FIELDS)
    assert ("Age", "19") in change.before and ("Age", "20") in change.after


# -- a run through the real loop --------------------------------------------------------------


def test_a_run_records_each_edit_with_its_exact_inverse(project):
    start = project.world
    owner = QueueOwner()
    run = ActRun(project, Approval(ApprovalPolicy.NONE, None), run_id="r1", owner=owner)
    provider = ScriptedProvider(
        [
            AiResponse(
                tool_calls=(
                    call("retitle", node=CHAPTER_3, title="Upriver at Dawn"),
                    call("set_entity_field", entity=MARA, field="Age", value="20"),
                    call("trash_node", node=TIMELINE),
                )
            ),
            AiResponse(text="Done."),
        ]
    )
    executor = make_act_executor(run)
    result = on_worker(
        run, owner,
        lambda: run_agent_conversation(provider, act_tools(), executor, "act", "tidy", 4),
    )  # fmt: skip
    assert result.answered
    records = run.finish()
    assert run.state is ActRunState.FINISHED
    assert [r.action for r in records] == ["retitle", "set_entity_field", "trash_node"]
    assert [r.number for r in records] == [1, 2, 3]
    assert records[0].before is start and records[-1].after is project.world
    for record in reversed(records):  # the exact inverses give back the start
        project.apply(record.inverse)
    assert same_world(project.world, start)


def test_the_writer_approves_rejects_with_a_reason_and_approves_the_rest(project):
    owner = QueueOwner()
    writer = Writer(
        lambda p: p.approve(),
        lambda p: p.reject("keep the old title"),
        lambda p: p.approve_all(),
    )
    run = ActRun(project, Approval(ApprovalPolicy.EVERY, writer), run_id="r2", owner=owner)
    provider = ScriptedProvider(
        [
            AiResponse(
                tool_calls=(
                    call("retitle", node=CHAPTER_3, title="Upriver by Night"),
                    call("retitle", node=CHAPTER_1, title="The Map-House"),
                    call("set_entity_field", entity=MARA, field="Age", value="20"),
                    call("set_entity_field", entity=MARA, field="Eyes", value="green"),
                )
            ),
            AiResponse(text="Done, apart from the title you kept."),
        ]
    )
    executor = make_act_executor(run)
    result = on_worker(
        run, owner,
        lambda: run_agent_conversation(provider, act_tools(), executor, "act", "tidy", 4),
    )  # fmt: skip
    assert result.ok
    tool_messages = [m for m in provider.requests[1].messages if m.role == Role.TOOL]
    assert [m.is_error for m in tool_messages] == [False, True, False, False]
    assert "The writer refused this change: keep the old title" in tool_messages[1].content
    assert len(writer.shown) == 3  # the fourth change came after "all"
    world = project.world
    assert world.documents[CHAPTER_3].title == "Upriver by Night"
    assert world.documents[CHAPTER_1].title == "Chapter 1: The Map House"
    assert world.entities[MARA].field_value("Eyes") == "green"
    (refusal,) = run.refused
    assert refusal.decision == Decision(Verdict.REJECT, "keep the old title")
    assert refusal.preview.target_id == CHAPTER_1
    assert len(run.finish()) == 3


def test_with_nobody_to_ask_a_risky_change_is_refused_and_the_rest_applies(project):
    owner = QueueOwner()
    run = ActRun(project, Approval(ApprovalPolicy.RISKY, None), run_id="r3", owner=owner)
    text = project.world.documents[CHAPTER_1].text
    executor = make_act_executor(run)

    def work():
        return [
            executor(call("replace_text", document=CHAPTER_1, find=text, replace="")),
            executor(call("trash_node", node=CHAPTER_3)),
            executor(call("retitle", node=TIMELINE, title="Dates")),
        ]

    erase, trash, retitle = on_worker(run, owner, work)
    assert not erase.ok and not trash.ok and retitle.ok
    assert REFUSALS[Verdict.UNASKED] in erase.text
    assert project.world.documents[CHAPTER_1].text == text
    assert not project.world.is_trashed(CHAPTER_3)
    assert [r.decision.verdict for r in run.refused] == [Verdict.UNASKED, Verdict.UNASKED]
    assert [r.preview.action for r in run.refused] == ["replace_text", "trash_node"]
    assert [r.action for r in run.finish()] == ["retitle"]


def test_a_waiting_change_is_locked_and_stop_wakes_the_worker_at_once(project):
    owner = QueueOwner()
    token = CancelToken()
    writer = Writer()  # keeps every proposal waiting
    run = ActRun(project, Approval(ApprovalPolicy.EVERY, writer), run_id="r4", owner=owner)
    run.watch(token)
    locked: list[frozenset[str]] = []

    class Locks:
        def change_applied(self, record: ChangeRecord) -> None:
            pass

        def locks_changed(self) -> None:
            locked.append(run.touched)
            threading.Thread(target=token.cancel).start()  # Stop, from yet another thread

    run.add_listener(Locks())
    with pytest.raises(ToolError, match="stopped"):
        on_worker(run, owner, lambda: run.apply(SetTitle(CHAPTER_3, "X")))
    assert CHAPTER_3 in locked[0]  # reserved while it waited
    owner.close()
    owner.serve()  # the stop's own work on the owner thread: the card folds
    assert writer.shown[0].decision.verdict is Verdict.STOP
    assert run.state is ActRunState.STOPPED and run.touched == frozenset()
    with pytest.raises(ToolError, match="stopped"):
        run.apply(SetTitle(CHAPTER_1, "Y"))
    assert run.finish() == ()
    assert project.world.documents[CHAPTER_3].title == "Chapter 3: Upriver"


def test_a_stop_decision_stops_the_whole_run(project):
    owner = QueueOwner()
    token = CancelToken()
    run = ActRun(
        project,
        Approval(ApprovalPolicy.EVERY, Writer(lambda p: p.decide(Decision(Verdict.STOP)))),
        run_id="r5",
        owner=owner,
    )
    run.watch(token)
    with pytest.raises(ToolError, match="stopped"):
        on_worker(run, owner, lambda: run.apply(SetTitle(CHAPTER_3, "X")))
    assert token.cancelled and run.state is ActRunState.STOPPED


def test_finish_refuses_what_still_waits(project):
    owner = QueueOwner()
    writer = Writer(lambda p: run.finish())  # the run ends while the change waits
    run = ActRun(project, Approval(ApprovalPolicy.EVERY, writer), run_id="r6", owner=owner)
    with pytest.raises(ToolError, match="ended"):
        on_worker(run, owner, lambda: run.apply(SetTitle(CHAPTER_3, "X")))
    assert writer.shown[0].decision.verdict is Verdict.ENDED
    assert run.changes == ()
