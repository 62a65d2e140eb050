"""The editor for one document: its title, its Markdown text, and a find and replace bar."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QSize, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QKeyEvent,
    QPalette,
    QResizeEvent,
    QTextCharFormat,
    QTextCursor,
    QTextFormat,
    QTextOption,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLineEdit,
    QMenu,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.editor.document_fields import DocumentFieldsSection
from assistant.gui.editor.find_replace import FindReplaceBar
from assistant.gui.editor.lock_notice import LockNotice
from assistant.gui.editor.spelling import SpellingHighlighter, SpellingService
from assistant.gui.editor.text_binding import TextBinding, UndoablePlainTextEdit
from assistant.gui.editor.wiki_links import LinkNavigator
from assistant.gui.settings.appearance import appearance
from assistant.gui.window.project_view import ProjectView
from assistant.world import edits as world_edits
from assistant.world.emphasis import Emphasis, toggle
from assistant.world.errors import EditError
from assistant.world.model import Document, World
from assistant.world.spelling import words_of
from assistant.world.textsync import TextChange, from_utf16, to_utf16

if TYPE_CHECKING:
    from assistant.world.edits import Edit

READING_FONTS = (
    "Literata",
    "Charter",
    "Bitstream Charter",
    "Georgia",
    "Source Serif 4",
    "Noto Serif",
    "TeX Gyre Pagella",
    "Palatino Linotype",
    "Palatino",
    "P052",
    "C059",
    "DejaVu Serif",
    "Liberation Serif",
)
"""Serif faces that read well at length, best first; the first one installed is used."""

COLUMN_CHARACTERS = 72
"""The text column is at most about this many characters of prose wide."""


def reading_font(point_size: float = 14.0, family: str = "") -> QFont:
    """The font for manuscript text: ``family`` when given, else a readable serif when one
    is installed."""
    # families may carry their foundry ("P052 [urw]") when two foundries ship one name
    families = {name.split(" [", 1)[0] for name in QFontDatabase.families()}
    font = QFont()
    for candidate in (family, *READING_FONTS) if family else READING_FONTS:
        if candidate in families:
            font.setFamily(candidate)
            break
    else:
        font.setStyleHint(QFont.StyleHint.Serif)
    font.setPointSizeF(point_size)
    return font


_FOCUS_DIM = QTextFormat.Property.UserProperty + 18
"""Marks the extra selections that dim the text around the current paragraph."""


class ManuscriptEdit(UndoablePlainTextEdit):
    """The text widget: a centred column of readable width with generous margins."""

    typed = Signal(str)
    """The writer typed this text with a key (after the widget took it in)."""
    context_menu_requested = Signal(QMenu, QPoint)
    """The context menu is about to show at this position: add to it."""

    def __init__(self, controller: ProjectView, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self._columns = COLUMN_CHARACTERS
        self._dim = False
        self._typewriter = False
        self.setFont(reading_font())
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.setLineWrapMode(UndoablePlainTextEdit.LineWrapMode.WidgetWidth)
        self.setCenterOnScroll(False)
        self.document().setDocumentMargin(4)
        self.cursorPositionChanged.connect(self._on_cursor_moved)
        prefs = appearance()
        prefs.changed.connect(self.apply_preferences)
        self.apply_preferences()

    def apply_preferences(self) -> None:
        """Font, size (with the zoom) and line width from the writer's preferences."""
        prefs = appearance().prefs
        self.setFont(reading_font(prefs.point_size, prefs.font_family))
        self._columns = prefs.line_width
        self._update_margins()

    def set_focus_mode(self, *, dim: bool, typewriter: bool) -> None:
        """Dim all but the current paragraph, and keep the caret's line mid-screen."""
        self._dim, self._typewriter = dim, typewriter
        self.setCenterOnScroll(typewriter)
        self._on_cursor_moved()

    def _on_cursor_moved(self) -> None:
        if self._typewriter:
            self.centerCursor()
        others = [
            selection
            for selection in self.extraSelections()
            if not selection.format.property(_FOCUS_DIM)
        ]
        if not self._dim:
            if len(others) != len(self.extraSelections()):
                self.setExtraSelections(others)
            return
        block = self.textCursor().block()
        dim = QTextCharFormat()
        dim.setProperty(_FOCUS_DIM, True)
        text, base = self.palette().color(QPalette.ColorRole.Text), self.palette().color(
            QPalette.ColorRole.Base
        )
        dim.setForeground(
            QColor(
                (text.red() + base.red() * 2) // 3,
                (text.green() + base.green() * 2) // 3,
                (text.blue() + base.blue() * 2) // 3,
            )
        )
        selections = []
        for start, end in (
            (0, block.position()),
            (block.position() + block.length() - 1, self.document().characterCount() - 1),
        ):
            if end <= start:
                continue
            selection = QTextEdit.ExtraSelection()
            cursor = QTextCursor(self.document())
            cursor.setPosition(start)
            cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
            selection.cursor = cursor
            selection.format = dim
            selections.append(selection)
        self.setExtraSelections(others + selections)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        text = event.text()
        if text and text.isprintable() and not self.isReadOnly():
            self.typed.emit(text)

    def extend_context_menu(self, menu: QMenu, position: QPoint) -> None:
        self.context_menu_requested.emit(menu, position)

    def visible_block_range(self) -> tuple[int, int]:
        """The numbers of the first and last blocks on screen (from the blocks already laid
        out, so asking never lays out the rest of a long chapter)."""
        block = self.firstVisibleBlock()
        first = last = block.blockNumber()
        offset = self.contentOffset()
        height = self.viewport().height()
        while block.isValid():
            if self.blockBoundingGeometry(block).translated(offset).top() > height:
                break
            last = block.blockNumber()
            block = block.next()
        return first, last

    def column_width(self) -> float:
        """The widest the text column gets, measured on ordinary prose rather than on the
        font's average glyph (which wide capitals and digits inflate)."""
        sample = "the quick brown fox jumps over the lazy dog, "
        per_character = QFontMetricsF(self.font()).horizontalAdvance(sample) / len(sample)
        return per_character * self._columns

    def _update_margins(self) -> None:
        spare = self.width() - self.column_width() - self.verticalScrollBar().sizeHint().width()
        side = max(24, int(spare / 2))
        self.setViewportMargins(side, 20, side, 20)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._update_margins()
        super().resizeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(int(self.column_width()) + 96, 600)


class DocumentEditor(QWidget):
    """Edits one document. Typing, retitling and replacing all go through the undo stack."""

    edited = Signal()
    """The writer changed this document here (the window pins a preview tab)."""
    gone = Signal()
    """The document no longer exists (its tab closes)."""
    title_changed = Signal(str)
    problem = Signal(str)
    """A change was refused; the sentence says why (the window shows it in the status bar)."""

    def __init__(
        self, controller: ProjectView, doc_id: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.doc_id = doc_id
        world = controller.snapshot()
        document = world.documents[doc_id]
        self._title = document.title
        self._last_read: tuple[Document | None, str] = (None, "")

        self.title_field = QLineEdit(document.title, self)
        self.title_field.setFrame(False)
        self.title_field.setPlaceholderText(self.tr("Title"))
        title_font = reading_font(18)
        title_font.setWeight(QFont.Weight.DemiBold)
        self.title_field.setFont(title_font)
        self.title_field.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title_field.setAccessibleName(self.tr("Document title"))
        self.title_field.editingFinished.connect(self._commit_title)
        self.title_field.returnPressed.connect(lambda: self.text_edit.setFocus())

        self.text_edit = ManuscriptEdit(controller, self)
        self.text_edit.setAccessibleName(self.tr("Document text"))
        self.spelling = SpellingService.of(controller)
        self.highlighter = SpellingHighlighter(self.text_edit.document(), self.spelling)
        self._attach_highlighter()
        self.text_edit.verticalScrollBar().valueChanged.connect(
            lambda _value: self.highlighter.recheck()
        )
        self.text_edit.typed.connect(self._smarten)
        self.text_edit.context_menu_requested.connect(self._add_suggestions)
        self.links = LinkNavigator(self.text_edit, controller)
        self.binding = TextBinding(
            self.text_edit,
            controller,
            read=self._read,
            range_edit=self._range_edit,
            whole_edit=lambda text: world_edits.SetText(doc_id, text),
            label=lambda: self.tr("Typing in “{title}”").format(title=self._title),
            merge_key=("typing", doc_id),
            doc_id=doc_id,
        )
        self.binding.edited.connect(self.edited)
        self.binding.gone.connect(self.gone)
        self.find_bar = FindReplaceBar(
            self.text_edit,
            controller,
            doc_id,
            text=lambda: self.binding.shown_text,
            title=lambda: self._title,
            parent=self,
        )

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.lock_notice = LockNotice(
            self.tr(
                "The assistant is changing this document. You can edit it again when its turn ends."
            ),
            self,
        )
        layout.addWidget(self.lock_notice)
        layout.addSpacing(12)
        layout.addWidget(self.title_field)
        self.fields = DocumentFieldsSection(controller, doc_id, self)
        self.fields.table.problem.connect(self.problem)
        self.fields.table.edited.connect(self.edited)
        layout.addWidget(self.fields)
        layout.addWidget(self.text_edit, 1)
        layout.addWidget(self.find_bar)
        controller.world_changed.connect(self._on_world_changed)
        controller.locks_changed.connect(self._update_lock)
        self.setFocusProxy(self.text_edit)
        self._paper()
        self._update_lock()
        appearance().changed.connect(self._on_preferences)

    @property
    def is_locked(self) -> bool:
        """True while an assistant turn holds this document (the editor is read-only)."""
        return self.text_edit.isReadOnly()

    def _update_lock(self) -> None:
        locked = self.controller.is_locked(self.doc_id)
        self.text_edit.setReadOnly(locked)
        self.title_field.setReadOnly(locked)
        self.fields.set_locked(locked)
        self.lock_notice.setVisible(locked)

    def _on_preferences(self) -> None:
        """A new theme: the sheet's colour and the highlighting's colours follow it."""
        base = QApplication.palette().color(QPalette.ColorRole.Base)
        if self.text_edit.palette().color(QPalette.ColorRole.Base) == base:
            return
        for widget in (self, self.text_edit, self.title_field):
            widget.setPalette(QPalette())
        self._paper()
        self.highlighter.setDocument(None)
        self.highlighter = SpellingHighlighter(self.text_edit.document(), self.spelling)
        self._attach_highlighter()

    def _attach_highlighter(self) -> None:
        self.highlighter.first_visible = self.text_edit.firstVisibleBlock
        self.highlighter.visible_blocks = self.text_edit.visible_block_range


    def _paper(self) -> None:
        """Title, margins and text on one sheet of the text background colour."""
        palette = QApplication.palette()
        base = palette.color(QPalette.ColorRole.Base)
        for widget in (self, self.text_edit, self.title_field):
            widget_palette = widget.palette()
            widget_palette.setColor(QPalette.ColorRole.Window, base)
            widget_palette.setColor(QPalette.ColorRole.Base, base)
            widget.setPalette(widget_palette)
            widget.setAutoFillBackground(True)

    @property
    def title(self) -> str:
        return self._title

    def text(self) -> str:
        return self.binding.shown_text

    def caret_position(self) -> int:
        """Where the caret is, in characters of the document's text."""
        return from_utf16(self.binding.shown_text, self.text_edit.textCursor().position())

    def place_caret(self, position: int) -> None:
        """Put the caret at ``position`` (characters; clamped to the text) and show it."""
        text = self.binding.shown_text
        cursor = self.text_edit.textCursor()
        cursor.setPosition(to_utf16(text, max(0, min(position, len(text)))))
        self.text_edit.setTextCursor(cursor)
        self.text_edit.centerCursor()

    def select_range(self, start: int, end: int) -> None:
        """Select ``start``..``end`` (characters) and scroll it into view (a search hit)."""
        text = self.binding.shown_text
        cursor = self.text_edit.textCursor()
        cursor.setPosition(to_utf16(text, max(0, min(start, len(text)))))
        cursor.setPosition(
            to_utf16(text, max(0, min(end, len(text)))), QTextCursor.MoveMode.KeepAnchor
        )
        self.text_edit.setTextCursor(cursor)
        self.text_edit.centerCursor()

    def focusables(self) -> list[QWidget]:
        """The widgets Tab moves through here, in order: the title, its fields, the text."""
        table = [
            widget
            for widget in self.fields.table.findChildren(QWidget)
            if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.focusProxy() is None
        ]
        return [self.title_field, self.fields.toggle, *table, self.text_edit]

    def show_find(self, *, replace: bool = False) -> None:
        self.find_bar.open(replace=replace)

    def dispose(self) -> None:
        """Disconnect from the controller before the widget goes away."""
        self.binding.disconnect_world()
        self.fields.dispose()
        with contextlib.suppress(RuntimeError, TypeError):
            self.controller.world_changed.disconnect(self._on_world_changed)
        with contextlib.suppress(RuntimeError, TypeError):
            self.controller.locks_changed.disconnect(self._update_lock)
        with contextlib.suppress(RuntimeError, TypeError):
            appearance().changed.disconnect(self._on_preferences)
        with contextlib.suppress(RuntimeError, TypeError):
            appearance().changed.disconnect(self.text_edit.apply_preferences)

    def _read(self, world: World) -> str | None:
        """The document's text in ``world``: read back once per document value (a document
        keeps its text compact), so that an edit elsewhere finds the very same string."""
        document = world.documents.get(self.doc_id)
        if document is None:
            return None
        last, text = self._last_read
        if document is not last:
            text = document.text
            self._last_read = (document, text)
        return text

    def _range_edit(self, change: TextChange) -> Edit:
        return world_edits.ReplaceRange(self.doc_id, change.start, change.end, change.text)

    # -- smart punctuation and spelling ---------------------------------------------------------

    def _language(self) -> str:
        world = self.controller.world
        return world.meta.language if world is not None else "en"

    def _smarten(self, typed: str) -> None:
        """Turn what was just typed into typographic punctuation, as an undo step of its own
        (so that one Undo gives back exactly what was typed)."""
        from assistant.world.typography import substitute  # read when first typed

        if not appearance().prefs.smart_punctuation or typed not in "\"'-.":
            return
        cursor = self.text_edit.textCursor()
        if cursor.hasSelection():
            return
        block = cursor.block()
        line = block.text()
        column = from_utf16(line, cursor.positionInBlock())
        change = substitute(self._language(), line[:column])
        if change is None:
            return
        shown = self.binding.shown_text
        line_start = from_utf16(shown, block.position())
        start, end = line_start + change.start, line_start + column
        label = self.tr("Smart punctuation")
        try:
            self.controller.push(
                world_edits.ReplaceRange(self.doc_id, start, end, change.text), label, writing=True
            )
        except EditError:
            return
        caret = QTextCursor(self.text_edit.document())
        caret.setPosition(to_utf16(self.binding.shown_text, start + len(change.text)))
        self.text_edit.setTextCursor(caret)

    def convert_quotes(self) -> int:
        """Make every straight quote of this document typographic, as one undo step;
        returns how many were changed."""
        from assistant.world.typography import convert_quotes

        spans = convert_quotes(self.binding.shown_text, self._language())
        if not spans:
            return 0
        label = self.tr("Convert quotes in “{title}”").format(title=self._title)
        self.controller.push(world_edits.ReplaceSpans(self.doc_id, tuple(spans)), label)
        return len(spans)

    def toggle_emphasis(self, emphasis: Emphasis) -> None:
        """Bold or italic on the selection, or on the word at the caret, or off again: one
        undo step, and the same words stay selected."""
        if self.is_locked:
            return
        shown = self.binding.shown_text
        cursor = self.text_edit.textCursor()
        start = from_utf16(shown, cursor.selectionStart())
        end = from_utf16(shown, cursor.selectionEnd())
        change = toggle(shown, start, end, emphasis)
        label = self.tr("Bold") if emphasis is Emphasis.BOLD else self.tr("Italic")
        edit = world_edits.ReplaceRange(self.doc_id, change.start, change.end, change.text)
        try:
            self.controller.push(edit, label)
        except EditError:
            return
        shown = self.binding.shown_text
        selection = QTextCursor(self.text_edit.document())
        selection.setPosition(to_utf16(shown, change.selection[0]))
        selection.setPosition(
            to_utf16(shown, change.selection[1]), QTextCursor.MoveMode.KeepAnchor
        )
        self.text_edit.setTextCursor(selection)

    def misspelling_at(self, position: QPoint) -> tuple[int, int, str] | None:
        """The misspelt word under ``position`` (widget coordinates), as document positions
        (UTF-16, as Qt counts) and the word."""
        checker = self.spelling.checker
        if checker is None:
            return None
        cursor = self.text_edit.cursorForPosition(position)
        block = cursor.block()
        line = block.text()
        column = from_utf16(line, cursor.positionInBlock())
        for start, end, word in words_of(line):
            if start <= column <= end and not checker.check(word):
                return (
                    block.position() + to_utf16(line, start),
                    block.position() + to_utf16(line, end),
                    word,
                )
        return None

    def _add_suggestions(self, menu: QMenu, position: QPoint) -> None:
        found = self.misspelling_at(position)
        checker = self.spelling.checker
        if found is None or checker is None or self.is_locked:
            return
        start, end, word = found
        first = menu.actions()[0] if menu.actions() else None
        suggestions = checker.suggestions(word)
        entries: list[QAction] = []
        for suggestion in suggestions:
            action = QAction(suggestion, menu)
            bold = action.font()
            bold.setBold(True)
            action.setFont(bold)
            action.triggered.connect(
                lambda _checked=False, s=suggestion: self._replace_word(start, end, s)
            )
            entries.append(action)
        if not suggestions:
            none = QAction(self.tr("No suggestions"), menu)
            none.setEnabled(False)
            entries.append(none)
        add = QAction(self.tr("Add “{word}” to Project Dictionary").format(word=word), menu)
        add.triggered.connect(lambda _checked=False: self.spelling.add_to_word_list(word))
        entries.append(add)
        menu.insertActions(first, entries)
        menu.insertSeparator(first)

    def _replace_word(self, start: int, end: int, replacement: str) -> None:
        cursor = QTextCursor(self.text_edit.document())
        cursor.setPosition(start)
        cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
        cursor.insertText(replacement)

    def _commit_title(self) -> None:
        title = self.title_field.text().strip()
        if not title or title == self._title:
            self.title_field.setText(self._title)
            return
        label = self.tr("Rename “{old}” to “{new}”").format(old=self._title, new=title)
        try:
            self.controller.push(world_edits.SetTitle(self.doc_id, title), label)
        except EditError:
            self.title_field.setText(self._title)

    def _on_world_changed(self, world: World, _edit: object) -> None:
        document = world.documents.get(self.doc_id)
        if document is None or document.title == self._title:
            return
        self._title = document.title
        if self.title_field.text() != document.title:
            self.title_field.setText(document.title)
        self.title_changed.emit(document.title)
