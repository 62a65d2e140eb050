"""What holds at a point of a series: a series entity's fields in book N, at document D.

An entity's ``fields`` are its values from the start of the series; its
:class:`~assistant.world.series.model.FactChange`\\ s give a field another value from a point
on. A **point** is a book (1-based, the series' reading order) and, within the book this world
is, one of its documents: the book's reading order is the tree's order of live documents
(:meth:`~assistant.world.model.World.documents_in_order`, the order the outline and the
export follow). The value at a point is the last change at or before it, else the value from
the start; an empty value means the field has none from there on.

Changes are ordered by book, then within a book by scene: a change from the book's start
comes first, then this book's changes in the order of their documents. A book cannot see
another book's documents, so changes from a scene of another book keep the order they are
stored in; and a change from a document this book no longer holds live (trashed, or gone)
takes effect at the end of its book, so the books after it still see it.

Nothing here is prose: front ends and tools say these values in their own words.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from assistant.world.model import Entity, NodeId, World
from assistant.world.series.model import FactChange

Fields = tuple[tuple[str, str], ...]

_CACHE = "_series_facts"
"""Where a world keeps its :class:`Facts` once made."""

_START = -1
"""A change's place within its book when it holds from the book's start."""


@dataclass(frozen=True)
class Point:
    """A place in the series: book ``book`` (1-based) and, in this world's own book, the
    document ``scene`` (None: the book's start)."""

    book: int
    scene: NodeId | None = None


class Span(NamedTuple):
    """One value of a field's history: ``value`` (empty: none) from book ``from_book`` on,
    within it from the document ``from_scene`` on (None: from its start)."""

    value: str
    from_book: int
    from_scene: NodeId | None


@dataclass(frozen=True)
class InBook:
    """A field in one whole book: its value at the book's start (None: none) and the changes
    that take effect within the book, in order."""

    start: str | None
    within: tuple[FactChange, ...]


class Facts:
    """The facts of one world's series entities, with this book's reading order worked out
    once. Make it with :func:`facts_of`."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.book = world.series.book_number
        self.order: dict[NodeId, int] = {
            doc.id: index for index, doc in enumerate(world.documents_in_order())
        }

    # -- ordering ------------------------------------------------------------------------

    def _place(self, change: FactChange) -> tuple[int, int]:
        """Where ``change`` takes effect, as (book, place within the book)."""
        if change.from_scene is None:
            return change.from_book, _START
        if change.from_book != self.book:
            return change.from_book, 0  # another book's scene: its stored order stands
        return change.from_book, self.order.get(change.from_scene, len(self.order))

    def _point_place(self, point: Point) -> tuple[int, int]:
        if point.scene is None:
            return point.book, _START
        if point.book != self.book:
            raise ValueError(f"book {point.book}'s documents are not known in book {self.book}")
        if point.scene not in self.order:
            raise ValueError(f"{point.scene} is not a live document of this book")
        return point.book, self.order[point.scene]

    def ordered(self, changes: Iterable[FactChange]) -> tuple[FactChange, ...]:
        """``changes`` in the order they take effect (a stable sort: ties keep their order)."""
        return tuple(sorted(changes, key=self._place))

    def changes(self, entity_id: NodeId, key: str | None = None) -> tuple[FactChange, ...]:
        """The entity's changes (to ``key`` alone when given), in the order they take effect."""
        found = self.world.series.changes_of(entity_id)
        return self.ordered(c for c in found if key is None or c.field == key)

    # -- values at a point ---------------------------------------------------------------

    def value_at(self, entity: Entity, key: str, point: Point) -> str | None:
        """The value of ``key`` at ``point``: the last change at or before it, else the value
        from the series' start; None when the field has none there (a change to an empty value
        takes it away)."""
        value = entity.field_value(key)  # a field the start gives stays, empty or not
        where = self._point_place(point)
        for change in self.changes(entity.id, key):
            if self._place(change) > where:
                break
            value = change.value or None
        return value

    def fields_at(self, entity: Entity, point: Point) -> Fields:
        """The entity's fields that have a value at ``point``, with it: the start's fields in
        their order, then fields that changes add, in the order the changes first name them."""
        return tuple(
            (key, value)
            for key in self.field_names(entity)
            if (value := self.value_at(entity, key, point)) is not None
        )

    def field_names(self, entity: Entity) -> tuple[str, ...]:
        """Every field the entity has anywhere in the series, the start's first."""
        names = dict.fromkeys(key for key, _value in entity.fields)
        names.update(dict.fromkeys(c.field for c in self.changes(entity.id)))
        return tuple(names)

    # -- this book -----------------------------------------------------------------------

    def in_book(self, entity: Entity, key: str, book: int | None = None) -> InBook:
        """``key`` in book ``book`` (default this one): its value at the book's start and the
        changes within the book."""
        number = self.book if book is None else book
        start = self.value_at(entity, key, Point(number))
        within = tuple(
            c for c in self.changes(entity.id, key)
            if c.from_book == number and c.from_scene is not None
        )  # fmt: skip
        return InBook(start, within)

    def fields_in_book(self, entity: Entity) -> Fields:
        """The entity's fields as they hold at the start of this book (what a copy of the
        entity of this book's own keeps)."""
        return self.fields_at(entity, Point(self.book))

    def later(self, entity: Entity, key: str | None = None) -> tuple[FactChange, ...]:
        """Changes for books after this one: known here, applied only there."""
        return tuple(c for c in self.changes(entity.id, key) if c.from_book > self.book)

    def history(self, entity: Entity, key: str) -> tuple[Span, ...]:
        """The field's values through the series, in order: its value from the start (when
        it has one), then every change to it."""
        start = entity.field_value(key)
        spans = [Span(start, 1, None)] if start is not None else []
        spans += [Span(c.value, c.from_book, c.from_scene) for c in self.changes(entity.id, key)]
        return tuple(spans)

    def changes_anything(self, entity: Entity, key: str) -> bool:
        """True when ``key`` has any change in the series."""
        return bool(self.changes(entity.id, key))


def facts_of(world: World) -> Facts:
    """The facts of ``world``'s series entities (made once per world: a world never
    changes)."""
    found = world.__dict__.get(_CACHE)
    if isinstance(found, Facts) and found.world is world:
        return found
    facts = Facts(world)
    world.__dict__[_CACHE] = facts
    return facts


def value_at(world: World, entity_id: NodeId, key: str, point: Point) -> str | None:
    """The value of entity ``entity_id``'s field ``key`` at ``point`` (see :class:`Facts`)."""
    return facts_of(world).value_at(world.entities[entity_id], key, point)


def fields_in_book(world: World, entity: Entity) -> Fields:
    """The entity's fields as they hold at the start of ``world``'s book."""
    return facts_of(world).fields_in_book(entity)


__all__ = [
    "Facts",
    "Fields",
    "InBook",
    "Point",
    "Span",
    "facts_of",
    "fields_in_book",
    "value_at",
]
