"""Worlds the tool tests read and change: the bundled sample project and a tiny hand-built one."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.world.model import (
    Document,
    DocumentKind,
    Entity,
    EntityKind,
    Folder,
    FolderKind,
    FrozenMap,
    ProjectMeta,
    TrashEntry,
    World,
)
from assistant.world.storage import ProjectStore

SAMPLE = Path(__file__).resolve().parents[3] / "resources" / "sample"


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
    return World(
        ProjectMeta("The Salt Road", "Ann", "en"),
        FrozenMap({d.id: d for d in (bridge, notes, old, twin_a, twin_b)}),
        FrozenMap({part.id: part}),
        FrozenMap({mara.id: mara, marsh.id: marsh}),
        (part.id, notes.id, twin_b.id),
        (TrashEntry(old.id, None, 2),),
    )
