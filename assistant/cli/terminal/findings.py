"""The audit's findings as the command line shows them: each with both quotations, and for
``quire audit --time`` the times that could not be placed and what the model's cues gave, as
lines or one JSON object. The words are the command line's own English; the app says the
same in the writer's language."""

from __future__ import annotations

import json
import sys
from collections.abc import Collection
from typing import Any

from assistant.agent.audit.findings import Finding
from assistant.agent.audit.time_audit import TimeReport
from assistant.cli.common import usage_text
from assistant.cli.terminal.errors import KIND_TEXT
from assistant.world.clock.model import TimeProblem, TimeProblemKind
from assistant.world.model import World

PROBLEM_TEXT = {
    TimeProblemKind.UNREADABLE: "is not a date, span or relation Quire reads",
    TimeProblemKind.NO_SUCH_DATE: "names a day the calendar does not have",
    TimeProblemKind.MISSING_ANCHOR: "counts from a scene that is not there or has no time",
    TimeProblemKind.CYCLE: "counts from scenes that count from it",
    TimeProblemKind.NO_PREVIOUS: "counts from the scene before, and no earlier scene has a time",
    TimeProblemKind.CALENDAR: "the calendar file cannot be used (the Gregorian calendar is)",
}


def print_finding(finding: Finding, possibly_fixed: bool) -> None:
    """A finding's id, kind, status and summary, then each quotation with where it is."""
    status = "possibly fixed" if possibly_fixed else str(finding.status)
    kind = f"{finding.kind}: {finding.check}" if finding.check else str(finding.kind)
    print(f"{finding.id}  [{kind}, {status}]  {finding.summary}")
    for claim in (finding.claim_a, finding.claim_b):
        quote = " ".join(claim.quote.split())
        name = claim.part.removeprefix("field:") if claim.part.startswith("field:") else ""
        named = not name or quote.casefold().startswith(name.casefold())
        where = claim.title if named else f"{claim.title}, {name}"
        if claim.book:
            where = f"book {claim.book} “{claim.book_title}”, {where}"
        print(f"    “{quote}” — {where}")


def problem_line(world: World, problem: TimeProblem) -> str:
    """One time that could not be placed, on one line."""
    where = _name(world, problem.node_id)
    field = f" {problem.field}" if problem.field else ""
    text = f" “{problem.text}”" if problem.text else ""
    what = PROBLEM_TEXT.get(problem.kind, str(problem.kind))
    if problem.kind is TimeProblemKind.CYCLE and problem.nodes:
        what += ": " + " → ".join(_name(world, n) for n in problem.nodes)
    if problem.kind is TimeProblemKind.CALENDAR:
        return f"calendar.toml{text}: {what}"
    return f"{where}{field}{text}: {what}"


def _name(world: World, node_id: str) -> str:
    document = world.documents.get(node_id)
    if document is not None:
        return document.title
    entity = world.entities.get(node_id)
    return entity.name if entity is not None else node_id or "the project"


def problem_json(problem: TimeProblem) -> dict[str, Any]:
    return {"kind": str(problem.kind), "node": problem.node_id or None,
            "field": problem.field, "text": problem.text, "nodes": list(problem.nodes)}  # fmt: skip


def time_json(report: TimeReport, world: World, shown: list[dict[str, Any]]) -> dict[str, Any]:
    """The one object ``--time --json`` prints; ``shown`` are the time findings as
    ``quire audit --json`` gives findings."""
    proposed = report.proposed
    error = proposed.error if proposed is not None else None
    return {
        "ok": report.ok,
        "findings": shown,
        "new": [f.id for f in report.new],
        "dropped": report.dropped,
        "intentional_skipped": report.intentional,
        "changed": [_name(world, c) for c in report.changed],
        "problems": [problem_json(p) for p in report.problems],
        "scenes": sum(1 for t in report.timeline.scenes.values() if t.span is not None),
        "model": None if proposed is None else {
            "chapters": proposed.chapters, "cues": len(proposed.all()),
            "wrong": proposed.wrong, "known": proposed.known,
            "tool_calls": proposed.tool_calls,
            "usage": {"input": proposed.usage.input, "output": proposed.usage.output},
        },
        "cancelled": proposed is not None and proposed.cancelled,
        "error": None if error is None else {"kind": str(error.kind), "detail": error.detail},
    }  # fmt: skip


def print_new_and_kept(
    shown: list[tuple[Finding, bool]], new: Collection[str], kind: str = "", earlier: str = "checks"
) -> None:
    """The findings of this run (ids in ``new``) first, then those kept from earlier
    ``earlier``: "New time findings: 2", "Kept from earlier checks: 5" (``kind`` "time ")."""
    fresh = [(f, p) for f, p in shown if f.id in new]
    older = [(f, p) for f, p in shown if f.id not in new]
    print(f"New {kind}findings: {len(fresh)}" if fresh else f"No new {kind}findings.")
    for finding, possibly_fixed in fresh:
        print_finding(finding, possibly_fixed)
    if older:
        print(f"Kept from earlier {earlier}: {len(older)}")
        for finding, possibly_fixed in older:
            print_finding(finding, possibly_fixed)


def print_time_report(report: TimeReport, world: World, shown: list[tuple[Finding, bool]],
                      prog: str) -> None:  # fmt: skip
    """The time audit as lines: new findings, those kept, the problems, what the model did."""
    print_new_and_kept(shown, {f.id for f in report.new}, "time ")
    if report.problems:
        print(f"Times that could not be placed: {len(report.problems)}")
        for problem in report.problems:
            print(f"    {problem_line(world, problem)}")
    if report.dropped:
        print(f"{report.dropped} finding(s) dropped: their quotes are not in the project")
    if report.intentional:
        print(f"{report.intentional} finding(s) not reported again: marked intentional")
    placed = sum(1 for t in report.timeline.scenes.values() if t.span is not None)
    line = f"Scenes placed in time: {placed}; chapters changed since the last check: " + str(
        len(report.changed))
    proposed = report.proposed
    if proposed is not None:
        line += (f"; the model read {proposed.chapters} chapter(s), {len(proposed.all())} "
                 f"cue(s) kept, {proposed.wrong} failed as quotations; tokens: "
                 f"{usage_text(proposed.usage)}")  # fmt: skip
    print(line)
    if proposed is not None and proposed.cancelled:
        print(f"{prog}: stopped; the model's chapters are asked again next time", file=sys.stderr)
    elif proposed is not None and proposed.error is not None:
        text = KIND_TEXT.get(proposed.error.kind, str(proposed.error.kind))
        print(f"{prog}: error: {text} (the check without the model's cues is kept)",
              file=sys.stderr)  # fmt: skip


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2)


__all__ = [
    "PROBLEM_TEXT", "dumps", "print_finding", "print_new_and_kept", "print_time_report",
    "problem_line", "time_json",
]
