"""What a turn may change: its scope, and the changes that fall outside it.

When the writer's request names part of the project ("tighten the first paragraph of
chapter 3"), the turn's :class:`Scope` holds those documents (by id), the paragraphs named of
them, and the entities the request names (derived in :mod:`assistant.agent.act.scope_request`).
An approved plan is a scope too: the documents it names. A change outside the scope — another
document, a paragraph not named, an entity or a new document — needs the writer's decision
whatever the approval policy (:class:`~assistant.agent.act.approval.Approval`); what is
outside, and why, travels with the proposal as :class:`Outside`, plain data each front end
words in its own language. The writer widens a scope (:class:`Reach`) to the whole documents
named or to the whole project, for the rest of the turn (:class:`TurnScope`, kept with it).

Which paragraphs a text change touches is found by comparing the document's paragraphs (as
``read_document`` numbers them) before and after it.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass, replace
from difflib import SequenceMatcher
from enum import StrEnum
from typing import Any

from assistant.agent.tools.hits import paragraph_spans
from assistant.world.edits import Edit
from assistant.world.errors import EditError
from assistant.world.ids import is_entity_id
from assistant.world.model import World


class Reach(StrEnum):
    """How far the writer let a scope reach."""

    ASKED = "asked"
    """What the request (or the plan) names, paragraphs included."""
    DOCUMENTS = "documents"
    """The whole documents it names (and its entities)."""
    PROJECT = "project"
    """Anything: nothing is guarded beyond the approval policy."""


class Origin(StrEnum):
    """Where a scope comes from."""

    REQUEST = "request"
    """The writer's request named it."""
    PLAN = "plan"
    """The plan the writer approved names it."""
    WRITER = "writer"
    """The writer set it (``quire ask --scope``)."""


@dataclass(frozen=True)
class Paragraphs:
    """The paragraphs of one document a scope names, numbered from 1."""

    document: str
    numbers: tuple[int, ...]


@dataclass(frozen=True)
class Scope:
    """What a turn may change; see the module doc. ``documents`` and ``entities`` are ids in
    the order named; ``paragraphs`` narrows some of the documents to paragraphs."""

    documents: tuple[str, ...] = ()
    paragraphs: tuple[Paragraphs, ...] = ()
    entities: tuple[str, ...] = ()
    reach: Reach = Reach.ASKED
    origin: Origin = Origin.REQUEST

    @property
    def limits(self) -> bool:
        """True when it guards anything (it names something and was not widened to all)."""
        return self.reach is not Reach.PROJECT and bool(self.documents or self.entities)

    def paragraphs_of(self, document: str) -> tuple[int, ...]:
        """The paragraphs of ``document`` it is limited to (empty: the whole document)."""
        if self.reach is not Reach.ASKED:
            return ()
        for limit in self.paragraphs:
            if limit.document == document:
                return limit.numbers
        return ()

    def including(self, ids: Iterable[str]) -> Scope:
        """This scope with the documents and entities ``ids`` (made in the turn) in it."""
        entities = [i for i in ids if is_entity_id(i) and i not in self.entities]
        documents = [i for i in ids if not is_entity_id(i) and i not in self.documents]
        return replace(self, documents=(*self.documents, *documents),
                       entities=(*self.entities, *entities))  # fmt: skip

    def widened(self, reach: Reach) -> Scope:
        """This scope let reach as far as ``reach`` (never narrower than it was)."""
        order = (Reach.ASKED, Reach.DOCUMENTS, Reach.PROJECT)
        return replace(self, reach=max(self.reach, Reach(reach), key=order.index))

    def outside(self, edit: Edit, before: World) -> Outside | None:
        """What of ``edit``, applied to ``before``, falls outside this scope (None: nothing,
        or an edit that does not apply, which applying will refuse)."""
        if not self.limits:
            return None
        try:
            after, _inverse = edit.apply(before)
        except (EditError, KeyError, ValueError):
            return None
        places: list[Place] = []
        for key in sorted(edit.touched()):
            places.extend(self._outside_at(key, before, after))
        return Outside(tuple(places), self) if places else None

    def _outside_at(self, key: str, before: World, after: World) -> list[Place]:
        if not _exists(before, key):
            return []  # made by this change: nothing the writer had is touched
        if is_entity_id(key):
            return [] if key in self.entities else [Place(key)]
        folder, later = before.folders.get(key), after.folders.get(key)
        if folder is not None and later is not None and replace(later, children=()) == replace(
            folder, children=()
        ):
            return []  # only the order of what it holds: the things moved are judged
        if key not in self.documents:
            return [Place(key)]
        allowed = self.paragraphs_of(key)
        if not allowed:
            return []
        old, new = before.documents.get(key), after.documents.get(key)
        if old is None or new is None:
            return [Place(key)]  # made or destroyed: more than the paragraphs named
        touched = changed_paragraphs(old.text, new.text)
        if old.text == new.text and replace(old, text="") != replace(new, text=""):
            return [Place(key, whole=True)]  # its title or details, not the paragraphs
        extra = tuple(n for n in touched if n not in allowed)
        return [Place(key, extra)] if extra else []


@dataclass(frozen=True)
class Place:
    """Something a change touches outside a scope: a document, folder or entity (by id), or
    some ``paragraphs`` of a document the scope narrows to others; ``whole`` when it is
    such a document's title or details."""

    id: str
    paragraphs: tuple[int, ...] = ()
    whole: bool = False


@dataclass(frozen=True)
class Outside:
    """What of a change falls outside the scope, and the scope it falls outside of."""

    places: tuple[Place, ...]
    scope: Scope

    def refusal_note(self, world: World) -> str:
        """What the model reads after a refusal of this change (English, for the model)."""
        return (
            f" It changes {describe_places(world, self.places)}, outside what the writer "
            f"{'approved in the plan' if self.scope.origin is Origin.PLAN else 'asked for'}: "
            f"{describe_scope(world, self.scope)}."
        )


class TurnScope:
    """The scope of one turn, kept across its runs, that the writer may widen from any
    thread while a run goes on (the run's approval reads it at each change)."""

    def __init__(self, scope: Scope | None = None) -> None:
        self._lock = threading.Lock()
        self._scope = scope

    @property
    def scope(self) -> Scope | None:
        with self._lock:
            return self._scope

    def set(self, scope: Scope | None) -> None:
        with self._lock:
            self._scope = scope

    def widen(self, reach: Reach) -> Scope | None:
        """Let the scope reach as far as ``reach``; returns it (None: there was none)."""
        with self._lock:
            if self._scope is not None:
                self._scope = self._scope.widened(reach)
            return self._scope

    def outside(self, edit: Edit, before: World) -> Outside | None:
        """What of ``edit`` falls outside the scope; what it makes joins the scope, so that
        the turn may go on with the document or entity it made."""
        with self._lock:
            scope = self._scope
            if scope is None:
                return None
            made = [key for key in sorted(edit.touched()) if not _exists(before, key)]
            if made:
                self._scope = scope.including(made)
        return scope.outside(edit, before)


def changed_paragraphs(old: str, new: str) -> tuple[int, ...]:
    """The paragraphs of ``old`` (from 1) that are not in ``new`` as they were: rewritten or
    removed; a paragraph added counts for the one it follows (the first, at the start)."""
    if old == new:
        return ()
    before = [old[a:b] for a, b in paragraph_spans(old)]
    after = [new[a:b] for a, b in paragraph_spans(new)]
    if not before:
        return (1,)
    touched: set[int] = set()
    matcher = SequenceMatcher(None, before, after, autojunk=False)
    for tag, first, last, _new_first, _new_last in matcher.get_opcodes():
        if tag == "equal":
            continue
        touched.update(range(first + 1, last + 1) if last > first else (max(first, 1),))
    return tuple(sorted(touched))


def _exists(world: World, key: str) -> bool:
    return key in world.entities if is_entity_id(key) else world.node(key) is not None


def title_of(world: World, node_id: str) -> str:
    """The title (or name) of ``node_id`` in ``world``, or the id when it holds none."""
    node = world.node(node_id)
    if node is not None:
        return node.title
    entity = world.entities.get(node_id)
    return entity.name if entity is not None else node_id


def _numbers(numbers: Iterable[int]) -> str:
    numbers = list(numbers)
    word = "paragraph" if len(numbers) == 1 else "paragraphs"
    return f"{word} {', '.join(map(str, numbers))}"


def describe_scope(world: World, scope: Scope) -> str:
    """The scope in English words: "Chapter 3, paragraph 1; Mara" (for the model and the
    command line)."""
    parts = []
    for doc in scope.documents:
        limit = scope.paragraphs_of(doc)
        name = f"“{title_of(world, doc)}”"
        parts.append(f"{name}, {_numbers(limit)}" if limit else name)
    parts += [f"“{title_of(world, entity)}”" for entity in scope.entities]
    return "; ".join(parts)


def describe_places(world: World, places: Iterable[Place]) -> str:
    """Where a change falls outside a scope, in English words."""
    parts = []
    for place in places:
        name = f"“{title_of(world, place.id)}”"
        if place.paragraphs:
            name = f"{name}, {_numbers(place.paragraphs)}"
        elif place.whole:
            name = f"the details of {name}"
        parts.append(name)
    return "; ".join(parts)


# -- kept with the turn ----------------------------------------------------------------------


def scope_to_json(scope: Scope | None) -> dict[str, Any] | None:
    if scope is None:
        return None
    return {
        "documents": list(scope.documents),
        "paragraphs": [
            {"document": p.document, "numbers": list(p.numbers)} for p in scope.paragraphs
        ],
        "entities": list(scope.entities),
        "reach": str(scope.reach),
        "origin": str(scope.origin),
    }


def scope_from_json(data: Any) -> Scope | None:
    """A kept scope read back (None when ``data`` holds none, or not one)."""
    if not isinstance(data, dict):
        return None

    def ids(key: str) -> tuple[str, ...]:
        raw = data.get(key)
        return tuple(i for i in raw if isinstance(i, str)) if isinstance(raw, list) else ()

    paragraphs = []
    for raw in data.get("paragraphs") or ():
        if isinstance(raw, dict) and isinstance(raw.get("document"), str):
            numbers = tuple(n for n in raw.get("numbers") or () if type(n) is int and n > 0)
            if numbers:
                paragraphs.append(Paragraphs(raw["document"], numbers))
    try:
        reach, origin = Reach(data.get("reach", "asked")), Origin(data.get("origin", "request"))
    except ValueError:
        reach, origin = Reach.ASKED, Origin.REQUEST  # an unknown reach reads: the narrowest
    return Scope(ids("documents"), tuple(paragraphs), ids("entities"), reach, origin)


__all__ = [
    "Origin",
    "Outside",
    "Paragraphs",
    "Place",
    "Reach",
    "Scope",
    "TurnScope",
    "changed_paragraphs",
    "describe_places",
    "describe_scope",
    "scope_from_json",
    "scope_to_json",
    "title_of",
]
