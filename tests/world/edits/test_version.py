"""Taking another version of the whole project as one edit: it gives exactly that version, its
inverse exactly the world before, both keep to the last byte on disk, and it holds only what
differs."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from assistant.world.edits import ChangeFlag, EditAction, SetText, TakeVersion, TrashNode
from assistant.world.edits.codec import decode_edit, encode_edit
from assistant.world.model import Document, Entity, Folder, ProjectMeta, TrashEntry
from assistant.world.storage.store import ProjectStore
from tests.worlds import world_of


def ours_and_theirs():
    ours = world_of(
        Document("d-0000000001", "Arrival", "Mára came.\n\nThe river was loud.\n"),
        Document("d-0000000002", "Night", "Dark."),
        Document("d-0000000003", "Notes", "Salt."),
        Folder("f-0000000001", "Part One", children=("d-0000000001", "d-0000000002")),
        Entity("e-0000000001", "Mára", fields=(("Age", "19"),)),
        root=("f-0000000001", "d-0000000003"),
        meta=ProjectMeta("The Long Map"),
    )
    theirs = world_of(
        Document("d-0000000001", "Arrival", "Mára came.\n\nThe river was quiet.\n"),
        Document("d-0000000003", "Notes", "Salt."),
        Document("d-0000000004", "Epilogue", "Later."),
        Folder("f-0000000001", "Part One", children=("d-0000000004", "d-0000000001")),
        Entity("e-0000000001", "Mára", fields=(("Age", "20"),)),
        Entity("e-0000000002", "Ilse"),
        root=("f-0000000001",),
        trash=(TrashEntry("d-0000000003", None, 1),),
        meta=ProjectMeta("The Long Map", "A. Writer"),
    )
    return ours, theirs


def files_of(root: Path) -> dict[str, str]:
    return {
        str(path.relative_to(root)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(root.rglob("*"))
        if path.is_file() and ".quire" not in path.relative_to(root).parts
    }


def test_taking_a_version_gives_it_and_its_inverse_gives_the_world_before():
    ours, theirs = ours_and_theirs()
    edit = TakeVersion.between(ours, theirs, "Merge")
    taken, inverse = edit.apply(ours)
    assert taken == theirs
    back, again = inverse.apply(taken)
    assert back == ours
    assert again.apply(back)[0] == theirs
    assert edit.action is EditAction.TAKE_VERSION and edit.describe() == "Merge"


def test_a_version_holds_only_what_differs():
    ours, theirs = ours_and_theirs()
    edit = TakeVersion.between(ours, theirs)
    assert [key for key, _value in edit.documents] == ["d-0000000001", "d-0000000002",
                                                       "d-0000000004"]  # fmt: skip
    assert dict(edit.documents)["d-0000000002"] is None  # gone in that version
    assert edit.touched() == {
        "d-0000000001", "d-0000000002", "d-0000000004", "f-0000000001", "e-0000000001",
        "e-0000000002",
    }  # fmt: skip
    assert edit.settings is None and edit.writing_log is None
    assert edit.effects == (
        ChangeFlag.TEXT | ChangeFlag.TREE | ChangeFlag.ENTITY | ChangeFlag.TRASH
        | ChangeFlag.PROJECT
    )  # fmt: skip
    removal = edit.removes(ours)
    assert removal.deleted == {"d-0000000002"} and removal.trashed == {"d-0000000003"}
    same = TakeVersion.between(ours, ours)
    assert same.is_empty and same.touched() == frozenset()
    assert same.apply(ours)[0] == ours


def test_a_version_keeps_through_the_codec():
    ours, theirs = ours_and_theirs()
    edit = TakeVersion.between(ours, theirs, "Merge")
    assert decode_edit(encode_edit(edit)) == edit


def test_saving_the_version_and_its_undo_writes_each_world_byte_for_byte(tmp_path):
    ours, theirs = ours_and_theirs()
    expected = {}
    for name, world in (("ours", ours), ("theirs", theirs)):
        ProjectStore.create(tmp_path / name, world.meta, world)
        expected[name] = files_of(tmp_path / name)
    root = tmp_path / "project"
    store = ProjectStore.create(root, ours.meta, ours)
    # an edit of the writer's before, so that the maps carry changes from a common base
    typed, _ = SetText("d-0000000002", "Dark night.").apply(ours)
    ours_typed, _ = SetText("d-0000000002", "Dark.").apply(typed)
    taken, inverse = TakeVersion.between(ours_typed, theirs).apply(ours_typed)
    store.save(taken)
    assert files_of(root) == expected["theirs"]
    back, again = inverse.apply(taken)
    store.save(back)
    assert files_of(root) == expected["ours"]
    store.save(again.apply(back)[0])
    assert files_of(root) == expected["theirs"]


def test_a_version_is_taken_over_whatever_the_world_holds_and_undone_to_it():
    ours, theirs = ours_and_theirs()
    edit = TakeVersion.between(ours, theirs)
    trashed, _ = TrashNode("e-0000000001").apply(ours)
    taken, inverse = edit.apply(trashed)
    assert taken.documents == theirs.documents and taken.trash == theirs.trash
    assert inverse.apply(taken)[0] == trashed


def test_a_version_carries_what_the_book_knows_of_its_series():
    from dataclasses import replace

    from assistant.world.series.model import (
        Availability,
        FactChange,
        SeriesBook,
        SeriesState,
    )

    ours, theirs = ours_and_theirs()
    state = SeriesState(
        "The Salt Road", (SeriesBook("../Book 1", "Book 1"),), 1, frozenset({"e-0000000001"}),
        availability=Availability.READ,
    )
    ours = replace(ours, series=state)
    theirs = replace(theirs, series=replace(
        state, entity_ids=frozenset({"e-0000000001", "e-0000000002"}),
        changes=(("e-0000000001", (FactChange("Age", "21", 2),)),),
    ))  # fmt: skip
    edit = TakeVersion.between(ours, theirs, "Merge")
    assert edit.series == theirs.series
    merged, inverse = edit.apply(ours)
    assert merged == theirs and merged.series.owns("e-0000000002")
    assert inverse.apply(merged)[0] == ours
    kept = decode_edit(json.loads(json.dumps(encode_edit(edit))))
    assert kept == edit and kept.series.entity_ids == frozenset({"e-0000000001", "e-0000000002"})
    assert TakeVersion.between(ours, replace(theirs, series=ours.series)).series is None
