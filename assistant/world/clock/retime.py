"""Re-timing a scene: setting or clearing its ``when`` as one edit, through the same field
edits the inspector makes, so it is one undo step with an exact inverse."""

from __future__ import annotations

from assistant.world.clock.calendar import language_code
from assistant.world.clock.when import WHEN, WHEN_FIELD, time_field
from assistant.world.edits import Edit, RemoveDocumentField, SetDocumentField
from assistant.world.errors import InvalidValueError, UnknownNodeError
from assistant.world.model import NodeId, World


def retime(world: World, node_id: NodeId, when: str) -> Edit:
    """The edit that gives document ``node_id`` the time ``when`` (its ``when`` field, under
    the name it already has, or a new field named in the project's language), or clears it
    when ``when`` is blank. Raises :class:`InvalidValueError` when there is nothing to clear."""
    doc = world.documents.get(node_id)
    if doc is None or not world.has(node_id):
        raise UnknownNodeError(node_id, "document")
    current = time_field(doc.fields, WHEN)
    text = " ".join(when.split())
    if not text:
        if current is None:
            raise InvalidValueError(f"{node_id} has no time to clear")
        return RemoveDocumentField(node_id, current[0])
    name = current[0] if current is not None else WHEN_FIELD[language_code(world.meta.language)]
    return SetDocumentField(node_id, name, text)


__all__ = ["retime"]
