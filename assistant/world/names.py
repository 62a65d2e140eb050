"""Names the text uses that no entity holds: the people, places and things a writer has not
entered yet.

A name is a run of capitalised words ("Pellin Ford", "Gammer Sedge", "the *Marten*"). Runs
that an entity's name or alias covers are not names of their own ("Master Ashdell" is Corvin
Ashdell; "the Reeve" is Halvard Oakes), and what is left of a run becomes a name ("Anders"
in "Anders Brännvik" when only Oda is entered). Capitals that only start a sentence are not
taken for a name: a word counts only when the project also writes it with a capital in the
middle of a sentence, more often than in lower case ("Behind" and "They're" do not count;
"the Mark" counts although "mark" is a word too). Month and weekday names never count.

This reads capitals as English and most European languages use them; in German, where every
noun has one, it finds nouns as well as names.
"""

from __future__ import annotations

import threading
import weakref
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

import regex

from assistant.world.model import Document, Entity, EntityKind, World
from assistant.world.search.textfold import fold

_WORD = r"\p{Lu}[\p{L}\p{M}\p{N}'’]*(?:-[\p{L}\p{M}][\p{L}\p{M}'’]*)*"
_JOINERS = ("and", "of", "the", "de", "du", "la", "le", "von", "van", "y")
_RUN = regex.compile(
    rf"(?<![\p{{L}}\p{{M}}\p{{N}}'’-]){_WORD}"
    rf"(?:[ \u00a0](?:(?:{'|'.join(_JOINERS)})[ \u00a0])?{_WORD})*"
)
_LOWER = regex.compile(r"(?<![\p{L}\p{M}\p{N}'’-])\p{Ll}[\p{L}\p{M}]*")
_QUOTES = "\"'“”‘’«»„"
_SENTENCE_ENDS = ".!?:;—–•-(\n"
_CONTEXT = 28
"""Characters of text shown on each side of a name's first use (cut back to whole words)."""

HONORIFICS = frozenset(("mr", "mrs", "ms", "miss", "sir", "st", "dr", "mx"))
"""Titles that are no name on their own ("Mr", "Sir")."""

CALENDAR_WORDS = frozenset((
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep",
    "sept", "oct", "nov", "dec", "monday", "tuesday", "wednesday", "thursday", "friday",
    "saturday", "sunday",
))


@dataclass(frozen=True)
class NameUse:
    """A name no entity holds: how often it is used, and its first use.

    ``part_of`` names an entity one of whose names holds this whole name as a word (``Tesk``
    in ``Mára Tesk``): most likely that entity, called another way.
    """

    name: str
    count: int
    doc_id: str
    context: str
    part_of: str = ""


@dataclass(frozen=True)
class _Use:
    words: tuple[str, ...]
    start: int
    initial: bool
    doc: Document


def _possessive(word: str) -> str:
    for suffix in ("'s", "’s", "'", "’"):
        if word.endswith(suffix) and len(word) > len(suffix) + 1:
            return word[: -len(suffix)]
    return word


def _key(words: Iterable[str]) -> str:
    return fold(" ".join(_possessive(w) for w in words))


def _entity_keys(entities: Iterable[Entity]) -> tuple[dict[str, str], dict[str, str]]:
    """Folded names and aliases (a leading "the" dropped) -> entity name; and each folded word
    of a capitalised name -> entity name."""
    names: dict[str, str] = {}
    words: dict[str, str] = {}
    for entity in entities:
        for name in entity.names:
            if not any(ch.isupper() for ch in name):  # "the widow" describes; it is no name
                continue
            key = fold(name.strip())
            if key.startswith("the "):
                key = key[4:]
            if key:
                names.setdefault(key, entity.name)
            if entity.kind is EntityKind.CHARACTER:
                for word in key.split():
                    if word not in HONORIFICS and word not in _JOINERS:
                        words.setdefault(word, entity.name)
    return names, words


def _starts_sentence(text: str, position: int) -> bool:
    """Whether the word at ``position`` opens a sentence, a line, a quotation or a list item."""
    i = position - 1
    while i >= 0 and text[i] in " \t*_\u00a0":
        i -= 1
    if i < 0:
        return True
    if text[i] in _QUOTES:
        before = text[i - 1] if i > 0 else "\n"
        return before in ".!?" or before.isspace() or before in _QUOTES or before in "(["
    return text[i] in _SENTENCE_ENDS


@dataclass(frozen=True)
class _Read:
    """What one document's text gives, whatever the entities: its capitalised runs (words,
    start, whether it opens a sentence) and how often it writes each word in lower case."""

    runs: tuple[tuple[tuple[str, ...], int, bool], ...]
    lower: Counter[str]


_READ: weakref.WeakKeyDictionary[Document, _Read] = weakref.WeakKeyDictionary()
_READ_LOCK = threading.Lock()


def _read(doc: Document) -> _Read:
    """The document's runs and lower-case words, worked out once per Document value."""
    with _READ_LOCK:
        known = _READ.get(doc)
    if known is not None:
        return known
    text = doc.text
    runs = []
    position = 0
    for line in text.splitlines(keepends=True):
        if not line.lstrip().startswith("#"):  # headings are titles, not prose
            for match in _RUN.finditer(line):
                start = position + match.start()
                runs.append((tuple(match.group().split()), start, _starts_sentence(text, start)))
        position += len(line)
    read = _Read(tuple(runs), Counter(fold(m.group()) for m in _LOWER.finditer(text)))
    with _READ_LOCK:
        _READ[doc] = read
    return read


def _runs(doc: Document) -> Iterable[_Use]:
    for words, start, initial in _read(doc).runs:
        yield _Use(words, start, initial, doc)


def _split(use: _Use, entity_names: dict[str, str]) -> Iterable[_Use]:
    """The parts of a capitalised run that no entity's name covers (longest names first)."""
    words = use.words
    offsets = []
    offset = use.start
    for word in words:
        offsets.append(offset)
        offset += len(word) + 1
    left, i = 0, 0
    while i < len(words):
        covered = next(
            (j for j in range(len(words), i, -1) if _key(words[i:j]) in entity_names), None
        )
        if covered is None:
            i += 1
            continue
        yield from _parts(use, offsets, left, i)
        left = i = covered
    yield from _parts(use, offsets, left, len(words))


def _parts(use: _Use, offsets: list[int], start: int, end: int) -> Iterable[_Use]:
    """``use.words[start:end]`` split at "and", without joining words at either end."""
    words = use.words
    i = start
    while i < end:
        while i < end and words[i] in _JOINERS:
            i += 1
        j = i
        while j < end and words[j] != "and":
            j += 1
        last = j
        while last > i and words[last - 1] in _JOINERS:
            last -= 1
        if last > i:
            yield _Use(words[i:last], offsets[i], use.initial and i == 0, use.doc)
        i = j + 1


@dataclass
class _Evidence:
    """How the whole project writes words: in lower case, and capitalised mid-sentence."""

    lower: Counter[str]
    capital: Counter[str]
    runs: set[str]
    """Names of several words written somewhere other than at the start of a sentence."""

    def named(self, word: str) -> bool:
        """Whether the project writes ``word`` (or its singular) with a capital somewhere
        other than at the start of a sentence."""
        key = fold(_possessive(word))
        return bool(self.capital[key] or (key.endswith("s") and self.capital[key[:-1]]))

    def is_word(self, word: str) -> bool:
        """A word the project writes in lower case at least as often as mid-sentence with a
        capital (``They're`` is checked as ``they``)."""
        key = fold(_possessive(word))
        base = key.split("'")[0] if "'" in key else key
        if len(base) < 2 or key in CALENDAR_WORDS:  # "I'm", "O'"
            return True
        lower = max(self.lower[key], self.lower[base])
        return lower > 0 and lower >= self.capital[key]


def _trim(use: _Use, evidence: _Evidence) -> _Use | None:
    """The use without leading words that are ordinary words opening a sentence, or None
    when nothing of a name is left."""
    words, start, initial = list(use.words), use.start, use.initial
    if initial and _key(words) in evidence.runs:  # "Bridge Street." opening a sentence
        initial = False
    while words and (
        words[0] in _JOINERS
        or fold(words[0]) in CALENDAR_WORDS
        or (initial and (evidence.is_word(words[0]) or not evidence.named(words[0])))
    ):
        start += len(words[0]) + 1
        words.pop(0)
        initial = False
    while words and fold(_possessive(words[-1])) in CALENDAR_WORDS:
        words.pop()
    if not words:
        return None
    words[-1] = _possessive(words[-1])
    if all(fold(w.rstrip(".")) in HONORIFICS or len(w.rstrip(".")) < 2 for w in words):
        return None
    if len(words) == 1:
        word = words[0]
        if len(word) < 2 or not any(ch.islower() for ch in word) or evidence.is_word(word):
            return None
        if not evidence.named(word):  # only ever opens sentences: not a name
            return None
    return _Use(tuple(words), start, use.initial and start == use.start, use.doc)


def _context(text: str, start: int, end: int) -> str:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end == -1 else line_end
    left = max(line_start, start - _CONTEXT)
    if left > line_start:
        space = text.find(" ", left, start)
        left = space + 1 if space != -1 else start
    right = min(line_end, end + _CONTEXT)
    if right < line_end:
        space = text.rfind(" ", end, right)
        right = space if space != -1 else end
    snippet = " ".join(text[left:right].split())
    return ("…" if left > line_start else "") + snippet + ("…" if right < line_end else "")


def unlisted_names(world: World, documents: Sequence[Document] | None = None) -> list[NameUse]:
    """Names used in ``documents`` (every live document when None) that no live entity holds,
    most used first, then in reading order."""
    everything = world.documents_in_order()
    scope = everything if documents is None else list(documents)
    entity_names, entity_words = _entity_keys(world.live_entities())

    lower: Counter[str] = Counter()
    capital: Counter[str] = Counter()
    runs: set[str] = set()
    uses_by_doc: dict[str, list[_Use]] = {}
    read = {doc.id: doc for doc in (*everything, *scope)}  # the scope may hold trashed ones
    for doc in read.values():
        lower.update(_read(doc).lower)
        uses = [part for use in _runs(doc) for part in _split(use, entity_names)]
        for use in uses:  # every capitalised word but one opening a sentence
            for i, word in enumerate(use.words):
                if i or not use.initial:
                    capital[fold(_possessive(word))] += 1
            if not use.initial and len(use.words) > 1:
                runs.add(_key(use.words))
        uses_by_doc[doc.id] = uses
    evidence = _Evidence(lower, capital, runs)

    names_by_doc = {
        doc_id: [t for t in (_trim(use, evidence) for use in uses) if t is not None]
        for doc_id, uses in uses_by_doc.items()
    }
    known = {_key(use.words) for uses in names_by_doc.values() for use in uses}
    counts: Counter[str] = Counter()
    first: dict[str, _Use] = {}
    for doc in scope:
        for use in names_by_doc.get(doc.id, ()):
            key = _key(use.words)
            if key.endswith("s") and key[:-1] in known:  # "the Carrows" are the Carrow family
                key = key[:-1]
                use = replace(use, words=(*use.words[:-1], use.words[-1][:-1]))
            counts[key] += 1
            first.setdefault(key, use)

    order = {key: i for i, key in enumerate(first)}
    result = []
    for key in sorted(counts, key=lambda k: (-counts[k], order[k])):
        use = first[key]
        name = " ".join(use.words)
        end = use.start + len(name)
        part_of = entity_words.get(key, "") if len(use.words) == 1 else ""
        result.append(
            NameUse(name, counts[key], use.doc.id, _context(use.doc.text, use.start, end), part_of)
        )
    return result


__all__ = ["CALENDAR_WORDS", "NameUse", "unlisted_names"]
