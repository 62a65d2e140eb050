"""The project as the window sees it: one live Project, one undo stack, saving and the lock.

Every change goes through :meth:`ProjectController.push`, which applies a world edit and
records it on the undo stack; undo and redo apply the inverses. Everything that shows the
project listens to :attr:`ProjectController.world_changed` and redraws from the world, so
the writer's typing, the tree, undo and the assistant all travel one road.

Before an edit is pushed, and before the stack undoes or redoes a step, the controller's
:class:`~assistant.gui.window.undo_gate.UndoGate` is asked: whoever holds part of the project
for now (an act-mode run of the assistant, see :mod:`assistant.gui.assistant.run_desk`) may
refuse.
"""

from __future__ import annotations

import datetime
import logging
import os
import time
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from assistant.gui.app.background import (
    let_go_in_background,
    run_in_background,
    wait_for_kept,
)
from assistant.gui.app.gui_thread import workers_busy
from assistant.gui.project.project_index import ProjectIndex, after_first_paint
from assistant.gui.window.commands import EditCommand
from assistant.gui.window.undo_gate import UndoGate
from assistant.world.backup import BackupSettings, create_backup, load_settings
from assistant.world.collector import SetAside
from assistant.world.edits.changes import ChangeSummary
from assistant.world.edits.deletion import DeletePermanently
from assistant.world.model import World
from assistant.world.progress import word_delta
from assistant.world.project import Project
from assistant.world.series.book_store import BookStore
from assistant.world.snapshots.auto import AutoSnapshots
from assistant.world.snapshots.model import WRITER, Actor
from assistant.world.snapshots.store import SnapshotError, SnapshotStore

if TYPE_CHECKING:
    from assistant.world.edits import Edit

log = logging.getLogger(__name__)


def _backup_key(root: Path) -> str:
    """What the backup on closing of the project at ``root`` is waited for by."""
    return f"backup:{root.resolve()}"


AUTOSAVE_MS = 30_000
"""Autosave this long after the last change."""

MAX_WATCHED_FILES = 2000
"""Watch at most this many paths (inotify watches are a shared, limited resource); beyond it,
changes inside files are noticed when the window is activated and on saving."""
UNWATCH_SLICE = 250
"""Paths a closed project's watch lets go of in one pass of the event loop."""
IDLE_CHECK_MS = 200
"""How often to look whether the workers are done, to hand a closed project's objects back."""

DISK_CHECK_MS = 400
"""Wait this long after the file watcher's last event before checking the disk."""


def hand_back_when_idle(aside: SetAside) -> None:
    """Hand ``aside`` (taken as a project closes: a full collection walking its world holds
    every thread, 60-200 ms at 5M words) back once no worker is busy: a worker that had
    started on the closed project (the timeline's takes 7-35 s at 1-5M words) still holds its
    world until it ends. Call on the GUI thread, not from the freeing thread: a collection
    started there could delete Qt objects."""
    if workers_busy():
        QTimer.singleShot(IDLE_CHECK_MS, lambda: hand_back_when_idle(aside))
    else:
        aside.hand_back()


def empty_in_slices(watcher: QFileSystemWatcher, done: Callable[[], None]) -> None:
    """Let go of ``watcher``'s paths a slice per pass of the event loop (2,000 files at once
    hold the GUI thread 8-11 ms), silent meanwhile; then ``done()`` (a watcher kept, not
    deleted: deleting one waits on the system, 15-19 ms)."""
    paths = watcher.files() + watcher.directories()
    watcher.blockSignals(True)

    def next_slice() -> None:
        if paths:
            watcher.removePaths(paths[-UNWATCH_SLICE:])
            del paths[-UNWATCH_SLICE:]
        if paths:
            QTimer.singleShot(0, watcher, next_slice)
        else:
            watcher.blockSignals(False)
            done()

    next_slice()


class ProjectController(QObject):
    """Owns the open project, its undo stack, autosave and the watch on its folder.

    Signals:
      project_opened(): a project was opened (``project`` is set).
      project_closed(): the project was closed (``project`` is None).
      world_changed(world, change): the world changed; ``change`` is the
        :class:`~assistant.world.edits.changes.ChangeSummary` of the edit just applied (an inverse,
        when undoing), or None when everything may have changed (a reload).
      document_requested(doc_id): someone asks for a document to be shown.
      passage_requested(doc_id, start, end): someone asks for a passage to be shown, selected.
      saved(report): the project was written to disk.
      autosave_due(): changes have waited long enough; the window saves them.
      disk_changed(): files in the project folder changed (maybe by us; check
        :meth:`external_changes`).
      history_cleared(): the undo history is being let go of (the project closes, is read
        anew from disk, or another is opened); steps kept from it are gone.
      locks_changed(): what is locked changed (see :meth:`is_locked`); the undo gate's.
      edit_refused(message): an undo or redo was refused before the stack moved (see
        :class:`~assistant.gui.window.undo_gate.UndoGate`); the undo gate's ``refused``.
      keeping_failed(message): an automatic snapshot or the backup on closing could not be
        written (the change itself went ahead).
      writing_noted(words): the writer's typing added ``words`` (negative: cut) to the day's
        tally and to :attr:`session_words`.
      words_counted(): the open project's word count is known (see
        :meth:`project_word_count`); counted off the GUI thread after opening.
    """

    project_opened = Signal()
    project_closed = Signal()
    world_changed = Signal(object, object)
    document_requested = Signal(str)
    passage_requested = Signal(str, int, int)
    saved = Signal(object)
    autosave_due = Signal()
    disk_changed = Signal()
    history_cleared = Signal()
    keeping_failed = Signal(str)
    writing_noted = Signal(int)

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
        self.undo_gate = UndoGate(self.undo_stack, lambda: self.world, self)
        self.locks_changed = self.undo_gate.locks_changed
        self.edit_refused = self.undo_gate.refused
        self.clock = clock
        self.today: Callable[[], datetime.date] = datetime.date.today
        self.session_words = 0
        """Words the writer wrote (net) since this project was opened here."""
        self._replaying = False
        self._merge_generation = 0
        self.auto_snapshots: AutoSnapshots | None = None
        self._deleted_for_good: set[str] = set()

        self._autosave = QTimer(self)
        self._autosave.setSingleShot(True)
        self._autosave.setInterval(autosave_ms)
        self._autosave.timeout.connect(self._on_autosave_timeout)
        self.undo_stack.indexChanged.connect(self._on_stack_changed)
        self.undo_stack.cleanChanged.connect(self._on_stack_changed)

        self._watcher = self._new_watcher()
        self._spare: QFileSystemWatcher | None = None
        self._disk_check = QTimer(self)
        self._disk_check.setSingleShot(True)
        self._disk_check.setInterval(DISK_CHECK_MS)
        self._disk_check.timeout.connect(self._on_disk_settled)
        self.index = ProjectIndex(self)
        self.words_counted = self.index.counted

    # -- opening and closing -------------------------------------------------------------

    @property
    def root(self) -> Path | None:
        """The project folder, or None when no project (or an unsaved one) is open."""
        store = self.project.store if self.project is not None else None
        return store.root if store is not None else None

    @property
    def is_open(self) -> bool:
        return self.project is not None

    def open(self, root: Path | str, *, take_over: bool = False) -> Project:
        """Open the project folder at ``root`` (taking its lock) in place of the current one.

        Raises ProjectLockedError when another Quire has it open (LockedOnAnotherComputerError
        for a lock written on another computer, which ``take_over`` takes over), StorageError
        (or a subclass) when it cannot be read. The current project stays open when opening
        fails; closing it (and saving it first) is the caller's business.
        """
        wait_for_kept(_backup_key(Path(root)))  # its backup on closing, if still being made
        project = Project.open(Path(root), lock=True, take_over=take_over, versions_later=True)
        self.adopt(project)
        return project

    def adopt(self, project: Project) -> None:
        """Make ``project`` the open project (closing the current one without saving)."""
        if self.project is not None:
            self.close()
        self.project = project
        root = self.root
        self.auto_snapshots = AutoSnapshots(SnapshotStore(root)) if root is not None else None
        self._deleted_for_good = set()
        self.session_words = 0
        project.add_listener(self._on_project_changed)
        self.history_cleared.emit()
        self.undo_stack.clear()
        self.undo_stack.setClean()
        after_first_paint(self._watch)  # at the start, after the paint (12 ms at 1M words)
        self.index.start(project.snapshot(), project.record_versions)  # off this thread
        log.info("opened project %s", self.root)
        self.project_opened.emit()

    def close(self) -> None:
        """Close the project and release its lock. Saving first is the caller's business."""
        project = self.project
        if project is None:
            return
        self.history_cleared.emit()
        aside = SetAside()  # no full collection walks it until freed: hand_back_when_idle
        self._autosave.stop()
        self._disk_check.stop()
        self.index.stop()  # its hold on the project handed back, this one taken first
        self._unwatch()
        backup = self._keep_on_close(project)
        project.remove_listener(self._on_project_changed)
        self.project = None
        self.undo_stack.clear()
        project.close()
        log.info("closed project")
        self.project_closed.emit()
        # the views have let go of its world; the backup after them, which had slowed them
        if backup is not None:
            self._back_up(*backup)
        let_go_in_background(project, lambda: hand_back_when_idle(aside), world=project.world)

    # -- the world -------------------------------------------------------------------------

    def snapshot(self) -> World:
        """The world as it is now (an immutable value, safe to hand to another thread)."""
        if self.project is None:
            raise RuntimeError("no project is open")
        return self.project.snapshot()

    @property
    def world(self) -> World | None:
        return self.project.world if self.project is not None else None

    def project_word_count(self) -> int | None:
        """The open project's words; None while they are first being counted."""
        world = self.world
        return None if world is None else self.index.word_count(world)

    def push(
        self,
        edit: Edit,
        label: str,
        *,
        merge_key: Hashable | None = None,
        writing: bool = False,
    ) -> Edit:
        """Apply ``edit`` as a new undo step labelled ``label``; returns its inverse.

        Raises the edit's EditError (and records nothing) when it cannot apply. Commands with
        the same ``merge_key`` merge into one step when they follow each other closely (see
        :func:`assistant.gui.window.commands.can_merge`). ``writing`` marks the writer's own
        typing: the words it adds (and, on undo, takes away) count towards the day's tally.
        """
        if self.project is None:
            raise RuntimeError("no project is open")
        if self._replaying:
            raise RuntimeError("an edit was pushed while undoing or redoing")
        self.undo_gate.check_edit(edit)
        before = self.project.world
        inverse = self.project.apply(edit)
        self._after_change(before, edit, WRITER)
        if writing:
            self._note_writing(before, edit)
        key = None if merge_key is None else (merge_key, self._merge_generation)
        command = EditCommand(
            self._replay_writing if writing else self.replay,
            edit,
            inverse,
            label,
            merge_key=key,
            time=self.clock(),
        )
        self.undo_stack.push(command)
        return inverse

    def apply_unrecorded(self, edit: Edit, actor: Actor) -> Edit:
        """Apply ``edit`` by ``actor`` without an undo step of its own (whoever calls this
        records the step later, as an act-mode run's commit does); returns its inverse. The
        automatic snapshots are taken as for any change."""
        if self.project is None:
            raise RuntimeError("no project is open")
        before = self.project.world
        inverse = self.project.apply(edit)
        self._after_change(before, edit, actor)
        return inverse

    def locked_ids(self) -> frozenset[str]:
        """What someone other than the writer holds now (the writer waits to change it)."""
        return self.undo_gate.locked_ids()

    def is_locked(self, node_id: str) -> bool:
        """True while ``node_id`` is held (an act-mode run has changed, or asks to change, it)."""
        return self.undo_gate.is_locked(node_id)

    # -- keeping versions: automatic snapshots, permanent deletions, the backup on closing ------

    def _after_change(self, before: World, edit: Edit, actor: Actor) -> None:
        """Take the automatic snapshots a change calls for (see AutoSnapshots): before an
        assistant turn first changes a document, and the writer's first change of the day."""
        if self.project is None:
            return
        after = self.project.world
        if isinstance(edit, DeletePermanently):
            self._deleted_for_good |= set(before.documents) - set(after.documents)
        auto = self.auto_snapshots
        if auto is None:
            return
        documents = [node_id for node_id in edit.touched() if node_id in before.documents]
        if documents:
            auto.after_change(before, after, documents, actor)
        if auto.last_error:
            message, auto.last_error = auto.last_error, None
            self.keeping_failed.emit(
                self.tr("An automatic snapshot could not be saved: %1").replace("%1", message)
            )

    def _keep_on_close(self, project: Project) -> tuple[Path, BackupSettings] | None:
        """Drop the snapshots of documents deleted for good (when that deletion was saved),
        free what no snapshot needs; the backup the writer asked for, to be made."""
        auto = self.auto_snapshots
        saved = not self.is_modified
        if auto is not None and saved:
            gone = {d for d in self._deleted_for_good if d not in project.world.documents}
            try:
                if gone:
                    auto.store.forget(sorted(gone))
                auto.store.collect_garbage()
            except (SnapshotError, OSError) as exc:
                log.warning("could not tidy the snapshots: %s", exc)
        self.auto_snapshots = None
        self._deleted_for_good = set()
        root = self.root
        if root is None:
            return None
        settings = load_settings(root)
        return (root, settings) if settings.on_close else None

    def _back_up(self, root: Path, settings: BackupSettings) -> None:
        """Make the backup on closing (of the files just saved) on a thread of its own;
        quitting, and opening the project again here, wait for it."""

        def work() -> Path:
            return create_backup(root, settings)

        def failed(exc: BaseException) -> None:
            log.warning("the backup on closing failed: %s", exc)
            self.keeping_failed.emit(
                self.tr("The backup could not be made: %1").replace("%1", str(exc))
            )

        run_in_background(
            work,
            self,
            lambda path: log.info("backed up on closing to %s", path),
            failed,
            name="quire-backup",
            keep=_backup_key(root),
        )

    def break_merge(self) -> None:
        """Make the next pushed edit start a new undo step (the writer moved elsewhere)."""
        self._merge_generation += 1

    def request_document(self, doc_id: str) -> None:
        """Ask whoever shows documents to show this one."""
        self.document_requested.emit(doc_id)

    def request_passage(self, doc_id: str, start: int, end: int) -> None:
        """Ask whoever shows documents to show this one with ``start``..``end`` selected."""
        self.passage_requested.emit(doc_id, start, end)

    @property
    def is_replaying(self) -> bool:
        """True while undo or redo applies edits (views must not push edits then)."""
        return self._replaying

    def replay(self, edit: Edit) -> Edit:
        """Apply ``edit`` for an undo or a redo (views must not push edits meanwhile)."""
        assert self.project is not None
        self._replaying = True
        try:
            return self.project.apply(edit)
        finally:
            self._replaying = False

    def _replay_writing(self, edit: Edit) -> Edit:
        """Undo or redo of the writer's typing: the day's tally follows it."""
        assert self.project is not None
        before = self.project.world
        inverse = self.replay(edit)
        self._note_writing(before, edit)
        return inverse

    def _note_writing(self, before: World, edit: Edit) -> None:
        assert self.project is not None
        words = word_delta(before, edit, self.project.world)
        if words:
            self.project.note_writing(words, self.today())
            self.session_words += words
            self.writing_noted.emit(words)

    def _on_project_changed(self, world: World, change: ChangeSummary) -> None:
        self.world_changed.emit(world, change)

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
        self.history_cleared.emit()  # an act-mode run's changes are gone with the old world
        self.project.replace_world(world)
        self.undo_stack.clear()
        self.undo_stack.setClean()
        self.index.start(world)
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
        paths = [str(p) for p in (root, root / "documents", root / "entities")]
        store = self.project.store if self.project is not None else None
        series = store.series_root if isinstance(store, BookStore) else None
        if series is not None:  # another book's save of the series lands in these folders
            paths += [str(series), str(series / "entities")]
        if (root / "project.quire").exists():
            paths.append(str(root / "project.quire"))
        for folder in ("documents", "entities"):
            if len(paths) >= MAX_WATCHED_FILES:
                break
            try:
                with os.scandir(root / folder) as entries:
                    for entry in entries:
                        if entry.name.endswith(".md") and entry.name != ".md":
                            paths.append(entry.path)
                            if len(paths) >= MAX_WATCHED_FILES:
                                break
            except OSError:
                paths = [p for p in paths if p != str(root / folder)]
        return paths[:MAX_WATCHED_FILES]

    def _watch(self) -> None:
        wanted = set(self._watch_paths())
        present = set(self._watcher.files()) | set(self._watcher.directories())
        missing = sorted(wanted - present)
        if missing:
            self._watcher.addPaths(missing)

    def _new_watcher(self) -> QFileSystemWatcher:
        watcher = QFileSystemWatcher(self)
        watcher.directoryChanged.connect(self._on_disk_event)
        watcher.fileChanged.connect(self._on_disk_event)
        return watcher

    def _unwatch(self) -> None:
        """The spare watch for the next project; the closed one's is emptied, the next spare."""
        old, self._watcher, self._spare = self._watcher, self._spare or self._new_watcher(), None

        def emptied() -> None:
            if self._spare is None:
                self._spare = old
            else:  # closed again meanwhile
                old.deleteLater()

        empty_in_slices(old, emptied)

    def _on_disk_event(self, _path: str) -> None:
        self._disk_check.start()

    def _on_disk_settled(self) -> None:
        if self.project is None:
            return
        self._watch()  # a replaced file leaves the watch; put it back
        self.disk_changed.emit()
