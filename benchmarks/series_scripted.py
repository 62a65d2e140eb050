"""A scripted model for the cross-book audit of the generated series (``series_project.py``),
and the audit run and scored with it.

The model reads what a careful reader would have from what it is given: for the chapter a
request is about, each contradiction planted there (and each passage that follows a change
the series records, which it wrongly takes for one) is looked up in the earlier book with
``search_earlier_books``, and reported with the document the search result shows the passage
in. So a report reaches the audit only through the earlier book's real text and the tool's
real output. It also makes the wrong reports a model makes, for the checks to drop: an earlier
side misquoted, one credited to the wrong book, one credited to the wrong document, and a
side of this book that is not in the chapter. Summary requests get a short summary.

It proves the audit's plumbing and checks (what is kept, dropped, left out as a valid
change), never a real model's judgement.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from series_project import Planted, SeriesProject, Side, ValidOverride

from assistant.agent.audit.findings import Finding, FindingsStore
from assistant.agent.audit.series_audit import SeriesAudit, SeriesReport
from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiRequest, AiResponse, AiToolCall, Role, TokenUsage
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.spending.summary_cache import SummaryCache
from assistant.world.search.quotes import locate_in
from assistant.world.search.textfold import fold

_CHAPTER = re.compile(r"Cross-book check of “(.+?)” .*? in book (\d+) ")
WRONG_KINDS = ("misquoted", "wrong book", "wrong document", "not in chapter")


def _claim(side: Side, document: str | None = None) -> dict:
    claim = {"quote": side.quote, "document": document or side.title}
    if side.book:
        claim["book"] = side.book
    return claim


def _report(item: Planted | ValidOverride, document: str, kind: str = "contradiction") -> dict:
    return {
        "kind": kind, "summary": f"{item.entity}: the books disagree ({item.key}).",
        "claim_a": _claim(Side(0, item.later.document, item.later.title, item.later.quote)),
        "claim_b": _claim(item.earlier, document), "entity": item.entity, "field": item.field,
    }  # fmt: skip


def wrong_reports(project: SeriesProject) -> dict[tuple[int, str], list[dict]]:
    """The wrong reports, by the book and chapter they are made in: one of each kind."""
    out: dict[tuple[int, str], list[dict]] = {}
    for number, (kind, item) in enumerate(zip(WRONG_KINDS, project.planted[1::7], strict=False)):
        report = _report(item, item.earlier.title)
        if kind == "misquoted":
            report["claim_b"]["quote"] = item.earlier.quote.replace(" was ", " had been ", 1)
            report["claim_b"]["quote"] = report["claim_b"]["quote"].replace(" stood ", " lay ")
        elif kind == "wrong book":
            report["claim_b"]["book"] = item.later.book
        elif kind == "wrong document":
            other = next(d for d in project.books[item.earlier.book - 1].documents_in_order()
                         if d.id != item.earlier.document)  # fmt: skip
            report["claim_b"]["document"] = other.title
        else:
            report["claim_a"]["quote"] = f"the lamps of the {number + 1} boats went out at once"
        out.setdefault((item.later.book, item.later.title), []).append(report)
    return out


def _call(call_id: str, name: str, arguments: dict) -> AiToolCall:
    """A call as a model sends it: its arguments as JSON text."""
    return AiToolCall.from_raw(call_id, name, json.dumps(arguments, ensure_ascii=False))


def _found_in(result: str, quote: str) -> str | None:
    """The document a ``search_earlier_books`` result shows ``quote`` in (its title)."""
    title = None
    wanted = fold(" ".join(quote.split()))
    for line in result.splitlines():
        if line.startswith("  "):
            if title is not None and wanted in fold(" ".join(line.split())):
                return title
        elif not line.startswith("Book ") and line.strip():
            title = line.strip()
    return None


@dataclass
class ScriptedSeriesModel:
    """The scripted model (see the module doc), as a reply function for a provider."""

    project: SeriesProject
    with_wrong: bool = True
    summaries: int = 0
    plan: dict[tuple[int, str], list[Planted | ValidOverride]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for item in (*self.project.planted, *self.project.overrides):
            self.plan.setdefault((item.later.book, item.later.title), []).append(item)
        self.wrong = wrong_reports(self.project) if self.with_wrong else {}

    def __call__(self, request: AiRequest) -> AiResponse:
        question = next(m.content for m in request.messages if m.role is Role.USER)
        if not request.tools:
            self.summaries += 1
            first = " ".join(question.split()[:40])
            return AiResponse(text=f"In this part: {first}…", usage=TokenUsage(len(question) // 4,
                                                                               60))
        found = _CHAPTER.search(question)
        key = (int(found.group(2)), found.group(1)) if found else (0, "")
        items = self.plan.get(key, [])
        done = [m for m in request.messages if m.role is Role.TOOL]
        if not done and items:
            return AiResponse(tool_calls=tuple(
                _call(f"s{n}", "search_earlier_books",
                      {"query": item.earlier.quote, "book": item.earlier.book})
                for n, item in enumerate(items)
            ))  # fmt: skip
        if not any(m.tool_name == "report_cross_book" for m in done):
            results = {m.tool_call_id: m.content for m in done}
            reports = []
            for n, item in enumerate(items):
                document = _found_in(results.get(f"s{n}", ""), item.earlier.quote)
                if document is not None:
                    reports.append(_report(item, document))
            reports += self.wrong.get(key, [])
            if reports:
                return AiResponse(tool_calls=tuple(
                    _call(f"r{n}", "report_cross_book", args)
                    for n, args in enumerate(reports)
                ))  # fmt: skip
        return AiResponse(text="Done.")


def setup_of(model: Callable[[AiRequest], AiResponse], calls: int = 10_000) -> AssistantSetup:
    return AssistantSetup(ScriptedProvider([model] * calls),
                          Settings(provider="lmstudio", model="scripted"))  # fmt: skip


@dataclass
class Score:
    """What one audit of the series found, against what was planted."""

    planted: int = 0
    found: int = 0
    """Planted contradictions kept with both sides verified where they were planted."""
    against_overrides: int = 0
    """Kept findings against a valid change."""
    kept: int = 0
    dropped: int = 0
    overrides_left_out: int = 0
    wrong_made: int = 0
    summary_requests: list[int] = field(default_factory=list)
    missed: list[str] = field(default_factory=list)

    @property
    def recall(self) -> float:
        return self.found / self.planted if self.planted else 1.0


def _matches(finding: Finding, later: Side, earlier: Side) -> bool:
    a, b = finding.claim_a, finding.claim_b
    same = fold(" ".join(a.quote.split())) == fold(" ".join(later.quote.split()))
    return (same and a.document == later.document and b.book == earlier.book
            and b.document == earlier.document)  # fmt: skip


def _verified(project: SeriesProject, finding: Finding) -> bool:
    """Both sides of ``finding`` where their books hold them, checked afresh."""
    a, b = finding.claim_a, finding.claim_b
    in_a = any(locate_in(w, a.quote, [a.document]) for w in project.books)
    in_b = b.book >= 1 and locate_in(project.books[b.book - 1], b.quote, [b.document])
    return bool(in_a and in_b)


def audit_series(project: SeriesProject, folder: Path, *, with_wrong: bool = True,
                 again: bool = True) -> tuple[Score, list[SeriesReport]]:  # fmt: skip
    """The cross-book audit of books 2 and 3 with the scripted model (and, with ``again``,
    a second audit of each, which must send no summary request), scored."""
    model = ScriptedSeriesModel(project, with_wrong)
    score = Score(planted=len(project.planted))
    score.wrong_made = sum(len(v) for v in model.wrong.values())
    reports = []
    kept: list[Finding] = []
    for number in (2, 3):
        store = FindingsStore(folder / f"book-{number}")
        cache = SummaryCache(folder / "summaries", 50_000_000, key=b"series-bench")
        runs = 2 if again else 1
        for run in range(runs):
            audit = SeriesAudit(project.book_world(number), project.earlier(number),
                                setup_of(model), store, cache=cache,
                                everything=run > 0)  # fmt: skip
            report = audit.run()
            reports.append(report)
            score.summary_requests.append(report.summary_requests)
            if run == 0:
                score.dropped += report.dropped
                score.overrides_left_out += report.overrides
        kept += [f for f in store.load().findings if f.across]
    score.kept = len(kept)
    for item in project.planted:
        if any(_matches(f, item.later, item.earlier) and _verified(project, f) for f in kept):
            score.found += 1
        else:
            score.missed.append(item.key)
    score.against_overrides = sum(
        1 for f in kept for o in project.overrides
        if fold(" ".join(f.claim_a.quote.split())) == fold(o.later.quote)
    )  # fmt: skip
    return score, reports


__all__ = ["WRONG_KINDS", "Score", "ScriptedSeriesModel", "audit_series", "setup_of",
           "wrong_reports"]  # fmt: skip
