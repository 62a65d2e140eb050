"""The cross-book audit in the core, with the scripted model over the generated series:
both sides of every kept finding verified in the book and document they are credited to, a
difference the series records as a change never kept, a side that cannot be verified dropped
and counted, earlier books' summaries served from the cache the second time, and the other
audits leaving the cross-book findings alone."""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from assistant.agent.audit.audit import _merged
from assistant.agent.audit.findings import FindingsStore, FindingStatus, findings_from_json
from assistant.agent.audit.series_audit import SeriesAudit
from assistant.agent.audit.series_overrides import agrees
from assistant.agent.audit.units import chapters_of
from assistant.agent.spending.summary_cache import SummaryCache
from assistant.world.model import FrozenMap
from assistant.world.search.quotes import locate_in
from tests.paths import REPO

sys.path.insert(0, str(REPO / "benchmarks"))

from series_project import SeriesProject, build
from series_scripted import ScriptedSeriesModel, audit_series, setup_of


@pytest.fixture(scope="module")
def project() -> SeriesProject:
    return build(seed=41)


def run(project: SeriesProject, number: int, folder: Path, model=None, **options):
    model = model or ScriptedSeriesModel(project)
    store = FindingsStore(folder / f"book-{number}")
    cache = SummaryCache(folder / "summaries", 10_000_000, key=b"test")
    audit = SeriesAudit(project.book_world(number), project.earlier(number), setup_of(model),
                        store, cache=cache, **options)  # fmt: skip
    return audit.run(), store


def test_every_planted_contradiction_is_kept_with_both_sides_verified(project, tmp_path):
    score, reports = audit_series(project, tmp_path)
    assert score.planted >= 30 and score.found == score.planted, score.missed
    assert score.against_overrides == 0 and score.kept == score.planted
    assert all(r.ok for r in reports)
    for number in (2, 3):
        kept = FindingsStore(tmp_path / f"book-{number}").load().findings
        world = project.book_world(number)
        for finding in kept:
            a, b = finding.claim_a, finding.claim_b
            assert finding.across and finding.id.startswith("s-") and 1 <= b.book < number
            assert locate_in(world, a.quote, [a.document]) is not None
            assert locate_in(project.books[b.book - 1], b.quote, [b.document]) is not None
            assert b.book_title == project.earlier(number).get(b.book).title


def test_a_valid_override_is_left_out_and_an_unverifiable_side_dropped(project, tmp_path):
    report, store = run(project, 2, tmp_path)
    book_2 = [o for o in project.overrides if o.later.book == 2]
    assert book_2 and report.overrides == len(book_2)
    kept = store.load().findings
    for override in book_2:
        assert not any(f.claim_a.quote == override.later.quote for f in kept)
    wrong = ScriptedSeriesModel(project).wrong
    made = sum(len(v) for (book, _title), v in wrong.items() if book == 2)
    assert report.dropped == made
    # the model was told why, and could quote again
    assert len(kept) == len([p for p in project.planted if p.later.book == 2])


def test_the_checks_stand_without_the_model_s_help(project, tmp_path):
    """A report with no entity or field named is still left out when the series records the
    change, and a misquotation of the earlier book is dropped whatever else is right."""
    override = next(o for o in project.overrides if o.later.book == 2 and o.field == "Home")
    planted = next(p for p in project.planted if p.later.book == 2 and p.kind == "eyes")

    def reports(item, quote=None):
        return {"kind": "contradiction", "summary": "The books disagree.",
                "claim_a": {"quote": item.later.quote, "document": item.later.title},
                "claim_b": {"quote": quote or item.earlier.quote,
                            "document": item.earlier.title, "book": 1}}  # fmt: skip

    model = ScriptedSeriesModel(project, with_wrong=False)
    model.plan = {}
    model.wrong = {(2, override.later.title): [reports(override)]}
    model.wrong.setdefault((2, planted.later.title), []).append(
        reports(planted, planted.earlier.quote.replace("eyes", "eye")))
    report, store = run(project, 2, tmp_path, model)
    assert report.overrides == 1 and report.dropped == 1 and store.load().findings == ()


def test_a_second_audit_costs_nothing_and_an_earlier_book_s_edit_reads_again(project, tmp_path):
    first, store = run(project, 3, tmp_path)
    assert first.summary_requests > 0 and len(first.read) == len(chapters_of(project.books[2]))
    again, _ = run(project, 3, tmp_path)
    assert again.read == [] and again.summary_requests == 0
    assert len(again.unchanged) == len(first.read)
    assert {f.id for f in again.findings.findings} == {f.id for f in first.findings.findings}
    # the writer marks one intentional: it stays, and is not reported again
    marked = first.new[0]
    store.set_status(marked.id, FindingStatus.INTENTIONAL)
    book_1 = project.books[0]
    doc = book_1.documents_in_order()[0]
    edited = replace(book_1, documents=FrozenMap(
        {**dict(book_1.documents), doc.id: replace(doc, text=doc.text + "\n\nThe end.")}))
    changed = replace(project, books=(edited, *project.books[1:]))
    third, _ = run(changed, 3, tmp_path)
    assert len(third.read) == len(first.read) and third.intentional == 1
    assert 0 < third.summary_requests < first.summary_requests  # book 2's summary was kept
    kept = store.load()
    assert kept.get(marked.id).status is FindingStatus.INTENTIONAL
    assert len([f for f in kept.findings if f.id == marked.id]) == 1


def test_the_continuity_audit_and_the_file_keep_cross_book_findings(project, tmp_path):
    _report, store = run(project, 2, tmp_path)
    findings = store.load()
    chapter = next(c for c in chapters_of(project.book_world(2))
                   if any(f.chapter == c.id for f in findings.findings))  # fmt: skip
    merged = _merged(findings, chapter, [], audited=True)
    assert merged.findings == findings.findings
    text = store.path.read_text("utf-8")
    again = findings_from_json(json.loads(text))
    assert again == findings and again.series_chapters
    one = again.findings[0]
    assert one.claim_b.book == 1 and one.claim_b.holds(project.book_world(2))


def test_a_stated_value_is_read_in_words_or_digits():
    assert agrees("Mára was thirty-seven years old that winter", "37")
    assert not agrees("Mára was thirty-five years old that winter", "37")
    assert not agrees("Isolde was thirty-one years old", "30")
    assert agrees("Isolde was thirty years old", "30")
    assert agrees("Kettlewick stood on the hill above the Tarn now", "the hill above the Tarn")
    assert not agrees("Kettlewick stood on the east bank of the Tarn", "west bank of the Tarn")
    assert agrees("Oda tenía treinta y siete años", "37", "es")
