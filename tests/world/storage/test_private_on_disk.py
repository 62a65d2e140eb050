"""The private flag on disk: front matter for documents and entities, the manifest for folders,
written only when set, read as a writer who edits the files by hand would expect."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from assistant.world.model import Document, Entity, Folder, World
from assistant.world.privacy.material import node_is_private
from assistant.world.problems import ProblemKind
from assistant.world.storage.store import ProjectStore
from tests.world.storage.storage_worlds import rich_world, with_document, with_entity
from tests.worlds import world_of

MANIFEST = "project.quire"
BRIDGE = "documents/the-bridge-d-0000000001.md"
MARA = "entities/mara-vell-e-0000000001.md"


@pytest.fixture
def saved(tmp_path: Path) -> tuple[Path, World]:
    world = rich_world()
    root = tmp_path / "novel"
    ProjectStore.create(root, world.meta, world)
    return root, world


def _files(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and ".quire" not in p.relative_to(root).parts
    }


def _marked(world: World) -> World:
    doc = replace(world.documents["d-0000000001"], private=True)
    folder = replace(world.folders["f-0000000002"], private=True)
    mara = replace(world.entities["e-0000000001"], private_fields=("Age",))
    lamp = replace(world.entities["e-0000000003"], private=True)
    world = with_entity(with_entity(with_document(world, doc), mara), lamp)
    return replace(world, folders=world.folders.set(folder.id, folder))


def test_every_kind_of_private_mark_survives_a_save_and_an_open(saved):
    root, world = saved
    store = ProjectStore(root)
    store.load()
    marked = _marked(world)
    store.save(marked)
    reopened = ProjectStore(root)
    assert reopened.load() == marked
    assert reopened.problems == ()
    text = (root / BRIDGE).read_text(encoding="utf-8")
    assert text.split("---")[1].rstrip().endswith("private: true")
    assert 'private_fields: ["Age"]' in (root / MARA).read_text(encoding="utf-8")
    assert '"title": "Empty", "kind": "folder", "private": true' in (root / MANIFEST).read_text(
        encoding="utf-8"
    )


def test_unmarking_gives_back_the_very_bytes_and_no_file_says_private_by_default(saved):
    root, world = saved
    before = _files(root)
    assert not any(b"private" in data for data in before.values())
    store = ProjectStore(root)
    store.load()
    store.save(_marked(world))
    assert _files(root) != before
    store.save(world)
    assert _files(root) == before


@pytest.mark.parametrize(
    ("written", "private"),
    [("yes", True), ("Yes", True), ("true", True), ("on", True), ("no", False),
     ("false", False), ('"yes"', True), ('"No"', False)],
)
def test_a_flag_typed_by_hand_reads_as_a_writer_means_it(saved, written, private):
    root, _world = saved
    path = root / BRIDGE
    path.write_text(
        path.read_text(encoding="utf-8").replace(
            'status: "first draft"\n', f'status: "first draft"\nprivate: {written}\n'
        ),
        encoding="utf-8",
    )
    store = ProjectStore(root)
    world = store.load()
    assert world.documents["d-0000000001"].private is private
    assert store.problems == ()


@pytest.mark.parametrize("written", ["maybe", "2", "[]", "", '"sometimes"'])
def test_a_flag_that_is_neither_yes_nor_no_is_a_problem_and_reads_as_private(saved, written):
    root, _world = saved
    path = root / BRIDGE
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("---\n\n", f"private: {written}\n---\n\n", 1), encoding="utf-8")
    store = ProjectStore(root)
    world = store.load()
    assert node_is_private(world, "d-0000000001")
    kinds = [(p.path, p.problem.kind) for p in store.problems]
    assert kinds == [(BRIDGE, ProblemKind.PRIVATE_NOT_YES_OR_NO)]
    assert "read as private" in store.problems[0].reason


def test_a_hand_written_entity_marks_its_fields_and_a_bad_list_keeps_it_all_private(saved):
    root, _world = saved
    path = root / MARA
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("---\n\n", "private_fields: [Age, Age, Eyes]\n---\n\n", 1))
    store = ProjectStore(root)
    mara = store.load().entities["e-0000000001"]
    assert mara.private_fields == ("Age", "Eyes") and not mara.private
    path.write_text(text.replace("---\n\n", "private_fields: {Age: 1}\n---\n\n", 1))
    store = ProjectStore(root)
    mara = store.load().entities["e-0000000001"]
    assert mara.private
    assert [p.problem.kind for p in store.problems] == [ProblemKind.PRIVATE_FIELDS_NOT_NAMES]


def test_a_folder_flag_in_the_manifest_that_is_not_yes_or_no_keeps_the_folder_private(saved):
    root, _world = saved
    path = root / MANIFEST
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text.replace('"title": "Empty", "kind": "folder"', '"title": "Empty", "kind": "folder", '
                     '"private": "perhaps"'),
        encoding="utf-8",
    )
    store = ProjectStore(root)
    world = store.load()
    assert world.folders["f-0000000002"].private
    assert [p.problem.kind for p in store.problems] == [ProblemKind.FOLDER_PRIVATE_NOT_YES_OR_NO]
    assert "f-0000000002" in store.problems[0].reason


def test_a_new_project_holding_private_things_opens_as_it_was_made(tmp_path):
    doc = Document("d-0000000001", "Secret", "Oda did it.", private=True)
    entity = Entity("e-0000000001", "Oda", private=True, private_fields=("age",))
    folder = Folder("f-0000000001", "Notes", children=("d-0000000001",), private=True)
    original = world_of(doc, entity, folder, root=["f-0000000001"])
    root = tmp_path / "p"
    ProjectStore.create(root, original.meta, original)
    assert ProjectStore(root).load() == original
