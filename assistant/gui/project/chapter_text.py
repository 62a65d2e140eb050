"""A chapter given scenes, as the views show it (the model is :mod:`assistant.world.chapters`):
the tree, the outliner and the corkboard show its title once, on the folder, and its own text
as "(chapter text)"; the folder's row and card show that text's synopsis and status.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from assistant.world.chapters import chapter_text_of, is_chapter_text
from assistant.world.model import Document, NodeId, World

CHAPTER_TEXT = QT_TRANSLATE_NOOP("ChapterText", "(chapter text)")
CHAPTER_TEXT_TIP = QT_TRANSLATE_NOOP(
    "ChapterText", "The text of “%1” before its scenes (its document keeps the chapter's title)"
)


def shown_title(world: World, node_id: NodeId) -> str:
    """The title a view shows for a document or folder: “(chapter text)” for a chapter's own
    text inside its folder, else the node's title."""
    if is_chapter_text(world, node_id):
        return QCoreApplication.translate("ChapterText", CHAPTER_TEXT)
    node = world.node(node_id)
    return node.title if node is not None else node_id


def chapter_text_tip(world: World, node_id: NodeId) -> str | None:
    """What the chapter's text is, for a tooltip; None for anything else."""
    if not is_chapter_text(world, node_id):
        return None
    parent = world.folders.get(world.parent_of(node_id) or "")
    title = parent.title if parent is not None else ""
    return QCoreApplication.translate("ChapterText", CHAPTER_TEXT_TIP).replace("%1", title)


def own_document(world: World, node_id: NodeId) -> Document | None:
    """Where a node's synopsis and status live: a document's own, or, for the folder a
    chapter became, its chapter text's."""
    doc = world.documents.get(node_id)
    return doc if doc is not None else chapter_text_of(world, node_id)

