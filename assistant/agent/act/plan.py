"""The assistant's visible plan: a short checklist it keeps through ``update_plan``.

For work of several steps the model sends its whole checklist each time (items pending, in
progress or done); the front ends show it as it changes (a live list above the answer in
the app, lines on the command line), and it is kept with the turn and in the export.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from assistant.agent.loop.events import AgentEvent
from assistant.agent.loop.messages import AiToolSpec
from assistant.agent.tools.base import Tool, ToolContext, ToolError, ToolOutcome

MAX_ITEMS = 12
MAX_ITEM_CHARS = 200


class PlanStatus(StrEnum):
    PENDING = "pending"
    IN_PROGRESS = "in_progress"
    DONE = "done"


@dataclass(frozen=True)
class PlanItem:
    text: str
    status: PlanStatus = PlanStatus.PENDING


Plan = tuple[PlanItem, ...]


@dataclass(frozen=True)
class PlanChanged(AgentEvent):
    """The model changed its plan; ``plan`` is the whole list as it stands now."""

    plan: Plan

    def log_record(self) -> tuple[str, dict[str, Any]]:
        return "plan", {"items": plan_to_json(self.plan)}


UPDATE_PLAN = "update_plan"

UPDATE_PLAN_SPEC = AiToolSpec(
    name=UPDATE_PLAN,
    description="Show the writer your checklist for multi-step work; send the whole list.",
    parameters={
        "type": "object",
        "properties": {
            "items": {
                "type": "array",
                "minItems": 1,
                "maxItems": MAX_ITEMS,
                "items": {
                    "type": "object",
                    "properties": {
                        "text": {"type": "string"},
                        "status": {"type": "string", "enum": [str(s) for s in PlanStatus]},
                    },
                    "required": ["text", "status"],
                },
            }
        },
        "required": ["items"],
    },
)


class PlanBoard:
    """The plan of one turn, and the ``update_plan`` tool that changes it.

    ``emit`` hears a :class:`PlanChanged` each time (on the loop's thread, in order with
    the turn's other events).
    """

    def __init__(self, plan: Plan = (), emit: Callable[[AgentEvent], None] | None = None):
        self.plan: Plan = tuple(plan)
        self.emit = emit

    def tool(self) -> Tool:
        return Tool(UPDATE_PLAN_SPEC, self._update)

    def _update(self, arguments: dict[str, Any], _context: ToolContext) -> ToolOutcome:
        items = []
        for raw in arguments["items"]:
            text = " ".join(str(raw["text"]).split())
            if not text:
                raise ToolError("every item needs some text")
            if len(text) > MAX_ITEM_CHARS:
                text = text[: MAX_ITEM_CHARS - 1].rstrip() + "…"
            items.append(PlanItem(text, PlanStatus(raw["status"])))
        self.plan = tuple(items)
        if self.emit is not None:
            self.emit(PlanChanged(self.plan))
        done = sum(item.status is PlanStatus.DONE for item in self.plan)
        return ToolOutcome(f"Plan shown to the writer ({done} of {len(self.plan)} done).")


_MARKS = {PlanStatus.DONE: "[x]", PlanStatus.IN_PROGRESS: "[~]", PlanStatus.PENDING: "[ ]"}


def plan_lines(plan: Plan) -> list[str]:
    """The plan as plain lines: ``[x]`` done, ``[~]`` in progress, ``[ ]`` pending."""
    return [f"{_MARKS[item.status]} {item.text}" for item in plan]


def plan_to_json(plan: Plan) -> list[dict[str, str]]:
    return [{"text": item.text, "status": str(item.status)} for item in plan]


def plan_from_json(data: Iterable[Any] | None) -> Plan:
    """A plan back from stored JSON; entries that do not fit are left out."""
    items = []
    for raw in data or ():
        if not isinstance(raw, dict) or not isinstance(raw.get("text"), str):
            continue
        try:
            status = PlanStatus(raw.get("status", PlanStatus.PENDING))
        except ValueError:
            status = PlanStatus.PENDING
        items.append(PlanItem(raw["text"], status))
    return tuple(items)


__all__ = [
    "UPDATE_PLAN",
    "UPDATE_PLAN_SPEC",
    "Plan",
    "PlanBoard",
    "PlanChanged",
    "PlanItem",
    "PlanStatus",
    "plan_from_json",
    "plan_lines",
    "plan_to_json",
]
