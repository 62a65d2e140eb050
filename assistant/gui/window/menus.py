"""The main window's actions and its menus: File (with Open Recent), Edit, Project, Assistant,
View and Help, with their shortcuts.

Other rooms add their own to these menus (the keeping commands, the writing tools); what an
action does lives with the window, its project files and its dialogs.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from assistant.gui.app.actions import Shortcut, make_action
from assistant.gui.window.dialogs import WindowDialogs
from assistant.gui.window.project_files import ProjectFiles
from assistant.gui.window.shell import WindowShell
from assistant.gui.window.undo_actions import StepAction

if TYPE_CHECKING:
    from assistant.gui.assistant.series_check import SeriesCheck


class WindowMenus(QObject):
    """The window's actions and menu bar; see the module doc."""

    def __init__(self, window: WindowShell, files: ProjectFiles, dialogs: WindowDialogs) -> None:
        super().__init__(window)
        self.window = window
        self.files = files
        self.dialogs = dialogs
        self.assistant_menu: QMenu | None = None
        self.series_check: SeriesCheck | None = None
        self._build_actions()
        self._build_writing_actions()
        self._build_menus()

    def _action(self, text: str, slot, shortcut: Shortcut = None, name: str = "") -> QAction:
        return make_action(self.window, text, slot, shortcut, name=name)

    # -- actions -----------------------------------------------------------------------------------

    def _build_actions(self) -> None:
        window, files, dialogs = self.window, self.files, self.dialogs
        keys = QKeySequence.StandardKey
        self.new_action = self._action(self.tr("&New Project…"), files.new_project, keys.New)
        self.open_action = self._action(self.tr("&Open Project…"), files.open_dialog, keys.Open)
        self.import_action = self._action(self.tr("&Import…"), files.import_dialog)
        self.merge_copies_action = self._action(
            self.tr("&Merge Conflicted Copies…"), files.merge_copies, name="mergeCopiesAction"
        )
        self.save_action = self._action(self.tr("&Save"), files.save, keys.Save)
        self.close_action = self._action(self.tr("&Close Project"), files.close_project)
        self.settings_action = self._action(
            self.tr("Se&ttings…"), dialogs.open_settings, keys.Preferences
        )
        if self.settings_action.shortcut().isEmpty():
            self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.quit_action = self._action(self.tr("&Quit"), window.close, keys.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

        gate = window.controller.undo_gate
        self.undo_action = StepAction(gate, window, redo=False)
        self.redo_action = StepAction(gate, window, redo=True)
        self.find_action = self._action(
            self.tr("&Find…"), lambda: window.show_find(False), keys.Find
        )
        self.replace_action = self._action(
            self.tr("Find and R&eplace…"), lambda: window.show_find(True), QKeySequence("Ctrl+H")
        )
        self.close_tab_action = self._action(
            self.tr("C&lose Tab"), window.close_current_tab, keys.Close
        )
        self.next_tab_action = self._action(
            self.tr("Next Tab"), lambda: window.cycle_tab(1), "Ctrl+PgDown"
        )
        self.previous_tab_action = self._action(
            self.tr("Previous Tab"), lambda: window.cycle_tab(-1), "Ctrl+PgUp"
        )
        self.focus_tree_action = self._action(
            self.tr("Go to Project Tree"), window.focus_tree, "Ctrl+1"
        )
        self.focus_editor_action = self._action(
            self.tr("Go to Editor"), window.focus_editor, "Ctrl+2"
        )
        self.focus_assistant_action = self._action(
            self.tr("Go to Assistant"), window.focus_assistant, "Ctrl+3"
        )
        self.assistant_history_action = self._action(
            self.tr("Assistant &History…"), dialogs.show_assistant_history
        )
        self.house_rules_action = self._action(
            self.tr("&House Rules…"), dialogs.show_house_rules
        )
        self.about_action = self._action(self.tr("&About Quire"), dialogs.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.check_continuity_action = self._action(
            self.tr("Check &Continuity…"), dialogs.show_continuity
        )
        self.check_continuity_action.setObjectName("checkContinuityAction")

    def _build_writing_actions(self) -> None:
        """Project-wide search, the inspector, the manual and the shortcut list."""
        window, dialogs = self.window, self.dialogs
        self.find_in_project_action = self._action(
            self.tr("Find in &Project…"),
            lambda: window.show_project_search(replace=False),
            "Ctrl+Shift+F",
            name="findInProjectAction",
        )
        self.replace_in_project_action = self._action(
            self.tr("Replace in Pro&ject…"),
            lambda: window.show_project_search(replace=True),
            "Ctrl+Shift+H",
            name="replaceInProjectAction",
        )
        self.show_inspector_action = self._action(
            self.tr("Go to Inspector"), window.focus_inspector, "Ctrl+4", name="inspectorAction"
        )
        self.manual_action = self._action(
            self.tr("Quire &Manual"), dialogs.show_manual, QKeySequence.StandardKey.HelpContents,
            name="manualAction",
        )
        self.shortcuts_action = self._action(
            self.tr("&Keyboard Shortcuts"), dialogs.show_shortcuts, name="shortcutsAction"
        )

    # -- menus -------------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        window = self.window
        bar = window.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        self.file_menu = file_menu
        file_menu.addAction(self.new_action)
        file_menu.addAction(self.open_action)
        self.recent_menu = file_menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        file_menu.addAction(self.import_action)
        file_menu.addAction(self.merge_copies_action)
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
        if window.has_assistant:
            edit_menu.addSeparator()
            edit_menu.addAction(self.assistant_history_action)

        actions = window.tree.actions_
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
        project_menu.addAction(actions.private)
        project_menu.addSeparator()
        project_menu.addAction(self.house_rules_action)
        self.project_menu = project_menu

        self.view_menu = bar.addMenu(self.tr("&View"))
        self._fill_view_menu()

        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.manual_action)
        help_menu.addAction(self.shortcuts_action)
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)

    def _fill_view_menu(self) -> None:
        window, view_menu = self.window, self.view_menu
        tree_toggle = window.tree_dock.toggleViewAction()
        tree_toggle.setText(self.tr("&Project Tree"))
        view_menu.addAction(tree_toggle)
        self.undo_history_action = window.undo_dock.toggleViewAction()
        self.undo_history_action.setText(self.tr("&Undo History"))
        view_menu.addAction(self.undo_history_action)
        search_toggle = window.search_dock.toggleViewAction()
        search_toggle.setText(self.tr("&Search"))
        view_menu.addAction(search_toggle)
        inspector_toggle = window.inspector_dock.toggleViewAction()
        inspector_toggle.setText(self.tr("I&nspector"))
        view_menu.addAction(inspector_toggle)
        if window.has_assistant:
            assistant_toggle = window.assistant_dock.toggleViewAction()
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

    def add_assistant_menu(self) -> None:
        """Assistant ▸ Check Continuity… and Check Against Earlier Books… (when the assistant
        is there), before View and after whatever joined the menu bar there before it
        (Document)."""
        from assistant.gui.assistant.series_check import SeriesCheck

        window = self.window
        if not window.has_assistant:
            return
        menu = QMenu(self.tr("&Assistant"), window.menuBar())
        menu.setToolTipsVisible(True)  # a disabled item's tooltip says why
        menu.addAction(self.check_continuity_action)
        self.series_check = SeriesCheck(window.controller,
                                        self.dialogs.check_against_earlier_books, window)
        menu.addAction(self.series_check.action)
        window.menuBar().insertMenu(self.view_menu.menuAction(), menu)
        self.assistant_menu = menu

    def update_enabled(self, is_open: bool) -> None:
        """What needs an open project is enabled only while one is."""
        for action in (
            self.close_action, self.find_action, self.replace_action,
            self.assistant_history_action, self.merge_copies_action,
        ):  # fmt: skip
            action.setEnabled(is_open)
        self.project_menu.setEnabled(is_open)
        self.check_continuity_action.setEnabled(is_open)

    def menu(self, title: str) -> QMenu | None:
        """The menu bar's menu called ``title`` (without its accelerator)."""
        for action in self.window.menuBar().actions():
            if action.text().replace("&", "") == title:
                return action.menu()
        return None

    # -- Open Recent -------------------------------------------------------------------------------

    def _fill_recent_menu(self) -> None:
        recent, menu = self.window.recent, self.recent_menu
        menu.clear()
        paths = recent.existing()
        if not paths:
            empty = menu.addAction(self.tr("No recent projects"))
            empty.setEnabled(False)
            return
        labels = recent.labels(paths)
        open_project = self.files.open_project
        for number, (path, label) in enumerate(zip(paths, labels, strict=True), start=1):
            label = label.replace("&", "&&")
            text = f"&{number} {label}" if number < 10 else label
            action = menu.addAction(text)
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _checked=False, p=path: open_project(p))
        menu.addSeparator()
        menu.addAction(self.tr("Clear List"), recent.clear)

    def recent_menu_actions(self) -> list[QAction]:
        self._fill_recent_menu()
        return [a for a in self.recent_menu.actions() if not a.isSeparator()]

    def recent_with_labels(self) -> list[tuple[str, Path]]:
        """The recent projects as Open Recent names them (their titles), with their folders."""
        recent = self.window.recent
        paths = recent.existing()
        return list(zip(recent.labels(paths), paths, strict=True))
