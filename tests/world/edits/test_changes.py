"""Edits describe themselves (action, target, effects, what they remove), a project reports a
change summary with flags for every edit, scopes say what an edit touched, and diffs say what
changed in one thing as data."""

from __future__ import annotations

import inspect

import pytest

from assistant.world import edits as edits_module
from assistant.world.edits import (
    PROJECT_TARGET,
    AddAlias,
    ChangeFlag,
    CompoundEdit,
    CreateEntity,
    CreateNode,
    DeleteEntity,
    DeleteNode,
    DeleteText,
    Edit,
    EditAction,
    FindReplace,
    InsertText,
    MoveNode,
    RemoveAlias,
    RenameEntity,
    ReplaceRange,
    ReplaceSpans,
    RestoreNode,
    SetDocumentAttribute,
    SetDocumentField,
    SetEntityAttribute,
    SetEntityField,
    SetProjectMeta,
    SetProjectSetting,
    SetText,
    SetTitle,
    TakeVersion,
    TrashNode,
)
from assistant.world.edits.changes import ChangeSummary
from assistant.world.edits.diff import (
    Field,
    LineKind,
    Place,
    Standing,
    TargetKind,
    diff_target,
    target_kind,
    target_title,
)
from assistant.world.edits.scope import META_KEY, ROOT_KEY, TRASH_KEY, change_scope, same_in_scope
from assistant.world.model import Document, Entity, Folder, FrozenMap, ProjectMeta, World
from assistant.world.project import Project

TEXT = "First line.\nSecond line.\nThird line.\nFourth line.\nFifth line.\nSixth line.\n"


def make_world() -> World:
    docs = {
        "d-1": Document("d-1", "Arrival", TEXT),
        "d-2": Document("d-2", "Departure", "Short."),
    }
    folders = {"f-1": Folder("f-1", "Part One", children=("d-2",))}
    entities = {"e-1": Entity("e-1", "Mára", aliases=("Mara",), fields=(("Age", "19"),))}
    return World(
        meta=ProjectMeta("The Long Map"),
        documents=FrozenMap(docs),
        folders=FrozenMap(folders),
        entities=FrozenMap(entities),
        root=("d-1", "f-1"),
    )


def edit_classes() -> list[type[Edit]]:
    return [
        value
        for value in vars(edits_module).values()
        if inspect.isclass(value) and issubclass(value, Edit) and value is not Edit
    ]


def test_every_edit_kind_names_its_action_and_its_effects() -> None:
    for cls in edit_classes():
        if cls in (
            CreateNode, SetEntityAttribute, TrashNode, RestoreNode, CompoundEdit, TakeVersion
        ):
            continue  # these depend on the instance; checked below
        assert cls.ACTION is not EditAction.CHANGE, cls.__name__
        assert cls.EFFECTS is not ChangeFlag.NONE, cls.__name__


@pytest.mark.parametrize(
    ("edit", "action", "target", "effects"),
    [
        (CreateNode(Document("d-9", "New")), "create_document", "d-9", ChangeFlag.TREE),
        (CreateNode(Folder("f-9", "New")), "create_folder", "f-9", ChangeFlag.TREE),
        (SetTitle("d-1", "X"), "retitle", "d-1", ChangeFlag.TREE),
        (MoveNode("d-1", "f-1"), "move_node", "d-1", ChangeFlag.TREE),
        (TrashNode("d-1"), "trash_node", "d-1", ChangeFlag.TREE | ChangeFlag.TRASH),
        (TrashNode("e-1"), "trash_node", "e-1", ChangeFlag.ENTITY | ChangeFlag.TRASH),
        (RestoreNode("d-1"), "restore_node", "d-1", ChangeFlag.TREE | ChangeFlag.TRASH),
        (ReplaceRange("d-1", 0, 5, "x"), "replace_text", "d-1", ChangeFlag.TEXT),
        (FindReplace("d-1", "line", "row"), "replace_text", "d-1", ChangeFlag.TEXT),
        (InsertText("d-1", 0, "x"), "insert_text", "d-1", ChangeFlag.TEXT),
        (DeleteText("d-1", 0, 2), "delete_text", "d-1", ChangeFlag.TEXT),
        (SetDocumentAttribute("d-1", "status", "done"), "set_document_info", "d-1",
         ChangeFlag.TREE),
        (SetDocumentField("d-1", "Weather", "rain"), "set_document_field", "d-1",
         ChangeFlag.TREE),
        (RenameEntity("e-1", "Maren"), "rename_entity", "e-1", ChangeFlag.ENTITY),
        (SetEntityAttribute("e-1", "notes", "n"), "set_entity_notes", "e-1", ChangeFlag.ENTITY),
        (SetEntityAttribute("e-1", "kind", "place"), "set_entity_info", "e-1",
         ChangeFlag.ENTITY),
        (CreateEntity(Entity("e-9", "Oda")), "create_entity", "e-9", ChangeFlag.ENTITY),
        (SetProjectMeta("title", "T"), "set_project_info", PROJECT_TARGET, ChangeFlag.PROJECT),
        (SetProjectSetting("word_list", ("Mára",)), "set_project_setting", PROJECT_TARGET,
         ChangeFlag.PROJECT),
        (
            CompoundEdit((RenameEntity("e-1", "Maren"), AddAlias("e-1", "Mára"))),
            "rename_entity", "e-1", ChangeFlag.ENTITY,
        ),
        (
            CompoundEdit((SetTitle("d-1", "X"), InsertText("d-1", 0, "y"))),
            "retitle", "d-1", ChangeFlag.TREE | ChangeFlag.TEXT,
        ),
    ],
)  # fmt: skip
def test_an_edit_says_what_it_does_to_what(edit, action, target, effects) -> None:
    assert edit.action == action
    assert edit.target == target
    assert edit.effects == effects


def test_what_an_edit_removes() -> None:
    world = make_world()
    assert ReplaceRange("d-1", 0, 5, "x").removes(world).characters == {"d-1": 5}
    assert DeleteText("d-1", 2, 9).removes(world).characters == {"d-1": 7}
    assert InsertText("d-1", 0, "more").removes(world).is_empty
    assert FindReplace("d-1", "line", "row").removes(world).characters == {"d-1": 24}
    assert ReplaceSpans("d-1", ((0, 1, ""), (4, 6, "z"))).removes(world).characters == {
        "d-1": 3
    }
    # SetText counts what the new text does not keep, around what both share.
    assert SetText("d-1", "First line.\nSixth line.\n").removes(world).characters == {
        "d-1": len(TEXT) - len("First line.\nSixth line.\n")
    }
    assert SetText("d-1", "").removes(world).characters == {"d-1": len(TEXT)}
    assert TrashNode("f-1").removes(world).trashed == {"f-1"}
    assert DeleteNode("d-2").removes(world).deleted == {"d-2"}
    assert DeleteEntity("e-1").removes(world).deleted == {"e-1"}
    assert SetTitle("d-1", "X").removes(world).is_empty
    # A compound edit adds up its parts, each over the world the parts before it left.
    both = CompoundEdit((DeleteText("d-1", 0, 6), DeleteText("d-1", 0, 6), TrashNode("d-2")))
    removal = both.removes(world)
    assert removal.characters == {"d-1": 12} and removal.trashed == {"d-2"}


def test_plain_text_edits_give_their_spans_for_the_editor() -> None:
    assert ReplaceRange("d-1", 1, 3, "ab").text_spans("d-1") == ((1, 3, "ab"),)
    assert InsertText("d-1", 4, "x").text_spans("d-1") == ((4, 4, "x"),)
    assert DeleteText("d-1", 4, 6).text_spans("d-1") == ((4, 6, ""),)
    assert ReplaceSpans("d-1", ((9, 9, "b"), (1, 2, "a"))).text_spans("d-1") == (
        (1, 2, "a"),
        (9, 9, "b"),
    )
    assert ReplaceRange("d-1", 1, 3, "ab").text_spans("d-2") is None
    assert SetText("d-1", "x").text_spans("d-1") is None  # the editor diffs it itself


def test_a_project_reports_a_change_summary_for_every_edit() -> None:
    project = Project(make_world())
    heard: list[ChangeSummary] = []
    project.add_listener(lambda _world, change: heard.append(change))
    project.apply(InsertText("d-1", 0, "Now. "))
    project.apply(TrashNode("d-2"))
    project.apply(SetProjectMeta("author", "A. Writer"))
    typing, trashing, details = heard
    assert typing.text_only and typing.touched == {"d-1"}
    assert typing.text_spans("d-1") == ((0, 0, "Now. "),)
    assert not trashing.text_only and trashing.changed(ChangeFlag.TRASH)
    assert trashing.changed(ChangeFlag.TREE) and not trashing.changed(ChangeFlag.ENTITY)
    assert details.changed(ChangeFlag.PROJECT) and not details.changed(ChangeFlag.TREE)


def test_scope_names_the_containers_whose_order_changed() -> None:
    world = make_world()
    move = MoveNode("d-1", "f-1", 0)
    after, inverse = move.apply(world)
    assert change_scope(world, after, move) == {"d-1", "f-1", ROOT_KEY}
    trash = TrashNode("d-2")
    trashed, _ = trash.apply(world)
    assert change_scope(world, trashed, trash) == {"d-2", "f-1", TRASH_KEY}
    meta = SetProjectMeta("title", "Another")
    renamed, _ = meta.apply(world)
    assert change_scope(world, renamed, meta) == {META_KEY}
    assert same_in_scope(world, after, {"e-1", "d-2"})
    assert not same_in_scope(world, after, {ROOT_KEY})
    back, _ = inverse.apply(after)
    assert same_in_scope(world, back, change_scope(world, after, move))


def test_a_text_diff_has_hunks_with_context() -> None:
    world = make_world()
    edit = FindReplace("d-1", "Fourth", "4th")
    after, _ = edit.apply(world)
    diff = diff_target(world, after, "d-1")
    assert diff.fields == ()
    (hunk,) = diff.hunks
    kinds = [(line.kind, line.text) for line in hunk.lines]
    assert kinds == [
        (LineKind.CONTEXT, "Second line."),
        (LineKind.CONTEXT, "Third line."),
        (LineKind.REMOVED, "Fourth line."),
        (LineKind.ADDED, "4th line."),
        (LineKind.CONTEXT, "Fifth line."),
        (LineKind.CONTEXT, "Sixth line."),
    ]
    assert (hunk.old_start, hunk.old_count, hunk.new_start, hunk.new_count) == (2, 5, 2, 5)


def test_a_diff_of_details_places_and_the_trash() -> None:
    world = make_world()
    moved, _ = CompoundEdit((SetTitle("d-1", "Landfall"), MoveNode("d-1", "f-1", 1))).apply(world)
    diff = diff_target(world, moved, "d-1")
    assert diff.field(Field.TITLE).before == "Arrival"
    assert diff.field(Field.TITLE).after == "Landfall"
    assert diff.field(Field.PLACE).before == Place(Standing.IN_TREE, None, 1)
    assert diff.field(Field.PLACE).after == Place(Standing.IN_TREE, "Part One", 2)
    assert diff.hunks == ()

    trashed, _ = TrashNode("e-1").apply(world)
    assert diff_target(world, trashed, "e-1").field(Field.TRASHED).after is True
    aged, _ = SetEntityField("e-1", "Age", "20").apply(world)
    fields = diff_target(world, aged, "e-1").field(Field.FIELDS)
    assert fields.before == (("Age", "19"),) and fields.after == (("Age", "20"),)
    unaliased, _ = RemoveAlias("e-1", "Mara").apply(world)
    assert diff_target(world, unaliased, "e-1").field(Field.ALIASES).after == ()
    created, _ = CreateNode(Document("d-9", "New", "Hello.\n"), "f-1").apply(world)
    new_doc = diff_target(world, created, "d-9")
    assert new_doc.field(Field.PLACE).before == Place(Standing.ABSENT)
    assert [line.kind for line in new_doc.lines()] == [LineKind.ADDED]
    weather, _ = SetDocumentField("d-1", "Weather", "rain").apply(world)
    assert diff_target(world, weather, "d-1").field(Field.FIELDS).after == (("Weather", "rain"),)
    retitled, _ = SetProjectMeta("title", "The Short Map").apply(world)
    assert diff_target(world, retitled, PROJECT_TARGET).field(Field.TITLE).after == (
        "The Short Map"
    )


def test_target_kinds_and_titles() -> None:
    world = make_world()
    assert [target_kind(t) for t in ("d-1", "f-1", "e-1", PROJECT_TARGET)] == [
        TargetKind.DOCUMENT,
        TargetKind.FOLDER,
        TargetKind.ENTITY,
        TargetKind.PROJECT,
    ]
    assert target_title(world, "e-1") == "Mára"
    assert target_title(world, PROJECT_TARGET) == "The Long Map"
    assert target_title(world, "d-404") is None
