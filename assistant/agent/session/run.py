"""One run of the loop for a conversation turn, and what a front end hosts for it.

A :class:`Run` is made on the thread that owns the project by
:meth:`~assistant.agent.session.session.Session.ask` (or ``keep_going``) and executed on a
worker thread (:meth:`Run.execute`): the conversation is fitted into the model's context
window, continued with only its visible exchange, retried once summarised when the provider
says the context is too long, and recorded in the request log under the turn's id. While
it runs, the writer may add a correction from any thread (:meth:`Run.steer`): the model
reads it before its next request. In act mode the front end's :class:`RunHost` begins and
commits the act-mode side of the run.
:class:`RunEnd` says how a finished run left its turn and conversation.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from pathlib import Path
from typing import Any, Protocol

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import ApprovalPolicy
from assistant.agent.act.plan_first import PlanDecision
from assistant.agent.act.records import ChangeRecord
from assistant.agent.act.run_history import HistoryEntry
from assistant.agent.act.scope import TurnScope
from assistant.agent.act.turn_tally import TurnTally
from assistant.agent.audit.quote_check import AnswerCheck, safe_check
from assistant.agent.config.request_log import (
    RecordingProvider,
    RequestLog,
    record_event,
    record_result,
)
from assistant.agent.conversations.context import (
    FitResult,
    estimate_tokens,
    fit_context,
    summarise_oldest,
)
from assistant.agent.conversations.model import Conversation, Turn
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.events import AgentEvent, UsageReported
from assistant.agent.loop.messages import AiMessage, AiProvider, AiToolSpec, ErrorKind
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.options import Executor, LoopOptions
from assistant.agent.loop.result import AgentResult
from assistant.agent.loop.steering import Steering
from assistant.agent.privacy.guard import guarded
from assistant.agent.privacy.sent import sent_in
from assistant.agent.privacy.withholding import WithholdingTarget
from assistant.agent.providers.fallback import FellBack, ModelFellBack
from assistant.agent.session.context_window import (
    ContextWindow,
    PromptMeter,
    WindowFinder,
    reserve_for_output,
)
from assistant.agent.session.hooks import RunHooks
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.turn_tools import FREE_TOOLS, TurnTools
from assistant.agent.specialists.team import SUMMARISE_DOCUMENT
from assistant.agent.tools.executors import make_act_executor, make_snapshot_executor
from assistant.agent.tools.write import EditTarget
from assistant.world.house_rules import HouseRules
from assistant.world.model import World
from assistant.world.privacy.material import private_material
from assistant.world.privacy.sentences import PrivateSentences
from assistant.world.privacy.withheld import withheld_view

log = logging.getLogger(__name__)

SIDE_BY_SIDE = frozenset({SUMMARISE_DOCUMENT})
"""Tools whose calls of one reply run at the same time: read-only, and waiting on the model
(four chapter summaries take a quarter of the time). Reading the project is not among them:
it runs in Python, one thread at a time, and side by side it was no faster (0.93 to 1.20
times as long; ``benchmarks/run_side_by_side.py``). A tool that changes anything never is."""

Tools = tuple[Sequence[AiToolSpec], Executor]
ToolFactory = Callable[[Mode, "World | EditTarget"], Tools]
"""``(mode, source) -> (specs, executor)``: the tools of a run, over the snapshot (ask mode)
or the act-mode run (act mode)."""


def _seen_withheld(snapshot: Callable[[], World]) -> Callable[[], World]:
    return lambda: withheld_view(snapshot())


def default_tools(mode: Mode, source: World | EditTarget, root: Path | None = None) -> Tools:
    """The read tools over a snapshot (ask mode), or read and write tools over an act-mode
    run (act mode): nothing an ask-mode run calls can change the project. ``root`` is the
    project's folder when known (the timeline reads its calendar file)."""
    if mode is Mode.ASK:
        if not isinstance(source, World):
            raise TypeError("ask mode reads a snapshot")
        toolbox = make_snapshot_executor(source, root=root)
    else:
        if isinstance(source, World):
            raise TypeError("act mode changes the project through its run")
        toolbox = make_act_executor(source, root=root)
    return toolbox.specs, toolbox


class RunKind(StrEnum):
    QUESTION = "question"
    """The first run of a turn: the question after the conversation so far."""
    KEEP_GOING = "keep_going"
    """A turn that did not answer goes on where it stopped."""


class RunHost(Protocol):
    """What an act-mode run needs from the front end that owns the live project."""

    def begin_run(self, run: Run, policy: ApprovalPolicy) -> ActRun:
        """Begin the act-mode side of ``run`` (raise to refuse, e.g. another run is on)."""

    def commit_run(self, run: Run) -> bool:
        """End it: True when its changes were kept as one step that can be undone."""


@dataclass
class FitOutcome:
    """What fitting the context did for one run (written on the worker, read after it ends)."""

    conversation: Conversation | None = None
    summarised: bool = False
    estimated_tokens: int = 0
    sent_tokens: list[int] = field(default_factory=list)
    window: ContextWindow | None = None
    """The context window the run was fitted into."""
    reserve: int = 0
    """The tokens kept free in it for the answer."""


@dataclass(eq=False)
class Run:
    """One run of the loop for a conversation turn; see the module doc."""

    kind: RunKind
    turn: Turn
    conversation_id: str
    base: Conversation
    """The conversation the question follows (its head is the turn's parent)."""
    snapshot: World
    setup: AssistantSetup
    prompt: str
    run_id: str
    sequence: int = 1
    """1 for a turn's first run, 2 for the next (Keep going, Try again), …"""
    rebased: bool = False
    """True when the question follows other turns than those shown before it was asked:
    an earlier question asked again (a fork), or turns another Quire added meanwhile."""
    previous: AgentResult | None = None
    act: ActRun | None = None
    runlog: RequestLog | None = None
    tools: ToolFactory = default_tools
    fit: FitOutcome = field(default_factory=FitOutcome)
    windows: WindowFinder = field(default_factory=WindowFinder)
    meter: PromptMeter = field(default_factory=PromptMeter)
    house_rules: HouseRules = field(default_factory=HouseRules)
    """The project's house rules as read when the question was asked (in ``prompt``)."""
    series_rules: HouseRules = field(default_factory=HouseRules)
    """Its series' house rules as read then (in ``prompt``, before the book's)."""
    turn_tools: TurnTools = field(default_factory=TurnTools)
    """Asking the writer and the plan: kept across the turn's runs."""
    tally: TurnTally = field(default_factory=TurnTally)
    """What the turn's changes took from the text, added up across its runs (act mode)."""
    scope: TurnScope = field(default_factory=TurnScope)
    """What the turn may change without asking, kept across its runs; the writer may widen
    it while they go on (act mode)."""
    extras: RunHooks = field(default_factory=RunHooks)
    """Specialists and handoffs, the token budget, estimates and summaries (run_extras)."""
    answer_check: AnswerCheck = field(default_factory=AnswerCheck)
    """The answer's quotations and unread documents, checked as the run ended."""
    fell_back: list[FellBack] = field(default_factory=list)
    """Each time the model asked gave up and the next fallback was asked, in order."""
    steering: Steering = field(default_factory=Steering)
    """What the writer adds while the run goes on (:meth:`steer`); closed when it ends."""
    _made_tools: Tools | None = None

    @property
    def withholds(self) -> bool:
        """True when this run's model may not read the project's private material and the
        project has some: it reads the withheld view, and every request is guarded."""
        return not self.setup.reads_private and bool(private_material(self.snapshot))

    def private_sentences(self) -> PrivateSentences | None:
        """The private text every request of this run is checked for (None: not checked)."""
        return PrivateSentences.of(self.snapshot) if self.withholds else None

    def guarded(self, provider: AiProvider) -> AiProvider:
        """``provider`` behind the guard on private text, when this run withholds."""
        return guarded(provider, self.private_sentences if self.withholds else None)

    def _withheld(self, messages: Sequence[AiMessage]) -> list[AiMessage]:
        """``messages`` with any private text in them withheld (an earlier answer that a
        local model gave, house rules that quote a private note)."""
        sentences = self.private_sentences()
        if not sentences:
            return list(messages)
        return [replace(m, content=sentences.redact(m.content)) for m in messages]

    @property
    def mode(self) -> Mode:
        return self.turn.mode

    @property
    def plan_decision(self) -> PlanDecision | None:
        """How a plan-first turn's plan was decided (None: not yet, or not plan first)."""
        gate = self.turn_tools.plan_first
        return gate.decision if gate is not None else None

    @property
    def question(self) -> str:
        return self.turn.question

    def steer(self, text: str) -> bool:
        """Queue ``text`` for the model's next step, from any thread; False when it is
        empty or the run has ended."""
        return self.steering.add(text)

    def _tools(self) -> Tools:
        if self._made_tools is None:
            source: World | EditTarget = self.act if self.act is not None else self.snapshot
            if self.withholds:
                source = (
                    WithholdingTarget(self.act)
                    if self.act is not None
                    else withheld_view(self.snapshot)
                )
            specs, executor = self.tools(self.mode, source)
            self._made_tools = self.turn_tools.combine(specs, executor, self.act)
        return self._made_tools

    def execute(
        self,
        *,
        on_event: Callable[[AgentEvent], None] | None = None,
        cancel: CancelToken | None = None,
    ) -> AgentResult:
        """Run the loop (blocking: call off the owner thread); see the module doc."""
        cancel = cancel if cancel is not None else CancelToken()
        relay = self._relay(on_event)
        self.turn_tools.listen(relay)
        if self.kind is RunKind.QUESTION:
            self.turn_tools.board.announce()  # a plan carried on: shown as the turn begins
        if self.act is not None:
            self.act.watch(cancel)
            self.act.events = relay
        listen = getattr(self.setup.provider, "listen", None)
        stop_listening = listen(relay) if callable(listen) else None  # fallbacks
        try:
            self._start_extras(relay)
            specs, executor = self.extras.tools(*self._tools())
            if self.kind is RunKind.KEEP_GOING:
                result = self._keep_going(specs, executor, relay, cancel)
            else:
                result = self._question(specs, executor, relay, cancel)
        finally:
            if stop_listening is not None:
                stop_listening()
            self.steering.close()
        if self.fell_back:
            self.extras.notes = replace(self.extras.notes, fallbacks=tuple(self.fell_back))
        self._note_sent(result)
        self._check_answer(result)
        return result

    def _note_sent(self, result: AgentResult) -> None:
        """Note what of the project this run's tools sent (a Keep going counts only what
        it added to the turn's transcript)."""
        world = self.act.snapshot() if self.act is not None else self.snapshot
        if self.withholds:
            world = withheld_view(world)
        known = len(self.previous.transcript) if self.previous is not None else 0
        try:
            sent = sent_in(world, result.transcript[known:])
        except Exception:  # a note never breaks a turn
            log.exception("could not work out what the turn sent")
            return
        self.extras.notes = replace(self.extras.notes, sent=sent)

    def _check_answer(self, result: AgentResult) -> None:
        """Check the answer's quotations against the project as the run left it."""
        world = self.act.snapshot() if self.act is not None else self.snapshot
        self.answer_check = safe_check(world, result.answer, result.transcript)

    def _start_extras(self, relay: Callable[[AgentEvent], None]) -> None:
        """Ready this run's specialists, budget, estimates and summaries (run_extras)."""
        snapshot = self.act.snapshot if self.act is not None else (lambda: self.snapshot)
        if self.withholds:
            snapshot = _seen_withheld(snapshot)
        self.extras.start(
            settings=self.setup.settings, mode=self.mode, snapshot=snapshot,
            wrap=lambda provider: self.guarded(
                RecordingProvider(provider, self.runlog, self.turn.id)
            ),
            emit=relay,
        )  # fmt: skip

    def _relay(self, on_event):
        def relay(event: AgentEvent) -> None:
            if isinstance(event, ModelFellBack):
                self.fell_back.append(event.fell_back)
            record_event(self.runlog, self.turn.id, event)
            if on_event is not None:
                on_event(event)

        return relay

    def _options(self, on_event: Callable[[AgentEvent], None], cancel: CancelToken) -> LoopOptions:
        return LoopOptions(
            on_event=on_event, cancel=cancel, temperature=self.setup.temperature,
            max_output_tokens=self.setup.max_output_tokens, free_tools=FREE_TOOLS,
            steering=self.steering,
            side_by_side=SIDE_BY_SIDE,
        )  # fmt: skip

    def _with_reviews(self, result: AgentResult) -> AgentResult:
        """``result`` with what the reviews of the run's changes spent in its usage."""
        if self.act is None or self.act.review_usage.is_empty:
            return result
        return replace(result, usage=result.usage + self.act.review_usage)

    def _question_record(self) -> dict[str, Any]:
        """The question and what a replay of the run needs to ask it the same way."""
        record: dict[str, Any] = {
            "question": self.question, "turns": len(self.base.branch()),
            "mode": str(self.mode), "specialist": self.extras.route.current,
            "max_steps": self.setup.max_steps,
            "budget": self.setup.settings.turn_budget_tokens,
        }  # fmt: skip
        if self.act is not None:
            record["approval"] = str(self.act.approval.policy)
            record["review"] = self.act.approval.reviewer is not None
        return record

    def _keep_going(self, specs, executor, relay, cancel) -> AgentResult:
        assert self.previous is not None
        if self.runlog is not None:
            self.runlog.record(self.turn.id, "keep_going", {"steps": self.setup.max_steps})
        self._find_window(cancel)  # (a server that takes the window with each request: same)
        self.extras.guard(
            self.guarded(RecordingProvider(self.setup.provider, self.runlog, self.turn.id))
        )
        result = self.extras.run(
            specs, executor, self.previous, self.setup.max_steps, self._options(relay, cancel)
        )
        result = self._with_reviews(result)
        result = self.extras.finish(result, stopped=cancel.cancelled)
        record_result(self.runlog, self.turn.id, result)
        return result

    # -- the context window ---------------------------------------------------------------------

    @property
    def _meter_key(self) -> tuple[str, str]:
        return (self.setup.base_url, self.setup.model)

    def _find_window(self, cancel: CancelToken) -> ContextWindow:
        """The context window of this run (a local server is asked what it has); noted in
        the run history."""
        if self.fit.window is None:
            window = self.windows.find(self.setup.settings, self.setup.provider, cancel=cancel)
            self.fit.window = window
            self.fit.reserve = reserve_for_output(window.tokens, self.setup.max_output_tokens)
            if self.runlog is not None:
                self.runlog.record(self.turn.id, "context", {
                    "window": window.tokens, "source": str(window.source),
                    "reserve": self.fit.reserve, "served_model": window.served_model,
                })  # fmt: skip
        return self.fit.window

    def _count(self, messages, tools) -> int:
        return self.meter.count(self._meter_key, messages, tools)

    def _measuring(self, relay, estimated: int):
        """``relay``, which also tells the meter the server's count of the first request."""
        counted: list[int] = []

        def measure(event: AgentEvent) -> None:
            if isinstance(event, UsageReported) and not counted and event.usage.input:
                counted.append(event.usage.input)
                self.meter.learn(self._meter_key, estimated, event.usage.input)
            relay(event)

        return measure

    @property
    def served_provider(self) -> str:
        """The provider kind that answered: as set up, or the fallback's."""
        if self.fell_back:
            return self.fell_back[-1].target.provider
        return self.setup.settings.provider

    def served_model(self, result: AgentResult | None = None) -> str:
        """The model that answered: the specialist's own, when the one who answered has
        one; else the fallback that answered; else as set up, else as the server named it."""
        own = self.extras.own_model()
        if own:
            return own
        if self.fell_back:
            return self.fell_back[-1].target.model or (result.model if result else "")
        window = self.fit.window
        served = window.served_model if window is not None else ""
        return (self.extras.own_model() or self.setup.model or served
                or (result.model if result is not None else ""))  # fmt: skip

    def _question(self, specs, executor, relay, cancel) -> AgentResult:
        """The question after the conversation's current branch, fitted into the context
        window; retried once, summarised, on "context too long"."""
        recording = self.extras.guard(
            self.guarded(RecordingProvider(self.setup.provider, self.runlog, self.turn.id))
        )
        if self.runlog is not None:
            self.runlog.record(self.turn.id, "question", self._question_record())
        window = self._find_window(cancel).tokens
        extra_usage = None
        fitted = FitResult(self.base)
        if window > 0:
            fitted = fit_context(
                self.base, self.prompt, self.question, recording, context_window=window,
                tools=specs, reserve_output=self.fit.reserve, cancel=cancel, count=self._count,
            )  # fmt: skip
            if fitted.error is not None:
                log.warning("summarising the conversation failed: %s", fitted.error.kind)
            extra_usage = fitted.usage
        current = fitted.conversation
        self.fit.conversation = current
        self.fit.summarised = fitted.summarised
        self.fit.estimated_tokens = fitted.estimated_tokens

        def attempt(base: Conversation) -> AgentResult:
            messages = self._withheld([*base.messages(self.prompt), AiMessage.user(self.question)])
            estimated = estimate_tokens(messages, specs)
            self.fit.sent_tokens.append(self._count(messages, specs))
            options = self._options(self._measuring(relay, estimated), cancel)
            return self.extras.run(specs, executor, messages, self.setup.max_steps, options)

        result = attempt(current)
        too_long = result.error is not None and result.error.kind is ErrorKind.CONTEXT_TOO_LONG
        if too_long and not cancel.cancelled:
            retry = summarise_oldest(current, recording, cancel=cancel)
            extra_usage = retry.usage if extra_usage is None else extra_usage + retry.usage
            if retry.summarised:
                if self.runlog is not None:
                    self.runlog.record(
                        self.turn.id, "retry", {"reason": "context too long, summarised"}
                    )
                current = retry.conversation
                self.fit.conversation = current
                self.fit.summarised = True
                first = result
                result = attempt(current)
                result = replace(result, usage=result.usage + first.usage)
        if extra_usage is not None and not extra_usage.is_empty:
            result = replace(result, usage=result.usage + extra_usage)
        result = self._with_reviews(result)
        result = self.extras.finish(result, stopped=cancel.cancelled)
        record_result(self.runlog, self.turn.id, result)
        return result


@dataclass(frozen=True)
class RunEnd:
    """How a finished run left its turn and conversation."""

    run: Run
    result: AgentResult
    turn: Turn | None
    """The turn as kept (None when its conversation was gone)."""
    conversation: Conversation | None
    summarised: Turn | None = None
    """The turn that now carries a new summary of the earlier conversation, if any."""
    changes: tuple[ChangeRecord, ...] = ()
    committed: bool = False
    """True when the act-mode run's changes became one step that can be undone."""
    saved: bool = True
    """False when the conversation could not be written."""
    kept: HistoryEntry | None = None
    """The act-mode run as the project's run history keeps it (None: not kept)."""


def turn_state(run: Run, result: AgentResult) -> dict[str, Any]:
    """How a run left its turn: how it ended, and the model that answered."""
    error_kind = None
    if result.error is not None and not result.cancelled:
        error_kind = str(result.error.kind)
    state: dict[str, Any] = {
        "exhausted": result.ok and result.exhausted,
        "cancelled": result.cancelled,
        "error_kind": error_kind,
        "cut_off": result.cut_off,
    }
    model = run.served_model(result)
    if model:
        state["model"] = model
    return state


__all__ = [
    "SIDE_BY_SIDE",
    "FitOutcome",
    "Run",
    "RunEnd",
    "RunHost",
    "RunKind",
    "ToolFactory",
    "Tools",
    "default_tools",
    "turn_state",
]
