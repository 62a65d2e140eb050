"""Quotations in a text, and where the project holds them.

An answer quotes the project in the quotation marks of any language (“…”, "…", „…“, «…»,
»…«, ‹…›, ‘…’, '…', 「…」) or in a Markdown block quote. :func:`find_quotations` finds
them; :func:`locate` looks a quotation up in the project's documents (their text and
synopsis) and entities (their notes and field values).

A quotation matches when its words appear in that order, one after the other, in one place:
case, accents, curly versus straight quotes, punctuation between words, line breaks and runs
of whitespace are not compared, and an ellipsis (``…``, ``...``, ``[…]``) stands for words
left out (at most :data:`MAX_GAP` characters of them). A short quotation (fewer than
:data:`MIN_WORDS` words) or one that is only a document's title or an entity's name is no
quotation: answers put titles and names in quotation marks all the time.

Finding is quick on a large project: each document and entity keeps a small bit set of the
words it holds (computed once per value, like the folded text search keeps), so only the few
that can hold a quotation are searched.
"""

from __future__ import annotations

import itertools
import re
from bisect import bisect_right
from collections import deque
from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass
from itertools import repeat

from assistant.world.model import Document, Entity, World
from assistant.world.search.engine import folded_document
from assistant.world.search.textfold import FoldedText, fold, fold_text
from assistant.world.search.valuecache import ValueCache

MIN_WORDS = 3
"""Fewer words than this in quotation marks are taken for a title, a name or a term."""

MAX_GAP = 3_000
"""Characters an ellipsis may stand for between two parts of one quotation."""

MAX_QUOTE = 2_000
"""Longest text between quotation marks taken for a quotation."""

MAX_LOOKED_UP = 20_000
"""Longest quotation looked up (a block quote may be long); a longer one is not found."""

_BITS = 4096
_ONE = ord("1")
_TOKEN = re.compile(r"[^\W_]+")
_ELLIPSIS = re.compile(r"[\[(]\s*(?:…|\.(?:\s?\.){2,})\s*[\])]|…|\.(?:\s?\.){2,}")

# Opening mark -> the marks that may close it (one language's pairs each).
_PAIRS: dict[str, str] = {
    "“": "”“",  # English “…”, and „…“'s closer when a quotation starts with “
    "„": "“”",  # German „…“, Polish „…”
    "«": "»",  # French, Spanish, Norwegian «…»
    "»": "«»",  # German »…«, Swedish »…»
    "‹": "›",
    "›": "‹›",
    "‘": "’",  # English ‘…’
    "‚": "‘’",  # German ‚…‘
    '"': '"',
    "'": "'",
    "「": "」",
    "『": "』",
}
_APOSTROPHE_LIKE = frozenset("'’‘")
_OPEN_BEFORE = frozenset(" \t\n([{—–-/:;")


@dataclass(frozen=True)
class Quotation:
    """A quotation in a text: ``text`` (without its marks) at ``start``..``end`` there.

    ``block`` is True for a Markdown block quote (``start``..``end`` then span its lines).
    """

    text: str
    start: int
    end: int
    block: bool = False


@dataclass(frozen=True)
class QuoteSite:
    """Where the project holds a quotation: ``start``..``end`` of one part of a document or
    entity (``part``: ``text`` or ``synopsis`` of a document; ``notes`` or ``field:<name>``
    of an entity, a field read as ``name: value``)."""

    node_id: str
    part: str
    start: int
    end: int

    @property
    def in_text(self) -> bool:
        """True when the passage is in a document's text (the editor can select it)."""
        return self.part == "text"


@dataclass(frozen=True)
class QuoteCheck:
    """One quotation of a text, and where the project holds it (None: nowhere)."""

    quotation: Quotation
    passage: QuoteSite | None

    @property
    def verified(self) -> bool:
        return self.passage is not None


def check_quotations(
    world: World, text: str, *, prefer: Collection[str] = ()
) -> tuple[QuoteCheck, ...]:
    """Every quotation of ``text``, looked up in ``world`` (titles and names left out);
    ``prefer`` as for :func:`locate`."""
    return tuple(
        QuoteCheck(quotation, locate(world, quotation.text, prefer=prefer))
        for quotation in find_quotations(text)
        if not is_title_or_name(world, quotation.text)
    )


# -- finding quotations in a text --------------------------------------------------------------


_PROTECTED = re.compile(
    r"```.*?(?:```|\Z)"  # fenced code
    r"|`[^`\n]*`"  # inline code
    r"|\]\([^)\n]*\)"  # link targets
    r"|<[^>\n]+>"  # autolinks and raw HTML
    r"|https?://\S+",  # bare URLs
    re.DOTALL,
)
_BLOCK_LINE = re.compile(r"^ {0,3}>[ \t]?(.*)$", re.MULTILINE)
_ATTRIBUTION = re.compile(r"^\s*(?:—|–|--|―)\s*\S")
_SOURCE_TAIL = 80
"""Longest source named after a block quote's closing mark, which is not quoted text."""


def find_quotations(text: str) -> tuple[Quotation, ...]:
    """The quotations of ``text`` (Markdown), in order; see the module doc.

    Text in code, link targets and URLs is skipped, and so is a quotation inside another
    (a quoted line of dialogue inside a block quote is part of that block quote).
    """
    protected = [m.span() for m in _PROTECTED.finditer(text)]
    quotations: list[Quotation] = []
    blocks = list(_block_quotes(text))
    quotations.extend(blocks)
    covered = _Spans([(q.start, q.end) for q in blocks] + protected)
    quotations.extend(_inline_quotes(text, covered))
    quotations.sort(key=lambda q: q.start)
    return tuple(q for q in quotations if _words(q.text) >= MIN_WORDS)


def _words(text: str) -> int:
    return len(_TOKEN.findall(text))


def _block_quotes(text: str) -> Iterator[Quotation]:
    """Each paragraph of each block quote, its markers taken out (an attribution line such
    as ``— Chapter 3`` ends it)."""
    lines: list[tuple[int, int, str]] = []

    def flush() -> Iterator[Quotation]:
        if lines:
            body = " ".join(part for _s, _e, part in lines).strip()
            body = _strip_marks(body)
            if body:
                yield Quotation(body, lines[0][0], lines[-1][1], block=True)
            lines.clear()

    last_end = -2
    for match in _BLOCK_LINE.finditer(text):
        content = match.group(1)
        if match.start() != last_end + 1 or not content.strip() or _ATTRIBUTION.match(content):
            yield from flush()
        last_end = match.end()
        if content.strip() and not _ATTRIBUTION.match(content):
            lines.append((match.start(1), match.end(1), content.strip()))
    yield from flush()


def _strip_marks(text: str) -> str:
    """A block quote's text without the quotation marks around it (dialogue quoted whole),
    and without a short source after them (``“…” (Chapter 3)``, ``“…” — Oda``)."""
    text = text.strip()
    while len(text) >= 2 and text[0] in _PAIRS:
        closing = max(text.rfind(closer) for closer in _PAIRS[text[0]])
        tail = text[closing + 1 :].strip() if closing > 0 else None
        if tail is None or len(tail) > _SOURCE_TAIL or (tail and tail[0].isalnum()):
            break
        text = text[1:closing].strip()
    return text


class _Spans:
    """Spans of a text to leave alone (code, links, block quotes), for quick look-ups."""

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        merged: list[tuple[int, int]] = []
        for start, end in sorted(spans):
            if merged and start <= merged[-1][1]:
                merged[-1] = (merged[-1][0], max(merged[-1][1], end))
            else:
                merged.append((start, end))
        self._starts = [start for start, _end in merged]
        self._ends = [end for _start, end in merged]

    def __contains__(self, position: int) -> bool:
        index = bisect_right(self._starts, position) - 1
        return index >= 0 and position < self._ends[index]


_MARK = re.compile("[" + re.escape("".join(_PAIRS)) + "]")


def _inline_quotes(text: str, covered: _Spans) -> Iterator[Quotation]:
    position = 0
    while True:
        found = _MARK.search(text, position)
        if found is None:
            return
        position = found.start()
        mark = text[position]
        if position in covered or not _opens(text, position):
            position += 1
            continue
        end = _closing(text, position + 1, mark, _PAIRS[mark], covered)
        if end is None:
            position += 1
            continue
        body = text[position + 1 : end]
        stripped = body.strip()
        if stripped:
            lead = len(body) - len(body.lstrip())
            start = position + 1 + lead
            yield Quotation(stripped, start, start + len(stripped))
        position = end + 1


def _opens(text: str, at: int) -> bool:
    """Whether the mark at ``at`` can open a quotation: not inside a word (an apostrophe)
    and followed by text."""
    before = text[at - 1] if at > 0 else " "
    after = text[at + 1] if at + 1 < len(text) else " "
    if after.isspace() and text[at] not in "«»‹›":
        return False
    if text[at] in _APOSTROPHE_LIKE or text[at] == '"':
        return before.isspace() or before in _OPEN_BEFORE or before in _PAIRS or at == 0
    return True


def _closing(text: str, start: int, mark: str, closers: str,
             covered: _Spans) -> int | None:
    """Where the quotation opened before ``start`` closes (not across a blank line)."""
    limit = min(len(text), start + MAX_QUOTE)
    paragraph_end = text.find("\n\n", start, limit)
    if paragraph_end != -1:
        limit = paragraph_end
    closer = re.compile("[" + re.escape(closers) + "]")
    position = start
    while True:
        found = closer.search(text, position, limit)
        if found is None:
            return None
        position = found.start()
        after = text[position + 1] if position + 1 < len(text) else " "
        inside_word = after.isalnum() and (text[position] in _APOSTROPHE_LIKE or mark == '"')
        if position > start and not inside_word and position not in covered:
            return position  # (an apostrophe inside a word, as in don’t, closes nothing)
        position += 1


# -- looking quotations up -----------------------------------------------------------------------


def quote_words(text: str) -> tuple[tuple[str, ...], ...]:
    """The folded words of a quotation, in the parts its ellipses separate."""
    parts = []
    for piece in _ELLIPSIS.split(text):
        words = tuple(_TOKEN.findall(fold(piece)))
        if words:
            parts.append(words)
    return tuple(parts)


def _items(words: list[str] | tuple[str, ...]) -> set[object]:
    """What a word bit set holds: each word, and each pair of words one after the other."""
    items: set[object] = set(words)
    items.update(itertools.pairwise(words))
    return items


def _bit_size(count: int) -> int:
    """Bits for a set of ``count`` items: four or more per item (a power of two, at least
    :data:`_BITS`), so that a few items of a quotation tell most places apart."""
    size = _BITS
    while size < 4 * count:
        size *= 2
    return size


def _bit_set(items: Iterable[object], size: int) -> int:
    """The bit set of ``items`` (by hash) in ``size`` bits.

    Built as a string of binary digits that ``int`` parses, with every step a loop in C:
    a loop in Python over a large project's million words would take seconds.
    """
    digits = bytearray(b"0") * size
    positions = map((size - 1).__and__, map(hash, items))
    deque(map(digits.__setitem__, positions, repeat(_ONE)), maxlen=0)
    return int(digits[::-1], 2)


def _document_parts(doc: Document) -> tuple[tuple[str, FoldedText], ...]:
    parts = [("text", folded_document(doc))]
    if doc.synopsis.strip():
        parts.append(("synopsis", fold_text(doc.synopsis)))
    return tuple(parts)


def _entity_parts(entity: Entity) -> tuple[tuple[str, FoldedText], ...]:
    parts = []
    if entity.notes.strip():
        parts.append(("notes", fold_text(entity.notes)))
    for name, value in entity.fields:
        if value.strip():  # as the tools show a field: "Eyes: grey"
            parts.append((f"field:{name}", fold_text(f"{name}: {value}")))
    return tuple(parts)


@dataclass(frozen=True)
class _Bits:
    """The words of a document or entity, and the pairs of words one after the other, as a
    bit set of ``size`` bits (a filter: a quotation's words and pairs must all be in it).
    ``missing`` is the complement: a quotation can be there only when none of its bits is
    missing (one AND, the quickest test Python has)."""

    size: int
    missing: int


def _node_bits(parts: tuple[tuple[str, FoldedText], ...]) -> _Bits:
    items: set[object] = set()
    for _name, folded in parts:
        items |= _items(_TOKEN.findall(folded.text))
    size = _bit_size(len(items))
    return _Bits(size, ((1 << size) - 1) ^ _bit_set(items, size))


_DOCUMENT_PARTS: ValueCache[Document, tuple[tuple[str, FoldedText], ...]] = ValueCache(
    _document_parts
)
_DOCUMENT_BITS: ValueCache[Document, _Bits] = ValueCache(
    lambda doc: _node_bits(_DOCUMENT_PARTS.get(doc))
)
_ENTITY_PARTS: ValueCache[Entity, tuple[tuple[str, FoldedText], ...]] = ValueCache(_entity_parts)
_ENTITY_BITS: ValueCache[Entity, _Bits] = ValueCache(
    lambda entity: _node_bits(_ENTITY_PARTS.get(entity))
)


@dataclass(frozen=True)
class _Sources:
    """A world's live documents (reading order) and entities, grouped by the size of their
    word bit sets."""

    groups: dict[int, list[tuple[int, Document | Entity, int]]]
    """``groups[size]``: ``(order, node, missing bits)`` of each node of that size."""
    count: int
    titles: frozenset[tuple[str, ...]]
    """Every document title and entity name or alias, as words (not quotations)."""


def _sources_of(world: World) -> _Sources:
    docs = world.documents_in_order()
    entities = world.live_entities()
    groups: dict[int, list[tuple[int, Document | Entity, int]]] = {}
    order = 0
    sources: list[tuple[Document | Entity, _Bits]] = [
        *((doc, _DOCUMENT_BITS.get(doc)) for doc in docs),
        *((entity, _ENTITY_BITS.get(entity)) for entity in entities),
    ]
    for node, bits in sources:
        groups.setdefault(bits.size, []).append((order, node, bits.missing))
        order += 1
    names = [doc.title for doc in docs] + [name for e in entities for name in e.names]
    titles = frozenset(tuple(_TOKEN.findall(fold(name))) for name in names)
    return _Sources(groups, order, titles)


_SOURCES: ValueCache[World, _Sources] = ValueCache(_sources_of)


def index_project(world: World) -> int:
    """Compute what looking up quotations in ``world`` needs, ahead of the first look-up
    (on a worker thread, say); returns the number of documents and entities indexed."""
    return _SOURCES.get(world).count


def is_title_or_name(world: World, text: str) -> bool:
    """True when ``text`` is, word for word, a document's title or an entity's name."""
    words = tuple(word for part in quote_words(text) for word in part)
    return words in _SOURCES.get(world).titles


def locate(
    world: World, text: str, *, within: str | None = None, prefer: Collection[str] = ()
) -> QuoteSite | None:
    """Where the project holds the quotation ``text`` (the first place, in reading order:
    documents, then entities); None when it holds it nowhere.

    ``within`` names a document or entity (by id) where the quotation is said to be, and
    ``prefer`` those likely to hold it (the documents an answer's tools read): they are
    looked in first, and the rest of the project only when they do not hold it.
    """
    if len(text) > MAX_LOOKED_UP:
        return None
    parts = quote_words(text)
    if not parts:
        return None
    patterns = [_pattern(part) for part in parts]
    items: set[object] = set()
    for part in parts:
        items |= _items(part)
    wanted: dict[int, int] = {}

    def may_hold(bits: _Bits) -> bool:
        if bits.size not in wanted:
            wanted[bits.size] = _bit_set(items, bits.size)
        return not wanted[bits.size] & bits.missing

    first = [within] if within else []
    first.extend(node_id for node_id in prefer if node_id != within)
    for node_id in first:
        doc = world.documents.get(node_id)
        entity = world.entities.get(node_id) if doc is None else None
        if doc is not None and may_hold(_DOCUMENT_BITS.get(doc)):
            found = _find_in_node(doc, patterns)
        elif entity is not None and may_hold(_ENTITY_BITS.get(entity)):
            found = _find_in_node(entity, patterns)
        else:
            found = None
        if found is not None:
            return found
    looked = set(first)
    candidates: list[tuple[int, Document | Entity]] = []
    for size, group in _SOURCES.get(world).groups.items():
        if size not in wanted:
            wanted[size] = _bit_set(items, size)
        bits = wanted[size]
        candidates.extend((order, node) for order, node, missing in group if not bits & missing)
    candidates.sort(key=lambda candidate: candidate[0])
    for _order, node in candidates:
        found = _find_in_node(node, patterns) if node.id not in looked else None
        if found is not None:
            return found
    return None


def _pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"[\W_]+".join(re.escape(word) for word in words) + r"(?![^\W_])")


def _find_in_node(node: Document | Entity, patterns: list[re.Pattern[str]]) -> QuoteSite | None:
    parts = _DOCUMENT_PARTS.get(node) if isinstance(node, Document) else _ENTITY_PARTS.get(node)
    for name, folded in parts:
        span = _find_in_text(folded.text, patterns)
        if span is not None:
            start, end = folded.original_span(*span)
            return QuoteSite(node.id, name, start, end)
    return None


_TOKEN_CHAR = re.compile(r"[^\W_]")
_MAX_STARTS = 200


def _find_in_text(text: str, patterns: list[re.Pattern[str]]) -> tuple[int, int] | None:
    """The span of the first place where the patterns match in order, each within
    :data:`MAX_GAP` characters of the one before."""
    first, rest = patterns[0], patterns[1:]
    position = 0
    tries = 0
    while tries < _MAX_STARTS:
        match = first.search(text, position)
        if match is None:
            return None
        tries += 1
        start, end = match.span()
        position = start + 1
        if start > 0 and _TOKEN_CHAR.match(text, start - 1):
            continue  # inside a word
        for pattern in rest:
            following = _next_word_match(pattern, text, end)
            if following is None:
                break
            end = following
        else:
            return start, end
    return None


def _next_word_match(pattern: re.Pattern[str], text: str, after: int) -> int | None:
    """Where ``pattern`` ends when it matches a whole word start within the gap."""
    position = after
    limit = min(len(text), after + MAX_GAP)
    while True:
        match = pattern.search(text, position, limit + 200)
        if match is None or match.start() > limit:
            return None
        if match.start() == 0 or not _TOKEN_CHAR.match(text, match.start() - 1):
            return match.end()
        position = match.start() + 1


__all__ = [
    "MAX_GAP",
    "MAX_LOOKED_UP",
    "MIN_WORDS",
    "Quotation",
    "QuoteCheck",
    "QuoteSite",
    "check_quotations",
    "find_quotations",
    "index_project",
    "is_title_or_name",
    "locate",
    "quote_words",
]
