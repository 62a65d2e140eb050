"""Edits: changes to a world, as data, each with an exact inverse.

``edit.apply(world)`` returns ``(new_world, inverse)``. Applying the inverse to the new world
gives back a world equal to the old one. An edit that cannot apply raises an
:class:`~assistant.world.errors.EditError` and changes nothing (worlds are immutable, so
"changes nothing" is free).

The writer's typing, the assistant's act mode and undo all speak this one language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
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
from assistant.world.search import phrase_pattern


class Edit:
    """Base of every edit. Subclasses are frozen dataclasses."""

    def apply(self, world: World) -> tuple[World, Edit]:
        raise NotImplementedError

    def describe(self) -> str:
        """A short technical description, for logs and the model."""
        return repr(self)

    def touched(self) -> frozenset[NodeId]:
        """The ids of the things this edit changes."""
        return frozenset()


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


@dataclass(frozen=True)
class DeleteNode(Edit):
    """Remove a node for good. Only the inverse of :class:`CreateNode`; writers trash instead."""

    node_id: NodeId

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


@dataclass(frozen=True)
class SetTitle(Edit):
    """Retitle a document or folder."""

    node_id: NodeId
    title: str

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


_DOCUMENT_ATTRIBUTES = ("kind", "tags", "synopsis", "status", "target")


@dataclass(frozen=True)
class SetDocumentAttribute(Edit):
    """Set a document's kind, tags, synopsis, status or word target."""

    doc_id: NodeId
    name: str
    value: Any

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


@dataclass(frozen=True)
class SetDocumentField(Edit):
    """Set one of the writer's own fields of a document; a new field goes at ``index``
    (default: the end)."""

    doc_id: NodeId
    key: str
    value: str
    index: int | None = None

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


@dataclass(frozen=True)
class RemoveDocumentField(Edit):
    """Remove one of a document's own fields."""

    doc_id: NodeId
    key: str

    def apply(self, world: World) -> tuple[World, Edit]:
        doc = _document(world, self.doc_id)
        fields, value, index = _remove_field(doc.fields, self.key, doc.id)
        new = _put_node(world, replace(doc, fields=fields))
        return new, SetDocumentField(doc.id, self.key, value, index)

    def describe(self) -> str:
        return f"removed field {self.key!r} from {self.doc_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})


@dataclass(frozen=True)
class MoveDocumentField(Edit):
    """Move one of a document's own fields to ``index``."""

    doc_id: NodeId
    key: str
    index: int

    def apply(self, world: World) -> tuple[World, Edit]:
        doc = _document(world, self.doc_id)
        fields, old_index = _move_field(doc.fields, self.key, self.index, doc.id)
        new = _put_node(world, replace(doc, fields=fields))
        return new, MoveDocumentField(doc.id, self.key, old_index)

    def describe(self) -> str:
        return f"moved field {self.key!r} of {self.doc_id} to {self.index}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})


@dataclass(frozen=True)
class SetFolderKind(Edit):
    """Make a folder a part or a plain folder."""

    folder_id: NodeId
    kind: FolderKind

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


@dataclass(frozen=True)
class MoveNode(Edit):
    """Move a node to ``index`` among the children of ``parent_id`` (None: the top level).

    ``index`` counts positions after the node has been taken out of its old place.
    """

    node_id: NodeId
    parent_id: NodeId | None
    index: int | None = None

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


@dataclass(frozen=True)
class TrashNode(Edit):
    """Move a document, folder (with its contents) or entity to the trash. Nothing is destroyed."""

    node_id: NodeId
    trash_index: int | None = None
    origin: TrashEntry | None = None
    """Where the trash records the node as coming from; by default, where it is now."""

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


@dataclass(frozen=True)
class RestoreNode(Edit):
    """Take a node out of the trash, back where it came from unless told otherwise.

    When the old folder is gone or itself trashed, the node goes to the end of the top level.
    """

    node_id: NodeId
    parent_id: NodeId | None = None
    index: int | None = None

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


@dataclass(frozen=True)
class InsertText(Edit):
    """Insert text at a character offset."""

    doc_id: NodeId
    offset: int
    text: str

    def apply(self, world: World) -> tuple[World, Edit]:
        new, _ = ReplaceRange(self.doc_id, self.offset, self.offset, self.text).apply(world)
        return new, DeleteText(self.doc_id, self.offset, self.offset + len(self.text))

    def describe(self) -> str:
        return f"inserted {len(self.text)} characters into {self.doc_id} at {self.offset}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})


@dataclass(frozen=True)
class DeleteText(Edit):
    """Delete the characters ``start..end``."""

    doc_id: NodeId
    start: int
    end: int

    def apply(self, world: World) -> tuple[World, Edit]:
        doc = _document(world, self.doc_id)
        _check_range(doc, self.start, self.end)
        new, _ = ReplaceRange(self.doc_id, self.start, self.end, "").apply(world)
        return new, InsertText(self.doc_id, self.start, doc.text[self.start : self.end])

    def describe(self) -> str:
        return f"deleted characters {self.start}..{self.end} of {self.doc_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})


@dataclass(frozen=True)
class ReplaceSpans(Edit):
    """Replace several non-overlapping ranges at once (positions refer to the text before)."""

    doc_id: NodeId
    spans: tuple[tuple[int, int, str], ...]

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


@dataclass(frozen=True)
class SetText(Edit):
    """Replace a document's whole text."""

    doc_id: NodeId
    text: str

    def apply(self, world: World) -> tuple[World, Edit]:
        doc = _document(world, self.doc_id)
        _check_text(self.text, "text")
        return _with_text(world, doc, self.text), SetText(doc.id, doc.text)

    def describe(self) -> str:
        return f"set the text of {self.doc_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})


# -- entities ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class CreateEntity(Edit):
    entity: Entity

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


@dataclass(frozen=True)
class DeleteEntity(Edit):
    """Remove an entity for good. Only the inverse of :class:`CreateEntity`."""

    entity_id: NodeId

    def apply(self, world: World) -> tuple[World, Edit]:
        entity = _entity(world, self.entity_id)
        if world.trash_entry(entity.id) is not None:
            raise InvalidValueError(f"{entity.id} is in the trash")
        return replace(world, entities=world.entities.remove(entity.id)), CreateEntity(entity)

    def describe(self) -> str:
        return f"deleted entity {self.entity_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.entity_id})


@dataclass(frozen=True)
class RenameEntity(Edit):
    entity_id: NodeId
    name: str

    def apply(self, world: World) -> tuple[World, Edit]:
        entity = _entity(world, self.entity_id)
        _check_name(self.name, "name")
        new = _put_entity(world, replace(entity, name=self.name))
        return new, RenameEntity(entity.id, entity.name)

    def describe(self) -> str:
        return f"renamed {self.entity_id} to {self.name!r}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.entity_id})


@dataclass(frozen=True)
class AddAlias(Edit):
    entity_id: NodeId
    alias: str
    index: int | None = None

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


@dataclass(frozen=True)
class RemoveAlias(Edit):
    entity_id: NodeId
    alias: str

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


@dataclass(frozen=True)
class SetEntityField(Edit):
    """Set a field's value; a new field goes at ``index`` (default: the end)."""

    entity_id: NodeId
    key: str
    value: str
    index: int | None = None

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


@dataclass(frozen=True)
class RemoveEntityField(Edit):
    entity_id: NodeId
    key: str

    def apply(self, world: World) -> tuple[World, Edit]:
        entity = _entity(world, self.entity_id)
        fields, value, index = _remove_field(entity.fields, self.key, entity.id)
        new = _put_entity(world, replace(entity, fields=fields))
        return new, SetEntityField(entity.id, self.key, value, index)

    def describe(self) -> str:
        return f"removed field {self.key!r} from {self.entity_id}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.entity_id})


@dataclass(frozen=True)
class MoveEntityField(Edit):
    entity_id: NodeId
    key: str
    index: int

    def apply(self, world: World) -> tuple[World, Edit]:
        entity = _entity(world, self.entity_id)
        fields, old_index = _move_field(entity.fields, self.key, self.index, entity.id)
        new = _put_entity(world, replace(entity, fields=fields))
        return new, MoveEntityField(entity.id, self.key, old_index)

    def describe(self) -> str:
        return f"moved field {self.key!r} of {self.entity_id} to {self.index}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.entity_id})


_ENTITY_ATTRIBUTES = ("kind", "tags", "notes")


@dataclass(frozen=True)
class SetEntityAttribute(Edit):
    """Set an entity's kind, tags or notes."""

    entity_id: NodeId
    name: str
    value: Any

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


# -- project ----------------------------------------------------------------------------------

_META_ATTRIBUTES = ("title", "author", "language")


@dataclass(frozen=True)
class SetProjectMeta(Edit):
    """Set the project's title, author or language."""

    name: str
    value: str

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


__all__ = [
    "AddAlias",
    "CompoundEdit",
    "CreateEntity",
    "CreateNode",
    "DeleteEntity",
    "DeleteNode",
    "DeleteText",
    "Edit",
    "EditError",
    "FindReplace",
    "InsertText",
    "MoveDocumentField",
    "MoveEntityField",
    "MoveNode",
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
    "TrashNode",
]
