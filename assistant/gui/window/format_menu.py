"""The Format menu: Bold (Ctrl+B) and Italic (Ctrl+I) for the document in front, as Markdown's
``**`` and ``*`` around the selection or the word at the caret, each one undo step.

The keys work in focus mode too, when the menu bar is hidden, and never reach into the
manuscript while the writer types somewhere else (the question box, a title, a field).
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTextEdit,
)

from assistant.gui.app.actions import make_action
from assistant.gui.editor.document_editor import DocumentEditor
from assistant.world.emphasis import Emphasis

_TYPED_INTO = (QLineEdit, QTextEdit, QPlainTextEdit, QAbstractSpinBox, QComboBox)


class FormatMenu(QObject):
    """Format ▸ Bold and Italic, inserted into ``window``'s menu bar before ``before``."""

    def __init__(self, window: QMainWindow, before: QAction | None) -> None:
        super().__init__(window)
        self.window = window
        keys = QKeySequence.StandardKey
        self.bold_action = make_action(
            window, self.tr("&Bold"), lambda: self.toggle(Emphasis.BOLD), keys.Bold,
            name="boldAction",
        )
        self.italic_action = make_action(
            window, self.tr("&Italic"), lambda: self.toggle(Emphasis.ITALIC), keys.Italic,
            name="italicAction",
        )
        self.menu = QMenu(self.tr("F&ormat"), window.menuBar())
        self.menu.setObjectName("formatMenu")
        for action in (self.bold_action, self.italic_action):
            self.menu.addAction(action)
            window.addAction(action)  # still there in focus mode, with the menu bar hidden
        if before is not None:
            window.menuBar().insertMenu(before, self.menu)
        else:
            window.menuBar().addMenu(self.menu)
        tabs = window.tabs  # type: ignore[attr-defined]
        tabs.currentChanged.connect(lambda _index: self.update_enabled())
        self.update_enabled()

    def _editor(self) -> DocumentEditor | None:
        editor = self.window.tabs.current_editor()  # type: ignore[attr-defined]
        return editor if isinstance(editor, DocumentEditor) else None

    def update_enabled(self) -> None:
        """Bold and Italic are there while a document is in front."""
        on = self._editor() is not None
        self.bold_action.setEnabled(on)
        self.italic_action.setEnabled(on)

    def toggle(self, emphasis: Emphasis) -> None:
        editor = self._editor()
        if editor is None:
            return
        focus = QApplication.focusWidget()
        if isinstance(focus, _TYPED_INTO) and focus is not editor.text_edit:
            return  # the writer is typing elsewhere: the manuscript is not what they meant
        editor.toggle_emphasis(emphasis)
        editor.text_edit.setFocus()
