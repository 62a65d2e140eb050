"""Edits of the tree: documents and folders made, deleted, titled, moved, trashed and restored."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from assistant.world.edits.base import (
    ChangeFlag,
    Edit,
    EditAction,
    Removal,
    check_depth,
    check_name,
    check_parent,
    detach,
    entity_of,
    folder_of,
    insert_at,
    put_node,
    set_children,
)
from assistant.world.errors import (
    DuplicateError,
    InvalidMoveError,
    InvalidValueError,
    UnknownNodeError,
)
from assistant.world.ids import is_document_id, is_entity_id, is_folder_id
from assistant.world.model import (
    Document,
    DocumentKind,
    Folder,
    FolderKind,
    NodeId,
    TrashEntry,
    World,
)


@dataclass(frozen=True)
class CreateNode(Edit):
    """Put a new document or (empty) folder into the tree."""

    node: Document | Folder
    parent_id: NodeId | None = None
    index: int | None = None

    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TREE

    def apply(self, world: World) -> tuple[World, Edit]:
        node = self.node
        if isinstance(node, Document):
            if not is_document_id(node.id):
                raise InvalidValueError(f"document id must start with 'd-': {node.id}")
            try:
                DocumentKind(node.kind)
            except ValueError:
                raise InvalidValueError(f"unknown document kind {node.kind!r}") from None
        if isinstance(node, Folder):
            if not is_folder_id(node.id):
                raise InvalidValueError(f"folder id must start with 'f-': {node.id}")
            if node.children:
                raise InvalidValueError("a new folder starts empty")
        if world.has(node.id):
            raise DuplicateError(f"id already used: {node.id}")
        check_name(node.title, "title")
        check_parent(world, self.parent_id)
        if isinstance(node, Folder):
            check_depth(world, self.parent_id, None)
        siblings = insert_at(world.children(self.parent_id), self.index, node.id)
        new = set_children(put_node(world, node), self.parent_id, siblings)
        return new, DeleteNode(node.id)

    def describe(self) -> str:
        kind = "document" if isinstance(self.node, Document) else "folder"
        return f"created {kind} {self.node.id} {self.node.title!r}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.node.id} | ({self.parent_id} if self.parent_id else set()))

    @property
    def action(self) -> EditAction:
        if isinstance(self.node, Document):
            return EditAction.CREATE_DOCUMENT
        return EditAction.CREATE_FOLDER

    @property
    def target(self) -> NodeId:
        return self.node.id


@dataclass(frozen=True)
class DeleteNode(Edit):
    """Remove a node for good. Only the inverse of :class:`CreateNode`; writers trash instead."""

    node_id: NodeId

    ACTION: ClassVar[EditAction] = EditAction.DELETE_NODE
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TREE

    def apply(self, world: World) -> tuple[World, Edit]:
        node = world.node(self.node_id)
        if node is None:
            raise UnknownNodeError(self.node_id)
        if isinstance(node, Folder) and node.children:
            raise InvalidValueError(f"folder {self.node_id} is not empty")
        new, parent, index = detach(world, self.node_id)
        if isinstance(node, Document):
            new = replace(new, documents=new.documents.remove(node.id))
        else:
            new = replace(new, folders=new.folders.remove(node.id))
        return new, CreateNode(node, parent, index)

    def describe(self) -> str:
        return f"deleted {self.node_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.node_id})

    @property
    def target(self) -> NodeId:
        return self.node_id

    def removes(self, world: World) -> Removal:
        return Removal(deleted=frozenset({self.node_id}))


@dataclass(frozen=True)
class SetTitle(Edit):
    """Retitle a document or folder."""

    node_id: NodeId
    title: str

    ACTION: ClassVar[EditAction] = EditAction.RETITLE
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TREE

    def apply(self, world: World) -> tuple[World, Edit]:
        node = world.node(self.node_id)
        if node is None:
            raise UnknownNodeError(self.node_id)
        check_name(self.title, "title")
        return put_node(world, replace(node, title=self.title)), SetTitle(node.id, node.title)

    def describe(self) -> str:
        return f"retitled {self.node_id} to {self.title!r}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.node_id})

    @property
    def target(self) -> NodeId:
        return self.node_id


@dataclass(frozen=True)
class SetFolderKind(Edit):
    """Make a folder a part or a plain folder."""

    folder_id: NodeId
    kind: FolderKind

    ACTION: ClassVar[EditAction] = EditAction.SET_FOLDER_KIND
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TREE

    def apply(self, world: World) -> tuple[World, Edit]:
        folder = folder_of(world, self.folder_id)
        try:
            kind = FolderKind(self.kind)
        except ValueError:
            raise InvalidValueError(f"unknown folder kind {self.kind!r}") from None
        return put_node(world, replace(folder, kind=kind)), SetFolderKind(folder.id, folder.kind)

    def describe(self) -> str:
        return f"set kind of {self.folder_id} to {self.kind}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.folder_id})

    @property
    def target(self) -> NodeId:
        return self.folder_id


@dataclass(frozen=True)
class MoveNode(Edit):
    """Move a node to ``index`` among the children of ``parent_id`` (None: the top level).

    ``index`` counts positions after the node has been taken out of its old place.
    """

    node_id: NodeId
    parent_id: NodeId | None
    index: int | None = None

    ACTION: ClassVar[EditAction] = EditAction.MOVE_NODE
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TREE

    def apply(self, world: World) -> tuple[World, Edit]:
        if world.node(self.node_id) is None:
            raise UnknownNodeError(self.node_id)
        if world.is_trashed(self.node_id):
            raise InvalidMoveError(f"{self.node_id} is in the trash; restore it first")
        check_parent(world, self.parent_id)
        if self.parent_id is not None and (
            self.parent_id == self.node_id or world.is_ancestor(self.node_id, self.parent_id)
        ):
            raise InvalidMoveError(f"cannot move {self.node_id} into itself")
        moving_folder = self.node_id in world.folders and world.in_tree(self.node_id)
        if moving_folder and world.parent_of(self.node_id) != self.parent_id:
            check_depth(world, self.parent_id, self.node_id)
        detached, old_parent, old_index = detach(world, self.node_id)
        siblings = insert_at(detached.children(self.parent_id), self.index, self.node_id)
        return set_children(detached, self.parent_id, siblings), MoveNode(
            self.node_id, old_parent, old_index
        )

    def describe(self) -> str:
        where = self.parent_id or "the top level"
        return f"moved {self.node_id} to {where} at {self.index}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.node_id} | ({self.parent_id} if self.parent_id else set()))

    @property
    def target(self) -> NodeId:
        return self.node_id


def _trash_effects(node_id: NodeId) -> ChangeFlag:
    """What trashing or restoring ``node_id`` changes: the trash, and the tree or entities."""
    return (ChangeFlag.ENTITY if is_entity_id(node_id) else ChangeFlag.TREE) | ChangeFlag.TRASH


@dataclass(frozen=True)
class TrashNode(Edit):
    """Move a document, folder (with its contents) or entity to the trash. Nothing is destroyed."""

    node_id: NodeId
    trash_index: int | None = None
    origin: TrashEntry | None = None
    """Where the trash records the node as coming from; by default, where it is now."""

    ACTION: ClassVar[EditAction] = EditAction.TRASH_NODE

    def apply(self, world: World) -> tuple[World, Edit]:
        if world.is_trashed(self.node_id):
            raise InvalidValueError(f"{self.node_id} is already in the trash")
        if is_entity_id(self.node_id):
            entity_of(world, self.node_id)
            if world.series.owns(self.node_id):
                raise InvalidValueError(
                    f"{self.node_id} belongs to the series, which every book shares: "
                    "make it this book's own first"
                )
            new, parent, index = world, None, 0
        else:
            if world.node(self.node_id) is None:
                raise UnknownNodeError(self.node_id)
            new, parent, index = detach(world, self.node_id)
        position = len(new.trash) if self.trash_index is None else self.trash_index
        if not 0 <= position <= len(new.trash):
            raise InvalidValueError(f"trash index {position} outside 0..{len(new.trash)}")
        entry = self.origin or TrashEntry(self.node_id, parent, index)
        trash = (*new.trash[:position], entry, *new.trash[position:])
        return replace(new, trash=trash), RestoreNode(self.node_id, parent, index)

    def describe(self) -> str:
        return f"moved {self.node_id} to the trash"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.node_id})

    @property
    def target(self) -> NodeId:
        return self.node_id

    @property
    def effects(self) -> ChangeFlag:
        return _trash_effects(self.node_id)

    def removes(self, world: World) -> Removal:
        return Removal(trashed=frozenset({self.node_id}))


@dataclass(frozen=True)
class RestoreNode(Edit):
    """Take a node out of the trash, back where it came from unless told otherwise.

    When the old folder is gone or itself trashed, the node goes to the end of the top level.
    """

    node_id: NodeId
    parent_id: NodeId | None = None
    index: int | None = None

    ACTION: ClassVar[EditAction] = EditAction.RESTORE_NODE

    def apply(self, world: World) -> tuple[World, Edit]:
        entry = world.trash_entry(self.node_id)
        if entry is None:
            raise UnknownNodeError(self.node_id, "node in the trash")
        position = world.trash.index(entry)
        trash = world.trash[:position] + world.trash[position + 1 :]
        new = replace(world, trash=trash)
        if is_entity_id(self.node_id):
            return new, TrashNode(self.node_id, position, entry)
        parent, index = self.parent_id, self.index
        if parent is None and index is None:
            parent, index = entry.parent_id, entry.index
        if parent is not None and (parent not in new.folders or new.is_trashed(parent)):
            parent, index = None, None
        siblings = new.children(parent)
        if index is None or index > len(siblings):
            index = len(siblings)
        new = set_children(new, parent, insert_at(siblings, index, self.node_id))
        return new, TrashNode(self.node_id, position, entry)

    def describe(self) -> str:
        return f"restored {self.node_id} from the trash"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.node_id})

    @property
    def target(self) -> NodeId:
        return self.node_id

    @property
    def effects(self) -> ChangeFlag:
        return _trash_effects(self.node_id)


__all__ = [
    "CreateNode",
    "DeleteNode",
    "MoveNode",
    "RestoreNode",
    "SetFolderKind",
    "SetTitle",
    "TrashNode",
]
