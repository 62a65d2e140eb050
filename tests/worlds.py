"""Small worlds for tests, built from the things they hold.

A test names its documents, folders and entities; :func:`world_of` files each under its id,
in the order given, with the tree's top level and the trash as the test says.
:func:`flat_world` is the shortest case: loose documents at the top level, some in the trash.
"""

from __future__ import annotations

from collections.abc import Iterable

from assistant.world.model import (
    Document,
    Entity,
    Folder,
    FrozenMap,
    NodeId,
    ProjectMeta,
    TrashEntry,
    World,
)


def world_of(
    *things: Document | Folder | Entity,
    root: Iterable[NodeId] = (),
    trash: Iterable[TrashEntry] = (),
    meta: ProjectMeta | None = None,
) -> World:
    """A world holding ``things`` (documents, folders and entities, in any mix), with
    ``root`` at the top of the tree and ``trash`` in the trash."""
    return World(
        meta=meta if meta is not None else ProjectMeta(),
        documents=FrozenMap({t.id: t for t in things if isinstance(t, Document)}),
        folders=FrozenMap({t.id: t for t in things if isinstance(t, Folder)}),
        entities=FrozenMap({t.id: t for t in things if isinstance(t, Entity)}),
        root=tuple(root),
        trash=tuple(trash),
    )


def flat_world(
    *docs: Document, trash: tuple[Document, ...] = (), entities: tuple[Entity, ...] = ()
) -> World:
    """Live documents at the top level in the given order; ``trash`` documents trashed."""
    return world_of(
        *docs,
        *trash,
        *entities,
        root=[d.id for d in docs],
        trash=[TrashEntry(d.id, None, 0) for d in trash],
    )
