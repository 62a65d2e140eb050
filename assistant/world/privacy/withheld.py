"""The world as a model that may not read private material sees it: everything private
withheld, and nothing else changed.

Every reading the assistant does for such a model goes through this one view (the read
tools, the summaries and their cache, the audit, the estimate before a large read), so no
tool needs a check of its own. A private document keeps its place in the tree and its kind,
but its title becomes :func:`~assistant.world.privacy.material.describe`'s words and its
text, synopsis, tags and fields are gone: searches and mentions find nothing in it, and
counts and word totals leave it out. A private folder is named the same way, a private
entity too (its aliases, fields and notes gone), and a private field of an entity keeps its
name with :data:`~assistant.world.privacy.material.WITHHELD` for its value.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import TypeVar

from assistant.world.model import Document, Entity, Folder, FrozenMap, NodeId, World
from assistant.world.privacy.material import WITHHELD, describe, private_material
from assistant.world.series.model import SeriesState

_VIEW = "_withheld_view"
N = TypeVar("N", Document, Folder, Entity)


def withheld_view(world: World) -> World:
    """``world`` with its private material withheld (``world`` itself when nothing in it is
    private). Made once per world: a world never changes."""
    found = world.__dict__.get(_VIEW)
    if isinstance(found, World):
        return found
    view = _view(world)
    world.__dict__[_VIEW] = view
    if view is not world:
        view.__dict__[_VIEW] = view  # a view's view is itself
    return view


def is_withheld_view(world: World) -> bool:
    """True for a world :func:`withheld_view` made (or one with nothing private)."""
    return world.__dict__.get(_VIEW) is world


def _view(world: World) -> World:
    material = private_material(world)
    if not material:
        return world
    documents = _replaced(world.documents, material.documents, _document)
    folders = _replaced(world.folders, material.folders, _folder)
    entity_ids = set(material.entities) | {owner for owner, _keys in material.fields}
    entities = _replaced(world.entities, entity_ids, _entity)
    series = _series(world.series, entities)
    return replace(
        world, documents=documents, folders=folders, entities=entities, series=series
    )


def _series(series: SeriesState, entities: FrozenMap[NodeId, Entity]) -> SeriesState:
    """The series' dated changes with a private entity's left out and a private field's
    values withheld, as its fields are."""
    if not series.changes:
        return series
    kept = []
    for owner, changes in series.changes:
        entity = entities.get(owner)
        if entity is None or not entity.private:
            hidden = set(entity.private_fields) if entity is not None else set()
            kept.append((owner, tuple(
                replace(c, value=WITHHELD, note="") if c.field in hidden else c for c in changes
            )))  # fmt: skip
    return replace(series, changes=tuple(kept))


def _replaced(
    mapping: FrozenMap[NodeId, N], ids: Iterable[NodeId], make: Callable[[N], N]
) -> FrozenMap[NodeId, N]:
    ids = set(ids)
    if not ids:
        return mapping
    data = dict(mapping.items())
    for node_id in ids:
        node = data.get(node_id)
        if node is not None:
            data[node_id] = make(node)
    return FrozenMap(data)


def _document(document: Document) -> Document:
    return Document(
        document.id, describe(document), "", kind=document.kind, status=document.status,
        private=True,
    )  # fmt: skip


def _folder(folder: Folder) -> Folder:
    return Folder(folder.id, describe(folder), folder.kind, folder.children, private=True)


def _entity(entity: Entity) -> Entity:
    if entity.private:
        return Entity(entity.id, describe(entity), entity.kind, private=True)
    hidden = set(entity.private_fields)
    fields = tuple((key, WITHHELD if key in hidden else value) for key, value in entity.fields)
    return replace(entity, fields=fields)


def private_node_ids(world: World) -> frozenset[NodeId]:
    """The documents, folders and entities an edit planned for a withholding model may not
    touch: everything private, and entities with a private field."""
    material = private_material(world)
    owners = {owner for owner, _keys in material.fields}
    return material.documents | material.folders | material.entities | owners


__all__ = ["is_withheld_view", "private_node_ids", "withheld_view"]
