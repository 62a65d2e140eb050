"""One whole assistant turn with the keyboard alone, in the real main window: Go to Assistant
(Ctrl+3), Act chosen with Shift+Tab and Space, the question typed and sent with Enter, the
change approved by Shift+Tab and Space, and the turn undone from the editor with Ctrl+Z."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from tests.agent.providers.loopback import LoopbackServer
from tests.agent.providers.wires import OpenAIWire
from tests.gui.assistant.asking import configure_loopback

WIRE = OpenAIWire()
CONTROL = Qt.KeyboardModifier.ControlModifier


def _press_until(qtbot, key: Qt.Key, target: QWidget, presses: int = 60) -> int:
    """Press ``key`` (Tab or Backtab) until ``target`` has the focus; how many presses."""
    shift = Qt.KeyboardModifier.ShiftModifier if key == Qt.Key.Key_Backtab else None
    for count in range(1, presses + 1):
        focus = QApplication.focusWidget()
        if shift is None:
            qtbot.keyClick(focus, key)
        else:
            qtbot.keyClick(focus, key, shift)
        if QApplication.focusWidget() is target:
            return count
    raise AssertionError(f"{key.name} never reached {target.objectName() or target.text()}")


def test_ask_approve_and_undo_with_the_keyboard_alone(qtbot, main_window):
    window = main_window
    panel = window.assistant_panel
    entity = next(iter(window.controller.world.entities.values()))
    call = json.dumps({"entity": entity.id, "name": "Mara Quill"})
    with LoopbackServer() as server:
        server.add(WIRE.tool_reply([("c1", "rename_entity", call)]), WIRE.text_reply(["Done."]))
        configure_loopback(server, approval_policy="every")
        window.activateWindow()
        editor = window.tabs.current_editor()
        editor.setFocus()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is editor.text_edit)
        qtbot.keyClick(editor.text_edit, Qt.Key.Key_3, CONTROL)  # View ▸ Go to Assistant
        qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.question_edit)
        _press_until(qtbot, Qt.Key.Key_Backtab, panel.header.act_button)
        qtbot.keyClick(panel.header.act_button, Qt.Key.Key_Space)
        assert panel.header.act_button.isChecked()
        _press_until(qtbot, Qt.Key.Key_Tab, panel.question_edit)
        qtbot.keyClicks(panel.question_edit, "Give her a surname")
        qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
        view = panel.turn_views[-1]
        qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=15_000)
        approve = view.waiting_cards[0].approve_button
        _press_until(qtbot, Qt.Key.Key_Backtab, approve)  # the card is above the box
        with qtbot.waitSignal(panel.turn_finished, timeout=15_000):
            qtbot.keyClick(approve, Qt.Key.Key_Space)
    assert window.controller.world.entities[entity.id].name == "Mara Quill"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_2, CONTROL)  # View ▸ Go to Editor
    qtbot.waitUntil(lambda: QApplication.focusWidget() is editor.text_edit)
    qtbot.keyClick(editor.text_edit, Qt.Key.Key_Z, CONTROL)
    assert window.controller.world.entities[entity.id].name == entity.name
