"""Permissions only narrow: what a project requires of the assistant's changes (a least
approval, the reviewer always on) holds whatever the writer's settings, a run's options or a
specialist file say, through the core both front ends share."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import (
    Approval,
    ApprovalPolicy,
    Requirement,
    stricter,
)
from assistant.agent.act.decisions import DecidedBy, Rule
from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiRequest, AiResponse, AiToolCall
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup, Overrides
from assistant.agent.session.run import Run
from assistant.agent.session.session import Session
from assistant.agent.specialists.team import load_team
from assistant.world.edits import SetProjectSetting
from assistant.world.project import Project
from tests.paths import SAMPLE

TIMELINE = "d-6349d7e158"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, folder, ignore=shutil.ignore_patterns(".quire"))
    return folder


def requiring(root: Path, least: str = "none", review: bool = False) -> Project:
    project = Project.open(root, lock=False)
    project.apply(SetProjectSetting("least_approval", least))
    project.apply(SetProjectSetting("always_review", review))
    project.save()
    return project


class Host:
    """Act-mode runs on the project with nobody to ask (as a script runs ``quire ask``)."""

    def __init__(self, project: Project) -> None:
        self.project = project
        self.policies: list[ApprovalPolicy] = []

    def begin_run(self, run: Run, policy: ApprovalPolicy) -> ActRun:
        self.policies.append(policy)
        return ActRun(self.project, Approval(policy, None), run_id=run.run_id)

    def commit_run(self, run: Run) -> bool:
        return bool(run.act.finish())


def retitle(request: AiRequest | None = None) -> list:
    return [
        AiResponse(tool_calls=(AiToolCall("c1", "retitle", {"node": TIMELINE, "title": "Dates"}),)),
        AiResponse(text="Done."),
    ]


def ask(root: Path, project: Project, provider, specialist: str = "", **settings) -> Run:
    values = {"provider": "lmstudio", "model": "m", "context_window": 1_000_000, **settings}
    setup = AssistantSetup(provider, Settings(**values))
    host = Host(project)
    session = Session(root / ".quire", setup=lambda: setup, host=host, root=root)
    session.conversations.set_mode(Mode.ACT)
    run = session.ask("Retitle the timeline", project.snapshot(), specialist=specialist)
    session.finish(run, run.execute())
    return run


def test_settings_that_ask_for_nothing_are_narrowed_to_what_the_project_requires(root):
    project = requiring(root, "every")
    run = ask(root, project, ScriptedProvider(retitle()), approval_policy="none",
              review_changes=False)  # fmt: skip
    assert run.setup.approval_policy is ApprovalPolicy.EVERY
    [decision] = run.act.decisions
    assert (decision.by, decision.rule, decision.made) == (DecidedBy.NOBODY, Rule.EVERY, False)
    assert project.world.documents[TIMELINE].title == "Timeline"  # nobody could approve it


def test_an_overriding_option_is_narrowed_too(root):
    """The core narrows whatever reaches it: --approve none as an override still asks."""
    project = requiring(root, "risky")
    settings = Overrides(approval_policy=ApprovalPolicy.NONE).applied_to(
        Settings(provider="lmstudio", model="m", context_window=1_000_000, review_changes=False)
    )
    run = ask(root, project, ScriptedProvider(
        [AiResponse(tool_calls=(AiToolCall("c1", "trash_node", {"node": TIMELINE}),)),
         AiResponse(text="Done.")]
    ), **{k: getattr(settings, k) for k in ("approval_policy", "review_changes")})  # fmt: skip
    assert run.setup.approval_policy is ApprovalPolicy.RISKY
    assert not project.world.is_trashed(TIMELINE)


def test_the_reviewer_the_project_requires_checks_each_change(root):
    """Settings with the reviewer off, a project that requires it: each change is reviewed
    (by the provider itself when no reviewer was made), and a flag holds it."""
    project = requiring(root, "none", review=True)
    reviews: list[AiRequest] = []

    def model(request: AiRequest) -> AiResponse:
        if request.system_prompt.startswith("You check one change"):
            reviews.append(request)
            return AiResponse(text="FLAG: the writer did not ask for it")
        return answers.pop(0)

    answers = retitle()
    run = ask(root, project, ScriptedProvider([model] * 3), approval_policy="none",
              review_changes=False)  # fmt: skip
    assert run.setup.settings.review_changes and len(reviews) == 1
    [decision] = run.act.decisions
    assert (decision.rule, decision.review, decision.made) == (Rule.REVIEW, "flag", False)
    assert project.world.documents[TIMELINE].title == "Timeline"


def test_a_specialist_file_cannot_loosen_it(root):
    project = requiring(root, "every")
    folder = root / "specialists"
    folder.mkdir()
    (folder / "bold.md").write_text(
        "---\nname: Bold editor\ntools: read, structure\napprove: none\nreview: off\n---\n"
        "You make changes without asking.\n",
        encoding="utf-8",
    )
    team = load_team(root)
    assert team.get("Bold editor") is not None
    assert any("approve, review left out" in p.reason for p in team.problems), team.problems
    run = ask(root, project, ScriptedProvider(retitle()), specialist="Bold editor",
              approval_policy="none", review_changes=False)  # fmt: skip
    [decision] = run.act.decisions
    assert (decision.rule, decision.made) == (Rule.EVERY, False)


def test_a_requirement_is_read_from_the_project_and_only_narrows():
    world = Project.open(SAMPLE, lock=False).world
    assert Requirement.of(world) == Requirement()
    required = Requirement(ApprovalPolicy.RISKY, review=True)
    assert required.loosened_by("none") and not required.loosened_by("risky")
    assert not required.loosened_by("every")
    assert required.policy_for("none") is ApprovalPolicy.RISKY
    assert required.policy_for("every") is ApprovalPolicy.EVERY
    assert stricter("every", "none") is ApprovalPolicy.EVERY
