"""Edits: changes to a world, as data, each with an exact inverse.

``edit.apply(world)`` returns ``(new_world, inverse)``. Applying the inverse to the new world
gives back a world equal to the old one. An edit that cannot apply raises an
:class:`~assistant.world.errors.EditError` and changes nothing (worlds are immutable, so
"changes nothing" is free).

Every edit also describes itself, so that nobody else needs to know its class: its
:attr:`~Edit.action` (what it does, named like the assistant's write tools), its
:attr:`~Edit.target` (the id of the thing it is about), its :attr:`~Edit.effects` (which
parts of the project it changes, as :class:`ChangeFlag` flags that views redraw from), what
it would remove from a world (:meth:`~Edit.removes`, which approval asks about) and, for
plain text edits, the spans of text it replaces (:meth:`~Edit.text_spans`).

To add an edit kind, add one frozen dataclass here with ``apply``, ``describe``,
``touched``, its ``ACTION`` and ``EFFECTS`` (or the properties, when they depend on the
instance), ``target`` and, when it takes something away, ``removes``.

The writer's typing, the assistant's act mode and undo all speak this one language.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Flag, StrEnum, auto
from typing import Any, ClassVar

from assistant.world.errors import (
    CountMismatchError,
    DuplicateError,
    EditError,
    InvalidMoveError,
    InvalidValueError,
    TextNotFoundError,
    TextRangeError,
    UnknownNodeError,
)
from assistant.world.ids import is_document_id, is_entity_id, is_folder_id
from assistant.world.model import (
    MAX_FOLDER_DEPTH,
    Document,
    DocumentKind,
    Entity,
    EntityKind,
    Folder,
    FolderKind,
    NodeId,
    TrashEntry,
    World,
)
from assistant.world.project_settings import check_setting, check_target
from assistant.world.search.engine import phrase_pattern

PROJECT_TARGET = "<project>"
"""The :attr:`Edit.target` of an edit of the project's own details (title, author, language)."""


class ChangeFlag(Flag):
    """Which parts of a project an edit changes; views redraw from these, not from classes."""

    NONE = 0
    TEXT = auto()
    """The text of documents."""
    TREE = auto()
    """Documents and folders: which exist, where they stand, their titles and details."""
    TRASH = auto()
    """What is in the trash."""
    ENTITY = auto()
    """Entities: their names, kinds, aliases, fields and notes."""
    PROJECT = auto()
    """The project's own details (title, author, language) and its settings (statuses,
    targets, word list)."""


class EditAction(StrEnum):
    """What an edit does, named like the assistant's write tools."""

    CREATE_DOCUMENT = "create_document"
    CREATE_FOLDER = "create_folder"
    DELETE_NODE = "delete_node"
    RETITLE = "retitle"
    SET_DOCUMENT_INFO = "set_document_info"
    SET_DOCUMENT_FIELD = "set_document_field"
    REMOVE_DOCUMENT_FIELD = "remove_document_field"
    MOVE_DOCUMENT_FIELD = "move_document_field"
    SET_FOLDER_KIND = "set_folder_kind"
    MOVE_NODE = "move_node"
    TRASH_NODE = "trash_node"
    RESTORE_NODE = "restore_node"
    REPLACE_TEXT = "replace_text"
    INSERT_TEXT = "insert_text"
    DELETE_TEXT = "delete_text"
    CREATE_ENTITY = "create_entity"
    DELETE_ENTITY = "delete_entity"
    RENAME_ENTITY = "rename_entity"
    ADD_ALIAS = "add_alias"
    REMOVE_ALIAS = "remove_alias"
    SET_ENTITY_FIELD = "set_entity_field"
    REMOVE_ENTITY_FIELD = "remove_entity_field"
    MOVE_ENTITY_FIELD = "move_entity_field"
    SET_ENTITY_NOTES = "set_entity_notes"
    SET_ENTITY_INFO = "set_entity_info"
    SET_PROJECT_INFO = "set_project_info"
    SET_PROJECT_SETTING = "set_project_setting"
    CHANGE = "change"
    """A compound edit with no parts."""


@dataclass(frozen=True)
class Removal:
    """What applying an edit to a world would take away.

    ``characters`` counts the characters each document's text loses (replaced or deleted);
    ``trashed`` and ``deleted`` name what goes to the trash and what is removed for good.
    """

    characters: Mapping[NodeId, int] = field(default_factory=dict)
    trashed: frozenset[NodeId] = frozenset()
    deleted: frozenset[NodeId] = frozenset()

    def __add__(self, other: Removal) -> Removal:
        characters = dict(self.characters)
        for doc_id, count in other.characters.items():
            characters[doc_id] = characters.get(doc_id, 0) + count
        return Removal(characters, self.trashed | other.trashed, self.deleted | other.deleted)

    @property
    def is_empty(self) -> bool:
        return not (any(self.characters.values()) or self.trashed or self.deleted)


TextSpans = tuple[tuple[int, int, str], ...]
"""Ranges ``(start, end, new_text)`` of one document's text, positions in the text before."""


class Edit:
    """Base of every edit. Subclasses are frozen dataclasses; see the module doc."""

    ACTION: ClassVar[EditAction] = EditAction.CHANGE
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.NONE

    def apply(self, world: World) -> tuple[World, Edit]:
        raise NotImplementedError

    def describe(self) -> str:
        """A short technical description, for logs and the model."""
        return repr(self)

    def touched(self) -> frozenset[NodeId]:
        """The ids of the things this edit changes."""
        return frozenset()

    @property
    def action(self) -> EditAction:
        """What this edit does."""
        return self.ACTION

    @property
    def target(self) -> NodeId:
        """The id of the thing this edit is mainly about (:data:`PROJECT_TARGET` for the
        project's own details)."""
        return PROJECT_TARGET

    @property
    def effects(self) -> ChangeFlag:
        """Which parts of the project this edit changes."""
        return self.EFFECTS

    def removes(self, world: World) -> Removal:
        """What applying this edit to ``world`` would take away (nothing, by default)."""
        return Removal()

    def text_spans(self, doc_id: NodeId) -> TextSpans | None:
        """The spans of ``doc_id``'s text this edit replaces, when it is a plain text edit
        whose spans are known without the world; else None."""
        return None


# -- helpers --------------------------------------------------------------------------------


def _document(world: World, doc_id: NodeId) -> Document:
    doc = world.documents.get(doc_id)
    if doc is None:
        raise UnknownNodeError(doc_id, "document")
    return doc


def _folder(world: World, folder_id: NodeId) -> Folder:
    folder = world.folders.get(folder_id)
    if folder is None:
        raise UnknownNodeError(folder_id, "folder")
    return folder


def _entity(world: World, entity_id: NodeId) -> Entity:
    entity = world.entities.get(entity_id)
    if entity is None:
        raise UnknownNodeError(entity_id, "entity")
    return entity


def _put_node(world: World, node: Document | Folder) -> World:
    if isinstance(node, Document):
        return replace(world, documents=world.documents.set(node.id, node))
    return replace(world, folders=world.folders.set(node.id, node))


def _put_entity(world: World, entity: Entity) -> World:
    return replace(world, entities=world.entities.set(entity.id, entity))


def _set_children(world: World, parent_id: NodeId | None, children: tuple[NodeId, ...]) -> World:
    if parent_id is None:
        return replace(world, root=children)
    folder = _folder(world, parent_id)
    return replace(world, folders=world.folders.set(parent_id, replace(folder, children=children)))


def _check_parent(world: World, parent_id: NodeId | None) -> None:
    if parent_id is None:
        return
    if parent_id not in world.folders:
        raise UnknownNodeError(parent_id, "folder")
    if world.is_trashed(parent_id):
        raise InvalidMoveError(f"folder {parent_id} is in the trash")


def _check_depth(world: World, parent_id: NodeId | None, folder_id: NodeId | None) -> None:
    """Refuse to put a folder (with its sub-folders) where folders would nest too deeply."""
    height = 1
    if folder_id is not None and folder_id in world.folders:
        height += max(
            (depth + 1 for depth, node in world.walk(folder_id) if isinstance(node, Folder)),
            default=0,
        )
    if world.folder_depth(parent_id) + height > MAX_FOLDER_DEPTH:
        raise InvalidMoveError(f"folders may nest at most {MAX_FOLDER_DEPTH} deep")


def _insert_at(items: tuple[NodeId, ...], index: int | None, node_id: NodeId) -> tuple[NodeId, ...]:
    if index is None:
        index = len(items)
    if not 0 <= index <= len(items):
        raise InvalidMoveError(f"index {index} outside 0..{len(items)}")
    return (*items[:index], node_id, *items[index:])


def _detach(world: World, node_id: NodeId) -> tuple[World, NodeId | None, int]:
    """Take a node out of its parent's children; returns the world, old parent and index."""
    if not world.in_tree(node_id):
        raise UnknownNodeError(node_id, "node in the tree")
    parent = world.parent_of(node_id)
    siblings = world.children(parent)
    index = siblings.index(node_id)
    return _set_children(world, parent, siblings[:index] + siblings[index + 1 :]), parent, index


def _check_text(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise InvalidValueError(f"{what} must be text")
    return value


def _check_name(value: Any, what: str) -> str:
    value = _check_text(value, what)
    if not value.strip():
        raise InvalidValueError(f"{what} must not be empty")
    return value


def _check_tags(value: Any) -> tuple[str, ...]:
    if isinstance(value, str) or not all(isinstance(t, str) for t in value):
        raise InvalidValueError("tags must be a list of text")
    return tuple(value)

Fields = tuple[tuple[str, str], ...]


def _set_field(
    fields: Fields, key: Any, value: Any, index: int | None
) -> tuple[Fields, str | None]:
    """``fields`` with ``key`` set to ``value`` (a new key goes at ``index``, default the
    end), and the value it had before (None when the key is new)."""
    _check_name(key, "field name")
    _check_text(value, "field value")
    items = list(fields)
    for position, (name, old_value) in enumerate(items):
        if name == key:
            items[position] = (key, value)
            return tuple(items), old_value
    position = len(items) if index is None else index
    if not isinstance(position, int) or not 0 <= position <= len(items):
        raise InvalidValueError(f"field index {position} outside 0..{len(items)}")
    items.insert(position, (key, value))
    return tuple(items), None


def _remove_field(fields: Fields, key: str, owner: NodeId) -> tuple[Fields, str, int]:
    """``fields`` without ``key``, with the value and place it had."""
    for position, (name, value) in enumerate(fields):
        if name == key:
            return fields[:position] + fields[position + 1 :], value, position
    raise InvalidValueError(f"{owner} has no field {key!r}")


def _move_field(fields: Fields, key: str, index: int, owner: NodeId) -> tuple[Fields, int]:
    """``fields`` with ``key`` moved to ``index``, and the place it had."""
    items = list(fields)
    for position, (name, _value) in enumerate(items):
        if name == key:
            item = items.pop(position)
            if not isinstance(index, int) or not 0 <= index <= len(items):
                raise InvalidValueError(f"field index {index} outside 0..{len(items)}")
            items.insert(index, item)
            return tuple(items), position
    raise InvalidValueError(f"{owner} has no field {key!r}")


# -- tree -------------------------------------------------------------------------------------


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
        _check_name(node.title, "title")
        _check_parent(world, self.parent_id)
        if isinstance(node, Folder):
            _check_depth(world, self.parent_id, None)
        siblings = _insert_at(world.children(self.parent_id), self.index, node.id)
        new = _set_children(_put_node(world, node), self.parent_id, siblings)
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
        new, parent, index = _detach(world, self.node_id)
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
        _check_name(self.title, "title")
        return _put_node(world, replace(node, title=self.title)), SetTitle(node.id, node.title)

    def describe(self) -> str:
        return f"retitled {self.node_id} to {self.title!r}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.node_id})

    @property
    def target(self) -> NodeId:
        return self.node_id


_DOCUMENT_ATTRIBUTES = ("kind", "tags", "synopsis", "status", "target")


@dataclass(frozen=True)
class SetDocumentAttribute(Edit):
    """Set a document's kind, tags, synopsis, status or word target."""

    doc_id: NodeId
    name: str
    value: Any

    ACTION: ClassVar[EditAction] = EditAction.SET_DOCUMENT_INFO
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TREE

    def apply(self, world: World) -> tuple[World, Edit]:
        doc = _document(world, self.doc_id)
        if self.name not in _DOCUMENT_ATTRIBUTES:
            raise InvalidValueError(f"documents have no attribute {self.name!r}")
        value = self.value
        if self.name == "kind":
            try:
                value = DocumentKind(value)
            except ValueError:
                raise InvalidValueError(f"unknown document kind {value!r}") from None
        elif self.name == "tags":
            value = _check_tags(value)
        elif self.name == "target":
            try:
                value = check_target(value)
            except ValueError as error:
                raise InvalidValueError(str(error)) from None
        else:
            value = _check_text(value, self.name)
        old = getattr(doc, self.name)
        new_doc = replace(doc, **{self.name: value})
        return _put_node(world, new_doc), SetDocumentAttribute(doc.id, self.name, old)

    def describe(self) -> str:
        return f"set {self.name} of {self.doc_id} to {self.value!r}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})

    @property
    def target(self) -> NodeId:
        return self.doc_id


@dataclass(frozen=True)
class SetDocumentField(Edit):
    """Set one of the writer's own fields of a document; a new field goes at ``index``
    (default: the end)."""

    doc_id: NodeId
    key: str
    value: str
    index: int | None = None

    ACTION: ClassVar[EditAction] = EditAction.SET_DOCUMENT_FIELD
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TREE

    def apply(self, world: World) -> tuple[World, Edit]:
        doc = _document(world, self.doc_id)
        fields, old_value = _set_field(doc.fields, self.key, self.value, self.index)
        inverse: Edit = (
            RemoveDocumentField(doc.id, self.key)
            if old_value is None
            else SetDocumentField(doc.id, self.key, old_value)
        )
        return _put_node(world, replace(doc, fields=fields)), inverse

    def describe(self) -> str:
        return f"set field {self.key!r} of {self.doc_id} to {self.value!r}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})

    @property
    def target(self) -> NodeId:
        return self.doc_id


@dataclass(frozen=True)
class RemoveDocumentField(Edit):
    """Remove one of a document's own fields."""

    doc_id: NodeId
    key: str

    ACTION: ClassVar[EditAction] = EditAction.REMOVE_DOCUMENT_FIELD
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TREE

    def apply(self, world: World) -> tuple[World, Edit]:
        doc = _document(world, self.doc_id)
        fields, value, index = _remove_field(doc.fields, self.key, doc.id)
        new = _put_node(world, replace(doc, fields=fields))
        return new, SetDocumentField(doc.id, self.key, value, index)

    def describe(self) -> str:
        return f"removed field {self.key!r} from {self.doc_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})

    @property
    def target(self) -> NodeId:
        return self.doc_id


@dataclass(frozen=True)
class MoveDocumentField(Edit):
    """Move one of a document's own fields to ``index``."""

    doc_id: NodeId
    key: str
    index: int

    ACTION: ClassVar[EditAction] = EditAction.MOVE_DOCUMENT_FIELD
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TREE

    def apply(self, world: World) -> tuple[World, Edit]:
        doc = _document(world, self.doc_id)
        fields, old_index = _move_field(doc.fields, self.key, self.index, doc.id)
        new = _put_node(world, replace(doc, fields=fields))
        return new, MoveDocumentField(doc.id, self.key, old_index)

    def describe(self) -> str:
        return f"moved field {self.key!r} of {self.doc_id} to {self.index}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})

    @property
    def target(self) -> NodeId:
        return self.doc_id


@dataclass(frozen=True)
class SetFolderKind(Edit):
    """Make a folder a part or a plain folder."""

    folder_id: NodeId
    kind: FolderKind

    ACTION: ClassVar[EditAction] = EditAction.SET_FOLDER_KIND
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TREE

    def apply(self, world: World) -> tuple[World, Edit]:
        folder = _folder(world, self.folder_id)
        try:
            kind = FolderKind(self.kind)
        except ValueError:
            raise InvalidValueError(f"unknown folder kind {self.kind!r}") from None
        return _put_node(world, replace(folder, kind=kind)), SetFolderKind(folder.id, folder.kind)

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
        _check_parent(world, self.parent_id)
        if self.parent_id is not None and (
            self.parent_id == self.node_id or world.is_ancestor(self.node_id, self.parent_id)
        ):
            raise InvalidMoveError(f"cannot move {self.node_id} into itself")
        moving_folder = self.node_id in world.folders and world.in_tree(self.node_id)
        if moving_folder and world.parent_of(self.node_id) != self.parent_id:
            _check_depth(world, self.parent_id, self.node_id)
        detached, old_parent, old_index = _detach(world, self.node_id)
        siblings = _insert_at(detached.children(self.parent_id), self.index, self.node_id)
        return _set_children(detached, self.parent_id, siblings), MoveNode(
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
            _entity(world, self.node_id)
            new, parent, index = world, None, 0
        else:
            if world.node(self.node_id) is None:
                raise UnknownNodeError(self.node_id)
            new, parent, index = _detach(world, self.node_id)
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
        new = _set_children(new, parent, _insert_at(siblings, index, self.node_id))
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


# -- text -------------------------------------------------------------------------------------


def _check_range(doc: Document, start: int, end: int) -> None:
    if not (isinstance(start, int) and isinstance(end, int)):
        raise TextRangeError("positions must be whole numbers")
    if not 0 <= start <= end <= len(doc.text):
        raise TextRangeError(
            f"range {start}..{end} outside document {doc.id} of {len(doc.text)} characters"
        )


def _with_text(world: World, doc: Document, text: str) -> World:
    return _put_node(world, replace(doc, text=text))


@dataclass(frozen=True)
class ReplaceRange(Edit):
    """Replace the characters ``start..end`` of a document with ``text``."""

    doc_id: NodeId
    start: int
    end: int
    text: str

    ACTION: ClassVar[EditAction] = EditAction.REPLACE_TEXT
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TEXT

    def apply(self, world: World) -> tuple[World, Edit]:
        doc = _document(world, self.doc_id)
        _check_range(doc, self.start, self.end)
        _check_text(self.text, "text")
        old = doc.text[self.start : self.end]
        new_text = doc.text[: self.start] + self.text + doc.text[self.end :]
        inverse = ReplaceRange(doc.id, self.start, self.start + len(self.text), old)
        return _with_text(world, doc, new_text), inverse

    def describe(self) -> str:
        return f"replaced characters {self.start}..{self.end} of {self.doc_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})

    @property
    def target(self) -> NodeId:
        return self.doc_id

    def removes(self, world: World) -> Removal:
        return Removal(characters={self.doc_id: max(0, self.end - self.start)})

    def text_spans(self, doc_id: NodeId) -> TextSpans | None:
        return ((self.start, self.end, self.text),) if doc_id == self.doc_id else None


@dataclass(frozen=True)
class InsertText(Edit):
    """Insert text at a character offset."""

    doc_id: NodeId
    offset: int
    text: str

    ACTION: ClassVar[EditAction] = EditAction.INSERT_TEXT
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TEXT

    def apply(self, world: World) -> tuple[World, Edit]:
        new, _ = ReplaceRange(self.doc_id, self.offset, self.offset, self.text).apply(world)
        return new, DeleteText(self.doc_id, self.offset, self.offset + len(self.text))

    def describe(self) -> str:
        return f"inserted {len(self.text)} characters into {self.doc_id} at {self.offset}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})

    @property
    def target(self) -> NodeId:
        return self.doc_id

    def text_spans(self, doc_id: NodeId) -> TextSpans | None:
        return ((self.offset, self.offset, self.text),) if doc_id == self.doc_id else None


@dataclass(frozen=True)
class DeleteText(Edit):
    """Delete the characters ``start..end``."""

    doc_id: NodeId
    start: int
    end: int

    ACTION: ClassVar[EditAction] = EditAction.DELETE_TEXT
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TEXT

    def apply(self, world: World) -> tuple[World, Edit]:
        doc = _document(world, self.doc_id)
        _check_range(doc, self.start, self.end)
        new, _ = ReplaceRange(self.doc_id, self.start, self.end, "").apply(world)
        return new, InsertText(self.doc_id, self.start, doc.text[self.start : self.end])

    def describe(self) -> str:
        return f"deleted characters {self.start}..{self.end} of {self.doc_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})

    @property
    def target(self) -> NodeId:
        return self.doc_id

    def removes(self, world: World) -> Removal:
        return Removal(characters={self.doc_id: max(0, self.end - self.start)})

    def text_spans(self, doc_id: NodeId) -> TextSpans | None:
        return ((self.start, self.end, ""),) if doc_id == self.doc_id else None


@dataclass(frozen=True)
class ReplaceSpans(Edit):
    """Replace several non-overlapping ranges at once (positions refer to the text before)."""

    doc_id: NodeId
    spans: tuple[tuple[int, int, str], ...]

    ACTION: ClassVar[EditAction] = EditAction.REPLACE_TEXT
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TEXT

    def apply(self, world: World) -> tuple[World, Edit]:
        doc = _document(world, self.doc_id)
        ordered = sorted(self.spans, key=lambda s: (s[0], s[1]))
        previous_end = 0
        pieces: list[str] = []
        inverse: list[tuple[int, int, str]] = []
        shift = 0
        for start, end, text in ordered:
            _check_range(doc, start, end)
            _check_text(text, "text")
            if start < previous_end:
                raise TextRangeError("ranges overlap")
            pieces.append(doc.text[previous_end:start])
            pieces.append(text)
            new_start = start + shift
            inverse.append((new_start, new_start + len(text), doc.text[start:end]))
            shift += len(text) - (end - start)
            previous_end = end
        pieces.append(doc.text[previous_end:])
        return _with_text(world, doc, "".join(pieces)), ReplaceSpans(doc.id, tuple(inverse))

    def describe(self) -> str:
        return f"replaced {len(self.spans)} range(s) in {self.doc_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})

    @property
    def target(self) -> NodeId:
        return self.doc_id

    def removes(self, world: World) -> Removal:
        count = sum(max(0, end - start) for start, end, _text in self.spans)
        return Removal(characters={self.doc_id: count})

    def text_spans(self, doc_id: NodeId) -> TextSpans | None:
        return tuple(sorted(self.spans)) if doc_id == self.doc_id else None


@dataclass(frozen=True)
class FindReplace(Edit):
    """Replace every occurrence of ``find`` in a document.

    Fails when the text is absent, or when ``expected_count`` is given and differs, so that
    a vague replace never changes the wrong place.
    """

    doc_id: NodeId
    find: str
    replace: str
    expected_count: int | None = None
    case_sensitive: bool = True
    whole_word: bool = False
    any_space: bool = False
    """A space in ``find`` matches any run of whitespace, line breaks included (as search
    does), so a phrase hard-wrapped over two lines is found and replaced."""

    def matches(self, world: World) -> list[tuple[int, int]]:
        doc = _document(world, self.doc_id)
        if not isinstance(self.find, str) or not self.find:
            raise InvalidValueError("the text to find must not be empty")
        pattern = phrase_pattern(self.find) if self.any_space else re.escape(self.find)
        if self.whole_word:
            pattern = rf"(?<!\w){pattern}(?!\w)"
        flags = 0 if self.case_sensitive else re.IGNORECASE
        return [m.span() for m in re.finditer(pattern, doc.text, flags)]

    ACTION: ClassVar[EditAction] = EditAction.REPLACE_TEXT
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TEXT

    def apply(self, world: World) -> tuple[World, Edit]:
        found = self.matches(world)
        _check_text(self.replace, "replacement")
        if not found:
            raise TextNotFoundError(f"{self.find!r} does not occur in {self.doc_id}")
        if self.expected_count is not None and len(found) != self.expected_count:
            raise CountMismatchError(self.expected_count, len(found))
        spans = tuple((start, end, self.replace) for start, end in found)
        return ReplaceSpans(self.doc_id, spans).apply(world)

    def describe(self) -> str:
        return f"replaced {self.find!r} with {self.replace!r} in {self.doc_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})

    @property
    def target(self) -> NodeId:
        return self.doc_id

    def removes(self, world: World) -> Removal:
        return Removal(characters={self.doc_id: sum(e - s for s, e in self.matches(world))})


@dataclass(frozen=True)
class SetText(Edit):
    """Replace a document's whole text."""

    doc_id: NodeId
    text: str

    ACTION: ClassVar[EditAction] = EditAction.REPLACE_TEXT
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TEXT

    def apply(self, world: World) -> tuple[World, Edit]:
        doc = _document(world, self.doc_id)
        _check_text(self.text, "text")
        return _with_text(world, doc, self.text), SetText(doc.id, doc.text)

    def describe(self) -> str:
        return f"set the text of {self.doc_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})

    @property
    def target(self) -> NodeId:
        return self.doc_id

    def removes(self, world: World) -> Removal:
        old, new = _document(world, self.doc_id).text, self.text
        limit = min(len(old), len(new))
        prefix = 0
        while prefix < limit and old[prefix] == new[prefix]:
            prefix += 1
        suffix = 0
        while suffix < limit - prefix and old[-1 - suffix] == new[-1 - suffix]:
            suffix += 1
        return Removal(characters={self.doc_id: len(old) - prefix - suffix})


# -- entities ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class CreateEntity(Edit):
    entity: Entity

    ACTION: ClassVar[EditAction] = EditAction.CREATE_ENTITY
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.ENTITY

    def apply(self, world: World) -> tuple[World, Edit]:
        entity = self.entity
        if not is_entity_id(entity.id):
            raise InvalidValueError(f"entity id must start with 'e-': {entity.id}")
        if world.has(entity.id):
            raise DuplicateError(f"id already used: {entity.id}")
        _check_name(entity.name, "name")
        try:
            EntityKind(entity.kind)
        except ValueError:
            raise InvalidValueError(f"unknown entity kind {entity.kind!r}") from None
        keys = [key for key, _value in entity.fields]
        if len(keys) != len(set(keys)):
            raise DuplicateError("field names must be unique")
        return _put_entity(world, entity), DeleteEntity(entity.id)

    def describe(self) -> str:
        return f"created {self.entity.kind} {self.entity.id} {self.entity.name!r}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.entity.id})

    @property
    def target(self) -> NodeId:
        return self.entity.id


@dataclass(frozen=True)
class DeleteEntity(Edit):
    """Remove an entity for good. Only the inverse of :class:`CreateEntity`."""

    entity_id: NodeId

    ACTION: ClassVar[EditAction] = EditAction.DELETE_ENTITY
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.ENTITY

    def apply(self, world: World) -> tuple[World, Edit]:
        entity = _entity(world, self.entity_id)
        if world.trash_entry(entity.id) is not None:
            raise InvalidValueError(f"{entity.id} is in the trash")
        return replace(world, entities=world.entities.remove(entity.id)), CreateEntity(entity)

    def describe(self) -> str:
        return f"deleted entity {self.entity_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.entity_id})

    @property
    def target(self) -> NodeId:
        return self.entity_id

    def removes(self, world: World) -> Removal:
        return Removal(deleted=frozenset({self.entity_id}))


@dataclass(frozen=True)
class RenameEntity(Edit):
    entity_id: NodeId
    name: str

    ACTION: ClassVar[EditAction] = EditAction.RENAME_ENTITY
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.ENTITY

    def apply(self, world: World) -> tuple[World, Edit]:
        entity = _entity(world, self.entity_id)
        _check_name(self.name, "name")
        new = _put_entity(world, replace(entity, name=self.name))
        return new, RenameEntity(entity.id, entity.name)

    def describe(self) -> str:
        return f"renamed {self.entity_id} to {self.name!r}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.entity_id})

    @property
    def target(self) -> NodeId:
        return self.entity_id


@dataclass(frozen=True)
class AddAlias(Edit):
    entity_id: NodeId
    alias: str
    index: int | None = None

    ACTION: ClassVar[EditAction] = EditAction.ADD_ALIAS
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.ENTITY

    def apply(self, world: World) -> tuple[World, Edit]:
        entity = _entity(world, self.entity_id)
        _check_name(self.alias, "alias")
        if self.alias in entity.aliases:
            raise DuplicateError(f"{entity.id} already has the alias {self.alias!r}")
        index = len(entity.aliases) if self.index is None else self.index
        if not 0 <= index <= len(entity.aliases):
            raise InvalidValueError(f"alias index {index} outside 0..{len(entity.aliases)}")
        aliases = (*entity.aliases[:index], self.alias, *entity.aliases[index:])
        new = _put_entity(world, replace(entity, aliases=aliases))
        return new, RemoveAlias(entity.id, self.alias)

    def describe(self) -> str:
        return f"added alias {self.alias!r} to {self.entity_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.entity_id})

    @property
    def target(self) -> NodeId:
        return self.entity_id


@dataclass(frozen=True)
class RemoveAlias(Edit):
    entity_id: NodeId
    alias: str

    ACTION: ClassVar[EditAction] = EditAction.REMOVE_ALIAS
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.ENTITY

    def apply(self, world: World) -> tuple[World, Edit]:
        entity = _entity(world, self.entity_id)
        if self.alias not in entity.aliases:
            raise InvalidValueError(f"{entity.id} has no alias {self.alias!r}")
        index = entity.aliases.index(self.alias)
        aliases = entity.aliases[:index] + entity.aliases[index + 1 :]
        new = _put_entity(world, replace(entity, aliases=aliases))
        return new, AddAlias(entity.id, self.alias, index)

    def describe(self) -> str:
        return f"removed alias {self.alias!r} from {self.entity_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.entity_id})

    @property
    def target(self) -> NodeId:
        return self.entity_id


@dataclass(frozen=True)
class SetEntityField(Edit):
    """Set a field's value; a new field goes at ``index`` (default: the end)."""

    entity_id: NodeId
    key: str
    value: str
    index: int | None = None

    ACTION: ClassVar[EditAction] = EditAction.SET_ENTITY_FIELD
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.ENTITY

    def apply(self, world: World) -> tuple[World, Edit]:
        entity = _entity(world, self.entity_id)
        fields, old_value = _set_field(entity.fields, self.key, self.value, self.index)
        inverse: Edit = (
            RemoveEntityField(entity.id, self.key)
            if old_value is None
            else SetEntityField(entity.id, self.key, old_value)
        )
        return _put_entity(world, replace(entity, fields=fields)), inverse

    def describe(self) -> str:
        return f"set field {self.key!r} of {self.entity_id} to {self.value!r}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.entity_id})

    @property
    def target(self) -> NodeId:
        return self.entity_id


@dataclass(frozen=True)
class RemoveEntityField(Edit):
    entity_id: NodeId
    key: str

    ACTION: ClassVar[EditAction] = EditAction.REMOVE_ENTITY_FIELD
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.ENTITY

    def apply(self, world: World) -> tuple[World, Edit]:
        entity = _entity(world, self.entity_id)
        fields, value, index = _remove_field(entity.fields, self.key, entity.id)
        new = _put_entity(world, replace(entity, fields=fields))
        return new, SetEntityField(entity.id, self.key, value, index)

    def describe(self) -> str:
        return f"removed field {self.key!r} from {self.entity_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.entity_id})

    @property
    def target(self) -> NodeId:
        return self.entity_id


@dataclass(frozen=True)
class MoveEntityField(Edit):
    entity_id: NodeId
    key: str
    index: int

    ACTION: ClassVar[EditAction] = EditAction.MOVE_ENTITY_FIELD
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.ENTITY

    def apply(self, world: World) -> tuple[World, Edit]:
        entity = _entity(world, self.entity_id)
        fields, old_index = _move_field(entity.fields, self.key, self.index, entity.id)
        new = _put_entity(world, replace(entity, fields=fields))
        return new, MoveEntityField(entity.id, self.key, old_index)

    def describe(self) -> str:
        return f"moved field {self.key!r} of {self.entity_id} to {self.index}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.entity_id})

    @property
    def target(self) -> NodeId:
        return self.entity_id


_ENTITY_ATTRIBUTES = ("kind", "tags", "notes")


@dataclass(frozen=True)
class SetEntityAttribute(Edit):
    """Set an entity's kind, tags or notes."""

    entity_id: NodeId
    name: str
    value: Any

    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.ENTITY

    def apply(self, world: World) -> tuple[World, Edit]:
        entity = _entity(world, self.entity_id)
        if self.name not in _ENTITY_ATTRIBUTES:
            raise InvalidValueError(f"entities have no attribute {self.name!r}")
        value = self.value
        if self.name == "kind":
            try:
                value = EntityKind(value)
            except ValueError:
                raise InvalidValueError(f"unknown entity kind {value!r}") from None
        elif self.name == "tags":
            value = _check_tags(value)
        else:
            value = _check_text(value, self.name)
        old = getattr(entity, self.name)
        new = _put_entity(world, replace(entity, **{self.name: value}))
        return new, SetEntityAttribute(entity.id, self.name, old)

    def describe(self) -> str:
        return f"set {self.name} of {self.entity_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.entity_id})

    @property
    def target(self) -> NodeId:
        return self.entity_id

    @property
    def action(self) -> EditAction:
        if self.name == "notes":
            return EditAction.SET_ENTITY_NOTES
        return EditAction.SET_ENTITY_INFO


# -- project ----------------------------------------------------------------------------------

_META_ATTRIBUTES = ("title", "author", "language")


@dataclass(frozen=True)
class SetProjectMeta(Edit):
    """Set the project's title, author or language."""

    name: str
    value: str

    ACTION: ClassVar[EditAction] = EditAction.SET_PROJECT_INFO
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.PROJECT

    def apply(self, world: World) -> tuple[World, Edit]:
        if self.name not in _META_ATTRIBUTES:
            raise InvalidValueError(f"projects have no attribute {self.name!r}")
        value = _check_text(self.value, self.name)
        if self.name == "title":
            _check_name(value, "title")
        old = getattr(world.meta, self.name)
        new = replace(world, meta=replace(world.meta, **{self.name: value}))
        return new, SetProjectMeta(self.name, old)

    def describe(self) -> str:
        return f"set project {self.name} to {self.value!r}"


@dataclass(frozen=True)
class SetProjectSetting(Edit):
    """Set one of the project's settings: its statuses, word targets or word list."""

    name: str
    value: Any

    ACTION: ClassVar[EditAction] = EditAction.SET_PROJECT_SETTING
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.PROJECT

    def apply(self, world: World) -> tuple[World, Edit]:
        try:
            value = check_setting(self.name, self.value)
        except ValueError as error:
            raise InvalidValueError(str(error)) from None
        old = getattr(world.settings, self.name)
        new = replace(world, settings=replace(world.settings, **{self.name: value}))
        return new, SetProjectSetting(self.name, old)

    def describe(self) -> str:
        return f"set project setting {self.name}"


@dataclass(frozen=True)
class CompoundEdit(Edit):
    """Several edits applied in order, all or nothing. The inverse undoes them in reverse."""

    edits: tuple[Edit, ...]
    label: str = ""
    KIND: ClassVar[str] = "compound"

    def apply(self, world: World) -> tuple[World, Edit]:
        inverses: list[Edit] = []
        current = world
        for edit in self.edits:
            current, inverse = edit.apply(current)  # an error leaves ``world`` untouched
            inverses.append(inverse)
        return current, CompoundEdit(tuple(reversed(inverses)), self.label)

    def describe(self) -> str:
        return self.label or "; ".join(edit.describe() for edit in self.edits)

    def touched(self) -> frozenset[NodeId]:
        ids: set[NodeId] = set()
        for edit in self.edits:
            ids |= edit.touched()
        return frozenset(ids)

    @property
    def action(self) -> EditAction:
        return self.edits[0].action if self.edits else EditAction.CHANGE

    @property
    def target(self) -> NodeId:
        return self.edits[0].target if self.edits else PROJECT_TARGET

    @property
    def effects(self) -> ChangeFlag:
        flags = ChangeFlag.NONE
        for edit in self.edits:
            flags |= edit.effects
        return flags

    def removes(self, world: World) -> Removal:
        """What every part removes, each from the world the parts before it left."""
        removal = Removal()
        current = world
        for edit in self.edits:
            removal = removal + edit.removes(current)
            current, _inverse = edit.apply(current)
        return removal


__all__ = [
    "PROJECT_TARGET",
    "AddAlias",
    "ChangeFlag",
    "CompoundEdit",
    "CreateEntity",
    "CreateNode",
    "DeleteEntity",
    "DeleteNode",
    "DeleteText",
    "Edit",
    "EditAction",
    "EditError",
    "FindReplace",
    "InsertText",
    "MoveDocumentField",
    "MoveEntityField",
    "MoveNode",
    "Removal",
    "RemoveAlias",
    "RemoveDocumentField",
    "RemoveEntityField",
    "RenameEntity",
    "ReplaceRange",
    "ReplaceSpans",
    "RestoreNode",
    "SetDocumentAttribute",
    "SetDocumentField",
    "SetEntityAttribute",
    "SetEntityField",
    "SetFolderKind",
    "SetProjectMeta",
    "SetProjectSetting",
    "SetText",
    "SetTitle",
    "TextSpans",
    "TrashNode",
]
