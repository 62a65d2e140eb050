"""Stable identifiers for documents, folders and entities.

An id is given once, when a thing is created, and never changes when it is renamed or
moved. The prefix tells the kind at a glance in files and tool output.
"""

from __future__ import annotations

import secrets

DOCUMENT_PREFIX = "d-"
FOLDER_PREFIX = "f-"
ENTITY_PREFIX = "e-"


def _new(prefix: str) -> str:
    return prefix + secrets.token_hex(5)


def new_document_id() -> str:
    """A fresh id for a document."""
    return _new(DOCUMENT_PREFIX)


def new_folder_id() -> str:
    """A fresh id for a folder."""
    return _new(FOLDER_PREFIX)


def new_entity_id() -> str:
    """A fresh id for an entity."""
    return _new(ENTITY_PREFIX)


def is_document_id(node_id: str) -> bool:
    return node_id.startswith(DOCUMENT_PREFIX)


def is_folder_id(node_id: str) -> bool:
    return node_id.startswith(FOLDER_PREFIX)


def is_entity_id(node_id: str) -> bool:
    return node_id.startswith(ENTITY_PREFIX)
