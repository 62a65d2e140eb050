"""A series in the writer's words: the mark's tooltip, a book's name, and a dated change
("From book 2: Age is 35"), each through Qt's translation."""

from __future__ import annotations

import os
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale

from assistant.world.model import Entity, World
from assistant.world.series.facts import facts_of
from assistant.world.series.model import FactChange

translate = QCoreApplication.translate

_PLACE = re.compile(r"%([1-9])")


def fill(text: str, *values: str) -> str:
    """``text`` with ``%1``, ``%2``… replaced by ``values`` in one pass (a value holding
    ``%2`` stays as it is)."""
    return _PLACE.sub(
        lambda m: values[int(m[1]) - 1] if int(m[1]) <= len(values) else m[0], text
    )


def series_title(world: World) -> str:
    """The series' title, or its folder's name when it has none."""
    return world.series.title or Path(world.meta.series).name


def series_folder(root: Path | None, world: World) -> str:
    """Where the book's series folder is, as a path the writer can read (empty: no link)."""
    link = world.meta.series
    if not link:
        return ""
    if root is None:
        return link
    return os.path.normpath(os.path.join(root, link))


def series_tooltip(world: World) -> str:
    """What the series mark's tooltip says: whose entity this is."""
    return fill(
        translate("SeriesWords", "From the series “%1”: shared by every book of it"),
        series_title(world),
    )


def book_name(world: World, number: int) -> str:
    """Book ``number`` of the series, with its title (or its folder's name) when the series
    lists it."""
    books = world.series.books
    shown = QLocale().toString(number)
    if 1 <= number <= len(books):
        book = books[number - 1]
        title = book.title or Path(book.path).name
        return fill(translate("SeriesWords", "Book %1, “%2”"), shown, title)
    return fill(translate("SeriesWords", "Book %1, not yet in the series"), shown)


def point_text(world: World, change: FactChange) -> str:
    """Where a change takes effect: a book, or a scene of one."""
    book = QLocale().toString(change.from_book)
    if change.from_scene is None:
        return fill(translate("SeriesWords", "From book %1"), book)
    document = world.documents.get(change.from_scene)
    if change.from_book == world.series.book_number and document is not None:
        return fill(translate("SeriesWords", "From “%1” (book %2) on"), document.title, book)
    return fill(translate("SeriesWords", "From a scene of book %1 on"), book)


def change_text(world: World, change: FactChange) -> str:
    """A change as one line: "From book 2: Age is 35"."""
    if change.value:
        fact = fill(translate("SeriesWords", "%1 is %2"), change.field, change.value)
    else:
        fact = fill(translate("SeriesWords", "%1 is removed"), change.field)
    #: Joins where a change takes effect ("From book 2") and what it changes ("Age is 35").
    return fill(translate("SeriesWords", "%1: %2"), point_text(world, change), fact)


def _held(world: World, change: FactChange) -> str:
    """A value a change gives, with where it holds from: "Age: 20 (from book 3)"."""
    here = change.from_scene is not None and change.from_book == world.series.book_number
    document = world.documents.get(change.from_scene) if here and change.from_scene else None
    if document is None:
        book = QLocale().toString(change.from_book)
        if change.value:
            return fill(translate("SeriesWords", "%1: %2 (from book %3)"),
                        change.field, change.value, book)  # fmt: skip
        return fill(translate("SeriesWords", "%1: none (from book %2)"), change.field, book)
    if change.value:
        return fill(translate("SeriesWords", "%1: %2 (from “%3” on)"),
                    change.field, change.value, document.title)  # fmt: skip
    return fill(translate("SeriesWords", "%1: none (from “%2” on)"), change.field, document.title)


def in_this_book(world: World, entity: Entity) -> str:
    """What holds of a series entity in this book, where it differs from the start of the
    series: "In this book: Age: 20 (from book 3); Allegiance: the Watermen (from book 2)" (the
    values at the book's start), then the changes within the book in the order they come.
    Empty for a book the series does not list."""
    facts = facts_of(world)
    here = world.series.book_number
    if here < 1:
        return ""
    held: list[str] = []
    within: list[FactChange] = []
    for key in facts.field_names(entity):
        before = [
            c for c in facts.changes(entity.id, key)
            if c.from_book < here or (c.from_book == here and c.from_scene is None)
        ]  # fmt: skip
        if before:
            held.append(_held(world, before[-1]))
        within += facts.in_book(entity, key).within
    held += [_held(world, change) for change in facts.ordered(within)]  # in the book's order
    if not held:
        return translate(
            "SeriesWords", "In this book: every value holds from the start of the series."
        )
    #: The values a series entity has in the book open, each with where it holds from.
    return fill(translate("SeriesWords", "In this book: %1"), "; ".join(held))


__all__ = [
    "book_name",
    "change_text",
    "fill",
    "in_this_book",
    "point_text",
    "series_folder",
    "series_title",
    "series_tooltip",
]
