"""One change of an act-mode run, and the reviewer's word on it, as values.

A :class:`ChangeRecord` holds the edit, its exact inverse and the worlds before and after
it; a :class:`Review` says whether the reviewer passed or flagged the change (or could not
check it). Both are plain data that the run, the approval policy, the reviewer and the front
ends share.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property

from assistant.agent.loop.messages import AgentError, TokenUsage
from assistant.world.edits import Edit, EditAction
from assistant.world.edits.diff import (
    ChangeDiff,
    TargetKind,
    diff_target,
    target_kind,
    target_title,
)
from assistant.world.edits.scope import change_scope
from assistant.world.model import World


class ReviewVerdict(StrEnum):
    PASS = "pass"
    FLAG = "flag"
    FAILED = "failed"
    """The reviewer could not check the change (an error, a timeout, an unreadable reply)."""


@dataclass(frozen=True)
class Review:
    """The reviewer's word on one change: pass or flag and why, or that it failed."""

    verdict: ReviewVerdict
    reason: str = ""
    usage: TokenUsage = field(default_factory=TokenUsage)
    error: AgentError | None = None

    @property
    def holds(self) -> bool:
        """True when the change must wait for the writer's approval."""
        return self.verdict is not ReviewVerdict.PASS

    def note(self, *, writer_approved: bool) -> str:
        """What the model reads about the review of a change that was made."""
        if self.verdict is ReviewVerdict.PASS:
            return "Review: passed."
        if self.verdict is ReviewVerdict.FLAG:
            said = f"Review: flagged ({self.reason})"
        else:
            said = "Review: the reviewer could not check it"
        return f"{said}; the writer approved it." if writer_approved else f"{said}."

    def refusal_note(self) -> str:
        """What the model reads after the refusal of a change this review held."""
        if self.verdict is ReviewVerdict.FLAG:
            return f" The reviewer had flagged it: {self.reason}"
        if self.verdict is ReviewVerdict.FAILED:
            return " The reviewer could not check it."
        return ""


@dataclass(frozen=True, eq=False)
class ChangeRecord:
    """One change of a run, applied (or proposed): the edit, its exact inverse, and the
    worlds before and after it. Records compare by identity."""

    number: int
    edit: Edit
    inverse: Edit
    before: World
    after: World
    scope: frozenset[str] = field(default=frozenset())
    review: Review | None = None
    """The reviewer's word on the change, when one checked it."""

    @classmethod
    def of(
        cls, number: int, edit: Edit, inverse: Edit, before: World, after: World,
        review: Review | None = None,
    ):  # fmt: skip
        return cls(number, edit, inverse, before, after, change_scope(before, after, edit),
                   review)  # fmt: skip

    @property
    def action(self) -> EditAction:
        return self.edit.action

    @property
    def target_id(self) -> str:
        return self.edit.target

    @property
    def target_kind(self) -> TargetKind:
        return target_kind(self.target_id)

    @cached_property
    def title(self) -> str:
        """The title (or name) of what it changed, as it is after (or was before)."""
        return (
            target_title(self.after, self.target_id)
            or target_title(self.before, self.target_id)
            or self.target_id
        )

    def diff(self) -> ChangeDiff:
        """What the change did to its target, as data."""
        return diff_target(self.before, self.after, self.target_id)


__all__ = ["ChangeRecord", "Review", "ReviewVerdict"]
