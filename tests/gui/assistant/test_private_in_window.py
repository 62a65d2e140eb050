"""Private notes marked on disk, asked about in the real window as a writer does (the
question typed, Send clicked) against a loopback model server that records every request
body: no private sentence in any of them, and the turn says what it sent and what it
withheld. With the Settings switch on, the
local model reads the private note."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from assistant.agent.privacy.sent import Sent
from assistant.world.project import Project
from tests.agent.privacy.leaks import leaks_beyond_public
from tests.agent.privacy.sample import OPEN_QUESTIONS, QUESTION_SENTENCE, private_sample
from tests.agent.providers.loopback import LoopbackServer
from tests.agent.providers.wires import OpenAIWire
from tests.gui.assistant.asking import configure_loopback
from tests.gui.conftest import installed_language
from tests.gui.writer import click, type_text

WIRE = OpenAIWire()
CALLS = [
    ("c1", "read_document", json.dumps({"document": OPEN_QUESTIONS})),
    ("c2", "search_text", json.dumps({"query": "Who else could have done it"})),
    ("c3", "get_entity", json.dumps({"entity": "Oda", "fields": ["Family", "Age"]})),
    ("c4", "read_document", json.dumps({"document": "Chapter 1"})),
]


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """English as the app installs it (its plural forms, its numbers)."""
    with installed_language("en"):
        yield


@pytest.fixture
def sample_copy(tmp_path) -> Path:
    return private_sample(tmp_path / "The Long Map")


def ask(qtbot, window, question: str):
    panel = window.assistant_panel
    type_text(qtbot, panel.question_edit, question)
    with qtbot.waitSignal(panel.turn_finished, timeout=20_000) as finished:
        click(qtbot, panel.send_button)
    assert finished.args[0].answered
    return panel.turn_views[-1]


def test_the_window_sends_no_private_sentence_and_says_what_it_sent(
    qtbot, quire_config, main_window, sample_copy
):
    with LoopbackServer() as server:
        configure_loopback(server)
        server.add(WIRE.tool_reply(CALLS), WIRE.text_reply(["Nothing certain."]))
        view = ask(qtbot, main_window, "Who could have moved the figure?")
    world = Project.open(sample_copy, lock=False).world
    assert leaks_beyond_public(world, [r.body for r in server.requests]) == []
    line = view.sent_line
    assert line.isVisible()
    assert line.text().startswith("Sent: 1 passage of “Chapter 1: The Map House”")
    assert "1 entity card;" in line.text()
    assert line.text().endswith("Private material withheld from 2 tool results.")
    assert "Open Questions" not in line.text()

    kept = main_window.assistant_panel.session.conversations.current.turns[-1].notes.sent
    assert kept == line.sent and kept != Sent()  # kept with the turn


def test_a_local_model_the_writer_allows_reads_the_private_note(
    qtbot, quire_config, main_window
):
    with LoopbackServer() as server:
        configure_loopback(server, local_reads_private=True)
        server.add(WIRE.tool_reply(CALLS[:1]), WIRE.text_reply(["Read."]))
        view = ask(qtbot, main_window, "What is still open?")
    tools = [m["content"] for m in server.requests[1].body["messages"] if m["role"] == "tool"]
    assert QUESTION_SENTENCE in tools[0]
    assert "1 passage of “Open Questions”" in view.sent_line.text()
    assert "withheld" not in view.sent_line.text()
