"""The tools a turn offers besides reading and changing the project: asking the writer
(``ask_writer``) and a visible plan (``update_plan``), both modes, and what they keep for
the turn: its questions, and its plan (which may start as an earlier question's, unfinished).
A plan-first turn (:mod:`assistant.agent.act.plan_first`) has its first plan approved by the
writer before ``update_plan`` answers.

:meth:`TurnTools.combine` puts them beside a run's project tools as one executor. Calls to
them spend no step of the budget (see ``free_tools`` in :mod:`assistant.agent.loop.loop`). In act
mode the executor also tells the model what the reviewer said about each change made.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from assistant.agent.act.plan import UPDATE_PLAN, UPDATE_PLAN_SPEC, Plan, PlanBoard, PlanChanged
from assistant.agent.act.plan_first import PlanFirst, PlanState
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.events import AgentEvent
from assistant.agent.loop.messages import AiToolCall, AiToolSpec
from assistant.agent.loop.options import Executor
from assistant.agent.session.ask_writer import (
    ASK_WRITER,
    AskedQuestion,
    WriterAsker,
    WriterQuestions,
)
from assistant.agent.tools.base import Tool, ToolContext, ToolOutcome
from assistant.agent.tools.toolbox import ToolBox

if TYPE_CHECKING:
    from assistant.agent.act.act_run import ActRun

FREE_TOOLS = frozenset({ASK_WRITER, UPDATE_PLAN})
"""Tools whose calls spend no step: waiting for the writer is not work."""


class TurnTools:
    """The writer-facing tools of one turn, kept across its runs (Keep going goes on with
    the same plan and the same count of questions)."""

    def __init__(
        self, asker: WriterAsker | None = None, plan: Plan = (), *, carried: bool = False
    ) -> None:
        self.questions = WriterQuestions(asker)
        self.board = PlanBoard(plan, carried=carried)
        """The turn's plan: ``plan`` to start with (``carried``: an earlier question's)."""
        self.plan_first: PlanFirst | None = None
        """Set for a plan-first turn: its first plan waits for the writer's approval."""

    @property
    def plan(self) -> Plan:
        return self.board.plan

    @property
    def asked(self) -> tuple[AskedQuestion, ...]:
        return tuple(self.questions.asked)

    @property
    def plan_carried(self) -> bool:
        """True while the plan is the one carried in from an earlier question, unchanged."""
        return self.board.carried

    def listen(self, emit: Callable[[AgentEvent], None] | None) -> None:
        """Have the questions and plan changes reported to ``emit`` (the run's events)."""
        self.questions.emit = emit
        self.board.emit = emit
        if self.plan_first is not None:
            self.plan_first.emit = emit

    def combine(
        self, specs: Sequence[AiToolSpec], executor: Executor, act: ActRun | None = None
    ) -> tuple[tuple[AiToolSpec, ...], RunExecutor]:
        """The run's tools: ``specs``/``executor`` (the project's), then these."""
        plan = self.board.tool() if self.plan_first is None else Tool(UPDATE_PLAN_SPEC,
                                                                       self._plan_first)
        own = ToolBox([self.questions.tool(), plan])
        return (*specs, *own.specs), RunExecutor(executor, own, act)

    def _plan_first(self, arguments: dict[str, Any], context: ToolContext) -> ToolOutcome:
        """``update_plan``, whose first plan of steps waits for the writer's decision."""
        gate = self.plan_first
        shown = self.board.tool().handler(arguments, context)
        outcome = shown if isinstance(shown, ToolOutcome) else ToolOutcome(str(shown))
        if gate is None or not gate.deciding or not arguments.get("steps") or not self.plan:
            return outcome
        approved, text = gate.decide(self.plan, context.cancel)
        if approved != self.plan:
            self.board.plan = approved
            if self.board.emit is not None:
                self.board.emit(PlanChanged(approved))
        stopped = gate.decision is not None and gate.decision.state is PlanState.STOPPED
        return ToolOutcome.error(text) if stopped else ToolOutcome(text)


class RunExecutor:
    """Runs a call with this turn's own tools or the project's, and adds the reviewer's
    word to the outcome of a change the act-mode run made."""

    def __init__(self, project: Executor, own: ToolBox, act: ActRun | None) -> None:
        self.project = project
        self.own = own
        self.act = act

    def __call__(self, call: AiToolCall, *, cancel: CancelToken | None = None) -> ToolOutcome:
        if call.name in self.own:
            return self.own(call, cancel=cancel)
        value = self.project(call, cancel=cancel)
        outcome = value if isinstance(value, ToolOutcome) else ToolOutcome(str(value))
        note = self.act.take_note() if self.act is not None else ""
        if note and outcome.ok:
            outcome = ToolOutcome(f"{outcome.text}\n{note}", outcome.ok)
        return outcome


__all__ = ["FREE_TOOLS", "RunExecutor", "TurnTools"]
