"""Merging the project as another program (a sync service, the other computer, an editor) left
it on disk with the project open here, as one undo step, then saving the result.

The common base is the world Quire last loaded or saved (``Project.saved_world``); ours is the
open world; theirs is the folder read anew. The merged world is taken as one
:class:`~assistant.world.edits.version.TakeVersion` on the undo stack (Undo gives back the
open world exactly, Redo the merged one) and saved at once, so that the disk holds the merge
and the merge is the next one's base. Nothing is written, and nothing changes here, until the
writer has seen what came from where and accepted.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from assistant.gui.transfer.storage_text import describe_storage_error
from assistant.gui.window.controller import ProjectController
from assistant.world import edits as world_edits
from assistant.world.errors import EditError, StorageError
from assistant.world.problems import ProblemKind
from assistant.world.series.book_store import BookStore
from assistant.world.storage.store import ProjectStore

if TYPE_CHECKING:
    from assistant.world.merge.worlds import WorldMerge

log = logging.getLogger(__name__)

OFFERED = frozenset({ProblemKind.CONFLICT_COPY, ProblemKind.CONFLICT_MARKERS})
"""What reading the folder may find that does not stand in the way of a merge: conflicted
copies, which are merged on their own (File ▸ Merge Conflicted Copies…)."""


@dataclass(frozen=True)
class DiskVersion:
    """The merge of the folder as read now with the open project, ready to be offered."""

    merge: WorldMerge
    reader: ProjectStore
    """The store that read theirs: it notices when the folder changes again."""

    @property
    def clean(self) -> bool:
        return not self.merge.conflicts


class Outcome(Enum):
    """How taking a merge went."""

    MERGED = "merged"
    STALE = "stale"
    """The folder or the open project changed while the writer looked: merge again."""
    FAILED = "failed"
    """It could not be made or saved (the writer was told why)."""
    CANCELLED = "cancelled"
    """The writer left the merge view without accepting: nothing changed."""


class DiskMerge(QObject):
    """Offers and takes the merge of the folder on disk with the open project."""

    def __init__(self, controller: ProjectController, prompts: Callable[[], Any]) -> None:
        super().__init__(controller)
        self.controller = controller
        self.prompts = prompts
        """The window's prompts now, where the writer is told of a failure."""

    def read(self) -> DiskVersion | None:
        """The merge of what is on disk now with the open project; None when there is no
        base, or the folder cannot be read whole (then only reloading or keeping the open
        version is offered)."""
        project = self.controller.project
        root = self.controller.root
        if project is None or root is None or project.saved_world is None:
            return None
        reader = BookStore(root)  # the series too: theirs must hold what ours holds
        try:
            theirs = reader.load()
        except StorageError:
            log.warning("could not read %s to merge it", root, exc_info=True)
            return None
        known = set(project.store.problems) if project.store is not None else set()
        if {p for p in reader.problems if p.problem.kind not in OFFERED} - known:
            log.warning("not merging %s: files on disk could not be read whole", root)
            return None
        from assistant.world.merge.worlds import merge_worlds  # read when first needed

        try:
            merge = merge_worlds(project.saved_world, project.world, theirs)
        except Exception:  # a merge that fails must leave the older choices standing
            log.exception("merging %s failed", root)
            return None
        return DiskVersion(merge, reader)

    def take(self, version: DiskVersion, resolutions: dict[str, Any]) -> Outcome:
        """Apply the merge as settled by ``resolutions`` as one undo step, and save it."""
        controller = self.controller
        merge = version.merge
        if controller.world is not merge.ours or version.reader.external_changes():
            return Outcome.STALE
        merged = merge.world(resolutions)
        label = self.tr("Merge with the files on disk")
        edit = world_edits.TakeVersion.between(merge.ours, merged, label)
        if not edit.is_empty:
            try:
                controller.push(edit, label)
            except EditError as error:
                self.prompts().error(self.tr("Could not merge"), str(error))
                return Outcome.FAILED
        try:
            controller.save(force=True)
        except StorageError as error:
            self.prompts().error(self.tr("Could not save"), *describe_storage_error(error))
            return Outcome.FAILED
        log.info("merged the files on disk: %s", edit.describe())
        return Outcome.MERGED


__all__ = ["DiskMerge", "DiskVersion", "Outcome"]
