"""Events the assistant loop reports while a run goes on, in the order they happen.

All are delivered on the thread running the loop, through the ``on_event`` callback.
"""

from __future__ import annotations

from dataclasses import dataclass

from assistant.agent.loop.messages import AiToolCall, TokenUsage
from assistant.agent.loop.result import AgentResult


@dataclass(frozen=True)
class AgentEvent:
    """Base of every loop event."""


@dataclass(frozen=True)
class RequestStarted(AgentEvent):
    """A model request begins; ``step`` counts from 1 within the turn."""

    step: int


@dataclass(frozen=True)
class TextDelta(AgentEvent):
    """A piece of the model's text as it streams in."""

    text: str


@dataclass(frozen=True)
class ToolCallStarted(AgentEvent):
    """A tool call is about to run."""

    call: AiToolCall


@dataclass(frozen=True)
class ToolCallFinished(AgentEvent):
    """A tool call ended; ``result`` is the text the model reads, ``ok`` false on failure."""

    call: AiToolCall
    result: str
    ok: bool


@dataclass(frozen=True)
class ToolProgress(AgentEvent):
    """A long tool call got ``done`` of ``total`` parts of its work done (documents
    summarised, queries searched); reported while it runs, between its start and its end."""

    call: AiToolCall
    done: int
    total: int


@dataclass(frozen=True)
class ToolCallRepeated(AgentEvent):
    """``call`` is the same call (tool and arguments) as the ``times - 1`` before it, in a
    row; the model was told so with its result (and, past a limit, the call was not run)."""

    call: AiToolCall
    times: int
    ran: bool


@dataclass(frozen=True)
class UsageReported(AgentEvent):
    """Token usage of one model call (not the running total)."""

    usage: TokenUsage


@dataclass(frozen=True)
class RunFinished(AgentEvent):
    """The turn is over; always the last event."""

    result: AgentResult


__all__ = [
    "AgentEvent",
    "RequestStarted",
    "RunFinished",
    "TextDelta",
    "ToolCallFinished",
    "ToolCallRepeated",
    "ToolCallStarted",
    "ToolProgress",
    "UsageReported",
]
