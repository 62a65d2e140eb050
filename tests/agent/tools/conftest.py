"""Worlds the tool tests read and change: the bundled sample project and a tiny hand-built one."""

from __future__ import annotations

import pytest

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy
from assistant.agent.act.records import ChangeRecord
from assistant.agent.tools.read import read_tools
from assistant.agent.tools.toolbox import ToolBox
from assistant.agent.tools.write import write_tools
from assistant.world.model import (
    Document,
    DocumentKind,
    Entity,
    EntityKind,
    Folder,
    FolderKind,
    ProjectMeta,
    TrashEntry,
    World,
)
from assistant.world.project import Project
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE
from tests.worlds import world_of


@pytest.fixture(scope="session")
def sample_world() -> World:
    store = ProjectStore(SAMPLE)
    world = store.load()
    assert store.problems == ()
    return world


@pytest.fixture
def tiny_world() -> World:
    bridge = Document(
        "d-0000000001",
        "The Bridge",
        "Mara crossed the bridge at night.\n\nThe ferrywoman waited. Mára looked back.\n\n"
        "End of scene.",
        DocumentKind.SCENE,
        ("draft",),
        "Mara crosses at night.",
        "first draft",
    )
    notes = Document("d-0000000002", "Notes", "Remember: Mara is 34.", DocumentKind.NOTE)
    old = Document("d-0000000003", "Old Scene", "Cut text about Mara.")
    twin_a = Document("d-0000000004", "Twin", "first")
    twin_b = Document("d-0000000005", "Twin", "second")
    part = Folder("f-0000000001", "Part One", FolderKind.PART, (bridge.id, twin_a.id))
    mara = Entity(
        "e-0000000001",
        "Mara Vell",
        EntityKind.CHARACTER,
        ("Mara", "the ferrywoman"),
        (("Age", "34"), ("Eyes", "grey")),
        "Mara's notes.",
    )
    marsh = Entity("e-0000000002", "Saltmarsh", EntityKind.PLACE)
    return world_of(
        bridge, notes, old, twin_a, twin_b, part, mara, marsh,
        root=(part.id, notes.id, twin_b.id),
        trash=(TrashEntry(old.id, None, 2),),
        meta=ProjectMeta("The Salt Road", "Ann", "en"),
    )  # fmt: skip


class ActingOnProject(ToolBox):
    """Act mode's tools over an act-mode run on a bare project that approves everything, as
    ``quire ask --act --approve none`` runs them; ``changes`` lists what it made."""

    def __init__(self, project: Project) -> None:
        self.project = project
        self.run = ActRun(project, Approval(ApprovalPolicy.NONE, None), run_id="tools")
        super().__init__([*read_tools(project.snapshot), *write_tools(self.run)])

    @property
    def changes(self) -> tuple[ChangeRecord, ...]:
        return self.run.changes

    def undo_all(self) -> None:
        """Apply the exact inverse of every change, newest first."""
        for change in reversed(self.run.changes):
            self.project.apply(change.inverse)
