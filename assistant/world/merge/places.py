"""Where each thing of a world stands, and what one side changed since the base: what the
merge of the tree and of deletions works from."""

from __future__ import annotations

from typing import TypeAlias

from assistant.world.model import Document, Entity, Folder, NodeId, World

TRASH = "\x00trash"
"""The place of a thing listed in the trash (a node inside a trashed folder stands in it)."""

Place: TypeAlias = str | None
"""A folder's id, None for the top level (and for a live entity), or :data:`TRASH`."""

Places: TypeAlias = dict[NodeId, Place]


def places(world: World) -> Places:
    """Where each document, folder and entity of ``world`` stands."""
    found: Places = dict.fromkeys(world.entities)
    found.update(dict.fromkeys(world.root))
    for folder in world.folders.values():
        found.update(dict.fromkeys(folder.children, folder.id))
    found.update((entry.node_id, TRASH) for entry in world.trash)
    return found


def _differs(old: Document | Folder | Entity | None, new: Document | Folder | Entity) -> bool:
    if old is new:
        return False
    if isinstance(old, Folder) and isinstance(new, Folder):
        return (old.title, old.kind) != (new.title, new.kind)
    return old != new


def changed_things(base: World, side: World, at_base: Places, at_side: Places) -> set[NodeId]:
    """What ``side`` made, changed, moved or restored since ``base``, and every folder holding
    such a thing there (a folder is changed when anything inside it is). Moving a thing to
    the trash is not counted: it does not clash with the other side deleting it."""
    found: set[NodeId] = set()
    for old, new in (
        (base.documents, side.documents),
        (base.folders, side.folders),
        (base.entities, side.entities),
    ):
        found.update(key for key, value in new.items() if _differs(old.get(key), value))
    found.update(
        key for key, place in at_side.items() if place != TRASH and at_base.get(key) != place
    )
    for key in list(found):
        place = at_side.get(key)
        seen = {key}
        while place is not None and place != TRASH and place not in seen:
            found.add(place)
            seen.add(place)
            place = at_side.get(place)
    return found


__all__ = ["TRASH", "Place", "Places", "changed_things", "places"]
