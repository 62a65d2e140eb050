"""Walking the source folder without ever leaving it, and reading its text files.

Links to files inside the source are read through their target; links pointing outside,
links to folders, fifos, sockets and devices are never opened and go into the report, as
do hidden files and folders. Nothing outside the source folder is read.
"""

from __future__ import annotations

import codecs
import errno
import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from assistant.world.importer.report import ReportBuilder, SkipReason
from assistant.world.model import MAX_FOLDER_DEPTH
from assistant.world.problems import Problem, ProblemKind
from assistant.world.storage.confine import (
    EntryKind,
    NotRegularFileError,
    classify,
    is_inside,
    read_file,
)

MAX_TEXT_BYTES = 64 * 1024 * 1024
"""A text file larger than this is not read (it is reported)."""
MAX_ATTACHMENT_BYTES = 512 * 1024 * 1024
"""A file larger than this is not copied into the project (it is reported)."""
SOURCE_DEPTH = 2 * MAX_FOLDER_DEPTH
"""How deep an importer follows a source's own nesting (folders, a binder, a tree) before it
lays what lies deeper flat, in order; the draft is then fitted to :data:`MAX_FOLDER_DEPTH`
(:mod:`~assistant.world.importer.fit`), which says so. Enough for any real source, and no
nesting thousands deep reaches code that recurses."""

def attachment_rel(rel: str) -> str:
    """Where a source's file ``rel`` is kept among the project's attachments: its own path,
    with the folders past :data:`SOURCE_DEPTH` laid flat, as the importers lay a source's
    deeper folders (the file keeps its name, in the deepest folder kept). Making the folders
    of a file a thousand deep had raised ``RecursionError``. :func:`~.draft.build` keeps every
    attachment so; an importer whose notes link to attachments asks it first, to link there."""
    parts = rel.split("/")
    if len(parts) <= SOURCE_DEPTH + 1:
        return rel
    return "/".join((*parts[:SOURCE_DEPTH], parts[-1]))


_DIGITS_SPLIT = re.compile(r"(\d+)")
_CP1252_UNDEFINED = frozenset(b"\x81\x8d\x8f\x90\x9d")


def natural_key(name: str) -> tuple[Any, ...]:
    """Sort key that orders embedded numbers by value: "2 x" before "10 x"."""
    parts = _DIGITS_SPLIT.split(name.casefold())
    return tuple((0, int(p), p) if p.isdigit() else (1, 0, p) for p in parts)


@dataclass
class SourceFolder:
    """A folder of the source and what it holds, in natural order."""

    rel: str
    name: str
    folders: list[SourceFolder] = field(default_factory=list)
    files: list[Path] = field(default_factory=list)

    def all_files(self) -> list[Path]:
        """Every file, folder by folder in order (without recursion)."""
        found: list[Path] = []
        stack: list[SourceFolder] = [self]
        while stack:
            folder = stack.pop()
            found.extend(folder.files)
            stack.extend(reversed(folder.folders))
        return found


class Source:
    """One source folder, read only through :mod:`assistant.world.storage.confine`."""

    def __init__(self, root: Path, report: ReportBuilder) -> None:
        self.root = Path(os.path.realpath(root))
        self.report = report
        self._folders_inside: dict[Path, bool] = {}

    def rel(self, path: Path) -> str:
        """``path`` relative to the source, with ``/`` between parts (``../`` for one that
        lies outside it, as a report says it)."""
        if path == self.root:
            return "."
        try:
            return path.relative_to(self.root).as_posix()
        except ValueError:
            return Path(os.path.relpath(path, self.root)).as_posix()

    def tree(
        self,
        folder: Path | None = None,
        *,
        app_settings: frozenset[str] = frozenset(),
        skip: Callable[[str], bool] | None = None,
    ) -> SourceFolder:
        """Everything readable under ``folder`` (default: the root); the rest is reported.

        ``app_settings`` names hidden folders that hold the source app's own settings
        (reported as such); ``skip`` leaves out relative paths the caller handles itself.
        Folders nested deeper than :data:`SOURCE_DEPTH` are laid flat: their files join the
        deepest folder kept.
        """
        path = folder or self.root
        top = SourceFolder(self.rel(path), path.name)
        # one frame per open folder, so that a folder nested thousands deep needs no recursion
        frames: list[tuple[Iterator[os.DirEntry[str]], SourceFolder, int]] = []

        def enter(here: Path, node: SourceFolder, depth: int) -> None:
            try:
                entries = sorted(os.scandir(here), key=lambda e: natural_key(e.name))
            except OSError as exc:
                self.report.skip(self.rel(here), SkipReason.UNREADABLE, exc.strerror or str(exc))
                return
            frames.append((iter(entries), node, depth))

        enter(path, top, 0)
        while frames:
            entries, node, depth = frames[-1]
            entry = next(entries, None)
            if entry is None:
                frames.pop()
                continue
            entry_path = Path(entry.path)
            rel = self.rel(entry_path)
            if skip is not None and skip(rel):
                continue
            kind = classify(self.root, entry)
            if entry.name.startswith("."):
                if entry.name in app_settings:
                    self.report.skip(rel, SkipReason.APP_SETTINGS)
                else:
                    self.report.skip(rel, SkipReason.HIDDEN)
                continue
            if kind is EntryKind.LINK_OUTSIDE:
                self.report.skip(rel, SkipReason.LINK_OUTSIDE)
            elif kind is EntryKind.SPECIAL:
                self.report.skip(rel, SkipReason.SPECIAL)
            elif kind is EntryKind.FOLDER and depth < SOURCE_DEPTH:
                child = SourceFolder(rel, entry.name)
                node.folders.append(child)
                enter(entry_path, child, depth + 1)
            elif kind is EntryKind.FOLDER:
                enter(entry_path, node, depth)  # laid flat: its files join this folder
            elif kind is EntryKind.LINK_INSIDE and entry_path.is_dir():
                self.report.skip(rel, SkipReason.LINKED_FOLDER)
            elif kind is EntryKind.LINK_INSIDE and not os.path.isfile(entry_path):
                self.report.skip(rel, SkipReason.SPECIAL)
            else:
                node.files.append(entry_path)
        return top

    def _inside(self, path: Path) -> bool:
        """Whether the folders on the way to ``path`` stay inside the source (its last part,
        a link or not, is :func:`read_file`'s to check). Each folder is looked at once, so a
        source nested deeply costs no more than a shallow one."""
        if ".." in path.parts or not path.is_relative_to(self.root):
            return is_inside(self.root, path.parent)
        pending: list[Path] = []
        here = path.parent
        while here != self.root and here not in self._folders_inside:
            pending.append(here)
            here = here.parent
        inside = self._folders_inside.get(here, True)  # the root itself, or known
        for folder in reversed(pending):
            inside = inside and (not os.path.islink(folder) or is_inside(self.root, folder))
            self._folders_inside[folder] = inside
        return inside

    def read_bytes(self, path: Path, limit: int = MAX_TEXT_BYTES) -> bytes | None:
        """The bytes of a file of the source, or None (reported) when it cannot be read or
        lies outside the source, whatever way its path takes there."""
        rel = self.rel(path)
        if not self._inside(path):  # through a linked folder, or a path made of ``..``
            self.report.skip(rel, SkipReason.LINK_OUTSIDE)
            return None
        try:
            return read_file(path, root=self.root, limit=limit)
        except NotRegularFileError:
            self.report.skip(rel, SkipReason.LINK_OUTSIDE if path.is_symlink()
                             else SkipReason.SPECIAL)
        except OSError as exc:
            if exc.errno == errno.EFBIG:
                self.report.skip(rel, SkipReason.TOO_LARGE,
                                 Problem.of(ProblemKind.TOO_LARGE, megabytes=limit // 2**20))
            else:
                self.report.skip(rel, SkipReason.UNREADABLE, exc.strerror or str(exc))
        return None

    def read_text(self, path: Path) -> str | None:
        """A text file's text with plain line endings, or None (reported)."""
        data = self.read_bytes(path)
        if data is None:
            return None
        rel = self.rel(path)
        text, note = decode_text(data)
        if text is None:
            self.report.skip(rel, SkipReason.NOT_TEXT, note or "")
            return None
        if note is not None:
            self.report.problem(rel, note)
        return text.replace("\r\n", "\n").replace("\r", "\n")


def decode_text(data: bytes) -> tuple[str | None, Problem | None]:
    """Text from bytes: UTF-8 (with or without a byte-order mark), UTF-16 with one, or
    Windows-1252 for older Western files (then with the problem to report); ``(None,
    why)`` for what is not text."""
    if data.startswith(codecs.BOM_UTF16_LE) or data.startswith(codecs.BOM_UTF16_BE):
        try:
            return data.decode("utf-16"), None
        except UnicodeDecodeError as exc:
            return None, Problem.of(ProblemKind.NOT_UTF16, byte=exc.start)
    try:
        return data.decode("utf-8-sig"), None
    except UnicodeDecodeError as exc:
        position = exc.start
    if b"\x00" in data or _CP1252_UNDEFINED.intersection(data):
        return None, Problem.of(ProblemKind.NOT_UTF8, byte=position)
    return data.decode("cp1252"), Problem.of(ProblemKind.READ_AS_WINDOWS_1252, byte=position)
