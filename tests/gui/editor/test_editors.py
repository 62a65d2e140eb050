"""The document and entity editors: typing becomes merged undo steps, undo updates the
widgets without recording anything, find and replace, fields and aliases."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QTextCursor
from PySide6.QtWidgets import QApplication

from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.editor.entity_editor import EntityEditor, alias_edits, parse_aliases
from assistant.gui.editor.find_replace import find_matches
from assistant.world.edits import (
    ReplaceRange,
    ReplaceSpans,
    SetEntityAttribute,
    SetEntityField,
    SetText,
    SetTitle,
)
from assistant.world.model import Document, EntityKind, FrozenMap, World
from assistant.world.search.engine import SearchOptions, search
from tests.gui.writer import click, retype, trigger, type_text

CHAPTER_3 = "d-218eff7021"
MARA = "e-470dba0693"


def test_find_matches_agrees_with_the_project_search():
    text = "The Map and the map-house; THE MÁP. Mára’s “maps” don't"
    doc = Document("d-0000000001", "t", text)
    world = World(documents=FrozenMap({doc.id: doc}), root=(doc.id,))
    for case, word in [(True, False), (False, False), (False, True)]:
        options = SearchOptions(case_sensitive=case, whole_word=word)
        for query in ("map", "Mara's", "dont", "don’t"):
            expected = [(hit.start, hit.end) for hit in search(world, query, options)]
            assert find_matches(text, query, case_sensitive=case, whole_word=word) == expected
    assert find_matches(text, "map", case_sensitive=False, whole_word=True) == [
        (4, 7),
        (16, 19),
        (31, 34),
    ]  # "Map", "map" (of map-house) and "MÁP"
    assert find_matches(text, "mara", case_sensitive=False, whole_word=False) == [(36, 40)]


def test_alias_edits_reach_the_new_list_in_order():
    world_aliases = ("Mára", "Miss Tesk", "Ashdell's girl")
    wanted = parse_aliases(" the draughtswoman, Mára ,, Miss Tesk, Mára")
    assert wanted == ("the draughtswoman", "Mára", "Miss Tesk")
    current = list(world_aliases)
    for edit in alias_edits("e-x", world_aliases, wanted):
        if type(edit).__name__ == "RemoveAlias":
            current.remove(edit.alias)
        else:
            current.insert(edit.index, edit.alias)
    assert tuple(current) == wanted


# -- the document editor ---------------------------------------------------------------------


@pytest.fixture
def doc_editor(qtbot, controller):
    editor = DocumentEditor(controller, CHAPTER_3)
    qtbot.addWidget(editor)
    editor.resize(800, 600)
    editor.show()
    qtbot.waitExposed(editor)
    yield editor
    editor.dispose()


def _caret_to(editor: DocumentEditor, position: int) -> None:
    cursor = editor.text_edit.textCursor()
    cursor.setPosition(position)
    editor.text_edit.setTextCursor(cursor)


def test_typing_is_one_undo_step_and_undo_restores_text_and_cursor(qtbot, controller, doc_editor):
    original = controller.snapshot().documents[CHAPTER_3].text
    _caret_to(doc_editor, 0)
    qtbot.keyClicks(doc_editor.text_edit, "Rain. ")
    text = controller.snapshot().documents[CHAPTER_3].text
    assert text == "Rain. " + original
    assert doc_editor.text_edit.toPlainText() == text
    assert controller.undo_stack.count() == 1
    assert controller.undo_stack.text(0) == "Typing in “Chapter 3: Upriver”"

    controller.undo_stack.undo()
    assert controller.undo_stack.count() == 1  # undo recorded nothing new
    assert controller.snapshot().documents[CHAPTER_3].text == original
    assert doc_editor.text_edit.toPlainText() == original
    assert doc_editor.text_edit.textCursor().position() == 0

    controller.undo_stack.redo()
    assert doc_editor.text_edit.toPlainText() == "Rain. " + original
    assert doc_editor.text_edit.textCursor().position() == len("Rain. ")
    assert controller.undo_stack.count() == 1


def test_enter_starts_a_new_undo_step(qtbot, controller, doc_editor):
    _caret_to(doc_editor, 0)
    qtbot.keyClicks(doc_editor.text_edit, "One")
    qtbot.keyClick(doc_editor.text_edit, Qt.Key.Key_Return)
    qtbot.keyClicks(doc_editor.text_edit, "Two")
    assert controller.undo_stack.count() == 2
    controller.undo_stack.undo()
    assert doc_editor.text_edit.toPlainText().startswith("One\nFour days")


def test_backspace_and_selection_overwrite_become_edits(qtbot, controller, doc_editor):
    _caret_to(doc_editor, 4)
    qtbot.keyClick(doc_editor.text_edit, Qt.Key.Key_Backspace)
    assert controller.snapshot().documents[CHAPTER_3].text.startswith("Fou days")
    cursor = doc_editor.text_edit.textCursor()
    cursor.setPosition(0)
    cursor.setPosition(3, QTextCursor.MoveMode.KeepAnchor)
    doc_editor.text_edit.setTextCursor(cursor)
    qtbot.keyClicks(doc_editor.text_edit, "Five")
    assert controller.snapshot().documents[CHAPTER_3].text.startswith("Five days")
    assert doc_editor.text() == controller.snapshot().documents[CHAPTER_3].text


def test_the_editor_undo_keys_use_the_project_stack(qtbot, controller, doc_editor):
    _caret_to(doc_editor, 0)
    qtbot.keyClicks(doc_editor.text_edit, "abc")
    qtbot.keyClick(doc_editor.text_edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.snapshot().documents[CHAPTER_3].text.startswith("Four days")
    assert controller.undo_stack.index() == 0
    qtbot.keyClick(
        doc_editor.text_edit,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert controller.snapshot().documents[CHAPTER_3].text.startswith("abcFour days")


def test_characters_outside_the_basic_plane_keep_positions_right(qtbot, controller, doc_editor):
    _caret_to(doc_editor, 0)
    for text in ("🌧", " ", "é"):  # as a keyboard or input method sends them
        press = QKeyEvent(QEvent.Type.KeyPress, 0, Qt.KeyboardModifier.NoModifier, text)
        QApplication.sendEvent(doc_editor.text_edit, press)
    text = controller.snapshot().documents[CHAPTER_3].text
    assert text.startswith("🌧 éFour days")
    controller.push(ReplaceRange(CHAPTER_3, 3, 3, "x"), "Elsewhere")
    assert doc_editor.text_edit.toPlainText().startswith("🌧 éxFour days")
    controller.undo_stack.undo()
    assert doc_editor.text_edit.toPlainText().startswith("🌧 éFour days")
    _caret_to(doc_editor, 2)  # after the emoji, in UTF-16 units
    qtbot.keyClick(doc_editor.text_edit, Qt.Key.Key_Backspace)
    assert controller.snapshot().documents[CHAPTER_3].text.startswith(" éFour days")
    qtbot.keyClicks(doc_editor.text_edit, "z")
    assert controller.snapshot().documents[CHAPTER_3].text.startswith("z éFour days")
    assert doc_editor.text() == controller.snapshot().documents[CHAPTER_3].text


def test_changes_made_elsewhere_keep_the_writers_cursor(qtbot, controller, doc_editor):
    text = controller.snapshot().documents[CHAPTER_3].text
    _caret_to(doc_editor, 100)
    controller.push(ReplaceRange(CHAPTER_3, 0, 4, "Five"), "Replace")  # before the cursor
    assert doc_editor.text_edit.textCursor().position() == 100
    controller.push(ReplaceSpans(CHAPTER_3, ((0, 4, "Six"), (200, 200, "!"))), "Spans")
    assert doc_editor.text_edit.textCursor().position() == 99
    controller.push(SetText(CHAPTER_3, "Short."), "Whole")
    assert doc_editor.text_edit.toPlainText() == "Short."
    for _ in range(3):
        controller.undo_stack.undo()
    assert doc_editor.text_edit.toPlainText() == text


def test_an_edit_elsewhere_does_not_read_the_open_documents_text_again(
    qtbot, controller, doc_editor, monkeypatch
):
    from assistant.world import model

    other = next(d for d in controller.snapshot().documents_in_order() if d.id != CHAPTER_3)
    reads: list[str] = []
    held = model._CompactText.__get__
    gui = threading.current_thread()

    def counting(self, document, owner=None):  # type: ignore[no-untyped-def]
        # the editor's reads, on this thread: the project's index, counting and folding the
        # text on its own thread after opening, may still be at it on a busy machine
        if document is not None and document.id == CHAPTER_3 and threading.current_thread() is gui:
            reads.append(document.id)
        return held(self, document, owner)

    monkeypatch.setattr(model._CompactText, "__get__", counting)
    controller.push(ReplaceRange(other.id, 0, 0, "Then "), "Elsewhere")  # typing elsewhere
    controller.push(ReplaceRange(other.id, 0, 0, "And "), "Elsewhere")
    assert reads == []  # the open chapter is the same value: its text is not read back
    controller.push(ReplaceRange(CHAPTER_3, 0, 0, "So "), "Here")
    assert doc_editor.text_edit.toPlainText().startswith("So ")


def test_the_title_field_renames_and_follows_undo(qtbot, controller, doc_editor):
    doc_editor.title_field.setFocus()
    doc_editor.title_field.selectAll()
    qtbot.keyClicks(doc_editor.title_field, "Upriver")
    qtbot.keyClick(doc_editor.title_field, Qt.Key.Key_Return)
    assert controller.snapshot().documents[CHAPTER_3].title == "Upriver"
    controller.undo_stack.undo()
    assert doc_editor.title_field.text() == "Chapter 3: Upriver"
    assert doc_editor.title == "Chapter 3: Upriver"


def test_the_editor_says_when_its_document_is_gone(qtbot, controller, doc_editor):
    from assistant.world.edits import CreateNode, DeleteNode

    doc = Document("d-00000000aa", "Scratch", "text")
    controller.push(CreateNode(doc), "New")
    other = DocumentEditor(controller, doc.id)
    qtbot.addWidget(other)
    with qtbot.waitSignal(other.gone):
        controller.push(DeleteNode(doc.id), "Delete")
    other.dispose()


def _open_with_find(qtbot, window, doc_id: str, *, replace: bool = False) -> DocumentEditor:
    """Open ``doc_id`` from the tree (Enter) and choose Edit ▸ Find… (or Find and Replace…)."""
    window.tree.select_key(doc_id)
    window.tree.setFocus()
    qtbot.keyClick(window.tree, Qt.Key.Key_Return)
    editor = window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor) and editor.doc_id == doc_id
    trigger(window, "Edit", "Find and Replace…" if replace else "Find…")
    assert editor.find_bar.isVisible() and editor.find_bar.find_field.hasFocus()
    return editor


def test_find_ignores_accents_counts_highlights_and_moves(qtbot, main_window):
    editor = _open_with_find(qtbot, main_window, CHAPTER_3)
    bar = editor.find_bar
    type_text(qtbot, bar.find_field, "Mara")  # the text says "Mára"
    expected = find_matches(editor.text(), "Mára", case_sensitive=True, whole_word=False)
    assert len(expected) > 2
    qtbot.waitUntil(lambda: bar.matches == expected, timeout=2000)
    assert len(editor.text_edit.extraSelections()) == len(expected)  # every one highlighted
    _caret_to(editor, 0)
    qtbot.keyClick(bar.find_field, Qt.Key.Key_Return)
    cursor = editor.text_edit.textCursor()
    assert (cursor.selectionStart(), cursor.selectionEnd()) == expected[0]
    qtbot.keyClick(bar.find_field, Qt.Key.Key_Return)
    assert editor.text_edit.textCursor().selectionStart() == expected[1][0]
    assert bar.count_label.text() == f"2 of {len(expected)}"
    qtbot.keyClick(bar.find_field, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert editor.text_edit.textCursor().selectionStart() == expected[0][0]
    click(qtbot, bar.case_box)  # Match case: "Mara" is not "Mára" any more
    assert bar.matches == [] and bar.count_label.text() == "No matches"
    qtbot.keyClick(bar.find_field, Qt.Key.Key_Escape)
    assert not bar.isVisible()
    assert editor.text_edit.extraSelections() == []


def test_replace_and_replace_all_are_undo_steps_and_say_how_many(qtbot, main_window):
    controller = main_window.controller
    original = controller.snapshot().documents[CHAPTER_3].text
    editor = _open_with_find(qtbot, main_window, CHAPTER_3, replace=True)
    bar = editor.find_bar
    click(qtbot, bar.word_box)
    type_text(qtbot, bar.find_field, "jory")
    retype(qtbot, bar.replace_field, "Joram")
    count = len(bar.matches)
    assert count > 2
    _caret_to(editor, 0)
    click(qtbot, bar.next_button)
    click(qtbot, bar.replace_button)
    text = controller.snapshot().documents[CHAPTER_3].text
    assert text.count("Joram") == 1
    steps = controller.undo_stack.count()
    click(qtbot, bar.replace_all_button)
    assert controller.undo_stack.count() == steps + 1
    assert bar.count_label.text() == f"Replaced {count - 1}"
    qtbot.wait(400)  # the bar looks again after the text changed; the count stays said
    assert bar.count_label.text() == f"Replaced {count - 1}"
    assert "Jory" not in controller.snapshot().documents[CHAPTER_3].text.replace("Jory's", "")
    assert editor.text() == controller.snapshot().documents[CHAPTER_3].text
    for _step in range(2):
        assert main_window.menus.undo_action.isEnabled()
        main_window.menus.undo_action.trigger()  # Edit ▸ Undo
    assert editor.text() == original


def test_find_and_replace_all_match_a_phrase_wrapped_over_two_lines(qtbot, controller, doc_editor):
    text = "Anna Scherer came. Later Anna\nScherer left, and Anna  Scherer wept.\n"
    controller.push(SetText(CHAPTER_3, text), "text")
    bar = doc_editor.find_bar
    doc_editor.show_find(replace=True)
    qtbot.keyClicks(bar.find_field, "Anna Scherer")
    bar.refresh()
    assert [text[s:e] for s, e in bar.matches] == [
        "Anna Scherer", "Anna\nScherer", "Anna  Scherer"
    ]
    bar.replace_field.setText("Annette")
    qtbot.mouseClick(bar.replace_all_button, Qt.MouseButton.LeftButton)
    assert controller.snapshot().documents[CHAPTER_3].text == (
        "Annette came. Later Annette left, and Annette wept.\n"
    )
    controller.undo_stack.undo()
    assert controller.snapshot().documents[CHAPTER_3].text == text


# -- the entity editor -------------------------------------------------------------------------


@pytest.fixture
def entity_editor(qtbot, controller):
    editor = EntityEditor(controller, MARA)
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    yield editor
    editor.dispose()


def test_the_entity_editor_shows_the_entity(entity_editor, controller):
    mara = controller.snapshot().entities[MARA]
    assert entity_editor.name_field.text() == "Mára Tesk"
    assert entity_editor.kind_box.currentData() == "character"
    assert parse_aliases(entity_editor.aliases_field.text()) == mara.aliases
    table = entity_editor.fields_table
    assert table.rowCount() == len(mara.fields)
    assert (table.item(0, 0).text(), table.item(0, 1).text()) == mara.fields[0]
    assert entity_editor.notes_edit.toPlainText() == mara.notes


def test_name_kind_and_aliases_are_edits(qtbot, controller, entity_editor):
    entity_editor.name_field.setText("Mara Tesk")
    entity_editor.name_field.editingFinished.emit()
    entity_editor.kind_box.setCurrentIndex(entity_editor.kind_box.findData("other"))
    entity_editor.kind_box.activated.emit(entity_editor.kind_box.currentIndex())
    entity_editor.aliases_field.setText("Mára, the draughtswoman")
    entity_editor.aliases_field.editingFinished.emit()
    mara = controller.snapshot().entities[MARA]
    assert (mara.name, mara.kind, mara.aliases) == (
        "Mara Tesk",
        EntityKind.OTHER,
        ("Mára", "the draughtswoman"),
    )
    assert controller.undo_stack.count() == 3
    for _ in range(3):
        controller.undo_stack.undo()
    assert entity_editor.name_field.text() == "Mára Tesk"
    assert entity_editor.kind_box.currentData() == "character"
    assert entity_editor.aliases_field.text() == "Mára, Miss Tesk, Ashdell's girl"
    assert controller.undo_stack.count() == 3


def test_fields_are_added_edited_moved_and_removed(qtbot, controller, entity_editor):
    table = entity_editor.fields_table
    before = controller.snapshot().entities[MARA].fields
    entity_editor.add_field()
    assert controller.snapshot().entities[MARA].fields[-1] == ("New field", "")
    row = table.rowCount() - 1
    table.item(row, 0).setText("Hands")  # renaming the field
    table.item(row, 1).setText("inky")
    fields = controller.snapshot().entities[MARA].fields
    assert fields[-1] == ("Hands", "inky")
    table.selectRow(row)
    entity_editor.move_selected_field(-1)
    assert controller.snapshot().entities[MARA].fields[-2] == ("Hands", "inky")
    assert entity_editor.selected_field() == "Hands"
    entity_editor.remove_selected_field()
    assert controller.snapshot().entities[MARA].fields == before
    assert table.rowCount() == len(before)
    while controller.undo_stack.canUndo():
        controller.undo_stack.undo()
    assert table.rowCount() == len(before)
    assert controller.snapshot().entities[MARA].fields == before


def test_renaming_a_field_to_a_name_in_use_is_refused(qtbot, controller, entity_editor):
    fields = controller.snapshot().entities[MARA].fields
    assert fields[2][0] == "Eyes"
    with qtbot.waitSignal(entity_editor.problem) as blocker:
        entity_editor.fields_table.item(0, 0).setText("Eyes")
    assert "Eyes" in blocker.args[0]
    assert controller.snapshot().entities[MARA].fields == fields
    assert entity_editor.fields_table.item(0, 0).text() == "Age"
    assert controller.undo_stack.count() == 0


def test_a_field_edited_elsewhere_shows_here(controller, entity_editor):
    controller.push(SetEntityField(MARA, "Age", "20"), "Age")
    assert entity_editor.fields_table.item(0, 1).text() == "20"


def test_typing_notes_merges_and_undo_restores(qtbot, controller, entity_editor):
    notes = entity_editor.notes_edit
    original = controller.snapshot().entities[MARA].notes
    cursor = notes.textCursor()
    cursor.setPosition(0)
    notes.setTextCursor(cursor)
    qtbot.keyClicks(notes, "Left-handed. ")
    assert controller.snapshot().entities[MARA].notes == "Left-handed. " + original
    assert controller.undo_stack.count() == 1
    controller.undo_stack.undo()
    assert notes.toPlainText() == original
    controller.push(SetEntityAttribute(MARA, "notes", "Elsewhere."), "Notes")
    assert notes.toPlainText() == "Elsewhere."


def test_the_entity_editor_renames_its_tab(qtbot, controller, entity_editor):
    with qtbot.waitSignal(entity_editor.title_changed) as blocker:
        controller.push(
            SetTitle("d-218eff7021", "x"), "unrelated"
        )  # unrelated changes don't rename
        from assistant.world.edits import RenameEntity

        controller.push(RenameEntity(MARA, "Mara"), "Rename")
    assert blocker.args == ["Mara"]


def test_redoing_the_whole_documents_formats_changes_no_text(qtbot, controller, doc_editor):
    """Qt reports a format change over the whole text as a change of every character, the
    last paragraph separator included; the text must be read, not taken as deleted."""
    before = controller.snapshot().documents[CHAPTER_3].text
    steps = controller.undo_stack.count()
    doc_editor.highlighter.rehighlight()
    doc_editor.highlighter.setDocument(None)
    assert controller.snapshot().documents[CHAPTER_3].text == before
    assert controller.undo_stack.count() == steps
