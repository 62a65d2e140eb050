"""The inspector (issue 14, item 18): synopsis, status, tags and length of the document in
front, edited as undo steps; and the Help menu's manual and shortcut list (item 21)."""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QLocale, QPoint, Qt
from PySide6.QtWidgets import QApplication

from assistant.gui.app.manual import ManualWindow, ShortcutsDialog, headings, read_manual
from assistant.gui.editor.inspector import SECTIONS, InspectorSection, parse_tags
from tests.gui.writer import retype, trigger, type_text

TOLL_HOUSE = "d-0afb7cc2a9"
MARA = "e-470dba0693"


def _open(qtbot, window, key: str) -> None:
    window.tree.select_key(key)
    window.tree.setFocus()
    qtbot.keyClick(window.tree, Qt.Key.Key_Return)


def test_tags_are_read_as_a_writer_types_them():
    assert parse_tags(" flood,  key   scene,,flood , ") == ("flood", "key scene")
    assert parse_tags("") == ()


def test_the_inspector_shows_the_document_in_front(qtbot, main_window):
    window = main_window
    _open(qtbot, window, TOLL_HOUSE)
    trigger(window, "View", "Go to Inspector")
    inspector = window.inspector
    assert window.inspector_dock.isVisible()
    synopsis, status, tags, fields, _private, count = inspector.sections
    document = window.controller.world.documents[TOLL_HOUSE]
    assert inspector.title_label.text() == "The Toll-House"
    assert synopsis.edit.toPlainText() == document.synopsis
    assert synopsis.edit.hasFocus()
    assert status.combo.currentText() == "first draft"
    offered = [status.combo.itemData(i) for i in range(status.combo.count())]
    assert offered == ["idea", "first draft", "to revise", "revised", "final"]  # the project's
    assert not status.combo.itemIcon(0).isNull()  # each in its colour
    assert fields.fields is not None and fields.fields.doc_id == TOLL_HOUSE
    assert tags.edit.text() == "flood"
    edges = {w.mapTo(inspector, QPoint(0, 0)).x() for w in (synopsis.edit, status.combo, tags.edit)}
    assert len(edges) == 1, edges  # the fields line up, whatever their captions' lengths
    words, characters = (QLocale().toString(n) for n in (document.word_count, len(document.text)))
    assert count.label.text() == f"Scene · {words} words · {characters} characters with spaces"
    _open(qtbot, window, MARA)  # an entity has its own editor: nothing to inspect here
    assert inspector.title_label.text().startswith("Open a document")
    assert not synopsis.edit.isEnabled() and not tags.edit.isEnabled()


def test_synopsis_status_and_tags_are_undo_steps(qtbot, main_window):
    window = main_window
    controller = window.controller
    before = controller.snapshot()
    _open(qtbot, window, TOLL_HOUSE)
    trigger(window, "View", "Go to Inspector")
    synopsis, status, tags, _fields, _private, _count = window.inspector.sections
    steps = controller.undo_stack.count()

    synopsis.edit.moveCursor(synopsis.edit.textCursor().MoveOperation.End)
    type_text(qtbot, synopsis.edit, " Oda counts the arches.")
    document = controller.world.documents[TOLL_HOUSE]
    assert document.synopsis.endswith("the first oak strikes the Gull. Oda counts the arches.")
    assert controller.undo_stack.count() == steps + 1  # the typing is one step
    assert controller.undo_stack.undoText() == "Synopsis of “The Toll-House”"

    retype(qtbot, status.combo.lineEdit(), "revised")
    qtbot.keyClick(status.combo.lineEdit(), Qt.Key.Key_Return)
    assert controller.world.documents[TOLL_HOUSE].status == "revised"
    assert controller.undo_stack.undoText() == "Status of “The Toll-House”"

    retype(qtbot, tags.edit, "flood, bridge,  key scene")
    qtbot.keyClick(tags.edit, Qt.Key.Key_Return)
    assert controller.world.documents[TOLL_HOUSE].tags == ("flood", "bridge", "key scene")
    assert controller.undo_stack.count() == steps + 3

    for _step in range(3):
        window.menus.undo_action.trigger()
    assert controller.snapshot() == before
    assert synopsis.edit.toPlainText() == before.documents[TOLL_HOUSE].synopsis
    assert status.combo.currentText() == "first draft"
    assert tags.edit.text() == "flood"


def test_a_new_section_plugs_in(qtbot, main_window, monkeypatch):
    class Fields(InspectorSection):
        shown: ClassVar[list[str]] = []

        def show_document(self, world, document) -> None:
            super().show_document(world, document)
            Fields.shown.append(document.id if document is not None else "")

    monkeypatch.setattr("assistant.gui.editor.inspector.SECTIONS", [*SECTIONS, Fields])
    from assistant.gui.editor.inspector import Inspector

    inspector = Inspector(main_window.controller)
    qtbot.addWidget(inspector)
    inspector.show_key(TOLL_HOUSE)
    assert Fields.shown[-1] == TOLL_HOUSE
    assert isinstance(inspector.sections[-1], Fields)


def test_help_shows_the_manual_from_the_readme(qtbot, main_window):
    manual = read_manual()
    titles = [text for _level, text in headings(manual)]
    assert titles[0] == "Writing in Quire"
    assert "Connecting a model" in titles and "Troubleshooting" in titles
    assert "For developers" not in titles and "Install" not in titles
    trigger(main_window, "Help", "Quire Manual")
    window = next(
        w for w in QApplication.topLevelWidgets() if isinstance(w, ManualWindow) and w.isVisible()
    )
    assert window.isVisible()
    assert window.contents.count() == len(titles)
    assert "Every change — typing, renaming" in window.browser.toPlainText()
    window.find_field.setText("keyring")
    assert window.find_next()
    assert "keyring" in window.browser.textCursor().selectedText()
    assert window.show_section("Troubleshooting")
    window.close()


def test_help_lists_every_shortcut_of_the_menus(qtbot, main_window):
    editor = main_window.tabs.current_editor()
    qtbot.keyClicks(editor.text_edit, "A line. ")  # Edit ▸ Undo now names a step
    assert main_window.menus.undo_action.text() != "&Undo"
    trigger(main_window, "Help", "Keyboard Shortcuts")
    dialog = next(w for w in main_window.findChildren(ShortcutsDialog) if w.isVisible())
    listed = {(s.what, s.keys) for s in dialog.shortcuts}
    assert ("Find in Project…", "Ctrl+Shift+F") in listed
    assert ("Rename", "F2") in listed
    assert ("Save", "Ctrl+S") in listed
    assert ("Undo", "Ctrl+Z") in listed  # the command, not the step it would take now
    rows = dialog.table.rowCount()
    assert rows == len(dialog.shortcuts) and rows > 20
    dialog.reject()


def test_the_private_box_marks_the_document_in_front_as_one_undo_step(qtbot, main_window):
    from assistant.gui.editor.inspector import PrivateSection

    window = main_window
    controller = window.controller
    before = controller.snapshot()
    _open(qtbot, window, TOLL_HOUSE)
    trigger(window, "View", "Go to Inspector")
    [section] = [s for s in window.inspector.sections if isinstance(s, PrivateSection)]
    assert section.box.isEnabled() and not section.box.isChecked()
    box = section.box  # clicked on its tick box, as a writer does
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert controller.world.documents[TOLL_HOUSE].private
    assert controller.undo_stack.count() == 1
    trigger(window, "Edit", "Undo Mark “The Toll-House” private")
    assert controller.snapshot() == before
    assert not section.box.isChecked()
