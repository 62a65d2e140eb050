"""Edits of the private mark: a document, folder or entity, or one field of an entity, marked
private (never sent to a cloud model) or unmarked.

Only the writer unmarks: the assistant's changes are refused when they would make private
material public (:func:`assistant.world.privacy.guard.exposed`)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from assistant.world.edits.base import (
    ChangeFlag,
    Edit,
    EditAction,
    entity_of,
    put_entity,
    put_node,
)
from assistant.world.errors import InvalidValueError, UnknownNodeError
from assistant.world.ids import is_entity_id
from assistant.world.model import NodeId, World


def _said(private: bool) -> str:
    return "private" if private else "not private"


@dataclass(frozen=True)
class SetPrivate(Edit):
    """Mark a document, a folder (and with it everything inside) or a whole entity private,
    or unmark it."""

    node_id: NodeId
    private: bool

    ACTION: ClassVar[EditAction] = EditAction.SET_PRIVATE
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.TREE | ChangeFlag.ENTITY
    """Either, as the instance says (:attr:`effects`)."""

    def apply(self, world: World) -> tuple[World, Edit]:
        if not isinstance(self.private, bool):
            raise InvalidValueError("private must be true or false")
        node = (
            world.documents.get(self.node_id)
            or world.folders.get(self.node_id)
            or world.entities.get(self.node_id)
        )
        if node is None:
            raise UnknownNodeError(self.node_id, "document, folder or entity")
        if node.private == self.private:
            raise InvalidValueError(f"{self.node_id} is already {_said(self.private)}")
        marked = replace(node, private=self.private)
        new = put_entity(world, marked) if is_entity_id(node.id) else put_node(world, marked)
        return new, SetPrivate(node.id, node.private)

    def describe(self) -> str:
        return f"marked {self.node_id} {_said(self.private)}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.node_id})

    @property
    def target(self) -> NodeId:
        return self.node_id

    @property
    def effects(self) -> ChangeFlag:
        return ChangeFlag.ENTITY if is_entity_id(self.node_id) else ChangeFlag.TREE


@dataclass(frozen=True)
class SetFieldPrivate(Edit):
    """Mark one field of an entity private, or unmark it; a newly marked field goes at
    ``index`` among the private ones (default: the end), so that undo puts it back where it
    was."""

    entity_id: NodeId
    key: str
    private: bool
    index: int | None = None

    ACTION: ClassVar[EditAction] = EditAction.SET_FIELD_PRIVATE
    EFFECTS: ClassVar[ChangeFlag] = ChangeFlag.ENTITY

    def apply(self, world: World) -> tuple[World, Edit]:
        entity = entity_of(world, self.entity_id)
        keys = entity.private_fields
        if not isinstance(self.private, bool):
            raise InvalidValueError("private must be true or false")
        if not self.private:
            if self.key not in keys:
                raise InvalidValueError(f"field {self.key!r} of {entity.id} is not private")
            index = keys.index(self.key)
            marked = keys[:index] + keys[index + 1 :]
            inverse = SetFieldPrivate(entity.id, self.key, True, index)
        else:
            if self.key in keys:
                raise InvalidValueError(f"field {self.key!r} of {entity.id} is already private")
            if entity.field_index(self.key) is None:
                raise InvalidValueError(f"{entity.id} has no field {self.key!r}")
            index = len(keys) if self.index is None else self.index
            if not isinstance(index, int) or not 0 <= index <= len(keys):
                raise InvalidValueError(f"index {index} outside 0..{len(keys)}")
            marked = (*keys[:index], self.key, *keys[index:])
            inverse = SetFieldPrivate(entity.id, self.key, False)
        return put_entity(world, replace(entity, private_fields=marked)), inverse

    def describe(self) -> str:
        return f"marked field {self.key!r} of {self.entity_id} {_said(self.private)}"

    def touched(self) -> frozenset[NodeId]:
        return frozenset({self.entity_id})

    @property
    def target(self) -> NodeId:
        return self.entity_id


__all__ = ["SetFieldPrivate", "SetPrivate"]
