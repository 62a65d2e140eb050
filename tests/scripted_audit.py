"""A scripted model for continuity audits of the sample project, for the audit's tests: it
reports what it is given for a chapter, then answers; in process (an ``AiRequest``) or behind
a loopback server speaking the OpenAI wire (the request's JSON body)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from assistant.agent.loop.messages import AiRequest, AiResponse, AiToolCall, Role
from tests.agent.providers.loopback import Recorded, Reply
from tests.agent.providers.wires import OpenAIWire

WIRE = OpenAIWire()

EYES = {
    "kind": "contradiction",
    "summary": "Ashdell calls Mára's eyes green; her entry says grey.",
    "claim_a": {"quote": "Don't look at me with those green eyes",
                "document": "Chapter 1: The Map House"},
    "claim_b": {"quote": "Eyes: grey", "document": "Mára Tesk"},
    "entity": "Mára Tesk",
}  # fmt: skip
"""A true finding of chapter 1 (the eyes, against Mára's entry)."""

INVENTED = {
    "kind": "timeline",
    "summary": "The letter comes on a Sunday.",
    "claim_a": {"quote": "the letter came on a Sunday by the carrier's cart",
                "document": "Chapter 1: The Map House"},
    "claim_b": {"quote": "letters never come on Sundays", "document": "Timeline"},
}  # fmt: skip
"""A finding whose quotations the sample does not hold."""


def _reports_for(question: str, plan: dict[str, list[dict]]) -> list[dict]:
    return next((reports for title, reports in plan.items() if f"“{title}" in question), [])


def question_of(request: AiRequest) -> str:
    return next(m.content for m in request.messages if m.role is Role.USER)


def auditor(plan: dict[str, list[dict]]) -> Callable[[AiRequest], AiResponse]:
    """For the chapter a request is about (by its title), the reports of ``plan``, then an
    answer."""

    def reply(request: AiRequest) -> AiResponse:
        reports = _reports_for(question_of(request), plan)
        if reports and not any(m.role is Role.TOOL for m in request.messages):
            return AiResponse(tool_calls=tuple(
                AiToolCall(f"r{n}", "report_finding", args) for n, args in enumerate(reports)
            ))  # fmt: skip
        return AiResponse(text=f"{len(reports)} problems reported.")

    return reply


def http_auditor(
    plan: dict[str, list[dict]], other: Callable[[str, list[Any]], Reply | None] | None = None
) -> Callable[[Recorded], Reply]:
    """:func:`auditor` behind a loopback server; ``other(question, messages)`` answers the
    requests that are no audit (a Fix, say) when it returns a reply."""

    def respond(request: Recorded) -> Reply:
        messages = request.body["messages"]
        question = next(m["content"] for m in messages if m["role"] == "user")
        reply = other(question, messages) if other is not None else None
        if reply is not None:
            return reply
        reports = _reports_for(question, plan)
        if reports and not any(m["role"] == "tool" for m in messages):
            return WIRE.tool_reply([(f"c{n}", "report_finding", json.dumps(args))
                                    for n, args in enumerate(reports)])  # fmt: skip
        return WIRE.text_reply(["Done."])

    return respond


__all__ = ["EYES", "INVENTED", "WIRE", "auditor", "http_auditor", "question_of"]
