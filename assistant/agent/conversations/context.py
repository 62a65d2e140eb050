"""Keeping a long conversation inside the model's context window.

Before a continuation, count what it will send. When that and the room kept for the answer do not
fit the context window, the oldest turns of the branch are summarised with one model call; the
summary is stored on the last turn it covers and replaces those turns in what the model is sent (the
writer can read it). A conversation that fits is never summarised. The estimate is deliberately
rough (about four characters a token) and errs high; the session corrects it with the server's own
counts (:class:`~assistant.agent.session.context_window.PromptMeter`).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from assistant.agent.conversations.model import Conversation, Turn, answer_as_sent
from assistant.agent.loop.messages import (
    AgentError,
    AiMessage,
    AiProvider,
    AiRequest,
    AiToolSpec,
    ErrorKind,
    ProviderError,
    TokenUsage,
)
from assistant.agent.loop.steering import with_corrections

log = logging.getLogger(__name__)

CHARS_PER_TOKEN = 4
MESSAGE_OVERHEAD = 4
DEFAULT_THRESHOLD = 1.0
"""Summarise when the prompt and the room for the answer would pass this share of the window
(the whole of it: only a conversation that does not fit is summarised)."""
KEEP_RECENT_TURNS = 2

Counter = Callable[[Sequence[AiMessage], Sequence[AiToolSpec]], int]
"""Counts the tokens of a request's messages and tools."""

SUMMARY_SYSTEM_PROMPT = (
    "You condense conversations between a writer and their writing assistant. Write a "
    "faithful summary of the exchange below for the assistant to continue from: what the "
    "writer asked and wanted, what was answered or found (titles of documents, names, "
    "facts), what was changed in the project and whether it was undone, corrections the "
    "writer made, and open threads. Be concise and specific; use the writer's language."
)


def estimate_tokens(messages: Sequence[AiMessage], tools: Sequence[AiToolSpec] = ()) -> int:
    """A rough upper estimate of the tokens a request with these messages and tools sends."""
    chars = sum(len(m.content) for m in messages)
    chars += sum(len(json.dumps(c.arguments)) + len(c.name) for m in messages for c in m.tool_calls)
    chars += sum(len(t.name) + len(t.description) + len(json.dumps(t.parameters)) for t in tools)
    return chars // CHARS_PER_TOKEN + MESSAGE_OVERHEAD * len(messages)


@dataclass(frozen=True)
class FitResult:
    """The conversation to continue from, and what fitting it cost."""

    conversation: Conversation
    summarised: bool = False
    usage: TokenUsage = field(default_factory=TokenUsage)
    error: AgentError | None = None
    estimated_tokens: int = 0


def needs_summary(
    conversation: Conversation,
    system_prompt: str,
    question: str,
    context_window: int,
    tools: Sequence[AiToolSpec] = (),
    reserve_output: int = 1024,
    threshold: float = DEFAULT_THRESHOLD,
    count: Counter = estimate_tokens,
) -> tuple[bool, int]:
    """Whether the next continuation, with ``reserve_output`` tokens kept for the answer,
    would pass ``threshold`` of the window; and the tokens it needs."""
    messages = [*conversation.messages(system_prompt), AiMessage.user(question)]
    estimate = count(messages, tools) + reserve_output
    return estimate > context_window * threshold, estimate


def summarise_oldest(
    conversation: Conversation,
    provider: AiProvider,
    *,
    keep_recent: int = KEEP_RECENT_TURNS,
    cancel: object | None = None,
) -> FitResult:
    """Summarise every turn of the branch but the last ``keep_recent`` with one model call."""
    branch = conversation.branch()
    older = _unsummarised_prefix(branch, keep_recent)
    if not older:
        return FitResult(conversation)
    previous = next((t.summary for t in reversed(branch) if t.summary), "")
    lines = []
    if previous:
        lines.append("Earlier summary:\n" + previous)
    for turn in older:
        lines.append("Writer: " + with_corrections(turn.question, turn.corrections))
        answer = answer_as_sent(turn)
        if turn.undone:
            answer += " [the changes of this turn were undone]"
        lines.append("Assistant: " + answer)
        if turn.tool_log:
            lines.append("(tools used: " + "; ".join(turn.tool_log) + ")")
    request = AiRequest(
        system_prompt=SUMMARY_SYSTEM_PROMPT,
        messages=(AiMessage.user("\n\n".join(lines)),),
    )
    try:
        response = provider.complete(request, cancel=cancel)
    except ProviderError as error:
        return FitResult(conversation, error=error.error)
    except Exception as error:  # a provider must not take the app down
        log.exception("summary request failed")
        return FitResult(conversation, error=AgentError(ErrorKind.INTERNAL, str(error)))
    summary = response.text.strip()
    if not summary:
        return FitResult(
            conversation,
            usage=response.usage,
            error=AgentError(ErrorKind.BAD_RESPONSE, "empty summary"),
        )
    updated = conversation.update_turn(older[-1].id, summary=summary)
    return FitResult(updated, summarised=True, usage=response.usage)


def fit_context(
    conversation: Conversation,
    system_prompt: str,
    question: str,
    provider: AiProvider,
    *,
    context_window: int,
    tools: Sequence[AiToolSpec] = (),
    reserve_output: int = 1024,
    threshold: float = DEFAULT_THRESHOLD,
    cancel: object | None = None,
    count: Counter = estimate_tokens,
) -> FitResult:
    """Summarise the oldest turns when the next continuation would not fit the window."""
    near, estimate = needs_summary(
        conversation, system_prompt, question, context_window, tools, reserve_output, threshold,
        count,
    )  # fmt: skip
    if not near:
        return FitResult(conversation, estimated_tokens=estimate)
    result = summarise_oldest(conversation, provider, cancel=cancel)
    if result.summarised:
        _near, estimate = needs_summary(
            result.conversation, system_prompt, question, context_window, tools, reserve_output,
            threshold, count,
        )  # fmt: skip
    return FitResult(result.conversation, result.summarised, result.usage, result.error, estimate)


def _unsummarised_prefix(branch: list[Turn], keep_recent: int) -> list[Turn]:
    """The turns after the latest summary, minus the most recent ``keep_recent``."""
    start = 0
    for index, turn in enumerate(branch):
        if turn.summary:
            start = index + 1
    candidates = branch[start:]
    return candidates[: max(0, len(candidates) - keep_recent)]
