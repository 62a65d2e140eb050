"""Dragging a document or folder onto another in the outliner or on the corkboard: the drag's
data, and the move it asks for (one undo step, "Move “…”", as in the project tree)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QCoreApplication, QMimeData
from PySide6.QtGui import QDropEvent

from assistant.gui.window.project_view import ProjectView
from assistant.world.errors import EditError
from assistant.world.model import NodeId

MIME = "application/x-quire-node"


def node_mime(node_id: NodeId) -> QMimeData:
    data = QMimeData()
    data.setData(MIME, QByteArray(node_id.encode("utf-8")))
    return data


def dropped_node(event: QDropEvent) -> NodeId | None:
    """The node a drop carries, or None for anything else."""
    data = event.mimeData()
    if not data.hasFormat(MIME):
        return None
    return bytes(data.data(MIME).data()).decode("utf-8")


def move_before(
    controller: ProjectView,
    node_id: NodeId,
    target_id: NodeId | None,
    end_parent: NodeId | None = None,
) -> bool:
    """Move ``node_id`` just before ``target_id`` (at the end of ``end_parent`` when None)."""
    world = controller.world
    if world is None or node_id == target_id or not world.in_tree(node_id):
        return False
    from assistant.world.edits.moves import Place, move_edit, place_next_to  # when first asked

    node = world.node(node_id)
    label = QCoreApplication.translate("TreeActions", "Move “{title}”").format(
        title=node.title if node is not None else node_id
    )
    try:
        if target_id is None or not world.in_tree(target_id):
            place = Place(end_parent)
        else:
            place = place_next_to(world, node_id, target_id)
        controller.push(move_edit(world, node_id, place), label)
    except EditError:
        return False
    return True
