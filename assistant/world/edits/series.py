"""Edits of a book's series: an entity's facts that change from a point on, and entities moving
between the book and its series.

Each changes ``world.series`` (and, for :class:`UnshareEntity`, the entity's fields), so an
edit of the series is one undo step in the book it was made from like any other; saving puts
the series' part into the series folder. The values these edits hold are described in
:mod:`assistant.world.series.model`; what holds at a point, in
:mod:`assistant.world.series.facts`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from assistant.world.edits.base import (
    ChangeFlag,
    Edit,
    EditAction,
    Fields,
    check_name,
    check_text,
    entity_of,
    put_entity,
)
from assistant.world.errors import DuplicateError, InvalidValueError
from assistant.world.ids import is_document_id
from assistant.world.model import NodeId, World
from assistant.world.series.facts import fields_in_book
from assistant.world.series.model import FactChange, SeriesState

MAX_CHANGES = 500
"""Changes one entity may hold (a bound on what a tool call or a hand-edited file can add)."""

Changes = tuple[FactChange, ...]


def series_entity(world: World, entity_id: NodeId) -> None:
    """Refuse an entity that is not one of the series' (or not there at all)."""
    entity_of(world, entity_id)
    if not world.series.owns(entity_id):
        raise InvalidValueError(f"{entity_id} is this book's own entity, not the series'")


def check_changes(world: World, changes: Any, known: Changes) -> Changes:
    """``changes`` as a tuple of valid changes: each names a field and a book from 1 on; a
    scene of this book is one of its documents (``known`` changes may keep a scene the book
    no longer has); no two change one field at one point."""
    if isinstance(changes, str | bytes) or not isinstance(changes, tuple | list):
        raise InvalidValueError("changes must be a list of changes")
    if len(changes) > MAX_CHANGES:
        raise InvalidValueError(f"an entity holds at most {MAX_CHANGES} changes")
    points: set[tuple[str, int, NodeId | None]] = set()
    for change in changes:
        if not isinstance(change, FactChange):
            raise InvalidValueError("changes must be a list of changes")
        check_name(change.field, "field name")
        check_text(change.value, "field value")
        check_text(change.note, "note")
        if type(change.from_book) is not int or change.from_book < 1:
            raise InvalidValueError(f"a change must be from book 1 on, not {change.from_book!r}")
        scene = change.from_scene
        if scene is not None:
            if not isinstance(scene, str) or not is_document_id(scene):
                raise InvalidValueError(f"a change's scene must be a document, not {scene!r}")
            this_book = change.from_book == world.series.book_number
            if this_book and scene not in world.documents and change not in known:
                raise InvalidValueError(f"{scene} is not a document of this book")
        point = (change.field, change.from_book, scene)
        if point in points:
            raise DuplicateError(
                f"two changes to {change.field!r} from one point (book {change.from_book}"
                + (f", {scene})" if scene else ")")
            )
        points.add(point)
    return tuple(changes)


def _with_changes(
    series: SeriesState, entity_id: NodeId, changes: Changes, index: int | None
) -> tuple[SeriesState, int | None]:
    """``series`` with ``entity_id``'s changes set (an entity of none is not listed; a newly
    listed one goes at ``index``, default the end), and where it was listed before (None:
    it was not)."""
    items = list(series.changes)
    old = next((i for i, (owner, _c) in enumerate(items) if owner == entity_id), None)
    if old is not None:
        if changes:
            items[old] = (entity_id, changes)
        else:
            del items[old]
    elif changes:
        position = len(items) if index is None else index
        if not isinstance(position, int) or not 0 <= position <= len(items):
            raise InvalidValueError(f"changes index {position} outside 0..{len(items)}")
        items.insert(position, (entity_id, changes))
    return replace(series, changes=tuple(items)), old


@dataclass(frozen=True)
class SetFactChanges(Edit):
    """Set a series entity's dated changes (all of them: none to clear them).

    ``index`` places the entity among those that have changes when it had none (the inverse
    of clearing them puts it back where it was). ``check_scenes`` is False only in an
    inverse, which puts back what was there even when a scene it names has since gone."""

    entity_id: NodeId
    changes: Changes
    index: int | None = None
    check_scenes: bool = True

    ACTION: ClassVar[EditAction] = EditAction.SET_FACT_CHANGES
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.ENTITY

    def apply(self, world: World) -> tuple[World, Edit]:
        series_entity(world, self.entity_id)
        before = world.series.changes_of(self.entity_id)
        known = before if self.check_scenes else tuple(self.changes)
        changes = check_changes(world, self.changes, known)
        series, old_index = _with_changes(world.series, self.entity_id, changes, self.index)
        inverse = SetFactChanges(self.entity_id, before, old_index, check_scenes=False)
        return replace(world, series=series), inverse

    def describe(self) -> str:
        return f"set the {len(self.changes)} dated changes of {self.entity_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.entity_id})

    @property
    def target(self) -> NodeId:
        return self.entity_id


@dataclass(frozen=True)
class ShareEntity(Edit):
    """A book's own entity becomes the series', shared by every book of it.

    ``fields``, ``changes`` and ``index`` are given only by the inverse of
    :class:`UnshareEntity`, which puts back the entity's values from the series' start, its
    dated changes and where they were listed."""

    entity_id: NodeId
    fields: Fields | None = None
    changes: Changes = ()
    index: int | None = None

    ACTION: ClassVar[EditAction] = EditAction.SHARE_ENTITY
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.ENTITY

    def apply(self, world: World) -> tuple[World, Edit]:
        entity = entity_of(world, self.entity_id)
        series = world.series
        if not series.readable:
            raise InvalidValueError(f"the series cannot be read ({series.availability})")
        if series.owns(entity.id):
            raise DuplicateError(f"{entity.id} already belongs to the series")
        if series.changes_of(entity.id):
            raise InvalidValueError(f"the series holds stray changes for {entity.id}")
        if entity.id in series.shadowed and self.fields is None:
            raise InvalidValueError(
                f"{entity.id} is this book's own copy of a series entity: the series keeps "
                "its own version"
            )
        if world.is_trashed(entity.id):
            raise InvalidValueError(f"{entity.id} is in the trash")
        new = world
        if self.fields is not None:
            keys = [key for key, _value in self.fields]
            if len(keys) != len(set(keys)):
                raise DuplicateError("field names must be unique")
            new = put_entity(world, replace(entity, fields=tuple(self.fields)))
        shared = replace(
            series, entity_ids=series.entity_ids | {entity.id},
            shadowed=series.shadowed - {entity.id},
        )  # fmt: skip
        changes = check_changes(new, self.changes, tuple(self.changes))
        shared, _old = _with_changes(shared, entity.id, changes, self.index)
        return replace(new, series=shared), UnshareEntity(entity.id, entity.id in series.shadowed)

    def describe(self) -> str:
        return f"made {self.entity_id} the series'"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.entity_id})

    @property
    def target(self) -> NodeId:
        return self.entity_id


@dataclass(frozen=True)
class UnshareEntity(Edit):
    """The series' entity becomes this book's own, with its fields as they hold at the start
    of this book (its dated changes are the series' and stay out of the book's copy). The
    series keeps its version for its other books: this book shadows it (``shadow``), except
    as the inverse of a :class:`ShareEntity` of a book's entity, which leaves the series."""

    entity_id: NodeId
    shadow: bool = True

    ACTION: ClassVar[EditAction] = EditAction.UNSHARE_ENTITY
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.ENTITY

    def apply(self, world: World) -> tuple[World, Edit]:
        series_entity(world, self.entity_id)
        entity = world.entities[self.entity_id]
        changes = world.series.changes_of(entity.id)
        own = replace(entity, fields=fields_in_book(world, entity))
        series, index = _with_changes(world.series, entity.id, (), None)
        series = replace(
            series, entity_ids=series.entity_ids - {entity.id},
            shadowed=series.shadowed | {entity.id} if self.shadow else series.shadowed,
        )  # fmt: skip
        new = replace(put_entity(world, own), series=series)
        return new, ShareEntity(entity.id, entity.fields, changes, index)

    def describe(self) -> str:
        return f"made {self.entity_id} this book's own"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.entity_id})

    @property
    def target(self) -> NodeId:
        return self.entity_id


__all__ = ["MAX_CHANGES", "SetFactChanges", "ShareEntity", "UnshareEntity", "check_changes"]
