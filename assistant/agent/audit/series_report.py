"""``report_cross_book``: how the cross-book audit's model reports that this book contradicts
an earlier book of its series, and how each report is checked before it is kept.

Both sides are quotations, and each is verified in the book and the document it is credited
to: this book's side in the document it names, which must be part of the chapter being read;
the earlier side in the document it names of the book it names, looked up in that book's own
world. A side that is not there (or quotes a word or two, or leaves words out) is dropped and
counted, and the model is told, so it can quote again. A report whose difference is a change
the series records (an override "from book 2 on" that this book follows) is no contradiction:
it is not kept, and counted apart. Nothing here is prose for the writer.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from assistant.agent.audit.audit import _unfit_quote
from assistant.agent.audit.findings import (
    Claim,
    Finding,
    FindingKind,
    _key,
    now,
    paragraph_print,
)
from assistant.agent.audit.series_books import EarlierBook, EarlierBooks
from assistant.agent.audit.series_overrides import named_series_entities, valid_override
from assistant.agent.audit.units import Chapter
from assistant.agent.loop.messages import AiToolSpec
from assistant.agent.tools.base import Tool, ToolContext, ToolError, ToolOutcome
from assistant.agent.tools.resolve import resolve_any
from assistant.world.model import Entity, World
from assistant.world.search.quotes import locate_in

_QUOTE: dict[str, Any] = {
    "quote": {"type": "string", "minLength": 1},
    "document": {"type": "string", "description": "its title"},
}
_SIDE = {"type": "object", "properties": _QUOTE, "required": ["quote", "document"]}

REPORT_CROSS_BOOK_SPEC = AiToolSpec(
    name="report_cross_book",
    description="Report one contradiction between this book and an earlier book of the "
    "series, each side quoted word for word.",
    parameters={
        "type": "object",
        "properties": {
            "kind": {"type": "string", "enum": [str(kind) for kind in FindingKind]},
            "summary": {"type": "string", "minLength": 1},
            "claim_a": _SIDE,
            "claim_b": {
                "type": "object",
                "properties": {**_QUOTE, "book": {"type": "integer", "minimum": 1}},
                "required": ["quote", "document", "book"],
            },
            "entity": {"type": "string"},
            "field": {"type": "string", "description": "the entity's field, if one"},
        },
        "required": ["kind", "summary", "claim_a", "claim_b"],
    },
)


@dataclass
class CrossReports:
    """What ``report_cross_book`` did in one chapter's run."""

    kept: list[Finding] = field(default_factory=list)
    dropped: int = 0
    """Reports with a side not in the book and document it is credited to."""
    overrides: int = 0
    """Reports of a difference the series records as a change (not kept)."""
    intentional: int = 0
    elsewhere: int = 0
    """Reports of which this chapter holds no side, or kept already from another chapter."""


def series_finding_id(one: Claim, other: Claim) -> str:
    """The same for the same two passages of the same two books (either order, any case and
    spacing), so a finding keeps its id, and the writer's word on it, when read again."""
    keys = sorted(f"{claim.book}\0" + "\0".join(_key(claim)) for claim in (one, other))
    digest = hashlib.sha256("\0\0".join(keys).encode("utf-8", "surrogatepass")).hexdigest()
    return "s-" + digest[:10]


def _resolved(world: World, ref: str):
    if not ref.strip():
        return None
    try:
        return resolve_any(world, ref)
    except ToolError:
        return None


def _title(world: World, node_id: str) -> str:
    doc = world.documents.get(node_id)
    if doc is not None:
        return doc.title
    entity = world.entities.get(node_id)
    return entity.name if entity is not None else ""


def _claim(world: World, quote: str, places: list[str], book: EarlierBook | None) -> Claim | None:
    """The claim where ``places`` (document or entity ids of ``world``) hold ``quote``."""
    site = locate_in(world, quote, places) if places else None
    if site is None:
        return None
    around = paragraph_print(world, site.node_id, site.part, site.start)
    return Claim(
        quote, site.node_id, _title(world, site.node_id), site.part, site.start, site.end,
        around, book.number if book else 0, book.title if book else "",
    )  # fmt: skip


def this_side(world: World, chapter: Chapter, raw: dict[str, Any]) -> tuple[Claim | None, str]:
    """This book's side, verified in the document it names (the chapter when it names none
    that resolves); with why not, when it is not."""
    quote = " ".join(str(raw.get("quote", "")).split())
    named = _resolved(world, str(raw.get("document", "")))
    if named is not None and named.id not in chapter.documents:
        return None, f"“{_title(world, named.id)}” is not part of “{chapter.title}”"
    places = [named.id] if named is not None else list(chapter.documents)
    claim = _claim(world, quote, places, None)
    where = f"“{_title(world, named.id)}”" if named is not None else f"“{chapter.title}”"
    return claim, "" if claim is not None else f"is not in {where}"


def earlier_side(books: EarlierBooks, raw: dict[str, Any]) -> tuple[Claim | None, str]:
    """The earlier book's side, verified in the book and document it names."""
    number = raw.get("book")
    book = books.get(number) if isinstance(number, int) else None
    if book is None:
        listed = ", ".join(f"{b.number} “{b.title}”" for b in books.books) or "none"
        return None, f"names no earlier book (book {number}); the earlier books: {listed}"
    named = _resolved(book.world, str(raw.get("document", "")))
    if named is None:
        return None, f"names no document of book {book.number} “{book.title}”"
    quote = " ".join(str(raw.get("quote", "")).split())
    claim = _claim(book.world, quote, [named.id], book)
    if claim is None:
        return None, (f"is not in “{_title(book.world, named.id)}” of book {book.number} "
                      f"“{book.title}”")  # fmt: skip
    return claim, ""


def report_cross_book_tool(
    world: World, chapter: Chapter, books: EarlierBooks, reports: CrossReports,
    known: tuple[Finding, ...] = (), intentional: tuple[Finding, ...] = (),
) -> Tool:  # fmt: skip
    """``report_cross_book`` for one chapter's run (see the module doc); ``known`` are the
    cross-book findings other chapters' runs kept, ``intentional`` those the writer marked."""

    def handle(arguments: dict[str, Any], _context: ToolContext) -> ToolOutcome:
        sides = []
        for name, verify in (("claim_a", lambda raw: this_side(world, chapter, raw)),
                             ("claim_b", lambda raw: earlier_side(books, raw))):  # fmt: skip
            raw = arguments[name]
            claim, why = verify(raw)
            unfit = _unfit_quote(str(raw.get("quote", "")), claim)
            if unfit or claim is None:
                reports.dropped += 1
                raise ToolError(f"not recorded: the {name} quotation {unfit or why}. Quote "
                                "word for word from text you have read, then report it again.")
            sides.append(claim)
        mine, theirs = sides
        entities = _entities(world, arguments, mine, theirs)
        override = valid_override(
            world, entities, str(arguments.get("field", "")), mine.quote, mine.document,
            theirs.book,
        )  # fmt: skip
        if override is not None:
            reports.overrides += 1
            return ToolOutcome(
                f"Not recorded: the series records {override.name}'s {override.field} as "
                f"{override.value} from book {override.from_book} on, and this book follows "
                "it. A change the series records is no contradiction."
            )
        finding = Finding(
            id=series_finding_id(mine, theirs), kind=FindingKind(arguments["kind"]),
            summary=" ".join(arguments["summary"].split()), claim_a=mine, claim_b=theirs,
            chapter=chapter.id, entity=entities[0].id if entities else "", found=now(),
            across=True,
        )  # fmt: skip
        if any(finding.id == other.id for other in intentional):
            reports.intentional += 1
            return ToolOutcome("Not recorded: the writer marked this intentional.")
        if any(finding.id == other.id for other in known):
            reports.elsewhere += 1
            return ToolOutcome("Already recorded from another chapter.")
        if any(finding.id == other.id for other in reports.kept):
            return ToolOutcome("Already recorded.")
        reports.kept.append(finding)
        return ToolOutcome(f"Recorded ({len(reports.kept)} in this chapter).")

    return Tool(REPORT_CROSS_BOOK_SPEC, handle)


def _entities(world: World, arguments: dict[str, Any], mine: Claim, theirs: Claim
              ) -> list[Entity]:  # fmt: skip
    """The entity the report is about: the one it names, else the series' entities its
    quotations and summary name."""
    named = _resolved(world, str(arguments.get("entity", "")))
    if isinstance(named, Entity):
        return [named]
    return named_series_entities(world, (mine.quote, theirs.quote, arguments["summary"]))


__all__ = [
    "REPORT_CROSS_BOOK_SPEC",
    "CrossReports",
    "earlier_side",
    "report_cross_book_tool",
    "series_finding_id",
    "this_side",
]
