"""Asking the assistant in the panel as a writer does: settings that point it at a loopback
model server, a question typed or a button clicked until the turn ends, and a scripted act
turn that makes two changes."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt

from assistant.agent.config.settings import Settings, save_settings
from assistant.agent.loop.messages import AiResponse, AiToolCall
from assistant.agent.providers.retry import RetryPolicy
from assistant.agent.session.provider_setup import AssistantSetup, load_setup
from assistant.gui.settings.dialog import settings_events
from tests.agent.providers.loopback import LoopbackServer


def configure_loopback(server: LoopbackServer, **changes) -> Settings:
    """Save settings that point the assistant at ``server`` as an OpenAI-compatible one."""
    settings = replace(
        Settings(provider="openai-compatible", base_url=server.url + "/v1", model="test-model"),
        **changes,
    )
    save_settings(settings)
    settings_events().changed.emit()  # as the settings dialog tells the app when it saves
    return settings


def no_wait_setup() -> AssistantSetup:
    """The settings' provider, retrying without sleeping (tests of failures stay fast)."""
    setup = load_setup()
    provider = setup.provider
    config = replace(
        provider.config, retry=RetryPolicy(max_retries=0, sleep=lambda _seconds, _cancel: None)
    )
    return AssistantSetup(type(provider)(config), setup.settings)


def send(qtbot, panel, question: str, timeout: int = 15_000):
    """Type ``question`` into the panel and press Enter; the result when the turn ends."""
    with qtbot.waitSignal(panel.turn_finished, timeout=timeout) as blocker:
        panel.question_edit.setPlainText(question)
        qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
    return blocker.args[0]


def click_and_wait(qtbot, panel, button, timeout: int = 15_000):
    """Click ``button`` (Keep going, Try again, …); the result when the turn ends."""
    with qtbot.waitSignal(panel.turn_finished, timeout=timeout) as blocker:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return blocker.args[0]


def rename_then_replace(world) -> list[AiResponse]:
    """A model's act turn on ``world``: it renames the first entity to “X”, then replaces the first
    word of the first document that has text with “Y”, then says it is done (two changes)."""
    entity = next(iter(world.entities.values()))
    document = next(d for d in world.documents.values() if d.text.strip())
    word = document.text.split()[0]
    return [
        AiResponse(
            tool_calls=(AiToolCall("w1", "rename_entity", {"entity": entity.id, "name": "X"}),)
        ),
        AiResponse(
            tool_calls=(
                AiToolCall(
                    "w2",
                    "replace_text",
                    {"document": document.id, "find": word, "replace": "Y",
                     "expected_count": document.text.count(word)},
                ),
            )
        ),
        AiResponse(text="OK."),
    ]  # fmt: skip
