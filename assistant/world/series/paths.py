"""Where a book's series is: the linked folder checked, and the series' files named relative
to the book folder (``../Salt Road/entities/mara-e-….md``) wherever the book's are listed."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from assistant.world.series.manifest import is_relative_link
from assistant.world.series.model import Availability, SeriesState
from assistant.world.storage.fingerprints import DiskLook
from assistant.world.storage.load_problem import LoadProblem


def linked_folder(folder: Path) -> str | None:
    """None when ``folder`` is a real folder Quire may read and write as a series; else
    :attr:`Availability.MISSING` (not there, or out of reach) or :attr:`Availability.DAMAGED`
    (a file, or a symbolic link: Quire writes into no folder it reaches through a link)."""
    try:
        info = os.lstat(folder)
    except OSError:
        return Availability.MISSING
    if stat.S_ISLNK(info.st_mode) or not stat.S_ISDIR(info.st_mode):
        return Availability.DAMAGED
    return None


def inside_book(folder: Path, book: Path) -> bool:
    """True when the series folder ``folder`` is the book folder ``book`` or lies inside it
    (its ``documents/``, its ``.quire/``): the book's own files would then hold the series',
    and what the book keeps out of git (``.quire/``) would hold entities every book needs."""
    try:
        return Path(os.path.realpath(folder)).is_relative_to(os.path.realpath(book))
    except (OSError, ValueError):
        return False


def folder_identity(folder: Path) -> tuple[int, int] | None:
    """Which folder ``folder`` is (device and inode, not following a link), None when it is
    not there; a folder replaced by another one under the same name has another identity."""
    try:
        info = os.lstat(folder)
    except OSError:
        return None
    return info.st_dev, info.st_ino


def series_folder(root: Path | str | None, link: str, series: SeriesState) -> Path | None:
    """The series folder of the book at ``root`` whose manifest links ``link``, when the
    book's series was read at load and the folder is still a real folder (None otherwise:
    no series, unavailable, or not to be read through a link)."""
    if root is None or not link or not series.readable or not is_relative_link(link):
        return None
    folder = Path(root) / link
    return folder if linked_folder(folder) is None else None


def in_book(link: str, rel: str) -> str:
    """A series file's path ``rel`` (relative to the series folder) relative to the book."""
    return f"{link.rstrip('/')}/{rel}"


def prefixed(link: str, problem: LoadProblem) -> LoadProblem:
    """A problem of the series folder, its path made relative to the book folder."""
    return LoadProblem(in_book(link, problem.path), problem.problem)


class SeriesLook(DiskLook):
    """What a book's store knows of its files and of its series' at one moment, to compare
    with the disk on another thread (see :meth:`ProjectStore.disk_look`)."""

    def __init__(self, book: DiskLook, series: DiskLook, link: str) -> None:
        super().__init__(book.root, {}, {}, frozenset(), book.version)
        self.book = book
        self.series = series
        self.link = link

    def external_changes(self) -> list[str]:
        found = self.book.external_changes()
        found += [in_book(self.link, rel) for rel in self.series.external_changes()]
        return sorted(found)


__all__ = [
    "SeriesLook",
    "folder_identity",
    "in_book",
    "inside_book",
    "linked_folder",
    "prefixed",
    "series_folder",
]
