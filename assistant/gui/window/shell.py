"""The main window's shell: the widgets every part of the window works with.

:class:`WindowShell` builds the editors' tabs in the middle, the project tree, the undo
history and the project search on the left, the assistant and the inspector on the right
and the status bar's labels, and moves the focus and the tabs about. The window's parts
(menus, project files, dialogs, layout, keeping) are given the shell, so none of them
needs the whole :class:`~assistant.gui.window.main_window.MainWindow`, which adds and wires
them. Its strings belong to the main window (their translation context is ``MainWindow``).
"""

from __future__ import annotations

import logging

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.app.recent import RecentProjects
from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.editor.editor_tabs import EditorTabs
from assistant.gui.editor.inspector import Inspector
from assistant.gui.project.project_search import ProjectSearchPanel
from assistant.gui.project.project_tree import ProjectTreeView
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.questions import Prompts
from assistant.gui.window.undo_history import UndoHistoryView

log = logging.getLogger(__name__)

PLACE_LATER_MS = 1
"""How soon a panel made by :meth:`MainShell.make_assistant_panel` is placed in its dock."""

SMALLEST_EDITOR_WIDTH = 240
"""The narrowest the editor goes, in a window too small for anything more."""
MIN_TREE_WIDTH = 160
"""The project tree never gets narrower than this (its titles stay readable)."""


class WindowShell(QMainWindow):
    """One project's window and the widgets in it; all changes go through ``controller``."""

    first_painted = Signal()
    """The window has been painted for the first time (``painted`` is True from then on)."""
    assistant_drawn = Signal()
    """The assistant panel has been drawn for the first time (in its dock)."""

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
        self.setObjectName("mainWindow")
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "Quire"))
        self.resize(1360, 860)
        self.setDockOptions(
            QMainWindow.DockOption.AnimatedDocks | QMainWindow.DockOption.AllowTabbedDocks
        )
        self._build_center()
        self._build_tree_dock()
        self._build_undo_dock()
        self._build_search_dock()
        self.has_assistant = with_assistant
        """Whether this window has the assistant (its panel may not be made yet)."""
        self._assistant_panel: QWidget | None = None
        self._panel_to_place: QWidget | None = None
        """The panel made by :meth:`make_assistant_panel`, until it is placed in its dock."""
        if with_assistant:
            self._build_assistant_dock()
        self._build_inspector_dock()
        self._build_status_bar()
        self.painted = False
        self.installEventFilter(self)  # until the first paint

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
        self.center.setMinimumWidth(SMALLEST_EDITOR_WIDTH)  # raised by LayoutState.fit_minimums
        self.center.addWidget(self.placeholder)
        self.center.addWidget(self.tabs)
        self.setCentralWidget(self.center)
        self.tabs.currentChanged.connect(self._update_center)

    def _build_tree_dock(self) -> None:
        self.tree = ProjectTreeView(self.controller, self)
        self.tree.setObjectName("projectTree")
        self.tree.setAccessibleName(QCoreApplication.translate("MainWindow", "Project tree"))
        self.tree.open_requested.connect(self._open_from_tree)
        self.tree_dock = QDockWidget(QCoreApplication.translate("MainWindow", "Project"), self)
        self.tree_dock.setObjectName("projectDock")
        tree_pane = QWidget(self.tree_dock)
        self._tree_pane = QVBoxLayout(tree_pane)
        self._tree_pane.setContentsMargins(0, 0, 0, 0)
        self._tree_pane.setSpacing(4)
        self._tree_pane.addWidget(self.tree)
        self.tree_dock.setWidget(tree_pane)
        self.tree_dock.setMinimumWidth(MIN_TREE_WIDTH)
        self.tree_dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.tree_dock)

    def add_tree_notice(self, notice: QWidget) -> None:
        """Show ``notice`` (a bar that shows and hides itself) above the project tree."""
        self._tree_pane.insertWidget(self._tree_pane.indexOf(self.tree), notice)

    def _build_undo_dock(self) -> None:
        self.undo_view = UndoHistoryView(self.controller.undo_gate, self)
        self.undo_view.setEmptyLabel(QCoreApplication.translate("MainWindow", "As opened"))
        self.undo_view.setCleanIcon(
            self.style().standardIcon(self.style().StandardPixmap.SP_DialogSaveButton)
        )
        self.undo_dock = QDockWidget(QCoreApplication.translate("MainWindow", "Undo History"), self)
        self.undo_dock.setObjectName("undoDock")
        self.undo_dock.setWidget(self.undo_view)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.undo_dock)
        self.undo_dock.hide()

    def _build_search_dock(self) -> None:
        """Search and replace across the project, in a tab beside the project tree."""
        self.project_search = ProjectSearchPanel(self.controller, self.show_hit, self)
        self.search_dock = QDockWidget(QCoreApplication.translate("MainWindow", "Search"), self)
        self.search_dock.setObjectName("searchDock")
        self.search_dock.setWidget(self.project_search)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.search_dock)
        self.tabifyDockWidget(self.tree_dock, self.search_dock)
        self.search_dock.hide()

    def _build_inspector_dock(self) -> None:
        """The synopsis, status, tags and length of the document in front, on the right
        (in a tab beside the assistant)."""
        self.inspector = Inspector(self.controller, self)
        title = QCoreApplication.translate("MainWindow", "Inspector")
        self.inspector_dock = QDockWidget(title, self)
        self.inspector_dock.setObjectName("inspectorDock")
        self.inspector_dock.setWidget(self.inspector)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.inspector_dock)
        if self.has_assistant:
            self.tabifyDockWidget(self.assistant_dock, self.inspector_dock)
            self.assistant_dock.raise_()
        self.tabs.current_key_changed.connect(self.inspector.show_key)

    def _build_assistant_dock(self) -> None:
        """The assistant's dock; its panel (and the assistant it imports) is made the first
        time anything asks for :attr:`assistant_panel`, or by :meth:`make_assistant_panel`
        (``quire-gui`` calls it right after the window's first paint)."""
        title = QCoreApplication.translate("MainWindow", "Assistant")
        self.assistant_dock = QDockWidget(title, self)
        self.assistant_dock.setObjectName("assistantDock")
        self.assistant_dock.setWidget(QWidget(self.assistant_dock))
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.assistant_dock)

    @property
    def assistant_panel(self) -> QWidget | None:
        """The assistant panel, made now if it is not yet; None without the assistant."""
        if self._assistant_panel is None and self.has_assistant:
            self._make_assistant_panel()
        return self._assistant_panel

    @property
    def assistant_panel_if_made(self) -> QWidget | None:
        """The assistant panel when it has been made (never makes it; one made but not yet
        placed in its dock is placed now)."""
        self._place_assistant_panel()
        return self._assistant_panel

    def _make_assistant_panel(self, *, place_later: bool = False) -> None:
        """Make the panel and place it in its dock; with ``place_later``, place it on the
        event loop's next turn (or as soon as anything asks for it), so that making it and
        laying the dock out with it are two shorter waits of the GUI thread, not one."""
        if self._panel_to_place is not None:
            self._place_assistant_panel()
            return
        try:
            from assistant.gui.assistant.panel import AssistantPanel
        except ImportError:
            log.info("the assistant panel is not available", exc_info=True)
            self.has_assistant = False
            self.assistant_dock.hide()
            return
        # made in the dock (hidden until placed: a child made after its parent was shown)
        self._panel_to_place = AssistantPanel(self.controller, parent=self.assistant_dock)
        if place_later:  # a timer, not a posted call: what the writer does meanwhile comes first
            QTimer.singleShot(PLACE_LATER_MS, self._place_assistant_panel)
        else:
            self._place_assistant_panel()

    def _place_assistant_panel(self) -> None:
        panel, self._panel_to_place = self._panel_to_place, None
        if panel is None or not shiboken6.isValid(panel):
            return
        placeholder = self.assistant_dock.widget()
        self.assistant_dock.setWidget(panel)
        if placeholder is not None:
            placeholder.deleteLater()
        self._assistant_panel = panel
        panel.installEventFilter(self)  # until it is first drawn
        self._assistant_made(panel)

    def _assistant_made(self, panel: QWidget) -> None:
        """The assistant panel has just been made: the window's parts connect to it."""

    def make_assistant_panel(self) -> None:
        """Make the assistant panel now, unless it is made or the window has closed; it is
        placed in its dock on the event loop's next turn, or when anything asks for it."""
        if (self.isVisible() and self._assistant_panel is None
                and self._panel_to_place is None and self.has_assistant):
            self._make_assistant_panel(place_later=True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            if watched is self and not self.painted:
                self.removeEventFilter(self)
                self.painted = True
                self.first_painted.emit()
            elif watched is self._assistant_panel:
                watched.removeEventFilter(self)
                self.assistant_drawn.emit()
        return super().eventFilter(watched, event)

    def _build_status_bar(self) -> None:
        status = self.statusBar()
        self.words_label = QLabel(self)
        self.project_words_label = QLabel(self)
        self.save_label = QLabel(self)
        for label in (self.words_label, self.project_words_label, self.save_label):
            label.setContentsMargins(8, 0, 8, 0)
            status.addPermanentWidget(label)

    # -- what the shell shows and where the focus goes ------------------------------------

    def _open_from_tree(self, key: str, pinned: bool) -> None:
        self.tabs.open(key, pinned=pinned, focus=pinned)

    def _update_center(self) -> None:
        self.center.setCurrentWidget(self.tabs if self.tabs.count() else self.placeholder)
        if self.controller.is_open:
            self.placeholder.setText(
                QCoreApplication.translate(
                    "MainWindow",
                    "Pick a document or an entity in the project tree to start writing.",
                )
            )
        else:
            self.placeholder.setText(
                QCoreApplication.translate(
                    "MainWindow",
                    "No project is open. Open one, or make a new one, from the File menu.",
                )
            )

    def set_save_state(self, text: str) -> None:
        """What the status bar says about saving."""
        self.save_label.setText(text)

    def show_find(self, replace: bool) -> None:
        editor = self.tabs.current_editor()
        if isinstance(editor, DocumentEditor):
            editor.show_find(replace=replace)

    def close_current_tab(self) -> None:
        index = self.tabs.currentIndex()
        if index >= 0:
            self.tabs.close_tab(index)

    def cycle_tab(self, step: int) -> None:
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

    def focus_inspector(self) -> None:
        self.inspector_dock.show()
        self.inspector_dock.raise_()
        self.inspector.focus_first()

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
        """Open ``doc_id`` with ``start``..``end`` selected (a search hit), ready to type; an
        entity's hit opens its editor."""
        editor = self.tabs.open(doc_id, pinned=True)
        if isinstance(editor, DocumentEditor):
            editor.select_range(start, end)
            editor.text_edit.setFocus()


__all__ = ["MIN_TREE_WIDTH", "SMALLEST_EDITOR_WIDTH", "WindowShell"]
