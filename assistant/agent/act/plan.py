"""The assistant's visible plan: a short checklist it keeps through ``update_plan``.

For work of several steps (in either mode: "check every chapter for …" as much as a
revision) the model sends its steps, then ticks them by number as it goes (items pending, in
progress or done: the first step not done is the one in progress). The front ends show it
as it changes (a live list above the answer in the app, lines on the command line); it is
kept with the turn and in the export, and a plan left unfinished carries on into the
conversation's next question, where the model reads it back and goes on with it.
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
    """The model changed its plan; ``plan`` is the whole list as it stands now. ``carried``
    is True when the plan is an earlier question's, carried on unfinished into this one and
    not changed yet (announced as the turn begins)."""

    plan: Plan
    carried: bool = False

    def log_record(self) -> tuple[str, dict[str, Any]]:
        data: dict[str, Any] = {"items": plan_to_json(self.plan)}
        if self.carried:
            data["carried"] = True
        return "plan", data


UPDATE_PLAN = "update_plan"

UPDATE_PLAN_SPEC = AiToolSpec(
    name=UPDATE_PLAN,
    description=(
        "Checklist for multi-step work, shown to the writer: steps replace it, done "
        "ticks them by number."
    ),
    parameters={
        "type": "object",
        "properties": {
            "steps": {"type": "array"},
            "done": {"type": "array", "items": {"type": "integer"}},
        },
    },
)
"""Kept short: every request carries it, in both modes. ``steps`` is the whole list (an
empty one drops the plan); ``done`` the numbers of the steps done, of the new list or, alone,
of the plan as it stands (per-item updates)."""


def unfinished(plan: Plan) -> bool:
    """True when some item of ``plan`` is not done (an empty plan is finished)."""
    return any(item.status is not PlanStatus.DONE for item in plan)


def ticked(texts: Iterable[str], done: Iterable[int]) -> Plan:
    """A plan of ``texts`` with the items numbered in ``done`` (from 1) done, and the first
    item not done in progress."""
    finished = set(done)
    items = []
    current = False
    for number, text in enumerate(texts, start=1):
        if number in finished:
            status = PlanStatus.DONE
        elif not current:
            status, current = PlanStatus.IN_PROGRESS, True
        else:
            status = PlanStatus.PENDING
        items.append(PlanItem(text, status))
    return tuple(items)


class PlanBoard:
    """The plan of one turn, and the ``update_plan`` tool that changes it.

    ``plan`` is where it starts: an unfinished plan an earlier question left (``carried``),
    or none. ``emit`` hears a :class:`PlanChanged` each time (on the loop's thread, in order
    with the turn's other events).
    """

    def __init__(
        self,
        plan: Plan = (),
        emit: Callable[[AgentEvent], None] | None = None,
        *,
        carried: bool = False,
    ) -> None:
        self.plan: Plan = tuple(plan)
        self.emit = emit
        self.carried = carried and bool(self.plan)
        """True while the plan is the one carried in, unchanged by this turn."""

    def tool(self) -> Tool:
        return Tool(UPDATE_PLAN_SPEC, self._update)

    def announce(self) -> None:
        """Tell ``emit`` about a plan carried in, so the front ends show it as the turn
        begins."""
        if self.carried and self.emit is not None:
            self.emit(PlanChanged(self.plan, carried=True))

    def _update(self, arguments: dict[str, Any], _context: ToolContext) -> ToolOutcome:
        steps, done = arguments.get("steps"), arguments.get("done")
        if steps is None and done is None:
            raise ToolError("send steps (the whole list), done (numbers to tick), or both")
        if steps is not None:
            texts = [_item_text(step) for step in steps]
            if len(texts) > MAX_ITEMS:
                raise ToolError(f"a plan has at most {MAX_ITEMS} steps")
        else:
            texts = [item.text for item in self.plan]
            already = [n for n, item in enumerate(self.plan, 1) if item.status is PlanStatus.DONE]
            done = [*(done or ()), *already]
        wrong = sorted({n for n in done or () if not 1 <= n <= len(texts)})
        if wrong and not texts:
            raise ToolError("there is no plan to tick yet: send its steps")
        if wrong:
            raise ToolError(
                f"no step {', '.join(map(str, wrong))}; the steps are numbered 1 to {len(texts)}"
            )
        self.plan = ticked(texts, done or ())
        self.carried = False
        if self.emit is not None:
            self.emit(PlanChanged(self.plan))
        if not self.plan:
            return ToolOutcome("Plan dropped.")
        count = sum(item.status is PlanStatus.DONE for item in self.plan)
        lines = "\n".join(numbered_lines(self.plan))
        return ToolOutcome(f"Plan shown to the writer ({count} of {len(self.plan)} done):\n{lines}")


def _item_text(raw: Any) -> str:
    text = " ".join(str(raw).split())
    if not text:
        raise ToolError("every step needs some text")
    if len(text) > MAX_ITEM_CHARS:
        text = text[: MAX_ITEM_CHARS - 1].rstrip() + "…"
    return text


_MARKS = {PlanStatus.DONE: "[x]", PlanStatus.IN_PROGRESS: "[~]", PlanStatus.PENDING: "[ ]"}


def plan_lines(plan: Plan) -> list[str]:
    """The plan as plain lines: ``[x]`` done, ``[~]`` in progress, ``[ ]`` pending."""
    return [f"{_MARKS[item.status]} {item.text}" for item in plan]


def numbered_lines(plan: Plan) -> list[str]:
    """The plan as the model reads it back: numbered, the number ``done`` takes."""
    return [f"{number}. {line}" for number, line in enumerate(plan_lines(plan), start=1)]


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
    "numbered_lines",
    "plan_from_json",
    "plan_lines",
    "plan_to_json",
    "ticked",
    "unfinished",
]
