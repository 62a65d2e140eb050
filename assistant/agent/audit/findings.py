"""Continuity findings, kept with the project in ``.quire/findings.json``.

A :class:`Finding` is one problem the continuity audit reported: its kind, a summary, and two
claims that disagree, each a quotation verified in the project (where it was found). Each
has a status the writer sets: open, intentional (kept out of later audits) or fixed. The
file also keeps, for every chapter audited, the fingerprint of its text then, so that the
next audit reads again only the chapters that changed (:mod:`assistant.agent.audit.audit`).

A file that cannot be read is set aside under a new name, never overwritten, and the
findings start afresh. Nothing here is prose for the writer.
"""

from __future__ import annotations

import hashlib
import json
import logging
import secrets
import threading
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field, replace
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from assistant.world.model import Document, World
from assistant.world.search.quotes import QuoteSite, locate, part_text
from assistant.world.search.textfold import fold
from assistant.world.storage.atomic import write_atomic

log = logging.getLogger(__name__)

FILE_NAME = "findings.json"
FORMAT = 1
SET_ASIDE_SUFFIX = ".unreadable"


class FindingKind(StrEnum):
    CONTRADICTION = "contradiction"
    TIMELINE = "timeline"
    NAME = "name"
    OTHER = "other"


class FindingStatus(StrEnum):
    OPEN = "open"
    INTENTIONAL = "intentional"
    """The writer meant it: kept, and kept out of later audits."""
    FIXED = "fixed"


@dataclass(frozen=True)
class Claim:
    """One side of a finding: a quotation and where the project held it when it was found
    (``document``: a document or entity id; ``part``: ``text``, ``notes``, ``field:…``)."""

    quote: str
    document: str
    title: str = ""
    part: str = "text"
    start: int = 0
    end: int = 0
    around: str = ""
    """A fingerprint of the paragraph holding the quotation when it was found ("" for a
    claim kept before fingerprints were): a fix that rewrites the rest of the paragraph
    (extends the quoted sentence, say) leaves the quotation in place but changes this."""
    book: int = 0
    """For a quotation of another book of the series (the cross-book audit's earlier side):
    that book's number in the series' reading order; 0 for this book's own world."""
    book_title: str = ""

    def holds(self, world: World) -> bool:
        """True while the quotation is still where it was found, in the same paragraph (a
        quotation of another book is not judged here: the cross-book audit verifies it again
        each time it reads the chapter)."""
        if self.book:
            return True
        document = world.documents.get(self.document)
        if document is not None and self.part.startswith("field:"):
            return document_field_site(document, self.part, self.quote) is not None
        passage = locate(world, self.quote, within=self.document)
        if passage is None or passage.node_id != self.document:
            return False
        if not self.around:
            return True
        return paragraph_print(world, passage.node_id, passage.part, passage.start) == self.around


def paragraph_print(world: World, node_id: str, part: str, at: int) -> str:
    """A short fingerprint of the paragraph of a document's or entity's ``part`` holding
    ``at`` (its words, case and spacing aside)."""
    text = part_text(world, QuoteSite(node_id, part, at, at))
    start = max(text.rfind("\n\n", 0, at) + 2, 0) if at <= len(text) else 0
    end = text.find("\n\n", at)
    paragraph = " ".join(text[start : end if end != -1 else len(text)].casefold().split())
    return hashlib.sha256(paragraph.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def document_field_site(document: Document, part: str, quote: str) -> tuple[int, int] | None:
    """Where a document's field (``part``: ``field:when``) holds ``quote``, in the field read
    as ``name: value`` (case, accents and spacing aside); None when it does not. The look-up
    of quotations reads entities' fields, not documents'; a time finding may quote a scene's
    ``when``."""
    key = part.removeprefix("field:").casefold()
    for name, value in document.fields:
        if name.casefold() != key:
            continue
        line = f"{name}: {value}"
        words = fold(" ".join(quote.split()))
        folded = fold(line)
        at = folded.find(words) if words else -1
        if at != -1 and len(folded) == len(line):
            return at, at + len(words)
        if at != -1:
            return 0, len(line)
    return None


@dataclass(frozen=True)
class Finding:
    """One continuity problem; see the module doc. ``chapter`` is the audited chapter it was
    found in (a document or folder id), ``entity`` the entity it is about, if any."""

    id: str
    kind: FindingKind
    summary: str
    claim_a: Claim
    claim_b: Claim
    chapter: str
    entity: str = ""
    status: FindingStatus = FindingStatus.OPEN
    found: str = ""
    check: str = ""
    """For a finding of the story clock's time check: what disagrees (a
    :class:`~assistant.world.clock.model.TimeCheckKind` code); "" for the continuity audit's."""
    facts: tuple[tuple[str, str], ...] = ()
    """The time check's facts, for a front end's own sentence (``stated``, ``expected``…)."""
    proposed: bool = False
    """The finding rests on a time cue the assistant proposed (a quotation it found, which the
    writer confirms or rejects), not on one found by rule."""
    across: bool = False
    """Found by the cross-book audit (:mod:`assistant.agent.audit.series_audit`): this book
    against an earlier book of its series, ``claim_b`` quoting that book. Each audit replaces
    only its own findings."""

    def possibly_fixed(self, world: World) -> bool:
        """True when either quotation is no longer where it was found (its text changed)."""
        return not (self.claim_a.holds(world) and self.claim_b.holds(world))

    def same_problem(self, other: Finding) -> bool:
        """True when both findings quote the same two passages (in either order)."""
        mine = {_key(self.claim_a), _key(self.claim_b)}
        return mine == {_key(other.claim_a), _key(other.claim_b)}


def _key(claim: Claim) -> tuple[str, str]:
    return claim.document, " ".join(claim.quote.casefold().split())


def new_finding_id() -> str:
    return "f-" + secrets.token_hex(5)


def finding_id(one: Claim, other: Claim) -> str:
    """The id of the problem two claims make: the same for the same two passages (in either
    order, whatever their case and spacing), so a finding keeps its id when its chapter is
    read again and ``quire audit --fixed ID`` still finds it."""
    keys = sorted("\0".join(_key(claim)) for claim in (one, other))
    digest = hashlib.sha256("\0\0".join(keys).encode("utf-8", "surrogatepass")).hexdigest()
    return "f-" + digest[:10]


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class Findings:
    """Everything ``findings.json`` keeps: the findings, and the fingerprint of each chapter
    as it was last audited."""

    findings: tuple[Finding, ...] = ()
    chapters: Mapping[str, str] = field(default_factory=dict)
    audited: str = ""
    """When the last audit ended ("" before the first)."""
    time_chapters: Mapping[str, str] = field(default_factory=dict)
    """The fingerprint of each chapter's times as the last time check saw them
    (:mod:`assistant.agent.audit.time_findings`), apart from ``chapters`` so that neither
    check takes the other's reading for its own."""
    series_chapters: Mapping[str, str] = field(default_factory=dict)
    """The fingerprint of each chapter with what the cross-book audit compared it with (the
    earlier books, the series' facts) when it last read it."""

    def of_chapter(self, chapter: str) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.chapter == chapter)

    def get(self, finding_id: str) -> Finding | None:
        return next((f for f in self.findings if f.id == finding_id), None)

    def with_status(self, finding_id: str, status: FindingStatus) -> Findings:
        """These findings with one finding's status changed (KeyError when unknown)."""
        if self.get(finding_id) is None:
            raise KeyError(finding_id)
        return replace(self, findings=tuple(
            replace(f, status=status) if f.id == finding_id else f for f in self.findings
        ))  # fmt: skip


class FindingsStore:
    """``findings.json`` in a project's app-data folder."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / FILE_NAME
        self.set_aside_as: Path | None = None
        """Where this store set aside an unreadable file (None: none was)."""

    def load(self) -> Findings:
        """The kept findings (none when there is no file yet, or it could not be read)."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return Findings()
        except (OSError, UnicodeDecodeError) as error:
            return self._unreadable(str(error))
        try:
            return findings_from_json(json.loads(text))
        except (ValueError, TypeError, KeyError, RecursionError) as error:
            return self._unreadable(str(error))

    def save(self, findings: Findings) -> None:
        """Write the findings atomically (raises OSError when it cannot)."""
        data = {"format": FORMAT, **asdict(findings), "chapters": dict(findings.chapters),
                "time_chapters": dict(findings.time_chapters),
                "series_chapters": dict(findings.series_chapters)}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
        write_atomic(self.path, text.encode("utf-8"))

    def update(self, change: Callable[[Findings], Findings]) -> Findings:
        """Read the findings, change them and write them back as one step: an audit saving a
        chapter and the writer marking a finding, on two threads, never undo each other."""
        with _lock_for(self.path):
            findings = change(self.load())
            self.save(findings)
            return findings

    def set_status(self, finding_id: str, status: FindingStatus) -> Findings:
        """Change one finding's status on disk (KeyError when there is no such finding)."""
        return self.update(lambda findings: findings.with_status(finding_id, status))

    def _unreadable(self, reason: str) -> Findings:
        target = self.path.with_name(self.path.name + SET_ASIDE_SUFFIX)
        number = 1
        while target.exists():
            number += 1
            target = self.path.with_name(f"{self.path.name}.{number}{SET_ASIDE_SUFFIX}")
        try:
            self.path.rename(target)
            self.set_aside_as = target
        except OSError:
            log.warning("could not set aside the unreadable findings file %s", self.path)
        log.warning("findings file %s could not be read: %s", self.path, reason)
        return Findings()


_LOCKS: dict[Path, threading.Lock] = {}
_LOCKS_GUARD = threading.Lock()


def _lock_for(path: Path) -> threading.Lock:
    with _LOCKS_GUARD:
        return _LOCKS.setdefault(path.absolute(), threading.Lock())


def findings_from_json(data: Any) -> Findings:
    """Findings from parsed JSON; raises ValueError (or KeyError, TypeError) when malformed."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a findings file of a known format")
    findings = []
    for raw in data.get("findings", []):
        findings.append(
            Finding(
                id=str(raw["id"]),
                kind=FindingKind(raw["kind"]),
                summary=str(raw["summary"]),
                claim_a=_claim(raw["claim_a"]),
                claim_b=_claim(raw["claim_b"]),
                chapter=str(raw["chapter"]),
                entity=str(raw.get("entity") or ""),
                status=FindingStatus(raw.get("status", "open")),
                found=str(raw.get("found", "")),
                check=str(raw.get("check", "")),
                facts=tuple((str(k), str(v)) for k, v in raw.get("facts", ())),
                proposed=raw.get("proposed") is True,
                across=raw.get("across") is True,
            )
        )
    prints = [data.get(key, {}) for key in ("chapters", "time_chapters", "series_chapters")]
    if not all(isinstance(known, dict) for known in prints):
        raise ValueError("chapters is not an object")
    chapters, time_chapters, series_chapters = (
        {str(k): str(v) for k, v in known.items()} for known in prints
    )
    return Findings(
        tuple(findings), chapters, str(data.get("audited", "")), time_chapters, series_chapters
    )


def _claim(raw: Any) -> Claim:
    if not isinstance(raw, dict):
        raise ValueError("a claim is not an object")
    return Claim(
        quote=str(raw["quote"]), document=str(raw["document"]), title=str(raw.get("title", "")),
        part=str(raw.get("part", "text")), start=int(raw.get("start", 0)),
        end=int(raw.get("end", 0)), around=str(raw.get("around", "")),
        book=int(raw.get("book", 0)), book_title=str(raw.get("book_title", "")),
    )  # fmt: skip


__all__ = [
    "FILE_NAME",
    "Claim",
    "Finding",
    "FindingKind",
    "FindingStatus",
    "Findings",
    "FindingsStore",
    "document_field_site",
    "finding_id",
    "findings_from_json",
    "new_finding_id",
    "now",
    "paragraph_print",
]
