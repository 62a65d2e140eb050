"""Record and replay a model's replies: a run made once on a capable model becomes a
deterministic regression test.

A :class:`Recorder` wraps a real provider and keeps every request and reply; a
:class:`Player` answers the same requests from the recording with no server at all. Requests
are found by what Quire sends: the *tape* is the first question of the exchange (an
evaluation question, or one chapter of the audit) and the *call* is the number of model
replies already in it. When Quire now asks something the recording does not hold — another
system prompt, another tool result, a call the recording never made — the player refuses
loudly and says where the request first differs.

The recording is the request log's own format (:mod:`assistant.agent.config.request_log`),
as ``quire replay`` and a run saved for a bug report: one JSON record a line, each tape a run
of its own with its ``question`` record (which also keeps the settings a replay needs), then
each ``request`` (with an outline of its parts, enough to say what changed) and its
``response``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from assistant.agent.config.request_log import request_record, response_record
from assistant.agent.loop.messages import (
    AiMessage,
    AiRequest,
    AiResponse,
    ErrorKind,
    ProviderError,
    Role,
)
from assistant.agent.replay.record import read_records, record_lines, response_from_record
from assistant.world.redaction import redact_data

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


@dataclass
class Cassette:
    """The recorded exchanges, by tape and call, as request-log records."""

    tapes: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    """Each tape's request and response records, in order, after its question record."""
    meta: dict[str, Any] = field(default_factory=dict)

    def add(self, request: AiRequest, response: AiResponse) -> None:
        tape = self.tapes.setdefault(tape_of(request), [])
        data = {**request_record(request), "fingerprint": fingerprint(request),
                "outline": outline(request)}  # fmt: skip
        tape.append(self._record(request, "request", data))
        tape.append(self._record(request, "response", response_record(response)))

    def _record(self, request: AiRequest, kind: str, data: dict[str, Any]) -> dict[str, Any]:
        run = f"tape-{list(self.tapes).index(tape_of(request)) + 1}"
        return {"time": datetime.now(UTC).isoformat(timespec="milliseconds"), "run": run,
                "kind": kind, "data": data}  # fmt: skip

    def reply_to(self, request: AiRequest) -> AiResponse:
        """The recorded reply to ``request``; :class:`CassetteMiss` naming what differs."""
        question = " ".join(tape_of(request).split())[:OUTLINE_CHARS]
        tape = self.tapes.get(tape_of(request))
        if tape is None:
            raise CassetteMiss(f"the recording holds no exchange that begins “{question}”")
        call = call_of(request)
        calls = [r for r in tape if r["kind"] == "request"]
        if call > len(calls):
            raise CassetteMiss(
                f"“{question}”: the recording holds {len(calls)} model call(s), Quire now makes "
                f"call {call}"
            )
        recorded = calls[call - 1]
        if recorded["data"]["fingerprint"] != fingerprint(request):
            raise CassetteMiss(f"“{question}”, call {call}: "
                               f"{_difference(recorded['data'], request)}")  # fmt: skip
        answer = tape[tape.index(recorded) + 1]
        return response_from_record(answer["data"])

    def records(self) -> list[dict[str, Any]]:
        """Every record: each tape's question (with the settings a replay needs), then its
        requests and responses."""
        found = []
        for number, (question, tape) in enumerate(self.tapes.items(), start=1):
            asked = {"question": question, "mode": "ask", **self.meta}
            found.append({"time": tape[0]["time"] if tape else "", "run": f"tape-{number}",
                          "kind": "question", "data": asked})  # fmt: skip
            found.extend(tape)
        return found

    def save(self, path: Path) -> None:
        """Write the recording (every key Quire knows, or that looks like one, redacted)."""
        path.write_text(record_lines(redact_data(self.records())), encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> Cassette:
        """The recording in ``path``; raises ValueError when it is not one."""
        try:
            records = read_records(path)
        except (OSError, UnicodeDecodeError) as error:
            raise ValueError(f"{path} cannot be read: {error}") from None
        cassette = cls()
        questions: dict[str, str] = {}
        for record in records:
            data = record.get("data")
            if not isinstance(data, dict):
                raise ValueError(f"{path} is not a recording: a record holds no data")
            if record["kind"] == "question":
                questions[record["run"]] = data["question"]
                cassette.meta = {k: v for k, v in data.items() if k not in ("question", "mode")}
                cassette.tapes.setdefault(data["question"], [])
            elif record["kind"] in ("request", "response"):
                if record.get("run") not in questions:
                    raise ValueError(f"{path} is not a recording: a call before its question")
                cassette.tapes[questions[record["run"]]].append(record)
        if not cassette.tapes:
            raise ValueError(f"{path} is not a recording: it holds no question")
        return cassette


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
