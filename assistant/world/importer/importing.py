"""Importing a source folder: what kind it is (:func:`detect_source`), what an import would
make (:func:`preview_import`), and making the project (:func:`import_project`)."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field
from pathlib import Path

from assistant.world.errors import StorageError
from assistant.world.importer.draft import (
    CancelCheck,
    Draft,
    ImportCancelledError,
    ProgressCallback,
    build,
    check_destination,
)
from assistant.world.importer.entities import EntityMapping, NoteChoice
from assistant.world.importer.fit import fit_draft
from assistant.world.importer.report import ImportReport, ReportBuilder, SkippedFile, SourceKind
from assistant.world.importer.source import Source
from assistant.world.importer.vault import VaultImport

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ImportOptions:
    """How to import. The defaults suit a writer who just picked a folder."""

    title: str | None = None
    """The project's title (default: the source's own title, or its folder's name)."""
    entities: bool = True
    """Make entities from notes that describe characters, places, items, factions."""
    mapping: EntityMapping = field(default_factory=EntityMapping)
    """The writer's choices of what notes become; they win over what is detected."""
    join_lines: bool = False
    """Join the lines of hard-wrapped paragraphs."""


@dataclass(frozen=True)
class ImportPreview:
    """What an import would make, found without writing anything."""

    source: SourceKind
    title: str
    notes: tuple[NoteChoice, ...] = ()
    """For vaults and folders: each note and what it becomes (the mapping to review)."""
    documents: int = 0
    entities: tuple[tuple[str, int], ...] = ()
    attachments: int = 0
    hard_wrapped: tuple[str, ...] = ()
    skipped: tuple[SkippedFile, ...] = ()


def detect_source(src: Path | str) -> SourceKind:
    """What kind of project or folder ``src`` is."""
    src = Path(src)
    if src.is_file() and src.suffix.lower() in (".nwx", ".scrivx"):
        src = src.parent
    if (src / "nwProject.nwx").is_file():
        return SourceKind.NOVELWRITER
    if any(p.suffix.lower() == ".scrivx" and p.is_file() for p in _entries(src)):
        return SourceKind.SCRIVENER
    if (src / ".obsidian").is_dir():
        return SourceKind.OBSIDIAN
    return SourceKind.FOLDER


def _entries(src: Path) -> list[Path]:
    try:
        return [Path(entry.path) for entry in os.scandir(src)]
    except OSError:
        return []


def source_root(src: Path | str) -> Path:
    """The source's folder (a ``.nwx`` or ``.scrivx`` file names its own); raises
    :class:`StorageError` for anything but a folder."""
    src = Path(src)
    if src.is_file() and src.suffix.lower() in (".nwx", ".scrivx"):
        src = src.parent
    if not src.is_dir():
        raise StorageError(f"{src} is not a folder")
    return src


def preview_import(
    src: Path | str,
    options: ImportOptions | None = None,
    *,
    progress: ProgressCallback | None = None,
    cancel: CancelCheck | None = None,
) -> ImportPreview:
    """What importing ``src`` would make (nothing is written)."""
    options = options or ImportOptions()
    root = source_root(src)
    kind = detect_source(root)
    report = ReportBuilder()
    draft, choices = draft_of(root, kind, options, report, progress, cancel)
    counts: dict[str, int] = {}
    for entity in draft.entities:
        counts[entity.kind.value] = counts.get(entity.kind.value, 0) + 1
    return ImportPreview(
        source=kind,
        title=draft.title,
        notes=tuple(choices),
        documents=len(draft.documents()),
        entities=tuple(sorted(counts.items())),
        attachments=len(draft.attachments),
        hard_wrapped=tuple(report.hard_wrapped),
        skipped=tuple(report.skipped),
    )


def import_project(
    src: Path | str,
    dest: Path | str,
    options: ImportOptions | None = None,
    *,
    progress: ProgressCallback | None = None,
    cancel: CancelCheck | None = None,
) -> ImportReport:
    """Make a new project at ``dest`` from ``src``.

    Raises :class:`NothingToImportError` when ``src`` holds nothing to import,
    :class:`ImportCancelledError` when ``cancel`` says stop (nothing is left at ``dest``),
    and :class:`StorageError` for a source or destination that cannot be used.
    """
    options = options or ImportOptions()
    root = source_root(src)
    dest = Path(dest)
    check_destination(root, dest)
    kind = detect_source(root)
    report = ReportBuilder()
    draft, _choices = draft_of(root, kind, options, report, progress, cancel)
    if cancel is not None and cancel():
        raise ImportCancelledError("the import was stopped")
    fit_draft(draft, report)
    source = Source(root, report)
    total = len(draft.documents()) + len(draft.attachments)
    result = build(
        draft,
        dest,
        source,
        report,
        progress=progress,
        cancel=cancel,
        counted=(len(draft.documents()), total),
    )
    log.info(
        "imported %s %s into %s: %d document(s), %d entit(ies), %d attachment(s), "
        "%d file(s) left out",
        kind, root, dest, result.documents, result.entity_count, len(result.attachments),
        len(result.skipped),
    )
    return result


def import_folder(src: Path | str, dest: Path | str, *, title: str | None = None) -> ImportReport:
    """Import with the default options (kept for callers of the first importer)."""
    return import_project(src, dest, ImportOptions(title=title))


def draft_of(
    root: Path,
    kind: SourceKind,
    options: ImportOptions,
    report: ReportBuilder,
    progress: ProgressCallback | None,
    cancel: CancelCheck | None,
) -> tuple[Draft, list[NoteChoice]]:
    """What the source folder ``root`` of kind ``kind`` holds, as a draft (nothing written),
    and, for vaults and folders, what each note becomes."""
    source = Source(root, report)
    default_title = options.title or Path(os.path.realpath(root)).name or "Imported"
    if kind in (SourceKind.NOVELWRITER, SourceKind.SCRIVENER):
        if kind is SourceKind.NOVELWRITER:
            from assistant.world.importer.novelwriter import read_novelwriter as read
        else:
            from assistant.world.importer.scrivener import read_scrivener as read
        draft = read(
            source,
            entities=options.entities,
            join_lines=options.join_lines,
            progress=progress,
            cancel=cancel,
        )
        if options.title:
            draft.title = options.title
        return draft, []
    vault = VaultImport(source, report, kind)
    vault.scan(progress, cancel)
    choices = vault.choose(options.mapping, options.entities)
    title = default_title.removesuffix(".scriv")
    return vault.draft(title, options.join_lines), choices


__all__ = [
    "ImportOptions",
    "ImportPreview",
    "detect_source",
    "draft_of",
    "import_folder",
    "import_project",
    "preview_import",
    "source_root",
]
