"""Recording the versions a project store reads and writes as the merge bases of later merges
(:mod:`assistant.world.bases.merge_bases`), without ever failing a load or a save.

The store's :class:`~assistant.world.storage.fingerprints.KnownFiles` tells the recorder of
each file as it is read or written; once the load or save is done and the store knows which
document or entity each file holds, the recorder records them in one batch.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import NamedTuple

from assistant.world.bases.merge_bases import MergeBases, SeenFile
from assistant.world.bases.objects import digest_of
from assistant.world.bases.record import MANIFEST_KEY
from assistant.world.storage.layout import MANIFEST

log = logging.getLogger(__name__)


class VersionRecorder:
    """Records the files one project store reads and writes."""

    def __init__(self, root: Path, bases: MergeBases | None = None) -> None:
        self._root = root
        self._bases = bases
        self._heard: list[_Heard] = []
        self._replaced: dict[str, bytes] = {}

    @property
    def bases(self) -> MergeBases:
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
        """Record what was heard; ``paths`` holds the file of each document and entity."""
        heard, replaced = self._heard, self._replaced
        self.forget()
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
            self.bases.replaced(replaced)
            self.bases.seen(files)
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
