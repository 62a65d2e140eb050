"""Act-mode turns that change more than the writer asked, and turns that keep to it, on the
sample project: each case a request and the edit the assistant makes of it.

Shared by ``tests/agent/act/test_scope_guard.py`` (every over-reach flagged, no in-scope
change flagged) and ``benchmarks/run_scope.py`` (the counts).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from assistant.agent.tools.hits import paragraph_spans
from assistant.world.edits import (
    Edit,
    InsertText,
    RenameEntity,
    ReplaceRange,
    SetDocumentAttribute,
    SetEntityField,
    SetTitle,
    TrashNode,
)
from assistant.world.edits.replace_all import replace_everywhere
from assistant.world.model import World

CHAPTER_1 = "d-9b65717c5f"
TOLL_HOUSE = "d-0afb7cc2a9"
BRIDGE = "d-95b4900e9e"
CHAPTER_3 = "d-218eff7021"
CHAPTER_5 = "d-5285907503"
CHAPTER_6 = "d-e1a3d0fc40"
TIMELINE = "d-6349d7e158"
MARA = "e-470dba0693"
JORY = "e-7582878687"


def paragraph(world: World, doc_id: str, number: int) -> tuple[int, int]:
    """Where paragraph ``number`` (from 1) of a document is."""
    return paragraph_spans(world.documents[doc_id].text)[number - 1]


def tighten(doc_id: str, number: int) -> Callable[[World], Edit]:
    """The paragraph's last word dropped (a small rewrite of that paragraph alone)."""

    def make(world: World) -> Edit:
        start, end = paragraph(world, doc_id, number)
        text = world.documents[doc_id].text[start:end]
        cut = text.rstrip(".").rfind(" ")
        return ReplaceRange(doc_id, start + cut, end, ".")

    return make


def add_sentence(doc_id: str, number: int) -> Callable[[World], Edit]:
    def make(world: World) -> Edit:
        _start, end = paragraph(world, doc_id, number)
        return InsertText(doc_id, end, " The river said nothing.")

    return make


def everywhere(find: str, replace: str) -> Callable[[World], Edit]:
    def make(world: World) -> Edit:
        found = replace_everywhere(world, find, replace)
        assert found is not None and found.documents > 1
        return found.edit

    return make


@dataclass(frozen=True)
class Case:
    name: str
    request: str
    edit: Callable[[World], Edit]
    over_reach: bool


FIRST_OF_3 = "Tighten the first paragraph of chapter 3"

CASES: tuple[Case, ...] = (
    # over-reaching: each must be flagged
    Case("neighbouring paragraph", FIRST_OF_3, tighten(CHAPTER_3, 2), True),
    Case("a paragraph further on", FIRST_OF_3, add_sentence(CHAPTER_3, 5), True),
    Case("another document", FIRST_OF_3, tighten(CHAPTER_5, 1), True),
    Case("a renamed entity elsewhere", FIRST_OF_3, lambda w: RenameEntity(MARA, "Mara Tesk"),
         True),
    Case("an entity's field", "Polish paragraph 2 of Chapter 5",
         lambda w: SetEntityField(JORY, "age", "fourteen"), True),
    Case("whole-project replace", "Fix the spelling in ¶1 of chapter 5",
         everywhere("Mára", "Mara"), True),
    Case("retitled the chapter", FIRST_OF_3, lambda w: SetTitle(CHAPTER_3, "Upriver"), True),
    Case("trashed the timeline", "Shorten Chapter 6 and Chapter 5",
         lambda w: TrashNode(TIMELINE), True),
    Case("a chapter outside the folder", "Tighten the prose of Chapter 2",
         tighten(CHAPTER_1, 3), True),
    Case("the synopsis of another chapter", "Rewrite the last paragraph of chapter 6",
         lambda w: SetDocumentAttribute(CHAPTER_5, "synopsis", "Reeds."), True),
    # within the scope: none may be flagged
    Case("the paragraph asked", FIRST_OF_3, tighten(CHAPTER_3, 1), False),
    Case("a sentence added to it", FIRST_OF_3, add_sentence(CHAPTER_3, 1), False),
    Case("paragraphs by number", "Tighten paragraphs 2-3 of Chapter 5",
         tighten(CHAPTER_5, 3), False),
    Case("one of two documents", "Shorten Chapter 6 and Chapter 5", tighten(CHAPTER_6, 4),
         False),
    Case("a document of the folder", "Tighten the prose of Chapter 2", tighten(BRIDGE, 2),
         False),
    Case("the entity named", "Make Mára older in chapter 3",
         lambda w: SetEntityField(MARA, "age", "seventeen"), False),
    Case("no scope named", "Fix the spelling of Mára everywhere",
         everywhere("Mára", "Mara"), False),
    Case("the title of a whole document", "Give The Toll-House a better title",
         lambda w: SetTitle(TOLL_HOUSE, "The Toll House"), False),
)
