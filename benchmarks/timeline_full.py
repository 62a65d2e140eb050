"""The story clock's full check with a scripted model, for ``run_timeline.py``: the planted
project checked by rule with a share of its cues hidden from the rules, the rest left to a
model that proposes them through the real ``propose_time_cue``, :class:`CueProposer` and
:class:`TimeAudit`, as a real model's cues go.

The project (``timeline_project.build``) is written to a folder and read back; the rules'
check (:func:`assistant.agent.audit.time_audit.checked`) reads its cues, and every
:data:`HIDDEN_EVERY`-th of them is hidden from it. The scripted model, reading each chapter
as a real one would, proposes what the rules did not list: the hidden cues, and the cues the
generator wrote that the rules miss (held-out wordings; not the traps, "Come back on
Tuesday", "When Mara was twelve", which place nothing). It also proposes wrong ones, as a
careless model does: a paraphrase of a true cue, an invented passage, another chapter's
passage, and a quotation with words left out. Wrong ones must fail verification; they are
counted. The audit's kept findings (what the writer is shown) are then scored.

Tokens are counted as in ``run_timeline_model.py``: OpenAI's o200k over each request as the
OpenAI-compatible wire sends it (system, messages and tool spec), and over each reply's tool
calls.
"""

from __future__ import annotations

import json
import re
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from run_tools import o200k, wire_tools
from timeline_project import AGE_TRAPS, WEEKDAY_TRAPS, TimelineProject, write_project

from assistant.agent.audit.findings import Finding, FindingKind, FindingsStore
from assistant.agent.audit.time_audit import TimeAudit, checked
from assistant.agent.audit.time_cues import CueProposer
from assistant.agent.audit.units import Chapter, chapters_of
from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiRequest, AiResponse, AiToolCall, Role, TokenUsage
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.providers.openai_compat import chat_messages
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.world.clock.model import (
    Calendar,
    Side,
    TimeCheckKind,
    TimeCue,
    TimeFinding,
    Timeline,
    TimeProblem,
)
from assistant.world.model import World
from assistant.world.search.textfold import fold
from assistant.world.storage.store import ProjectStore

HIDDEN_EVERY = 2
"""Every second cue the rules read is hidden from them and left to the model."""
SEED = 36
MINUTES_PER_DAY = 24 * 60

INVENTED = (
    {"quote": "the morning after the coronation", "kind": "relative", "days_later": 1},
    {"quote": "It was a Friday, the day of the fair", "kind": "weekday", "weekday": "Friday"},
    {"quote": "Halvard was seventy that spring", "kind": "age", "age": 70, "who": "Halvard"},
    {"quote": "on the eve of the long frost", "kind": "season", "season": "winter"},
    {"quote": "the 30th of February", "kind": "date", "month": 2, "day": 30},
)
"""Passages a careless model makes up: no scene holds them."""

REWORDED = {"was": "had been", "later": "afterwards", "next": "following", "at": "by",
            "the": "that", "of": "in", "only": "just", "being": "as", "that": "this"}
"""How a paraphrase changes one word of a true quotation."""

TRAPS = tuple(
    re.compile(re.escape(t).replace(r"\{W\}", r"\w+").replace(r"\{X\}", r"\w+")
               .replace(r"\{A\}", r"[\w-]+"))
    for t in (*WEEKDAY_TRAPS, *AGE_TRAPS)
)  # fmt: skip
"""The generator's traps: cues in its list that place nothing a model should propose."""


@dataclass
class Reading:
    """The rules' check with some of its cues hidden (a ``ClockReading``)."""

    timeline: Timeline
    cues: Mapping[str, Sequence[TimeCue]]
    findings: Sequence[TimeFinding]
    problems: Sequence[TimeProblem] = ()


@dataclass
class FullCheck:
    """What the full check gave: the rules' findings with the cues hidden, the audit's kept
    findings, what the model proposed and what it cost."""

    alone: list[TimeFinding]
    findings: list[TimeFinding]
    """The kept findings, as the writer is shown them (their sides as kept)."""
    raw: int
    """Findings the check made before any was dropped for a side the project lacks."""
    dropped: int
    hidden: int
    true_proposed: int
    true_kept: int
    wrong_proposed: int
    wrong_kept: int
    wrong_failed: int
    wrong_known: int
    """Wrong cues the look-up placed on a cue already known: answered so, not kept."""
    tokens_in: int
    tokens_out: int
    words: int
    project_tokens: int
    chapters: int
    kept_quotes: list[tuple[str, str]] = field(default_factory=list)

    @property
    def per_100k_words(self) -> float:
        return (self.tokens_in + self.tokens_out) * 100_000 / max(self.words, 1)

    @property
    def project_per_100k_words(self) -> float:
        return self.project_tokens * 100_000 / max(self.words, 1)


def _overlaps(cue: TimeCue, others: Sequence[TimeCue]) -> bool:
    return any(o.start < cue.end and cue.start < o.end for o in others)


def hide(cues: Mapping[str, Sequence[TimeCue]], every: int = HIDDEN_EVERY
         ) -> tuple[dict[str, list[TimeCue]], dict[str, list[TimeCue]]]:  # fmt: skip
    """The rules' cues split into those left to the rules and those hidden from them (every
    ``every``-th, in the manuscript's order)."""
    left: dict[str, list[TimeCue]] = {}
    hidden: dict[str, list[TimeCue]] = {}
    index = 0
    for node_id in sorted(cues):
        for cue in sorted(cues[node_id], key=lambda c: c.start):
            index += 1
            (hidden if index % every == 0 else left).setdefault(node_id, []).append(cue)
    return left, hidden


def is_trap(text: str, cue: TimeCue) -> bool:
    """Whether ``cue`` lies in one of the generator's trap sentences."""
    return any(m.start() <= cue.start and cue.end <= m.end()
               for trap in TRAPS for m in trap.finditer(text))  # fmt: skip


def cue_arguments(cue: TimeCue, calendar: Calendar) -> dict[str, Any]:
    """What a model says of ``cue`` through ``propose_time_cue``."""
    args: dict[str, Any] = {"quote": cue.quote, "kind": str(cue.kind)}
    for name in ("year", "month", "day", "hour", "minute", "age"):
        if getattr(cue, name) is not None:
            args[name] = getattr(cue, name)
    if cue.weekday is not None:
        args["weekday"] = calendar.weekdays[cue.weekday]
    if cue.offset_minutes is not None:
        args["days_later"] = cue.offset_minutes / MINUTES_PER_DAY
    for name in ("part_of_day", "who", "season"):
        if getattr(cue, name):
            args[name] = getattr(cue, name)
    return args


def true_proposals(world: World, project: TimelineProject, rules: Mapping[str, Sequence[TimeCue]],
                   hidden: Mapping[str, Sequence[TimeCue]]) -> dict[str, list[TimeCue]]:
    """By document, what a good model proposes: the hidden cues, and the generator's cues
    the rules miss that are not traps."""
    out = {k: list(v) for k, v in hidden.items()}
    for node_id, cues in project.cues.items():
        text = world.documents[node_id].text
        for cue in cues:
            if not _overlaps(cue, rules.get(node_id, ())) and not is_trap(text, cue):
                out.setdefault(node_id, []).append(cue)
    return out


def paraphrase(quote: str) -> str:
    """``quote`` with one word changed, as a model rewording a passage gives it."""
    words = quote.split()
    for index, word in enumerate(words):
        new = REWORDED.get(word.casefold())
        if new is not None:
            words[index] = new.capitalize() if word[:1].isupper() else new
            return " ".join(words)
    return f"that {quote}" if len(words) == 1 else f"{' '.join(words[:-1])} then {words[-1]}"


def wrong_for(number: int, text: str, own: list[dict[str, Any]], elsewhere: list[dict[str, Any]]
              ) -> list[dict[str, Any]]:  # fmt: skip
    """The wrong cues a careless model adds to chapter ``number`` (whose text is ``text``):
    each absent from the chapter as quoted."""
    folded = fold(text)
    wrong: list[dict[str, Any]] = []
    if own:
        wrong.append({**own[0], "quote": paraphrase(own[0]["quote"])})
    if number % 3 == 0:
        wrong.append(dict(INVENTED[number // 3 % len(INVENTED)]))
    if number % 4 == 1 and elsewhere:
        wrong.append(dict(elsewhere[number % len(elsewhere)]))
    long = [c for c in own if len(c["quote"].split()) > 2]
    if number % 5 == 2 and long:
        words = long[0]["quote"].split()
        wrong.append({**long[0], "quote": f"{words[0]} … {words[-1]}"})
    return [w for w in wrong if fold(w["quote"]) not in folded]


@dataclass
class ScriptedModel:
    """Proposes, for the chapter a request is about, its true cues and wrong ones; counts
    its tokens as the wire would."""

    chapters: list[Chapter]
    text: Mapping[str, str]
    plan: Mapping[str, list[dict[str, Any]]]
    encoding: Any
    wrong: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    tokens_out: int = 0

    def __post_init__(self) -> None:
        longer = [c for cues in self.plan.values() for c in cues if len(c["quote"].split()) > 1]
        for number, chapter in enumerate(self.chapters):
            others = [c for c in longer if c not in self.plan.get(chapter.id, [])]
            self.wrong[chapter.id] = wrong_for(number, self.text[chapter.id],
                                               self.plan.get(chapter.id, []), others)

    def _count(self, text: str) -> int:
        return len(self.encoding.encode(text)) if self.encoding is not None else len(text) // 4

    def __call__(self, request: AiRequest) -> AiResponse:
        question = next(m.content for m in request.messages if m.role is Role.USER)
        first = question.split("\n", 1)[0]
        chapter = next(c for c in self.chapters if f"“{c.title}”" in first)
        sent = json.dumps(chat_messages(request), ensure_ascii=False) + wire_tools(request)
        usage_in = self._count(sent)
        calls = [*self.plan.get(chapter.id, []), *self.wrong[chapter.id]]
        if not calls or any(m.role is Role.TOOL for m in request.messages):
            answer = f"{len(calls)} proposed."
            return AiResponse(text=answer, usage=TokenUsage(input=usage_in,
                                                            output=self._count(answer)))
        tool_calls = tuple(
            AiToolCall.from_raw(f"c{n}", "propose_time_cue", json.dumps(args))
            for n, args in enumerate(calls)
        )
        out = sum(self._count(c.raw_arguments) + 8 for c in tool_calls)
        return AiResponse(tool_calls=tool_calls, usage=TokenUsage(input=usage_in, output=out))


def as_time_finding(finding: Finding) -> TimeFinding:
    """A kept finding as the time finding it was, its sides as kept."""
    def side(claim: Any) -> Side:
        return Side(claim.document, claim.quote, claim.part, claim.start, claim.end)

    return TimeFinding(TimeCheckKind(finding.check), side(finding.claim_a), side(finding.claim_b),
                       dict(finding.facts))


def full_check(project: TimelineProject, *, every: int = HIDDEN_EVERY,
               folder: Path | None = None) -> FullCheck:  # fmt: skip
    """The full check of ``project`` (written to ``folder``, a temporary one by default)."""
    with tempfile.TemporaryDirectory() as scratch:
        base = Path(folder or scratch)
        root = write_project(project, base / "level")
        world = ProjectStore(root).load()
        reading, recheck, extra = checked(world, root)
        left, hidden = hide(reading.cues, every)
        alone = list(recheck(left))
        chapters = chapters_of(world)
        chapter_of = {d: c.id for c in chapters for d in c.documents}
        calendar = reading.timeline.calendar
        plan: dict[str, list[dict[str, Any]]] = {}
        truth = true_proposals(world, project, reading.cues, hidden)
        for node_id in world.root:
            for cue in sorted(truth.get(node_id, ()), key=lambda c: c.start):
                plan.setdefault(chapter_of[node_id], []).append(cue_arguments(cue, calendar))
        text = {c.id: "\n".join(world.documents[d].text for d in c.documents) for c in chapters}
        encoding = o200k()
        model = ScriptedModel(chapters, text, plan, encoding)
        setup = AssistantSetup(ScriptedProvider([model] * 10_000),
                               Settings(provider="lmstudio", model="scripted"))  # fmt: skip
        made: list[Sequence[TimeFinding]] = []

        def again(cues: Mapping[str, Sequence[TimeCue]]) -> Sequence[TimeFinding]:
            made.append(recheck(cues))
            return made[-1]

        audit = TimeAudit(world, FindingsStore(base / "appdata"),
                          Reading(reading.timeline, left, alone, reading.problems),
                          proposer=CueProposer(world, setup, calendar, left), recheck=again,
                          extra=extra, everything=True)  # fmt: skip
        report = audit.run()
        proposed = report.proposed
        assert proposed is not None and report.ok, "the scripted model's runs failed"
        kept = [f for f in report.findings.findings if f.kind is FindingKind.TIMELINE]
        kept_quotes = [(c.node_id, fold(c.quote)) for c in proposed.all()]
        kept_by_chapter = {(chapter_of[n], q) for n, q in kept_quotes}
        true_kept = sum(1 for ch, cues in plan.items() for c in cues
                        if (ch, fold(c["quote"])) in kept_by_chapter)  # fmt: skip
        wrong = [(ch, fold(w["quote"])) for ch, ws in model.wrong.items() for w in ws]
        wrong_kept = sum(1 for w in wrong if w in kept_by_chapter)
        all_text = "\n".join(text.values())
        return FullCheck(
            alone=alone, findings=[as_time_finding(f) for f in kept],
            raw=len(made[-1]) if made else len(alone), dropped=report.dropped,
            hidden=sum(len(v) for v in hidden.values()),
            true_proposed=sum(len(v) for v in plan.values()), true_kept=true_kept,
            wrong_proposed=len(wrong), wrong_kept=wrong_kept,
            wrong_failed=min(proposed.wrong, len(wrong) - wrong_kept),
            wrong_known=len(wrong) - wrong_kept - min(proposed.wrong, len(wrong) - wrong_kept),
            tokens_in=proposed.usage.input, tokens_out=proposed.usage.output,
            words=world.word_count(),
            project_tokens=len(encoding.encode(all_text)) if encoding is not None
            else len(all_text) // 4,
            chapters=proposed.chapters, kept_quotes=kept_quotes,
        )  # fmt: skip


def print_full(result: FullCheck, score: Callable[..., dict[str, float]], project: TimelineProject,
               *, verbose: bool = False) -> tuple[dict[str, float], dict[str, float]]:  # fmt: skip
    """The full check printed: the rules alone with the cues hidden, then with the model's;
    the figures of both."""
    print(f"the checks by rule with {result.hidden} of their cues hidden (every "
          f"{HIDDEN_EVERY}nd), left to the model:")
    alone = score(project, result.alone, verbose=verbose)
    print("the full check: the rules, and the cues a scripted model proposes, through the "
          "time audit (the findings it keeps):")
    full = score(project, result.findings, verbose=verbose)
    print(f"  the model: {result.true_kept} of {result.true_proposed} true cues kept; "
          f"{result.wrong_failed} of {result.wrong_proposed} wrong cues failed, "
          f"{result.wrong_known} taken for a cue already known, {result.wrong_kept} kept; "
          "findings dropped for an unverified side: "
          f"{result.dropped} of {result.raw}")
    print(f"  tokens over {result.chapters} chapter runs: {result.tokens_in:,} in, "
          f"{result.tokens_out:,} out; {result.per_100k_words:,.0f} per 100k words "
          f"({result.per_100k_words / max(result.project_per_100k_words, 1):.2f}× the "
          "project's own tokens)")
    return alone, full


__all__ = ["FullCheck", "full_check", "hide", "is_trap", "print_full", "wrong_for"]
