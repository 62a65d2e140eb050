"""The assistant cannot make private material public: an act-mode change that would unmark it
or move it out of a private folder is refused whatever the approval policy, in the core that
both the app and ``quire ask --act`` run."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy
from assistant.agent.config.settings import Settings
from assistant.agent.loop.events import ToolCallFinished
from assistant.agent.loop.messages import AiResponse, AiToolCall
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.run import Run
from assistant.agent.session.session import Session
from assistant.world.edits import SetFieldPrivate, SetPrivate
from assistant.world.privacy.guard import edit_exposes, exposed
from assistant.world.privacy.material import node_is_private
from assistant.world.project import Project
from tests.paths import SAMPLE

HIGH_WATER = "f-4c0f3b7802"  # Chapter 2: High Water, a folder of Part One
SCENE = "d-0afb7cc2a9"  # inside it
CHAPTER_3 = "d-218eff7021"  # in Part One, not private
MARA = "e-470dba0693"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, folder, ignore=shutil.ignore_patterns(".quire"))
    project = Project.open(folder, lock=False)
    project.apply(SetPrivate(HIGH_WATER, True))
    key = project.world.entities[MARA].fields[0][0]
    project.apply(SetFieldPrivate(MARA, key, True))
    project.save()
    return folder


class Host:
    def __init__(self, project: Project) -> None:
        self.project = project

    def begin_run(self, run: Run, policy: ApprovalPolicy) -> ActRun:
        return ActRun(self.project, Approval(policy, None), run_id=run.run_id)

    def commit_run(self, run: Run) -> bool:
        return bool(run.act.finish())


def test_a_model_cannot_move_private_material_out_of_its_private_folder(root):
    project = Project.open(root, lock=False)
    before = project.world
    replies = [
        AiResponse(tool_calls=(
            AiToolCall("c1", "move_node", {"node": SCENE, "after": CHAPTER_3}),
            AiToolCall("c2", "move_node", {"node": SCENE, "folder": ""}),
            AiToolCall("c3", "retitle", {"node": CHAPTER_3, "title": "Upriver"}),
        )),
        AiResponse(text="Done."),
    ]  # fmt: skip
    settings = Settings(
        provider="lmstudio", model="m", context_window=1_000_000, approval_policy="none",
        review_changes=False,
    )
    # a model on this computer that may read private material: what it may not do is make
    # any of it public (a cloud model reads it withheld and may not touch it at all)
    setup = AssistantSetup(ScriptedProvider(replies), settings, reads_private=True)
    session = Session(root / ".quire", setup=lambda: setup, host=Host(project), root=root)
    session.conversations.set_mode(Mode.ACT)
    events: list[object] = []
    run = session.ask("Tidy the tree", project.snapshot())
    session.finish(run, run.execute(on_event=events.append))

    results = [e.result for e in events if isinstance(e, ToolCallFinished)]
    assert "refused: this change would make private material public" in results[0]
    assert SCENE in results[0] and "refused" in results[1]
    assert project.world.parent_of(SCENE) == HIGH_WATER
    assert node_is_private(project.world, SCENE)
    assert project.world.documents[CHAPTER_3].title == "Upriver"  # the rest went through
    assert [c.action for c in run.act.changes] == ["retitle"]
    assert exposed(before, project.world) == ()


def test_every_way_to_unmark_is_seen_and_marking_more_is_not(root):
    world = Project.open(root, lock=False).world
    key = world.entities[MARA].private_fields[0]
    world, _ = SetPrivate(CHAPTER_3, True).apply(world)
    assert edit_exposes(SetPrivate(HIGH_WATER, False), world) == (SCENE, "d-95b4900e9e", HIGH_WATER)
    assert edit_exposes(SetPrivate(CHAPTER_3, False), world) == (CHAPTER_3,)
    assert edit_exposes(SetFieldPrivate(MARA, key, False), world) == (MARA,)
    assert edit_exposes(SetPrivate(MARA, True), world) == ()
    assert edit_exposes(SetPrivate("d-9b65717c5f", True), world) == ()
