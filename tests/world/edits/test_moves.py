"""Planning moves: a node next to another, into a folder, and a drop of several nodes (some
out of the trash). For any tree and any request, either the plan is refused with a reason
that holds, or its edits apply, put the nodes where they were asked to go, and their
inverses give the world back."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.world.edits import (
    CreateEntity,
    CreateNode,
    Edit,
    MoveNode,
    RestoreNode,
    TrashNode,
)
from assistant.world.edits.moves import (
    MoveRefusal,
    MoveRefused,
    Place,
    drop_edits,
    move_edit,
    outermost,
    place_next_to,
    siblings_without,
    stays_put,
)
from assistant.world.errors import EditError
from assistant.world.model import Document, Entity, EntityKind, Folder, ProjectMeta, World

# -- a small fixed tree ---------------------------------------------------------------------
#
#   f-part1            d-prologue
#     d-one              f-notes (trashed, holding d-idea)
#     f-chap1            d-gone (trashed)
#       d-two
#       d-three
#   d-four


def _fixed() -> World:
    world = World(ProjectMeta("Moves"))
    made: list[Edit] = [
        CreateNode(Folder("f-part1", "Part One")),
        CreateNode(Document("d-one", "One"), "f-part1"),
        CreateNode(Folder("f-chap1", "Chapter One"), "f-part1"),
        CreateNode(Document("d-two", "Two"), "f-chap1"),
        CreateNode(Document("d-three", "Three"), "f-chap1"),
        CreateNode(Document("d-four", "Four")),
        CreateNode(Document("d-prologue", "Prologue")),
        CreateNode(Folder("f-notes", "Notes")),
        CreateNode(Document("d-idea", "Idea"), "f-notes"),
        CreateNode(Document("d-gone", "Gone")),
        TrashNode("f-notes"),
        TrashNode("d-gone"),
    ]
    for edit in made:
        world, _ = edit.apply(world)
    return world


FIXED = _fixed()


def test_a_place_next_to_a_node_counts_without_the_moving_node() -> None:
    assert place_next_to(FIXED, "d-two", "d-three") == Place("f-chap1", 0)
    assert place_next_to(FIXED, "d-two", "d-three", after=True) == Place("f-chap1", 1)
    assert place_next_to(FIXED, "d-four", "d-three") == Place("f-chap1", 1)
    assert place_next_to(FIXED, None, "d-one", after=True) == Place("f-part1", 1)
    assert siblings_without(FIXED, "f-chap1", "d-two") == ("d-three",)


@pytest.mark.parametrize(
    ("node", "anchor", "refusal"),
    [
        ("d-two", "d-two", MoveRefusal.NEXT_TO_ITSELF),
        ("d-two", "d-gone", MoveRefusal.ANCHOR_TRASHED),
        ("d-two", "d-idea", MoveRefusal.ANCHOR_TRASHED),
    ],
)
def test_a_place_next_to_itself_or_to_a_trashed_node_is_refused(
    node: str, anchor: str, refusal: MoveRefusal
) -> None:
    with pytest.raises(MoveRefused) as refused:
        place_next_to(FIXED, node, anchor)
    assert refused.value.refusal is refusal
    assert isinstance(refused.value, EditError)


@pytest.mark.parametrize(
    ("node", "place", "refusal"),
    [
        ("e-none", Place(None), MoveRefusal.NOT_A_NODE),
        ("d-gone", Place(None), MoveRefusal.TRASHED),
        ("d-idea", Place(None), MoveRefusal.TRASHED),
        ("f-part1", Place("f-part1"), MoveRefusal.INTO_ITSELF),
        ("f-part1", Place("f-chap1", 0), MoveRefusal.INTO_ITSELF),
    ],
)
def test_a_move_out_of_the_tree_or_into_itself_is_refused(
    node: str, place: Place, refusal: MoveRefusal
) -> None:
    with pytest.raises(MoveRefused) as refused:
        move_edit(FIXED, node, place)
    assert refused.value.refusal is refusal


def test_a_move_is_a_move_node_edit_and_says_when_it_changes_nothing() -> None:
    assert move_edit(FIXED, "d-four", Place("f-chap1", 1)) == MoveNode("d-four", "f-chap1", 1)
    assert stays_put(FIXED, "d-three", Place("f-chap1", 1))
    assert stays_put(FIXED, "d-three", Place("f-chap1"))
    assert not stays_put(FIXED, "d-two", Place("f-chap1"))
    assert not stays_put(FIXED, "d-gone", Place(None))


def test_a_drop_restores_from_the_trash_and_moves_the_rest_before_the_anchor() -> None:
    edits = drop_edits(FIXED, ["d-gone", "d-four"], "f-chap1", "d-three")
    assert edits == (RestoreNode("d-gone", "f-chap1", 1), MoveNode("d-four", "f-chap1", 2))
    world = FIXED
    for edit in edits:
        world, _ = edit.apply(world)
    assert world.children("f-chap1") == ("d-two", "d-gone", "d-four", "d-three")


def test_a_drop_leaves_out_nodes_already_in_place() -> None:
    assert drop_edits(FIXED, ["d-two"], "f-chap1", "d-three") == ()
    assert drop_edits(FIXED, ["d-three"], "f-chap1", None) == ()


@pytest.mark.parametrize(
    ("keys", "parent", "anchor", "refusal"),
    [
        (["e-none"], None, None, MoveRefusal.NOT_A_NODE),
        (["f-part1", "d-two"], None, None, MoveRefusal.INSIDE_ANOTHER),
        (["f-part1"], "f-chap1", None, MoveRefusal.INTO_ITSELF),
        (["d-one"], "f-part1", "d-one", MoveRefusal.NEXT_TO_ITSELF),
        (["d-idea"], None, None, MoveRefusal.TRASHED),
    ],
)
def test_a_drop_that_cannot_be_made_is_refused_whole(
    keys: list[str], parent: str | None, anchor: str | None, refusal: MoveRefusal
) -> None:
    with pytest.raises(MoveRefused) as refused:
        drop_edits(FIXED, keys, parent, anchor)
    assert refused.value.refusal is refusal


def test_outermost_leaves_out_what_moves_along_with_a_folder() -> None:
    assert outermost(FIXED, ["d-two", "f-part1", "d-four", "d-three"]) == ["f-part1", "d-four"]


# -- any tree, any request ------------------------------------------------------------------


@st.composite
def worlds(draw: st.DrawFn) -> World:
    """A tree of up to five folders and seven documents, some of them trashed, and one
    entity."""
    world = World(ProjectMeta("Any"))
    world, _ = CreateNode(Folder("f-0", "Folder 0")).apply(world)
    for number in range(draw(st.integers(0, 4))):
        parent = draw(st.sampled_from([None, *sorted(world.folders)]))
        world, _ = CreateNode(Folder(f"f-{number + 1}", f"Folder {number + 1}"), parent).apply(
            world
        )
    for number in range(draw(st.integers(1, 7))):
        parent = draw(st.sampled_from([None, *sorted(world.folders)]))
        index = draw(st.integers(0, len(world.children(parent))))
        world, _ = CreateNode(Document(f"d-{number}", f"Doc {number}"), parent, index).apply(
            world
        )
    nodes = sorted(world.documents) + sorted(world.folders)
    for node_id in draw(st.lists(st.sampled_from(nodes), max_size=3, unique=True)):
        if not world.is_trashed(node_id):
            world, _ = TrashNode(node_id).apply(world)
    world, _ = CreateEntity(Entity("e-0", "Mara", EntityKind.CHARACTER)).apply(world)
    return world


def _ids(world: World) -> list[str]:
    return sorted(world.documents) + sorted(world.folders) + ["e-0"]


def _applied(world: World, edits: tuple[Edit, ...]) -> tuple[World, list[Edit]]:
    inverses: list[Edit] = []
    for edit in edits:
        world, inverse = edit.apply(world)
        inverses.append(inverse)
    return world, inverses


def _undone(world: World, inverses: list[Edit]) -> World:
    for inverse in reversed(inverses):
        world, _ = inverse.apply(world)
    return world


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), world=worlds())
def test_any_move_next_to_a_node_lands_there_or_is_refused_for_a_reason(
    data: st.DataObject, world: World
) -> None:
    node = data.draw(st.sampled_from(_ids(world)), label="node")
    anchor = data.draw(st.sampled_from(_ids(world)[:-1]), label="anchor")
    after = data.draw(st.booleans(), label="after")
    try:
        place = place_next_to(world, node, anchor, after=after)
        edit = move_edit(world, node, place)
    except MoveRefused as refused:
        reason = refused.refusal
        if reason is MoveRefusal.NEXT_TO_ITSELF:
            assert node == anchor
        elif reason is MoveRefusal.ANCHOR_TRASHED:
            assert world.is_trashed(anchor)
        elif reason is MoveRefusal.NOT_A_NODE:
            assert world.node(node) is None
        elif reason is MoveRefusal.TRASHED:
            assert world.is_trashed(node)
        else:
            assert reason is MoveRefusal.INTO_ITSELF
            parent = world.parent_of(anchor)
            assert parent == node or (parent is not None and world.is_ancestor(node, parent))
        return
    moved, inverse = edit.apply(world)
    siblings = moved.children(world.parent_of(anchor))
    assert siblings.index(node) == siblings.index(anchor) + (1 if after else -1)
    if stays_put(world, node, place):
        assert siblings == world.children(place.parent_id)
    else:
        assert moved.parent_of(node) != world.parent_of(node) or siblings != world.children(
            place.parent_id
        )
    assert inverse.apply(moved)[0] == world


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), world=worlds())
def test_any_drop_puts_the_nodes_before_the_anchor_and_undoes_exactly(
    data: st.DataObject, world: World
) -> None:
    keys = data.draw(st.lists(st.sampled_from(_ids(world)), min_size=1, max_size=3, unique=True))
    live_folders = [f for f in sorted(world.folders) if not world.is_trashed(f)]
    parent = data.draw(st.sampled_from([None, *live_folders]), label="parent")
    choices = [None, *(c for c in world.children(parent) if c not in keys)]
    anchor = data.draw(st.sampled_from(choices), label="anchor")
    try:
        edits = drop_edits(world, keys, parent, anchor)
    except MoveRefused as refused:
        assert refused.node_id in keys
        reason = refused.refusal
        if reason is MoveRefusal.NOT_A_NODE:
            assert world.node(refused.node_id) is None
        elif reason is MoveRefusal.INSIDE_ANOTHER:
            assert refused.node_id not in outermost(world, keys)
        elif reason is MoveRefusal.TRASHED:
            assert world.is_trashed(refused.node_id)
            assert world.trash_entry(refused.node_id) is None  # inside a trashed folder
        else:
            assert reason is MoveRefusal.INTO_ITSELF
            assert parent is not None
            assert parent == refused.node_id or world.is_ancestor(refused.node_id, parent)
        return
    moved, inverses = _applied(world, edits)
    children = moved.children(parent)
    start = children.index(keys[0])
    assert children[start : start + len(keys)] == tuple(keys)
    after = children[start + len(keys) :]
    assert (after[:1] == (anchor,)) if anchor is not None else after == ()
    assert all(moved.trash_entry(key) is None for key in keys)
    assert _undone(moved, inverses) == world
