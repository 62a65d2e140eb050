"""Importing a writer's existing work as a new Quire project.

Four kinds of source are recognised (:func:`detect_source`): an Obsidian vault, a
novelWriter project, a Scrivener project and a plain folder of Markdown or text files.
:func:`preview_import` says what an import would make without writing anything (the
import dialog's preview); :func:`import_project` makes the project, with progress and a way
to stop, and returns an :class:`ImportReport` that lists everything it brought in and every
file it did not, with the reason. Nothing outside the source folder is ever read.
"""

from __future__ import annotations

from assistant.world.importer.draft import ATTACHMENTS, ImportCancelledError, NothingToImportError
from assistant.world.importer.entities import DOCUMENT, EntityMapping, NoteChoice, load_mapping
from assistant.world.importer.importing import (
    ImportOptions,
    ImportPreview,
    detect_source,
    import_folder,
    import_project,
    preview_import,
)
from assistant.world.importer.report import ImportReport, SkippedFile, SkipReason, SourceKind
from assistant.world.importer.source import natural_key

__all__ = [
    "ATTACHMENTS",
    "DOCUMENT",
    "EntityMapping",
    "ImportCancelledError",
    "ImportOptions",
    "ImportPreview",
    "ImportReport",
    "NoteChoice",
    "NothingToImportError",
    "SkipReason",
    "SkippedFile",
    "SourceKind",
    "detect_source",
    "import_folder",
    "import_project",
    "load_mapping",
    "natural_key",
    "preview_import",
]
