"""Merging the tree: moves, new documents, the trash and deletions on two sides, always into
a world whose every node stands in one place."""

from __future__ import annotations

from assistant.world.edits import CreateNode, Edit, MoveNode, RestoreNode, SetText, TrashNode
from assistant.world.edits.deletion import DeletePermanently
from assistant.world.merge.paragraphs import Choice, Origin
from assistant.world.merge.validity import tree_problems
from assistant.world.merge.worlds import ConflictKind, merge_worlds
from assistant.world.model import Document, Folder, World
from tests.worlds import world_of

ONE, TWO, THREE = (Document(f"d-{n}", f"Chapter {n}", f"Text {n}.") for n in (1, 2, 3))
PART_A = Folder("f-a", "Part A", children=("d-1", "d-2"))
PART_B = Folder("f-b", "Part B", children=("d-3",))
BASE = world_of(ONE, TWO, THREE, PART_A, PART_B, root=["f-a", "f-b"])


def _apply(world: World, *edits: Edit) -> World:
    for edit in edits:
        world, _inverse = edit.apply(world)
    return world


def _merged(ours: World, theirs: World) -> World:
    world = merge_worlds(BASE, ours, theirs).world()
    assert tree_problems(world) == []
    return world


def test_a_move_on_one_side_and_an_edit_on_the_other_both_survive() -> None:
    ours = _apply(BASE, MoveNode("d-1", "f-b", 0))
    theirs = _apply(BASE, SetText("d-1", "Rewritten."))
    merge = merge_worlds(BASE, ours, theirs)
    assert merge.clean
    world = merge.world()
    assert world.folders["f-b"].children == ("d-1", "d-3")
    assert world.documents["d-1"].text == "Rewritten."
    taken = {(t.node_id, t.side, t.what) for t in merge.taken}
    assert ("d-1", Origin.OURS, ConflictKind.PLACE) in taken
    assert ("d-1", Origin.THEIRS, ConflictKind.TEXT) in taken


def test_moves_to_different_folders_are_a_place_conflict() -> None:
    ours = _apply(BASE, MoveNode("d-1", "f-b", 0))
    theirs = _apply(BASE, MoveNode("d-1", None, 0))
    merge = merge_worlds(BASE, ours, theirs)
    (conflict,) = merge.conflicts
    assert (conflict.key, conflict.what) == ("tree:d-1:place", ConflictKind.PLACE)
    assert (conflict.base, conflict.ours, conflict.theirs) == ("Part A", "Part B", "")
    assert merge.world().folders["f-b"].children == ("d-1", "d-3")
    settled = merge.world({conflict.key: Choice.THEIRS})
    assert settled.root == ("d-1", "f-a", "f-b")
    assert tree_problems(settled) == []


def test_a_new_document_stands_beside_the_neighbours_its_side_gave_it() -> None:
    new = Document("d-new", "Interlude")
    ours = _apply(BASE, CreateNode(new, "f-a", 1))
    theirs = _apply(BASE, CreateNode(Document("d-other", "Epilogue"), "f-a", 2))
    world = _merged(ours, theirs)
    assert world.folders["f-a"].children == ("d-1", "d-new", "d-2", "d-other")


def test_orders_changed_in_different_places_on_both_sides_merge() -> None:
    base = world_of(
        *(Document(f"d-{n}", str(n)) for n in range(6)), root=[f"d-{n}" for n in range(6)]
    )
    ours = _apply(base, MoveNode("d-0", None, 1))
    theirs = _apply(base, MoveNode("d-5", None, 4))
    world = merge_worlds(base, ours, theirs).world()
    assert world.root == ("d-1", "d-0", "d-2", "d-3", "d-5", "d-4")


def test_trashed_on_one_side_and_unchanged_on_the_other_is_trashed() -> None:
    theirs = _apply(BASE, TrashNode("d-2"))
    world = _merged(_apply(BASE, SetText("d-1", "Mine.")), theirs)
    assert world.is_trashed("d-2")
    assert world.documents["d-1"].text == "Mine."


def test_trashed_on_one_side_and_edited_on_the_other_is_kept_and_reported() -> None:
    ours = _apply(BASE, SetText("d-2", "Still writing this."))
    theirs = _apply(BASE, TrashNode("d-2"))
    merge = merge_worlds(BASE, ours, theirs)
    (conflict,) = merge.conflicts
    assert (conflict.key, conflict.what, conflict.ours, conflict.theirs) == (
        "tree:d-2:trash",
        ConflictKind.TRASH,
        "changed",
        "trashed",
    )
    kept = merge.world()
    assert kept.folders["f-a"].children == ("d-1", "d-2")
    assert kept.documents["d-2"].text == "Still writing this."
    trashed = merge.world({conflict.key: Choice.THEIRS})
    assert trashed.is_trashed("d-2") and trashed.documents["d-2"].text == "Still writing this."
    assert tree_problems(trashed) == []


def test_a_folder_trashed_on_one_side_with_an_edit_inside_on_the_other_stays() -> None:
    ours = _apply(BASE, TrashNode("f-a"))
    theirs = _apply(BASE, SetText("d-1", "Edited inside the folder."))
    merge = merge_worlds(BASE, ours, theirs)
    assert [c.key for c in merge.conflicts] == ["tree:f-a:trash"]
    world = merge.world()
    assert not world.is_trashed("d-1") and world.root == ("f-a", "f-b")


def test_restored_on_one_side_is_restored() -> None:
    base = _apply(BASE, TrashNode("d-3"))
    theirs = _apply(base, RestoreNode("d-3"))
    merge = merge_worlds(base, _apply(base, SetText("d-1", "x")), theirs)
    assert merge.world().folders["f-b"].children == ("d-3",)
    assert ("d-3", Origin.THEIRS, ConflictKind.RESTORED) in {
        (t.node_id, t.side, t.what) for t in merge.taken
    }


def test_deleted_for_good_on_one_side_and_edited_on_the_other_is_kept() -> None:
    base = _apply(BASE, TrashNode("d-3"))
    ours = _apply(base, DeletePermanently(("d-3",)))
    theirs = _apply(base, SetText("d-3", "Not done with it."))
    merge = merge_worlds(base, ours, theirs)
    (conflict,) = merge.conflicts
    assert (conflict.key, conflict.ours, conflict.theirs) == (
        "tree:d-3:trash",
        "deleted",
        "changed",
    )
    assert merge.world().documents["d-3"].text == "Not done with it."
    assert merge.world().is_trashed("d-3")
    gone_unchanged = merge_worlds(base, ours, _apply(base, SetText("d-1", "x"))).world()
    assert "d-3" not in gone_unchanged.documents
    assert tree_problems(gone_unchanged) == []


def test_folders_moved_into_each_other_still_make_a_tree() -> None:
    ours = _apply(BASE, MoveNode("f-a", "f-b", 0))
    theirs = _apply(BASE, MoveNode("f-b", "f-a", 0))
    merge = merge_worlds(BASE, ours, theirs)
    world = merge.world()
    assert tree_problems(world) == []
    assert world.folders["f-b"].children[0] == "f-a"
    assert [c.key for c in merge.conflicts] == ["tree:f-b:place"]
    chosen = merge.world({"tree:f-b:place": Choice.THEIRS})
    assert tree_problems(chosen) == []
    assert chosen.folders["f-a"].children[0] == "f-b"


def test_a_document_new_in_a_folder_the_other_side_deleted_keeps_the_folder() -> None:
    ours = _apply(BASE, CreateNode(Document("d-new", "Late"), "f-b", 0))
    theirs = _apply(BASE, TrashNode("f-b"), DeletePermanently(("f-b",)))
    merge = merge_worlds(BASE, ours, theirs)
    world = merge.world()
    assert world.folders["f-b"].children == ("d-new",)
    assert ("d-3", Origin.THEIRS, ConflictKind.DELETED) in {
        (t.node_id, t.side, t.what) for t in merge.taken
    }
    assert world.root == ("f-a", "f-b")
    assert [c.key for c in merge.conflicts] == ["tree:f-b:trash"]
    deleted = merge.world({"tree:f-b:trash": Choice.THEIRS})
    assert deleted.is_trashed("d-new") and tree_problems(deleted) == []


def test_trashed_on_one_side_and_deleted_for_good_on_the_other_is_gone() -> None:
    ours = _apply(BASE, TrashNode("d-2"))
    theirs = _apply(BASE, TrashNode("d-2"), DeletePermanently(("d-2",)))
    merge = merge_worlds(BASE, ours, theirs)
    assert merge.clean
    assert "d-2" not in merge.world().documents
    assert tree_problems(merge.world()) == []
