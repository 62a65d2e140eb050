"""The two sides of a time finding, quoted exactly: a cue in the prose, the sentence that
mentions someone, a document's ``when`` field or an entity's ``born`` or ``died`` field;
and whether a side still holds in a world (its quotation where it says)."""

from __future__ import annotations

from assistant.world.clock.checking.passages import sentence_around
from assistant.world.clock.model import SceneTime, Side, TimeCue
from assistant.world.model import Document, Entity, World
from assistant.world.search.quotes import locate_in

LONGEST_QUOTE = 160
"""The most characters of a sentence quoted around a mention (cut at words)."""


def cue_side(cue: TimeCue) -> Side:
    return Side(cue.node_id, cue.quote, "text", cue.start, cue.end)


def field_side(node: Document | Entity, name: str) -> Side | None:
    """The field ``name`` (case ignored) of a document or entity, its value quoted."""
    wanted = name.strip().casefold()
    for key, value in node.fields:
        if key.strip().casefold() == wanted and value.strip():
            return Side(node.id, value, f"field:{key}", 0, len(value))
    return None


def when_side(doc: Document, scene: SceneTime) -> Side | None:
    """The field a scene's time was read from: the one holding its ``when`` as written."""
    for key, value in doc.fields:
        if value == scene.when and value.strip():
            return Side(doc.id, value, f"field:{key}", 0, len(value))
    return None


def mention_side(doc: Document, start: int, end: int) -> Side:
    """The sentence around a mention, cut to at most :data:`LONGEST_QUOTE` characters."""
    left, right = sentence_around(doc.text, start, end)
    if right - left > LONGEST_QUOTE:
        half = (LONGEST_QUOTE - (end - start)) // 2
        left = max(left, start - half)
        right = min(right, end + half)
        while left < start and not doc.text[left - 1].isspace():
            left += 1
        while right > end and not doc.text[right].isspace():
            right -= 1
    return Side(doc.id, doc.text[left:right], "text", left, right)


def side_holds(world: World, side: Side) -> bool:
    """True when the side's quotation is where it says: the text at ``start:end`` of its
    part, found there by the quotation look-up too (for a passage of a document's text)."""
    node = world.documents.get(side.node_id) or world.entities.get(side.node_id)
    if node is None or not side.quote:
        return False
    if side.part.startswith("field:"):
        return node.field_value(side.part.removeprefix("field:")) == side.quote
    if side.part == "notes" and isinstance(node, Entity):
        part = node.notes
    elif side.part == "text" and isinstance(node, Document):
        part = node.text
    else:
        return False
    if part[side.start:side.end] != side.quote:
        return False
    return locate_in(world, side.quote, [side.node_id]) is not None
