"""Series and books on disk for the series tests: a series of two books sharing Mara."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from assistant.world.model import Document, Entity, EntityKind, ProjectMeta, World
from assistant.world.series.folder import series_store
from assistant.world.series.linking import create_series, link_book
from assistant.world.series.model import FactChange
from assistant.world.storage.store import ProjectStore

MARA = "e-0a1b2c3d4e"
HARBOUR = "e-1b2c3d4e5f"
OWN = "e-2c3d4e5f60"
SCENE = "d-3f9a1c20b4"


def mara() -> Entity:
    return Entity(MARA, "Mara", EntityKind.CHARACTER, ("the smuggler",), (("Age", "34"),),
                  "A smuggler of salt.\n")  # fmt: skip


def harbour() -> Entity:
    return Entity(HARBOUR, "Saltmouth", EntityKind.PLACE, (), (("Coast", "north"),))


def make_book(folder: Path, title: str, *, entity: Entity | None = None) -> Path:
    """A book with one scene (and ``entity`` of its own, if given)."""
    scene = Document(SCENE, "The Bridge", "Mara crossed at night.\n")
    world = World(meta=ProjectMeta(title=title))
    world = replace(world, documents=world.documents.set(scene.id, scene), root=(scene.id,))
    if entity is not None:
        world = replace(world, entities=world.entities.set(entity.id, entity))
    ProjectStore.create(folder, world.meta, world)
    return folder


def make_series(tmp_path: Path, books: int = 2) -> tuple[Path, list[Path]]:
    """``Salt Road`` with Mara (her age changes from book 2 on) and Saltmouth, and
    ``books`` linked books in reading order."""
    series = create_series(tmp_path / "Salt Road", "The Salt Road")
    store = series_store(series)
    world = store.load()
    entities = world.entities.set(MARA, mara()).set(HARBOUR, harbour())
    changes = ((MARA, (FactChange("Age", "35", 2, None, "a year on"),)),)
    state = replace(world.series, entity_ids=frozenset({MARA, HARBOUR}), changes=changes)
    store.save(replace(world, entities=entities, series=state))
    folders = []
    for number in range(1, books + 1):
        book = make_book(tmp_path / f"Book {number}", f"Book {number}")
        link_book(book, series)
        folders.append(book)
    return series, folders


def files(root: Path) -> dict[str, bytes]:
    """Every file under ``root`` but Quire's own folder, with its bytes."""
    return {
        path.relative_to(root).as_posix(): path.read_bytes()
        for path in sorted(root.rglob("*"))
        if path.is_file() and ".quire" not in path.relative_to(root).parts
    }
