"""Binds a QPlainTextEdit to one text of the world (a document's body, an entity's notes).

Typing becomes world edits pushed through the controller (so it lands on the undo stack);
changes to the world made elsewhere (undo, redo, find and replace, the assistant) are copied
into the widget as small edits, without pushing anything back. The widget's own undo is off:
the project's undo stack is the only one.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint, Signal
from PySide6.QtGui import (
    QAction,
    QContextMenuEvent,
    QFocusEvent,
    QKeyEvent,
    QKeySequence,
    QTextCursor,
)
from PySide6.QtWidgets import QMenu, QPlainTextEdit, QWidget

from assistant.gui.window.project_view import ProjectView
from assistant.world.edits.changes import ChangeSummary
from assistant.world.errors import EditError
from assistant.world.model import World
from assistant.world.textsync import (
    TextChange,
    diff_texts,
    editor_text,
    from_utf16,
    has_astral,
    to_utf16,
)

if TYPE_CHECKING:
    from assistant.world.edits import Edit

log = logging.getLogger(__name__)


class UndoablePlainTextEdit(QPlainTextEdit):
    """A plain-text editor whose Undo and Redo (keys and context menu) use the project's stack."""

    focus_left = Signal()

    def __init__(self, controller: ProjectView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self.document().setUndoRedoEnabled(False)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.Undo):
            self._controller.undo_gate.undo()
            return
        if event.matches(QKeySequence.StandardKey.Redo):
            self._controller.undo_gate.redo()
            return
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.focus_left.emit()

    def extend_context_menu(self, menu: QMenu, position: QPoint) -> None:
        """Add entries (spelling suggestions) to the context menu shown at ``position``."""

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        menu = self.createStandardContextMenu(event.pos())
        gate = self._controller.undo_gate
        stack = gate.stack
        for action in menu.actions():
            name = action.objectName()
            if name not in ("edit-undo", "edit-redo"):
                continue
            undo = name == "edit-undo"
            replacement = QAction(action.text(), menu)
            replacement.setShortcut(action.shortcut())
            replacement.setEnabled(stack.canUndo() if undo else stack.canRedo())
            replacement.triggered.connect(gate.undo if undo else gate.redo)
            menu.insertAction(action, replacement)
            menu.removeAction(action)
        self.extend_context_menu(menu, event.pos())
        menu.exec(event.globalPos())
        menu.deleteLater()


def _apply_spans(text: str, spans: list[tuple[int, int, str]]) -> str:
    for start, end, new in reversed(spans):
        text = text[:start] + new + text[end:]
    return text


class TextBinding(QObject):
    """Keeps ``editor`` and one text of the world equal.

    ``read(world)`` returns the text (None when its owner is gone); ``range_edit(change)``
    turns a change typed by the writer into an edit (None when only a whole-text edit will
    do), ``whole_edit(text)`` makes an edit that sets the whole text; ``label()`` names the
    undo step. ``doc_id`` lets text edits of that document be copied span by span.
    """

    edited = Signal()
    """The writer changed the text (not undo, not someone else)."""
    gone = Signal()
    """The text's owner no longer exists in the world."""

    def __init__(
        self,
        editor: UndoablePlainTextEdit,
        controller: ProjectView,
        *,
        read: Callable[[World], str | None],
        range_edit: Callable[[TextChange], Edit | None],
        whole_edit: Callable[[str], Edit],
        label: Callable[[], str],
        merge_key: Hashable,
        doc_id: str | None = None,
    ) -> None:
        super().__init__(editor)
        self._editor = editor
        self._controller = controller
        self._read = read
        self._range_edit = range_edit
        self._whole_edit = whole_edit
        self._label = label
        self._merge_key = merge_key
        self._doc_id = doc_id
        self._applying = False
        self._world_text = ""
        self._shown = ""
        self._shown_len16 = 0
        self._astral = False
        editor.document().contentsChange.connect(self._on_contents_change)
        editor.focus_left.connect(controller.break_merge)
        controller.world_changed.connect(self._on_world_changed)
        self.load()

    @property
    def shown_text(self) -> str:
        """What the editor shows, as Python text (line breaks as ``\\n``)."""
        return self._shown

    def load(self) -> None:
        """Show the world's text afresh (the cursor goes to the start)."""
        world = self._controller.world
        text = self._read(world) if world is not None else None
        self._world_text = text or ""
        self._set_shown(editor_text(self._world_text))
        self._applying = True
        try:
            self._editor.setPlainText(self._shown)
        finally:
            self._applying = False

    def disconnect_world(self) -> None:
        """Stop listening to the world (the editor is closing)."""
        with contextlib.suppress(RuntimeError, TypeError):
            self._controller.world_changed.disconnect(self._on_world_changed)

    def _set_shown(self, text: str, change: TextChange | None = None) -> None:
        """Remember what the editor shows; ``change`` (when known) made it from the last text,
        which spares scanning the whole text for characters beyond the BMP."""
        if change is None or (self._astral and change.end > change.start):
            self._astral = has_astral(text)
        elif has_astral(change.text):
            self._astral = True
        self._shown = text
        self._shown_len16 = to_utf16(text, len(text), astral=self._astral)

    def _raw_text(self) -> str:
        return self._editor.document().toRawText().replace("\u2029", "\n")

    # -- the writer types ------------------------------------------------------------------

    def _typed_change(
        self, position: int, removed: int, added: int
    ) -> tuple[str, TextChange] | None:
        """The new text and the change Qt reports, read from the changed region only."""
        old = self._shown
        new_len16 = self._editor.document().characterCount() - 1
        if position < 0 or self._shown_len16 - removed + added != new_len16:
            return None
        if position + added > new_len16:
            # Qt counts the document's last paragraph separator when a change covers the whole
            # text (a highlighter's formats redone, say): read the text itself instead
            return None
        cursor = QTextCursor(self._editor.document())
        cursor.setPosition(position)
        cursor.setPosition(position + added, QTextCursor.MoveMode.KeepAnchor)
        region = cursor.selectedText().replace("\u2029", "\n")
        start = from_utf16(old, position, astral=self._astral)
        end = from_utf16(old, position + removed, astral=self._astral)
        change = diff_texts(old[start:end], region)
        if change is None:
            return old, TextChange(start, start, "")
        change = TextChange(start + change.start, start + change.end, change.text)
        return old[: change.start] + change.text + old[change.end :], change

    def _on_contents_change(self, position: int, removed: int, added: int) -> None:
        if self._applying:
            return
        typed = self._typed_change(position, removed, added)
        if typed is None:  # Qt's counts do not add up (it happens): compare the whole text
            new = self._raw_text()
            change = diff_texts(self._shown, new, hint=from_utf16(new, position))
        else:
            new, change = typed
        if change is None or (change.start == change.end and not change.text):
            return
        exact = self._world_text == self._shown
        self._set_shown(new, change if typed is not None else None)
        edit = self._range_edit(change) if exact else None
        if edit is None:
            edit = self._whole_edit(new)
        try:
            self._controller.push(
                edit, self._label(), merge_key=self._merge_key, writing=True
            )
        except (EditError, RuntimeError):
            log.exception("could not record typing; showing the project's text again")
            self.load()
            return
        self.edited.emit()

    # -- the world changes -------------------------------------------------------------------

    def _on_world_changed(self, world: World, change: ChangeSummary | None) -> None:
        text = self._read(world)
        if text is None:
            self.gone.emit()
            return
        if text is self._world_text or text == self._world_text:
            return
        previous_world_text = self._world_text
        self._world_text = text
        shown = editor_text(text)
        if shown == self._shown:
            return  # our own typing coming back
        spans = None
        if change is not None and self._doc_id is not None:
            found = change.text_spans(self._doc_id)
            spans = None if found is None else list(found)
        if (
            spans is None
            or previous_world_text != self._shown
            or (_apply_spans(self._shown, spans) != shown)
        ):
            change = diff_texts(self._shown, shown, hint=spans[0][0] if spans else None)
            assert change is not None
            spans = [(change.start, change.end, change.text)]
        self._copy_spans(spans, shown)

    def _copy_spans(self, spans: list[tuple[int, int, str]], shown: str) -> None:
        """Apply ``spans`` (positions in the old shown text) to the widget."""
        old = self._shown
        astral = self._astral
        document = self._editor.document()
        cursor = QTextCursor(document)
        self._applying = True
        try:
            cursor.beginEditBlock()
            for start, end, text in reversed(spans):
                cursor.setPosition(to_utf16(old, start, astral=astral))
                cursor.setPosition(
                    to_utf16(old, end, astral=astral), QTextCursor.MoveMode.KeepAnchor
                )
                cursor.insertText(text)
            cursor.endEditBlock()
        finally:
            self._applying = False
        self._set_shown(shown)
        if self._raw_text() != shown:  # never let the widget drift from the world
            log.warning("editor text drifted from the project; reloading it")
            self.load()
            return
        if self._controller.is_replaying:
            start, _end, text = spans[0]
            caret = QTextCursor(document)
            caret.setPosition(to_utf16(shown, start + len(text), astral=self._astral))
            self._editor.setTextCursor(caret)
            self._editor.ensureCursorVisible()
