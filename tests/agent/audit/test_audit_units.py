"""The audit's units follow the book, and a finding is two passages: a folder of notes is
notes whatever an import made of its documents, documents are named by title, a finding needs
two different passages of a clause or more each, and keeps its id across re-audits."""

from __future__ import annotations

import pytest

from assistant.agent.audit.audit import (
    AUDIT_SYSTEM,
    ChapterReports,
    chapter_request,
    report_finding_tool,
)
from assistant.agent.audit.findings import Claim, finding_id
from assistant.agent.audit.units import chapters_of, notes_of
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.tools.base import ToolContext, ToolError, ToolOutcome
from assistant.world.model import Document, DocumentKind, Folder
from tests.worlds import world_of

CH1 = Document("d-00000000a1", "Chapter 1", "Mára had grey eyes like the river in March. "
               "She walked to the mill before dawn.", DocumentKind.CHAPTER)  # fmt: skip
CH2 = Document("d-00000000a2", "Chapter 2", "Mára looked up with her green eyes and smiled.",
               DocumentKind.CHAPTER)  # fmt: skip
IDEAS = Document("d-00000000a3", "Plot ideas", "Maybe the mill burns in part two.")
PEOPLE = Document("d-00000000a4", "Who is who", "Mára: grey eyes, nineteen.")
NOTES = Folder("f-00000000b1", "Notes", children=(IDEAS.id, PEOPLE.id))
WORLD = world_of(CH1, CH2, IDEAS, PEOPLE, NOTES, root=[CH1.id, CH2.id, NOTES.id])


def test_a_folder_of_notes_is_notes_whatever_the_import_made_of_its_documents():
    assert IDEAS.kind is DocumentKind.SCENE  # as an import of a Markdown folder leaves it
    assert [c.title for c in chapters_of(WORLD)] == ["Chapter 1", "Chapter 2"]
    assert [d.title for d in notes_of(WORLD)] == ["Plot ideas", "Who is who"]
    request = chapter_request(WORLD, chapters_of(WORLD)[1], ())
    assert "Notes documents: Plot ideas, Who is who." in request
    assert "(read all of it: “Chapter 2”)" in request and CH2.id not in request


def report(arguments: dict) -> tuple[str, ChapterReports]:
    reports = ChapterReports()
    tool = report_finding_tool(WORLD, chapters_of(WORLD)[1], (), reports)
    try:
        said = tool.handler({"kind": "contradiction", "summary": "Eyes.", **arguments},
                            ToolContext(CancelToken()))  # fmt: skip
    except ToolError as error:
        return f"error: {error}", reports
    return (said.text if isinstance(said, ToolOutcome) else said), reports


GREEN = {"quote": "looked up with her green eyes", "document": "Chapter 2"}
GREY = {"quote": "Mára had grey eyes like the river", "document": "Chapter 1"}


def test_two_passages_of_a_clause_each_make_a_finding():
    said, reports = report({"claim_a": GREEN, "claim_b": GREY})
    assert said.startswith("Recorded") and len(reports.kept) == 1


@pytest.mark.parametrize(
    ("claim_b", "why"),
    [
        ({"quote": "grey", "document": "Chapter 1"}, "under 2 words"),
        ({"quote": "Mára had grey … before dawn", "document": "Chapter 1"}, "leaves words out"),
        ({"quote": "her green eyes and smiled", "document": "Chapter 2"}, "same passage"),
    ],
)
def test_a_word_an_ellipsis_or_a_passage_against_itself_is_no_finding(claim_b, why):
    said, reports = report({"claim_a": GREEN, "claim_b": claim_b})
    assert said.startswith("error: not recorded") and why in said
    assert reports.kept == [] and reports.dropped == 1


def test_a_finding_keeps_its_id_for_the_same_two_passages():
    _said, first = report({"claim_a": GREEN, "claim_b": GREY})
    _said, again = report({"claim_a": dict(GREY, quote="MÁRA had grey  eyes like the river"),
                           "claim_b": GREEN})  # read again: other order, case and spacing
    assert first.kept[0].id == again.kept[0].id
    one = Claim("looked up with her green eyes", CH2.id)
    other = Claim("Mára had grey eyes like the river", CH1.id)
    assert first.kept[0].id == finding_id(one, other) == finding_id(other, one)
    assert finding_id(one, Claim("She walked to the mill", CH1.id)) != first.kept[0].id


def test_the_audit_has_its_own_system_text_the_same_for_every_project():
    assert "report_finding" in AUDIT_SYSTEM and "Mode: ask" not in AUDIT_SYSTEM


def test_a_fix_that_rewrites_the_quoted_paragraph_makes_the_finding_possibly_fixed():
    from dataclasses import replace as replaced

    from assistant.world.model import FrozenMap

    _said, reports = report({"claim_a": GREEN, "claim_b": GREY})
    (finding,) = reports.kept
    assert not finding.possibly_fixed(WORLD)
    extended = replaced(CH2, text=CH2.text.replace("smiled.", "smiled, though her eyes were "
                                                   "grey as the river, she said later."))
    fixed = replaced(WORLD, documents=FrozenMap({**WORLD.documents, CH2.id: extended}))
    assert finding.claim_a.quote in extended.text  # the quotation is still there, word for word
    assert finding.possibly_fixed(fixed)  # but its paragraph is not what was judged
    elsewhere = replaced(CH1, text=CH1.text + "\n\nA new paragraph elsewhere.")
    untouched = replaced(WORLD, documents=FrozenMap({**WORLD.documents, CH1.id: elsewhere}))
    assert not finding.possibly_fixed(untouched)
