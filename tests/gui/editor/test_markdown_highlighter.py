"""Markdown emphasis as the writer sees it while typing: bold is bold (not italic with stray
asterisks), italic is italic, both together are both, and the marks are dimmed."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QTextCharFormat, QTextCursor

from assistant.gui.editor.document_editor import DocumentEditor
from assistant.world.textsync import to_utf16
from tests.gui.writer import type_text


def _format_at(editor: DocumentEditor, position: int):
    """The highlighter's format of the character at ``position`` in the last line."""
    block = editor.text_edit.document().lastBlock()
    ranges = block.layout().formats()
    for fmt_range in ranges:
        if fmt_range.start <= position < fmt_range.start + fmt_range.length:
            return QTextCharFormat(fmt_range.format)
    return None


def _type_line(qtbot, editor: DocumentEditor, text: str) -> None:
    edit = editor.text_edit
    edit.setFocus()
    cursor = edit.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.End)
    edit.setTextCursor(cursor)
    qtbot.keyClick(edit, "\r")
    type_text(qtbot, edit, text)


def _bold(fmt) -> bool:
    return fmt is not None and fmt.fontWeight() >= QFont.Weight.Bold


def _italic(fmt) -> bool:
    return fmt is not None and fmt.fontItalic()


@pytest.fixture
def editor(main_window) -> DocumentEditor:
    editor = main_window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor)
    return editor


def test_bold_is_bold_and_its_marks_are_dimmed(qtbot, editor):
    _type_line(qtbot, editor, "A **bold** word")
    for position in range(4, 8):  # "bold"
        fmt = _format_at(editor, position)
        assert _bold(fmt) and not _italic(fmt), position
    for position in (2, 3, 8, 9):  # the asterisks
        fmt = _format_at(editor, position)
        assert fmt is not None and fmt.foreground().color() != editor.palette().text().color()
        assert not _italic(fmt)
    assert _format_at(editor, 0) is None or not _bold(_format_at(editor, 0))


def test_italic_bold_and_both(qtbot, editor):
    _type_line(qtbot, editor, "*it* and __strong__ and ***both*** and _under_")
    text = editor.text_edit.document().lastBlock().text()
    it = text.index("it*")
    assert _italic(_format_at(editor, it)) and not _bold(_format_at(editor, it))
    strong = text.index("strong")
    assert _bold(_format_at(editor, strong)) and not _italic(_format_at(editor, strong))
    both = text.index("both")
    assert _bold(_format_at(editor, both)) and _italic(_format_at(editor, both))
    under = text.index("under")
    assert _italic(_format_at(editor, under))
    plain = text.index("and")
    assert not _bold(_format_at(editor, plain)) and not _italic(_format_at(editor, plain))


def test_emphasis_with_letters_outside_the_basic_plane_keeps_its_place(qtbot, editor):
    _type_line(qtbot, editor, "𝔐ára **Tesk** and *𝔐*")
    line = editor.text_edit.document().lastBlock().text()
    tesk = to_utf16(line, line.index("Tesk"))  # Qt counts UTF-16 units
    assert _bold(_format_at(editor, tesk)) and _bold(_format_at(editor, tesk + 3))
    assert not _bold(_format_at(editor, to_utf16(line, line.index(" and"))))
    assert _italic(_format_at(editor, to_utf16(line, line.rindex("𝔐"))))
