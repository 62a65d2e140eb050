"""Time cues the assistant proposes: what the prose says about time that the rules miss
("the day after the funeral", "when the frost came"), asked for chapter by chapter.

Each chapter's run gets the chapter's text, the cues the rules found there (not to be
proposed again), and ``propose_time_cue`` (offered only here). A proposed cue quotes its
passage; only a quotation found in that chapter's text is kept, and a wrong or invented one
fails, is counted, and the model is told. Kept cues are marked ``proposed``: findings built
on them say so, and nothing is set from them without the writer (a time is set only by an
act-mode turn the writer approves). A model that may not read private material is sent
neither a private chapter nor a private passage, as the continuity audit is not.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from assistant.agent.audit.units import Chapter
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
from assistant.agent.tools.toolbox import ToolBox
from assistant.world.clock.model import Calendar, CueKind, TimeCue
from assistant.world.model import World
from assistant.world.privacy.material import node_is_private, private_material
from assistant.world.privacy.sentences import PrivateSentences
from assistant.world.privacy.withheld import withheld_view
from assistant.world.search.quotes import QuoteSite, locate_in, quote_words
from assistant.world.search.textfold import fold

log = logging.getLogger(__name__)

CUE_STEPS = 4
"""Rounds of tool calls one chapter may take: its proposals, and a second go at those that
failed."""

PARTS_OF_DAY = ("morning", "noon", "afternoon", "evening", "night", "midnight")
SEASONS = ("spring", "summer", "autumn", "winter")

CUE_SYSTEM = (
    "You read a chapter of a writer's book in Quire, a writing app, for what it says about "
    "time. You cannot change anything. Call propose_time_cue once for each passage that "
    "places the scene in time and is not already listed: a date, a weekday, an hour or part "
    "of the day, a step from the scene before, someone's age, a season. Quote the passage "
    "word for word (a few words, no ellipsis) and say what it states. Skip what only a "
    "guess would give."
)
"""The system text of the cue runs: the same for every project."""

PROPOSE_TIME_CUE_SPEC = AiToolSpec(
    name="propose_time_cue",
    description="Propose one time cue: a passage of the chapter quoted word for word, and "
    "what it says about when the scene is.",
    parameters={
        "type": "object",
        "properties": {
            "quote": {"type": "string", "minLength": 1},
            "kind": {"type": "string", "enum": [str(kind) for kind in CueKind]},
            "year": {"type": "integer"},
            "month": {"type": "integer", "description": "1-based"},
            "day": {"type": "integer"},
            "weekday": {"type": "string"},
            "hour": {"type": "integer"},
            "minute": {"type": "integer"},
            "part_of_day": {"type": "string", "description": ", ".join(PARTS_OF_DAY)},
            "days_later": {"type": "number",
                           "description": "A step from the scene before; negative: before"},
            "age": {"type": "integer"},
            "who": {"type": "string", "description": "Whose age"},
            "season": {"type": "string"},
        },
        "required": ["quote", "kind"],
    },
)  # fmt: skip

MINUTES_PER_DAY = 24 * 60


@dataclass
class ChapterCues:
    """What ``propose_time_cue`` did in one chapter's run."""

    kept: list[TimeCue] = field(default_factory=list)
    wrong: int = 0
    """Proposals whose quotation the chapter's text does not hold (or that state nothing)."""
    known: int = 0
    """Proposals of a passage the rules had found already (not kept twice)."""


def _overlaps(cue: TimeCue, other: TimeCue) -> bool:
    return cue.node_id == other.node_id and cue.start < other.end and other.start < cue.end


def proposed_cue(
    world: World, chapter: Chapter, calendar: Calendar, arguments: Mapping[str, Any],
    known: Sequence[TimeCue] = (),
) -> TimeCue | str:
    """The cue a call proposes, where the chapter's text holds its quotation (the first place
    that is not a ``known`` cue's: one "Wednesday" of several may be the rules', another
    not); otherwise why not, for the model."""
    quote = " ".join(str(arguments.get("quote", "")).split())
    if "…" in quote or "..." in quote:
        return "leaves words out (…): quote the passage whole"
    site = locate_in(world, quote, chapter.documents) if quote else None
    if site is None or site.part != "text":
        return (f"the quotation is not in the text of “{chapter.title}”. Quote word for word "
                "from the chapter")  # fmt: skip
    site = _free_place(world, site, quote, known)
    values: dict[str, Any] = {}
    for name in ("year", "month", "day", "hour", "minute", "age"):
        if isinstance(arguments.get(name), int):
            values[name] = arguments[name]
    if arguments.get("weekday"):
        index = weekday_index(calendar, str(arguments["weekday"]))
        if index is None:
            return f"{arguments['weekday']!r} is not a weekday of the book's calendar"
        values["weekday"] = index
    if isinstance(arguments.get("days_later"), int | float):
        values["offset_minutes"] = round(float(arguments["days_later"]) * MINUTES_PER_DAY)
    for name, allowed in (("part_of_day", PARTS_OF_DAY), ("season", SEASONS), ("who", ())):
        given = " ".join(str(arguments.get(name) or "").split())
        if given and allowed and given.casefold() not in allowed:
            return f"{name} is one of {', '.join(allowed)}, not {given!r}"
        if given:
            values[name] = given.casefold() if allowed else given
    if not values:
        return "it states nothing about time: give the date, weekday, hour, step or age it says"
    return TimeCue(site.node_id, site.start, site.end, quote, CueKind(arguments["kind"]),
                   proposed=True, **values)  # fmt: skip


def _free_place(world: World, site: QuoteSite, quote: str, known: Sequence[TimeCue]
                ) -> QuoteSite:  # fmt: skip
    """``site``, or a later place of the same document holding the same words when a known
    cue is at ``site`` already."""
    def taken(start: int, end: int) -> bool:
        return any(c.node_id == site.node_id and c.start < end and start < c.end for c in known)

    if not taken(site.start, site.end):
        return site
    words = quote_words(quote)
    if len(words) != 1:
        return site
    pattern = re.compile(r"(?<!\w)" + r"\W+".join(re.escape(w) for w in words[0]) + r"(?!\w)")
    text = world.documents[site.node_id].text
    folded = fold(text)
    if len(folded) != len(text):
        return site
    for match in pattern.finditer(folded, site.end):
        if not taken(match.start(), match.end()):
            return QuoteSite(site.node_id, site.part, match.start(), match.end())
    return site


def weekday_index(calendar: Calendar, name: str) -> int | None:
    """The index of the weekday ``name`` (its name or a short form, case and accents aside)."""
    wanted = fold(name.strip())
    for index, weekday in enumerate(calendar.weekdays):
        shorts = calendar.weekday_short[index] if index < len(calendar.weekday_short) else ()
        if wanted in {fold(weekday), *(fold(short) for short in shorts)}:
            return index
    return None


def propose_time_cue_tool(
    world: World, chapter: Chapter, calendar: Calendar, found: Sequence[TimeCue],
    cues: ChapterCues,
) -> Tool:  # fmt: skip
    """``propose_time_cue`` for one chapter's run: keeps a verified cue in ``cues``, or counts
    it wrong and tells the model why."""

    def handle(arguments: dict[str, Any], _context: ToolContext) -> ToolOutcome:
        cue = proposed_cue(world, chapter, calendar, arguments, (*found, *cues.kept))
        if isinstance(cue, str):
            cues.wrong += 1
            raise ToolError(f"not kept: {cue}.")
        if any(_overlaps(cue, other) for other in (*found, *cues.kept)):
            cues.known += 1
            return ToolOutcome("Already known.")
        cues.kept.append(cue)
        return ToolOutcome(f"Kept ({len(cues.kept)} in this chapter).")

    return Tool(PROPOSE_TIME_CUE_SPEC, handle)


def cue_request(world: World, chapter: Chapter, found: Sequence[TimeCue]) -> str:
    """What the model is asked for one chapter (English, as everything sent to the model):
    the chapter's text, and the cues already found there."""
    parts = []
    for doc_id in chapter.documents:
        document = world.documents[doc_id]
        if not document.text.strip():
            continue  # nothing to read (or withheld: private)
        parts.append(f"## {document.title}\n\n{document.text.strip()}")
    known = "; ".join(f"“{cue.quote}”" for cue in found) or "none"
    return "\n".join((
        f"Time cues of “{chapter.title}”. Already found: {known}.",
        "When done, answer with the number proposed.",
        "",
        "\n\n".join(parts),
    ))  # fmt: skip


@dataclass
class ProposedCues:
    """What the cue runs gave: the kept cues by document, what failed, what they cost."""

    cues: dict[str, list[TimeCue]] = field(default_factory=dict)
    wrong: int = 0
    known: int = 0
    chapters: int = 0
    usage: TokenUsage = field(default_factory=TokenUsage)
    tool_calls: int = 0
    error: AgentError | None = None
    cancelled: bool = False

    def all(self) -> list[TimeCue]:
        return [cue for cues in self.cues.values() for cue in cues]


class CueProposer:
    """Asks the model for each chapter's time cues the rules did not find; see the module
    doc. ``found`` holds the rules' cues by document."""

    def __init__(
        self, world: World, setup: AssistantSetup, calendar: Calendar,
        found: Mapping[str, Sequence[TimeCue]], *, runlog: RequestLog | None = None,
        run_id: str = "time-cues",
    ) -> None:  # fmt: skip
        self.withholds = not setup.reads_private and bool(private_material(world))
        self.world = withheld_view(world) if self.withholds else world
        self._private = world
        self.setup = setup
        self.calendar = calendar
        self.found = found
        self.runlog = runlog
        self.run_id = run_id

    def readable(self, chapter: Chapter) -> bool:
        """Whether the model may read ``chapter`` (not when all of it is private and the
        model may not read private material)."""
        return not (
            self.withholds and all(node_is_private(self.world, d) for d in chapter.documents)
        )

    def run(
        self, chapters: Sequence[Chapter], *, cancel: CancelToken | None = None,
        on_event: Callable[[AgentEvent], None] | None = None,
    ) -> ProposedCues:  # fmt: skip
        """One run per readable chapter (blocking: call off the GUI thread)."""
        cancel = cancel if cancel is not None else CancelToken()
        result = ProposedCues()
        for chapter in chapters:
            if not self.readable(chapter):
                continue
            if cancel.cancelled:
                result.cancelled = True
                break
            self._chapter(chapter, result, cancel, on_event)
            if result.cancelled or result.error is not None:
                break
        return result

    def _chapter(
        self, chapter: Chapter, result: ProposedCues, cancel: CancelToken,
        on_event: Callable[[AgentEvent], None] | None,
    ) -> None:  # fmt: skip
        readable = [d for d in chapter.documents
                    if not (self.withholds and node_is_private(self.world, d))]
        found = [cue for doc in readable for cue in self.found.get(doc, ())]
        cues = ChapterCues()
        tools = ToolBox([propose_time_cue_tool(self.world, chapter, self.calendar, found, cues)])
        run_id = f"{self.run_id}/{chapter.id}"
        provider: AiProvider = RecordingProvider(self.setup.provider, self.runlog, run_id)
        if self.withholds:
            provider = PrivacyGuard(provider, lambda: PrivateSentences.of(self._private))
        if self.runlog is not None:
            self.runlog.record(run_id, "question", {"time cues": chapter.title})

        def relay(event: AgentEvent) -> None:
            record_event(self.runlog, run_id, event)
            if on_event is not None:
                on_event(event)

        ran = run_agent_conversation(
            provider, tools.specs, tools, CUE_SYSTEM, cue_request(self.world, chapter, found),
            CUE_STEPS,
            LoopOptions(on_event=relay, cancel=cancel, temperature=self.setup.temperature,
                        max_output_tokens=self.setup.max_output_tokens),
        )  # fmt: skip
        record_result(self.runlog, run_id, ran)
        result.chapters += 1
        result.usage = result.usage + ran.usage
        result.tool_calls += len(ran.tool_log)
        result.wrong += cues.wrong
        result.known += cues.known
        for cue in cues.kept:
            result.cues.setdefault(cue.node_id, []).append(cue)
        if ran.cancelled:
            result.cancelled = True
        elif ran.error is not None:
            result.error = ran.error


__all__ = [
    "CUE_STEPS",
    "CUE_SYSTEM",
    "PROPOSE_TIME_CUE_SPEC",
    "ChapterCues",
    "CueProposer",
    "ProposedCues",
    "cue_request",
    "propose_time_cue_tool",
    "proposed_cue",
    "weekday_index",
]
