"""Fixing a time finding: an act-mode turn scoped to it that may re-time the scene (its
``when``, one undo step whose inverse gives the scene back as it was), and one that rests on
a time the assistant proposed asks the writer before any change, whatever the policy."""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy, Proposal
from assistant.agent.audit.finding_fix import ask_fix
from assistant.agent.audit.time_findings import as_findings
from assistant.agent.loop.messages import AiResponse, AiToolCall
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.run import Run
from assistant.agent.session.session import Session
from assistant.world.clock.model import Side, TimeCheckKind, TimeFinding
from assistant.world.edits import SetDocumentField
from assistant.world.project import Project
from tests.agent.session.test_session import setup_of
from tests.paths import SAMPLE
from tests.sample_planted import CHAPTER_1, TOLL_HOUSE

RAIN = "The rain had not come yet"
WHEN = "Tuesday 9 October 212"


class AskingHost:
    """Act-mode runs on a project whose writer approves every change shown, counting them."""

    def __init__(self, project: Project) -> None:
        self.project = project
        self.shown: list[Proposal] = []

    def present(self, proposal: Proposal) -> None:
        self.shown.append(proposal)
        proposal.approve()

    def begin_run(self, run: Run, policy: ApprovalPolicy) -> ActRun:
        return ActRun(self.project, Approval(policy, self), run_id=run.run_id)

    def commit_run(self, run: Run) -> bool:
        return bool(run.act.finish())


@pytest.fixture
def project(tmp_path: Path) -> Project:
    root = tmp_path / "sample"
    shutil.copytree(SAMPLE, root)
    project = Project.open(root, lock=False)
    project.apply(SetDocumentField(TOLL_HOUSE, "when", WHEN))
    return project


def retimed(project: Project, tmp_path: Path, *, proposed: bool):
    found = TimeFinding(TimeCheckKind.WEEKDAY, Side(TOLL_HOUSE, WHEN, "field:when"),
                        Side(CHAPTER_1, RAIN), {"stated": "Tuesday", "expected": "Thursday"})
    (finding,) = as_findings(project.world, [found]).kept
    if proposed:
        finding = replace(finding, proposed=True)
    provider = ScriptedProvider([
        AiResponse(tool_calls=(AiToolCall("a", "set_document_info", {
            "document": "The Toll-House", "when": "Thursday 11 October 212"}),)),
        AiResponse(text="The toll-house scene is on the Thursday now."),
    ])  # fmt: skip
    host = AskingHost(project)
    session = Session(tmp_path / "data", setup=setup_of(provider, approval_policy="none"),
                      host=host)  # fmt: skip
    session.conversations.set_mode(Mode.ACT)
    run = ask_fix(session, finding, project.snapshot())
    return finding, run, session.finish(run, run.execute()), host


def test_a_time_finding_is_fixed_by_re_timing_its_scene_as_one_step(project, tmp_path):
    before = project.world
    finding, run, end, host = retimed(project, tmp_path, proposed=False)
    assert "timeline problem (weekday)" in run.question and "set_document_info" in run.question
    assert end.committed and host.shown == []  # the policy lets it through
    (change,) = end.changes
    assert project.world.documents[TOLL_HOUSE].field_value("when") == "Thursday 11 October 212"
    assert finding.possibly_fixed(project.world) and not finding.possibly_fixed(before)
    undone, _ = change.inverse.apply(project.world)
    assert undone.documents[TOLL_HOUSE] == before.documents[TOLL_HOUSE]


def test_a_fix_resting_on_a_proposed_time_asks_the_writer_whatever_the_policy(
    project, tmp_path
):
    _finding, run, end, host = retimed(project, tmp_path, proposed=True)
    assert "a time you proposed" in run.question
    assert len(host.shown) == 1 and end.committed
    assert project.world.documents[TOLL_HOUSE].field_value("when") == "Thursday 11 October 212"


def test_re_timing_keeps_the_name_the_writer_gave_the_field(project) -> None:
    from assistant.agent.tools.write import plan_edit

    project.apply(SetDocumentField(TOLL_HOUSE, "when", ""))  # emptied, not removed
    spanish = replace(project.world.documents[TOLL_HOUSE],
                      fields=(("Cuándo", "9 de octubre de 212"),))  # fmt: skip
    world = replace(project.world, documents=project.world.documents.set(TOLL_HOUSE, spanish))
    edit = plan_edit(world, AiToolCall("a", "set_document_info", {
        "document": "The Toll-House", "when": "11 de octubre de 212"}))  # fmt: skip
    after, _inverse = edit.apply(world)
    assert after.documents[TOLL_HOUSE].fields == (("Cuándo", "11 de octubre de 212"),)
