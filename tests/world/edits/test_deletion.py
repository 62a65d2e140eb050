"""Empty Trash and Delete Permanently: only trashed things, exactly undoable, files gone."""

from __future__ import annotations

import pytest

from assistant.world.edits import TrashNode
from assistant.world.edits.deletion import DeletePermanently, summarize, trashed_top_level
from assistant.world.errors import InvalidValueError, UnknownNodeError
from assistant.world.storage.store import ProjectStore
from tests.world.edits.test_undo_property import files_of, start_world


def _trashed_world():
    world = start_world()
    world, _ = TrashNode("f-aaaaaaaaa2").apply(world)  # the Notes folder, with "Ideas"
    world, _ = TrashNode("d-aaaaaaaaa1").apply(world)
    world, _ = TrashNode("e-aaaaaaaaa2").apply(world)
    return world


def test_empty_trash_removes_every_trashed_thing_and_its_contents() -> None:
    world = _trashed_world()
    ids = trashed_top_level(world)
    assert ids == ("f-aaaaaaaaa2", "d-aaaaaaaaa1", "e-aaaaaaaaa2")
    summary = summarize(world, ids)
    assert (summary.documents, summary.folders, summary.entities) == (2, 1, 1)
    assert summary.words == 5  # "Mara came to the bridge." and the empty note

    after, inverse = DeletePermanently(ids).apply(world)
    assert after.trash == ()
    for gone in ("f-aaaaaaaaa2", "d-aaaaaaaaa3", "d-aaaaaaaaa1", "e-aaaaaaaaa2"):
        assert not after.has(gone)
    assert after.has("d-aaaaaaaaa2") and after.has("e-aaaaaaaaa1")
    back, again = inverse.apply(after)
    assert back == world
    assert again.apply(back)[0] == after


def test_a_document_inside_a_trashed_folder_can_go_alone() -> None:
    world = _trashed_world()
    after, inverse = DeletePermanently(("d-aaaaaaaaa3",)).apply(world)
    assert "d-aaaaaaaaa3" not in after.documents
    assert after.folders["f-aaaaaaaaa2"].children == ()
    assert after.trash == world.trash
    assert inverse.apply(after)[0] == world


def test_only_what_is_in_the_trash_can_be_deleted() -> None:
    world = _trashed_world()
    with pytest.raises(InvalidValueError, match="not in the trash"):
        DeletePermanently(("d-aaaaaaaaa2",)).apply(world)
    with pytest.raises(InvalidValueError, match="not in the trash"):
        DeletePermanently(("e-aaaaaaaaa1",)).apply(world)
    with pytest.raises(UnknownNodeError):
        DeletePermanently(("d-0000000000",)).apply(world)
    with pytest.raises(InvalidValueError):
        DeletePermanently(()).apply(world)


def test_saving_removes_the_files_and_undo_writes_them_back_identically(tmp_path) -> None:
    world = _trashed_world()
    store = ProjectStore.create(tmp_path, world.meta, world)
    before = files_of(tmp_path)
    assert "documents/ideas-d-aaaaaaaaa3.md" in before
    after, inverse = DeletePermanently(trashed_top_level(world)).apply(world)
    report = store.save(after)
    assert "documents/ideas-d-aaaaaaaaa3.md" in report.removed
    assert "entities/salt-road-e-aaaaaaaaa2.md" in report.removed
    assert not (tmp_path / "documents/ideas-d-aaaaaaaaa3.md").exists()
    assert '"trash": []' in (tmp_path / "project.quire").read_text()
    restored, _ = inverse.apply(after)
    store.save(restored)
    assert files_of(tmp_path) == before
