"""The live project: the current world, swapped for a new one on every edit.

One thread owns a :class:`Project` (the GUI thread in the app, the main thread on the command
line). Other threads never touch it; they read snapshots, which are immutable worlds.
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from assistant.world.edits.changes import ChangeSummary
from assistant.world.model import World, WorldSnapshot
from assistant.world.progress import record_writing

if TYPE_CHECKING:
    from assistant.world.edits import Edit
    from assistant.world.storage.lock import ProjectLock
    from assistant.world.storage.store import ProjectStore, SaveReport

log = logging.getLogger(__name__)

Listener = Callable[[World, ChangeSummary], None]
"""Hears of every applied edit: the new world and the summary of what changed."""


class Project:
    """The current world of one project, its store on disk, and who wants to hear of changes."""

    def __init__(
        self,
        world: World,
        store: ProjectStore | None = None,
        lock: ProjectLock | None = None,
    ) -> None:
        self._world = world
        self._saved: World | None = world if store is not None else None
        self._store = store
        self._lock = lock
        self._revision = 0
        self._listeners: list[Listener] = []

    @classmethod
    def open(
        cls,
        root: Path | str,
        *,
        lock: bool = True,
        take_over: bool = False,
        versions_later: bool = False,
    ) -> Project:
        """Load the project folder at ``root``, taking its lock unless told not to (and with
        ``take_over``, a lock written by Quire on another computer: the writer's word that
        it is not open there). With ``versions_later``, the versions read are recorded for
        merges by :meth:`record_versions` (or before the next save or merge), not before
        this returns.

        Problems found while loading are in ``project.store.problems``.
        """
        from assistant.world.series.book_store import BookStore
        from assistant.world.storage.lock import ProjectLock

        root = Path(root)
        project_lock = ProjectLock(root) if lock else None
        if project_lock is not None:
            project_lock.acquire(take_over=take_over)
        try:
            store = BookStore(root, keep_versions=lock)  # the book and its series, if any
            world = store.load(versions_later=versions_later)
        except BaseException:
            if project_lock is not None:
                project_lock.release()
            raise
        return cls(world, store, project_lock)

    @property
    def world(self) -> World:
        return self._world

    def record_versions(self) -> None:
        """Record the versions an open left for later (``versions_later``); on any thread."""
        versions = self._store.versions if self._store is not None else None
        if versions is not None:
            versions.record_later()

    def snapshot(self) -> WorldSnapshot:
        """The world as it is now; free to take and safe to read from any thread."""
        return self._world

    @property
    def revision(self) -> int:
        """Counts applied edits; changes whenever the world does."""
        return self._revision

    @property
    def store(self) -> ProjectStore | None:
        return self._store

    @property
    def saved_world(self) -> World | None:
        """The world as last loaded from or saved to disk (None for a project never saved)."""
        return self._saved

    def is_unsaved(self, key: str) -> bool:
        """True when the document or entity ``key`` differs from what is on disk."""
        saved = self._saved
        if saved is None:
            return True
        for now, then in (
            (self._world.documents, saved.documents),
            (self._world.entities, saved.entities),
        ):
            if key in now or key in then:
                current, stored = now.get(key), then.get(key)
                return current is not stored and current != stored
        return False

    def apply(self, edit: Edit) -> Edit:
        """Apply ``edit`` and return its inverse. On error nothing changes."""
        new_world, inverse = edit.apply(self._world)
        self._world = new_world
        self._revision += 1
        summary = ChangeSummary.of(edit)
        for listener in list(self._listeners):
            try:
                listener(new_world, summary)
            except Exception:
                log.exception("project listener failed")
        return inverse

    def note_writing(self, words: int, day: datetime.date) -> None:
        """Add ``words`` (negative when the writer cut) to the writer's tally for ``day``.

        Not an edit: the tally records what happened and stays when the writer undoes other
        things; it is saved with the project."""
        if words:
            self._world = record_writing(self._world, day, words)
            self._revision += 1

    def replace_world(self, world: World) -> None:
        """Swap in a world read anew from disk (after an external change was accepted)."""
        self._world = world
        self._saved = world
        self._revision += 1

    def add_listener(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def remove_listener(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def save(self, *, force: bool = False) -> SaveReport:
        """Write what changed since the last load or save."""
        if self._store is None:
            raise RuntimeError("this project has no folder to save to")
        world = self._world
        report = self._store.save(world, force=force)
        self._saved = world
        return report

    def close(self) -> None:
        """Release the project's lock (the caller saves first if it wants to)."""
        if self._lock is not None:
            self._lock.release()
            self._lock = None
