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


GITIGNORE = ".gitignore"
GITIGNORE_TEXT = """\
# Written by Quire: everything in .quire is kept out of version control. It is this
# computer's (the lock, the save journal), private (conversations, the request log: your
# questions and the model's answers), or made again at will (the summary cache, findings),
# and git keeps your versions better than snapshots and backups of them. Quire never
# rewrites this file once it is here: edit it to keep something in version control.
*
"""


def keep_out_of_git(folder: Path) -> None:
    """Put a ``.gitignore`` that ignores everything into Quire's ``.quire`` folder, unless
    one is there already (the writer's own stands). A folder that cannot be written is left
    as it is: the lock or the save that asked will say so themselves."""
    path = folder / GITIGNORE
    try:
        with path.open("x", encoding="utf-8") as handle:
            handle.write(GITIGNORE_TEXT)
    except FileExistsError:
        pass
    except OSError:
        return


def app_data_dir(root: Path) -> Path:
    """The project's ``.quire`` folder (lock, conversations, save journal), made when first
    asked for, with the ``.gitignore`` that keeps it out of version control."""
    path = root / APP_DATA
    path.mkdir(exist_ok=True)
    keep_out_of_git(path)
    return path


__all__ = [
    "APP_DATA",
    "DOCUMENTS",
    "ENTITIES",
    "GITIGNORE",
    "GITIGNORE_TEXT",
    "MANIFEST",
    "RECOVERED",
    "SLUG_LENGTH",
    "app_data_dir",
    "document_path",
    "entity_path",
    "keep_out_of_git",
    "slugify",
]
