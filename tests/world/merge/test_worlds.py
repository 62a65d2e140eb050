"""Merging two worlds written from one base: each side's changes to documents and entities
are taken, clashes become conflicts the writer settles by key, and nothing is lost unsettled."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from assistant.world.merge.paragraphs import Choice, Origin
from assistant.world.merge.worlds import ConflictKind, merge_worlds
from assistant.world.model import Document, Entity, World
from assistant.world.storage.store import ProjectStore
from tests.worlds import flat_world

CHAPTER = Document("d-1", "The Crossing", "The bridge held.\n\nMára crossed at dawn.\n")
MARA = Entity("e-1", "Mára", fields=(("Age", "30"), ("Eyes", "grey")))
BASE = flat_world(CHAPTER, entities=(MARA,))


def _with(world: World, *things: Document | Entity) -> World:
    for thing in things:
        if isinstance(thing, Document):
            world = replace(world, documents=world.documents.set(thing.id, thing))
        else:
            world = replace(world, entities=world.entities.set(thing.id, thing))
    return world


def test_text_changed_on_both_sides_in_different_paragraphs_is_merged() -> None:
    ours = _with(BASE, replace(CHAPTER, text=CHAPTER.text.replace("held", "groaned")))
    theirs = _with(BASE, replace(CHAPTER, text=CHAPTER.text.replace("dawn", "dusk")))
    merge = merge_worlds(BASE, ours, theirs)
    assert merge.clean
    assert merge.world().documents["d-1"].text == ("The bridge groaned.\n\nMára crossed at dusk.\n")


def test_a_text_conflict_keeps_both_until_settled_by_its_key() -> None:
    ours = _with(BASE, replace(CHAPTER, text=CHAPTER.text.replace("dawn", "dusk")))
    theirs = _with(BASE, replace(CHAPTER, text=CHAPTER.text.replace("dawn", "noon")))
    merge = merge_worlds(BASE, ours, theirs)
    (conflict,) = merge.conflicts
    assert (conflict.key, conflict.what, conflict.label) == (
        "document:d-1:text",
        ConflictKind.TEXT,
        "The Crossing",
    )
    assert conflict.text is not None and len(conflict.text.conflicts) == 1
    unsettled = merge.world().documents["d-1"].text
    assert "dusk" in unsettled and "noon" in unsettled
    assert merge.world({conflict.key: Choice.THEIRS}).documents["d-1"] == theirs.documents["d-1"]
    assert merge.world({conflict.key: {0: Choice.OURS}}).documents["d-1"] == ours.documents["d-1"]
    edited = merge.world({conflict.key: "Written again."}).documents["d-1"].text
    assert edited == "Written again."


def test_titles_changed_differently_are_a_conflict_that_keeps_both() -> None:
    merge = merge_worlds(
        BASE,
        _with(BASE, replace(CHAPTER, title="The Bridge")),
        _with(BASE, replace(CHAPTER, title="Dawn")),
    )
    assert [c.key for c in merge.conflicts] == ["document:d-1:title"]
    assert merge.world().documents["d-1"].title == "The Bridge / Dawn"
    assert merge.world({"document:d-1:title": Choice.OURS}).documents["d-1"].title == "The Bridge"


def test_entity_fields_merge_by_name() -> None:
    ours = _with(BASE, replace(MARA, fields=(("Age", "31"), ("Eyes", "grey"), ("Home", "Vell"))))
    theirs = _with(BASE, replace(MARA, fields=(("Age", "32"), ("Eyes", "blue"))))
    merge = merge_worlds(BASE, ours, theirs)
    (conflict,) = merge.conflicts
    assert (conflict.key, conflict.base, conflict.ours, conflict.theirs) == (
        "entity:e-1:field:Age",
        "30",
        "31",
        "32",
    )
    settled = merge.world({conflict.key: Choice.THEIRS}).entities["e-1"]
    assert settled.fields == (("Age", "32"), ("Eyes", "blue"), ("Home", "Vell"))
    taken = {(t.node_id, t.side, t.what, t.detail) for t in merge.taken}
    assert ("e-1", Origin.THEIRS, ConflictKind.FIELD, "Eyes") in taken
    assert ("e-1", Origin.OURS, ConflictKind.FIELD, "Home") in taken


def test_a_side_that_changed_nothing_gives_the_other_side() -> None:
    theirs = _with(BASE, replace(CHAPTER, title="Changed"), replace(MARA, name="Mara"))
    assert merge_worlds(BASE, BASE, theirs).world() == theirs
    assert merge_worlds(BASE, theirs, BASE).world() == theirs


def test_a_merged_project_saved_and_opened_again_is_the_same(tmp_path: Path) -> None:
    ours = _with(BASE, replace(CHAPTER, text=CHAPTER.text.replace("dawn", "dusk")))
    theirs = _with(
        BASE,
        replace(CHAPTER, title="Dawn", text=CHAPTER.text.replace("dawn", "noon")),
        replace(MARA, fields=(("Age", "31"),)),
    )
    merged = merge_worlds(BASE, ours, theirs).world()
    ProjectStore.create(tmp_path / "merged", merged.meta, merged)
    assert ProjectStore(tmp_path / "merged").load() == merged


def test_a_choice_given_as_its_name_settles_a_text_like_the_choice() -> None:
    ours = _with(BASE, replace(CHAPTER, text=CHAPTER.text.replace("dawn", "dusk")))
    theirs = _with(BASE, replace(CHAPTER, text=CHAPTER.text.replace("dawn", "noon")))
    merge = merge_worlds(BASE, ours, theirs)
    assert merge.world({"document:d-1:text": "theirs"}) == merge.world(
        {"document:d-1:text": Choice.THEIRS}
    )


def test_without_a_known_base_what_the_sides_share_is_taken_and_the_rest_kept_both() -> None:
    ours = _with(BASE, replace(CHAPTER, text=CHAPTER.text + "Mine.\n"))
    theirs = _with(
        BASE, replace(CHAPTER, text=CHAPTER.text + "Theirs.\n"), replace(MARA, notes="x")
    )
    merge = merge_worlds(World(), ours, theirs)
    assert [c.key for c in merge.conflicts] == ["document:d-1:text"]
    assert merge.world().entities["e-1"].notes == "x"  # against nothing, one side's is taken
    text = merge.world().documents["d-1"].text
    assert text.count("Mára crossed at dawn.") == 1 and "Mine." in text and "Theirs." in text
    assert merge.world().root == ("d-1",)
