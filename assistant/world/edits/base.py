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

This module holds what every edit shares: :class:`Edit`, :class:`EditAction`,
:class:`ChangeFlag`, :class:`Removal` and the checks and lookups the kinds use. The kinds live
beside it by what they edit (``tree``, ``document``, ``text``, ``entity``, ``project``,
``compound``, ``deletion``). To add an edit kind, add one frozen dataclass to the module of
what it edits with ``apply``, ``describe``, ``touched``, its ``ACTION`` and ``EFFECTS`` (or the
properties, when they depend on the instance), ``target`` and, when it takes something away,
``removes``, and list it in ``assistant/world/edits/__init__.py``.

The writer's typing, the assistant's act mode and undo all speak this one language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Flag, StrEnum, auto
from typing import Any, ClassVar

from assistant.world.errors import (
    EditError,
    InvalidMoveError,
    InvalidValueError,
    UnknownNodeError,
)
from assistant.world.model import (
    MAX_FOLDER_DEPTH,
    Document,
    Entity,
    Folder,
    NodeId,
    World,
)

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
    SET_PRIVATE = "set_private"
    """A document, folder or entity marked private or unmarked."""
    SET_FIELD_PRIVATE = "set_field_private"
    """One field of an entity marked private or unmarked."""
    SET_FACT_CHANGES = "set_fact_changes"
    """A series entity's facts that change from a book or a scene on."""
    SHARE_ENTITY = "share_entity"
    """A book's entity made the series'."""
    UNSHARE_ENTITY = "unshare_entity"
    """A series entity made the book's own."""
    TAKE_VERSION = "take_version"
    """Another version of the whole project taken in one step (a merge's result)."""
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

    def spans_in(self, world: World, doc_id: NodeId) -> TextSpans | None:
        """The spans of ``doc_id``'s text this edit replaces when applied to ``world``
        (positions in that text), counted as :meth:`removes` counts them; None when it does
        not change that text as spans of its own (a compound edit's parts may)."""
        return self.text_spans(doc_id)


# -- helpers --------------------------------------------------------------------------------


def document_of(world: World, doc_id: NodeId) -> Document:
    doc = world.documents.get(doc_id)
    if doc is None:
        raise UnknownNodeError(doc_id, "document")
    return doc


def folder_of(world: World, folder_id: NodeId) -> Folder:
    folder = world.folders.get(folder_id)
    if folder is None:
        raise UnknownNodeError(folder_id, "folder")
    return folder


def entity_of(world: World, entity_id: NodeId) -> Entity:
    entity = world.entities.get(entity_id)
    if entity is None:
        raise UnknownNodeError(entity_id, "entity")
    return entity


def put_node(world: World, node: Document | Folder) -> World:
    if isinstance(node, Document):
        return replace(world, documents=world.documents.set(node.id, node))
    return replace(world, folders=world.folders.set(node.id, node))


def put_entity(world: World, entity: Entity) -> World:
    return replace(world, entities=world.entities.set(entity.id, entity))


def set_children(world: World, parent_id: NodeId | None, children: tuple[NodeId, ...]) -> World:
    if parent_id is None:
        return replace(world, root=children)
    folder = folder_of(world, parent_id)
    return replace(world, folders=world.folders.set(parent_id, replace(folder, children=children)))


def check_parent(world: World, parent_id: NodeId | None) -> None:
    if parent_id is None:
        return
    if parent_id not in world.folders:
        raise UnknownNodeError(parent_id, "folder")
    if world.is_trashed(parent_id):
        raise InvalidMoveError(f"folder {parent_id} is in the trash")


def check_depth(world: World, parent_id: NodeId | None, folder_id: NodeId | None) -> None:
    """Refuse to put a folder (with its sub-folders) where folders would nest too deeply."""
    height = 1
    if folder_id is not None and folder_id in world.folders:
        height += max(
            (depth + 1 for depth, node in world.walk(folder_id) if isinstance(node, Folder)),
            default=0,
        )
    if world.folder_depth(parent_id) + height > MAX_FOLDER_DEPTH:
        raise InvalidMoveError(f"folders may nest at most {MAX_FOLDER_DEPTH} deep")


def insert_at(items: tuple[NodeId, ...], index: int | None, node_id: NodeId) -> tuple[NodeId, ...]:
    if index is None:
        index = len(items)
    if not 0 <= index <= len(items):
        raise InvalidMoveError(f"index {index} outside 0..{len(items)}")
    return (*items[:index], node_id, *items[index:])


def detach(world: World, node_id: NodeId) -> tuple[World, NodeId | None, int]:
    """Take a node out of its parent's children; returns the world, old parent and index."""
    if not world.in_tree(node_id):
        raise UnknownNodeError(node_id, "node in the tree")
    parent = world.parent_of(node_id)
    siblings = world.children(parent)
    index = siblings.index(node_id)
    return set_children(world, parent, siblings[:index] + siblings[index + 1 :]), parent, index


def check_text(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise InvalidValueError(f"{what} must be text")
    return value


def check_name(value: Any, what: str) -> str:
    value = check_text(value, what)
    if not value.strip():
        raise InvalidValueError(f"{what} must not be empty")
    return value


def check_tags(value: Any) -> tuple[str, ...]:
    if isinstance(value, str) or not all(isinstance(t, str) for t in value):
        raise InvalidValueError("tags must be a list of text")
    return tuple(value)

Fields = tuple[tuple[str, str], ...]


def set_field(
    fields: Fields, key: Any, value: Any, index: int | None
) -> tuple[Fields, str | None]:
    """``fields`` with ``key`` set to ``value`` (a new key goes at ``index``, default the
    end), and the value it had before (None when the key is new)."""
    check_name(key, "field name")
    check_text(value, "field value")
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


def remove_field(fields: Fields, key: str, owner: NodeId) -> tuple[Fields, str, int]:
    """``fields`` without ``key``, with the value and place it had."""
    for position, (name, value) in enumerate(fields):
        if name == key:
            return fields[:position] + fields[position + 1 :], value, position
    raise InvalidValueError(f"{owner} has no field {key!r}")


def move_field(fields: Fields, key: str, index: int, owner: NodeId) -> tuple[Fields, int]:
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


__all__ = [
    "PROJECT_TARGET",
    "ChangeFlag",
    "Edit",
    "EditAction",
    "EditError",
    "Fields",
    "Removal",
    "TextSpans",
    "check_depth",
    "check_name",
    "check_parent",
    "check_tags",
    "check_text",
    "detach",
    "document_of",
    "entity_of",
    "folder_of",
    "insert_at",
    "move_field",
    "put_entity",
    "put_node",
    "remove_field",
    "set_children",
    "set_field",
]
