"""Searching a world's entities: their names, aliases, fields and notes, and, for a series
entity, the values its dated changes give ("Allegiance: the Rebels", from book 3 on).

A series entity's ``fields`` hold its values from the start of the series; a value that only a
change gives is found too, with the book (and, in this book, the scene) it holds from, so
searching "Rebels" finds Mara whose allegiance becomes the Rebels in book 3. A change that
takes a field away gives no value to find. The app's Find in Project and the assistant's
search read the same lines (:func:`entity_lines`), so they find the same things.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import islice

from assistant.world.model import Entity, NodeId, World
from assistant.world.search.engine import SearchOptions, text_finder
from assistant.world.series.facts import facts_of

NAME, ALIASES, FIELD, NOTES = "name", "aliases", "field", "notes"
"""What part of an entity a line is."""


@dataclass(frozen=True)
class EntityLine:
    """One searched line of an entity: ``key: value`` for its name (``name``), aliases
    (``aliases``) and fields, its notes as they are. ``from_book`` is the book a series
    entity's dated value holds from (0: a value from the start), ``from_scene`` the document
    of this book it holds from (None: the book's start)."""

    part: str
    key: str
    text: str
    from_book: int = 0
    from_scene: NodeId | None = None


@dataclass(frozen=True)
class EntityHit:
    """Where a query occurs in one of an entity's lines: ``line.text[start:end]``."""

    entity_id: NodeId
    name: str
    line: EntityLine
    start: int
    end: int


def entity_lines(world: World, entity: Entity) -> Iterator[EntityLine]:
    """The lines of ``entity`` a search reads: name, aliases, fields, the values a series
    entity's changes give (in the order they take effect), then its notes."""
    yield EntityLine(NAME, NAME, f"{NAME}: {entity.name}")
    yield EntityLine(ALIASES, ALIASES, f"{ALIASES}: {', '.join(entity.aliases)}")
    for key, value in entity.fields:
        yield EntityLine(FIELD, key, f"{key}: {value}")
    if world.series.owns(entity.id):
        for change in facts_of(world).changes(entity.id):
            if change.value:
                text = f"{change.field}: {change.value}"
                yield EntityLine(FIELD, change.field, text, change.from_book, change.from_scene)
    if entity.notes:
        yield EntityLine(NOTES, NOTES, entity.notes)


def search_entities(
    world: World, query: str, options: SearchOptions | None = None, limit: int | None = None
) -> list[EntityHit]:
    """Every occurrence of ``query`` in the live entities' lines, entity by entity (as the
    world lists them). Raises as :func:`~assistant.world.search.engine.search` does for a
    regular expression that does not compile or runs too long. A name or aliases line's
    label ("name: ") is not searched: only a field's name is."""
    spans_in = text_finder(query, options)
    hits = (
        EntityHit(entity.id, entity.name, line, start, end)
        for entity in world.live_entities()
        for line in entity_lines(world, entity)
        for start, end in spans_in(line.text)
        if start >= _LABELLED.get(line.part, 0)  # "name: " is no part of the name
    )
    return list(hits if limit is None else islice(hits, max(limit, 0)))


_LABELLED = {NAME: len(f"{NAME}: "), ALIASES: len(f"{ALIASES}: ")}


__all__ = [
    "ALIASES",
    "FIELD",
    "NAME",
    "NOTES",
    "EntityHit",
    "EntityLine",
    "entity_lines",
    "search_entities",
]
