"""One place both computers changed differently, side by side: this computer's version, the
other computer's, the version both started from on demand, the buttons that choose, and an
editor for writing the merged text oneself."""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPalette, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.merge.merge_words import MergeWords
from assistant.world.edits.textdiff import diff_words
from assistant.world.merge.paragraphs import Choice, Resolution
from assistant.world.merge.settling import Decisions, Place
from assistant.world.textsync import to_utf16

DIFFERS = {
    # (background, text) of the words one side has and the other has not: 7:1 or more
    "light": (QColor("#fff0b8"), QColor("#3d3000")),
    "dark": (QColor("#574712"), QColor("#fbefc4")),
}


def _difference_format(palette: QPalette) -> QTextCharFormat:
    dark = palette.color(QPalette.ColorRole.Base).lightness() < 128
    background, text = DIFFERS["dark" if dark else "light"]
    marked = QTextCharFormat()
    marked.setBackground(QBrush(background))
    marked.setForeground(QBrush(text))
    marked.setFontUnderline(True)
    return marked


def _side(parent: QWidget, name: str, title: str) -> tuple[QWidget, QPlainTextEdit]:
    """A titled, read-only text pane."""
    box = QWidget(parent)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    label = QLabel(title, box)
    label.setObjectName(f"{name}Label")
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    view = QPlainTextEdit(box)
    view.setObjectName(name)
    view.setReadOnly(True)
    flags = Qt.TextInteractionFlag
    view.setTextInteractionFlags(flags.TextSelectableByMouse | flags.TextSelectableByKeyboard)
    view.setTabChangesFocus(True)
    view.setAccessibleName(title)
    label.setBuddy(view)
    layout.addWidget(label)
    layout.addWidget(view, 1)
    return box, view


def _mark(view: QPlainTextEdit, text: str, spans: list[tuple[int, int]], fmt) -> None:
    view.setPlainText(text)
    cursor = QTextCursor(view.document())
    for start, end in spans:
        if end > start:
            cursor.setPosition(to_utf16(text, start))
            cursor.setPosition(to_utf16(text, end), QTextCursor.MoveMode.KeepAnchor)
            cursor.mergeCharFormat(fmt)


class PlaceView(QWidget):
    """Shows one place of :class:`Decisions` and records the writer's choice there.

    Signals:
      decided(number): the writer chose (or wrote) what stays at place ``number``.
    """

    decided = Signal(int)

    def __init__(self, decisions: Decisions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mergePlace")
        self.decisions = decisions
        self.words = MergeWords(self)
        self.number = -1
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(self)
        self.heading.setObjectName("placeHeading")
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        sides = QHBoxLayout()
        ours_box, self.ours_view = _side(self, "oursText", self.tr("This computer"))
        theirs_box, self.theirs_view = _side(self, "theirsText", self.tr("The other computer"))
        self.base_box, self.base_view = _side(
            self, "baseText", self.tr("The version both started from")
        )
        self.base_box.hide()
        for box in (ours_box, theirs_box, self.base_box):
            sides.addWidget(box, 1)
        layout.addLayout(sides, 3)
        layout.addLayout(self._build_choices())
        self.editor_label = QLabel(self.tr("What &stays (you can write it yourself):"), self)
        self.editor = QPlainTextEdit(self)
        self.editor.setObjectName("mergedText")
        self.editor.setTabChangesFocus(True)
        self.editor.setAccessibleName(self.tr("What stays"))
        self.editor_label.setBuddy(self.editor)
        self.editor.textChanged.connect(self._on_written)
        layout.addWidget(self.editor_label)
        layout.addWidget(self.editor, 2)
        self.state = QLabel(self)
        self.state.setObjectName("placeState")
        self.state.setWordWrap(True)
        layout.addWidget(self.state)

    def _build_choices(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.keep_ours = QPushButton(self.tr("Keep &This Computer’s"), self)
        self.keep_ours.setObjectName("keepOurs")
        self.keep_theirs = QPushButton(self.tr("Keep the &Other Computer’s"), self)
        self.keep_theirs.setObjectName("keepTheirs")
        self.keep_both = QPushButton(self.tr("Keep &Both"), self)
        self.keep_both.setObjectName("keepBoth")
        self.show_base = QPushButton(self.tr("Show the &Version Both Started From"), self)
        self.show_base.setObjectName("showBase")
        self.show_base.setCheckable(True)
        self.show_base.toggled.connect(self._on_show_base)
        for button, choice in (
            (self.keep_ours, Choice.OURS),
            (self.keep_theirs, Choice.THEIRS),
            (self.keep_both, Choice.BOTH),
        ):
            button.clicked.connect(lambda _checked=False, c=choice: self.choose(c))
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(self.show_base)
        for button in (self.keep_ours, self.keep_theirs, self.keep_both, self.show_base):
            button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        return row

    # -- showing a place ---------------------------------------------------------------------

    @property
    def place(self) -> Place:
        return self.decisions.places[self.number]

    def show_place(self, number: int) -> None:
        self.number = number
        place = self.place
        self.heading.setText(self.words.place_heading(place))
        marked = _difference_format(self.palette())
        ours, theirs, base = (
            self.words.value(place, v) for v in (place.ours, place.theirs, place.base)
        )
        hunks = [h for h in diff_words(ours, theirs) if h.tag != "equal"]
        _mark(self.ours_view, ours, [(h.a_start, h.a_end) for h in hunks], marked)
        _mark(self.theirs_view, theirs, [(h.b_start, h.b_end) for h in hunks], marked)
        self.base_view.setPlainText(base)
        self.keep_both.setVisible(place.can_keep_both)
        self.keep_both.setToolTip(self.words.keeping_both(place))
        for widget in (self.editor_label, self.editor):
            widget.setVisible(place.can_edit)
        self._show_result()

    def _show_result(self, *, editor: bool = True) -> None:
        if editor:
            with QSignalBlocker(self.editor):
                self.editor.setPlainText(self.decisions.result_of(self.number))
        self.state.setText(self.words.decision(self.place, self.decisions.chosen(self.number)))
        chosen = self.decisions.chosen(self.number)
        for button, choice in (
            (self.keep_ours, Choice.OURS),
            (self.keep_theirs, Choice.THEIRS),
            (self.keep_both, Choice.BOTH),
        ):
            font = button.font()
            font.setBold(chosen == choice)
            button.setFont(font)

    def _on_show_base(self, shown: bool) -> None:
        self.base_box.setVisible(shown)
        self.show_base.setText(
            self.tr("Hide the &Version Both Started From")
            if shown
            else self.tr("Show the &Version Both Started From")
        )

    # -- deciding ------------------------------------------------------------------------------

    def choose(self, resolution: Resolution, *, written: bool = False) -> None:
        """Settle this place: a button clicked, or (``written``) text written in the editor,
        which is left as the writer has it."""
        if self.number < 0:
            return
        self.decisions.choose(self.number, resolution)
        self._show_result(editor=not written)
        self.decided.emit(self.number)

    def _on_written(self) -> None:
        text = self.editor.toPlainText()
        place = self.place
        if text == place.ours:
            self.choose(Choice.OURS, written=True)
        elif text == place.theirs:
            self.choose(Choice.THEIRS, written=True)
        else:
            self.choose(text, written=True)


__all__ = ["PlaceView"]
