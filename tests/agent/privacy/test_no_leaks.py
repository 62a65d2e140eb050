"""The leak check over real HTTP: a loopback server records every request body of a set of
conversations (reading every kind of thing, summaries, an audit, quotes of a local model's
answer in the history, tool errors), and none holds private text."""

from __future__ import annotations

import json

from assistant.agent.audit.audit import Audit
from assistant.agent.audit.findings import FindingsStore
from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiResponse
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.session import Session
from assistant.world.project import Project
from tests.agent.privacy.leaks import leaks, private_pieces
from tests.agent.privacy.worlds import SECRET, private_world
from tests.agent.providers.loopback import LoopbackServer
from tests.agent.providers.wires import OpenAIWire

WIRE = OpenAIWire()
CALLS = [
    ("get_outline", {"include_trash": True}),
    ("read_document", {"document": "d2"}),
    ("read_document", {"document": "Murder plan"}),
    ("read_document", {"document": "d3"}),
    ("search_text", {"query": "Oda"}),
    ("search_text", {"query": "floorboard"}),
    ("find_mentions", {"entity": "Mara"}),
    ("get_entity", {"entity": "e2"}),
    ("get_entity", {"entity": "Mara", "fields": ["secret"]}),
    ("list_entities", {}),
    ("project_statistics", {}),
    ("summarise_document", {"document": "d2"}),
    ("summarise_document", {}),
    ("read_document", {"document": "no such thing"}),
]


def replies_for(calls) -> list:
    tool = WIRE.tool_reply([(f"c{i}", name, json.dumps(args)) for i, (name, args) in
                            enumerate(calls)])  # fmt: skip
    return [tool, *[WIRE.text_reply(["A summary."]) for _ in range(4)],
            WIRE.text_reply(["Done."])]  # fmt: skip


def test_no_request_body_holds_private_text(tmp_path):
    world = private_world()
    project = Project(world)
    settings = {"provider": "lmstudio", "model": "test-model", "context_window": 1_000_000,
                "ask_before_reading_percent": 0}  # fmt: skip
    # first a local model the writer allows: its answer quotes the private plan
    local = ScriptedProvider([AiResponse(text=f"The plan: {SECRET}")])
    allowed = AssistantSetup(local, Settings(**settings), reads_private=True)
    first = Session(tmp_path, setup=lambda: allowed)
    run = first.ask("What does the plan say?", project.snapshot())
    first.finish(run, run.execute())

    server = LoopbackServer().add(*replies_for(CALLS), WIRE.text_reply(["Nothing found."]))
    with server:
        provider = WIRE.provider(server)
        setup = AssistantSetup(provider, Settings(**settings, base_url=server.url + "/v1"))
        session = Session(tmp_path, setup=lambda: setup)
        run = session.ask("Tell me everything about Oda.", project.snapshot())
        result = run.execute()
        session.finish(run, result)
        Audit(project.snapshot(), setup, FindingsStore(tmp_path / "audit")).run()
    assert result.ok, result.error
    bodies = [request.body for request in server.requests]
    assert len(bodies) >= 3
    assert private_pieces(world)
    assert leaks(world, bodies) == []
    sent = json.dumps(bodies, ensure_ascii=False)
    assert "withheld (private)" in sent
