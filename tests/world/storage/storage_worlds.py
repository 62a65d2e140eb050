"""Worlds and folder snapshots shared by the storage tests."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

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
from assistant.world.storage.store import ProjectStore
from tests.worlds import world_of


def rich_world() -> World:
    """Every kind of value: nested folders, every kind, Unicode, empty values, a trash
    holding a folder with a sub-folder, a document and an entity."""
    docs = [
        Document(
            "d-0000000001",
            "The Bridge",
            "Mára crossed.\n\n---\n\nAt night.",
            DocumentKind.SCENE,
            ("draft", "night"),
            "Mara crosses.",
            "first draft",
            (("pov", "[[Mara Vell]]"), ("birth", "14th Hammer, 5406 AS"), ("empty", "")),
        ),
        Document("d-0000000002", "Chapter One", "", DocumentKind.CHAPTER),
        Document(
            "d-0000000003",
            "東京 Notes",
            "Ærø, Straße, 🜂\r\nwindows\n",
            DocumentKind.NOTE,
            (),
            "",
            "",
        ),
        Document("d-0000000004", "", "untitled text", DocumentKind.TEXT),
        Document("d-0000000005", "Old scene", "cut", DocumentKind.SCENE),
        Document("d-0000000006", "Older scene", "cut too"),
        Document("d-0000000007", "Trashed alone", "gone", tags=("x",)),
    ]
    folders = [
        Folder(
            "f-0000000001",
            "Part One",
            FolderKind.PART,
            ("d-0000000002", "f-0000000002", "d-0000000001"),
        ),
        Folder("f-0000000002", "Empty", FolderKind.FOLDER, ()),
        Folder("f-0000000003", "Cut material", FolderKind.FOLDER, ("d-0000000005", "f-0000000004")),
        Folder("f-0000000004", "Deeper", FolderKind.PART, ("d-0000000006",)),
    ]
    entities = [
        Entity(
            "e-0000000001",
            "Mara Vell",
            EntityKind.CHARACTER,
            ("Mara", "the ferrywoman"),
            (("Eyes", "grey"), ("Age", "34"), ("Empty", "")),
            "She keeps the ferry.\n",
            ("main",),
        ),
        Entity("e-0000000002", "Salt Road", EntityKind.PLACE),
        Entity("e-0000000003", "The Lamp", EntityKind.ITEM, (), (), "", ()),
        Entity("e-0000000004", "Ferry Guild", EntityKind.FACTION, ("Guild",)),
        Entity("e-0000000005", "Someone gone", EntityKind.OTHER, notes="cut"),
    ]
    return world_of(
        *docs,
        *folders,
        *entities,
        root=("f-0000000001", "d-0000000003", "d-0000000004"),
        trash=(
            TrashEntry("f-0000000003", None, 1),
            TrashEntry("d-0000000007", "f-0000000001", 3),
            TrashEntry("e-0000000005"),
        ),
        meta=ProjectMeta("The Salt Road — Ø", "A. Writer", "de"),
    )


def with_document(world: World, doc: Document) -> World:
    return replace(world, documents=world.documents.set(doc.id, doc))


def with_entity(world: World, entity: Entity) -> World:
    return replace(world, entities=world.entities.set(entity.id, entity))


def folder_state(root: Path) -> dict[str, tuple[int, int, bytes]]:
    """Every file under ``root`` with its inode, modification time and bytes."""
    state = {}
    for dirpath, _dirs, files in os.walk(root):
        for name in files:
            path = Path(dirpath) / name
            st = path.stat()
            state[path.relative_to(root).as_posix()] = (
                st.st_ino,
                st.st_mtime_ns,
                path.read_bytes(),
            )
    return state


def project_files(root: Path) -> dict[str, bytes]:
    """Every file of the project itself, by relative path (Quire's own ``.quire`` left out)."""
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and ".quire" not in p.relative_to(root).parts
    }


def changed_files(
    before: dict[str, tuple[int, int, bytes]], after: dict[str, tuple[int, int, bytes]]
) -> set[str]:
    """Paths added, removed or touched in any way between two :func:`folder_state` calls."""
    return {p for p in before.keys() | after.keys() if before.get(p) != after.get(p)}


def saved_project(folder: Path, world: World | None = None) -> Path:
    """A project folder at ``folder`` holding ``world`` (the rich world by default)."""
    world = world or rich_world()
    ProjectStore.create(folder, world.meta, world)
    return folder


def load(root: Path) -> tuple[ProjectStore, World]:
    """A store for ``root`` and the world it loads."""
    store = ProjectStore(root)
    return store, store.load()
