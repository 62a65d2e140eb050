"""Loading a project never follows a link out of it, nor waits on a special file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from assistant.world.errors import StorageError
from assistant.world.model import Document, FrozenMap, ProjectMeta, World
from assistant.world.storage.frontmatter import document_to_text
from assistant.world.storage.store import ProjectStore

SECRET = "QUIRE_API_KEY=sk-secret-from-elsewhere"


def make_project(root: Path) -> ProjectStore:
    doc = Document("d-0000000001", "Chapter One", "Mara crossed.\n")
    world = World(documents=FrozenMap({doc.id: doc}), root=(doc.id,))
    return ProjectStore.create(root, ProjectMeta("Salt"), world)


def secret_document(folder: Path) -> Path:
    """A file outside the project that reads as a valid Quire document."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "secret.md"
    path.write_text(document_to_text(Document("d-5ec7e75ec7", "Secret", SECRET)), "utf-8")
    return path


def test_a_document_link_pointing_outside_is_not_read(tmp_path: Path) -> None:
    root = tmp_path / "project"
    make_project(root)
    outside = secret_document(tmp_path / "elsewhere")
    os.symlink(outside, root / "documents" / "secret-d-5ec7e75ec7.md")

    store = ProjectStore(root)
    world = store.load()

    assert "d-5ec7e75ec7" not in world.documents
    assert all(SECRET not in doc.text for doc in world.documents.values())
    reasons = {p.path: p.reason for p in store.problems}
    assert "outside the project" in reasons["documents/secret-d-5ec7e75ec7.md"]


def test_a_linked_documents_folder_outside_is_not_read_nor_written(tmp_path: Path) -> None:
    root = tmp_path / "project"
    make_project(root)
    elsewhere = tmp_path / "elsewhere"
    secret_document(elsewhere)
    for name in os.listdir(root / "documents"):
        os.unlink(root / "documents" / name)
    os.rmdir(root / "documents")
    os.symlink(elsewhere, root / "documents")

    store = ProjectStore(root)
    world = store.load()
    assert "d-5ec7e75ec7" not in world.documents
    assert any(p.path == "documents" and "outside the project" in p.reason
               for p in store.problems)

    doc = Document("d-0000000002", "New", "text")
    with pytest.raises(StorageError, match="outside the project"):
        store.save(World(documents=FrozenMap({doc.id: doc}), root=(doc.id,)))
    assert sorted(os.listdir(elsewhere)) == ["secret.md"]


def test_a_manifest_linked_from_outside_is_refused(tmp_path: Path) -> None:
    root = tmp_path / "project"
    make_project(root)
    other = tmp_path / "other"
    make_project(other)
    os.unlink(root / "project.quire")
    os.symlink(other / "project.quire", root / "project.quire")
    with pytest.raises(StorageError, match="outside the project"):
        ProjectStore(root).load()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no fifos here")
def test_a_fifo_among_the_documents_does_not_block_loading(tmp_path: Path) -> None:
    root = tmp_path / "project"
    make_project(root)
    os.mkfifo(root / "documents" / "pipe-d-0000000009.md")
    os.mkfifo(root / "entities" / "pipe-e-0000000009.md")
    world = ProjectStore(root).load()  # would hang on open() if it read the fifo
    assert list(world.documents) == ["d-0000000001"]


def test_a_link_inside_the_project_is_still_read(tmp_path: Path) -> None:
    root = tmp_path / "project"
    make_project(root)
    (root / "notes").mkdir()
    inside = root / "notes" / "kept.md"
    inside.write_text(document_to_text(Document("d-0000000005", "Kept", "here")), "utf-8")
    os.symlink(inside, root / "documents" / "kept-d-0000000005.md")
    world = ProjectStore(root).load()
    assert world.documents["d-0000000005"].text == "here"
