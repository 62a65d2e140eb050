"""A three-book series on disk whose books mention Mara in many ways, for the rename tests."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from assistant.world.model import Document, Entity, ProjectMeta, World
from assistant.world.series.folder import series_store
from assistant.world.series.linking import create_series, link_book
from assistant.world.storage.store import ProjectStore
from tests.world.series.series_folders import HARBOUR, MARA, harbour, mara

TEXTS: dict[int, tuple[tuple[str, str, str], ...]] = {
    1: (
        ("d-1000000001", "The Bridge", "Mara crossed at night. Mara's boots were wet.\n"
         "Maralyn waited; the mara grass bent.\n"),
        ("d-1000000002", "The Market", "“MARA!” shouted the smuggler's boy. Mára smiled.\n"),
        ("d-1000000003", "Interlude", "Nobody came.\n"),
    ),
    2: (
        ("d-2000000001", "Saltmouth", "In Saltmouth, Mara sold salt.\nThe smuggler "
         "counted coins. Mara-like, he lied.\n"),
        ("d-2000000002", "Night", "Mara, Mara, Mara.\n"),
    ),
    3: (
        ("d-3000000001", "The Return", "When Mara came back, the smuggler was older.\n"),
        ("d-3000000002", "Coda", "Remaralda is a town; nobody called it Mara.\n"),
    ),
}

NAME = re.compile(r"(?<!\w)(?:M[aá]ra|MARA)(?!\w)")
"""Mara's name as a whole word, written as the tests' texts write it, counted by `re`
apart from Quire's own search."""
ALIAS = re.compile(r"(?<!\w)[Tt]he smuggler(?!\w)")


def make_book(folder: Path, number: int, *, entity: Entity | None = None) -> Path:
    """Book ``number`` with its documents from :data:`TEXTS` (and ``entity`` of its own)."""
    world = World(meta=ProjectMeta(title=f"Book {number}"))
    documents = world.documents
    for doc_id, title, text in TEXTS[number]:
        documents = documents.set(doc_id, Document(doc_id, title, text))
    world = replace(world, documents=documents, root=tuple(d for d, _t, _x in TEXTS[number]))
    if entity is not None:
        world = replace(world, entities=world.entities.set(entity.id, entity))
    ProjectStore.create(folder, world.meta, world)
    return folder


def make_three_books(tmp_path: Path, *, shadow_in: int = 0) -> tuple[Path, list[Path]]:
    """The Salt Road series (Mara, Saltmouth) and three linked books in reading order; book
    ``shadow_in`` keeps its own copy of Mara."""
    series = create_series(tmp_path / "Salt Road", "The Salt Road")
    store = series_store(series)
    world = store.load()
    entities = world.entities.set(MARA, mara()).set(HARBOUR, harbour())
    state = replace(world.series, entity_ids=frozenset({MARA, HARBOUR}))
    store.save(replace(world, entities=entities, series=state))
    books = []
    for number in (1, 2, 3):
        own = replace(mara(), notes="This book's own Mara.\n") if number == shadow_in else None
        book = make_book(tmp_path / f"Book {number}", number, entity=own)
        link_book(book, series)
        books.append(book)
    return series, books


def document_texts(book: Path) -> dict[str, str]:
    """Each document file of ``book`` (by file name) with its text."""
    return {
        path.name: path.read_text(encoding="utf-8")
        for path in sorted((book / "documents").glob("*.md"))
    }


def counted(book: Path, pattern: re.Pattern[str] = NAME) -> dict[str, int]:
    """How often ``pattern`` occurs in each document file of ``book`` (files with none left
    out), by document id."""
    found = {}
    for name, text in document_texts(book).items():
        count = len(pattern.findall(text))
        if count:
            found[name[-15:-3]] = count  # ``…-d-1000000001.md``
    return found
