"""The property everything stands on: undoing every edit gives back the start, byte for byte.

Hypothesis draws random edit sequences against a small world (each edit drawn from what the
world holds at that moment, so most apply and some are refused). Undoing all of them in
reverse order must give a world equal to the start, and saving that world must give files
byte-identical to the start; redoing must give the end state again.
"""

from __future__ import annotations

import hashlib
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, note, settings
from hypothesis import strategies as st

from assistant.world.edits import (
    AddAlias,
    CompoundEdit,
    CreateEntity,
    CreateNode,
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
    RestoreNode,
    SetDocumentAttribute,
    SetDocumentField,
    SetEntityAttribute,
    SetEntityField,
    SetFactChanges,
    SetFieldPrivate,
    SetPrivate,
    SetProjectMeta,
    SetProjectSetting,
    SetTitle,
    ShareEntity,
    TakeVersion,
    TrashNode,
    UnshareEntity,
)
from assistant.world.edits.deletion import DeletePermanently
from assistant.world.errors import EditError
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
from assistant.world.project_settings import Status
from assistant.world.series.model import Availability, FactChange, SeriesBook, SeriesState
from assistant.world.storage.store import ProjectStore
from tests.tiers import examples
from tests.worlds import world_of

WORDS = ["Mara", "Mára", "bridge", "river", "salt", "é", "\n\n", " ", "Ilse", "ferry", "—", "x"]


def start_world() -> World:
    return world_of(
        Document("d-aaaaaaaaa1", "Arrival", "Mara came to the bridge.\n"),
        Document("d-aaaaaaaaa2", "Night", "The river was loud.", DocumentKind.CHAPTER, ("draft",)),
        Document("d-aaaaaaaaa3", "Ideas", "", DocumentKind.NOTE, fields=(("race", "gol"),)),
        Folder("f-aaaaaaaaa1", "Part One", FolderKind.PART, ("d-aaaaaaaaa1", "d-aaaaaaaaa2")),
        Folder("f-aaaaaaaaa2", "Notes", FolderKind.FOLDER, ("d-aaaaaaaaa3",)),
        Entity("e-aaaaaaaaa1", "Mara Vell", EntityKind.CHARACTER, ("Mara",), (("Age", "34"),)),
        Entity("e-aaaaaaaaa2", "Salt Road", EntityKind.PLACE),
        root=("f-aaaaaaaaa1", "f-aaaaaaaaa2"),
        meta=ProjectMeta("Salt Road", "", "en"),
    )


def series_start_world() -> World:
    """The start world as book 2 of a series of three: Mara and the Salt Road are the
    series', with changes from this book's start, from a scene of it and for book 3; Ilse is
    this book's own."""
    world = start_world()
    ilse = Entity("e-aaaaaaaaa3", "Ilse", EntityKind.CHARACTER, fields=(("Eyes", "blue"),))
    mara = (
        FactChange("Eyes", "grey", 2), FactChange("Age", "35", 2, "d-aaaaaaaaa2"),
        FactChange("Home", "Vell", 3),
    )  # fmt: skip
    road = (FactChange("Home", "the coast", 1),)
    series = SeriesState(
        "The Salt Road", tuple(SeriesBook(f"../Book {n}") for n in (1, 2, 3)), 2,
        frozenset({"e-aaaaaaaaa1", "e-aaaaaaaaa2"}),
        (("e-aaaaaaaaa1", mara), ("e-aaaaaaaaa2", road)), Availability.READ,
    )  # fmt: skip
    meta = replace(world.meta, series="../Salt Road")
    entities = world.entities.set(ilse.id, ilse)
    return replace(world, meta=meta, entities=entities, series=series)


STATUSES = ["", "idea", "first draft", "Überarbeitet"]
TARGETS = ["project_target", "session_target"]
text_st = st.lists(st.sampled_from(WORDS), min_size=1, max_size=4).map("".join)


def draw_version(data: st.DataObject, world: World, serial: int) -> Edit:
    """Another version of ``world`` (a few edits away, as a merge might leave it), taken in
    one edit."""
    version = world
    for step in range(data.draw(st.integers(1, 4), label="version edits")):
        edit = draw_edit(data, version, 1000 + serial * 10 + step, nested=True)
        try:
            version, _inverse = edit.apply(version)
        except EditError:
            continue
    return TakeVersion.between(world, version, "Merge")


def draw_series_edit(data: st.DataObject, world: World, entity_id: str, kind: int) -> Edit:
    """An edit of the series (refused in a book of no series, or for an entity that is
    not the series' when it must be)."""
    if kind == 33:
        return ShareEntity(entity_id)
    if kind == 34:
        return UnshareEntity(entity_id)
    scenes = [None, *sorted(world.documents), "d-e15e0e0e01"]
    changes = data.draw(st.lists(st.builds(
        FactChange,
        st.sampled_from(["Age", "Eyes", "Home"]),
        st.sampled_from(["", "35", "grey", *WORDS[:3]]),
        st.integers(1, 3),
        st.sampled_from(scenes),
    ), max_size=3), label="changes")  # fmt: skip
    return SetFactChanges(entity_id, tuple(changes), data.draw(st.sampled_from([None, 0])))


def draw_edit(data: st.DataObject, world: World, serial: int, nested: bool = False) -> Edit:
    """One edit chosen from what ``world`` holds now (it may still be refused)."""
    docs = sorted(world.documents)
    folders = sorted(world.folders)
    entities = sorted(world.entities)
    nodes = docs + folders
    if not docs:  # deleted for good, every one: the next edit makes a new one
        return CreateNode(Document(f"d-{serial:010x}", "New", "Text."))
    if not entities:
        return CreateEntity(Entity(f"e-{serial:010x}", "New", EntityKind.ITEM))
    kind = data.draw(st.integers(0, 34 if nested else 35), label="kind")
    doc_id = data.draw(st.sampled_from(docs), label="doc")
    doc = world.documents[doc_id]
    length = len(doc.text)
    pos = data.draw(st.integers(0, length), label="pos")
    end = data.draw(st.integers(pos, length), label="end")
    entity_id = data.draw(st.sampled_from(entities), label="entity")
    entity = world.entities[entity_id]
    parent = data.draw(st.sampled_from([None, *folders]), label="parent")
    new_id = f"{serial:010x}"
    match kind:
        case 0:
            return InsertText(doc_id, pos, data.draw(text_st))
        case 1:
            return DeleteText(doc_id, pos, end)
        case 2:
            return ReplaceRange(doc_id, pos, end, data.draw(text_st))
        case 3:
            word = data.draw(st.sampled_from(WORDS[:6]))
            return FindReplace(
                doc_id, word, data.draw(text_st), case_sensitive=data.draw(st.booleans())
            )
        case 4:
            return SetTitle(data.draw(st.sampled_from(nodes)), data.draw(text_st))
        case 5:
            node = Document("d-" + new_id, data.draw(text_st), data.draw(text_st))
            return CreateNode(node, parent, data.draw(st.sampled_from([None, 0, 1])))
        case 6:
            return CreateNode(Folder("f-" + new_id, "Folder " + new_id), parent)
        case 7:
            return MoveNode(
                data.draw(st.sampled_from(nodes)), parent, data.draw(st.sampled_from([None, 0]))
            )
        case 8:
            return TrashNode(data.draw(st.sampled_from(nodes + entities)))
        case 9:
            if world.trash:
                return RestoreNode(data.draw(st.sampled_from(world.trash)).node_id)
            return TrashNode(doc_id)
        case 10:
            return SetDocumentAttribute(
                doc_id, "kind", data.draw(st.sampled_from(list(DocumentKind)))
            )
        case 11:
            return SetDocumentAttribute(doc_id, "synopsis", data.draw(text_st))
        case 12:
            return CreateEntity(
                Entity("e-" + new_id, data.draw(text_st), EntityKind.ITEM, ("alias",))
            )
        case 13:
            return RenameEntity(entity_id, data.draw(text_st))
        case 14:
            return AddAlias(entity_id, data.draw(text_st))
        case 15:
            alias = entity.aliases[0] if entity.aliases else "none"
            return RemoveAlias(entity_id, alias)
        case 16:
            key = data.draw(st.sampled_from(["Age", "Eyes", "Home"]))
            return SetEntityField(
                entity_id, key, data.draw(text_st), data.draw(st.sampled_from([None, 0]))
            )
        case 17:
            return RemoveEntityField(entity_id, data.draw(st.sampled_from(["Age", "Eyes", "Home"])))
        case 18:
            key = entity.fields[0][0] if entity.fields else "Age"
            return MoveEntityField(entity_id, key, data.draw(st.integers(0, 2)))
        case 19:
            return SetEntityAttribute(entity_id, "notes", data.draw(text_st))
        case 20:
            return SetProjectMeta("author", data.draw(text_st))
        case 21:
            key = data.draw(st.sampled_from(["race", "birth", "pov"]))
            return SetDocumentField(
                doc_id, key, data.draw(text_st), data.draw(st.sampled_from([None, 0]))
            )
        case 22:
            return RemoveDocumentField(doc_id, data.draw(st.sampled_from(["race", "birth", "pov"])))
        case 23:
            key = doc.fields[0][0] if doc.fields else "race"
            return MoveDocumentField(doc_id, key, data.draw(st.integers(0, 2)))
        case 24:
            return SetDocumentAttribute(doc_id, "target", data.draw(st.sampled_from([0, 1, 900])))
        case 25:
            return SetDocumentAttribute(doc_id, "status", data.draw(st.sampled_from(STATUSES)))
        case 26:
            names = data.draw(st.lists(st.sampled_from(STATUSES[1:]), unique=True, max_size=3))
            colors = data.draw(st.sampled_from(["#112233", "#aabbcc"]))
            return SetProjectSetting("statuses", tuple(Status(n, colors) for n in names))
        case 27:
            if data.draw(st.booleans()):
                target = data.draw(st.sampled_from([0, 1000, 90_000, -1, True]))
                return SetProjectSetting(data.draw(st.sampled_from(TARGETS)), target)
            name = data.draw(st.sampled_from(["least_approval", "always_review"]))
            value = data.draw(st.sampled_from(["none", "risky", "Every", "sometimes", True]))
            return SetProjectSetting(name, value)
        case 28:
            words = data.draw(st.lists(st.sampled_from([*WORDS, "Mára’s", "two words"])))
            return SetProjectSetting("word_list", tuple(words))
        case 29:
            trashed = [e.node_id for e in world.trash]
            inside = [n for n in nodes if world.is_trashed(n) and n not in trashed]
            chosen = data.draw(st.lists(st.sampled_from(trashed + inside or nodes), max_size=2))
            return DeletePermanently(tuple(dict.fromkeys(chosen)))
        case 30:
            if data.draw(st.booleans(), label="a field"):
                key = data.draw(st.sampled_from(["Age", "Eyes", "Home"]))
                return SetFieldPrivate(entity_id, key, key not in entity.private_fields)
            node_id = data.draw(st.sampled_from(nodes + entities))
            node = world.documents.get(node_id) or world.folders.get(node_id)
            return SetPrivate(node_id, not (node or entity).private)
        case 32 | 33 | 34:
            return draw_series_edit(data, world, entity_id, kind)
        case 35:
            return draw_version(data, world, serial)
        case _:
            return CompoundEdit(
                (InsertText(doc_id, 0, data.draw(text_st)), SetTitle(doc_id, data.draw(text_st)))
            )


def files_of(root: Path) -> dict[str, str]:
    """Every project file (app data left out) with its content hash."""
    return {
        str(path.relative_to(root)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(root.rglob("*"))
        if path.is_file() and ".quire" not in path.relative_to(root).parts
    }


@pytest.mark.timeout(600)  # 500 examples under make test-full, each saving a project: a
# minute on a quiet machine, more than the suite's two-minute limit when the machine is busy
@settings(
    max_examples=examples(500),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data(), count=st.integers(1, 25))
def test_undo_all_gives_the_start_and_identical_files(
    tmp_path_factory, data: st.DataObject, count: int
) -> None:
    root = tmp_path_factory.mktemp("undo")
    start = start_world()
    store = ProjectStore.create(root, start.meta, start)
    start_files = files_of(root)

    world = start
    undo: list[Edit] = []
    for serial in range(count):
        edit = draw_edit(data, world, serial + 1)
        try:
            after, inverse = edit.apply(world)
        except EditError as error:
            event(f"refused: {type(error).__name__}")
            continue  # refused edits change nothing
        event(f"applied: {type(edit).__name__}")
        note(f"applied {edit!r}")
        world = after
        undo.append(inverse)
    end = world
    store.save(end)

    redo: list[Edit] = []
    for inverse in reversed(undo):
        world, again = inverse.apply(world)
        redo.append(again)
    assert world == start
    store.save(world)
    assert files_of(root) == start_files

    for again in reversed(redo):
        world, _ = again.apply(world)
    assert world == end


@settings(max_examples=examples(500), deadline=None)
@given(data=st.data(), count=st.integers(1, 25))
def test_undo_all_gives_the_start_in_a_book_of_a_series(data: st.DataObject, count: int) -> None:
    """The same in book 2 of a series, where series edits apply. (What a series' files hold
    is the store's to test: its entities are saved into the series folder.)"""
    start = series_start_world()
    world = start
    undo: list[Edit] = []
    for serial in range(count):
        edit = draw_edit(data, world, serial + 1)
        try:
            after, inverse = edit.apply(world)
        except EditError as error:
            event(f"refused: {type(error).__name__}")
            continue
        event(f"applied: {type(edit).__name__}")
        note(f"applied {edit!r}")
        world = after
        undo.append(inverse)
    end = world

    redo: list[Edit] = []
    for inverse in reversed(undo):
        world, again = inverse.apply(world)
        redo.append(again)
    assert world == start
    for again in reversed(redo):
        world, _ = again.apply(world)
    assert world == end
