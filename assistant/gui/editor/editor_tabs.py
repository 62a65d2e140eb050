"""Open documents and entities, one tab each.

A single click in the tree shows an item in a *preview* tab (title dimmed) that the next
single click reuses, so browsing does not pile up tabs; typing in it, or opening it with a
double click or Enter, keeps it. A tab whose document has changes not yet saved says so
(``•`` after its title). Tabs shrink to a readable length before the bar scrolls.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, QTimer, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QTabBar, QTabWidget, QWidget

from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.window.project_view import ProjectView

if TYPE_CHECKING:
    from assistant.gui.editor.entity_editor import EntityEditor

    Editor = DocumentEditor | EntityEditor

log = logging.getLogger(__name__)

UNSAVED_MARK = " •"
"""After the title of a tab with unsaved changes."""

MIN_TAB_CHARACTERS = 14
"""A tab keeps this many characters of its title before it is cut with an ellipsis."""


class EditorTabBar(QTabBar):
    """Tabs that shrink only to a readable length ("Chapter 3: Up…", never "Ch…")."""

    def minimumTabSizeHint(self, index: int) -> QSize:
        full = self.tabSizeHint(index)
        readable = super().minimumTabSizeHint(index)
        extra = self.fontMetrics().horizontalAdvance("x" * MIN_TAB_CHARACTERS)
        return QSize(min(full.width(), readable.width() + extra), readable.height())


class EditorTabs(QTabWidget):
    """The tabs in the middle of the window."""

    current_key_changed = Signal(object)
    """The key (document or entity id) of the tab now shown, or None."""
    problem = Signal(str)
    """An editor refused a change; the sentence says why."""

    def __init__(self, controller: ProjectView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setTabBar(EditorTabBar(self))
        self.setDocumentMode(True)
        self.setTabsClosable(True)
        self.setMovable(True)
        self.setElideMode(self.tabBar().elideMode().ElideRight)
        self.tabBar().setExpanding(False)
        self.tabBar().setUsesScrollButtons(True)
        self.tabCloseRequested.connect(self.close_tab)
        self.currentChanged.connect(self._on_current_changed)
        self.tabBar().tabBarDoubleClicked.connect(self._pin_at)
        self._preview: str | None = None
        controller.world_changed.connect(self._close_trashed)
        controller.world_changed.connect(self._mark_changed)

    # -- finding tabs ---------------------------------------------------------------------------

    def editors(self) -> list[Editor]:
        return [self.widget(i) for i in range(self.count())]  # type: ignore[misc]

    def open_keys(self) -> list[str]:
        return [self._key_of(editor) for editor in self.editors()]

    @staticmethod
    def _key_of(editor: Editor) -> str:
        return editor.doc_id if isinstance(editor, DocumentEditor) else editor.entity_id

    def editor(self, key: str) -> Editor | None:
        for editor in self.editors():
            if self._key_of(editor) == key:
                return editor
        return None

    def current_editor(self) -> Editor | None:
        return self.currentWidget()  # type: ignore[return-value]

    def current_key(self) -> str | None:
        editor = self.current_editor()
        return self._key_of(editor) if editor is not None else None

    @property
    def preview_key(self) -> str | None:
        return self._preview

    # -- opening and closing ------------------------------------------------------------------

    def open(self, key: str, *, pinned: bool = True, focus: bool = False) -> Editor | None:
        """Show the document or entity ``key`` in a tab (a preview tab unless ``pinned``)."""
        world = self.controller.world
        if world is None or (key not in world.documents and key not in world.entities):
            return None
        editor = self.editor(key)
        if editor is None:
            if not pinned and self._preview is not None:
                self.close_tab(self.indexOf(self.editor(self._preview)))
            editor = self._make(key)
            self.insertTab(self.currentIndex() + 1, editor, editor.title)
            if not pinned:
                self._preview = key
        if pinned and self._preview == key:
            self._preview = None
        self._style_tab(editor)
        self.setCurrentWidget(editor)
        if focus:
            editor.setFocus()
        return editor

    def _make(self, key: str) -> Editor:
        editor: Editor
        if key in self.controller.snapshot().documents:
            editor = DocumentEditor(self.controller, key, self)
        else:
            from assistant.gui.editor.entity_editor import EntityEditor  # on the first entity

            editor = EntityEditor(self.controller, key, self)
        editor.edited.connect(lambda e=editor: self.pin(self._key_of(e)))
        editor.gone.connect(lambda e=editor: self._close_editor(e))
        editor.title_changed.connect(lambda _t, e=editor: self._retitle(e))
        editor.problem.connect(self.problem)
        return editor

    def pin(self, key: str) -> None:
        """Keep ``key``'s tab open (it is no longer the preview)."""
        if self._preview == key:
            self._preview = None
            editor = self.editor(key)
            if editor is not None:
                self._style_tab(editor)

    def _pin_at(self, index: int) -> None:
        editor = self.widget(index)
        if editor is not None:
            self.pin(self._key_of(editor))  # type: ignore[arg-type]

    def is_unsaved(self, key: str) -> bool:
        """True when ``key``'s document or entity has changes not yet on disk."""
        project = self.controller.project
        return bool(project is not None and self.controller.is_modified and project.is_unsaved(key))

    def update_unsaved_marks(self) -> None:
        for editor in self.editors():
            self._style_tab(editor)

    def _mark_changed(self, _world, change) -> None:
        touched = change.touched if change is not None else None
        for editor in self.editors():
            if touched is None or self._key_of(editor) in touched:
                self._style_tab(editor)

    def _style_tab(self, editor: Editor) -> None:
        """Show the title (marked when unsaved); a preview tab's title is dimmed."""
        index = self.indexOf(editor)
        if index < 0:
            return
        key = self._key_of(editor)
        preview = key == self._preview
        unsaved = self.is_unsaved(key)
        shown = editor.title + (UNSAVED_MARK if unsaved else "")
        self.setTabText(index, shown.replace("&", "&&"))
        tip = editor.title
        if unsaved:
            tip += "\n" + self.tr("Not saved yet")
        self.setTabToolTip(index, tip)
        color = self.palette().color(QPalette.ColorRole.PlaceholderText) if preview else QColor()
        self.tabBar().setTabTextColor(index, color)

    def _retitle(self, editor: Editor) -> None:
        self._style_tab(editor)

    def close_tab(self, index: int) -> None:
        editor = self.widget(index)
        if editor is None:
            return
        self._close_editor(editor)  # type: ignore[arg-type]

    def _close_editor(self, editor: Editor) -> None:
        index = self.indexOf(editor)
        if index < 0:
            return
        if self._key_of(editor) == self._preview:
            self._preview = None
        editor.dispose()
        self.removeTab(index)
        # deleted in a later pass of the event loop than this one's repaint (deleteLater alone
        # or a zero timer would come first): 5-20 ms when a project closes
        QTimer.singleShot(1, editor, editor.deleteLater)

    def _close_trashed(self, world, change) -> None:
        """Documents and entities moved to the trash leave their tabs."""
        if change is not None and change.text_only:
            return  # typing never trashes anything (and this runs on every keystroke)
        for editor in self.editors():
            key = self._key_of(editor)
            if world.has(key) and world.is_trashed(key):
                self._close_editor(editor)

    def close_all(self) -> None:
        for editor in self.editors():
            self._close_editor(editor)
        self._preview = None

    def _on_current_changed(self, _index: int) -> None:
        self.current_key_changed.emit(self.current_key())
