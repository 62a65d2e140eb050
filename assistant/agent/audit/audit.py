"""The continuity audit: the assistant reads the manuscript chapter by chapter against the
entities and the notes, and reports each problem through ``report_finding``.

A chapter is a document of the manuscript, or a folder of scenes; notes are the reference,
not audited (:mod:`assistant.agent.audit.units`). For each chapter the audit runs the loop
once, on a snapshot, with the read tools and ``report_finding`` (offered only here), under
its own system text. Each report quotes both sides of the problem: two different passages
of a clause or more each; both are looked up in the project before the finding is kept, and
a report whose quotations cannot be found, or do not make two passages, is dropped and
counted (the model is told, so it can quote again). A finding's id comes from its two
passages, so the same problem keeps its id when the chapter is read again. Findings are kept
in ``findings.json`` (:mod:`assistant.agent.audit.findings`) after every chapter, with the
chapter's fingerprint: the next audit reads again only the chapters whose text changed,
keeps the findings of the others, and never reports again what the writer marked
intentional.

The front ends (``quire audit`` and Assistant ▸ Check Continuity…) run :class:`Audit`;
nothing here is prose for the writer.
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from assistant.agent.audit.findings import (
    Claim,
    Finding,
    FindingKind,
    Findings,
    FindingsStore,
    FindingStatus,
    finding_id,
    now,
    paragraph_print,
)
from assistant.agent.audit.units import Chapter, chapters_of, notes_of
from assistant.agent.config.request_log import (
    RecordingProvider,
    RequestLog,
    record_event,
    record_result,
)
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.events import AgentEvent
from assistant.agent.loop.loop import run_agent_conversation
from assistant.agent.loop.messages import AgentError, AiProvider, AiToolSpec, TokenUsage
from assistant.agent.loop.options import LoopOptions
from assistant.agent.privacy.guard import PrivacyGuard
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.tools.base import Tool, ToolContext, ToolError, ToolOutcome
from assistant.agent.tools.read import read_tools
from assistant.agent.tools.resolve import resolve_any
from assistant.agent.tools.toolbox import ToolBox
from assistant.world.model import Entity, World
from assistant.world.privacy.material import node_is_private, private_material
from assistant.world.privacy.sentences import PrivateSentences
from assistant.world.privacy.withheld import withheld_view
from assistant.world.search.quotes import locate

log = logging.getLogger(__name__)

AUDIT_STEPS = 20
"""Rounds of tool calls one chapter may take unless the writer sets fewer (reading it, the
entities it names, the notes, and a report per problem)."""

MAX_LISTED_ENTITIES = 80

AUDIT_SYSTEM = (
    "You check the continuity of a writer's book in Quire, a writing app. You cannot change "
    "anything. Read the chapter you are asked about with your tools and compare what it says "
    "with the entities (characters, places, items, factions), the notes documents and, where "
    "needed, other chapters. Report each real problem once with report_finding: two different "
    "passages that disagree, each quoted word for word (a clause or more, no ellipsis) with "
    "its document's title. Matters of style or taste are no problems."
)
"""The audit's own system text (not the ask-mode one): the same for every project."""

MIN_CLAIM_WORDS = 2
"""Fewest words a finding's quotation of prose may have: not a lone word ("green" against
"red" says nothing the writer can check), while "Not gray" or "the Heron" may be all a note
says (a whole field, "Eyes: grey", is a passage whatever its length)."""

_CLAIM = {
    "type": "object",
    "properties": {
        "quote": {"type": "string", "minLength": 1},
        "document": {"type": "string", "description": "Document or entity"},
    },
    "required": ["quote", "document"],
}

REPORT_FINDING_SPEC = AiToolSpec(
    name="report_finding",
    description="Report one continuity problem: two passages that disagree, each quoted "
    "word for word.",
    parameters={
        "type": "object",
        "properties": {
            "kind": {"type": "string", "enum": [str(kind) for kind in FindingKind]},
            "summary": {"type": "string", "minLength": 1},
            "claim_a": _CLAIM,
            "claim_b": _CLAIM,
            "entity": {"type": "string"},
        },
        "required": ["kind", "summary", "claim_a", "claim_b"],
    },
)


# -- reporting a finding -----------------------------------------------------------------------
@dataclass
class ChapterReports:
    """What ``report_finding`` did in one chapter's run."""

    kept: list[Finding] = field(default_factory=list)
    dropped: int = 0
    """Reports whose quotations are not in the project."""
    intentional: int = 0
    """Reports of a problem the writer marked intentional (not kept)."""
    elsewhere: int = 0
    """Reports of a problem this chapter holds neither side of, or that another chapter's
    run reported already (not kept: each problem is kept once, with a chapter it is in)."""


def report_finding_tool(
    world: World, chapter: Chapter, intentional: tuple[Finding, ...], reports: ChapterReports,
    others: tuple[Finding, ...] = (),
) -> Tool:
    """``report_finding`` for one chapter's run: verifies both quotations, then keeps the
    finding in ``reports`` (or counts it dropped) and tells the model which. A problem with
    neither quotation in this chapter is not kept, nor one of ``others`` (the findings other
    chapters' runs kept)."""

    def handle(arguments: dict[str, Any], _context: ToolContext) -> ToolOutcome:
        claims = []
        for side in ("claim_a", "claim_b"):
            claim = _verified_claim(world, arguments[side])
            unfit = _unfit_quote(str(arguments[side].get("quote", "")), claim)
            if unfit:
                reports.dropped += 1
                raise ToolError(f"not recorded: the {side} quotation {unfit}. Quote it again.")
            if claim is None:
                reports.dropped += 1
                raise ToolError(
                    f"not recorded: the {side} quotation is not in the project. Quote word for "
                    "word from text you have read, then report it again."
                )
            claims.append(claim)
        if _same_passage(claims[0], claims[1]):
            reports.dropped += 1
            raise ToolError("not recorded: both quotations are the same passage. A problem "
                            "is two different passages that disagree.")  # fmt: skip
        finding = Finding(
            id=finding_id(claims[0], claims[1]), kind=FindingKind(arguments["kind"]),
            summary=" ".join(arguments["summary"].split()), claim_a=claims[0],
            claim_b=claims[1], chapter=chapter.id,
            entity=_entity_id(world, arguments.get("entity", "")), found=now(),
        )  # fmt: skip
        if not {claims[0].document, claims[1].document} & set(chapter.documents):
            reports.elsewhere += 1
            return ToolOutcome(
                f"Not recorded: neither quotation is from “{chapter.title}”. Report only "
                "problems this chapter's text is part of; the other chapters are checked "
                "in their own runs."
            )
        if any(finding.same_problem(other) for other in intentional):
            reports.intentional += 1
            return ToolOutcome("Not recorded: the writer marked this intentional.")
        if any(finding.same_problem(other) for other in others):
            reports.elsewhere += 1
            return ToolOutcome("Already recorded from another chapter.")
        if any(finding.same_problem(other) for other in reports.kept):
            return ToolOutcome("Already recorded.")
        reports.kept.append(finding)
        return ToolOutcome(f"Recorded ({len(reports.kept)} in this chapter).")

    return Tool(REPORT_FINDING_SPEC, handle)


_ELLIPSIS = re.compile(r"…|\.\s?\.\s?\.")
_WORD = re.compile(r"[^\W_]+")


def _unfit_quote(quote: str, claim: Claim | None) -> str:
    """Why a finding's quotation cannot stand for a passage ("" when it can): it leaves words
    out, or it is a word or two of prose (a whole field, "Eyes: grey", is a passage)."""
    if _ELLIPSIS.search(quote):
        return "leaves words out (…): quote one passage whole"
    field = claim is not None and claim.part.startswith("field:")
    if not field and len(_WORD.findall(quote)) < MIN_CLAIM_WORDS:
        return f"is under {MIN_CLAIM_WORDS} words: quote the clause that says it"
    return ""


def _same_passage(one: Claim, other: Claim) -> bool:
    """Whether two claims quote the same place (or overlapping ones) of one document."""
    if one.document != other.document or one.part != other.part:
        return False
    return one.start < other.end and other.start < one.end


def _verified_claim(world: World, raw: dict[str, Any]) -> Claim | None:
    """The claim where the project holds its quotation (looked for first in the document or
    entity it names); None when the project holds it nowhere."""
    quote = str(raw.get("quote", "")).strip()
    named = _node_id(world, str(raw.get("document", "")))
    passage = locate(world, quote, within=named) if quote else None
    if passage is None:
        return None
    around = paragraph_print(world, passage.node_id, passage.part, passage.start)
    return Claim(quote, passage.node_id, _title(world, passage.node_id), passage.part,
                 passage.start, passage.end, around)  # fmt: skip


def _node_id(world: World, ref: str) -> str | None:
    if not ref.strip():
        return None
    try:
        return resolve_any(world, ref).id
    except ToolError:
        return None


def _entity_id(world: World, ref: str) -> str:
    if not ref.strip():
        return ""
    try:
        thing = resolve_any(world, ref)
    except ToolError:
        return ""
    return thing.id if isinstance(thing, Entity) else ""


def _title(world: World, node_id: str) -> str:
    node = world.documents.get(node_id) or world.folders.get(node_id)
    if node is not None:
        return node.title
    entity = world.entities.get(node_id)
    return entity.name if entity is not None else ""


# -- the audit ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class AuditProgress:
    """A chapter starts (``index`` from 1 of ``total`` chapters to read)."""

    index: int
    total: int
    chapter: Chapter


@dataclass
class AuditReport:
    """How an audit went: what it read and kept, what it dropped, what it cost."""

    read: list[Chapter] = field(default_factory=list)
    """Chapters read in this audit (all of them, or the ones changed since the last)."""
    unchanged: list[Chapter] = field(default_factory=list)
    """Chapters not read again: unchanged since the last audit, their findings kept."""
    unfinished: list[Chapter] = field(default_factory=list)
    """Chapters whose run ran out of steps: read again by the next audit."""
    new: list[Finding] = field(default_factory=list)
    dropped: int = 0
    intentional: int = 0
    elsewhere: int = 0
    usage: TokenUsage = field(default_factory=TokenUsage)
    tool_calls: int = 0
    error: AgentError | None = None
    cancelled: bool = False
    findings: Findings = field(default_factory=Findings)
    """Every finding kept with the project once the audit ended."""

    @property
    def ok(self) -> bool:
        return self.error is None and not self.cancelled


class Audit:
    """One continuity audit of ``world`` (a snapshot), kept in ``store``; see the module doc.

    ``everything`` reads every chapter, changed or not. ``runlog`` keeps each chapter's
    requests and responses in the run history. A model that may not read private material
    audits the withheld view (private chapters and notes are not read) behind the guard on
    private text, as an assistant's run does.
    """

    def __init__(
        self,
        world: World,
        setup: AssistantSetup,
        store: FindingsStore,
        *,
        everything: bool = False,
        language: str = "en",
        runlog: RequestLog | None = None,
        max_steps: int | None = None,
    ) -> None:
        self.withholds = not setup.reads_private and bool(private_material(world))
        self.world = withheld_view(world) if self.withholds else world
        self._private = world
        self.setup = setup
        self.store = store
        self.everything = everything
        self.language = language
        self.runlog = runlog
        self.max_steps = max_steps or AUDIT_STEPS
        self.audit_id = "audit-" + now().replace(":", "")

    def plan(self, findings: Findings | None = None) -> tuple[list[Chapter], list[Chapter]]:
        """The chapters to read and those unchanged since the last audit."""
        findings = findings if findings is not None else self.store.load()
        to_read, unchanged = [], []
        for chapter in chapters_of(self.world):
            if self.withholds and all(node_is_private(self.world, d) for d in chapter.documents):
                continue  # a private chapter is not the model's to read
            known = findings.chapters.get(chapter.id)
            if not self.everything and known == chapter.fingerprint:
                unchanged.append(chapter)
            else:
                to_read.append(chapter)
        return to_read, unchanged

    def run(
        self,
        *,
        on_progress: Callable[[AuditProgress], None] | None = None,
        on_event: Callable[[AgentEvent], None] | None = None,
        cancel: CancelToken | None = None,
    ) -> AuditReport:
        """Read every chapter that needs it (blocking: call off the GUI thread); the
        findings are saved after each chapter, so a stop or a failure loses nothing done."""
        cancel = cancel if cancel is not None else CancelToken()
        findings = self._update(lambda kept: _without_vanished(kept, self.world), Findings())
        to_read, unchanged = self.plan(findings)
        report = AuditReport(unchanged=unchanged, findings=findings)
        for index, chapter in enumerate(to_read, start=1):
            if cancel.cancelled:
                report.cancelled = True
                break
            if on_progress is not None:
                on_progress(AuditProgress(index, len(to_read), chapter))
            reports, finished = self._read_chapter(chapter, findings, report, on_event, cancel)
            findings = self._update(
                functools.partial(_merged, chapter=chapter, new=reports.kept, audited=finished),
                findings,
            )
            report.read.append(chapter)
            if not finished and report.ok:
                report.unfinished.append(chapter)
            report.new.extend(reports.kept)
            report.dropped += reports.dropped
            report.intentional += reports.intentional
            report.elsewhere += reports.elsewhere
            if not report.ok:
                break
        report.findings = self._update(lambda kept: replace(kept, audited=now()), findings)
        return report

    def _update(self, change: Callable[[Findings], Findings], known: Findings) -> Findings:
        """The kept findings changed by ``change`` and saved (the file as it stands now, with
        the writer's own changes made meanwhile); when the file cannot be written, ``known``
        changed, in memory."""
        try:
            return self.store.update(change)
        except OSError:
            log.exception("could not keep the findings in %s", self.store.path)
            return change(known)

    def _read_chapter(
        self, chapter: Chapter, findings: Findings, report: AuditReport,
        on_event: Callable[[AgentEvent], None] | None, cancel: CancelToken,
    ) -> tuple[ChapterReports, bool]:  # fmt: skip
        """One chapter's run; whether it ended with an answer (not out of steps or failed)."""
        reports = ChapterReports()
        intentional = tuple(
            f for f in findings.findings if f.status is FindingStatus.INTENTIONAL
        )
        others = tuple(
            f for f in findings.findings
            if f.chapter != chapter.id and f.status is not FindingStatus.INTENTIONAL
        )  # fmt: skip
        tools = ToolBox([
            *read_tools(self.world),
            report_finding_tool(self.world, chapter, intentional, reports, others),
        ])  # fmt: skip
        run_id = f"{self.audit_id}/{chapter.id}"
        provider: AiProvider = RecordingProvider(self.setup.provider, self.runlog, run_id)
        if self.withholds:
            provider = PrivacyGuard(provider, lambda: PrivateSentences.of(self._private))
        if self.runlog is not None:
            self.runlog.record(run_id, "question", {"audit": chapter.title})

        def relay(event: AgentEvent) -> None:
            record_event(self.runlog, run_id, event)
            if on_event is not None:
                on_event(event)

        result = run_agent_conversation(
            provider, tools.specs, tools,
            AUDIT_SYSTEM,
            chapter_request(self.world, chapter, intentional), self.max_steps,
            LoopOptions(
                on_event=relay, cancel=cancel, temperature=self.setup.temperature,
                max_output_tokens=self.setup.max_output_tokens,
            ),
        )  # fmt: skip
        record_result(self.runlog, run_id, result)
        report.usage = report.usage + result.usage
        report.tool_calls += len(result.tool_log)
        if result.cancelled:
            report.cancelled = True
        elif result.error is not None:
            report.error = result.error
        return reports, result.answered


def chapter_request(world: World, chapter: Chapter, intentional: tuple[Finding, ...]) -> str:
    """What the model is asked for one chapter (English, as everything sent to the model)."""
    notes = [d.title for d in notes_of(world)]
    entities = [e.name for e in world.live_entities()]
    listed = ", ".join(entities[:MAX_LISTED_ENTITIES])
    if len(entities) > MAX_LISTED_ENTITIES:
        listed += f" and {len(entities) - MAX_LISTED_ENTITIES} more (list_entities)"
    parts = ", ".join(f"“{_title(world, doc_id)}”" for doc_id in chapter.documents)
    lines = [
        f"Continuity check of “{chapter.title}” (read all of it: {parts}).",
        "Compare every fact it states — names and their spelling, ages, looks, places, "
        "distances, objects, dates and the order of events — with the entities (their fields, "
        "aliases and notes), with the notes documents, and with other chapters where needed.",
        f"Entities: {listed or 'none'}.",
        f"Notes documents: {', '.join(notes) or 'none'}.",
        "For each problem in this chapter call report_finding once: claim_a quotes this "
        "chapter, claim_b the passage it disagrees with, both word for word. Report real "
        "contradictions, timeline errors and misspelt names, not matters of style or taste. "
        "When done, answer with the number of problems reported.",
    ]
    own = [f for f in intentional if f.chapter == chapter.id]
    if own:
        lines.append("The writer marked these intentional; do not report them: "
                     + "; ".join(f.summary for f in own) + ".")  # fmt: skip
    return "\n".join(lines)


def _merged(findings: Findings, chapter: Chapter, new: list[Finding], *, audited: bool
            ) -> Findings:  # fmt: skip
    """``findings`` after reading ``chapter`` again: its old findings give way to the new
    ones, except those the writer marked intentional, the time check's and the cross-book
    audit's (each replaced by its own check alone); its fingerprint is kept when the chapter
    was read to the end."""
    kept = tuple(
        f for f in findings.findings
        if f.chapter != chapter.id or f.status is FindingStatus.INTENTIONAL or f.check
        or f.across
    )  # fmt: skip
    chapters = dict(findings.chapters)
    if audited:
        chapters[chapter.id] = chapter.fingerprint
    else:
        chapters.pop(chapter.id, None)
    return replace(findings, findings=(*kept, *new), chapters=chapters)


def _without_vanished(findings: Findings, world: World) -> Findings:
    """``findings`` without the chapters gone from the manuscript (their open and fixed
    findings go with them)."""
    live = {chapter.id for chapter in chapters_of(world)}
    return replace(
        findings,
        findings=tuple(
            f for f in findings.findings
            if f.chapter in live or f.status is FindingStatus.INTENTIONAL
        ),
        chapters={k: v for k, v in findings.chapters.items() if k in live},
    )  # fmt: skip


def shown_findings(findings: Findings, world: World) -> Iterator[tuple[Finding, bool]]:
    """Each kept finding and whether it is possibly fixed (a quotation changed since)."""
    for finding in findings.findings:
        yield finding, finding.status is FindingStatus.OPEN and finding.possibly_fixed(world)


__all__ = [
    "AUDIT_STEPS",
    "AUDIT_SYSTEM",
    "MIN_CLAIM_WORDS",
    "REPORT_FINDING_SPEC",
    "Audit",
    "AuditProgress",
    "AuditReport",
    "Chapter",
    "ChapterReports",
    "chapter_request",
    "chapters_of",
    "report_finding_tool",
    "shown_findings",
]
