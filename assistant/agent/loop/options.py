"""What the assistant loop takes besides the model, the tools and the conversation.

An :class:`Executor` runs one tool call and is always handed the run's cancel token, so a
long tool (or one waiting for the GUI thread) can stop when the writer presses Stop.
:class:`LoopOptions` gathers the loop's extras beyond the seed's contract, typed, so that
every layer that wraps the loop (specialists, budgets, summaries) passes them on as one value.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Protocol

from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.events import AgentEvent
from assistant.agent.loop.messages import AiToolCall
from assistant.agent.loop.steering import Steering
from assistant.agent.tools.base import ToolOutcome

EventSink = Callable[[AgentEvent], None]
"""Receives the loop's events, on the thread running the loop."""


class Executor(Protocol):
    """Runs one tool call and returns the text the model reads (or a :class:`ToolOutcome`).

    ``cancel`` is the run's token (None only where nothing can stop the call, as when a
    test calls a tool box directly): a tool that takes long, or waits for another thread,
    checks it and stops when it trips. The loop always passes its token."""

    def __call__(self, call: AiToolCall, /, *, cancel: CancelToken | None) -> ToolOutcome | str: ...


@dataclass(frozen=True)
class LoopOptions:
    """The loop's extras: where events go, the cancel token, and how the model is asked.

    ``free_tools`` are tools whose rounds spend no step (asking the writer, showing a plan),
    up to ``max_steps`` such rounds. ``steering`` holds what the writer adds while the run
    goes on (see :mod:`~assistant.agent.loop.steering`). ``side_by_side`` are read-only tools
    whose calls, when a reply makes only such calls, run at the same time (never a tool that
    changes anything)."""

    on_event: EventSink | None = None
    cancel: CancelToken | None = None
    max_output_tokens: int | None = None
    temperature: float | None = None
    free_tools: frozenset[str] = field(default_factory=frozenset)
    steering: Steering | None = None
    side_by_side: frozenset[str] = field(default_factory=frozenset)

    def but(
        self, *, on_event: EventSink | None = None, cancel: CancelToken | None = None
    ) -> LoopOptions:
        """These options with another event sink and/or cancel token (the others kept)."""
        changed = replace(self, on_event=on_event) if on_event is not None else self
        return replace(changed, cancel=cancel) if cancel is not None else changed


__all__ = ["EventSink", "Executor", "LoopOptions"]
