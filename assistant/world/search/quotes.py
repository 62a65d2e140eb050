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
that can hold a quotation are searched. Making those bit sets reads every word of the project
(most of a second per million words), so :func:`index_project` makes them ahead, on a worker
after opening; after an edit only the changed documents are indexed again, when next looked
in. Until the index is made, a look-up searches the documents named to it first and the
others' text directly, without waiting for it: the same quotations are found, in the same
places (unless a document the answer cites and an earlier one both hold a quotation).
"""

from __future__ import annotations

import itertools
import logging
import re
import threading
from bisect import bisect_right
from collections import deque
from collections.abc import Callable, Collection, Iterable, Iterator
from dataclasses import dataclass
from itertools import repeat

from assistant.world.collector import made_to_last
from assistant.world.model import Document, Entity, World
from assistant.world.search.folded import folded_document
from assistant.world.search.textfold import FoldedText, fold, fold_text
from assistant.world.search.valuecache import ValueCache

log = logging.getLogger(__name__)

MIN_WORDS = 3
"""Fewer words than this in quotation marks are taken for a title, a name or a term."""

MAX_GAP = 3_000
"""Characters an ellipsis may stand for between two parts of one quotation (never across a
paragraph break)."""

EDITORIAL_GAP = 60
"""Characters an editor's words in square brackets may stand for (``[Mára] ran`` for ``She
ran``)."""

MAX_QUOTE = 2_000
"""Longest text between quotation marks taken for a quotation."""

MAX_LOOKED_UP = 20_000
"""Longest quotation looked up (a block quote may be long); a longer one is not found."""

ON_DEMAND = 200_000
"""Most characters of documents and entities not indexed yet that a look-up indexes itself
(those an edit changed, say: some milliseconds); with more, the project's index is not
ready and a look-up searches their text directly instead of waiting for it."""

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


def find_quotations(text: str, *, min_words: int = MIN_WORDS) -> tuple[Quotation, ...]:
    """The quotations of ``text`` (Markdown) of ``min_words`` words or more, in order; see
    the module doc.

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
    return tuple(q for q in quotations if _words(q.text) >= min_words)


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


_CITED_PARAGRAPH = re.compile(r"\(?¶\s*\d+(?:\s*[–-]\s*\d+)?\)?[:.]?")
"""A paragraph number as search hits print them (``¶5``, ``(¶5–7)``), copied into a quote."""
_SIC = re.compile(r"[\[(]\s*sic!?\s*[\])]", re.IGNORECASE)
_EDITORIAL = re.compile(r"\[[^\[\]\n]{1,60}\]")
"""Words in square brackets: an editor's words standing in for the text's own."""
_SEPARATOR = re.compile(f"(?P<ellipsis>{_ELLIPSIS.pattern})|(?P<editorial>{_EDITORIAL.pattern})")


def _quote_parts(text: str) -> tuple[tuple[tuple[str, ...], ...], tuple[int, ...]]:
    """The folded words of a quotation in the parts its ellipses and editorial brackets
    separate, and before each part after the first the most characters the text may hold
    between it and the part before: :data:`MAX_GAP` within one paragraph after an ellipsis,
    :data:`EDITORIAL_GAP` for words an editor replaced. Paragraph numbers copied from search
    hits and ``[sic]`` are left out."""
    text = _SIC.sub(" ", _CITED_PARAGRAPH.sub(" ", text))
    parts: list[tuple[str, ...]] = []
    gaps: list[int] = []
    gap = 0
    position = 0
    pieces: list[tuple[str, int]] = []
    for match in _SEPARATOR.finditer(text):
        pieces.append((text[position : match.start()], 0))
        pieces.append(("", MAX_GAP if match.group("ellipsis") else EDITORIAL_GAP))
        position = match.end()
    pieces.append((text[position:], 0))
    for piece, separator in pieces:
        if separator:
            gap = MAX_GAP if MAX_GAP in (gap, separator) else gap + separator
            continue
        words = tuple(_TOKEN.findall(fold(piece)))
        if not words:
            continue
        if parts:
            gaps.append(gap)
        parts.append(words)
        gap = 0
    return tuple(parts), tuple(gaps)


def quote_words(text: str) -> tuple[tuple[str, ...], ...]:
    """The folded words of a quotation, in the parts its ellipses (and editorial brackets)
    separate."""
    return _quote_parts(text)[0]


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


# a document's parts are not kept: its folded text is kept, or not, by the search's own
# folding (:mod:`~assistant.world.search.folded`), and a synopsis folds in microseconds
_DOCUMENT_BITS: ValueCache[Document, _Bits] = ValueCache(
    lambda doc: _node_bits(_document_parts(doc))
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


def _nodes(world: World) -> list[Document | Entity]:
    """The live documents in reading order, then the live entities: the order of look-ups."""
    return [*world.documents_in_order(), *world.live_entities()]


def _bits_of(node: Document | Entity) -> _Bits:
    return _DOCUMENT_BITS.get(node) if isinstance(node, Document) else _ENTITY_BITS.get(node)


def _indexed(node: Document | Entity) -> bool:
    return _DOCUMENT_BITS.holds(node) if isinstance(node, Document) else _ENTITY_BITS.holds(node)


def _size(node: Document | Entity) -> int:
    """About how many characters indexing ``node`` reads."""
    if isinstance(node, Document):
        return len(node.text) + len(node.synopsis)
    return len(node.notes) + sum(len(name) + len(value) for name, value in node.fields)


def _sources_of(world: World) -> _Sources:
    groups: dict[int, list[tuple[int, Document | Entity, int]]] = {}
    order = 0
    for node in _nodes(world):
        bits = _bits_of(node)
        groups.setdefault(bits.size, []).append((order, node, bits.missing))
        order += 1
    return _Sources(groups, order)


def _name_words(name: str) -> tuple[str, ...]:
    return tuple(_TOKEN.findall(fold(name)))


_TITLE_WORDS: ValueCache[Document, tuple[str, ...]] = ValueCache(
    lambda doc: _name_words(doc.title)
)
_NAMES_WORDS: ValueCache[Entity, tuple[tuple[str, ...], ...]] = ValueCache(
    lambda entity: tuple(_name_words(name) for name in entity.names)
)


def _titles_of(world: World) -> frozenset[tuple[str, ...]]:
    """Every document title and entity name or alias, as words (not quotations); each
    document and entity keeps its own, so a world after an edit folds none again."""
    titles = {_TITLE_WORDS.get(doc) for doc in world.documents_in_order()}
    titles.update(words for e in world.live_entities() for words in _NAMES_WORDS.get(e))
    return frozenset(titles)


_SOURCES: ValueCache[World, _Sources] = ValueCache(_sources_of)
_TITLES: ValueCache[World, frozenset[tuple[str, ...]]] = ValueCache(_titles_of)


_PAUSED_FOR = 256
"""Documents and entities indexed with the collector paused, at a time."""


def index_project(world: World, *, stop: Callable[[], bool] | None = None) -> int:
    """Compute what looking up quotations in ``world`` needs, ahead of the first look-up
    (on a worker thread after opening); returns the number of documents and entities
    indexed. ``stop`` is asked between documents: when it says yes (the project was closed
    or replaced), the rest is left and 0 returned.

    Safe beside look-ups on other threads: each document's index is kept with that very
    document value, so a look-up in a later snapshot uses the entries of the documents it
    shares with ``world`` and never an entry made for other text."""
    nodes = _nodes(world)
    for start in range(0, len(nodes), _PAUSED_FOR):
        # a million words make millions of short-lived objects: the collector, paused for a
        # few hundred nodes at a time, never runs in the middle (nor stays off for seconds);
        # what lasts (each node's index) is set aside from later collections as it is made
        with made_to_last():
            for node in nodes[start : start + _PAUSED_FOR]:
                if stop is not None and stop():
                    return 0
                _bits_of(node)
    _TITLES.get(world)
    return _SOURCES.get(world).count


def index_in_background(world: World) -> Callable[[], None]:
    """Start :func:`index_project` of ``world`` on a thread of its own (``quire-quotes``);
    returns what stops it (the thread ends at the next document and is not waited for)."""
    stopped = threading.Event()

    def work() -> None:
        try:
            index_project(world, stop=stopped.is_set)
        except Exception:
            log.exception("indexing the project's quotations failed")

    threading.Thread(target=work, name="quire-quotes", daemon=True).start()
    return stopped.set


def index_ready(world: World) -> bool:
    """Whether a look-up in ``world`` finds the project indexed (or indexes the little that
    is missing, what edits changed, at once) rather than searching text directly."""
    return _ready_sources(world) is not None


def _ready_sources(world: World) -> _Sources | None:
    if _SOURCES.holds(world):
        return _SOURCES.get(world)
    missing = 0
    for nodes in (world.documents_in_order, world.live_entities):  # (the first most often)
        for node in nodes():
            if not _indexed(node):
                missing += _size(node)
                if missing > ON_DEMAND:
                    return None
    return _SOURCES.get(world)  # the few nodes an edit changed are indexed now


def is_title_or_name(world: World, text: str) -> bool:
    """True when ``text`` is, word for word, a document's title or an entity's name."""
    words = tuple(word for part in quote_words(text) for word in part)
    return words in _TITLES.get(world)


def locate(
    world: World, text: str, *, within: str | None = None, prefer: Collection[str] = (),
    cited: Collection[str] = (),
) -> QuoteSite | None:
    """Where the project holds the quotation ``text`` (the first place, in reading order:
    documents, then entities); None when it holds it nowhere.

    ``within`` names a document or entity (by id) where the quotation is said to be, and
    ``prefer`` those likely to hold it (the documents an answer's tools read): they are
    looked in first, and the rest of the project only when they do not hold it.
    ``cited`` names documents the answer cites: while the project's index is not ready they
    are looked in next, before the rest (whose text is then searched directly).
    """
    return _locate(world, text, within, prefer, cited, Unindexed(world))


def locate_with(
    world: World, text: str, prefer: Collection[str], cited: Collection[str],
    unindexed: Unindexed,
) -> QuoteSite | None:
    """:func:`locate` for one of many quotations of one text, which share ``unindexed``
    (made once per text: :class:`Unindexed`)."""
    return _locate(world, text, None, prefer, cited, unindexed)


def locate_in(world: World, text: str, node_ids: Iterable[str]) -> QuoteSite | None:
    """Where the documents or entities ``node_ids`` (only they) hold the quotation ``text``:
    the first of them that does; None when none does."""
    lookup = _Lookup.of(text)
    return lookup.look_in(world, node_ids, set()) if lookup is not None else None


class _Lookup:
    """One quotation being looked up: its parts as patterns, and the bit set of its words
    at each size of node bit set met (made once per size)."""

    def __init__(self, parts: tuple[tuple[str, ...], ...], gaps: tuple[int, ...]) -> None:
        self.parts = parts
        self.patterns = _Patterns([_pattern(part) for part in parts], gaps)
        self._items: set[object] = set()
        for part in parts:
            self._items |= _items(part)
        self._wanted: dict[int, int] = {}

    @classmethod
    def of(cls, text: str) -> _Lookup | None:
        """The look-up of ``text``; None for a text too long, or with no words."""
        if len(text) > MAX_LOOKED_UP:
            return None
        parts, gaps = _quote_parts(text)
        return cls(parts, gaps) if parts else None

    def wanted(self, size: int) -> int:
        """The quotation's words and pairs as a bit set of ``size`` bits."""
        if size not in self._wanted:
            self._wanted[size] = _bit_set(self._items, size)
        return self._wanted[size]

    def may_hold(self, bits: _Bits) -> bool:
        return not self.wanted(bits.size) & bits.missing

    def look_in(self, world: World, node_ids: Iterable[str], looked: set[str]
                ) -> QuoteSite | None:  # fmt: skip
        """The first of ``node_ids`` not in ``looked`` that holds the quotation (each looked
        in is added to ``looked``)."""
        for node_id in node_ids:
            node: Document | Entity | None = world.documents.get(node_id)
            if node is None:
                node = world.entities.get(node_id)
            if node is None or node.id in looked:
                continue
            looked.add(node.id)
            if self.may_hold(_bits_of(node)):  # (a node not indexed yet is indexed now, once)
                found = _find_in_node(node, self.patterns)
                if found is not None:
                    return found
        return None


def _locate(
    world: World, text: str, within: str | None, prefer: Collection[str],
    cited: Collection[str], unindexed: Unindexed,
) -> QuoteSite | None:
    lookup = _Lookup.of(text)
    if lookup is None:
        return None
    looked: set[str] = set()
    found = lookup.look_in(world, [within] if within else [], looked)
    found = found or lookup.look_in(world, prefer, looked)
    if found is not None:
        return found
    patterns = lookup.patterns
    sources = _ready_sources(world)
    if sources is None:
        words = sorted({word for part in lookup.parts for word in part}, key=len, reverse=True)
        if not unindexed.may_hold(words[:3]):
            return None
        found = lookup.look_in(world, cited, looked)
        if found is not None:
            return found
        for node in unindexed.matching(patterns.first):
            if node.id not in looked and (not _indexed(node) or lookup.may_hold(_bits_of(node))):
                found = _find_in_node(node, patterns)
                if found is not None:
                    return found
        return None
    candidates: list[tuple[int, Document | Entity]] = []
    for size, group in sources.groups.items():
        bits = lookup.wanted(size)
        candidates.extend((order, node) for order, node, missing in group if not bits & missing)
    candidates.sort(key=lambda candidate: candidate[0])
    for _order, node in candidates:
        found = _find_in_node(node, patterns) if node.id not in looked else None
        if found is not None:
            return found
    return None


_JOINED_AT_MOST = 16_000_000
"""Most characters of folded text joined into one string for a check while the index is not
ready (a transient copy); a larger project is searched one node at a time instead."""


class Unindexed:
    """Looking quotations up in a world whose index is not ready: its nodes in reading order,
    and all their folded text in one string, searched for a quotation's words far quicker
    than a pattern per node (made for the first quotation that needs it, gone with the
    check; not made past :data:`_JOINED_AT_MOST` characters)."""

    def __init__(self, world: World) -> None:
        self._world = world
        self._nodes: list[Document | Entity] = []
        self._starts: list[int] = []
        self._text: str | None = None

    def _all_text(self) -> str | None:
        if not self._nodes:
            self._nodes = _nodes(self._world)
            texts = [[folded.text for _part, folded in _parts_of(node)] for node in self._nodes]
            if sum(len(text) + 1 for node_texts in texts for text in node_texts) > _JOINED_AT_MOST:
                return None
            at = 0
            for node_texts in texts:
                self._starts.append(at)
                at += sum(len(text) + 1 for text in node_texts)
            self._text = "\n".join(text for node_texts in texts for text in node_texts)
        return self._text

    def may_hold(self, words: Iterable[str]) -> bool:
        """False when one of ``words`` is in no node's folded text: then no node holds the
        quotation."""
        text = self._all_text()
        return text is None or all(word in text for word in words)

    def matching(self, pattern: re.Pattern[str]) -> Iterator[Document | Entity]:
        """The nodes where ``pattern`` (a quotation's first words) matches in all the text,
        in reading order: every node that holds the quotation, and maybe a few where the
        match runs on into the next node's text (every node, when the text is not joined)."""
        text = self._all_text()
        if text is None:
            yield from self._nodes
            return
        starts = self._starts
        position = 0
        while (match := pattern.search(text, position)) is not None:
            index = bisect_right(starts, match.start()) - 1
            yield self._nodes[index]
            position = starts[index + 1] if index + 1 < len(starts) else len(text) + 1


def _pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"[\W_]+".join(re.escape(word) for word in words) + r"(?![^\W_])")


def _parts_of(node: Document | Entity) -> tuple[tuple[str, FoldedText], ...]:
    return _document_parts(node) if isinstance(node, Document) else _ENTITY_PARTS.get(node)


@dataclass(frozen=True)
class _Patterns:
    """A quotation's parts as patterns, and the most characters before each after the first."""

    parts: list[re.Pattern[str]]
    gaps: tuple[int, ...]

    @property
    def first(self) -> re.Pattern[str]:
        return self.parts[0]


def part_text(world: World, site: QuoteSite) -> str:
    """The whole text of the part of a document or entity a passage is in, as looked in
    (an entity's field read as ``name: value``); "" when the node is gone."""
    document = world.documents.get(site.node_id)
    if document is not None:
        return document.text if site.part == "text" else document.synopsis
    entity = world.entities.get(site.node_id)
    if entity is None:
        return ""
    if site.part == "notes":
        return entity.notes
    key = site.part.removeprefix("field:")
    return f"{key}: {entity.field_value(key) or ''}"


def _find_in_node(node: Document | Entity, patterns: _Patterns) -> QuoteSite | None:
    for name, folded in _parts_of(node):
        span = _find_in_text(folded.text, patterns)
        if span is not None:
            start, end = folded.original_span(*span)
            return QuoteSite(node.id, name, start, end)
    return None


_TOKEN_CHAR = re.compile(r"[^\W_]")
_PARAGRAPH_BREAK = re.compile(r"\n[^\S\n]*\n")
_MAX_STARTS = 200


def _find_in_text(text: str, patterns: _Patterns) -> tuple[int, int] | None:
    """The span of the first place where the patterns match in order, each within its gap
    of the one before (and an ellipsis's within the paragraph)."""
    first, rest = patterns.parts[0], patterns.parts[1:]
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
        for pattern, gap in zip(rest, patterns.gaps, strict=True):
            following = _next_word_match(pattern, text, end, gap)
            if following is None:
                break
            end = following
        else:
            return start, end
    return None


def _next_word_match(pattern: re.Pattern[str], text: str, after: int, gap: int) -> int | None:
    """Where ``pattern`` ends when it matches a whole word start within ``gap`` characters
    after ``after``, in the same paragraph."""
    position = after
    limit = min(len(text), after + gap)
    paragraph_end = _PARAGRAPH_BREAK.search(text, after, limit)
    if paragraph_end is not None:
        limit = paragraph_end.start()
    while True:
        match = pattern.search(text, position, limit + 200)
        if match is None or match.start() > limit:
            return None
        if match.start() == 0 or not _TOKEN_CHAR.match(text, match.start() - 1):
            return match.end()
        position = match.start() + 1


__all__ = [
    "EDITORIAL_GAP",
    "MAX_GAP",
    "MAX_LOOKED_UP",
    "MIN_WORDS",
    "Quotation",
    "QuoteSite",
    "Unindexed",
    "find_quotations",
    "index_in_background",
    "index_project",
    "index_ready",
    "is_title_or_name",
    "locate",
    "locate_in",
    "locate_with",
    "part_text",
    "quote_words",
]
