"""What a snapshot is: a saved copy of one document at one moment, and why it was taken."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any


class SnapshotReason(StrEnum):
    MANUAL = "manual"
    """The writer took it (Take Snapshot, ``quire snapshot``)."""
    DAILY = "daily"
    """Automatically, before the writer's first change to the document that day."""
    ASSISTANT = "assistant"
    """Automatically, before an assistant turn first changed the document."""
    RESTORE = "restore"
    """Automatically, before a snapshot was restored over the document."""
    RENAME = "rename"
    """Automatically, before renaming a series entity changed the document in a book that
    was not open (its ``name`` says ``old → new``)."""


@dataclass(frozen=True)
class Actor:
    """Who is about to change a document: the writer, or an assistant turn."""

    kind: str  # "writer" or "assistant"
    turn_id: str = ""
    label: str = ""
    """The assistant turn's request, as the writer typed it."""

    @classmethod
    def assistant(cls, turn_id: str, label: str) -> Actor:
        return cls("assistant", turn_id, label)


WRITER = Actor("writer")


@dataclass(frozen=True)
class SnapshotInfo:
    """One snapshot in a document's list (its text is in the store, by ``object``)."""

    id: str
    doc_id: str
    time: datetime
    """When it was taken (aware, UTC)."""
    reason: SnapshotReason
    object: str
    """The sha256 (hex) of the document file's text: the snapshot's content."""
    words: int = 0
    title: str = ""
    name: str = ""
    by: str = ""
    """For snapshots before an assistant turn, the turn's request."""

    @property
    def is_automatic(self) -> bool:
        return self.reason != SnapshotReason.MANUAL

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "time": self.time.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ"),
            "reason": str(self.reason),
            "name": self.name,
            "by": self.by,
            "words": self.words,
            "title": self.title,
            "object": self.object,
        }

    @classmethod
    def from_json(cls, doc_id: str, data: Any) -> SnapshotInfo:
        """Read one index line; raises ValueError (or KeyError, TypeError) when malformed."""
        if not isinstance(data, dict):
            raise ValueError("not an object")
        time = datetime.strptime(data["time"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)
        texts = {k: data.get(k, "") for k in ("name", "by", "title")}
        if not all(isinstance(v, str) for v in texts.values()):
            raise ValueError("name, by and title must be text")
        words = data.get("words", 0)
        if isinstance(words, bool) or not isinstance(words, int) or words < 0:
            raise ValueError("words must be a whole number")
        snapshot_id, digest = data["id"], data["object"]
        if not isinstance(snapshot_id, str) or not snapshot_id:
            raise ValueError("no id")
        if not (isinstance(digest, str) and len(digest) == 64):
            raise ValueError("no content hash")
        int(digest, 16)
        return cls(
            id=snapshot_id,
            doc_id=doc_id,
            time=time,
            reason=SnapshotReason(data["reason"]),
            object=digest.lower(),
            words=words,
            **texts,
        )
