"""A project as an importer assembles it, before it has ids and files; and building the
project folder from it (documents, entities, trash, attachments) with progress and stop."""

from __future__ import annotations

import logging
import os
import shutil
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from assistant.world.errors import StorageError, UnsaveableTextError, WorldError
from assistant.world.ids import new_document_id, new_entity_id, new_folder_id
from assistant.world.importer.report import ImportReport, ReportBuilder, SkipReason, SourceKind
from assistant.world.importer.source import MAX_ATTACHMENT_BYTES, Source, attachment_rel
from assistant.world.model import (
    Document,
    DocumentKind,
    Entity,
    EntityKind,
    Folder,
    FolderKind,
    FrozenMap,
    NodeId,
    ProjectMeta,
    TrashEntry,
    World,
)
from assistant.world.project_settings import ProjectSettings, statuses_with
from assistant.world.safetext import storable
from assistant.world.storage import atomic
from assistant.world.storage.store import ProjectStore

log = logging.getLogger(__name__)

ATTACHMENTS = "attachments"
"""The project's folder for images and other files a source held beside its text."""

ProgressCallback = Callable[[int, int], None]
"""``progress(done, total)``: how far an import has come."""
CancelCheck = Callable[[], bool]
"""``cancel()``: True when the writer asked the import to stop."""
FolderMaker = Callable[[Path, World], None]
"""``make(dest, world)``: make the new folder at ``dest`` holding ``world`` (a project's by
default; a series' for :func:`assistant.world.series.importing.import_series`)."""


class ImportCancelledError(WorldError):
    """The writer stopped the import; nothing was left behind."""


class NothingToImportError(StorageError):
    """The source holds nothing Quire can bring in; the message says what it holds."""


@dataclass
class DraftDocument:
    title: str
    text: str
    kind: DocumentKind = DocumentKind.TEXT
    tags: list[str] = field(default_factory=list)
    synopsis: str = ""
    status: str = ""
    fields: list[tuple[str, str]] = field(default_factory=list)
    source: str = ""
    """Where it came from, relative to the source folder."""
    id: NodeId = field(default_factory=new_document_id)
    private: bool = False

    def add_field(self, key: str, value: str) -> None:
        add_pair(self.fields, key, value)


@dataclass
class DraftFolder:
    title: str
    children: list[DraftNode] = field(default_factory=list)
    kind: FolderKind = FolderKind.FOLDER
    id: NodeId = field(default_factory=new_folder_id)
    source: str = ""
    """The folder of the source it came from, when it came from one."""


DraftNode = DraftDocument | DraftFolder


@dataclass
class DraftEntity:
    name: str
    kind: EntityKind
    aliases: list[str] = field(default_factory=list)
    fields: list[tuple[str, str]] = field(default_factory=list)
    notes: str = ""
    tags: list[str] = field(default_factory=list)
    source: str = ""
    id: NodeId = field(default_factory=new_entity_id)
    private: bool = False

    def add_field(self, key: str, value: str) -> None:
        add_pair(self.fields, key, value)


def add_pair(pairs: list[tuple[str, str]], key: str, value: str) -> None:
    """Add a field; a repeated name gets a number (``race 2``) so nothing is overwritten."""
    key = key.strip() or "field"
    names = {name for name, _value in pairs}
    unique, number = key, 2
    while unique in names:
        unique, number = f"{key} {number}", number + 1
    pairs.append((unique, value))


@dataclass
class Draft:
    """Everything an importer found, ready to become a project."""

    title: str
    kind: SourceKind
    root: list[DraftNode] = field(default_factory=list)
    entities: list[DraftEntity] = field(default_factory=list)
    trash: list[DraftNode] = field(default_factory=list)
    attachments: list[tuple[Path, str]] = field(default_factory=list)
    """``(file in the source, path inside the project's attachments folder)``."""
    author: str = ""
    language: str = ""

    def documents(self) -> list[DraftDocument]:
        """Every document, in the tree's order, then the trash's (without recursion)."""
        return documents_in(self.root) + documents_in(self.trash)


def documents_in(nodes: list[DraftNode]) -> list[DraftDocument]:
    """The documents among ``nodes`` and in their folders, in order (without recursion)."""
    found: list[DraftDocument] = []
    stack = list(reversed(nodes))
    while stack:
        node = stack.pop()
        if isinstance(node, DraftDocument):
            found.append(node)
        else:
            stack.extend(reversed(node.children))
    return found


def _flatten(
    nodes: list[DraftNode],
    documents: dict[NodeId, Document],
    folders: dict[NodeId, Folder],
) -> tuple[NodeId, ...]:
    ids: list[NodeId] = []
    for node in nodes:
        if isinstance(node, DraftDocument):
            documents[node.id] = Document(
                id=node.id,
                title=node.title.strip() or "Untitled",
                text=node.text,
                kind=node.kind,
                tags=tuple(dict.fromkeys(t for t in node.tags if t)),
                synopsis=node.synopsis,
                status=node.status,
                fields=tuple(node.fields),
                private=node.private,
            )
        else:
            children = _flatten(node.children, documents, folders)
            folders[node.id] = Folder(node.id, node.title.strip() or "Untitled", node.kind,
                                      children)
        ids.append(node.id)
    return tuple(ids)


def draft_world(draft: Draft) -> World:
    """The world a draft describes (trash included)."""
    documents: dict[NodeId, Document] = {}
    folders: dict[NodeId, Folder] = {}
    root = _flatten(draft.root, documents, folders)
    trashed = _flatten(draft.trash, documents, folders)
    entities = {
        e.id: Entity(
            id=e.id,
            name=e.name.strip() or "Unnamed",
            kind=e.kind,
            aliases=tuple(dict.fromkeys(a for a in e.aliases if a.strip() and a != e.name)),
            fields=tuple(e.fields),
            notes=e.notes,
            tags=tuple(dict.fromkeys(t for t in e.tags if t)),
            private=e.private,
        )
        for e in draft.entities
    }
    meta = ProjectMeta(
        title=draft.title or "Imported",
        author=draft.author,
        language=draft.language or ProjectMeta().language,
    )
    statuses = statuses_with(d.status for d in documents.values() if d.status)
    return World(
        meta=meta,
        documents=FrozenMap(documents),
        folders=FrozenMap(folders),
        entities=FrozenMap(entities),
        root=root,
        trash=tuple(TrashEntry(node_id, None, index) for index, node_id in enumerate(trashed)),
        settings=ProjectSettings(statuses=statuses),
    )


def check_destination(src: Path, dest: Path) -> None:
    """Refuse a destination inside the source (the import would read its own output) and
    one that exists and is not an empty folder."""
    real_src = os.path.realpath(src)
    real_dest = os.path.realpath(dest)
    if real_dest == real_src or real_dest.startswith(real_src.rstrip(os.sep) + os.sep):
        raise StorageError(f"{dest} is inside the folder being imported; choose another place")
    if dest.exists() and (not dest.is_dir() or any(dest.iterdir())):
        raise StorageError(f"{dest} is not empty")


def build(
    draft: Draft,
    dest: Path,
    source: Source,
    report: ReportBuilder,
    *,
    progress: ProgressCallback | None = None,
    cancel: CancelCheck | None = None,
    counted: tuple[int, int] = (0, 0),
    make: FolderMaker | None = None,
) -> ImportReport:
    """Write the project at ``dest`` (with ``make``, the folder it makes); on stop or
    failure, remove what was written."""
    world = draft_world(draft)
    if not world.documents and not world.entities:
        raise NothingToImportError(_nothing_reason(source.root, report, draft))
    existed = dest.exists()
    done, total = counted
    copied: list[str] = []
    try:
        try:
            if make is None:
                ProjectStore.create(dest, world.meta, world)
            else:
                make(dest, world)
        except UnsaveableTextError as exc:  # not to be: the draft was made storable
            raise StorageError(
                "nothing was imported, because some of the text holds characters no file can "
                "store: " + "; ".join(exc.items)
            ) from exc
        taken: set[str] = set()
        for path, wanted in draft.attachments:
            # a file name that is not UTF-8; folders past the importers' depth laid flat
            target = _unique(storable(attachment_rel(wanted)), taken)
            if cancel is not None and cancel():
                raise ImportCancelledError("the import was stopped")
            if _copy(source, path, dest / ATTACHMENTS / target):
                copied.append(target)
            done += 1
            if progress is not None:
                progress(done, max(total, done))
    except BaseException:
        _remove_created(dest, existed)
        raise
    kinds = Counter(entity.kind.value for entity in world.entities.values())
    live = world.documents_in_order()
    return ImportReport(
        root=dest,
        source=draft.kind,
        documents=len(live),
        folders=sum(1 for _d, node in world.walk() if isinstance(node, Folder)),
        words=sum(doc.word_count for doc in live),  # as the project counts: not the trash
        entities=tuple((kind.value, kinds[kind.value]) for kind in EntityKind if kinds[kind]),
        fields_kept=sum(len(d.fields) for d in world.documents.values())
        + sum(len(e.fields) for e in world.entities.values()),
        attachments=tuple(copied),
        links_resolved=report.links_resolved,
        links_unresolved=tuple(report.links_unresolved),
        lines_joined=report.lines_joined,
        hard_wrapped=tuple(report.hard_wrapped),
        skipped=tuple(report.skipped),
        problems=tuple(report.problems),
        trashed=len(world.documents) - len(live),
    )


def _unique(rel: str, taken: set[str]) -> str:
    """``rel``, or ``name 2.ext``… when another attachment already has that path."""
    candidate, number = rel, 2
    stem, dot, suffix = rel.rpartition(".") if "." in rel.rsplit("/", 1)[-1] else (rel, "", "")
    while candidate.casefold() in taken:
        candidate = f"{stem} {number}{dot}{suffix}"
        number += 1
    taken.add(candidate.casefold())
    return candidate


def _copy(source: Source, path: Path, target: Path) -> bool:
    data = source.read_bytes(path, limit=MAX_ATTACHMENT_BYTES)
    if data is None:
        return False
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        atomic.write_atomic(target, data, sync_folder=False)
    except OSError as exc:
        raise StorageError(f"cannot copy {source.rel(path)} into the project: {exc}") from exc
    return True


def _remove_created(dest: Path, existed: bool) -> None:
    """Take away a half-made project: its contents, and the folder if the import made it."""
    if not dest.exists():
        return
    if existed:
        for entry in dest.iterdir():
            if entry.is_dir() and not entry.is_symlink():
                shutil.rmtree(entry, ignore_errors=True)
            else:
                entry.unlink(missing_ok=True)
    else:
        shutil.rmtree(dest, ignore_errors=True)
    log.info("removed the unfinished import at %s", dest)


def _nothing_reason(root: Path, report: ReportBuilder, draft: Draft) -> str:
    others = Counter(PurePosixPath(rel).suffix.lower() or "(none)" for _p, rel in draft.attachments)
    held = ", ".join(f"{count} {kind}" for kind, count in sorted(others.items()))
    skipped = Counter(item.reason for item in report.skipped)
    left = ", ".join(f"{count} {SkipReason(reason).value}" for reason, count in skipped.items())
    detail = "; ".join(
        part for part in (f"other files: {held}" if held else "",
                          f"files left out: {left}" if left else "") if part
    )
    reason = f"{root} holds no Markdown or text files Quire can import"
    return f"{reason} ({detail})" if detail else reason
