"""Spelling suggestions for a real right-click: the press comes through the window, as the
platform delivers it (Qt makes the context-menu event from it), at a width where the editor's side
margins are at their smallest and at one where they are roomy."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu

from assistant.gui.editor.document_editor import DocumentEditor
from tests.gui.writer import answer_modal


def _editor(window) -> DocumentEditor:
    editor = window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor)
    return editor


def _menu_texts(qtbot, send) -> list[str]:
    seen: list[str] = []

    def read(menu) -> None:
        assert isinstance(menu, QMenu)
        seen.extend(action.text() for action in menu.actions())

    with answer_modal(qtbot, read):
        send()
    return seen


@pytest.mark.parametrize("width", [1000, 1600])
def test_a_real_right_click_on_a_misspelt_word_offers_its_suggestions(qtbot, main_window,
                                                                      width) -> None:
    main_window.resize(width, 1000)
    editor = _editor(main_window)
    qtbot.waitUntil(lambda: editor.text_edit.viewport().width() > 0)
    roomy = width > 1200
    assert (editor.text_edit.viewportMargins().left() > 100) == roomy
    edit = editor.text_edit
    cursor = edit.textCursor()
    cursor.movePosition(cursor.MoveOperation.End)
    edit.setTextCursor(cursor)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.keyClicks(edit, "The lamps recieve the dusk.")
    qtbot.waitUntil(editor.highlighter.is_complete, timeout=5000)
    word_at = editor.text().rindex("recieve") + 3
    cursor.setPosition(word_at)
    edit.setTextCursor(cursor)
    edit.ensureCursorVisible()
    in_viewport = edit.cursorRect(cursor).center()
    window = main_window.windowHandle()
    in_window = edit.viewport().mapTo(main_window, in_viewport)
    texts = _menu_texts(qtbot, lambda: QTest.mouseClick(window, Qt.MouseButton.RightButton,
                                                        Qt.KeyboardModifier.NoModifier,
                                                        in_window))
    assert "receive" in texts

