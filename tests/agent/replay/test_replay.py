"""Replaying a recorded run through the core: a run asked with a scripted model, read back
from the project's request log, played again with the recorded answers against the project
as it is; identical while nothing changed, and naming each place it now differs: a tool
result changed (the document it read was edited), a tool refused, a change decided
otherwise; things the run made are made under the same ids; the writer's refusal is
replayed as given; nothing is sent and the project is not touched."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy, Proposal
from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiResponse, AiToolCall
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.replay.compare import DifferenceKind
from assistant.agent.replay.record import RunRecord, find_record, recorded_runs
from assistant.agent.replay.replayer import replay
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.run import Run
from assistant.agent.session.session import Session
from assistant.world.edits import SetProjectSetting, SetText, SetTitle
from assistant.world.project import Project
from tests.paths import SAMPLE
from tests.world.storage.storage_worlds import project_files

CHAPTER_3 = "d-218eff7021"
TIMELINE = "d-6349d7e158"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, folder, ignore=shutil.ignore_patterns(".quire"))
    return folder


class Writer:
    def __init__(self, *answers) -> None:
        self.answers = list(answers)

    def present(self, proposal: Proposal) -> None:
        self.answers.pop(0)(proposal)


class Host:
    def __init__(self, project: Project, writer=None) -> None:
        self.project, self.writer = project, writer

    def begin_run(self, run: Run, policy: ApprovalPolicy) -> ActRun:
        return ActRun(self.project, Approval(policy, self.writer), run_id=run.run_id)

    def commit_run(self, run: Run) -> bool:
        return bool(run.act.finish())


def asked(root: Path, replies, question: str, mode: Mode = Mode.ASK, writer=None,
          **settings) -> Run:  # fmt: skip
    project = Project.open(root, lock=False)
    values = {"provider": "lmstudio", "model": "quill-7b", "context_window": 1_000_000,
              "review_changes": False, **settings}  # fmt: skip
    setup = AssistantSetup(ScriptedProvider(replies), Settings(**values))
    session = Session(root / ".quire", setup=lambda: setup, host=Host(project, writer),
                      root=root)  # fmt: skip
    session.conversations.set_mode(mode)
    run = session.ask(question, project.snapshot())
    session.finish(run, run.execute())
    project.save()
    return run


def reads_chapter_3() -> list[AiResponse]:
    return [
        AiResponse(tool_calls=(AiToolCall("c1", "read_document", {"document": CHAPTER_3}),)),
        AiResponse(text="Chapter 3 is about the river."),
    ]


def edit_chapter_3(root: Path, text: str) -> None:
    project = Project.open(root, lock=False)
    project.apply(SetText(CHAPTER_3, text))
    project.save()


def test_a_replay_finds_a_changed_tool_result(root):
    run = asked(root, reads_chapter_3(), "What is chapter 3 about?")
    record = find_record(root / ".quire" / "runs", run.turn.id)
    assert record.question == "What is chapter 3 about?" and record.mode is Mode.ASK
    assert len(record.exchanges) == 2 and len(record.tool_results) == 1

    same = replay(root, record)
    assert same.same, same.differences
    assert same.now.tool_results == record.tool_results

    before = project_files(root)
    edit_chapter_3(root, "The bell rang under the water all night.\n")
    before = project_files(root)
    changed = replay(root, record)
    assert not changed.same
    [difference] = changed.differences
    assert difference.kind is DifferenceKind.TOOL_RESULT and difference.number == 1
    assert difference.subject == f'read_document({{"document":"{CHAPTER_3}"}})'
    assert "The bell rang under the water all night." in difference.now
    assert "The bell rang" not in difference.then
    # The replay touched nothing: the project's files, its log and its history are as they were.
    assert project_files(root) == before
    assert [r.run_id for r in recorded_runs(root / ".quire" / "runs")] == [run.turn.id]


def test_a_replay_of_an_act_run_gives_the_writers_decisions_and_finds_a_refused_tool(root):
    """The writer approved one change and refused another; replayed, both are decided the
    same way. Once the text the model replaces is gone, its tool refuses and the change is
    not proposed at all."""
    text = Project.open(root, lock=False).world.documents[CHAPTER_3].text
    first_line = text.splitlines()[0]
    replies = [
        AiResponse(tool_calls=(
            AiToolCall("c1", "replace_text", {"document": CHAPTER_3, "find": first_line,
                                              "replace": "It began at the ford."}),
            AiToolCall("c2", "trash_node", {"node": TIMELINE}),
        )),
        AiResponse(text="I changed the opening; the timeline stays."),
    ]  # fmt: skip
    writer = Writer(lambda p: p.approve(), lambda p: p.reject("keep the timeline"))
    run = asked(root, replies, "Tighten chapter 3", Mode.ACT, writer, approval_policy="every")
    record = find_record(root / ".quire" / "runs", "last")
    assert record.run_id == run.turn.id and record.mode is Mode.ACT
    assert [(d.answer, d.reason) for d in record.decisions] == [
        ("approved", ""), ("refused", "keep the timeline")
    ]

    # The run's change is saved now; replayed against the project before it, all is the same.
    edit_chapter_3(root, text)
    same = replay(root, record)
    assert same.same, same.differences
    assert [(d.answer, d.reason) for d in same.now.decisions] == [
        ("approved", ""), ("refused", "keep the timeline")
    ]

    # With the project as the run left it, the first line is gone: the tool refuses.
    edit_chapter_3(root, "It began at the ford.\n" + "\n".join(text.splitlines()[1:]) + "\n")
    changed = replay(root, record)
    kinds = [d.kind for d in changed.differences]
    assert kinds[0] is DifferenceKind.TOOL_REFUSED
    assert DifferenceKind.DECISION in kinds
    decided = next(d for d in changed.differences if d.kind is DifferenceKind.DECISION)
    assert decided.then_decision is not None and decided.then_decision.target == CHAPTER_3


def test_things_the_run_made_are_made_under_the_same_ids(root):
    replies = [
        AiResponse(tool_calls=(AiToolCall("c1", "create_document", {
            "title": "Ledger", "text": "Debts of the Carrows.", "kind": "note"}),)),
        AiResponse(text="Made the ledger."),
    ]  # fmt: skip
    run = asked(root, replies, "Start a ledger", Mode.ACT, approval_policy="none")
    record = find_record(root / ".quire" / "runs", run.turn.id[:6])
    [made] = record.decisions
    shutil.rmtree(root)
    shutil.copytree(SAMPLE, root, ignore=shutil.ignore_patterns(".quire"))
    # Against the project before the run, with its record only, the replay is the same run.
    again = replay(root, record)
    assert again.same, again.differences
    assert again.now.decisions[0].target == made.target


def test_a_record_without_its_question_is_refused(root):
    run = asked(root, reads_chapter_3(), "What is chapter 3 about?")
    records = find_record(root / ".quire" / "runs", run.turn.id).records
    with pytest.raises(ValueError, match="question"):
        RunRecord.of([r for r in records if r["kind"] != "question"])
    with pytest.raises(LookupError, match="no recorded run"):
        find_record(root / ".quire" / "runs", "t-nothing")


def test_a_change_the_project_now_requires_approval_of_is_decided_otherwise(root):
    """Made by the policy then; the project has since come to require approval of every
    change, and the record holds no answer of the writer's for it: not made now."""
    run = asked(root, [
        AiResponse(tool_calls=(AiToolCall("c1", "retitle", {"node": TIMELINE,
                                                            "title": "Dates"}),)),
        AiResponse(text="Retitled."),
    ], "Retitle the timeline", Mode.ACT, approval_policy="none")  # fmt: skip
    record = find_record(root / ".quire" / "runs", run.turn.id)
    project = Project.open(root, lock=False)
    project.apply(SetText(CHAPTER_3, project.world.documents[CHAPTER_3].text))  # unchanged
    project.apply(SetProjectSetting("least_approval", "every"))
    project.apply(SetTitle(TIMELINE, "Timeline"))  # as the run found it
    project.save()
    changed = replay(root, record)
    kinds = [d.kind for d in changed.differences]
    assert DifferenceKind.DECISION in kinds and DifferenceKind.TOOL_REFUSED in kinds
    decided = next(d for d in changed.differences if d.kind is DifferenceKind.DECISION)
    assert decided.then_decision.made and not decided.now_decision.made
    assert decided.now_decision.answer == "unasked"
