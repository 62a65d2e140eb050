"""Merging one document, folder or entity that both sides have: detail by detail.

The private mark is never a clash: when the two sides disagree, private wins (one side marked
it, or one side never saw the other unmark it), and an entity keeps every field either side
marked private."""

from __future__ import annotations

from dataclasses import replace

from assistant.world.merge.paragraphs import Choice
from assistant.world.merge.records import ConflictKind
from assistant.world.merge.values import Merger, Spot
from assistant.world.model import Document, DocumentKind, Entity, EntityKind, Folder, FolderKind


def document_spot(document: Document) -> Spot:
    return Spot(f"document:{document.id}", document.id, document.title)


def folder_spot(folder: Folder) -> Spot:
    return Spot(f"folder:{folder.id}", folder.id, folder.title)


def entity_spot(entity: Entity) -> Spot:
    return Spot(f"entity:{entity.id}", entity.id, entity.name)


def merge_document(m: Merger, base: Document | None, ours: Document, theirs: Document) -> Document:
    """The document with each side's changes; ``base`` None when neither had it before (then
    everything the two sides differ in clashes, and their texts are kept both)."""
    b = base if base is not None else Document(ours.id, "", kind=ours.kind)
    spot = document_spot(ours)
    k = ConflictKind
    return Document(
        id=ours.id,
        title=m.words(spot, k.TITLE, (b.title, ours.title, theirs.title)),
        text=m.text(spot, k.TEXT, (b.text, ours.text, theirs.text)),
        kind=m.choice(spot, k.KIND, (b.kind, ours.kind, theirs.kind), DocumentKind),
        tags=m.members(spot, k.TAGS, (b.tags, ours.tags, theirs.tags)),
        synopsis=m.text(spot, k.SYNOPSIS, (b.synopsis, ours.synopsis, theirs.synopsis)),
        status=m.choice(spot, k.STATUS, (b.status, ours.status, theirs.status), str),
        fields=m.fields(spot, (b.fields, ours.fields, theirs.fields)),
        target=m.choice(spot, k.TARGET, (b.target, ours.target, theirs.target), _target),
        private=ours.private or theirs.private,
    )


def merge_folder(m: Merger, base: Folder | None, ours: Folder, theirs: Folder) -> Folder:
    """The folder's title and kind merged; its children are the tree's business, which
    gives them afterwards (this keeps this side's)."""
    b = base if base is not None else Folder(ours.id, "", kind=ours.kind)
    spot = folder_spot(ours)
    return replace(
        ours,
        title=m.words(spot, ConflictKind.TITLE, (b.title, ours.title, theirs.title)),
        kind=m.choice(spot, ConflictKind.KIND, (b.kind, ours.kind, theirs.kind), FolderKind),
        private=ours.private or theirs.private,
    )


def merge_entity(m: Merger, base: Entity | None, ours: Entity, theirs: Entity) -> Entity:
    """The entity with each side's changes. A name changed differently on both sides keeps
    this side's, and the other side's becomes an alias until the writer settles it."""
    b = base if base is not None else Entity(ours.id, "", kind=ours.kind)
    spot = entity_spot(ours)
    k = ConflictKind
    name = m.choice(spot, k.NAME, (b.name, ours.name, theirs.name), str)
    aliases = m.members(spot, k.ALIASES, (b.aliases, ours.aliases, theirs.aliases))
    key = f"{spot.prefix}:{k.NAME}"
    if any(c.key == key for c in m.conflicts) and m.resolutions.get(key) in (None, Choice.BOTH):
        aliases = _with(aliases, theirs.name, name)
    return Entity(
        id=ours.id,
        name=name,
        kind=m.choice(spot, k.KIND, (b.kind, ours.kind, theirs.kind), EntityKind),
        aliases=aliases,
        fields=m.fields(spot, (b.fields, ours.fields, theirs.fields)),
        notes=m.text(spot, k.NOTES, (b.notes, ours.notes, theirs.notes)),
        tags=m.members(spot, k.TAGS, (b.tags, ours.tags, theirs.tags)),
        private=ours.private or theirs.private,
        private_fields=tuple(dict.fromkeys((*ours.private_fields, *theirs.private_fields))),
    )


def _with(aliases: tuple[str, ...], alias: str, name: str) -> tuple[str, ...]:
    if not alias or alias == name or alias in aliases:
        return aliases
    return (*aliases, alias)


def _target(text: str) -> int:
    value = int(text.strip())
    if value < 0:
        raise ValueError(f"a target cannot be negative: {value}")
    return value


__all__ = ["document_spot", "entity_spot", "folder_spot", "merge_document", "merge_entity"]
