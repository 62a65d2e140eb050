"""Merging the details of documents, entities and the project: sets by member, fields by
name, names into aliases, choices kept until settled, settings from the side that changed."""

from __future__ import annotations

from dataclasses import replace

import pytest

from assistant.world.edits import (
    AddAlias,
    Edit,
    RenameEntity,
    SetDocumentAttribute,
    SetDocumentField,
    SetEntityAttribute,
    SetEntityField,
    SetProjectMeta,
    SetProjectSetting,
    TrashNode,
)
from assistant.world.merge.paragraphs import Choice, Origin
from assistant.world.merge.worlds import ConflictKind, merge_worlds
from assistant.world.model import Document, DocumentKind, Entity, World
from tests.worlds import flat_world

SCENE = Document("d-1", "Scene", "Text.", tags=("draft", "river"), synopsis="Mára crosses.")
MARA = Entity("e-1", "Mára", aliases=("the ferrywoman",), tags=("crew",))
BASE = flat_world(SCENE, entities=(MARA,))


def _apply(world: World, *edits: Edit) -> World:
    for edit in edits:
        world, _inverse = edit.apply(world)
    return world


def _keys(world_merge: object) -> list[str]:
    return [c.key for c in world_merge.conflicts]  # type: ignore[attr-defined]


def test_tags_merge_as_a_set() -> None:
    ours = _apply(BASE, SetDocumentAttribute("d-1", "tags", ("draft", "river", "night")))
    theirs = _apply(BASE, SetDocumentAttribute("d-1", "tags", ("river", "bridge")))
    merge = merge_worlds(BASE, ours, theirs)
    assert merge.clean
    assert merge.world().documents["d-1"].tags == ("river", "night", "bridge")


def test_a_tag_added_alike_on_both_sides_is_there_once() -> None:
    both = _apply(BASE, SetDocumentAttribute("d-1", "tags", ("draft", "river", "night")))
    ours = _apply(both, SetDocumentAttribute("d-1", "synopsis", "Changed here."))
    merge = merge_worlds(BASE, ours, both)
    assert merge.world().documents["d-1"].tags == ("draft", "river", "night")


def test_document_details_merge_one_by_one() -> None:
    ours = _apply(
        BASE,
        SetDocumentAttribute("d-1", "kind", DocumentKind.CHAPTER),
        SetDocumentField("d-1", "POV", "Mára"),
    )
    theirs = _apply(
        BASE,
        SetDocumentAttribute("d-1", "status", "Revised"),
        SetDocumentAttribute("d-1", "target", 900),
    )
    merge = merge_worlds(BASE, ours, theirs)
    assert merge.clean
    merged = merge.world().documents["d-1"]
    assert (merged.kind, merged.status, merged.target, merged.fields) == (
        DocumentKind.CHAPTER,
        "Revised",
        900,
        (("POV", "Mára"),),
    )


def test_a_kind_chosen_differently_keeps_ours_until_settled() -> None:
    ours = _apply(BASE, SetDocumentAttribute("d-1", "kind", DocumentKind.CHAPTER))
    theirs = _apply(BASE, SetDocumentAttribute("d-1", "kind", DocumentKind.NOTE))
    merge = merge_worlds(BASE, ours, theirs)
    assert _keys(merge) == ["document:d-1:kind"]
    assert merge.world().documents["d-1"].kind is DocumentKind.CHAPTER
    assert merge.world({"document:d-1:kind": Choice.THEIRS}).documents["d-1"].kind == "note"
    assert merge.world({"document:d-1:kind": "text"}).documents["d-1"].kind == "text"


def test_targets_set_differently_settle_by_an_edited_number() -> None:
    ours = _apply(BASE, SetDocumentAttribute("d-1", "target", 1000))
    theirs = _apply(BASE, SetDocumentAttribute("d-1", "target", 1200))
    merge = merge_worlds(BASE, ours, theirs)
    assert merge.world().documents["d-1"].target == 1000
    assert merge.world({"document:d-1:target": "1100"}).documents["d-1"].target == 1100


def test_a_synopsis_merges_by_paragraphs() -> None:
    ours = _apply(BASE, SetDocumentAttribute("d-1", "synopsis", "Mára crosses.\nAt night."))
    theirs = _apply(BASE, SetDocumentAttribute("d-1", "synopsis", "Mára crosses alone."))
    merge = merge_worlds(BASE, ours, theirs)
    (conflict,) = merge.conflicts
    assert conflict.what is ConflictKind.SYNOPSIS and conflict.text is not None
    assert merge.world().documents["d-1"].synopsis == (
        "Mára crosses.\nAt night.\nMára crosses alone."
    )


def test_an_entity_renamed_differently_keeps_the_other_name_as_an_alias() -> None:
    ours = _apply(BASE, RenameEntity("e-1", "Mara"))
    theirs = _apply(BASE, RenameEntity("e-1", "Mára Vell"), AddAlias("e-1", "Vell"))
    merge = merge_worlds(BASE, ours, theirs)
    assert _keys(merge) == ["entity:e-1:name"]
    merged = merge.world().entities["e-1"]
    assert merged.name == "Mara"
    assert merged.aliases == ("the ferrywoman", "Vell", "Mára Vell")
    settled = merge.world({"entity:e-1:name": Choice.THEIRS}).entities["e-1"]
    assert (settled.name, settled.aliases) == ("Mára Vell", ("the ferrywoman", "Vell"))


def test_entity_details_and_notes_merge() -> None:
    ours = _apply(BASE, SetEntityAttribute("e-1", "notes", "Born at the ford.\nQuiet."))
    theirs = _apply(
        BASE, SetEntityAttribute("e-1", "kind", "faction"), SetEntityAttribute("e-1", "tags", ())
    )
    merge = merge_worlds(BASE, ours, theirs)
    assert merge.clean
    merged = merge.world().entities["e-1"]
    assert (merged.notes, merged.kind, merged.tags) == ("Born at the ford.\nQuiet.", "faction", ())


def test_an_entity_trashed_on_one_side_and_changed_on_the_other_is_kept() -> None:
    ours = _apply(BASE, TrashNode("e-1"))
    theirs = _apply(BASE, AddAlias("e-1", "Vell"))
    merge = merge_worlds(BASE, ours, theirs)
    assert _keys(merge) == ["entity:e-1:trash"]
    assert not merge.world().is_trashed("e-1")
    assert merge.world().entities["e-1"].aliases == ("the ferrywoman", "Vell")
    assert merge.world({"entity:e-1:trash": Choice.OURS}).is_trashed("e-1")
    untouched = merge_worlds(BASE, ours, _apply(BASE, SetProjectMeta("author", "R."))).world()
    assert untouched.is_trashed("e-1")


def test_an_entity_made_on_each_side_is_kept_with_both() -> None:
    ours = replace(BASE, entities=BASE.entities.set("e-2", Entity("e-2", "Tobin")))
    theirs = replace(BASE, entities=BASE.entities.set("e-3", Entity("e-3", "Ilse")))
    merge = merge_worlds(BASE, ours, theirs)
    assert set(merge.world().entities) == {"e-1", "e-2", "e-3"}
    assert {(t.node_id, t.side, t.what) for t in merge.taken} == {
        ("e-2", Origin.OURS, ConflictKind.CREATED),
        ("e-3", Origin.THEIRS, ConflictKind.CREATED),
    }


def test_the_project_details_merge_one_by_one() -> None:
    ours = _apply(BASE, SetProjectMeta("title", "The Ford"), SetProjectMeta("language", "de"))
    theirs = _apply(BASE, SetProjectMeta("title", "The Crossing"), SetProjectMeta("author", "R."))
    merge = merge_worlds(BASE, ours, theirs)
    assert _keys(merge) == ["project:title"]
    meta = merge.world().meta
    assert (meta.title, meta.author, meta.language) == ("The Ford / The Crossing", "R.", "de")
    assert merge.world({"project:title": Choice.THEIRS}).meta.title == "The Crossing"


def test_settings_are_ours_unless_only_theirs_changed_them() -> None:
    theirs = _apply(BASE, SetProjectSetting("project_target", 80000))
    ours = _apply(BASE, SetProjectMeta("author", "R."))
    assert merge_worlds(BASE, ours, theirs).world().settings.project_target == 80000
    both = _apply(ours, SetProjectSetting("project_target", 60000))
    assert merge_worlds(BASE, both, theirs).world().settings.project_target == 60000


def test_an_unknown_resolution_key_is_refused() -> None:
    merge = merge_worlds(
        BASE, _apply(BASE, RenameEntity("e-1", "A")), _apply(BASE, RenameEntity("e-1", "B"))
    )
    with pytest.raises(KeyError, match="entity:e-9:name"):
        merge.world({"entity:e-9:name": Choice.OURS})


def test_when_the_two_sides_disagree_on_private_private_wins() -> None:
    from assistant.world.edits import SetFieldPrivate, SetPrivate

    base = _apply(BASE, SetEntityAttribute("e-1", "notes", "Heir."))
    ours = _apply(base, SetPrivate("d-1", True), SetDocumentAttribute("d-1", "status", "done"))
    theirs = _apply(base, SetPrivate("e-1", True), SetDocumentAttribute("d-1", "tags", ("x",)))
    merged = merge_worlds(base, ours, theirs).world()
    assert merged.documents["d-1"].private and merged.entities["e-1"].private
    assert merged.documents["d-1"].status == "done"
    # one side unmarked what the other still has marked: the sides disagree, it stays private
    unmarked = _apply(ours, SetPrivate("d-1", False))
    merged = merge_worlds(ours, unmarked, _apply(ours, SetProjectMeta("author", "A"))).world()
    assert merged.documents["d-1"].private
    both_unmarked = merge_worlds(ours, unmarked, unmarked).world()
    assert not both_unmarked.documents["d-1"].private
    with_field = _apply(
        BASE, SetEntityField("e-1", "age", "40"), SetEntityField("e-1", "eyes", "g")
    )
    ours = _apply(with_field, SetFieldPrivate("e-1", "age", True))
    theirs = _apply(with_field, SetFieldPrivate("e-1", "eyes", True))
    merged = merge_worlds(with_field, ours, theirs).world()
    assert merged.entities["e-1"].private_fields == ("age", "eyes")


def test_a_private_folder_stays_private_when_the_tree_is_merged() -> None:
    from assistant.world.edits import CreateNode, MoveNode, SetPrivate
    from assistant.world.model import Folder

    base = _apply(BASE, CreateNode(Folder("f-1", "Secrets")))
    ours = _apply(base, SetPrivate("f-1", True))
    theirs = _apply(base, MoveNode("d-1", "f-1", 0))
    merged = merge_worlds(base, ours, theirs).world()
    assert merged.folders["f-1"].private
    assert merged.folders["f-1"].children == ("d-1",)
