"""The assistant: the loop, providers, tools and conversations. Pure Python, no Qt."""

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
