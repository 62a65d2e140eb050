"""Importing a folder of Markdown or plain-text files (an Obsidian vault, say) as a project.

Sub-folders become folders and files become documents, both in natural order ("Chapter 2"
before "Chapter 10"). A file's title is its front matter's ``title``, else its first
``# heading``, else its file name. Front-matter keys with a place in Quire (tags, synopsis or
summary, status, kind) are kept as document fields; the others are left out of the text and
listed in the report. Hidden folders (``.obsidian``, ``.git``, ``.trash``) are skipped, and a
file that cannot be read is reported without stopping the import.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from assistant.world.errors import StorageError
from assistant.world.frontmatter import FrontMatterError, scalar_text, split
from assistant.world.ids import new_document_id, new_folder_id
from assistant.world.model import (
    Document,
    DocumentKind,
    Folder,
    FolderKind,
    FrozenMap,
    NodeId,
    ProjectMeta,
    World,
)
from assistant.world.storage import LoadProblem, ProjectStore

log = logging.getLogger(__name__)

TEXT_SUFFIXES = (".md", ".markdown", ".txt")
_HEADING = re.compile(r"^#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$", re.MULTILINE)
_DIGITS = re.compile(r"(\d+)")
_TAG_SPLIT = re.compile(r"[,\s]+")


@dataclass(frozen=True)
class ImportReport:
    """What an import made, and what it could not take along."""

    root: Path
    documents: int
    folders: int
    words: int
    problems: tuple[LoadProblem, ...] = ()
    """Files not imported, or imported with something left behind; paths relative to the
    source folder."""
    skipped_keys: tuple[tuple[str, str], ...] = ()
    """``(file, key)`` for each front-matter key with no place in a Quire document."""


def natural_key(name: str) -> tuple[Any, ...]:
    """Sort key that orders embedded numbers by value: "2 x" before "10 x"."""
    parts = _DIGITS.split(name.casefold())
    return tuple((0, int(p), p) if p.isdigit() else (1, 0, p) for p in parts)


def import_folder(src: Path | str, dest: Path | str, *, title: str | None = None) -> ImportReport:
    """Make a new project at ``dest`` from the text files under ``src``."""
    src, dest = Path(src), Path(dest)
    if not src.is_dir():
        raise StorageError(f"{src} is not a folder")
    importer = _Importer(src)
    root = importer.folder(src)
    world = World(
        meta=ProjectMeta(title=title or src.resolve().name or "Imported"),
        documents=FrozenMap(importer.documents),
        folders=FrozenMap(importer.folders),
        root=root,
    )
    ProjectStore.create(dest, world.meta, world)
    log.info("imported %d document(s) from %s into %s", len(importer.documents), src, dest)
    return ImportReport(
        root=dest,
        documents=len(importer.documents),
        folders=len(importer.folders),
        words=sum(doc.word_count for doc in importer.documents.values()),
        problems=tuple(importer.problems),
        skipped_keys=tuple(importer.skipped),
    )


@dataclass
class _Importer:
    src: Path
    documents: dict[NodeId, Document] = field(default_factory=dict)
    folders: dict[NodeId, Folder] = field(default_factory=dict)
    problems: list[LoadProblem] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)

    def _rel(self, path: Path) -> str:
        return path.relative_to(self.src).as_posix()

    def folder(self, path: Path) -> tuple[NodeId, ...]:
        """The ids of what a folder holds, imported; empty folders are left out."""
        try:
            entries = sorted(path.iterdir(), key=lambda p: natural_key(p.name))
        except OSError as exc:
            self.problems.append(LoadProblem(self._rel(path) or ".", f"unreadable: {exc.strerror}"))
            return ()
        children: list[NodeId] = []
        for entry in entries:
            if entry.name.startswith("."):
                continue
            if entry.is_dir() and not entry.is_symlink():
                inner = self.folder(entry)
                if inner:
                    folder = Folder(new_folder_id(), entry.name, FolderKind.FOLDER, inner)
                    self.folders[folder.id] = folder
                    children.append(folder.id)
            elif entry.is_file() and entry.suffix.lower() in TEXT_SUFFIXES:
                doc = self.document(entry)
                if doc is not None:
                    self.documents[doc.id] = doc
                    children.append(doc.id)
        return tuple(children)

    def document(self, path: Path) -> Document | None:
        rel = self._rel(path)
        try:
            data = path.read_bytes()
        except OSError as exc:
            self.problems.append(LoadProblem(rel, f"unreadable: {exc.strerror}; not imported"))
            return None
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            self.problems.append(
                LoadProblem(rel, f"not UTF-8 text (byte {exc.start}); not imported")
            )
            return None
        text = text.replace("\r\n", "\n")
        fields: dict[str, Any] = {}
        if text.startswith("---") and path.suffix.lower() != ".txt":
            try:
                fields, text = split(text)
            except FrontMatterError as exc:
                self.problems.append(LoadProblem(rel, f"{exc}; kept in the text"))
        return self._make(rel, path, fields, text)

    def _make(self, rel: str, path: Path, fields: dict[str, Any], text: str) -> Document:
        title = None
        tags: tuple[str, ...] = ()
        synopsis = status = ""
        kind = DocumentKind.TEXT
        for key, value in fields.items():
            name = key.casefold()
            if value is None:
                continue
            if name == "title" and scalar_text(value):
                title = scalar_text(value)
            elif name in ("tags", "tag"):
                tags = _tags(value)
            elif name in ("synopsis", "summary") and scalar_text(value) is not None:
                synopsis = scalar_text(value) or ""
            elif name == "status" and scalar_text(value) is not None:
                status = scalar_text(value) or ""
            elif name == "kind" and value in DocumentKind.__members__.values():
                kind = DocumentKind(value)
            else:
                self.skipped.append((rel, key))
        if title is None:
            heading = _HEADING.search(text)
            title = heading.group(1).strip() if heading else path.stem
        return Document(
            id=new_document_id(),
            title=title,
            text=text,
            kind=kind,
            tags=tags,
            synopsis=synopsis,
            status=status,
        )


def _tags(value: Any) -> tuple[str, ...]:
    """Tags as Obsidian writes them: a list, or one string of tags split by commas or spaces."""
    items = value if isinstance(value, list) else [value]
    tags: list[str] = []
    for item in items:
        text = scalar_text(item)
        if text is None:
            continue
        parts = _TAG_SPLIT.split(text) if not isinstance(value, list) else [text]
        for part in parts:
            tag = part.strip().lstrip("#")
            if tag and tag not in tags:
                tags.append(tag)
    return tuple(tags)
