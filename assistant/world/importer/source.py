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
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from assistant.world.importer.report import ReportBuilder, SkipReason
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
        found = list(self.files)
        for folder in self.folders:
            found.extend(folder.all_files())
        return found


class Source:
    """One source folder, read only through :mod:`assistant.world.storage.confine`."""

    def __init__(self, root: Path, report: ReportBuilder) -> None:
        self.root = Path(os.path.realpath(root))
        self.report = report

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
        """
        path = folder or self.root
        node = SourceFolder(self.rel(path), path.name)
        try:
            entries = sorted(os.scandir(path), key=lambda e: natural_key(e.name))
        except OSError as exc:
            self.report.skip(node.rel, SkipReason.UNREADABLE, exc.strerror or str(exc))
            return node
        for entry in entries:
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
            elif kind is EntryKind.FOLDER:
                node.folders.append(
                    self.tree(entry_path, app_settings=app_settings, skip=skip)
                )
            elif kind is EntryKind.LINK_INSIDE and entry_path.is_dir():
                self.report.skip(rel, SkipReason.LINKED_FOLDER)
            elif kind is EntryKind.LINK_INSIDE and not os.path.isfile(entry_path):
                self.report.skip(rel, SkipReason.SPECIAL)
            else:
                node.files.append(entry_path)
        return node

    def read_bytes(self, path: Path, limit: int = MAX_TEXT_BYTES) -> bytes | None:
        """The bytes of a file of the source, or None (reported) when it cannot be read or
        lies outside the source, whatever way its path takes there."""
        rel = self.rel(path)
        if not is_inside(self.root, path):  # through a linked folder, or a path made of ``..``
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
