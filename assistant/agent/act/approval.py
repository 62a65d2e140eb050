"""Which of the assistant's changes the writer approves first, and how a decision is made.

One :class:`Approval` per act-mode run holds the policy and answers the only question the
run asks: does this change need a decision, and if so, it hands the change (a
:class:`Proposal`) to whoever decides. Under the RISKY policy a change is judged alone and
with the turn's changes before it (:mod:`assistant.agent.act.turn_tally`): rewriting a chapter
a paragraph at a time asks as soon as the turn's changes together are large, whatever the
reviewer said of each. A change outside the turn's scope (what the writer's request named, or
the plan they approved: :mod:`assistant.agent.act.scope`) needs a decision whatever the
policy, "approve all" included, and its proposal says what is outside. With a reviewer
(:mod:`assistant.agent.act.review`), a change the reviewer flagged, or could not check,
needs a decision whatever the policy. The app shows a card; the command line asks on its
terminal, or refuses when it has none. A
proposal is decided once; whoever waits on it hears the :class:`Decision` through
:meth:`Proposal.on_decided`. The writer may approve a change of text in part, or in their
own words (:class:`~assistant.world.edits.hunks.HunkChoice`): the run makes that instead.

Permissions only narrow: a project may require a least approval of every run in it
(:class:`Requirement`, from its settings), which a writer's settings, a command line option
or a specialist can make stricter but never looser.

Nothing here is prose for the writer; :data:`REFUSALS` are the texts the model reads.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from typing import Protocol

from assistant.agent.act.decisions import Rule
from assistant.agent.act.plan_first import PlanFirst
from assistant.agent.act.records import ChangeRecord, Review
from assistant.agent.act.scope import Outside, TurnScope
from assistant.agent.act.turn_tally import DOCUMENT_LIMIT, TurnTally
from assistant.agent.loop.cancel import WRITER_STOPPED, CancelToken
from assistant.world.edits import Edit
from assistant.world.edits.hunks import EditHunk, HunkChoice, edit_hunks
from assistant.world.errors import EditError
from assistant.world.model import World

log = logging.getLogger(__name__)

RISKY_REMOVED_CHARACTERS = DOCUMENT_LIMIT
"""Under the RISKY policy, a change removing more characters than this from a document asks
(and so does a turn whose changes together do)."""


class ApprovalPolicy(StrEnum):
    """Which of the assistant's changes wait for the writer's approval."""

    EVERY = "every"
    RISKY = "risky"
    NONE = "none"


STRICTNESS = (ApprovalPolicy.NONE, ApprovalPolicy.RISKY, ApprovalPolicy.EVERY)
"""The policies, loosest first."""


def stricter(one: ApprovalPolicy | str, other: ApprovalPolicy | str) -> ApprovalPolicy:
    """The stricter of two policies."""
    return max(ApprovalPolicy(one), ApprovalPolicy(other), key=STRICTNESS.index)


@dataclass(frozen=True)
class Requirement:
    """The least approval a project requires of the assistant's changes, and whether the
    reviewer must check each of them; see the module doc."""

    policy: ApprovalPolicy = ApprovalPolicy.NONE
    review: bool = False

    @classmethod
    def of(cls, world: World) -> Requirement:
        """What ``world``'s project settings require (an unknown level: the strictest)."""
        settings = world.settings
        try:
            policy = ApprovalPolicy(settings.least_approval)
        except ValueError:
            policy = ApprovalPolicy.EVERY
        return cls(policy, bool(settings.always_review))

    @property
    def requires_anything(self) -> bool:
        return self.policy is not ApprovalPolicy.NONE or self.review

    def loosened_by(self, policy: ApprovalPolicy | str) -> bool:
        """True when ``policy`` asks about less than the project requires."""
        return STRICTNESS.index(ApprovalPolicy(policy)) < STRICTNESS.index(self.policy)

    def policy_for(self, policy: ApprovalPolicy | str) -> ApprovalPolicy:
        """``policy``, made as strict as the project requires."""
        return stricter(policy, self.policy)


def needs_approval(policy: ApprovalPolicy | str, edit: Edit, before: World) -> bool:
    """Whether ``policy`` wants a decision before ``edit`` applies to ``before``.

    RISKY asks for trashing (or deleting) anything, and for a text change removing more than
    :data:`RISKY_REMOVED_CHARACTERS` characters or more than a third of a document.
    """
    policy = ApprovalPolicy(policy)
    if policy is ApprovalPolicy.EVERY:
        return True
    if policy is ApprovalPolicy.NONE:
        return False
    try:
        removal = edit.removes(before)
    except (EditError, KeyError):
        return False  # it will not apply anyway; applying says why
    if removal.trashed or removal.deleted:
        return True
    for doc_id, count in removal.characters.items():
        doc = before.documents.get(doc_id)
        length = len(doc.text) if doc is not None else 0
        if count > RISKY_REMOVED_CHARACTERS or count * 3 > length > 0:
            return True
    return False


class Verdict(StrEnum):
    """How a proposal was decided."""

    APPROVE = "approve"
    APPROVE_ALL = "approve_all"
    """Approve this one and every later change of the run without asking."""
    REJECT = "reject"
    STOP = "stop"
    """The writer stopped the assistant: this change and the rest of the run are not made."""
    ENDED = "ended"
    """The run ended before anyone decided."""
    UNASKED = "unasked"
    """Nobody could be asked (the command line without a terminal)."""

    @property
    def approves(self) -> bool:
        return self in (Verdict.APPROVE, Verdict.APPROVE_ALL)


REFUSALS: dict[Verdict, str] = {
    Verdict.REJECT: "The writer refused this change.",
    Verdict.STOP: f"not done: {WRITER_STOPPED}",
    Verdict.ENDED: "not done: this turn has ended",
    Verdict.UNASKED: (
        "Not done: this change needs the writer's approval, and the writer cannot be asked "
        "here (Quire runs without a terminal). Nothing was changed. Do not try it another "
        "way; tell the writer what you wanted to change and why."
    ),
}
"""What the model reads when a change is not made, by verdict."""


@dataclass(frozen=True)
class Decision:
    verdict: Verdict
    reason: str = ""
    """The writer's words when rejecting (may be empty)."""
    choice: HunkChoice | None = None
    """When approving: the parts of the change the writer took, in the writer's words
    (None: the change as proposed)."""

    def refusal(self) -> str:
        """The text the model reads for a change this decision refused."""
        text = REFUSALS[self.verdict]
        if self.verdict is Verdict.REJECT and self.reason:
            return f"The writer refused this change: {self.reason}"
        return text


class Proposal:
    """A change waiting for a decision; ``preview`` shows it (computed, not applied).

    A change of documents' text comes in :attr:`hunks`, its separate places: the writer may
    approve some of them only, or rewrite their text first (:meth:`approve` with a
    :class:`HunkChoice`). Decided once (later decisions are ignored); safe to decide from
    any thread. Callbacks given to :meth:`on_decided` run on the deciding thread, each once.
    """

    def __init__(self, preview: ChangeRecord, outside: Outside | None = None) -> None:
        self.preview = preview
        self.outside = outside
        """What of it falls outside the turn's scope, when that is why it asks."""
        self.review: Review | None = getattr(preview, "review", None)
        """The reviewer's word on it, when a reviewer checked it."""
        self._lock = threading.Lock()
        self._decision: Decision | None = None
        self._callbacks: list[Callable[[Decision], None]] = []

    @property
    def decision(self) -> Decision | None:
        return self._decision

    @property
    def is_decided(self) -> bool:
        return self._decision is not None

    @cached_property
    def hunks(self) -> tuple[EditHunk, ...]:
        """The separate places of text the change rewrites; () when it changes anything
        but documents' text (or the preview holds no edit to split)."""
        edit, before = getattr(self.preview, "edit", None), getattr(self.preview, "before", None)
        return edit_hunks(edit, before) if edit is not None and before is not None else ()

    def approve(self, choice: HunkChoice | None = None) -> None:
        """Approve the change, or only the parts ``choice`` takes, in its words."""
        self.decide(Decision(Verdict.APPROVE, choice=_meant(choice, self.hunks)))

    def approve_all(self, choice: HunkChoice | None = None) -> None:
        self.decide(Decision(Verdict.APPROVE_ALL, choice=_meant(choice, self.hunks)))

    def reject(self, reason: str = "") -> None:
        self.decide(Decision(Verdict.REJECT, reason.strip()))

    def decide(self, decision: Decision) -> bool:
        """Decide; False when it was decided already."""
        with self._lock:
            if self._decision is not None:
                return False
            self._decision = decision
            callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            try:
                callback(decision)
            except Exception:
                log.exception("a proposal's decision callback failed")
        return True

    def on_decided(self, callback: Callable[[Decision], None]) -> None:
        """Call ``callback`` with the decision once made (at once when made already)."""
        with self._lock:
            decision = self._decision
            if decision is None:
                self._callbacks.append(callback)
                return
        callback(decision)


def _meant(choice: HunkChoice | None, hunks: tuple[EditHunk, ...]) -> HunkChoice | None:
    """``choice``, or None when it takes the whole change as proposed."""
    if choice is None:
        return None
    if hunks and not choice.changes(hunks):
        return None
    return choice


class Asker(Protocol):
    """Shows a proposal to the writer, who decides it (now or later) with its methods."""

    def present(self, proposal: Proposal) -> None: ...


class ChangeReviewer(Protocol):
    """Checks a change before it is made (a model call: never on the project's thread)."""

    def review(self, change: ChangeRecord, cancel: CancelToken | None = None) -> Review: ...


class Approval:
    """The approval of one act-mode run: the policy, "approve all", the reviewer, and who is
    asked.

    ``asker`` None means nobody can be asked: every change the policy (or the reviewer)
    holds back is refused (:attr:`Verdict.UNASKED`). ``reviewer`` None: no review. The
    ``tally`` adds up what the turn's changes took (one of the run's own unless the turn's
    is given: see :meth:`use_tally`).
    """

    def __init__(
        self,
        policy: ApprovalPolicy | str,
        asker: Asker | None,
        reviewer: ChangeReviewer | None = None,
    ) -> None:
        self.policy = ApprovalPolicy(policy)
        self.asker = asker
        self.reviewer = reviewer
        self.tally = TurnTally()
        self.scope = TurnScope()
        """What the turn may change without asking (none: nothing extra is guarded)."""
        self.plan_first: PlanFirst | None = None
        """A plan-first turn's rule: no change before the writer approved a plan."""
        self._all = False

    @property
    def approves_all(self) -> bool:
        return self._all

    def approve_all(self) -> None:
        """Approve every later change of the run without asking."""
        self._all = True

    def use_reviewer(self, reviewer: ChangeReviewer | None) -> None:
        """Have every later change of the run reviewed first (None: no review)."""
        self.reviewer = reviewer

    def use_tally(self, tally: TurnTally) -> None:
        """Add up this run's changes in ``tally``: the turn's, shared by all its runs."""
        self.tally = tally

    def use_scope(self, scope: TurnScope) -> None:
        """Ask about every later change outside ``scope`` (the turn's, shared by its runs)."""
        self.scope = scope

    def plan_refusal(self) -> str:
        """Why no change may be made yet (a plan-first turn whose plan the writer has not
        approved); "" when changes may be made."""
        return self.plan_first.refusal() if self.plan_first is not None else ""

    def outside(self, edit: Edit, before: World) -> Outside | None:
        """What of ``edit`` falls outside the turn's scope (None: nothing)."""
        try:
            return self.scope.outside(edit, before)
        except Exception:  # a scope that cannot judge a change asks about it
            log.exception("could not tell whether a change is within the turn's scope")
            return Outside((), self.scope.scope) if self.scope.scope is not None else None

    def needed(self, edit: Edit, before: World, review: Review | None = None) -> bool:
        """Whether ``edit`` waits for a decision before it applies to ``before``: always
        when ``review`` holds it (flagged, or the reviewer failed), else as the policy and
        "approve all" say; under the RISKY policy also when it takes the turn's changes
        together past the limits."""
        return self.rule(edit, before, review).asks

    def rule(self, edit: Edit, before: World, review: Review | None = None) -> Rule:
        """The rule that has ``edit`` wait for a decision, or lets it through (see
        :meth:`needed`)."""
        if self.outside(edit, before) is not None:
            return Rule.SCOPE
        if review is not None and review.holds:
            return Rule.REVIEW
        if self._all:
            return Rule.ALL
        if self.policy is not ApprovalPolicy.RISKY:
            return Rule.EVERY if self.policy is ApprovalPolicy.EVERY else Rule.NONE
        if needs_approval(self.policy, edit, before):
            return Rule.RISKY
        return Rule.TURN if self.tally.too_much_with(edit, before) else Rule.SAFE

    def applied(self, edit: Edit, before: World) -> None:
        """Note that ``edit`` was applied to ``before`` (asked about or not)."""
        self.tally.record(edit, before)

    def ask(self, proposal: Proposal) -> None:
        """Have ``proposal`` decided: shown to the writer, or refused when nobody can be
        asked. Notes "approve all" when that is the decision."""
        proposal.on_decided(self._note)
        if self.asker is None:
            proposal.decide(Decision(Verdict.UNASKED))
            return
        try:
            self.asker.present(proposal)
        except Exception:
            log.exception("could not ask the writer about a change")
            proposal.decide(Decision(Verdict.UNASKED))

    def _note(self, decision: Decision) -> None:
        if decision.verdict is Verdict.APPROVE_ALL:
            self._all = True


__all__ = [
    "REFUSALS",
    "RISKY_REMOVED_CHARACTERS",
    "STRICTNESS",
    "Approval",
    "ApprovalPolicy",
    "Asker",
    "ChangeReviewer",
    "Decision",
    "Proposal",
    "Requirement",
    "Verdict",
    "needs_approval",
    "stricter",
]
