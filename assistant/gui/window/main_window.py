"""The main window: the project tree on the left, editors in tabs in the middle, the
assistant on the right; menus, the undo history, the status bar, saving and the lock."""

from __future__ import annotations

import hashlib
import itertools
import json
import logging
import os
from pathlib import Path

from PySide6.QtCore import QByteArray, QLocale, QSettings, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QWidget,
)

from assistant.gui.app.actions import Shortcut, make_action
from assistant.gui.app.manual import ManualWindow, ShortcutsDialog
from assistant.gui.app.recent import RecentProjects
from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.editor.editor_tabs import EditorTabs
from assistant.gui.editor.inspector import Inspector
from assistant.gui.project.project_search import ProjectSearchPanel
from assistant.gui.project.project_tree import ProjectTreeView
from assistant.gui.transfer.storage_text import describe_storage_error
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.questions import ExternalChoice, Prompts
from assistant.gui.window.undo_actions import StepAction
from assistant.gui.window.undo_history import UndoHistoryView
from assistant.world.edits import ChangeFlag
from assistant.world.errors import ExternalChangeError, ProjectLockedError, StorageError
from assistant.world.ids import new_document_id
from assistant.world.model import Document, DocumentKind, FrozenMap, ProjectMeta, World, count_words
from assistant.world.storage.store import ProjectStore

log = logging.getLogger(__name__)

WORD_COUNT_DELAY_MS = 250

MIN_EDITOR_WIDTH = 440
"""The editor keeps at least this width: side panes shrink first. Only a window too small for
it and the panes' own minimums lets the editor go narrower, down to SMALLEST_EDITOR_WIDTH."""
SMALLEST_EDITOR_WIDTH = 240
MIN_TREE_WIDTH = 160
"""The project tree never gets narrower than this (its titles stay readable)."""

SIDE_SHARES = (0.18, 0.27)
"""The project tree's and the assistant's share of a new window's width (within the limits
below), so a small screen gives the editor the space first."""
TREE_WIDTHS = (180, 280)
ASSISTANT_WIDTHS = (280, 380)


def _writing_language() -> str:
    """The language a new project is written in, to begin with: the one Quire speaks to the
    writer, when its spelling dictionary is there; else English."""
    from assistant.world.spelling import DICTIONARY_TAGS

    code = QLocale().name().split("_")[0]
    return code if code in DICTIONARY_TAGS else "en"


def _project_settings_key(root: Path) -> str:
    digest = hashlib.sha1(str(root.resolve()).encode("utf-8")).hexdigest()[:16]
    return f"projects/{digest}"


class MainWindow(QMainWindow):
    """One project in one window. All changes go through ``controller``."""

    def __init__(
        self,
        controller: ProjectController,
        settings: QSettings | None = None,
        *,
        with_assistant: bool = True,
    ) -> None:
        super().__init__()
        self.controller = controller
        self.settings = settings if settings is not None else QSettings()
        self.recent = RecentProjects(self.settings)
        self.prompts = Prompts(self)
        self._asking = False
        self._dismissed: tuple | None = None
        self._counted_editors: set[QWidget] = set()
        self._fit_docks_on_show = False
        self.setObjectName("mainWindow")
        self.setWindowTitle(self.tr("Quire"))
        self.resize(1360, 860)
        self.setDockOptions(
            QMainWindow.DockOption.AnimatedDocks | QMainWindow.DockOption.AllowTabbedDocks
        )

        self._build_center()
        self._build_tree_dock()
        self._build_undo_dock()
        self._build_search_dock()
        self.assistant_panel = self._build_assistant_dock() if with_assistant else None
        self._build_inspector_dock()
        self._build_actions()
        self._build_menus()
        self._build_keeping()
        self._build_continuity()
        self._build_status_bar()
        self._build_writing_tools()
        self._connect_assistant_start_page()

        self._word_timer = QTimer(self)
        self._word_timer.setSingleShot(True)
        self._word_timer.setInterval(WORD_COUNT_DELAY_MS)
        self._word_timer.timeout.connect(self.update_word_count)

        controller.project_opened.connect(self._on_project_opened)
        controller.project_closed.connect(self._on_project_closed)
        controller.world_changed.connect(self._on_world_changed)
        controller.document_requested.connect(self._on_document_requested)
        controller.passage_requested.connect(self.show_hit)
        controller.undo_stack.cleanChanged.connect(self._update_modified)
        controller.autosave_due.connect(self._autosave)
        controller.disk_changed.connect(self.check_disk)
        controller.words_counted.connect(self.update_word_count)
        controller.saved.connect(lambda _report: self._set_save_state(self.tr("All changes saved")))
        app = QGuiApplication.instance()
        if app is not None:
            app.applicationStateChanged.connect(self._on_application_state)
        self._restore_geometry()
        self._update_enabled()
        if controller.is_open:
            self._on_project_opened()

    # -- building ------------------------------------------------------------------------------

    def _build_center(self) -> None:
        self.tabs = EditorTabs(self.controller, self)
        self.tabs.current_key_changed.connect(self._on_current_tab)
        self.tabs.problem.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.controller.edit_refused.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.placeholder = QLabel(self)
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setWordWrap(True)
        self.placeholder.setEnabled(False)
        self.center = QStackedWidget(self)
        self.center.setMinimumWidth(SMALLEST_EDITOR_WIDTH)  # raised by _fit_minimums
        self.center.addWidget(self.placeholder)
        self.center.addWidget(self.tabs)
        self.setCentralWidget(self.center)
        self.tabs.currentChanged.connect(self._update_center)

    def _build_tree_dock(self) -> None:
        self.tree = ProjectTreeView(self.controller, self)
        self.tree.setObjectName("projectTree")
        self.tree.open_requested.connect(self._open_from_tree)
        self.tree_dock = QDockWidget(self.tr("Project"), self)
        self.tree_dock.setObjectName("projectDock")
        self.tree_dock.setWidget(self.tree)
        self.tree_dock.setMinimumWidth(MIN_TREE_WIDTH)
        self.tree_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.tree_dock)

    def _build_undo_dock(self) -> None:
        self.undo_view = UndoHistoryView(self.controller.undo_gate, self)
        self.undo_view.setEmptyLabel(self.tr("As opened"))
        self.undo_view.setCleanIcon(
            self.style().standardIcon(self.style().StandardPixmap.SP_DialogSaveButton)
        )
        self.undo_dock = QDockWidget(self.tr("Undo History"), self)
        self.undo_dock.setObjectName("undoDock")
        self.undo_dock.setWidget(self.undo_view)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.undo_dock)
        self.undo_dock.hide()

    def _build_search_dock(self) -> None:
        """Search and replace across the project, in a tab beside the project tree."""
        self.project_search = ProjectSearchPanel(self.controller, self.show_hit, self)
        self.search_dock = QDockWidget(self.tr("Search"), self)
        self.search_dock.setObjectName("searchDock")
        self.search_dock.setWidget(self.project_search)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.search_dock)
        self.tabifyDockWidget(self.tree_dock, self.search_dock)
        self.search_dock.hide()

    def _build_inspector_dock(self) -> None:
        """The synopsis, status, tags and length of the document in front, on the right
        (in a tab beside the assistant)."""
        self.inspector = Inspector(self.controller, self)
        self.inspector_dock = QDockWidget(self.tr("Inspector"), self)
        self.inspector_dock.setObjectName("inspectorDock")
        self.inspector_dock.setWidget(self.inspector)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.inspector_dock)
        if self.assistant_panel is not None:
            self.tabifyDockWidget(self.assistant_dock, self.inspector_dock)
            self.assistant_dock.raise_()
        self.tabs.current_key_changed.connect(self.inspector.show_key)

    def _build_assistant_dock(self) -> QWidget | None:
        try:
            from assistant.gui.assistant.panel import AssistantPanel
        except ImportError:
            log.info("the assistant panel is not available", exc_info=True)
            return None
        panel = AssistantPanel(self.controller, parent=self)
        self.assistant_dock = QDockWidget(self.tr("Assistant"), self)
        self.assistant_dock.setObjectName("assistantDock")
        self.assistant_dock.setWidget(panel)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.assistant_dock)
        return panel

    def _action(self, text: str, slot, shortcut: Shortcut = None, name: str = "") -> QAction:
        return make_action(self, text, slot, shortcut, name=name)

    def _build_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.new_action = self._action(self.tr("&New Project…"), self.new_project, keys.New)
        self.open_action = self._action(self.tr("&Open Project…"), self.open_dialog, keys.Open)
        self.import_action = self._action(self.tr("&Import…"), self.import_dialog)
        self.save_action = self._action(self.tr("&Save"), self.save, keys.Save)
        self.close_action = self._action(self.tr("&Close Project"), self.close_project)
        self.settings_action = self._action(
            self.tr("Se&ttings…"), self.open_settings, keys.Preferences
        )
        if self.settings_action.shortcut().isEmpty():
            self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.quit_action = self._action(self.tr("&Quit"), self.close, keys.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

        gate = self.controller.undo_gate
        self.undo_action = StepAction(gate, self, redo=False)
        self.redo_action = StepAction(gate, self, redo=True)
        self.find_action = self._action(self.tr("&Find…"), lambda: self.show_find(False), keys.Find)
        self.replace_action = self._action(
            self.tr("Find and R&eplace…"), lambda: self.show_find(True), QKeySequence("Ctrl+H")
        )
        self.close_tab_action = self._action(
            self.tr("C&lose Tab"), self.close_current_tab, keys.Close
        )
        self.next_tab_action = self._action(
            self.tr("Next Tab"), lambda: self._cycle_tab(1), "Ctrl+PgDown"
        )
        self.previous_tab_action = self._action(
            self.tr("Previous Tab"), lambda: self._cycle_tab(-1), "Ctrl+PgUp"
        )
        self.focus_tree_action = self._action(
            self.tr("Go to Project Tree"), self.focus_tree, "Ctrl+1"
        )
        self.focus_editor_action = self._action(
            self.tr("Go to Editor"), self.focus_editor, "Ctrl+2"
        )
        self.focus_assistant_action = self._action(
            self.tr("Go to Assistant"), self.focus_assistant, "Ctrl+3"
        )
        self.assistant_history_action = self._action(
            self.tr("Assistant &History…"), self.show_assistant_history
        )
        self.run_history_window = None
        self.house_rules_action = self._action(self.tr("&House Rules…"), self.show_house_rules)
        self.about_action = self._action(self.tr("&About Quire"), self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self._build_writing_actions()

    def _build_writing_actions(self) -> None:
        """Project-wide search, the inspector, the manual and the shortcut list."""
        self.find_in_project_action = self._action(
            self.tr("Find in &Project…"),
            lambda: self.show_project_search(replace=False),
            "Ctrl+Shift+F",
            name="findInProjectAction",
        )
        self.replace_in_project_action = self._action(
            self.tr("Replace in Pro&ject…"),
            lambda: self.show_project_search(replace=True),
            "Ctrl+Shift+H",
            name="replaceInProjectAction",
        )
        self.show_inspector_action = self._action(
            self.tr("Go to Inspector"), self.focus_inspector, "Ctrl+4", name="inspectorAction"
        )
        self.manual_action = self._action(
            self.tr("Quire &Manual"), self.show_manual, QKeySequence.StandardKey.HelpContents,
            name="manualAction",
        )
        self.shortcuts_action = self._action(
            self.tr("&Keyboard Shortcuts"), self.show_shortcuts, name="shortcutsAction"
        )

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        self.file_menu = file_menu
        file_menu.addAction(self.new_action)
        file_menu.addAction(self.open_action)
        self.recent_menu = file_menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        file_menu.addAction(self.import_action)
        file_menu.addSeparator()
        file_menu.addAction(self.save_action)
        file_menu.addAction(self.close_tab_action)
        file_menu.addAction(self.close_action)
        file_menu.addSeparator()
        file_menu.addAction(self.settings_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)

        edit_menu = bar.addMenu(self.tr("&Edit"))
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        edit_menu.addAction(self.find_action)
        edit_menu.addAction(self.replace_action)
        edit_menu.addSeparator()
        edit_menu.addAction(self.find_in_project_action)
        edit_menu.addAction(self.replace_in_project_action)
        if self.assistant_panel is not None:
            edit_menu.addSeparator()
            edit_menu.addAction(self.assistant_history_action)

        actions = self.tree.actions_
        project_menu = bar.addMenu(self.tr("&Project"))
        for action in (actions.new_scene, actions.new_chapter, actions.new_note):
            project_menu.addAction(action)
        project_menu.addAction(actions.new_folder)
        project_menu.addAction(actions.new_part)
        entity_menu = project_menu.addMenu(self.tr("New &Entity"))
        for action in actions.new_entity.values():
            entity_menu.addAction(action)
        project_menu.addSeparator()
        project_menu.addAction(actions.rename)
        project_menu.addAction(actions.move_up)
        project_menu.addAction(actions.move_down)
        project_menu.addAction(actions.trash)
        project_menu.addAction(actions.restore)
        project_menu.addSeparator()
        project_menu.addAction(self.house_rules_action)
        self.project_menu = project_menu

        view_menu = bar.addMenu(self.tr("&View"))
        self.view_menu = view_menu
        tree_toggle = self.tree_dock.toggleViewAction()
        tree_toggle.setText(self.tr("&Project Tree"))
        view_menu.addAction(tree_toggle)
        self.undo_history_action = self.undo_dock.toggleViewAction()
        self.undo_history_action.setText(self.tr("&Undo History"))
        view_menu.addAction(self.undo_history_action)
        search_toggle = self.search_dock.toggleViewAction()
        search_toggle.setText(self.tr("&Search"))
        view_menu.addAction(search_toggle)
        inspector_toggle = self.inspector_dock.toggleViewAction()
        inspector_toggle.setText(self.tr("I&nspector"))
        view_menu.addAction(inspector_toggle)
        if self.assistant_panel is not None:
            assistant_toggle = self.assistant_dock.toggleViewAction()
            assistant_toggle.setText(self.tr("&Assistant"))
            view_menu.addAction(assistant_toggle)
        view_menu.addSeparator()
        for action in (
            self.focus_tree_action,
            self.focus_editor_action,
            self.focus_assistant_action,
            self.show_inspector_action,
            self.next_tab_action,
            self.previous_tab_action,
        ):
            view_menu.addAction(action)

        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.manual_action)
        help_menu.addAction(self.shortcuts_action)
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)

    def _build_keeping(self) -> None:
        """Export, snapshots, backups, Empty Trash and Delete Permanently (see keeping.py)."""
        from assistant.gui.window.keeping import KeepingActions

        self.keeping = KeepingActions(self)
        self.keeping.add_to_file_menu(self.file_menu, self.settings_action)
        self.keeping.add_document_menu(self.menuBar(), self.view_menu.menuAction())
        self.keeping.add_to_project_menu(self.project_menu)
        self.tree.actions_.trash_extras = [self.keeping.delete_permanently,
                                           self.keeping.empty_trash]
        self.controller.keeping_failed.connect(
            lambda text: self.statusBar().showMessage(text, 10000)
        )

    def _build_continuity(self) -> None:
        """Assistant ▸ Check Continuity… (when the assistant is there)."""
        self.assistant_menu: QMenu | None = None
        self.check_continuity_action = self._action(
            self.tr("Check &Continuity…"), self.show_continuity
        )
        self.check_continuity_action.setObjectName("checkContinuityAction")
        self.findings_window = None
        if self.assistant_panel is None:
            return
        menu = QMenu(self.tr("&Assistant"), self.menuBar())
        menu.addAction(self.check_continuity_action)
        self.menuBar().insertMenu(self.view_menu.menuAction(), menu)
        self.assistant_menu = menu
        self.assistant_panel.session.finding_fixed.connect(
            lambda _id: self.findings_window.refresh() if self.findings_window else None
        )

    def show_continuity(self) -> None:
        """Show the continuity window (made on first use)."""
        if self.findings_window is None:
            from assistant.gui.app.i18n import system_language
            from assistant.gui.assistant.findings_window import FindingsWindow

            self.findings_window = FindingsWindow(self.controller, self,
                                                  language=system_language)  # fmt: skip
            self.findings_window.fix_requested.connect(self._fix_finding)
        self.findings_window.refresh()
        self.findings_window.show()
        self.findings_window.raise_()
        self.findings_window.activateWindow()

    def _fix_finding(self, finding) -> None:
        panel = self.assistant_panel
        if panel is None:
            return
        self.assistant_dock.show()
        self.assistant_dock.raise_()
        if not panel.fix_finding(finding):
            self.statusBar().showMessage(
                self.tr("The assistant cannot start the fix now: wait until it has finished, "
                        "or set it up in Settings."), 10000
            )  # fmt: skip

    def _build_status_bar(self) -> None:
        status = self.statusBar()
        self.words_label = QLabel(self)
        self.project_words_label = QLabel(self)
        self.save_label = QLabel(self)
        for label in (self.words_label, self.project_words_label, self.save_label):
            label.setContentsMargins(8, 0, 8, 0)
            status.addPermanentWidget(label)

    def _build_writing_tools(self) -> None:
        """Spelling, smart punctuation, outliner, corkboard, progress, focus mode, zoom and
        theme (see writing_tools.py), with this window's remembered preferences."""
        from assistant.gui.settings.appearance import apply_theme, reset_appearance
        from assistant.gui.window.writing_tools import WritingTools

        apply_theme(reset_appearance(self.settings).prefs.theme)
        self.writing_tools = WritingTools(self)

    # -- projects ------------------------------------------------------------------------------

    def open_project(self, path: Path | str) -> bool:
        """Open the project folder at ``path`` here (saving the current one first)."""
        path = Path(path).expanduser()
        root = self.controller.root
        if root is not None and root.resolve() == path.resolve():
            return True
        if not self._save_before_leaving():
            return False
        if self.controller.is_open:
            self._remember_tabs()
        try:
            self.controller.open(path)
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
        world = self.controller.world
        self.recent.add(path, world.meta.title if world is not None else "")
        store = self.controller.project.store if self.controller.project else None
        if store is not None and store.problems:
            self.prompts.load_problems(path, store.problems)
        return True

    def close_project(self) -> bool:
        """Save and close the open project; False when the writer chose to keep it open."""
        if not self.controller.is_open:
            return True
        if not self._save_before_leaving():
            return False
        self._remember_tabs()
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
        start = self.controller.root.parent if self.controller.root else None
        path = self.prompts.choose_project_folder(start)
        return self.open_project(path) if path is not None else False

    # -- importing -------------------------------------------------------------------------

    def import_dialog(self) -> bool:
        """File ▸ Import…: choose a vault, a novelWriter or Scrivener project or a folder, then
        review and run the import in its dialog; the report shows when it is done."""
        from assistant.gui.transfer.import_dialog import ImportDialog

        start = self.controller.root.parent if self.controller.root else None
        source = self.prompts.choose_import_source(start)
        if source is None:
            return False
        name = source.name.removesuffix(".scriv")
        suggestion = source.parent / self.tr("{name} (Quire)").format(name=name)
        dialog = ImportDialog(source, suggestion, self.prompts.choose_import_destination, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.imported.connect(self._on_imported)
        self.import_window = dialog
        dialog.open()
        return True

    def _on_imported(self, report) -> None:
        if not self.open_project(report.root):
            return
        locale = QLocale()
        self.statusBar().showMessage(
            self.tr("Imported {documents} documents, {words} words").format(
                documents=locale.toString(report.documents), words=locale.toString(report.words)
            ),
            8000,
        )
        self.prompts.import_report(report)

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        paths = self.recent.existing()
        if not paths:
            empty = self.recent_menu.addAction(self.tr("No recent projects"))
            empty.setEnabled(False)
            return
        labels = self.recent.labels(paths)
        for number, (path, label) in enumerate(zip(paths, labels, strict=True), start=1):
            label = label.replace("&", "&&")
            text = f"&{number} {label}" if number < 10 else label
            action = self.recent_menu.addAction(text)
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _checked=False, p=path: self.open_project(p))
        self.recent_menu.addSeparator()
        self.recent_menu.addAction(self.tr("Clear List"), self.recent.clear)

    def open_settings(self) -> None:
        try:
            from assistant.gui.settings.dialog import SettingsDialog
        except ImportError:
            log.info("the settings dialog is not available", exc_info=True)
            return
        dialog = SettingsDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        from assistant.gui.settings.costs import offer_for

        offer_for(dialog, self.controller)
        if self.assistant_panel is not None and hasattr(
            self.assistant_panel, "refresh_setup_state"
        ):
            dialog.accepted.connect(self.assistant_panel.refresh_setup_state)
        dialog.open()

    def show_assistant_history(self) -> None:
        """Edit ▸ Assistant History: the act-mode runs kept with the project, with Undo."""
        if self.assistant_panel is None or not self.controller.is_open:
            return
        if self.run_history_window is None:
            from assistant.gui.assistant.run_history_window import RunHistoryWindow

            self.run_history_window = RunHistoryWindow(self.assistant_panel.session, self)
        self.run_history_window.show()
        self.run_history_window.raise_()
        self.run_history_window.activateWindow()
    def show_house_rules(self) -> None:
        """Project ▸ House Rules…: the rules the assistant keeps, in their editor."""
        if self.assistant_panel is not None:
            self.assistant_panel.open_house_rules()
            return
        project = self.controller.project
        if project is not None and project.store is not None:
            from assistant.gui.project.house_rules_dialog import HouseRulesDialog

            HouseRulesDialog.open_for(self, project.store.root, project.world.meta.title)

    def show_about(self) -> None:
        from assistant.gui.app.about_dialog import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    # -- saving --------------------------------------------------------------------------------

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
            self._set_save_state(self.tr("Saving failed"))
            self.prompts.error(self.tr("Could not save"), *describe_storage_error(error))
            return False
        return True

    def _autosave(self) -> None:
        if self._asking or QApplication.activeModalWidget() is not None:
            self.controller.postpone_autosave()
            return
        self.save()

    def _save_before_leaving(self) -> bool:
        if not self.controller.is_open or not self.controller.is_modified:
            return True
        if self.save():
            return True
        return self.prompts.close_unsaved(self.tr("The project could not be written."))

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
        if not paths:
            self._dismissed = None
            return
        if self._signature(paths) == self._dismissed:
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
            choice = self.prompts.external_change(paths, unsaved=self.controller.is_modified)
        finally:
            self._asking = False
        if choice is ExternalChoice.RELOAD:
            try:
                self.controller.reload()
            except StorageError as error:
                self.prompts.error(self.tr("Could not reload the project"), str(error))
                return False
            self._dismissed = None
            self.statusBar().showMessage(self.tr("Reloaded from disk"), 5000)
            return True
        if choice is ExternalChoice.KEEP_MINE:
            try:
                self.controller.save(force=True)
            except StorageError as error:
                self.prompts.error(self.tr("Could not save"), *describe_storage_error(error))
                return False
            remaining = self.controller.external_changes()
            # what is left are files another program added, which Quire leaves alone;
            # don't ask again until they change once more
            self._dismissed = self._signature(remaining) if remaining else None
            return True
        self._dismissed = self._signature(paths)
        self._set_save_state(self.tr("Not saved: files changed on disk"))
        return False

    def _on_application_state(self, state: Qt.ApplicationState) -> None:
        if state == Qt.ApplicationState.ApplicationActive:
            QTimer.singleShot(0, self.check_disk)

    # -- closing -----------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._save_before_leaving():
            event.ignore()
            return
        if self.controller.is_open:
            self._remember_tabs()
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.settings.sync()
        if self.assistant_panel is not None and hasattr(self.assistant_panel, "shutdown"):
            self.assistant_panel.shutdown()
        if self.findings_window is not None:
            self.findings_window.shutdown()
        self.controller.close()
        event.accept()

    def _restore_geometry(self) -> None:
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray | bytes):
            self.restoreGeometry(geometry)
        else:
            screen = QGuiApplication.primaryScreen()
            if screen is not None:  # first run: fit small screens, don't sprawl on big ones
                available = screen.availableGeometry()
                self.resize(
                    min(1360, int(available.width() * 0.94)),
                    min(860, int(available.height() * 0.94)),
                )
        state = self.settings.value("window/state")
        if isinstance(state, QByteArray | bytes):
            self.restoreState(state)
        else:
            self._fit_docks_on_show = True

    def fit_docks(self) -> None:
        """Share the window's width: the editor first, then the tree and the assistant."""
        width = self.width()
        tree = int(min(max(width * SIDE_SHARES[0], TREE_WIDTHS[0]), TREE_WIDTHS[1]))
        docks, widths = [self.tree_dock], [tree]
        if self.assistant_panel is not None:
            docks.append(self.assistant_dock)
            widths.append(
                int(min(max(width * SIDE_SHARES[1], ASSISTANT_WIDTHS[0]), ASSISTANT_WIDTHS[1]))
            )
        self.resizeDocks(docks, widths, Qt.Orientation.Horizontal)

    def _fit_minimums(self) -> None:
        """The editor's minimum: MIN_EDITOR_WIDTH, less only when the window cannot hold it
        beside the tree's and the right-hand panes' own minimums (a small screen)."""
        right = 0
        for dock in (getattr(self, "assistant_dock", None), self.inspector_dock):
            if dock is not None and dock.isVisible() and not dock.isFloating():
                right = max(right, dock.minimumSizeHint().width())
        tree = MIN_TREE_WIDTH if self.tree_dock.isVisible() else 0
        room = self.width() - tree - right - 16
        self.center.setMinimumWidth(max(SMALLEST_EDITOR_WIDTH, min(MIN_EDITOR_WIDTH, room)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_minimums()
        super().resizeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        self._fit_minimums()
        super().showEvent(event)
        if self._fit_docks_on_show:  # a first start: no layout the writer made to keep
            self._fit_docks_on_show = False
            QTimer.singleShot(0, self.fit_docks)

    def _remember_tabs(self) -> None:
        root = self.controller.root
        if root is None:
            return
        key = _project_settings_key(root)
        pinned = [k for k in self.tabs.open_keys() if k != self.tabs.preview_key]
        self.settings.setValue(f"{key}/tabs", pinned)
        self.settings.setValue(f"{key}/current", self.tabs.current_key() or "")
        carets = {
            editor.doc_id: editor.caret_position()
            for editor in self.tabs.editors()
            if isinstance(editor, DocumentEditor)
        }
        self.settings.setValue(f"{key}/carets", json.dumps(carets))

    def _restore_tabs(self) -> None:
        """Reopen the tabs open when this project was last closed; else its first document."""
        root = self.controller.root
        world = self.controller.world
        if world is None:
            return
        if root is not None:
            key = _project_settings_key(root)
            tabs = self.settings.value(f"{key}/tabs", [])
            if isinstance(tabs, str):
                tabs = [tabs]
            for item in tabs or []:
                if item in world.documents or item in world.entities:
                    self.tabs.open(item, pinned=True)
            self._restore_carets(key)
            current = self.settings.value(f"{key}/current", "")
            if current and self.tabs.editor(current) is not None:
                self.tabs.open(current)
        if not self.tabs.count():
            documents = world.documents_in_order()
            if documents:
                self.tabs.open(documents[0].id, pinned=True)

    def _restore_carets(self, key: str) -> None:
        """Put each reopened document's caret where the writer left it."""
        try:
            carets = json.loads(str(self.settings.value(f"{key}/carets", "") or "{}"))
        except ValueError:
            return
        if not isinstance(carets, dict):
            return
        for doc_id, position in carets.items():
            editor = self.tabs.editor(doc_id)
            if isinstance(editor, DocumentEditor) and isinstance(position, int):
                editor.place_caret(position)

    # -- reacting to the controller ----------------------------------------------------------

    def _on_project_opened(self) -> None:
        self.tabs.close_all()
        self._dismissed = None
        self._restore_tabs()
        current = self.tabs.current_key()
        if current is not None:
            self.tree.select_key(current)
        self._update_title()
        self._update_modified()
        self._update_enabled()
        self._set_save_state(self.tr("All changes saved"))
        self.update_word_count()

    def _on_project_closed(self) -> None:
        self.tabs.close_all()
        self._update_title()
        self._update_enabled()
        self._set_save_state("")
        self.update_word_count()

    def _on_world_changed(self, world: World, change) -> None:
        if change is None or change.changed(ChangeFlag.PROJECT):
            self._update_title()
            if self.controller.root is not None:
                self.recent.set_title(self.controller.root, world.meta.title)
        self._word_timer.start()

    def _on_document_requested(self, doc_id: str) -> None:
        if self.tabs.open(doc_id, pinned=True) is not None:
            self.tree.select_key(doc_id)

    def _open_from_tree(self, key: str, pinned: bool) -> None:
        self.tabs.open(key, pinned=pinned, focus=pinned)

    def _on_current_tab(self, key: str | None) -> None:
        if key is not None and key not in self.tree.selected_keys():
            self.tree.select_key(key)  # the tree shows where the document in front is
        self._update_tab_order()
        self.update_word_count()
        editor = self.tabs.current_editor()
        self.find_action.setEnabled(isinstance(editor, DocumentEditor))
        self.replace_action.setEnabled(isinstance(editor, DocumentEditor))
        if isinstance(editor, DocumentEditor) and editor not in self._counted_editors:
            self._counted_editors.add(editor)
            editor.text_edit.selectionChanged.connect(self._word_timer.start)
            editor.destroyed.connect(lambda _obj=None, e=editor: self._counted_editors.discard(e))

    def _update_tab_order(self) -> None:
        """Tab goes from the tree to the tabs, then into the document in front (its title,
        then its text), whatever order the editors were made in."""
        editor = self.tabs.current_editor()
        in_editor = editor.focusables() if hasattr(editor, "focusables") else []
        tab_bar = [self.tabs.tabBar()] if self.tabs.count() else []
        for before, after in itertools.pairwise([self.tree, *tab_bar, *in_editor]):
            QWidget.setTabOrder(before, after)

    def _update_center(self) -> None:
        self.center.setCurrentWidget(self.tabs if self.tabs.count() else self.placeholder)
        if self.controller.is_open:
            self.placeholder.setText(
                self.tr("Pick a document or an entity in the project tree to start writing.")
            )
        else:
            self.placeholder.setText(
                self.tr("No project is open. Open one, or make a new one, from the File menu.")
            )

    def _update_title(self) -> None:
        world = self.controller.world
        if world is None:
            self.setWindowTitle(self.tr("Quire"))
        else:
            self.setWindowTitle(self.tr("{title}[*] — Quire").format(title=world.meta.title))
        self._update_modified()

    def _update_modified(self, *_args: object) -> None:
        """The window's mark, Save, the status bar and the tabs' marks all say the same thing:
        whether the undo stack is at its saved state (one truth, whatever moved it there)."""
        modified = self.controller.is_open and self.controller.is_modified
        self.setWindowModified(modified)
        self.save_action.setEnabled(modified)
        if self.controller.is_open:
            self._set_save_state(
                self.tr("Unsaved changes") if modified else self.tr("All changes saved")
            )
        self.tabs.update_unsaved_marks()

    def _update_enabled(self) -> None:
        is_open = self.controller.is_open
        for action in (
            self.close_action, self.find_action, self.replace_action,
            self.assistant_history_action,
        ):  # fmt: skip
            action.setEnabled(is_open)
        self.project_menu.setEnabled(is_open)
        self.check_continuity_action.setEnabled(is_open)
        self.keeping.update_enabled()
        self.tree.setEnabled(is_open)
        self._update_center()

    def _set_save_state(self, text: str) -> None:
        self.save_label.setText(text)

    def update_word_count(self) -> None:
        """Words in the current document (and in its selection) and in the whole project."""
        locale = QLocale()
        world = self.controller.world
        editor = self.tabs.current_editor()
        if world is None:
            self.words_label.setText("")
            self.project_words_label.setText("")
            return
        if isinstance(editor, DocumentEditor):
            document = world.documents.get(editor.doc_id)
            words = document.word_count if document is not None else 0
            selected = editor.text_edit.textCursor().selectedText()
            if selected:
                chosen = count_words(selected.replace("\u2029", "\n"))
                self.words_label.setText(
                    self.tr("%1 of %Ln words", "", words).replace("%1", locale.toString(chosen))
                )
            else:
                self.words_label.setText(self.tr("%Ln words", "", words))
        else:
            self.words_label.setText("")
        total = self.controller.project_word_count()  # None while first counted, elsewhere
        if total is None:
            self.project_words_label.setText("")
        else:
            self.project_words_label.setText(self.tr("Project: %Ln words", "", total))

    # -- small commands ------------------------------------------------------------------------

    def show_find(self, replace: bool) -> None:
        editor = self.tabs.current_editor()
        if isinstance(editor, DocumentEditor):
            editor.show_find(replace=replace)

    def close_current_tab(self) -> None:
        index = self.tabs.currentIndex()
        if index >= 0:
            self.tabs.close_tab(index)

    def _cycle_tab(self, step: int) -> None:
        if self.tabs.count():
            self.tabs.setCurrentIndex((self.tabs.currentIndex() + step) % self.tabs.count())

    def focus_tree(self) -> None:
        self.tree_dock.show()
        self.tree.setFocus()

    def focus_editor(self) -> None:
        editor = self.tabs.current_editor()
        if editor is not None:
            editor.setFocus()

    def focus_assistant(self) -> None:
        """Show the assistant and put the caret in its question box."""
        if self.assistant_panel is not None:
            self.assistant_dock.show()
            self.assistant_dock.raise_()
            self.assistant_panel.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _connect_assistant_start_page(self) -> None:
        """With no project open, the assistant panel offers New, Open and Open Recent."""
        panel = self.assistant_panel
        page = getattr(panel, "start_page", None)
        if page is None:
            return
        page.new_requested.connect(self.new_action.trigger)
        page.open_requested.connect(self.open_action.trigger)
        page.recent_chosen.connect(self.open_project)
        panel.recent_projects = self._recent_with_labels
        if not self.controller.is_open:
            panel.refresh_setup_state()

    def _recent_with_labels(self) -> list[tuple[str, Path]]:
        """The recent projects as Open Recent names them (their titles), with their folders."""
        paths = self.recent.existing()
        return list(zip(self.recent.labels(paths), paths, strict=True))

    def show_project_search(self, *, replace: bool) -> None:
        """Show the project-wide search (beside the tree), seeded with the editor's selection."""
        self.search_dock.show()
        self.search_dock.raise_()
        editor = self.tabs.current_editor()
        if isinstance(editor, DocumentEditor):
            selected = editor.text_edit.textCursor().selectedText()
            if selected and "\u2029" not in selected:
                self.project_search.find_field.setText(selected)
        self.project_search.focus_find(replace=replace)

    def show_hit(self, doc_id: str, start: int, end: int) -> None:
        """Open ``doc_id`` with ``start``..``end`` selected (a search hit), ready to type."""
        editor = self.tabs.open(doc_id, pinned=True)
        if isinstance(editor, DocumentEditor):
            editor.select_range(start, end)
            editor.text_edit.setFocus()

    def focus_inspector(self) -> None:
        self.inspector_dock.show()
        self.inspector_dock.raise_()
        self.inspector.focus_first()

    def show_manual(self) -> None:
        window = getattr(self, "_manual", None)
        if window is None:
            window = self._manual = ManualWindow(self)
        window.show()
        window.raise_()
        window.activateWindow()

    def show_shortcuts(self) -> None:
        menus = [a.menu() for a in self.menuBar().actions() if a.menu() is not None]
        dialog = ShortcutsDialog(menus, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def recent_menu_actions(self) -> list[QAction]:
        self._fill_recent_menu()
        return [a for a in self.recent_menu.actions() if not a.isSeparator()]

    def menu(self, title: str) -> QMenu | None:
        for action in self.menuBar().actions():
            if action.text().replace("&", "") == title:
                return action.menu()
        return None
