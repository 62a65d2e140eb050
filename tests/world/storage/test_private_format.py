"""The manifest's format while anything is marked private: format 2, which a Quire that knows
only format 1 refuses with its plain message instead of sending the private notes to a model
and dropping the marks on save; format 1 again, byte for byte, once nothing is marked."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from assistant.world.errors import FormatError
from assistant.world.model import World
from assistant.world.storage.folder_format import PROJECT_FORMAT
from assistant.world.storage.manifest import FORMAT_VERSION, PLAIN_FORMAT
from assistant.world.storage.store import ProjectStore
from tests.world.storage.storage_worlds import rich_world, with_document, with_entity

MANIFEST = "project.quire"


@pytest.fixture
def old_project(tmp_path: Path) -> Path:
    """A project as a Quire before private marks wrote it: format 1."""
    world = rich_world()
    root = tmp_path / "novel"
    ProjectStore.create(root, world.meta, world)
    assert _format(root) == 1
    return root


def _format(root: Path) -> int:
    return json.loads((root / MANIFEST).read_text(encoding="utf-8"))["format"]


def _files(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and ".quire" not in p.relative_to(root).parts
    }


def _document_marked(world: World, private: bool) -> World:
    return with_document(world, replace(world.documents["d-0000000001"], private=private))


def test_constants_say_what_the_versions_mean() -> None:
    assert (PLAIN_FORMAT, FORMAT_VERSION) == (1, 2)


def test_an_old_project_marked_private_is_saved_as_format_2_and_unmarked_goes_back(old_project):
    root = old_project
    before = _files(root)
    store = ProjectStore(root)
    world = store.load()
    assert store.save(world).written == ()  # opened and saved unmarked: not one byte changes

    marked = _document_marked(world, True)
    store.save(marked)
    assert _format(root) == 2
    reopened = ProjectStore(root)
    assert reopened.load() == marked and reopened.problems == ()

    store.save(_document_marked(marked, False))
    assert _format(root) == 1
    assert _files(root) == before


@pytest.mark.parametrize("how", ["field", "entity", "folder", "trashed"])
def test_every_kind_of_mark_raises_the_format(old_project, how):
    store = ProjectStore(old_project)
    world = store.load()
    if how == "field":
        mara = world.entities["e-0000000001"]
        world = with_entity(world, replace(mara, private_fields=(mara.fields[0][0],)))
    elif how == "entity":
        world = with_entity(world, replace(world.entities["e-0000000003"], private=True))
    elif how == "folder":
        folder = replace(world.folders["f-0000000002"], private=True)
        world = replace(world, folders=world.folders.set(folder.id, folder))
    else:  # a private document in the trash is still on disk, marked
        trashed = next(iter(world.trash)).node_id
        assert trashed in world.folders
        folder = replace(world.folders[trashed], private=True)
        world = replace(world, folders=world.folders.set(folder.id, folder))
    store.save(world)
    assert _format(old_project) == 2


def test_a_quire_that_knows_only_format_1_refuses_a_marked_project(
    old_project, monkeypatch: pytest.MonkeyPatch
):
    store = ProjectStore(old_project)
    store.save(_document_marked(store.load(), True))
    monkeypatch.setattr(PROJECT_FORMAT, "newest_format", 1)  # an older Quire
    with pytest.raises(FormatError) as refused:
        ProjectStore(old_project).load()
    assert str(refused.value) == (
        "project.quire is format 2, newer than this Quire reads (1); update Quire to open it"
    )


def test_a_marked_project_written_by_hand_as_format_1_opens_and_saves_as_format_2(old_project):
    path = next((old_project / "documents").glob("the-bridge-*.md"))
    text = path.read_text(encoding="utf-8")
    head, end, body = text[4:].partition("\n---\n")
    path.write_text(f"---\n{head}\nprivate: true{end}{body}", encoding="utf-8")
    store = ProjectStore(old_project)
    world = store.load()
    assert world.documents["d-0000000001"].private and store.problems == ()
    store.save(world)
    assert _format(old_project) == 2
