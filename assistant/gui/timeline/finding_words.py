"""Time findings in the writer's language: what each kind of disagreement the story clock's
checks find says, with its facts, for the continuity window (the findings themselves are kept
by the core's time audit, :mod:`assistant.agent.audit.time_findings`)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from assistant.agent.audit.findings import Finding
from assistant.world.clock.model import TimeCheckKind, TimeFinding

CONTEXT = "TimeFindings"

translate = QCoreApplication.translate


def summary_of(finding: TimeFinding) -> str:
    """What disagrees, in one sentence of the writer's language."""
    return sentence(finding.kind, finding.values)


def shown_summary(finding: Finding) -> str:
    """A kept finding's summary as the continuity window shows it: a time finding's in the
    writer's language (with a word when it rests on a time the assistant proposed), any
    other finding's as the assistant wrote it."""
    try:
        kind = TimeCheckKind(finding.check)
    except ValueError:
        return finding.summary
    text = sentence(kind, dict(finding.facts))
    if finding.proposed:
        text += " " + translate(
            "TimeFindings", "(It rests on a time the assistant proposed: check it before you fix.)"
        )
    return text


def sentence(kind: TimeCheckKind, values: Mapping[str, str | int]) -> str:
    """A disagreement of ``kind`` with its facts, in one sentence of the writer's language."""
    who = str(values.get("who") or "") or translate("TimeFindings", "Someone")
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


__all__ = ["sentence", "shown_summary", "summary_of"]
