"""The assistant: the loop, providers, tools and conversations. Pure Python, no Qt.

The loop's names are read from here lazily, so that a module of the assistant (its settings,
say, which the app reads before its window shows) is imported without the loop and the
providers behind it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from assistant.agent.loop.loop import (
        AgentResult,
        format_tool_call,
        keep_going,
        run_agent_continuation,
        run_agent_conversation,
    )
    from assistant.agent.loop.options import Executor, LoopOptions

__all__ = [
    "AgentResult",
    "Executor",
    "LoopOptions",
    "format_tool_call",
    "keep_going",
    "run_agent_continuation",
    "run_agent_conversation",
]


def __getattr__(name: str) -> Any:
    if name in ("Executor", "LoopOptions"):
        from assistant.agent.loop import options

        return getattr(options, name)
    if name in __all__:
        from assistant.agent.loop import loop

        return getattr(loop, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
