"""While an act-mode answer changes a document, its editor is read-only with a notice across
its top, and what the writer types there is refused, not lost elsewhere; other documents are
edited as usual, and undoing the answer takes back only its changes (README, While the
assistant changes your project)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from assistant.agent.act.approval import Approval, ApprovalPolicy
from assistant.world.edits import InsertText
from tests.gui.window.test_main_window import CHAPTER_1, CHAPTER_3, type_at

ASSISTANTS_LINE = "The assistant's line.\n"


def text_of(controller, doc_id: str) -> str:
    return controller.snapshot().documents[doc_id].text


def test_a_document_the_answer_changes_is_read_only_until_the_answer_ends(
    qtbot, main_window, controller
) -> None:
    original_3 = text_of(controller, CHAPTER_3)
    original_1 = text_of(controller, CHAPTER_1)
    controller.request_document(CHAPTER_3)
    held = main_window.tabs.current_editor()
    assert not held.is_locked and not held.lock_notice.isVisible()

    desk = main_window.assistant_panel.session.desk
    run = desk.begin_run(Approval(ApprovalPolicy.NONE, None), "run-held", "tidy chapter 3")
    run.apply(InsertText(CHAPTER_3, 0, ASSISTANTS_LINE))
    assert held.is_locked and held.lock_notice.isVisible()
    assert "assistant is changing this document" in held.lock_notice.text()

    # The writer types, deletes and retitles in the held document: nothing of it goes in.
    during = text_of(controller, CHAPTER_3)
    type_at(qtbot, held, len(ASSISTANTS_LINE) + 3, "mine")
    qtbot.keyClick(held.text_edit, Qt.Key.Key_Backspace)
    held.title_field.setFocus()
    qtbot.keyClicks(held.title_field, " (mine)")
    qtbot.keyClick(held.title_field, Qt.Key.Key_Return)
    assert text_of(controller, CHAPTER_3) == during
    assert held.text_edit.toPlainText() == during
    assert not controller.snapshot().documents[CHAPTER_3].title.endswith("(mine)")

    # Another document is the writer's as usual, while the answer runs.
    controller.request_document(CHAPTER_1)
    free = main_window.tabs.current_editor()
    assert not free.is_locked
    type_at(qtbot, free, 0, "Mine. ")
    assert text_of(controller, CHAPTER_1) == "Mine. " + original_1

    desk.commit_run(run, "Assistant: tidy chapter 3")
    controller.request_document(CHAPTER_3)
    assert main_window.tabs.current_editor() is held
    assert not held.is_locked and not held.lock_notice.isVisible()
    type_at(qtbot, held, 0, "Now mine. ")
    assert text_of(controller, CHAPTER_3) == "Now mine. " + ASSISTANTS_LINE + original_3

    # Edit ▸ Undo: the writer's last typing, then the whole answer; the other typing stays.
    main_window.menus.undo_action.trigger()
    assert text_of(controller, CHAPTER_3) == ASSISTANTS_LINE + original_3
    main_window.menus.undo_action.trigger()
    assert text_of(controller, CHAPTER_3) == original_3
    assert text_of(controller, CHAPTER_1) == "Mine. " + original_1
