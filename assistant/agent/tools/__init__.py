"""Tools the assistant can call: the read tools over a snapshot, the write tools for act mode."""

from assistant.agent.tools.base import Handler, Tool, ToolContext, ToolError, ToolOutcome
from assistant.agent.tools.executors import (
    act_tools,
    ask_tools,
    make_act_executor,
    make_snapshot_executor,
)
from assistant.agent.tools.read import READ_SPECS, READ_TOOLS, ReadTool, read_tools
from assistant.agent.tools.toolbox import DEFAULT_OUTPUT_CAP, ToolBox
from assistant.agent.tools.write import (
    WRITE_SPECS,
    WRITE_TOOL_NAMES,
    WRITE_TOOLS,
    EditTarget,
    WriteTool,
    describe_outcome,
    plan_edit,
    write_tools,
)

__all__ = [
    "DEFAULT_OUTPUT_CAP",
    "READ_SPECS",
    "READ_TOOLS",
    "WRITE_SPECS",
    "WRITE_TOOLS",
    "WRITE_TOOL_NAMES",
    "EditTarget",
    "Handler",
    "ReadTool",
    "Tool",
    "ToolBox",
    "ToolContext",
    "ToolError",
    "ToolOutcome",
    "WriteTool",
    "act_tools",
    "ask_tools",
    "describe_outcome",
    "make_act_executor",
    "make_snapshot_executor",
    "plan_edit",
    "read_tools",
    "write_tools",
]
