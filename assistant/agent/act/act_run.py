"""One act-mode run: the assistant's edits applied to the live project, each one recorded.

The loop runs on a worker thread and its write tools call :meth:`ActRun.apply` (an
:class:`~assistant.agent.tools.write.EditTarget`). Each call is handed to the thread that
owns the live project (the :class:`Owner`: the app's GUI thread, the command line's main
thread) and the worker waits on a future, which that thread resolves once the edit is
applied or refused, and which Stop resolves at once. Nobody polls.

With a reviewer, each edit is first checked on the worker thread (a model call: see
:mod:`assistant.agent.act.review`); the model that asked for it reads the outcome (:meth:`ActRun.
take_note`). On the owner thread the run asks its :class:`~assistant.agent.act.approval.Approval`
whether the edit needs a decision (always, when the reviewer held it). If so, the change waits as a
:class:`~assistant.agent.act.approval.Proposal`, and what it would change is reserved (locked)
until it is decided. Every applied edit becomes a :class:`ChangeRecord` holding the edit and
its exact inverse, with the worlds around it. Every change proposed, made or not, leaves a
:class:`~assistant.agent.act.decisions.ChangeDecision` saying who decided it and how
(:attr:`ActRun.decisions`), reported as a :class:`~assistant.agent.act.decisions.ChangeDecided`
event. :meth:`ActRun.finish` ends the run and returns the records; what becomes of them (one
undo step in the app, a save on the command line, a kept history) is the front end's business.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from assistant.agent.act.approval import Approval, Decision, Proposal, Verdict
from assistant.agent.act.decisions import (
    Answer,
    ChangeDecided,
    ChangeDecision,
    DecidedBy,
    Rule,
    edit_print,
)
from assistant.agent.act.records import Amendment, ChangeRecord, Review
from assistant.agent.act.review import ChangeReviewed, ReviewStarted
from assistant.agent.act.scope import Outside
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.events import AgentEvent
from assistant.agent.loop.messages import TokenUsage
from assistant.agent.tools.base import ToolError
from assistant.world.edits import Edit
from assistant.world.errors import EditError
from assistant.world.model import World
from assistant.world.privacy.guard import EXPOSES, edit_exposes

log = logging.getLogger(__name__)


class Owner(Protocol):
    """The thread that owns the live project."""

    def call(self, work: Callable[[], None]) -> None:
        """Run ``work`` on that thread: at once when called on it, else soon."""

    def is_current(self) -> bool:
        """True when called on that thread."""


class LiveProject(Protocol):
    """The project a run changes: read from any thread, applied to on the owner thread."""

    def snapshot(self) -> World: ...

    def apply(self, edit: Edit) -> Edit: ...


class InlineOwner:
    """Every thread is the owner: work runs where it is handed over (one-thread use)."""

    def call(self, work: Callable[[], None]) -> None:
        work()

    def is_current(self) -> bool:
        return True


class QueueOwner:
    """The thread that made it owns the project and serves work handed over by others
    (the command line's main thread, while a worker runs the loop).

    :meth:`serve` runs handed-over work until :meth:`close` is called, from any thread.
    """

    _CLOSE = object()

    def __init__(self) -> None:
        self._thread = threading.current_thread()
        self._inbox: queue.SimpleQueue[object] = queue.SimpleQueue()

    def is_current(self) -> bool:
        return threading.current_thread() is self._thread

    def call(self, work: Callable[[], None]) -> None:
        if self.is_current():
            work()
        else:
            self._inbox.put(work)

    def serve(self) -> None:
        """Run handed-over work, in order, until closed. A KeyboardInterrupt (Ctrl-C)
        raised meanwhile propagates; calling ``serve`` again goes on where it stopped."""
        while True:
            work = self._inbox.get()
            if work is self._CLOSE:
                return
            try:
                work()  # type: ignore[operator]
            except Exception:
                log.exception("work handed to the owner thread failed")

    def close(self) -> None:
        self._inbox.put(self._CLOSE)


@dataclass(frozen=True)
class Refusal:
    """A change the run did not make, and the decision that refused it."""

    preview: ChangeRecord
    decision: Decision
    outside: Outside | None = None
    """What of it fell outside the turn's scope, when that is why it was asked about."""


class ActRunState(StrEnum):
    RUNNING = "running"
    STOPPED = "stopped"
    FINISHED = "finished"


class _Handoff(StrEnum):
    WAITING = "waiting"
    APPLYING = "applying"
    DONE = "done"


class _Request:
    """One ``apply`` call from the worker, waiting for the owner thread (or a stop)."""

    __slots__ = ("amendment", "decision", "edit", "future", "note", "reported", "review",
                 "rule", "step", "writer_approved")  # fmt: skip

    def __init__(self, edit: Edit, review: Review | None = None) -> None:
        self.edit = edit
        self.review = review
        self.amendment: Amendment | None = None
        """How the writer changed the edit before approving it (``edit`` is then theirs)."""
        self.note = ""
        """What the model reads about the writer's version, when they changed the edit."""
        self.future: Future[Edit] = Future()
        self.step = _Handoff.WAITING
        self.writer_approved = False
        self.rule = Rule.NONE
        self.decision: ChangeDecision | None = None
        self.reported = False


class RunListener(Protocol):
    """Hears, on the owner thread, what a run does."""

    def change_applied(self, record: ChangeRecord) -> None: ...

    def locks_changed(self) -> None: ...


class ActRun:
    """One act-mode run over a live project; see the module doc."""

    def __init__(
        self,
        project: LiveProject,
        approval: Approval,
        *,
        run_id: str,
        label: str = "",
        owner: Owner | None = None,
    ) -> None:
        self.run_id = run_id
        self.label = label
        self.approval = approval
        self._project = project
        self._owner = owner or InlineOwner()
        self._lock = threading.Lock()
        self._state = ActRunState.RUNNING
        self._requests: set[_Request] = set()
        self._changes: list[ChangeRecord] = []
        self._refused: list[Refusal] = []
        self._decisions: list[ChangeDecision] = []
        self._touched: frozenset[str] = frozenset()
        self._waiting: dict[Proposal, _Request] = {}
        self._listeners: list[RunListener] = []
        self._cancel: CancelToken | None = None
        self._note = ""
        self._review_usage = TokenUsage()
        self.events: Callable[[AgentEvent], None] | None = None
        """Hears the reviews (on the worker thread, in order with the loop's events)."""

    # -- what front ends read (owner thread) -----------------------------------------------

    @property
    def state(self) -> ActRunState:
        return self._state

    @property
    def changes(self) -> tuple[ChangeRecord, ...]:
        return tuple(self._changes)

    @property
    def refused(self) -> tuple[Refusal, ...]:
        """The changes refused by a decision (rejected, stopped, nobody to ask), in order."""
        return tuple(self._refused)

    @property
    def decisions(self) -> tuple[ChangeDecision, ...]:
        """Who decided each change proposed so far, and how, in the order decided."""
        return tuple(self._decisions)

    @property
    def proposals(self) -> tuple[Proposal, ...]:
        """The changes waiting for a decision now."""
        return tuple(self._waiting)

    @property
    def touched(self) -> frozenset[str]:
        """The scope of every change made, and of every change waiting (locked meanwhile)."""
        reserved = [p.preview.scope for p in self._waiting]
        return self._touched.union(*reserved)

    @property
    def review_usage(self) -> TokenUsage:
        """Tokens the reviews of this run spent."""
        with self._lock:
            return self._review_usage

    def add_listener(self, listener: RunListener) -> None:
        self._listeners.append(listener)

    def watch(self, cancel: CancelToken) -> None:
        """Stop this run when ``cancel`` trips; a "stop" decision trips it in turn."""
        self._cancel = cancel
        cancel.on_cancel(self.stop)

    # -- the worker's side: an EditTarget --------------------------------------------------

    def snapshot(self) -> World:
        """The live world, this run's changes included (immutable: safe from any thread)."""
        return self._project.snapshot()

    def apply(self, edit: Edit) -> Edit:
        """Apply ``edit`` on the owner thread, after a decision when one is needed; returns
        its inverse. Raises :class:`EditError` when it cannot apply and
        :class:`~assistant.agent.tools.base.ToolError` when it was refused or the run stopped.
        """
        self._note = ""
        not_yet = self.approval.plan_refusal()
        if not_yet:
            raise ToolError(not_yet)  # plan first: nothing changes before the writer approves
        self._refuse_exposing(edit, self.snapshot())  # before any review or card
        review = self._review(edit)
        request = _Request(edit, review)
        with self._lock:
            if self._state is not ActRunState.RUNNING:
                raise ToolError(self._closed_text())
            self._requests.add(request)
        try:
            self._owner.call(lambda: self._process(request))
            if not request.future.done() and self._owner.is_current():
                # Called on the owner thread itself: it cannot wait here for the writer,
                # who decides on this very thread.
                for proposal, waiting in list(self._waiting.items()):
                    if waiting is request:
                        proposal.decide(Decision(Verdict.UNASKED))
            inverse = request.future.result()
        finally:
            with self._lock:
                self._requests.discard(request)
            self._report(request)
        notes = [review.note(writer_approved=request.writer_approved)] if review else []
        self._note = "\n".join([*notes, request.note] if request.note else notes)
        return inverse

    def take_note(self) -> str:
        """What the model should read about the last change applied besides its outcome
        (the reviewer's word); "" when nothing. Worker thread."""
        note, self._note = self._note, ""
        return note

    # -- decisions and the end (owner thread, unless said otherwise) -----------------------

    def approve_all(self) -> None:
        """Approve what waits now and every later change of this run."""
        self.approval.approve_all()
        for proposal in list(self._waiting):
            proposal.approve()

    def stop(self) -> None:
        """Refuse what waits and every later call. Safe from any thread."""
        with self._lock:
            if self._state is not ActRunState.RUNNING:
                return
            self._state = ActRunState.STOPPED
            self._settle_waiting(ToolError(Decision(Verdict.STOP).refusal()))
        self._owner.call(lambda: self._decide_waiting(Verdict.STOP))
        log.info("act run %s stopped", self.run_id)

    def finish(self) -> tuple[ChangeRecord, ...]:
        """End the run: refuse what still waits; returns every change made, in order."""
        with self._lock:
            if self._state is ActRunState.FINISHED:
                return self.changes
            self._state = ActRunState.FINISHED
            self._settle_waiting(ToolError(Decision(Verdict.ENDED).refusal()))
        self._decide_waiting(Verdict.ENDED)
        log.info("act run %s finished with %d change(s)", self.run_id, len(self._changes))
        return self.changes

    # -- inside ---------------------------------------------------------------------------

    def _review(self, edit: Edit) -> Review | None:
        """Have the reviewer check ``edit`` as it would apply now (worker thread); None
        without a reviewer. Raises :class:`EditError` for an edit that cannot apply (there
        is nothing to review) and :class:`ToolError` when the run stopped meanwhile."""
        reviewer = self.approval.reviewer
        if reviewer is None:
            return None
        if self._state is not ActRunState.RUNNING:
            raise ToolError(self._closed_text())
        world = self.snapshot()
        after, inverse = edit.apply(world)
        preview = ChangeRecord.of(len(self._changes) + 1, edit, inverse, world, after)
        self._emit(ReviewStarted(preview.title))
        review = reviewer.review(preview, self._cancel)
        with self._lock:
            self._review_usage = self._review_usage + review.usage
        self._emit(ChangeReviewed(preview.title, review))
        if self._state is not ActRunState.RUNNING:
            raise ToolError(self._closed_text())
        return review

    @staticmethod
    def _refuse_exposing(edit: Edit, world: World) -> None:
        """Refuse a change that would make private material public: only the writer may."""
        things = edit_exposes(edit, world)
        if things:
            raise ToolError(EXPOSES.format(things=", ".join(things)))

    def _emit(self, event: AgentEvent) -> None:
        if self.events is None:
            return
        try:
            self.events(event)
        except Exception:
            log.exception("a run's event sink failed")

    def _closed_text(self) -> str:
        verdict = Verdict.STOP if self._state is ActRunState.STOPPED else Verdict.ENDED
        return Decision(verdict).refusal()

    def _settle_waiting(self, error: Exception) -> None:
        """Wake every worker still waiting (the lock held)."""
        for request in self._requests:
            if request.step is _Handoff.WAITING:
                self._settle(request, error=error)

    @staticmethod
    def _settle(request: _Request, *, inverse: Edit | None = None, error: Exception | None = None):
        """Resolve the worker's wait: with the applied edit's inverse, or with ``error``."""
        request.step = _Handoff.DONE
        if error is not None:
            request.future.set_exception(error)
        elif inverse is not None:
            request.future.set_result(inverse)
        else:
            request.future.set_exception(RuntimeError("a change settled with no outcome"))

    def _decide_waiting(self, verdict: Verdict) -> None:
        for proposal in list(self._waiting):
            proposal.decide(Decision(verdict))

    def _process(self, request: _Request) -> None:
        if request.step is not _Handoff.WAITING:
            return  # stopped before it arrived
        world = self.snapshot()
        request.rule = self.approval.rule(request.edit, world, request.review)
        if not request.rule.asks:
            self._apply_now(request, lambda record: self._let_through(request, record))
            return
        try:
            after, inverse = request.edit.apply(world)  # the preview: computed, not applied
        except EditError as error:
            with self._lock:
                if request.step is _Handoff.WAITING:
                    self._settle(request, error=error)
            return
        preview = ChangeRecord.of(
            len(self._changes) + 1, request.edit, inverse, world, after, request.review
        )
        outside = None
        if request.rule is Rule.SCOPE:
            outside = self.approval.outside(request.edit, world)
        proposal = Proposal(preview, outside)
        self._waiting[proposal] = request
        self._tell_locks()
        proposal.on_decided(
            lambda decision: self._owner.call(lambda: self._decided(proposal, decision))
        )
        self.approval.ask(proposal)

    def _decided(self, proposal: Proposal, decision: Decision) -> None:
        request = self._waiting.pop(proposal, None)
        if request is None:
            return
        if decision.verdict.approves and self._state is ActRunState.RUNNING:
            try:
                amended = self._amend(request, proposal, decision)
            except EditError as error:  # the writer's choice does not fit the change
                self._asked(request, decision, None, proposal.preview.title)
                with self._lock:
                    if request.step is _Handoff.WAITING:
                        self._settle(request, error=error)
                self._tell_locks()
                return
            if not amended:
                decision = Decision(Verdict.REJECT)  # the writer took none of its parts
            else:
                request.writer_approved = True
                if decision.verdict is Verdict.APPROVE_ALL:
                    self.approve_all()
                self._apply_now(request, lambda record: self._asked(request, decision, record,
                                                                    proposal.preview.title))
                return
        self._refused.append(Refusal(proposal.preview, decision, proposal.outside))
        self._asked(request, decision, None, proposal.preview.title)
        refusal = decision.refusal()
        if proposal.outside is not None:
            refusal += proposal.outside.refusal_note(proposal.preview.before)
        if request.review is not None:
            refusal += request.review.refusal_note()
        with self._lock:
            if request.step is _Handoff.WAITING:
                self._settle(request, error=ToolError(refusal))
        self._tell_locks()
        if decision.verdict is Verdict.STOP:
            if self._cancel is not None:
                self._cancel.cancel()  # the loop stops too, and with it this run
            else:
                self.stop()

    def _amend(self, request: _Request, proposal: Proposal, decision: Decision) -> bool:
        """Make ``request`` bring the writer's version of its edit, when they changed it: the
        parts they took, in their words. False when they took nothing; raises
        :class:`EditError` for a choice that does not fit the change."""
        choice = decision.choice
        if choice is None:
            return True
        hunks = proposal.hunks
        edit = choice.edit(hunks)
        if edit is None:
            return False
        taken = choice.taken_of(hunks)
        request.amendment = Amendment(len(hunks), taken, choice.edited_of(hunks))
        request.note = request.amendment.note(hunks, dict(choice.texts))
        request.edit = edit
        return True

    def _apply_now(
        self, request: _Request, decided: Callable[[ChangeRecord | None], None]
    ) -> None:
        """Apply the edit ``request`` brings; ``decided`` hears the record it became (None:
        it could not be applied) before the worker does."""
        with self._lock:
            if request.step is not _Handoff.WAITING:
                return
            request.step = _Handoff.APPLYING  # a stop from now on leaves this one to finish
        before = self.snapshot()
        try:
            self._refuse_exposing(request.edit, before)  # the project may have changed since
            inverse = self._project.apply(request.edit)
        except (EditError, ToolError) as error:
            decided(None)
            with self._lock:
                self._settle(request, error=error)
            return
        except Exception as error:  # never leave the worker waiting
            log.exception("applying an assistant change failed")
            decided(None)
            with self._lock:
                self._settle(request, error=ToolError(f"nothing was changed: {error}"))
            return
        try:
            self.approval.applied(request.edit, before)
        except Exception:  # the tally is a guard, never a reason to lose the change
            log.exception("could not count an assistant change")
        record = ChangeRecord.of(len(self._changes) + 1, request.edit, inverse, before,
                                 self.snapshot(), request.review, request.amendment)  # fmt: skip
        self._changes.append(record)
        self._touched |= record.scope
        decided(record)
        with self._lock:
            self._settle(request, inverse=inverse)
        for listener in list(self._listeners):
            try:
                listener.change_applied(record)
            except Exception:
                log.exception("a run listener failed")
        self._tell_locks()

    # -- decisions on record ---------------------------------------------------------------------

    def _let_through(self, request: _Request, record: ChangeRecord | None) -> None:
        """Note who let a change through without asking (a change that could not be applied
        was not decided: its tool call failed)."""
        if record is None:
            return
        if request.rule is Rule.ALL:
            by = DecidedBy.WRITER
        elif request.review is not None:
            by = DecidedBy.REVIEWER  # it passed: a review that holds always asks
        else:
            by = DecidedBy.POLICY
        self._note_decision(request, by, "", record.title, record)

    def _asked(
        self, request: _Request, decision: Decision, record: ChangeRecord | None, title: str
    ) -> None:
        """Note how a change that was asked about was decided."""
        answers = {
            Verdict.APPROVE: Answer.APPROVED, Verdict.APPROVE_ALL: Answer.APPROVED_ALL,
            Verdict.REJECT: Answer.REFUSED, Verdict.STOP: Answer.STOPPED,
            Verdict.ENDED: Answer.ENDED, Verdict.UNASKED: Answer.UNASKED,
        }  # fmt: skip
        answer = answers[decision.verdict]
        by = DecidedBy.NOBODY if answer in (Answer.ENDED, Answer.UNASKED) else DecidedBy.WRITER
        self._note_decision(request, by, answer, title, record, decision.reason)

    def _note_decision(
        self,
        request: _Request,
        by: DecidedBy,
        answer: str,
        title: str,
        record: ChangeRecord | None,
        reason: str = "",
    ) -> None:
        review = request.review
        amendment = request.amendment if record is not None else None
        decision = ChangeDecision(
            number=len(self._decisions) + 1, action=str(request.edit.action),
            target=request.edit.target, title=title, by=by, rule=request.rule,
            answer=str(answer), reason=reason,
            review=str(review.verdict) if review is not None else "",
            review_reason=review.reason if review is not None else "",
            edit=edit_print(request.edit), change=record.number if record is not None else 0,
            parts=amendment.parts if amendment else 0,
            taken=amendment.taken if amendment else (),
            edited=amendment.edited if amendment else (),
        )  # fmt: skip
        self._decisions.append(decision)
        with self._lock:
            request.decision = decision
            gone = request.step is _Handoff.DONE  # the worker stopped waiting (a stop)
        if gone:
            self._report(request)

    def _report(self, request: _Request) -> None:
        """Report the decision of ``request`` once: from the worker when it wakes to it, or
        from whoever decides after the worker stopped waiting."""
        with self._lock:
            decision = request.decision
            if decision is None or request.reported:
                return
            request.reported = True
        self._emit(ChangeDecided(decision))

    def _tell_locks(self) -> None:
        for listener in list(self._listeners):
            try:
                listener.locks_changed()
            except Exception:
                log.exception("a run listener failed")


__all__ = [
    "ActRun",
    "ActRunState",
    "ChangeRecord",
    "InlineOwner",
    "LiveProject",
    "Owner",
    "QueueOwner",
    "Refusal",
    "RunListener",
]
