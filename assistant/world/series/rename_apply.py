"""Carrying out a series entity's rename (planned by :mod:`.rename_plan`).

- **The current book** gets one edit (:func:`current_edit`): the entity renamed and its
  mentions replaced, as one step for its undo stack. Saving the book saves the entity's new
  name into the series folder (the book's store does that), once.
- **Each other book** chosen (:func:`apply_to_book`) is opened with its lock, checked to be
  as the plan read it, gets its documents as they were kept as snapshots (reason
  :attr:`~assistant.world.snapshots.model.SnapshotReason.RENAME`, named ``old → new``), then
  the replacements as one edit, and is saved. A book changed since the plan, locked, gone or
  that cannot be written is left as it was and reported; nothing is ever overwritten.
  Those snapshots are how the writer takes the rename back in a book that was not open.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass, replace

from assistant.world.edits import CompoundEdit, Edit, RemoveAlias, RenameEntity
from assistant.world.edits.text import ReplaceSpans
from assistant.world.errors import (
    EditError,
    ExternalChangeError,
    ProjectLockedError,
    StorageError,
)
from assistant.world.model import Entity, World
from assistant.world.project import Project
from assistant.world.series.book_store import BookStore
from assistant.world.series.rename_plan import (
    BookRename,
    DocumentRename,
    RenameError,
    RenamePlan,
    RenameSkip,
    book_problem,
    document_renames,
    series_check,
    texts_digest,
)
from assistant.world.snapshots.model import SnapshotReason
from assistant.world.snapshots.store import SnapshotStore

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class BookOutcome:
    """What the rename did to one other book: ``replaced`` mentions in ``documents``
    documents, each kept first as a snapshot (``snapshots``); or why it was left as it was
    (``skipped``, one of :class:`RenameSkip`, with ``detail``)."""

    book: BookRename
    replaced: int = 0
    documents: int = 0
    snapshots: int = 0
    skipped: str = ""
    detail: str = ""

    @property
    def done(self) -> bool:
        return not self.skipped


def snapshot_name(plan: RenamePlan) -> str:
    """The name of the snapshots a rename takes: ``old → new``."""
    return f"{plan.old_name} → {plan.new_name}"


def _edits_for(documents: Iterable[DocumentRename]) -> list[Edit]:
    return [
        ReplaceSpans(doc.doc_id, tuple((h.start, h.end, h.replacement) for h in doc.hits))
        for doc in documents
    ]


def _entity_for_search(plan: RenamePlan, entity: Entity) -> Entity:
    """The entity as the plan knew it, whatever its name is now in the book."""
    return replace(entity, name=plan.old_name)


def current_edit(world: World, plan: RenamePlan, *, with_text: bool = True) -> Edit:
    """The current book's part as one edit: the entity renamed (the new name taken out of
    its aliases if it was one) and, ``with_text``, every mention in the book's text replaced,
    found anew in ``world`` so that typing since the plan never puts a replacement in the
    wrong place."""
    entity = world.entities.get(plan.entity_id)
    if entity is None or not world.series.owns(plan.entity_id):
        raise RenameError(f"{plan.entity_id} is no longer an entity of the series")
    if entity.name != plan.old_name:
        raise RenameError(f"{plan.entity_id} is no longer called {plan.old_name!r}")
    edits: list[Edit] = [RenameEntity(entity.id, plan.new_name)]
    if plan.new_name in entity.aliases:
        edits.append(RemoveAlias(entity.id, plan.new_name))
    if with_text:
        edits += _edits_for(document_renames(world, entity, plan.names, plan.new_name))
    return CompoundEdit(tuple(edits), f"renamed {entity.id} to {plan.new_name!r} in the text")


def apply_to_books(
    plan: RenamePlan, numbers: Iterable[int] | None = None
) -> tuple[BookOutcome, ...]:
    """Carry out the rename in the other books whose numbers are ``numbers`` (None: every
    book the plan can change), one after another; skipped books are reported as planned."""
    wanted = None if numbers is None else set(numbers)
    outcomes: list[BookOutcome] = []
    for book in plan.others:
        if wanted is not None and book.number not in wanted:
            continue
        if not book.can_apply:
            outcomes.append(BookOutcome(book, skipped=book.skipped, detail=book.detail))
            continue
        outcomes.append(apply_to_book(plan, book))
    return tuple(outcomes)


def apply_to_book(plan: RenamePlan, book: BookRename) -> BookOutcome:
    """Carry out the rename in one other book (see the module's doc)."""
    problem = book_problem(book.path)
    if problem is not None:
        return BookOutcome(book, skipped=problem[0], detail=problem[1])
    try:
        project = Project.open(book.path, lock=True)
    except ProjectLockedError as exc:
        return BookOutcome(book, skipped=RenameSkip.LOCKED, detail=str(exc))
    except (StorageError, OSError) as exc:
        return BookOutcome(book, skipped=RenameSkip.UNREADABLE, detail=str(exc))
    try:
        world = project.world
        store = project.store
        root = store.series_root if isinstance(store, BookStore) else None
        problem = series_check(world, plan.entity_id, root, plan.series_root)
        if problem is not None:
            return BookOutcome(book, skipped=problem[0], detail=problem[1])
        if texts_digest(world) != book.digest:
            return BookOutcome(book, skipped=RenameSkip.CHANGED, detail="changed since the plan")
        entity = _entity_for_search(plan, world.entities[plan.entity_id])
        documents = document_renames(world, entity, plan.names, plan.new_name)
        if not documents:
            return BookOutcome(book)
        return _change_book(project, plan, book, documents)
    finally:
        project.close()


def _change_book(
    project: Project, plan: RenamePlan, book: BookRename, documents: tuple[DocumentRename, ...]
) -> BookOutcome:
    world = project.world
    snapshots = SnapshotStore(book.path)
    name = snapshot_name(plan)
    try:
        for doc in documents:
            snapshots.take(world.documents[doc.doc_id], SnapshotReason.RENAME, name=name)
    except (StorageError, OSError) as exc:
        log.warning("rename: no snapshot in %s: %s", book.path, exc)
        return BookOutcome(book, skipped=RenameSkip.FAILED, detail=str(exc))
    edits = _edits_for(documents)
    edit = edits[0] if len(edits) == 1 else CompoundEdit(tuple(edits), name)
    try:
        project.apply(edit)
        project.save()
    except ExternalChangeError as exc:
        return BookOutcome(book, skipped=RenameSkip.CHANGED, detail=str(exc))
    except (EditError, StorageError, OSError) as exc:
        log.warning("rename: %s not saved: %s", book.path, exc)
        return BookOutcome(book, skipped=RenameSkip.FAILED, detail=str(exc))
    replaced = sum(len(doc.hits) for doc in documents)
    log.info("rename %s: %d mention(s) in %s", name, replaced, book.path)
    return BookOutcome(book, replaced, len(documents), len(documents))


__all__ = [
    "BookOutcome",
    "apply_to_book",
    "apply_to_books",
    "current_edit",
    "snapshot_name",
]
