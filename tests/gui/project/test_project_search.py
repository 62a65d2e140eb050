"""Edit ▸ Find in Project… and Replace in Project… (issue 14, item 17): the same hits as
``quire search``, by document with context and place in the tree, searched off the GUI
thread, then the entities' hits; a click opens the document at the hit; Replace All is one
undo step."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.project import project_search
from assistant.gui.project.project_search import HIT_ROLE
from assistant.world.edits import replace_all
from assistant.world.search.engine import SearchOptions, search
from assistant.world.search.entity_search import search_entities
from tests.gui.conftest import installed_language
from tests.gui.writer import answer_modal, click, retype, trigger, type_text

TOLL_HOUSE = "d-0afb7cc2a9"


def _search(qtbot, window, text: str) -> None:
    panel = window.project_search
    retype(qtbot, panel.find_field, text)
    qtbot.keyClick(panel.find_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not panel.is_searching(), timeout=5000)


def test_find_in_project_lists_what_quire_search_finds(qtbot, main_window):
    window = main_window
    trigger(window, "Edit", "Find in Project…")
    panel = window.project_search
    assert window.search_dock.isVisible() and panel.find_field.hasFocus()
    _search(qtbot, window, "mara")
    world = window.controller.world
    expected = search(world, "mara", SearchOptions())
    assert len(expected) > 50
    groups = panel.results.topLevelItemCount()
    shown = [
        panel.results.topLevelItem(i).child(j).data(0, HIT_ROLE)
        for i in range(groups - 1)  # the entities' group last
        for j in range(panel.results.topLevelItem(i).childCount())
    ]
    assert shown == expected  # the same hits, in the same (reading) order
    documents = {hit.doc_id for hit in expected}
    assert groups == len(documents) + 1
    entities = search_entities(world, "mara")
    assert panel.results.topLevelItem(groups - 1).text(0) == "Entities"
    assert panel.status.text() == (
        f"{len(expected)} matches in {len(documents)} documents · "
        f"{len(entities)} matches in entities"
    )
    toll_house = next(
        panel.results.topLevelItem(i)
        for i in range(panel.results.topLevelItemCount())
        if panel.results.topLevelItem(i).text(0).startswith("The Toll-House")
    )
    assert "Part One: The Levels › Chapter 2: High Water" in toll_house.text(0)
    assert toll_house.text(1) == str(toll_house.childCount())  # its count, beside the title
    assert toll_house.child(0).isFirstColumnSpanned()
    first = toll_house.child(0).data(0, HIT_ROLE)
    assert first.snippet[first.highlight[0] : first.highlight[1]] == "Mára"


def test_a_click_on_a_hit_opens_the_document_there(qtbot, main_window):
    window = main_window
    trigger(window, "Edit", "Find in Project…")
    _search(qtbot, window, "pot-boy")
    panel = window.project_search
    item = panel.results.topLevelItem(0).child(0)
    hit = item.data(0, HIT_ROLE)
    panel.results.scrollToItem(item)
    rect = panel.results.visualItemRect(item)
    qtbot.mouseClick(panel.results.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    editor = window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor) and editor.doc_id == hit.doc_id
    cursor = editor.text_edit.textCursor()
    assert cursor.selectedText().casefold() == "pot-boy"
    assert window.tree.current_key() == hit.doc_id


def test_replace_all_is_one_undo_step(qtbot, main_window):
    window = main_window
    controller = window.controller
    before = controller.snapshot()
    trigger(window, "Edit", "Replace in Project…")
    _search(qtbot, window, "Mara")
    panel = window.project_search
    count = len(search(before, "Mara"))
    type_text(qtbot, panel.replace_field, "Maren")
    steps = controller.undo_stack.count()
    documents = len({hit.doc_id for hit in search(before, "Mara")})
    asked: list[str] = []

    def replace(box: QMessageBox) -> None:
        asked.append(f"{box.text()} {box.informativeText()}")
        click(qtbot, next(b for b in box.buttons() if b.text() == "Replace All"))

    with answer_modal(qtbot, replace):
        click(qtbot, panel.replace_all_button)
    assert asked == [
        f"Replace all {count} matches of “Mara” with “Maren”? {documents} documents will "
        "change. You can take this back with Edit ▸ Undo."
    ]
    assert controller.undo_stack.count() == steps + 1
    after = controller.snapshot()
    assert search(after, "Mara") == []
    assert sum(doc.text.count("Maren") for doc in after.documents.values()) == count + sum(
        doc.text.count("Maren") for doc in before.documents.values()
    )
    assert controller.undo_stack.undoText().startswith("Replace “Mara” with “Maren” in ")
    qtbot.waitUntil(lambda: not panel.is_searching(), timeout=5000)
    assert panel.status.text().startswith(f"Replaced {count}")
    window.menus.undo_action.trigger()
    assert controller.snapshot() == before
    # the list looks again, and no longer says what the undone Replace All did
    shown = f"{count} matches in {documents} documents · "
    qtbot.waitUntil(lambda: panel.status.text().startswith(shown), timeout=5000)


def test_replace_all_asks_first_and_cancel_replaces_nothing(qtbot, main_window):
    window = main_window
    before = window.controller.snapshot()
    trigger(window, "Edit", "Replace in Project…")
    _search(qtbot, window, "pot-boy")
    panel = window.project_search
    type_text(qtbot, panel.replace_field, "potboy")
    with answer_modal(qtbot, lambda box: qtbot.keyClick(box, Qt.Key.Key_Escape)):
        qtbot.keyClick(panel.replace_field, Qt.Key.Key_Return)  # Enter in the field asks too
    assert window.controller.snapshot() == before
    assert not panel.status.text().startswith("Replaced")


def test_replace_all_looks_again_in_documents_changed_since_the_search(qtbot, main_window):
    window = main_window
    controller = window.controller
    trigger(window, "Edit", "Replace in Project…")
    _search(qtbot, window, "pot-boy")
    panel = window.project_search
    window.tabs.open(TOLL_HOUSE, pinned=True)
    editor = window.tabs.current_editor()
    editor.place_caret(0)
    type_text(qtbot, editor.text_edit, "The pot-boy. ")  # typed after the search
    retype(qtbot, panel.replace_field, "potboy")
    with answer_modal(qtbot, lambda box: qtbot.keyClick(box, Qt.Key.Key_Return)):
        panel.replace_all()  # the button, before the list has caught up with the typing
    text = controller.snapshot().documents[TOLL_HOUSE].text
    assert text.startswith("The potboy. ")
    assert "pot-boy" not in text.casefold()


def test_replace_all_looks_again_only_in_documents_changed_since_the_search(
    qtbot, main_window, monkeypatch
):
    window = main_window
    trigger(window, "Edit", "Replace in Project…")
    _search(qtbot, window, "pot-boy")
    panel = window.project_search
    assert not panel.outcome.more
    window.tabs.open(TOLL_HOUSE, pinned=True)
    editor = window.tabs.current_editor()
    editor.place_caret(0)
    type_text(qtbot, editor.text_edit, "The pot-boy. ")  # typed after the search
    looked: list[str] = []
    real = replace_all.spans_in

    def recording(doc, *args, **kwargs):
        looked.append(doc.id)
        return real(doc, *args, **kwargs)

    monkeypatch.setattr(replace_all, "spans_in", recording)
    retype(qtbot, panel.replace_field, "potboy")
    with answer_modal(qtbot, lambda box: qtbot.keyClick(box, Qt.Key.Key_Return)):
        click(qtbot, panel.replace_all_button)
    assert looked == [TOLL_HOUSE]
    after = window.controller.snapshot()
    assert all("pot-boy" not in doc.text for doc in after.documents_in_order())


def test_searching_runs_off_the_gui_thread_and_only_the_last_search_counts(
    qtbot, main_window, monkeypatch
):
    threads: list[str] = []
    real = project_search.search

    def recording(*args, **kwargs):
        threads.append(threading.current_thread().name)
        return real(*args, **kwargs)

    monkeypatch.setattr(project_search, "search", recording)
    window = main_window
    trigger(window, "Edit", "Find in Project…")
    panel = window.project_search
    panel.find_field.setText("Ashdell")
    panel.search_now()
    panel.find_field.setText("Ferrow")
    panel.search_now()
    qtbot.waitUntil(lambda: not panel.is_searching(), timeout=5000)
    assert threads and all(name == "quire-project-search" for name in threads)
    assert panel.outcome is not None and panel.outcome.query == "Ferrow"
    assert all(h.snippet.casefold().count("ferrow") for h in panel.outcome.hits)


def test_a_broken_regular_expression_is_explained_in_the_writers_language(qtbot, main_window):
    """Only the expression's own complaint stays as Python words it, in brackets."""
    window = main_window
    with installed_language("es"):
        window.menus.find_in_project_action.trigger()
        click(qtbot, window.project_search.regex_box)
        _search(qtbot, window, "(unclosed")
        assert window.project_search.status.text() == (
            "La expresión regular no es válida (missing ) at position 9)."
        )


def test_a_broken_regular_expression_is_explained(qtbot, main_window):
    window = main_window
    trigger(window, "Edit", "Find in Project…")
    click(qtbot, window.project_search.regex_box)
    _search(qtbot, window, "(unclosed")
    assert window.project_search.status.text() == (
        "The regular expression is not valid (missing ) at position 9)."
    )
    assert window.project_search.results.topLevelItemCount() == 0
    assert not window.project_search.replace_all_button.isEnabled()
