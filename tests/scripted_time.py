"""A scripted model for the time audit's cue runs: for the chapter a request is about (by its
title), it proposes the cues it is given, then answers; in process (an ``AiRequest``) or
behind a loopback server speaking the OpenAI wire."""

from __future__ import annotations

import json
from collections.abc import Callable

from assistant.agent.loop.messages import AiRequest, AiResponse, AiToolCall, Role
from tests.agent.providers.loopback import Recorded, Reply
from tests.scripted_audit import WIRE


def _cues_for(question: str, plan: dict[str, list[dict]]) -> list[dict]:
    first = question.split("\n", 1)[0]
    return next((cues for title, cues in plan.items() if f"“{title}" in first), [])


def cue_model(plan: dict[str, list[dict]]) -> Callable[[AiRequest], AiResponse]:
    """Proposes ``plan``'s cues for the chapter asked about, then answers."""

    def reply(request: AiRequest) -> AiResponse:
        question = next(m.content for m in request.messages if m.role is Role.USER)
        cues = _cues_for(question, plan)
        if cues and not any(m.role is Role.TOOL for m in request.messages):
            return AiResponse(tool_calls=tuple(
                AiToolCall.from_raw(f"t{n}", "propose_time_cue", json.dumps(args))
                for n, args in enumerate(cues)
            ))  # fmt: skip
        return AiResponse(text=f"{len(cues)} proposed.")

    return reply


def http_cue_model(plan: dict[str, list[dict]]) -> Callable[[Recorded], Reply]:
    """:func:`cue_model` behind a loopback server."""

    def respond(request: Recorded) -> Reply:
        messages = request.body["messages"]
        question = next(m["content"] for m in messages if m["role"] == "user")
        cues = _cues_for(question, plan)
        if cues and not any(m["role"] == "tool" for m in messages):
            return WIRE.tool_reply([(f"t{n}", "propose_time_cue", json.dumps(args))
                                    for n, args in enumerate(cues)])  # fmt: skip
        return WIRE.text_reply(["Done."])

    return respond


__all__ = ["cue_model", "http_cue_model"]
