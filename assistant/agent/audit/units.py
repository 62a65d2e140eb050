"""What the continuity audit reads as one unit, and what it reads as notes.

A chapter is a document of the manuscript, or a folder of scenes; the notes are the
reference each chapter is checked against. Which is which follows the book's tree, whatever
an import made of the documents' kinds: a note is a note, and so is every document in a
folder of notes ("Notes", "Research", "Worldbuilding"… in the languages Quire speaks), at any
depth.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from assistant.world.model import Document, DocumentKind, Folder, FolderKind, World
from assistant.world.search.textfold import fold

NOTES_FOLDERS = frozenset((
    "notes", "note", "research", "reference", "references", "worldbuilding", "world building",
    "bible", "story bible", "series bible", "appendix", "appendices", "outline",
    "outlines", "planning", "plans", "characters", "places", "locations", "lore", "ideas",
    "extras", "background", "timeline", "timelines",  # English
    "notas", "investigacion", "documentacion", "referencias", "personajes", "lugares",
    "apendice", "esquema",  # Spanish
    "notizen", "recherche", "hintergrund", "figuren", "orte", "anhang", "entwurf", "ideen",
    "weltenbau",  # German
    "recherches", "personnages", "lieux", "annexe", "annexes", "idees",
    # French
    "notater", "bakgrunn", "personer", "steder", "vedlegg", "ideer", "karakterer",
    "verdensbygging",  # Norwegian
))  # fmt: skip
"""Folder titles (folded) that hold notes, not the manuscript."""


@dataclass(frozen=True)
class Chapter:
    """One unit the audit reads: a manuscript document, or a folder of scenes."""

    id: str
    title: str
    documents: tuple[str, ...]
    fingerprint: str


def is_notes_folder(folder: Folder) -> bool:
    """Whether a folder holds notes by its title ("Notes", "Research", "Notizen"…)."""
    return " ".join(fold(folder.title).split()) in NOTES_FOLDERS


def is_note(world: World, doc: Document) -> bool:
    """Whether the audit reads ``doc`` as a note: a note, or a document inside a folder of
    notes at any depth."""
    if doc.kind is DocumentKind.NOTE:
        return True
    parent = world.parent_of(doc.id) if world.in_tree(doc.id) else None
    while parent is not None:
        folder = world.folders.get(parent)
        if folder is not None and is_notes_folder(folder):
            return True
        parent = world.parent_of(parent) if world.in_tree(parent) else None
    return False


def notes_of(world: World) -> list[Document]:
    """The notes every chapter is checked against, in reading order."""
    return [doc for doc in world.documents_in_order() if is_note(world, doc)]


def chapters_of(world: World) -> list[Chapter]:
    """The manuscript's chapters in reading order (notes are not chapters)."""
    units: dict[str, list[Document]] = {}
    titles: dict[str, str] = {}
    for doc in world.documents_in_order():
        if is_note(world, doc):
            continue
        parent_id = world.parent_of(doc.id)
        parent = world.folders.get(parent_id) if parent_id is not None else None
        if doc.kind is not DocumentKind.CHAPTER and _is_chapter_folder(parent):
            assert parent is not None
            key, title = parent.id, parent.title
        else:
            key, title = doc.id, doc.title
        units.setdefault(key, []).append(doc)
        titles[key] = title
    return [
        Chapter(key, titles[key], tuple(d.id for d in docs), _fingerprint(docs))
        for key, docs in units.items()
    ]


def _is_chapter_folder(folder: Folder | None) -> bool:
    return folder is not None and folder.kind is FolderKind.FOLDER


def _fingerprint(docs: list[Document]) -> str:
    digest = hashlib.sha256()
    for doc in docs:
        for piece in (doc.id, doc.title, doc.text):
            digest.update(piece.encode("utf-8", "surrogatepass"))
            digest.update(b"\0")
    return digest.hexdigest()


__all__ = ["NOTES_FOLDERS", "Chapter", "chapters_of", "is_note", "is_notes_folder", "notes_of"]
