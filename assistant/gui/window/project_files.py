"""The window's project files: open, close, make and import a project, save (now, on the
autosave's timer, before leaving), and the files another program changed on disk.

A command object like :mod:`~assistant.gui.window.keeping`: the window owns it, and its menus
and the controller's signals call it. Files changed on disk are offered for reload, never
overwritten silently.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from assistant.gui.app.background import run_in_background
from assistant.gui.merge.disk_merge import DiskMerge, DiskVersion, Outcome
from assistant.gui.project.project_index import after_later_work
from assistant.gui.transfer.storage_text import describe_storage_error
from assistant.gui.window.layout_state import LayoutState
from assistant.gui.window.questions import ExternalChoice, Prompts
from assistant.gui.window.shell import WindowShell
from assistant.world.errors import ExternalChangeError, ProjectLockedError, StorageError
from assistant.world.ids import new_document_id
from assistant.world.model import Document, DocumentKind, FrozenMap, ProjectMeta, World
from assistant.world.problems import ProblemKind
from assistant.world.storage.lock import LockedOnAnotherComputerError
from assistant.world.storage.store import ProjectStore

if TYPE_CHECKING:
    from assistant.gui.merge.copy_merges import CopyMerges

log = logging.getLogger(__name__)

_SAID_BY_THE_SERIES_BAR = frozenset({ProblemKind.SERIES_MISSING, ProblemKind.SERIES_UNREADABLE})
"""A series that could not be read: the bar above the tree says so (see
:mod:`assistant.gui.series.offline_bar`), not a dialog at every opening."""


def _writing_language() -> str:
    """The language a new project is written in, to begin with: the one Quire speaks to the
    writer, when its spelling dictionary is there; else English."""
    from assistant.world.spelling import DICTIONARY_TAGS

    code = QLocale().name().split("_")[0]
    return code if code in DICTIONARY_TAGS else "en"


class ProjectFiles(QObject):
    """Opening, closing, making, importing and saving the window's project; see the module doc."""

    def __init__(self, window: WindowShell, layout_state: LayoutState) -> None:
        super().__init__(window)
        self.window = window
        self.layout_state = layout_state
        self.controller = window.controller
        self.import_window: QObject | None = None
        self._asking = False
        self._dismissed: tuple | None = None
        """The external changes the writer chose to keep out (not asked about again)."""
        self.disk_merge = DiskMerge(self.controller, lambda: self.prompts)
        self._copy_merges: CopyMerges | None = None
        self.controller.project_opened.connect(self._on_project_opened)
        self.controller.autosave_due.connect(self.autosave)
        self.controller.disk_changed.connect(self.check_disk_soon)
        self._looking = False
        self._look_again = False
        app = QGuiApplication.instance()
        if app is not None:
            app.applicationStateChanged.connect(self._on_application_state)

    @property
    def copy_merges(self) -> CopyMerges:
        """The merging of conflicted copies a sync service left, made when first needed:
        its modules are read after the window's first paint, not before."""
        if self._copy_merges is None:
            from assistant.gui.merge.copy_merges import CopyMerges

            self._copy_merges = CopyMerges(self.controller, lambda: self.prompts)
            self._copy_merges.merged.connect(lambda text: self._status(text, 8000))
        return self._copy_merges

    @property
    def prompts(self) -> Prompts:
        return self.window.prompts

    def _status(self, text: str, ms: int) -> None:
        self.window.statusBar().showMessage(text, ms)

    # -- opening and closing -----------------------------------------------------------------------

    def open_project(self, path: Path | str) -> bool:
        """Open the project folder at ``path`` here (saving the current one first)."""
        path = Path(path).expanduser()
        controller = self.controller
        root = controller.root
        if root is not None and root.resolve() == path.resolve():
            return True
        if not self.save_before_leaving():
            return False
        if controller.is_open:
            self.layout_state.remember_tabs()
        if not self._open_here(path):
            return False
        world = controller.world
        self.window.recent.add(path, world.meta.title if world is not None else "")
        store = controller.project.store if controller.project else None
        found = store.problems if store is not None else ()
        problems = [p for p in found if p.kind not in _SAID_BY_THE_SERIES_BAR]
        if problems:
            copies = len(self.copy_merges.pending())
            if self.prompts.load_problems(path, problems, copies=copies):
                self.copy_merges.merge_all()
        return True

    def _open_here(self, path: Path) -> bool:
        """Have the controller open ``path``, asking the writer about a lock that Quire on
        another computer left; False (the writer told why) when it is not opened."""
        take_over = False
        while True:
            try:
                self.controller.open(path, take_over=take_over)
                return True
            except LockedOnAnotherComputerError as error:
                if take_over or not self.prompts.open_anyway(path, error.holder.host, str(error)):
                    return False
                take_over = True
            except ProjectLockedError as error:
                self.prompts.locked(path, str(error))
                return False
            except StorageError as error:
                self.prompts.error(
                    self.tr("Could not open the project"),
                    self.tr("“{path}” could not be opened as a Quire project.").format(path=path),
                    str(error),
                )
                return False

    def close_project(self) -> bool:
        """Save and close the open project; False when the writer chose to keep it open."""
        if not self.controller.is_open:
            return True
        if not self.save_before_leaving():
            return False
        self.layout_state.remember_tabs()
        self.controller.close()
        return True

    def new_project(self) -> bool:
        """Ask for a title, author and place, make the project there and open it."""
        details = self.prompts.new_project_details(None)
        if details is None:
            return False
        path = details.folder
        if path.exists() and (not path.is_dir() or any(path.iterdir())):
            self.prompts.error(
                self.tr("Could not create the project"),
                self.tr("“{path}” already exists. Choose a new name or an empty folder.").format(
                    path=path
                ),
            )
            return False
        first = Document(new_document_id(), self.tr("Chapter 1"), "", DocumentKind.CHAPTER)
        world = World(documents=FrozenMap({first.id: first}), root=(first.id,))
        try:
            meta = ProjectMeta(
                title=details.title, author=details.author, language=_writing_language()
            )
            ProjectStore.create(path, meta, world)
        except StorageError as error:
            self.prompts.error(self.tr("Could not create the project"), str(error))
            return False
        return self.open_project(path)

    def open_dialog(self) -> bool:
        root = self.controller.root
        path = self.prompts.choose_project_folder(root.parent if root else None)
        return self.open_project(path) if path is not None else False

    def merge_copies(self) -> bool:
        """File ▸ Merge Conflicted Copies…: merge, one after another, the conflicted copies of
        the project's files found when it opened; True when at least one was merged."""
        if not self.controller.is_open:
            return False
        if not self.copy_merges.look_again():
            self._status(self.tr("No conflicted copies to merge"), 5000)
            return False
        return self.copy_merges.merge_all() > 0

    # -- importing ---------------------------------------------------------------------------------

    def import_dialog(self) -> bool:
        """File ▸ Import…: choose a vault, a novelWriter or Scrivener project or a folder, then
        review and run the import in its dialog; the report shows when it is done."""
        from assistant.gui.transfer.import_dialog import ImportDialog

        root = self.controller.root
        source = self.prompts.choose_import_source(root.parent if root else None)
        if source is None:
            return False
        name = source.name.removesuffix(".scriv")
        suggestion = source.parent / self.tr("{name} (Quire)").format(name=name)
        dialog = ImportDialog(
            source, suggestion, self.prompts.choose_import_destination, self.window
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.imported.connect(self._on_imported)
        self.import_window = dialog
        dialog.open()
        return True

    def _on_imported(self, report) -> None:
        if not self.open_project(report.root):
            return
        self._status(
            self.tr("%Ln documents imported", "", report.documents)
            + " · "
            + self.tr("%Ln words", "", report.words),
            8000,
        )
        self.prompts.import_report(report)

    # -- saving ------------------------------------------------------------------------------------

    def save(self) -> bool:
        """Save now. Files changed on disk by another program are offered for reload, never
        overwritten silently. True when nothing unsaved is left."""
        if not self.controller.is_open:
            return True
        try:
            self.controller.save()
        except ExternalChangeError as error:
            return self._resolve_external(error.paths)
        except StorageError as error:
            self.window.set_save_state(self.tr("Saving failed"))
            self.prompts.error(self.tr("Could not save"), *describe_storage_error(error))
            return False
        return True

    def autosave(self) -> None:
        """Save on the autosave's timer, unless the writer is being asked something."""
        if self._asking or QApplication.activeModalWidget() is not None:
            self.controller.postpone_autosave()
            return
        self.save()

    def save_before_leaving(self) -> bool:
        """Save before the project closes (or the window does); when saving fails, ask
        whether to leave anyway. False when the writer chose to stay."""
        if not self.controller.is_open or not self.controller.is_modified:
            return True
        if self.save():
            return True
        return self.prompts.close_unsaved(self.tr("The project could not be written."))

    # -- files changed on disk ---------------------------------------------------------------------

    def check_disk(self) -> None:
        """Offer to reload project files another program changed (when it has not been
        declined already for these very changes)."""
        if self._asking or not self.controller.is_open:
            return
        try:
            paths = self.controller.external_changes()
        except StorageError:
            log.exception("could not check the project folder")
            return
        self._offer(paths)

    def check_disk_soon(self) -> None:
        """:meth:`check_disk`, with the folder compared on a thread of its own (it reads a
        stamp of every file): what it found is offered only while the same project is open
        and no file of it was read or written meanwhile; else the folder is looked at again."""
        store = self.controller.project.store if self.controller.project else None
        if self._asking or store is None:
            return
        if self._looking:
            self._look_again = True
            return
        look = store.disk_look()
        if look is None:
            return
        self._looking, self._look_again = True, False

        def found(paths: list[str]) -> None:
            self._looking = False
            current = self.controller.project.store if self.controller.project else None
            if current is not store:  # closed, or another opened: nothing of this one to offer
                if current is not None and self._look_again:
                    self.check_disk_soon()
                return
            if self._look_again or not store.look_still_holds(look):
                self.check_disk_soon()  # saved or read meanwhile: what was found may be stale
            elif not self._asking:
                self._offer(paths)

        def failed(error: BaseException) -> None:
            self._looking = False
            log.error("could not check the project folder: %s", error)

        run_in_background(look.external_changes, self, found, failed, name="quire-disk-check")

    def _offer(self, paths: list[str]) -> None:
        if not paths:
            self._dismissed = None
            return
        if self._signature(paths) == self._dismissed:
            return
        self._asking = True
        try:
            copies = self.copy_merges.arrived(paths)  # a sync service's copies, merged
        finally:
            self._asking = False
        if copies:
            remaining = self.controller.external_changes()
            self._dismissed = self._signature(remaining) if remaining else None
            return
        self._resolve_external(paths)

    def _signature(self, paths: list[str]) -> tuple:
        root = self.controller.root
        assert root is not None
        items = []
        for rel in paths:
            try:
                stat = os.stat(root / rel)
                items.append((rel, stat.st_mtime_ns, stat.st_size))
            except OSError:
                items.append((rel, None, None))
        return tuple(items)

    def _resolve_external(self, paths: list[str]) -> bool:
        """Ask what to do about files changed on disk; True when nothing unsaved is left."""
        self._asking = True
        try:
            while True:
                version = self.disk_merge.read()
                choice = self.prompts.external_change(
                    paths,
                    unsaved=self.controller.is_modified,
                    merge=version.merge if version is not None else None,
                )
                if choice is not ExternalChoice.MERGE or version is None:
                    break
                outcome = self._merge(version)
                if outcome is Outcome.STALE:  # changed again while the writer looked
                    paths = self.controller.external_changes() or paths
                    continue
                if outcome is Outcome.MERGED:
                    return True
                if outcome is Outcome.FAILED:
                    return False
                choice = ExternalChoice.CANCEL
                break
        finally:
            self._asking = False
        if choice is ExternalChoice.RELOAD:
            try:
                self.controller.reload()
            except StorageError as error:
                self.prompts.error(self.tr("Could not reload the project"), str(error))
                return False
            self._dismissed = None
            self._status(self.tr("Reloaded from disk"), 5000)
            return True
        if choice is ExternalChoice.KEEP_MINE:
            try:
                self.controller.save(force=True)
            except StorageError as error:
                self.prompts.error(self.tr("Could not save"), *describe_storage_error(error))
                return False
            self._dismiss_added()
            return True
        self._dismissed = self._signature(paths)
        self.window.set_save_state(self.tr("Not saved: files changed on disk"))
        return False

    def _merge(self, version: DiskVersion) -> Outcome:
        """Merge the files on disk with the open project: at once when nothing clashed (the
        writer saw what comes from where), else after the writer settled it in the merge
        view."""
        resolutions = {} if version.clean else self.prompts.merge(version.merge)
        if resolutions is None:
            return Outcome.CANCELLED
        outcome = self.disk_merge.take(version, resolutions)
        if outcome is Outcome.MERGED:
            self._dismiss_added()
            self._status(self.tr("Merged with the files on disk"), 5000)
        return outcome

    def _dismiss_added(self) -> None:
        """What is left after writing this version over the changed files are files another
        program added, which Quire leaves alone: don't ask again until they change once more."""
        remaining = self.controller.external_changes()
        self._dismissed = self._signature(remaining) if remaining else None

    def _on_project_opened(self) -> None:
        self._dismissed = None

    def _on_application_state(self, state: Qt.ApplicationState) -> None:
        if state == Qt.ApplicationState.ApplicationActive:
            # at the start (the files read a moment ago), the look waits with the project's
            # later work: a stamp of 50,000 files, taken while the window drew its panel, had
            # the two share the interpreter and made the drawing twice as long
            QTimer.singleShot(0, self, lambda: after_later_work(self.check_disk_soon))
