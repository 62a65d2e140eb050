"""Ready-made tool sets: read-only over a snapshot (ask mode), read and write (act mode).

Ask mode is read-only by construction: its tool box holds no write tool, so a model that
calls one is told there is no such tool, and the snapshot is an immutable value anyway.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from assistant.agent.messages import AiToolSpec
from assistant.agent.tools.read import READ_SPECS, read_tools
from assistant.agent.tools.toolbox import DEFAULT_OUTPUT_CAP, ToolBox
from assistant.agent.tools.write import WRITE_SPECS, AppliedEdit, EditTarget, write_tools
from assistant.world.edits import Edit
from assistant.world.model import World
from assistant.world.project import Project

log = logging.getLogger(__name__)


def ask_tools() -> list[AiToolSpec]:
    """The specs offered to the model in ask mode: the read tools."""
    return list(READ_SPECS)


def act_tools() -> list[AiToolSpec]:
    """The specs offered to the model in act mode: the read tools, then the write tools."""
    return [*READ_SPECS, *WRITE_SPECS]


def make_snapshot_executor(world: World, *, output_cap: int = DEFAULT_OUTPUT_CAP) -> ToolBox:
    """An executor for ask mode: the read tools over one immutable snapshot."""
    return ToolBox(read_tools(world), output_cap=output_cap)


def make_act_executor(
    target: EditTarget,
    *,
    on_applied: Callable[[AppliedEdit], None] | None = None,
    output_cap: int = DEFAULT_OUTPUT_CAP,
) -> ToolBox:
    """An executor for act mode: read tools over ``target.snapshot()`` and the write tools.

    The app passes an adapter whose ``apply`` runs the edit through its undo stack on the
    GUI thread; the command line uses :class:`ProjectExecutor`.
    """
    tools = [*read_tools(target.snapshot), *write_tools(target, on_applied)]
    return ToolBox(tools, output_cap=output_cap)


class ProjectExecutor(ToolBox):
    """Act mode on the command line: applies each write call to a live :class:`Project`.

    ``applied`` lists every change made, in order, with its inverse, so a caller can report
    them or take them all back with :meth:`undo_all`.
    """

    def __init__(self, project: Project, *, output_cap: int = DEFAULT_OUTPUT_CAP) -> None:
        self.project = project
        self.applied: list[AppliedEdit] = []
        tools = [*read_tools(project.snapshot), *write_tools(project, self.applied.append)]
        super().__init__(tools, output_cap=output_cap)

    def undo_all(self) -> list[Edit]:
        """Apply the inverses of every change, newest first; returns the inverses applied."""
        undone: list[Edit] = []
        while self.applied:
            change = self.applied.pop()
            self.project.apply(change.inverse)
            undone.append(change.inverse)
        return undone


__all__ = [
    "ProjectExecutor",
    "act_tools",
    "ask_tools",
    "make_act_executor",
    "make_snapshot_executor",
]
