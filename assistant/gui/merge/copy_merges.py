"""Conflicted copies found when the project opened (a sync service's second version of a file,
or git's conflict markers in one), merged one after another through the merge view, each as
one undo step, saved at once, the copy then kept in ``.quire/merged-copies/``.

A copy stays where it is, offered again next time, until its merge is accepted.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from assistant.gui.merge.merge_words import MergeWords
from assistant.gui.transfer.storage_text import describe_storage_error
from assistant.gui.window.controller import ProjectController
from assistant.world.edits import TakeVersion
from assistant.world.errors import EditError, StorageError
from assistant.world.merge.copies import ConflictCopy
from assistant.world.merge.copy_merge import (
    MERGED_COPIES,
    CopyMerge,
    CopyUnreadableError,
    merge_copy,
    save_merge,
)
from assistant.world.storage.layout import MANIFEST, document_path, entity_path
from assistant.world.storage.store import ProjectStore

log = logging.getLogger(__name__)


class CopyMerges(QObject):
    """The open project's conflicted copies not merged yet, and merging them.

    Signals:
      merged(text): a copy was merged and saved; ``text`` says which, for the status bar.
    """

    merged = Signal(str)

    def __init__(self, controller: ProjectController, prompts: Callable[[], Any]) -> None:
        super().__init__(controller)
        self.controller = controller
        self.prompts = prompts
        """The window's prompts now: ``merge(merge, intro)`` and ``error(title, text, …)``."""
        self.words = MergeWords(self)
        self._done: set[str] = set()
        self._found: tuple[ConflictCopy, ...] | None = None
        """Copies found since the project opened (None: those its loading found)."""
        controller.project_opened.connect(self._forget)

    def _forget(self) -> None:
        self._done.clear()
        self._found = None

    def pending(self) -> list[ConflictCopy]:
        """The copies found that are still there and not merged yet: documents and entities
        first, the manifest (the tree) last."""
        store = self.controller.project.store if self.controller.project else None
        if store is None:
            return []
        found = store.conflict_copies if self._found is None else self._found
        copies = [
            copy
            for copy in found
            if copy.path not in self._done and (store.root / copy.path).is_file()
        ]
        return sorted(copies, key=lambda copy: (copy.main == MANIFEST, copy.path))

    def look_again(self) -> list[ConflictCopy]:
        """Read the folder anew for copies a sync service left since the project opened
        (nothing of the open project changes); the pending copies."""
        root = self.controller.root
        if root is not None:
            reader = ProjectStore(root)
            try:
                reader.load()
            except StorageError:
                log.warning("could not look for conflicted copies in %s", root, exc_info=True)
            else:
                self._found = reader.conflict_copies
        return self.pending()

    def arrived(self, paths: list[str]) -> bool:
        """When every file another program added or changed (``paths``) is a conflicted copy
        that just arrived, offer them in the merge view (instead of asking about strange
        files) and return True; else False, and nothing is asked."""
        world = self.controller.world
        if not paths or world is None:
            return False
        files = {document_path(d) for d in world.documents.values()}
        files |= {entity_path(e) for e in world.entities.values()}
        if MANIFEST in paths or files.intersection(paths):
            return False  # the project's own files changed: not only copies arrived
        copies = {copy.path for copy in self.look_again()}
        if not set(paths) <= copies:
            return False
        self.merge_all()
        return True

    def merge_all(self) -> int:
        """Merge the pending copies one after another, until the writer cancels one; how many
        were merged."""
        count = 0
        for copy in self.pending():
            outcome = self.merge_one(copy)
            if outcome is None:
                break
            count += outcome
        return count

    def merge_one(self, copy: ConflictCopy) -> bool | None:
        """Merge ``copy`` as the writer settles it: True when merged and saved, False when it
        could not be (the writer was told why), None when the writer cancelled."""
        project = self.controller.project
        store = project.store if project is not None else None
        if store is None or store.versions is None:
            return False
        prompts = self.prompts()
        try:
            result = merge_copy(store.root, self.controller.snapshot(), copy, store.versions.bases)
        except CopyUnreadableError as error:
            self._done.add(copy.path)  # offered again when the project next opens
            prompts.error(
                self.tr("Could not merge the copy"), self.words.copy_unread(copy), str(error)
            )
            return False
        resolutions = prompts.merge(result.merge, intro=self.words.copy_intro(result))
        if resolutions is None:
            return None
        return self._take(result, resolutions)

    def _take(self, result: CopyMerge, resolutions: dict[str, Any]) -> bool:
        controller = self.controller
        store = controller.project.store if controller.project else None
        assert store is not None and store.versions is not None
        name = self.words.copy_label(result)
        label = self.tr("Merge the conflicted copy of “%1”").replace("%1", name)
        merged = result.merge.world(resolutions)
        edit = TakeVersion.between(controller.snapshot(), merged, label)
        prompts = self.prompts()
        if not edit.is_empty:
            try:
                controller.push(edit, label)
            except EditError as error:
                prompts.error(self.tr("Could not merge the copy"), str(error))
                return False
        try:
            kept = save_merge(store.root, result, store.versions.bases, controller.save)
        except StorageError as error:
            prompts.error(self.tr("Could not save"), *describe_storage_error(error))
            return False
        self._done.add(result.copy.path)
        log.info("merged %s, kept in %s", result.copy.path, kept)
        self.merged.emit(
            self.tr("Merged the conflicted copy of “%1”; the copy is kept in %2")
            .replace("%1", name)
            .replace("%2", MERGED_COPIES)
        )
        return True


__all__ = ["CopyMerges"]
