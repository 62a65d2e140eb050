"""Time findings as continuity findings: each disagreement the story clock's checks found,
kept in ``.quire/findings.json`` as a finding of kind Timeline with both passages quoted, its
summary in the writer's language, so the continuity window lists it with Go to, Fix and
Mark intentional like the others.

A finding keeps its id across checks (the same two passages), so one marked intentional
stays so; an open one that the next check no longer finds is gone (it was fixed).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from assistant.agent.audit.findings import (
    Claim,
    Finding,
    FindingKind,
    Findings,
    FindingStatus,
    finding_id,
    now,
    paragraph_print,
)
from assistant.agent.audit.units import chapters_of
from assistant.world.clock.model import Side, TimeCheckKind, TimeFinding
from assistant.world.model import World
from assistant.world.search.quotes import locate

CONTEXT = "TimeFindings"
TIME_MARK = "time:"
"""The start of the ``found`` of a finding the story clock's checks made (not the model)."""


translate = QCoreApplication.translate


def summary_of(finding: TimeFinding) -> str:
    """What disagrees, in one sentence of the writer's language."""
    values = finding.values
    who = str(values.get("who") or "") or translate("TimeFindings", "Someone")
    kind = finding.kind
    sentences = {
        TimeCheckKind.WEEKDAY: translate(
            "TimeFindings", "The weekday the text names is not the weekday of the scene's date."
        ),
        TimeCheckKind.DATE: translate(
            "TimeFindings", "The date the text names is not the scene's date."
        ),
        TimeCheckKind.TIME_OF_DAY: translate(
            "TimeFindings", "The time of day the text names is outside the scene's time."
        ),
        TimeCheckKind.AGE: translate(
            "TimeFindings", "{who}'s age in the text disagrees with their date of birth."
        ),
        TimeCheckKind.TWO_PLACES: translate(
            "TimeFindings", "{who} is in two places at the same time."
        ),
        TimeCheckKind.TOO_FAST: translate(
            "TimeFindings", "{who} travels faster than the way of travel allows."
        ),
        TimeCheckKind.FLASHBACK: translate(
            "TimeFindings",
            "A scene later in the book happens earlier in time, and nothing in the text marks "
            "it as a flashback.",
        ),
        TimeCheckKind.AFTER_DEATH: translate("TimeFindings", "{who} appears after their death."),
        TimeCheckKind.RELATIVE: translate(
            "TimeFindings",
            "The time the text says has passed is not the time between the two scenes.",
        ),
    }
    text = sentences.get(
        kind, translate("TimeFindings", "Two passages disagree about time.")
    ).replace("{who}", who)
    stated, expected = values.get("stated"), values.get("expected")
    if isinstance(stated, str) and isinstance(expected, str) and stated and expected:
        text += " " + translate(
            "TimeFindings", "(The text: {stated}; the timeline: {expected}.)"
        ).replace("{stated}", stated).replace("{expected}", expected)
    return text


def _claim(world: World, side: Side) -> Claim:
    document = world.documents.get(side.node_id)
    entity = world.entities.get(side.node_id)
    title = document.title if document is not None else entity.name if entity else ""
    part, start, end = side.part, side.start, side.end
    if end <= start:  # a side that names no place: where the quotation is
        passage = locate(world, side.quote, within=side.node_id)
        if passage is not None and passage.node_id == side.node_id:
            part, start, end = passage.part, passage.start, passage.end
    return Claim(
        quote=side.quote, document=side.node_id, title=title, part=part, start=start, end=end,
        around=paragraph_print(world, side.node_id, part, start),
    )  # fmt: skip


def kept_finding(world: World, finding: TimeFinding, chapter_of: dict[str, str]) -> Finding:
    """``finding`` as a kept continuity finding of kind Timeline."""
    first, second = _claim(world, finding.first), _claim(world, finding.second)
    return Finding(
        id=finding_id(first, second), kind=FindingKind.TIMELINE, summary=summary_of(finding),
        claim_a=first, claim_b=second,
        chapter=chapter_of.get(finding.second.node_id, finding.second.node_id),
        found=f"{TIME_MARK}{finding.kind.value}:{now()}",
    )  # fmt: skip


def with_time_findings(
    findings: Findings, world: World, found: Iterable[TimeFinding]
) -> tuple[Findings, list[Finding]]:
    """``findings`` after a check of the timeline, and the findings new to them: earlier
    time findings still open give way to these; those marked intentional keep their mark."""
    chapter_of = {doc: c.id for c in chapters_of(world) for doc in c.documents}
    kept_status = {f.id: f.status for f in findings.findings}
    made: dict[str, Finding] = {}
    for finding in found:
        if not (finding.first.quote.strip() and finding.second.quote.strip()):
            continue  # a finding shows both sides, or none
        kept = kept_finding(world, finding, chapter_of)
        made.setdefault(kept.id, kept)
    earlier = [
        f for f in findings.findings
        if not (f.found.startswith(TIME_MARK) and f.status is FindingStatus.OPEN)
        and f.id not in made
    ]  # fmt: skip
    new = [f for f in made.values() if f.id not in kept_status]
    intentional = FindingStatus.INTENTIONAL
    ours = [
        replace(f, status=intentional) if kept_status.get(f.id) is intentional else f
        for f in made.values()
    ]  # found again after it was marked fixed: open again
    return replace(findings, findings=(*earlier, *ours)), new


def is_time_finding(finding: Finding) -> bool:
    return finding.found.startswith(TIME_MARK)


__all__ = ["is_time_finding", "kept_finding", "summary_of", "with_time_findings"]
