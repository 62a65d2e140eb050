"""The main window: the shell (:mod:`.shell`: the project tree on the left, editors in tabs
in the middle, the assistant on the right, the undo history and the status bar) with its
parts built and wired: its menus (:mod:`.menus`), its
project files — open, save, the disk check — (:mod:`.project_files`), the dialogs it opens
(:mod:`.dialogs`) and its remembered layout (:mod:`.layout_state`), beside the keeping
commands and the writing tools.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QLocale, QSettings, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QWidget

from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.dialogs import WindowDialogs
from assistant.gui.window.format_menu import FormatMenu
from assistant.gui.window.layout_state import LayoutState
from assistant.gui.window.menus import WindowMenus
from assistant.gui.window.project_files import ProjectFiles
from assistant.gui.window.shell import WindowShell
from assistant.gui.window.tab_order import next_stop
from assistant.world import edits as world_edits
from assistant.world.model import World, count_words

log = logging.getLogger(__name__)

WORD_COUNT_DELAY_MS = 250


class MainWindow(WindowShell):
    """One project in one window. All changes go through ``controller``.

    Its parts: ``menus`` (:class:`WindowMenus`), ``files`` (:class:`ProjectFiles`),
    ``dialogs`` (:class:`WindowDialogs`), ``layout_state`` (:class:`LayoutState`),
    ``format_menu`` (:class:`FormatMenu`), ``keeping`` and ``writing_tools``.

    The assistant panel is made with the window, or with ``assistant_later`` when it is first
    asked for or :meth:`make_assistant_panel` is called (``quire-gui`` calls it once the window
    has been painted with the project).
    """

    def __init__(
        self,
        controller: ProjectController,
        settings: QSettings | None = None,
        *,
        with_assistant: bool = True,
        assistant_later: bool = False,
    ) -> None:
        super().__init__(controller, settings, with_assistant=with_assistant)
        self._counted_editors: set[QWidget] = set()
        self.layout_state = LayoutState(self)
        self.files = ProjectFiles(self, self.layout_state)
        self.dialogs = WindowDialogs(self)
        self.menus = WindowMenus(self, self.files, self.dialogs)
        self.format_menu = FormatMenu(self, self.menus.project_menu.menuAction())
        self._build_keeping()
        self.menus.add_assistant_menu()
        self._build_writing_tools()
        self._build_timeline()
        self._build_series()

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
        controller.words_counted.connect(self.update_word_count)
        controller.saved.connect(lambda _report: self.set_save_state(self.tr("All changes saved")))
        self.layout_state.restore_geometry()
        self._update_enabled()
        if controller.is_open:
            self._on_project_opened()
        if with_assistant and not assistant_later:
            _ = self.assistant_panel  # made now

    # -- building ------------------------------------------------------------------------------

    def _build_keeping(self) -> None:
        """Export, snapshots, backups, Empty Trash and Delete Permanently (see keeping.py)."""
        from assistant.gui.window.keeping import KeepingActions

        menus = self.menus
        self.keeping = KeepingActions(self, self.files)
        self.keeping.add_to_file_menu(menus.file_menu, menus.settings_action)
        self.keeping.add_document_menu(self.menuBar(), menus.view_menu.menuAction())
        self.keeping.add_to_project_menu(menus.project_menu)
        self.tree.actions_.trash_extras = [self.keeping.delete_permanently,
                                           self.keeping.empty_trash]
        self.controller.keeping_failed.connect(
            lambda text: self.statusBar().showMessage(text, 10000)
        )

    def _build_writing_tools(self) -> None:
        """Spelling, smart punctuation, outliner, corkboard, progress, focus mode, zoom and
        theme (see writing_tools.py), with this window's remembered preferences."""
        from assistant.gui.settings.appearance import apply_theme, reset_appearance
        from assistant.gui.window.writing_tools import WritingTools

        apply_theme(reset_appearance(self.settings).prefs.theme)
        self.writing_tools = WritingTools(self)

    def _build_timeline(self) -> None:
        """View ▸ Timeline, the inspector's Time and Assistant ▸ Check Timeline."""
        from assistant.gui.timeline.timeline_parts import TimelineParts

        self.timeline = TimelineParts(self)
        self.timeline.add_to_menus(
            self.menus.view_menu, self.writing_tools.corkboard_action, self.menus.assistant_menu
        )

    def _build_series(self) -> None:
        """File ▸ Series… and the bar above the tree when the book's series is offline."""
        from assistant.gui.series.series_parts import SeriesParts

        self.series = SeriesParts(self)
        self.series.add_to_menu(self.menus.file_menu, self.menus.merge_copies_action)

    def _assistant_made(self, panel: QWidget) -> None:
        """The assistant panel is made: the findings follow its fixes, and with no project
        open it offers New, Open and Open Recent."""
        self.dialogs.follow_fixes(panel)
        page = getattr(panel, "start_page", None)
        if page is None:
            return
        page.new_requested.connect(self.menus.new_action.trigger)
        page.open_requested.connect(self.menus.open_action.trigger)
        page.recent_chosen.connect(self.files.open_project)
        panel.recent_projects = self.menus.recent_with_labels
        if not self.controller.is_open:
            panel.refresh_setup_state()

    # -- closing and resizing ------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.save_before_leaving():
            event.ignore()
            return
        if self.controller.is_open:
            self.layout_state.remember_tabs()
        self.layout_state.save_geometry()
        panel = self.assistant_panel_if_made
        if panel is not None and hasattr(panel, "shutdown"):
            panel.shutdown()
        self.dialogs.shutdown()
        self.controller.close()
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.layout_state.fit_minimums()
        super().resizeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        self.layout_state.fit_minimums()
        super().showEvent(event)
        self.layout_state.shown()

    # -- reacting to the controller ----------------------------------------------------------

    def _on_project_opened(self) -> None:
        self.tabs.close_all()
        self.layout_state.restore_tabs()
        current = self.tabs.current_key()
        if current is not None:
            self.tree.select_key(current)
        self._update_title()
        self._update_modified()
        self._update_enabled()
        self.set_save_state(self.tr("All changes saved"))
        self.update_word_count()

    def _on_project_closed(self) -> None:
        self.tabs.close_all()
        self._update_title()
        self._update_enabled()
        self.set_save_state("")
        self.update_word_count()

    def _on_world_changed(self, world: World, change) -> None:
        if change is None or change.changed(world_edits.ChangeFlag.PROJECT):
            self._update_title()
            if self.controller.root is not None:
                self.recent.set_title(self.controller.root, world.meta.title)
        self._word_timer.start()

    def _on_document_requested(self, doc_id: str) -> None:
        if self.tabs.open(doc_id, pinned=True) is not None:
            self.tree.select_key(doc_id)

    def _on_current_tab(self, key: str | None) -> None:
        if key is not None and key not in self.tree.selected_keys():
            self.tree.select_key(key)  # the tree shows where the document in front is
        self.update_word_count()
        editor = self.tabs.current_editor()
        self.menus.find_action.setEnabled(isinstance(editor, DocumentEditor))
        self.menus.replace_action.setEnabled(isinstance(editor, DocumentEditor))
        if isinstance(editor, DocumentEditor) and editor not in self._counted_editors:
            self._counted_editors.add(editor)
            editor.text_edit.selectionChanged.connect(self._word_timer.start)
            editor.destroyed.connect(lambda _obj=None, e=editor: self._counted_editors.discard(e))

    # -- what the window shows -------------------------------------------------------------------

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab reads the window from left to right: the tree, the tabs, the document in
        front (its title, its fields, its text), the panes on the right (see tab_order.py)."""
        editor = self.tabs.current_editor()
        in_editor = editor.focusables() if hasattr(editor, "focusables") else []
        tab_bar = [self.tabs.tabBar()] if self.tabs.count() else []
        target = next_stop(self, self.tree, [*tab_bar, *in_editor], forward=next)
        if target is None:
            return super().focusNextPrevChild(next)
        reason = Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason
        target.setFocus(reason)
        return True

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
        self.menus.save_action.setEnabled(modified)
        if self.controller.is_open:
            self.set_save_state(
                self.tr("Unsaved changes") if modified else self.tr("All changes saved")
            )
        self.tabs.update_unsaved_marks()

    def _update_enabled(self) -> None:
        is_open = self.controller.is_open
        self.menus.update_enabled(is_open)
        self.keeping.update_enabled()
        self.tree.setEnabled(is_open)
        self._update_center()

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
