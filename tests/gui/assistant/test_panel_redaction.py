"""A key pasted into a question in the app is kept nowhere: an act turn asked in the panel
with the key from the keyring and a key that merely looks like one in the question, both
echoed by the model in a tool call, in its review and in its answer, then the project saved
and closed (which makes its backup), leaves neither in any file of the project folder, the
settings folder or the backup; the panel still shows the writer what they typed."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from assistant.agent.act.review import REVIEW_PROMPT
from assistant.agent.config.secrets import store_api_key
from assistant.agent.loop.mode import Mode
from assistant.agent.session.provider_setup import AssistantSetup, load_setup
from assistant.gui.app.background import wait_for_kept
from assistant.world.redaction import REDACTED
from tests.agent.providers.loopback import LoopbackServer, Recorded, Reply
from tests.agent.providers.wires import OpenAIWire
from tests.gui.assistant.asking import configure_loopback
from tests.leaks import leaks

WIRE = OpenAIWire()
STYLE_SHEET = "d-4e11e1872e"
CONFIGURED = "sk-quire-keyring-key-7c6b5a4938271605"
LOOKALIKE = "sk-ant-api03-Pq8Wn3Zr6Tk1Lm4Xv7By0Hs5Dc2Fg9Ja"
QUESTION = (
    f"Here is my key {CONFIGURED}, and the old {LOOKALIKE}. Add a rule to the style sheet "
    "that dates are written as numbers."
)


@pytest.fixture
def panel_setup() -> Callable[[], AssistantSetup]:
    """The saved settings' provider with its key from the keyring, and its reviewer."""
    return load_setup


class EchoingModel:
    def __init__(self) -> None:
        self.replies = [
            WIRE.tool_reply([
                ("call_1", "search_text", json.dumps({"query": LOOKALIKE})),
                ("call_2", "append_text", json.dumps(
                    {"document": STYLE_SHEET, "text": "\n\nDates are written as numbers."})),
            ]),
            WIRE.text_reply([f"Added the rule. Revoke {CONFIGURED} and {LOOKALIKE}."]),
        ]  # fmt: skip
        self.keys_sent: set[str] = set()

    def __call__(self, request: Recorded) -> Reply:
        self.keys_sent.add(request.headers.get("authorization", ""))
        messages = request.body["messages"]
        system = "\n".join(m["content"] for m in messages if m["role"] == "system")
        if system.startswith(REVIEW_PROMPT.split("{")[0][:40]):
            return WIRE.text_reply([f"PASS: a new rule; the request names {LOOKALIKE}."])
        return self.replies.pop(0)


def test_a_key_typed_into_the_panel_is_in_no_file_the_project_settings_or_backup_hold(
    qtbot, panel, panel_controller
) -> None:
    root = Path(panel_controller.root)
    store_api_key("openai-compatible", CONFIGURED)
    model = EchoingModel()
    with LoopbackServer(model) as server:
        configure_loopback(server)
        panel.set_mode(Mode.ACT)
        with qtbot.waitSignal(panel.turn_finished, timeout=15_000) as finished:
            panel.question_edit.setPlainText(QUESTION)
            qtbot.keyClick(panel.question_edit, Qt.Key.Key_Return)
    assert finished.args[0].answered
    assert model.keys_sent == {f"Bearer {CONFIGURED}"}  # the key was configured and used
    assert "Dates are written as numbers" in (
        panel_controller.snapshot().documents[STYLE_SHEET].text
    )
    assert CONFIGURED in panel.turn_views[-1].question_label.text()  # as the writer typed it
    panel_controller.save()
    panel.shutdown()
    panel_controller.close()  # the backup on closing, made on a thread of its own
    wait_for_kept()  # as quitting waits for it
    backups = root.parent / "Quire Backups"
    assert list(backups.glob("*.zip"))

    settings = Path(os.environ["QUIRE_CONFIG_DIR"])
    assert leaks([CONFIGURED, LOOKALIKE], root, settings, backups) == []
    quire = root / ".quire"
    for kept in ("conversations", "history", "runs", "snapshots"):
        texts = [p.read_text(encoding="utf-8", errors="replace")
                 for p in (quire / kept).rglob("*") if p.is_file()]  # fmt: skip
        assert any(REDACTED in text for text in texts), kept
