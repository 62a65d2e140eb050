"""Edit ▸ Assistant History: an act-mode run taken back after the project was closed and
opened again, through the window (the menu entry, then Undo on the run's row), itself
undoable; refused, with what was edited since named, when the writer changed it meanwhile;
and a run of this session taken back with a plain Undo."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor

from assistant.agent.conversations.store import ConversationStore
from assistant.agent.loop.mode import Mode
from assistant.gui.assistant import run_history_window
from assistant.gui.window.main_window import MainWindow
from tests.agent.providers.wires import OpenAIWire
from tests.gui.assistant.asking import configure_loopback
from tests.world.storage.storage_worlds import project_files

WIRE = OpenAIWire()
CHAPTER_1 = "d-9b65717c5f"  # "Chapter 1: The Map House"
TIMELINE = "d-6349d7e158"
REQUEST = "Tighten the opening and tidy the notes"



def call(number: int, name: str, **arguments) -> tuple[str, str, str]:
    return (f"call_{number}", name, json.dumps(arguments))


def act_run(qtbot, window: MainWindow, loopback, first_line: str) -> None:
    """The writer asks, in act mode, for two changes: Chapter 1's first line rewritten and
    the timeline trashed; the model makes them."""
    loopback.add(
        WIRE.tool_reply([
            call(1, "replace_text", document=CHAPTER_1, find=first_line,
                 replace="The map house leaned into the wind."),
            call(2, "trash_node", node=TIMELINE),
        ]),
        WIRE.text_reply(["Done: the opening is tighter and the timeline is in the trash."]),
    )  # fmt: skip
    panel = window.assistant_panel
    qtbot.mouseClick(panel.act_button, Qt.MouseButton.LeftButton)
    assert panel.mode == Mode.ACT
    with qtbot.waitSignal(panel.turn_finished, timeout=20_000) as finished:
        panel.question_edit.setPlainText(REQUEST)
        qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
    assert finished.args[0].answered


def reopen(window: MainWindow, root: Path) -> None:
    """File ▸ Close Project, then File ▸ Open Project… on the same folder."""
    window.menus.close_action.trigger()
    assert not window.controller.is_open
    window.prompts.script("choose_project_folder", root)
    window.menus.open_action.trigger()
    assert window.controller.root == root


def history_window(qtbot, window: MainWindow) -> run_history_window.RunHistoryWindow:
    """Edit ▸ Assistant History…"""
    assert window.menus.assistant_history_action in window.menuBar().actions()[1].menu().actions()
    window.menus.assistant_history_action.trigger()
    shown = window.dialogs.run_history_window
    assert shown is not None
    qtbot.waitExposed(shown)
    return shown


@pytest.fixture
def writer_setup(quire_config, qasync_loop, loopback):
    configure_loopback(loopback, approval_policy="none", review_changes=False)
    return loopback


def test_an_act_run_is_undone_after_closing_and_reopening_the_project(
    qtbot, main_window, writer_setup
):
    window, controller = main_window, main_window.controller
    root = controller.root
    chapter_1 = controller.world.documents[CHAPTER_1].text
    before = project_files(root)
    act_run(qtbot, window, writer_setup, chapter_1.splitlines()[0])
    assert controller.world.is_trashed(TIMELINE)
    window.menus.save_action.trigger()
    assert project_files(root) != before

    reopen(window, root)
    assert controller.undo_stack.count() == 0  # the old session's undo history is gone
    shown = history_window(qtbot, window)
    assert shown.tree.topLevelItemCount() == 1
    row = shown.tree.topLevelItem(0)
    assert row.text(run_history_window.Column.REQUEST) == REQUEST
    assert row.text(run_history_window.Column.STATE) == "Can be undone"
    assert row.childCount() == 2
    assert row.text(run_history_window.Column.NUMBER) == "1"
    # Each change, and who let it through: the settings ask about no change.
    made = " — Made: the approval policy asks about no change"
    assert row.child(0).text(0) == "Changed the text of “Chapter 1: The Map House”" + made
    assert row.child(1).text(0) == "Moved “Timeline” to the trash" + made
    assert "test-model" in row.text(run_history_window.Column.MODEL)

    qtbot.mouseClick(shown.undo_buttons[1], Qt.MouseButton.LeftButton)
    world = controller.world
    assert world.documents[CHAPTER_1].text == chapter_1
    assert not world.is_trashed(TIMELINE)
    assert "Run 1 undone. Edit ▸ Undo puts it back." in shown.message
    assert shown.tree.topLevelItem(0).text(run_history_window.Column.STATE) == "Undone"
    assert not shown.undo_buttons[1].isEnabled()
    # The turn is marked undone in its conversation, so the next question tells the model.
    store = ConversationStore(root / ".quire" / "conversations")
    [conversation] = store.load_all()[0]
    assert conversation.turns[-1].undone

    # Taking it back was one undo step: Undo puts the run back, Redo takes it back again.
    assert controller.undo_stack.count() == 1
    # The step is named by what happened, so Edit ▸ Undo does not say "Undo Undo …".
    step = f"Assistant run 1 taken back: {REQUEST}"
    assert window.menus.undo_action.text() == f"&Undo {step}"
    window.menus.undo_action.trigger()
    assert controller.world.documents[CHAPTER_1].text != chapter_1
    assert controller.world.is_trashed(TIMELINE)
    qtbot.waitUntil(lambda: shown.undo_buttons[1].isEnabled(), timeout=3000)
    assert window.menus.redo_action.text() == f"&Redo {step}"
    window.menus.redo_action.trigger()
    assert controller.world.documents[CHAPTER_1].text == chapter_1
    window.menus.save_action.trigger()
    assert project_files(root) == before  # byte for byte, every file


def test_undo_is_refused_naming_what_the_writer_edited_since(
    qtbot, main_window, writer_setup, monkeypatch
):
    window, controller = main_window, main_window.controller
    root = controller.root
    act_run(qtbot, window, writer_setup, controller.world.documents[CHAPTER_1].text.split("\n")[0])
    window.menus.save_action.trigger()
    reopen(window, root)
    monkeypatch.setattr(run_history_window, "REFRESH_MS", 60_000)  # the list stays as drawn
    shown = history_window(qtbot, window)
    assert shown.undo_buttons[1].isEnabled()

    # The writer types into Chapter 1 while the list is open.
    editor = window.tabs.open(CHAPTER_1, pinned=True)
    editor.text_edit.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClicks(editor.text_edit, " And then the rain.")
    edited = controller.world.documents[CHAPTER_1].text
    assert edited.endswith("And then the rain.")
    steps = controller.undo_stack.count()

    qtbot.mouseClick(shown.undo_buttons[1], Qt.MouseButton.LeftButton)
    assert shown.message == (
        "Cannot undo run 1: “Chapter 1: The Map House” changed since. Undo those edits "
        "first, or change it by hand."
    )
    assert controller.world.documents[CHAPTER_1].text == edited  # nothing moved
    assert controller.world.is_trashed(TIMELINE)
    assert controller.undo_stack.count() == steps
    state = shown.tree.topLevelItem(0).text(run_history_window.Column.STATE)
    assert state == "Changed since: “Chapter 1: The Map House”"
    assert not shown.undo_buttons[1].isEnabled()

    # Once the writer's edit is undone, the run can be taken back again.
    for _step in range(steps):
        if controller.world.documents[CHAPTER_1].text == edited.removesuffix(" And then the rain."):
            break
        window.menus.undo_action.trigger()
    shown.refresh()
    assert shown.undo_buttons[1].isEnabled()
    qtbot.mouseClick(shown.undo_buttons[1], Qt.MouseButton.LeftButton)
    assert not controller.world.is_trashed(TIMELINE)


def test_a_run_of_this_session_is_taken_back_with_a_plain_undo(qtbot, main_window, writer_setup):
    window, controller = main_window, main_window.controller
    chapter_1 = controller.world.documents[CHAPTER_1].text
    act_run(qtbot, window, writer_setup, chapter_1.splitlines()[0])
    assert controller.undo_stack.count() == 1
    shown = history_window(qtbot, window)
    qtbot.mouseClick(shown.undo_buttons[1], Qt.MouseButton.LeftButton)
    assert controller.world.documents[CHAPTER_1].text == chapter_1
    assert controller.undo_stack.count() == 1 and controller.undo_stack.index() == 0
    assert "Run 1 undone. Edit ▸ Redo puts it back." in shown.message
    window.menus.redo_action.trigger()
    assert controller.world.is_trashed(TIMELINE)
    qtbot.waitUntil(lambda: shown.undo_buttons[1].isEnabled(), timeout=3000)


def test_an_unreadable_record_is_named_and_left_alone(qtbot, main_window, writer_setup):
    folder = main_window.controller.root / ".quire" / "history"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "run-000001.json").write_text("{not json", encoding="utf-8")
    shown = history_window(qtbot, main_window)
    assert shown.tree.topLevelItemCount() == 0 and shown.empty_label.isVisible()
    assert shown.problems_label.isVisible()
    text = shown.problems_label.text()  # "1 record(s)": the English plural is the app's
    assert text.startswith("1 record") and "could not be read" in text
    assert "run-000001.json" in shown.problems_label.toolTip()
    assert (folder / "run-000001.json").read_text(encoding="utf-8") == "{not json"


def test_the_request_column_is_wide_enough_to_read(qtbot, main_window, writer_setup):
    """N14: the one column that says what a run was gets the room, not the model's name."""
    window, controller = main_window, main_window.controller
    chapter_1 = controller.world.documents[CHAPTER_1].text
    act_run(qtbot, window, writer_setup, chapter_1.splitlines()[0])
    shown = history_window(qtbot, window)
    header = shown.tree.header()
    request = header.sectionSize(run_history_window.Column.REQUEST)
    model = header.sectionSize(run_history_window.Column.MODEL)
    needed = shown.tree.fontMetrics().horizontalAdvance(REQUEST)
    assert request >= min(needed, 200), (request, model)  # on an 800-px screen
    assert request == max(header.sectionSize(c) for c in range(header.count()))
    assert header.sectionSize(run_history_window.Column.NUMBER) < 80
