"""Private notes on disk, asked about through the real ``quire ask`` and ``quire audit``
against a loopback server that records every request body: no private sentence in any of
them (a search that would hit the private note, a read of it, an entity card with a private
field, a change to it in act mode, the audit), and the answer says what was sent. With the
Settings switch on and a local model, the private note is read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant.agent.config.settings import Settings, save_settings
from assistant.world.project import Project
from tests.agent.privacy.leaks import leaks_beyond_public, private_pieces
from tests.agent.privacy.sample import (
    FIELD_VALUE,
    OPEN_QUESTIONS,
    QUESTION_SENTENCE,
    RESEARCH,
    private_sample,
)
from tests.agent.providers.loopback import LoopbackServer
from tests.cli.commands.test_ask_approval import WIRE, call, project_files, quire
from tests.scripted_audit import WIRE as AUDIT_WIRE
from tests.scripted_audit import http_auditor

READING = [
    call(1, "search_text", query="Who else could have done it"),
    call(2, "read_document", document=OPEN_QUESTIONS),
    call(3, "get_entity", entity="Oda", fields=["Family", "Age"]),
    call(4, "get_entity", entity="Halvard Oakes"),
    call(5, "get_outline"),
    call(6, "find_mentions", entity="Oda"),
    call(7, "read_document", document="Chapter 1"),
]


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return private_sample(tmp_path / "The Long Map")


def bodies(server: LoopbackServer) -> list[object]:
    return [request.body for request in server.requests]


def world(project: Path):
    return Project.open(project, lock=False).world


def ask(project: Path, server: LoopbackServer, question: str, *extra: str):
    return quire("ask", str(project), question, "--provider", "llamacpp",
                 "--base-url", server.url + "/v1", *extra)  # fmt: skip


def test_ask_sends_no_private_sentence_and_says_what_it_sent(project):
    with LoopbackServer() as server:
        server.add(WIRE.tool_reply(READING), WIRE.text_reply(["Nothing certain."]))
        done = ask(project, server, "Who could have moved the figure?", "--json")
    assert done.returncode == 0, done.stderr
    assert private_pieces(world(project))
    assert leaks_beyond_public(world(project), bodies(server)) == []
    tools = [m["content"] for m in server.requests[1].body["messages"] if m["role"] == "tool"]
    assert "withheld (private)" in tools[1]  # the read of the private note
    assert "Family: withheld (private)" in tools[2]  # Oda's card, her private field
    sent = json.loads(done.stdout)["sent"]
    assert sent["withheld"] >= 3 and sent["words"] > 100
    assert sent["cards"] == 1  # Oda's card; the private entry was withheld
    counted = {item["document"]: item["count"] for item in sent["passages"]}
    assert counted["Chapter 1: The Map House"] >= 1  # its read, and Oda's mentions in it
    assert "Open Questions" not in counted


def test_the_sent_line_is_on_standard_error(project):
    with LoopbackServer() as server:
        server.add(WIRE.tool_reply(READING[1:3] + READING[6:]), WIRE.text_reply(["Done."]))
        done = ask(project, server, "What is open?")
    assert done.returncode == 0, done.stderr
    line = next(x for x in done.stderr.splitlines() if x.startswith("quire ask: Sent:"))
    assert "1 passage of Chapter 1: The Map House, 1 entity card;" in line
    assert "Private material withheld from 2 tool results." in line
    assert FIELD_VALUE not in done.stdout + done.stderr


def test_act_mode_neither_sends_nor_changes_private_material(project):
    before = project_files(project)
    with LoopbackServer() as server:
        server.add(
            WIRE.tool_reply([
                call(1, "read_document", document=RESEARCH),
                call(2, "replace_text", document=OPEN_QUESTIONS, find="Who else", replace="Who"),
            ]),
            WIRE.text_reply(["I could not."]),
        )
        done = ask(project, server, "Tidy my notes", "--act", "--approve", "none",
                   "--no-review")  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert project_files(project) == before
    assert leaks_beyond_public(world(project), bodies(server)) == []


def test_the_audit_sends_no_private_sentence(project, monkeypatch):
    monkeypatch.setenv("QUIRE_API_KEY", "sk-test-audit")
    with LoopbackServer(http_auditor({})) as server:
        done = quire("audit", str(project), "--provider", "openai", "--model", "m",
                     "--base-url", server.url + AUDIT_WIRE.base_suffix)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert len(server.requests) >= 3
    assert leaks_beyond_public(world(project), bodies(server)) == []


def test_a_local_model_the_writer_allows_reads_the_private_note(project):
    with LoopbackServer() as server:
        save_settings(Settings(provider="llamacpp", base_url=server.url + "/v1",
                               local_reads_private=True))  # fmt: skip
        server.add(WIRE.tool_reply(READING[1:3]), WIRE.text_reply(["Read."]))
        done = quire("ask", str(project), "What is open?")
    assert done.returncode == 0, done.stderr
    tools = [m["content"] for m in server.requests[1].body["messages"] if m["role"] == "tool"]
    assert QUESTION_SENTENCE in tools[0]
    assert FIELD_VALUE in tools[1]
    assert "withheld" not in done.stderr
