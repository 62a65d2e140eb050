"""The scope guard: an act-mode change outside what the writer's request named is asked about
whatever the approval policy, with what is outside in the proposal; with nobody to ask it is
refused and the model reads why. Every over-reach of the scripted set is flagged, and no
change within the scope is."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy, Proposal
from assistant.agent.act.decisions import DecidedBy, Rule
from assistant.agent.act.scope import Place, Reach, TurnScope
from assistant.agent.act.scope_request import scope_of_request
from assistant.agent.conversations.store import ConversationStore
from assistant.agent.loop.messages import AiResponse, AiToolCall
from assistant.agent.loop.mode import Mode
from assistant.agent.tools.base import ToolError
from assistant.world.edits import CreateNode, InsertText
from assistant.world.model import Document
from assistant.world.project import Project
from tests.agent.act.overreach import CASES, CHAPTER_3, CHAPTER_5, FIRST_OF_3, Case, tighten
from tests.agent.act.test_decisions import Writer, act_session
from tests.paths import SAMPLE


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, folder, ignore=shutil.ignore_patterns(".quire"))
    return folder


def guarded_run(project: Project, request: str, writer=None) -> ActRun:
    """An act-mode run under the loosest policy, scoped to what ``request`` names."""
    approval = Approval(ApprovalPolicy.NONE, writer)
    approval.use_scope(TurnScope(scope_of_request(request, project.world)))
    return ActRun(project, approval, run_id="r-1")


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_each_over_reach_is_flagged_and_nothing_within_the_scope_is(case: Case):
    project = Project.open(SAMPLE, lock=False)
    before = project.world
    run = guarded_run(project, case.request)
    edit = case.edit(before)
    if case.over_reach:
        with pytest.raises(ToolError, match="outside what the writer asked for"):
            run.apply(edit)
        assert project.world is before  # nothing changed
    else:
        run.apply(edit)
        assert project.world is not before
    [decision] = run.decisions
    assert (decision.rule is Rule.SCOPE) is case.over_reach
    assert decision.by is (DecidedBy.NOBODY if case.over_reach else DecidedBy.POLICY)


def test_the_proposal_says_what_is_outside_and_the_writer_may_approve_it():
    project = Project.open(SAMPLE, lock=False)
    shown: list[Proposal] = []
    writer = Writer(lambda p: (shown.append(p), p.approve()))
    run = guarded_run(project, FIRST_OF_3, writer)
    run.apply(tighten(CHAPTER_3, 2)(project.world))
    [proposal] = shown
    assert proposal.outside is not None
    assert proposal.outside.places == (Place(CHAPTER_3, (2,)),)
    assert proposal.outside.scope.paragraphs_of(CHAPTER_3) == (1,)
    [decision] = run.decisions
    assert (decision.rule, decision.by, decision.made) == (Rule.SCOPE, DecidedBy.WRITER, True)


def test_approve_all_does_not_reach_past_the_scope_but_widening_does():
    project = Project.open(SAMPLE, lock=False)
    writer = Writer(lambda p: p.approve_all(), lambda p: p.reject("Only chapter 3"))
    run = guarded_run(project, FIRST_OF_3, writer)
    run.apply(tighten(CHAPTER_3, 2)(project.world))  # approved, with all later changes
    with pytest.raises(ToolError, match="Only chapter 3"):
        run.apply(tighten(CHAPTER_5, 1)(project.world))  # outside: asked all the same
    run.approval.scope.widen(Reach.DOCUMENTS)
    run.apply(tighten(CHAPTER_3, 4)(project.world))  # the whole chapter now: not asked
    with pytest.raises(ToolError):
        run.apply(tighten(CHAPTER_5, 2)(project.world))  # another document still is
    run.approval.scope.widen(Reach.PROJECT)
    run.apply(tighten(CHAPTER_5, 2)(project.world))
    assert [d.rule for d in run.decisions] == [Rule.SCOPE, Rule.SCOPE, Rule.ALL, Rule.SCOPE,
                                               Rule.ALL]  # fmt: skip


def chapter_5_instead() -> list[AiResponse]:
    return [
        AiResponse(tool_calls=(AiToolCall(
            "c1", "replace_text", {"document": CHAPTER_5, "find": "The Sallows began",
                                   "replace": "The Sallows started"}),)),
        AiResponse(text="I could not."),
    ]  # fmt: skip


def test_a_session_guards_its_turn_keeps_the_scope_and_tells_the_model(root):
    session, project = act_session(root, chapter_5_instead(), None, approval_policy="none")
    run = session.ask(FIRST_OF_3, project.snapshot())
    result = run.execute()
    end = session.finish(run, result)
    assert "The Sallows began" in project.world.documents[CHAPTER_5].text  # not changed
    tool_result = next(m.content for m in result.transcript if m.role == "tool")
    assert "outside what the writer asked for: “Chapter 3: Upriver”, paragraph 1" in tool_result
    assert "“Chapter 5: The Sallows”" in tool_result
    [decision] = run.act.decisions
    assert decision.rule is Rule.SCOPE and decision.answer == "unasked"
    # kept with the turn, and read back after a restart
    assert end.turn.scope == run.scope.scope and end.turn.scope.documents == (CHAPTER_3,)
    [kept] = ConversationStore(root / ".quire" / "conversations").load_all()[0]
    assert kept.turns[-1].scope == end.turn.scope


def test_an_ask_mode_turn_has_no_scope(root):
    session, project = act_session(root, [AiResponse(text="It is about a flood.")], None)
    session.conversations.set_mode(Mode.ASK)
    run = session.ask(FIRST_OF_3, project.snapshot())
    end = session.finish(run, run.execute())
    assert end.turn.scope is None


def test_a_document_the_turn_makes_joins_its_scope():
    project = Project.open(SAMPLE, lock=False)
    run = guarded_run(project, "Rename the timeline and add a ledger note beside it")
    note = Document("d-00000ledge", "Ledger", "Debts.")
    run.apply(CreateNode(note, "f-497779dbeb"))  # nothing the writer had is touched
    run.apply(InsertText("d-00000ledge", 6, " More debts."))  # the turn goes on with it
    assert [d.rule for d in run.decisions] == [Rule.NONE, Rule.NONE]
    assert "d-00000ledge" in run.approval.scope.scope.documents
