"""The main window's commands for getting the book out and keeping every version: Export
Manuscript, snapshots, backups, and the only two ways anything is destroyed (Empty Trash and
Delete Permanently). The work itself is done in ``assistant.export`` and ``assistant.world``;
this module asks the writer and shows the outcome."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QWidget,
)

from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.window.project_files import ProjectFiles
from assistant.gui.window.shell import WindowShell
from assistant.world.backup import (
    MAX_KEEP,
    BackupError,
    BackupSettings,
    create_backup,
    default_folder,
    load_settings,
    restore_backup,
    save_settings,
)
from assistant.world.edits.deletion import (
    DeletePermanently,
    DeletionSummary,
    summarize,
    trashed_top_level,
)
from assistant.world.errors import EditError
from assistant.world.ids import is_document_id
from assistant.world.model import Folder
from assistant.world.snapshots.store import SnapshotError

log = logging.getLogger(__name__)


class KeepingPrompts(QObject):
    """The questions these commands ask; tests replace it with scripted answers."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.parent_widget = parent

    def confirm_delete(self, summary: DeletionSummary, *, emptying: bool, name: str = "",
                       count: int = 0) -> bool:
        """Ask before destroying: names how many documents and words go, and what undo can
        still do about it."""
        box = QMessageBox(self.parent_widget)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Empty Trash") if emptying else self.tr("Delete Permanently"))
        if emptying:
            box.setText(self.tr("Delete everything in the trash for good?"))
        elif name:
            box.setText(self.tr("Delete “%1” for good?").replace("%1", name))
        else:
            box.setText(self.tr("Delete the %Ln selected items for good?", "", count))
        locale = self.parent_widget.locale()
        lines = [
            self.tr("Documents: %1").replace("%1", locale.toString(summary.documents)),
            self.tr("Words: %1").replace("%1", locale.toString(summary.words)),
        ]
        others = summary.folders + summary.entities
        if others:
            lines.append(self.tr("Folders and entries: %1").replace("%1", locale.toString(others)))
        lines.append("")
        lines.append(self.tr(
            "You can still take this back with Edit ▸ Undo until you close the project. "
            "After that it is gone for good, with its snapshots, except in backups made "
            "before now."
        ))
        box.setInformativeText("\n".join(lines))
        delete = box.addButton(
            self.tr("Empty Trash") if emptying else self.tr("Delete Permanently"),
            QMessageBox.ButtonRole.DestructiveRole,
        )
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.exec()
        return box.clickedButton() is delete

    def snapshot_name(self, title: str) -> str | None:
        name, ok = QInputDialog.getText(
            self.parent_widget, self.tr("Take Named Snapshot"),
            self.tr("A name for the snapshot of “%1”:").replace("%1", title),
        )
        return name if ok else None

    def choose_backup_zip(self, start: Path) -> Path | None:
        path, _filter = QFileDialog.getOpenFileName(
            self.parent_widget, self.tr("Restore Backup"), str(start),
            self.tr("Quire backups (*.zip)"),
        )
        return Path(path) if path else None

    def choose_restore_destination(self, suggestion: Path) -> Path | None:
        path, _filter = QFileDialog.getSaveFileName(
            self.parent_widget, self.tr("Restore the Backup As"), str(suggestion), "", "",
            QFileDialog.Option.DontConfirmOverwrite,
        )
        return Path(path) if path else None

    def backup_settings(self, settings: BackupSettings, default: Path) -> BackupSettings | None:
        dialog = BackupSettingsDialog(settings, default, self.parent_widget)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.settings()


class BackupSettingsDialog(QDialog):
    """Where this project's backups go, how many are kept, and whether closing makes one."""

    def __init__(self, settings: BackupSettings, default: Path,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("backupSettings")
        self.setWindowTitle(self.tr("Backups"))
        form = QFormLayout(self)
        self.folder = QLineEdit(settings.folder, self)
        self.folder.setObjectName("backupFolder")
        self.folder.setPlaceholderText(str(default))
        browse = QPushButton(self.tr("&Browse…"), self)
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.folder, 1)
        row.addWidget(browse)
        folder_label = QLabel(self.tr("&Folder:"), self)
        folder_label.setBuddy(self.folder)  # a layout as the field has no buddy of its own
        form.addRow(folder_label, row)
        self.keep = QSpinBox(self)
        self.keep.setObjectName("backupKeep")
        self.keep.setRange(1, MAX_KEEP)
        self.keep.setValue(settings.keep)
        form.addRow(self.tr("&Keep the newest:"), self.keep)
        self.on_close = QCheckBox(self.tr("Back up when the project &closes"), self)
        self.on_close.setObjectName("backupOnClose")
        self.on_close.setChecked(settings.on_close)
        form.addRow(self.on_close)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _browse(self) -> None:
        path = QFileDialog.getExistingDirectory(
            self, self.tr("Backup Folder"), self.folder.text() or self.folder.placeholderText()
        )
        if path:
            self.folder.setText(path)

    def settings(self) -> BackupSettings:
        return BackupSettings(self.folder.text().strip(), self.keep.value(),
                              self.on_close.isChecked())


class KeepingActions(QObject):
    """The actions, their menus, and what they do."""

    def __init__(self, window: WindowShell, files: ProjectFiles) -> None:
        super().__init__(window)
        self.window = window
        self.files = files
        self.controller = window.controller
        self.prompts = KeepingPrompts(window)
        self.dialog: QDialog | None = None

        def action(text: str, slot, shortcut: str | None = None, name: str = "") -> QAction:
            act = QAction(text, window)
            act.triggered.connect(lambda _checked=False: slot())
            if shortcut:
                act.setShortcut(QKeySequence(shortcut))
            act.setObjectName(name)
            return act

        self.export = action(self.tr("&Export Manuscript…"), self.export_manuscript,
                             "Ctrl+Shift+E", "exportManuscript")
        self.back_up = action(self.tr("&Back Up Now"), self.back_up_now, name="backUpNow")
        self.restore_backup = action(self.tr("Restore Backu&p…"), self.restore_from_backup,
                                     name="restoreBackup")
        self.backup_settings = action(self.tr("Bac&kup Settings…"), self.edit_backup_settings,
                                      name="backupSettings")
        self.take_snapshot = action(self.tr("Take &Snapshot"), self.take_snapshots, "Ctrl+Alt+S",
                                    "takeSnapshot")
        self.take_named_snapshot = action(self.tr("Take &Named Snapshot…"),
                                          lambda: self.take_snapshots(named=True),
                                          name="takeNamedSnapshot")
        self.snapshots = action(self.tr("Snapshots (&Compare and Restore)…"),
                                self.show_snapshots, "Ctrl+Alt+R", "showSnapshots")
        self.empty_trash = action(self.tr("Empty &Trash…"), self.empty_the_trash,
                                  name="emptyTrash")
        self.delete_permanently = action(self.tr("Delete &Permanently…"),
                                         self.delete_selected_permanently,
                                         name="deletePermanently")

    # -- menus -----------------------------------------------------------------------------------

    def add_to_file_menu(self, menu: QMenu, before: QAction) -> None:
        for act in (self.export, None, self.back_up, self.restore_backup, self.backup_settings,
                    None):
            if act is None:
                menu.insertSeparator(before)
            else:
                menu.insertAction(before, act)

    def add_document_menu(self, bar, before: QAction | None) -> QMenu:
        menu = QMenu(self.tr("&Document"), bar)
        for act in (self.take_snapshot, self.take_named_snapshot, self.snapshots):
            menu.addAction(act)
        if before is not None:
            bar.insertMenu(before, menu)
        else:
            bar.addMenu(menu)
        self.document_menu = menu
        return menu

    def add_to_project_menu(self, menu: QMenu) -> None:
        menu.addSeparator()
        menu.addAction(self.delete_permanently)
        menu.addAction(self.empty_trash)

    def update_enabled(self) -> None:
        is_open = self.controller.is_open
        for act in (self.export, self.back_up, self.backup_settings, self.take_snapshot,
                    self.take_named_snapshot, self.snapshots, self.empty_trash,
                    self.delete_permanently):
            act.setEnabled(is_open)

    # -- helpers ---------------------------------------------------------------------------------

    def _status(self, text: str, ms: int = 6000) -> None:
        self.window.statusBar().showMessage(text, ms)

    def _target_documents(self) -> list[str]:
        """The documents a snapshot command acts on: those selected in the tree when it has
        the focus (folders bring their documents), else the open document."""
        world = self.controller.world
        if world is None:
            return []
        tree = self.window.tree
        if tree.hasFocus():
            chosen: list[str] = []
            for key in tree.selected_keys():
                if key in world.documents:
                    chosen.append(key)
                elif key in world.folders:
                    chosen.extend(n.id for _d, n in world.walk(key) if not isinstance(n, Folder))
            if chosen:
                return list(dict.fromkeys(chosen))
        editor = self.window.tabs.current_editor()
        if isinstance(editor, DocumentEditor) and editor.doc_id in world.documents:
            return [editor.doc_id]
        key = tree.current_key()
        if key is not None and is_document_id(key) and key in world.documents:
            return [key]
        return []

    # -- export ----------------------------------------------------------------------------------

    def export_manuscript(self) -> None:
        if not self.controller.is_open:
            return
        from assistant.gui.transfer.export_dialog import ExportDialog

        dialog = ExportDialog(self.controller, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.exported.connect(self._on_exported)
        self.dialog = dialog
        dialog.open()

    def _on_exported(self, result) -> None:
        self._status(
            self.tr("Exported to “%1” (%Ln words)", "", result.words).replace(
                "%1", str(result.path)
            ),
            10000,
        )

    # -- snapshots -------------------------------------------------------------------------------

    def take_snapshots(self, *, named: bool = False) -> list[str]:
        """Snapshot the target documents; returns the new snapshots' ids."""
        auto = self.controller.auto_snapshots
        world = self.controller.world
        targets = self._target_documents()
        if auto is None or world is None or not targets:
            self._status(self.tr("Choose a document to take a snapshot of."))
            return []
        name = ""
        if named:
            title = world.documents[targets[0]].title if len(targets) == 1 else ""
            answer = self.prompts.snapshot_name(title)
            if answer is None:
                return []
            name = answer
        taken: list[str] = []
        try:
            for doc_id in targets:
                taken.append(auto.store.take(world.documents[doc_id], name=name).id)
        except SnapshotError as exc:
            self.window.prompts.error(
                self.tr("Could not take the snapshot"),
                self.tr(
                    "Quire could not save the snapshot in the project's .quire folder. Check "
                    "that the folder can be written to, then take the snapshot again."
                ),
                str(exc),  # what failed, in technical English, under Show Details
            )
            return taken
        if len(targets) == 1:
            self._status(self.tr("Snapshot taken of “%1”").replace(
                "%1", world.documents[targets[0]].title))
        else:
            self._status(self.tr("Snapshots taken of %Ln documents", "", len(targets)))
        return taken

    def show_snapshots(self) -> None:
        targets = self._target_documents()
        if not targets or self.controller.root is None:
            self._status(self.tr("Choose a document to see its snapshots."))
            return
        from assistant.gui.editor.snapshots_dialog import SnapshotsDialog

        dialog = SnapshotsDialog(self.controller, targets[0], self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.open()

    # -- backups ---------------------------------------------------------------------------------

    def back_up_now(self) -> Path | None:
        root = self.controller.root
        if root is None:
            return None
        if self.controller.is_modified and not self.files.save():
            return None
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            path = create_backup(root)
        except BackupError as exc:
            self.window.prompts.error(self.tr("Could not make the backup"), str(exc))
            return None
        finally:
            QGuiApplication.restoreOverrideCursor()
        self._status(self.tr("Backed up to “%1”").replace("%1", str(path)), 10000)
        return path

    def restore_from_backup(self) -> Path | None:
        """Open a backup zip as a new project (the open one is saved and closed first)."""
        root = self.controller.root
        start = default_folder(root) if root is not None else Path.home()
        if root is not None:
            settings = load_settings(root)
            start = settings.folder_for(root)
        zip_path = self.prompts.choose_backup_zip(start if start.is_dir() else Path.home())
        if zip_path is None:
            return None
        base = root.parent if root is not None else zip_path.parent.parent
        stem = zip_path.stem
        suggestion = base / self.tr("%1 (restored)").replace("%1", stem)
        destination = self.prompts.choose_restore_destination(suggestion)
        if destination is None:
            return None
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            report = restore_backup(zip_path, destination)
        except BackupError as exc:
            self.window.prompts.error(self.tr("Could not restore the backup"), str(exc))
            return None
        finally:
            QGuiApplication.restoreOverrideCursor()
        if not self.files.open_project(report.root):
            return None
        self._status(self.tr("Restored the backup as “%1”").replace("%1", str(report.root)),
                     10000)
        return report.root

    def edit_backup_settings(self) -> None:
        root = self.controller.root
        if root is None:
            return
        chosen = self.prompts.backup_settings(load_settings(root), default_folder(root))
        if chosen is None:
            return
        try:
            save_settings(root, chosen)
        except OSError as exc:
            self.window.prompts.error(self.tr("Could not save the backup settings"), str(exc))

    # -- destroying ------------------------------------------------------------------------------

    def _delete(self, ids: tuple[str, ...], *, emptying: bool, label: str,
                name: str = "") -> bool:
        world = self.controller.world
        if world is None or not ids:
            return False
        summary = summarize(world, ids)
        if not self.prompts.confirm_delete(summary, emptying=emptying, name=name,
                                           count=len(ids)):
            return False
        try:
            self.controller.push(DeletePermanently(ids), label)
        except EditError as exc:
            self.window.prompts.error(self.tr("Could not delete"), str(exc))
            return False
        return True

    def empty_the_trash(self) -> bool:
        world = self.controller.world
        if world is None:
            return False
        ids = trashed_top_level(world)
        if not ids:
            self._status(self.tr("The trash is empty."))
            return False
        return self._delete(ids, emptying=True, label=self.tr("Empty Trash"))

    def delete_selected_permanently(self) -> bool:
        world = self.controller.world
        if world is None:
            return False
        keys = [k for k in self.window.tree.selected_keys()
                if world.has(k) and world.is_trashed(k)]
        if not keys:
            self._status(self.tr("Select something in the trash to delete it permanently."))
            return False
        keys = [k for k in keys if not any(world.is_ancestor(o, k) for o in keys if o != k)]
        name = ""
        if len(keys) == 1:
            node = world.node(keys[0]) or world.entities.get(keys[0])
            name = getattr(node, "title", None) or getattr(node, "name", keys[0])
            label = self.tr("Delete “%1” permanently").replace("%1", name)
        else:
            label = self.tr("Delete %Ln items permanently", "", len(keys))
        return self._delete(tuple(keys), emptying=False, label=label, name=name)
