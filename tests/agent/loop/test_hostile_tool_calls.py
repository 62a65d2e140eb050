"""A model's tool call that cannot be used is refused, and the turn goes on.

Arguments nested deeper than any tool needs (deep enough to exhaust the JSON parser's
recursion), and arguments holding text no file can store (a ``"\\ud800"`` escape), arrive
over a real loopback server in each wire format. The call is refused with the reason, the
model is told, the next request is sent, and the turn answers; in act mode nothing is
applied and the project still saves.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from assistant.agent.loop.loop import run_agent_conversation
from assistant.agent.loop.messages import AiToolSpec
from assistant.agent.tools import act_tools
from assistant.agent.tools.base import Tool
from assistant.agent.tools.toolbox import ToolBox
from assistant.world.project import Project
from tests.agent.providers.loopback import LoopbackServer, Reply
from tests.agent.providers.wires import WIRES, AnthropicWire, OllamaWire, OpenAIWire, Wire
from tests.agent.tools.conftest import ActingOnProject
from tests.paths import SAMPLE

DEEP = '{"x": ' + "[" * 50_000 + "]" * 50_000 + "}"
UNSTORABLE = '{"x": "half a pair: \\ud800 here"}'

pytestmark = pytest.mark.parametrize("wire", WIRES, ids=lambda wire: wire.name)


def raw_tool_reply(wire: Wire, name: str, arguments: str) -> Reply:
    """A reply asking for one call whose argument text is sent exactly as given, whole."""
    if isinstance(wire, OpenAIWire):
        fragment = {
            "index": 0,
            "id": "call_1",
            "type": "function",
            "function": {"name": name, "arguments": arguments},
        }
        return Reply(
            chunks=[
                wire.chunk({"role": "assistant", "content": None, "tool_calls": [fragment]}),
                wire.chunk({}, "tool_calls"),
                "data: [DONE]\n\n",
            ]
        )
    if isinstance(wire, AnthropicWire):
        block = {"type": "tool_use", "id": "toolu_1", "name": name, "input": {}}
        delta = {"type": "input_json_delta", "partial_json": arguments}
        return Reply(
            chunks=[
                wire.start(20),
                wire.event({"type": "content_block_start", "index": 0, "content_block": block}),
                wire.event({"type": "content_block_delta", "index": 0, "delta": delta}),
                wire.event({"type": "content_block_stop", "index": 0}),
                *wire.finish("tool_use", 9),
            ]
        )
    assert isinstance(wire, OllamaWire)
    # Ollama sends the arguments as an object inside the line: splice the text in as is.
    marker = "ARGUMENTS-GO-HERE"
    line = wire.line("", message={"tool_calls": [
        {"id": "call_1", "function": {"name": name, "arguments": marker}}
    ]})  # fmt: skip
    return Reply(
        chunks=[line.replace(json.dumps(marker), arguments), wire.final((20, 9))],
        content_type=wire.content_type,
    )


def echo_box(seen: list[dict[str, Any]]) -> ToolBox:
    spec = AiToolSpec("echo", "Echo.", {"type": "object", "properties": {"x": {}}})
    return ToolBox([Tool(spec, lambda args, _ctx: seen.append(args) or "echoed")])


def sent_tool_result(server: LoopbackServer, wire: Wire) -> str:
    """The tool result the second request carried back to the model."""
    body = server.requests[1].body
    text = json.dumps(body)
    assert "cannot be used" in text
    return text


@pytest.mark.parametrize(
    ("arguments", "reason"),
    [(DEEP, "nested more than 64 levels deep"), (UNSTORABLE, "'x' holds U+D800 at character 13")],
    ids=["deep", "unstorable"],
)
def test_an_unusable_call_is_refused_and_the_turn_goes_on(
    wire: Wire, arguments: str, reason: str
) -> None:
    seen: list[dict[str, Any]] = []
    server = LoopbackServer().add(
        raw_tool_reply(wire, "echo", arguments), wire.text_reply(["Sorry, done."])
    )
    with server:
        provider = wire.provider(server)
        result = run_agent_conversation(
            provider, echo_box(seen).specs, echo_box(seen), "system", "Go.", 4
        )
    assert result.ok and result.answer == "Sorry, done.", result.error
    assert seen == []  # the tool never ran
    assert reason in sent_tool_result(server, wire)
    assert len(result.tool_log) == 1 and len(result.tool_log[0]) < 2_100
    assert result.tool_log[0].encode("utf-8")  # printable: nothing left that no file can store


def test_act_mode_applies_nothing_unstorable_and_the_project_still_saves(
    wire: Wire, tmp_path: Path
) -> None:
    root = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, root)
    project = Project.open(root)
    try:
        before = project.world
        executor = ActingOnProject(project)
        arguments = json.dumps({"title": "A \ud800 title", "text": "x"}, ensure_ascii=True)
        server = LoopbackServer().add(
            raw_tool_reply(wire, "create_document", arguments), wire.text_reply(["Could not."])
        )
        with server:
            result = run_agent_conversation(
                wire.provider(server), act_tools(), executor, "system", "Make a chapter.", 4
            )
        assert result.ok, result.error
        assert executor.changes == () and project.world is before
        assert "U+D800" in sent_tool_result(server, wire)
        project.save()  # nothing to write, and nothing raises
    finally:
        project.close()
