"""Tools the assistant can call: the read tools over a snapshot, the write tools for act mode."""

from assistant.agent.tools.base import Handler, Tool, ToolContext, ToolError, ToolOutcome
from assistant.agent.tools.toolbox import DEFAULT_OUTPUT_CAP, ToolBox

__all__ = [
    "DEFAULT_OUTPUT_CAP",
    "Handler",
    "Tool",
    "ToolBox",
    "ToolContext",
    "ToolError",
    "ToolOutcome",
]
