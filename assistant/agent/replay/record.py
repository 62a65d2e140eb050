"""A recorded run read back from the request log: the question and how it was asked, what the
model answered to each request, what each tool returned, who decided each change, and how
the run ended.

The record is the request log's own lines (``.quire/runs/runs.jsonl``: ``time``, ``run``,
``kind``, ``data``), all those of one turn, its Keep going runs included; a record saved for
a bug report (:mod:`assistant.agent.replay.bug_report`) or kept by the evaluation harness is
the same lines in a file of its own. :class:`RunRecord` reads them; :func:`recorded_runs`
lists the runs a project's log still holds.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from assistant.agent.act.decisions import ChangeDecision, decisions_from_json
from assistant.agent.config.request_log import RequestLog
from assistant.agent.conversations.context import SUMMARY_SYSTEM_PROMPT
from assistant.agent.loop.messages import (
    AiResponse,
    AiToolCall,
    ErrorKind,
    FinishReason,
    ProviderError,
    TokenUsage,
)
from assistant.agent.loop.mode import Mode
from assistant.agent.tools.write import WRITE_TOOL_NAMES
from assistant.world.storage.confine import read_file

MAX_RECORD_BYTES = 64 * 1024 * 1024
"""A saved record larger than this is not read."""
_SUMMARISE_START = "You summarise part of a writer's project"
_CALL = re.compile(r"^([A-Za-z_][\w-]*)\((.*)\)$", re.DOTALL)


class RequestKind(StrEnum):
    """Which of the run's model calls a request is: each kind is answered in its own order."""

    LOOP = "loop"
    """The assistant itself (and its specialists)."""
    SUMMARY = "summary"
    """A summary of part of the project (``summarise_document``)."""
    CONDENSE = "condense"
    """A summary of the conversation's oldest turns."""


def request_kind(system_prompt: str) -> RequestKind:
    if system_prompt.startswith(SUMMARY_SYSTEM_PROMPT[:40]):
        return RequestKind.CONDENSE
    if system_prompt.startswith(_SUMMARISE_START):
        return RequestKind.SUMMARY
    return RequestKind.LOOP


@dataclass(frozen=True)
class Exchange:
    """One recorded request and what came back: a response, or an error."""

    kind: RequestKind
    response: dict[str, Any] | None
    error: dict[str, Any] | None = None

    def reply(self) -> AiResponse | ProviderError:
        """The recorded answer, as the model gave it (an error is raised again)."""
        if self.response is None:
            error = self.error or {}
            try:
                kind = ErrorKind(error.get("kind", ErrorKind.INTERNAL))
            except ValueError:
                kind = ErrorKind.INTERNAL
            return ProviderError.of(kind, str(error.get("detail") or error.get("error", "")))
        return response_from_record(self.response)


@dataclass(frozen=True)
class ToolResult:
    call: str
    ok: bool
    result: str


def response_from_record(data: dict[str, Any]) -> AiResponse:
    """A response as the request log keeps it, back as the model's response."""
    calls: list[AiToolCall] = []
    whole = data.get("calls")
    if isinstance(whole, list):
        for entry in whole:
            if isinstance(entry, dict):
                calls.append(AiToolCall.from_raw(str(entry.get("id", "")),
                                                 str(entry.get("name", "")),
                                                 str(entry.get("arguments", "{}"))))  # fmt: skip
    else:  # written before the calls were kept whole: "name(arguments)"
        for number, text in enumerate(data.get("tool_calls") or (), start=1):
            match = _CALL.match(str(text))
            if match is not None:
                calls.append(AiToolCall.from_raw(f"call_{number}", match[1], match[2]))
    usage = _data(data, "usage")
    try:
        finish = FinishReason(data.get("finish_reason") or FinishReason.STOP)
    except ValueError:
        finish = FinishReason.STOP
    return AiResponse(
        text=str(data.get("text") or ""), tool_calls=tuple(calls),
        usage=TokenUsage(int(usage.get("input", 0)), int(usage.get("output", 0)),
                         int(usage.get("cached_input", 0))),
        finish_reason=finish,
    )  # fmt: skip


@dataclass(frozen=True)
class RunRecord:
    """The records of one turn's runs, read; see the module doc."""

    run_id: str
    question: str
    mode: Mode
    specialist: str
    max_steps: int
    approval: str
    review: bool
    budget: int
    window: int
    model: str
    exchanges: tuple[Exchange, ...]
    reviews: tuple[dict[str, Any], ...]
    tool_results: tuple[ToolResult, ...]
    decisions: tuple[ChangeDecision, ...]
    questions: tuple[dict[str, Any], ...]
    estimates: tuple[str, ...]
    keep_going: int
    """How many Keep going runs followed the question's."""
    result: dict[str, Any] | None
    """How the last run ended (None: the record stops before it did)."""
    records: tuple[dict[str, Any], ...]

    @classmethod
    def of(cls, records: Sequence[dict[str, Any]]) -> RunRecord:
        """The run these records (of one turn, oldest first) tell. Raises ValueError when they
        do not start with its question (the log's oldest lines were dropped since)."""
        kinds = [(record.get("kind"), _data(record)) for record in records]
        asked = next((data for kind, data in kinds if kind == "question"), None)
        if asked is None:
            raise ValueError("the record does not hold the run's question (its start is gone "
                             "from the log)")  # fmt: skip
        exchanges: list[Exchange] = []
        pending: RequestKind | None = None
        for kind, data in kinds:
            if kind == "request":
                pending = request_kind(str(data.get("system_prompt", "")))
            elif kind in ("response", "error") and pending is not None:
                exchanges.append(Exchange(pending, data if kind == "response" else None,
                                          data if kind == "error" else None))  # fmt: skip
                pending = None
        results = [data for kind, data in kinds if kind == "result"]
        context = next((data for kind, data in kinds if kind == "context"), {})
        return cls(
            run_id=str(records[0].get("run", "")), question=str(asked.get("question", "")),
            mode=_mode(asked, kinds), specialist=str(asked.get("specialist") or ""),
            max_steps=_whole(asked.get("max_steps"), 6), approval=str(asked.get("approval")
                                                                      or "risky"),
            review=bool(asked.get("review", False)), budget=_whole(asked.get("budget"), 0),
            window=_whole(context.get("window"), 0),
            model=str(results[-1].get("model") or "") if results else "",
            exchanges=tuple(exchanges),
            reviews=tuple(data for kind, data in kinds if kind == "review"),
            tool_results=tuple(
                ToolResult(str(data.get("call", "")), bool(data.get("ok", True)),
                           str(data.get("result", "")))
                for kind, data in kinds if kind == "tool_result"
            ),
            decisions=decisions_from_json(data for kind, data in kinds if kind == "decision"),
            questions=tuple(data for kind, data in kinds if kind == "question_settled"),
            estimates=tuple(str(data.get("state", "")) for kind, data in kinds
                            if kind == "estimate_settled"),
            keep_going=sum(1 for kind, _data in kinds if kind == "keep_going"),
            result=results[-1] if results else None,
            records=tuple(records),
        )  # fmt: skip

    def ending(self) -> str:
        """How the run ended, in a word: answered, exhausted, cancelled, cut_off, the error's
        kind, or unfinished."""
        return ending_of(self.result)


def ending_of(result: dict[str, Any] | None) -> str:
    if result is None:
        return "unfinished"
    error = result.get("error")
    if result.get("cancelled"):
        return "cancelled"
    if isinstance(error, dict):
        return str(error.get("kind") or "error")
    if result.get("cut_off"):
        return "cut_off"
    if result.get("exhausted"):
        return "exhausted"
    return "answered"


def _mode(asked: dict[str, Any], kinds: list[tuple[Any, dict[str, Any]]]) -> Mode:
    try:
        return Mode(asked["mode"])
    except (KeyError, ValueError):  # written before the mode was kept: act mode offers writes
        tools = {name for kind, data in kinds if kind == "request"
                 for name in data.get("tools", ())}  # fmt: skip
        return Mode.ACT if tools & WRITE_TOOL_NAMES else Mode.ASK


def _data(record: dict[str, Any], key: str = "data") -> dict[str, Any]:
    """``record[key]`` when it is an object, else an empty one."""
    value = record.get(key)
    return value if isinstance(value, dict) else {}


def _whole(value: Any, default: int) -> int:
    return value if type(value) is int else default


# -- finding a run -------------------------------------------------------------------------------


@dataclass(frozen=True)
class RecordedRun:
    """One run a project's log holds: its id, when it began, and what was asked."""

    run_id: str
    time: str
    question: str
    mode: str


def recorded_runs(runs_folder: Path) -> list[RecordedRun]:
    """The runs (turns) the request log in ``runs_folder`` still holds from their question,
    newest first."""
    found: dict[str, RecordedRun] = {}
    for entry in RequestLog(runs_folder).every_record():
        data = entry.get("data")
        if entry.get("kind") == "question" and isinstance(data, dict):
            run_id = str(entry.get("run", ""))
            found.setdefault(run_id, RecordedRun(run_id, str(entry.get("time", "")),
                                                 str(data.get("question", "")),
                                                 str(data.get("mode", ""))))  # fmt: skip
    return sorted(found.values(), key=lambda run: run.time, reverse=True)


def find_record(runs_folder: Path, reference: str) -> RunRecord:
    """The recorded run ``reference`` names: ``last``, its id, or the start of its id (four
    characters at least). Raises LookupError saying why none is found."""
    runs = recorded_runs(runs_folder)
    text = reference.strip()
    if text == "last":
        chosen = runs[:1]
    else:
        chosen = [run for run in runs if run.run_id == text]
        if not chosen and len(text) >= 4:
            chosen = [run for run in runs if run.run_id.startswith(text)]
    if not chosen:
        raise LookupError(f"no recorded run {text!r} in this project's log")
    if len(chosen) > 1:
        raise LookupError(f"{len(chosen)} recorded runs begin with {text!r}; give more of the id")
    return RunRecord.of(RequestLog(runs_folder).records(chosen[0].run_id))


def read_records(path: Path) -> list[dict[str, Any]]:
    """The records a saved file holds (the request log's lines); raises OSError or
    ValueError when it cannot be read."""
    text = read_file(path, limit=MAX_RECORD_BYTES).decode("utf-8")
    records = []
    for line in text.splitlines():
        if not line.strip():
            continue
        entry = json.loads(line)
        if not isinstance(entry, dict) or "kind" not in entry:
            raise ValueError(f"{path.name} does not hold a run's records")
        records.append(entry)
    return records


def record_lines(records: Iterable[dict[str, Any]]) -> str:
    """Records as the request log writes them: one JSON object a line."""
    return "".join(json.dumps(record, ensure_ascii=False, default=str) + "\n"
                   for record in records)  # fmt: skip


__all__ = [
    "Exchange",
    "RecordedRun",
    "RequestKind",
    "RunRecord",
    "ToolResult",
    "ending_of",
    "find_record",
    "read_records",
    "record_lines",
    "recorded_runs",
    "request_kind",
    "response_from_record",
]
