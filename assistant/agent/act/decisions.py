"""Who decided each change the assistant proposed, and how: the record an act-mode run keeps.

Every change a run proposes is decided once. It is made because the approval policy lets it
through (``policy``), because the reviewer passed it (``reviewer``, when the policy would not
have asked), or because the writer approved it (``writer``, now or with "approve all"
earlier in the run); or it is not made because the writer refused it (with their reason) or
stopped the run, or because nobody could be asked (``nobody``). A :class:`ChangeDecision`
says so as plain data, with the rule that asked or let it through and the reviewer's word:
the request log keeps it as a ``decision`` line (:class:`ChangeDecided`), the run history
with the run, and each front end words it in its own language.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any

from assistant.agent.loop.events import AgentEvent
from assistant.world.edits import Edit
from assistant.world.edits.codec import CodecError, fingerprint
from assistant.world.edits.diff import TargetKind, target_kind

log = logging.getLogger(__name__)


class DecidedBy(StrEnum):
    """Who decided a proposed change."""

    WRITER = "writer"
    """The writer: approved or refused it when asked, approved every change of the run
    ("approve all"), or stopped the run."""
    POLICY = "policy"
    """The approval policy let it through without asking."""
    REVIEWER = "reviewer"
    """The reviewer passed it, and the policy would not have asked."""
    NOBODY = "nobody"
    """It needed a decision and nobody could be asked (no terminal), or the run ended first."""


class Rule(StrEnum):
    """Why a change was asked about, or let through without asking."""

    EVERY = "every"
    """The policy asks about every change."""
    RISKY = "risky"
    """The policy asks about risky changes, and this is one (a deletion, a large rewrite)."""
    TURN = "turn"
    """The policy asks about risky changes: this one took the turn's changes together past
    the limits."""
    REVIEW = "review"
    """The reviewer flagged it, or could not check it."""
    SAFE = "safe"
    """The policy asks about risky changes only, and this is not one."""
    NONE = "none"
    """The policy asks about no change."""
    ALL = "all"
    """The writer approved every change of the run earlier."""
    SCOPE = "scope"
    """It is outside the scope: what the writer's request named, or the plan they approved
    (see :mod:`assistant.agent.act.scope`); asked whatever the policy."""

    @property
    def asks(self) -> bool:
        return self in (Rule.EVERY, Rule.RISKY, Rule.TURN, Rule.REVIEW, Rule.SCOPE)


class Answer(StrEnum):
    """What became of a change that was asked about."""

    APPROVED = "approved"
    APPROVED_ALL = "approved_all"
    """Approved, with every later change of the run."""
    REFUSED = "refused"
    STOPPED = "stopped"
    """The writer stopped the assistant instead of answering."""
    ENDED = "ended"
    """The run ended before anyone decided."""
    UNASKED = "unasked"
    """Nobody could be asked."""


@dataclass(frozen=True)
class ChangeDecision:
    """How one proposed change was decided; see the module doc.

    ``number`` counts the run's proposed changes from 1; ``change`` is the number of the
    change it became (0: not made). ``answer`` is "" when nobody was asked. ``reason`` holds
    the writer's words when they refused it. ``review`` and ``review_reason`` are the
    reviewer's word on it ("" when it was not reviewed). ``edit`` is a fingerprint of the
    edit itself, so that a replay can tell the same change from another: the writer's version
    of it when they approved only some of its parts or rewrote them (``parts``, ``taken``,
    ``edited``).
    """

    number: int
    action: str
    target: str
    title: str
    by: DecidedBy
    rule: Rule
    answer: str = ""
    reason: str = ""
    review: str = ""
    review_reason: str = ""
    edit: str = ""
    change: int = 0
    parts: int = 0
    """How many parts (hunks) the proposal had, when the writer approved only some of them
    or rewrote some; 0: the writer took it as proposed."""
    taken: tuple[int, ...] = ()
    """The parts the writer approved, numbered from 1 (when ``parts``)."""
    edited: tuple[int, ...] = ()
    """The parts the writer rewrote in their own words before approving them."""

    @property
    def made(self) -> bool:
        return self.change > 0

    @property
    def amended(self) -> bool:
        """True when the writer approved a version of their own (in part, or rewritten)."""
        return self.parts > 0

    @property
    def target_id(self) -> str:
        return self.target

    @property
    def target_kind(self) -> TargetKind:
        return target_kind(self.target)

    @property
    def asked(self) -> bool:
        """True when someone was to be asked about it (the writer, or nobody after all)."""
        return bool(self.answer)


def edit_print(edit: Edit) -> str:
    """A short fingerprint of ``edit`` (what it changes, where, into what)."""
    try:
        return fingerprint(edit)[:16]
    except (CodecError, TypeError, ValueError):
        log.warning("an edit of kind %s cannot be fingerprinted", type(edit).__name__)
        return ""


def decision_to_json(decision: ChangeDecision) -> dict[str, Any]:
    data = asdict(decision)
    data["by"] = str(decision.by)
    data["rule"] = str(decision.rule)
    if not decision.parts:  # a record as it was before parts could be approved
        for key in ("parts", "taken", "edited"):
            data.pop(key)
    else:
        data["taken"], data["edited"] = list(decision.taken), list(decision.edited)
    return data


def decision_from_json(data: Any) -> ChangeDecision:
    """The decision ``data`` holds; raises ValueError when it does not hold one."""
    if not isinstance(data, dict):
        raise ValueError("a decision is not an object")
    try:
        texts = {key: data.get(key, "") for key in
                 ("action", "target", "title", "answer", "reason", "review", "review_reason",
                  "edit")}  # fmt: skip
        numbers = {key: data.get(key, 0) for key in ("number", "change")}
        if not all(isinstance(value, str) for value in texts.values()):
            raise ValueError("a decision's text is not text")
        numbers["parts"] = data.get("parts", 0)
        lists = {key: data.get(key) or [] for key in ("taken", "edited")}
        if not all(type(value) is int for value in numbers.values()):
            raise ValueError("a decision's number is not a whole number")
        if not all(type(n) is int for value in lists.values() for n in value):
            raise ValueError("a decision's parts are not whole numbers")
        return ChangeDecision(
            by=DecidedBy(data["by"]), rule=Rule(data["rule"]), **texts, **numbers,
            taken=tuple(lists["taken"]), edited=tuple(lists["edited"]),
        )
    except (KeyError, TypeError) as error:
        raise ValueError(f"a decision lacks {error}") from None


def decisions_from_json(data: Iterable[Any] | None) -> tuple[ChangeDecision, ...]:
    """The decisions of a kept list; entries that do not hold one are left out."""
    found = []
    for raw in data or ():
        try:
            found.append(decision_from_json(raw))
        except ValueError:
            log.warning("a kept decision cannot be read; left out")
    return tuple(found)


@dataclass(frozen=True)
class ChangeDecided(AgentEvent):
    """A proposed change was decided (made or not); see :class:`ChangeDecision`."""

    decision: ChangeDecision

    def log_record(self) -> tuple[str, dict[str, Any]]:
        return "decision", decision_to_json(self.decision)


__all__ = [
    "Answer",
    "ChangeDecided",
    "ChangeDecision",
    "DecidedBy",
    "Rule",
    "decision_from_json",
    "decision_to_json",
    "decisions_from_json",
    "edit_print",
]
