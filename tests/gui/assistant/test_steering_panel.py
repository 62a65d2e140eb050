"""Steering a running turn in the panel, driven as a writer drives it: while the assistant
works the question box stays open and Send reads "Add to this turn"; a correction typed and
sent with Enter is shown under the question, reaches the model's next request, and stays with
the turn; one the assistant never read (the writer stopped first) comes back to the box."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from assistant.agent.config.settings import Settings, save_settings
from assistant.agent.loop.messages import AiResponse, AiToolCall
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.loop.steering import CORRECTION_LEAD
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.gui.assistant.turns.corrections import CorrectionState
from tests.gui.assistant.asking import click_and_wait

pytestmark = pytest.mark.usefixtures("english_numbers")

CORRECTION = "No, only Part Two."
SETTINGS = Settings(provider="lmstudio", model="m", context_window=1_000_000)


@pytest.fixture
def provider() -> ScriptedProvider:
    """The model holds its first reply (mid-sentence) until the test lets it go on."""
    search = AiToolCall("s1", "search_text", {"query": "flood"})
    return ScriptedProvider(
        [
            AiResponse(text="Looking through every chapter for the flood…", tool_calls=(search,)),
            AiResponse(text="In Part Two the flood comes twice."),
        ],
        chunk_size=12,
        hold={1},
    )


@pytest.fixture
def panel_setup(provider: ScriptedProvider):
    return lambda: AssistantSetup(provider, SETTINGS)


def type_while_busy(qtbot, panel, provider: ScriptedProvider, text: str) -> None:
    """Ask, wait until the model is mid-reply, then type ``text`` and press Enter."""
    save_settings(SETTINGS)
    panel.ask("Where does the flood come?")
    view = panel.turn_views[-1]  # the writer sees the assistant at work
    qtbot.waitUntil(lambda: provider.holding.is_set() and "Looking" in view.text, timeout=10_000)
    assert panel.is_busy()
    assert panel.send_button.text() == "Add to this turn" and panel.send_button.isEnabled()
    assert panel.question_edit.isEnabled()
    assert "reads before its next step" in panel.question_edit.placeholderText()
    qtbot.keyClicks(panel.question_edit, text)
    qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)


def test_a_correction_typed_mid_turn_reaches_the_second_request(qtbot, panel, provider):
    type_while_busy(qtbot, panel, provider, CORRECTION)
    view = panel.turn_views[-1]
    assert panel.question_edit.toPlainText() == ""  # it went into the turn
    assert view.corrections.states() == [(CORRECTION, CorrectionState.WAITING)]
    assert view.corrections.lines() == [
        f"You added: {CORRECTION} The assistant reads it before its next step."
    ]
    assert panel.status_text == "Added: the assistant reads it before its next step."
    assert len(provider.requests) == 1  # not sent yet: the model is still on its first reply

    with qtbot.waitSignal(panel.turn_finished, timeout=10_000) as finished:
        provider.release()
    assert finished.args[0].answer == "In Part Two the flood comes twice."
    second = provider.requests[1].messages
    assert second[-1].content == f"{CORRECTION_LEAD}\n{CORRECTION}"
    assert view.corrections.states() == [(CORRECTION, CorrectionState.GIVEN)]
    assert view.corrections.lines() == [f"You added: {CORRECTION}"]
    assert panel.send_button.text() == "Send" and panel.question_edit.toPlainText() == ""

    # Kept with the turn: the conversation shown again lists it under the question.
    panel.open_conversation(panel.session.conversations.current.id)
    (kept,) = panel.turn_views
    assert kept.corrections.states() == [(CORRECTION, CorrectionState.GIVEN)]
    assert not kept.corrections.isHidden()


def test_a_correction_not_read_before_stop_comes_back_to_the_box(qtbot, panel, provider):
    type_while_busy(qtbot, panel, provider, CORRECTION)
    view = panel.turn_views[-1]
    result = click_and_wait(qtbot, panel, panel.stop_button)
    assert result.cancelled and len(provider.requests) == 1
    assert view.corrections.states() == [(CORRECTION, CorrectionState.UNREAD)]
    assert "Not read: the turn ended first." in view.corrections.lines()[0]
    assert panel.question_edit.toPlainText() == CORRECTION  # to send as a new question
    assert panel.send_button.text() == "Send"
    assert panel.session.conversations.current.turns[-1].corrections == ()


def test_while_stopping_nothing_more_is_added(qtbot, panel, provider):
    type_while_busy(qtbot, panel, provider, "first")
    panel.stop()
    assert not panel.send_button.isEnabled()
    panel.question_edit.setPlainText("second")
    qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
    assert panel.question_edit.toPlainText() == "second"  # kept for the writer
    qtbot.waitUntil(lambda: not panel.is_busy(), timeout=10_000)
    assert [text for text, _state in panel.turn_views[-1].corrections.states()] == ["first"]
