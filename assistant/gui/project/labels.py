"""Translated names for the kinds of things in a project, as the window shows them."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from assistant.world.model import DocumentKind, EntityKind, FolderKind

_ENTITY_KINDS = {
    EntityKind.CHARACTER: QT_TRANSLATE_NOOP("Labels", "Character"),
    EntityKind.PLACE: QT_TRANSLATE_NOOP("Labels", "Place"),
    EntityKind.ITEM: QT_TRANSLATE_NOOP("Labels", "Item"),
    EntityKind.FACTION: QT_TRANSLATE_NOOP("Labels", "Faction"),
    EntityKind.OTHER: QT_TRANSLATE_NOOP("Labels", "Other"),
}
_ENTITY_GROUPS = {
    EntityKind.CHARACTER: QT_TRANSLATE_NOOP("Labels", "Characters"),
    EntityKind.PLACE: QT_TRANSLATE_NOOP("Labels", "Places"),
    EntityKind.ITEM: QT_TRANSLATE_NOOP("Labels", "Items"),
    EntityKind.FACTION: QT_TRANSLATE_NOOP("Labels", "Factions"),
    EntityKind.OTHER: QT_TRANSLATE_NOOP("Labels", "Other entities"),
}
_MAKE_ENTITY_KIND = {
    EntityKind.CHARACTER: QT_TRANSLATE_NOOP("Labels", "Make “%1” a character"),
    EntityKind.PLACE: QT_TRANSLATE_NOOP("Labels", "Make “%1” a place"),
    EntityKind.ITEM: QT_TRANSLATE_NOOP("Labels", "Make “%1” an item"),
    EntityKind.FACTION: QT_TRANSLATE_NOOP("Labels", "Make “%1” a faction"),
    EntityKind.OTHER: QT_TRANSLATE_NOOP("Labels", "Make “%1” another kind of entity"),
}
_DOCUMENT_KINDS = {
    DocumentKind.CHAPTER: QT_TRANSLATE_NOOP("Labels", "Chapter"),
    DocumentKind.SCENE: QT_TRANSLATE_NOOP("Labels", "Scene"),
    DocumentKind.NOTE: QT_TRANSLATE_NOOP("Labels", "Note"),
    DocumentKind.TEXT: QT_TRANSLATE_NOOP("Labels", "Text"),
}
_FOLDER_KINDS = {
    FolderKind.PART: QT_TRANSLATE_NOOP("Labels", "Part"),
    FolderKind.FOLDER: QT_TRANSLATE_NOOP("Labels", "Folder"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Labels", text)


def entity_kind_label(kind: EntityKind | str) -> str:
    """'Character', 'Place'… for one entity."""
    return _tr(_ENTITY_KINDS[EntityKind(kind)])


def entity_group_label(kind: EntityKind | str) -> str:
    """'Characters', 'Places'… for the tree's group of that kind."""
    return _tr(_ENTITY_GROUPS[EntityKind(kind)])


def make_entity_kind_label(name: str, kind: EntityKind | str) -> str:
    """The undo step's name for changing the entity ``name`` to ``kind``."""
    return _tr(_MAKE_ENTITY_KIND[EntityKind(kind)]).replace("%1", name)


def document_kind_label(kind: DocumentKind | str) -> str:
    return _tr(_DOCUMENT_KINDS[DocumentKind(kind)])


def folder_kind_label(kind: FolderKind | str) -> str:
    return _tr(_FOLDER_KINDS[FolderKind(kind)])
