"""Automatic snapshots: before an assistant turn first changes a document, and once a day
before the writer's first change to a document.

Every front end calls :meth:`AutoSnapshots.after_change` with the worlds before and after a
change and who made it; the app does so for the writer's edits and for each change an
assistant turn applies. A snapshot that cannot be written never stops the change: the error
is logged and kept in :attr:`AutoSnapshots.last_error` for the app to show.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from assistant.world.errors import StorageError
from assistant.world.model import Document, NodeId, World
from assistant.world.snapshots.model import Actor, SnapshotInfo, SnapshotReason
from assistant.world.snapshots.store import SnapshotStore, content_hash

if TYPE_CHECKING:
    from assistant.world.edits import Edit
    from assistant.world.project import Project

log = logging.getLogger(__name__)


def _now() -> datetime:
    return datetime.now(UTC)


class AutoSnapshots:
    """Takes the automatic snapshots of one open project."""

    def __init__(self, store: SnapshotStore, clock: Callable[[], datetime] = _now) -> None:
        self.store = store
        self.clock = clock
        self._done: set[tuple[NodeId, str]] = set()
        self.last_error: str | None = None

    def after_change(
        self, before: World, after: World, doc_ids: Iterable[NodeId], actor: Actor
    ) -> list[SnapshotInfo]:
        """Snapshot, as they were ``before``, the documents among ``doc_ids`` that the change
        altered (text or header) and that this actor has not yet had snapshotted: once per
        assistant turn, or once per day for the writer."""
        taken: list[SnapshotInfo] = []
        now = self.clock()
        for doc_id in doc_ids:
            old = before.documents.get(doc_id)
            if old is None:
                continue
            new = after.documents.get(doc_id)
            if new is old or new == old:
                continue
            if actor.kind == "assistant":
                key = f"turn:{actor.turn_id}"
            else:
                key = f"day:{now.astimezone().date().isoformat()}"
            if (doc_id, key) in self._done:
                continue
            self._done.add((doc_id, key))
            try:
                info = self._take(old, actor, now)
            except (StorageError, OSError) as exc:
                self.last_error = str(exc)
                log.warning("automatic snapshot of %s failed: %s", doc_id, exc)
                continue
            if info is not None:
                taken.append(info)
        return taken

    def _take(self, old: Document, actor: Actor, now: datetime) -> SnapshotInfo | None:
        store = self.store
        if actor.kind == "assistant":
            info = store.take(old, SnapshotReason.ASSISTANT, by=actor.label, when=now)
        else:
            today = now.astimezone().date()
            for existing in store.snapshots(old.id):
                if existing.time.astimezone().date() != today:
                    break
                if existing.reason == SnapshotReason.DAILY:
                    return None  # taken in an earlier session today
            latest = store.latest(old.id)
            if latest is not None and latest.object == content_hash(old):
                return None  # the latest snapshot already holds this very version
            info = store.take(old, SnapshotReason.DAILY, when=now)
        store.thin(old.id, now=now)
        return info


class SnapshottingProject:
    """A live project for an act-mode run that applies its edits directly (the command
    line's): applying an edit first keeps, as a snapshot, each document as it was before the
    run first changes it. Snapshots go to the project's own store."""

    def __init__(self, project: Project, actor: Actor) -> None:
        self.project = project
        self.actor = actor
        store = project.store
        self.auto = AutoSnapshots(SnapshotStore(store.root)) if store is not None else None

    def snapshot(self) -> World:
        return self.project.snapshot()

    def apply(self, edit: Edit) -> Edit:
        before = self.project.world
        inverse = self.project.apply(edit)
        if self.auto is not None:
            documents = [d for d in edit.touched() if d in before.documents]
            if documents:
                self.auto.after_change(before, self.project.world, documents, self.actor)
        return inverse
