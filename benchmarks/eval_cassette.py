"""Record and replay a model's replies: a run made once on a capable model becomes a
deterministic regression test.

A :class:`Recorder` wraps a real provider and keeps every reply with a fingerprint of the
request it answered; a :class:`Player` answers the same requests from the recording with no
server at all. Requests are found by what Quire sends: the *tape* is the first question of
the exchange (an evaluation question, or one chapter of the audit) and the *call* is the
number of model replies already in it. When Quire now asks something the recording does not
hold — another system prompt, another tool result, a call the recording never made — the
player refuses loudly and says where the request first differs.

The recording is JSON: for each tape and call, the request's fingerprint, a short outline of
its messages (enough to say what changed) and the reply.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from assistant.agent.loop.messages import (
    AiMessage,
    AiRequest,
    AiResponse,
    AiToolCall,
    ErrorKind,
    FinishReason,
    ProviderError,
    Role,
    TokenUsage,
)

FORMAT = 1
OUTLINE_CHARS = 100


class CassetteMiss(Exception):
    """Quire asked the player something the recording does not hold."""


def _digest(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:24]


def _message_json(message: AiMessage) -> dict[str, Any]:
    return {
        "role": str(message.role),
        "content": message.content,
        "calls": [[c.name, c.raw_arguments] for c in message.tool_calls],
        "tool": message.tool_name,
        "error": message.is_error,
    }


def _tools_json(request: AiRequest) -> list[Any]:
    return [[t.name, t.description, t.parameters] for t in request.tools]


def tape_of(request: AiRequest) -> str:
    """The exchange a request belongs to: its first question."""
    first = next((m.content for m in request.messages if m.role is Role.USER), "")
    return first


def call_of(request: AiRequest) -> int:
    """Which model call of its exchange a request is (1 for the first)."""
    return 1 + sum(1 for m in request.messages if m.role is Role.ASSISTANT)


def outline(request: AiRequest) -> list[list[str]]:
    """What the request holds, one line per part: enough to say what changed."""
    lines = [["system", _digest(request.system_prompt), request.system_prompt[:OUTLINE_CHARS]],
             ["tools", _digest(_tools_json(request)), ", ".join(t.name for t in request.tools)],
             ["options", _digest([request.temperature, request.max_output_tokens]), ""]]
    for message in request.messages:
        label = str(message.role) + (f" ({message.tool_name})" if message.tool_name else "")
        lines.append([label, _digest(_message_json(message)), message.content[:OUTLINE_CHARS]])
    return lines


def fingerprint(request: AiRequest) -> str:
    return _digest([line[:2] for line in outline(request)])


def response_json(response: AiResponse) -> dict[str, Any]:
    return {
        "text": response.text,
        "tool_calls": [[c.id, c.name, c.raw_arguments] for c in response.tool_calls],
        "usage": [response.usage.input, response.usage.output, response.usage.cached_input,
                  response.usage.cache_write],
        "finish_reason": str(response.finish_reason),
    }


def response_from_json(data: dict[str, Any]) -> AiResponse:
    return AiResponse(
        text=data["text"],
        tool_calls=tuple(AiToolCall.from_raw(*call) for call in data["tool_calls"]),
        usage=TokenUsage(*data["usage"]),
        finish_reason=FinishReason(data["finish_reason"]),
    )


@dataclass
class Cassette:
    """The recorded replies, by tape and call."""

    tapes: dict[str, dict[str, dict[str, Any]]] = field(default_factory=dict)
    meta: dict[str, Any] = field(default_factory=dict)

    def add(self, request: AiRequest, response: AiResponse) -> None:
        tape = self.tapes.setdefault(tape_of(request), {})
        tape[str(call_of(request))] = {
            "fingerprint": fingerprint(request),
            "outline": outline(request),
            "response": response_json(response),
        }

    def reply_to(self, request: AiRequest) -> AiResponse:
        """The recorded reply to ``request``; :class:`CassetteMiss` naming what differs."""
        question = " ".join(tape_of(request).split())[:OUTLINE_CHARS]
        tape = self.tapes.get(tape_of(request))
        if tape is None:
            raise CassetteMiss(f"the recording holds no exchange that begins “{question}”")
        call = call_of(request)
        entry = tape.get(str(call))
        if entry is None:
            raise CassetteMiss(
                f"“{question}”: the recording holds {len(tape)} model call(s), Quire now makes "
                f"call {call}"
            )
        if entry["fingerprint"] != fingerprint(request):
            raise CassetteMiss(f"“{question}”, call {call}: {_difference(entry, request)}")
        return response_from_json(entry["response"])

    def save(self, path: Path) -> None:
        data = {"format": FORMAT, "meta": self.meta, "tapes": self.tapes}
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> Cassette:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"{path} is not a recording of format {FORMAT}")
        return cls(data["tapes"], data.get("meta", {}))


def _difference(entry: dict[str, Any], request: AiRequest) -> str:
    """Where the request first differs from the one recorded."""
    recorded, now = entry["outline"], outline(request)
    for index, (old, new) in enumerate(zip(recorded, now, strict=False)):
        if old[1] != new[1]:
            return (f"Quire now sends another {new[0]} (part {index + 1} of the request): "
                    f"recorded “{old[2]}…”, now “{new[2]}…”")  # fmt: skip
    return f"the request has {len(now)} parts, the recording {len(recorded)}"


class Recorder:
    """A provider that passes every request on and keeps the reply in ``cassette``."""

    def __init__(self, provider: Any, cassette: Cassette) -> None:
        self.provider = provider
        self.cassette = cassette

    def complete(self, request: AiRequest, *, on_text: Callable[[str], None] | None = None,
                 cancel: Any | None = None) -> AiResponse:  # fmt: skip
        response = self.provider.complete(request, on_text=on_text, cancel=cancel)
        self.cassette.add(request, response)
        return response

    def close(self) -> None:
        close = getattr(self.provider, "close", None)
        if callable(close):
            close()


class Player:
    """A provider that answers from a recording; every miss is kept in ``misses`` (and the
    request fails, so that the run stops there)."""

    def __init__(self, cassette: Cassette) -> None:
        self.cassette = cassette
        self.misses: list[str] = []

    def complete(self, request: AiRequest, *, on_text: Callable[[str], None] | None = None,
                 cancel: Any | None = None) -> AiResponse:  # fmt: skip
        try:
            response = self.cassette.reply_to(request)
        except CassetteMiss as miss:
            self.misses.append(str(miss))
            raise ProviderError.of(ErrorKind.INTERNAL, f"not in the recording: {miss}") from None
        if on_text is not None and response.text:
            on_text(response.text)
        return response


__all__ = ["Cassette", "CassetteMiss", "Player", "Recorder", "fingerprint", "outline"]
