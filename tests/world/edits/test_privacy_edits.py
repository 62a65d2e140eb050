"""Marking and unmarking private: each an edit with its exact inverse."""

from __future__ import annotations

import pytest

from assistant.world.edits import ChangeFlag, SetFieldPrivate, SetPrivate
from assistant.world.edits.codec import decode, encode
from assistant.world.errors import EditError
from assistant.world.model import Document, Entity, Folder
from assistant.world.privacy.material import node_is_private, private_texts
from tests.worlds import world_of

WORLD = world_of(
    Folder("f-1", "Notes", children=("d-1",)),
    Document("d-1", "Plan", "Oda did it."),
    Entity("e-1", "Oda", fields=(("age", "40"), ("secret", "heir"), ("home", "Vell"))),
    root=["f-1"],
)


@pytest.mark.parametrize("node_id", ["f-1", "d-1", "e-1"])
def test_marking_a_node_or_an_entity_undoes_exactly(node_id):
    marked, inverse = SetPrivate(node_id, True).apply(WORLD)
    assert marked != WORLD
    assert inverse == SetPrivate(node_id, False)
    assert inverse.apply(marked)[0] == WORLD
    flag = SetPrivate(node_id, True).effects
    assert flag is (ChangeFlag.ENTITY if node_id == "e-1" else ChangeFlag.TREE)


def test_a_marked_folder_makes_its_document_private():
    marked, _ = SetPrivate("f-1", True).apply(WORLD)
    assert node_is_private(marked, "d-1")
    assert list(private_texts(marked)) == ["Oda did it."]


def test_unmarking_a_field_puts_it_back_in_its_place_when_undone():
    world = WORLD
    for key in ("secret", "age", "home"):
        world, _ = SetFieldPrivate("e-1", key, True).apply(world)
    assert world.entities["e-1"].private_fields == ("secret", "age", "home")
    unmarked, inverse = SetFieldPrivate("e-1", "age", False).apply(world)
    assert unmarked.entities["e-1"].private_fields == ("secret", "home")
    assert inverse.apply(unmarked)[0] == world


@pytest.mark.parametrize(
    "edit",
    [
        SetPrivate("d-1", False),
        SetPrivate("d-404", True),
        SetFieldPrivate("e-1", "secret", False),
        SetFieldPrivate("e-1", "nothing", True),
        SetFieldPrivate("e-1", "age", True, 5),
    ],
)
def test_an_edit_that_would_change_nothing_or_name_nothing_is_refused(edit):
    with pytest.raises(EditError):
        edit.apply(WORLD)


def test_the_edits_are_kept_in_the_run_history_exactly():
    for edit in (SetPrivate("d-1", True), SetFieldPrivate("e-1", "age", False, 2)):
        assert decode(encode(edit)) == edit
