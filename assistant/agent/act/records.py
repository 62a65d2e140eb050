"""One change of an act-mode run, and the reviewer's word on it, as values.

A :class:`ChangeRecord` holds the edit, its exact inverse and the worlds before and after
it (and an :class:`Amendment` when the writer took only part of it, or rewrote it); a
:class:`Review` says whether the reviewer passed or flagged the change (or could not
check it). Both are plain data that the run, the approval policy, the reviewer and the front
ends share.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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
from assistant.world.edits.hunks import EditHunk
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


@dataclass(frozen=True)
class Amendment:
    """How the writer changed a proposed change before approving it: of its ``parts``
    hunks they took ``taken`` (numbered from 1), and wrote their own words in ``edited``."""

    parts: int
    taken: tuple[int, ...]
    edited: tuple[int, ...] = ()

    @property
    def partial(self) -> bool:
        return len(self.taken) < self.parts

    def note(self, hunks: Sequence[EditHunk] = (), texts: Mapping[int, str] | None = None) -> str:
        """What the model reads about the change the writer made instead of its own: which
        parts, and each part taken as it now reads (``texts``: the writer's, by number)."""
        said = []
        if self.partial:
            left = [n for n in range(1, self.parts + 1) if n not in self.taken]
            said.append(
                f"The writer approved only {_parts(self.taken)} of the {self.parts} parts of "
                f"this change; {_parts(left)} "
                f"{'was left as it was' if len(left) == 1 else 'were left as they were'}."
            )
        if self.edited:
            said.append(
                f"The writer rewrote {_parts(self.edited)} in their own words before "
                "approving; that text is what was applied."
            )
        if hunks:
            texts = texts or {}
            said += [_part(n, hunks[n - 1], texts.get(n)) for n in self.taken if n <= len(hunks)]
        said.append("Take the writer's version as final: do not change it back or redo "
                    "what they left out.")
        return " ".join(said)


def _parts(numbers: Sequence[int]) -> str:
    """"part 2", "parts 1 and 3", "parts 1, 2 and 4"."""
    words = [str(n) for n in numbers]
    if len(words) == 1:
        return f"part {words[0]}"
    return f"parts {', '.join(words[:-1])} and {words[-1]}"


def _part(number: int, hunk: EditHunk, text: str | None) -> str:
    new = hunk.new if text is None else text
    return f"Part {number}: {_quoted(hunk.old)} became {_quoted(new)}."


def _quoted(text: str, limit: int = 80) -> str:
    flat = " ".join(text.split())
    if len(flat) > limit:
        flat = flat[: limit - 1].rstrip() + "…"
    return f"“{flat}”"


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
    amendment: Amendment | None = None
    """How the writer changed the proposal before approving it (None: as proposed)."""

    @classmethod
    def of(
        cls, number: int, edit: Edit, inverse: Edit, before: World, after: World,
        review: Review | None = None, amendment: Amendment | None = None,
    ):  # fmt: skip
        return cls(number, edit, inverse, before, after, change_scope(before, after, edit),
                   review, amendment)  # fmt: skip

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


__all__ = ["Amendment", "ChangeRecord", "Review", "ReviewVerdict"]
