"""Ready-made tool sets: read-only over a snapshot (ask mode), read and write (act mode).

Ask mode is read-only by construction: its tool box holds no write tool, so a model that
calls one is told there is no such tool, and the snapshot is an immutable value anyway.
"""

from __future__ import annotations

import logging
from pathlib import Path

from assistant.agent.loop.messages import AiToolSpec
from assistant.agent.tools.read import READ_SPECS, read_tools
from assistant.agent.tools.toolbox import DEFAULT_OUTPUT_CAP, ToolBox
from assistant.agent.tools.write import WRITE_SPECS, EditTarget, write_tools
from assistant.world.model import World

log = logging.getLogger(__name__)


def ask_tools() -> list[AiToolSpec]:
    """The specs offered to the model in ask mode: the read tools."""
    return list(READ_SPECS)


def act_tools() -> list[AiToolSpec]:
    """The specs offered to the model in act mode: the read tools, then the write tools."""
    return [*READ_SPECS, *WRITE_SPECS]


def make_snapshot_executor(
    world: World, *, output_cap: int = DEFAULT_OUTPUT_CAP, root: Path | None = None
) -> ToolBox:
    """An executor for ask mode: the read tools over one immutable snapshot (of the project
    in ``root``, when known: its calendar file)."""
    return ToolBox(read_tools(world, root), output_cap=output_cap)


def make_act_executor(
    target: EditTarget, *, output_cap: int = DEFAULT_OUTPUT_CAP, root: Path | None = None
) -> ToolBox:
    """An executor for act mode: read tools over ``target.snapshot()`` and the write tools.

    ``target`` is an :class:`~assistant.agent.act.act_run.ActRun` in both front ends (the app
    and the command line), which applies each edit where the project lives after whatever
    approval it needs; a bare :class:`~assistant.world.project.Project` serves in tests.
    """
    tools = [*read_tools(target.snapshot, root), *write_tools(target)]
    return ToolBox(tools, output_cap=output_cap)


__all__ = ["act_tools", "ask_tools", "make_act_executor", "make_snapshot_executor"]
