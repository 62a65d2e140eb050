"""The assistant of one open project: its conversations, and asking in them.

A :class:`Session` keeps the project's conversations (``.quire/conversations``) and the one
shown now, and turns a question into a :class:`Run`: one run of the loop for a conversation
turn. The front end takes three steps, whatever it is:

1. ``run = session.ask(question, snapshot)`` (or :meth:`Session.keep_going`), on the thread
   that owns the project: the provider is set up from the settings, the turn is placed in
   its branch (a fork when an earlier question is asked again), and in act mode the front
   end's :class:`RunHost` begins an :class:`~assistant.agent.act.act_run.ActRun`;
2. ``result = run.execute(on_event=…, cancel=…)``, blocking, on a worker thread: the
   conversation is fitted into the model's context window (a local server is asked its size;
   a summary of the oldest turns replaces them only when they do not fit), continued with
   only its visible exchange, and retried once, summarised, when the provider says the
   context is too long; every request, response and tool call goes to the run history under
   the turn's id;
3. ``end = session.finish(run, result)``, back on the owner thread: the act-mode run is
   committed by the host (its changes kept in the run history, so the turn lists them after
   a restart), the turn is kept in its conversation and saved.

A turn can take several runs (Keep going, Try again); an act-mode turn's runs are undone
together, and a turn whose changes were undone is marked so that the next question tells
the model. Nothing here is prose for the writer.

Every request carries the project's house rules after Quire's fixed instructions
(``house-rules.md``, read when the question is asked). Besides the project's tools a turn
may ask the writer (``ask_writer``, answered through the front end's
:class:`~assistant.agent.session.ask_writer.WriterAsker`) and, in act mode, keep a visible plan
(``update_plan``); both are kept with the turn. In act mode, with the reviewer on, each
change is reviewed before it is made (see :mod:`assistant.agent.act.review`).
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from pathlib import Path
from typing import Any, Protocol

from assistant.agent.act.act_run import ActRun, ChangeRecord
from assistant.agent.act.approval import ApprovalPolicy
from assistant.agent.act.review import Reviewer
from assistant.agent.act.run_history import FOLDER as HISTORY_FOLDER
from assistant.agent.act.run_history import HistoryChange, HistoryEntry, RunHistory, new_entry
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
from assistant.agent.conversations.export import ExportLabels, to_markdown
from assistant.agent.conversations.model import Conversation, Turn, new_conversation, new_turn
from assistant.agent.conversations.store import ConversationStore, LoadFailure
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.events import AgentEvent, UsageReported
from assistant.agent.loop.messages import AgentError, AiMessage, AiToolSpec, ErrorKind, FinishReason
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.options import Executor, LoopOptions
from assistant.agent.loop.result import AgentResult
from assistant.agent.session.ask_writer import WriterAsker
from assistant.agent.session.context_window import (
    ContextWindow,
    PromptMeter,
    WindowFinder,
    reserve_for_output,
)
from assistant.agent.session.hooks import RunHooks
from assistant.agent.session.house_rules import rules_text, with_house_rules
from assistant.agent.session.prompts import system_prompt
from assistant.agent.session.provider_setup import AssistantSetup, SetupProblem, load_setup
from assistant.agent.session.turn_tools import FREE_TOOLS, TurnTools
from assistant.agent.specialists.team import Team, load_team
from assistant.agent.spending.estimate import EstimateAsker
from assistant.agent.spending.summary_cache import summaries_folder
from assistant.agent.tools.executors import make_act_executor, make_snapshot_executor
from assistant.agent.tools.write import EditTarget
from assistant.world.house_rules import HouseRules, read_house_rules
from assistant.world.model import World

log = logging.getLogger(__name__)

Tools = tuple[Sequence[AiToolSpec], Executor]
ToolFactory = Callable[[Mode, "World | EditTarget"], Tools]
"""``(mode, source) -> (specs, executor)``: the tools of a run, over the snapshot (ask mode)
or the act-mode run (act mode)."""


def default_tools(mode: Mode, source: World | EditTarget) -> Tools:
    """The read tools over a snapshot (ask mode), or read and write tools over an act-mode
    run (act mode): nothing an ask-mode run calls can change the project."""
    if mode is Mode.ASK:
        if not isinstance(source, World):
            raise TypeError("ask mode reads a snapshot")
        toolbox = make_snapshot_executor(source)
    else:
        if isinstance(source, World):
            raise TypeError("act mode changes the project through its run")
        toolbox = make_act_executor(source)
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
    turn_tools: TurnTools = field(default_factory=TurnTools)
    """Asking the writer and the plan: kept across the turn's runs."""
    extras: RunHooks = field(default_factory=RunHooks)
    """Specialists and handoffs, the token budget, estimates and summaries (run_extras)."""
    answer_check: AnswerCheck = field(default_factory=AnswerCheck)
    """The answer's quotations and unread documents, checked as the run ended."""
    _made_tools: Tools | None = None

    @property
    def mode(self) -> Mode:
        return self.turn.mode

    @property
    def question(self) -> str:
        return self.turn.question

    def _tools(self) -> Tools:
        if self._made_tools is None:
            source: World | EditTarget = self.act if self.act is not None else self.snapshot
            specs, executor = self.tools(self.mode, source)
            self._made_tools = self.turn_tools.combine(self.mode, specs, executor, self.act)
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
        if self.act is not None:
            self.act.watch(cancel)
            self.act.events = relay
        self._start_extras(relay)
        specs, executor = self.extras.tools(*self._tools())
        if self.kind is RunKind.KEEP_GOING:
            result = self._keep_going(specs, executor, relay, cancel)
        else:
            result = self._question(specs, executor, relay, cancel)
        self._check_answer(result)
        return result

    def _check_answer(self, result: AgentResult) -> None:
        """Check the answer's quotations against the project as the run left it."""
        world = self.act.snapshot() if self.act is not None else self.snapshot
        self.answer_check = safe_check(world, result.answer, result.transcript)

    def _start_extras(self, relay: Callable[[AgentEvent], None]) -> None:
        """Ready this run's specialists, budget, estimates and summaries (run_extras)."""
        snapshot = self.act.snapshot if self.act is not None else (lambda: self.snapshot)
        self.extras.start(
            settings=self.setup.settings, mode=self.mode, snapshot=snapshot,
            wrap=lambda provider: RecordingProvider(provider, self.runlog, self.turn.id),
            emit=relay,
        )  # fmt: skip

    def _relay(self, on_event):
        def relay(event: AgentEvent) -> None:
            record_event(self.runlog, self.turn.id, event)
            if on_event is not None:
                on_event(event)

        return relay

    def _options(self, on_event: Callable[[AgentEvent], None], cancel: CancelToken) -> LoopOptions:
        return LoopOptions(
            on_event=on_event, cancel=cancel, temperature=self.setup.temperature,
            max_output_tokens=self.setup.max_output_tokens, free_tools=FREE_TOOLS,
        )  # fmt: skip

    def _with_reviews(self, result: AgentResult) -> AgentResult:
        """``result`` with what the reviews of the run's changes spent in its usage."""
        if self.act is None or self.act.review_usage.is_empty:
            return result
        return replace(result, usage=result.usage + self.act.review_usage)

    def _keep_going(self, specs, executor, relay, cancel) -> AgentResult:
        assert self.previous is not None
        if self.runlog is not None:
            self.runlog.record(self.turn.id, "keep_going", {"steps": self.setup.max_steps})
        self._find_window(cancel)  # (a server that takes the window with each request: same)
        self.extras.guard(RecordingProvider(self.setup.provider, self.runlog, self.turn.id))
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

    def served_model(self, result: AgentResult | None = None) -> str:
        """The model that answered: as set up, else as the server named it."""
        window = self.fit.window
        served = window.served_model if window is not None else ""
        return self.setup.model or served or (result.model if result is not None else "")

    def _question(self, specs, executor, relay, cancel) -> AgentResult:
        """The question after the conversation's current branch, fitted into the context
        window; retried once, summarised, on "context too long"."""
        recording = self.extras.guard(
            RecordingProvider(self.setup.provider, self.runlog, self.turn.id)
        )
        if self.runlog is not None:
            turns = len(self.base.branch())
            self.runlog.record(self.turn.id, "question", {"question": self.question,
                                                          "turns": turns})  # fmt: skip
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
            messages = [*base.messages(self.prompt), AiMessage.user(self.question)]
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


@dataclass
class _ActRuns:
    """The act-mode runs of one turn that left a step to undo, and which are undone."""

    conversation_id: str
    runs: list[str] = field(default_factory=list)
    undone: set[str] = field(default_factory=set)
    changes: list[ChangeRecord] = field(default_factory=list)

    @property
    def is_undone(self) -> bool:
        return any(run in self.undone for run in self.runs)


class Session:
    """The assistant's conversations of one project, and asking in them; see the module doc.

    ``folder`` is the project's app-data folder (None: nothing is kept, e.g. an unsaved
    project). ``setup`` makes the provider for each question; ``tools`` the tools of a run;
    ``language`` says which language to answer in when the settings leave it open; ``host``
    carries act-mode runs (None: act mode is refused). ``root`` is the project's folder,
    whose ``house-rules.md`` goes with every request and whose ``specialists/`` the team
    comes from (None: no house rules, the built-in specialists); ``asker`` gives who answers
    a run's questions to the writer, ``estimates`` who approves its large reads (None, or
    returning None: nobody).
    """

    def __init__(
        self,
        folder: Path | None,
        *,
        setup: Callable[[], AssistantSetup] = load_setup,
        tools: ToolFactory = default_tools,
        language: Callable[[], str] = lambda: "en",
        host: RunHost | None = None,
        root: Path | None = None,
        asker: Callable[[Run], WriterAsker | None] | None = None,
        estimates: Callable[[Run], EstimateAsker | None] | None = None,
    ) -> None:
        self.root = Path(root) if root is not None else None
        self._asker = asker
        self._estimates = estimates
        self.specialist = ""
        """The specialist the writer chose for the next questions ("" leaves it to the
        general assistant, who may hand off)."""
        self._app_data = Path(folder) if folder is not None else None
        self._setup_factory = setup
        self._tools = tools
        self._language = language
        self.host = host
        self._setup: AssistantSetup | None = None
        self._store: ConversationStore | None = None
        self.runs_folder: Path | None = None
        self.history: RunHistory | None = None
        """The project's history of act-mode runs (None when nothing is kept)."""
        self._conversations: dict[str, Conversation] = {}
        self.load_failures: list[LoadFailure] = []
        self.current: Conversation = new_conversation()
        self.last_run: Run | None = None
        self.last_result: AgentResult | None = None
        self._act_runs: dict[str, _ActRuns] = {}
        """The act-mode runs of each turn (by turn id), while this session lasts."""
        self._windows = WindowFinder()
        self._meter = PromptMeter()
        if folder is not None:
            self._store = ConversationStore(Path(folder) / "conversations")
            self.runs_folder = Path(folder) / "runs"
            self.history = RunHistory(Path(folder) / HISTORY_FOLDER)
            self.reload()

    # -- conversations ------------------------------------------------------------------------

    @property
    def is_kept(self) -> bool:
        """True when conversations are kept on disk."""
        return self._store is not None

    @property
    def conversations(self) -> list[Conversation]:
        """The kept conversations, most recently used first."""
        return list(self._conversations.values())

    def conversation(self, conversation_id: str) -> Conversation | None:
        if conversation_id == self.current.id:
            return self.current
        return self._conversations.get(conversation_id)

    def reload(self) -> None:
        """Read the kept conversations again and show the last one used (or a new one)."""
        self._conversations = {}
        self.load_failures = []
        self.current = new_conversation()
        if self._store is None:
            return
        conversations, self.load_failures = self._store.load_all()
        self._conversations = {c.id: c for c in conversations}
        last = self._store.last_opened
        if last in self._conversations:
            self.current = self._conversations[last]

    def latest(self) -> Conversation | None:
        """The conversation used most recently, if any is kept."""
        return next(iter(self._conversations.values()), None)

    def new(self) -> Conversation:
        """Start afresh: the next question begins a new conversation (asking, not acting)."""
        self.current = new_conversation()
        return self.current

    def open(self, conversation_id: str) -> Conversation:
        """Show a kept conversation; the next question continues it. KeyError if unknown."""
        self.current = self._conversations[conversation_id]
        self._note_last_opened()
        return self.current

    def set_mode(self, mode: Mode) -> bool:
        """Ask or act in the current conversation from now on (kept with it). True when
        it changed."""
        mode = Mode(mode)
        if self.current.mode is mode:
            return False
        self.current = replace(self.current, mode=mode)
        if self.current.turns:
            self._save(self.current)
        return True

    def rename(self, title: str) -> bool:
        if not self.current.turns or not title.strip():
            return False
        self.current = self.current.renamed(title)
        return self._save(self.current)

    def delete(self) -> Conversation:
        """Put the current conversation away (into ``deleted/``); shows the next one (or a
        new one) and returns it. Raises OSError when the file cannot be moved."""
        conversation_id = self.current.id
        if self._store is not None and conversation_id in self._conversations:
            self._store.delete(conversation_id)
        self._conversations.pop(conversation_id, None)
        remaining = list(self._conversations)
        return self.open(remaining[0]) if remaining else self.new()

    def step_branch(self, step: int) -> bool:
        """Show the previous (-1) or next (+1) branch of a forked conversation."""
        leaves = self.current.leaves()
        index, _count = self.current.branch_position()
        target = index - 1 + step
        if not 0 <= target < len(leaves):
            return False
        self.current = self.current.switch_to(leaves[target].id)
        self._save(self.current)
        return True

    def export_markdown(self, labels: ExportLabels | None = None) -> str:
        """The current branch as Markdown (headings from ``labels``; English by default)."""
        return to_markdown(self.current, labels or ExportLabels())

    def messages(self) -> list[AiMessage]:
        """The exchange a follow-up continues (empty before the first answer)."""
        if not self.current.turns:
            return []
        prompt = system_prompt(self.current.mode, self._language_for(None), "")
        return self.current.messages(prompt)

    def house_rules(self) -> HouseRules:
        """The project's house rules as the file holds them now (none without a folder)."""
        return read_house_rules(self.root) if self.root is not None else HouseRules()

    def run_records(self, turn_id: str) -> list[dict[str, Any]]:
        """What the runs of ``turn_id`` sent, received and called (the run history)."""
        return RequestLog(self.runs_folder).records(turn_id) if self.runs_folder else []

    # -- asking -------------------------------------------------------------------------------

    def ask(
        self, question: str, snapshot: World, *, fork_from: str | None = None
    ) -> Run:
        """The run of ``question`` in the current conversation and mode: a follow-up of its
        branch, or asked in place of the earlier question ``fork_from`` (a new branch).

        Raises :class:`~assistant.agent.session.provider_setup.SetupProblem` when the assistant
        cannot be used (no provider, or act mode with no way to change the project).
        """
        question = question.strip()
        if not question:
            raise ValueError("an empty question")
        shown = self.current
        self.current = self._caught_up(shown)
        mode = self.current.mode
        base = self.current
        forked = fork_from is not None and any(t.id == fork_from for t in base.turns)
        if forked:
            turn = base.fork(fork_from, question, mode=mode)
            base = replace(base, head=turn.parent_id)
        else:
            turn = replace(new_turn(question, mode), parent_id=base.head)
        setup = self._new_setup()
        rules = self.house_rules()
        prompt = system_prompt(mode, self._language_for(setup), snapshot.meta.title)
        run = Run(
            kind=RunKind.QUESTION, turn=turn, conversation_id=base.id, base=base,
            snapshot=snapshot, setup=setup, prompt=with_house_rules(prompt, rules),
            run_id=turn.id, rebased=forked or base.turns != shown.turns,
            runlog=self._runlog(setup), tools=self._tools, house_rules=rules,
            windows=self._windows, meter=self._meter,
        )  # fmt: skip
        run.turn_tools = TurnTools(self._asker_for(run))
        run.extras = self._extras_for(run)
        self._begin_act(run)
        self.last_run, self.last_result = run, None
        return run

    def keep_going(self, snapshot: World) -> Run | None:
        """The next run of the last turn, which did not finish (ran out of steps, was
        stopped or failed, or its answer was cut off), going on where it stopped. None when
        there is nothing to go on with: it answered completely, or it failed before anything
        was sent (ask it afresh, with :meth:`again`). A cut-off answer kept from an earlier
        session is continued too."""
        previous, result = self.last_run, self.last_result
        if previous is None or result is None:
            return self._continue_kept(snapshot)
        if result.complete or not result.transcript:
            return None
        setup = self._new_setup()
        sequence = previous.sequence + 1
        run = replace(
            previous, kind=RunKind.KEEP_GOING, setup=setup, previous=result,
            sequence=sequence, run_id=f"{previous.turn.id}/{sequence}", rebased=False,
            act=None, runlog=self._runlog(setup), fit=FitOutcome(),
            snapshot=snapshot if previous.mode is Mode.ACT else previous.snapshot,
            _made_tools=None if previous.mode is Mode.ACT else previous._made_tools,
            extras=previous.extras.next_run(),
        )  # fmt: skip
        self._begin_act(run)
        self.last_run = run
        return run

    def _continue_kept(self, snapshot: World) -> Run | None:
        """Keep going with the last turn shown, kept from an earlier session, whose answer
        was cut off: the model is shown the conversation and that answer, and continues it."""
        branch = self.current.branch()
        if not branch or not branch[-1].cut_off:
            return None
        turn = branch[-1]
        base = replace(self.current, head=turn.parent_id)
        setup = self._new_setup()
        rules = self.house_rules()
        prompt = with_house_rules(
            system_prompt(turn.mode, self._language_for(setup), snapshot.meta.title), rules
        )
        transcript = (*base.messages(prompt), AiMessage.user(turn.question),
                      AiMessage.assistant(turn.answer))  # fmt: skip
        previous = AgentResult(
            ok=True, answer=turn.answer, finish_reason=FinishReason.LENGTH, transcript=transcript
        )
        run = Run(
            kind=RunKind.KEEP_GOING, turn=turn, conversation_id=self.current.id, base=base,
            snapshot=snapshot, setup=setup, prompt=prompt, previous=previous, sequence=2,
            run_id=f"{turn.id}/{secrets.token_hex(3)}", runlog=self._runlog(setup),
            tools=self._tools, house_rules=rules, windows=self._windows, meter=self._meter,
        )  # fmt: skip
        run.turn_tools = TurnTools(self._asker_for(run))
        run.extras = self._extras_for(run)
        self._begin_act(run)
        self.last_run = run
        return run

    def again(self, turn_id: str, snapshot: World) -> Run:
        """Ask the unanswered last turn ``turn_id`` afresh (it failed before anything was
        sent): it is dropped and its question asked again after the same turns."""
        question = next((t.question for t in self.current.turns if t.id == turn_id), None)
        if question is None and self.last_run is not None and self.last_run.turn.id == turn_id:
            question = self.last_run.question
        if question is None:
            raise KeyError(turn_id)
        self._forget(turn_id)
        return self.ask(question, snapshot)

    def finish(self, run: Run, result: AgentResult) -> RunEnd:
        """Keep what ``run`` did (on the owner thread, after it ended); see the module doc."""
        if run is self.last_run:
            self.last_result = result
        committed = False
        changes: tuple[ChangeRecord, ...] = ()
        if run.act is not None:
            changes = run.act.changes
            try:
                committed = self.host.commit_run(run) if self.host is not None else False
            except Exception:
                log.exception("could not commit the act-mode run %s", run.run_id)
            if committed:
                entry = self._act_runs.setdefault(run.turn.id, _ActRuns(run.conversation_id))
                entry.runs.append(run.run_id)
                entry.changes.extend(changes)
        kept = self._keep_in_history(run, changes) if committed else None
        turn, conversation, summarised, saved = self._record(run, result)
        return RunEnd(
            run, result, turn, conversation, summarised, changes, committed, saved, kept=kept
        )

    def close(self) -> None:
        """Close the provider of the last question (a new one is made for the next)."""
        setup, self._setup = self._setup, None
        if setup is not None:
            setup.close()

    # -- specialists ----------------------------------------------------------------------------

    def team(self) -> Team:
        """The project's specialists as their files say now (the built-ins without a folder)."""
        return load_team(self.root)

    def set_specialist(self, name: str) -> str:
        """Have ``name`` answer the next questions ("" or an unknown name: the general
        assistant); returns the name chosen."""
        chosen = self.team().get(name) if name else None
        self.specialist = chosen.name if chosen is not None else ""
        return self.specialist

    def _extras_for(self, run: Run) -> RunHooks:
        cache = summaries_folder(self._app_data) if self._app_data is not None else None
        asker = None
        if self._estimates is not None:
            try:
                asker = self._estimates(run)
            except Exception:  # nobody to ask: large reads are refused
                log.exception("cannot ask the writer about estimates in this run")
        return RunHooks.for_question(
            self.team(), self.specialist, cache_folder=cache, asker=asker,
            secrets=run.setup.secrets,
        )  # fmt: skip

    # -- act-mode turns -------------------------------------------------------------------------

    def changes_of(self, turn_id: str) -> list[ChangeRecord]:
        """Every change the act-mode runs of ``turn_id`` made (while this session lasts)."""
        entry = self._act_runs.get(turn_id)
        return list(entry.changes) if entry is not None else []

    def kept_changes(self, turn_ids: Sequence[str]) -> dict[str, list[HistoryChange]]:
        """The changes the run history kept for each of ``turn_ids`` that this session does
        not hold itself (turns of an earlier session: after a restart, say), oldest first."""
        wanted = {turn for turn in turn_ids if not self.changes_of(turn)}
        found: dict[str, list[HistoryChange]] = {}
        if self.history is None or not wanted:
            return found
        try:
            entries = self.history.entries()
        except OSError:
            log.warning("the run history cannot be read", exc_info=True)
            return found
        for entry in sorted(entries, key=lambda e: e.number):
            if entry.turn_id in wanted:
                found.setdefault(entry.turn_id, []).extend(entry.changes)
        return found

    def runs_to_undo(self, turn_id: str) -> list[str]:
        """The runs of ``turn_id`` whose changes stand, newest first."""
        entry = self._act_runs.get(turn_id)
        if entry is None:
            return []
        return [run for run in reversed(entry.runs) if run not in entry.undone]

    def know_run(self, run_id: str, turn_id: str, conversation_id: str) -> None:
        """Know ``run_id`` (kept in the run history, say from an earlier session) as an
        act-mode run of ``turn_id``, so that undoing it marks its turn."""
        entry = self._act_runs.setdefault(turn_id, _ActRuns(conversation_id))
        if run_id not in entry.runs:
            entry.runs.append(run_id)

    def turn_of_run(self, run_id: str) -> str | None:
        """The turn whose act-mode run ``run_id`` left a step to undo."""
        return next((turn for turn, entry in self._act_runs.items() if run_id in entry.runs), None)

    def run_undone(self, run_id: str, undone: bool) -> tuple[str, bool] | None:
        """Note that the changes of ``run_id`` were undone (or redone): its turn is marked
        undone while any of its runs is, and saved. Returns ``(turn id, turn undone)``, or
        None for a run this session does not know."""
        turn_id = self.turn_of_run(run_id)
        entry = self._act_runs.get(turn_id) if turn_id is not None else None
        if turn_id is None or entry is None:
            return None
        if undone:
            entry.undone.add(run_id)
        else:
            entry.undone.discard(run_id)
        marked = entry.is_undone
        conversation = self.conversation(entry.conversation_id)
        known = conversation is not None and any(t.id == turn_id for t in conversation.turns)
        if known and conversation.turn(turn_id).undone != marked:
            conversation = conversation.update_turn(turn_id, undone=marked)
            if conversation.id == self.current.id:
                self.current = conversation
            self._save(conversation)
        return turn_id, marked

    # -- inside ---------------------------------------------------------------------------------

    def _new_setup(self) -> AssistantSetup:
        self.close()
        try:
            self._setup = self._setup_factory()
        except SetupProblem:
            raise
        except Exception as error:  # a broken provider set-up must not break the front end
            log.exception("cannot set up the assistant")
            raise SetupProblem(AgentError(ErrorKind.INTERNAL, str(error))) from None
        return self._setup

    def _language_for(self, setup: AssistantSetup | None) -> str:
        if setup is not None and setup.language:
            return setup.language
        try:
            return self._language() or "en"
        except Exception:  # the language only steers the model's answers
            return "en"

    def _runlog(self, setup: AssistantSetup) -> RequestLog | None:
        if self.runs_folder is None:
            return None
        return RequestLog(self.runs_folder, secrets=setup.secrets)

    def _keep_in_history(
        self, run: Run, changes: tuple[ChangeRecord, ...]
    ) -> HistoryEntry | None:
        """Write the committed act-mode run to the project's run history (before the project
        is saved: see :mod:`assistant.agent.act.run_history`)."""
        if self.history is None or not changes:
            return None
        settings = run.setup.settings
        entry = new_entry(
            changes, run_id=run.run_id, turn_id=run.turn.id,
            conversation_id=run.conversation_id, request=run.question,
            provider=settings.provider, model=run.served_model(),
            secrets=run.setup.secrets,
        )  # fmt: skip
        try:
            return self.history.keep(entry, limit_bytes=settings.run_history_mb * 1_000_000)
        except OSError:
            log.exception("could not keep act run %s in the run history", run.run_id)
            return None

    def _begin_act(self, run: Run) -> None:
        if run.mode is not Mode.ACT:
            return
        if self.host is None:
            raise SetupProblem(AgentError(ErrorKind.INTERNAL, "act mode cannot change here"))
        try:
            run.act = self.host.begin_run(run, run.setup.approval_policy)
        except Exception as error:  # another run still acting, or no project
            log.exception("could not begin an act-mode run")
            raise SetupProblem(AgentError(ErrorKind.INTERNAL, str(error))) from None
        if run.setup.reviewer is not None:
            run.act.approval.use_reviewer(
                Reviewer(
                    run.extras.guard_for(
                        run.setup.reviewer, run.setup.reviewer_model, run.setup.settings
                    ),
                    request=run.question, rules=rules_text(run.house_rules),
                    language=self._language_for(run.setup), model=run.setup.reviewer_model,
                    runlog=run.runlog, run_id=run.turn.id,
                )
            )  # fmt: skip

    def _asker_for(self, run: Run) -> WriterAsker | None:
        if self._asker is None:
            return None
        try:
            return self._asker(run)
        except Exception:  # nobody to ask: the model decides itself
            log.exception("cannot ask the writer in this run")
            return None

    def _record(
        self, run: Run, result: AgentResult
    ) -> tuple[Turn | None, Conversation | None, Turn | None, bool]:
        """Keep the finished run in its conversation and save it at once."""
        conversation = self.conversation(run.conversation_id)
        if conversation is None:
            return None, None, None, True
        summarised: Turn | None = None
        fit = run.fit
        if fit.summarised and fit.conversation is not None:
            known = {t.id: t for t in conversation.turns}
            for turn in fit.conversation.turns:
                if turn.summary and turn.id in known and known[turn.id].summary != turn.summary:
                    conversation = conversation.update_turn(turn.id, summary=turn.summary)
                    summarised = conversation.turn(turn.id)
        state = _turn_state(run, result)
        turn_id = run.turn.id
        if any(t.id == turn_id for t in conversation.turns):
            old = conversation.turn(turn_id)
            check = run.answer_check
            conversation = conversation.update_turn(
                turn_id,
                quotes=check.quotes if result.answered else old.quotes,
                unread=check.unread if result.answered else old.unread,
                answer=result.answer if result.answered or result.answer else old.answer,
                tool_log=old.tool_log + result.tool_log,
                usage=old.usage + result.usage,
                plan=run.turn_tools.plan or old.plan,
                questions=run.turn_tools.asked or old.questions,
                notes=old.notes.then(run.extras.notes, len(old.tool_log)),
                **state,
            )
        else:
            turn = replace(
                run.turn,
                quotes=run.answer_check.quotes if result.answered else (),
                unread=run.answer_check.unread if result.answered else (),
                answer=result.answer,
                tool_log=result.tool_log,
                usage=result.usage,
                plan=run.turn_tools.plan,
                questions=run.turn_tools.asked,
                notes=run.extras.notes,
                **state,
            )
            conversation = replace(conversation, head=turn.parent_id).add_turn(turn)
        if conversation.id == self.current.id:
            self.current = conversation
        saved = self._save(conversation)
        return conversation.turn(turn_id), conversation, summarised, saved

    def _forget(self, turn_id: str) -> None:
        """Drop an unanswered last turn that is about to be asked afresh."""
        conversation = self.current
        if not any(t.id == turn_id for t in conversation.turns):
            return
        if any(t.parent_id == turn_id for t in conversation.turns):
            return
        turn = conversation.turn(turn_id)
        turns = tuple(t for t in conversation.turns if t.id != turn_id)
        self.current = replace(conversation, turns=turns, head=turn.parent_id)
        if turns:  # an emptied conversation is saved again by the question asked afresh
            self._save(self.current)

    def _save(self, conversation: Conversation) -> bool:
        """Write ``conversation`` (after the turns another Quire added to its file meanwhile,
        say the command line while the app is open); False when it could not be written."""
        if self._store is None or not conversation.turns:
            return True
        conversation = self._with_turns_on_disk(conversation)
        if conversation.id == self.current.id:
            self.current = conversation
        self._conversations.pop(conversation.id, None)
        self._conversations = {conversation.id: conversation, **self._conversations}
        try:
            self._store.save(conversation)
            if conversation.id == self.current.id:
                self._store.last_opened = conversation.id
        except (OSError, ValueError):
            log.exception("could not save the conversation %s", conversation.id)
            return False
        return True

    def _caught_up(self, conversation: Conversation) -> Conversation:
        """``conversation`` with the turns another Quire added to it meanwhile; when they
        continue the branch shown, the next question follows them."""
        if self._store is None or not conversation.turns:
            return conversation
        grown = self._with_turns_on_disk(conversation)
        if grown is conversation:
            return conversation
        leaves = [leaf for leaf in grown.leaves() if leaf.id not in {t.id for t in
                  conversation.turns}]  # fmt: skip
        for leaf in reversed(leaves):
            if any(t.id == conversation.head for t in grown.branch(leaf.id)):
                return grown.switch_to(leaf.id)
        return grown

    def _with_turns_on_disk(self, conversation: Conversation) -> Conversation:
        assert self._store is not None
        try:
            on_disk = self._store.load(conversation.id)
        except (OSError, ValueError):
            return conversation
        if on_disk is None:
            return conversation
        return merged(conversation, on_disk)

    def _note_last_opened(self) -> None:
        if self._store is None or self.current.id not in self._conversations:
            return
        try:
            self._store.last_opened = self.current.id
        except OSError:
            log.warning("could not note the last conversation", exc_info=True)


def _turn_state(run: Run, result: AgentResult) -> dict[str, Any]:
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


def merged(ours: Conversation, theirs: Conversation) -> Conversation:
    """``ours`` with the turns only ``theirs`` has (added by another Quire meanwhile), in
    time order; a turn both have keeps our version."""
    known = {t.id for t in ours.turns}
    extra = tuple(t for t in theirs.turns if t.id not in known)
    if not extra:
        return ours
    turns = tuple(sorted((*ours.turns, *extra), key=lambda t: t.time))
    return replace(ours, turns=turns)


__all__ = [
    "FitOutcome",
    "Run",
    "RunEnd",
    "RunHost",
    "RunKind",
    "Session",
    "ToolFactory",
    "Tools",
    "default_tools",
    "merged",
]
