"""The project as the window sees it: one live Project, one undo stack, saving and the lock.

Every change goes through :meth:`ProjectController.push`, which applies a world edit and
records it on the undo stack; undo and redo apply the inverses. Everything that shows the
project listens to :attr:`ProjectController.world_changed` and redraws from the world, so
the writer's typing, the tree, undo and (later) the assistant all travel one road.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Hashable
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from assistant.gui.commands import EditCommand
from assistant.world.edits import Edit
from assistant.world.model import World
from assistant.world.project import Project

log = logging.getLogger(__name__)

AUTOSAVE_MS = 30_000
"""Autosave this long after the last change."""

MAX_WATCHED_FILES = 2000
"""Watch at most this many paths (inotify watches are a shared, limited resource); beyond it,
changes inside files are noticed when the window is activated and on saving."""

DISK_CHECK_MS = 400
"""Wait this long after the file watcher's last event before checking the disk."""


class ProjectController(QObject):
    """Owns the open project, its undo stack, autosave and the watch on its folder.

    Signals:
      project_opened(): a project was opened (``project`` is set).
      project_closed(): the project was closed (``project`` is None).
      world_changed(world, edit): the world changed; ``edit`` is the edit just applied (an
        inverse, when undoing), or None when everything may have changed (a reload).
      document_requested(doc_id): someone asks for a document to be shown.
      saved(report): the project was written to disk.
      autosave_due(): changes have waited long enough; the window saves them.
      disk_changed(): files in the project folder changed (maybe by us; check
        :meth:`external_changes`).
    """

    project_opened = Signal()
    project_closed = Signal()
    world_changed = Signal(object, object)
    document_requested = Signal(str)
    saved = Signal(object)
    autosave_due = Signal()
    disk_changed = Signal()

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        autosave_ms: int = AUTOSAVE_MS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self.project: Project | None = None
        self.undo_stack = QUndoStack(self)
        self.clock = clock
        self._replaying = False
        self._merge_generation = 0

        self._autosave = QTimer(self)
        self._autosave.setSingleShot(True)
        self._autosave.setInterval(autosave_ms)
        self._autosave.timeout.connect(self._on_autosave_timeout)
        self.undo_stack.indexChanged.connect(self._on_stack_changed)
        self.undo_stack.cleanChanged.connect(self._on_stack_changed)

        self._watcher = QFileSystemWatcher(self)
        self._watcher.directoryChanged.connect(self._on_disk_event)
        self._watcher.fileChanged.connect(self._on_disk_event)
        self._disk_check = QTimer(self)
        self._disk_check.setSingleShot(True)
        self._disk_check.setInterval(DISK_CHECK_MS)
        self._disk_check.timeout.connect(self._on_disk_settled)

    # -- opening and closing -------------------------------------------------------------

    @property
    def root(self) -> Path | None:
        """The project folder, or None when no project (or an unsaved one) is open."""
        store = self.project.store if self.project is not None else None
        return store.root if store is not None else None

    @property
    def is_open(self) -> bool:
        return self.project is not None

    def open(self, root: Path | str) -> Project:
        """Open the project folder at ``root`` (taking its lock) in place of the current one.

        Raises ProjectLockedError when another Quire has it open, StorageError (or a subclass)
        when it cannot be read. The current project stays open when opening fails; closing it
        (and saving it first) is the caller's business.
        """
        project = Project.open(Path(root), lock=True)
        self.adopt(project)
        return project

    def adopt(self, project: Project) -> None:
        """Make ``project`` the open project (closing the current one without saving)."""
        if self.project is not None:
            self.close()
        self.project = project
        project.add_listener(self._on_project_changed)
        self.undo_stack.clear()
        self.undo_stack.setClean()
        self._watch()
        log.info("opened project %s", self.root)
        self.project_opened.emit()

    def close(self) -> None:
        """Close the project and release its lock. Saving first is the caller's business."""
        project = self.project
        if project is None:
            return
        self._autosave.stop()
        self._disk_check.stop()
        self._unwatch()
        project.remove_listener(self._on_project_changed)
        self.project = None
        self.undo_stack.clear()
        project.close()
        log.info("closed project")
        self.project_closed.emit()

    # -- the world -------------------------------------------------------------------------

    def snapshot(self) -> World:
        """The world as it is now (an immutable value, safe to hand to another thread)."""
        if self.project is None:
            raise RuntimeError("no project is open")
        return self.project.snapshot()

    @property
    def world(self) -> World | None:
        return self.project.world if self.project is not None else None

    def push(self, edit: Edit, label: str, *, merge_key: Hashable | None = None) -> Edit:
        """Apply ``edit`` as a new undo step labelled ``label``; returns its inverse.

        Raises the edit's EditError (and records nothing) when it cannot apply. Commands with
        the same ``merge_key`` merge into one step when they follow each other closely (see
        :func:`assistant.gui.commands.can_merge`).
        """
        if self.project is None:
            raise RuntimeError("no project is open")
        if self._replaying:
            raise RuntimeError("an edit was pushed while undoing or redoing")
        inverse = self.project.apply(edit)
        key = None if merge_key is None else (merge_key, self._merge_generation)
        command = EditCommand(self._replay, edit, inverse, label, merge_key=key, time=self.clock())
        self.undo_stack.push(command)
        return inverse

    def break_merge(self) -> None:
        """Make the next pushed edit start a new undo step (the writer moved elsewhere)."""
        self._merge_generation += 1

    def request_document(self, doc_id: str) -> None:
        """Ask whoever shows documents to show this one."""
        self.document_requested.emit(doc_id)

    @property
    def is_replaying(self) -> bool:
        """True while undo or redo applies edits (views must not push edits then)."""
        return self._replaying

    def _replay(self, edit: Edit) -> Edit:
        assert self.project is not None
        self._replaying = True
        try:
            return self.project.apply(edit)
        finally:
            self._replaying = False

    def _on_project_changed(self, world: World, edit: Edit) -> None:
        self.world_changed.emit(world, edit)

    # -- saving ------------------------------------------------------------------------------

    @property
    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    def save(self, *, force: bool = False):  # -> SaveReport
        """Write what changed. Raises ExternalChangeError when files changed on disk meanwhile
        (unless ``force``), StorageError when writing fails."""
        if self.project is None:
            raise RuntimeError("no project is open")
        self._autosave.stop()
        report = self.project.save(force=force)
        self.undo_stack.setClean()
        self._watch()  # files replaced by the save may have dropped out of the watch
        log.info("saved %d file(s), removed %d", len(report.written), len(report.removed))
        self.saved.emit(report)
        return report

    def external_changes(self) -> list[str]:
        """Project files changed on disk by another program since Quire last read or wrote them."""
        store = self.project.store if self.project is not None else None
        if store is None:
            return []
        return list(store.external_changes())

    def reload(self) -> World:
        """Read the project anew from disk, dropping unsaved changes and the undo history."""
        if self.project is None or self.project.store is None:
            raise RuntimeError("no project folder is open")
        world = self.project.store.load()
        self.project.replace_world(world)
        self.undo_stack.clear()
        self.undo_stack.setClean()
        log.info("reloaded project %s from disk", self.root)
        self.world_changed.emit(world, None)
        return world

    @property
    def autosave_interval(self) -> int:
        return self._autosave.interval()

    def set_autosave_interval(self, ms: int) -> None:
        self._autosave.setInterval(ms)

    def postpone_autosave(self) -> None:
        """Start the autosave wait again (the window is busy asking the writer something)."""
        if self.project is not None and self.is_modified:
            self._autosave.start()

    def _on_stack_changed(self, *_args: object) -> None:
        if self.project is None or self.undo_stack.isClean():
            self._autosave.stop()
        else:
            self._autosave.start()

    def _on_autosave_timeout(self) -> None:
        if self.project is not None and self.is_modified:
            self.autosave_due.emit()

    # -- watching the folder -----------------------------------------------------------------

    def _watch_paths(self) -> list[str]:
        """The folders, the manifest and (up to a limit) each document and entity file."""
        root = self.root
        if root is None:
            return []
        paths = [root, root / "documents", root / "entities", root / "project.quire"]
        for folder in ("documents", "entities"):
            try:
                paths.extend(p for p in (root / folder).iterdir() if p.suffix == ".md")
            except OSError:
                continue
            if len(paths) > MAX_WATCHED_FILES:
                break
        return [str(path) for path in paths[:MAX_WATCHED_FILES] if path.exists()]

    def _watch(self) -> None:
        wanted = set(self._watch_paths())
        present = set(self._watcher.files()) | set(self._watcher.directories())
        missing = sorted(wanted - present)
        if missing:
            self._watcher.addPaths(missing)

    def _unwatch(self) -> None:
        paths = self._watcher.files() + self._watcher.directories()
        if paths:
            self._watcher.removePaths(paths)

    def _on_disk_event(self, _path: str) -> None:
        self._disk_check.start()

    def _on_disk_settled(self) -> None:
        if self.project is None:
            return
        self._watch()  # a replaced file leaves the watch; put it back
        self.disk_changed.emit()
