"""Tools the assistant can call: the read tools over a snapshot, the write tools for act mode."""

from assistant.agent.tools.base import Handler, Tool, ToolContext, ToolError, ToolOutcome
from assistant.agent.tools.executors import (
    ProjectExecutor,
    act_tools,
    ask_tools,
    make_act_executor,
    make_snapshot_executor,
)
from assistant.agent.tools.read import READ_SPECS, read_tools
from assistant.agent.tools.toolbox import DEFAULT_OUTPUT_CAP, ToolBox
from assistant.agent.tools.write import (
    WRITE_SPECS,
    WRITE_TOOL_NAMES,
    AppliedEdit,
    EditTarget,
    describe_outcome,
    plan_edit,
    write_tools,
)

__all__ = [
    "DEFAULT_OUTPUT_CAP",
    "READ_SPECS",
    "WRITE_SPECS",
    "WRITE_TOOL_NAMES",
    "AppliedEdit",
    "EditTarget",
    "Handler",
    "ProjectExecutor",
    "Tool",
    "ToolBox",
    "ToolContext",
    "ToolError",
    "ToolOutcome",
    "act_tools",
    "ask_tools",
    "describe_outcome",
    "make_act_executor",
    "make_snapshot_executor",
    "plan_edit",
    "read_tools",
    "write_tools",
]
