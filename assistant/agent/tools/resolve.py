"""Finding what the model names: a document, folder or entity by id, title, name or alias.

Models refer to things the way writers do, by title or name, and sometimes by id. Each
lookup accepts either, and failing an exact title (ignoring case and accents) a loose one,
as a writer says it: "chapter 5" or "ch. V" for "Chapter 5: The Sallows", "Part Two" for
"Part Two: The Drowned Line", "the Style Sheet" for "Style Sheet", "The Sallows" for the
chapter of that subtitle, "the research note on floods" for "Research: Levels, Floods and
Weirs" when no other title has those words. A loose reference is taken only when exactly
one thing fits it. An ambiguous or unknown name raises a :class:`ToolError` whose message
lists the candidates (with ids) or the closest names, so the next call can be exact.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable
from typing import TypeVar

from assistant.agent.tools.base import ToolError
from assistant.world.ids import is_document_id, is_entity_id
from assistant.world.model import Document, Entity, Folder, Node, World
from assistant.world.search.textfold import fold

T = TypeVar("T")

_TRAILING_ID = re.compile(r"^(?P<name>.*?)\s*[\(\[]\s*(?P<id>[dfe]-[\w-]+)\s*[\)\]]\s*$")
_QUOTES = "\"'“”‘’«»„"

TOP_LEVEL_NAMES = frozenset({"", "/", "root", "top", "top level", "top-level", "none", "null"})


def clean_reference(ref: str) -> str:
    """The reference without surrounding quotes and blanks."""
    return ref.strip().strip(_QUOTES).strip()


def _split_id(ref: str) -> tuple[str, str]:
    """``"The Bridge (d-12ab)"`` gives ``("The Bridge", "d-12ab")``; otherwise ``(ref, "")``."""
    match = _TRAILING_ID.match(ref)
    if match:
        return clean_reference(match.group("name")), match.group("id")
    return ref, ""


def matching(items: Iterable[T], names: Callable[[T], Iterable[str]], wanted: str) -> list[T]:
    """Items one of whose names equals ``wanted`` ignoring case; failing that, also accents."""
    items = list(items)
    key = wanted.strip().casefold()
    exact = [i for i in items if any(n.strip().casefold() == key for n in names(i))]
    if exact or not key:
        return exact
    folded = fold(wanted.strip())
    return [i for i in items if any(fold(n.strip()) == folded for n in names(i))]


def location(world: World, node_id: str) -> str:
    """Where a node sits, as folder titles: ``Part One › Chapter 2`` or ``top level``."""
    if world.is_trashed(node_id):
        return "the trash"
    if not world.in_tree(node_id):
        return "nowhere"
    titles: list[str] = []
    parent = world.parent_of(node_id)
    while parent is not None:
        titles.append(world.folders[parent].title)
        parent = world.parent_of(parent) if world.in_tree(parent) else None
    return " › ".join(reversed(titles)) if titles else "top level"


# -- loose references ------------------------------------------------------------------------

_NUMBER_WORDS = {
    word: number
    for number, words in enumerate(
        (
            (), ("one", "first"), ("two", "second"), ("three", "third"), ("four", "fourth"),
            ("five", "fifth"), ("six", "sixth"), ("seven", "seventh"), ("eight", "eighth"),
            ("nine", "ninth"), ("ten", "tenth"), ("eleven", "eleventh"),
            ("twelve", "twelfth"), ("thirteen", "thirteenth"), ("fourteen", "fourteenth"),
            ("fifteen", "fifteenth"), ("sixteen", "sixteenth"), ("seventeen", "seventeenth"),
            ("eighteen", "eighteenth"), ("nineteen", "nineteenth"), ("twenty", "twentieth"),
        )
    )
    for word in words
}
_ROMAN = {
    numeral: number
    for number, numeral in enumerate(
        ("", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "xiii",
         "xiv", "xv", "xvi", "xvii", "xviii", "xix", "xx")
    )
    if number
}
_LABELS = {
    "chapter": "chapter", "chap": "chapter", "ch": "chapter", "part": "part", "pt": "part",
    "book": "book", "bk": "book", "act": "act", "scene": "scene", "sc": "scene",
    "section": "section", "sect": "section", "volume": "volume", "vol": "volume",
    "episode": "episode", "ep": "episode", "prologue": "prologue", "epilogue": "epilogue",
    # the same labels in the other languages Quire speaks (folded: "capítulo" -> capitulo)
    # (not "bok" nor "cap": English words, or a typo of one, as much as labels)
    "capitulo": "chapter", "kapitel": "chapter", "chapitre": "chapter", "kapittel": "chapter",
    "parte": "part", "teil": "part", "partie": "part", "libro": "book", "buch": "book",
    "livre": "book",
    "escena": "scene", "szene": "scene", "prologo": "prologue", "prolog": "prologue",
    "epilogo": "epilogue", "epilog": "epilogue",
}  # fmt: skip
_FILLER = frozenset((
    "the", "a", "an", "my", "our", "this", "that", "note", "notes", "document", "doc", "file",
    "page", "text", "about", "on", "of", "in", "for", "and", "to", "with",
))
"""Words a loose reference may hold that say nothing about which thing it means."""
_NON_WORD = re.compile(r"[^\w]+")


def _words_of(text: str) -> list[str]:
    """Folded words, with a label's number written as digits ("part two" -> part 2)."""
    words = [w for w in _NON_WORD.split(fold(text)) if w]
    out: list[str] = []
    for word in words:
        label = _LABELS.get(out[-1]) if out else None
        if label is not None:
            number = _NUMBER_WORDS.get(word) or _ROMAN.get(word)
            if number is not None:
                word = str(number)
            out[-1] = label
        out.append(word)
    if out and out[-1] in _LABELS:
        out[-1] = _LABELS[out[-1]]
    return out


def reference_words(text: str) -> list[str]:
    """The words of ``text`` as references are compared: folded, a label's number written
    as digits and the label in its full form ("Ch. three" -> chapter 3)."""
    return _words_of(text)


def subtitle(title: str) -> str:
    """What follows a title's label ("Chapter 5: The Sallows" -> "The Sallows"), or ""."""
    return _subtitle(title)


LABELS = frozenset(_LABELS.values())
"""The labels a title may start with, in their full form ("chapter", "part", …)."""


def _subtitle(title: str) -> str:
    """What follows the title's label ("Chapter 5: The Sallows" -> "The Sallows")."""
    for separator in (":", " — ", " – ", " - ", ". "):
        head, found, tail = title.partition(separator)
        if found and tail.strip() and _words_of(head)[:1] and _words_of(head)[0] in _LABELS:
            return tail.strip()
    return ""


def _without_article(words: list[str]) -> list[str]:
    return words[1:] if words[:1] == ["the"] else words


def _significant(words: list[str]) -> list[str]:
    return [w for w in words if w not in _FILLER]


def _word_fits(wanted: str, words: list[str]) -> bool:
    """``wanted`` is one of ``words``, starts one of them, or is one of them with a plural
    ending ("flood" fits "Floods", "levels" fits "Level")."""
    if wanted in words:
        return True
    if len(wanted) < 4:
        return False
    return any(
        word.startswith(wanted) or (len(word) >= 4 and wanted in (f"{word}s", f"{word}es"))
        for word in words
    )


def loosely(items: Iterable[T], names: Callable[[T], Iterable[str]], ref: str) -> list[T]:
    """The items a writer's loose reference fits, in the first way that fits any: a label
    and number ("chapter 5"), the name without its article, the subtitle, or every
    significant word of the reference found in the name."""
    items = list(items)
    wanted = _words_of(ref)
    if not wanted:
        return []
    tests: list[Callable[[str], bool]] = []
    if len(wanted) == 2 and wanted[0] in _LABELS and wanted[1].isdigit():
        tests.append(lambda name: _words_of(name)[:2] == wanted)
    bare = _without_article(wanted)
    tests.append(lambda name: _without_article(_words_of(name)) == bare)
    tests.append(lambda name: _without_article(_words_of(_subtitle(name))) == bare)
    significant = _significant(wanted)
    if significant:
        tests.append(
            lambda name: all(_word_fits(w, _words_of(name)) for w in significant)
        )
    for test in tests:
        found = [item for item in items if any(test(name) for name in names(item))]
        if found:
            return found
    return []


def _describe_candidates(world: World, nodes: list[Node]) -> str:
    return "; ".join(f"{n.id} in {location(world, n.id)}" for n in nodes)


def _suggest(ref: str, names: list[str]) -> str:
    close = difflib.get_close_matches(ref, names, n=5, cutoff=0.6)
    folded = ref.casefold()
    close += [n for n in names if folded and folded in n.casefold() and n not in close][:5]
    if not close:
        return ""
    return " Did you mean: " + ", ".join(f"{n!r}" for n in close[:5]) + "?"


def _live_folders(world: World) -> list[Folder]:
    return [node for _depth, node in world.walk() if isinstance(node, Folder)]


def _title(node: Node) -> tuple[str]:
    return (node.title,)


def _one_of(world: World, found: list[Node], what: str, name: str) -> Node | None:
    """The one node found; None for none; a ToolError naming the candidates for several."""
    if len(found) == 1:
        return found[0]
    if found:
        raise ToolError(
            f"{len(found)} {what} fit {name!r}: {_describe_candidates(world, found)}. "
            "Use the exact title or the id."
        )
    return None


def _by_title(world: World, nodes: list[Node], what: str, name: str) -> Node | None:
    """The node titled ``name`` exactly (ignoring case and accents), or else loosely."""
    exact = matching(nodes, _title, name)
    if len(exact) > 1:
        raise ToolError(
            f"{len(exact)} {what} are titled {name!r}: "
            f"{_describe_candidates(world, exact)}. Use the id."
        )
    return exact[0] if exact else _one_of(world, loosely(nodes, _title, name), what, name)


def _folder_note(world: World, folder: Folder) -> str:
    docs = [n for _d, n in world.walk(folder.id) if isinstance(n, Document)]
    held = ", ".join(f"“{d.title}” ({d.id})" for d in docs[:12]) + (
        ", …" if len(docs) > 12 else ""
    )
    return f"“{folder.title}” is a folder" + (f" holding {held}" if docs else " (empty)")


def resolve_document(world: World, ref: str) -> Document:
    """A document by id (trashed ones too) or by title (live ones; exactly, else loosely)."""
    ref = clean_reference(ref)
    name, node_id = _split_id(ref)
    for candidate in (node_id, ref):
        if candidate and candidate in world.documents:
            return world.documents[candidate]
    docs: list[Node] = list(world.documents_in_order())
    if matching(docs, _title, name):
        # A document titled exactly so wins over a folder of the same title (a chapter
        # given a scene becomes a folder holding the chapter's own text, under its title).
        found = _by_title(world, docs, "documents", name)
        assert isinstance(found, Document)
        return found
    exact_folder = world.folders.get(ref) or next(
        iter(matching(_live_folders(world), _title, name)), None
    )
    if exact_folder is None:
        found = _by_title(world, docs, "documents", name)
        if isinstance(found, Document):
            return found
        folder = _one_of(world, loosely(_live_folders(world), _title, name), "folders", name)
    else:
        folder = exact_folder
    if isinstance(folder, Folder):
        raise ToolError(f"{_folder_note(world, folder)}, not a document. Read those by id.")
    titles = [d.title for d in world.documents_in_order()]
    raise ToolError(
        f"no document has the id or title {ref!r}.{_suggest(name, titles)} "
        "Use get_outline to see every document."
    )


def resolve_folder(world: World, ref: str | None) -> Folder | None:
    """A folder by id or title (exactly, else loosely); None for the top level (an empty or
    "root" reference)."""
    if ref is None:
        return None
    ref = clean_reference(ref)
    if ref.casefold() in TOP_LEVEL_NAMES:
        return None
    name, node_id = _split_id(ref)
    for candidate in (node_id, ref):
        if candidate and candidate in world.folders:
            return world.folders[candidate]
    found = _by_title(world, list(_live_folders(world)), "folders", name)
    if isinstance(found, Folder):
        return found
    if is_document_id(ref) or matching(world.documents_in_order(), _title, name):
        raise ToolError(f"{ref!r} is a document, not a folder.")
    titles = [f.title for f in _live_folders(world)]
    raise ToolError(
        f"no folder has the id or title {ref!r}.{_suggest(name, titles)} "
        "Use get_outline to see every folder."
    )


def resolve_node(world: World, ref: str) -> Node:
    """A document or folder by id or title (exactly, else loosely)."""
    ref = clean_reference(ref)
    name, node_id = _split_id(ref)
    for candidate in (node_id, ref):
        if candidate:
            node = world.node(candidate)
            if node is not None:
                return node
    nodes: list[Node] = [node for _depth, node in world.walk()]
    found = _by_title(world, nodes, "documents or folders", name)
    if found is not None:
        return found
    titles = [node.title for node in nodes]
    raise ToolError(
        f"no document or folder has the id or title {ref!r}.{_suggest(name, titles)} "
        "Use get_outline to see them all."
    )


def resolve_entity(world: World, ref: str) -> Entity:
    """An entity by id (trashed ones too), or by name or alias (live ones; exactly, ignoring
    case and accents, else loosely)."""
    ref = clean_reference(ref)
    name, entity_id = _split_id(ref)
    for candidate in (entity_id, ref):
        if candidate and candidate in world.entities:
            return world.entities[candidate]
    live = world.live_entities()
    by_name = matching(live, lambda e: (e.name,), name)
    if len(by_name) == 1:
        return by_name[0]
    matches = by_name or matching(live, lambda e: e.names, name)
    if not matches:
        matches = loosely(live, lambda e: e.names, name)
    if len(matches) == 1:
        return matches[0]
    if len(matches) > 1:
        listed = "; ".join(f"{e.name} ({e.kind}, {e.id})" for e in matches)
        raise ToolError(f"{len(matches)} entities fit {name!r}: {listed}. Use the id.")
    names = [n for e in world.live_entities() for n in e.names]
    raise ToolError(
        f"no entity has the id, name or alias {ref!r}.{_suggest(name, names)} "
        "list_entities shows them all; search_text finds names in the text."
    )


def resolve_any(world: World, ref: str) -> Node | Entity:
    """A document, folder or entity, by id, title or name; documents and folders first."""
    cleaned = clean_reference(ref)
    if is_entity_id(cleaned) and cleaned in world.entities:
        return world.entities[cleaned]
    try:
        return resolve_node(world, ref)
    except ToolError as node_error:
        try:
            return resolve_entity(world, ref)
        except ToolError:
            raise node_error from None


def kind_label(thing: Node | Entity) -> str:
    """``document``, ``folder`` or the entity's kind, for outcome texts."""
    if isinstance(thing, Document):
        return "document"
    if isinstance(thing, Folder):
        return "folder"
    return str(thing.kind)


def display_name(thing: Node | Entity) -> str:
    return thing.name if isinstance(thing, Entity) else thing.title
