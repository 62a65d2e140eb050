"""Every edit kind: what it does, that its inverse undoes it exactly, and how it refuses."""

from __future__ import annotations

import pytest

from assistant.world.edits import (
    AddAlias,
    CompoundEdit,
    CreateEntity,
    CreateNode,
    DeleteEntity,
    DeleteNode,
    DeleteText,
    Edit,
    FindReplace,
    InsertText,
    MoveDocumentField,
    MoveEntityField,
    MoveNode,
    RemoveAlias,
    RemoveDocumentField,
    RemoveEntityField,
    RenameEntity,
    ReplaceRange,
    ReplaceSpans,
    RestoreNode,
    SetDocumentAttribute,
    SetDocumentField,
    SetEntityAttribute,
    SetEntityField,
    SetFolderKind,
    SetProjectMeta,
    SetText,
    SetTitle,
    TrashNode,
)
from assistant.world.errors import (
    CountMismatchError,
    DuplicateError,
    InvalidMoveError,
    InvalidValueError,
    TextNotFoundError,
    TextRangeError,
    UnknownNodeError,
)
from assistant.world.model import (
    Document,
    DocumentKind,
    Entity,
    EntityKind,
    Folder,
    FolderKind,
    ProjectMeta,
    World,
)
from assistant.world.project import Project
from tests.worlds import flat_world, world_of


def make_world() -> World:
    return world_of(
        Document("d-1", "Arrival", "Mara came to the bridge. Mara waited.", DocumentKind.CHAPTER),
        Document("d-2", "Night", "The river was loud.", DocumentKind.SCENE),
        Document("d-3", "Ideas", "bridge bridge Bridge", DocumentKind.NOTE),
        Folder("f-part1", "Part One", FolderKind.PART, ("d-1", "d-2")),
        Folder("f-notes", "Notes", FolderKind.FOLDER, ("d-3",)),
        Folder("f-empty", "Empty", FolderKind.FOLDER, ()),
        Entity("e-mara", "Mara Vell", EntityKind.CHARACTER, ("Mara",),
               (("Age", "34"), ("Eyes", "grey"))),
        root=("f-part1", "f-notes", "f-empty"),
        meta=ProjectMeta("Salt Road", "A. Writer", "en"),
    )


def roundtrip(edit: Edit, world: World | None = None) -> World:
    """Apply, check the inverse restores the start exactly and re-applying gives the same."""
    start = world or make_world()
    after, inverse = edit.apply(start)
    assert after != start
    back, again = inverse.apply(after)
    assert back == start
    redo, _ = again.apply(back)
    assert redo == after
    return after


# -- tree ---------------------------------------------------------------------------------


def test_create_document_in_folder_at_index() -> None:
    doc = Document("d-new", "Dawn", "Light.")
    after = roundtrip(CreateNode(doc, "f-part1", 1))
    assert after.folders["f-part1"].children == ("d-1", "d-new", "d-2")
    assert after.documents["d-new"].text == "Light."


def test_create_folder_at_top_level_end() -> None:
    after = roundtrip(CreateNode(Folder("f-new", "Part Two", FolderKind.PART)))
    assert after.root[-1] == "f-new"


@pytest.mark.parametrize(
    ("edit", "error"),
    [
        (CreateNode(Document("d-1", "Again")), DuplicateError),
        (CreateNode(Document("d-x", "X"), "f-nope"), UnknownNodeError),
        (CreateNode(Document("d-x", "X"), "f-part1", 9), InvalidMoveError),
        (CreateNode(Document("d-x", "  ")), InvalidValueError),
        (CreateNode(Document("x-1", "Bad id")), InvalidValueError),
        (CreateNode(Folder("f-x", "Full", children=("d-1",))), InvalidValueError),
        (DeleteNode("f-part1"), InvalidValueError),
        (DeleteNode("d-nope"), UnknownNodeError),
    ],
)
def test_invalid_tree_edits_raise_and_change_nothing(edit: Edit, error: type[Exception]) -> None:
    world = make_world()
    with pytest.raises(error):
        edit.apply(world)
    assert world == make_world()


def test_retitle_keeps_id() -> None:
    after = roundtrip(SetTitle("d-1", "Landfall"))
    assert after.documents["d-1"].title == "Landfall"
    assert after.folders["f-part1"].children[0] == "d-1"
    roundtrip(SetTitle("f-notes", "Research"))
    with pytest.raises(UnknownNodeError):
        SetTitle("d-nope", "X").apply(make_world())
    with pytest.raises(InvalidValueError):
        SetTitle("d-1", "").apply(make_world())


@pytest.mark.parametrize(
    ("name", "value", "expected"),
    [
        ("kind", "note", DocumentKind.NOTE),
        ("tags", ["draft", "river"], ("draft", "river")),
        ("synopsis", "She arrives.", "She arrives."),
        ("status", "revised", "revised"),
    ],
)
def test_document_attributes(name: str, value: object, expected: object) -> None:
    after = roundtrip(SetDocumentAttribute("d-1", name, value))
    assert getattr(after.documents["d-1"], name) == expected


@pytest.mark.parametrize(
    ("name", "value"), [("kind", "poem"), ("tags", "solo"), ("colour", "red"), ("status", 3)]
)
def test_invalid_document_attributes(name: str, value: object) -> None:
    with pytest.raises(InvalidValueError):
        SetDocumentAttribute("d-1", name, value).apply(make_world())


def test_folder_kind() -> None:
    after = roundtrip(SetFolderKind("f-notes", FolderKind.PART))
    assert after.folders["f-notes"].kind is FolderKind.PART
    with pytest.raises(InvalidValueError):
        SetFolderKind("f-notes", "shelf").apply(make_world())  # type: ignore[arg-type]


def test_move_within_and_between_folders() -> None:
    after = roundtrip(MoveNode("d-2", "f-part1", 0))
    assert after.folders["f-part1"].children == ("d-2", "d-1")
    after = roundtrip(MoveNode("d-1", "f-notes", 1))
    assert after.folders["f-notes"].children == ("d-3", "d-1")
    assert after.folders["f-part1"].children == ("d-2",)
    after = roundtrip(MoveNode("d-3", None, 0))
    assert after.root[0] == "d-3"


def test_move_folder_into_itself_or_descendant_is_refused() -> None:
    world, _ = MoveNode("f-empty", "f-part1").apply(make_world())
    with pytest.raises(InvalidMoveError):
        MoveNode("f-part1", "f-part1").apply(world)
    with pytest.raises(InvalidMoveError):
        MoveNode("f-part1", "f-empty").apply(world)
    with pytest.raises(UnknownNodeError):
        MoveNode("d-1", "f-nope").apply(world)
    with pytest.raises(InvalidMoveError):
        MoveNode("d-1", "f-part1", 7).apply(world)


def test_trash_and_restore_document() -> None:
    after = roundtrip(TrashNode("d-2"))
    assert after.folders["f-part1"].children == ("d-1",)
    assert after.is_trashed("d-2")
    assert "d-2" in after.documents  # nothing destroyed
    restored = roundtrip(RestoreNode("d-2"), after)
    assert restored == make_world()


def test_trash_folder_takes_its_contents() -> None:
    after = roundtrip(TrashNode("f-part1"))
    assert after.is_trashed("d-1")
    assert [d.id for d in after.documents_in_order()] == ["d-3"]
    with pytest.raises(InvalidMoveError):
        MoveNode("d-1", None).apply(after)
    with pytest.raises(InvalidMoveError):
        CreateNode(Document("d-x", "X"), "f-part1").apply(after)
    with pytest.raises(InvalidValueError):
        TrashNode("f-part1").apply(after)
    with pytest.raises(InvalidValueError):
        TrashNode("d-1").apply(after)  # already in the trash, inside its folder


def test_restore_when_the_old_folder_is_gone_goes_to_top_level() -> None:
    world, _ = TrashNode("d-3").apply(make_world())
    world, _ = TrashNode("f-notes").apply(world)
    after, inverse = RestoreNode("d-3").apply(world)
    assert after.root[-1] == "d-3"
    back, _ = inverse.apply(after)
    assert back == world


def test_trash_and_restore_entity() -> None:
    after = roundtrip(TrashNode("e-mara"))
    assert after.is_trashed("e-mara")
    assert after.live_entities() == []
    with pytest.raises(UnknownNodeError):
        RestoreNode("e-nope").apply(after)


# -- text ---------------------------------------------------------------------------------


def test_insert_delete_replace_range() -> None:
    after = roundtrip(InsertText("d-2", 4, "dark "))
    assert after.documents["d-2"].text == "The dark river was loud."
    after = roundtrip(DeleteText("d-2", 0, 4))
    assert after.documents["d-2"].text == "river was loud."
    after = roundtrip(ReplaceRange("d-2", 4, 9, "sea"))
    assert after.documents["d-2"].text == "The sea was loud."


@pytest.mark.parametrize(
    "edit",
    [
        InsertText("d-2", 99, "x"),
        InsertText("d-2", -1, "x"),
        DeleteText("d-2", 5, 2),
        ReplaceRange("d-2", 0, 1000, "x"),
        ReplaceSpans("d-2", ((0, 5, "a"), (3, 6, "b"))),
    ],
)
def test_text_ranges_outside_the_document_raise(edit: Edit) -> None:
    with pytest.raises(TextRangeError):
        edit.apply(make_world())


def test_replace_spans_inverse_is_exact() -> None:
    after = roundtrip(ReplaceSpans("d-3", ((0, 6, "span"), (14, 20, "Brücke"))))
    assert after.documents["d-3"].text == "span bridge Brücke"


def test_find_replace_counts_and_refuses_vague_replaces() -> None:
    edit = FindReplace("d-1", "Mara", "Maren", expected_count=2)
    assert len(edit.matches(make_world())) == 2
    after = roundtrip(edit)
    assert after.documents["d-1"].text == "Maren came to the bridge. Maren waited."
    with pytest.raises(CountMismatchError) as info:
        FindReplace("d-1", "Mara", "Maren", expected_count=1).apply(make_world())
    assert info.value.found == 2
    with pytest.raises(TextNotFoundError):
        FindReplace("d-1", "Tomas", "Tom").apply(make_world())
    with pytest.raises(InvalidValueError):
        FindReplace("d-1", "", "x").apply(make_world())


def test_find_replace_case_and_whole_word() -> None:
    after = roundtrip(FindReplace("d-3", "bridge", "arch", case_sensitive=False))
    assert after.documents["d-3"].text == "arch arch arch"
    world, _ = SetText("d-2", "bridges and a bridge").apply(make_world())
    after, _ = FindReplace("d-2", "bridge", "arch", whole_word=True).apply(world)
    assert after.documents["d-2"].text == "bridges and a arch"


def test_set_text() -> None:
    after = roundtrip(SetText("d-2", "New words."))
    assert after.documents["d-2"].word_count == 2


# -- entities -----------------------------------------------------------------------------


def test_create_and_delete_entity() -> None:
    entity = Entity("e-town", "Harrowgate", EntityKind.PLACE, fields=(("Region", "North"),))
    after = roundtrip(CreateEntity(entity))
    assert after.entities["e-town"] == entity
    with pytest.raises(DuplicateError):
        CreateEntity(entity).apply(after)
    with pytest.raises(DuplicateError):
        CreateEntity(Entity("e-x", "X", fields=(("A", "1"), ("A", "2")))).apply(after)
    with pytest.raises(InvalidValueError):
        CreateEntity(Entity("e-x", "X", kind="dragon")).apply(after)  # type: ignore[arg-type]
    with pytest.raises(InvalidValueError):
        CreateEntity(Entity("d-x", "X")).apply(after)
    back, _ = DeleteEntity("e-town").apply(after)
    assert back == make_world()


def test_rename_entity_and_aliases() -> None:
    after = roundtrip(RenameEntity("e-mara", "Maren Vell"))
    assert after.entities["e-mara"].name == "Maren Vell"
    after = roundtrip(AddAlias("e-mara", "the ferrywoman", 0))
    assert after.entities["e-mara"].aliases == ("the ferrywoman", "Mara")
    after = roundtrip(RemoveAlias("e-mara", "Mara"))
    assert after.entities["e-mara"].aliases == ()
    with pytest.raises(DuplicateError):
        AddAlias("e-mara", "Mara").apply(make_world())
    with pytest.raises(InvalidValueError):
        RemoveAlias("e-mara", "Tomas").apply(make_world())
    with pytest.raises(UnknownNodeError):
        RenameEntity("e-nope", "X").apply(make_world())


def test_entity_fields_keep_their_order() -> None:
    after = roundtrip(SetEntityField("e-mara", "Age", "35"))
    assert after.entities["e-mara"].fields == (("Age", "35"), ("Eyes", "grey"))
    after = roundtrip(SetEntityField("e-mara", "Home", "Salt Road", 1))
    assert [k for k, _ in after.entities["e-mara"].fields] == ["Age", "Home", "Eyes"]
    after = roundtrip(RemoveEntityField("e-mara", "Age"))
    assert after.entities["e-mara"].fields == (("Eyes", "grey"),)
    after = roundtrip(MoveEntityField("e-mara", "Eyes", 0))
    assert [k for k, _ in after.entities["e-mara"].fields] == ["Eyes", "Age"]
    with pytest.raises(InvalidValueError):
        RemoveEntityField("e-mara", "Height").apply(make_world())
    with pytest.raises(InvalidValueError):
        MoveEntityField("e-mara", "Eyes", 5).apply(make_world())


def test_find_replace_with_any_space_matches_across_line_breaks() -> None:
    doc = Document("d-9", "Wrapped", "Anna\nPávlovna and Anna Pávlovna; AnnaPávlovna")
    world = flat_world(doc)
    plain = FindReplace("d-9", "Anna Pávlovna", "A.", any_space=False)
    assert len(plain.matches(world)) == 1
    flexible = FindReplace("d-9", "Anna Pávlovna", "A.", expected_count=2, any_space=True)
    after, inverse = flexible.apply(world)
    assert after.documents["d-9"].text == "A. and A.; AnnaPávlovna"
    assert inverse.apply(after)[0] == world


def test_document_fields_keep_their_order_and_undo_exactly() -> None:
    after = roundtrip(SetDocumentField("d-2", "race", "gol"))
    assert after.documents["d-2"].fields == (("race", "gol"),)
    after, _ = SetDocumentField("d-2", "race", "gol").apply(make_world())
    after, inverse = SetDocumentField("d-2", "birth", "5406 AS", 0).apply(after)
    assert after.documents["d-2"].fields == (("birth", "5406 AS"), ("race", "gol"))
    assert inverse == RemoveDocumentField("d-2", "birth")
    changed, inverse = SetDocumentField("d-2", "race", "human").apply(after)
    assert changed.documents["d-2"].field_value("race") == "human"
    assert inverse.apply(changed)[0] == after
    moved, inverse = MoveDocumentField("d-2", "race", 0).apply(after)
    assert [k for k, _ in moved.documents["d-2"].fields] == ["race", "birth"]
    assert inverse.apply(moved)[0] == after
    removed, inverse = RemoveDocumentField("d-2", "birth").apply(after)
    assert removed.documents["d-2"].fields == (("race", "gol"),)
    assert inverse.apply(removed)[0] == after
    with pytest.raises(InvalidValueError):
        RemoveDocumentField("d-2", "height").apply(after)
    with pytest.raises(InvalidValueError):
        SetDocumentField("d-2", "  ", "x").apply(after)
    with pytest.raises(InvalidValueError):
        SetDocumentField("d-2", "x", 3).apply(after)  # type: ignore[arg-type]
    with pytest.raises(UnknownNodeError):
        SetDocumentField("d-nope", "x", "y").apply(after)


@pytest.mark.parametrize(
    ("name", "value", "expected"),
    [
        ("kind", "faction", EntityKind.FACTION),
        ("tags", ["main"], ("main",)),
        ("notes", "Born on the river.", "Born on the river."),
    ],
)
def test_entity_attributes(name: str, value: object, expected: object) -> None:
    after = roundtrip(SetEntityAttribute("e-mara", name, value))
    assert getattr(after.entities["e-mara"], name) == expected


def test_project_meta() -> None:
    after = roundtrip(SetProjectMeta("author", "B. Writer"))
    assert after.meta.author == "B. Writer"
    with pytest.raises(InvalidValueError):
        SetProjectMeta("genre", "noir").apply(make_world())
    with pytest.raises(InvalidValueError):
        SetProjectMeta("title", " ").apply(make_world())


# -- compound and the live project ----------------------------------------------------------


def test_compound_is_all_or_nothing() -> None:
    good = CompoundEdit((SetTitle("d-1", "A"), InsertText("d-2", 0, "B ")), "two")
    after = roundtrip(good)
    assert after.documents["d-1"].title == "A"
    bad = CompoundEdit((SetTitle("d-1", "A"), InsertText("d-2", 500, "B ")))
    world = make_world()
    with pytest.raises(TextRangeError):
        bad.apply(world)
    assert world == make_world()
    assert good.touched() == {"d-1", "d-2"}


def test_project_swaps_worlds_and_snapshots_stay_put() -> None:
    project = Project(make_world())
    seen: list[str] = []
    project.add_listener(lambda world, change: seen.append(change.edit.describe()))
    snapshot = project.snapshot()
    inverse = project.apply(SetTitle("d-1", "Landfall"))
    assert snapshot.documents["d-1"].title == "Arrival"
    assert project.world.documents["d-1"].title == "Landfall"
    assert project.revision == 1
    assert seen == ["retitled d-1 to 'Landfall'"]
    project.apply(inverse)
    assert project.world == make_world()
    with pytest.raises(UnknownNodeError):
        project.apply(SetTitle("d-nope", "X"))
    assert project.revision == 2
