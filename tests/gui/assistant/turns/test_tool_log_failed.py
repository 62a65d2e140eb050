"""A tool call that failed says in the turn's tool log what it could not do ("✗ Could not
change “Chapter 3…”"), not what it would have done in the past tense."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from assistant.agent.loop.mode import Mode
from tests.agent.providers.wires import OpenAIWire
from tests.gui.assistant.asking import configure_loopback

WIRE = OpenAIWire()


def test_a_failed_change_says_it_could_not_change_the_chapter(
    qtbot, panel, panel_controller, loopback
):
    configure_loopback(loopback, approval_policy="none")
    world = panel_controller.snapshot()
    chapter = next(d for d in world.documents_in_order() if d.title.startswith("Chapter 3"))
    toll_house = next(d for d in world.documents_in_order() if d.title == "The Toll-House")
    loopback.add(
        WIRE.tool_reply([
            ("c1", "read_document", json.dumps({"document": toll_house.id})),
            ("c2", "replace_text", json.dumps(
                {"document": chapter.id, "find": "no such words here", "replace": "x"})),
        ]),
        WIRE.text_reply(["I tightened the first sentence."]),
    )  # fmt: skip
    panel.set_mode(Mode.ACT)
    with qtbot.waitSignal(panel.turn_finished, timeout=15_000):
        panel.question_edit.setPlainText("Tighten the first sentence of Chapter 3")
        qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
    view = panel.turn_views[-1]
    qtbot.mouseClick(view.tool_toggle, Qt.MouseButton.LeftButton)
    log = view.tool_log.text()
    assert "✓ Read “The Toll-House”" in log
    assert f"✗ Could not change “{chapter.title[:20]}" in log
    assert f"Changed “{chapter.title[:20]}" not in log and "(failed)" not in log
