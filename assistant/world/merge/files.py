"""The merge of one project file in three versions, as git's merge driver asks for it: a
document or an entity merged as Quire merges them (the front matter key by key, the text
paragraph by paragraph), any other text paragraph by paragraph.

What both sides changed differently is written between git's conflict markers, around those
paragraphs (or front-matter lines) only, with the common version between ``|||||||`` and
``=======`` (git's diff3 style), so that git reports the conflict as usual and Quire, which
recognises the markers (:mod:`~assistant.world.merge.copies`), offers to merge the rest.
"""

from __future__ import annotations

from dataclasses import dataclass

from assistant.world.merge.paragraphs import Choice, Conflict, merge_paragraphs
from assistant.world.merge.worlds import merge_worlds
from assistant.world.model import Document, Entity, FrozenMap, World
from assistant.world.storage.frontmatter import (
    FrontMatterError,
    document_from_text,
    document_to_text,
    entity_from_text,
    entity_to_text,
)
from assistant.world.storage.layout import DOCUMENTS, ENTITIES

DEFAULT_MARKER_SIZE = 7


@dataclass(frozen=True)
class Labels:
    """What follows the markers: git's own names for the sides when it gives them."""

    ours: str = "ours"
    base: str = "base"
    theirs: str = "theirs"
    size: int = DEFAULT_MARKER_SIZE


@dataclass(frozen=True)
class FileMerge:
    """The merged file, and how many conflicts it holds between markers."""

    data: bytes
    conflicts: int
    quire: bool
    """True when it was merged as a Quire document or entity, False as plain text."""


def merge_file(
    base: bytes, ours: bytes, theirs: bytes, path: str, labels: Labels | None = None
) -> FileMerge:
    """Merge the three versions of the project file at ``path`` (relative to the project,
    as git names it): ``base`` is empty when the file is new on both sides."""
    labels = labels or Labels()
    folder = path.replace("\\", "/").split("/", 1)[0]
    texts = [_text(data) for data in (base, ours, theirs)]
    if folder in (DOCUMENTS, ENTITIES) and None not in texts[1:]:
        merged = _merge_values(folder, texts, labels)
        if merged is not None:
            return merged
    if None in texts:
        raise ValueError(f"{path}: not UTF-8 text; Quire merges text only")
    base_text, ours_text, theirs_text = (t or "" for t in texts)
    text, conflicts = _marked(base_text, ours_text, theirs_text, labels)
    return FileMerge(text.encode("utf-8"), conflicts, False)


def _text(data: bytes) -> str | None:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _merge_values(folder: str, texts: list[str | None], labels: Labels) -> FileMerge | None:
    """The merge of a document or entity file; None when a side is not one."""
    read = document_from_text if folder == DOCUMENTS else entity_from_text
    values: list[Document | Entity | None] = []
    for text in texts:
        try:
            values.append(read(text).value if text else None)
        except FrontMatterError:
            values.append(None)
    base, ours, theirs = values
    if ours is None or theirs is None or ours.id != theirs.id:
        return None
    key = ours.id
    if base is not None and base.id != key:
        base = None
    merge = merge_worlds(_alone(base), _alone(ours), _alone(theirs))
    if merge.clean:
        return FileMerge(file_text(_value(merge.world(), key)).encode("utf-8"), 0, True)
    took_ours = merge.world({c.key: Choice.OURS for c in merge.conflicts})
    took_theirs = merge.world({c.key: Choice.THEIRS for c in merge.conflicts})
    text, conflicts = _marked(
        file_text(base) if base is not None else "",
        file_text(_value(took_ours, key)),
        file_text(_value(took_theirs, key)),
        labels,
    )
    return FileMerge(text.encode("utf-8"), conflicts, True)


def file_text(value: Document | Entity) -> str:
    """A document's or an entity's file, as Quire writes it."""
    if isinstance(value, Document):
        return document_to_text(value)
    return entity_to_text(value)


def _alone(value: Document | Entity | None) -> World:
    """A world holding only ``value`` (an empty one for None: no common version)."""
    if isinstance(value, Document):
        return World(documents=FrozenMap({value.id: value}), root=(value.id,))
    if isinstance(value, Entity):
        return World(entities=FrozenMap({value.id: value}))
    return World()


def _value(world: World, key: str) -> Document | Entity:
    found = world.documents.get(key)
    return found if found is not None else world.entities[key]


def _marked(base: str, ours: str, theirs: str, labels: Labels) -> tuple[str, int]:
    """``ours`` and ``theirs`` merged paragraph by paragraph, each clash between markers."""
    merge = merge_paragraphs(base, ours, theirs)
    lines: list[str] = []
    for piece in merge.pieces:
        if isinstance(piece, Conflict):
            lines.extend(_conflict_lines(piece, labels))
        else:
            lines.extend(piece.paragraphs)
    return "\n".join(lines), len(merge.conflicts)


def _conflict_lines(conflict: Conflict, labels: Labels) -> list[str]:
    size = labels.size
    return [
        f"{'<' * size} {labels.ours}",
        *conflict.ours,
        f"{'|' * size} {labels.base}",
        *conflict.base,
        "=" * size,
        *conflict.theirs,
        f"{'>' * size} {labels.theirs}",
    ]


__all__ = ["DEFAULT_MARKER_SIZE", "FileMerge", "Labels", "merge_file"]
