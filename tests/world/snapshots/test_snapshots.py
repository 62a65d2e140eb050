"""Document snapshots: the store, its deltas, thinning, automatic snapshots and restore."""

from __future__ import annotations

import hashlib
import json
import random
import struct
import tracemalloc
import zlib
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from assistant.world.edits import SetTitle
from assistant.world.model import Document, DocumentKind, FrozenMap, World
from assistant.world.snapshots import delta
from assistant.world.snapshots.auto import AutoSnapshots
from assistant.world.snapshots.model import WRITER, Actor, SnapshotReason
from assistant.world.snapshots.restore import (
    passage_to_restore,
    restore_document_edit,
    restore_passage_edit,
)
from assistant.world.snapshots.store import SnapshotError, SnapshotStore, content_hash
from assistant.world.snapshots.thinning import ThinningLimits

PARAGRAPHS = [
    f"Paragraph {n}: the river rose past the mark and Mára counted the steps again. "
    f"Salt on the wind, lamps on the {n} bridges, and nobody on the towpath.\n\n"
    for n in range(60)
]


def _doc(text: str = "".join(PARAGRAPHS), **fields) -> Document:
    return Document("d-0123456789", fields.pop("title", "The Weir"), text, DocumentKind.CHAPTER,
                    **fields)


def _objects(root: Path) -> list[Path]:
    return [p for p in (root / ".quire/snapshots/objects").rglob("*") if p.is_file()]


def test_a_snapshot_keeps_text_and_header_exactly(tmp_path) -> None:
    store = SnapshotStore(tmp_path)
    doc = _doc(tags=("draft",), synopsis="High water.", status="first draft")
    info = store.take(doc, name="  Before   the edit ")
    assert info.name == "Before the edit" and info.words == doc.word_count
    assert store.snapshots(doc.id) == [info]
    assert store.load(info) == doc
    again = SnapshotStore(tmp_path)  # read back from disk by a fresh store
    assert again.load(again.snapshots(doc.id)[0]) == doc


def test_listing_an_untouched_project_writes_nothing(tmp_path) -> None:
    store = SnapshotStore(tmp_path)
    assert store.snapshots("d-0123456789") == []
    assert store.documents() == []
    assert not (tmp_path / ".quire").exists()


def test_same_content_is_stored_once(tmp_path) -> None:
    store = SnapshotStore(tmp_path)
    doc = _doc()
    store.take(doc)
    store.take(doc, name="again")
    assert len(store.snapshots(doc.id)) == 2
    assert len(_objects(tmp_path)) == 1


def test_older_versions_become_small_deltas_and_read_back_exactly(tmp_path) -> None:
    store = SnapshotStore(tmp_path)
    rng = random.Random(7)
    paragraphs = list(PARAGRAPHS)
    versions = []
    for _step in range(40):
        n = rng.randrange(len(paragraphs))
        paragraphs[n] = paragraphs[n].replace("river", rng.choice(["Aun", "flood", "river"]), 1)
        if rng.random() < 0.3:
            paragraphs.insert(n, f"A new line {rng.random()}.\n\n")
        doc = _doc("".join(paragraphs))
        versions.append((store.take(doc), doc))
    chapter = len(versions[-1][1].text.encode())
    assert sum(p.stat().st_size for p in _objects(tmp_path)) < 2 * chapter
    fresh = SnapshotStore(tmp_path)
    for info, doc in versions:
        assert fresh.load(info) == doc
    kinds = [delta.is_delta(p.read_bytes()) for p in _objects(tmp_path)]
    assert kinds.count(False) == 1  # only the newest is whole


def test_find_by_id_prefix_or_name(tmp_path) -> None:
    store = SnapshotStore(tmp_path)
    first = store.take(_doc(), name="Draft one")
    second = store.take(_doc("Other text.\n"), name="Draft two")
    assert store.find("d-0123456789", first.id) == first
    assert store.find("d-0123456789", second.id[:6]) == second
    assert store.find("d-0123456789", "draft ONE") == first
    with pytest.raises(SnapshotError, match="no snapshot"):
        store.find("d-0123456789", "Draft three")
    with pytest.raises(SnapshotError, match="not a document id"):
        store.snapshots("../../etc")


def test_a_damaged_object_is_refused_with_a_reason(tmp_path) -> None:
    store = SnapshotStore(tmp_path)
    info = store.take(_doc())
    path = next(iter(_objects(tmp_path)))
    data = bytearray(path.read_bytes())
    data[-5] ^= 0xFF
    path.write_bytes(bytes(data))
    with pytest.raises(SnapshotError, match="damaged"):
        SnapshotStore(tmp_path).load(info)
    path.unlink()
    with pytest.raises(SnapshotError, match="missing"):
        SnapshotStore(tmp_path).load(info)


def test_objects_that_refer_to_each_other_do_not_hang(tmp_path) -> None:
    store = SnapshotStore(tmp_path)
    one = store.take(_doc("one\n"))
    two = store.take(_doc("two\n"))
    path_one = store._object_path(one.object)
    path_two = store._object_path(two.object)
    path_two.write_bytes(delta.encode("one\n", bytes.fromhex(one.object), "two\n"))
    assert delta.is_delta(path_one.read_bytes())  # one already points at two
    with pytest.raises(SnapshotError, match="refers to itself"):
        SnapshotStore(tmp_path).load(two)


def test_a_compression_bomb_is_refused(tmp_path, monkeypatch) -> None:
    import zlib

    from assistant.world.snapshots import store as store_module

    monkeypatch.setattr(store_module, "MAX_TEXT", 1000)
    store = SnapshotStore(tmp_path)
    info = store.take(_doc("small\n"))
    store._object_path(info.object).write_bytes(b"QSF1" + zlib.compress(b"x" * 10_000_000))
    with pytest.raises(SnapshotError, match="too large"):
        SnapshotStore(tmp_path).load(info)


def test_a_torn_index_line_is_skipped_and_the_next_snapshot_still_lists(tmp_path) -> None:
    store = SnapshotStore(tmp_path)
    first = store.take(_doc())
    index = tmp_path / ".quire/snapshots/index/d-0123456789.jsonl"
    with index.open("ab") as handle:
        handle.write(b'{"id": "torn", "time": "20')
    fresh = SnapshotStore(tmp_path)
    assert fresh.snapshots("d-0123456789") == [first]
    assert fresh.problems
    second = fresh.take(_doc("Changed.\n"))
    listed = SnapshotStore(tmp_path).snapshots("d-0123456789")
    assert [i.id for i in listed] == [second.id, first.id]


def test_thinning_keeps_named_and_recent_then_one_a_day_then_one_a_week(tmp_path) -> None:
    store = SnapshotStore(tmp_path)
    now = datetime(2025, 6, 30, 12, tzinfo=UTC)
    taken = {}
    for hours in range(0, 24 * 90, 6):  # every six hours for ninety days
        when = now - timedelta(hours=hours)
        info = store.take(_doc(f"Version {hours}\n"), SnapshotReason.DAILY, when=when)
        taken[info.id] = hours
    named = store.take(_doc("Named\n"), name="Keep me", when=now - timedelta(days=80))
    dropped = store.thin("d-0123456789", ThinningLimits(7, 30, True), now=now)
    kept = store.snapshots("d-0123456789")
    assert named in kept and named not in dropped
    ages = sorted(taken[i.id] / 24 for i in kept if i.id in taken)
    assert sum(1 for a in ages if a < 7) == 28  # all of the last week
    assert 22 <= sum(1 for a in ages if 7 <= a < 30) <= 24  # one a day
    assert 8 <= sum(1 for a in ages if a >= 30) <= 10  # one a week
    store.collect_garbage()
    fresh = SnapshotStore(tmp_path)
    for info in fresh.snapshots("d-0123456789"):
        fresh.load(info)  # every kept snapshot still reads back
    none_after = store.thin("d-0123456789", ThinningLimits(7, 30, False), now=now)
    assert none_after and all(taken[i.id] >= 30 * 24 for i in none_after)


def test_limits_are_checked_and_remembered(tmp_path) -> None:
    store = SnapshotStore(tmp_path)
    assert store.limits == ThinningLimits()
    store.set_limits(ThinningLimits(3, 10, False))
    assert SnapshotStore(tmp_path).limits == ThinningLimits(3, 10, False)
    with pytest.raises(ValueError):
        ThinningLimits(10, 3)
    (tmp_path / ".quire/snapshots/limits.json").write_text("{broken")
    assert SnapshotStore(tmp_path).limits == ThinningLimits()


def test_forget_removes_the_snapshots_and_their_objects(tmp_path) -> None:
    store = SnapshotStore(tmp_path)
    store.take(_doc())
    store.take(_doc("Second version\n"))
    other = store.take(replace(_doc("Kept elsewhere\n"), id="d-9999999999"))
    assert store.forget(["d-0123456789"]) == 2
    assert store.snapshots("d-0123456789") == []
    assert len(_objects(tmp_path)) == 1
    assert SnapshotStore(tmp_path).load(other).text == "Kept elsewhere\n"


def _world(doc: Document) -> World:
    return World(documents=FrozenMap({doc.id: doc}), root=(doc.id,))


def test_automatic_snapshots_once_per_turn_and_once_a_day(tmp_path) -> None:
    clock = [datetime(2025, 3, 1, 9, tzinfo=UTC)]
    auto = AutoSnapshots(SnapshotStore(tmp_path), clock=lambda: clock[0])
    doc = _doc("Start.\n")
    world = _world(doc)

    def change(text: str, actor: Actor) -> None:
        nonlocal world
        after = _world(replace(world.documents[doc.id], text=text))
        auto.after_change(world, after, [doc.id], actor)
        world = after

    change("Start. One.\n", WRITER)
    change("Start. One. Two.\n", WRITER)
    turn = Actor.assistant("t1", "Tighten the opening")
    change("Begin.\n", turn)
    change("Begin again.\n", turn)
    listed = auto.store.snapshots(doc.id)
    assert [(i.reason, i.by) for i in listed] == [
        (SnapshotReason.ASSISTANT, "Tighten the opening"),
        (SnapshotReason.DAILY, ""),
    ]
    assert auto.store.load(listed[1]).text == "Start.\n"
    assert auto.store.load(listed[0]).text == "Start. One. Two.\n"
    clock[0] += timedelta(days=1)
    change("Next day.\n", WRITER)
    assert auto.store.snapshots(doc.id)[0].reason == SnapshotReason.DAILY
    # a new session on the same day does not take another daily snapshot
    again = AutoSnapshots(SnapshotStore(tmp_path), clock=lambda: clock[0])
    after = _world(replace(world.documents[doc.id], text="Later.\n"))
    assert again.after_change(world, after, [doc.id], WRITER) == []
    # a change that leaves the document as it was takes none
    assert auto.after_change(world, world, [doc.id], Actor.assistant("t2", "x")) == []


def test_a_failing_automatic_snapshot_never_stops_the_change(tmp_path) -> None:
    (tmp_path / ".quire").write_text("not a folder")
    auto = AutoSnapshots(SnapshotStore(tmp_path))
    doc = _doc("Start.\n")
    after = _world(replace(doc, text="Changed.\n"))
    assert auto.after_change(_world(doc), after, [doc.id], WRITER) == []
    assert auto.last_error


def test_restore_the_whole_document_and_a_passage_as_one_edit() -> None:
    stored = _doc("The bridge held.\n\nMára waited.\n", status="draft", target=3000)
    current = _doc("The bridge fell.\n\nMára waited for hours.\n", title="The Fall")
    world = _world(current)
    edit = restore_document_edit(current, stored)
    assert edit is not None
    after, inverse = edit.apply(world)
    assert after.documents[current.id] == stored
    assert inverse.apply(after)[0] == world
    assert restore_document_edit(stored, stored) is None

    found = passage_to_restore(current, stored, stored.text.index("held"), len("The bridge held"))
    passage_edit = restore_passage_edit(current, stored, found)
    after, inverse = passage_edit.apply(world)
    assert after.documents[current.id].text == "The bridge held.\n\nMára waited for hours.\n"
    assert after.documents[current.id].title == "The Fall"
    assert inverse.apply(after)[0] == world
    found = passage_to_restore(current, stored, 0, 3)  # "The", the same in both
    assert restore_passage_edit(current, stored, found) is None


def test_content_hash_matches_what_take_stores(tmp_path) -> None:
    doc = _doc()
    assert SnapshotStore(tmp_path).take(doc).object == content_hash(doc)
    retitled, _ = SetTitle(doc.id, "Other").apply(_world(doc))
    assert content_hash(retitled.documents[doc.id]) != content_hash(doc)


def test_restore_brings_back_the_documents_own_fields_in_their_order() -> None:
    stored = _doc("Text.\n", fields=(("pov", "Mára"), ("weather", "rain"), ("year", "1820")))
    current = _doc("Text.\n", fields=(("year", "1821"), ("extra", "x"), ("pov", "Mára")))
    world = _world(current)
    edit = restore_document_edit(current, stored)
    after, inverse = edit.apply(world)
    assert after.documents[current.id] == stored
    assert inverse.apply(after)[0] == world


def test_a_snapshot_folder_linking_out_of_the_project_is_refused(tmp_path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    project = tmp_path / "project"
    (project / ".quire").mkdir(parents=True)
    (project / ".quire" / "snapshots").symlink_to(elsewhere, target_is_directory=True)
    store = SnapshotStore(project)
    with pytest.raises(SnapshotError, match="links out of the project"):
        store.take(_doc())
    with pytest.raises(SnapshotError, match="links out of the project"):
        store.snapshots("d-0123456789")
    assert list(elsewhere.iterdir()) == []


def _delta(base: str, ops: list, inserted: bytes) -> bytes:
    header = zlib.compress(json.dumps({"ops": ops}).encode())
    return (b"QSD1" + hashlib.sha256(base.encode()).digest() + struct.pack(">I", len(header))
            + header + zlib.compress(inserted))


def test_a_delta_is_measured_before_anything_is_built() -> None:
    """Copies twice over, more characters than the limit, inserted text that unpacks to more
    than the operations take: each refused before the text is unpacked or a line copied."""
    base = "A line of the chapter.\n" * 1000
    assert delta.apply(base, _delta(base, [[0, 10], 4], b"new\n"), max_size=1000) == (
        "A line of the chapter.\n" * 10 + "new\n"
    )
    with pytest.raises(delta.DeltaError, match="twice or out of order"):
        delta.apply(base, _delta(base, [[0, 1000], [0, 1000]], b""), max_size=10**9)
    with pytest.raises(delta.DeltaError, match="more text than any snapshot"):
        delta.apply(base, _delta(base, [[0, 1000], 10**12], b""), max_size=10**9)
    bomb = _delta(base, [4], b"\n" * 200_000_000)
    assert len(bomb) < 300_000
    tracemalloc.start()
    try:
        with pytest.raises(delta.DeltaError, match="unpacks to more than it says"):
            delta.apply(base, bomb, max_size=10**9)
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 2 * 1024**2, peak
