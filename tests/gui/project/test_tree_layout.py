"""Where each node sits in the project tree: folders in order, what is gone left out, the
entities by kind and the trash with what it holds."""

from __future__ import annotations

from assistant.gui.project.project_tree import ENTITIES_KEY, TRASH_KEY, kind_key, tree_layout
from assistant.world.model import (
    Document,
    Entity,
    EntityKind,
    Folder,
    FrozenMap,
    TrashEntry,
    World,
)


def test_the_layout_follows_the_folders_and_leaves_out_what_is_gone() -> None:
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
    world = World(
        documents=FrozenMap(docs), folders=FrozenMap(folders), entities=FrozenMap(entities),
        root=("d-1", "f-part", "f-missing"), trash=(TrashEntry("f-bin"), TrashEntry("d-nope")),
    )  # fmt: skip
    layout = tree_layout(world)
    assert layout.children[None] == ("d-1", "f-part", ENTITIES_KEY, TRASH_KEY)
    assert layout.children["f-part"] == ("d-2", "f-inner", "d-4")
    assert layout.children["f-inner"] == ("d-3", "f-empty")
    assert layout.children["f-empty"] == ()
    assert layout.children[TRASH_KEY] == ("f-bin",)
    assert layout.children["f-bin"] == ("d-5",)
    assert layout.children[kind_key(EntityKind.CHARACTER)] == ("e-1",)
    assert layout.children[kind_key(EntityKind.PLACE)] == ("e-2",)
    assert layout.parents["d-3"] == "f-inner" and layout.parents["f-inner"] == "f-part"
    assert layout.parents["d-5"] == "f-bin" and layout.parents["f-bin"] == TRASH_KEY
    assert "d-gone" not in layout.parents and "f-missing" not in layout.parents
