"""Edits of a document's details: its kind, tags, synopsis, status, target and fields."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from assistant.world.edits.base import (
    ChangeFlag,
    Edit,
    EditAction,
    check_tags,
    check_text,
    document_of,
    move_field,
    put_node,
    remove_field,
    set_field,
)
from assistant.world.errors import (
    InvalidValueError,
)
from assistant.world.model import (
    DocumentKind,
    NodeId,
    World,
)
from assistant.world.project_settings import check_target

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
        doc = document_of(world, self.doc_id)
        if self.name not in _DOCUMENT_ATTRIBUTES:
            raise InvalidValueError(f"documents have no attribute {self.name!r}")
        value = self.value
        if self.name == "kind":
            try:
                value = DocumentKind(value)
            except ValueError:
                raise InvalidValueError(f"unknown document kind {value!r}") from None
        elif self.name == "tags":
            value = check_tags(value)
        elif self.name == "target":
            try:
                value = check_target(value)
            except ValueError as error:
                raise InvalidValueError(str(error)) from None
        else:
            value = check_text(value, self.name)
        old = getattr(doc, self.name)
        new_doc = replace(doc, **{self.name: value})
        return put_node(world, new_doc), SetDocumentAttribute(doc.id, self.name, old)

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
        doc = document_of(world, self.doc_id)
        fields, old_value = set_field(doc.fields, self.key, self.value, self.index)
        inverse: Edit = (
            RemoveDocumentField(doc.id, self.key)
            if old_value is None
            else SetDocumentField(doc.id, self.key, old_value)
        )
        return put_node(world, replace(doc, fields=fields)), inverse

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
        doc = document_of(world, self.doc_id)
        fields, value, index = remove_field(doc.fields, self.key, doc.id)
        new = put_node(world, replace(doc, fields=fields))
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
        doc = document_of(world, self.doc_id)
        fields, old_index = move_field(doc.fields, self.key, self.index, doc.id)
        new = put_node(world, replace(doc, fields=fields))
        return new, MoveDocumentField(doc.id, self.key, old_index)

    def describe(self) -> str:
        return f"moved field {self.key!r} of {self.doc_id} to {self.index}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.doc_id})

    @property
    def target(self) -> NodeId:
        return self.doc_id


__all__ = ["MoveDocumentField", "RemoveDocumentField", "SetDocumentAttribute", "SetDocumentField"]
