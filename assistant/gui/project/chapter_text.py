"""A chapter given scenes, as the views show it.

New Scene on a chapter makes a folder of the chapter's title holding the chapter's text and
the scene. The folder is then the chapter: the tree, the outliner and the corkboard show its
title once, on the folder, and the document of the same title first inside it as the
chapter's own text ("(chapter text)"); the folder's row and card show that text's synopsis
and status. The assistant's tools and the export follow the same model (a document titled
exactly so is read by that title; its heading is printed once).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from assistant.world.model import Document, DocumentKind, FolderKind, NodeId, World

CHAPTER_TEXT = QT_TRANSLATE_NOOP("ChapterText", "(chapter text)")
CHAPTER_TEXT_TIP = QT_TRANSLATE_NOOP(
    "ChapterText", "The text of “%1” before its scenes (its document keeps the chapter's title)"
)


def _same_title(a: str, b: str) -> bool:
    return " ".join(a.split()).casefold() == " ".join(b.split()).casefold()


def chapter_text_of(world: World, folder_id: NodeId | None) -> Document | None:
    """The chapter's own text inside ``folder_id``: a chapter document of the folder's title,
    first in it; None for any other folder."""
    folder = world.folders.get(folder_id) if folder_id is not None else None
    if folder is None or folder.kind is not FolderKind.FOLDER or not folder.children:
        return None
    doc = world.documents.get(folder.children[0])
    if doc is None or doc.kind is not DocumentKind.CHAPTER:
        return None
    return doc if _same_title(doc.title, folder.title) else None


def is_chapter_text(world: World, node_id: NodeId) -> bool:
    """True for a chapter's own text inside the folder it became when given scenes."""
    if node_id not in world.documents or not world.in_tree(node_id):
        return False  # a document in the trash is no chapter's text
    doc = chapter_text_of(world, world.parent_of(node_id))
    return doc is not None and doc.id == node_id


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
