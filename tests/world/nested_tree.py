"""A small world whose tree has what a reader of the tree must get right: folders inside
folders, an empty folder, a child and a top-level entry that are gone, a trashed folder with
a document in it, and a character and a place."""

from __future__ import annotations

from assistant.world.model import (
    Document,
    Entity,
    EntityKind,
    Folder,
    FrozenMap,
    TrashEntry,
    World,
)


def nested_world() -> World:
    """``d-1``, then part ``f-part`` (``d-2``, ``f-inner`` with ``d-3`` and the empty
    ``f-empty``, the gone ``d-gone``, ``d-4``), then the gone ``f-missing``; in the trash,
    ``f-bin`` with ``d-5``, and ``d-nope``, which is gone."""
    docs = {i: Document(i, i.upper(), "text") for i in ("d-1", "d-2", "d-3", "d-4", "d-5")}
    folders = {
        "f-part": Folder("f-part", "Part", children=("d-2", "f-inner", "d-gone", "d-4")),
        "f-inner": Folder("f-inner", "Inner", children=("d-3", "f-empty")),
        "f-empty": Folder("f-empty", "Empty"),
        "f-bin": Folder("f-bin", "Trashed", children=("d-5",)),
    }
    entities = {
        "e-1": Entity("e-1", "Mara", EntityKind.CHARACTER),
        "e-2": Entity("e-2", "Hollin", EntityKind.PLACE),
    }
    return World(
        documents=FrozenMap(docs), folders=FrozenMap(folders), entities=FrozenMap(entities),
        root=("d-1", "f-part", "f-missing"), trash=(TrashEntry("f-bin"), TrashEntry("d-nope")),
    )  # fmt: skip
