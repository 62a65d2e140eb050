"""A save after one edit looks only at what the edit changed, and still writes exactly what a
whole save would.

The cost is shown by counting work (which documents are turned into file text, whether the
manifest is made again), never by timing: the timing is ``make bench``'s business.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.world.edits import CreateNode, InsertText, MoveNode, SetTitle, TrashNode
from assistant.world.errors import EditError
from assistant.world.model import (
    CHANGES_TRACKED,
    Document,
    Folder,
    FrozenMap,
    ProjectMeta,
    World,
    changed_keys,
)
from assistant.world.project import Project
from assistant.world.storage import folder_format, save_plan
from assistant.world.storage.layout import MANIFEST, document_path
from assistant.world.storage.manifest import manifest_text
from assistant.world.storage.store import ProjectStore
from tests.tiers import examples
from tests.world.edits.test_undo_property import draw_edit, files_of, start_world

# -- which keys changed ------------------------------------------------------------------------


def test_changed_keys_of_one_line_of_edits() -> None:
    base = FrozenMap({"a": 1, "b": 2, "c": 3})
    one = base.set("a", 10)
    two = one.remove("b").set("d", 4)
    assert changed_keys(base, base) == frozenset()
    assert changed_keys(base, one) == {"a"}
    assert changed_keys(base, two) == {"a", "b", "d"}
    # between two later maps: a superset of what differs (a key set to an equal value counts)
    assert changed_keys(one, two) >= {"b", "d"}
    assert changed_keys(two, base) == {"a", "b", "d"}


def test_maps_of_different_lines_cannot_be_told_apart_cheaply() -> None:
    first = FrozenMap({"a": 1}).set("a", 2)
    other = FrozenMap({"a": 1}).set("a", 2)
    assert changed_keys(first, other) is None
    assert changed_keys(FrozenMap({"a": 1}), FrozenMap({"a": 1})) is None


def test_a_long_line_of_changes_starts_a_new_base() -> None:
    base = FrozenMap({i: i for i in range(10)})
    current = base
    for i in range(CHANGES_TRACKED + 5):
        current = current.set(1000 + i, i)
    assert changed_keys(base, current) is None  # the old base was let go
    later = current.set("x", 1)
    assert changed_keys(current, later) is not None
    assert "x" in changed_keys(current, later)


@given(st.lists(st.tuples(st.booleans(), st.integers(0, 30), st.integers(0, 3)), max_size=80))
def test_changed_keys_never_misses_a_difference(steps: list[tuple[bool, int, int]]) -> None:
    maps = [FrozenMap({i: 0 for i in range(20)})]
    for remove, key, value in steps:
        current = maps[-1]
        if remove and key in current:
            maps.append(current.remove(key))
        else:
            maps.append(current.set(key, value))
    for old in maps[:: max(1, len(maps) // 8)]:
        new = maps[-1]
        changed = changed_keys(old, new)
        assert changed is not None
        differ = {k for k in set(old) | set(new) if old.get(k, object()) is not new.get(k)}
        assert differ <= changed


# -- what a save looks at ------------------------------------------------------------------------


class _Counting:
    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.texts: list[str] = []
        self.manifests = 0
        to_text, manifest = save_plan.document_to_text, folder_format.manifest_text

        def counted_text(doc: Document) -> str:
            self.texts.append(doc.id)
            return to_text(doc)

        def counted_manifest(world: World) -> str:
            self.manifests += 1
            return manifest(world)

        monkeypatch.setattr(save_plan, "document_to_text", counted_text)
        monkeypatch.setattr(folder_format, "manifest_text", counted_manifest)


def _big_world(documents: int = 300) -> World:
    docs = {
        f"d-{i:04d}": Document(f"d-{i:04d}", f"Scene {i}", f"Text of scene {i}.\n")
        for i in range(documents)
    }
    half = documents // 2
    folders = {
        "f-one": Folder("f-one", "Part One", children=tuple(list(docs)[:half])),
        "f-two": Folder("f-two", "Part Two", children=tuple(list(docs)[half:])),
    }
    return World(ProjectMeta("Many Scenes"), FrozenMap(docs), FrozenMap(folders),
                 root=("f-one", "f-two"))


def test_a_save_after_one_edit_looks_only_at_that_document(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    world = _big_world()
    ProjectStore.create(tmp_path / "p", world.meta, world)
    project = Project.open(tmp_path / "p")
    project.apply(InsertText("d-0007", 0, "First. "))
    project.save()  # the first save after opening makes the manifest once
    counting = _Counting(monkeypatch)
    for i in range(5):
        project.apply(InsertText("d-0150", 0, f"Edit {i}. "))
        report = project.save()
        assert report.written == (document_path(project.world.documents["d-0150"]),)
    assert counting.texts == ["d-0150"] * 5
    assert counting.manifests == 0
    project.close()
    assert ProjectStore(tmp_path / "p").load() == project.world


@pytest.mark.parametrize(
    "edit",
    [
        SetTitle("f-one", "Book One"),
        MoveNode("d-0003", "f-two", 0),
        TrashNode("d-0004"),
        CreateNode(Document("d-new", "New Scene", "Fresh.\n"), "f-two", 0),
    ],
    ids=["retitle a folder", "move a document", "trash a document", "a new document"],
)
def test_a_change_to_the_tree_writes_the_manifest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, edit: object
) -> None:
    world = _big_world(20)
    ProjectStore.create(tmp_path / "p", world.meta, world)
    project = Project.open(tmp_path / "p")
    project.apply(InsertText("d-0001", 0, "x"))
    project.save()
    counting = _Counting(monkeypatch)
    project.apply(edit)  # type: ignore[arg-type]
    report = project.save()
    assert counting.manifests == 1
    assert MANIFEST in report.written
    manifest = (tmp_path / "p" / MANIFEST).read_text(encoding="utf-8")
    assert manifest == manifest_text(project.world)
    project.close()
    assert ProjectStore(tmp_path / "p").load() == project.world


def test_a_manifest_another_program_rewrote_is_written_again_on_the_first_save(
    tmp_path: Path,
) -> None:
    world = _big_world(10)
    ProjectStore.create(tmp_path / "p", world.meta, world)
    path = tmp_path / "p" / MANIFEST
    path.write_text(path.read_text(encoding="utf-8").replace("\n    ", "\n  "), encoding="utf-8")
    project = Project.open(tmp_path / "p")
    project.apply(InsertText("d-0001", 0, "x"))
    report = project.save()
    assert MANIFEST in report.written
    assert path.read_text(encoding="utf-8") == manifest_text(project.world)
    project.close()


@settings(
    max_examples=examples(150),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data(), count=st.integers(1, 20))
def test_saves_along_the_way_write_what_one_whole_save_writes(
    tmp_path_factory, data: st.DataObject, count: int
) -> None:
    root = tmp_path_factory.mktemp("along")
    start = start_world()
    store = ProjectStore.create(root, start.meta, start)
    world = start
    undo = []
    for serial in range(count):
        edit = draw_edit(data, world, serial + 1)
        try:
            world, inverse = edit.apply(world)
        except EditError:
            continue
        undo.append(inverse)
        if data.draw(st.booleans(), label="save now"):
            store.save(world)
    if undo and data.draw(st.booleans(), label="undo some"):
        for inverse in reversed(undo[-3:]):
            world, _again = inverse.apply(world)
    store.save(world)
    whole = tmp_path_factory.mktemp("whole")
    ProjectStore.create(whole, world.meta, world)
    assert files_of(root) == files_of(whole)
    assert ProjectStore(root).load() == world


def test_a_tree_that_cannot_be_stored_is_reported_at_every_save(tmp_path: Path) -> None:
    from assistant.world.errors import UnsaveableTextError

    world = _big_world(6)
    ProjectStore.create(tmp_path / "p", world.meta, world)
    project = Project.open(tmp_path / "p")
    project.apply(InsertText("d-0002", 0, "Saved. "))
    project.save()  # the manifest is now known to be current
    project.apply(SetTitle("f-one", "Part \ud800 One"))  # a lone surrogate: no file can hold it
    for i in range(2):
        project.apply(InsertText("d-0001", 0, f"Edit {i}. "))
        with pytest.raises(UnsaveableTextError):
            project.save()
    project.close()
    assert ProjectStore(tmp_path / "p").load().folders["f-one"].title == "Part One"
