"""The continuity audit in the core, with a scripted model over the sample project: findings
verified and kept, invented ones dropped and counted, a second audit reading only the
chapters that changed, intentional findings kept out, possibly fixed, a damaged findings
file set aside, Stop and failures keeping what was read, and Fix scoped to its finding."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from assistant.agent.audit.audit import REPORT_FINDING_SPEC, Audit, chapters_of
from assistant.agent.audit.finding_fix import ask_fix, finding_scope
from assistant.agent.audit.findings import FindingsStore, FindingStatus
from assistant.agent.config.settings import Settings
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import (
    AiRequest,
    AiResponse,
    AiToolCall,
    ErrorKind,
    ProviderError,
    Role,
)
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.run import default_tools
from assistant.agent.session.session import Session
from assistant.world.edits import SetText
from assistant.world.model import World
from assistant.world.project import Project
from tests.agent.session.test_session import ProjectHost, setup_of
from tests.paths import SAMPLE
from tests.sample_planted import CHAPTER_1, CHAPTER_3, MARA
from tests.scripted_audit import EYES, INVENTED, auditor, question_of

SCAR = {
    "kind": "contradiction",
    "summary": "Ferrow's scar is in his right eyebrow here, his left in his entry.",
    "claim_a": {"quote": "the old scar that split his right eyebrow",
                "document": "Chapter 3: Upriver"},
    "claim_b": {"quote": "an old scar through the left eyebrow", "document": "Lucan Ferrow"},
}  # fmt: skip


def setup_for(replies) -> AssistantSetup:
    provider = ScriptedProvider(replies if isinstance(replies, list) else [replies] * 100)
    return AssistantSetup(provider, Settings(provider="lmstudio", model="m"))


@pytest.fixture
def project(tmp_path: Path) -> Project:
    root = tmp_path / "sample"
    shutil.copytree(SAMPLE, root)
    return Project.open(root, lock=False)


@pytest.fixture
def store(tmp_path: Path) -> FindingsStore:
    return FindingsStore(tmp_path / "app-data")


def audit(world: World, store: FindingsStore, plan: dict, **options):
    return Audit(world, setup_for(auditor(plan)), store, **options).run()


def test_the_chapters_are_documents_and_folders_of_scenes_without_the_notes(project):
    chapters = chapters_of(project.world)
    assert [c.title for c in chapters] == [
        "Chapter 1: The Map House", "Chapter 2: High Water", "Chapter 3: Upriver",
        "Chapter 4: The Inquiry", "Chapter 5: The Sallows", "Chapter 6: The Last Level",
        "Chapter 7: What the River Keeps",
    ]  # fmt: skip
    assert chapters[1].documents == ("d-0afb7cc2a9", "d-95b4900e9e")


def test_a_true_finding_is_kept_with_both_quotes_verified_and_an_invented_one_dropped(
    project, store
):
    provider = ScriptedProvider([auditor({"Chapter 1": [EYES, INVENTED]})] * 100)
    report = Audit(project.world, AssistantSetup(provider, Settings(provider="lmstudio",
                   model="m")), store).run()  # fmt: skip
    assert report.ok and len(report.read) == 7 and report.dropped == 1
    (finding,) = report.new
    text = project.world.documents[CHAPTER_1].text
    assert text[finding.claim_a.start : finding.claim_a.end] == (
        "Don't look at me with those green eyes"
    )
    assert (finding.claim_b.document, finding.claim_b.part) == (MARA, "field:Eyes")
    assert finding.entity == MARA and finding.status is FindingStatus.OPEN
    # the model was told which report was not kept, and why
    results = [m.content for r in provider.requests for m in r.messages if m.role is Role.TOOL]
    assert any(r.startswith("Recorded") for r in results)
    assert any("claim_a quotation is not in the project" in r for r in results)
    # kept on disk, with every chapter's fingerprint
    kept = store.load()
    assert [f.id for f in kept.findings] == [finding.id]
    assert set(kept.chapters) == {c.id for c in chapters_of(project.world)}


def test_report_finding_is_offered_only_in_audits_and_its_spec_is_short(project, store):
    for mode in Mode:
        source = project.world if mode is Mode.ASK else ProjectHost(project).project
        specs, _executor = default_tools(mode, source)
        assert "report_finding" not in {spec.name for spec in specs}
    provider = ScriptedProvider([AiResponse(text="0")] * 10)
    Audit(project.world, AssistantSetup(provider, Settings(provider="lmstudio", model="m")),
          store).run()  # fmt: skip
    assert "report_finding" in {spec.name for spec in provider.requests[0].tools}
    spec = json.dumps([REPORT_FINDING_SPEC.description, REPORT_FINDING_SPEC.parameters])
    assert len(spec) < 800  # about 200 tokens


def test_a_second_audit_reads_only_the_chapters_changed_and_keeps_the_others(project, store):
    first = audit(project.world, store, {"Chapter 1": [EYES], "Chapter 3": [SCAR]})
    assert len(first.new) == 2
    again = audit(project.world, store, {})
    assert again.read == [] and len(again.unchanged) == 7
    assert {f.id for f in again.findings.findings} == {f.id for f in first.new}

    text = project.world.documents[CHAPTER_3].text
    project.apply(SetText(CHAPTER_3, text.replace("right eyebrow", "left eyebrow")))
    third = audit(project.world, store, {})
    assert [c.id for c in third.read] == [CHAPTER_3]
    kept = third.findings.findings
    assert [f.claim_a.document for f in kept] == [CHAPTER_1]  # chapter 3's is gone with it
    everything = audit(project.world, store, {}, everything=True)
    assert len(everything.read) == 7 and everything.findings.findings == ()


def test_intentional_findings_stay_out_of_later_audits(project, store):
    (finding,) = audit(project.world, store, {"Chapter 1": [EYES]}).new
    store.set_status(finding.id, FindingStatus.INTENTIONAL)
    provider = ScriptedProvider([auditor({"Chapter 1": [EYES]})] * 100)
    report = Audit(project.world, AssistantSetup(provider, Settings(provider="lmstudio",
                   model="m")), store, everything=True).run()  # fmt: skip
    assert report.new == [] and report.intentional == 1
    assert [(f.id, f.status) for f in report.findings.findings] == [
        (finding.id, FindingStatus.INTENTIONAL)
    ]
    chapter_1 = next(question_of(r) for r in provider.requests if "“Chapter 1" in question_of(r))
    assert finding.summary in chapter_1  # told not to report it again


def test_a_finding_whose_quoted_text_changed_is_possibly_fixed(project, store):
    (finding,) = audit(project.world, store, {"Chapter 1": [EYES]}).new
    assert not finding.possibly_fixed(project.world)
    text = project.world.documents[CHAPTER_1].text
    project.apply(SetText(CHAPTER_1, text.replace("those green eyes", "those grey eyes")))
    assert finding.possibly_fixed(project.world)


def test_a_damaged_findings_file_is_set_aside_not_overwritten(project, store):
    store.path.parent.mkdir(parents=True)
    store.path.write_text("{ not json", encoding="utf-8")
    report = audit(project.world, store, {"Chapter 1": [EYES]})
    assert store.set_aside_as is not None and store.set_aside_as.read_text() == "{ not json"
    assert len(report.new) == 1 and len(store.load().findings) == 1


def test_stop_keeps_the_chapters_read_so_far(project, store):
    cancel = CancelToken()
    replies = auditor({"Chapter 1": [EYES]})

    def stop_after_the_first_chapter(request: AiRequest) -> AiResponse:
        if "“Chapter 2" in question_of(request):
            cancel.cancel()
            raise ProviderError.of(ErrorKind.CANCELLED, "stopped")
        return replies(request)

    report = Audit(project.world, setup_for(stop_after_the_first_chapter), store).run(
        cancel=cancel
    )
    assert report.cancelled and [c.id for c in report.read[:1]] == [CHAPTER_1]
    kept = store.load()
    assert len(kept.findings) == 1 and list(kept.chapters) == [CHAPTER_1]


def test_a_provider_failure_ends_the_audit_and_keeps_what_was_read(project, store):
    replies = auditor({"Chapter 1": [EYES]})

    def fail_on_chapter_3(request: AiRequest) -> AiResponse:
        if "“Chapter 3" in question_of(request):
            raise ProviderError.of(ErrorKind.RATE_LIMITED, "slow down")
        return replies(request)

    report = Audit(project.world, setup_for(fail_on_chapter_3), store).run()
    assert report.error is not None and report.error.kind is ErrorKind.RATE_LIMITED
    assert len(report.read) == 3 and CHAPTER_3 not in store.load().chapters
    assert len(store.load().findings) == 1


def test_a_chapter_that_runs_out_of_steps_is_read_again_next_time(project, store):
    def never_done(request: AiRequest) -> AiResponse:
        return AiResponse(tool_calls=(AiToolCall("x", "get_outline", {}),))

    report = Audit(project.world, setup_for(never_done), store, max_steps=2).run()
    assert len(report.unfinished) == 7 and store.load().chapters == {}


# -- Fix ----------------------------------------------------------------------------------------


def test_fix_is_an_act_mode_turn_that_may_change_only_what_the_finding_names(
    tmp_path, project, store
):
    (finding,) = audit(project.world, store, {"Chapter 1": [EYES]}).new
    assert finding_scope(finding) == {CHAPTER_1, MARA}
    provider = ScriptedProvider([
        AiResponse(tool_calls=(AiToolCall("a", "replace_text", {
            "document": "Chapter 3: Upriver", "find": "right eyebrow", "replace": "left eyebrow",
            "expected_count": 1}),)),
        AiResponse(tool_calls=(AiToolCall("b", "replace_text", {
            "document": "Chapter 1: The Map House", "find": "those green eyes",
            "replace": "those grey eyes", "expected_count": 1}),)),
        AiResponse(text="Her eyes are grey now in chapter 1."),
    ])  # fmt: skip
    session = Session(tmp_path / "data", setup=setup_of(provider, approval_policy="none"),
                      host=ProjectHost(project))  # fmt: skip
    session.conversations.set_mode(Mode.ACT)
    before = project.world
    run = ask_fix(session, finding, project.snapshot())
    assert EYES["summary"] in run.question
    end = session.finish(run, run.execute())
    refused = [m for m in end.result.transcript if m.role is Role.TOOL and m.is_error]
    assert len(refused) == 1 and "may change only" in refused[0].content
    assert [c.target_id for c in end.changes] == [CHAPTER_1]
    assert project.world.documents[CHAPTER_3] == before.documents[CHAPTER_3]
    assert end.committed and finding.possibly_fixed(project.world)


def test_the_writer_marking_a_finding_during_an_audit_is_not_undone_by_it(project, store):
    (finding,) = audit(project.world, store, {"Chapter 1": [EYES]}).new
    replies = auditor({})

    def mark_while_reading_chapter_3(request: AiRequest) -> AiResponse:
        if "“Chapter 3" in question_of(request) and request.messages[-1].role is Role.USER:
            store.set_status(finding.id, FindingStatus.INTENTIONAL)  # from the window
        return replies(request)

    text = project.world.documents[CHAPTER_3].text
    project.apply(SetText(CHAPTER_3, text + "\n\nA new line."))
    report = Audit(project.world, setup_for(mark_while_reading_chapter_3), store).run()
    assert [c.id for c in report.read] == [CHAPTER_3]
    assert store.load().get(finding.id).status is FindingStatus.INTENTIONAL
    assert report.findings.get(finding.id).status is FindingStatus.INTENTIONAL


def test_hostile_reports_and_files_are_refused_plainly(project, store):
    huge = dict(EYES, claim_a={"quote": "green " * 10_000, "document": "Chapter 1"})
    nested = {"kind": "other", "summary": "x", "claim_a": "not an object", "claim_b": {}}
    provider = ScriptedProvider([auditor({"Chapter 1": [huge, nested]})] * 100)
    report = Audit(project.world, AssistantSetup(provider, Settings(provider="lmstudio",
                   model="m")), store).run()  # fmt: skip
    assert report.ok and report.new == [] and report.dropped == 1  # the other is malformed
    results = [m.content for r in provider.requests for m in r.messages if m.role is Role.TOOL]
    assert any("invalid arguments for report_finding" in r for r in results)

    store.path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    assert store.load().findings == () and store.set_aside_as is not None


def test_one_problem_reported_from_every_chapter_is_kept_once_in_its_own_chapter(
    project, store
):
    """N4: a model that reports the same contradiction (both quotations in chapter 1 and
    Mára's entry) from every chapter's run leaves one finding, chapter 1's; the reports from
    chapters holding neither quotation are refused, and the model is told why."""
    provider = ScriptedProvider(
        [auditor({f"Chapter {n}": [EYES] for n in range(1, 8)})] * 100
    )
    report = Audit(project.world, AssistantSetup(provider, Settings(provider="lmstudio",
                   model="m")), store).run()  # fmt: skip
    assert report.ok and len(report.read) == 7
    (finding,) = report.new
    assert finding.chapter == CHAPTER_1
    assert [f.id for f in store.load().findings] == [finding.id]
    results = [m.content for r in provider.requests for m in r.messages if m.role is Role.TOOL]
    assert sum("neither quotation is from" in r for r in results) == 6


def test_a_problem_between_two_chapters_is_kept_once(project, store):
    """N4: chapter 1 and chapter 3 each report the two passages that disagree (in either
    order): one finding."""
    first = {"quote": "Don't look at me with those green eyes",
             "document": "Chapter 1: The Map House"}  # fmt: skip
    second = {"quote": "the old scar that split his right eyebrow",
              "document": "Chapter 3: Upriver"}  # fmt: skip
    across = {"kind": "contradiction", "summary": "The two chapters disagree.",
              "claim_a": first, "claim_b": second}  # fmt: skip
    back = {**across, "claim_a": second, "claim_b": first}
    report = audit(project.world, store, {"Chapter 1": [across], "Chapter 3": [back]})
    (finding,) = report.new
    assert finding.chapter == CHAPTER_1
    assert len(store.load().findings) == 1
