"""Destroying things for good: Empty Trash and Delete Permanently.

Everywhere else in Quire, deleting moves a thing to the project's trash. These edits are the
only ones that take a document, folder or entity out of the project, and only what is
already in the trash. Like every edit they have an exact inverse, so the writer can undo
them while the project is open; once the project is saved and closed, the files are gone
(see :func:`summarize`, which the confirmation names).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from assistant.world.edits.base import ChangeFlag, Edit, EditAction, Removal
from assistant.world.errors import InvalidValueError, UnknownNodeError
from assistant.world.model import Document, Entity, Folder, NodeId, TrashEntry, World


@dataclass(frozen=True)
class DeletionSummary:
    """What deleting some trashed things would destroy, for the confirmation."""

    documents: int
    words: int
    folders: int
    entities: int

    @property
    def items(self) -> int:
        return self.documents + self.folders + self.entities


def trashed_top_level(world: World) -> tuple[NodeId, ...]:
    """The ids listed in the trash (whose contents go with them): what Empty Trash deletes."""
    return tuple(entry.node_id for entry in world.trash if world.has(entry.node_id))


def _with_contents(world: World, node_ids: tuple[NodeId, ...]) -> list[NodeId]:
    """The ids and, for folders, everything inside them, each once, in tree order."""
    seen: dict[NodeId, None] = {}
    stack = list(reversed(node_ids))
    while stack:
        node_id = stack.pop()
        if node_id in seen:
            continue
        seen[node_id] = None
        folder = world.folders.get(node_id)
        if folder is not None:
            stack.extend(reversed(folder.children))
    return list(seen)


def summarize(world: World, node_ids: tuple[NodeId, ...]) -> DeletionSummary:
    """How many documents (and their words), folders and entities ``node_ids`` hold."""
    documents = words = folders = entities = 0
    for node_id in _with_contents(world, node_ids):
        if node_id in world.documents:
            documents += 1
            words += world.documents[node_id].word_count
        elif node_id in world.folders:
            folders += 1
        elif node_id in world.entities:
            entities += 1
    return DeletionSummary(documents, words, folders, entities)


@dataclass(frozen=True)
class DeletePermanently(Edit):
    """Remove trashed documents, folders (with everything in them) and entities for good.

    Every id must be in the trash: listed there, or inside a trashed folder. The inverse,
    :class:`RestoreDeleted`, holds the removed values and puts each back where it was.
    """

    node_ids: tuple[NodeId, ...]

    ACTION: ClassVar[EditAction] = EditAction.DELETE_NODE
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TREE | ChangeFlag.TRASH | ChangeFlag.ENTITY

    def apply(self, world: World) -> tuple[World, Edit]:
        if not self.node_ids:
            raise InvalidValueError("nothing to delete")
        for node_id in self.node_ids:
            if not world.has(node_id):
                raise UnknownNodeError(node_id)
            if not world.is_trashed(node_id):
                raise InvalidValueError(
                    f"{node_id} is not in the trash; only what is in the trash can be deleted"
                )
        removed = _with_contents(world, tuple(self.node_ids))
        gone = set(removed)
        documents = tuple(world.documents[i] for i in removed if i in world.documents)
        folders = tuple(world.folders[i] for i in removed if i in world.folders)
        entities = tuple(world.entities[i] for i in removed if i in world.entities)

        trash = tuple((n, e) for n, e in enumerate(world.trash) if e.node_id in gone)
        places: list[tuple[NodeId, int, NodeId]] = []
        new_folders = dict(world.folders)
        for folder in world.folders.values():
            if folder.id in gone or not any(c in gone for c in folder.children):
                continue
            places.extend((folder.id, n, c) for n, c in enumerate(folder.children) if c in gone)
            new_folders[folder.id] = replace(
                folder, children=tuple(c for c in folder.children if c not in gone)
            )
        for node_id in gone:
            new_folders.pop(node_id, None)
        new = replace(
            world,
            documents=_without(world.documents, gone),
            folders=type(world.folders)(new_folders),
            entities=_without(world.entities, gone),
            trash=tuple(e for e in world.trash if e.node_id not in gone),
        )
        inverse = RestoreDeleted(self.node_ids, documents, folders, entities, trash, tuple(places))
        return new, inverse

    def describe(self) -> str:
        return f"deleted {', '.join(self.node_ids)} permanently"

    def touched(self) -> frozenset[NodeId]:
        return frozenset(self.node_ids)

    @property
    def target(self) -> NodeId:
        return self.node_ids[0] if self.node_ids else ""

    def removes(self, world: World) -> Removal:
        return Removal(deleted=frozenset(_with_contents(world, tuple(self.node_ids))))


def _without(values, gone: set[NodeId]):  # FrozenMap -> FrozenMap, keeping its type
    return type(values)({k: v for k, v in values.items() if k not in gone})


@dataclass(frozen=True)
class RestoreDeleted(Edit):
    """Put back what :class:`DeletePermanently` removed: the undo of a permanent deletion."""

    node_ids: tuple[NodeId, ...]
    documents: tuple[Document, ...]
    folders: tuple[Folder, ...]
    entities: tuple[Entity, ...]
    trash: tuple[tuple[int, TrashEntry], ...]
    """Trash entries with their positions, in ascending order."""
    places: tuple[tuple[NodeId, int, NodeId], ...]
    """(folder, index, child): children of trashed folders that stayed, in ascending order."""

    ACTION: ClassVar[EditAction] = EditAction.RESTORE_NODE
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TREE | ChangeFlag.TRASH | ChangeFlag.ENTITY

    def _values(self) -> tuple[Document | Folder | Entity, ...]:
        return (*self.documents, *self.folders, *self.entities)

    def apply(self, world: World) -> tuple[World, Edit]:
        for value in self._values():
            if world.has(value.id):
                raise InvalidValueError(f"id already used: {value.id}")
        documents = dict(world.documents)
        documents.update((d.id, d) for d in self.documents)
        folders = dict(world.folders)
        folders.update((f.id, f) for f in self.folders)
        entities = dict(world.entities)
        entities.update((e.id, e) for e in self.entities)
        for folder_id, index, child in self.places:
            folder = folders.get(folder_id)
            if folder is None:
                raise UnknownNodeError(folder_id, "folder")
            children = list(folder.children)
            children.insert(min(index, len(children)), child)
            folders[folder_id] = replace(folder, children=tuple(children))
        trash = list(world.trash)
        for position, entry in self.trash:
            trash.insert(min(position, len(trash)), entry)
        new = replace(
            world,
            documents=type(world.documents)(documents),
            folders=type(world.folders)(folders),
            entities=type(world.entities)(entities),
            trash=tuple(trash),
        )
        return new, DeletePermanently(self.node_ids)

    def describe(self) -> str:
        return f"brought back {', '.join(self.node_ids)} after a permanent deletion"

    def touched(self) -> frozenset[NodeId]:
        ids = {v.id for v in self._values()}
        return frozenset(ids | {folder_id for folder_id, _i, _c in self.places})

    @property
    def target(self) -> NodeId:
        return self.node_ids[0] if self.node_ids else ""


__all__ = [
    "DeletePermanently",
    "DeletionSummary",
    "RestoreDeleted",
    "summarize",
    "trashed_top_level",
]
