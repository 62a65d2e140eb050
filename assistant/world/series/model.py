"""A series bible's values: the series a book belongs to, and facts valid from a point on.

A **series** is a folder of plain files shared by several books (projects): its entities,
notes, house rules and calendar, laid out like a project's, with a manifest listing its books
in reading order. A book links to it by a relative path in its own manifest
(:attr:`assistant.world.model.ProjectMeta.series`).

Inside a book's :class:`~assistant.world.model.World`, the series' entities sit in
``world.entities`` beside the book's own, so every search, mention and tool sees them as it
sees any entity; :class:`SeriesState` (``world.series``) says which they are, where this book
stands in the series, and each entity's :class:`FactChange`\\ s. An entity's ``fields`` hold its
values from the start of the series; a change gives a field another value **from a book on**
(and, within that book, from one of its scenes on). What holds at a point is worked out by
:mod:`assistant.world.series.facts`, never stored twice.

Nothing here is prose for the writer: front ends say these things in the writer's language.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TypeAlias

NodeId: TypeAlias = str  # as in assistant.world.model, which imports this module

SERIES_MANIFEST = "series.quire"
"""The series folder's manifest (JSON): format version, title, books in reading order."""


@dataclass(frozen=True)
class SeriesBook:
    """One book of a series: where its project folder is, relative to the series folder
    (POSIX separators), and its title as the series last saw it."""

    path: str
    title: str = ""


@dataclass(frozen=True)
class FactChange:
    """A series entity's field taking ``value`` from book ``from_book`` on (1-based, the
    book's place in the series' reading order), and within that book from the document
    ``from_scene`` on (None: from the book's start). An empty ``value`` removes the field from
    that point (a title lost, an allegiance dropped)."""

    field: str
    value: str
    from_book: int
    from_scene: NodeId | None = None
    note: str = ""


@dataclass(frozen=True)
class SeriesNote:
    """One of the series' notes (a document of its ``documents/``) as a book sees it:
    read-only, in no tree of the book's, never saved with the book. ``kind`` is the
    document's kind (``note``, ``text``…)."""

    id: NodeId
    title: str
    text: str
    kind: str = "note"
    tags: tuple[str, ...] = ()
    synopsis: str = ""
    fields: tuple[tuple[str, str], ...] = ()
    private: bool = False


class Availability:
    """Whether a book could read its series at load (plain strings, for the manifest and
    the front ends)."""

    NONE = "none"  # the book belongs to no series
    READ = "read"  # the series was read; its entities are in the world
    MISSING = "missing"  # the linked folder is absent (offline, unmounted, moved)
    DAMAGED = "damaged"  # the folder is there but its manifest cannot be read


@dataclass(frozen=True)
class SeriesState:
    """What a book's world knows of its series.

    ``entity_ids`` are the entities that belong to the series (saved into its folder, not
    the book's); ``changes`` holds each series entity's dated changes in the order they take
    effect. ``book_number`` is this book's place in ``books`` (1-based; 0 when the series
    does not list it). When the series could not be read, ``availability`` says why,
    ``entity_ids`` is empty; the link itself is ``world.meta.series`` and stays whatever
    happens, so saving a book whose series is offline keeps its link.
    """

    title: str = ""
    books: tuple[SeriesBook, ...] = ()
    book_number: int = 0
    entity_ids: frozenset[NodeId] = frozenset()
    changes: tuple[tuple[NodeId, tuple[FactChange, ...]], ...] = ()
    """Each series entity that has changes, with them in the order they take effect."""
    availability: str = Availability.NONE
    problem: str = ""
    """Why the series could not be read, for the log and the front ends' details (not prose
    for the writer: they say it in the writer's language from ``availability``)."""
    shadowed: frozenset[NodeId] = frozenset()
    """Series entities this book keeps a copy of its own of, under the same id: the book's
    copy is in ``world.entities``; the series keeps its version, and its changes, for the
    other books."""
    notes: tuple[SeriesNote, ...] = ()
    """The series' notes, by title, as the book read them at load (the assistant reads them;
    the book never saves them)."""

    @property
    def readable(self) -> bool:
        return self.availability == Availability.READ

    def owns(self, entity_id: NodeId) -> bool:
        """True for an entity that belongs to the series rather than to this book."""
        return entity_id in self.entity_ids

    def changes_of(self, entity_id: NodeId) -> tuple[FactChange, ...]:
        return self._changes_by_id.get(entity_id, ())

    @cached_property
    def _changes_by_id(self) -> dict[NodeId, tuple[FactChange, ...]]:
        return dict(self.changes)
