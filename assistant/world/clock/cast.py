"""Who is in each scene, and where it happens: the characters its text mentions (by name or
alias, as the search counts mentions) and its place, from its ``where`` field or else the
place it mentions most.

Reading every document of a large project takes seconds; a caller whose result is no longer
wanted passes a ``stop``, asked before each document."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from assistant.world.clock.checking.passages import Span, dialogue_spans, inside
from assistant.world.errors import stop_if_asked
from assistant.world.model import Document, DocumentKind, Entity, EntityKind, World
from assistant.world.search.engine import MentionScanner
from assistant.world.search.textfold import fold

WHERE_FIELDS = frozenset((
    "where", "place", "location", "setting",
    "dónde", "donde", "lugar",
    "wo", "ort",
    "où", "ou", "lieu",
    "hvor", "sted",
))
"""The field names read as a scene's place, in Quire's five languages (case ignored)."""


@dataclass(frozen=True)
class SceneCast:
    """The characters of one document (entity ids, in the order they first appear, with
    where each is mentioned) and its place (a place entity's id, "" when not known).
    ``place_field`` is the field the place was read from ("" when from the prose)."""

    node_id: str
    characters: tuple[str, ...] = ()
    mentions: Mapping[str, tuple[Span, ...]] = field(default_factory=dict)
    place: str = ""
    place_field: str = ""


_NONE: Mapping[str, tuple[Span, ...]] = MappingProxyType({})
"""The mentions of every cast made without them: one empty mapping, shared."""


def where_field(doc: Document) -> tuple[str, str] | None:
    """The document's place field as ``(name as written, value)``; None when it has none."""
    for name, value in doc.fields:
        if name.strip().casefold() in WHERE_FIELDS and value.strip():
            return name, value
    return None


def _by_name(entities: list[Entity]) -> dict[str, str]:
    named: dict[str, str] = {}
    for entity in entities:
        for name in entity.names:
            key = fold(name.strip())
            if key:
                named.setdefault(key, entity.id)
    return named


def _spans(doc: Document, scanner: MentionScanner) -> dict[str, list[Span]]:
    """Each entity's mentions in the document, those inside another entity's longer
    mention left out ("Ashdell" inside "Ashdell's Level"). The mentions are found as the
    search finds them, scanning only for the names the document may hold
    (:class:`~assistant.world.search.engine.MentionScanner`)."""
    found = scanner.spans(doc)
    if len(found) < 2:
        return found
    every = sorted(((s, e, eid) for eid, spans in found.items() for s, e in spans),
                   key=lambda item: (item[0], -item[1]))
    kept: dict[str, list[Span]] = {}
    reach = (-1, -1, "")  # the mention reaching furthest so far
    for s, e, eid in every:
        if not (reach[0] <= s and e <= reach[1] and reach[1] - reach[0] > e - s
                and reach[2] != eid):
            kept.setdefault(eid, []).append((s, e))
        if e > reach[1]:
            reach = (s, e, eid)
    return kept


def scene_cast(
    world: World,
    only: Collection[str] | None = None,
    *,
    stop: Callable[[], bool] | None = None,
    with_mentions: bool = True,
) -> dict[str, SceneCast]:
    """The cast and place of every live document that is not a note (of those in ``only``
    when given), by id. ``stop`` is asked before each document read: when it says yes,
    :class:`~assistant.world.errors.WorkStopped` is raised and no cast is returned.

    Without ``with_mentions``, each cast's ``mentions`` is left empty. A caller that needs
    only who is where should say so: at 10M words in 50,000 documents the mentions are
    840,000 small objects, and freeing them all at once, as the result is let go, held the
    interpreter for 80 ms, the GUI thread waiting as long."""
    entities = world.live_entities()
    characters = [e for e in entities if e.kind is EntityKind.CHARACTER]
    places = [e for e in entities if e.kind is EntityKind.PLACE]
    scanner = MentionScanner(characters + places)
    place_ids = {p.id for p in places}
    place_names = _by_name(places)
    casts: dict[str, SceneCast] = {}
    for doc in world.documents_in_order():
        if doc.kind is DocumentKind.NOTE or (only is not None and doc.id not in only):
            continue
        stop_if_asked(stop, "finding each scene's cast")
        spans = _spans(doc, scanner) if doc.character_count else {}
        order = sorted(
            (s[0][0], eid) for eid, s in spans.items() if eid not in place_ids
        )
        mentions = {eid: tuple(spans[eid]) for _, eid in order} if with_mentions else _NONE
        in_order = tuple(eid for _, eid in order)
        place, place_field = "", ""
        stated = where_field(doc)
        if stated is not None:
            place_field = stated[0]
            place = place_names.get(fold(stated[1].strip()), "")
        else:
            place = _most_mentioned(
                doc, {e: s for e, s in spans.items() if e in place_ids}, world.meta.language
            )
        casts[doc.id] = SceneCast(doc.id, in_order, mentions, place, place_field)
    return casts


def _most_mentioned(doc: Document, spans: Mapping[str, list[Span]], language: str) -> str:
    """The place mentioned most in the narration (dialogue left out); "" on a tie."""
    if not spans:
        return ""
    talk = dialogue_spans(doc.text, language)
    counts = sorted(
        ((sum(1 for s, e in found if not inside(talk, s, e)), eid) for eid, found in spans.items()),
        reverse=True,
    )
    if counts[0][0] == 0 or (len(counts) > 1 and counts[1][0] == counts[0][0]):
        return ""
    return counts[0][1]
