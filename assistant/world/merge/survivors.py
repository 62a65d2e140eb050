"""Which documents, folders or entities the merged world holds, each merged: made on either
side, kept by both, or deleted for good on one side (gone, unless the other side changed it:
then it is kept and the writer told)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from assistant.world.merge.paragraphs import Choice, Origin
from assistant.world.merge.records import ConflictKind
from assistant.world.merge.values import Merger, Spot
from assistant.world.model import NodeId

N = TypeVar("N")

CHANGED = "changed"
"""A side's value in a ``TRASH`` conflict: it changed the thing the other side removed."""
DELETED = "deleted"
"""A side's value in a ``TRASH`` conflict: it deleted the thing for good."""
TRASHED = "trashed"
"""A side's value in a ``TRASH`` conflict: it moved the thing to the trash."""


@dataclass(frozen=True)
class Sides(Generic[N]):
    """One kind of thing (documents, say) in the base and on each side, by id."""

    base: Mapping[NodeId, N]
    ours: Mapping[NodeId, N]
    theirs: Mapping[NodeId, N]


@dataclass
class Survivors(Generic[N]):
    """The merged things, and those one side deleted that the merge kept."""

    values: dict[NodeId, N] = field(default_factory=dict)
    kept: dict[NodeId, Origin] = field(default_factory=dict)
    """Deleted on this side (``OURS`` or ``THEIRS``) but kept: the other side changed it."""
    to_trash: set[NodeId] = field(default_factory=set)
    """Kept things the writer chose to delete after all: they go to the trash."""


def merge_things(
    m: Merger,
    sides: Sides[N],
    merge_one: Callable[[Merger, N | None, N, N], N],
    changed: tuple[set[NodeId], set[NodeId]],
    spot: Callable[[N], Spot],
) -> Survivors[N]:
    """Merge each thing either side has; ``changed`` is what ours, then theirs, changed."""
    out: Survivors[N] = Survivors()
    for key in (*sides.ours, *(k for k in sides.theirs if k not in sides.ours)):
        base, ours, theirs = sides.base.get(key), sides.ours.get(key), sides.theirs.get(key)
        if ours is not None and theirs is not None:
            unchanged = ours is theirs or (ours == base and theirs == base)
            out.values[key] = ours if unchanged else merge_one(m, base, ours, theirs)
            continue
        present, side = (ours, Origin.OURS) if ours is not None else (theirs, Origin.THEIRS)
        assert present is not None
        deleting = Origin.THEIRS if side == Origin.OURS else Origin.OURS
        if base is None:
            m.took(spot(present), side, ConflictKind.CREATED)
            out.values[key] = present
        elif key in changed[0 if side == Origin.OURS else 1]:
            out.values[key] = present
            out.kept[key] = deleting
            values = (CHANGED, DELETED) if side == Origin.OURS else (DELETED, CHANGED)
            resolution = m.clash(_trash_spot(spot(present)), ConflictKind.TRASH, ("", *values))
            if resolution == Choice(deleting.value):
                out.to_trash.add(key)
        else:
            m.took(spot(base), deleting, ConflictKind.DELETED)
    return out


def _trash_spot(spot: Spot) -> Spot:
    """Conflicts about where a node stands are the tree's (``tree:<id>:…``); an entity's stay
    its own."""
    prefix = spot.prefix if spot.prefix.startswith("entity:") else f"tree:{spot.node_id}"
    return Spot(prefix, spot.node_id, spot.label)


__all__ = ["CHANGED", "DELETED", "TRASHED", "Sides", "Survivors", "merge_things"]
