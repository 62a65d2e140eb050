"""A series in the writer's words: the mark's tooltip, a book's name, and a dated change
("From book 2: Age is 35"), each through Qt's translation."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale

from assistant.world.model import World
from assistant.world.series.model import FactChange


def _tr(text: str) -> str:
    return QCoreApplication.translate("SeriesWords", text)


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
    return _tr("From the series “%1”: shared by every book of it").replace(
        "%1", series_title(world)
    )


def book_name(world: World, number: int) -> str:
    """Book ``number`` of the series, with its title when the series knows it."""
    books = world.series.books
    shown = QLocale().toString(number)
    if 1 <= number <= len(books) and books[number - 1].title:
        return _tr("Book %1, “%2”").replace("%1", shown).replace("%2", books[number - 1].title)
    return _tr("Book %1").replace("%1", shown)


def point_text(world: World, change: FactChange) -> str:
    """Where a change takes effect: a book, or a scene of one."""
    book = QLocale().toString(change.from_book)
    if change.from_scene is None:
        return _tr("From book %1").replace("%1", book)
    document = world.documents.get(change.from_scene)
    if change.from_book == world.series.book_number and document is not None:
        return _tr("From “%1” (book %2) on").replace("%1", document.title).replace("%2", book)
    return _tr("From a scene of book %1 on").replace("%1", book)


def change_text(world: World, change: FactChange) -> str:
    """A change as one line: "From book 2: Age is 35"."""
    if change.value:
        fact = _tr("%1 is %2").replace("%1", change.field).replace("%2", change.value)
    else:
        fact = _tr("%1 is removed").replace("%1", change.field)
    #: Joins where a change takes effect ("From book 2") and what it changes ("Age is 35").
    return _tr("%1: %2").replace("%1", point_text(world, change)).replace("%2", fact)


__all__ = [
    "book_name",
    "change_text",
    "point_text",
    "series_folder",
    "series_title",
    "series_tooltip",
]
