"""The request log: each run's requests, responses and tool calls as JSON lines (not to be
confused with the run history of act-mode runs, ``.quire/history``).

Kept in the project's app-data folder (``.quire/runs``), capped in size and rotated
(``runs.jsonl``, ``runs.jsonl.1``, …); the app's "Show run details" reads it, whichever front
end asked. Secret values handed to :class:`RequestLog`, every key Quire knows of, anything
that looks like a key and anything under a field named like a credential are replaced before
a line is written (:func:`~assistant.world.redaction.redact_data`). :class:`RecordingProvider`,
:func:`record_event` and :func:`record_result` feed it from a run. Each response keeps its
tool calls whole (id, name, arguments as sent), and each failed request its error's kind, so
that a run can be replayed from its records (:mod:`assistant.agent.replay`).
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from assistant.agent.config import logfiles
from assistant.agent.loop.events import (
    AgentEvent,
    RequestStarted,
    ToolCallFinished,
    ToolCallStarted,
    UsageReported,
)
from assistant.agent.loop.loop import format_tool_call
from assistant.agent.loop.messages import (
    AiRequest,
    AiResponse,
    AiToolCall,
    ProviderError,
    parse_arguments,
)
from assistant.agent.loop.result import AgentResult
from assistant.world.redaction import redact_data

log = logging.getLogger(__name__)

class RequestLog:
    """Appends run records to a capped, rotating JSON-lines file; safe from any thread."""

    def __init__(
        self,
        folder: Path,
        *,
        max_bytes: int = 2_000_000,
        keep: int = 3,
        secrets: Iterable[str] = (),
    ) -> None:
        self.path = Path(folder) / "runs.jsonl"
        self.max_bytes = max_bytes
        self.keep = keep
        self._secrets = tuple(s for s in secrets if s)
        self._lock = threading.Lock()

    def record(self, run_id: str, kind: str, data: dict[str, Any]) -> None:
        """Append one record: ``kind`` is e.g. "request", "response", "tool_call", "result"."""
        entry = {
            "time": datetime.now(UTC).isoformat(timespec="milliseconds"),
            "run": run_id,
            "kind": kind,
            "data": redact_data(data, self._secrets),
        }
        line = json.dumps(entry, ensure_ascii=False, default=str) + "\n"
        with self._lock:
            try:
                logfiles.append(self.path, line, max_bytes=self.max_bytes, keep=self.keep)
            except OSError:
                log.warning("could not write the run history to %s", self.path, exc_info=True)

    def files(self) -> list[Path]:
        """The history's files, oldest first (some may not exist)."""
        older = [self.path.with_name(f"{self.path.name}.{n}") for n in range(self.keep, 0, -1)]
        return [*older, self.path]

    def records(self, run_id: str) -> list[dict[str, Any]]:
        """Every record of one run still kept, oldest first (for "Show run details")."""
        return [entry for entry in self.every_record() if entry.get("run") == run_id]

    def every_record(self) -> Iterator[dict[str, Any]]:
        """Every record still kept, of every run, oldest first; lines that cannot be read are
        passed over."""
        for path in self.files():
            try:
                lines = path.read_text(encoding="utf-8").splitlines()
            except OSError:
                continue
            for line in lines:
                try:
                    entry = json.loads(line)
                except ValueError:
                    continue
                if isinstance(entry, dict):
                    yield entry


class RecordingProvider:
    """Wraps a provider so each request and response lands in the run history."""

    def __init__(self, provider: Any, runlog: RequestLog | None, run_id: str) -> None:
        self._provider = provider
        self._runlog = runlog
        self._run_id = run_id

    def complete(self, request: AiRequest, *, on_text=None, cancel=None) -> AiResponse:
        self._record("request", request_record(request))
        try:
            response = self._provider.complete(request, on_text=on_text, cancel=cancel)
        except Exception as error:
            data: dict[str, Any] = {"error": f"{type(error).__name__}: {error}"}
            if isinstance(error, ProviderError):
                data.update(kind=str(error.error.kind), detail=error.error.detail)
            self._record("error", data)
            raise
        self._record("response", response_record(response))
        return response

    def _record(self, kind: str, data: dict[str, Any]) -> None:
        if self._runlog is not None:
            self._runlog.record(self._run_id, kind, data)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._provider, name)


def record_event(runlog: RequestLog | None, run_id: str, event: AgentEvent) -> None:
    """Put one loop event worth keeping (request starts, tool calls, usage, and any event
    with a ``log_record()``) in the history."""
    if runlog is None:
        return
    if isinstance(event, RequestStarted):
        runlog.record(run_id, "step", {"step": event.step})
    elif isinstance(event, ToolCallStarted):
        runlog.record(run_id, "tool_call", {"call": format_tool_call(event.call)})
    elif isinstance(event, ToolCallFinished):
        runlog.record(
            run_id,
            "tool_result",
            {"call": format_tool_call(event.call), "ok": event.ok, "result": event.result},
        )
    elif isinstance(event, UsageReported):
        runlog.record(run_id, "usage", _usage_record(event.usage))
    else:
        log_record = getattr(event, "log_record", None)
        if callable(log_record):  # the writer's questions, the plan
            kind, data = log_record()
            runlog.record(run_id, kind, data)


def record_result(runlog: RequestLog | None, run_id: str, result: AgentResult) -> None:
    if runlog is None:
        return
    runlog.record(
        run_id,
        "result",
        {
            "ok": result.ok,
            "answer": result.answer,
            "exhausted": result.exhausted,
            "cancelled": result.cancelled,
            "error": None if result.error is None else {
                "kind": str(result.error.kind), "detail": result.error.detail,
            },
            "tool_log": list(result.tool_log),
            "usage": _usage_record(result.usage),
            "finish_reason": str(result.finish_reason) if result.finish_reason else None,
            "cut_off": result.cut_off,
            "model": result.model,
        },
    )


def request_record(request: AiRequest) -> dict[str, Any]:
    """A request as the log keeps it."""
    return {
        "system_prompt": request.system_prompt,
        "messages": [
            {
                "role": str(m.role),
                "content": m.content,
                **({"tool_calls": [format_tool_call(c) for c in m.tool_calls]}
                   if m.tool_calls else {}),
                **({"tool_call_id": m.tool_call_id} if m.tool_call_id else {}),
            }
            for m in request.messages
        ],
        "tools": [t.name for t in request.tools],
        "max_output_tokens": request.max_output_tokens,
        "temperature": request.temperature,
    }


def response_record(response: AiResponse) -> dict[str, Any]:
    """A response as the log keeps it: its text, its tool calls whole, its usage."""
    return {
        "text": response.text,
        "tool_calls": [format_tool_call(c) for c in response.tool_calls],
        "calls": [
            {"id": c.id, "name": c.name, "arguments": _arguments_text(c)}
            for c in response.tool_calls
        ],
        "usage": _usage_record(response.usage),
        "finish_reason": None if response.finish_reason is None else str(response.finish_reason),
    }


def _arguments_text(call: AiToolCall) -> str:
    """A call's arguments as JSON text: as the model sent them (a bad call is replayed as
    bad), unless that text does not say the arguments the call holds."""
    if call.problem or parse_arguments(call.raw_arguments)[0] == call.arguments:
        return call.raw_arguments
    return json.dumps(call.arguments, ensure_ascii=False, separators=(",", ":"))


def _usage_record(usage: Any) -> dict[str, int]:
    return {
        "input": usage.input,
        "output": usage.output,
        "cached_input": usage.cached_input,
    }
