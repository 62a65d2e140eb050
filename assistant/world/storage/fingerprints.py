"""What Quire remembers of the files it last read or wrote, to notice another program's
changes: a fingerprint of each file's bytes, and its stamp (inode, time and size), which
spares reading the files nobody touched."""

from __future__ import annotations

import os
from collections.abc import Callable
from hashlib import sha256
from pathlib import Path
from typing import overload

from assistant.world.errors import StorageError
from assistant.world.storage.confine import TooLargeError, read_file
from assistant.world.storage.layout import DOCUMENTS, ENTITIES, MAX_FILE_BYTES

Stamp = tuple[int, int, int]
Listener = Callable[[str, bytes, str | None], None]
"""Hears of each file read or written: its path, its bytes, and its SHA-256 for a file
written (None for a file read)."""

_UNREAD = -1
"""The fingerprint of a file too large to read (Python's ``hash`` never gives -1)."""


@overload
def fingerprint(data: bytes) -> int: ...
@overload
def fingerprint(data: None) -> None: ...
@overload
def fingerprint(data: bytes | None) -> int | None: ...
def fingerprint(data: bytes | None) -> int | None:
    """What Quire remembers of a file's bytes to tell later whether they changed (None for
    no file): Python's own hash of them, a keyed 64-bit SipHash, three times faster than
    SHA-256. It is compared only within one run of Quire; the save journal, which outlives
    the run, keeps SHA-256."""
    return None if data is None else hash(data)


def sha(data: bytes) -> str:
    return sha256(data).hexdigest()


def stamp(st: os.stat_result) -> Stamp:
    return (st.st_ino, st.st_mtime_ns, st.st_size)


class KnownFiles:
    """The fingerprint and stamp of every file of one project folder that Quire last read
    or wrote, by path relative to the folder."""

    def __init__(self, root: Path) -> None:
        self._root = root
        self._fingerprints: dict[str, int] = {}
        self._stamps: dict[str, Stamp] = {}
        self.listener: Listener | None = None
        """Told of every file read or written (the versions kept for merges)."""
        self._aside: set[str] = set()
        self.version = 0
        """Grows with every file read, written, forgotten or set aside: a look taken at one
        version still holds while the version is the same."""

    def clear(self) -> None:
        self._fingerprints, self._stamps, self._aside = {}, {}, set()
        self.version += 1

    def set_aside(self, rel: str) -> None:
        """Remember a file found beside the project's own and left unread (a conflicted
        copy a sync service made): it is not another program's new document."""
        self._aside.add(rel)
        self.version += 1

    def read(self, rel: str, data: bytes, stamp: Stamp) -> None:
        """Remember a file as it was just read."""
        self._fingerprints[rel] = fingerprint(data)
        self._stamps[rel] = stamp
        self.version += 1
        if self.listener is not None:
            self.listener(rel, data, None)

    def unread(self, rel: str, stamp: Stamp) -> None:
        """Remember a file left unread (too large): a change shows only in its stamp."""
        self._fingerprints[rel] = _UNREAD
        self._stamps[rel] = stamp
        self.version += 1

    def wrote(self, rel: str, data: bytes, digest: str | None = None) -> None:
        """Remember a file as it was just written (``digest``: its SHA-256, if known)."""
        self._fingerprints[rel] = fingerprint(data)
        try:
            self._stamps[rel] = stamp(os.stat(self._root / rel))
        except OSError:
            self._stamps.pop(rel, None)
        self.version += 1
        if self.listener is not None:
            self.listener(rel, data, sha(data) if digest is None else digest)

    def forget(self, rel: str) -> None:
        """Forget a file removed."""
        self._fingerprints.pop(rel, None)
        self._stamps.pop(rel, None)
        self.version += 1

    def fingerprint(self, rel: str) -> int | None:
        """The fingerprint of the file at ``rel`` as Quire last knew it (None: unknown)."""
        return self._fingerprints.get(rel)

    def on_disk(self, rel: str) -> bytes | None:
        """The bytes of the file at ``rel`` now (None for no file); a file larger than
        :data:`MAX_FILE_BYTES` is never read (:class:`StorageError`)."""
        return _on_disk(self._root, rel)

    def external_changes(self) -> list[str]:
        """Files changed, removed or added by another program since Quire last read or wrote
        them (relative paths, sorted). Cheap when nothing changed: files whose size, time
        and inode are as Quire left them are not read."""
        return self.look().external_changes()

    def look(self) -> DiskLook:
        """What Quire knows now, copied, to compare with the disk on another thread (the
        copy is quick; the comparison is linear in files)."""
        return DiskLook(
            self._root, dict(self._fingerprints), dict(self._stamps), frozenset(self._aside),
            self.version,
        )


class DiskLook:
    """The files Quire knew at one :attr:`KnownFiles.version`, to compare with the disk from
    any thread: it shares nothing with the live :class:`KnownFiles`."""

    def __init__(
        self,
        root: Path,
        fingerprints: dict[str, int],
        stamps: dict[str, Stamp],
        aside: frozenset[str],
        version: int,
    ) -> None:
        self.root = root
        self.version = version
        self._fingerprints = fingerprints
        self._stamps = stamps
        self._aside = aside

    def external_changes(self) -> list[str]:
        """As :meth:`KnownFiles.external_changes`, against what was known at this look."""
        root = self.root
        changed: set[str] = set()
        for rel, known in self._fingerprints.items():
            try:
                now = stamp(os.stat(root / rel))
            except (FileNotFoundError, NotADirectoryError):  # gone, or its folder a file now
                changed.add(rel)
                continue
            if now == self._stamps.get(rel):
                continue
            unreadable = known == _UNREAD or now[2] > MAX_FILE_BYTES  # changed, never read
            if unreadable or fingerprint(_on_disk(root, rel)) != known:
                changed.add(rel)
        for folder in (DOCUMENTS, ENTITIES):
            try:
                names = [e.name for e in os.scandir(root / folder) if e.is_file()]
            except (FileNotFoundError, NotADirectoryError):
                continue
            for name in names:
                rel = f"{folder}/{name}"
                known_file = rel in self._fingerprints or rel in self._aside
                if name.endswith(".md") and not name.startswith(".") and not known_file:
                    changed.add(rel)
        return sorted(changed)


def _on_disk(root: Path, rel: str) -> bytes | None:
    try:
        return read_file(root / rel, root=root, limit=MAX_FILE_BYTES)
    except FileNotFoundError:
        return None
    except TooLargeError as exc:
        raise StorageError(
            f"cannot read {rel}: larger than {MAX_FILE_BYTES // 2**20} MB"
        ) from exc
    except OSError as exc:
        raise StorageError(f"cannot read {rel}: {exc.strerror}") from exc


__all__ = ["DiskLook", "KnownFiles", "Listener", "Stamp", "fingerprint", "sha", "stamp"]
