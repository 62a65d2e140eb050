"""Edits of entities: made, deleted, renamed, their aliases, fields, notes and details."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from assistant.world.edits.base import (
    ChangeFlag,
    Edit,
    EditAction,
    Removal,
    check_name,
    check_tags,
    check_text,
    entity_of,
    move_field,
    put_entity,
    remove_field,
    set_field,
)
from assistant.world.errors import (
    DuplicateError,
    InvalidValueError,
)
from assistant.world.ids import is_entity_id
from assistant.world.model import (
    Entity,
    EntityKind,
    NodeId,
    World,
)


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
        check_name(entity.name, "name")
        try:
            EntityKind(entity.kind)
        except ValueError:
            raise InvalidValueError(f"unknown entity kind {entity.kind!r}") from None
        keys = [key for key, _value in entity.fields]
        if len(keys) != len(set(keys)):
            raise DuplicateError("field names must be unique")
        return put_entity(world, entity), DeleteEntity(entity.id)

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
        entity = entity_of(world, self.entity_id)
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
        entity = entity_of(world, self.entity_id)
        check_name(self.name, "name")
        new = put_entity(world, replace(entity, name=self.name))
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
        entity = entity_of(world, self.entity_id)
        check_name(self.alias, "alias")
        if self.alias in entity.aliases:
            raise DuplicateError(f"{entity.id} already has the alias {self.alias!r}")
        index = len(entity.aliases) if self.index is None else self.index
        if not 0 <= index <= len(entity.aliases):
            raise InvalidValueError(f"alias index {index} outside 0..{len(entity.aliases)}")
        aliases = (*entity.aliases[:index], self.alias, *entity.aliases[index:])
        new = put_entity(world, replace(entity, aliases=aliases))
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
        entity = entity_of(world, self.entity_id)
        if self.alias not in entity.aliases:
            raise InvalidValueError(f"{entity.id} has no alias {self.alias!r}")
        index = entity.aliases.index(self.alias)
        aliases = entity.aliases[:index] + entity.aliases[index + 1 :]
        new = put_entity(world, replace(entity, aliases=aliases))
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
        entity = entity_of(world, self.entity_id)
        fields, old_value = set_field(entity.fields, self.key, self.value, self.index)
        inverse: Edit = (
            RemoveEntityField(entity.id, self.key)
            if old_value is None
            else SetEntityField(entity.id, self.key, old_value)
        )
        return put_entity(world, replace(entity, fields=fields)), inverse

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
        entity = entity_of(world, self.entity_id)
        fields, value, index = remove_field(entity.fields, self.key, entity.id)
        new = put_entity(world, replace(entity, fields=fields))
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
        entity = entity_of(world, self.entity_id)
        fields, old_index = move_field(entity.fields, self.key, self.index, entity.id)
        new = put_entity(world, replace(entity, fields=fields))
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
        entity = entity_of(world, self.entity_id)
        if self.name not in _ENTITY_ATTRIBUTES:
            raise InvalidValueError(f"entities have no attribute {self.name!r}")
        value = self.value
        if self.name == "kind":
            try:
                value = EntityKind(value)
            except ValueError:
                raise InvalidValueError(f"unknown entity kind {value!r}") from None
        elif self.name == "tags":
            value = check_tags(value)
        else:
            value = check_text(value, self.name)
        old = getattr(entity, self.name)
        new = put_entity(world, replace(entity, **{self.name: value}))
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


__all__ = [
    "AddAlias",
    "CreateEntity",
    "DeleteEntity",
    "MoveEntityField",
    "RemoveAlias",
    "RemoveEntityField",
    "RenameEntity",
    "SetEntityAttribute",
    "SetEntityField",
]
