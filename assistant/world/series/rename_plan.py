"""Renaming a series entity across its books: what would change, listed before anything does.

The writer renames a series entity in one book (the *current* one); every other book of the
series mentions it too. :func:`plan_rename` reads each other book (with its lock, briefly) and
finds, document by document, every mention of the old name (and, when asked, of the
entity's aliases), matched as the app's mentions are matched
(:func:`~assistant.world.search.engine.mention_finder`: whole words, case and accents
ignored, a capitalised name never taken from an all lower-case word, the longest name at a
place). The plan is values: a front end lists it, the writer picks the books, and
:mod:`assistant.world.series.rename_apply` carries it out.

A book that cannot take part (missing, locked by another Quire, unreadable, no longer linked
to this series, keeping its own copy of the entity) is in the plan with the reason, never an
error for the whole rename.
"""

from __future__ import annotations

import hashlib
import logging
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from assistant.world.errors import ProjectLockedError, StorageError
from assistant.world.model import Document, Entity, NodeId, World
from assistant.world.project import Project
from assistant.world.search.engine import make_snippet, mention_finder
from assistant.world.series.book_store import BookStore
from assistant.world.series.manifest import is_relative_link
from assistant.world.series.paths import linked_folder
from assistant.world.storage.layout import MANIFEST

log = logging.getLogger(__name__)

Span = tuple[int, int]


class RenameSkip:
    """Why a book is left out of a rename (plain strings; front ends say them in the
    writer's language)."""

    MISSING = "missing"  # the book's folder is not there (offline, moved, unmounted)
    LOCKED = "locked"  # another Quire has it open
    UNREADABLE = "unreadable"  # not a project folder, a link, or it cannot be read
    NOT_LINKED = "not-linked"  # it no longer links to this series
    SHADOWED = "shadowed"  # it keeps its own copy of the entity: its text is its own
    CHANGED = "changed"  # its text changed on disk since the plan was made
    FAILED = "failed"  # the snapshot or the save could not be written


@dataclass(frozen=True)
class RenameHit:
    """One mention to replace: ``text[start:end]`` of a document (``found`` as written), with
    the line around it (``snippet``, the mention at ``highlight`` inside it)."""

    start: int
    end: int
    found: str
    replacement: str
    snippet: str
    highlight: tuple[int, int]


@dataclass(frozen=True)
class DocumentRename:
    """The mentions to replace in one document of a book."""

    doc_id: NodeId
    title: str
    hits: tuple[RenameHit, ...]


@dataclass(frozen=True)
class BookRename:
    """One book's part of a rename: its place in the series (1-based; 0 when the series
    does not list it), its folder, and either the documents to change or why it is left out
    (``skipped``, one of :class:`RenameSkip`; ``detail`` says more, for the log and the
    front ends' details)."""

    number: int
    path: Path
    title: str
    documents: tuple[DocumentRename, ...] = ()
    skipped: str = ""
    detail: str = ""
    digest: str = ""
    """The book's texts as the plan read them, to tell a book changed since."""

    @property
    def count(self) -> int:
        """How many mentions would be replaced."""
        return sum(len(doc.hits) for doc in self.documents)

    @property
    def can_apply(self) -> bool:
        return not self.skipped


@dataclass(frozen=True)
class RenamePlan:
    """A rename of the series entity ``entity_id`` from ``old_name`` to ``new_name``: the
    names replaced in the text (the old name, and the aliases when the writer asked), the
    current book's part and every other book's, in the series' reading order."""

    entity_id: NodeId
    old_name: str
    new_name: str
    names: tuple[str, ...]
    series_root: Path
    current: BookRename
    others: tuple[BookRename, ...]

    @property
    def books(self) -> tuple[BookRename, ...]:
        """The other books that can be changed (skipped ones left out)."""
        return tuple(book for book in self.others if book.can_apply)

    @property
    def skipped(self) -> tuple[BookRename, ...]:
        return tuple(book for book in self.others if not book.can_apply)


class RenameError(Exception):
    """The rename cannot be planned at all (the entity is not the series', the new name is
    empty or the same, the series is not read). Front ends say it in the writer's words."""


def replacement_for(found: str, new_name: str) -> str:
    """What a mention written as ``found`` becomes: the new name as typed, or in capitals
    where the text wrote the old one in capitals (a shout, a heading)."""
    letters = [ch for ch in found if ch.isalpha()]
    if len(letters) > 1 and all(ch.isupper() for ch in letters):
        return new_name.upper()
    return new_name


def rename_finder(entity: Entity, names: tuple[str, ...]) -> Callable[[Document], Iterator[Span]]:
    """Where a document mentions ``entity`` by one of ``names``, found as mentions are."""
    first, *rest = names
    return mention_finder(replace(entity, name=first, aliases=tuple(rest)))


def texts_digest(world: World) -> str:
    """A digest of a book's live documents' ids and texts."""
    digest = hashlib.sha256()
    for doc in world.documents_in_order():
        for part in (doc.id, doc.text):
            data = part.encode("utf-8", "surrogatepass")
            digest.update(len(data).to_bytes(8, "big"))
            digest.update(data)
    return digest.hexdigest()


def document_renames(
    world: World, entity: Entity, names: tuple[str, ...], new_name: str
) -> tuple[DocumentRename, ...]:
    """Every live document of ``world`` that mentions ``entity`` by one of ``names``, with
    its hits, in reading order."""
    spans_of = rename_finder(entity, names)
    found: list[DocumentRename] = []
    for doc in world.documents_in_order():
        hits: list[RenameHit] = []
        for start, end in spans_of(doc):
            snippet, highlight = make_snippet(doc.text, start, end)
            written = doc.text[start:end]
            hits.append(
                RenameHit(
                    start, end, written, replacement_for(written, new_name), snippet, highlight
                )
            )
        if hits:
            found.append(DocumentRename(doc.id, doc.title, tuple(hits)))
    return tuple(found)


def renamed_names(entity: Entity, with_aliases: bool) -> tuple[str, ...]:
    """The names whose mentions a rename replaces: the name, and the aliases if asked."""
    names = (entity.name, *entity.aliases) if with_aliases else (entity.name,)
    return tuple(dict.fromkeys(n for n in names if n.strip()))


def plan_rename(
    world: World,
    book_root: Path | str,
    series_root: Path | str,
    entity_id: NodeId,
    new_name: str,
    *,
    with_aliases: bool = False,
) -> RenamePlan:
    """The plan of renaming the series entity ``entity_id`` of the open book ``world`` (whose
    folder is ``book_root``; its series folder ``series_root``) to ``new_name``. Reads the
    other books with their locks, one at a time; raises :class:`RenameError` when the rename
    cannot be planned at all."""
    book_root, series_root = Path(book_root), Path(series_root)
    new_name = new_name.strip()
    state = world.series
    if not state.readable:
        raise RenameError("the book's series is not read")
    entity = world.entities.get(entity_id)
    if entity is None or not state.owns(entity_id):
        raise RenameError(f"{entity_id} is not an entity of the series")
    if not new_name or new_name == entity.name:
        raise RenameError("the new name is empty or the same as the old")
    names = renamed_names(entity, with_aliases)
    current = BookRename(
        state.book_number,
        book_root,
        world.meta.title,
        document_renames(world, entity, names, new_name),
        digest=texts_digest(world),
    )
    others: list[BookRename] = []
    for number, book in enumerate(state.books, start=1):
        if number == state.book_number:
            continue
        if not is_relative_link(book.path):  # kept in the list for its number; never followed
            others.append(
                BookRename(
                    number,
                    series_root,
                    book.title,
                    skipped=RenameSkip.UNREADABLE,
                    detail=f"the path {book.path!r} is not followed",
                )
            )
            continue
        folder = series_root / book.path
        if _same_folder(folder, book_root):
            continue
        others.append(_plan_book(number, folder, book.title, series_root, entity, names, new_name))
    return RenamePlan(entity.id, entity.name, new_name, names, series_root, current, tuple(others))


def _same_folder(one: Path, other: Path) -> bool:
    try:
        return os.path.samefile(one, other)
    except OSError:
        return False


def book_problem(folder: Path) -> tuple[str, str] | None:
    """Why the book folder ``folder`` cannot be opened for a rename, or None when it can:
    it must be a real folder (no link) holding a project manifest."""
    found = linked_folder(folder)
    if found is not None:
        if found == "missing":
            return RenameSkip.MISSING, f"{folder} is not there"
        return RenameSkip.UNREADABLE, f"{folder} is not a folder (or is a link)"
    manifest = folder / MANIFEST
    if manifest.is_symlink() or not manifest.is_file():
        return RenameSkip.UNREADABLE, f"{folder} holds no {MANIFEST}"
    return None


def series_check(
    world: World, entity_id: NodeId, store_series_root: Path | None, series_root: Path
) -> tuple[str, str] | None:
    """Why an opened book cannot take part in the rename of ``entity_id``, or None."""
    if store_series_root is None or not _same_folder(store_series_root, series_root):
        return RenameSkip.NOT_LINKED, "the book does not link to this series"
    if entity_id in world.series.shadowed:
        return RenameSkip.SHADOWED, "the book keeps its own copy of the entity"
    if not world.series.owns(entity_id):
        return RenameSkip.NOT_LINKED, "the book does not see the entity"
    return None


def _plan_book(
    number: int,
    folder: Path,
    title: str,
    series_root: Path,
    entity: Entity,
    names: tuple[str, ...],
    new_name: str,
) -> BookRename:
    book = BookRename(number, folder, title or folder.name)
    problem = book_problem(folder)
    if problem is not None:
        return replace(book, skipped=problem[0], detail=problem[1])
    try:
        project = Project.open(folder, lock=True)
    except ProjectLockedError as exc:
        return replace(book, skipped=RenameSkip.LOCKED, detail=str(exc))
    except (StorageError, OSError) as exc:
        log.info("rename: cannot read %s: %s", folder, exc)
        return replace(book, skipped=RenameSkip.UNREADABLE, detail=str(exc))
    try:
        world = project.world
        store = project.store
        root = store.series_root if isinstance(store, BookStore) else None
        problem = series_check(world, entity.id, root, series_root)
        book = replace(book, title=world.meta.title or book.title)
        if problem is not None:
            return replace(book, skipped=problem[0], detail=problem[1])
        documents = document_renames(world, entity, names, new_name)
        return replace(book, documents=documents, digest=texts_digest(world))
    finally:
        project.close()


__all__ = [
    "BookRename",
    "DocumentRename",
    "RenameError",
    "RenameHit",
    "RenamePlan",
    "RenameSkip",
    "book_problem",
    "document_renames",
    "plan_rename",
    "rename_finder",
    "renamed_names",
    "replacement_for",
    "series_check",
    "texts_digest",
]
