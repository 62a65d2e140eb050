"""The earlier books of a book's series, read for the cross-book audit.

A book's manifest links it to its series folder (``world.meta.series``, relative to the book);
the series lists its books in reading order (``world.series.books``, each relative to the
series folder) and says where this book stands (``world.series.book_number``). The books
before it are read here, each from its own folder and for its own text alone (its series'
entities are this book's world's too), through the project store: read only, no lock taken,
so they may be open in the app meanwhile.

A path is followed only when it is relative, with ``/`` between parts; a book folder reached
through a symbolic link, or that is not a project folder, is not read, and neither is one the
store cannot load: such a book is listed as unread with the reason, and the audit goes on
with the others. Nothing here is prose for the writer.
"""

from __future__ import annotations

import hashlib
import logging
import os
import posixpath
import stat
from dataclasses import dataclass
from pathlib import Path

from assistant.world.errors import WorldError
from assistant.world.model import World
from assistant.world.storage.layout import MANIFEST
from assistant.world.storage.store import ProjectStore

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class EarlierBook:
    """One book before this one in the series: its number (1-based), title and world."""

    number: int
    title: str
    world: World

    @property
    def fingerprint(self) -> str:
        """A hash of the book's documents (ids, titles, text) in reading order: a summary or
        a chapter's check against this book stays good while it is unchanged."""
        return book_print(self.world)


@dataclass(frozen=True)
class UnreadBook:
    """A book before this one that could not be read, and why (for the log and the front
    ends, not prose for the writer)."""

    number: int
    title: str
    reason: str


@dataclass(frozen=True)
class EarlierBooks:
    """The books before this one that were read, and those that could not be."""

    books: tuple[EarlierBook, ...] = ()
    unread: tuple[UnreadBook, ...] = ()

    def get(self, number: int) -> EarlierBook | None:
        return next((book for book in self.books if book.number == number), None)


def book_print(world: World) -> str:
    digest = hashlib.sha256()
    for doc in world.documents_in_order():
        for piece in (doc.id, doc.title, doc.text):
            digest.update(piece.encode("utf-8", "surrogatepass") + b"\0")
    return digest.hexdigest()


def is_relative_path(path: str) -> bool:
    """True for a path Quire follows from a manifest: relative, ``/`` between parts, no
    empty part, no drive."""
    if not path or "\\" in path or "\x00" in path or posixpath.isabs(path):
        return False
    if len(path) > 1 and path[1] == ":":
        return False
    return all(part for part in path.rstrip("/").split("/"))


def series_folder(root: Path, world: World) -> Path | None:
    """The series folder ``world`` (the book at ``root``) links to; None for no link or one
    Quire does not follow."""
    link = world.meta.series
    if not link or not is_relative_path(link):
        return None
    return Path(root) / link


def _unreadable_folder(folder: Path) -> str:
    """Why ``folder`` is not read as a book ("" when it is)."""
    try:
        info = os.lstat(folder)
    except OSError:
        return "the folder is not there"
    if stat.S_ISLNK(info.st_mode):
        return "the folder is a symbolic link"
    if not stat.S_ISDIR(info.st_mode):
        return "not a folder"
    if not (folder / MANIFEST).is_file() or (folder / MANIFEST).is_symlink():
        return f"no {MANIFEST} in the folder"
    return ""


def read_book(folder: Path) -> World:
    """A book's own world from its folder, read only (raises WorldError or OSError)."""
    return ProjectStore(folder).load()


def earlier_books(root: Path, world: World, *, reader=read_book) -> EarlierBooks:
    """The books before ``world``'s (the book at ``root``) in its series, each read from its
    folder (``reader`` reads one); none when the book is in no readable series or is its
    first book."""
    series = world.series
    folder = series_folder(root, world)
    if folder is None or not series.readable or series.book_number <= 1:
        return EarlierBooks()
    books: list[EarlierBook] = []
    unread: list[UnreadBook] = []
    for number, entry in enumerate(series.books[: series.book_number - 1], start=1):
        title = entry.title or entry.path.rstrip("/").rsplit("/", 1)[-1]
        reason = "" if is_relative_path(entry.path) else "the path is not relative"
        place = folder / entry.path
        reason = reason or _unreadable_folder(place)
        if not reason:
            try:
                books.append(EarlierBook(number, title, reader(place)))
                continue
            except (WorldError, OSError) as exc:
                reason = str(exc) or type(exc).__name__
        log.warning("book %d of the series (%s) not read: %s", number, entry.path, reason)
        unread.append(UnreadBook(number, title, reason))
    return EarlierBooks(tuple(books), tuple(unread))


__all__ = [
    "EarlierBook",
    "EarlierBooks",
    "UnreadBook",
    "book_print",
    "earlier_books",
    "is_relative_path",
    "read_book",
    "series_folder",
]
