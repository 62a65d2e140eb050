"""The versions of project files a merge may need as its base, kept by content in
``.quire/merge/objects/``: each one compressed, named by the SHA-256 of its bytes, written
once under a temporary name and renamed into place, never rewritten.

Named by content, an object is the same file whichever computer writes it, so two computers
sharing the project through a sync service never write two different files of one name.
Objects are not fsynced: a version lost to a power cut costs a later merge its base (the merge
then shows more conflicts), never a word of the project. Every object is checked against
its name when read; one that does not match is set aside with a line in the log.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import re
import time
import zlib
from collections.abc import Iterator
from pathlib import Path

from assistant.world.storage import atomic
from assistant.world.storage.layout import MAX_FILE_BYTES

log = logging.getLogger(__name__)

DIGEST = re.compile(r"[0-9a-f]{64}")
MAX_OBJECT_BYTES = MAX_FILE_BYTES
"""The most an object may hold, compressed or not: no project file Quire reads is larger."""
LEVEL = 6


def digest_of(data: bytes) -> str:
    """The name of the object that holds ``data``."""
    return hashlib.sha256(data).hexdigest()


class VersionObjects:
    """The objects folder of one project."""

    def __init__(self, folder: Path) -> None:
        self._folder = folder

    def path(self, digest: str) -> Path:
        if not DIGEST.fullmatch(digest):
            raise ValueError(f"not a version's name: {digest!r}")
        return self._folder / digest[:2] / digest[2:]

    def has(self, digest: str) -> bool:
        return self.path(digest).is_file()

    def put(self, digest: str, data: bytes) -> bool:
        """Keep ``data`` (whose SHA-256 is ``digest``) unless it is kept already; True when it
        was written now."""
        path = self.path(digest)
        if path.is_file():
            return False
        packed = zlib.compress(data, LEVEL)
        temp = atomic.temp_path(path)
        try:
            try:
                handle = open(temp, "xb")  # noqa: SIM115 (closed below)
            except FileNotFoundError:
                path.parent.mkdir(parents=True, exist_ok=True)
                handle = open(temp, "xb")  # noqa: SIM115
            with handle:
                handle.write(packed)
            os.replace(temp, path)
        except BaseException:
            atomic.discard(temp)
            raise
        return True

    def get(self, digest: str) -> bytes | None:
        """The bytes of the version ``digest``; None when it is not kept, too large, or
        damaged (a damaged object is removed, said in the log, so that it can be kept again)."""
        path = self.path(digest)
        try:
            size = path.stat().st_size
            if size > MAX_OBJECT_BYTES:
                log.warning("merge base %s is larger than %d bytes; not read", digest, size)
                return None
            packed = path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            log.warning("merge base %s cannot be read: %s", digest, exc)
            return None
        try:
            inflate = zlib.decompressobj()
            data = inflate.decompress(packed, MAX_OBJECT_BYTES + 1)
            whole = inflate.eof and not inflate.unconsumed_tail
        except zlib.error as exc:
            data, whole = b"", False
            log.warning("merge base %s is damaged (%s); set aside", digest, exc)
        if not whole or len(data) > MAX_OBJECT_BYTES or digest_of(data) != digest:
            log.warning("merge base %s does not hold the version it is named for; set aside",
                        digest)  # fmt: skip
            with contextlib.suppress(OSError):
                path.unlink()
            return None
        return data

    def names(self) -> Iterator[tuple[str, Path]]:
        """Every object kept (its digest and its file), and leftover temporary files (with
        an empty digest)."""
        try:
            shards = [e for e in os.scandir(self._folder) if e.is_dir(follow_symlinks=False)]
        except FileNotFoundError:
            return
        for shard in shards:
            with os.scandir(shard.path) as entries:
                for entry in entries:
                    digest = shard.name + entry.name
                    yield (digest if DIGEST.fullmatch(digest) else ""), Path(entry.path)

    def collect(self, needed: set[str], grace: float) -> int:
        """Remove the objects not in ``needed`` that are older than ``grace`` seconds (a
        younger one may belong to a record another computer has not synced yet); returns
        how many were removed."""
        cutoff = time.time() - grace
        removed = 0
        for digest, path in list(self.names()):
            if digest in needed:
                continue
            try:
                if path.stat().st_mtime < cutoff:
                    path.unlink()
                    removed += 1
            except OSError:
                continue
        return removed


__all__ = ["DIGEST", "MAX_OBJECT_BYTES", "VersionObjects", "digest_of"]
