"""What the read tools say of a book's series, for the model (English, like every tool result).

A series entity reads with its fields' values **in this book** (the values at the book's start,
then what changes within it) and, for a field that changes anywhere in the series, its history:
``Allegiance: Crown (series: Crown in books 1–2; Rebels from book 3)``. A book whose series
could not be read says so in one line where entities are listed.
"""

from __future__ import annotations

from dataclasses import replace

from assistant.world.model import Entity, NodeId, World
from assistant.world.search.entity_search import EntityLine
from assistant.world.series.facts import Facts, Span, facts_of
from assistant.world.series.model import Availability

SERIES_MARK = " [series]"
"""After a series entity's name in a listing."""

_NONE = "none"


def held_from(world: World, line: EntityLine) -> str:
    """Where a series entity's dated value holds from, after it in a search's hit: `` (from
    book 3)``, `` (from “The Toll-House” in book 2 on)``; nothing for a value from the start."""
    if not line.from_book:
        return ""
    scene = world.documents.get(line.from_scene) if line.from_scene else None
    if scene is not None and line.from_book == world.series.book_number:
        return f" (from “{scene.title}” in book {line.from_book} on)"
    return f" (from book {line.from_book})"


def owned(world: World, entity: Entity) -> bool:
    return world.series.owns(entity.id)


def in_book(world: World, entity: Entity) -> Entity:
    """``entity`` with its fields as they hold at the start of this book (itself when it is
    the book's own)."""
    if not owned(world, entity):
        return entity
    return replace(entity, fields=facts_of(world).fields_in_book(entity))


def mark(world: World, entity: Entity) -> str:
    """:data:`SERIES_MARK` for a series entity, else nothing."""
    return SERIES_MARK if owned(world, entity) else ""


def series_name(world: World) -> str:
    title = world.series.title
    return f"the series “{title}”" if title else "the series"


def about(world: World) -> str:
    """``series “The Salt Road”, book 2 of 3`` for a series entity's header."""
    series = world.series
    name = series_name(world).removeprefix("the ")
    if not series.book_number:
        return f"{name}, which does not list this book"
    return f"{name}, book {series.book_number} of {len(series.books)}"


def book_line(world: World) -> str | None:
    """One line on the book's place in its series, or on its series being unavailable; None
    for a book of no series."""
    series = world.series
    if series.availability == Availability.READ:
        count = len(series.entity_ids)
        place = (
            f"Book {series.book_number} of {len(series.books)} in {series_name(world)}"
            if series.book_number
            else f"A book {series_name(world)} does not list"
        )
        return f"{place}; {count} entit{'ies are' if count != 1 else 'y is'} the series'."
    if world.meta.series and series.availability in (Availability.MISSING, Availability.DAMAGED):
        return (
            f"The series at {world.meta.series} is unavailable ({series.availability}): "
            "its entities are not shown."
        )
    return None


def _title(world: World, book: int, scene: NodeId) -> str:
    """``“The Oath”`` (a scene of another book is not known here)."""
    doc = world.documents.get(scene) if book == world.series.book_number else None
    return f"“{doc.title}”" if doc is not None else "a scene"


def _scene(world: World, book: int, scene: NodeId | None) -> str:
    """``book 2`` or ``book 2, “The Oath”``."""
    return f"book {book}" if scene is None else f"book {book}, {_title(world, book, scene)}"


def _span(world: World, span: Span, after: Span | None) -> str:
    """One value of a field's history, from where it starts to where the next one does."""
    value = span.value or _NONE
    start = _scene(world, span.from_book, span.from_scene)
    if after is None:
        return f"{value} from {start}"
    if span.from_scene is None and after.from_scene is None:
        last = max(after.from_book - 1, span.from_book)
        books = f"book {last}" if last == span.from_book else f"books {span.from_book}–{last}"
        return f"{value} in {books}"
    start = f"in {start}" if span.from_scene is None else f"from {start}"
    if after.from_scene is not None and after.from_book == span.from_book:
        return f"{value} {start} until {_title(world, after.from_book, after.from_scene)}"
    return f"{value} {start} until {_scene(world, after.from_book, after.from_scene)}"


def history(world: World, facts: Facts, entity: Entity, key: str) -> str:
    """``Crown in books 1–2; Rebels from book 3``: the field's values through the series."""
    spans = facts.history(entity, key)
    if spans and spans[0].from_book > 1:
        spans = (Span("", 1, None), *spans)  # no value until its first change
    return "; ".join(
        _span(world, span, spans[i + 1] if i + 1 < len(spans) else None)
        for i, span in enumerate(spans)
    )


def _in_this_book(world: World, facts: Facts, entity: Entity, key: str) -> str:
    """``34, then 35 from “The Oath”``: the value at the book's start and what changes
    within it."""
    found = facts.in_book(entity, key)
    parts = [found.start if found.start is not None else f"{_NONE} in this book"]
    parts += [
        f"then {c.value or _NONE} from {_title(world, c.from_book, c.from_scene or '')}"
        for c in found.within
    ]
    return ", ".join(parts)


def shown_fields(world: World, entity: Entity) -> tuple[tuple[str, str], ...]:
    """Each field with what get_entity says of it: for a series entity, every field it has
    anywhere in the series, with its value in this book and, when it changes, its history;
    for the book's own entity, its fields."""
    if not owned(world, entity):
        return entity.fields
    facts = facts_of(world)
    shown = []
    for key in facts.field_names(entity):
        text = _in_this_book(world, facts, entity, key)
        if facts.changes_anything(entity, key):
            text += f" (series: {history(world, facts, entity, key)})"
        shown.append((key, text))
    return tuple(shown)


__all__ = [
    "SERIES_MARK",
    "about",
    "book_line",
    "held_from",
    "history",
    "in_book",
    "mark",
    "owned",
    "series_name",
    "shown_fields",
]
