"""A document's own fields under its title: shown, edited as undo steps, saved to its file."""

from __future__ import annotations

from PySide6.QtCore import Qt

from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.editor.entity_editor import EntityEditor
from assistant.world.edits import SetDocumentField
from assistant.world.storage.store import ProjectStore
from tests.gui.conftest import installed_language

CHAPTER_1 = "d-9b65717c5f"
STYLE_SHEET = "d-4e11e1872e"
MARA = "e-470dba0693"


def test_fields_are_shown_edited_undone_and_saved(qtbot, main_window, sample_copy):
    window = main_window
    controller = window.controller
    own = controller.snapshot().documents[CHAPTER_1].fields  # the sample's when and duration
    controller.push(SetDocumentField(CHAPTER_1, "race", "gol"), "field")
    controller.push(SetDocumentField(CHAPTER_1, "birth", "5406 AS"), "field")
    editor = window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor) and editor.doc_id == CHAPTER_1
    section = editor.fields
    first = len(own)
    assert section.toggle.text() == f"Fields ({first + 2})"
    assert not section.table.isVisible()
    qtbot.mouseClick(section.toggle, Qt.MouseButton.LeftButton)
    assert section.table.isVisible()
    table = section.table.table
    assert [(table.item(r, 0).text(), table.item(r, 1).text()) for r in range(first + 2)] == [
        *own, ("race", "gol"), ("birth", "5406 AS")
    ]

    table.item(first, 1).setText("human")  # what typing into the cell commits
    assert controller.snapshot().documents[CHAPTER_1].fields[first] == ("race", "human")
    qtbot.mouseClick(section.table.add_button, Qt.MouseButton.LeftButton)
    assert controller.snapshot().documents[CHAPTER_1].fields[-1] == ("New field", "")
    assert section.toggle.text() == f"Fields ({first + 3})"
    table.selectRow(first + 1)
    qtbot.mouseClick(section.table.remove_button, Qt.MouseButton.LeftButton)
    assert [k for k, _ in controller.snapshot().documents[CHAPTER_1].fields] == [
        *(k for k, _ in own), "race", "New field"
    ]

    for _ in range(3):
        window.menus.undo_action.trigger()
    assert controller.snapshot().documents[CHAPTER_1].fields == (
        *own, ("race", "gol"), ("birth", "5406 AS")
    )
    assert table.item(first, 1).text() == "gol" and table.rowCount() == first + 2

    window.menus.save_action.trigger()
    reloaded = ProjectStore(sample_copy).load()
    assert reloaded.documents[CHAPTER_1].fields == (*own, ("race", "gol"), ("birth", "5406 AS"))
    text = next((sample_copy / "documents").glob("*d-9b65717c5f.md")).read_text("utf-8")
    assert '"race": "gol", "birth": "5406 AS"}' in text


def test_a_document_without_fields_offers_to_add_one(qtbot, main_window):
    main_window.tree.select_key(STYLE_SHEET)
    main_window.tree.setFocus()
    qtbot.keyClick(main_window.tree, Qt.Key.Key_Return)
    editor = main_window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor) and editor.doc_id == STYLE_SHEET
    assert editor.fields.toggle.text() == "Fields"
    qtbot.mouseClick(editor.fields.toggle, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(editor.fields.table.add_button, Qt.MouseButton.LeftButton)
    fields = main_window.controller.snapshot().documents[STYLE_SHEET].fields
    assert fields == (("New field", ""),)


def test_the_fields_table_speaks_the_writers_language(qtbot, main_window):
    """The headers, the buttons' tips and the field's undo step are Spanish in Spanish."""
    window = main_window
    with installed_language("es"):
        window.tree.select_key(MARA)
        window.tree.setFocus()
        qtbot.keyClick(window.tree, Qt.Key.Key_Return)
        editor = window.tabs.current_editor()
        assert isinstance(editor, EntityEditor)
        table = editor.fields
        headers = [table.table.horizontalHeaderItem(c).text() for c in range(2)]
        assert headers == ["Campo", "Valor"]
        assert table.add_button.toolTip() == "Añadir un campo"
        qtbot.mouseClick(table.add_button, Qt.MouseButton.LeftButton)
        fields = window.controller.snapshot().entities[MARA].fields
        assert fields[-1] == ("Campo nuevo", "")
        assert "Añadir un campo a «" in window.menus.undo_action.text()
