"""Finding what the model names: a document, folder or entity by id, title, name or alias.

Models refer to things the way writers do, by title or name, and sometimes by id. Each
lookup accepts either; an ambiguous or unknown name raises a :class:`ToolError` whose
message lists the candidates (with ids) or the closest names, so the next call can be exact.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable
from typing import TypeVar

from assistant.agent.tools.base import ToolError
from assistant.world.ids import is_document_id, is_entity_id, is_folder_id
from assistant.world.model import Document, Entity, Folder, Node, World
from assistant.world.textfold import fold

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


def resolve_document(world: World, ref: str) -> Document:
    """A document by id (trashed ones too) or by exact title (live ones, ignoring case)."""
    ref = clean_reference(ref)
    name, node_id = _split_id(ref)
    for candidate in (node_id, ref):
        if candidate and candidate in world.documents:
            return world.documents[candidate]
    matches = matching(world.documents_in_order(), lambda d: (d.title,), name)
    if len(matches) == 1:
        return matches[0]
    if len(matches) > 1:
        raise ToolError(
            f"{len(matches)} documents are titled {name!r}: "
            f"{_describe_candidates(world, list(matches))}. Use the id."
        )
    if is_folder_id(ref) or matching(_live_folders(world), lambda f: (f.title,), name):
        raise ToolError(
            f"{ref!r} is a folder, not a document. Use get_outline to see the documents in it."
        )
    titles = [d.title for d in world.documents_in_order()]
    raise ToolError(
        f"no document has the id or title {ref!r}.{_suggest(name, titles)} "
        "Use get_outline to see every document with its id."
    )


def resolve_folder(world: World, ref: str | None) -> Folder | None:
    """A folder by id or exact title; None for the top level (an empty or "root" reference)."""
    if ref is None:
        return None
    ref = clean_reference(ref)
    if ref.casefold() in TOP_LEVEL_NAMES:
        return None
    name, node_id = _split_id(ref)
    for candidate in (node_id, ref):
        if candidate and candidate in world.folders:
            return world.folders[candidate]
    matches = matching(_live_folders(world), lambda f: (f.title,), name)
    if len(matches) == 1:
        return matches[0]
    if len(matches) > 1:
        raise ToolError(
            f"{len(matches)} folders are titled {name!r}: "
            f"{_describe_candidates(world, list(matches))}. Use the id."
        )
    if is_document_id(ref) or matching(world.documents_in_order(), lambda d: (d.title,), name):
        raise ToolError(f"{ref!r} is a document, not a folder.")
    titles = [f.title for f in _live_folders(world)]
    raise ToolError(
        f"no folder has the id or title {ref!r}.{_suggest(name, titles)} "
        "Use get_outline to see every folder with its id."
    )


def resolve_node(world: World, ref: str) -> Node:
    """A document or folder by id or exact title."""
    ref = clean_reference(ref)
    name, node_id = _split_id(ref)
    for candidate in (node_id, ref):
        if candidate:
            node = world.node(candidate)
            if node is not None:
                return node
    matches: list[Node] = matching(
        (node for _depth, node in world.walk()), lambda n: (n.title,), name
    )
    if len(matches) == 1:
        return matches[0]
    if len(matches) > 1:
        raise ToolError(
            f"{len(matches)} documents or folders are titled {name!r}: "
            f"{_describe_candidates(world, matches)}. Use the id."
        )
    titles = [node.title for _depth, node in world.walk()]
    raise ToolError(
        f"no document or folder has the id or title {ref!r}.{_suggest(name, titles)} "
        "Use get_outline to see them all with their ids."
    )


def resolve_entity(world: World, ref: str) -> Entity:
    """An entity by id (trashed ones too), or by name or alias (live ones, ignoring case)."""
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
    if len(matches) == 1:
        return matches[0]
    if len(matches) > 1:
        listed = "; ".join(f"{e.name} ({e.kind}, {e.id})" for e in matches)
        raise ToolError(f"{len(matches)} entities are called {name!r}: {listed}. Use the id.")
    names = [n for e in world.live_entities() for n in e.names]
    raise ToolError(
        f"no entity has the id, name or alias {ref!r}.{_suggest(name, names)} "
        "Use list_entities to see them all with their ids."
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
