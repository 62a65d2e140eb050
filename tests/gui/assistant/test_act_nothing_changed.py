"""An act-mode turn that changed nothing says so plainly, whatever its answer claims: its only
change failed, or the writer stopped it while a change waited and it went on without one."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from assistant.agent.loop.mode import Mode
from tests.agent.providers.wires import OpenAIWire
from tests.gui.assistant.asking import configure_loopback

WIRE = OpenAIWire()
NOTHING = "Nothing in the project was changed."


def tool(number: int, name: str, **arguments):
    return WIRE.tool_reply([(f"call_{number}", name, json.dumps(arguments))])


def act(qtbot, panel, question: str) -> None:
    panel.set_mode(Mode.ACT)
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000):
        panel.question_edit.setPlainText(question)
        qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)


def test_a_turn_whose_only_change_failed_says_nothing_was_changed(
    qtbot, panel, panel_controller, loopback
):
    configure_loopback(loopback, approval_policy="none")
    chapter = next(d for d in panel_controller.snapshot().documents_in_order()
                   if d.title.startswith("Chapter 3"))  # fmt: skip
    loopback.add(
        tool(1, "replace_text", document=chapter.id, find="no such words here", replace="x"),
        WIRE.text_reply(["I tightened the first sentence of Chapter 3."]),
    )
    act(qtbot, panel, "Tighten the first sentence of Chapter 3")
    view = panel.turn_views[-1]
    assert view.changes.isVisible() and view.changes.title_label.text() == NOTHING
    assert not view.changes.undo_button.isVisible()
    assert panel_controller.undo_stack.count() == 0

    loopback.add(WIRE.text_reply(["Chapter 3 opens on the river."]))
    panel.set_mode(Mode.ASK)  # a question in ask mode changes nothing and needs no such line
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000):
        panel.question_edit.setPlainText("How does Chapter 3 open?")
        qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
    assert not panel.turn_views[-1].changes.isVisible()


def test_stopped_while_a_change_waited_and_kept_going_without_one(
    qtbot, panel, panel_controller, loopback
):
    configure_loopback(loopback, approval_policy="every")
    chapter = next(d for d in panel_controller.snapshot().documents_in_order()
                   if d.title.startswith("Chapter 3"))  # fmt: skip
    first = chapter.text.split()[0]
    loopback.add(tool(1, "replace_text", document=chapter.id, find=first, replace="So",
                      expected_count=chapter.text.count(first)))  # fmt: skip
    panel.set_mode(Mode.ACT)
    panel.ask("Tighten the first sentence of Chapter 3")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        qtbot.mouseClick(panel.stop_button, Qt.MouseButton.LeftButton)
    assert view.changes.title_label.text() == NOTHING

    loopback.add(WIRE.text_reply(["I tightened the first sentence of Chapter 3."]))
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        qtbot.mouseClick(view.keep_going_button, Qt.MouseButton.LeftButton)
    assert "I tightened" in view.answer.toPlainText()
    assert view.changes.isVisible() and view.changes.title_label.text() == NOTHING
    assert panel_controller.snapshot().documents[chapter.id].text == chapter.text
