"""What an edit touches: its scope, as keys that two worlds can be compared under.

A scope holds the ids of the documents, folders and entities an edit changed, plus three
keys for what is not a thing with an id: :data:`ROOT_KEY` (the order of the top level),
:data:`TRASH_KEY` (the trash list) and :data:`META_KEY` (the project's own details). Two edits
with disjoint scopes commute exactly; an edit can be taken back when the world still holds,
for every key of its scope, what it left there.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from assistant.world.edits.base import PROJECT_TARGET, Edit
from assistant.world.ids import is_entity_id
from assistant.world.model import World

ROOT_KEY = "<top level>"
"""Stands for the top level of the tree in a scope (its order can be touched)."""
TRASH_KEY = "<trash>"
"""Stands for the trash list in a scope."""
META_KEY = PROJECT_TARGET
"""Stands for the project's title, author and language in a scope."""
SETTINGS_KEY = "<settings>"
"""Stands for the project's settings (statuses, targets, word list) in a scope."""


def _children(world: World, parent: str | None) -> tuple[str, ...] | None:
    if parent is None:
        return world.root
    folder = world.folders.get(parent)
    return folder.children if folder is not None else None


def change_scope(before: World, after: World, edit: Edit) -> frozenset[str]:
    """The keys of everything ``edit`` changed going from ``before`` to ``after``.

    Besides ``edit.touched()``: the folders (or :data:`ROOT_KEY`) whose order changed because
    a node came, went or moved, :data:`TRASH_KEY` when the trash changed and :data:`META_KEY`
    when the project's details did. A container whose order was rebuilt counts even when it
    reads the same: the inverse names positions in it.
    """
    ids = set(edit.touched())
    if before.root is not after.root or before.folders is not after.folders:
        for node_id in list(ids):
            if is_entity_id(node_id):
                continue
            parents = {w.parent_of(node_id) for w in (before, after) if w.in_tree(node_id)}
            for parent in parents:
                # identity, not equality: a move to where a node already is rebuilds the
                # order and its inverse names a position there, so that order is touched
                if _children(before, parent) is not _children(after, parent):
                    ids.add(ROOT_KEY if parent is None else parent)
        if before.root is not after.root:
            ids.add(ROOT_KEY)
    if before.trash is not after.trash:
        ids.add(TRASH_KEY)
    if before.meta is not after.meta and before.meta != after.meta:
        ids.add(META_KEY)
    if before.settings is not after.settings and before.settings != after.settings:
        ids.add(SETTINGS_KEY)
    return frozenset(ids)


def scope_value(world: World, key: str) -> Any:
    """What ``world`` holds under one scope key (None when it holds nothing there)."""
    if key == ROOT_KEY:
        return world.root
    if key == TRASH_KEY:
        return world.trash
    if key == META_KEY:
        return world.meta
    if key == SETTINGS_KEY:
        return world.settings
    if is_entity_id(key):
        entity = world.entities.get(key)
        if not world.series.owns(key) and not world.series.changes_of(key):
            return entity  # as it always was, so that kept runs' fingerprints still match
        return (entity, world.series.owns(key), world.series.changes_of(key))
    return world.node(key)


def same_in_scope(a: World, b: World, scope: Iterable[str]) -> bool:
    """True when ``a`` and ``b`` hold the same values for every key of ``scope``."""
    for key in scope:
        x, y = scope_value(a, key), scope_value(b, key)
        if x is not y and x != y:
            return False
    return True


__all__ = [
    "META_KEY",
    "ROOT_KEY",
    "SETTINGS_KEY",
    "TRASH_KEY",
    "change_scope",
    "same_in_scope",
    "scope_value",
]
