"""The cross-book audit: a book of a series read chapter by chapter against the earlier books
("book 2 contradicts book 1"), each finding quoting both books, both quotations verified.

Each earlier book is given to the model as its summary, written through the summaries cache
(:class:`~assistant.agent.spending.summaries.Summariser`, keyed by content: an unchanged
earlier book costs nothing again), with the series' facts with their validity for what the
chapter names (:mod:`assistant.agent.audit.series_overrides`). To quote an earlier book the
model searches and reads it with ``search_earlier_books`` and ``read_earlier_book``; it
reports each contradiction with ``report_cross_book`` (:mod:`assistant.agent.audit.series_report`),
which verifies each side in the book and document it is credited to, drops and counts a side
that is not there, and keeps out a difference the series records as a change from a book on.

The findings are kept in the book's ``findings.json`` beside the continuity and time findings
(marked ``across``; the same Fix and Mark intentional), with, for each chapter read, a
fingerprint of the chapter and of what it was compared with (the earlier books' text, the
series' facts): the next cross-book audit reads again only the chapters whose fingerprint
changed, so an edit to book 1 has every chapter of book 2 read again.

``quire audit --series`` runs :class:`SeriesAudit`; nothing here is prose for the writer.
"""

from __future__ import annotations

import functools
import hashlib
import logging
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from assistant.agent.audit.audit import AuditReport
from assistant.agent.audit.findings import Finding, Findings, FindingsStore, FindingStatus, now
from assistant.agent.audit.series_books import (
    EarlierBook,
    EarlierBooks,
    book_print,
    earlier_books,
)
from assistant.agent.audit.series_overrides import fact_line, named_series_entities
from assistant.agent.audit.series_report import CrossReports, report_cross_book_tool
from assistant.agent.audit.units import Chapter, chapters_of
from assistant.agent.config.request_log import (
    RecordingProvider,
    RequestLog,
    record_event,
    record_result,
)
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.events import AgentEvent
from assistant.agent.loop.loop import run_agent_conversation
from assistant.agent.loop.messages import (
    AgentError,
    AiProvider,
    AiRequest,
    AiResponse,
    AiToolSpec,
    ErrorKind,
    ProviderError,
)
from assistant.agent.loop.options import LoopOptions
from assistant.agent.privacy.guard import PrivacyGuard
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.spending.summaries import (
    SUMMARY_PROMPT_VERSION,
    Summariser,
    input_chars_for,
)
from assistant.agent.spending.summary_cache import SummaryCache, summaries_folder
from assistant.agent.tools.base import Tool, ToolContext, ToolError
from assistant.agent.tools.read import read_document, read_tools, search_text
from assistant.agent.tools.toolbox import ToolBox
from assistant.world.model import World
from assistant.world.privacy.material import node_is_private, private_material
from assistant.world.privacy.sentences import PrivateSentences
from assistant.world.privacy.withheld import withheld_view

log = logging.getLogger(__name__)

SERIES_AUDIT_STEPS = 24
"""Rounds of tool calls one chapter may take unless the writer sets fewer."""

SEARCH_HITS = 8
"""Hits per earlier book ``search_earlier_books`` shows unless asked for another number."""

SERIES_AUDIT_SYSTEM = (
    "You check that a book of a series agrees with the earlier books of the series, in "
    "Quire, a writing app. You cannot change anything. Read the chapter you are asked about "
    "with your tools and compare what it states with the earlier books (their summaries, and "
    "their text, which you search and read) and with the series' facts. A value the series "
    "records from a later book on is a change, not a contradiction. Report each real "
    "contradiction once with report_cross_book: a passage of this book and one of an earlier "
    "book, each quoted word for word (a clause or more, no ellipsis) with its document's "
    "title. Matters of style or taste are no problems."
)


# -- the earlier books as tools ----------------------------------------------------------------
_BOOK = {"type": "integer", "minimum": 1, "description": "the earlier book's number"}

SEARCH_EARLIER_SPEC = AiToolSpec(
    name="search_earlier_books",
    description="Find text in the earlier books of the series (or one of them), any case or "
    "accents; \"a OR b\" finds either.",
    parameters={"type": "object", "properties": {
        "query": {"type": "string", "minLength": 1}, "book": _BOOK,
        "limit": {"type": "integer", "minimum": 1, "maximum": 50},
    }, "required": ["query"]},
)  # fmt: skip

READ_EARLIER_SPEC = AiToolSpec(
    name="read_earlier_book",
    description="Read a document of an earlier book of the series, a section (heading) or "
    "paragraphs (¶).",
    parameters={"type": "object", "properties": {
        "book": _BOOK, "document": {"type": "string"}, "section": {"type": "string"},
        "start_paragraph": {"type": "integer"}, "end_paragraph": {"type": "integer"},
        "start_char": {"type": "integer"},
    }, "required": ["book", "document"]},
)  # fmt: skip


def _book_of(books: EarlierBooks, number: Any) -> EarlierBook:
    book = books.get(number) if isinstance(number, int) else None
    if book is None:
        listed = ", ".join(f"{b.number} “{b.title}”" for b in books.books) or "none"
        raise ToolError(f"no earlier book {number}; the earlier books: {listed}")
    return book


def earlier_book_tools(books: EarlierBooks) -> list[Tool]:
    """``search_earlier_books`` and ``read_earlier_book`` over the earlier books' worlds."""

    def search(arguments: dict[str, Any], context: ToolContext) -> str:
        chosen = ([_book_of(books, arguments["book"])] if "book" in arguments
                  else list(books.books))  # fmt: skip
        parts = []
        for book in chosen:
            if context.cancel.cancelled:
                raise ToolError("stopped: the writer cancelled the turn")
            found = search_text(book.world, {"query": arguments["query"],
                                             "limit": arguments.get("limit", SEARCH_HITS)})
            parts.append(f"Book {book.number} “{book.title}”: {found}")
        return "\n\n".join(parts) or "No earlier book could be read."

    def read(arguments: dict[str, Any], context: ToolContext) -> str:
        book = _book_of(books, arguments["book"])
        rest = {k: v for k, v in arguments.items() if k != "book"}
        return f"Book {book.number} “{book.title}”: {read_document(book.world, rest)}"

    hint = "Read a section or fewer paragraphs, or ask for fewer hits with limit."
    return [Tool(SEARCH_EARLIER_SPEC, search, paging_hint=hint),
            Tool(READ_EARLIER_SPEC, read, paging_hint=hint)]  # fmt: skip


# -- the audit ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class SeriesProgress:
    """A step starts: the summaries of the earlier books (``chapter`` None), or a chapter
    (``index`` from 1 of ``total``)."""

    index: int
    total: int
    chapter: Chapter | None


@dataclass
class SeriesReport(AuditReport):
    """How a cross-book audit went: what it read and kept, dropped and cost (as a continuity
    audit's report), with the earlier books it read and what only this audit counts."""

    books: EarlierBooks = field(default_factory=EarlierBooks)
    overrides: int = 0
    """Reports of a difference the series records as a change: not kept."""
    summary_requests: int = 0
    """Requests sent to summarise the earlier books (0 when the cache held every summary)."""


class _Catching:
    """A provider that keeps the last failure, for the summaries (which the summariser turns
    into a tool's error) to end the audit with its kind."""

    def __init__(self, provider: AiProvider) -> None:
        self.provider = provider
        self.failure: AgentError | None = None

    def complete(self, request: AiRequest, *, on_text=None, cancel=None) -> AiResponse:
        try:
            return self.provider.complete(request, on_text=on_text, cancel=cancel)
        except ProviderError as error:
            self.failure = error.error
            raise


class SeriesAudit:
    """One cross-book audit of ``world`` (a book's snapshot, its series read) against
    ``books`` (:func:`~assistant.agent.audit.series_books.earlier_books`), kept in ``store``.

    ``cache`` keeps the earlier books' summaries (None: none kept). ``everything`` reads
    every chapter. A model that may not read private material reads every book's withheld
    view, behind the guard on this book's private text.
    """

    def __init__(
        self, world: World, books: EarlierBooks, setup: AssistantSetup, store: FindingsStore,
        *, cache: SummaryCache | None = None, everything: bool = False,
        runlog: RequestLog | None = None, max_steps: int | None = None,
    ) -> None:  # fmt: skip
        worlds = [world, *(book.world for book in books.books)]
        self.withholds = not setup.reads_private and any(private_material(w) for w in worlds)
        self.world = withheld_view(world) if self.withholds else world
        self.books = EarlierBooks(
            tuple(replace(b, world=withheld_view(b.world)) for b in books.books)
            if self.withholds else books.books, books.unread,
        )  # fmt: skip
        self._private = world
        self.setup = setup
        self.store = store
        self.cache = cache
        self.everything = everything
        self.runlog = runlog
        self.max_steps = max_steps or SERIES_AUDIT_STEPS
        self.audit_id = "series-audit-" + now().replace(":", "")
        self._compared = _compared_print(self.world, self.books)

    def fingerprint(self, chapter: Chapter) -> str:
        """The chapter's text and what it is compared with, hashed."""
        return hashlib.sha256(f"{chapter.fingerprint}\0{self._compared}".encode()).hexdigest()

    def plan(self, findings: Findings | None = None) -> tuple[list[Chapter], list[Chapter]]:
        """The chapters to read and those unchanged (with all they are compared with)."""
        findings = findings if findings is not None else self.store.load()
        to_read, unchanged = [], []
        for chapter in chapters_of(self.world):
            if self.withholds and all(node_is_private(self.world, d) for d in chapter.documents):
                continue
            known = findings.series_chapters.get(chapter.id)
            if not self.everything and known == self.fingerprint(chapter):
                unchanged.append(chapter)
            else:
                to_read.append(chapter)
        return to_read, unchanged

    def run(
        self, *, on_progress: Callable[[SeriesProgress], None] | None = None,
        on_event: Callable[[AgentEvent], None] | None = None, cancel: CancelToken | None = None,
    ) -> SeriesReport:  # fmt: skip
        """Summarise the earlier books (from the cache where it can), then read every chapter
        that needs it (blocking: call off the GUI thread); findings saved after each chapter."""
        cancel = cancel if cancel is not None else CancelToken()
        findings = self._update(functools.partial(_without_vanished, world=self.world),
                                Findings())  # fmt: skip
        to_read, unchanged = self.plan(findings)
        report = SeriesReport(books=self.books, unchanged=unchanged, findings=findings)
        summaries = {}
        if to_read:
            if on_progress is not None:
                on_progress(SeriesProgress(0, len(to_read), None))
            summaries = self._summaries(report, cancel)
        for index, chapter in enumerate(to_read if report.ok else [], start=1):
            if cancel.cancelled:
                report.cancelled = True
                break
            if on_progress is not None:
                on_progress(SeriesProgress(index, len(to_read), chapter))
            reports, finished = self._read_chapter(chapter, summaries, findings, report,
                                                   on_event, cancel)  # fmt: skip
            findings = self._update(functools.partial(
                _merged, chapter=chapter, new=reports.kept,
                fingerprint=self.fingerprint(chapter) if finished else None,
            ), findings)  # fmt: skip
            report.read.append(chapter)
            if not finished and report.ok:
                report.unfinished.append(chapter)
            report.new.extend(reports.kept)
            for name in ("dropped", "overrides", "intentional", "elsewhere"):
                setattr(report, name, getattr(report, name) + getattr(reports, name))
            if not report.ok:
                break
        report.findings = self._update(lambda kept: replace(kept, audited=now()), findings)
        return report

    def _update(self, change: Callable[[Findings], Findings], known: Findings) -> Findings:
        try:
            return self.store.update(change)
        except OSError:
            log.exception("could not keep the findings in %s", self.store.path)
            return change(known)

    def _provider(self, run_id: str) -> AiProvider:
        provider: AiProvider = RecordingProvider(self.setup.provider, self.runlog, run_id)
        if self.withholds:
            provider = PrivacyGuard(provider, lambda: PrivateSentences.of(self._private))
        return provider

    def _summaries(self, report: SeriesReport, cancel: CancelToken) -> dict[int, str]:
        """Each earlier book's summary by its number (from the cache where it holds it)."""
        catching = _Catching(self._provider(f"{self.audit_id}/summaries"))
        settings = self.setup.settings
        summariser = Summariser(
            lambda: catching, self.cache, self.setup.model,
            input_chars=input_chars_for(settings.effective_context_window),
        )  # fmt: skip
        summaries = {}
        for book in self.books.books:
            try:
                summaries[book.number] = summariser.summarise(book.world, None,
                                                              ToolContext(cancel))  # fmt: skip
            except ToolError as error:
                if cancel.cancelled:
                    report.cancelled = True
                else:
                    report.error = catching.failure or AgentError(ErrorKind.BAD_RESPONSE,
                                                                  str(error))  # fmt: skip
                break
        report.summary_requests = summariser.requests
        report.usage = report.usage + summariser.usage
        return summaries

    def _read_chapter(
        self, chapter: Chapter, summaries: dict[int, str], findings: Findings,
        report: SeriesReport, on_event: Callable[[AgentEvent], None] | None,
        cancel: CancelToken,
    ) -> tuple[CrossReports, bool]:  # fmt: skip
        reports = CrossReports()
        across = [f for f in findings.findings if f.across]
        intentional = tuple(f for f in across if f.status is FindingStatus.INTENTIONAL)
        known = tuple(f for f in across if f.chapter != chapter.id
                      and f.status is not FindingStatus.INTENTIONAL)  # fmt: skip
        tools = ToolBox([
            *read_tools(self.world), *earlier_book_tools(self.books),
            report_cross_book_tool(self.world, chapter, self.books, reports, known, intentional),
        ])  # fmt: skip
        run_id = f"{self.audit_id}/{chapter.id}"
        if self.runlog is not None:
            self.runlog.record(run_id, "question", {"series audit": chapter.title})

        def relay(event: AgentEvent) -> None:
            record_event(self.runlog, run_id, event)
            if on_event is not None:
                on_event(event)

        result = run_agent_conversation(
            self._provider(run_id), tools.specs, tools, SERIES_AUDIT_SYSTEM,
            series_request(self.world, chapter, self.books, summaries, intentional),
            self.max_steps,
            LoopOptions(on_event=relay, cancel=cancel, temperature=self.setup.temperature,
                        max_output_tokens=self.setup.max_output_tokens),
        )  # fmt: skip
        record_result(self.runlog, run_id, result)
        report.usage = report.usage + result.usage
        report.tool_calls += len(result.tool_log)
        if result.cancelled:
            report.cancelled = True
        elif result.error is not None:
            report.error = result.error
        return reports, result.answered


def series_audit_of(
    root: Path, world: World, setup: AssistantSetup, store: FindingsStore, app_data: Path, *,
    everything: bool = False, max_steps: int | None = None,
) -> SeriesAudit:  # fmt: skip
    """The cross-book audit of the book at ``root`` (``world``, its series read) as both
    front ends run it: the earlier books read from their folders (blocking: off the GUI
    thread), their summaries kept in the summaries cache the settings allow (in ``app_data``,
    the book's app-data folder, beside its run log), the findings in ``store``."""
    books = earlier_books(root, world)
    settings = setup.settings
    cache = None
    if settings.summary_cache_mb > 0:
        cache = SummaryCache(summaries_folder(app_data), settings.summary_cache_mb * 1_000_000,
                             secrets=setup.secrets)  # fmt: skip
    return SeriesAudit(
        world, books, setup, store, cache=cache, everything=everything,
        runlog=RequestLog(app_data / "runs", secrets=setup.secrets), max_steps=max_steps,
    )  # fmt: skip


def series_request(
    world: World, chapter: Chapter, books: EarlierBooks, summaries: dict[int, str],
    intentional: tuple[Finding, ...] = (),
) -> str:  # fmt: skip
    """What the model is asked for one chapter (English, as everything sent to the model)."""
    series = world.series
    parts = ", ".join(f"“{world.documents[d].title}”" for d in chapter.documents)
    lines = [
        f"Cross-book check of “{chapter.title}” (read all of it: {parts}), in book "
        f"{series.book_number} “{world.meta.title}” of the series “{series.title}”.",
        "", "The earlier books, summarised:",
    ]
    for book in books.books:
        summary = summaries.get(book.number, "(no summary: search and read it)")
        lines.append(f"Book {book.number} “{book.title}”: {summary}")
    for unread in books.unread:
        lines.append(f"Book {unread.number} “{unread.title}”: could not be read.")
    texts = [world.documents[d].text for d in chapter.documents]
    named = named_series_entities(world, texts)
    lines += ["", "The series' facts for what this chapter names (a value “from book N on” is "
              "a change the series records: a book that follows it is right):"]
    lines += [f"- {fact_line(world, entity)}" for entity in named] or ["- none"]
    lines += [
        "",
        "Compare every fact this chapter states — ages, looks, who is alive or dead, where "
        "places are and how far apart, names, objects, dates — with the earlier books. Find "
        "the earlier passage with search_earlier_books or read_earlier_book, then call "
        "report_cross_book once per contradiction: claim_a quotes this chapter, claim_b the "
        "earlier book's passage with its book number and document title, both word for word. "
        "Problems within this book alone are not for this check. When done, answer with the "
        "number of contradictions reported.",
    ]
    own = [f for f in intentional if f.chapter == chapter.id]
    if own:
        lines.append("The writer marked these intentional; do not report them: "
                     + "; ".join(f.summary for f in own) + ".")  # fmt: skip
    return "\n".join(lines)


def _compared_print(world: World, books: EarlierBooks) -> str:
    """What every chapter is compared with, hashed: the earlier books' text, the series'
    entities and their changes, the summary prompt's version."""
    digest = hashlib.sha256(f"{SUMMARY_PROMPT_VERSION}\0{world.series.book_number}".encode())
    for book in books.books:
        digest.update(f"{book.number}\0{book.title}\0{book_print(book.world)}\0".encode())
    for entity_id in sorted(world.series.entity_ids):
        entity = world.entities.get(entity_id)
        if entity is not None:
            digest.update(repr((entity.id, entity.name, entity.aliases, entity.fields,
                                world.series.changes_of(entity_id))).encode(
                                    "utf-8", "surrogatepass"))  # fmt: skip
    return digest.hexdigest()


def _merged(findings: Findings, chapter: Chapter, new: list[Finding], fingerprint: str | None
            ) -> Findings:  # fmt: skip
    """``findings`` after the cross-book reading of ``chapter``: its earlier cross-book
    findings give way to ``new`` (those marked intentional stay, and one found again keeps
    the writer's word on it); its fingerprint kept when it was read to the end."""
    old = {f.id: f for f in findings.findings if f.across and f.chapter == chapter.id}
    kept = [f for f in findings.findings
            if not (f.across and f.chapter == chapter.id)
            or f.status is FindingStatus.INTENTIONAL]  # fmt: skip
    held = {f.id for f in kept}
    for finding in new:
        if finding.id in held:
            continue
        before = old.get(finding.id)
        if before is not None:
            finding = replace(finding, status=before.status, found=before.found or finding.found)
        kept.append(finding)
        held.add(finding.id)
    chapters = dict(findings.series_chapters)
    if fingerprint is not None:
        chapters[chapter.id] = fingerprint
    else:
        chapters.pop(chapter.id, None)
    return replace(findings, findings=tuple(kept), series_chapters=chapters)


def _without_vanished(findings: Findings, world: World) -> Findings:
    """``findings`` without the cross-book readings of chapters gone from the book."""
    live = {chapter.id for chapter in chapters_of(world)}
    return replace(
        findings,
        findings=tuple(f for f in findings.findings if not f.across or f.chapter in live
                       or f.status is FindingStatus.INTENTIONAL),
        series_chapters={k: v for k, v in findings.series_chapters.items() if k in live},
    )  # fmt: skip


__all__ = [
    "READ_EARLIER_SPEC",
    "SEARCH_EARLIER_SPEC",
    "SERIES_AUDIT_STEPS",
    "SERIES_AUDIT_SYSTEM",
    "SeriesAudit",
    "SeriesProgress",
    "SeriesReport",
    "earlier_book_tools",
    "series_audit_of",
    "series_request",
]
