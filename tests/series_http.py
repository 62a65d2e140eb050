"""The generated series' scripted model (``benchmarks/series_scripted.py``) behind a loopback
server speaking the OpenAI wire, for the cross-book audit's tests through the command line
and the app."""

from __future__ import annotations

import sys

from assistant.agent.loop.messages import AiMessage, AiRequest, AiToolSpec, Role
from tests.agent.providers.loopback import Recorded, Reply
from tests.paths import REPO
from tests.scripted_audit import WIRE

sys.path.insert(0, str(REPO / "benchmarks"))

from series_scripted import ScriptedSeriesModel


def over_http(model: ScriptedSeriesModel):
    """The scripted model behind the OpenAI wire: each request body read back as a request."""

    def respond(recorded: Recorded) -> Reply:
        body = recorded.body
        names: dict[str, str] = {}
        messages = []
        for raw in body["messages"]:
            for call in raw.get("tool_calls") or []:
                names[call["id"]] = call["function"]["name"]
            if raw["role"] == "user":
                messages.append(AiMessage.user(raw["content"]))
            elif raw["role"] == "tool":
                messages.append(AiMessage(Role.TOOL, raw["content"],
                                          tool_call_id=raw["tool_call_id"],
                                          tool_name=names.get(raw["tool_call_id"], "")))
        tools = tuple(AiToolSpec(t["function"]["name"], "", {}) for t in body.get("tools", []))
        reply = model(AiRequest("", tuple(messages), tools))
        if reply.tool_calls:
            return WIRE.tool_reply([(c.id, c.name, c.raw_arguments) for c in reply.tool_calls])
        return WIRE.text_reply([reply.text or "Done."])

    return respond


__all__ = ["over_http"]
