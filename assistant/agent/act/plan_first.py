"""Plan first: an act-mode turn proposes its plan, and changes nothing until the writer
approves it.

With plan first on (the setting ``plan_first``, the panel's **Plan first**, ``quire ask --act
--plan-first``), the model is told to send its plan with ``update_plan`` before any change,
and every change it tries before the writer approved a plan is refused with a reason it reads
(:meth:`PlanFirst.refusal`). Its first plan is handed to whoever can ask the writer (a
:class:`PlanAsker`: a card in the app, a prompt on the command line's terminal) as a
:class:`PlanApproval`, and ``update_plan`` waits, as ``ask_writer`` waits, until the writer
approves it (as proposed, or edited: items reworded, removed, added) or refuses it; Stop
settles it at once. With nobody to ask (the command line without a terminal) it is refused.

The approved plan becomes the turn's scope (:mod:`assistant.agent.act.scope`, origin
``plan``): the documents its items name, read the way a request is read. A later change to a
document not in it is carded with the plan's wording, and the writer may widen it as any
scope. A plan that names no document of the project leaves the request's scope as it was.
How the plan was decided (a :class:`PlanDecision`) is kept with the turn, written to the
request log (``plan_asked``, ``plan_decision``) and kept with the run in the run history.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from assistant.agent.act.plan import Plan, numbered_lines, ticked
from assistant.agent.act.scope import Origin, Reach, Scope, TurnScope
from assistant.agent.act.scope_request import scope_of_request
from assistant.agent.loop.cancel import WRITER_STOPPED, CancelToken
from assistant.agent.loop.events import AgentEvent
from assistant.agent.session.settle_once import SettledOnce
from assistant.world.model import World

log = logging.getLogger(__name__)

PLAN_FIRST_NOTE = (
    "\n\nPlan first: before any change, send your plan with update_plan, one step per "
    "document you will change, naming it by title. Nothing can change until the writer "
    "approves the plan; then change only what it names."
)
"""Added to the act-mode prompt of a plan-first turn (the model reads it with the request)."""

NOT_YET = (
    "Not done: the writer asked to approve a plan first. Send your plan with update_plan "
    "(one step per document you will change, by title) and wait for the writer's approval; "
    "nothing was changed."
)
REFUSED = (
    "The writer refused the plan{reason}. Make no changes in this turn: nothing can be "
    "changed now. Say what you would do instead, and end."
)
UNASKED = (
    "The writer cannot be asked to approve a plan here (Quire runs without a terminal), so "
    "nothing can be changed in this turn. Tell the writer your plan, and end."
)
STOPPED = f"The plan was not approved: {WRITER_STOPPED}."
"""What the model reads when the plan is not approved, by how it ended."""


class PlanState(StrEnum):
    WAITING = "waiting"
    APPROVED = "approved"
    REFUSED = "refused"
    STOPPED = "stopped"
    """Stop was pressed (or the turn ended) before the writer decided."""
    UNASKED = "unasked"
    """Nobody could be asked: the plan counts as refused."""


@dataclass(frozen=True)
class PlanDecision:
    """How a turn's plan was decided: the items proposed, the items approved (the writer's
    version), and the writer's reason when they refused it."""

    state: PlanState
    proposed: tuple[str, ...]
    approved: tuple[str, ...] = ()
    reason: str = ""

    @property
    def approves(self) -> bool:
        return self.state is PlanState.APPROVED

    @property
    def edited(self) -> bool:
        """True when the writer approved a version of their own (reworded, removed, added)."""
        return self.approves and self.approved != self.proposed

    @property
    def by(self) -> str:
        """Who decided it: "writer", or "nobody" (no terminal, or the turn ended first)."""
        return "nobody" if self.state is PlanState.UNASKED else "writer"


def decision_to_json(decision: PlanDecision | None) -> dict[str, Any] | None:
    if decision is None:
        return None
    return {
        "state": str(decision.state), "by": decision.by, "edited": decision.edited,
        "proposed": list(decision.proposed), "approved": list(decision.approved),
        "reason": decision.reason,
    }  # fmt: skip


def decision_from_json(data: Any) -> PlanDecision | None:
    """A kept plan decision read back (None when ``data`` holds none, or not one)."""
    if not isinstance(data, dict):
        return None
    try:
        state = PlanState(str(data.get("state")))
    except ValueError:
        return None

    def texts(key: str) -> tuple[str, ...]:
        raw = data.get(key)
        return tuple(t for t in raw if isinstance(t, str)) if isinstance(raw, list) else ()

    return PlanDecision(state, texts("proposed"), texts("approved"), str(data.get("reason") or ""))


class PlanApproval(SettledOnce[PlanState]):
    """A plan waiting for the writer; settled once (later calls are ignored), from any
    thread. :meth:`approve` takes the writer's version of its items."""

    def __init__(self, plan: Plan) -> None:
        super().__init__(PlanState.WAITING)
        self.plan = tuple(plan)
        self._approved: tuple[str, ...] = ()
        self._reason = ""

    @property
    def items(self) -> tuple[str, ...]:
        """The items as the model proposed them."""
        return tuple(item.text for item in self.plan)

    def approve(self, items: Iterable[str] | None = None) -> bool:
        """Approve the plan, as proposed or as ``items`` (the writer's version; blank ones
        are left out). False when it was settled already or no item is left."""
        texts = self.items if items is None else _clean(items)
        return bool(texts) and self._settle(PlanState.APPROVED, texts)

    def refuse(self, reason: str = "") -> bool:
        return self._settle(PlanState.REFUSED, reason=" ".join(reason.split()))

    def stop(self) -> bool:
        """The writer stopped the assistant before deciding."""
        return self._settle(PlanState.STOPPED)

    def unavailable(self) -> bool:
        """Nobody can decide it after all."""
        return self._settle(PlanState.UNASKED)

    def kept(self) -> PlanDecision:
        return PlanDecision(self.state, self.items, self._approved, self._reason)

    def _settle(  # type: ignore[override]
        self, state: PlanState, approved: tuple[str, ...] = (), reason: str = ""
    ) -> bool:
        def keep() -> None:
            self._approved, self._reason = approved, reason

        return super()._settle(state, keep)


def _clean(items: Iterable[str]) -> tuple[str, ...]:
    return tuple(text for text in (" ".join(str(i).split()) for i in items) if text)


class PlanAsker(Protocol):
    """Shows a plan to the writer, who decides it (now or later) with its methods. Called on
    the loop's thread; hand it over to the front end's own thread."""

    def present(self, approval: PlanApproval) -> None: ...


@dataclass(frozen=True)
class PlanAsked(AgentEvent):
    """The model proposed its plan; the turn waits for the writer to approve it."""

    approval: PlanApproval

    def log_record(self) -> tuple[str, dict[str, Any]]:
        return "plan_asked", {"items": list(self.approval.items)}


@dataclass(frozen=True)
class PlanDecided(AgentEvent):
    """The turn's plan was decided: approved (maybe edited), refused, stopped or unasked."""

    decision: PlanDecision

    def log_record(self) -> tuple[str, dict[str, Any]]:
        return "plan_decision", decision_to_json(self.decision) or {}


class PlanFirst:
    """The plan-first rule of one turn, kept across its runs: changes are refused until
    the writer approved a plan, which then becomes the turn's ``scope``. ``world`` gives the
    project as it is now (the plan's titles are read against it); ``asker`` None: nobody can
    be asked, and the plan is refused."""

    def __init__(
        self,
        asker: PlanAsker | None,
        scope: TurnScope,
        world: Callable[[], World],
        decision: PlanDecision | None = None,
    ) -> None:
        self.asker = asker
        self.scope = scope
        self.world = world
        self.emit: Callable[[AgentEvent], None] | None = None
        self._lock = threading.Lock()
        self._decision = decision

    @property
    def decision(self) -> PlanDecision | None:
        with self._lock:
            return self._decision

    @property
    def deciding(self) -> bool:
        """True until a plan was decided: the next plan the model sends goes to the writer."""
        return self.decision is None

    def refusal(self) -> str:
        """What the model reads when it tries a change now ("" when changes may be made)."""
        decision = self.decision
        if decision is None:
            return NOT_YET
        return "" if decision.approves else self._refused_text(decision)

    def decide(self, plan: Plan, cancel: CancelToken) -> tuple[Plan, str]:
        """Have ``plan`` decided by the writer (blocking, on the loop's thread); returns the
        plan as it now stands (the writer's version when approved) and what the model
        reads."""
        pending = PlanApproval(plan)
        if self.asker is None:
            pending.unavailable()
        else:
            self._emit(PlanAsked(pending))
            if cancel.cancelled:
                pending.stop()
            else:
                try:
                    self.asker.present(pending)
                except Exception:
                    log.exception("could not ask the writer about the plan")
                    pending.unavailable()
        pending.wait(cancel)
        decision = pending.kept()
        with self._lock:
            self._decision = decision
        self._emit(PlanDecided(decision))
        if not decision.approves:
            return plan, self._refused_text(decision)
        approved = plan if not decision.edited else ticked(decision.approved, ())
        named = self._take_scope(decision.approved)
        lines = "\n".join(numbered_lines(approved))
        whose = "in their own version" if decision.edited else "as you proposed it"
        limit = (
            "Change only the documents it names; a change elsewhere waits for the writer."
            if named else
            "It names no document of the project by title, so changes stay within the request."
        )  # fmt: skip
        return approved, f"The writer approved the plan {whose}:\n{lines}\n{limit}"

    def _take_scope(self, items: tuple[str, ...]) -> bool:
        """The documents ``items`` name become the turn's scope; False when they name none."""
        try:
            named = scope_of_request("\n".join(items), self.world(), Origin.PLAN, Reach.DOCUMENTS)
        except Exception:  # a plan that cannot be read leaves the request's scope
            log.exception("could not read the approved plan's documents")
            return False
        if named is None or not named.documents:
            return False
        kept = self.scope.scope
        reach = kept.reach if kept is not None and kept.reach is Reach.PROJECT else named.reach
        self.scope.set(Scope(named.documents, (), named.entities, reach, Origin.PLAN))
        return True

    def _refused_text(self, decision: PlanDecision) -> str:
        if decision.state is PlanState.UNASKED:
            return UNASKED
        if decision.state is PlanState.STOPPED:
            return STOPPED
        return REFUSED.format(reason=f": {decision.reason}" if decision.reason else "")

    def _emit(self, event: AgentEvent) -> None:
        if self.emit is not None:
            self.emit(event)


__all__ = [
    "NOT_YET",
    "PLAN_FIRST_NOTE",
    "PlanApproval",
    "PlanAsked",
    "PlanAsker",
    "PlanDecided",
    "PlanDecision",
    "PlanFirst",
    "PlanState",
    "decision_from_json",
    "decision_to_json",
]
