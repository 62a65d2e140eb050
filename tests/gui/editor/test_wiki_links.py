"""Ctrl+click on a [[wiki link]] in the editor opens what it names; local images show."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.editor.entity_editor import EntityEditor
from assistant.gui.editor.wiki_links import local_target
from assistant.world.edits import SetText

CHAPTER_1 = "d-9b65717c5f"
MARA = "e-470dba0693"


def point_at(editor: DocumentEditor, position: int) -> QPoint:
    cursor = editor.text_edit.textCursor()
    cursor.setPosition(position)
    return editor.text_edit.cursorRect(cursor).center()


def test_ctrl_click_on_a_wiki_link_opens_the_entity(qtbot, main_window):
    window = main_window
    text = "She met [[Mára Tesk|the mapmaker]] at the gate.\n"
    window.controller.push(SetText(CHAPTER_1, text), "text")
    editor = window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor)
    viewport = editor.text_edit.viewport()
    # a plain click only moves the caret
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point_at(editor, 12))
    assert window.tabs.current_key() == CHAPTER_1
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
                     point_at(editor, 12))
    assert window.tabs.current_key() == MARA
    assert isinstance(window.tabs.current_editor(), EntityEditor)


def test_ctrl_click_on_an_unknown_link_does_nothing(qtbot, main_window):
    window = main_window
    window.controller.push(SetText(CHAPTER_1, "See [[Nobody Here]].\n"), "text")
    editor = window.tabs.current_editor()
    qtbot.mouseClick(editor.text_edit.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.ControlModifier, point_at(editor, 8))
    assert window.tabs.current_key() == CHAPTER_1
    assert editor.text_edit.textCursor().position() == 8  # an ordinary click went through



def test_an_embedded_image_is_found_inside_the_project_only(main_window, sample_copy, tmp_path):
    (sample_copy / "attachments").mkdir()
    (sample_copy / "attachments" / "map.png").write_bytes(b"\x89PNG")
    assert local_target(sample_copy, "../attachments/map.png") == (
        sample_copy / "attachments" / "map.png"
    ).resolve()
    assert local_target(sample_copy, "<../attachments/map.png>") is not None
    outside = tmp_path / "secret.png"
    outside.write_bytes(b"x")
    assert local_target(sample_copy, "../../secret.png") is None
    assert local_target(sample_copy, "https://example.com/x.png") is None
    editor = main_window.tabs.current_editor()
    main_window.controller.push(SetText(CHAPTER_1, "![map](../attachments/map.png)\n"), "t")
    assert editor.links.image_at(point_at(editor, 3)) == (
        sample_copy / "attachments" / "map.png"
    ).resolve()
