"""Searching a world's documents, and finding where an entity is mentioned.

By default a search ignores case, accents and typographic quotes (``mara`` finds ``Mára``
and ``MARA``; ``don't`` finds ``don’t``); ``case_sensitive`` matches the text exactly as
typed instead. ``whole_word`` keeps only hits with no letter or digit right before or
after; ``regex`` reads the query as a Python regular expression (multi-line: ``^`` and
``$`` work per line; a pattern that backtracks for longer than ``time_limit`` seconds stops
with :class:`SearchTimeoutError`). In a plain query a space matches any run of whitespace,
line breaks included, so a phrase that hard-wrapped text splits over two lines is found.
Every hit gives its place in the *original* text, its line, a one-line snippet and the
document's path in the tree, in reading order.

Each document's folded text comes from :mod:`~assistant.world.search.folded` (kept where
Python folds, folded again at each search where native code does).
"""

from __future__ import annotations

import logging
import re
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import MISSING, dataclass, fields
from itertools import islice, pairwise
from typing import TYPE_CHECKING, Any

from assistant.world.collector import collector_paused
from assistant.world.errors import InvalidPatternError, SearchTimeoutError, UnknownNodeError
from assistant.world.model import Document, Entity, Folder, World
from assistant.world.search.findall import find_all
from assistant.world.search.folded import folded_document
from assistant.world.search.textfold import FoldedText, fold, fold_text

if TYPE_CHECKING:
    import regex

log = logging.getLogger(__name__)

SNIPPET_CONTEXT = 40
"""Characters of context shown on each side of a hit (cut back to a word boundary)."""

SNIPPET_MAX_HIT = 120
"""Longest stretch of a hit shown in a snippet; a longer hit is cut with an ellipsis."""

ELLIPSIS = "…"

_WORD_CHAR = re.compile(r"\w")
_NOT_WORD_AFTER = r"(?!\w)"

Span = tuple[int, int]


@dataclass(frozen=True)
class SearchOptions:
    """How to read a query. The default: a plain text, ignoring case and accents."""

    case_sensitive: bool = False
    whole_word: bool = False
    regex: bool = False
    include_trash: bool = False
    time_limit: float = 5.0
    """Seconds a regular expression may run over the whole search (None: no limit)."""


class _Made:
    """A :class:`SearchHit` field that a search leaves to be made when first read.

    A search may find thousands of hits of which a caller reads a page, so the snippet, its
    highlight and the line are made from the document's text only when asked for, then
    kept in the hit like any other field. A hit made by ``SearchHit(...)`` holds them all
    from the start, and reads them as any dataclass does.
    """

    def __init__(self, default: object = MISSING) -> None:
        self.default = default
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, hit: SearchHit | None, owner: type | None = None) -> Any:
        if hit is None:  # the class's own default, as the dataclass reads it
            if self.default is MISSING:
                raise AttributeError(self.name)
            return self.default
        source: _HitSource = hit.__dict__["_source"]
        made = hit.__dict__
        if self.name == "line":
            made["line"] = source.line_at(hit.start)
        elif self.name == "path":
            made["path"] = source.path()
        else:
            made["snippet"], made["highlight"] = make_snippet(source.text, hit.start, hit.end)
        return made[self.name]


class _HitSource:
    """What the hits of one document in one search need to make their snippets, lines and
    path in the tree."""

    __slots__ = ("_mark", "_path", "_text", "document", "folder_paths", "world")

    def __init__(self, world: World, document: Document,
                 folder_paths: dict[str, tuple[str, ...]]) -> None:
        self.world = world
        self.document = document
        self.folder_paths = folder_paths  # shared by the search's hits, made once per folder
        self._text = _TextOnce(document)
        self._path: tuple[str, ...] | None = None
        # a position and the line it is on, so that hits read in order count each line
        # break once; one tuple swapped whole, so that hits read from two threads at once
        # only count from further back, never wrong
        self._mark = (0, 1)

    @property
    def text(self) -> str:
        """The document's text, read when a hit of it is first read (a search for a common
        word finds most documents, and a document keeps its text compact), then kept."""
        return self._text.get()

    def line_at(self, pos: int) -> int:
        mark, line = self._mark
        if pos < mark:
            mark, line = 0, 1
        line += self.text.count("\n", mark, pos)
        self._mark = (pos, line)
        return line

    def path(self) -> tuple[str, ...]:
        if self._path is None:
            self._path = _path(self.world, self.document, self.folder_paths)
        return self._path


@dataclass(frozen=True)
class SearchHit:
    """One occurrence: ``text[start:end]`` of document ``doc_id``, on line ``line`` (from 1).

    ``snippet`` is the hit's line, trimmed around it (``…`` where trimmed);
    ``highlight`` is where the hit lies inside ``snippet``. A search makes these two,
    ``line`` and ``path`` only when they are first read (see :class:`_Made`); equality, hashing,
    ``repr``, ``dataclasses.asdict``/``replace`` and pickling see every field as usual.
    """

    doc_id: str
    title: str
    start: int
    end: int
    # each a _Made that gives the value when read; mypy sees the descriptor, not the value
    snippet: str = _Made()  # type: ignore[assignment]
    line: int = _Made()  # type: ignore[assignment]
    highlight: tuple[int, int] = _Made((0, 0))  # type: ignore[assignment]
    path: tuple[str, ...] = _Made(())  # type: ignore[assignment]
    """Titles from the top of the tree down to the document (``("Book One", "Chapter 1")``),
    which tell apart documents of the same title."""

    @property
    def where(self) -> str:
        """The document's place in the tree, as a writer reads it: ``Book One › Chapter 1``."""
        return " › ".join(self.path or (self.title,))

    def made(self) -> SearchHit:
        """This hit, its snippet, highlight, line and path made now if they were not yet
        (on a worker thread, say, before the GUI thread lists the hits)."""
        _ = self.line, self.snippet, self.path
        return self

    def __reduce__(self) -> tuple[type[SearchHit], tuple[Any, ...]]:
        # a copy holds its fields, not the document's text
        return SearchHit, tuple(getattr(self, f.name) for f in fields(self))


# -- matching ------------------------------------------------------------------------------


def _scan(text: str, pattern: re.Pattern[str] | _TimedPattern, whole_word: bool
          ) -> Iterator[Span]:
    """Non-empty, non-overlapping spans of ``pattern``, left to right.

    For whole words the pattern checks the character after a hit itself, and the character
    before is checked here: a leading look-behind in the pattern would stop ``re`` from
    using its fast scan for a literal prefix, and is equivalent, since it depends only on
    where a hit starts.
    """
    if not whole_word and isinstance(pattern, re.Pattern):
        # every hit as found: ``finditer`` resumes after each as this loop would, in C
        for match in pattern.finditer(text):
            start, end = match.span()
            if end != start:
                yield start, end
        return
    search = pattern.search
    pos = 0
    size = len(text)
    while pos <= size:
        found = search(text, pos)
        if found is None:
            return
        start, end = found.span()
        if end == start or (whole_word and start > 0 and _WORD_CHAR.match(text, start - 1)):
            pos = start + 1  # an empty hit is nothing a writer can look at
            continue
        yield start, end
        pos = end


_BARE_UPPER = re.compile(r"(?<!\\)[A-Z]")


def _fold_pattern(pattern: str) -> tuple[str, int]:
    """A regular expression for folded text, and the flags it needs.

    Regex syntax is all ASCII, so only the non-ASCII characters are folded: ``Mára``
    becomes ``mara``, ``\\é`` becomes ``e``. Folded text has no capitals, so ASCII case is
    left to ``re.IGNORECASE``, asked for only when the pattern has a capital outside an
    escape (it slows ``re`` down several times).
    """
    if not pattern.isascii():
        out: list[str] = []
        i = 0
        while i < len(pattern):
            ch = pattern[i]
            if ch == "\\" and i + 1 < len(pattern):
                nxt = pattern[i + 1]
                out.append(re.escape(fold(nxt)) if not nxt.isascii() else ch + nxt)
                i += 2
                continue
            out.append(ch if ch.isascii() else re.escape(fold(ch)))
            i += 1
        pattern = "".join(out)
    flags = re.IGNORECASE if _BARE_UPPER.search(pattern) else 0
    return pattern, flags


def _compile(source: str, flags: int = 0) -> regex.Pattern[str]:
    import regex  # only for regular expressions: opening a project (and the app) does without

    try:
        return regex.compile(source, flags)
    except (regex.error, OverflowError, RecursionError) as exc:
        raise InvalidPatternError(f"invalid regular expression: {exc}") from exc


class _TimedPattern:
    """A writer's (or a model's) regular expression, stopped when the search runs too long.

    Python's ``re`` cannot be interrupted, so a pattern such as ``(a|aa)+$`` could hold a
    thread for hours; the ``regex`` module honours a timeout on each call.
    """

    def __init__(self, pattern: regex.Pattern[str], time_limit: float | None) -> None:
        self._pattern = pattern
        self._time_limit = time_limit
        self._deadline = None if time_limit is None else time.monotonic() + time_limit

    def search(self, text: str, pos: int) -> regex.Match[str] | None:
        if self._deadline is None:
            return self._pattern.search(text, pos)
        remaining = self._deadline - time.monotonic()
        try:
            if remaining <= 0:
                raise TimeoutError
            return self._pattern.search(text, pos, timeout=remaining)
        except TimeoutError:
            raise SearchTimeoutError(
                f"the regular expression took longer than {self._time_limit:g} s; "
                "simplify it (nested repeats such as (a+)+ backtrack without end)"
            ) from None


def _matcher(
    query: str,
    options: SearchOptions,
    folded_of: Callable[[Document], FoldedText] = folded_document,
) -> Callable[[Document], Iterable[Span]] | None:
    """A function giving a document's hits as original spans, or None if nothing can match;
    ``folded_of`` gives a document's folded text."""
    whole = options.whole_word
    suffix = _NOT_WORD_AFTER if whole else ""
    if options.regex:
        if options.case_sensitive:
            source, flags = query, 0
        else:
            source, flags = _fold_pattern(query)
        _compile(source, flags | re.MULTILINE)  # errors name the writer's own pattern
        compiled = _compile(f"(?:{source}){suffix}", flags | re.MULTILINE)
        pattern: re.Pattern[str] | _TimedPattern = _TimedPattern(compiled, options.time_limit)
    else:
        needle = query if options.case_sensitive else fold(query)
        if not needle:
            return None
        if not _SPACES.search(needle):  # one word: found as a literal, far faster than re
            return _LiteralMatcher(needle, whole, options.case_sensitive, folded_of)
        pattern = re.compile(phrase_pattern(needle) + suffix)
    # a plain query's longest word: a document without it is passed over at C speed
    probe = "" if options.regex else max(_SPACES.split(needle), key=len)

    if options.case_sensitive:
        def spans(doc: Document) -> Iterator[Span]:
            text = doc.text
            return _scan(text, pattern, whole) if probe in text else iter(())

        return spans

    def folded_spans(doc: Document) -> Iterator[Span]:
        folded = folded_of(doc)
        if probe not in folded.text:
            return
        if not folded.units:
            yield from _scan(folded.text, pattern, whole)
            return
        for start, end in _scan(folded.text, pattern, whole):
            yield folded.original_span(start, end)

    return folded_spans


_SPACES = re.compile(r"\s+")


def _whole_words(text: str, spans: list[Span]) -> list[Span]:
    """Of every place of a needle in ``text`` (``spans``, overlapping, left to right), those
    that are whole words, not overlapping: the hits a whole-word scan gives, which looks
    again one character further after a place that is not a whole word and past the end of
    one that is."""
    kept: list[Span] = []
    last_end = 0
    for start, end in spans:
        if start < last_end or (start and _WORD_CHAR.match(text, start - 1)) or (
            _WORD_CHAR.match(text, end)
        ):
            continue
        kept.append((start, end))
        last_end = end
    return kept


class _LiteralMatcher:
    """A query without spaces (folded unless ``case_sensitive``), found with
    :func:`~assistant.world.search.findall.find_all` in a batch of documents at a time: one call
    for many documents, and still a search that stops early (``limit``) folds and scans
    little more than it needs."""

    BATCH = 256

    def __init__(
        self,
        needle: str,
        whole_word: bool,
        case_sensitive: bool,
        folded_of: Callable[[Document], FoldedText],
    ) -> None:
        self.needle = needle
        self.whole_word = whole_word
        self.case_sensitive = case_sensitive
        self.folded_of = folded_of

    def __call__(self, doc: Document) -> list[Span]:
        """The hits in one document, as original spans."""
        for _doc, spans in self.found((doc,)):
            return spans
        return []

    def found(self, docs: Iterable[Document]) -> Iterator[tuple[Document, list[Span]]]:
        """``(document, hits as original spans)`` for each of ``docs`` that has a hit."""
        needle, whole = self.needle, self.whole_word
        remaining = iter(docs)
        while batch := list(islice(remaining, self.BATCH)):
            folded: list[FoldedText] | None = None
            if self.case_sensitive:
                texts = [doc.text for doc in batch]
            else:
                get = self.folded_of
                folded = [get(doc) for doc in batch]
                texts = [item.text for item in folded]
            # a whole-word scan needs every place: one that is no whole word may overlap one
            # that is
            for index, spans in find_all(texts, needle, whole):
                if whole:
                    spans = _whole_words(texts[index], spans)
                    if not spans:
                        continue
                if folded is not None and folded[index].units:
                    span_of = folded[index].original_span
                    spans = [span_of(start, end) for start, end in spans]
                yield batch[index], spans


def phrase_pattern(needle: str) -> str:
    """A literal phrase where each run of spaces matches any run of whitespace, line breaks
    included, so that a phrase split over two lines of hard-wrapped text is found."""
    if not _SPACES.search(needle):
        return re.escape(needle)
    return r"\s+".join(re.escape(part) for part in _SPACES.split(needle))


# -- results -------------------------------------------------------------------------------


def make_snippet(text: str, start: int, end: int) -> tuple[str, tuple[int, int]]:
    """The line around ``text[start:end]``, trimmed to some context, and the hit inside it."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end if text.find("\n", start, end) >= 0 else start)
    if line_end == -1:
        line_end = len(text)
    hit_end = min(end, line_end, start + SNIPPET_MAX_HIT)
    cut_hit = hit_end < end

    left = max(line_start, start - SNIPPET_CONTEXT)
    trimmed_left = left > line_start
    if trimmed_left:
        space = text.find(" ", left, start)
        if space != -1:
            left = space + 1
    while left < start and text[left] in " \t":
        left += 1
    if cut_hit:
        right = hit_end
        trimmed_right = True
    else:
        right = min(line_end, hit_end + SNIPPET_CONTEXT)
        trimmed_right = right < line_end
        if trimmed_right:
            space = text.rfind(" ", hit_end, right)
            if space != -1:
                right = space
    while right > hit_end and text[right - 1] in " \t\r":
        right -= 1

    prefix = ELLIPSIS if trimmed_left else ""
    suffix = ELLIPSIS if trimmed_right else ""
    body = text[left:right].replace("\t", " ").replace("\r", " ").replace("\n", " ")
    offset = len(prefix) + start - left
    return prefix + body + suffix, (offset, offset + hit_end - start)


def _documents(world: World, include_trash: bool) -> list[Document]:
    """Live documents in reading order, then (if asked) trashed ones in trash order."""
    docs = world.documents_in_order()
    if not include_trash:
        return docs
    seen = {doc.id for doc in docs}
    for entry in world.trash:
        node = world.node(entry.node_id)
        nodes: Iterable[Document | Folder]
        if isinstance(node, Folder):
            nodes = (n for _depth, n in world.walk(node.id))
        elif isinstance(node, Document):
            nodes = (node,)
        else:
            continue
        for item in nodes:
            if isinstance(item, Document) and item.id not in seen:
                seen.add(item.id)
                docs.append(item)
    # Documents inside trashed folders that the walk did not reach, if any.
    docs.extend(d for d in world.documents.values() if d.id not in seen)
    return docs


def _each(docs: Iterable[Document], spans_of: Callable[[Document], Iterable[Span]]
          ) -> Iterator[tuple[Document, Iterable[Span]]]:
    for doc in docs:
        yield doc, spans_of(doc)


def _found(docs: Iterable[Document], spans_of: Callable[[Document], Iterable[Span]]
           ) -> Iterator[tuple[Document, Iterable[Span]]]:
    """``(document, spans)`` for ``docs``, by batches where the matcher can."""
    if isinstance(spans_of, _LiteralMatcher):
        return spans_of.found(docs)
    return _each(docs, spans_of)


def _hits(world: World, found: Iterable[tuple[Document, Iterable[Span]]]
          ) -> Iterator[SearchHit]:
    """The hits of ``(document, spans)`` pairs, each holding what it needs to make its
    snippet, line and path when read (see :class:`_Made`)."""
    folder_paths: dict[str, tuple[str, ...]] = {}  # a folder's path, made once per search
    new = _new
    for doc, spans in found:
        source: _HitSource | None = None
        for start, end in spans:
            if source is None:
                source = _HitSource(world, doc, folder_paths)
                doc_id, title = doc.id, doc.title
            hit = new(SearchHit)
            # the fields at once, as the frozen dataclass's own ``__init__`` would set them
            # one by one (four times faster; a search may make thousands)
            hit.__dict__.update(doc_id=doc_id, title=title, start=start, end=end, _source=source)
            yield hit


_new = object.__new__


def _path(world: World, doc: Document, folder_paths: dict[str, tuple[str, ...]]
          ) -> tuple[str, ...]:
    """``world.path_titles(doc.id)``, with the folders' part made once per folder."""
    parent = world.parent_of(doc.id) if world.in_tree(doc.id) else None
    if parent is None:
        return (doc.title,)
    above = folder_paths.get(parent)
    if above is None:
        above = folder_paths[parent] = world.path_titles(parent)
    return (*above, doc.title)


def _take(hits: Iterator[SearchHit], limit: int | None) -> list[SearchHit]:
    if limit is None:
        return list(hits)
    return list(islice(hits, max(limit, 0)))


def search(world: World, query: str, options: SearchOptions | None = None,
           limit: int | None = None) -> list[SearchHit]:
    """Every occurrence of ``query`` in the world's documents, in reading order.

    Raises :class:`InvalidPatternError` for a regular expression that does not compile, and
    :class:`SearchTimeoutError` for one that runs longer than ``options.time_limit``.
    An empty query finds nothing.
    """
    options = options or SearchOptions()
    if not query:
        return []
    spans_of = _matcher(query, options)
    if spans_of is None:
        return []
    docs = _documents(world, options.include_trash)
    with collector_paused():  # a first search folds every document
        return _take(_hits(world, _found(docs, spans_of)), limit)


def _fold_short(doc: Document) -> FoldedText:
    """The fold of a short text's stand-in document, not kept: it is read once."""
    return fold_text(doc.text)


def text_finder(
    query: str, options: SearchOptions | None = None
) -> Callable[[str], list[Span]]:
    """Where ``query`` occurs in short texts that are not a document's body (a synopsis, an
    entity's field or notes), read as :func:`search` reads it: the query is read once, for
    the thousands of such texts a search of a project's fields and notes looks in."""
    spans_of = _matcher(query, options or SearchOptions(), _fold_short) if query else None
    if spans_of is None:
        return lambda _text: []

    def spans_in(text: str) -> list[Span]:
        return list(spans_of(Document("", "", text))) if text else []

    return spans_in


def _mention_patterns(entity: Entity) -> list[tuple[str, re.Pattern[str], bool]]:
    """``(folded name, pattern, needs a capital)`` for each of the entity's names."""
    # folded name -> whether every spelling of it has a capital (a lower-case alias such as
    # "the old eye" lets the lower-case words count even when the name is "The Old Eye")
    capitalised: dict[str, bool] = {}
    for name in entity.names:
        key = fold(name.strip())
        if key:
            has_capital = any(ch.isupper() for ch in name)
            capitalised[key] = capitalised.get(key, True) and has_capital
    return [
        (key, re.compile(phrase_pattern(key) + _NOT_WORD_AFTER), needs_capital)
        for key, needs_capital in capitalised.items()
    ]


def _longest_first(found: list[Span]) -> Iterator[Span]:
    """Spans merged as mentions are: leftmost first, the longest at a place, no overlaps."""
    found.sort(key=lambda span: (span[0], -span[1]))
    last_end = 0
    for start, end in found:
        if start >= last_end:
            yield start, end
            last_end = end


class _TextOnce:
    """A document's text, read at the first :meth:`get` (a document keeps it compact, and
    reading it back costs a few microseconds that most documents never need)."""

    __slots__ = ("_document", "_text")

    def __init__(self, document: Document) -> None:
        self._document = document
        self._text: str | None = None

    def get(self) -> str:
        if self._text is None:
            self._text = self._document.text
        return self._text


def _written_with_capital(text: str, folded: FoldedText, fstart: int, fend: int) -> bool:
    start, end = folded.original_span(fstart, fend)
    return any(ch.isupper() for ch in text[start:end])


def mention_finder(entity: Entity) -> Callable[[Document], Iterator[Span]]:
    """A function giving where ``entity`` is mentioned in a document (see :func:`mentions`).

    Case and accents are ignored, except that a name written with capitals is not taken
    to be mentioned by a word written all in lower case (``Will`` is not ``will``; ``WILL``
    and ``Will`` are), unless the entity also has that name as a lower-case alias. At one
    place the longest name wins, and hits never overlap.
    """
    # Each name is scanned for on its own (a literal scan is many times faster than an
    # alternation of names), then the hits are merged: leftmost first, longest at a place.
    patterns = _mention_patterns(entity)

    def spans_of(doc: Document) -> Iterator[Span]:
        folded = folded_document(doc)
        text = _TextOnce(doc)
        found: list[Span] = []
        for _key, pattern, capitalised in patterns:
            for fstart, fend in _scan(folded.text, pattern, True):
                if capitalised and not _written_with_capital(text.get(), folded, fstart, fend):
                    continue
                found.append(folded.original_span(fstart, fend))
        yield from _longest_first(found)

    return spans_of


_FIRST_WORD = re.compile(r"\w+")


_Name = tuple[str, "re.Pattern[str]", bool]
_FEW_NAMES = 40
"""Up to this many names, a document is searched for each name's first word rather than
listed word by word (a search of a scene for a word takes a few microseconds in C; listing its
words, about a hundred)."""
_SECOND_WORD = re.compile(r"\s+(\w+)")
"""A name's second word, when only spaces part it from the first: in the text it must then be
the next word, whole."""


class MentionScanner:
    """Where each of many entities is mentioned in a document, exactly as
    :func:`mention_finder` finds each one, scanning only for the names the document may hold.

    A name that starts with a word can only be found where that whole word is in the text
    (its next character in the name is no letter, or the pattern's end checks that none
    follows); and a name whose second word follows the first after spaces alone, only where
    the two words follow each other. So only the names whose first word (or first two) the
    document holds are scanned for, each as its own finder scans for it. Many entities' names
    start with the same word ("the"): scanning for every name whose first word the text held
    had taken six seconds at 1M words with 500 entities. A name that does not start with a
    word is always scanned for.
    """

    def __init__(self, entities: Iterable[Entity]) -> None:
        self._by_first_word: dict[str, list[_Name]] = {}
        self._by_two_words: dict[tuple[str, str], list[_Name]] = {}
        self._always: list[_Name] = []
        self._each: list[tuple[str, _Name]] = []  # every name, with its first word ("": none)
        self._rank: dict[str, int] = {}  # the entities' order, which the results keep
        for entity in entities:
            self._rank.setdefault(entity.id, len(self._rank))
            for key, pattern, capitalised in _mention_patterns(entity):
                name = (entity.id, pattern, capitalised)
                first = _FIRST_WORD.match(key)
                second = None if first is None else _SECOND_WORD.match(key, first.end())
                self._each.append(("" if first is None else first.group(), name))
                if first is None:
                    self._always.append(name)
                elif second is None:
                    self._by_first_word.setdefault(first.group(), []).append(name)
                else:
                    pair = (first.group(), second.group(1))
                    self._by_two_words.setdefault(pair, []).append(name)
        self._firsts = frozenset(self._by_first_word)
        self._pair_firsts = frozenset(first for first, _second in self._by_two_words)
        self._pairs = frozenset(self._by_two_words)

    def _names_in(self, ftext: str) -> list[_Name]:
        """The names ``ftext`` may hold: for a few names, those whose first word is in it
        anywhere (a search in C each); for many, listing its words once costs less."""
        if len(self._each) <= _FEW_NAMES:
            return [name for first, name in self._each if first in ftext]
        words = _FIRST_WORD.findall(ftext)
        present = set(words)
        names = [*self._always]
        for first in present & self._firsts:
            names.extend(self._by_first_word[first])
        if not present.isdisjoint(self._pair_firsts):
            for pair in set(pairwise(words)) & self._pairs:
                names.extend(self._by_two_words[pair])
        return names

    def spans(self, doc: Document) -> dict[str, list[Span]]:
        """Each mentioned entity's mentions in ``doc`` (original spans, as
        :func:`mention_finder` gives them), by entity id in the entities' order; entities
        not mentioned left out."""
        folded = folded_document(doc)
        ftext = folded.text
        text = _TextOnce(doc)
        found: dict[str, list[Span]] = {}
        for entity_id, pattern, capitalised in self._names_in(ftext):
            for fstart, fend in _scan(ftext, pattern, True):
                if capitalised and not _written_with_capital(text.get(), folded, fstart, fend):
                    continue
                found.setdefault(entity_id, []).append(folded.original_span(fstart, fend))
        return {entity_id: list(_longest_first(found[entity_id]))
                for entity_id in sorted(found, key=self._rank.__getitem__)}  # fmt: skip


def mention_counts(world: World, documents: Iterable[Document] | None = None) -> Counter[str]:
    """How often each live entity is mentioned in ``documents`` (every live document when
    None), counted as :func:`mentions` counts, by entity id; entities not mentioned are left
    out. The mentions are found by :class:`MentionScanner`, which scans each document only
    for the names it may hold."""
    scanner = MentionScanner(world.live_entities())
    counts: Counter[str] = Counter()
    docs = world.documents_in_order() if documents is None else documents
    for doc in docs:
        for entity_id, spans in scanner.spans(doc).items():
            counts[entity_id] += len(spans)
    return counts


def mentions(world: World, entity_id: str, limit: int | None = None,
             documents: Iterable[Document] | None = None) -> list[SearchHit]:
    """Where the entity's name or any alias appears as a whole word, in reading order, in
    ``documents`` (every live document when None); see :func:`mention_finder`."""
    entity = world.entities.get(entity_id)
    if entity is None:
        raise UnknownNodeError(entity_id, "entity")
    docs = world.documents_in_order() if documents is None else documents
    return _take(_hits(world, _each(docs, mention_finder(entity))), limit)


def spans_in(doc: Document, query: str, options: SearchOptions | None = None) -> list[Span]:
    """Where ``query`` occurs in one document, as ``(start, end)`` in its original text, found
    exactly as :func:`search` finds it (the same folding of case, accents and quotes). For the
    app's find bar and the project-wide replace, so both agree with ``quire search``."""
    options = options or SearchOptions()
    if not query:
        return []
    spans_of = _matcher(query, options)
    return [] if spans_of is None else list(spans_of(doc))
