"""A fallback model in the assistant panel, driven as a writer does against two loopback
servers: the first is overloaded (529 to everything), the second answers. The turn says
which model answered and why, as it runs and after the panel is opened again, and its usage
line names the model that answered, and its run details keep the switch."""

from __future__ import annotations

import pytest

from assistant.agent.session.provider_setup import load_setup
from assistant.gui.assistant.cards.fallback_notice import FallbackNotice
from assistant.gui.assistant.panel import AssistantPanel
from tests.agent.providers.loopback import LoopbackServer, Recorded, Reply
from tests.agent.providers.wires import OpenAIWire
from tests.gui.assistant.asking import configure_loopback, send

WIRE = OpenAIWire()
NOTICE = "main-model was overloaded, so backup-model was asked instead."


@pytest.fixture
def panel_setup():
    """The settings' provider with its fallbacks, as the app makes it."""
    return load_setup


def overloaded(_request: Recorded) -> Reply:
    return WIRE.error_reply(529, "Overloaded", "overloaded_error", {"retry-after-ms": "0"})


def test_the_turn_says_which_model_answered_and_why(qtbot, panel, panel_controller) -> None:
    storm = LoopbackServer(overloaded)
    backup = LoopbackServer().add(WIRE.text_reply(["Mára Tesk drew the map."]))
    seen: list[str] = []

    def watch(event) -> None:  # the notice is there while the turn still runs
        notice = panel.turn_views[-1].findChild(FallbackNotice, "fallbackNotice")
        if notice is not None and notice.isVisible():
            seen.append(notice.text())

    panel.session.event_received.connect(watch)
    with storm, backup:
        configure_loopback(
            storm, model="main-model", review_changes=False,
            fallbacks=(f"openai-compatible/backup-model {backup.url}/v1",),
        )  # fmt: skip
        result = send(qtbot, panel, "Who drew the map?")
    assert result.answered and result.answer == "Mára Tesk drew the map."
    assert seen and seen[0] == NOTICE
    view = panel.turn_views[-1]
    notice = view.findChild(FallbackNotice, "fallbackNotice")
    assert notice is not None and notice.isVisible() and notice.text() == NOTICE
    assert "backup-model" in view.usage_label.text()
    assert "main-model" not in view.usage_label.text()
    details = panel.show_run_details(panel.session.conversations.current.turns[-1].id)
    rows = [details.tree.topLevelItem(i) for i in range(details.tree.topLevelItemCount())]
    kinds = [row.text(1) for row in rows]  # time, kind, details
    assert kinds.index("request") < kinds.index("fallback") < kinds.index("response")
    assert rows[kinds.index("fallback")].text(2) == NOTICE
    details.done(0)

    reopened = AssistantPanel(panel_controller, setup_factory=load_setup)
    qtbot.addWidget(reopened)
    kept = reopened.turn_views[-1].findChild(FallbackNotice, "fallbackNotice")
    assert kept is not None and kept.text() == NOTICE
    assert "backup-model" in reopened.turn_views[-1].usage_label.text()
    reopened.shutdown()


def test_a_turn_that_kept_its_model_has_no_notice(qtbot, panel, loopback) -> None:
    configure_loopback(loopback, fallbacks=("openai-compatible/backup-model",))
    loopback.add(WIRE.text_reply(["Seven chapters."]))
    assert send(qtbot, panel, "How many chapters?").answered
    notice = panel.turn_views[-1].findChild(FallbackNotice, "fallbackNotice")
    assert notice is None or not notice.isVisible()
