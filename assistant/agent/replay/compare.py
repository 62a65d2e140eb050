"""Where a replayed run differs from its record: a tool result changed, a tool that worked
now refuses (or one that failed now works), another call at the same place, a change
decided otherwise, the same change made by another edit, a request the record holds no
answer to, or another ending. Plain data: each front end words it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from assistant.agent.act.decisions import ChangeDecision
from assistant.agent.replay.record import RunRecord, ToolResult


class DifferenceKind(StrEnum):
    TOOL_RESULT = "tool_result"
    """The same call returned another result."""
    TOOL_REFUSED = "tool_refused"
    """A call that worked then fails (or is refused) now."""
    TOOL_WORKS = "tool_works"
    """A call that failed then works now."""
    CALL = "call"
    """Another call came at this place (the run took another way from here)."""
    CALLS = "calls"
    """The run made more or fewer tool calls."""
    DECISION = "decision"
    """A change was decided otherwise (or was not proposed at all, or is new)."""
    EDIT = "edit"
    """The same change, decided the same way, is another edit (it touches other text)."""
    UNANSWERED = "unanswered"
    """The run asked the model something the record holds no answer to."""
    ENDING = "ending"
    """The run ended otherwise."""


@dataclass(frozen=True)
class Difference:
    """One place where the replay differs: ``number`` counts from 1 among the tool calls (or
    the changes, for decisions and edits); ``subject`` is the call or the change's title;
    ``then`` and ``now`` what the record and the replay hold there ("" for nothing)."""

    kind: DifferenceKind
    number: int
    subject: str
    then: str = ""
    now: str = ""
    then_decision: ChangeDecision | None = None
    now_decision: ChangeDecision | None = None


def differences(record: RunRecord, now: RunRecord, *, unanswered: int = 0) -> list[Difference]:
    """Every place where ``now`` (the replay) differs from ``record``, in the run's order."""
    found = _tool_differences(record.tool_results, now.tool_results)
    found += _decision_differences(record.decisions, now.decisions)
    if unanswered:
        found.append(Difference(DifferenceKind.UNANSWERED, unanswered, ""))
    if record.ending() != now.ending():
        found.append(Difference(DifferenceKind.ENDING, 0, "", record.ending(), now.ending()))
    return found


def _tool_differences(then: Sequence[ToolResult], now: Sequence[ToolResult]) -> list[Difference]:
    found = []
    for number, (old, new) in enumerate(zip(then, now, strict=False), start=1):
        if old.call != new.call:
            found.append(Difference(DifferenceKind.CALL, number, old.call, old.call, new.call))
            return found  # from here on the run went another way
        if old.ok and not new.ok:
            kind = DifferenceKind.TOOL_REFUSED
        elif new.ok and not old.ok:
            kind = DifferenceKind.TOOL_WORKS
        elif old.result != new.result:
            kind = DifferenceKind.TOOL_RESULT
        else:
            continue
        found.append(Difference(kind, number, old.call, old.result, new.result))
    if len(then) != len(now):
        found.append(Difference(DifferenceKind.CALLS, min(len(then), len(now)) + 1, "",
                                str(len(then)), str(len(now))))  # fmt: skip
    return found


def _decision_differences(
    then: Sequence[ChangeDecision], now: Sequence[ChangeDecision]
) -> list[Difference]:
    found = []
    for number in range(max(len(then), len(now))):
        old = then[number] if number < len(then) else None
        new = now[number] if number < len(now) else None
        subject = (old or new).title if (old or new) is not None else ""  # type: ignore[union-attr]
        if old is None or new is None or _decided(old) != _decided(new):
            found.append(Difference(DifferenceKind.DECISION, number + 1, subject,
                                    then_decision=old, now_decision=new))  # fmt: skip
        elif old.edit != new.edit or old.target != new.target:
            found.append(Difference(DifferenceKind.EDIT, number + 1, subject,
                                    then_decision=old, now_decision=new))  # fmt: skip
    return found


def _decided(decision: ChangeDecision) -> tuple[object, ...]:
    return (decision.action, decision.by, decision.answer, decision.made)


__all__ = ["Difference", "DifferenceKind", "differences"]
