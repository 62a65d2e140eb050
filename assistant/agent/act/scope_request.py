"""A turn's scope read off the writer's words: the documents, paragraphs and entities named.

Deterministic, and read against the world as the request is asked: a document by its title
("Chapter 3: The Bridge", "the Bridge"), by its label and number ("chapter 3", "ch. three",
and "chapter 3" for a document titled "3"), a folder meaning its documents, paragraphs as
"the first paragraph", "the last two paragraphs", "paragraph 2", "paragraphs 2-4", "¶3" (of
the document named next after them, or else before them), and entities by name or alias. The
words for chapters, paragraphs, ordinals and "everywhere" are known in the five languages
Quire speaks ("el primer párrafo del capítulo 3", "Absatz 2 von Kapitel 3"). A
request that names no document or folder has no scope: nothing extra is guarded, and an
entity it names only joins the scope of a request that names documents too. Nor has a request
that says it means the whole project ("everywhere", "throughout", "in every chapter").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from assistant.agent.act.scope import Origin, Paragraphs, Reach, Scope
from assistant.agent.tools.hits import paragraph_spans
from assistant.agent.tools.resolve import LABELS, reference_words, subtitle
from assistant.world.model import Document, Folder, World

_ARTICLES = frozenset({"the", "a", "an"})
_EMPTY = frozenset((
    "the", "a", "an", "my", "our", "this", "that", "note", "notes", "document", "doc", "file",
    "page", "text", "about", "on", "of", "in", "for", "and", "to", "with",
))
"""A title of these words alone names nothing a request could be taken to mean."""
_PARAGRAPH = frozenset({
    "paragraph", "paragraphs", "para", "paras", "par", "pilcrow",
    "parrafo", "parrafos", "absatz", "absatze", "absatzen", "absatzes", "paragraphe",
    "paragraphes", "avsnitt", "avsnittet", "avsnittene",
})  # fmt: skip
"""The words for a paragraph, in the five languages Quire speaks (folded)."""
_ORDINAL_WORDS = (
    ("first", "primer", "primero", "primera", "erste", "ersten", "erster", "erstes", "premier",
     "premiere", "forste"),
    ("second", "segundo", "segunda", "zweite", "zweiten", "zweiter", "deuxieme", "seconde",
     "andre"),
    ("third", "tercer", "tercero", "tercera", "dritte", "dritten", "dritter", "troisieme",
     "tredje"),
    ("fourth", "cuarto", "cuarta", "vierte", "vierten", "vierter", "quatrieme", "fjerde"),
    ("fifth", "quinto", "quinta", "funfte", "funften", "funfter", "cinquieme", "femte"),
    ("sixth", "sexto", "sexta", "sechste", "sechsten", "sixieme", "sjette"),
    ("seventh", "septimo", "siebte", "siebten", "septieme", "sjuende"),
    ("eighth", "octavo", "achte", "achten", "huitieme", "attende"),
    ("ninth", "noveno", "neunte", "neunten", "neuvieme", "niende"),
    ("tenth", "decimo", "zehnte", "zehnten", "dixieme", "tiende"),
    ("eleventh",), ("twelfth",),
)  # fmt: skip
_ORDINALS = {
    word: number for number, words in enumerate(_ORDINAL_WORDS, 1) for word in words
}  # fmt: skip
_COUNTS = {
    word: number for number, words in enumerate((
        ("one",), ("two", "dos", "zwei", "beiden", "deux"), ("three", "tres", "drei", "trois",
        "tre"), ("four", "cuatro", "vier", "quatre"), ("five", "cinco", "funf", "cinq",
        "fem"), ("six", "seis", "sechs", "seks"), ("seven", "siete", "sieben", "sept", "sju"),
        ("eight", "ocho", "acht", "huit", "atte"), ("nine", "nueve", "neun", "neuf", "ni"),
        ("ten", "diez", "zehn", "dix", "ti"),
    ), 1) for word in words
}  # fmt: skip
"""Counts of paragraphs ("the last two"); Norwegian "to" (two) and "fire" (four) are left
out, as English words ("paragraphs 2 to 4")."""
_LAST = frozenset({
    "last", "final", "closing", "concluding", "ultimo", "ultima", "ultimos", "ultimas",
    "letzte", "letzten", "letzter", "letztes", "dernier", "derniere", "derniers", "dernieres",
    "siste",
})  # fmt: skip
_OPENING = frozenset({"opening"})
_ORDINAL_DIGITS = re.compile(r"^(\d+)(?:st|nd|rd|th)$")
_RANGE = re.compile(r"(\d+)\s*[-–—]\s*(\d+)")
_MAX_NUMBER = 10_000
_EVERYWHERE = (
    ["everywhere"], ["throughout"], ["whole", "project"], ["entire", "project"],
    ["whole", "manuscript"], ["entire", "manuscript"], ["whole", "book"], ["entire", "book"],
    ["every", "chapter"], ["all", "chapters"], ["all", "the", "chapters"], ["each", "chapter"],
    ["every", "document"], ["all", "documents"], ["all", "the", "documents"],
    ["across", "the", "project"],
    # Spanish, German, French, Norwegian
    ["en", "todas", "partes"], ["todo", "el", "book"], ["todo", "el", "proyecto"],
    ["cada", "chapter"], ["todos", "los", "capitulos"],
    ["uberall"], ["im", "ganzen", "book"], ["im", "ganzen", "projekt"], ["jedes", "chapter"],
    ["in", "jedem", "chapter"], ["alle", "chapter"], ["allen", "kapiteln"],
    ["partout"], ["tout", "le", "book"], ["tout", "le", "projet"], ["chaque", "chapter"],
    ["tous", "les", "chapitres"],
    ["overalt"], ["hele", "boka"], ["hele", "boken"], ["hele", "prosjektet"],
    ["hvert", "chapter"], ["alle", "kapitler"], ["alle", "kapitlene"],
)
"""Words by which a request means the whole project: it is given no scope."""
_NEAR = 4
"""Words a paragraph phrase may stand from the document it is of ("… of the chapter 3")."""


@dataclass(frozen=True)
class _Mention:
    start: int
    end: int
    node: Document | Folder


def scope_of_request(
    request: str, world: World, origin: Origin = Origin.REQUEST, reach: Reach = Reach.ASKED
) -> Scope | None:
    """The scope ``request`` names in ``world`` (None: it names no document or folder)."""
    words = reference_words(_RANGE.sub(r"\1 to \2", request.replace("¶", " pilcrow ")))
    if any(any(_occurrences(words, form)) for form in _EVERYWHERE):
        return None
    mentions = _mentions(words, world)
    if not mentions:
        return None
    documents: list[str] = []
    for mention in mentions:
        for doc in _documents_of(world, mention.node):
            if doc.id not in documents:
                documents.append(doc.id)
    paragraphs: dict[str, set[int]] = {}
    for start, end, numbers in _paragraph_phrases(words):
        found = _document_for(start, end, mentions)
        if found is None:
            continue
        doc = found
        count = len(paragraph_spans(doc.text))
        wanted = {count + 1 + n if n < 0 else n for n in numbers}
        paragraphs.setdefault(doc.id, set()).update(n for n in wanted if n > 0)
    entities = tuple(_entities(words, world))
    limits = tuple(
        Paragraphs(doc_id, tuple(sorted(numbers)))
        for doc_id, numbers in paragraphs.items() if numbers
    )  # fmt: skip
    return Scope(tuple(documents), limits, entities, reach, origin)


def chosen_scope(choice: str | None, request: str, world: World) -> Scope | None:
    """The scope of ``request`` as the writer chose it: None or "" as the request names it,
    "documents" its whole documents, "project" no limit, anything else the parts it names
    (read like a request: "Chapter 3, paragraph 1")."""
    choice = (choice or "").strip()
    named = scope_of_request(request, world)
    if choice.casefold() in (Reach.DOCUMENTS, Reach.PROJECT):
        reach = Reach(choice.casefold())
        return named.widened(reach) if named is not None else None
    if not choice:
        return named
    return scope_of_request(choice, world, Origin.WRITER)


# -- documents and folders ---------------------------------------------------------------------


def _forms(title: str) -> list[list[str]]:
    """The word sequences a request may name a title by."""
    words = reference_words(title)
    forms: list[list[str]] = []
    bare = words[1:] if words[:1] and words[0] in _ARTICLES else words
    if bare and any(w not in _EMPTY for w in bare) and not (len(bare) == 1 and bare[0].isdigit()):
        forms.append(bare)
    if len(words) >= 2 and words[0] in LABELS and words[1].isdigit():
        forms.append(words[:2])
    if len(words) == 1 and words[0].isdigit():
        forms.append(["chapter", words[0]])
    sub = reference_words(subtitle(title))
    sub = sub[1:] if sub[:1] and sub[0] in _ARTICLES else sub
    if sub and any(w not in _EMPTY for w in sub):
        forms.append(sub)
    return forms


def _occurrences(words: list[str], form: list[str]) -> Iterable[tuple[int, int]]:
    size = len(form)
    for start in range(len(words) - size + 1):
        if words[start : start + size] == form:
            yield start, start + size


def _mentions(words: list[str], world: World) -> list[_Mention]:
    found = []
    for _depth, node in world.walk():
        if not isinstance(node, (Document, Folder)):
            continue
        spans = {span for form in _forms(node.title) for span in _occurrences(words, form)}
        found += [_Mention(start, end, node) for start, end in spans]
    return sorted(found, key=lambda m: (m.start, m.end))


def _documents_of(world: World, node: Document | Folder) -> list[Document]:
    if isinstance(node, Document):
        return [node]
    return [n for _depth, n in world.walk(node.id) if isinstance(n, Document)]


def _document_for(start: int, end: int, mentions: list[_Mention]) -> Document | None:
    """The document a paragraph phrase at ``start:end`` is of: the one named just after it,
    else the last one named before it, else the only one named."""
    docs = [m for m in mentions if isinstance(m.node, Document)]
    after = [m for m in docs if end <= m.start <= end + _NEAR]
    if after:
        return after[0].node  # type: ignore[return-value]
    before = [m for m in docs if m.end <= start]
    if before:
        return before[-1].node  # type: ignore[return-value]
    only = {m.node.id for m in docs}
    return docs[0].node if len(only) == 1 else None  # type: ignore[return-value]


# -- paragraphs ----------------------------------------------------------------------------------


def _number(word: str) -> int | None:
    if word.isdigit():
        value = int(word)
        return value if 0 < value <= _MAX_NUMBER else None
    return _COUNTS.get(word)


def _ordinal(word: str) -> int | None:
    """1 for "first" or "1st" (or "opening"), -1 for "last", None for other words."""
    if word in _ORDINALS:
        return _ORDINALS[word]
    if word in _LAST:
        return -1
    if word in _OPENING:
        return 1
    match = _ORDINAL_DIGITS.match(word)
    return int(match.group(1)) if match and 0 < int(match.group(1)) <= _MAX_NUMBER else None


def _paragraph_phrases(words: list[str]) -> Iterable[tuple[int, int, list[int]]]:
    """Each phrase naming paragraphs: its word span and the numbers (negative: from the
    end, -1 the last)."""
    for index, word in enumerate(words):
        if word not in _PARAGRAPH:
            continue
        numbers, end = _numbers_after(words, index + 1)
        start = index
        if not numbers:
            numbers, start = _ordinals_before(words, index)
        if numbers:
            yield start, max(end, index + 1), numbers


def _numbers_after(words: list[str], at: int) -> tuple[list[int], int]:
    """"paragraph 2", "paragraphs 2 and 3", "paragraphs 2 to 4" from ``words[at:]``."""
    numbers: list[int] = []
    while at < len(words):
        value = _number(words[at])
        if value is not None:
            numbers.append(value)
            at += 1
            continue
        following = _number(words[at + 1]) if at + 1 < len(words) else None
        if following is None or not numbers:
            break
        if words[at] in ("to", "through", "thru"):
            numbers += range(numbers[-1] + 1, min(following, numbers[-1] + 100) + 1)
            at += 2
        elif words[at] in ("and", "or"):
            at += 1
        else:
            break
    return numbers, at


def _ordinals_before(words: list[str], index: int) -> tuple[list[int], int]:
    """"the first paragraph", "the last two paragraphs", "the 2nd paragraph"."""
    if index == 0:
        return [], index
    count = _COUNTS.get(words[index - 1]) if words[index].endswith("s") else None
    at = index - 1 if count is None else index - 2
    if at < 0:
        return [], index
    value = _ordinal(words[at])
    if value is None:
        return [], index
    if count is None and at > 0 and words[at - 1] in _COUNTS:  # "los dos últimos párrafos"
        at -= 1
        count = _COUNTS[words[at]]
    count = count or 1
    if value < 0:
        return [-n for n in range(count, 0, -1)], at
    numbers = list(range(value, value + count))
    while at > 0:  # "the second and third paragraph", "the first, second and fourth"
        step = 2 if words[at - 1] in ("and", "or") and at > 1 else 1
        earlier = _ordinal(words[at - step])
        if earlier is None or earlier < 0:
            break
        numbers.insert(0, earlier)
        at -= step
    return numbers, at


# -- entities ------------------------------------------------------------------------------------


def _entities(words: list[str], world: World) -> Iterable[str]:
    for entity in world.live_entities():
        for name in entity.names:
            form = reference_words(name)
            form = form[1:] if form[:1] and form[0] in _ARTICLES else form
            if form and any(w not in _EMPTY for w in form) and any(_occurrences(words, form)):
                yield entity.id
                break


__all__ = ["chosen_scope", "scope_of_request"]
