"""Moving documents and folders next to others: the one place that turns "before that one",
"after that one" or "at the end of that folder" into a :class:`MoveNode`, and a drop of
several nodes (some of them out of the trash) into the edits that make it.

The project tree's drag and drop, the outliner's and corkboard's drops and the assistant's
``move_node`` tool all plan their moves here, so a move means the same wherever it is asked
for. A request that cannot be met raises :class:`MoveRefused`, saying why.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from assistant.world.edits.base import Edit
from assistant.world.edits.tree import MoveNode, RestoreNode
from assistant.world.errors import InvalidMoveError
from assistant.world.model import NodeId, World


class MoveRefusal(StrEnum):
    """Why a move cannot be made."""

    NOT_A_NODE = "not_a_node"
    """No document or folder has this id (it may be an entity)."""
    INSIDE_ANOTHER = "inside_another"
    """The node sits inside a folder that moves with it."""
    TRASHED = "trashed"
    """The node is in the trash (or inside a trashed folder)."""
    INTO_ITSELF = "into_itself"
    """A folder would go into itself or into a folder inside it."""
    NEXT_TO_ITSELF = "next_to_itself"
    """A node would go next to itself."""
    ANCHOR_TRASHED = "anchor_trashed"
    """The node it would go next to is in the trash."""
    ALREADY_THERE = "already_there"
    """The node is already there: the move would change nothing."""


class MoveRefused(InvalidMoveError):
    """A move that cannot be made: :attr:`refusal` says why, :attr:`node_id` of which node."""

    def __init__(self, refusal: MoveRefusal, node_id: NodeId) -> None:
        super().__init__(f"cannot move {node_id}: {refusal.value.replace('_', ' ')}")
        self.refusal = refusal
        self.node_id = node_id


@dataclass(frozen=True)
class Place:
    """Where a node goes: among the children of ``parent_id`` (None: the top level), at
    ``index`` counted without the node itself (None: at the end)."""

    parent_id: NodeId | None
    index: int | None = None


def siblings_without(
    world: World, parent_id: NodeId | None, node_id: NodeId | None
) -> tuple[NodeId, ...]:
    """The children of ``parent_id`` other than ``node_id``: the ones a place counts."""
    return tuple(child for child in world.children(parent_id) if child != node_id)


def place_next_to(
    world: World, node_id: NodeId | None, anchor_id: NodeId, *, after: bool = False
) -> Place:
    """The place just before ``anchor_id`` (just after it with ``after``) for ``node_id``
    (None for a node not made yet)."""
    if anchor_id == node_id:
        raise MoveRefused(MoveRefusal.NEXT_TO_ITSELF, anchor_id)
    if world.is_trashed(anchor_id):
        raise MoveRefused(MoveRefusal.ANCHOR_TRASHED, anchor_id)
    parent_id = world.parent_of(anchor_id)
    index = siblings_without(world, parent_id, node_id).index(anchor_id)
    return Place(parent_id, index + 1 if after else index)


def move_edit(world: World, node_id: NodeId, place: Place) -> MoveNode:
    """The edit that moves ``node_id`` to ``place``, refused when the node is no document or
    folder of the tree, or the place lies inside it. A move to where the node already is
    is not refused here (see :func:`stays_put`)."""
    if world.node(node_id) is None:
        raise MoveRefused(MoveRefusal.NOT_A_NODE, node_id)
    if world.is_trashed(node_id):
        raise MoveRefused(MoveRefusal.TRASHED, node_id)
    parent_id = place.parent_id
    if parent_id is not None and (parent_id == node_id or world.is_ancestor(node_id, parent_id)):
        raise MoveRefused(MoveRefusal.INTO_ITSELF, node_id)
    return MoveNode(node_id, parent_id, place.index)


def stays_put(world: World, node_id: NodeId, place: Place) -> bool:
    """Whether ``node_id`` is already at ``place`` (moving it there would change nothing)."""
    if not world.in_tree(node_id) or world.parent_of(node_id) != place.parent_id:
        return False
    siblings = world.children(place.parent_id)
    current = siblings.index(node_id)
    return current == (len(siblings) - 1 if place.index is None else place.index)


def outermost(world: World, node_ids: Sequence[NodeId]) -> list[NodeId]:
    """``node_ids`` without those inside a folder among them (they go along with it)."""
    return [
        node_id
        for node_id in node_ids
        if not any(other != node_id and world.is_ancestor(other, node_id) for other in node_ids)
    ]


def drop_edits(
    world: World, node_ids: Sequence[NodeId], parent_id: NodeId | None, anchor_id: NodeId | None
) -> tuple[Edit, ...]:
    """The edits that put ``node_ids``, in order, just before ``anchor_id`` among the children
    of ``parent_id`` (at their end when ``anchor_id`` is None): a node in the trash is
    restored there, a node already there is left alone (no edits: nothing to do).

    Applied in order, each edit applies to the world the ones before it made. Raises
    :class:`MoveRefused` (or another :class:`~assistant.world.errors.EditError`) when one of
    the nodes cannot go there; then none of them moves.
    """
    inner = set(node_ids) - set(outermost(world, node_ids))
    for node_id in node_ids:
        if world.node(node_id) is None:
            raise MoveRefused(MoveRefusal.NOT_A_NODE, node_id)
        if node_id in inner:
            raise MoveRefused(MoveRefusal.INSIDE_ANOTHER, node_id)
        if node_id == anchor_id:
            raise MoveRefused(MoveRefusal.NEXT_TO_ITSELF, node_id)
        if parent_id is not None and (
            parent_id == node_id or world.is_ancestor(node_id, parent_id)
        ):
            raise MoveRefused(MoveRefusal.INTO_ITSELF, node_id)
    edits: list[Edit] = []
    scratch = world
    for node_id in node_ids:
        children = scratch.children(parent_id)
        edit: Edit
        if scratch.trash_entry(node_id) is not None:
            index = len(children) if anchor_id is None else children.index(anchor_id)
            edit = RestoreNode(node_id, parent_id, index)
        else:
            rest = [child for child in children if child != node_id]
            place = Place(parent_id, len(rest) if anchor_id is None else rest.index(anchor_id))
            if stays_put(scratch, node_id, place):
                continue
            edit = move_edit(scratch, node_id, place)
        scratch, _inverse = edit.apply(scratch)
        edits.append(edit)
    return tuple(edits)


__all__ = [
    "MoveRefusal",
    "MoveRefused",
    "Place",
    "drop_edits",
    "move_edit",
    "outermost",
    "place_next_to",
    "siblings_without",
    "stays_put",
]
