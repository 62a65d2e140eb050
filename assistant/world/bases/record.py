"""Each computer's record of the versions of a project's files it has seen, kept for merges in
``.quire/merge/<computer id>/versions.tsv``.

One line per version seen: the version (the SHA-256 of the file's bytes, which names its
object in :mod:`assistant.world.bases.objects`), which project file it is (a document's or an
entity's id, or ``project.quire`` for the manifest), whether this computer wrote it or read
it, the versions it was made from, when, and the file's path then::

    <version>\t<file>\twrote|read\t<from>,<from>|-\t<time>\t<path>

Only the computer a record is named for writes to it, so two computers sharing the project
through a sync service never write the same file; a merge reads them all. A version read is
recorded without the versions it came from: only the computer that wrote it knows them (a
read after a sync may follow a version it does not descend from).

A record is appended to, and kept short: each file keeps its :data:`KEEP_NEWEST` newest
versions and the :data:`KEEP_SHARED` newest that another computer's record also holds (the
versions both sides saw, among them the base of any merge between them); a version dropped
from between them hands the versions it was made from to the versions made from it, so the
line of descent from the newest version to the shared ones is never broken.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from assistant.world.bases.objects import DIGEST
from assistant.world.storage import atomic

log = logging.getLogger(__name__)

RECORD = "versions.tsv"
HEADER = b"# Quire: the versions of this project's files seen on one computer, for merges\n"
MAX_RECORD_BYTES = 8 * 1024 * 1024
"""The most of one record that is read (its newest lines): at about 150 bytes a line, some
55,000 versions, three times what :data:`KEEP_NEWEST` and :data:`KEEP_SHARED` keep for a
project of 800 files."""
KEEP_NEWEST = 16
"""Versions of each file a record keeps however old they are: every save of the file in the
last few hours of writing (Quire saves 30 seconds after the writer stops typing). A merge
needs the newest version both computers saw, which the shared versions keep; these keep the
line of descent from it to each computer's own newest version short and whole."""
KEEP_SHARED = 8
"""Versions of each file a record keeps because another computer's record holds them too:
the newest versions both sides saw, of which a merge's base is one."""
COMPACT_AT = 4 * (KEEP_NEWEST + KEEP_SHARED)
"""A record is made short again once one file has this many lines in it."""
MANIFEST_KEY = "project.quire"


@dataclass(frozen=True)
class Version:
    """One version of one project file, as a computer saw it."""

    digest: str
    file: str
    """The document's or entity's id, or ``project.quire`` for the manifest."""
    wrote: bool
    """True when this computer wrote it, False when it read it."""
    parents: tuple[str, ...] = ()
    """The versions it was made from (recorded by the computer that wrote it)."""
    at: str = ""
    """When, as an ISO 8601 time in UTC."""
    path: str = ""

    def line(self) -> str:
        """The version as a line of a record (ending with its line break)."""
        parents = ",".join(self.parents) or "-"
        how = "wrote" if self.wrote else "read"
        fields = (self.digest, self.file, how, parents, self.at, self.path)
        return "\t".join(_clean(f) for f in fields) + "\n"

    @classmethod
    def parse(cls, line: str) -> Version | None:
        """The version a record's line holds; None for a line that is not one (a torn last
        line, damage)."""
        parts = line.split("\t")
        if len(parts) != 6:
            return None
        digest, file, how, parents, at, path = parts
        if not DIGEST.fullmatch(digest) or not file or how not in ("wrote", "read"):
            return None
        found = () if parents == "-" else tuple(parents.split(","))
        if not all(DIGEST.fullmatch(p) for p in found):
            return None
        return cls(digest, file, how == "wrote", found, at, path)


def _clean(text: str) -> str:
    return text.replace("\t", " ").replace("\n", " ")


def _lines(path: Path) -> list[str]:
    """The lines of the record at ``path`` that may be versions (comments and empty lines
    left out); of a record larger than :data:`MAX_RECORD_BYTES` only its newest lines (and
    the log says so)."""
    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > MAX_RECORD_BYTES:
                log.warning("the merge record %s is %d bytes; reading its newest %d",
                            path, size, MAX_RECORD_BYTES)  # fmt: skip
                handle.seek(size - MAX_RECORD_BYTES)
                data = handle.read(MAX_RECORD_BYTES)
                data = data[data.find(b"\n") + 1 :]
            else:
                data = handle.read()
    except FileNotFoundError:
        return []
    except OSError as exc:
        log.warning("the merge record %s cannot be read: %s", path, exc)
        return []
    return [
        line for line in data.decode("utf-8", "replace").splitlines()
        if line and not line.startswith("#")
    ]  # fmt: skip


def _parsed(path: Path, lines: Iterable[str]) -> list[Version]:
    versions = []
    for line in lines:
        version = Version.parse(line)
        if version is None:
            log.info("a line of the merge record %s is not a version; skipped", path)
            continue
        versions.append(version)
    return versions


def read_record(path: Path) -> list[Version]:
    """The versions of the record at ``path``, oldest first (see :func:`_lines`)."""
    return _parsed(path, _lines(path))


class ComputerRecord:
    """One computer's record, as that computer writes it. Opening a project asks it only
    which version of each file it saw last, so its lines are read whole only to be thinned."""

    def __init__(self, path: Path) -> None:
        self._path = path
        self._lines = _lines(path)
        self._counts: dict[str, int] = {}
        self._newest: dict[str, str] = {}
        for line in self._lines:
            self._note(line)

    @property
    def path(self) -> Path:
        return self._path

    def _note(self, line: str) -> None:
        parts = line.split("\t", 2)
        if len(parts) == 3:
            file = parts[1]
            self._counts[file] = self._counts.get(file, 0) + 1
            self._newest[file] = line

    def newest_digest(self, file: str) -> str | None:
        """The version of ``file`` this computer saw last (its digest)."""
        line = self._newest.get(file)
        return None if line is None else line.split("\t", 1)[0]

    def newest(self, file: str) -> Version | None:
        """The version of ``file`` this computer saw last."""
        line = self._newest.get(file)
        return None if line is None else Version.parse(line)

    def versions(self) -> list[Version]:
        return _parsed(self._path, self._lines)

    def add(self, versions: Sequence[Version]) -> bool:
        """Append ``versions``; True when a file now has so many lines that the record
        should be made short again (:meth:`compact`)."""
        if not versions:
            return False
        self._path.parent.mkdir(parents=True, exist_ok=True)
        lines = [v.line() for v in versions]
        data = "".join(lines).encode("utf-8")
        with open(self._path, "ab") as handle:
            if handle.tell() == 0:
                data = HEADER + data
            handle.write(data)
        for line in lines:
            self._lines.append(line[:-1])
            self._note(line[:-1])
        return any(self._counts[v.file] >= COMPACT_AT for v in versions)

    def compact(self, others: Iterable[Version]) -> None:
        """Keep of each file its newest versions and the newest of those ``others`` (the
        other computers' records) hold too, and write the record again (atomically)."""
        shared = {(v.file, v.digest) for v in others}
        versions = self.versions()
        kept = thin(versions, shared)
        if len(kept) == len(self._lines):
            return
        lines = [v.line() for v in kept]
        atomic.write_atomic(self._path, HEADER + "".join(lines).encode("utf-8"),
                            sync_folder=False)  # fmt: skip
        log.info("merge record %s: kept %d of %d versions", self._path.name, len(kept),
                 len(versions))  # fmt: skip
        self._lines, self._counts, self._newest = [], {}, {}
        for line in lines:
            self._lines.append(line[:-1])
            self._note(line[:-1])


def thin(versions: Sequence[Version], shared: set[tuple[str, str]]) -> list[Version]:
    """``versions`` (oldest first) with, for each file, only its :data:`KEEP_NEWEST` newest
    versions and the :data:`KEEP_SHARED` newest that are in ``shared``; a version seen again
    counts once (at its newest place, made from everything it was made from). A dropped
    version's parents pass to the kept versions made from it, unless it has none recorded
    (a version read: the computer that wrote it knows its parents, so it is still named)."""
    whole: dict[tuple[str, str], Version] = {}
    last: dict[tuple[str, str], int] = {}
    for number, version in enumerate(versions):
        key = (version.file, version.digest)
        before = whole.get(key)
        if before is not None:
            parents = tuple(dict.fromkeys(before.parents + version.parents))
            version = replace(version, wrote=before.wrote or version.wrote, parents=parents)
        whole[key] = version
        last[key] = number
    newest_first: dict[str, list[str]] = {}
    for file, digest in sorted(last, key=last.__getitem__, reverse=True):
        newest_first.setdefault(file, []).append(digest)
    chosen: set[tuple[str, str]] = set()
    for file, digests in newest_first.items():
        chosen.update((file, d) for d in digests[:KEEP_NEWEST])
        chosen.update([(file, d) for d in digests if (file, d) in shared][:KEEP_SHARED])
    passed: dict[tuple[str, str], tuple[str, ...]] = {}
    for number, version in enumerate(versions):  # oldest first: parents are passed on
        key = (version.file, version.digest)
        if key not in chosen and last[key] == number and whole[key].parents:
            passed[key] = _through(whole[key].parents, version.file, passed)
    kept: list[Version] = []
    for number, version in enumerate(versions):
        key = (version.file, version.digest)
        if key in chosen and last[key] == number:
            parents = _through(whole[key].parents, version.file, passed)
            kept.append(replace(whole[key], parents=tuple(p for p in parents if p != key[1])))
    return kept


def _through(
    parents: tuple[str, ...], file: str, passed: Mapping[tuple[str, str], tuple[str, ...]]
) -> tuple[str, ...]:
    """``parents`` with each dropped version replaced by the versions it was made from."""
    out: list[str] = []
    for parent in parents:
        out.extend(passed.get((file, parent), (parent,)))
    return tuple(dict.fromkeys(out))


__all__ = [
    "COMPACT_AT",
    "HEADER",
    "KEEP_NEWEST",
    "KEEP_SHARED",
    "MANIFEST_KEY",
    "MAX_RECORD_BYTES",
    "RECORD",
    "ComputerRecord",
    "Version",
    "read_record",
    "thin",
]
