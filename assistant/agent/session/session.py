"""The assistant of one open project: asking in its conversations.

A :class:`Session` holds the project's conversations (``session.conversations``, a
:class:`~assistant.agent.conversations.book.Conversations`: the kept ones and the one shown
now) and the act-mode runs of their turns (``session.ledger``, an
:class:`~assistant.agent.act.ledger.ActLedger`), and turns a question into a
:class:`~assistant.agent.session.run.Run`: one run of the loop for a conversation turn. The
front end takes three steps, whatever it is:

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
:class:`~assistant.agent.session.ask_writer.WriterAsker`) and keep a visible plan
(``update_plan``); both are kept with the turn, and a plan left unfinished carries on into
the conversation's next question (read back to the model, shown as the turn begins). In act
mode, with the reviewer on, each change is reviewed before it is made (see
:mod:`assistant.agent.act.review`).
"""

from __future__ import annotations

import functools
import logging
import secrets
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from assistant.agent.act.approval import Requirement
from assistant.agent.act.ledger import ActLedger
from assistant.agent.act.plan_first import PLAN_FIRST_NOTE, PlanAsker, PlanDecision, PlanFirst
from assistant.agent.act.records import ChangeRecord
from assistant.agent.act.review import Reviewer
from assistant.agent.act.run_history import FOLDER as HISTORY_FOLDER
from assistant.agent.act.run_history import HistoryEntry, RunHistory, new_entry
from assistant.agent.act.scope import TurnScope
from assistant.agent.act.scope_request import chosen_scope
from assistant.agent.config.request_log import (
    RequestLog,
)
from assistant.agent.conversations.book import Conversations
from assistant.agent.conversations.model import Conversation, Turn, new_turn
from assistant.agent.loop.messages import (
    AgentError,
    AiMessage,
    ErrorKind,
    FinishReason,
    ProviderError,
)
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.result import AgentResult
from assistant.agent.loop.steering import Steering, with_corrections
from assistant.agent.session.ask_writer import WriterAsker
from assistant.agent.session.context_window import (
    PromptMeter,
    WindowFinder,
)
from assistant.agent.session.hooks import RunHooks
from assistant.agent.session.house_rules import rules_text, with_house_rules
from assistant.agent.session.prompts import system_prompt
from assistant.agent.session.provider_setup import AssistantSetup, SetupProblem, load_setup
from assistant.agent.session.run import (
    FitOutcome,
    Run,
    RunEnd,
    RunHost,
    RunKind,
    ToolFactory,
    default_tools,
    turn_state,
)
from assistant.agent.session.turn_tools import TurnTools
from assistant.agent.specialists.team import Team, load_team
from assistant.agent.spending.estimate import EstimateAsker
from assistant.agent.spending.summary_cache import summaries_folder
from assistant.world.house_rules import HouseRules, read_house_rules, read_series_house_rules
from assistant.world.model import World

log = logging.getLogger(__name__)


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
        plans: Callable[[Run], PlanAsker | None] | None = None,
    ) -> None:
        self.root = Path(root) if root is not None else None
        self._asker = asker
        self._plans = plans
        self.plan_first: bool | None = None
        """Whether the next act-mode questions propose a plan first (None: as the settings
        say)."""
        self._estimates = estimates
        self.specialist = ""
        """The specialist the writer chose for the next questions ("" leaves it to the
        general assistant, who may hand off)."""
        self._app_data = Path(folder) if folder is not None else None
        self._setup_factory = setup
        self._tools = (
            functools.partial(default_tools, root=self.root)
            if tools is default_tools and self.root is not None else tools
        )  # fmt: skip
        self._language = language
        self.host = host
        self._setup: AssistantSetup | None = None
        self.runs_folder: Path | None = Path(folder) / "runs" if folder is not None else None
        self.conversations = Conversations(
            Path(folder) / "conversations" if folder is not None else None
        )
        """The project's conversations, and the one the next question continues."""
        history = RunHistory(Path(folder) / HISTORY_FOLDER) if folder is not None else None
        self.ledger = ActLedger(self.conversations, history)
        """The act-mode runs of the turns, and the project's run history."""
        self.last_run: Run | None = None
        self.last_result: AgentResult | None = None
        self._windows = WindowFinder()
        self._meter = PromptMeter()

    # -- what a question goes with ----------------------------------------------------------

    def messages(self) -> list[AiMessage]:
        """The exchange a follow-up continues (empty before the first answer)."""
        current = self.conversations.current
        if not current.turns:
            return []
        prompt = system_prompt(current.mode, self._language_for(None), "")
        return current.messages(prompt)

    def house_rules(self) -> HouseRules:
        """The project's house rules as the file holds them now (none without a folder)."""
        return read_house_rules(self.root) if self.root is not None else HouseRules()

    def series_house_rules(self, snapshot: World) -> HouseRules:
        """The house rules of the series the book belongs to, as its folder holds them now
        (none without a folder, a series, or when the series could not be read)."""
        return read_series_house_rules(self.root, snapshot)

    def run_records(self, turn_id: str) -> list[dict[str, Any]]:
        """What the runs of ``turn_id`` sent, received and called (the run history)."""
        return RequestLog(self.runs_folder).records(turn_id) if self.runs_folder else []

    # -- asking -------------------------------------------------------------------------------

    def ask(
        self,
        question: str,
        snapshot: World,
        *,
        fork_from: str | None = None,
        specialist: str | None = None,
        scope: str | None = None,
        plan_first: bool | None = None,
    ) -> Run:
        """The run of ``question`` in the current conversation and mode: a follow-up of its
        branch, or asked in place of the earlier question ``fork_from`` (a new branch).
        ``specialist`` names who answers this question alone ("": the general assistant;
        None: the one the writer chose). In act mode the turn's scope is what the question
        names, or what ``scope`` chooses (see
        :func:`~assistant.agent.act.scope_request.chosen_scope`). ``plan_first`` (None: as
        :attr:`plan_first`, else as the settings say) has an act-mode turn's plan approved
        by the writer before it changes anything (:mod:`assistant.agent.act.plan_first`).

        Raises :class:`~assistant.agent.session.provider_setup.SetupProblem` when the assistant
        cannot be used (no provider, or act mode with no way to change the project).
        """
        question = question.strip()
        if not question:
            raise ValueError("an empty question")
        shown = self.conversations.current
        base = self.conversations.caught_up()
        mode = base.mode
        forked = fork_from is not None and any(t.id == fork_from for t in base.turns)
        if fork_from is not None and forked:
            turn = base.fork(fork_from, question, mode=mode)
            base = replace(base, head=turn.parent_id)
        else:
            turn = replace(new_turn(question, mode), parent_id=base.head)
        if mode is Mode.ACT:
            turn = replace(turn, scope=chosen_scope(scope, question, snapshot))
        setup = self._new_setup(snapshot)
        rules, series_rules = self.house_rules(), self.series_house_rules(snapshot)
        prompt = system_prompt(mode, self._language_for(setup), snapshot.meta.title)
        first = next(c for c in (plan_first, self.plan_first, setup.settings.plan_first)
                     if c is not None) and mode is Mode.ACT  # fmt: skip
        turn = replace(turn, plan_first=first)
        prompt += PLAN_FIRST_NOTE if first else ""
        run = Run(
            kind=RunKind.QUESTION, turn=turn, conversation_id=base.id, base=base,
            snapshot=snapshot, setup=setup, prompt=with_house_rules(prompt, rules, series_rules),
            run_id=turn.id, rebased=forked or base.turns != shown.turns,
            runlog=self._runlog(setup), tools=self._tools, house_rules=rules,
            series_rules=series_rules,
            windows=self._windows, meter=self._meter, scope=TurnScope(turn.scope),
        )  # fmt: skip
        carried = base.carried_plan()  # an unfinished plan goes on in the next question
        run.turn_tools = TurnTools(self._asker_for(run), carried, carried=True)
        self._plan_first(run, None)
        run.extras = self._extras_for(run, specialist)
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
        setup = self._new_setup(snapshot)
        sequence = previous.sequence + 1
        run = replace(
            previous, kind=RunKind.KEEP_GOING, setup=setup, previous=result,
            sequence=sequence, run_id=f"{previous.turn.id}/{sequence}", rebased=False,
            act=None, runlog=self._runlog(setup), fit=FitOutcome(),
            snapshot=snapshot if previous.mode is Mode.ACT else previous.snapshot,
            _made_tools=None if previous.mode is Mode.ACT else previous._made_tools,
            extras=previous.extras.next_run(), steering=Steering(),
        )  # fmt: skip
        self._begin_act(run)
        self.last_run = run
        return run

    def _continue_kept(self, snapshot: World) -> Run | None:
        """Keep going with the last turn shown, kept from an earlier session, whose answer
        was cut off: the model is shown the conversation and that answer, and continues it."""
        current = self.conversations.current
        branch = current.branch()
        if not branch or not branch[-1].cut_off:
            return None
        turn = branch[-1]
        base = replace(current, head=turn.parent_id)
        setup = self._new_setup(snapshot)
        rules, series_rules = self.house_rules(), self.series_house_rules(snapshot)
        prompt = with_house_rules(
            system_prompt(turn.mode, self._language_for(setup), snapshot.meta.title), rules,
            series_rules,
        )
        question = with_corrections(turn.question, turn.corrections)
        transcript = (*base.messages(prompt), AiMessage.user(question),
                      AiMessage.assistant(turn.answer))  # fmt: skip
        previous = AgentResult(
            ok=True, answer=turn.answer, finish_reason=FinishReason.LENGTH, transcript=transcript
        )
        run = Run(
            kind=RunKind.KEEP_GOING, turn=turn, conversation_id=current.id, base=base,
            snapshot=snapshot, setup=setup, prompt=prompt, previous=previous, sequence=2,
            run_id=f"{turn.id}/{secrets.token_hex(3)}", runlog=self._runlog(setup),
            tools=self._tools, house_rules=rules, windows=self._windows, meter=self._meter,
            scope=TurnScope(turn.scope), series_rules=series_rules,
        )  # fmt: skip
        run.turn_tools = TurnTools(self._asker_for(run), turn.plan, carried=turn.plan_carried)
        self._plan_first(run, turn.plan_decision)
        run.extras = self._extras_for(run)
        self._begin_act(run)
        self.last_run = run
        return run

    def again(self, turn_id: str, snapshot: World) -> Run:
        """Ask the unanswered last turn ``turn_id`` afresh (it failed before anything was
        sent): it is dropped and its question asked again after the same turns."""
        turns = self.conversations.current.turns
        question = next((t.question for t in turns if t.id == turn_id), None)
        if question is None and self.last_run is not None and self.last_run.turn.id == turn_id:
            question = self.last_run.question
        if question is None:
            raise KeyError(turn_id)
        self.conversations.drop_unanswered(turn_id)
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
                self.ledger.committed(run.run_id, run.turn.id, run.conversation_id, changes)
        kept = None
        if committed or (run.act is not None and not changes and run.act.decisions):
            kept = self._keep_in_history(run, changes)  # a refused change is on record too
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

    def _extras_for(self, run: Run, specialist: str | None = None) -> RunHooks:
        cache = summaries_folder(self._app_data) if self._app_data is not None else None
        asker = None
        if self._estimates is not None:
            try:
                asker = self._estimates(run)
            except Exception:  # nobody to ask: large reads are refused
                log.exception("cannot ask the writer about estimates in this run")
        return RunHooks.for_question(
            self.team(), self.specialist if specialist is None else specialist,
            cache_folder=cache, asker=asker,
            secrets=run.setup.secrets, model_provider=run.setup.model_provider,
        )  # fmt: skip

    # -- inside ---------------------------------------------------------------------------------

    def _new_setup(self, world: World) -> AssistantSetup:
        """The provider from the settings, under what ``world``'s project requires of the
        assistant (its least approval, its reviewer): settings never loosen it."""
        self.close()
        try:
            setup = self._setup_factory()
            self._setup = setup
            self._setup = setup.within(Requirement.of(world))
        except SetupProblem:
            raise
        except ProviderError as error:  # the reviewer the project requires cannot be made
            raise SetupProblem(error.error) from None
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

    def _keep_in_history(self, run: Run, changes: tuple[ChangeRecord, ...]) -> HistoryEntry | None:
        """Write the committed act-mode run to the project's run history (before the project
        is saved: see :mod:`assistant.agent.act.run_history`), with who decided each change
        it proposed."""
        decisions = run.act.decisions if run.act is not None else ()
        if self.ledger.history is None or not (changes or decisions):
            return None
        settings = run.setup.settings
        entry = new_entry(
            changes, run_id=run.run_id, turn_id=run.turn.id,
            conversation_id=run.conversation_id, request=run.question,
            provider=settings.provider, model=run.served_model(),
            secrets=run.setup.secrets, decisions=decisions, plan=run.plan_decision,
        )  # fmt: skip
        return self.ledger.keep(entry, limit_bytes=settings.run_history_mb * 1_000_000)

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
        run.act.approval.use_tally(run.tally)
        run.act.approval.use_scope(run.scope)
        run.act.approval.plan_first = run.turn_tools.plan_first
        if run.setup.reviewer is not None:
            run.act.approval.use_reviewer(
                Reviewer(
                    run.extras.guard_for(
                        run.guarded(run.setup.reviewer), run.setup.reviewer_model,
                        run.setup.settings,
                    ),
                    request=run.question, rules=rules_text(run.house_rules, run.series_rules),
                    language=self._language_for(run.setup), model=run.setup.reviewer_model,
                    runlog=run.runlog, run_id=run.turn.id,
                )
            )  # fmt: skip

    def _plan_first(self, run: Run, decision: PlanDecision | None) -> None:
        """Give a plan-first turn its rule (``decision``: how its plan was decided before)."""
        if not run.turn.plan_first:
            return
        asker = None
        try:
            asker = self._plans(run) if self._plans is not None else None
        except Exception:  # nobody to ask: the plan is refused
            log.exception("cannot ask the writer about the plan in this run")
        run.turn_tools.plan_first = PlanFirst(
            asker, run.scope, lambda: run.act.snapshot() if run.act else run.snapshot, decision
        )

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
        conversation = self.conversations.get(run.conversation_id)
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
        state = turn_state(run, result)
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
                plan=run.turn_tools.plan,
                plan_carried=run.turn_tools.plan_carried,
                questions=run.turn_tools.asked or old.questions,
                notes=old.notes.then(run.extras.notes, len(old.tool_log)),
                corrections=old.corrections + run.steering.given,
                scope=run.scope.scope,
                plan_decision=run.plan_decision or old.plan_decision,
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
                plan_carried=run.turn_tools.plan_carried,
                questions=run.turn_tools.asked,
                notes=run.extras.notes,
                corrections=run.steering.given,
                scope=run.scope.scope,
                plan_decision=run.plan_decision,
                **state,
            )
            conversation = replace(conversation, head=turn.parent_id).add_turn(turn)
        if conversation.id == self.conversations.current.id:
            self.conversations.current = conversation
        saved = self.conversations.save(conversation)
        return conversation.turn(turn_id), conversation, summarised, saved


__all__ = ["Session"]
