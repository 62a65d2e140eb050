"""What a run of a turn adds to the bare loop: specialists and handoffs, the token budget,
the estimate before a large read, and summaries from the project's cache.

One :class:`RunHooks` per run (a turn's Keep going gets the next one, carrying who had the
request and the handoffs made). The session's :class:`~assistant.agent.session.session.Run` calls it
at five points: :meth:`start` as the run begins, :meth:`guard` around the run's provider,
:meth:`tools` around the run's tools, :meth:`run` in place of the loop,
and :meth:`finish` on the result. Both front ends get all of it through the session.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from assistant.agent.config.settings import Settings
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.events import AgentEvent, ToolCallStarted
from assistant.agent.loop.messages import AiMessage, AiProvider, AiToolCall, AiToolSpec, ErrorKind
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.options import Executor, LoopOptions
from assistant.agent.loop.result import AgentResult
from assistant.agent.session.turn_notes import TurnNotes
from assistant.agent.specialists.handoff import Router, RouteState, SpecialistStarted
from assistant.agent.specialists.team import SUMMARISE_DOCUMENT, Specialist, Team
from assistant.agent.spending.budget import BUDGET_SPENT, BudgetGuard, Spend
from assistant.agent.spending.estimate import EstimateAsker, ReadingGate, project_chars
from assistant.agent.spending.summaries import Summariser, input_chars_for
from assistant.agent.spending.summary_cache import SummaryCache
from assistant.agent.tools.base import ToolOutcome
from assistant.agent.tools.toolbox import ToolBox
from assistant.world.model import World

log = logging.getLogger(__name__)

READ_DOCUMENT = "read_document"

ModelProvider = Callable[[Settings, str], AiProvider]
"""``(settings, model) -> provider``: a provider asking ``model`` with the run's settings."""


def make_model_provider(settings: Settings, model: str) -> AiProvider:
    from assistant.agent.providers.factory import make_provider

    return make_provider(settings.with_overrides(model=model))


@dataclass(frozen=True)
class ServedFromCache(AgentEvent):
    """``call`` (a summary) was answered from the project's cache, without a request."""

    call: AiToolCall

    def log_record(self) -> tuple[str, dict[str, Any]]:
        return "from_cache", {"call": self.call.name, "id": self.call.id}


@dataclass
class RunHooks:
    """See the module doc. ``route`` says who has the request (for a new question: the
    specialist the writer chose, see :meth:`for_question`); ``cache_folder`` keeps summaries
    (None: none kept); ``asker`` shows estimates to the writer (None: nobody can be asked)."""

    team: Team = field(default_factory=Team)
    cache_folder: Path | None = None
    asker: EstimateAsker | None = None
    model_provider: ModelProvider = make_model_provider
    route: RouteState = field(default_factory=RouteState)
    secrets: tuple[str, ...] = ()

    # set by start()
    settings: Settings = field(default_factory=Settings)
    mode: Mode = Mode.ASK
    spend: Spend = field(default_factory=Spend)
    gate: ReadingGate | None = None
    summariser: Summariser | None = None
    provider: AiProvider | None = None
    router: Router | None = None
    _wrap: Callable[[AiProvider], AiProvider] | None = None
    _snapshot: Callable[[], World] | None = None
    _emit: Callable[[AgentEvent], None] | None = None
    _made: dict[str, AiProvider] = field(default_factory=dict)
    _handoffs_before: int = 0
    _current_call: int = -1
    _entry_of: dict[str, int] = field(default_factory=dict)
    _from_cache: list[int] = field(default_factory=list)
    notes: TurnNotes = field(default_factory=TurnNotes)
    """What this run noted (set by :meth:`finish`)."""

    @classmethod
    def for_question(cls, team: Team, picked: str = "", **more: Any) -> RunHooks:
        """The extras of a question's run; ``picked`` names the specialist the writer chose
        ("" leaves it to the general assistant, who may hand off)."""
        chosen = team.get(picked) if picked else None
        route = RouteState(current=chosen.name, picked=True) if chosen else RouteState()
        return cls(team=team, route=route, **more)

    @property
    def specialist(self) -> Specialist | None:
        """The specialist who has the request now (None: the general assistant)."""
        return self.team.get(self.route.current) if self.route.current else None

    def own_model(self) -> str:
        """The model of the specialist who has the request, when it asks its own ("" when
        it asks the run's)."""
        who = self.specialist
        model = who.model.strip() if who is not None else ""
        return model if model != self.settings.effective_model else ""

    # -- the five points ------------------------------------------------------------------

    def start(
        self,
        *,
        settings: Settings,
        mode: Mode,
        snapshot: Callable[[], World],
        wrap: Callable[[AiProvider], AiProvider],
        emit: Callable[[AgentEvent], None] | None,
    ) -> None:
        """The run begins (on the worker thread): count, gate and cache for this run."""
        self.settings = settings
        self.mode = mode
        self._snapshot = snapshot
        self._wrap = wrap
        self._emit = emit
        assert self.route.handoffs is not None
        self._handoffs_before = len(self.route.handoffs)
        self.spend.budget = max(0, settings.turn_budget_tokens)  # see guard_for
        model = settings.effective_model
        world = snapshot()
        self.gate = ReadingGate(
            project_chars(world), settings.ask_before_reading_percent, self.asker,
            price=settings.price_of(model), currency=settings.currency,
            budget_left=lambda: self.spend.left,
        )  # fmt: skip
        self.gate.emit = emit
        cache = None
        if self.cache_folder is not None and settings.summary_cache_mb > 0:
            cache = SummaryCache(self.cache_folder, settings.summary_cache_mb * 1_000_000,
                                 secrets=self.secrets)  # fmt: skip
        self.summariser = Summariser(
            lambda: self._main_provider(), cache, model,
            input_chars=input_chars_for(settings.effective_context_window), gate=self.gate,
        )  # fmt: skip

    def guard_for(self, provider: AiProvider, model: str, settings: Settings) -> AiProvider:
        """``provider``, asking ``model`` for this run from outside the loop (the reviewer
        of act-mode changes), counted against the run's budget and priced: made before the
        run starts, it counts into the spending that :meth:`start` sets the budget of."""
        return BudgetGuard(provider, self.spend, settings.price_of(model))

    def guard(self, provider: AiProvider) -> AiProvider:
        """The run's own provider (already recording), counted against the budget."""
        self.provider = BudgetGuard(
            provider, self.spend, self.settings.price_of(self.settings.effective_model)
        )
        return self.provider

    def tools(
        self, specs: Sequence[AiToolSpec], executor: Executor
    ) -> tuple[tuple[AiToolSpec, ...], Executor]:
        """The run's tools with ``summarise_document`` added and large reads gated."""
        assert self.summariser is not None and self._snapshot is not None
        summarise = ToolBox([self.summariser.tool(self._snapshot)])
        names = {spec.name for spec in specs}
        extra = () if SUMMARISE_DOCUMENT in names else summarise.specs
        return (*specs, *extra), _ExtrasExecutor(self, executor, summarise)

    def run(
        self,
        specs: Sequence[AiToolSpec],
        executor: Executor,
        start: Sequence[AiMessage] | AgentResult,
        max_steps: int,
        options: LoopOptions,
    ) -> AgentResult:
        """The run, specialist by specialist, in place of the bare loop: from the question's
        messages, or (Keep going) from the result of the run before."""
        self.router = self._router()
        counting = options.but(on_event=self._counting(options.on_event))
        return self.router.run(specs, executor, start, max_steps, counting)

    def finish(self, result: AgentResult, *, stopped: bool) -> AgentResult:
        """The run's result with the summaries' tokens added, and ended "out of budget"
        (like out of steps) when the budget refused a request; notes what the run did.
        ``stopped`` is True when the writer stopped the run."""
        if self.summariser is not None and not self.summariser.usage.is_empty:
            result = replace(result, usage=result.usage + self.summariser.usage)
        budget_ended = self.spend.reached and not stopped and _ended_by_budget(result)
        if budget_ended:
            result = replace(result, ok=True, exhausted=True, cancelled=False, error=None)
        assert self.route.handoffs is not None
        spent = self.spend.spent
        self.notes = TurnNotes(
            specialist=self.route.current,
            picked=self.route.picked,
            handoffs=tuple(self.route.handoffs[self._handoffs_before :]),
            from_cache=tuple(sorted(self._from_cache)),
            budget=self.spend.budget if budget_ended else 0,
            cost=spent.cost if spent.requests else None,
            currency=self.settings.currency,
        )
        self.close()
        return result

    def next_run(self) -> RunHooks:
        """The extras of the turn's next run (Keep going): the same team and choice, who
        has the request and the handoffs made so far."""
        return RunHooks(
            team=self.team, cache_folder=self.cache_folder,
            asker=self.asker, model_provider=self.model_provider, route=self.route,
            secrets=self.secrets,
        )  # fmt: skip

    def close(self) -> None:
        """Close the providers made for specialists' own models."""
        made, self._made = self._made, {}
        for provider in made.values():
            close = getattr(provider, "close", None)
            if callable(close):
                try:
                    close()
                except Exception:
                    log.exception("closing a specialist's provider failed")

    # -- inside ---------------------------------------------------------------------------

    def _router(self) -> Router:
        return Router(
            self.team, self.mode, self.route, max_handoffs=self.settings.max_handoffs,
            provider_for=self._provider_for, snapshot=self._snapshot,
        )  # fmt: skip

    def _main_provider(self) -> AiProvider:
        if self.provider is None:
            raise RuntimeError("the run's provider is not set up yet")
        return self.provider

    def _provider_for(self, who: Specialist | None) -> AiProvider:
        model = who.model.strip() if who is not None else ""
        if not model or model == self.settings.effective_model:
            return self._main_provider()
        if model not in self._made:
            made = self.model_provider(self.settings, model)
            if self._wrap is not None:
                made = self._wrap(made)
            self._made[model] = BudgetGuard(made, self.spend, self.settings.price_of(model))
        return self._made[model]

    def _counting(self, on_event: Callable[[AgentEvent], None] | None):
        """``on_event``, noting which tool log entry each call is (for "from cache")."""
        index = -1

        def relay(event: AgentEvent) -> None:
            nonlocal index
            if isinstance(event, ToolCallStarted):
                index += 1
                self._current_call = index
                self._entry_of[event.call.id] = index
            if on_event is not None:
                on_event(event)

        return relay

    def served(self, call: AiToolCall, from_cache: bool) -> None:
        entry = self._entry_of.get(call.id, self._current_call)  # (calls run side by side)
        if from_cache and entry >= 0:
            self._from_cache.append(entry)
            if self._emit is not None:
                try:
                    self._emit(ServedFromCache(call))
                except Exception:
                    log.exception("reporting a cached summary failed")


class _ExtrasExecutor:
    """The run's executor with ``summarise_document`` and the reading gate."""

    def __init__(self, extras: RunHooks, executor: Executor, summarise: ToolBox) -> None:
        self.extras = extras
        self.executor = executor
        self.summarise = summarise

    def __call__(self, call: AiToolCall, *, cancel: CancelToken | None = None) -> ToolOutcome:
        if call.name == SUMMARISE_DOCUMENT and call.name in self.summarise:
            summariser = self.extras.summariser
            before = summariser.requests_here() if summariser is not None else 0
            outcome = self.summarise(call, cancel=cancel)
            after = summariser.requests_here() if summariser is not None else 0
            self.extras.served(call, outcome.ok and after == before)
            return outcome
        value = self.executor(call, cancel=cancel)
        outcome = value if isinstance(value, ToolOutcome) else ToolOutcome(str(value))
        gate = self.extras.gate
        if call.name == READ_DOCUMENT and outcome.ok and gate is not None:
            refusal = gate.allow(len(outcome.text), lambda: gate.reading_estimate(
                len(outcome.text)), cancel)  # fmt: skip
            if refusal:
                return ToolOutcome.error(refusal)
        return outcome


def _ended_by_budget(result: AgentResult) -> bool:
    """True for a result that stopped because the budget refused a request."""
    error = result.error
    return error is not None and error.kind is ErrorKind.CANCELLED and error.detail == BUDGET_SPENT


__all__ = ["ModelProvider", "RunHooks", "ServedFromCache", "SpecialistStarted"]
