"""Text no file can store, and nesting too deep to read, never block or break a project.

A lone surrogate (``"\\ud800"``) in one value is left out of a save that writes everything
else and says what it left out; in a hand-edited header or manifest it loads as U+FFFD with
the problem named. Deep nesting in the manifest or a header is a named problem of that file
and the rest of the project loads; edits never nest folders deeper than a manifest may.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from assistant import cli
from assistant.world.edits import CreateNode, MoveNode
from assistant.world.errors import InvalidMoveError, StorageError, UnsaveableTextError
from assistant.world.model import MAX_FOLDER_DEPTH, Document, Folder, World
from assistant.world.storage.store import MANIFEST, ProjectStore
from tests.world.storage.storage_worlds import (
    changed_files,
    folder_state,
    load,
    rich_world,
    saved_project,
    with_document,
)

BRIDGE = "documents/the-bridge-d-0000000001.md"
NOTES = "documents/東京-notes-d-0000000003.md"
BAD = "\ud800"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return saved_project(tmp_path / "novel")


def edited(world: World, doc_id: str, **changes: str) -> World:
    return with_document(world, replace(world.documents[doc_id], **changes))


# -- text no file can store ---------------------------------------------------------------------


def test_one_unstorable_text_never_stops_the_rest_from_saving(root: Path) -> None:
    store, world = load(root)
    bridge_before = (root / BRIDGE).read_bytes()
    target = edited(world, "d-0000000001", text="Mára" + BAD + " crossed.")
    target = edited(target, "d-0000000003", text="The writer's unrelated edit.\n")

    with pytest.raises(UnsaveableTextError) as caught:
        store.save(target)
    assert isinstance(caught.value, StorageError)
    assert len(caught.value.items) == 1
    assert "'The Bridge'" in caught.value.items[0]
    assert "U+D800 at character 4" in caught.value.items[0]
    assert (root / BRIDGE).read_bytes() == bridge_before
    store2, saved = load(root)
    assert store2.problems == ()
    assert saved.documents["d-0000000003"].text == "The writer's unrelated edit.\n"
    assert saved.documents["d-0000000001"] == world.documents["d-0000000001"]

    # Every later save says so again, until the text is mended; then it is saved too.
    with pytest.raises(UnsaveableTextError):
        store.save(target)
    mended = edited(target, "d-0000000001", text="Mára crossed.")
    store.save(mended)
    assert load(root)[1] == mended


def test_a_new_document_that_cannot_be_stored_is_not_listed_either(root: Path) -> None:
    store, world = load(root)
    new = Document("d-00000000ab", "Title " + BAD, "text")
    target = replace(with_document(world, new), root=(*world.root, new.id))
    with pytest.raises(UnsaveableTextError, match="'Title �'"):
        store.save(target)
    store2, saved = load(root)
    assert store2.problems == ()  # the manifest does not name a file that is not there
    assert saved == world


def test_an_unstorable_project_title_leaves_the_manifest_alone(root: Path) -> None:
    store, world = load(root)
    manifest_before = (root / MANIFEST).read_bytes()
    target = replace(world, meta=replace(world.meta, title="Salt " + BAD))
    target = edited(target, "d-0000000003", text="Saved anyway.\n")
    with pytest.raises(UnsaveableTextError, match=r"the project's tree and titles"):
        store.save(target)
    assert (root / MANIFEST).read_bytes() == manifest_before
    assert load(root)[1].documents["d-0000000003"].text == "Saved anyway.\n"


def test_a_header_with_an_unstorable_escape_loads_with_the_problem_named(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = root / BRIDGE
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('title: "The Bridge"', 'title: "The \\ud800Bridge"'), "utf-8")
    store, world = load(root)
    assert [p.path for p in store.problems] == [BRIDGE]
    assert "'title' holds U+D800 at character 4" in store.problems[0].reason
    assert cli.main(["check", str(root)]) == 1
    assert f"{BRIDGE}: 'title' holds U+D800 at character 4" in capsys.readouterr().out
    assert world.documents["d-0000000001"].title == "The \ufffdBridge"
    assert len(world.documents) == len(rich_world().documents)
    # Nothing stops a save: the writer's next edit is written, the repaired title with it.
    store.save(edited(world, "d-0000000001", text="Edited."))
    again, reloaded = load(root)
    assert again.problems == ()
    assert reloaded.documents["d-0000000001"].title == "The \ufffdBridge"


def test_entity_fields_and_the_manifest_are_repaired_the_same_way(root: Path) -> None:
    entity = root / "entities/mara-vell-e-0000000001.md"
    entity.write_text(
        entity.read_text(encoding="utf-8").replace('"grey"', '"gr\\udfffey"'), "utf-8"
    )
    data = json.loads((root / MANIFEST).read_text(encoding="utf-8"))
    data["title"] = "Salt \ud800 Road"
    (root / MANIFEST).write_text(json.dumps(data), encoding="utf-8")  # ASCII escapes
    store, world = load(root)
    reasons = {p.path: p.reason for p in store.problems}
    entity_path = entity.relative_to(root).as_posix()
    assert "'fields.Eyes' holds U+DFFF at character 2" in reasons[entity_path]
    assert "'title' holds U+D800" in reasons[MANIFEST]
    assert world.entities["e-0000000001"].field_value("Eyes") == "gr\ufffdey"
    assert world.meta.title == "Salt \ufffd Road"
    store.save(world)  # the manifest is rewritten as read; the entity when it next changes
    assert [p.path for p in load(root)[0].problems] == [entity_path]


# -- nesting too deep -----------------------------------------------------------------------------


def test_a_manifest_nested_too_deep_to_parse_is_a_named_problem(root: Path) -> None:
    (root / MANIFEST).write_text('{"tree": ' + "[" * 100_000 + "]" * 100_000 + "}", "utf-8")
    store, world = load(root)
    assert any(p.path == MANIFEST and "nested too deeply" in p.reason for p in store.problems)
    assert set(world.documents) == set(rich_world().documents)


def chain(depth: int, innermost: dict[str, object]) -> dict[str, object]:
    node = innermost
    for level in range(depth, 0, -1):
        node = {"id": f"f-{level:010d}", "title": f"Level {level}", "kind": "folder",
                "children": [node]}  # fmt: skip
    return node


def test_folders_nested_deeper_than_allowed_drop_out_and_their_documents_stay(
    root: Path,
) -> None:
    data = json.loads((root / MANIFEST).read_text(encoding="utf-8"))
    data["tree"].append(chain(400, {"id": "d-0000000003"}))
    data["tree"] = [n for n in data["tree"] if n.get("id") != "d-0000000003"]
    (root / MANIFEST).write_text(json.dumps(data), encoding="utf-8")
    store, world = load(root)
    reasons = [p.reason for p in store.problems if p.path == MANIFEST]
    assert any(f"nested more than {MAX_FOLDER_DEPTH} folders deep" in r for r in reasons)
    assert "d-0000000003" in world.documents and world.in_tree("d-0000000003")
    assert max(world.folder_depth(f) for f in world.folders if world.in_tree(f)) <= (
        MAX_FOLDER_DEPTH + 1
    )
    store.save(world)
    assert load(root)[1] == world


@pytest.mark.parametrize("depth", [500, 100_000])
def test_a_header_nested_too_deep_is_a_named_problem_of_that_file(root: Path, depth: int) -> None:
    path = root / NOTES
    deep = b"tags: " + b"[" * depth + b"]" * depth
    path.write_bytes(path.read_bytes().replace(b"tags: []", deep))
    store, world = load(root)
    assert [(p.path, p.reason) for p in store.problems] == [
        (NOTES, "'tags' is nested too deeply; ignored")
    ]
    assert world.documents["d-0000000003"] == rich_world().documents["d-0000000003"]


def test_a_yaml_header_nested_too_deep_is_a_named_problem(root: Path) -> None:
    path = root / "documents/deep-d-00000000fe.md"
    path.write_text(
        "---\nid: d-00000000fe\ntitle: Deep\ntags: " + "[" * 5000 + "]" * 5000 + "\n---\n\nText",
        encoding="utf-8",
    )
    store, world = load(root)
    assert [p.path for p in store.problems] == [path.relative_to(root).as_posix()]
    assert "nesting depth" in store.problems[0].reason
    assert set(world.documents) == set(rich_world().documents)


def deepest_world() -> tuple[World, str]:
    """Folders nested as deep as allowed, made by edits; and the deepest folder's id."""
    world = World()
    parent = ""
    for level in range(MAX_FOLDER_DEPTH):
        folder = Folder(f"f-{level:010d}", f"Level {level}")
        world, _inverse = CreateNode(folder, parent or None).apply(world)
        parent = folder.id
    return world, parent


def test_edits_never_nest_folders_deeper_than_allowed() -> None:
    world, parent = deepest_world()
    with pytest.raises(InvalidMoveError, match=f"at most {MAX_FOLDER_DEPTH} deep"):
        CreateNode(Folder("f-00000000zz", "Too deep"), parent).apply(world)
    # A folder with a sub-folder moved under the next-to-deepest one would go too deep too.
    world, _ = CreateNode(Folder("f-00000000aa", "Outer")).apply(world)
    world, _ = CreateNode(Folder("f-00000000bb", "Inner"), "f-00000000aa").apply(world)
    with pytest.raises(InvalidMoveError):
        MoveNode("f-00000000aa", f"f-{MAX_FOLDER_DEPTH - 2:010d}").apply(world)
    moved, _ = MoveNode("f-00000000aa", f"f-{MAX_FOLDER_DEPTH - 3:010d}").apply(world)
    assert moved.folder_depth("f-00000000bb") == MAX_FOLDER_DEPTH


def test_a_deep_world_saves_and_loads_without_problems(tmp_path: Path) -> None:
    world, parent = deepest_world()
    world, _ = CreateNode(Document("d-00000000aa", "Bottom", "text"), parent).apply(world)
    root = tmp_path / "deep"
    ProjectStore.create(root, world.meta, world)
    before = folder_state(root)
    store, loaded = load(root)
    assert store.problems == () and loaded == world
    assert changed_files(before, folder_state(root)) == set()
