"""The answer of a turn, drawn as rendered Markdown while it streams in and once it is whole.

Drawing Markdown lays out the whole text again, which grows with the answer: a 6,000-character
answer took 5–14 ms to draw and paint, and while a long answer streams in it is drawn over and
over, so the panel would stutter more the longer the answer got. While an answer streams,
:class:`AnswerArea` therefore draws its beginning in pieces that are drawn once each, as soon
as they are settled (nothing that follows can change how they look), and draws again only the
rest, "the tail", which stays short. Once the turn ends, the whole answer is drawn in one view
(with its links and marks), as before.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QFrame, QSizePolicy, QTextBrowser, QVBoxLayout, QWidget

SETTLE_AFTER = 800
"""Characters the tail may reach before its settled beginning is drawn as a piece of its own."""

_ITEM = re.compile(r"(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)")
"""A list item's marker at the start of a line."""
_INTERRUPTS = re.compile(r"(?:[-*+]|1[.)])[ \t]+\S")
"""An item that may start a list right under a paragraph's line (CommonMark: not empty, and
numbered from 1); any other item-like line there goes on with the paragraph."""
_HEADING = re.compile(r"#{1,6}(?:[ \t]|$)")
_FENCE = re.compile(r" {0,3}(`{3,}|~{3,})")
_FRONT_MATTER = "---"
"""Stands for the fence of a front matter block, opened by a ``---`` first line."""


def settled_end(text: str, start: int, settle_after: int = SETTLE_AFTER) -> int:
    """Where the settled part of the streaming Markdown ``text`` ends, looking from ``start``
    (the end of what was settled before, at the start of a line): ``start`` when nothing more
    is settled, else the start of a later line.

    A line starts a settled part only when its whole line has arrived and it begins a block
    that nothing before it can take in, outside any code fence: a line after a blank line
    that is not indented (a new paragraph, list, heading, quote or table), the next item of a
    list, or a heading; nor inside a block of front matter (from a ``---`` first line to the
    next ``---`` line, which Qt's Markdown hides). The text before it is then drawn the same
    whatever follows (the rare exceptions, a list that turns loose further on or a link
    defined further on, differ only until the whole answer is drawn). Looked for only once
    the text after ``start`` is longer than ``settle_after``, so that short answers are drawn
    whole."""
    if len(text) - start <= settle_after:
        return start
    end = start
    fence = ""  # the opening fence while inside a fenced code block
    if start == 0 and text.startswith("---\n"):
        fence = _FRONT_MATTER  # a block of front matter, which Qt's Markdown hides
    blank_before = True  # ``start`` follows a settled part (or is the beginning)
    in_list = in_paragraph = False
    pos = start
    while True:
        newline = text.find("\n", pos)
        if newline < 0:
            break  # the last line has not arrived whole
        line = text[pos:newline]
        blank = not line.strip()
        indented = line[:1] in (" ", "\t")
        item = _ITEM.match(line) is not None
        starts_block = blank_before or (item and in_list) or _HEADING.match(line) is not None
        found = _FENCE.match(line)
        # A piece never starts with a "---" line (drawn alone, Qt would take it for front
        # matter), nor with a code fence whose first line is blank or yet to come (drawn
        # alone, Qt drops a blank first line of a code block that opens the document).
        breaks = line.rstrip() == _FRONT_MATTER or (
            found is not None and not fence and _blank_next_line(text, newline)
        )
        if pos > start and not fence and not blank and not indented and starts_block and not breaks:
            end = pos
        if fence == _FRONT_MATTER:
            if pos > 0 and line.rstrip() == "---":
                fence = ""
        elif fence:
            closing = found is not None and found.group(1)[0] == fence[0]
            if closing and len(found.group(1)) >= len(fence) and not line[found.end():].strip():
                fence = ""
        elif found is not None:
            fence = found.group(1)
        if item:  # an item, unless it is a paragraph's next line that cannot start a list
            in_list = in_list or not in_paragraph or _INTERRUPTS.match(line) is not None
            in_paragraph = not in_list
        elif blank:
            in_paragraph = False
        elif not indented:
            in_list = False
            in_paragraph = not fence and found is None and _HEADING.match(line) is None
        blank_before = blank
        pos = newline + 1
    return end


_DIALECT = QTextDocument.MarkdownFeature.MarkdownDialectGitHub


def _blank_next_line(text: str, newline: int) -> bool:
    """Whether the line after the one ended at ``newline`` is blank or has not arrived whole."""
    following = text.find("\n", newline + 1)
    return following < 0 or not text[newline + 1 : following].strip()


class AnswerView(QTextBrowser):
    """Rendered Markdown that is exactly as tall as its text (the panel scrolls, not it)."""

    link_activated = Signal(QUrl)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.viewport().setAutoFillBackground(False)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.anchorClicked.connect(self.link_activated)
        self.document().documentLayout().documentSizeChanged.connect(self._fit_height)
        self._markdown = ""
        self._drawn: QTextDocument | None = None
        """The document :meth:`show_markdown` drew last, when it drew into one of its own."""
        self._fit_height()

    @property
    def markdown(self) -> str:
        """The Markdown shown now."""
        return self._markdown

    def show_markdown(
        self, text: str, finish: Callable[[QTextDocument], None] | None = None
    ) -> None:
        """Show the Markdown ``text``; ``finish`` (the answer's marks, say) changes the drawn
        text before it is shown. Then the text is drawn into a document of its own and laid
        out once, with the changes: changing the text in view would lay it out again."""
        if finish is None:
            self._markdown = text
            self.document().setMarkdown(text, _DIALECT)
            return
        self.show_document(text, self.draw(text, finish))

    def draw(self, text: str, finish: Callable[[QTextDocument], None]) -> QTextDocument:
        """``text`` drawn into a document of its own, as this view would draw it, and changed
        by ``finish``; not shown (see :meth:`show_document`)."""
        shown = self.document()
        document = QTextDocument(self)
        document.setUndoRedoEnabled(False)  # read only, as the view's own
        document.setDefaultFont(shown.defaultFont())
        document.setDefaultTextOption(shown.defaultTextOption())
        document.setDocumentMargin(shown.documentMargin())
        document.setMarkdown(text, _DIALECT)
        finish(document)
        return document

    def show_document(self, text: str, document: QTextDocument) -> None:
        """Show ``document``, made by :meth:`draw` from the Markdown ``text``."""
        self._markdown = text
        self.setDocument(document)  # deletes the view's own first document, not one made here
        document.documentLayout().documentSizeChanged.connect(self._fit_height)
        if self._drawn is not None and self._drawn is not document:
            self._drawn.deleteLater()
        self._drawn = document
        self._fit_height()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self, *_args: object) -> None:
        height = math.ceil(self.document().size().height())
        margins = self.contentsMargins()
        self.setFixedHeight(max(1, height) + margins.top() + margins.bottom())


class AnswerArea(QWidget):
    """A turn's answer: :attr:`view` shows the whole answer, or while it streams, its tail
    below the settled pieces drawn before it (see the module doc); ``settle_after`` as in
    :func:`settled_end`."""

    link_activated = Signal(QUrl)
    settled = Signal()
    """The whole answer asked for with :meth:`show_whole_soon` is shown, or will not be."""

    def __init__(self, parent: QWidget | None = None, settle_after: int = SETTLE_AFTER) -> None:
        super().__init__(parent)
        self.settle_after = settle_after
        self._soon: tuple[str, Callable[[QTextDocument], None]] | None = None
        """The whole answer to show soon (see :meth:`show_whole_soon`)."""
        self._drawn_soon: QTextDocument | None = None
        self._next_step = QTimer(self)
        self._next_step.setSingleShot(True)
        self._next_step.setInterval(0)
        self._next_step.timeout.connect(self._show_whole_step)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self.view = AnswerView(self)
        self.view.link_activated.connect(self.link_activated)
        self._layout.addWidget(self.view)
        self.pieces: list[AnswerView] = []
        """The settled pieces of a streaming answer, in order (none once it is whole)."""
        self._settled = ""

    def stream(self, text: str) -> None:
        """Show ``text``, the answer so far (normally the last call's text and more)."""
        self._drop_soon()
        if not text.startswith(self._settled):  # not a continuation: start again
            self.show_whole("")
        start = len(self._settled)
        end = settled_end(text, start, self.settle_after)
        if end > start:
            piece = AnswerView(self)
            piece.setObjectName("assistantAnswerPiece")
            piece.link_activated.connect(self.link_activated)
            piece.show_markdown(text[start:end])
            self._layout.insertWidget(len(self.pieces), piece)
            self.pieces.append(piece)
            self._settled = text[:end]
        self.view.show_markdown(text[end:])

    def show_whole(
        self, markdown: str, finish: Callable[[QTextDocument], None] | None = None
    ) -> None:
        """Show ``markdown`` in one view: the answer once the turn ends (``finish`` as in
        :meth:`AnswerView.show_markdown`)."""
        self._drop_soon()
        self._drop_pieces()
        self.view.show_markdown(markdown, finish)

    def show_whole_soon(self, markdown: str, finish: Callable[[QTextDocument], None]) -> None:
        """:meth:`show_whole`, in two passes of the event loop, each short enough not to hold
        up the window: the first draws the answer (out of sight), the second shows it. Until
        then the answer stays as it is; :attr:`settled` tells when it is shown."""
        self._drop_soon()
        self._soon = (markdown, finish)
        self._next_step.start()

    @property
    def showing_soon(self) -> bool:
        """True while an answer asked for with :meth:`show_whole_soon` is not yet shown."""
        return self._soon is not None

    def _show_whole_step(self) -> None:
        if self._soon is None:
            return
        markdown, finish = self._soon
        if self._drawn_soon is None:
            self._drawn_soon = self.view.draw(markdown, finish)
            self._next_step.start()
            return
        document, self._drawn_soon, self._soon = self._drawn_soon, None, None
        self._drop_pieces()
        self.view.show_document(markdown, document)
        self.settled.emit()

    def abandon(self) -> None:
        """The answer will not be shown (its turn is taken away): a whole answer on its way is
        forgotten, and :attr:`settled` says so."""
        self._drop_soon()

    def _drop_soon(self) -> None:
        """Forget the answer asked for with :meth:`show_whole_soon` (another replaces it)."""
        if self._soon is None:
            return
        self._next_step.stop()
        if self._drawn_soon is not None:
            self._drawn_soon.deleteLater()
        self._soon = self._drawn_soon = None
        self.settled.emit()

    def _drop_pieces(self) -> None:
        for piece in self.pieces:
            piece.hide()
            piece.deleteLater()
        self.pieces = []
        self._settled = ""

    @property
    def shown_text(self) -> str:
        """The plain text shown, pieces and tail together."""
        parts = [piece.toPlainText() for piece in self.pieces] + [self.view.toPlainText()]
        return "\n".join(part for part in parts if part)
