"""A replay as the command line tells it: the recorded runs to choose from, and each place a
replayed run now differs from its record, with what the record holds and what the replay
got (``quire replay``)."""

from __future__ import annotations

import difflib
from typing import Any

from assistant.agent.act.decisions import ChangeDecision, decision_to_json
from assistant.agent.replay.compare import Difference, DifferenceKind
from assistant.agent.replay.record import RecordedRun, RunRecord
from assistant.agent.replay.replayer import Replay
from assistant.cli.terminal.decisions import outcome_text

LINE_CHARS = 160
"""A line of a tool result is shown cut to this many characters."""
CHANGED_LINES = 6
"""At most this many changed lines of a tool result are shown."""


def run_line(run: RecordedRun) -> str:
    when = run.time[:16].replace("T", " ")
    question = " ".join(run.question.split())
    return f"  {run.run_id}  {when}  {run.mode or '?':<3}  “{question}”"


def heading(record: RunRecord) -> str:
    calls = len(record.tool_results)
    answers = len(record.exchanges)
    question = " ".join(record.question.split())
    return (f"Replaying “{question}” ({record.mode} mode; {answers} recorded model "
            f"answer{'s' if answers != 1 else ''}, {calls} tool call{'s' if calls != 1 else ''}) "
            "against the project as it is.")  # fmt: skip


def outcome_lines(done: Replay) -> list[str]:
    """The end of the report: the same as the record, or each place it differs."""
    if done.same:
        changes = sum(1 for d in done.now.decisions if d.made)
        return [f"The replay is the same as the record: {len(done.now.tool_results)} tool "
                f"call(s), {changes} change(s) made, the same ending ({done.now.ending()})."]
    count = len(done.differences)
    lines = [f"The run now differs in {count} place{'s' if count != 1 else ''}:"]
    for number, difference in enumerate(done.differences, start=1):
        first, *more = difference_lines(difference)
        lines.append(f"  {number}. {first}")
        lines.extend(f"       {line}" for line in more)
    return lines


def difference_lines(difference: Difference) -> list[str]:
    """One difference: what it is, then what the record holds and what the replay got."""
    d = difference
    match d.kind:
        case DifferenceKind.TOOL_RESULT:
            return [f"a tool result changed: {d.subject} (call {d.number})",
                    *_changed_lines(d.then, d.now)]
        case DifferenceKind.TOOL_REFUSED:
            return [f"a tool that worked now fails: {d.subject} (call {d.number})",
                    f"now:  {_cut(_first_line(d.now))}"]
        case DifferenceKind.TOOL_WORKS:
            return [f"a tool that failed now works: {d.subject} (call {d.number})",
                    f"then: {_cut(_first_line(d.then))}"]
        case DifferenceKind.CALL:
            return [f"another call at call {d.number} (the run went another way from here)",
                    f"then: {_cut(d.then)}", f"now:  {_cut(d.now)}"]
        case DifferenceKind.CALLS:
            return [f"the run made {d.then} tool call(s) then, {d.now} now"]
        case DifferenceKind.DECISION:
            return [f"change {d.number} (“{d.subject}”) is decided otherwise",
                    f"then: {_decided(d.then_decision)}", f"now:  {_decided(d.now_decision)}"]
        case DifferenceKind.EDIT:
            return [f"change {d.number} (“{d.subject}”) is another edit now: it changes "
                    "something else, or other text"]
        case DifferenceKind.UNANSWERED:
            return [f"the run asked the model {d.number} thing(s) the record holds no answer "
                    "to (it went another way)"]
        case _:
            return [f"the run ended otherwise: then {d.then}, now {d.now}"]


def _decided(decision: ChangeDecision | None) -> str:
    return "not proposed" if decision is None else outcome_text(decision)


def _first_line(text: str) -> str:
    return next((line for line in text.splitlines() if line.strip()), "")


def _changed_lines(then: str, now: str) -> list[str]:
    """The lines that differ, as a diff does: ``-`` what the record holds, ``+`` what the
    replay got (the first :data:`CHANGED_LINES` of them)."""
    lines = [
        ("- " if line.startswith("-") else "+ ") + _cut(line[1:])
        for line in difflib.unified_diff(then.splitlines(), now.splitlines(), n=0,
                                         lineterm="")
        if line[:1] in "-+" and not line.startswith(("---", "+++"))
    ]  # fmt: skip
    if len(lines) > CHANGED_LINES:
        lines = [*lines[:CHANGED_LINES], f"(and {len(lines) - CHANGED_LINES} more lines)"]
    return lines or ["(the same lines, spaced otherwise)"]


def _cut(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= LINE_CHARS else text[: LINE_CHARS - 1] + "…"


def replay_json(done: Replay) -> dict[str, Any]:
    """The replay as ``quire replay --json`` prints it."""
    record = done.record
    return {
        "run": record.run_id,
        "question": record.question,
        "mode": str(record.mode),
        "same": done.same,
        "tool_calls": {"then": len(record.tool_results), "now": len(done.now.tool_results)},
        "ending": {"then": record.ending(), "now": done.now.ending()},
        "differences": [
            {
                "kind": str(d.kind), "number": d.number, "subject": d.subject,
                "then": d.then, "now": d.now, "text": difference_lines(d)[0],
                "then_decision": decision_to_json(d.then_decision) if d.then_decision else None,
                "now_decision": decision_to_json(d.now_decision) if d.now_decision else None,
            }
            for d in done.differences
        ],
    }  # fmt: skip


__all__ = ["difference_lines", "heading", "outcome_lines", "replay_json", "run_line"]
