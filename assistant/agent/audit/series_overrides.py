"""The series' facts with their validity, as the cross-book audit gives them to the model, and
the check that keeps a valid change from being reported as a contradiction.

A series entity's ``fields`` are its values from the start of the series; each
:class:`~assistant.world.series.model.FactChange` gives a field another value from a book on
(and within that book from a scene on). When book 2 says Mára is thirty-five and book 1 said
thirty-four, and the series records "Age: 35 from book 2 on", book 2 follows the series: a
report of it is dropped here (and counted), whatever the model made of it.

Only what the world holds is read: the entity's fields and ``world.series.changes``. Nothing
here is prose for the writer.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass

from assistant.world.clock.numbers import number_words
from assistant.world.model import Entity, NodeId, World
from assistant.world.search.textfold import fold
from assistant.world.series.model import FactChange

MAX_FACT_ENTITIES = 60
"""Series entities whose facts one chapter's request lists (those the chapter names first)."""

_WORD = re.compile(r"[^\W_]+")


# -- the facts as the model reads them ---------------------------------------------------------
def _scene_title(world: World, change: FactChange) -> str:
    doc = world.documents.get(change.from_scene or "")
    return f" (from “{doc.title}”)" if doc is not None else " (from one of its scenes)"


def _validity(world: World, change: FactChange) -> str:
    value = change.value or "(none)"
    where = f"from book {change.from_book} on"
    if change.from_scene is not None:
        where += _scene_title(world, change)
    return f"{value} {where}"


def fact_line(world: World, entity: Entity) -> str:
    """One series entity's facts with their validity: ``Mára Tesk (character): Age: 34 from
    the start, 35 from book 2 on; Eyes: grey``."""
    changes = world.series.changes_of(entity.id)
    names = dict.fromkeys(key for key, _value in entity.fields)
    names.update(dict.fromkeys(c.field for c in changes))
    parts = []
    for key in names:
        own = [c for c in changes if c.field == key]
        start = entity.field_value(key)
        if not own:
            parts.append(f"{key}: {start}")
            continue
        spans = [f"{start} from the start"] if start is not None else []
        spans += [_validity(world, c) for c in sorted(own, key=lambda c: c.from_book)]
        parts.append(f"{key}: {', '.join(spans)}")
    aka = f", also {', '.join(entity.aliases)}" if entity.aliases else ""
    head = f"{entity.name} ({entity.kind}{aka})"
    return f"{head}: {'; '.join(parts)}" if parts else head


def named_series_entities(world: World, texts: Iterable[str]) -> list[Entity]:
    """The series' entities that ``texts`` name (by name or alias), in the order of the
    series' own listing; at most :data:`MAX_FACT_ENTITIES`."""
    words: set[str] = set()
    folded: list[str] = []
    for text in texts:
        folded_text = " ".join(_WORD.findall(fold(text)))
        folded.append(f" {folded_text} ")
        words.update(folded_text.split())
    found = []
    for entity in sorted(world.live_entities(), key=lambda e: e.name.casefold()):
        if not world.series.owns(entity.id):
            continue
        for name in entity.names:
            name_words = _WORD.findall(fold(name))
            if not name_words or name_words[0] not in words:
                continue
            phrase = f" {' '.join(name_words)} "
            if any(phrase in text for text in folded):
                found.append(entity)
                break
        if len(found) >= MAX_FACT_ENTITIES:
            break
    return found


# -- a valid change is no contradiction --------------------------------------------------------
@dataclass(frozen=True)
class Override:
    """The change that makes a reported difference valid: ``entity``'s ``field`` holds
    ``value`` at the reported point, from book ``from_book`` on."""

    entity: NodeId
    name: str
    field: str
    value: str
    from_book: int


@functools.cache
def _folded_numbers(language: str) -> dict[str, int]:
    """``language``'s numbers by their words folded, hyphens as spaces ("thirty five")."""
    return {" ".join(_WORD.findall(fold(word))): value
            for word, value in number_words(language)[0].items()}  # fmt: skip


def _numbers(words: list[str], language: str) -> set[int]:
    """The numbers ``words`` (folded) hold, in digits or spelled out ("thirty five",
    "treinta y siete"): at each place the longest number that fits, so "thirty one" is 31
    and never 30 as well."""
    tables = (_folded_numbers(language), _folded_numbers("en"))
    found: set[int] = set()
    at = 0
    while at < len(words):
        if words[at].isdigit() and len(words[at]) < 10:
            found.add(int(words[at]))
            at += 1
            continue
        for size in (3, 2, 1):
            phrase = " ".join(words[at : at + size])
            value = next((t[phrase] for t in tables if phrase in t), None)
            if value is not None and len(words[at : at + size]) == size:
                found.add(value)
                at += size
                break
        else:
            at += 1
    return found


def agrees(quote: str, value: str, language: str = "en") -> bool:
    """Whether ``quote`` states ``value``: its numbers (spelled out or in digits), or else its
    words one after the other (case and accents aside)."""
    value_words = _WORD.findall(fold(value))
    if not value_words:
        return False
    quote_words = _WORD.findall(fold(quote))
    wanted = {int(w) for w in value_words if w.isdigit() and len(w) < 10}
    if wanted:
        return wanted <= _numbers(quote_words, language)
    size = len(value_words)
    return any(
        quote_words[at : at + size] == value_words for at in range(len(quote_words) - size + 1)
    )


def _order(world: World) -> dict[NodeId, int]:
    return {doc.id: index for index, doc in enumerate(world.documents_in_order())}


def _in_force_at(
    world: World, entity: Entity, key: str, document: NodeId, order: dict[NodeId, int]
) -> tuple[str | None, list[FactChange]]:
    """The value of ``key`` at ``document`` of this book, and the changes that led to it
    (those in effect there, in order)."""
    book = world.series.book_number
    here = order.get(document, len(order))
    applied = []
    for change in world.series.changes_of(entity.id):
        if change.field != key or change.from_book > book:
            continue
        later = order.get(change.from_scene or "", len(order) + 1) > here
        if change.from_book == book and change.from_scene is not None and later:
            continue  # from a later scene of this book (or one it no longer holds)
        applied.append(change)
    applied.sort(key=lambda c: (c.from_book, c.from_scene is not None,
                                order.get(c.from_scene or "", 0)))  # fmt: skip
    value = entity.field_value(key)
    for change in applied:
        value = change.value or None
    return value, applied


def valid_override(
    world: World, entities: Iterable[Entity], field: str, quote: str, document: NodeId,
    earlier: int,
) -> Override | None:  # fmt: skip
    """The series change that makes this book's side of a reported contradiction with book
    ``earlier`` valid, if any: a change of the entity's field (``field``, or any field when
    empty) that took effect after the start of book ``earlier`` and by ``document`` of this
    book, whose value there ``quote`` (this book's side) states."""
    order = _order(world)
    language = world.meta.language or "en"
    for entity in entities:
        if not world.series.owns(entity.id):
            continue
        keys = [field] if field else list(dict.fromkeys(
            c.field for c in world.series.changes_of(entity.id)
        ))  # fmt: skip
        for key in keys:
            value, applied = _in_force_at(world, entity, _key_of(entity, world, key), document,
                                          order)  # fmt: skip
            since = [c for c in applied
                     if c.from_book > earlier or (c.from_book == earlier and c.from_scene)]
            if since and value and agrees(quote, value, language):
                return Override(entity.id, entity.name, since[-1].field, value,
                                since[-1].from_book)  # fmt: skip
    return None


def _key_of(entity: Entity, world: World, key: str) -> str:
    """The field's own spelling of ``key`` (the model may write "age" for "Age")."""
    known = [k for k, _v in entity.fields] + [c.field for c in world.series.changes_of(entity.id)]
    wanted = fold(key).strip()
    return next((k for k in known if fold(k).strip() == wanted), key)


__all__ = [
    "MAX_FACT_ENTITIES",
    "Override",
    "agrees",
    "fact_line",
    "named_series_entities",
    "valid_override",
]
