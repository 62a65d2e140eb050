"""Edits written down and read back exactly (every kind, random sequences, through JSON text),
fingerprints that survive a save and a load, and data that is not a kept edit refused."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.world.edits import (
    CompoundEdit,
    CreateEntity,
    CreateNode,
    Edit,
    ReplaceSpans,
    SetDocumentAttribute,
    SetFolderKind,
    SetProjectSetting,
    SetText,
    TrashNode,
)
from assistant.world.edits.codec import (
    CodecError,
    decode,
    decode_edit,
    encode,
    encode_edit,
    fingerprint,
)
from assistant.world.edits.scope import META_KEY, ROOT_KEY, SETTINGS_KEY, TRASH_KEY, scope_value
from assistant.world.errors import EditError
from assistant.world.model import (
    Document,
    DocumentKind,
    Entity,
    EntityKind,
    FolderKind,
    TrashEntry,
)
from assistant.world.project_settings import Status
from assistant.world.storage.store import ProjectStore
from tests.tiers import examples
from tests.world.edits.test_undo_property import draw_edit, start_world


def through_json(edit: Edit) -> Edit:
    return decode_edit(json.loads(json.dumps(encode_edit(edit))))


def test_every_kind_of_value_an_edit_holds_comes_back_equal_and_of_its_type():
    edits = [
        CreateNode(Document("d-1", "T", "a\r\nb\u2028 é \ud83d\ude00", DocumentKind.CHAPTER,
                            ("x",), "syn", "draft", (("k", "v"),), 900), "f-1", 0),
        CreateEntity(Entity("e-1", "Mára", EntityKind.PLACE, ("M",), (("Age", "3"),), "n")),
        TrashNode("d-1", 2, TrashEntry("d-1", None, 4)),
        SetFolderKind("f-1", FolderKind.PART),
        SetDocumentAttribute("d-1", "tags", ("a", "b")),
        SetProjectSetting("statuses", (Status("idea", "#112233"),)),
        ReplaceSpans("d-1", ((0, 1, "x"), (3, 3, ""))),
        CompoundEdit((SetText("d-1", "lone \ud800 half"),), "label"),
    ]  # fmt: skip
    for edit in edits:
        back = through_json(edit)
        assert back == edit and type(back) is type(edit)
    kind = through_json(SetFolderKind("f-1", FolderKind.PART)).kind
    assert type(kind) is FolderKind


@settings(
    max_examples=examples(150),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data(), count=st.integers(1, 15))
def test_random_edits_and_their_inverses_come_back_exactly(tmp_path_factory, data, count):
    world = start_world()
    root = tmp_path_factory.mktemp("codec")
    store = ProjectStore.create(root, world.meta, world)
    for serial in range(count):
        edit = draw_edit(data, world, serial + 1)
        try:
            after, inverse = edit.apply(world)
        except EditError:
            continue
        for kept in (edit, inverse):
            back = through_json(kept)
            assert back == kept
            assert back.apply(world if kept is edit else after)[0] == (
                after if kept is edit else world
            )
        world = after
    # What a save writes and a load reads has the same fingerprint as what was in memory,
    # so a run checked later against the files on disk is judged by its content.
    store.save(world)
    loaded = ProjectStore(root).load()
    keys = [*world.documents, *world.folders, *world.entities, ROOT_KEY, TRASH_KEY, META_KEY,
            SETTINGS_KEY]  # fmt: skip
    for key in keys:
        assert fingerprint(scope_value(loaded, key)) == fingerprint(scope_value(world, key)), key


def test_every_edit_kind_of_the_world_can_be_kept_by_its_name():
    from assistant.world.edits import codec as edit_codec

    kinds = edit_codec._edit_classes()
    assert {"SetText", "TrashNode", "CompoundEdit", "DeletePermanently", "RestoreDeleted"} <= set(
        kinds
    )
    assert all(kind is not None for kind in kinds.values())  # no two share a name


def test_fingerprints_tell_values_apart_to_the_last_character():
    a = Document("d-1", "T", "text")
    assert fingerprint(a) == fingerprint(Document("d-1", "T", "text"))
    assert fingerprint(a) != fingerprint(Document("d-1", "T", "text "))
    assert fingerprint(a) != fingerprint(Document("d-1", "T", "text", DocumentKind.NOTE))
    assert fingerprint(("a", "b")) != fingerprint(["a", "b"])
    assert fingerprint(None) != fingerprint("")


@pytest.mark.parametrize(
    "data",
    [
        {"$class": "Popen", "fields": {"args": "rm -rf /"}},
        {"$class": "Document", "fields": {"id": "d-1", "title": "T", "evil": 1}},
        {"$class": "Document", "fields": {"title": "T"}},
        {"$class": "SetText", "fields": []},
        {"$enum": "Signals", "value": 9},
        {"$enum": "DocumentKind", "value": "poem"},
        {"$tuple": "abc"},
        {"plain": "object"},
        b"bytes",
    ],
)
def test_data_that_is_not_a_kept_value_is_refused(data):
    with pytest.raises(CodecError):
        decode(data)


def test_a_kept_value_that_is_not_an_edit_is_refused_as_an_edit():
    with pytest.raises(CodecError):
        decode_edit(encode(Document("d-1", "T")))
    with pytest.raises(CodecError):
        encode_edit("not an edit")  # type: ignore[arg-type]
    with pytest.raises(CodecError):
        encode(object())


def test_deep_nesting_is_refused_without_a_crash():
    data: object = "x"
    for _ in range(10_000):
        data = {"$tuple": [data]}
    with pytest.raises(CodecError, match="deeply"):
        decode(data)


@pytest.mark.parametrize(
    "data", [{"$frozenset": [1]}, {"$frozenset": "e-1"}, {"$frozenset": [["e-1"]]}]
)
def test_a_set_holds_only_a_list_of_text(data):
    with pytest.raises(CodecError, match="a set must hold a list of text"):
        decode(data)


def test_a_set_of_ids_round_trips_and_a_set_of_anything_else_is_refused():
    assert decode(json.loads(json.dumps(encode(frozenset({"e-2", "e-1"}))))) == {"e-1", "e-2"}
    with pytest.raises(CodecError):
        encode(frozenset({1}))
