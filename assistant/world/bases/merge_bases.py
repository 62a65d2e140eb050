"""The common base of a merge: the last version of a file that both sides saw.

Every time Quire (holding a project's lock) reads or writes a document, an entity or the
manifest, it records that version as one this computer has seen: its bytes as an object
(:mod:`~assistant.world.bases.objects`) and a line in this computer's record
(:mod:`~assistant.world.bases.record`), with the version it was made from when Quire wrote
it. Two computers sharing the project through a sync service each keep their own record
beside the other's, in ``.quire/merge/``::

    .quire/merge/
      objects/ab/cdef…                  each version seen, compressed, named by its SHA-256
      <computer id>/versions.tsv        what that computer saw, one version a line

The base of two versions of a file is then found in the union of the records: the nearest
version both descend from. When none is known (the file was never seen by a Quire that kept
a record, or the records were thinned past it), there is no base, and a merge shows every
difference between the two sides.
"""

from __future__ import annotations

import logging
import os
import re
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from assistant.world.bases.computer import COMPUTER_ID, computer_id
from assistant.world.bases.objects import VersionObjects
from assistant.world.bases.record import (
    RECORD,
    ComputerRecord,
    Version,
    read_record,
)
from assistant.world.storage.confine import is_inside
from assistant.world.storage.layout import APP_DATA, app_data_dir

log = logging.getLogger(__name__)

MERGE = f"{APP_DATA}/merge"
OBJECTS = "objects"
GRACE_SECONDS = 24 * 3600
"""An object no record names is removed only once it is this old: a younger one may be named
by a record another computer wrote and the sync service has not brought yet."""
MAX_COMPUTERS = 32
"""The most computers' records read: beyond, the newest are read, and no object is removed
(one might be named in a record left unread)."""
_FILE_KEY = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")


@dataclass(frozen=True)
class SeenFile:
    """A project file as Quire just read or wrote it."""

    file: str
    """Which project file: a document's or entity's id, or ``project.quire``."""
    path: str
    digest: str
    """The SHA-256 of the version."""
    data: bytes | None = None
    """The version's bytes when Quire wrote it, kept whole at once; None for a version read,
    whose bytes are kept only once Quire replaces it (:meth:`MergeBases.replaced`)."""

    @property
    def wrote(self) -> bool:
        return self.data is not None


class MergeBases:
    """The versions of one project's files seen on this computer and the others sharing it,
    and the common base of two of them."""

    def __init__(self, root: Path, computer: str | None = None) -> None:
        self._root = Path(root)
        self._folder = self._root / MERGE
        self._computer = computer or computer_id()
        if not COMPUTER_ID.fullmatch(self._computer):
            raise ValueError(f"not a computer id: {self._computer!r}")
        self._objects = VersionObjects(self._folder / OBJECTS)
        self._record: ComputerRecord | None = None
        self._current: dict[str, str] = {}
        self._also_from: dict[str, list[str]] = {}
        self._checked = False

    @property
    def computer(self) -> str:
        return self._computer

    @property
    def folder(self) -> Path:
        return self._folder

    def _inside(self) -> bool:
        """Refuse a merge folder that is a link out of the project (asked again until the
        folder is there and found inside)."""
        if self._checked:
            return True
        if not is_inside(self._root, self._folder):
            log.warning("%s links out of the project; no version is kept or read there", MERGE)
            return False
        self._checked = self._folder.is_dir() and not self._folder.is_symlink()
        return True

    def _own(self) -> ComputerRecord:
        if self._record is None:
            app_data_dir(self._root)  # with the .gitignore that keeps .quire out of git
            self._record = ComputerRecord(self._folder / self._computer / RECORD)
        return self._record

    # -- recording ------------------------------------------------------------------------------

    def current(self, file: str) -> str | None:
        """The version of ``file`` on disk as this store last read or wrote it: what the
        open project's version of it was made from."""
        return self._current.get(file)

    def made_from(self, file: str, digest: str) -> None:
        """The next version of ``file`` written here was made from ``digest`` as well (the
        other side of a merge); forgotten at :meth:`settle` if no save wrote one."""
        self._also_from.setdefault(file, []).append(digest)

    def settle(self) -> None:
        """Forget what :meth:`made_from` said of versions no save went on to write."""
        self._also_from = {}

    def seen(self, files: Sequence[SeenFile]) -> None:
        """Record ``files`` as versions this computer has seen. A version written is kept
        whole at once; a version read only when Quire replaces it (:meth:`replaced`), which
        spares opening a project the writing of every file once more. A version read that
        this computer saw last already costs nothing more."""
        if not files or not self._inside():
            return
        record = self._own()
        now = datetime.now(UTC).isoformat(timespec="seconds")
        new: list[Version] = []
        for seen in files:
            if not _FILE_KEY.fullmatch(seen.file):
                continue
            digest = seen.digest
            parents: tuple[str, ...] = ()
            if seen.wrote:
                before = [self._current.get(seen.file), *self._also_from.pop(seen.file, ())]
                parents = tuple(dict.fromkeys(p for p in before if p and p != digest))
            if record.newest_digest(seen.file) == digest:
                newest = record.newest(seen.file) if parents else None
                if not parents or (newest is not None and set(parents) <= set(newest.parents)):
                    self._current[seen.file] = digest
                    continue
            if seen.data is not None:
                self._objects.put(digest, seen.data)
            new.append(Version(digest, seen.file, seen.wrote, parents, now, seen.path))
            self._current[seen.file] = digest
        if record.add(new):
            self.compact()

    def replaced(self, versions: Mapping[str, bytes]) -> None:
        """Keep the versions a save replaced or removed (by digest), those not kept yet: the
        versions this computer read and then wrote over, one of which may be the base of a
        merge with what another computer wrote over the same version."""
        if not versions or not self._inside():
            return
        for digest, data in versions.items():
            self._objects.put(digest, data)

    def compact(self) -> None:
        """Make this computer's record short again, and remove the objects no record names."""
        record = self._own()
        records = self._records()
        others = [v for path, vs in records.items() if path != record.path for v in vs]
        record.compact(others)
        if len(records) >= MAX_COMPUTERS:
            return
        needed = {record.path: record.versions()}
        needed.update((p, vs) for p, vs in records.items() if p != record.path)
        names = {d for vs in needed.values() for v in vs for d in (v.digest, *v.parents)}
        removed = self._objects.collect(names, GRACE_SECONDS)
        if removed:
            log.info("merge bases: removed %d version(s) no record names", removed)

    # -- finding --------------------------------------------------------------------------------

    def _records(self) -> dict[Path, list[Version]]:
        """Every computer's record (the :data:`MAX_COMPUTERS` newest), by path."""
        try:
            folders = [
                Path(e.path) for e in os.scandir(self._folder)
                if e.is_dir(follow_symlinks=False) and COMPUTER_ID.fullmatch(e.name)
            ]  # fmt: skip
        except FileNotFoundError:
            return {}
        paths = [f / RECORD for f in folders if (f / RECORD).is_file()]
        if len(paths) > MAX_COMPUTERS:
            log.warning("merge bases: %d computers' records; reading the newest %d",
                        len(paths), MAX_COMPUTERS)  # fmt: skip
            paths = sorted(paths, key=lambda p: p.stat().st_mtime)[-MAX_COMPUTERS:]
        return {path: read_record(path) for path in paths}

    def version(self, digest: str) -> bytes | None:
        """The bytes of a version seen, if they are still kept (and whole)."""
        if not self._inside():
            return None
        return self._objects.get(digest)

    def base(self, file: str, ours: str, theirs: str) -> bytes | None:
        """The bytes of the nearest version of ``file`` that both ``ours`` and ``theirs``
        (SHA-256 digests of whole files) descend from; None when no such version is kept."""
        if not self._inside():
            return None
        parents: dict[str, set[str]] = {}
        for versions in self._records().values():
            for version in versions:
                if version.file == file:
                    parents.setdefault(version.digest, set()).update(version.parents)
        near_ours, near_theirs = _distances(parents, ours), _distances(parents, theirs)
        common = [d for d in near_ours if d in near_theirs]
        common.sort(
            key=lambda d: (max(near_ours[d], near_theirs[d]), near_ours[d] + near_theirs[d])
        )
        for digest in common:
            data = self._objects.get(digest)
            if data is not None:
                return data
        return None


def _distances(parents: dict[str, set[str]], start: str) -> dict[str, int]:
    """How many steps back each ancestor of ``start`` is (``start`` itself at 0)."""
    found = {start: 0}
    queue = deque([start])
    while queue:
        digest = queue.popleft()
        for parent in sorted(parents.get(digest, ())):
            if parent not in found:
                found[parent] = found[digest] + 1
                queue.append(parent)
    return found


__all__ = ["GRACE_SECONDS", "MAX_COMPUTERS", "MERGE", "OBJECTS", "MergeBases", "SeenFile"]
