"""The series manifest ``series.quire``: format version, title, and the books in reading
order, each with the path of its project folder relative to the series folder.

Written as JSON with one book per line; read forgivingly: a book that cannot be understood is
dropped with a note, everything else is kept. See docs/FORMAT.md.
"""

from __future__ import annotations

import posixpath
from collections.abc import Mapping
from typing import Any

from assistant.world.problems import Detail, Problem, ProblemKind
from assistant.world.series.model import SeriesBook
from assistant.world.storage.frontmatter import dump_value

SERIES_FORMAT = 1
"""The newest series format this Quire reads and writes."""

SERIES_KEYS = ("format", "title", "books")


def series_manifest_text(title: str, books: tuple[SeriesBook, ...]) -> str:
    """The manifest of a series: the same series always gives the same text."""
    lines = [
        "{",
        f'  "format": {SERIES_FORMAT},',
        f'  "title": {dump_value(title)},',
    ]
    if not books:
        lines.append('  "books": []')
    else:
        lines.append('  "books": [')
        for number, book in enumerate(books, start=1):
            comma = "," if number < len(books) else ""
            lines.append(
                f'    {{"path": {dump_value(book.path)}, "title": {dump_value(book.title)}}}{comma}'
            )
        lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def is_relative_link(path: str) -> bool:
    """True for a link Quire follows: relative, with ``/`` between parts, no empty part."""
    if not path or "\\" in path or "\x00" in path or posixpath.isabs(path):
        return False
    if len(path) > 1 and path[1] == ":":  # a Windows drive
        return False
    return all(part for part in path.rstrip("/").split("/"))


def read_series_manifest(
    manifest: Mapping[str, Any], default_title: str
) -> tuple[str, tuple[SeriesBook, ...], list[Problem]]:
    """The title and books of a series manifest, and a note for each thing wrong.

    A book entry that cannot be followed (no path, or one that is not relative) keeps its
    place, with its path as written (empty when it was not text), so that the books after it
    keep their numbers: a change "from book 3 on" still means the same book. Nothing follows
    such a path (see :func:`is_relative_link`), and saving the manifest writes it back."""
    problems: list[Problem] = []

    def note(kind: ProblemKind, **details: Detail) -> None:
        problems.append(Problem.from_details(kind, details))

    extra = [k for k in manifest if k not in SERIES_KEYS]
    if extra:
        note(ProblemKind.UNKNOWN_MANIFEST_KEYS, keys=", ".join(repr(k) for k in extra))
    title = manifest.get("title", default_title)
    if not isinstance(title, str):
        note(ProblemKind.MANIFEST_NOT_TEXT, key="title", default=default_title)
        title = default_title
    entries = manifest.get("books", [])
    if not isinstance(entries, list):
        note(ProblemKind.SERIES_BOOKS_NOT_LIST)
        return title, (), problems
    books: list[SeriesBook] = []
    for number, entry in enumerate(entries, start=1):
        path = entry.get("path") if isinstance(entry, dict) else None
        book_title = entry.get("title", "") if isinstance(entry, dict) else ""
        if not isinstance(path, str) or not is_relative_link(path):
            note(ProblemKind.SERIES_BOOK_UNREADABLE, number=number)
            path = path if isinstance(path, str) else ""
        books.append(SeriesBook(path, book_title if isinstance(book_title, str) else ""))
    return title, tuple(books), problems


__all__ = [
    "SERIES_FORMAT",
    "SERIES_KEYS",
    "is_relative_link",
    "read_series_manifest",
    "series_manifest_text",
]
