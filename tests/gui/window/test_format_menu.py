"""Format ▸ Bold and Italic (Ctrl+B, Ctrl+I) in the real main window, as a writer uses them:
on a selection, on the word at the caret, off again, each one step of Edit ▸ Undo, in focus
mode too, and never in the manuscript while the writer types elsewhere."""

from __future__ import annotations

from PySide6.QtCore import Qt

from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.window.main_window import MainWindow
from tests.gui.writer import menu_action, trigger

CONTROL = Qt.KeyboardModifier.ControlModifier


def _editor(window: MainWindow) -> DocumentEditor:
    editor = window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor)
    editor.text_edit.setFocus()
    return editor


def _stored(window: MainWindow, editor: DocumentEditor) -> str:
    return window.controller.world.documents[editor.doc_id].text


def _a_word(editor: DocumentEditor) -> tuple[int, int, str]:
    """A plain word of the document's text with a space on each side."""
    text = editor.text()
    for found in text.split(" "):
        if len(found) > 3 and found.isalpha():
            start = text.index(f" {found} ") + 1
            return start, start + len(found), found
    raise AssertionError("no plain word in the document")


def test_ctrl_b_makes_the_selection_bold_in_one_undo_step(qtbot, main_window):
    window = main_window
    editor = _editor(window)
    before = editor.text()
    start, end, word = _a_word(editor)
    editor.select_range(start, end)
    qtbot.keyClick(editor.text_edit, Qt.Key.Key_B, CONTROL)
    assert _stored(window, editor)[start : end + 4] == f"**{word}**"
    assert editor.text_edit.textCursor().selectedText() == word
    qtbot.keyClick(editor.text_edit, Qt.Key.Key_B, CONTROL)  # and off again
    assert _stored(window, editor) == before
    window.menus.undo_action.trigger()
    assert _stored(window, editor)[start : end + 4] == f"**{word}**"
    window.menus.undo_action.trigger()
    assert _stored(window, editor) == before


def test_ctrl_i_puts_the_word_at_the_caret_in_italics(qtbot, main_window):
    window = main_window
    editor = _editor(window)
    before = editor.text()
    start, end, word = _a_word(editor)
    editor.place_caret(start + 1)
    qtbot.keyClick(editor.text_edit, Qt.Key.Key_I, CONTROL)
    assert _stored(window, editor)[start : end + 2] == f"*{word}*"
    assert editor.caret_position() == start + 2  # the caret stays where it was in the word
    assert window.menus.undo_action.text().replace("&", "") == "Undo Italic"
    window.menus.undo_action.trigger()
    assert _stored(window, editor) == before


def test_the_format_menu_does_it_too_and_only_with_a_document_in_front(qtbot, main_window):
    window = main_window
    editor = _editor(window)
    start, end, word = _a_word(editor)
    editor.select_range(start, end)
    trigger(window, "Format", "Bold")
    trigger(window, "Format", "Italic")
    assert _stored(window, editor)[start : end + 6] == f"***{word}***"
    window.tabs.close_all()
    assert not menu_action(window, "Format", "Bold").isEnabled()


def test_the_keys_work_in_focus_mode(qtbot, main_window):
    window = main_window
    editor = _editor(window)
    start, end, word = _a_word(editor)
    trigger(window, "View", "Focus Mode")
    assert not window.menuBar().isVisible()
    editor.select_range(start, end)
    qtbot.keyClick(editor.text_edit, Qt.Key.Key_B, CONTROL)
    assert _stored(window, editor)[start : end + 4] == f"**{word}**"
    window.writing_tools.set_focus_mode(False)


def test_ctrl_b_in_the_title_leaves_the_manuscript_alone(qtbot, main_window):
    window = main_window
    editor = _editor(window)
    before = editor.text()
    editor.select_range(*_a_word(editor)[:2])
    editor.title_field.setFocus()
    qtbot.keyClick(editor.title_field, Qt.Key.Key_B, CONTROL)
    assert _stored(window, editor) == before
