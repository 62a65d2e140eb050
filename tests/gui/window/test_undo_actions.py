"""Edit ▸ Undo and Redo name the step they would take, as whole sentences in each language.

The text follows the undo stack: a rename typed in a document's title field shows in Undo, moves to
Redo when undone, and the bare "Undo" comes back when there is nothing left. In German and
French the step's name sits inside the translated pattern (Qt's own prefix glued "Rückgängig"
before a verb-final step name).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from assistant.gui.window.main_window import MainWindow
from assistant.gui.window.undo_actions import step_text
from tests.gui.conftest import installed_language

CHAPTER_3 = "d-218eff7021"
OLD = "Chapter 3: Upriver"

EXPECTED = {
    "en": (
        "&Undo",
        "&Undo Rename “{old}” to “Tom && Jerry”",
        "&Redo Rename “{old}” to “Tom && Jerry”",
    ),
    "de": (
        "&Rückgängig",
        "&Rückgängig: „{old}“ in „Tom && Jerry“ umbenennen",
        "&Wiederherstellen: „{old}“ in „Tom && Jerry“ umbenennen",
    ),
    "fr": (
        "&Annuler",
        "&Annuler\u00a0: Renommer «\u00a0{old}\u00a0» en «\u00a0Tom && Jerry\u00a0»",
        "&Rétablir\u00a0: Renommer «\u00a0{old}\u00a0» en «\u00a0Tom && Jerry\u00a0»",
    ),
}


@pytest.fixture(params=sorted(EXPECTED))
def language(request, qapp) -> Iterator[str]:
    with installed_language(request.param) as language:
        yield language


@pytest.fixture
def window(language, main_window) -> MainWindow:
    """The real main window, built in ``language`` (installed first), the sample open."""
    return main_window


def _rename(qtbot, window: MainWindow, key: str, name: str) -> None:
    """Type a new title into the document's title field and press Enter, as the writer
    renames."""
    field = window.tabs.open(key, pinned=True).title_field
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, name)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def test_undo_and_redo_follow_the_stack_in_whole_sentences(qtbot, window, language):
    bare, undo, redo = (text.format(old=OLD) for text in EXPECTED[language])
    assert window.controller.world.documents[CHAPTER_3].title == OLD
    assert window.menus.undo_action.text() == bare
    assert not window.menus.undo_action.isEnabled() and not window.menus.redo_action.isEnabled()

    _rename(qtbot, window, CHAPTER_3, "Tom & Jerry")
    assert window.controller.world.documents[CHAPTER_3].title == "Tom & Jerry"
    assert window.menus.undo_action.text() == undo
    assert window.menus.undo_action.isEnabled() and not window.menus.redo_action.isEnabled()

    window.menus.undo_action.trigger()
    assert window.controller.world.documents[CHAPTER_3].title == OLD
    assert window.menus.undo_action.text() == bare and not window.menus.undo_action.isEnabled()
    assert window.menus.redo_action.text() == redo and window.menus.redo_action.isEnabled()

    window.menus.redo_action.trigger()
    assert window.controller.world.documents[CHAPTER_3].title == "Tom & Jerry"
    assert window.menus.undo_action.text() == undo


def test_a_step_name_never_brings_its_own_accelerator():
    assert step_text("&Undo", "&Undo %1", "") == "&Undo"
    assert step_text("&Undo", "&Undo %1", "Cut & paste") == "&Undo Cut && paste"
    assert step_text("&Undo", "%1 &rückgängig", "A&B") == "A&&B &rückgängig"


def test_every_way_to_undo_is_refused_before_the_stack_moves_while_a_turn_holds_it(
    qtbot, main_window
):
    """While an assistant turn changes what the writer's latest step changed, Ctrl+Z in the
    editor, Ctrl+Z elsewhere in the window, Edit ▸ Undo and a click in the Undo History are
    all refused before the stack moves; the status bar says why. Once the turn ends they
    undo again."""
    from assistant.agent.act.approval import Approval, ApprovalPolicy
    from assistant.world.edits import SetTitle

    controller = main_window.controller
    stack = controller.undo_stack
    controller.push(SetTitle(CHAPTER_3, "Mine"), "Retitle")
    desk = main_window.assistant_panel.session.desk
    run = desk.begin_run(Approval(ApprovalPolicy.NONE, None), "run-k", "retitle")
    run.apply(SetTitle(CHAPTER_3, "The assistant's"))  # on the GUI thread: applies here
    main_window.menus.undo_history_action.trigger()  # View ▸ Undo History
    history = main_window.undo_view
    qtbot.waitUntil(history.isVisible)
    editor = main_window.tabs.open(CHAPTER_3, pinned=True)
    index = stack.index()
    moves: list[int] = []
    stack.indexChanged.connect(moves.append)

    def refused(attempt) -> None:
        main_window.statusBar().clearMessage()
        with qtbot.waitSignal(controller.edit_refused):
            attempt()
        assert stack.index() == index and moves == []
        assert controller.world.documents[CHAPTER_3].title == "The assistant's"
        assert "assistant" in main_window.statusBar().currentMessage()

    def ctrl_z(widget) -> None:
        widget.setFocus()
        qtbot.keyClick(widget, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)

    def click_row(row: int) -> None:
        rect = history.visualRect(history.model().index(row, 0))
        qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())

    refused(lambda: ctrl_z(editor.text_edit))
    refused(lambda: ctrl_z(main_window.tree))
    refused(main_window.menus.undo_action.trigger)
    refused(lambda: click_row(0))  # "As opened": every step back
    assert history.selectionModel().currentIndex().row() == index  # the list shows the stack

    desk.commit_run(run, "Assistant: retitle")  # the turn's step on top of the writer's
    assert stack.index() == index + 1
    click_row(index)  # the turn undone from the Undo History
    assert stack.index() == index
    assert controller.world.documents[CHAPTER_3].title == "Mine"
    ctrl_z(editor.text_edit)
    assert stack.index() == index - 1
    assert controller.world.documents[CHAPTER_3].title == OLD
