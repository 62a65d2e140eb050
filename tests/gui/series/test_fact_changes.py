"""A series entity in the entity editor: its badge, its changes over the series, a change
added and removed through the section's widgets, each undone with Edit ▸ Undo."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from assistant.gui.editor.entity_editor import EntityEditor
from assistant.world.series.linking import link_book
from assistant.world.series.model import FactChange
from tests.gui.series.windows import close_window, open_window
from tests.world.series.series_folders import MARA, OWN, make_book, make_series, mara


@pytest.fixture
def book_two(qtbot, tmp_path, window_settings):
    _series, books = make_series(tmp_path, books=2)
    window = open_window(qtbot, books[1], window_settings)
    yield window
    close_window(window)


def _editor(window, key: str) -> EntityEditor:
    window.tree.select_key(key)
    window.tree.actions_.open.trigger()
    editor = window.tabs.current_editor()
    assert isinstance(editor, EntityEditor) and editor.entity_id == key
    return editor


def _rows(editor: EntityEditor) -> list[str]:
    listed = editor.series_changes.changes_list
    return [listed.item(row).text() for row in range(listed.count())]


def test_a_series_entity_shows_its_badge_and_changes(book_two):
    editor = _editor(book_two, MARA)
    assert editor.series_badge.isVisibleTo(editor)
    assert "The Salt Road" in editor.series_badge.toolTip()
    assert editor.series_changes.isVisibleTo(editor)
    assert _rows(editor) == ["From book 2: Age is 35"]
    assert "a year on" in editor.series_changes.changes_list.item(0).toolTip()
    books = editor.series_changes.book_box
    names = [books.itemText(i) for i in range(books.count())]
    assert names == [
        "Book 1, “Book 1”",
        "Book 2, “Book 2” (this book)",
        "Book 3, not yet in the series",
    ]
    assert books.currentData() == 2, "a change starts in this book"


def test_adding_a_change_is_one_undo_step(qtbot, book_two):
    window = book_two
    editor = _editor(window, MARA)
    section = editor.series_changes
    section.book_box.setCurrentIndex(section.book_box.findData(3))
    assert not section.scene_box.isEnabled(), "another book's scenes are not known here"
    section.field_box.setEditText("")
    qtbot.keyClicks(section.field_box.lineEdit(), "Allegiance")
    qtbot.keyClicks(section.value_field, "the Crown")
    qtbot.mouseClick(section.add_button, Qt.MouseButton.LeftButton)

    world = window.controller.world
    assert world.series.changes_of(MARA) == (
        FactChange("Age", "35", 2, None, "a year on"),
        FactChange("Allegiance", "the Crown", 3),
    )
    assert _rows(editor) == ["From book 2: Age is 35", "From book 3: Allegiance is the Crown"]
    assert section.value_field.text() == ""
    assert "Allegiance" in window.menus.undo_action.text()

    window.menus.undo_action.trigger()
    assert window.controller.world.series.changes_of(MARA) == (
        FactChange("Age", "35", 2, None, "a year on"),
    )
    assert _rows(editor) == ["From book 2: Age is 35"]


def test_a_change_from_a_scene_of_this_book_and_removing_one(qtbot, book_two):
    window = book_two
    editor = _editor(window, MARA)
    section = editor.series_changes
    assert section.book_box.currentData() == 2 and section.scene_box.isEnabled()
    scene = section.scene_box.findText("from “The Bridge” on")
    assert scene > 0
    section.scene_box.setCurrentIndex(scene)
    section.field_box.setEditText("Age")
    qtbot.mouseClick(section.add_button, Qt.MouseButton.LeftButton)  # no value: none from then
    assert _rows(editor)[-1] == "From “The Bridge” (book 2) on: Age is removed"

    listed = section.changes_list
    listed.setCurrentRow(0)
    qtbot.mouseClick(section.remove_button, Qt.MouseButton.LeftButton)
    changes = window.controller.world.series.changes_of(MARA)
    assert [c.from_scene for c in changes] == ["d-3f9a1c20b4"]
    window.menus.undo_action.trigger()
    assert len(window.controller.world.series.changes_of(MARA)) == 2


def test_an_entity_of_the_book_shows_no_series_section(qtbot, tmp_path, window_settings):
    series, _books = make_series(tmp_path, books=1)
    book = make_book(tmp_path / "Own", "Own", entity=replace(mara(), id=OWN, name="Tom"))
    link_book(book, series)
    window = open_window(qtbot, book, window_settings)
    try:
        editor = _editor(window, OWN)
        assert not editor.series_badge.isVisibleTo(editor)
        assert not editor.series_changes.isVisibleTo(editor)
        assert editor.fields_label.text() == "Fields"
    finally:
        close_window(window)


def _in_book(editor: EntityEditor) -> str:
    label = editor.series_changes.in_book_label
    assert label.isVisibleTo(editor)
    return label.text()


def test_book_three_shows_what_holds_in_it_above_the_changes(qtbot, tmp_path, window_settings):
    """In book 3 the editor says at once what holds there (a change from book 2, then the
    writer's own changes from book 3 and from a scene of it; one for book 4 is not yet), while
    the table keeps the values from the start of the series and says so."""
    _series, books = make_series(tmp_path, books=3)
    window = open_window(qtbot, books[2], window_settings)
    try:
        editor = _editor(window, MARA)
        section = editor.series_changes
        assert editor.fields_label.text() == "Fields: values from the start of the series"
        assert _in_book(editor) == "In this book: Age: 35 (from book 2)"
        assert editor.fields_table.item(0, 1).text() == "34"  # the start of the series

        for book, value in ((3, "the Rebels"), (4, "the Crown")):
            section.book_box.setCurrentIndex(section.book_box.findData(book))
            section.field_box.setEditText("Allegiance")
            qtbot.keyClicks(section.value_field, value)
            qtbot.mouseClick(section.add_button, Qt.MouseButton.LeftButton)
        section.book_box.setCurrentIndex(section.book_box.findData(3))
        section.scene_box.setCurrentIndex(section.scene_box.findText("from “The Bridge” on"))
        section.field_box.setEditText("Age")
        qtbot.keyClicks(section.value_field, "36")
        qtbot.keyClick(section.value_field, Qt.Key.Key_Return)
        assert _in_book(editor) == (
            "In this book: Age: 35 (from book 2); Allegiance: the Rebels (from book 3); "
            "Age: 36 (from “The Bridge” on)"
        )
        assert editor.fields_table.item(0, 1).text() == "34"

        window.menus.undo_action.trigger()
        assert _in_book(editor) == (
            "In this book: Age: 35 (from book 2); Allegiance: the Rebels (from book 3)"
        )
    finally:
        close_window(window)


def test_a_book_whose_values_all_hold_from_the_start_says_so(qtbot, book_two):
    editor = _editor(book_two, MARA)
    listed = editor.series_changes.changes_list
    listed.setCurrentRow(0)
    qtbot.mouseClick(editor.series_changes.remove_button, Qt.MouseButton.LeftButton)
    assert _in_book(editor) == "In this book: every value holds from the start of the series."
