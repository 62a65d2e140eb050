"""Recording the versions a project store reads and writes as the merge bases of later merges
(:mod:`assistant.world.bases.merge_bases`), without ever failing a load or a save.

The store's :class:`~assistant.world.storage.fingerprints.KnownFiles` tells the recorder of
each file as it is read or written; once the load or save is done and the store knows which
document or entity each file holds, the recorder records them in one batch.
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import NamedTuple

from assistant.world.bases.merge_bases import MergeBases, SeenFile
from assistant.world.bases.objects import digest_of
from assistant.world.bases.record import MANIFEST_KEY
from assistant.world.collector import made_to_last
from assistant.world.storage.layout import MANIFEST

log = logging.getLogger(__name__)


class VersionRecorder:
    """Records the files one project store reads and writes."""

    def __init__(self, root: Path, bases: MergeBases | None = None) -> None:
        self._root = root
        self._bases = bases
        self._heard: list[_Heard] = []
        self._replaced: dict[str, bytes] = {}
        self._left: tuple[list[_Heard], dict[str, str]] | None = None
        """What a load heard and left to be recorded later (:meth:`leave_for_later`)."""
        self._lock = threading.Lock()
        """Held while recording: what a load left may be recorded on another thread."""

    @property
    def bases(self) -> MergeBases:
        """The merge bases, with what a load left for later recorded first."""
        with self._lock:
            self._record_what_was_left()
            return self._bases_now()

    def _bases_now(self) -> MergeBases:
        if self._bases is None:
            self._bases = MergeBases(self._root)
        return self._bases

    def hear(self, rel: str, data: bytes, digest: str | None) -> None:
        """A file was just read (``digest`` None) or written.

        Of a file read, only its id and digest are kept until the batch is recorded, not its
        bytes: kept until the end of an open, the bytes of every file had been freed at once,
        leaving the memory around the documents' text in holes (50 MB at 10M words)."""
        key = MANIFEST_KEY if rel == MANIFEST else _key_in(data)
        if digest is None:  # read
            self._heard.append(_Heard(rel, key, digest_of(data), None))
        else:
            self._heard.append(_Heard(rel, key, digest, data))

    def hear_replaced(self, versions: Iterable[tuple[str | None, bytes | None]]) -> None:
        """The files a save is about to replace or remove as they are on disk: the SHA-256
        of their bytes, and the bytes (None, None: no file)."""
        self._replaced.update((d, data) for d, data in versions if d and data is not None)

    def forget(self) -> None:
        """Drop what was heard (a load or save that failed)."""
        self._heard, self._replaced = [], {}

    def flush(self, paths: Mapping[str, str], *, wrote: bool) -> None:
        """Record what was heard; ``paths`` holds the file of each document and entity. What
        a load left for later is recorded first."""
        heard, replaced = self._heard, self._replaced
        self.forget()
        with self._lock:
            self._record_what_was_left()
            self._record(heard, replaced, paths, wrote=wrote)

    def leave_for_later(self, paths: Mapping[str, str]) -> None:
        """Keep what a load heard, to be recorded by :meth:`record_later` (on any thread) or
        before the bases are next used, whichever comes first: the app opens a project and
        shows it without waiting for its record (26 ms at 10,000 documents)."""
        heard = self._heard  # a load replaces no file: nothing else was heard
        self.forget()
        with self._lock:
            self._record_what_was_left()  # an earlier load's, never recorded: it comes first
            self._left = (heard, dict(paths))

    def record_later(self) -> None:
        """Record what a load left for later, if anything is left (on any thread). The record
        read and the versions added last as long as the project: they are set aside from the
        collector as they are made (at 50,000 documents, left to it, they set off a full
        collection of 80 ms, which holds every thread)."""
        with self._lock, made_to_last():
            self._record_what_was_left()

    def _record_what_was_left(self) -> None:
        left, self._left = self._left, None
        if left is not None:
            self._record(left[0], {}, left[1], wrote=False)

    def _record(
        self,
        heard: list[_Heard],
        replaced: dict[str, bytes],
        paths: Mapping[str, str],
        *,
        wrote: bool,
    ) -> None:
        if not heard and not replaced:
            return
        files = []
        keys: dict[str, str] | None = None
        for rel, key, digest, data in heard:
            if key != MANIFEST_KEY and (key is None or paths.get(key) != rel):
                if keys is None:  # a file Quire did not write, or wrote otherwise
                    keys = {path: node_id for node_id, path in paths.items()}
                key = keys.get(rel)
            if key is not None:
                files.append(SeenFile(key, rel, digest, data))
        try:
            bases = self._bases_now()
            bases.replaced(replaced)
            bases.seen(files)
        except Exception:  # the versions are kept for merges: never worth a failed save
            log.warning("could not keep the versions just %s for merges",
                        "written" if wrote else "read", exc_info=True)  # fmt: skip


class _Heard(NamedTuple):
    """A file read or written, as the recorder keeps it until the batch is recorded."""

    rel: str
    key: str | None
    """The id its first line names (``project.quire``'s key for the manifest)."""
    digest: str
    data: bytes | None
    """Its bytes, for a file written only."""


_ID_LINE = re.compile(rb'---\r?\nid: "?([A-Za-z0-9][A-Za-z0-9_-]*)"?\r?\n')


def _key_in(data: bytes) -> str | None:
    """The id on the first line of a document's or entity's front matter, as Quire writes
    it (so that a save of one file costs the same whatever the size of the project)."""
    found = _ID_LINE.match(data, 0, 200)
    return None if found is None else found.group(1).decode("ascii")


__all__ = ["VersionRecorder"]
