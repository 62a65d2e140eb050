"""The time audit in the core, with a scripted model: its proposed cues kept only where the
chapter holds their quotation (wrong and invented ones counted), findings built on them
marked proposed, the model asked again only about chapters whose times changed, private
chapters never sent to a cloud model, and a failed run leaving its chapters to ask again."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from assistant.agent.audit.findings import FindingsStore
from assistant.agent.audit.time_audit import TimeAudit
from assistant.agent.audit.time_cues import CueProposer
from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AgentError, AiResponse, ErrorKind, ProviderError
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.world.clock.model import (
    CueKind,
    Side,
    TimeCheckKind,
    TimeCue,
    TimeFinding,
    Timeline,
    TimeProblem,
    TimeProblemKind,
)
from assistant.world.model import World
from tests.agent.audit.test_time_findings import BRIDGE, CALENDAR, book, timeline, weekday
from tests.scripted_time import cue_model

FUNERAL = " It was the day after the funeral."
PLAN = {
    "The Bridge": [
        {"quote": "the day after the funeral", "kind": "relative", "days_later": 1},
        {"quote": "the day after the wedding", "kind": "relative", "days_later": 1},
        {"quote": "On Tuesday the rain came down", "kind": "weekday", "weekday": "Tuesday"},
        {"quote": "Three days later", "kind": "relative", "days_later": 3},
        {"quote": "crossed the bridge at dawn", "kind": "time-of-day", "part_of_day": "dawn"},
        {"quote": "on Tuesday again", "kind": "weekday", "weekday": "Caturday"},
    ]
}
"""One true cue the rules missed, an invented one, one from another chapter, one the rules
found, one the spec refuses (no such part of day) and a weekday the calendar lacks."""


@dataclass
class Reading:
    timeline: Timeline
    cues: Mapping[str, Sequence[TimeCue]]
    findings: Sequence[TimeFinding]
    problems: Sequence[TimeProblem] = ()


@dataclass
class Checker:
    """The check again with the model's cues: a relative finding on each proposed cue."""

    seen: list[Mapping[str, Sequence[TimeCue]]] = field(default_factory=list)

    def __call__(self, cues: Mapping[str, Sequence[TimeCue]]) -> list[TimeFinding]:
        self.seen.append(cues)
        out = [weekday()]
        for cue in (c for cs in cues.values() for c in cs if c.proposed):
            out.append(TimeFinding(TimeCheckKind.RELATIVE,
                                   Side(cue.node_id, cue.quote, "text", cue.start, cue.end),
                                   Side("c1", "the rain came down on the toll-house roof"),
                                   {"stated": "1 day", "expected": "3 days"}))  # fmt: skip
        return out


def rules_found(world: World) -> dict[str, list[TimeCue]]:
    text = world.documents["c2"].text
    return {"c2": [TimeCue("c2", 0, 16, text[:16], CueKind.RELATIVE, offset_minutes=4320)]}


def audit_of(world: World, tmp_path: Path, provider: ScriptedProvider, checker: Checker,
             **settings) -> TimeAudit:  # fmt: skip
    setup = AssistantSetup(provider, Settings(provider="lmstudio", model="m", **settings))
    found = rules_found(world)
    reading = Reading(timeline(), found, [weekday()],
                      (TimeProblem(TimeProblemKind.UNREADABLE, "c2", "when", "soonish"),))
    proposer = CueProposer(world, setup, CALENDAR, found)
    return TimeAudit(world, FindingsStore(tmp_path), reading, proposer=proposer,
                     recheck=checker)  # fmt: skip


def test_only_cues_quoted_from_their_chapter_are_kept_and_marked_proposed(tmp_path) -> None:
    world = book(bridge=BRIDGE + FUNERAL)
    provider, checker = ScriptedProvider([cue_model(PLAN)] * 10), Checker()
    report = audit_of(world, tmp_path, provider, checker).run()
    assert report.ok and report.proposed is not None
    (cue,) = report.proposed.all()
    assert (cue.quote, cue.proposed, cue.offset_minutes) == (
        "the day after the funeral", True, 24 * 60)
    assert world.documents["c2"].text[cue.start : cue.end] == "the day after the funeral"
    # invented, from another chapter, no such part of day, no such weekday
    assert report.proposed.wrong == 4 and report.proposed.known == 1
    # the check ran again with the rules' cues and the model's
    assert [c.proposed for c in checker.seen[0]["c2"]] == [False, True]
    weekday_finding, step = report.findings.findings
    assert not weekday_finding.proposed and step.proposed and step.chapter == "c2"
    assert "proposed" in step.summary and report.problems[0].text == "soonish"
    # what the model was sent: its chapter's text and the cues already found, no others
    asked = provider.requests[1]
    question = next(m.content for m in asked.messages if m.role == "user")
    assert "“The Bridge”" in question.split("\n")[0] and "“Three days later”" in question
    assert FUNERAL.strip() in question and "toll-house roof" not in question
    assert [t.name for t in asked.tools] == ["propose_time_cue"]


def test_the_model_is_asked_again_only_about_chapters_whose_times_changed(tmp_path) -> None:
    world = book(bridge=BRIDGE + FUNERAL)
    provider = ScriptedProvider([cue_model(PLAN)] * 20)
    first = audit_of(world, tmp_path, provider, Checker()).run()
    asked = len(provider.requests)
    assert asked == 3  # The Toll-House (nothing proposed), The Bridge (proposals, answer)
    again = audit_of(world, tmp_path, provider, Checker()).run()
    assert len(provider.requests) == asked and again.changed == [] and again.new == []
    assert again.findings.findings == first.findings.findings
    changed = book(toll="On Tuesday the rain came down on the toll-house roof, hard.",
                   bridge=BRIDGE + FUNERAL)
    audit_of(changed, tmp_path, provider, Checker()).run()
    questions = [next(m.content for m in r.messages if m.role == "user")
                 for r in provider.requests[asked:]]  # fmt: skip
    assert len(questions) == 1 and "“The Toll-House”" in questions[0]


def test_a_private_chapter_is_not_sent_to_a_cloud_model(tmp_path) -> None:
    world = book(bridge=BRIDGE + FUNERAL)
    secret = replace(world.documents["c2"], private=True)
    world = replace(world, documents=world.documents.set("c2", secret))
    provider = ScriptedProvider([cue_model(PLAN)] * 10)
    report = audit_of(world, tmp_path, provider, Checker()).run()
    assert report.proposed is not None and report.proposed.all() == []
    assert len(provider.requests) == 1
    sent = str(provider.requests[0].messages)
    assert "funeral" not in sent and "Three days later" not in sent


def test_a_failed_run_keeps_the_rules_findings_and_asks_again_next_time(tmp_path) -> None:
    world = book(bridge=BRIDGE + FUNERAL)
    busy = ProviderError(AgentError(ErrorKind.OVERLOADED, "busy"))
    failing = ScriptedProvider([AiResponse(text="0."), busy])
    report = audit_of(world, tmp_path, failing, Checker()).run()
    assert not report.ok and report.proposed is not None
    assert report.proposed.error is not None
    assert [f.check for f in report.findings.findings] == ["weekday"]
    assert "c2" not in report.findings.time_chapters
    again = ScriptedProvider([cue_model(PLAN)] * 10)
    audit_of(world, tmp_path, again, Checker()).run()
    assert len(again.requests) == 3  # both chapters asked again


def test_the_continuity_audit_reading_a_chapter_again_keeps_its_time_findings(tmp_path) -> None:
    from assistant.agent.audit.audit import Audit
    from tests.scripted_audit import auditor

    world = book(bridge=BRIDGE + FUNERAL)
    audit_of(world, tmp_path, ScriptedProvider([cue_model(PLAN)] * 10), Checker()).run()
    time_ids = {f.id for f in FindingsStore(tmp_path).load().findings}
    assert len(time_ids) == 2
    setup = AssistantSetup(ScriptedProvider([auditor({})] * 10),
                           Settings(provider="lmstudio", model="m"))  # fmt: skip
    report = Audit(world, setup, FindingsStore(tmp_path), everything=True).run()
    assert len(report.read) == 2
    assert {f.id for f in FindingsStore(tmp_path).load().findings} == time_ids


def test_a_word_the_rules_read_in_one_place_is_proposed_at_its_next_place() -> None:
    from assistant.agent.audit.time_cues import proposed_cue
    from assistant.agent.audit.units import chapters_of

    text = "On Wednesday the toll rose. By Wednesday night the bridge was shut."
    world = book(toll=text)
    (chapter, _other) = chapters_of(world)
    ruled = TimeCue("c1", 3, 12, "Wednesday", CueKind.WEEKDAY, weekday=2)
    cue = proposed_cue(world, chapter, CALENDAR, {"quote": "Wednesday", "kind": "weekday",
                                                   "hour": 21}, [ruled])  # fmt: skip
    assert not isinstance(cue, str) and cue.start == text.index("Wednesday night")
    alone = proposed_cue(world, chapter, CALENDAR, {"quote": "Wednesday", "kind": "weekday",
                                                    "hour": 21})  # fmt: skip
    assert not isinstance(alone, str) and alone.start == 3
