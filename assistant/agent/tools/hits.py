"""What search_text and find_mentions found, shown compactly: grouped by document in reading
order, each hit as the sentence around it (or its paragraph, or only counts), with the
paragraph number that read_document takes, then the hits in entities' fields and notes.

A hit is a :class:`Found`: a span of a document's text, of a document's synopsis or field,
or of an entity's name, aliases, field or notes.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum

from assistant.world.model import Document, Entity, World

SENTENCE_MAX = 160
"""A longer sentence is shown as a window of about this many characters around its hit."""

HITS_BUDGET = 1_200
"""Characters a page of hits shares out among its sentences."""

SENTENCE_MIN_SHOWN = 60
"""However many hits a page shows, each shows at least about this much of its sentence."""

SENTENCE_MIN = 60
"""A shorter sentence ("In November.") is shown with the next (or the one before)."""

PARAGRAPH_MAX = 1_200
"""A longer paragraph is shown as a window of about this many characters around its hits."""

FIELD_MAX = 200

_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n\s*")
_SENTENCE_END = re.compile(r"[.!?…][\"”’')\]*_]*\s+|\n(?=[ \t]*(?:[-*+•]|\d+[.)])\s)")
"""Where a sentence ends: after its full stop (and any closing quotes), or at a list item."""

ABBREVIATIONS = frozenset((
    "mr", "mrs", "ms", "dr", "st", "jr", "prof", "rev", "capt", "col", "gen", "lt", "sgt", "mt",
    "vol", "ch", "pp", "fig", "etc", "vs", "cf", "approx", "dept", "ft",  # English
    "sr", "sra", "srta", "dña", "ud", "uds",  # Spanish
    "hr", "fr", "frl", "bzw", "usw", "ca", "nr", "vgl",  # German
    "mme", "mlle", "mgr", "cie",  # French
    "fru", "frk", "bl", "osv", "mv", "kl",  # Norwegian
))  # fmt: skip
"""Words ending in a full stop that end no sentence ("Mr. Fenn", "St. Anne", "z. B."), in the
languages Quire speaks; a single letter ("J. Fenn") is an initial and ends none either."""
_WORD_BEFORE = re.compile(r"([^\W\d_]+)\.$")


def _ends_sentence(text: str, match: re.Match[str]) -> bool:
    """Whether a match of :data:`_SENTENCE_END` ends a sentence: not after an initial or an
    abbreviation, and not before a lower-case word that goes on with it."""
    if text[match.start()] != ".":
        return True
    word = _WORD_BEFORE.search(text, max(0, match.start() - 12), match.start() + 1)
    if word is None:
        return True
    letters = word.group(1)
    if len(letters) == 1 or letters.casefold() in ABBREVIATIONS:
        return False
    following = text[match.end() : match.end() + 1]
    return not following.islower()


def sentence_ends(text: str, lo: int, hi: int) -> Iterator[re.Match[str]]:
    """The sentence ends of ``text[lo:hi]``, in order (see :func:`_ends_sentence`)."""
    return (m for m in _SENTENCE_END.finditer(text, lo, hi) if _ends_sentence(text, m))


class Show(StrEnum):
    """How much of each hit a result shows."""

    HITS = "hits"
    PARAGRAPHS = "paragraphs"
    COUNT = "count"


@dataclass(frozen=True)
class Found:
    """One hit: ``text[start:end]`` of a document's text (``field`` empty) or of a field
    (``synopsis``, a document's or entity's field, ``notes``, ``aliases``, ``name``)."""

    text: str
    start: int
    end: int
    doc: Document | None = None
    entity: Entity | None = None
    field: str = ""


def paragraph_spans(text: str) -> list[tuple[int, int]]:
    """The ``(start, end)`` of each paragraph: text between blank lines, blanks trimmed."""
    spans = []
    position = 0
    for match in _PARAGRAPH_BREAK.finditer(text):
        spans.append((position, match.start()))
        position = match.end()
    spans.append((position, len(text)))
    result = []
    for start, end in spans:
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if end > start:
            result.append((start, end))
    return result


class Paragraphs:
    """Paragraph spans of texts, worked out once per text."""

    def __init__(self) -> None:
        self._spans: dict[int, tuple[str, list[tuple[int, int]], list[int]]] = {}

    def spans(self, text: str) -> list[tuple[int, int]]:
        return self._entry(text)[1]

    def number(self, text: str, offset: int) -> int:
        """The 1-based number of the paragraph holding (or next after) ``offset``."""
        _text, spans, ends = self._entry(text)
        return min(bisect_right(ends, offset) + 1, len(spans)) if spans else 1

    def span(self, text: str, offset: int) -> tuple[int, int]:
        spans = self.spans(text)
        return spans[self.number(text, offset) - 1] if spans else (0, len(text))

    def _entry(self, text: str) -> tuple[str, list[tuple[int, int]], list[int]]:
        entry = self._spans.get(id(text))
        if entry is None or entry[0] is not text:
            spans = paragraph_spans(text)
            entry = (text, spans, [end for _start, end in spans])
            self._spans[id(text)] = entry
        return entry


_CLAUSE_BREAK = re.compile(r"[,;:()“”«»\"]|\s[—–-]\s|[—–]")
"""Where a clause of a sentence begins or ends."""


def _hit_window(text: str, lo: int, hi: int, start: int, end: int, size: int) -> tuple[int, int]:
    """The part of ``text[lo:hi]`` (a sentence) shown around ``start:end``: at least the
    clause holding it, whole (up to :data:`SENTENCE_MAX` characters around the hit), widened
    to about ``size`` characters, cut at spaces."""
    if hi - lo <= size:
        return lo, hi
    before = [m.end() for m in _CLAUSE_BREAK.finditer(text, lo, start)]
    after = _CLAUSE_BREAK.search(text, end, hi)
    clause_lo, clause_hi = (before[-1] if before else lo), (after.start() if after else hi)
    if clause_hi - clause_lo > SENTENCE_MAX:
        clause_lo, clause_hi = max(clause_lo, start - SENTENCE_MAX // 2), min(
            clause_hi, end + SENTENCE_MAX // 2)
    grow = max(0, size - (clause_hi - clause_lo)) // 2
    left, right = max(lo, clause_lo - grow), min(hi, clause_hi + grow)
    if left > lo and not text[left - 1].isspace():  # never cut inside a word: widen
        left = max(lo, text.rfind(" ", lo, left) + 1)
    if right < hi and not text[right].isspace():
        space = text.find(" ", right, hi)
        right = hi if space == -1 else space
    return left, right


def _window(text: str, lo: int, hi: int, hits: Sequence[tuple[int, int]], size: int) -> str:
    """``text[lo:hi]`` on one line, or the windows around each hit (see :func:`_hit_window`),
    joined where they meet, with … where the text was cut."""
    spans: list[tuple[int, int]] = []
    for start, end in sorted(hits):
        left, right = _hit_window(text, lo, hi, start, end, size)
        if spans and left <= spans[-1][1] + 1:
            spans[-1] = (spans[-1][0], max(spans[-1][1], right))
        else:
            spans.append((left, right))
    shown = " … ".join(" ".join(text[left:right].split()) for left, right in spans)
    return ("…" if spans[0][0] > lo else "") + shown + ("…" if spans[-1][1] < hi else "")


def sentence_span(text: str, lo: int, hi: int, start: int, end: int) -> tuple[int, int]:
    """The sentence of ``text[lo:hi]`` (a paragraph) that holds ``start:end``."""
    ends = [match.end() for match in sentence_ends(text, lo, start)]
    first = ends[-1] if ends else lo
    last = _sentence_end(text, max(end, first), hi)
    while last - first < SENTENCE_MIN and last < hi:  # too short to say much: take the next
        last = _sentence_end(text, last + 1, hi)
    while last - first < SENTENCE_MIN and ends:  # or, at the end, the one before
        ends.pop()
        first = ends[-1] if ends else lo
    return first, last


def _sentence_end(text: str, position: int, hi: int) -> int:
    after = next(sentence_ends(text, position, hi), None)
    last = after.start() + (text[after.start()] != "\n") if after else hi
    while last < hi and text[last] in "\"”’')]*_":
        last += 1
    return last


_LIST_ITEM = re.compile(r"[ \t]*(?:[-*+•]|\d+[.)])\s")


def list_item_span(text: str, lo: int, hi: int, offset: int) -> tuple[int, int] | None:
    """The line of a Markdown list item holding ``offset`` (within ``text[lo:hi]``), or
    None when that line is no list item."""
    start = max(text.rfind("\n", lo, offset) + 1, lo)
    if not _LIST_ITEM.match(text, start):
        return None
    end = text.find("\n", offset, hi)
    return start, hi if end == -1 else end


def _path(world: World, doc: Document) -> str:
    """The document's title after its folder's (``Chapter 2: High Water › The Toll-House``),
    enough to tell it apart and say where it is; its title alone at the top of a part. A
    document the world does not hold is one of the series' notes."""
    if doc.id not in world.documents:
        return f"{doc.title} [series note]"
    path = world.path_titles(doc.id) or (doc.title,)
    if len(path) > 2 or (len(path) == 2 and doc.kind != "chapter"):
        return " › ".join(path[-2:])
    return path[-1]


def _owner(found: Found) -> str:
    if found.entity is not None:
        return found.entity.name
    return found.doc.title if found.doc is not None else ""


def describe_counts(found: Sequence[Found], noun: str = "hit") -> str:
    """``12 hits in 3 documents and 1 entity``, or ``no hits``."""
    if not found:
        return f"no {noun}s"
    documents = len({f.doc.id for f in found if f.doc is not None})
    entities = len({f.entity.id for f in found if f.entity is not None})
    parts = [f"{documents} document{'s' if documents != 1 else ''}"] if documents else []
    if entities:
        parts.append(f"{entities} entit{'ies' if entities != 1 else 'y'}")
    return f"{len(found):,} {noun}{'s' if len(found) != 1 else ''} in {' and '.join(parts)}"


@dataclass
class _Item:
    """One line to show: the sentence, list item, paragraph or field holding one or more hits
    (``text[lo:hi]``), and the hits it is shown around (a window each)."""

    found: Found
    lo: int
    hi: int
    whole: bool
    """Shown whole up to its own limit (a paragraph or a field), not fitted to the page."""
    hits: list[tuple[int, int]]


def _items(found: Sequence[Found], show: Show, paragraphs: Paragraphs) -> list[_Item]:
    """One item per sentence (or paragraph, list item, field) holding hits: two hits of one
    sentence, or of sentences that overlap, are one item showing both."""
    items: list[_Item] = []
    by_text: dict[tuple[int, str], list[_Item]] = {}
    for hit in found:
        text = hit.text
        lo, hi = paragraphs.span(text, hit.start)
        whole = show is Show.PARAGRAPHS or bool(hit.field)
        if not whole:
            item = list_item_span(text, lo, hi, hit.start)
            lo, hi = item if item is not None else sentence_span(text, lo, hi, hit.start,
                                                                 hit.end)
        same = by_text.setdefault((id(text), hit.field), [])
        overlapping = next((i for i in same if lo < i.hi and i.lo < hi), None)
        if overlapping is not None:
            overlapping.lo, overlapping.hi = min(lo, overlapping.lo), max(hi, overlapping.hi)
            overlapping.hits.append((hit.start, hit.end))
            continue
        new = _Item(hit, lo, hi, whole, [(hit.start, hit.end)])
        same.append(new)
        items.append(new)
    return items


def _line(item: _Item, show: Show, size: int, paragraphs: Paragraphs) -> str:
    hit = item.found
    if show is Show.PARAGRAPHS:
        size = PARAGRAPH_MAX
    elif item.whole:
        size = min(size, FIELD_MAX)
    shown = _window(hit.text, item.lo, item.hi, item.hits, size)
    if hit.field and hit.field != "field":
        shown = f"{hit.field}: {shown}"
    elif hit.doc is not None:
        shown = f"¶{paragraphs.number(hit.text, item.lo)} {shown}"
    return f"{hit.entity.name} › {shown}" if hit.entity is not None else shown


def render(world: World, head: str, found: Sequence[Found], show: Show, limit: int,
           offset: int) -> str:
    """``head``, then the hits as ``show`` asks, ``limit`` lines from ``offset`` on.

    The more hits a page shows, the shorter each: every sentence fits in a share of
    :data:`HITS_BUDGET` (between :data:`SENTENCE_MIN_SHOWN` and :data:`SENTENCE_MAX`
    characters), cut at spaces around its hit.
    """
    if not found:
        return head
    if show is Show.COUNT:
        return "\n".join([head, *_count_lines(world, found)])
    paragraphs = Paragraphs()
    items = _items(found, show, paragraphs)
    page = items[offset : offset + limit]
    if not page:
        return f"{head}\n(offset {offset} is past the last of {len(items)}.)"
    size = max(SENTENCE_MIN_SHOWN, min(SENTENCE_MAX, HITS_BUDGET // len(page)))
    lines = [head]
    group: object = None
    for item in page:
        hit = item.found
        current = hit.doc.id if hit.doc is not None else "entities"
        if current != group:
            group = current
            lines.append(_path(world, hit.doc) if hit.doc is not None else "Entities:")
        lines.append(f"  {_line(item, show, size, paragraphs)}")
    rest = len(items) - offset - len(page)
    if rest > 0:
        lines.append(f"[{rest} more: call again with offset={offset + len(page)}.]")
    return "\n".join(lines)


def _count_lines(world: World, found: Iterable[Found]) -> list[str]:
    per_doc: Counter[str] = Counter()
    docs: dict[str, Document] = {}
    per_entity: Counter[str] = Counter()
    for hit in found:
        if hit.doc is not None:
            per_doc[hit.doc.id] += 1
            docs[hit.doc.id] = hit.doc
        else:
            per_entity[_owner(hit)] += 1
    lines = [f"{_path(world, docs[doc_id])} ({count})" for doc_id, count in per_doc.items()]
    if per_entity:
        lines.append("Entities: " + ", ".join(f"{n} ({c})" for n, c in per_entity.items()))
    return lines


__all__ = [
    "FIELD_MAX",
    "HITS_BUDGET",
    "PARAGRAPH_MAX",
    "SENTENCE_MAX",
    "Found",
    "Paragraphs",
    "Show",
    "describe_counts",
    "list_item_span",
    "paragraph_spans",
    "render",
    "sentence_span",
]
