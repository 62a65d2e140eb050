"""The save journal: the commit record of a save that changes more than one file.

A save first writes every new file's content to a staged temporary file next to it (flushed
and fsynced), and nothing the project shows has changed yet. Writing the journal,
``.quire/save-journal.json``, atomically, is the moment the save commits: it lists each
staged file with the content hash it holds and the hash of the file it replaces, and each
file to remove with the hash of the content the save saw there. Then the staged files are
renamed into place, the removals done, and the journal removed. A crash before the journal
leaves the project as it was; a crash after it leaves a journal that the next load reads
the save's result from and the next save finishes: all or nothing, across files.

A journal only vouches for what it recorded. Replaying it never hides or removes a file
whose content is not the content the save saw; if any file changed since (a sync, a
``git checkout``), the whole journal is set aside and every file read as it is.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import Any

from assistant.world.storage.atomic import is_temp_name

JOURNAL = ".quire/save-journal.json"
FORMAT = 2
"""The journal format this Quire writes; older Quires wrote journals without hashes."""

_PROJECT_PATH = re.compile(r"(?:(?:documents|entities)/[^/\\]+\.md|project\.quire)")
_SHA = re.compile(r"[0-9a-f]{64}")


class OldJournalError(ValueError):
    """A journal written by an earlier Quire, which recorded no content hashes."""


@dataclass(frozen=True)
class StagedWrite:
    """A file the save replaces (or creates) with the content staged in ``temp``."""

    path: str
    temp: str
    """The staged file's name, in the same folder as ``path``."""
    sha: str
    before: str | None
    """The hash of the content it replaces (None: the file did not exist)."""

    @property
    def temp_path(self) -> str:
        parent = PurePosixPath(self.path).parent
        return self.temp if str(parent) == "." else f"{parent}/{self.temp}"


@dataclass(frozen=True)
class Removal:
    """A file the save removes, and the hash of the content it saw there."""

    path: str
    sha: str | None


@dataclass(frozen=True)
class Journal:
    writes: tuple[StagedWrite, ...] = ()
    removes: tuple[Removal, ...] = ()

    def to_bytes(self) -> bytes:
        data = {
            "journal": FORMAT,
            "writes": [
                {"path": w.path, "temp": w.temp, "sha": w.sha, "before": w.before}
                for w in self.writes
            ],
            "removes": [{"path": r.path, "sha": r.sha} for r in self.removes],
        }
        return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")

    @classmethod
    def parse(cls, data: bytes) -> Journal:
        """Read a journal; ValueError (OldJournalError for an earlier format) says why not."""
        try:
            value = json.loads(data)
        except RecursionError:
            raise ValueError("nested too deeply") from None
        if not isinstance(value, dict):
            raise ValueError("not a JSON object")
        if value.get("journal") != FORMAT:
            if "state" in value:
                raise OldJournalError("written by an earlier Quire")
            raise ValueError(f"unknown journal format {value.get('journal')!r}")
        try:
            writes = tuple(_write(item) for item in value["writes"])
            removes = tuple(_removal(item) for item in value["removes"])
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"malformed entry ({exc})") from None
        return cls(writes, removes)


def _write(item: dict[str, Any]) -> StagedWrite:
    write = StagedWrite(item["path"], item["temp"], item["sha"], item.get("before"))
    if not (isinstance(write.path, str) and _PROJECT_PATH.fullmatch(write.path)):
        raise ValueError(f"a path outside the project's files: {write.path!r}")
    if not (isinstance(write.temp, str) and "/" not in write.temp and is_temp_name(write.temp)):
        raise ValueError(f"not a staged file's name: {write.temp!r}")
    if not _is_sha(write.sha) or not (write.before is None or _is_sha(write.before)):
        raise ValueError(f"not a content hash for {write.path}")
    return write


def _removal(item: dict[str, Any]) -> Removal:
    removal = Removal(item["path"], item.get("sha"))
    if not (isinstance(removal.path, str) and _PROJECT_PATH.fullmatch(removal.path)):
        raise ValueError(f"a path outside the project's files: {removal.path!r}")
    if removal.path == "project.quire":
        raise ValueError("a journal never removes the manifest")
    if not (removal.sha is None or _is_sha(removal.sha)):
        raise ValueError(f"not a content hash for {removal.path}")
    return removal


def _is_sha(value: Any) -> bool:
    return isinstance(value, str) and _SHA.fullmatch(value) is not None


@dataclass(frozen=True)
class Replay:
    """What a committed journal still owes, read against the files on disk."""

    contents: dict[str, bytes]
    """Files whose new content still waits in its staged file, by path."""
    hidden: frozenset[str]
    """Files the save removed that are still there, holding exactly what the save saw."""


class UntrustedJournal(Exception):
    """The files no longer match what the journal recorded: ``path`` changed since, or (when
    ``gone``) the new content staged for it is gone. The message says it in English."""

    def __init__(self, path: str, *, gone: bool = False) -> None:
        super().__init__(f"the new content of {path} is gone" if gone else f"{path} changed since")
        self.path = path
        self.gone = gone


def replay(
    journal: Journal, read: Callable[[str], bytes | None], sha: Callable[[bytes], str]
) -> Replay:
    """What ``journal`` still owes, given ``read(path)`` (None for a missing file).

    Raises :class:`UntrustedJournal` when a file is neither as the save found it nor as it
    left it: then the journal vouches for nothing.
    """
    contents: dict[str, bytes] = {}
    for write in journal.writes:
        current = read(write.path)
        current_sha = sha(current) if current is not None else None
        if current_sha == write.sha:
            continue  # already in place
        if current_sha != write.before:
            raise UntrustedJournal(write.path)
        staged = read(write.temp_path)
        if staged is None or sha(staged) != write.sha:
            raise UntrustedJournal(write.path, gone=True)
        contents[write.path] = staged
    hidden: set[str] = set()
    for removal in journal.removes:
        current = read(removal.path)
        if current is None:
            continue
        if removal.sha is None or sha(current) != removal.sha:
            raise UntrustedJournal(removal.path)
        hidden.add(removal.path)
    return Replay(contents, frozenset(hidden))
