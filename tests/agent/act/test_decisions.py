"""Every decision on record: for each change an act-mode run proposes, who decided it and how
(the writer, approving or refusing with a reason; the approval policy; the reviewer; nobody
to ask), in the run's events, the request log, the run history and ``quire history``."""

from __future__ import annotations

import contextlib
import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from assistant import cli
from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy, Proposal
from assistant.agent.act.decisions import (
    Answer,
    ChangeDecided,
    ChangeDecision,
    DecidedBy,
    Rule,
    decision_from_json,
    decision_to_json,
)
from assistant.agent.act.records import Review, ReviewVerdict
from assistant.agent.act.run_history import KeptRunState, RunHistory, check_run
from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiResponse, AiToolCall
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.run import Run
from assistant.agent.session.session import Session
from assistant.agent.tools.base import ToolError
from assistant.world.edits import SetTitle, TrashNode
from assistant.world.project import Project
from tests.paths import SAMPLE

CHAPTER_3 = "d-218eff7021"
TIMELINE = "d-6349d7e158"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, folder, ignore=shutil.ignore_patterns(".quire"))
    return folder


class Writer:
    """Decides each proposal shown with the next answer."""

    def __init__(self, *answers: Callable[[Proposal], None]) -> None:
        self.answers = list(answers)

    def present(self, proposal: Proposal) -> None:
        self.answers.pop(0)(proposal)


class Host:
    def __init__(self, project: Project, writer: Writer | None) -> None:
        self.project = project
        self.writer = writer

    def begin_run(self, run: Run, policy: ApprovalPolicy) -> ActRun:
        return ActRun(self.project, Approval(policy, self.writer), run_id=run.run_id)

    def commit_run(self, run: Run) -> bool:
        return bool(run.act.finish())


def act_session(root: Path, replies, writer: Writer | None, **settings) -> tuple[Session, Project]:
    project = Project.open(root, lock=False)
    values = {"provider": "lmstudio", "model": "m", "context_window": 1_000_000,
              "approval_policy": "every", "review_changes": False, **settings}  # fmt: skip
    setup = AssistantSetup(ScriptedProvider(replies), Settings(**values))
    session = Session(root / ".quire", setup=lambda: setup, host=Host(project, writer),
                      root=root)  # fmt: skip
    session.conversations.set_mode(Mode.ACT)
    return session, project


def retitle_then_trash() -> list[AiResponse]:
    return [
        AiResponse(tool_calls=(
            AiToolCall("c1", "retitle", {"node": TIMELINE, "title": "Dates"}),
            AiToolCall("c2", "trash_node", {"node": CHAPTER_3}),
        )),
        AiResponse(text="I retitled the timeline; you kept chapter 3."),
    ]  # fmt: skip


def quire(capsys, *argv: str) -> tuple[int, str]:
    code = cli.main(list(argv))
    return code, capsys.readouterr().out


def test_a_refusal_by_the_writer_is_on_record_and_in_quire_history(root, capsys):
    writer = Writer(lambda p: p.approve(), lambda p: p.reject("  Keep chapter 3 where it is "))
    session, project = act_session(root, retitle_then_trash(), writer)
    events = []
    run = session.ask("Tidy the manuscript", project.snapshot())
    end = session.finish(run, run.execute(on_event=events.append))
    assert project.world.documents[TIMELINE].title == "Dates"
    assert not project.world.is_trashed(CHAPTER_3)

    approved, refused = run.act.decisions
    assert (approved.by, approved.answer, approved.rule) == (
        DecidedBy.WRITER, Answer.APPROVED, Rule.EVERY
    )
    assert approved.target == TIMELINE and approved.change == 1 and approved.made
    assert (refused.by, refused.answer, refused.reason) == (
        DecidedBy.WRITER, Answer.REFUSED, "Keep chapter 3 where it is"
    )
    assert refused.target == CHAPTER_3 and refused.number == 2 and not refused.made
    assert refused.title == "Chapter 3: Upriver"
    # Reported as it happened, each after its tool call, once.
    decided = [e.decision for e in events if isinstance(e, ChangeDecided)]
    assert decided == [approved, refused]

    # The request log: a decision line after each tool call, in order.
    records = session.run_records(run.turn.id)
    kinds = [r["kind"] for r in records]
    assert kinds.count("decision") == 2
    for record, decision in zip([r for r in records if r["kind"] == "decision"],
                                (approved, refused), strict=True):  # fmt: skip
        assert decision_from_json(record["data"]) == decision
    assert kinds.index("decision") > kinds.index("tool_call")

    # The run history keeps both decisions with the run.
    [entry] = RunHistory(root / ".quire" / "history").entries()
    assert end.kept is not None and entry.decisions == (approved, refused)

    # And quire history says so, as text and as JSON.
    project.save()
    code, out = quire(capsys, "history", str(root))
    assert code == 0
    assert "1 change; can be undone" in out
    assert (f"    Document “Dates” ({TIMELINE}): retitled — approved by you (asked because "
            "every change asks)\n  Not made:\n") in out  # fmt: skip
    assert (f"    2. Document “Chapter 3: Upriver” ({CHAPTER_3}): moved to the trash — refused "
            "by you: Keep chapter 3 where it is (asked because every change asks)") in out
    code, out = quire(capsys, "history", str(root), "--json")
    [row] = json.loads(out)
    assert [(d["by"], d["answer"], d["reason"]) for d in row["decisions"]] == [
        ("writer", "approved", ""), ("writer", "refused", "Keep chapter 3 where it is"),
    ]


def test_a_run_whose_every_change_was_refused_is_kept_for_its_decisions(root, capsys):
    session, project = act_session(root, [
        AiResponse(tool_calls=(AiToolCall("c1", "trash_node", {"node": CHAPTER_3}),)),
        AiResponse(text="Nothing was changed."),
    ], None)  # fmt: skip
    run = session.ask("Trash chapter 3", project.snapshot())
    end = session.finish(run, run.execute())
    assert not end.committed and end.kept is not None and end.kept.changes == ()
    [decision] = end.kept.decisions
    assert (decision.by, decision.answer) == (DecidedBy.NOBODY, Answer.UNASKED)
    assert check_run(end.kept, project.world).state is KeptRunState.NOTHING
    code, out = quire(capsys, "history", str(root))
    assert "0 changes; changed nothing (no change it proposed was made), so nothing to undo" in (
        out
    )
    assert "moved to the trash — not made: it needed your approval and nobody could be asked" in (
        out
    )
    code = cli.main(["undo", str(root), "1"])
    assert code == 1 and "changed nothing" in capsys.readouterr().err


# -- who decides, rule by rule --------------------------------------------------------------


@pytest.fixture
def project() -> Project:
    return Project.open(SAMPLE, lock=False)


class Passes:
    def __init__(self, verdict: ReviewVerdict = ReviewVerdict.PASS, reason: str = "as asked"):
        self.verdict, self.reason = verdict, reason

    def review(self, change, cancel=None) -> Review:
        return Review(self.verdict, self.reason)


def decided(project: Project, policy: str, *edits, writer: Writer | None = None,
            reviewer=None) -> tuple[ChangeDecision, ...]:  # fmt: skip
    act = ActRun(project, Approval(policy, writer, reviewer), run_id="t-1")
    for edit in edits:
        with contextlib.suppress(ToolError):  # a refusal: the model reads it
            act.apply(edit)
    act.finish()
    return act.decisions


def test_the_policy_lets_changes_through_and_says_which_rule(project):
    [none] = decided(project, "none", SetTitle(TIMELINE, "Dates"))
    assert (none.by, none.rule, none.answer, none.change) == (DecidedBy.POLICY, Rule.NONE, "", 1)
    [safe] = decided(project, "risky", SetTitle(TIMELINE, "Dates"))
    assert (safe.by, safe.rule) == (DecidedBy.POLICY, Rule.SAFE)
    [risky] = decided(project, "risky", TrashNode(CHAPTER_3))
    assert (risky.by, risky.rule, risky.answer) == (DecidedBy.NOBODY, Rule.RISKY, "unasked")


def test_the_reviewer_decides_what_it_passes_and_holds_what_it_flags(project):
    [passed] = decided(project, "none", SetTitle(TIMELINE, "Dates"), reviewer=Passes())
    assert (passed.by, passed.review, passed.review_reason) == (
        DecidedBy.REVIEWER, "pass", "as asked"
    )
    [flagged] = decided(project, "none", SetTitle(TIMELINE, "Dates"),
                        reviewer=Passes(ReviewVerdict.FLAG, "not asked for"),
                        writer=Writer(lambda p: p.reject()))  # fmt: skip
    assert (flagged.by, flagged.rule, flagged.answer) == (DecidedBy.WRITER, Rule.REVIEW,
                                                          "refused")  # fmt: skip
    assert flagged.review == "flag" and flagged.review_reason == "not asked for"


def test_approve_all_and_stop_are_the_writers_decisions(project):
    first, second = decided(project, "every", SetTitle(TIMELINE, "Dates"),
                            SetTitle(CHAPTER_3, "Bell"),
                            writer=Writer(lambda p: p.approve_all()))  # fmt: skip
    assert (first.by, first.answer) == (DecidedBy.WRITER, Answer.APPROVED_ALL)
    assert (second.by, second.rule, second.answer) == (DecidedBy.WRITER, Rule.ALL, "")
    assert second.made and second.edit and second.edit != first.edit

    from assistant.agent.act.approval import Decision, Verdict

    [stopped] = decided(project, "every", TrashNode(CHAPTER_3),
                        writer=Writer(lambda p: p.decide(Decision(Verdict.STOP))))  # fmt: skip
    assert (stopped.by, stopped.answer, stopped.made) == (DecidedBy.WRITER, Answer.STOPPED, False)


def test_a_decision_goes_to_json_and_back(project):
    [decision] = decided(project, "none", SetTitle(TIMELINE, "Dates"), reviewer=Passes())
    assert decision_from_json(json.loads(json.dumps(decision_to_json(decision)))) == decision
    with pytest.raises(ValueError):
        decision_from_json({"by": "the cat", "rule": "none"})
