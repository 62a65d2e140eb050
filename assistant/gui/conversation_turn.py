"""One question of a kept conversation, run on the worker thread.

Fits the conversation into the model's context window first (which may cost one model call
to summarise the oldest turns), continues it with only its visible exchange, and when the
provider still answers "context too long", summarises and tries once more. Every request,
response, tool call and the result go to the run history under the turn's id. No Qt here:
the panel binds these calls into a job for :class:`~assistant.gui.agent_worker.AgentWorker`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from assistant.agent.cancel import CancelToken
from assistant.agent.conversations.context import (
    FitResult,
    estimate_tokens,
    fit_context,
    summarise_oldest,
)
from assistant.agent.conversations.model import Conversation
from assistant.agent.events import (
    AgentEvent,
    RequestStarted,
    ToolCallFinished,
    ToolCallStarted,
    UsageReported,
)
from assistant.agent.loop import Executor, format_tool_call, run_agent_continuation
from assistant.agent.messages import AiMessage, AiRequest, AiResponse, AiToolSpec, ErrorKind
from assistant.agent.result import AgentResult
from assistant.agent.runlog import RunLog

log = logging.getLogger(__name__)


@dataclass
class FitOutcome:
    """What fitting the context did for one turn (written on the worker, read after it ends)."""

    conversation: Conversation | None = None
    summarised: bool = False
    estimated_tokens: int = 0
    sent_tokens: list[int] = field(default_factory=list)


class RecordingProvider:
    """Wraps a provider so each request and response lands in the run history."""

    def __init__(self, provider: Any, runlog: RunLog | None, run_id: str) -> None:
        self._provider = provider
        self._runlog = runlog
        self._run_id = run_id

    def complete(self, request: AiRequest, *, on_text=None, cancel=None) -> AiResponse:
        self._record("request", _request_record(request))
        try:
            response = self._provider.complete(request, on_text=on_text, cancel=cancel)
        except Exception as error:
            self._record("error", {"error": f"{type(error).__name__}: {error}"})
            raise
        self._record("response", _response_record(response))
        return response

    def _record(self, kind: str, data: dict[str, Any]) -> None:
        if self._runlog is not None:
            self._runlog.record(self._run_id, kind, data)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._provider, name)


def record_event(runlog: RunLog | None, run_id: str, event: AgentEvent) -> None:
    """Put one loop event worth keeping (request starts, tool calls, usage) in the history."""
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


def record_result(runlog: RunLog | None, run_id: str, result: AgentResult) -> None:
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
        },
    )


def run_turn(
    provider: Any,
    tools: Sequence[AiToolSpec],
    executor: Executor,
    conversation: Conversation,
    system_prompt: str,
    question: str,
    max_steps: int,
    *,
    context_window: int,
    outcome: FitOutcome,
    on_event: Callable[[AgentEvent], None] | None = None,
    cancel: CancelToken | None = None,
    runlog: RunLog | None = None,
    run_id: str = "",
    reserve_output: int = 1024,
    temperature: float | None = None,
    max_output_tokens: int | None = None,
) -> AgentResult:
    """Ask ``question`` after ``conversation``'s current branch; see the module doc.

    ``outcome`` receives the (possibly summarised) conversation the question followed; the
    returned usage includes any summary request.
    """
    recording = RecordingProvider(provider, runlog, run_id)
    if runlog is not None:
        turns = len(conversation.branch())
        runlog.record(run_id, "question", {"question": question, "turns": turns})

    def relay(event: AgentEvent) -> None:
        record_event(runlog, run_id, event)
        if on_event is not None:
            on_event(event)

    extra_usage = None
    fitted: FitResult = FitResult(conversation)
    if context_window > 0:
        fitted = fit_context(
            conversation, system_prompt, question, recording, context_window=context_window,
            tools=tools, reserve_output=reserve_output, cancel=cancel,
        )
        if fitted.error is not None:
            log.warning("summarising the conversation failed: %s", fitted.error.kind)
        extra_usage = fitted.usage
    current = fitted.conversation
    outcome.conversation = current
    outcome.summarised = fitted.summarised
    outcome.estimated_tokens = fitted.estimated_tokens

    def attempt(base: Conversation) -> AgentResult:
        messages = [*base.messages(system_prompt), AiMessage.user(question)]
        outcome.sent_tokens.append(estimate_tokens(messages, tools))
        return run_agent_continuation(
            recording, tools, executor, messages, max_steps, on_event=relay, cancel=cancel,
            temperature=temperature, max_output_tokens=max_output_tokens,
        )

    result = attempt(current)
    too_long = result.error is not None and result.error.kind is ErrorKind.CONTEXT_TOO_LONG
    if too_long and not (cancel is not None and cancel.cancelled):
        retry = summarise_oldest(current, recording, cancel=cancel)
        extra_usage = retry.usage if extra_usage is None else extra_usage + retry.usage
        if retry.summarised:
            if runlog is not None:
                runlog.record(run_id, "retry", {"reason": "context too long, summarised"})
            current = retry.conversation
            outcome.conversation = current
            outcome.summarised = True
            first = result
            result = attempt(current)
            result = replace(result, usage=result.usage + first.usage)
    if extra_usage is not None and not extra_usage.is_empty:
        result = replace(result, usage=result.usage + extra_usage)
    record_result(runlog, run_id, result)
    return result


def _request_record(request: AiRequest) -> dict[str, Any]:
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


def _response_record(response: AiResponse) -> dict[str, Any]:
    return {
        "text": response.text,
        "tool_calls": [format_tool_call(c) for c in response.tool_calls],
        "usage": _usage_record(response.usage),
        "finish_reason": None if response.finish_reason is None else str(response.finish_reason),
    }


def _usage_record(usage: Any) -> dict[str, int]:
    return {
        "input": usage.input,
        "output": usage.output,
        "cached_input": usage.cached_input,
    }
