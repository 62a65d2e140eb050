"""Merging a conflicted copy into the project as it is open: the app's merge works on the
world in memory, whose unsaved changes were made from the version on disk."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.world.bases.merge_bases import MergeBases
from assistant.world.edits import InsertText
from assistant.world.merge.copies import ConflictCopy, SyncService
from assistant.world.merge.copy_merge import (
    MERGED_COPIES,
    CopyUnreadableError,
    merge_copy,
    set_aside,
)
from assistant.world.model import Document
from assistant.world.storage.store import document_path
from tests.world.merge.computers import sync, two_computers
from tests.world.storage.storage_worlds import saved_project
from tests.worlds import flat_world

CHAPTER = Document("d-0000000001", "The Crossing", "The bridge held.\n\nThe river was high.\n")


def make(folder: Path) -> Path:
    return saved_project(folder, flat_world(CHAPTER))


def syncthing(name: str) -> str:
    stem, dot, ext = name.rpartition(".")
    return f"{stem}.sync-conflict-20261201-101112-ABCDEFG{dot}{ext}"


def test_unsaved_changes_in_the_open_project_merge_with_the_copy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop, desktop = two_computers(tmp_path, monkeypatch, make)
    with desktop.opened() as project:
        project.apply(InsertText(CHAPTER.id, CHAPTER.text.index("high"), "brown and "))
        project.save()
    sync(desktop.folder, laptop.folder, syncthing)
    with laptop.opened() as project:
        project.apply(InsertText(CHAPTER.id, CHAPTER.text.index("held"), "still "))  # unsaved
        store = project.store
        assert store is not None and store.versions is not None
        (copy,) = store.conflict_copies
        result = merge_copy(store.root, project.world, copy, store.versions.bases)
        assert result.base_known and result.merge.clean
        assert result.label == "The Crossing" and result.file == CHAPTER.id
        merged = result.merge.world()
        assert merged.documents[CHAPTER.id].text == (
            "The bridge still held.\n\nThe river was brown and high.\n"
        )
        kept = set_aside(store.root, copy)
    assert kept.is_relative_to(laptop.folder / MERGED_COPIES)
    assert not (laptop.folder / copy.path).exists()


def test_a_copy_that_cannot_be_read_is_said_so(tmp_path: Path) -> None:
    folder = make(tmp_path / "novel")
    rel = document_path(CHAPTER).replace(".md", " (conflicted copy 2026-12-01).md")
    (folder / rel).write_bytes(b"no front matter at all\n")
    copy = ConflictCopy(rel, document_path(CHAPTER), SyncService.DROPBOX)
    with pytest.raises(CopyUnreadableError, match="front matter"):
        merge_copy(folder, flat_world(CHAPTER), copy, MergeBases(folder))
