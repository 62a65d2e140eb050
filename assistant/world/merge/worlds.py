"""The three-way merge of two worlds written from a common base: on two computers, or in
Quire and in another program.

"Ours" is what is open in Quire (or the file git calls ``%A``), "theirs" what came from disk or
from the other computer. Each document, folder and entity merges detail by detail (texts
paragraph by paragraph), the tree node by node, the project's details one by one; the
settings and the writing log are ours unless only theirs changed. What both sides changed
differently becomes a :class:`MergeConflict` for the writer; :meth:`WorldMerge.world` builds
the merged world with the writer's resolutions, and an unresolved conflict loses nothing:
a text keeps both sides, words keep both joined, a name keeps the other side's as an alias,
and a choice that cannot hold both keeps ours (the other side's is in the conflict, shown).

When no common version is known, an empty ``World()`` as the base merges the two sides as
two new versions of everything: what they hold alike is taken once, every difference is a
conflict, and unresolved both are kept.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from assistant.world.merge.nodes import (
    document_spot,
    entity_spot,
    folder_spot,
    merge_document,
    merge_entity,
    merge_folder,
)
from assistant.world.merge.paragraphs import Choice, Origin, Resolution, TextMerge
from assistant.world.merge.places import changed_things, places
from assistant.world.merge.project import merge_project
from assistant.world.merge.records import ConflictKind, MergeConflict, TakenChange
from assistant.world.merge.survivors import Sides, merge_things
from assistant.world.merge.tree import TreeSides, merge_tree
from assistant.world.merge.values import Merger, Resolutions
from assistant.world.model import World

NO_RESOLUTIONS: Resolutions = MappingProxyType({})


@dataclass(frozen=True)
class WorldMerge:
    """What merging ``ours`` and ``theirs`` found: the conflicts and the changes taken."""

    base: World
    ours: World
    theirs: World
    conflicts: tuple[MergeConflict, ...]
    taken: tuple[TakenChange, ...]
    merged: World = field(repr=False, compare=False)
    """The merged world with every conflict unresolved (what :meth:`world` gives for ``{}``)."""

    @property
    def clean(self) -> bool:
        """True when the sides merged without a conflict."""
        return not self.conflicts

    def conflict(self, key: str) -> MergeConflict | None:
        """The conflict of this key, or None."""
        return next((c for c in self.conflicts if c.key == key), None)

    def world(
        self, resolutions: Mapping[str, Resolution | Mapping[int, Resolution]] = NO_RESOLUTIONS
    ) -> World:
        """The merged world, each conflict settled as ``resolutions`` say by its key (a text's
        conflicts by one resolution for them all, an edited string being then the whole text,
        or by a mapping from each one's index to its resolution). Unresolved, nothing is lost."""
        if not resolutions:
            return self.merged
        unknown = set(resolutions) - {c.key for c in self.conflicts}
        if unknown:
            raise KeyError(f"no conflict has the key {sorted(unknown)[0]!r}")
        return _merge(self.base, self.ours, self.theirs, resolutions)[0]


def merge_worlds(base: World, ours: World, theirs: World) -> WorldMerge:
    """Merge two worlds written from ``base``."""
    merged, m = _merge(base, ours, theirs, NO_RESOLUTIONS)
    return WorldMerge(base, ours, theirs, tuple(m.conflicts), tuple(m.taken), merged)


def _merge(
    base: World, ours: World, theirs: World, resolutions: Resolutions
) -> tuple[World, Merger]:
    m = Merger(resolutions)
    if ours == theirs or theirs == base:
        return ours, m
    worlds = (base, ours, theirs)
    at = (places(base), places(ours), places(theirs))
    changed = (changed_things(base, ours, at[0], at[1]), changed_things(base, theirs, at[0], at[2]))
    documents = merge_things(
        m,
        Sides(base.documents, ours.documents, theirs.documents),
        merge_document,
        changed,
        document_spot,
    )
    folders = merge_things(
        m, Sides(base.folders, ours.folders, theirs.folders), merge_folder, changed, folder_spot
    )
    entities = merge_things(
        m,
        Sides(base.entities, ours.entities, theirs.entities),
        merge_entity,
        changed,
        entity_spot,
    )
    world = merge_tree(m, TreeSides(worlds, at, changed), documents, folders, entities)
    return merge_project(m, worlds, world), m


__all__ = [
    "Choice",
    "ConflictKind",
    "MergeConflict",
    "Origin",
    "Resolution",
    "Resolutions",
    "TakenChange",
    "TextMerge",
    "WorldMerge",
    "merge_worlds",
]
