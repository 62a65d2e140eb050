"""A chapter given scenes: New Scene on a chapter makes a folder of the chapter's title holding
the chapter's text first, then the scene. The folder is then the chapter, and the document
of its title first inside it is the chapter's own text. The views show that text as "(chapter
text)", the export prints the title once, and the assistant reads the document by its title.
"""

from __future__ import annotations

from assistant.world.model import Document, DocumentKind, FolderKind, NodeId, World


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
