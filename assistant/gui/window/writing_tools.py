"""The window's writing tools: spelling and smart punctuation switches, the outliner and
corkboard panes, writing progress, project settings, focus mode, zoom and the theme.

Built by :class:`WritingTools` from one call in the main window, so that the window's own
menus stay as they are and these live together.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QWidget

from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.editor.spelling import SpellingService
from assistant.gui.project.corkboard import Corkboard
from assistant.gui.project.outliner import Outliner
from assistant.gui.project.statuses import TreeStatusDelegate
from assistant.gui.settings.appearance import appearance, apply_theme
from assistant.gui.window.progress_view import ProgressIndicator
from assistant.world.edits.changes import ChangeFlag, ChangeSummary
from assistant.world.model import World


class WritingTools(QObject):
    """Everything of writing comfort the main window offers."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller  # type: ignore[attr-defined]
        self.prefs = appearance()
        self.spelling = SpellingService.of(self.controller)
        self.spelling.set_enabled(self.prefs.prefs.spell_check)
        self._focus_state: tuple | None = None
        self._build_actions()
        self._build_docks()
        self._build_menus()
        self.progress = ProgressIndicator(self.controller, window)
        self.progress.clicked.connect(self.show_progress)
        window.statusBar().insertPermanentWidget(0, self.progress)
        tree = window.tree  # type: ignore[attr-defined]
        tree.setItemDelegate(TreeStatusDelegate(tree, lambda: self.controller.world))
        self.controller.world_changed.connect(self._on_world_changed)
        self.prefs.changed.connect(self._sync_checks)
        window.tabs.currentChanged.connect(self._on_tab_changed)  # type: ignore[attr-defined]
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "colorSchemeChanged"):
            hints.colorSchemeChanged.connect(self._on_system_scheme)

    def _on_system_scheme(self, *_args: object) -> None:
        """The system went light or dark: follow it when the writer chose to."""
        if self.prefs.prefs.theme == "system":
            apply_theme("system")

    def _on_tab_changed(self, _index: int) -> None:
        if self._focus_state is not None:
            self._apply_focus_to_editors(True)

    # -- building ---------------------------------------------------------------------------------

    def _action(self, text: str, slot, shortcut=None, *, checkable: bool = False) -> QAction:
        action = QAction(text, self.window)
        action.setCheckable(checkable)
        if checkable:
            action.toggled.connect(slot)
        else:
            action.triggered.connect(lambda _checked=False: slot())
        if shortcut is not None:
            if isinstance(shortcut, list):
                action.setShortcuts(shortcut)
            else:
                action.setShortcut(QKeySequence(shortcut))
        return action

    def _build_actions(self) -> None:
        prefs = self.prefs.prefs
        keys = QKeySequence.StandardKey
        self.spell_action = self._action(
            self.tr("Check &Spelling as You Type"), self.set_spell_check, checkable=True
        )
        self.spell_action.setChecked(prefs.spell_check)
        self.smart_action = self._action(
            self.tr("Smart P&unctuation"), self.set_smart_punctuation, checkable=True
        )
        self.smart_action.setChecked(prefs.smart_punctuation)
        self.convert_quotes_action = self._action(
            self.tr("&Convert Quotes in This Document"), self.convert_quotes
        )
        self.project_settings_action = self._action(
            self.tr("Project Se&ttings…"), self.show_project_settings
        )
        self.progress_action = self._action(
            self.tr("Writing &Progress…"), self.show_progress, "Ctrl+Shift+P"
        )
        self.focus_action = self._action(
            self.tr("&Focus Mode"), self.set_focus_mode, "F11", checkable=True
        )
        self.dim_action = self._action(
            self.tr("&Dim Other Paragraphs"),
            lambda on: self.prefs.update(focus_dim=on),
            checkable=True,
        )
        self.dim_action.setChecked(prefs.focus_dim)
        self.typewriter_action = self._action(
            self.tr("&Typewriter Scrolling"),
            lambda on: self.prefs.update(typewriter=on),
            checkable=True,
        )
        self.typewriter_action.setChecked(prefs.typewriter)
        self.zoom_in_action = self._action(
            self.tr("Zoom &In"),
            self.prefs.zoom_in,
            [QKeySequence(keys.ZoomIn), QKeySequence("Ctrl+=")],
        )
        self.zoom_out_action = self._action(
            self.tr("Zoo&m Out"), self.prefs.zoom_out, QKeySequence(keys.ZoomOut)
        )
        self.zoom_reset_action = self._action(
            self.tr("Actual Si&ze"), self.prefs.zoom_reset, "Ctrl+0"
        )
        self.theme_group = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        for theme, text in (
            ("system", self.tr("Follow the &System")),
            ("light", self.tr("&Light")),
            ("dark", self.tr("&Dark")),
        ):
            action = QAction(text, self.window)
            action.setCheckable(True)
            action.setChecked(prefs.theme == theme)
            action.triggered.connect(lambda _checked=False, t=theme: self.prefs.update(theme=t))
            self.theme_group.addAction(action)
            self.theme_actions[theme] = action
        self.leave_focus = QShortcut(QKeySequence(Qt.Key.Key_Escape), self.window)
        self.leave_focus.setEnabled(False)
        self.leave_focus.activated.connect(lambda: self.focus_action.setChecked(False))

    def _dock(self, title: str, name: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(title, self.window)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        dock.hide()
        return dock

    def _build_docks(self) -> None:
        # The outliner and corkboard open under the editor only: the project tree and the
        # assistant keep the window's whole height (on a short screen, the panel's Send).
        self.window.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.window.setCorner(
            Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea
        )
        self.outliner = Outliner(self.controller, self.window)
        self.outliner_dock = self._dock(self.tr("Outliner"), "outlinerDock", self.outliner)
        self.corkboard = Corkboard(self.controller, self.window)
        self.corkboard_dock = self._dock(self.tr("Corkboard"), "corkboardDock", self.corkboard)
        self.window.tabifyDockWidget(self.outliner_dock, self.corkboard_dock)
        tree = self.window.tree  # type: ignore[attr-defined]
        tree.selectionModel().currentChanged.connect(
            lambda *_: self.corkboard.show_for(tree.current_key())
        )
        self.outliner_action = self.outliner_dock.toggleViewAction()
        self.outliner_action.setText(self.tr("&Outliner"))
        self.outliner_action.setShortcut(QKeySequence("Ctrl+Shift+O"))
        self.corkboard_action = self.corkboard_dock.toggleViewAction()
        self.corkboard_action.setText(self.tr("&Corkboard"))
        self.corkboard_action.setShortcut(QKeySequence("Ctrl+Shift+K"))

    def _build_menus(self) -> None:
        bar = self.window.menuBar()
        help_menu = bar.actions()[-1] if bar.actions() else None
        writing = QMenu(self.tr("&Writing"), self.window)
        writing.setObjectName("writingMenu")
        for action in (self.spell_action, self.smart_action, self.convert_quotes_action):
            writing.addAction(action)
        writing.addSeparator()
        writing.addAction(self.progress_action)
        writing.addAction(self.project_settings_action)
        bar.insertMenu(help_menu, writing) if help_menu is not None else bar.addMenu(writing)
        self.writing_menu = writing

        undo_history = self.window.menus.undo_history_action  # type: ignore[attr-defined]
        view = next(
            (
                a.menu()
                for a in bar.actions()
                if a.menu() is not None and undo_history in a.menu().actions()
            ),
            writing,
        )
        view.addSeparator()
        view.addAction(self.outliner_action)
        view.addAction(self.corkboard_action)
        view.addSeparator()
        view.addAction(self.focus_action)
        view.addAction(self.dim_action)
        view.addAction(self.typewriter_action)
        view.addSeparator()
        view.addAction(self.zoom_in_action)
        view.addAction(self.zoom_out_action)
        view.addAction(self.zoom_reset_action)
        theme = view.addMenu(self.tr("T&heme"))
        for action in self.theme_actions.values():
            theme.addAction(action)

    # -- switches ---------------------------------------------------------------------------------

    def set_spell_check(self, on: bool) -> None:
        self.prefs.update(spell_check=on)
        self.spelling.set_enabled(on)
        if on and self.spelling.checker is None and self.spelling.problem:
            self.window.statusBar().showMessage(
                self.tr("No spelling dictionary is installed for this project's language."), 8000
            )

    def set_smart_punctuation(self, on: bool) -> None:
        self.prefs.update(smart_punctuation=on)

    def _sync_checks(self) -> None:
        prefs = self.prefs.prefs
        for action, value in (
            (self.spell_action, prefs.spell_check),
            (self.smart_action, prefs.smart_punctuation),
            (self.dim_action, prefs.focus_dim),
            (self.typewriter_action, prefs.typewriter),
        ):
            if action.isChecked() != value:
                action.setChecked(value)
        self.theme_actions[prefs.theme].setChecked(True)
        if self._focus_state is not None:
            self._apply_focus_to_editors(True)

    def _current_document(self) -> DocumentEditor | None:
        editor = self.window.tabs.current_editor()  # type: ignore[attr-defined]
        return editor if isinstance(editor, DocumentEditor) else None

    def convert_quotes(self) -> None:
        editor = self._current_document()
        if editor is None or editor.is_locked:
            return
        count = editor.convert_quotes()
        self.window.statusBar().showMessage(
            self.tr("%n quote(s) converted", "", count)
            if count
            else self.tr("No straight quotes to convert"),
            5000,
        )

    def show_progress(self) -> None:
        if not self.controller.is_open:
            return
        from assistant.gui.window.progress_view import WritingProgressDialog

        editor = self._current_document()
        dialog = WritingProgressDialog(
            self.controller, editor.doc_id if editor else None, self.window
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.progress_dialog = dialog

    def show_project_settings(self) -> None:
        if not self.controller.is_open:
            return
        from assistant.gui.project.project_settings_dialog import ProjectSettingsDialog

        dialog = ProjectSettingsDialog(self.controller, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.project_settings_dialog = dialog

    def _on_world_changed(self, _world: World, change: ChangeSummary | None) -> None:
        if change is None or change.changed(ChangeFlag.PROJECT):
            self.window.tree.viewport().update()  # type: ignore[attr-defined]

    # -- focus mode -------------------------------------------------------------------------------

    def set_focus_mode(self, on: bool) -> None:
        """Full screen, side panes, menus and tabs hidden, the current paragraph in full
        colour and the rest dimmed (when chosen); Esc leaves."""
        window = self.window
        if on and self._focus_state is None:
            docks = [d for d in window.findChildren(QDockWidget) if d.isVisible()]
            self._focus_state = (docks, window.isFullScreen(), window.isMaximized())
            for dock in docks:
                dock.hide()
            window.menuBar().hide()
            window.statusBar().hide()
            window.tabs.tabBar().hide()  # type: ignore[attr-defined]
            window.showFullScreen()
            self.leave_focus.setEnabled(True)
            self._apply_focus_to_editors(True)
            editor = self._current_document()
            if editor is not None:
                editor.text_edit.setFocus()
        elif not on and self._focus_state is not None:
            docks, full, maximized = self._focus_state
            self._focus_state = None
            self.leave_focus.setEnabled(False)
            self._apply_focus_to_editors(False)
            window.menuBar().show()
            window.statusBar().show()
            window.tabs.tabBar().show()  # type: ignore[attr-defined]
            if not full:
                window.showMaximized() if maximized else window.showNormal()
            for dock in docks:
                dock.show()
        if self.focus_action.isChecked() != on:
            self.focus_action.setChecked(on)

    @property
    def in_focus_mode(self) -> bool:
        return self._focus_state is not None

    def _apply_focus_to_editors(self, on: bool) -> None:
        prefs = self.prefs.prefs
        tabs = self.window.tabs  # type: ignore[attr-defined]
        for index in range(tabs.count()):
            editor = tabs.widget(index)
            if isinstance(editor, DocumentEditor):
                editor.text_edit.set_focus_mode(
                    dim=on and prefs.focus_dim, typewriter=on and prefs.typewriter
                )
