"""Project storage: round trips, changed-files-only saves, foreign changes, damaged projects."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from assistant.world.errors import ExternalChangeError, FormatError, StorageError
from assistant.world.model import Document, DocumentKind, ProjectMeta, World
from assistant.world.storage import manifest
from assistant.world.storage.store import (
    JOURNAL,
    MANIFEST,
    LoadProblem,
    ProjectStore,
    document_path,
    entity_path,
    slugify,
)
from tests.world.storage.storage_worlds import (
    changed_files,
    folder_state,
    rich_world,
    with_document,
    with_entity,
)


@pytest.fixture
def saved(tmp_path: Path) -> tuple[Path, World]:
    world = rich_world()
    root = tmp_path / "novel"
    ProjectStore.create(root, world.meta, world)
    return root, world


def load(root: Path) -> tuple[ProjectStore, World]:
    store = ProjectStore(root)
    return store, store.load()


# -- round trips --------------------------------------------------------------------------------


def test_round_trip_of_every_value(saved: tuple[Path, World]) -> None:
    root, world = saved
    store, loaded = load(root)
    assert store.problems == ()
    assert loaded == world
    assert loaded.root == world.root
    assert loaded.trash == world.trash
    for entity_id, entity in world.entities.items():
        assert loaded.entities[entity_id].fields == entity.fields


def test_layout_follows_the_format(saved: tuple[Path, World]) -> None:
    root, world = saved
    doc = world.documents["d-0000000001"]
    path = root / "documents" / "the-bridge-d-0000000001.md"
    assert path.read_text(encoding="utf-8").endswith("\n---\n\n" + doc.text)
    assert (root / "documents" / "untitled-d-0000000004.md").exists()
    assert (root / "documents" / "東京-notes-d-0000000003.md").exists()
    assert (root / "entities" / "mara-vell-e-0000000001.md").exists()
    data = json.loads((root / MANIFEST).read_text(encoding="utf-8"))
    assert list(data) == ["format", "title", "author", "language", "tree", "trash"]
    assert data["format"] == manifest.PLAIN_FORMAT  # nothing marked private
    trashed_folder = data["trash"][0]
    assert trashed_folder["folder"]["children"][1]["children"] == [{"id": "d-0000000006"}]
    assert not (root / JOURNAL).exists()


def test_slugs() -> None:
    assert slugify("The Bridge!") == "the-bridge"
    assert slugify("  Mára — Ærø  ") == "mara-ærø"
    assert slugify("???") == "untitled"
    assert slugify("x" * 60) == "x" * 40
    assert slugify("a" * 39 + " b") == "a" * 39


def test_empty_project_round_trips(tmp_path: Path) -> None:
    ProjectStore.create(tmp_path / "empty", ProjectMeta("Nothing yet", "", "en"))
    store, world = load(tmp_path / "empty")
    assert world == World(meta=ProjectMeta("Nothing yet", "", "en"))
    assert store.problems == ()


def test_saving_is_byte_identical_for_equal_worlds(tmp_path: Path) -> None:
    world = rich_world()
    ProjectStore.create(tmp_path / "a", world.meta, world)
    ProjectStore.create(tmp_path / "b", world.meta, load(tmp_path / "a")[1])
    a = {k: v[2] for k, v in folder_state(tmp_path / "a").items()}
    b = {k: v[2] for k, v in folder_state(tmp_path / "b").items()}
    assert a == b


def test_create_refuses_a_folder_with_files(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("mine")
    with pytest.raises(StorageError, match="not empty"):
        ProjectStore.create(tmp_path, ProjectMeta())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]


def test_save_before_load_is_refused(saved: tuple[Path, World]) -> None:
    root, world = saved
    with pytest.raises(StorageError, match="load"):
        ProjectStore(root).save(world)


def test_ids_that_are_not_plain_are_refused(saved: tuple[Path, World]) -> None:
    root, _world = saved
    store, world = load(root)
    evil = Document("d-../../escape", "Evil", "x")
    with pytest.raises(StorageError, match="not a valid id"):
        store.save(replace(with_document(world, evil), root=(*world.root, evil.id)))
    assert not (root.parent / "escape.md").exists()
    assert not any("escape" in p.name for p in root.rglob("*"))


def test_app_data_dir_is_made_when_asked(tmp_path: Path) -> None:
    store = ProjectStore.create(tmp_path / "p", ProjectMeta())
    assert not (tmp_path / "p" / ".quire").exists()
    assert store.app_data_dir == tmp_path / "p" / ".quire"
    assert store.app_data_dir.is_dir()


# -- only changed files ---------------------------------------------------------------------


def test_loading_and_saving_an_unchanged_project_writes_nothing(saved: tuple[Path, World]) -> None:
    root, _world = saved
    before = folder_state(root)
    store, world = load(root)
    report = store.save(world)
    assert report.written == () and report.removed == ()
    assert changed_files(before, folder_state(root)) == set()


def test_one_text_edit_writes_one_file(saved: tuple[Path, World]) -> None:
    root, _world = saved
    store, world = load(root)
    before = folder_state(root)
    doc = world.documents["d-0000000001"]
    report = store.save(with_document(world, replace(doc, text=doc.text + " More.")))
    assert report.written == ("documents/the-bridge-d-0000000001.md",)
    assert report.removed == ()
    assert changed_files(before, folder_state(root)) == {"documents/the-bridge-d-0000000001.md"}


def test_equal_but_rebuilt_values_are_not_written(saved: tuple[Path, World]) -> None:
    root, _world = saved
    store, world = load(root)
    doc = world.documents["d-0000000001"]
    copy = replace(doc, text="".join(list(doc.text)))
    assert copy is not doc
    before = folder_state(root)
    assert store.save(with_document(world, copy)).written == ()
    assert changed_files(before, folder_state(root)) == set()


def test_tree_and_metadata_changes_write_only_the_manifest(saved: tuple[Path, World]) -> None:
    root, _world = saved
    store, world = load(root)
    before = folder_state(root)
    moved = replace(world, root=tuple(reversed(world.root)), meta=replace(world.meta, author="B"))
    assert store.save(moved).written == (MANIFEST,)
    assert changed_files(before, folder_state(root)) == {MANIFEST}
    assert load(root)[1] == moved


def test_entity_change_writes_its_file(saved: tuple[Path, World]) -> None:
    root, _world = saved
    store, world = load(root)
    entity = world.entities["e-0000000001"]
    changed = with_entity(world, replace(entity, fields=entity.fields[::-1]))
    before = folder_state(root)
    assert store.save(changed).written == ("entities/mara-vell-e-0000000001.md",)
    assert changed_files(before, folder_state(root)) == {"entities/mara-vell-e-0000000001.md"}
    assert load(root)[1].entities["e-0000000001"].fields == entity.fields[::-1]


def test_successive_saves_compare_against_the_last_save(saved: tuple[Path, World]) -> None:
    root, _world = saved
    store, world = load(root)
    doc = world.documents["d-0000000002"]
    first = with_document(world, replace(doc, text="one"))
    assert store.save(first).written == (document_path(doc),)
    assert store.save(first).written == ()
    second = with_document(first, replace(doc, text="two"))
    assert store.save(second).written == (document_path(doc),)
    assert store.save(world).written == (document_path(doc),)
    assert load(root)[1] == world


def test_renaming_moves_the_file(saved: tuple[Path, World]) -> None:
    root, _world = saved
    store, world = load(root)
    doc = world.documents["d-0000000001"]
    entity = world.entities["e-0000000002"]
    renamed = with_document(world, replace(doc, title="The Long Bridge"))
    renamed = with_entity(renamed, replace(entity, name="Salt Way"))
    report = store.save(renamed)
    assert set(report.written) == {
        "documents/the-long-bridge-d-0000000001.md",
        "entities/salt-way-e-0000000002.md",
    }
    assert set(report.removed) == {
        "documents/the-bridge-d-0000000001.md",
        "entities/salt-road-e-0000000002.md",
    }
    assert not (root / "documents/the-bridge-d-0000000001.md").exists()
    assert not (root / JOURNAL).exists()
    reloaded_store, reloaded = load(root)
    assert reloaded == renamed and reloaded_store.problems == ()
    # Renaming back restores the original bytes under the original name.
    store.save(world)
    assert load(root)[1] == world
    assert (root / "documents/the-bridge-d-0000000001.md").exists()


def test_removed_values_lose_their_files(saved: tuple[Path, World]) -> None:
    root, _world = saved
    store, world = load(root)
    smaller = replace(
        world,
        documents=world.documents.remove("d-0000000004"),
        entities=world.entities.remove("e-0000000003"),
        root=world.root[:-1],
    )
    report = store.save(smaller)
    assert set(report.removed) == {
        document_path(world.documents["d-0000000004"]),
        entity_path(world.entities["e-0000000003"]),
    }
    assert report.written == (MANIFEST,)
    reloaded_store, reloaded = load(root)
    assert reloaded == smaller and reloaded_store.problems == ()


def test_new_documents_are_written(saved: tuple[Path, World]) -> None:
    root, _world = saved
    store, world = load(root)
    doc = Document("d-00000000aa", "Fresh", "new words", DocumentKind.SCENE)
    bigger = replace(with_document(world, doc), root=(*world.root, doc.id))
    assert set(store.save(bigger).written) == {document_path(doc), MANIFEST}
    assert load(root)[1] == bigger


# -- foreign changes -------------------------------------------------------------------------


def test_foreign_changes_are_detected_and_never_overwritten(saved: tuple[Path, World]) -> None:
    root, _world = saved
    store, world = load(root)
    bridge = root / "documents/the-bridge-d-0000000001.md"
    bridge.write_text(bridge.read_text(encoding="utf-8") + "typed elsewhere", encoding="utf-8")
    (root / "documents/untitled-d-0000000004.md").unlink()
    (root / "documents/stray.md").write_text("a new file", encoding="utf-8")
    assert store.external_changes() == [
        "documents/stray.md",
        "documents/the-bridge-d-0000000001.md",
        "documents/untitled-d-0000000004.md",
    ]

    doc = world.documents["d-0000000001"]
    edited = with_document(world, replace(doc, text="mine"))
    with pytest.raises(ExternalChangeError) as caught:
        store.save(edited)
    assert caught.value.paths == ["documents/the-bridge-d-0000000001.md"]
    assert bridge.read_text(encoding="utf-8").endswith("typed elsewhere")

    # Changes to other files go through; the foreign file stays as the other program left it.
    other = world.documents["d-0000000002"]
    assert store.save(with_document(world, replace(other, text="fine"))).written == (
        document_path(other),
    )
    assert bridge.read_text(encoding="utf-8").endswith("typed elsewhere")

    report = store.save(with_document(edited, replace(other, text="fine")), force=True)
    # forced: Quire's version of every file it knows goes back, the removed one too
    assert set(report.written) == {
        "documents/the-bridge-d-0000000001.md",
        "documents/untitled-d-0000000004.md",
    }
    assert bridge.read_text(encoding="utf-8").endswith("\n\nmine")
    assert "documents/the-bridge-d-0000000001.md" not in store.external_changes()


def test_a_forced_save_puts_quires_version_over_every_foreign_change(
    saved: tuple[Path, World],
) -> None:
    root, _world = saved
    store, world = load(root)
    doc = world.documents["d-0000000001"]
    bridge = root / document_path(doc)
    ours = bridge.read_bytes()
    bridge.write_text("edited elsewhere", encoding="utf-8")
    (root / MANIFEST).write_text("{}", encoding="utf-8")
    entity_file = root / entity_path(next(iter(world.entities.values())))
    entity_bytes = entity_file.read_bytes()
    entity_file.unlink()
    foreign_new = root / "documents" / "new-from-elsewhere.md"
    foreign_new.write_text("not ours", encoding="utf-8")
    assert set(store.external_changes()) == {
        document_path(doc), MANIFEST, entity_path(next(iter(world.entities.values()))),
        "documents/new-from-elsewhere.md",
    }

    store.save(world, force=True)  # nothing changed in Quire: only the foreign changes go

    assert bridge.read_bytes() == ours
    assert entity_file.read_bytes() == entity_bytes
    assert json.loads((root / MANIFEST).read_text(encoding="utf-8"))["format"] == 1
    assert foreign_new.read_text(encoding="utf-8") == "not ours"
    assert store.external_changes() == ["documents/new-from-elsewhere.md"]


def test_a_foreign_manifest_change_blocks_tree_changes(saved: tuple[Path, World]) -> None:
    root, _world = saved
    store, world = load(root)
    text = (root / MANIFEST).read_text(encoding="utf-8")
    (root / MANIFEST).write_text(text.replace("A. Writer", "Someone"), encoding="utf-8")
    assert store.external_changes() == [MANIFEST]
    with pytest.raises(ExternalChangeError) as caught:
        store.save(replace(world, root=world.root[::-1]))
    assert caught.value.paths == [MANIFEST]
    assert "Someone" in (root / MANIFEST).read_text(encoding="utf-8")


def test_a_foreign_file_in_the_way_of_a_new_one_is_kept(saved: tuple[Path, World]) -> None:
    root, _world = saved
    store, world = load(root)
    doc = Document("d-00000000bb", "Taken", "ours")
    (root / document_path(doc)).write_text("theirs", encoding="utf-8")
    with pytest.raises(ExternalChangeError):
        store.save(replace(with_document(world, doc), root=(*world.root, doc.id)))
    assert (root / document_path(doc)).read_text(encoding="utf-8") == "theirs"


def test_no_foreign_changes_after_own_saves(saved: tuple[Path, World]) -> None:
    root, _world = saved
    store, world = load(root)
    assert store.external_changes() == []
    doc = world.documents["d-0000000001"]
    store.save(with_document(world, replace(doc, title="Renamed", text="x")))
    assert store.external_changes() == []


# -- damaged projects ------------------------------------------------------------------------


def load_damaged(root: Path) -> tuple[World, dict[str, list[str]]]:
    """Load, check nothing on disk changed, and group the problems by file."""
    before = folder_state(root)
    store, world = load(root)
    assert changed_files(before, folder_state(root)) == set()
    problems: dict[str, list[str]] = {}
    for problem in store.problems:
        assert isinstance(problem, LoadProblem)
        problems.setdefault(problem.path, []).append(problem.reason)
    return world, problems


def test_bad_front_matter_is_reported_and_the_rest_loaded(saved: tuple[Path, World]) -> None:
    root, world = saved
    (root / "documents/the-bridge-d-0000000001.md").write_text("---\nid: [\n", encoding="utf-8")
    loaded, problems = load_damaged(root)
    assert problems.keys() == {"documents/the-bridge-d-0000000001.md", MANIFEST}
    assert "not closed" in problems["documents/the-bridge-d-0000000001.md"][0]
    assert "no document file has the id d-0000000001" in problems[MANIFEST][0]
    assert "d-0000000001" not in loaded.documents
    assert loaded.documents["d-0000000002"] == world.documents["d-0000000002"]


def test_missing_id_is_reported(saved: tuple[Path, World]) -> None:
    root, _world = saved
    path = root / "documents/chapter-one-d-0000000002.md"
    path.write_text(path.read_text(encoding="utf-8").replace('id: "d-0000000002"\n', ""))
    loaded, problems = load_damaged(root)
    assert "no 'id'" in problems["documents/chapter-one-d-0000000002.md"][0]
    assert "d-0000000002" in problems[MANIFEST][0]
    assert "d-0000000002" not in loaded.documents
    assert "d-0000000002" not in loaded.folders["f-0000000001"].children


def test_duplicate_id_keeps_the_file_named_for_it(saved: tuple[Path, World]) -> None:
    root, world = saved
    original = root / "documents/the-bridge-d-0000000001.md"
    copy = root / "documents/a-copy-d-0000000001.md"  # sorts first
    copy.write_text(
        original.read_text(encoding="utf-8").replace("At night.", "Copy"), encoding="utf-8"
    )
    loaded, problems = load_damaged(root)
    assert problems == {
        "documents/a-copy-d-0000000001.md": [
            "duplicate id d-0000000001 (also in documents/the-bridge-d-0000000001.md); skipped"
        ]
    }
    assert loaded.documents["d-0000000001"] == world.documents["d-0000000001"]


def test_bad_json_manifest_loads_documents_at_the_top(saved: tuple[Path, World]) -> None:
    root, world = saved
    (root / MANIFEST).write_text('{"format": 1, "tree": [', encoding="utf-8")
    loaded, problems = load_damaged(root)
    assert problems.keys() == {MANIFEST}
    assert problems[MANIFEST][0].startswith("not valid JSON")
    assert "line 1" in problems[MANIFEST][0]
    assert set(loaded.root) == set(world.documents)
    assert loaded.meta.title == "novel"
    assert loaded.entities == world.entities


def test_file_not_in_the_tree_goes_to_the_end(saved: tuple[Path, World]) -> None:
    root, world = saved
    stray = Document("d-00000000cc", "Stray", "found")
    from assistant.world.storage.frontmatter import document_to_text

    (root / document_path(stray)).write_text(document_to_text(stray), encoding="utf-8")
    loaded, problems = load_damaged(root)
    assert problems == {
        document_path(stray): [
            "not in the tree of project.quire; placed at the end of the top level"
        ]
    }
    assert loaded.root == (*world.root, stray.id)
    assert loaded.documents[stray.id] == stray


def test_tree_id_without_a_file_is_dropped(saved: tuple[Path, World]) -> None:
    root, world = saved
    (root / "documents/untitled-d-0000000004.md").unlink()
    loaded, problems = load_damaged(root)
    assert problems == {MANIFEST: ["tree: no document file has the id d-0000000004; dropped"]}
    assert loaded.root == world.root[:-1]


def test_not_utf8_and_mangled_fields_are_reported(saved: tuple[Path, World]) -> None:
    root, _world = saved
    (root / "documents/untitled-d-0000000004.md").write_bytes(b'---\nid: "d-0000000004"\n\xff')
    path = root / "entities/salt-road-e-0000000002.md"
    path.write_text(path.read_text(encoding="utf-8").replace('"place"', '"planet"'))
    loaded, problems = load_damaged(root)
    assert "not UTF-8" in problems["documents/untitled-d-0000000004.md"][0]
    assert "unknown kind 'planet'" in problems["entities/salt-road-e-0000000002.md"][0]
    assert loaded.entities["e-0000000002"].name == "Salt Road"


def test_mangled_manifest_nodes_are_reported(saved: tuple[Path, World]) -> None:
    root, _world = saved
    data = json.loads((root / MANIFEST).read_text(encoding="utf-8"))
    data["tree"].append({"id": "d-0000000003"})  # listed twice
    data["tree"].append({"title": "no id"})
    data["tree"].append({"id": ["d-0000000001"]})  # an id that is not text
    data["tree"].append("d-0000000002")  # an entry that is not an object
    data["tree"].append({"id": "x-1"})
    data["trash"].append({"id": "e-00000000ff"})
    (root / MANIFEST).write_text(json.dumps(data), encoding="utf-8")
    _loaded, problems = load_damaged(root)
    reasons = " | ".join(problems[MANIFEST])
    assert "d-0000000003 is listed more than once" in reasons
    assert reasons.count("without an id") == 3
    assert "'x-1' is neither" in reasons
    assert "no entity file has the id e-00000000ff" in reasons


def test_saving_a_repaired_project_rewrites_the_manifest(saved: tuple[Path, World]) -> None:
    root, _world = saved
    (root / "documents/untitled-d-0000000004.md").unlink()
    store, world = load(root)
    assert store.save(world).written == (MANIFEST,)
    assert load(root)[0].problems == ()


def test_not_a_project(tmp_path: Path) -> None:
    with pytest.raises(FormatError, match=r"no project\.quire"):
        ProjectStore(tmp_path).load()
    with pytest.raises(StorageError, match="no project folder"):
        ProjectStore(tmp_path / "missing").load()


def test_temp_files_of_interrupted_writes_are_ignored_then_cleaned(
    saved: tuple[Path, World],
) -> None:
    root, _world = saved
    leftover = root / "documents/.the-bridge-d-0000000001.md.1a2b3c4d.tmp"
    leftover.write_text("half a fi", encoding="utf-8")
    store, world = load(root)
    assert store.problems == ()
    store.save(replace(world, meta=replace(world.meta, title="New")))
    assert not leftover.exists()


# -- format versions -------------------------------------------------------------------------


def test_newer_format_is_refused(saved: tuple[Path, World]) -> None:
    root, _world = saved
    data = json.loads((root / MANIFEST).read_text(encoding="utf-8"))
    data["format"] = manifest.FORMAT_VERSION + 1
    (root / MANIFEST).write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(FormatError, match="newer than this Quire reads"):
        ProjectStore(root).load()


def test_old_format_without_migration_is_refused(saved: tuple[Path, World]) -> None:
    root, _world = saved
    data = json.loads((root / MANIFEST).read_text(encoding="utf-8"))
    data["format"] = 0
    (root / MANIFEST).write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(FormatError, match="format 0"):
        ProjectStore(root).load()


def test_migrations_upgrade_on_load_and_saving_writes_the_new_format(
    saved: tuple[Path, World], monkeypatch: pytest.MonkeyPatch
) -> None:
    root, world = saved
    # Make the project look like a format 0 in which documents said "heading", not "title".
    data = json.loads((root / MANIFEST).read_text(encoding="utf-8"))
    data["format"] = 0
    data["name"] = data.pop("title")
    (root / MANIFEST).write_text(json.dumps(data), encoding="utf-8")
    for path in (root / "documents").iterdir():
        path.write_bytes(path.read_bytes().replace(b"\ntitle: ", b"\nheading: ", 1))

    def upgrade(raw: manifest.RawProject) -> manifest.RawProject:
        data = dict(raw.manifest, format=1)
        data["title"] = data.pop("name")
        documents = [
            manifest.RawFile(
                f.path, {("title" if k == "heading" else k): v for k, v in f.fields.items()}, f.body
            )
            for f in raw.documents
        ]
        return manifest.RawProject(data, documents, raw.entities)

    monkeypatch.setitem(manifest.MIGRATIONS, 0, upgrade)
    before = folder_state(root)
    store, loaded = load(root)
    assert changed_files(before, folder_state(root)) == set()
    assert store.problems == ()
    assert loaded == world
    report = store.save(loaded)
    assert set(report.written) == {document_path(d) for d in world.documents.values()} | {MANIFEST}
    assert store.save(loaded).written == ()
    assert json.loads((root / MANIFEST).read_text(encoding="utf-8"))["format"] == 1
    assert load(root)[1] == world
