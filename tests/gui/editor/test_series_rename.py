"""Renaming a series entity in the entity editor of a real window: the books listed with
their mentions, the chosen ones renamed on disk, and Edit ▸ Undo taking back this book's part."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from assistant.gui.editor.entity_editor import EntityEditor
from assistant.gui.editor.series_rename import SeriesRenameDialog
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow
from assistant.world.snapshots.model import SnapshotReason
from assistant.world.snapshots.store import SnapshotStore
from assistant.world.storage.lock import ProjectLock
from tests.gui.conftest import ScriptedPrompts, installed_language
from tests.world.series.renaming_books import counted, make_three_books
from tests.world.series.series_folders import MARA, files


@pytest.fixture
def series_window(qtbot, tmp_path, window_settings):
    """The Salt Road's three books on disk, book 2 open in a real window."""
    _series, books = make_three_books(tmp_path)
    controller = ProjectController()
    window = MainWindow(controller, window_settings, with_assistant=False)
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.files.open_project(books[1])
    yield window, books
    controller.undo_stack.setClean()
    window.close()
    controller.close()


def rename_in_editor(qtbot, window: MainWindow, new_name: str) -> SeriesRenameDialog:
    """Type ``new_name`` into Mara's editor and press Enter, as the writer does; the dialog
    that lists the books opens."""
    editor = window.tabs.open(MARA, focus=True)
    assert isinstance(editor, EntityEditor)
    field = editor.name_field
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, new_name)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: editor.series_rename is not None)
    assert editor.series_rename is not None
    dialog = editor.series_rename.dialog
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def _texts(dialog: SeriesRenameDialog) -> list[tuple[str, str]]:
    return [(item.text(0), item.text(1)) for item in dialog.book_items()]


@pytest.fixture
def in_english():
    """The English catalogue installed, as the app installs it, for its plural forms."""
    with installed_language("en"):
        yield


def test_renaming_lists_every_book_renames_the_chosen_ones_and_undo_takes_back_this_one(
    qtbot, series_window, in_english
):
    window, books = series_window
    before = files(books[1])
    dialog = rename_in_editor(qtbot, window, "Kira")
    assert _texts(dialog) == [  # the English plural forms, installed as the app does
        ("Book 1: Book 1", "4 mentions"),
        ("Book 2: Book 2 (this book)", "5 mentions"),
        ("Book 3: Book 3", "2 mentions"),
    ]
    first = dialog.item_of(1)
    assert first is not None and first.childCount() == 2
    assert first.child(1).text(0) == "The Market" and "«MARA»" in first.child(1).toolTip(0)
    qtbot.mouseClick(dialog.rename_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    world = window.controller.world
    assert world is not None and world.entities[MARA].name == "Kira"
    assert all("Mara" not in doc.text for doc in world.documents.values())
    assert counted(books[0]) == {} and counted(books[2]) == {}
    for book in (books[0], books[2]):
        snapshots = SnapshotStore(book)
        assert snapshots.documents()
        for doc_id in snapshots.documents():
            assert snapshots.latest(doc_id).reason == SnapshotReason.RENAME
    status = window.statusBar().currentMessage()
    assert "Renamed “Mara” to “Kira”; 2 other books changed" in status

    assert window.menus.undo_action.isEnabled()
    window.menus.undo_action.trigger()  # Edit ▸ Undo: this book's part, as one step
    world = window.controller.world
    assert world is not None and world.entities[MARA].name == "Mara"
    assert sum(doc.text.count("Mara") for doc in world.documents.values()) == 5
    window.files.save()
    assert files(books[1]) == before
    assert counted(books[0]) == {}  # the other books keep the rename: their snapshots take it back


def test_unticked_books_and_this_books_text_stay(qtbot, series_window):
    window, books = series_window
    third = files(books[2])
    dialog = rename_in_editor(qtbot, window, "Kira")
    for number in (2, 3):
        item = dialog.item_of(number)
        assert item is not None
        item.setCheckState(0, Qt.CheckState.Unchecked)
    qtbot.mouseClick(dialog.rename_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    world = window.controller.world
    assert world is not None and world.entities[MARA].name == "Kira"
    assert sum(doc.text.count("Mara") for doc in world.documents.values()) == 5
    assert files(books[2]) == third and counted(books[0]) == {}


def test_a_locked_book_is_listed_with_why_and_cancel_changes_nothing(qtbot, series_window):
    window, books = series_window
    before = [files(book) for book in books]
    with ProjectLock(books[2]):
        dialog = rename_in_editor(qtbot, window, "Kira")
    third = dialog.item_of(3)
    assert third is not None
    assert third.text(1) == "Open in Quire: close it there and rename again"
    assert not third.flags() & Qt.ItemFlag.ItemIsEnabled
    assert dialog.chosen_books() == [1]
    dialog.reject()
    editor = window.tabs.current_editor()
    assert isinstance(editor, EntityEditor)
    qtbot.waitUntil(lambda: editor.name_field.text() == "Mara")
    world = window.controller.world
    assert world is not None and world.entities[MARA].name == "Mara"
    assert not window.menus.undo_action.isEnabled()
    assert [files(book) for book in books] == before


def test_an_entity_of_the_book_alone_is_renamed_at_once(qtbot, series_window, tmp_path: Path):
    window, _books = series_window
    from assistant.world.edits import CreateEntity
    from assistant.world.model import Entity

    own = Entity("e-5a5a5a5a5a", "Oda")
    window.controller.push(CreateEntity(own), "create")
    editor = window.tabs.open(own.id, focus=True)
    assert isinstance(editor, EntityEditor)
    editor.name_field.selectAll()
    qtbot.keyClicks(editor.name_field, "Ode")
    qtbot.keyClick(editor.name_field, Qt.Key.Key_Return)
    world = window.controller.world
    assert world is not None and world.entities[own.id].name == "Ode"
    assert editor.series_rename is None
