"""The story clock's findings as continuity findings: each disagreement about time kept in
``findings.json`` beside the audit's, with both quotations verified.

A :class:`~assistant.world.clock.model.TimeFinding` becomes a :class:`Finding` of kind
``timeline`` whose two claims are its two sides, looked up in the project as every claim is;
a side the project does not hold is dropped and counted, and so is its finding. A time
finding's id comes from what disagrees and its two passages, so the same disagreement found
again is the same finding and keeps the writer's word on it (intentional, fixed).

The time check is quick, but its findings are replaced only where the times changed: each
chapter has a fingerprint of its text, its documents' fields and its scenes' resolved times
(so a chapter whose "three days later" now counts from a moved scene is read as changed),
and one fingerprint stands for the entities (births, deaths, casts), which when changed
changes every chapter. Nothing here is prose for the writer but the English summary the log,
the command line and the model read.
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from assistant.agent.audit.findings import (
    Claim,
    Finding,
    FindingKind,
    Findings,
    FindingStatus,
    document_field_site,
    now,
    paragraph_print,
)
from assistant.agent.audit.units import chapters_of
from assistant.world.clock.model import Side, TimeCheckKind, TimeCue, TimeFinding, Timeline
from assistant.world.model import World
from assistant.world.search.quotes import QuoteSite, locate_in, part_text
from assistant.world.search.textfold import fold

EVERYTHING = "*"
"""The key of the fingerprint that stands for the whole project's entities and calendar."""

CHECK_TEXT: Mapping[TimeCheckKind, str] = {
    TimeCheckKind.WEEKDAY: "The weekday the prose names is not the scene's",
    TimeCheckKind.DATE: "The date the prose names is not the scene's",
    TimeCheckKind.TIME_OF_DAY: "The hour the prose names is outside the scene's time",
    TimeCheckKind.AGE: "An age disagrees with the birth date on the scene's date",
    TimeCheckKind.TWO_PLACES: "A character is in two places at once",
    TimeCheckKind.TOO_FAST: "A journey is faster than the means of travel allow",
    TimeCheckKind.FLASHBACK: "A scene later in the book happens earlier, with nothing marking it",
    TimeCheckKind.AFTER_DEATH: "A character appears after their death",
    TimeCheckKind.RELATIVE: "The prose's step in time is not the step between the scenes",
}
"""What each kind of time finding says, in English (the app words its own)."""


def time_summary(finding: TimeFinding, *, proposed: bool = False, world: World | None = None
                 ) -> str:  # fmt: skip
    """The finding in one English sentence, with its facts (a document or entity named by
    its title or name when ``world`` is given)."""
    facts = ", ".join(
        f"{key}: {_named(world, value)}" for key, value in finding.values.items()
    )
    text = CHECK_TEXT.get(finding.kind, str(finding.kind))
    if facts:
        text += f" ({facts})"
    if proposed:
        text += "; a time the assistant proposed, to confirm"
    return text + "."


def _named(world: World | None, value: str | int) -> str:
    if world is None or not isinstance(value, str):
        return str(value)
    return _title(world, value) or value


def time_finding_id(kind: str, one: Claim, other: Claim) -> str:
    """The same for the same disagreement about the same two passages (in either order,
    whatever their case and spacing)."""
    keys = sorted(
        "\0".join((claim.document, claim.part, " ".join(fold(claim.quote).split())))
        for claim in (one, other)
    )
    digest = hashlib.sha256("\0\0".join((kind, *keys)).encode("utf-8", "surrogatepass"))
    return "t-" + digest.hexdigest()[:10]


def verified_claim(world: World, side: Side) -> Claim | None:
    """The claim where the project holds ``side``'s quotation, in the document or entity the
    side names (at the side's own place when its text is there, so that one "Tuesday" of
    several is the one meant); None when it is not there."""
    quote = " ".join(side.quote.split())
    if not quote:
        return None
    document = world.documents.get(side.node_id)
    if document is not None and side.part.startswith("field:"):
        span = document_field_site(document, side.part, quote)
        if span is None:
            return None
        return Claim(quote, document.id, document.title, side.part, span[0], span[1])
    site = _own_place(world, side, quote) or locate_in(world, quote, [side.node_id])
    if site is None:
        return None
    around = paragraph_print(world, site.node_id, site.part, site.start)
    return Claim(quote, site.node_id, _title(world, site.node_id), site.part, site.start,
                 site.end, around)  # fmt: skip


def _own_place(world: World, side: Side, quote: str) -> QuoteSite | None:
    site = QuoteSite(side.node_id, side.part, side.start, side.end)
    if side.end <= side.start:
        return None
    text = part_text(world, site)
    words = fold(text[side.start : side.end]).split()
    return site if words and words == fold(quote).split() else None


def _title(world: World, node_id: str) -> str:
    document = world.documents.get(node_id)
    if document is not None:
        return document.title
    entity = world.entities.get(node_id)
    return entity.name if entity is not None else ""


@dataclass
class Converted:
    """Time findings as continuity findings: those kept, and those dropped because a side's
    quotation is not in the project."""

    kept: list[Finding] = field(default_factory=list)
    dropped: int = 0


def as_findings(
    world: World, found: Iterable[TimeFinding], proposed: Collection[TimeCue] = ()
) -> Converted:
    """Each time finding whose two sides the project holds, as a kept finding (once each)."""
    chapter_of = {doc: c.id for c in chapters_of(world) for doc in c.documents}
    converted = Converted()
    seen: set[str] = set()
    for finding in found:
        one, other = verified_claim(world, finding.first), verified_claim(world, finding.second)
        if one is None or other is None:
            converted.dropped += 1
            continue
        finding_id = time_finding_id(str(finding.kind), one, other)
        if finding_id in seen:
            continue
        seen.add(finding_id)
        guessed = _rests_on_proposed(finding, proposed)
        chapter = chapter_of.get(one.document) or chapter_of.get(other.document) or one.document
        converted.kept.append(Finding(
            id=finding_id, kind=FindingKind.TIMELINE,
            summary=time_summary(finding, proposed=guessed, world=world), claim_a=one,
            claim_b=other,
            chapter=chapter, entity=_entity(world, finding), found=now(),
            check=str(finding.kind),
            facts=tuple((str(k), str(v)) for k, v in finding.values.items()),
            proposed=guessed,
        ))  # fmt: skip
    return converted


def _rests_on_proposed(finding: TimeFinding, proposed: Collection[TimeCue]) -> bool:
    for side in (finding.first, finding.second):
        for cue in proposed:
            if cue.node_id != side.node_id:
                continue
            if side.start < cue.end and cue.start < side.end:
                return True
            if fold(" ".join(cue.quote.split())) == fold(" ".join(side.quote.split())):
                return True
    return False


def _entity(world: World, finding: TimeFinding) -> str:
    for side in (finding.first, finding.second):
        if side.node_id in world.entities:
            return side.node_id
    who = str(finding.values.get("who", "")).strip()
    if who:
        folded = fold(who)
        for entity in world.live_entities():
            if folded in {fold(entity.name), *(fold(a) for a in entity.aliases)}:
                return entity.id
    return ""


# -- re-checking only where the times changed --------------------------------------------------
def time_prints(world: World, timeline: Timeline, extra: str = "") -> dict[str, str]:
    """The fingerprint of each chapter's times (text, fields, resolved spans), and under
    :data:`EVERYTHING` one of what every chapter's check reads (the entities, ``extra``: the
    calendar file's text, say)."""
    prints: dict[str, str] = {}
    for chapter in chapters_of(world):
        digest = hashlib.sha256()
        for doc_id in chapter.documents:
            doc = world.documents[doc_id]
            scene = timeline.scenes.get(doc_id)
            span = scene.span if scene is not None else None
            times = "" if span is None else f"{span.start}-{span.end}"
            for piece in (doc.id, doc.title, doc.text, repr(doc.fields), times):
                digest.update(piece.encode("utf-8", "surrogatepass") + b"\0")
        prints[chapter.id] = digest.hexdigest()
    whole = hashlib.sha256(extra.encode("utf-8", "surrogatepass"))
    for entity in sorted(world.live_entities(), key=lambda e: e.id):
        whole.update(repr((entity.id, entity.name, entity.kind, entity.aliases,
                           entity.fields)).encode("utf-8", "surrogatepass"))  # fmt: skip
    prints[EVERYTHING] = whole.hexdigest()
    return prints


def changed_chapters(findings: Findings, prints: Mapping[str, str]) -> set[str]:
    """The chapters whose times changed since the time check that kept ``findings`` (every
    chapter when what all of them read changed, or before the first check)."""
    known = findings.time_chapters
    everything = known.get(EVERYTHING) != prints.get(EVERYTHING)
    return {c for c in prints if c != EVERYTHING and (everything or known.get(c) != prints[c])}


@dataclass
class TimeMerge:
    """What keeping one time check's findings did."""

    changed: list[str] = field(default_factory=list)
    """Chapters (ids) whose times changed since the last time check: their findings replaced."""
    new: list[Finding] = field(default_factory=list)
    """Findings not kept before."""
    intentional: int = 0
    """Findings the writer marked intentional, found again (kept out)."""
    findings: Findings = field(default_factory=Findings)


def merged(findings: Findings, found: Sequence[Finding], prints: Mapping[str, str]
           ) -> TimeMerge:  # fmt: skip
    """``findings`` with the time findings of the changed chapters replaced by ``found``'s,
    the others' kept, the continuity audit's untouched. A finding found again keeps its
    status; one the writer marked intentional stays as it was."""
    changed = changed_chapters(findings, prints)
    old = {f.id: f for f in findings.findings if f.check}
    result = TimeMerge(changed=sorted(changed))
    kept = [
        f for f in findings.findings
        if not f.check or f.status is FindingStatus.INTENTIONAL
        or (f.chapter in prints and f.chapter not in changed)
    ]  # fmt: skip
    held = {f.id for f in kept}
    for finding in found:
        if finding.chapter not in changed:
            continue
        before = old.get(finding.id)
        if before is not None and before.status is FindingStatus.INTENTIONAL:
            result.intentional += 1
            continue
        if finding.id in held:
            continue
        if before is None:
            result.new.append(finding)
        else:
            finding = replace(finding, status=before.status, found=before.found or finding.found)
        kept.append(finding)
        held.add(finding.id)
    result.findings = replace(findings, findings=tuple(kept), time_chapters=dict(prints))
    return result


__all__ = [
    "CHECK_TEXT",
    "EVERYTHING",
    "Converted",
    "TimeMerge",
    "as_findings",
    "changed_chapters",
    "merged",
    "time_finding_id",
    "time_prints",
    "time_summary",
    "verified_claim",
]
