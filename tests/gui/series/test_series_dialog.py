"""File ▸ Series… as a writer uses it: the dialog opened through its action, its buttons
pressed (the folder chooser answering with a test folder), the book reopened with its series'
entities marked, shared and kept, and unlinked again."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from assistant.gui.series.series_dialog import SeriesDialog
from assistant.gui.series.series_words import series_tooltip
from assistant.world.series.folder import series_store
from assistant.world.series.model import Availability
from tests.gui.series.windows import close_window, open_window
from tests.world.series.series_folders import HARBOUR, MARA, make_series

MARTA = "e-470dba0693"  # Mara Tesk, a character of the sample book (The Long Map)


@pytest.fixture
def window(qtbot, sample_copy, window_settings):
    window = open_window(qtbot, sample_copy, window_settings)
    yield window
    close_window(window)


def _open_dialog(qtbot, window) -> SeriesDialog:
    assert window.series.action in window.menus.file_menu.actions()
    window.series.action.trigger()
    qtbot.waitUntil(lambda: window.series.dialog is not None and window.series.dialog.isVisible())
    return window.series.dialog


def _choose_folder(monkeypatch, folder: Path) -> list[str]:
    asked: list[str] = []

    def chooser(_parent, caption, _start="", *_args, **_kwargs):
        asked.append(caption)
        return str(folder)

    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(chooser))
    return asked


def test_linking_shows_the_series_entities_marked(qtbot, window, tmp_path, monkeypatch):
    series, _books = make_series(tmp_path / "shelf", books=1)
    dialog = _open_dialog(qtbot, window)
    assert dialog.heading.text() == "This book belongs to no series"
    assert dialog.link_button.isVisibleTo(dialog) and not dialog.unlink_button.isVisibleTo(dialog)
    asked = _choose_folder(monkeypatch, series)

    qtbot.mouseClick(dialog.link_button, Qt.MouseButton.LeftButton)
    world = window.controller.world
    assert asked and world.series.readable
    assert world.series.book_number == 2 and world.meta.series == "../shelf/Salt Road"
    assert {MARA, HARBOUR} <= set(world.entities) and world.series.owns(MARA)
    model = window.tree.tree_model
    index = model.index_of(MARA)
    assert index.isValid(), "the series' entity is in the tree"
    assert series_tooltip(world) in model.data(index, Qt.ItemDataRole.ToolTipRole)
    own = model.index_of(MARTA)
    assert series_tooltip(world) not in model.data(own, Qt.ItemDataRole.ToolTipRole)
    marked = model.data(index, Qt.ItemDataRole.DecorationRole).pixmap(16, 16).toImage()
    plain = model._icon(world, MARA).pixmap(16, 16).toImage()
    assert marked != plain, "the series entity's icon carries the mark"
    assert "book 2" in window.statusBar().currentMessage()

    again = _open_dialog(qtbot, window)
    assert again.heading.text() == "Series: “The Salt Road”"
    books = [again.books.item(row).text() for row in range(again.books.count())]
    assert books == ["1. Book 1", "2. The Long Map (this book)"]
    assert "2 entities belong to the series." in again.details.text()
    assert again.unlink_button.isVisibleTo(again) and not again.new_button.isVisibleTo(again)
    again.reject()


def test_a_new_series_shares_an_entity_and_undo_takes_it_back(
    qtbot, window, tmp_path, monkeypatch
):
    place = tmp_path / "series here"
    place.mkdir()
    dialog = _open_dialog(qtbot, window)
    assert not dialog.new_button.isEnabled(), "a series needs a title"
    qtbot.keyClicks(dialog.title_field, "The Long Maps")
    assert dialog.new_button.isEnabled()
    _choose_folder(monkeypatch, place)
    qtbot.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)

    world = window.controller.world
    assert (place / "series.quire").is_file() and world.series.readable
    assert world.series.title == "The Long Maps" and world.series.book_number == 1
    assert world.series.entity_ids == frozenset()

    window.tree.select_key(MARTA)
    actions = window.tree.actions_
    menu = actions.context_menu(MARTA)
    assert actions.series.share in menu.actions() and actions.series.keep_own not in menu.actions()
    actions.series.share.trigger()
    assert window.controller.world.series.owns(MARTA)
    window.menus.undo_action.trigger()
    assert not window.controller.world.series.owns(MARTA)
    window.menus.redo_action.trigger()
    assert window.controller.world.series.owns(MARTA)
    assert window.files.save()
    saved = series_store(place).load()
    assert MARTA in saved.entities, "the shared entity is saved into the series folder"

    menu = actions.context_menu(MARTA)
    assert actions.series.keep_own in menu.actions()
    actions.series.keep_own.trigger()
    world = window.controller.world
    assert not world.series.owns(MARTA) and MARTA in world.entities


def test_a_full_folder_gets_a_series_folder_inside_it(qtbot, window, tmp_path, monkeypatch):
    shelf = tmp_path / "shelf"
    shelf.mkdir()
    (shelf / "other.txt").write_text("kept\n", encoding="utf-8")
    dialog = _open_dialog(qtbot, window)
    qtbot.keyClicks(dialog.title_field, "Maps: a Trilogy")
    _choose_folder(monkeypatch, shelf)
    qtbot.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)
    assert (shelf / "Maps a Trilogy" / "series.quire").is_file()
    assert (shelf / "other.txt").read_text(encoding="utf-8") == "kept\n"
    assert window.controller.world.series.readable


def test_linking_to_a_folder_that_is_no_series_says_so(qtbot, window, tmp_path, monkeypatch):
    empty = tmp_path / "not a series"
    empty.mkdir()
    dialog = _open_dialog(qtbot, window)
    _choose_folder(monkeypatch, empty)
    qtbot.mouseClick(dialog.link_button, Qt.MouseButton.LeftButton)
    assert window.controller.is_open, "the book is open again"
    assert window.controller.world.meta.series == ""
    assert "error" in window.prompts.names()


def test_unlinking_takes_the_series_out(qtbot, window, tmp_path, monkeypatch):
    series, _books = make_series(tmp_path / "shelf", books=1)
    _choose_folder(monkeypatch, series)
    qtbot.mouseClick(_open_dialog(qtbot, window).link_button, Qt.MouseButton.LeftButton)
    assert window.controller.world.series.owns(MARA)

    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *_a, **_k: QMessageBox.StandardButton.Yes)
    )
    qtbot.mouseClick(_open_dialog(qtbot, window).unlink_button, Qt.MouseButton.LeftButton)
    world = window.controller.world
    assert world.meta.series == "" and world.series.availability == Availability.NONE
    assert MARA not in world.entities
    assert (series / "series.quire").is_file(), "the series keeps its files"
