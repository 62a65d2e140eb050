"""Translated names for the kinds of things in a project, as the window shows them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from assistant.world.model import DocumentKind, EntityKind, FolderKind


def _tr(text: str) -> str:
    return QCoreApplication.translate("Labels", text)


def entity_kind_label(kind: EntityKind | str) -> str:
    """'Character', 'Place'… for one entity."""
    return {
        EntityKind.CHARACTER: _tr("Character"),
        EntityKind.PLACE: _tr("Place"),
        EntityKind.ITEM: _tr("Item"),
        EntityKind.FACTION: _tr("Faction"),
        EntityKind.OTHER: _tr("Other"),
    }[EntityKind(kind)]


def entity_group_label(kind: EntityKind | str) -> str:
    """'Characters', 'Places'… for the tree's group of that kind."""
    return {
        EntityKind.CHARACTER: _tr("Characters"),
        EntityKind.PLACE: _tr("Places"),
        EntityKind.ITEM: _tr("Items"),
        EntityKind.FACTION: _tr("Factions"),
        EntityKind.OTHER: _tr("Other entities"),
    }[EntityKind(kind)]


def document_kind_label(kind: DocumentKind | str) -> str:
    return {
        DocumentKind.CHAPTER: _tr("Chapter"),
        DocumentKind.SCENE: _tr("Scene"),
        DocumentKind.NOTE: _tr("Note"),
        DocumentKind.TEXT: _tr("Text"),
    }[DocumentKind(kind)]


def folder_kind_label(kind: FolderKind | str) -> str:
    return {FolderKind.PART: _tr("Part"), FolderKind.FOLDER: _tr("Folder")}[FolderKind(kind)]
