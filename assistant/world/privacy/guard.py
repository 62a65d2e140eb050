"""What a change would make public: private material that would stay in the project but no
longer be private (unmarked, or moved out of a private folder).

Only the writer may do that. The assistant's changes are checked here before they apply, in
act mode, whichever front end runs it (:class:`assistant.agent.act.act_run.ActRun`)."""

from __future__ import annotations

from assistant.world.edits import Edit
from assistant.world.errors import EditError
from assistant.world.model import NodeId, World
from assistant.world.privacy.material import private_material


def exposed(before: World, after: World) -> tuple[NodeId, ...]:
    """The ids of documents, folders and entities private in ``before`` that ``after`` still
    holds but no longer keeps private, and of entities with a field that lost its mark."""
    was = private_material(before)
    if not was:
        return ()
    now = private_material(after)
    found: list[NodeId] = []
    for node_id in sorted(was.documents | was.folders):
        if after.has(node_id) and node_id not in now.documents | now.folders:
            found.append(node_id)
    for entity_id in sorted(was.entities):
        if entity_id in after.entities and entity_id not in now.entities:
            found.append(entity_id)
    for entity_id, keys in was.fields:
        entity = after.entities.get(entity_id)
        if entity is not None and not entity.private and not keys <= set(entity.private_fields):
            found.append(entity_id)
    return tuple(found)


def edit_exposes(edit: Edit, world: World) -> tuple[NodeId, ...]:
    """:func:`exposed` for ``edit`` applied to ``world`` (nothing when it cannot apply: it
    is refused for its own reason)."""
    if not private_material(world):
        return ()
    try:
        after, _inverse = edit.apply(world)
    except EditError:
        return ()
    return exposed(world, after)


EXPOSES = (
    "refused: this change would make private material public ({things}); only the writer can "
    "do that"
)
"""What the model reads when its change would expose private material."""
