"""In the app, a turn's changes add up under the default approval rule: an act turn rewriting a
chapter one paragraph at a time, each change passed by a fooled reviewer, shows an approval
card before it has rewritten half of it, and the writer's Reject keeps the rest."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt

from assistant.agent.act.review import REVIEW_PROMPT
from assistant.agent.loop.mode import Mode
from assistant.agent.session.provider_setup import AssistantSetup, load_setup
from assistant.world.edits import CreateNode
from assistant.world.model import Document
from tests.agent.providers.loopback import LoopbackServer, Recorded, Reply
from tests.agent.providers.wires import OpenAIWire
from tests.gui.assistant.asking import configure_loopback

WIRE = OpenAIWire()
PART_ONE = "f-ed27e018c0"
CHAPTER_9 = "d-0000c4a907"
PARAGRAPHS = [
    f"Paragraph {n}. The flood came up the Levels in the night, and by morning the ferry "
    f"landing was gone under brown water; Mara counted the posts that showed, and wrote "
    f"the number in the margin of her map."
    for n in range(1, 7)
]
REWRITTEN = [p.replace("The flood came up", "Water rose along").replace("Mara", "Tesk")
             for p in PARAGRAPHS]  # fmt: skip
PASSED = "a light polish, as asked"


@pytest.fixture
def panel_setup() -> Callable[[], AssistantSetup]:
    """The saved settings' provider and its reviewer (which the usual test setup leaves out)."""
    return load_setup


class FooledReviewer:
    """Six ``replace_text`` calls, one paragraph each, then an answer; every review passes."""

    def __init__(self) -> None:
        calls = [
            (f"call_{n}", "replace_text",
             json.dumps({"document": CHAPTER_9, "find": old, "replace": new}))
            for n, (old, new) in enumerate(zip(PARAGRAPHS, REWRITTEN, strict=True), start=1)
        ]  # fmt: skip
        self.replies = [WIRE.tool_reply(calls), WIRE.text_reply(["I polished chapter 9."])]
        self.reviews = 0

    def __call__(self, request: Recorded) -> Reply:
        messages = request.body["messages"]
        system = "\n".join(m["content"] for m in messages if m["role"] == "system")
        if system.startswith(REVIEW_PROMPT.split("{")[0][:40]):
            self.reviews += 1
            return WIRE.text_reply([f"PASS: {PASSED}."])
        return self.replies.pop(0)


def paragraphs(panel_controller) -> list[str]:
    return panel_controller.snapshot().documents[CHAPTER_9].text.rstrip("\n").split("\n\n")


def test_the_third_paragraph_waits_for_the_writer(qtbot, panel, panel_controller) -> None:
    chapter = Document(CHAPTER_9, "Chapter 9: The Count", "\n\n".join(PARAGRAPHS) + "\n")
    panel_controller.push(CreateNode(chapter, PART_ONE), "New chapter")
    model = FooledReviewer()
    with LoopbackServer(model) as server:
        configure_loopback(server)  # the default rule ("risky") and the reviewer on
        panel.set_mode(Mode.ACT)
        panel.question_edit.setPlainText("Polish chapter 9")
        qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
        view = panel.turn_views[-1]
        qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=15_000)
        card = view.waiting_cards[0]
        # Two paragraphs were rewritten without asking; the third waits, passed by the
        # reviewer, before a third of the chapter is gone.
        assert paragraphs(panel_controller) == REWRITTEN[:2] + PARAGRAPHS[2:]
        assert [r.action for r in view.changes.records] == ["replace_text", "replace_text"]
        assert "Chapter 9: The Count" in card.summary.text()
        assert PASSED in card.review_note.text() and not card.review_note.holds
        # The writer refuses this one and each after it.
        for _refusal in range(3):
            qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=15_000)
            qtbot.mouseClick(view.waiting_cards[0].reject_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=15_000)
        with qtbot.waitSignal(panel.turn_finished, timeout=15_000):
            qtbot.mouseClick(view.waiting_cards[0].reject_button, Qt.MouseButton.LeftButton)
    assert model.reviews == 6
    assert len(view.approval_cards) == 4
    assert paragraphs(panel_controller) == REWRITTEN[:2] + PARAGRAPHS[2:]
