"""A novelWriter project, an Obsidian vault or a folder of notes made into a new series.

:func:`import_series` reads the source with the importer (:mod:`assistant.world.importer`)
exactly as a project import does: every entity it finds (a character sheet, a place, a
faction, with their fields, aliases and notes) becomes one of the series' entities, every
document becomes one of the series' notes, and the files a source holds beside its text are
copied into the series' ``attachments`` folder. A series keeps its notes without folders and
has no trash, so the source's folders and its trashed documents are listed among what was
left out, with the reason; the importer's :class:`~assistant.world.importer.ImportReport`
says the rest. Nothing outside the source folder is read; a failed or stopped import leaves
nothing behind.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path

from assistant.world.importer.draft import (
    CancelCheck,
    Draft,
    DraftFolder,
    DraftNode,
    ImportCancelledError,
    ProgressCallback,
    build,
    check_destination,
    documents_in,
)
from assistant.world.importer.fit import fit_draft
from assistant.world.importer.importing import (
    ImportOptions,
    detect_source,
    draft_of,
    source_root,
)
from assistant.world.importer.report import ImportReport, ReportBuilder, SkipReason
from assistant.world.importer.source import Source
from assistant.world.model import World
from assistant.world.series.folder import series_store
from assistant.world.series.linking import create_series

log = logging.getLogger(__name__)

FOLDER_LEFT = "a series keeps its notes without folders; the notes in this one were kept"
TRASH_LEFT = "in the source's trash; a series has no trash"


def import_series(
    source: Path | str,
    series_folder: Path | str,
    title: str | None = None,
    *,
    options: ImportOptions | None = None,
    progress: ProgressCallback | None = None,
    cancel: CancelCheck | None = None,
) -> ImportReport:
    """Make a new series at ``series_folder`` (absent or empty) from the world folder
    ``source``, titled ``title`` (default: the source's own title, or its folder's name).

    Raises :class:`~assistant.world.importer.NothingToImportError` when the source holds
    nothing to import, :class:`ImportCancelledError` when ``cancel`` says stop, and
    :class:`~assistant.world.errors.StorageError` for a source or folder that cannot be used.
    """
    options = replace(options or ImportOptions(), entities=True)
    if title is not None:
        options = replace(options, title=title)
    root = source_root(source)
    dest = Path(series_folder)
    check_destination(root, dest)
    kind = detect_source(root)
    report = ReportBuilder()
    draft, _choices = draft_of(root, kind, options, report, progress, cancel)
    if cancel is not None and cancel():
        raise ImportCancelledError("the import was stopped")
    _flatten(draft, report)
    fit_draft(draft, report)
    total = len(draft.documents()) + len(draft.attachments)
    result = build(
        draft,
        dest,
        Source(root, report),
        report,
        progress=progress,
        cancel=cancel,
        counted=(len(draft.documents()), total),
        make=make_series,
    )
    log.info(
        "imported %s %s as the series %s: %d note(s), %d entit(ies), %d file(s) left out",
        kind, root, dest, result.documents, result.entity_count, len(result.skipped),
    )
    return result


def _flatten(draft: Draft, report: ReportBuilder) -> None:
    """The draft's documents all at the top (a series' notes have no folders), its folders
    and trashed documents reported as left out."""
    for path in _folder_paths(draft.root):
        report.skip(path, SkipReason.UNSUPPORTED, FOLDER_LEFT)
    for node in draft.trash:
        for doc in documents_in([node]):
            report.skip(doc.source or doc.title, SkipReason.UNSUPPORTED, TRASH_LEFT)
    draft.root = list(documents_in(draft.root))
    draft.trash = []


def _folder_paths(nodes: list[DraftNode]) -> list[str]:
    """Each folder among ``nodes`` and inside them, as the titles down to it (``World/
    Characters``: a vault's folder path), in order (without recursion)."""
    found: list[str] = []
    stack: list[tuple[str, DraftNode]] = [("", node) for node in reversed(nodes)]
    while stack:
        above, node = stack.pop()
        if isinstance(node, DraftFolder):
            path = f"{above}{node.title.strip() or 'Untitled'}"
            found.append(path)
            stack.extend((f"{path}/", child) for child in reversed(node.children))
    return found


def make_series(dest: Path, world: World) -> None:
    """Make the series folder ``dest`` holding ``world``'s entities (all the series') and its
    documents (the series' notes), titled as ``world``."""
    create_series(dest, world.meta.title)
    store = series_store(dest)
    empty = store.load()
    state = replace(empty.series, entity_ids=frozenset(world.entities))
    store.save(
        replace(
            empty,
            documents=world.documents,
            entities=world.entities,
            root=tuple(sorted(world.documents)),
            series=state,
        )
    )


__all__ = ["FOLDER_LEFT", "TRASH_LEFT", "import_series", "make_series"]
