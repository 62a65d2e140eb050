"""The time audit: the story clock's check of a project, with the model's time cues where
there is a model, its findings kept with the continuity findings.

The deterministic check (the calendar, the scenes' times, the cues found by rule, the
findings and problems: :func:`assistant.world.clock.audit.time_check`) reads the whole
project; the model, when there is one, is asked only about the chapters whose times changed
since the last time check (:class:`~assistant.agent.audit.time_cues.CueProposer`), and the
check is made again with its verified cues. The findings then replace those of the changed
chapters in ``findings.json`` (:func:`~assistant.agent.audit.time_findings.merged`). A
chapter the model was to read but did not (a failure, a stop) keeps no fingerprint, so the
next time audit asks about it again.

``quire audit --time`` and the app's Check Timeline run :class:`TimeAudit`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Protocol

from assistant.agent.audit.findings import Finding, Findings, FindingsStore
from assistant.agent.audit.time_cues import CueProposer, ProposedCues
from assistant.agent.audit.time_findings import (
    TimeMerge,
    as_findings,
    changed_chapters,
    merged,
    time_prints,
)
from assistant.agent.audit.units import chapters_of
from assistant.agent.loop.cancel import CancelToken
from assistant.world.clock.model import TimeCue, TimeFinding, Timeline, TimeProblem
from assistant.world.model import World

log = logging.getLogger(__name__)

Recheck = Callable[[Mapping[str, Sequence[TimeCue]]], Sequence[TimeFinding]]
"""The deterministic check again, with these cues (the rules' and the model's) in place of
the rules' alone."""


class ClockReading(Protocol):
    """What the deterministic check gives (:class:`assistant.world.clock.audit.TimeCheck`)."""

    @property
    def timeline(self) -> Timeline: ...

    @property
    def cues(self) -> Mapping[str, Sequence[TimeCue]]: ...

    @property
    def findings(self) -> Sequence[TimeFinding]: ...

    @property
    def problems(self) -> Sequence[TimeProblem]: ...


@dataclass
class TimeReport:
    """How a time audit went."""

    timeline: Timeline
    problems: tuple[TimeProblem, ...] = ()
    changed: list[str] = field(default_factory=list)
    """Chapters (ids) whose times changed: their findings replaced."""
    new: list[Finding] = field(default_factory=list)
    dropped: int = 0
    """Time findings with a side whose quotation the project does not hold."""
    intentional: int = 0
    proposed: ProposedCues | None = None
    """What the model's cue runs gave (None without a model)."""
    findings: Findings = field(default_factory=Findings)
    """Every finding kept with the project once the audit ended."""

    @property
    def ok(self) -> bool:
        return self.proposed is None or (
            self.proposed.error is None and not self.proposed.cancelled
        )


class TimeAudit:
    """One time audit of ``world`` (a snapshot) whose deterministic check gave ``reading``,
    kept in ``store``; ``proposer`` (with ``recheck``) adds the model's cues. ``extra`` is
    what every chapter's times depend on besides the project's values (the calendar file's
    text), for the fingerprints."""

    def __init__(
        self, world: World, store: FindingsStore, reading: ClockReading, *,
        proposer: CueProposer | None = None, recheck: Recheck | None = None, extra: str = "",
        everything: bool = False,
    ) -> None:  # fmt: skip
        self.everything = everything
        self.world = world
        self.store = store
        self.reading = reading
        self.proposer = proposer
        self.recheck = recheck
        self.prints = time_prints(world, reading.timeline, extra)

    def changed(self) -> set[str]:
        """The chapters whose times changed since the last time check (every chapter when
        the audit reads ``everything``)."""
        known = Findings() if self.everything else self.store.load()
        return changed_chapters(known, self.prints)

    def run(self, *, cancel: CancelToken | None = None) -> TimeReport:
        """The check, the model's cues for the changed chapters, and the findings kept
        (blocking when there is a model: call off the GUI thread)."""
        found: Sequence[TimeFinding] = self.reading.findings
        report = TimeReport(self.reading.timeline, tuple(self.reading.problems))
        unread: set[str] = set()
        if self.proposer is not None:
            changed = self.changed()
            wanted = [c for c in chapters_of(self.world) if c.id in changed]
            proposed = self.proposer.run(wanted, cancel=cancel)
            report.proposed = proposed
            if proposed.error is not None or proposed.cancelled:
                unread = {c.id for c in wanted}  # which ran is not worth telling apart
            if proposed.cues and self.recheck is not None:
                cues = {k: list(v) for k, v in self.reading.cues.items()}
                for node_id, more in proposed.cues.items():
                    cues.setdefault(node_id, []).extend(more)
                found = self.recheck(cues)
        converted = as_findings(
            self.world, found, report.proposed.all() if report.proposed else ()
        )
        report.dropped = converted.dropped
        merges: list[TimeMerge] = []

        def keep(findings: Findings) -> Findings:
            base = replace(findings, time_chapters={}) if self.everything else findings
            merge = merged(base, converted.kept, self.prints)
            merges.append(merge)
            kept = {k: v for k, v in merge.findings.time_chapters.items() if k not in unread}
            return replace(merge.findings, time_chapters=kept)

        try:
            report.findings = self.store.update(keep)
        except OSError:
            log.exception("could not keep the time findings in %s", self.store.path)
            report.findings = keep(self.store.load())
        merge = merges[-1]
        report.changed, report.new = merge.changed, merge.new
        report.intentional = merge.intentional
        return report


def checked(world: World, root: Path) -> tuple[ClockReading, Recheck, str]:
    """The story clock's deterministic check of the project at ``root`` (its calendar file
    read there), the same check made again with more cues, and the calendar file's text
    (what every chapter's times depend on, for the fingerprints)."""
    from assistant.world.clock.audit import time_check
    from assistant.world.clock.calendar_file import CALENDAR_FILE, calendar_folder
    from assistant.world.clock.checks import check_timeline
    from assistant.world.clock.travel import read_travel

    reading = time_check(world, root)
    folder = calendar_folder(root, world) or Path(root)  # the book's file, else its series'
    travel = read_travel(folder, world.meta.language or "en")

    def recheck(cues: Mapping[str, Sequence[TimeCue]]) -> Sequence[TimeFinding]:
        return check_timeline(world, reading.timeline, cues, travel)

    try:
        extra = (folder / CALENDAR_FILE).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        extra = ""
    return reading, recheck, extra


__all__ = ["ClockReading", "Recheck", "TimeAudit", "TimeReport", "checked"]
