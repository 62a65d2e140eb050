"""Small stories with times for the clock's tests: a Gregorian calendar built from its
parts, moments on its clock, scenes with ``when`` fields, and cues found at their quotes."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from assistant.world.clock.calendar import clock_minute, gregorian
from assistant.world.clock.model import (
    CueKind,
    Moment,
    Precision,
    Resolution,
    SceneTime,
    Span,
    StoryDate,
    TimeCue,
    Timeline,
)
from assistant.world.model import Document, Entity, EntityKind, ProjectMeta, World
from tests.worlds import flat_world

GREGORIAN = gregorian("en")
"""1 January of year 1 is a Monday (index 0), as in the proleptic Gregorian calendar."""


def minute(year: int, month: int, day: int, hour: int = 0, mins: int = 0) -> int:
    return clock_minute(GREGORIAN, StoryDate(year, month, day), hour, mins)


def day_span(year: int, month: int, day: int, days: int = 1) -> Span:
    start = minute(year, month, day)
    return Span(Moment(start, Precision.DAY), Moment(start + days * 1440, Precision.DAY))


def minute_span(year: int, month: int, day: int, hour: int, mins: int = 0,
                length: int = 60) -> Span:  # fmt: skip
    start = minute(year, month, day, hour, mins)
    return Span(Moment(start), Moment(start + length))


def born(year: int, month: int | None = None, day: int | None = None) -> Moment:
    if month is None:
        return Moment(minute(year, 1, 1), Precision.YEAR)
    if day is None:
        return Moment(minute(year, month, 1), Precision.MONTH)
    return Moment(minute(year, month, day), Precision.DAY)


def scene(node_id: str, text: str, when: str, *, title: str = "", where: str = "",
          tags: tuple[str, ...] = (), fields: tuple[tuple[str, str], ...] = ()) -> Document:
    own = [("when", when)] if when else []
    if where:
        own.append(("where", where))
    return Document(node_id, title or node_id, text, tags=tags, fields=(*own, *fields))


def story(*docs: Document, entities: Iterable[Entity] = (), language: str = "en") -> World:
    world = flat_world(*docs, entities=tuple(entities))
    return World(meta=ProjectMeta(language=language), documents=world.documents,
                 folders=world.folders, entities=world.entities, root=world.root)


def timeline(world: World, spans: Mapping[str, Span],
             dates: Mapping[str, Mapping[str, Moment]] | None = None,
             relative: Mapping[str, str] | None = None) -> Timeline:  # fmt: skip
    """The timeline of ``world`` with each document's span as given (its ``when`` as
    written), ``relative`` naming the anchor of those counted from another scene."""
    relative = relative or {}
    scenes = {}
    for doc in world.documents_in_order():
        if doc.id in spans:
            anchor = relative.get(doc.id, "")
            scenes[doc.id] = SceneTime(
                doc.id, spans[doc.id],
                Resolution.RELATIVE if anchor else Resolution.STATED,
                doc.field_value("when") or "", anchor=anchor,
            )
    return Timeline((GREGORIAN,), scenes, dates or {})


def cue(doc: Document, quote: str, kind: CueKind, occurrence: int = 0, **values: object
        ) -> TimeCue:  # fmt: skip
    start = -1
    for _ in range(occurrence + 1):
        start = doc.text.index(quote, start + 1)
    return TimeCue(doc.id, start, start + len(quote), quote, kind, **values)  # type: ignore[arg-type]


def character(entity_id: str, name: str, *fields: tuple[str, str],
              aliases: tuple[str, ...] = ()) -> Entity:  # fmt: skip
    return Entity(entity_id, name, EntityKind.CHARACTER, aliases, tuple(fields))


def place(entity_id: str, name: str, *fields: tuple[str, str]) -> Entity:
    return Entity(entity_id, name, EntityKind.PLACE, (), tuple(fields))
