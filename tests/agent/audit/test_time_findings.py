"""The story clock's findings join the continuity findings: both sides verified as
quotations (an invented side dropped and counted), the same disagreement found again is the
same finding with its status kept, only changed chapters' findings replaced, and the
continuity audit's findings never lost."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from assistant.agent.audit.findings import (
    Claim,
    Finding,
    FindingKind,
    Findings,
    FindingsStore,
    FindingStatus,
)
from assistant.agent.audit.time_findings import as_findings, merged, time_prints
from assistant.world.clock.model import (
    Calendar,
    CueKind,
    Moment,
    Month,
    Resolution,
    SceneTime,
    Side,
    Span,
    TimeCheckKind,
    TimeCue,
    TimeFinding,
    Timeline,
)
from assistant.world.model import Document, DocumentKind, Entity
from tests.worlds import flat_world

TOLL = "On Tuesday the rain came down on the toll-house roof."
BRIDGE = "Three days later they crossed the bridge at dawn, on Tuesday again."
CALENDAR = Calendar("Gregorian", (Month("January", 31),), ("Monday", "Tuesday"))


def book(toll: str = TOLL, bridge: str = BRIDGE, when: str = "9 October 212") -> object:
    return flat_world(
        Document("c1", "The Toll-House", toll, DocumentKind.CHAPTER, fields=(("when", when),)),
        Document("c2", "The Bridge", bridge, DocumentKind.CHAPTER,
                 fields=(("when", "three days later"),)),
        entities=(Entity("mara", "Mára Tesk", fields=(("Born", "3 March 190"),)),),
    )


def weekday(start: int = 0, quote: str = "On Tuesday") -> TimeFinding:
    return TimeFinding(
        TimeCheckKind.WEEKDAY,
        Side("c1", quote, "text", start, start + len(quote)),
        Side("c1", "9 October 212", "field:when"),
        {"stated": "Tuesday", "expected": "Thursday"},
    )


def timeline(shift: int = 0) -> Timeline:
    day = 24 * 60
    return Timeline((CALENDAR,), {
        "c1": SceneTime("c1", Span(Moment(shift), Moment(shift + day)), Resolution.STATED),
        "c2": SceneTime("c2", Span(Moment(shift + 3 * day), Moment(shift + 4 * day)),
                        Resolution.RELATIVE, anchor="c1"),
    })  # fmt: skip


def test_a_time_finding_becomes_a_timeline_finding_with_both_sides_verified() -> None:
    world = book()
    (finding,) = as_findings(world, [weekday()]).kept
    assert finding.kind is FindingKind.TIMELINE and finding.check == "weekday"
    assert finding.claim_a == Claim("On Tuesday", "c1", "The Toll-House", "text", 0, 10,
                                    finding.claim_a.around)  # fmt: skip
    assert finding.claim_b.part == "field:when" and finding.claim_b.title == "The Toll-House"
    assert dict(finding.facts) == {"stated": "Tuesday", "expected": "Thursday"}
    assert "Thursday" in finding.summary and finding.chapter == "c1"
    assert not finding.possibly_fixed(world)
    # the writer changes the scene's when: the finding may be fixed
    assert finding.possibly_fixed(book(when="11 October 212"))


def test_a_side_at_its_own_place_is_kept_there_and_an_invented_side_is_dropped() -> None:
    world = book()
    again = BRIDGE.index("on Tuesday again")
    own = TimeFinding(TimeCheckKind.WEEKDAY, Side("c2", "on Tuesday", "text", again, again + 10),
                      Side("c1", "9 October 212", "field:when"))  # fmt: skip
    invented = weekday(quote="On Wednesday")
    elsewhere = TimeFinding(TimeCheckKind.AGE, Side("c2", "On Tuesday the rain"),
                            Side("mara", "Born: 3 March 190", "field:Born"))  # fmt: skip
    converted = as_findings(world, [own, invented, elsewhere])
    assert converted.dropped == 2  # invented, and a quotation from another chapter
    (kept,) = converted.kept
    assert (kept.claim_a.start, kept.claim_a.end) == (again, again + 10)
    assert kept.chapter == "c2"


def test_an_entity_side_and_a_proposed_cue_are_said() -> None:
    world = book()
    age = TimeFinding(TimeCheckKind.AGE, Side("c2", "they crossed the bridge"),
                      Side("mara", "Born: 3 March 190", "field:Born"), {"who": "Mára"})
    cue = TimeCue("c2", 0, 16, "Three days later", CueKind.RELATIVE, proposed=True)
    step = TimeFinding(TimeCheckKind.RELATIVE, Side("c2", "Three days later", "text", 0, 16),
                       Side("c1", TOLL))  # fmt: skip
    first, second = as_findings(world, [age, step], proposed=[cue]).kept
    assert first.entity == "mara" and first.claim_b.part == "field:Born"
    assert not first.proposed and second.proposed and "proposed" in second.summary


def test_the_same_disagreement_keeps_its_id_and_status_and_intentional_stays_out() -> None:
    world, line = book(), timeline()
    first = merged(Findings(), as_findings(world, [weekday()]).kept, time_prints(world, line))
    (finding,) = first.new
    marked = first.findings.with_status(finding.id, FindingStatus.INTENTIONAL)
    # the chapter changes (a word elsewhere), the same disagreement is found again
    world2 = book(toll=TOLL.replace("rain", "hail"))
    again = merged(marked, as_findings(world2, [weekday()]).kept, time_prints(world2, line))
    assert again.changed == ["c1"] and again.new == [] and again.intentional == 1
    (kept,) = again.findings.findings
    assert kept.id == finding.id and kept.status is FindingStatus.INTENTIONAL
    fixed = first.findings.with_status(finding.id, FindingStatus.FIXED)
    again = merged(fixed, as_findings(world2, [weekday()]).kept, time_prints(world2, line))
    assert [f.status for f in again.findings.findings] == [FindingStatus.FIXED]


def continuity() -> Finding:
    claim = Claim("the rain came down", "c1", "The Toll-House")
    return Finding("f-1", FindingKind.CONTRADICTION, "rain", claim, claim, "c1")


def test_only_changed_chapters_are_replaced_and_continuity_findings_stay(tmp_path: Path) -> None:
    world, line = book(), timeline()
    step = TimeFinding(TimeCheckKind.RELATIVE, Side("c2", "Three days later"), Side("c1", TOLL))
    store = FindingsStore(tmp_path)
    store.save(replace(Findings(), findings=(continuity(),), chapters={"c1": "x"}))
    store.update(lambda f: merged(f, as_findings(world, [weekday(), step]).kept,
                                  time_prints(world, line)).findings)  # fmt: skip
    kept = store.load()
    assert [f.check for f in kept.findings] == ["", "weekday", "relative"]
    assert kept.chapters == {"c1": "x"} and set(kept.time_chapters) == {"c1", "c2", "*"}
    # nothing changed: a check that finds nothing replaces nothing
    same = merged(kept, [], time_prints(world, line))
    assert same.changed == [] and same.findings.findings == kept.findings
    # c1's scene moves: c2 counts from it, so both chapters' times changed
    moved = merged(kept, [], time_prints(world, timeline(shift=60)))
    assert moved.changed == ["c1", "c2"]
    assert [f.id for f in moved.findings.findings] == ["f-1"]
    # only c2's text changed: c1's finding is kept without being found again
    world2 = book(bridge=BRIDGE.replace("dawn", "dusk"))
    partly = merged(kept, [], time_prints(world2, line))
    assert partly.changed == ["c2"]
    assert [f.check for f in partly.findings.findings] == ["", "weekday"]
    # a born date changes: every chapter is checked again
    older = flat_world(*(world.documents[d] for d in ("c1", "c2")),
                       entities=(Entity("mara", "Mára Tesk", fields=(("Born", "1 May 189"),)),))
    assert merged(kept, [], time_prints(older, line)).changed == ["c1", "c2"]


def test_a_planted_findings_file_cannot_pass_for_time_findings(tmp_path: Path) -> None:
    store = FindingsStore(tmp_path)
    claim = {"quote": "On Tuesday", "document": "c1"}
    finding = {"id": "t-1", "kind": "timeline", "summary": "s", "claim_a": claim,
               "claim_b": claim, "chapter": "c1", "check": "weekday", "proposed": "false",
               "facts": [["stated", "Tuesday"]]}  # fmt: skip
    store.path.write_text(json.dumps({"format": 1, "findings": [finding],
                                      "time_chapters": {"c1": "x"}}), encoding="utf-8")
    (kept,) = store.load().findings
    assert kept.proposed is False and kept.facts == (("stated", "Tuesday"),)
    store.path.write_text(json.dumps({"format": 1, "findings": [], "time_chapters": [1]}),
                          encoding="utf-8")  # fmt: skip
    assert store.load() == Findings() and store.set_aside_as is not None
