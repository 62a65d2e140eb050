"""The editor for one document: its title, its Markdown text, and a find and replace bar."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QPalette,
    QResizeEvent,
    QTextCursor,
    QTextOption,
)
from PySide6.QtWidgets import QFrame, QLineEdit, QVBoxLayout, QWidget

from assistant.gui.act_turn import TurnLockNotice
from assistant.gui.controller import ProjectController
from assistant.gui.find_replace import FindReplaceBar
from assistant.gui.markdown_highlighter import MarkdownHighlighter
from assistant.gui.text_binding import TextBinding, UndoablePlainTextEdit
from assistant.gui.textsync import TextChange, from_utf16, to_utf16
from assistant.world.edits import Edit, ReplaceRange, SetText, SetTitle
from assistant.world.errors import EditError
from assistant.world.model import World

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


def reading_font(point_size: float = 14.0) -> QFont:
    """The font for manuscript text: a readable serif when one is installed."""
    # families may carry their foundry ("P052 [urw]") when two foundries ship one name
    families = {name.split(" [", 1)[0] for name in QFontDatabase.families()}
    font = QFont()
    for family in READING_FONTS:
        if family in families:
            font.setFamily(family)
            break
    else:
        font.setStyleHint(QFont.StyleHint.Serif)
    font.setPointSizeF(point_size)
    return font


class ManuscriptEdit(UndoablePlainTextEdit):
    """The text widget: a centred column of readable width with generous margins."""

    def __init__(self, controller: ProjectController, parent: QWidget | None = None) -> None:
        super().__init__(controller, parent)
        self.setFont(reading_font())
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.setLineWrapMode(UndoablePlainTextEdit.LineWrapMode.WidgetWidth)
        self.setCenterOnScroll(False)
        self.document().setDocumentMargin(4)
        self._update_margins()

    def column_width(self) -> float:
        """The widest the text column gets, measured on ordinary prose rather than on the
        font's average glyph (which wide capitals and digits inflate)."""
        sample = "the quick brown fox jumps over the lazy dog, "
        per_character = QFontMetricsF(self.font()).horizontalAdvance(sample) / len(sample)
        return per_character * COLUMN_CHARACTERS

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

    def __init__(
        self, controller: ProjectController, doc_id: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.doc_id = doc_id
        world = controller.snapshot()
        document = world.documents[doc_id]
        self._title = document.title

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
        self.highlighter = MarkdownHighlighter(self.text_edit.document())
        self.binding = TextBinding(
            self.text_edit,
            controller,
            read=self._read,
            range_edit=self._range_edit,
            whole_edit=lambda text: SetText(doc_id, text),
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
        self.lock_notice = TurnLockNotice(
            self.tr(
                "The assistant is changing this document. You can edit it again when its turn ends."
            ),
            self,
        )
        layout.addWidget(self.lock_notice)
        layout.addSpacing(12)
        layout.addWidget(self.title_field)
        layout.addWidget(self.text_edit, 1)
        layout.addWidget(self.find_bar)
        controller.world_changed.connect(self._on_world_changed)
        controller.turn_lock_changed.connect(self._update_lock)
        self.setFocusProxy(self.text_edit)
        self._paper()
        self._update_lock()

    @property
    def is_locked(self) -> bool:
        """True while an assistant turn holds this document (the editor is read-only)."""
        return self.text_edit.isReadOnly()

    def _update_lock(self) -> None:
        locked = self.controller.is_locked(self.doc_id)
        self.text_edit.setReadOnly(locked)
        self.title_field.setReadOnly(locked)
        self.lock_notice.setVisible(locked)

    def _paper(self) -> None:
        """Title, margins and text on one sheet of the text background colour."""
        palette = self.palette()
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
        """The widgets Tab moves through here, in order: the title, then the text."""
        return [self.title_field, self.text_edit]

    def show_find(self, *, replace: bool = False) -> None:
        self.find_bar.open(replace=replace)

    def dispose(self) -> None:
        """Disconnect from the controller before the widget goes away."""
        self.binding.disconnect_world()
        with contextlib.suppress(RuntimeError, TypeError):
            self.controller.world_changed.disconnect(self._on_world_changed)
        with contextlib.suppress(RuntimeError, TypeError):
            self.controller.turn_lock_changed.disconnect(self._update_lock)

    def _read(self, world: World) -> str | None:
        document = world.documents.get(self.doc_id)
        return document.text if document is not None else None

    def _range_edit(self, change: TextChange) -> Edit:
        return ReplaceRange(self.doc_id, change.start, change.end, change.text)

    def _commit_title(self) -> None:
        title = self.title_field.text().strip()
        if not title or title == self._title:
            self.title_field.setText(self._title)
            return
        label = self.tr("Rename “{old}” to “{new}”").format(old=self._title, new=title)
        try:
            self.controller.push(SetTitle(self.doc_id, title), label)
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
