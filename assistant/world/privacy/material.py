"""Private material: what the writer marked as never to leave this computer.

A document, a folder (and with it everything inside), an entity, or a single field of an
entity can be marked private. This module answers, for one world, what is private and which
texts that makes private, so that whatever sends text to a model (the assistant's tools, the
summaries, the audit) and whatever checks what was sent ask one place.

Only text counts as private material: a private document's text and synopsis and its fields'
values, a private entity's notes, aliases and field values, a private field's value. Titles and
names are withheld too by what shows them, but they are not checked as leaks, since the
public text may well say them.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from assistant.world.model import Document, Entity, Folder, NodeId, World

WITHHELD = "withheld (private)"
"""What a tool says, to the model, in place of private material."""


@dataclass(frozen=True)
class PrivateMaterial:
    """What is private in one world: ids, and each entity's private field keys."""

    documents: frozenset[NodeId] = frozenset()
    """Documents marked private themselves or inside a private folder."""
    folders: frozenset[NodeId] = frozenset()
    """Folders marked private themselves or inside a private folder."""
    entities: frozenset[NodeId] = frozenset()
    """Entities marked private as a whole."""
    fields: tuple[tuple[NodeId, frozenset[str]], ...] = ()
    """For entities not private as a whole, the keys of their private fields."""

    def __bool__(self) -> bool:
        return bool(self.documents or self.folders or self.entities or self.fields)

    def field_keys(self, entity_id: NodeId) -> frozenset[str]:
        """The private field keys of an entity (every key when the whole entity is private is
        not listed here: ask :meth:`entities` first)."""
        for owner, keys in self.fields:
            if owner == entity_id:
                return keys
        return frozenset()


def private_material(world: World) -> PrivateMaterial:
    """What is private in ``world``, trash included (trashed material stays private)."""
    found = world.__dict__.get("_private_material")
    if isinstance(found, PrivateMaterial):
        return found
    found = _collect(world)
    world.__dict__["_private_material"] = found  # a World is immutable: compute once per world
    return found


def _collect(world: World) -> PrivateMaterial:
    private_folders = {f.id for f in world.folders.values() if f.private}
    private_documents = {d.id for d in world.documents.values() if d.private}
    if private_folders:
        inside = _inside(world, private_folders)
        inside |= _trashed_from(world, private_folders | inside)
        private_folders |= {node for node in inside if node in world.folders}
        private_documents |= {node for node in inside if node in world.documents}
    entities = frozenset(e.id for e in world.entities.values() if e.private)
    fields = tuple(
        (e.id, frozenset(e.private_fields))
        for e in world.entities.values()
        if e.private_fields and not e.private
    )
    return PrivateMaterial(
        frozenset(private_documents), frozenset(private_folders), entities, fields
    )


def _inside(world: World, folder_ids: set[NodeId]) -> set[NodeId]:
    """Every node inside the folders (at any depth), trashed folders included."""
    found: set[NodeId] = set()
    stack = list(folder_ids)
    while stack:
        folder = world.folders.get(stack.pop())
        if folder is None:
            continue
        for child in folder.children:
            if child not in found:
                found.add(child)
                stack.append(child)
    return found


def _trashed_from(world: World, private: set[NodeId]) -> set[NodeId]:
    """What went to the trash out of a private folder, with everything inside it: it stays
    private there (and goes back into the folder when restored)."""
    found: set[NodeId] = set()
    entries = [e for e in world.trash if e.parent_id is not None]
    grew = True
    while grew:  # a folder trashed out of a trashed private folder, and so on
        grew = False
        for entry in entries:
            if entry.node_id not in found and entry.parent_id in private | found:
                found.add(entry.node_id)
                found |= _inside(world, {entry.node_id})
                grew = True
    return found


def node_is_private(world: World, node_id: NodeId) -> bool:
    """True for a document or folder marked private, or inside a private folder."""
    material = private_material(world)
    return node_id in material.documents or node_id in material.folders


def entity_is_private(world: World, entity_id: NodeId) -> bool:
    """True for an entity marked private as a whole."""
    return entity_id in private_material(world).entities


def field_is_private(entity: Entity, key: str) -> bool:
    """True when the field ``key`` of ``entity`` may not be sent (the whole entity or the
    field is private)."""
    return entity.private or key in entity.private_fields


def public_fields(entity: Entity) -> tuple[tuple[str, str], ...]:
    """The entity's fields that are not private, in order (none for a private entity)."""
    if entity.private:
        return ()
    if not entity.private_fields:
        return entity.fields
    hidden = set(entity.private_fields)
    return tuple(pair for pair in entity.fields if pair[0] not in hidden)


def private_texts(world: World) -> Iterator[str]:
    """Every private text of ``world`` (non-empty), for checking what was sent."""
    material = private_material(world)
    for document_id in sorted(material.documents):
        document = world.documents.get(document_id)
        if document is not None:
            yield from _nonempty(_document_texts(document))
    for entity_id in sorted(material.entities):
        entity = world.entities.get(entity_id)
        if entity is not None:
            yield from _nonempty((entity.notes, *entity.aliases, *(v for _k, v in entity.fields)))
            changes = world.series.changes_of(entity_id)
            yield from _nonempty(tuple(t for c in changes for t in (c.value, c.note)))
    for entity_id, keys in material.fields:
        entity = world.entities.get(entity_id)
        if entity is not None:
            yield from _nonempty(value for key, value in entity.fields if key in keys)
            changes = world.series.changes_of(entity_id)
            yield from _nonempty(tuple(t for c in changes if c.field in keys
                                       for t in (c.value, c.note)))  # fmt: skip


def _document_texts(document: Document) -> Iterator[str]:
    yield document.text
    yield document.synopsis
    for _key, value in document.fields:
        yield value


def _nonempty(texts: Iterator[str] | tuple[str, ...]) -> Iterator[str]:
    return (text for text in texts if text.strip())


def describe(node: Document | Folder | Entity) -> str:
    """The model's words for a withheld node, naming its kind but not its title."""
    if isinstance(node, Entity):
        return f"a private {node.kind.value} entry ({WITHHELD})"
    if isinstance(node, Folder):
        return f"a private folder ({WITHHELD})"
    return f"a private {node.kind.value} ({WITHHELD})"
