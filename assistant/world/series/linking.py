"""Making a series and linking books to it: what ``quire series new``, ``link`` and
``unlink`` do (and the app's File ▸ Series… after them).

A book's link is written into its manifest (relative to the book folder, ``/`` between
parts) while holding the book's lock; the series lists its books in reading order, each
relative to the series folder. Linking twice changes nothing. Unlinking takes the link out of
the book only: the series keeps listing it, so that the books after it keep their numbers
(the changes "from book 3 on" still mean the same book).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from pathlib import Path

from assistant.world.errors import StorageError
from assistant.world.model import World
from assistant.world.project import Project
from assistant.world.series.folder import series_store
from assistant.world.series.manifest import is_relative_link, series_manifest_text
from assistant.world.series.model import SERIES_MANIFEST, SeriesBook
from assistant.world.series.paths import inside_book
from assistant.world.storage import atomic
from assistant.world.storage.layout import APP_DATA, DOCUMENTS, ENTITIES, keep_out_of_git


@dataclass(frozen=True)
class LinkResult:
    """What linking a book did: the link written into the book (relative to it), the book's
    place in the series (1-based), and whether anything had to change."""

    link: str
    book_number: int
    changed_book: bool
    changed_series: bool


def create_series(folder: Path | str, title: str) -> Path:
    """Make a new series folder at ``folder`` (absent or empty): its manifest, ``entities/``,
    ``documents/`` and ``.quire/``. Raises :class:`StorageError` saying why not."""
    folder = Path(folder)
    if folder.exists() or folder.is_symlink():
        if folder.is_symlink() or not folder.is_dir():
            raise StorageError(f"{folder} exists and is not a folder")
        if any(entry.name != APP_DATA for entry in folder.iterdir()):
            raise StorageError(f"{folder} is not empty")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for name in (DOCUMENTS, ENTITIES):
            (folder / name).mkdir(exist_ok=True)
        (folder / APP_DATA).mkdir(exist_ok=True)
        keep_out_of_git(folder / APP_DATA)
        data = series_manifest_text(title, ()).encode("utf-8")
        atomic.write_atomic(folder / SERIES_MANIFEST, data)
    except OSError as exc:
        raise StorageError(f"cannot make a series at {folder}: {exc.strerror}") from exc
    return folder


def relative_link(source: Path, target: Path) -> str:
    """``target`` relative to the folder ``source``, with ``/`` between parts."""
    try:
        rel = os.path.relpath(os.path.abspath(target), os.path.abspath(source))
    except ValueError as exc:  # another drive (Windows): no relative path between them
        raise StorageError(f"{target} and {source} have no relative path between them") from exc
    return Path(rel).as_posix()


def _same_folder(one: Path, other: Path) -> bool:
    try:
        return os.path.samefile(one, other)
    except OSError:
        return False


def link_book(book: Path | str, series: Path | str, *, take_over: bool = False) -> LinkResult:
    """Link the book (project folder) ``book`` to the series folder ``series``: the link into
    the book's manifest, the book at the end of the series' books unless listed already."""
    book, series = Path(book), Path(series)
    if inside_book(series, book):
        raise StorageError(
            f"{series} is inside the book {book}: a series folder sits beside its books"
        )
    store = series_store(series)
    series_world = store.load()  # raises when it is not a series
    link = relative_link(book, series)
    project = Project.open(book, lock=True, take_over=take_over)
    try:
        world = project.world
        changed_book = world.meta.series != link
        books = series_world.series.books
        number = next(
            (n for n, b in enumerate(books, start=1)
             if is_relative_link(b.path) and _same_folder(series / b.path, book)),
            0,
        )
        changed_series = number == 0
        if changed_series:
            entry = SeriesBook(relative_link(series, book), world.meta.title)
            store.save(_with_books(series_world, (*books, entry)))
            number = len(books) + 1
        if changed_book:
            project.replace_world(replace(world, meta=replace(world.meta, series=link)))
            project.save()
    finally:
        project.close()
    return LinkResult(link, number, changed_book, changed_series)


def unlink_book(book: Path | str, *, take_over: bool = False) -> str:
    """Take the series link out of the book's manifest; returns the link it had ("" for
    none). The series' files and its list of books are left as they are."""
    project = Project.open(Path(book), lock=True, take_over=take_over)
    try:
        world = project.world
        link = world.meta.series
        if link:
            project.replace_world(replace(world, meta=replace(world.meta, series="")))
            project.save()
    finally:
        project.close()
    return link


def _with_books(world: World, books: tuple[SeriesBook, ...]) -> World:
    return replace(world, series=replace(world.series, books=books))


__all__ = ["LinkResult", "create_series", "link_book", "relative_link", "unlink_book"]
