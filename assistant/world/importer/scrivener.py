"""Importing a Scrivener project (a ``.scriv`` folder holding a ``.scrivx`` binder).

The binder comes across in order: the Draft (or Manuscript), Research and other top folders
as folders, a text with texts under it as a folder holding it first, and the Trash in the
project's trash. Titles, synopses, labels (a field), statuses, keywords (tags), custom
metadata (fields), document notes (a field) and "include in compile" (a field when off) are
kept; the text of each RTF file is converted to Markdown by pandoc. Notes in a folder named
for characters, places, items or factions outside the Draft become entities. Images, PDFs
and other files of the binder are copied into the attachments.

Both layouts are read: Scrivener 3 (``Files/Data/<UUID>/content.rtf``) and Scrivener 2
(``Files/Docs/<ID>.rtf``).
"""

from __future__ import annotations

import logging
import xml.etree.ElementTree as ET
from pathlib import Path

import assistant.world.importer.hardwrap as hardwrap
from assistant.world.errors import FormatError
from assistant.world.importer.draft import (
    CancelCheck,
    Draft,
    DraftDocument,
    DraftEntity,
    DraftFolder,
    DraftNode,
    ImportCancelledError,
    ProgressCallback,
)
from assistant.world.importer.entities import kind_in
from assistant.world.importer.report import SkipReason, SourceKind
from assistant.world.importer.rtf import RtfError, rtf_to_markdown
from assistant.world.importer.source import SOURCE_DEPTH, Source
from assistant.world.importer.xmlfile import read_xml
from assistant.world.model import DocumentKind, EntityKind
from assistant.world.problems import Outcome, Problem, ProblemKind

log = logging.getLogger(__name__)

TEXT_TYPES = {"Text", "Folder", "DraftFolder", "ResearchFolder", "Root"}
_APP_PARTS = {"Settings", "QuickLook", "Icons", "Snapshots", "styles.xml", "version.txt",
              "search.indexes", "binder.autosave", "binder.backup", "user.lock",
              "ProjectNotes", "writing.history", "Files/search.indexes",
              "Files/binder.autosave", "Files/binder.backup", "Files/version.txt",
              "Files/styles.xml", "Files/ProjectNotes", "Files/writing.history",
              "Files/user.lock"}


def find_binder(root: Path) -> Path | None:
    found = sorted(p for p in root.iterdir() if p.suffix.lower() == ".scrivx" and p.is_file())
    return found[0] if found else None


def read_scrivener(
    source: Source,
    *,
    entities: bool,
    join_lines: bool,
    progress: ProgressCallback | None = None,
    cancel: CancelCheck | None = None,
) -> Draft:
    """A draft of the project from a Scrivener project folder."""
    binder_file = find_binder(source.root)
    if binder_file is None:
        raise FormatError(f"{source.root} has no .scrivx file")
    xml = read_xml(source, binder_file)
    binder = xml.find("Binder")
    if binder is not None:
        _lay_flat(binder, SOURCE_DEPTH)
    return _Reader(source, xml, binder_file, entities, join_lines, progress, cancel).read()


def _lay_flat(binder: ET.Element, depth: int) -> None:
    """Make the binder nest at most ``depth`` items deep: the items below an item at that
    depth become its children, in binder order (so that reading it never recurses deeper;
    the draft is then fitted to a project's depth, which the report says)."""
    stack = [(item, 1) for item in binder.findall("BinderItem")]
    while stack:
        item, level = stack.pop()
        children = item.find("Children")
        if children is None:
            continue
        if level < depth:
            stack.extend((child, level + 1) for child in children.findall("BinderItem"))
            continue
        below = list(children.iter("BinderItem"))  # in binder order, without recursion
        if all(below_item.find("Children") is None for below_item in below):
            continue
        for below_item in below:
            for inner in below_item.findall("Children"):
                below_item.remove(inner)
        del children[:]
        children.extend(below)


class _Reader:
    def __init__(self, source: Source, xml: ET.Element, binder_file: Path, entities: bool,
                 join_lines: bool, progress: ProgressCallback | None,
                 cancel: CancelCheck | None) -> None:
        self.source = source
        self.xml = xml
        self.binder_file = binder_file
        self.make_entities = entities
        self.join_lines = join_lines
        self.progress = progress
        self.cancel = cancel
        self.report = source.report
        self.labels = self._settings("LabelSettings/Labels", "Label")
        self.statuses = self._settings("StatusSettings/StatusItems", "Status")
        self.keywords = self._keywords()
        self.custom = self._custom_fields()
        self.used: set[Path] = {binder_file}
        self.bad_ids: set[int] = set()
        self.done = 0
        self.total = sum(1 for _ in xml.iter("BinderItem"))

    def _settings(self, path: str, tag: str) -> dict[str, str]:
        found = self.xml.find(path)
        return {
            el.attrib.get("ID", ""): (el.text or "").strip()
            for el in (found.findall(tag) if found is not None else [])
        }

    def _keywords(self) -> dict[str, str]:
        found = self.xml.find("Keywords")
        result: dict[str, str] = {}
        for el in found.findall("Keyword") if found is not None else []:
            title = el.findtext("Title") or el.text or ""
            result[el.attrib.get("ID", "")] = title.strip()
        return result

    def _custom_fields(self) -> dict[str, str]:
        found = self.xml.find("CustomMetaDataSettings")
        return {
            el.attrib.get("ID", ""): (el.findtext("Title") or el.attrib.get("ID", "")).strip()
            for el in (found.findall("MetaDataField") if found is not None else [])
        }

    # -- reading -----------------------------------------------------------------------------

    def read(self) -> Draft:
        title = self.source.root.name.removesuffix(".scriv") or self.binder_file.stem
        draft = Draft(title, SourceKind.SCRIVENER)
        binder = self.xml.find("Binder")
        for item in binder.findall("BinderItem") if binder is not None else []:
            kind = item.attrib.get("Type", "")
            nodes = self._nodes([item], draft, in_draft=kind == "DraftFolder", group=None)
            if kind == "TrashFolder":
                for node in nodes:
                    draft.trash.extend(node.children if isinstance(node, DraftFolder) else [node])
            else:
                draft.root.extend(nodes)
        self._leftovers(draft)
        return draft

    def _tick(self) -> None:
        if self.cancel is not None and self.cancel():
            raise ImportCancelledError("the import was stopped")
        self.done += 1
        if self.progress is not None:
            self.progress(self.done, max(self.total * 2, self.done))

    def _nodes(self, items: list[ET.Element], draft: Draft, *, in_draft: bool,
               group: EntityKind | None) -> list[DraftNode]:
        nodes: list[DraftNode] = []
        for item in items:
            self._tick()
            kind = item.attrib.get("Type", "Text")
            title = (item.findtext("Title") or "").strip() or "Untitled"
            children_el = item.find("Children")
            children = children_el.findall("BinderItem") if children_el is not None else []
            folder_kind = kind_in(title) if self.make_entities and not in_draft else None
            inner_group = folder_kind or group
            if kind not in TEXT_TYPES:
                self._media(item, draft)
                if children:
                    nodes.extend(self._nodes(children, draft, in_draft=in_draft,
                                             group=inner_group))
                continue
            is_folder = kind != "Text" or bool(children)
            if group is not None and kind == "Text" and not children:
                draft.entities.append(self._entity(item, title, group))
                continue
            doc = self._document(item, title, kind, in_draft, is_folder)
            if not is_folder:
                if doc is not None:
                    nodes.append(doc)
                continue
            inner = self._nodes(children, draft, in_draft=in_draft, group=inner_group)
            if folder_kind is not None and not inner and doc is None:
                continue  # a folder of character sheets, all now entities
            own: list[DraftDocument | DraftFolder] = [doc] if doc is not None else []
            folder = DraftFolder(title, own + inner, source=self.source.rel(self.binder_file))
            nodes.append(folder)
        return nodes

    def _paths(self, item: ET.Element) -> tuple[Path, str] | None:
        """The item's data folder (Scrivener 3) or file stem (Scrivener 2); None when its
        id is not a plain name (``../``, a path), which would name a place outside."""
        uuid = item.attrib.get("UUID")
        name, version = (uuid, "3") if uuid else (item.attrib.get("ID", ""), "2")
        if not _plain_name(name):
            if id(item) not in self.bad_ids:
                self.bad_ids.add(id(item))
                title = (item.findtext("Title") or "").strip()
                self.report.problem(self.source.rel(self.binder_file), Problem.of(
                    ProblemKind.NOT_AN_ITEM_ID, Outcome.IMPORTED_EMPTY, name=title, id=name))
            return None
        folder = ("Files", "Data") if version == "3" else ("Files", "Docs")
        return self.source.root.joinpath(*folder, name), version

    def _file(self, item: ET.Element, name: str) -> Path | None:
        """``content.rtf``, ``synopsis.txt``, ``notes.rtf`` of an item, if it has one."""
        paths = self._paths(item)
        if paths is None:
            return None
        base, version = paths
        stem, _, suffix = name.partition(".")
        candidates = (
            [base / name]
            if version == "3"
            else [base.with_name(base.name + ("" if stem == "content" else f"_{stem}")
                                 + "." + suffix)]
        )
        for path in candidates:
            if path.exists() or path.is_symlink():
                self.used.add(path)
                return path
        return None

    def _rtf(self, path: Path | None) -> str:
        if path is None:
            return ""
        data = self.source.read_bytes(path)
        if data is None:
            return ""
        try:
            text = rtf_to_markdown(data)
        except RtfError as exc:
            self.report.problem(self.source.rel(path), exc.problem.then(Outcome.IMPORTED_EMPTY))
            return ""
        if self.join_lines:
            wrapping = hardwrap.detect(text)
            if wrapping.wrapped:
                text, joined = hardwrap.join_lines(text, wrapping.width)
                self.report.lines_joined += joined
        return text

    def _plain(self, path: Path | None) -> str:
        if path is None:
            return ""
        return (self.source.read_text(path) or "").strip()

    def _document(self, item: ET.Element, title: str, kind: str, in_draft: bool,
                  is_folder: bool) -> DraftDocument | None:
        content = self._file(item, "content.rtf")
        text = self._rtf(content)
        synopsis = self._plain(self._file(item, "synopsis.txt"))
        notes = self._rtf(self._file(item, "notes.rtf")).strip()
        if is_folder and not text.strip() and not synopsis and not notes:
            return None
        if not in_draft:
            doc_kind = DocumentKind.NOTE
        else:
            doc_kind = DocumentKind.CHAPTER if is_folder else DocumentKind.SCENE
        doc = DraftDocument(title, text, doc_kind, synopsis=synopsis,
                            source=self.source.rel(content) if content else "")
        self._metadata(item, doc)
        if notes:
            doc.add_field("notes", notes)
        return doc

    def _entity(self, item: ET.Element, title: str, kind: EntityKind) -> DraftEntity:
        content = self._file(item, "content.rtf")
        entity = DraftEntity(title, kind, notes=self._rtf(content),
                             source=self.source.rel(content) if content else "")
        synopsis = self._plain(self._file(item, "synopsis.txt"))
        if synopsis:
            entity.add_field("synopsis", synopsis)
        notes = self._rtf(self._file(item, "notes.rtf")).strip()
        if notes:
            entity.add_field("notes", notes)
        self._metadata(item, entity)
        return entity

    def _metadata(self, item: ET.Element, node: DraftDocument | DraftEntity) -> None:
        meta = item.find("MetaData")
        if meta is not None:
            label = self.labels.get(meta.findtext("LabelID") or "", "")
            if label and label != "No Label":
                node.add_field("label", label)
            status = self.statuses.get(meta.findtext("StatusID") or "", "")
            if status and status != "No Status":
                if isinstance(node, DraftDocument):
                    node.status = status
                else:
                    node.add_field("status", status)
            if (meta.findtext("IncludeInCompile") or "Yes").strip().lower() == "no":
                node.add_field("manuscript", "excluded")
            custom = meta.find("CustomMetaData")
            for field_el in custom.findall("MetaDataItem") if custom is not None else []:
                key = self.custom.get(field_el.findtext("FieldID") or "",
                                      field_el.findtext("FieldID") or "field")
                node.add_field(key, (field_el.findtext("Value") or "").strip())
        keywords = item.find("Keywords")
        for kw in keywords.findall("KeywordID") if keywords is not None else []:
            name = self.keywords.get((kw.text or "").strip())
            if name:
                node.tags.append(name)

    def _media(self, item: ET.Element, draft: Draft) -> None:
        """An image, PDF or other file of the binder: copied into the attachments."""
        paths = self._paths(item)
        if paths is None:
            return
        base, version = paths
        folder = base if version == "3" else base.parent
        prefix = "content." if version == "3" else base.name + "."
        try:
            names = [p for p in folder.iterdir() if p.name.startswith(prefix)]
        except OSError:
            names = []
        title = (item.findtext("Title") or "file").strip()
        for path in names:
            self.used.add(path)
            draft.attachments.append((path, f"{_safe(title)}{path.suffix}"))

    def _leftovers(self, draft: Draft) -> None:
        tree = self.source.tree(
            skip=lambda rel: rel.split("/")[0] in _APP_PARTS or rel in _APP_PARTS
            or "/".join(rel.split("/")[:2]) in _APP_PARTS
        )
        for name in sorted(_APP_PARTS):
            if (self.source.root / name).exists():
                self.report.skip(name, SkipReason.APP_SETTINGS)
        for path in tree.all_files():
            if path in self.used:
                continue
            rel = self.source.rel(path)
            if path.suffix.lower() in (".rtf", ".txt"):
                self.report.skip(rel, SkipReason.UNSUPPORTED,
                                 Problem.of(ProblemKind.NOT_IN_BINDER))
            else:
                draft.attachments.append((path, rel))


def _plain_name(name: str) -> bool:
    """Whether ``name`` names one file or folder of its own (no separator, not ``..``)."""
    return bool(name) and name not in (".", "..") and not any(c in name for c in "/\\\0:")


def _safe(name: str) -> str:
    cleaned = "".join(ch if ch.isalnum() or ch in " -_." else "_" for ch in name).strip()
    return cleaned or "file"
