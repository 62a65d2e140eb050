"""The assistant: the loop, providers, tools and conversations. Pure Python, no Qt."""

from assistant.agent.loop.loop import (
    AgentResult,
    Executor,
    format_tool_call,
    keep_going,
    run_agent_continuation,
    run_agent_conversation,
)

__all__ = [
    "AgentResult",
    "Executor",
    "format_tool_call",
    "keep_going",
    "run_agent_continuation",
    "run_agent_conversation",
]
