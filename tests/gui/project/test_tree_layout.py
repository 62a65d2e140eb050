"""Where each node sits in the project tree: folders in order, what is gone left out, the
entities by kind and the trash with what it holds."""

from __future__ import annotations

from assistant.gui.project.project_tree import ENTITIES_KEY, TRASH_KEY, kind_key, tree_layout
from assistant.world.model import EntityKind
from tests.world.nested_tree import nested_world


def test_the_layout_follows_the_folders_and_leaves_out_what_is_gone() -> None:
    layout = tree_layout(nested_world())
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
