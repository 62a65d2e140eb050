"""Document ▸ Snapshots in the dark theme: the words added since a snapshot are readable
(7:1, as the README promises for differences) and the window says whose snapshots (N11)."""

from __future__ import annotations

from PySide6.QtGui import QTextCursor

from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.editor.snapshots_dialog import SnapshotsDialog
from assistant.gui.settings.appearance import contrast

CHAPTER_1 = "d-9b65717c5f"


def test_added_words_are_readable_in_the_dark_theme(qtbot, main_window):
    window = main_window
    window.writing_tools.theme_actions["dark"].trigger()  # View ▸ Theme ▸ Dark
    editor = window.tabs.open(CHAPTER_1, pinned=True)
    assert isinstance(editor, DocumentEditor)
    window.keeping.take_snapshot.trigger()  # Document ▸ Take Snapshot
    cursor = editor.text_edit.textCursor()
    cursor.setPosition(0)
    editor.text_edit.setTextCursor(cursor)
    editor.text_edit.setFocus()
    qtbot.keyClicks(editor.text_edit, "A NEW FIRST LINE. ")
    window.keeping.snapshots.trigger()  # Document ▸ Snapshots (Compare and Restore)…
    dialog = window.findChild(SnapshotsDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert "Chapter 1: The Map House" in dialog.windowTitle()
    for view in (dialog.new_view, dialog.inline_view):
        assert view.palette().base().color().lightness() < 128  # drawn in the dark theme
        text = view.toPlainText()
        at = text.index("NEW")
        probe = QTextCursor(view.document())
        probe.setPosition(at + 1)
        fmt = probe.charFormat()
        assert fmt.fontUnderline()
        foreground = (
            fmt.foreground().color() if fmt.hasProperty(fmt.Property.ForegroundBrush)
            else view.palette().text().color()
        )
        assert contrast(foreground, fmt.background().color()) >= 7, view.objectName()
    dialog.reject()
    window.writing_tools.theme_actions["light"].trigger()
