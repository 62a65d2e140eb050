"""Opening a project does not wait for its dictionary: Quire reads it on a thread of its own
while the window shows the text, then underlines what is misspelt, as it did before."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt

from assistant.gui.editor import spelling
from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.window.main_window import MainWindow
from tests.gui.conftest import ScriptedPrompts
from tests.gui.editor.test_writing_comfort import _underlined


def test_the_dictionary_is_read_off_the_gui_thread_and_the_typo_is_underlined(
    qtbot, controller, window_settings, monkeypatch
):
    read_on: list[str] = []
    speller = spelling.EnchantSpeller

    def reading(language: str) -> spelling.EnchantSpeller:
        read_on.append(threading.current_thread().name)
        return speller(language)

    monkeypatch.setattr(spelling, "EnchantSpeller", reading)
    window = MainWindow(controller, window_settings, with_assistant=False)
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.show()
    editor = window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor)
    assert editor.text_edit.toPlainText()  # the text is there before the dictionary
    qtbot.waitUntil(editor.highlighter.is_complete, timeout=5000)
    assert read_on == ["quire-spelling"]
    assert editor.spelling.checker is not None
    edit = editor.text_edit
    cursor = edit.textCursor()
    cursor.movePosition(cursor.MoveOperation.End)
    edit.setTextCursor(cursor)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.keyClicks(edit, "The lamps recieve the dusk.")
    qtbot.waitUntil(editor.highlighter.is_complete, timeout=5000)
    assert _underlined(editor, editor.text().rindex("recieve") + 2)
    window.prompts.script("close_unsaved", True)
    window.close()


def test_a_window_closed_while_its_dictionary_is_read_is_left_in_peace(
    qtbot, controller, window_settings
):
    window = MainWindow(controller, window_settings, with_assistant=False)
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.show()
    service = window.writing_tools.spelling
    reading = [t for t in threading.enumerate() if t.name == "quire-spelling"]
    window.prompts.script("close_unsaved", True)
    window.close()
    for thread in reading:
        thread.join(timeout=10)
    qtbot.waitUntil(lambda: not service.reading, timeout=5000)


def test_a_dictionary_that_fails_unforeseen_ends_the_wait_and_says_why(
    qtbot, controller, window_settings, monkeypatch
):
    def broken(language: str) -> spelling.EnchantSpeller:
        raise RuntimeError("the dictionary file is damaged")

    monkeypatch.setattr(spelling, "EnchantSpeller", broken)
    window = MainWindow(controller, window_settings, with_assistant=False)
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.show()
    editor = window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor)
    service = window.writing_tools.spelling
    qtbot.waitUntil(lambda: not service.reading, timeout=5000)
    qtbot.waitUntil(editor.highlighter.is_complete, timeout=5000)
    assert "damaged" in service.problem
    assert editor.spelling.checker is None
    window.prompts.script("close_unsaved", True)
    window.close()
