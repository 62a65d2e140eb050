"""The merge of the tree: where each node stands (its folder, or the trash), the order of each
folder's children, and the trash.

A node moved on one side and edited on the other is both moved and edited. Moved to different
folders on both sides, it is a ``PLACE`` conflict (ours, until resolved). Trashed on one side
and changed on the other (for a folder: anything inside it), it stays out of the trash, and
the writer is told (a ``TRASH`` conflict). The order of a folder's children merges as
paragraphs do, so a node made on one side stands beside the neighbours that side gave it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from assistant.world.merge.paragraphs import Choice, Origin
from assistant.world.merge.places import TRASH, Place, Places
from assistant.world.merge.records import ConflictKind
from assistant.world.merge.survivors import CHANGED, TRASHED, Survivors
from assistant.world.merge.values import Merger, Spot, in_merged_order, three_way
from assistant.world.model import (
    Document,
    Entity,
    Folder,
    FrozenMap,
    NodeId,
    TrashEntry,
    World,
)

ABSENT = "\x00absent"


@dataclass(frozen=True)
class TreeSides:
    """The three worlds, where everything stands in each, and what each side changed."""

    worlds: tuple[World, World, World]
    places: tuple[Places, Places, Places]
    changed: tuple[set[NodeId], set[NodeId]]


class TreeMerge:
    """Places every merged node, then orders each folder's children and the trash."""

    def __init__(
        self,
        m: Merger,
        sides: TreeSides,
        documents: Survivors[Document],
        folders: Survivors[Folder],
        entities: Survivors[Entity],
    ) -> None:
        self.m, self.sides = m, sides
        self.documents, self.folders, self.entities = documents, folders, entities
        self.final: dict[NodeId, Place] = {}
        self.members: dict[Place, list[NodeId]] = {}

    # -- where each node stands ----------------------------------------------------------

    def place_all(self) -> None:
        for survivors in (self.documents, self.folders, self.entities):
            for key in survivors.values:
                self.final[key] = self._place(key, survivors)
        self._keep_parents_real()
        self._break_cycles()
        for key, place in self.final.items():
            if key not in self.entities.values:
                self.members.setdefault(place, []).append(key)

    def _place(
        self, key: NodeId, survivors: Survivors[Document] | Survivors[Folder] | Survivors[Entity]
    ) -> Place:
        at_base, at_ours, at_theirs = (p.get(key, ABSENT) for p in self.sides.places)
        if key in survivors.kept:
            if key in survivors.to_trash:
                return TRASH
            return at_ours if survivors.kept[key] == Origin.THEIRS else at_theirs
        if at_ours == ABSENT or at_theirs == ABSENT:
            return at_theirs if at_ours == ABSENT else at_ours
        merged = three_way(at_base, at_ours, at_theirs)
        if merged is None:
            return self._clash(key, at_base, at_ours, at_theirs)
        place, side = merged
        if side is None:
            return place
        if place == TRASH and side != Origin.BOTH:
            other = 1 if side == Origin.OURS else 0
            if key in self.sides.changed[other]:
                return self._trash_clash(key, side, at_ours, at_theirs)
            self.m.took(self._spot(key), side, ConflictKind.TRASH)
        elif at_base == TRASH:
            self.m.took(self._spot(key), side, ConflictKind.RESTORED)
        else:
            self.m.took(self._spot(key), side, ConflictKind.PLACE)
        return place

    def _clash(self, key: NodeId, at_base: Place, at_ours: Place, at_theirs: Place) -> Place:
        if at_ours == TRASH or at_theirs == TRASH:
            side = Origin.OURS if at_ours == TRASH else Origin.THEIRS
            return self._trash_clash(key, side, at_ours, at_theirs)
        shown = (self._show(at_base), self._show(at_ours), self._show(at_theirs))
        choice = self.m.clash(self._spot(key), ConflictKind.PLACE, shown)
        return at_theirs if choice == Choice.THEIRS else at_ours

    def _trash_clash(
        self, key: NodeId, trashing: Origin, at_ours: Place, at_theirs: Place
    ) -> Place:
        """Trashed on one side, changed on the other: kept where the other side has it,
        unless the writer chose the trash."""
        shown = (TRASHED, CHANGED) if trashing == Origin.OURS else (CHANGED, TRASHED)
        choice = self.m.clash(self._spot(key), ConflictKind.TRASH, ("", *shown))
        if choice == Choice(trashing.value):
            return TRASH
        return at_theirs if trashing == Origin.OURS else at_ours

    def _keep_parents_real(self) -> None:
        """A node whose folder the merge does not keep goes to the top level."""
        for key, place in self.final.items():
            if place not in (None, TRASH) and place not in self.folders.values:
                self.final[key] = None

    def _break_cycles(self) -> None:
        """Folders moved into each other on the two sides: the move from theirs gives way
        (a ``PLACE`` conflict), unless the writer chose it; then ours gives way."""
        for start in self.folders.values:
            cycle = self._cycle_from(start)
            for _attempt in range(len(self.folders.values)):
                if not cycle:
                    break
                self._undo_one_move(cycle)
                cycle = self._cycle_from(start)
            if cycle:  # only when a side's own tree had a cycle
                self.final[cycle[0]] = None

    def _cycle_from(self, start: NodeId) -> list[NodeId]:
        path: list[NodeId] = []
        current: Place = start
        while current is not None and current != TRASH:
            if current in path:
                return path[path.index(current) :]
            path.append(current)
            current = self.final.get(current)
        return []

    def _undo_one_move(self, cycle: list[NodeId]) -> None:
        at_ours, at_theirs = self.sides.places[1], self.sides.places[2]
        for key in cycle:
            if self.final[key] != at_ours.get(key, ABSENT):
                spot = self._spot(key)
                shown = tuple(self._show(p.get(key)) for p in self.sides.places)
                choice = self.m.clash(spot, ConflictKind.PLACE, (shown[0], shown[1], shown[2]))
                if choice != Choice.THEIRS:
                    self.final[key] = self._real(at_ours.get(key, ABSENT))
                    return
        for key in cycle:
            if self.final[key] != at_theirs.get(key, ABSENT):
                self.final[key] = self._real(at_theirs.get(key, ABSENT))
                return
        self.final[cycle[0]] = None

    def _real(self, place: Place) -> Place:
        if place == ABSENT or (place not in (None, TRASH) and place not in self.folders.values):
            return None
        return place

    # -- the order of children and of the trash ------------------------------------------

    def children(self, parent: NodeId | None) -> tuple[NodeId, ...]:
        """The merged children of a folder (None: the top level), in merged order; one
        kept from a side that had it elsewhere stands after the neighbour it had there."""
        sides = tuple(_children(w, parent) for w in self.sides.worlds)
        listed = in_merged_order(*sides, leftovers=False)
        merged = _ordered(listed, self.members.get(parent, ()), (sides[1], sides[2], sides[0]))
        self._note_order(parent, sides, merged)
        return merged

    def _note_order(
        self,
        parent: NodeId | None,
        sides: tuple[tuple[NodeId, ...], ...],
        merged: tuple[NodeId, ...],
    ) -> None:
        """Note which side's order of the children the merge took, when one changed it."""
        base, ours, theirs = (_relative(side, sides[0], merged) for side in sides)
        result = _relative(merged, sides[0], merged)
        if result == base:
            return
        if result == ours:
            side = Origin.BOTH if result == theirs else Origin.OURS
        else:
            side = Origin.THEIRS if result == theirs else Origin.BOTH
        spot = self._spot(parent) if parent is not None else Spot("tree", "", "")
        self.m.took(spot, side, ConflictKind.ORDER)

    def trash(self) -> tuple[TrashEntry, ...]:
        trashed = [k for k, p in self.final.items() if p == TRASH]
        sides = tuple(tuple(e.node_id for e in w.trash) for w in self.sides.worlds)
        listed = in_merged_order(*sides, leftovers=False)
        return tuple(
            self._trash_entry(key)
            for key in _ordered(listed, trashed, (sides[1], sides[2], sides[0]))
        )

    def _trash_entry(self, key: NodeId) -> TrashEntry:
        for world in (self.sides.worlds[1], self.sides.worlds[2]):
            entry = world.trash_entry(key)
            if entry is not None:
                return entry
        at = next((p.get(key) for p in self.sides.places if p.get(key, TRASH) != TRASH), None)
        return TrashEntry(key, None if key in self.entities.values else at, 0)

    def _spot(self, key: NodeId) -> Spot:
        """Where the tree's conflicts about ``key`` are filed, labelled as ours names it."""
        if key in self.entities.values:
            named = (w.entities.get(key) for w in (*self.sides.worlds[1:], self.sides.worlds[0]))
            return Spot(f"entity:{key}", key, next(e.name for e in named if e is not None))
        for world in (*self.sides.worlds[1:], self.sides.worlds[0]):
            node = world.node(key)
            if node is not None:
                return Spot(f"tree:{key}", key, node.title)
        return Spot(f"tree:{key}", key, key)

    def _show(self, place: Place) -> str:
        if place is None or place == ABSENT:
            return ""
        if place == TRASH:
            return TRASHED
        for world in (*self.sides.worlds[1:], self.sides.worlds[0]):
            if place in world.folders:
                return world.folders[place].title
        return place


def _children(world: World, parent: NodeId | None) -> tuple[NodeId, ...]:
    if parent is None:
        return world.root
    folder = world.folders.get(parent)
    return folder.children if folder is not None else ()


def _ordered(
    listed: Sequence[NodeId], members: Iterable[NodeId], hints: tuple[Sequence[NodeId], ...]
) -> tuple[NodeId, ...]:
    """``members`` in the order ``listed`` gives; one not listed after the nearest neighbour
    before it in the first of ``hints`` that holds it (at the start when it has none)."""
    wanted = dict.fromkeys(members)
    out = [key for key in listed if key in wanted]
    placed = set(out)
    for key in wanted:
        if key not in placed:
            out.insert(_slot(out, placed, key, hints), key)
            placed.add(key)
    return tuple(out)


def _slot(
    out: list[NodeId], placed: set[NodeId], key: NodeId, hints: tuple[Sequence[NodeId], ...]
) -> int:
    for hint in hints:
        if key in hint:
            before = hint[: hint.index(key)]
            neighbour = next((k for k in reversed(before) if k in placed), None)
            return 0 if neighbour is None else out.index(neighbour) + 1
    return len(out)


def _relative(
    side: Sequence[NodeId], base: Sequence[NodeId], merged: Sequence[NodeId]
) -> list[NodeId]:
    """The order ``side`` gives the children that both the base and the merge hold."""
    common = set(base) & set(merged)
    return [key for key in side if key in common]


def merge_tree(
    m: Merger,
    sides: TreeSides,
    documents: Survivors[Document],
    folders: Survivors[Folder],
    entities: Survivors[Entity],
) -> World:
    """A world of the merged things, each standing where the merge puts it; the project's
    details and settings are ours (:mod:`assistant.world.merge.project` merges them)."""
    tree = TreeMerge(m, sides, documents, folders, entities)
    tree.place_all()
    merged_folders = {
        key: replace(f, children=tree.children(key)) for key, f in folders.values.items()
    }
    ours = sides.worlds[1]
    return World(
        meta=ours.meta,
        documents=FrozenMap(documents.values),
        folders=FrozenMap(merged_folders),
        entities=FrozenMap(entities.values),
        root=tree.children(None),
        trash=tree.trash(),
        settings=ours.settings,
        writing_log=ours.writing_log,
    )


__all__ = ["TreeMerge", "TreeSides", "merge_tree"]
