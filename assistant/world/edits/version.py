"""Taking another version of the whole project as one edit: the documents, folders and entities
that differ, the tree's top level, the trash, the project's details, settings and writing log,
and what the book knows of its series (which entities are the series', their dated changes).

A merge of what was written on two computers ends in a world; :meth:`TakeVersion.between` makes
the edit that turns the open world into it, so that the merge is one undo step whose inverse
gives back the world before it exactly. It holds only what differs, as values the JSON codec
keeps, and replaces each thing through the maps' own ``set`` and ``remove`` so that the next
save still writes only what changed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar, TypeVar

from assistant.world.edits.base import ChangeFlag, Edit, EditAction, Removal
from assistant.world.model import (
    FrozenMap,
    NodeId,
    ProjectMeta,
    TrashEntry,
    World,
    changed_keys,
)
from assistant.world.project_settings import ProjectSettings, WritingLog
from assistant.world.series.model import SeriesState

V = TypeVar("V")

Replacements = tuple[tuple[NodeId, Any], ...]
"""``(id, value)`` pairs: the value the thing takes, or None when it goes."""


def _differing(old: FrozenMap[NodeId, V], new: FrozenMap[NodeId, V]) -> list[tuple[NodeId, Any]]:
    """``(id, value in new or None)`` for every id whose value differs between the maps."""
    keys = changed_keys(old, new)
    if keys is None:
        keys = frozenset(old) | frozenset(new)
    found = []
    for key in keys:
        before, after = old.get(key), new.get(key)
        if before is not after and before != after:
            found.append((key, after))
    return sorted(found, key=lambda pair: pair[0])


def _replaced(
    current: FrozenMap[NodeId, V], pairs: Replacements
) -> tuple[FrozenMap[NodeId, V], Replacements]:
    """``current`` with ``pairs`` put in, and the pairs that put back what was there."""
    result = current
    undo = []
    for key, value in pairs:
        undo.append((key, current.get(key)))
        if value is None:
            if key in result:
                result = result.remove(key)
        else:
            result = result.set(key, value)
    return result, tuple(undo)


def _if_changed(before: V, after: V) -> V | None:
    return None if before is after or before == after else after


_WHOLE_PARTS = ("root", "trash", "meta", "settings", "writing_log", "series")
"""The parts of a world a version replaces whole (None: as it is)."""


@dataclass(frozen=True)
class TakeVersion(Edit):
    """Make the project another version of itself, in one step (see the module doc).

    Each part is None (or empty) where the version is the same as the world it is applied to.
    """

    documents: Replacements = ()
    folders: Replacements = ()
    entities: Replacements = ()
    root: tuple[NodeId, ...] | None = None
    trash: tuple[TrashEntry, ...] | None = None
    meta: ProjectMeta | None = None
    settings: ProjectSettings | None = None
    writing_log: WritingLog | None = None
    label: str = ""
    series: SeriesState | None = None

    ACTION: ClassVar[EditAction] = EditAction.TAKE_VERSION

    @classmethod
    def between(cls, before: World, after: World, label: str = "") -> TakeVersion:
        """The edit that turns ``before`` into ``after`` (equal to it, thing for thing)."""
        return cls(
            documents=tuple(_differing(before.documents, after.documents)),
            folders=tuple(_differing(before.folders, after.folders)),
            entities=tuple(_differing(before.entities, after.entities)),
            root=_if_changed(before.root, after.root),
            trash=_if_changed(before.trash, after.trash),
            meta=_if_changed(before.meta, after.meta),
            settings=_if_changed(before.settings, after.settings),
            writing_log=_if_changed(before.writing_log, after.writing_log),
            label=label,
            series=_if_changed(before.series, after.series),
        )

    def apply(self, world: World) -> tuple[World, Edit]:
        documents, old_documents = _replaced(world.documents, self.documents)
        folders, old_folders = _replaced(world.folders, self.folders)
        entities, old_entities = _replaced(world.entities, self.entities)
        parts: dict[str, Any] = {}
        undo: dict[str, Any] = {}
        for name in _WHOLE_PARTS:
            value = getattr(self, name)
            if value is not None:
                parts[name] = value
                undo[name] = getattr(world, name)
        new = replace(world, documents=documents, folders=folders, entities=entities, **parts)
        inverse = TakeVersion(old_documents, old_folders, old_entities, label=self.label, **undo)
        return new, inverse

    @property
    def is_empty(self) -> bool:
        """True when the version is the very world it was made from."""
        return not (self.documents or self.folders or self.entities) and all(
            getattr(self, name) is None
            for name in _WHOLE_PARTS
        )

    def describe(self) -> str:
        return self.label or (
            f"take another version: {len(self.documents)} document(s), "
            f"{len(self.folders)} folder(s), {len(self.entities)} entit(ies)"
        )

    def touched(self) -> frozenset[NodeId]:
        return frozenset(key for pairs in self._pairs() for key, _value in pairs)

    def _pairs(self) -> tuple[Replacements, ...]:
        return (self.documents, self.folders, self.entities)

    @property
    def target(self) -> NodeId:
        for pairs in self._pairs():
            if pairs:
                return pairs[0][0]
        return super().target

    @property
    def effects(self) -> ChangeFlag:
        flags = ChangeFlag.NONE
        if self.documents:
            flags |= ChangeFlag.TEXT | ChangeFlag.TREE
        if self.folders or self.root is not None:
            flags |= ChangeFlag.TREE
        if self.entities:
            flags |= ChangeFlag.ENTITY
        if self.trash is not None:
            flags |= ChangeFlag.TRASH | ChangeFlag.TREE | ChangeFlag.ENTITY
        if self.meta is not None or self.settings is not None:
            flags |= ChangeFlag.PROJECT
        return flags

    def removes(self, world: World) -> Removal:
        """What taking this version removes from ``world``: the things it holds no more, and
        what it puts in the trash."""
        gone = {
            key
            for pairs in self._pairs()
            for key, value in pairs
            if value is None and world.has(key)
        }
        trashed: set[NodeId] = set()
        if self.trash is not None:
            before = {entry.node_id for entry in world.trash}
            trashed = {entry.node_id for entry in self.trash} - before
        return Removal(deleted=frozenset(gone), trashed=frozenset(trashed))


__all__ = ["TakeVersion"]
