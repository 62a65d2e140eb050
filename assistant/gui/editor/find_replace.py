"""The find and replace bar under a document editor.

Matching is the project search's (:func:`assistant.world.search.engine.spans_in`): case, accents
and curly quotes are ignored unless Match case is on ("Mara" finds "Mára"), as in the
project-wide search and ``quire search``. Every match is highlighted, and Replace All
replaces exactly the highlighted ones. Replacing goes through the controller as world
edits: one undo step per Replace, one for Replace All, which says how many it replaced.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QLocale, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QKeySequence,
    QPalette,
    QShortcut,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QToolButton,
    QWidget,
)

from assistant.gui.app.actions import without_arguments
from assistant.gui.window.project_view import ProjectView
from assistant.world import edits as world_edits
from assistant.world.errors import EditError, InvalidPatternError, SearchTimeoutError
from assistant.world.model import Document
from assistant.world.search.engine import SearchOptions, spans_in
from assistant.world.textsync import from_utf16, to_utf16

log = logging.getLogger(__name__)

MAX_HIGHLIGHTS = 2000
"""Highlight at most this many matches (counting goes on past it)."""


def find_matches(
    text: str, query: str, *, case_sensitive: bool, whole_word: bool
) -> list[tuple[int, int]]:
    """Where ``query`` occurs in ``text``, as the project search finds it."""
    if not query:
        return []
    options = SearchOptions(case_sensitive=case_sensitive, whole_word=whole_word)
    try:
        return spans_in(Document("d-probe", "probe", text), query, options)
    except (InvalidPatternError, SearchTimeoutError):  # pragma: no cover - plain text only
        return []


class _Field(QLineEdit):
    """A line edit where Enter finds the next match and Shift+Enter the previous one."""

    next_requested = Signal()
    previous_requested = Signal()
    close_requested = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.previous_requested.emit()
            else:
                self.next_requested.emit()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.close_requested.emit()
            return
        super().keyPressEvent(event)


class FindReplaceBar(QWidget):
    """Find (and replace) in one document's editor."""

    closed = Signal()

    def __init__(
        self,
        editor: QPlainTextEdit,
        controller: ProjectView,
        doc_id: str,
        *,
        text: Callable[[], str],
        title: Callable[[], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._editor = editor
        self._controller = controller
        self._doc_id = doc_id
        self._text = text
        self._title = title
        self._matches: list[tuple[int, int]] = []
        self._replaced: int | None = None
        """How many the last Replace All replaced; said until the search changes."""

        self.find_field = _Field(self)
        self.find_field.setPlaceholderText(self.tr("Find"))
        self.find_field.setClearButtonEnabled(True)
        self.replace_field = _Field(self)
        self.replace_field.setPlaceholderText(self.tr("Replace with"))
        self.case_box = QCheckBox(self.tr("Match case"), self)
        self.word_box = QCheckBox(self.tr("Whole words"), self)
        self.count_label = QLabel(self)
        self.count_label.setMinimumWidth(90)
        self.previous_button = self._button(self.tr("Previous"), self.find_previous)
        self.next_button = self._button(self.tr("Next"), self.find_next)
        self.replace_button = self._button(self.tr("Replace"), self.replace_current)
        self.replace_all_button = self._button(self.tr("Replace All"), self.replace_all)
        close = self._button("✕", self.close_bar)
        close.setToolTip(self.tr("Close (Esc)"))
        close.setAutoRaise(True)

        layout = QGridLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setHorizontalSpacing(6)
        layout.setVerticalSpacing(4)
        layout.addWidget(self.find_field, 0, 0)
        layout.addWidget(self.previous_button, 0, 1)
        layout.addWidget(self.next_button, 0, 2)
        layout.addWidget(self.case_box, 0, 3)
        layout.addWidget(self.word_box, 0, 4)
        layout.addWidget(self.count_label, 0, 5)
        layout.addWidget(close, 0, 6)
        layout.addWidget(self.replace_field, 1, 0)
        layout.addWidget(self.replace_button, 1, 1)
        layout.addWidget(self.replace_all_button, 1, 2)
        layout.setColumnStretch(0, 1)

        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(150)
        self._refresh_timer.timeout.connect(self.refresh)

        self.find_field.textChanged.connect(self._on_query_changed)
        self.case_box.toggled.connect(self._on_query_changed)
        self.word_box.toggled.connect(self._on_query_changed)
        for field in (self.find_field, self.replace_field):
            field.next_requested.connect(self.find_next)
            field.previous_requested.connect(self.find_previous)
            field.close_requested.connect(self.close_bar)
        self.replace_field.next_requested.disconnect(self.find_next)
        self.replace_field.next_requested.connect(self.replace_current)
        editor.document().contentsChanged.connect(self._schedule_refresh)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close_bar)
        self.set_replace_visible(False)
        self.hide()

    def _button(self, text: str, slot: Callable[[], object]) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        button.clicked.connect(without_arguments(slot))
        return button

    # -- showing -----------------------------------------------------------------------------

    def set_replace_visible(self, visible: bool) -> None:
        for widget in (self.replace_field, self.replace_button, self.replace_all_button):
            widget.setVisible(visible)

    def open(self, *, replace: bool = False) -> None:
        """Show the bar, seeded with the editor's selection, and focus the find field."""
        self.set_replace_visible(replace)
        selected = self._editor.textCursor().selectedText()
        if selected and "\u2029" not in selected:
            self.find_field.setText(selected)
        self.show()
        self.find_field.setFocus()
        self.find_field.selectAll()
        self.refresh()

    def close_bar(self) -> None:
        self.hide()
        self._editor.setExtraSelections([])
        self._editor.setFocus()
        self.closed.emit()

    # -- finding -----------------------------------------------------------------------------

    @property
    def matches(self) -> list[tuple[int, int]]:
        return list(self._matches)

    def _on_query_changed(self, *_args: object) -> None:
        self._replaced = None
        self.refresh()
        if self._matches:
            self._select_from(self._selection_start(), forward=True, inclusive=True)

    def _schedule_refresh(self) -> None:
        if self.isVisible():
            self._refresh_timer.start()

    def refresh(self) -> None:
        """Find every match again and highlight them."""
        text = self._text()
        self._matches = find_matches(
            text,
            self.find_field.text(),
            case_sensitive=self.case_box.isChecked(),
            whole_word=self.word_box.isChecked(),
        )
        self._highlight(text)
        self._update_count()

    def _highlight(self, text: str) -> None:
        fmt = QTextCharFormat()
        color = QColor(self.palette().color(QPalette.ColorRole.Highlight))
        color.setAlpha(70)
        fmt.setBackground(color)
        selections = []
        for start, end in self._matches[:MAX_HIGHLIGHTS]:
            selection = QTextEdit.ExtraSelection()
            cursor = QTextCursor(self._editor.document())
            cursor.setPosition(to_utf16(text, start))
            cursor.setPosition(to_utf16(text, end), QTextCursor.MoveMode.KeepAnchor)
            selection.cursor = cursor
            selection.format = fmt
            selections.append(selection)
        self._editor.setExtraSelections(selections)

    def _update_count(self) -> None:
        self.count_label.setText(self._count_text())

    def _count_text(self) -> str:
        locale = QLocale()
        query = self.find_field.text()
        if self._replaced is not None:
            return self.tr("Replaced %Ln", "", self._replaced)
        if not query:
            return ""
        if not self._matches:
            return self.tr("No matches")
        current = self._current_index()
        total = locale.toString(len(self._matches))
        if current is None:
            return self.tr("%Ln matches", "", len(self._matches))
        return self.tr("{current} of {total}").format(
            current=locale.toString(current + 1), total=total
        )

    def _selection(self) -> tuple[int, int]:
        cursor = self._editor.textCursor()
        text = self._text()
        return from_utf16(text, cursor.selectionStart()), from_utf16(text, cursor.selectionEnd())

    def _selection_start(self) -> int:
        return self._selection()[0]

    def _current_index(self) -> int | None:
        selection = self._selection()
        try:
            return self._matches.index(selection)
        except ValueError:
            return None

    def _select(self, match: tuple[int, int]) -> None:
        text = self._text()
        cursor = QTextCursor(self._editor.document())
        cursor.setPosition(to_utf16(text, match[0]))
        cursor.setPosition(to_utf16(text, match[1]), QTextCursor.MoveMode.KeepAnchor)
        self._editor.setTextCursor(cursor)
        self._editor.ensureCursorVisible()
        self._update_count()

    def _select_from(self, position: int, *, forward: bool, inclusive: bool = False) -> None:
        if not self._matches:
            return
        if forward:
            for match in self._matches:
                if match[0] > position or (inclusive and match[0] == position):
                    self._select(match)
                    return
            self._select(self._matches[0])  # wrap around
        else:
            for match in reversed(self._matches):
                if match[0] < position:
                    self._select(match)
                    return
            self._select(self._matches[-1])

    def find_next(self) -> None:
        self._replaced = None
        self.refresh()
        start, end = self._selection()
        self._select_from(start, forward=True, inclusive=start == end)

    def find_previous(self) -> None:
        self._replaced = None
        self.refresh()
        self._select_from(self._selection_start(), forward=False)

    # -- replacing ---------------------------------------------------------------------------

    def replace_current(self) -> None:
        """Replace the selected match (or find the next one first), then find the next."""
        self._replaced = None
        self.refresh()
        current = self._current_index()
        if current is None:
            self.find_next()
            return
        start, end = self._matches[current]
        replacement = self.replace_field.text()
        label = self.tr("Replace “{find}” in “{title}”").format(
            find=self.find_field.text(), title=self._title()
        )
        try:
            edit = world_edits.ReplaceRange(self._doc_id, start, end, replacement)
            self._controller.push(edit, label)
        except EditError:
            log.exception("replace failed")
            return
        self.refresh()
        self._select_from(start + len(replacement) - 1, forward=True)

    def replace_all(self) -> int:
        """Replace every match as one undo step; returns how many were replaced."""
        world = self._controller.world
        document = world.documents.get(self._doc_id) if world is not None else None
        if document is None:
            return 0
        spans = find_matches(
            document.text,
            self.find_field.text(),
            case_sensitive=self.case_box.isChecked(),
            whole_word=self.word_box.isChecked(),
        )
        if not spans:
            self.refresh()
            return 0
        replacement = self.replace_field.text()
        replaced = tuple((start, end, replacement) for start, end in spans)
        edit = world_edits.ReplaceSpans(self._doc_id, replaced)
        label = self.tr("Replace all “{find}” in “{title}”").format(
            find=self.find_field.text(), title=self._title()
        )
        try:
            self._controller.push(edit, label)
        except EditError:
            log.exception("replace all failed")
            return 0
        self._replaced = len(spans)
        self.refresh()
        return len(spans)
