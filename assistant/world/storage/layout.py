"""Where things live in a project folder: the manifest, one Markdown file per document and
per entity (named by its title or name and its id), and Quire's own ``.quire`` folder."""

from __future__ import annotations

import unicodedata
from pathlib import Path

from assistant.world.model import Document, Entity

MANIFEST = "project.quire"
DOCUMENTS = "documents"
ENTITIES = "entities"
APP_DATA = ".quire"
RECOVERED = f"{APP_DATA}/recovered"
SLUG_LENGTH = 40
MAX_FILE_BYTES = 128 * 1024 * 1024
"""The largest document, entity or manifest file Quire reads: far beyond any book (and twice
what an import brings in as one text), far short of a computer's memory. A larger file is
not read; the project opens without it, and says so."""


def slugify(text: str) -> str:
    """The readable part of a file name: lower case, no accents, ``-`` between words."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    slug = "".join(c if c.isalnum() else " " for c in plain)
    slug = "-".join(slug.split())[:SLUG_LENGTH].strip("-")
    return unicodedata.normalize("NFC", slug) or "untitled"


def document_path(doc: Document) -> str:
    """Where a document lives, relative to the project folder."""
    return f"{DOCUMENTS}/{slugify(doc.title)}-{doc.id}.md"


def entity_path(entity: Entity) -> str:
    """Where an entity lives, relative to the project folder."""
    return f"{ENTITIES}/{slugify(entity.name)}-{entity.id}.md"


def app_data_dir(root: Path) -> Path:
    """The project's ``.quire`` folder (lock, conversations, save journal), made when first
    asked for."""
    path = root / APP_DATA
    path.mkdir(exist_ok=True)
    return path


__all__ = [
    "APP_DATA",
    "DOCUMENTS",
    "ENTITIES",
    "MANIFEST",
    "RECOVERED",
    "SLUG_LENGTH",
    "app_data_dir",
    "document_path",
    "entity_path",
    "slugify",
]
