"""Importing a novelWriter project (a folder with ``nwProject.nwx`` and ``content/*.nwd``).

The project tree comes across in order: each root (Novel, Plot, Archive…) a folder, folders
as folders, and a document that has documents under it as a folder holding it first. Titles,
statuses (novel documents) and importance labels (notes) are kept; documents excluded from
the manuscript say so in a field. Notes under the Characters, Locations, Objects, Entities and
Custom roots become entities (one per ``@tag``), so that a scene's ``@pov``, ``@char`` and
``@location`` lines become fields that link to them. The trash goes to the project's trash.
Any other file in the project folder is copied into the attachments.
"""

from __future__ import annotations

import logging
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

import assistant.world.importer.hardwrap as hardwrap
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
from assistant.world.importer.nwmarkup import Converted, convert
from assistant.world.importer.report import SkipReason, SourceKind
from assistant.world.importer.source import SOURCE_DEPTH, Source
from assistant.world.importer.xmlfile import read_xml, value
from assistant.world.model import DocumentKind, EntityKind
from assistant.world.problems import Outcome, Problem, ProblemKind

log = logging.getLogger(__name__)

PROJECT_FILE = "nwProject.nwx"
ENTITY_CLASSES = {
    "CHARACTER": EntityKind.CHARACTER,
    "WORLD": EntityKind.PLACE,
    "OBJECT": EntityKind.ITEM,
    "ENTITY": EntityKind.FACTION,
    "CUSTOM": EntityKind.OTHER,
}
STATUS_CLASSES = {"NOVEL", "ARCHIVE", "TEMPLATE", "TRASH"}
META_FIELDS = {
    "pov": "pov", "focus": "focus", "char": "characters", "plot": "plot", "time": "timeline",
    "location": "locations", "object": "objects", "entity": "entities", "custom": "custom",
    "story": "story", "mention": "mentions", "tag": "tag",
}
_APP_FILES = {"nwProject.bak", "nwProject.lock", "ToC.txt", "ToC.json"}
_APP_FOLDERS = {"meta", "cache"}
_HANDLE = re.compile(r"[0-9a-f]{13}")
"""novelWriter's item handles: 13 hexadecimal digits, which also name the item's text file."""
_HEADING = re.compile(r"^(#{1,4})!? (.*)$")
_HEADINGS = {"H1": DocumentKind.TEXT, "H2": DocumentKind.CHAPTER, "H3": DocumentKind.SCENE,
             "H4": DocumentKind.SCENE}


@dataclass
class _Item:
    handle: str
    parent: str | None
    root: str
    order: int
    type: str
    cls: str
    layout: str
    name: str
    status: str
    importance: str
    active: bool
    heading: str
    children: list[_Item] = field(default_factory=list)


def read_novelwriter(
    source: Source,
    *,
    entities: bool,
    join_lines: bool,
    progress: ProgressCallback | None = None,
    cancel: CancelCheck | None = None,
) -> Draft:
    """A draft of the project from a novelWriter project folder."""
    root_el = read_xml(source, source.root / PROJECT_FILE)
    reader = _Reader(source, root_el, entities, join_lines, progress, cancel)
    return reader.read()


class _Reader:
    def __init__(self, source: Source, xml: ET.Element, entities: bool, join_lines: bool,
                 progress: ProgressCallback | None, cancel: CancelCheck | None) -> None:
        self.source = source
        self.xml = xml
        self.make_entities = entities
        self.join_lines = join_lines
        self.progress = progress
        self.cancel = cancel
        self.report = source.report
        self.statuses = self._labels("status")
        self.importance = self._labels("importance")
        self.items = self._items()
        self.used: set[Path] = set()
        self.tags: dict[str, str] = {}
        self.entity_meta: list[tuple[DraftEntity, list[tuple[str, list[str]]]]] = []
        self.done = 0

    def _labels(self, name: str) -> dict[str, str]:
        labels: dict[str, str] = {}
        settings = self.xml.find("settings")
        element = settings.find(name) if settings is not None else None
        if element is None:
            return labels
        for entry in element:
            key = entry.attrib.get("key") or (entry.text or "")
            labels[key] = (entry.text or "").strip()
        return labels

    def _items(self) -> list[_Item]:
        content = self.xml.find("content")
        items: list[_Item] = []
        for element in content.findall("item") if content is not None else []:
            name_el = element.find("name")
            meta_el = element.find("meta")
            attrs = name_el.attrib if name_el is not None else {}
            parent = element.attrib.get("parent")
            try:
                order = int(element.attrib.get("order", "0"))
            except ValueError:
                order = 0
            items.append(_Item(
                handle=element.attrib.get("handle", ""),
                parent=None if parent in (None, "None", "") else parent,
                root=element.attrib.get("root", ""),
                order=order,
                type=value(element, "type", "FILE").upper(),
                cls=value(element, "class", "NOVEL").upper(),
                layout=value(element, "layout", "DOCUMENT").upper(),
                name=(name_el.text or "").strip() if name_el is not None else "",
                status=attrs.get("status", value(element, "status")),
                importance=attrs.get("import", value(element, "importance")),
                active=attrs.get("active", value(element, "exported", "yes")).lower()
                not in ("no", "false"),
                heading=(meta_el.attrib.get("heading", "") if meta_el is not None else ""),
            ))
        return items

    # -- reading -----------------------------------------------------------------------------

    def read(self) -> Draft:
        project = self.xml.find("project")
        title = (project.findtext("name") or project.findtext("title") or "").strip() \
            if project is not None else ""
        author = (project.findtext("author") or "").strip() if project is not None else ""
        language = ""
        settings = self.xml.find("settings")
        if settings is not None:
            language = (settings.findtext("language") or "").split("_")[0].strip()
        draft = Draft(title or self.source.root.name, SourceKind.NOVELWRITER, author=author,
                      language=language if language and language != "None" else "")
        tops = _arrange(self.items, SOURCE_DEPTH)
        self.total = sum(1 for i in self.items if i.type == "FILE")
        # entities first, so that scenes can link to them by their tags
        for top in tops:
            if self.make_entities and top.cls in ENTITY_CLASSES:
                self._entities(top, draft, [])
        for top in tops:
            if self.make_entities and top.cls in ENTITY_CLASSES:
                continue
            nodes = self._nodes(top.children, draft)
            if top.cls == "TRASH":
                draft.trash.extend(nodes)
            elif top.type == "ROOT":
                draft.root.append(DraftFolder(top.name or top.cls.title(), nodes,
                                              source=PROJECT_FILE))
            else:
                draft.root.extend(self._nodes([top], draft))
        self._leftovers(draft)
        return draft

    def _tick(self) -> None:
        if self.cancel is not None and self.cancel():
            raise ImportCancelledError("the import was stopped")
        self.done += 1
        if self.progress is not None:
            self.progress(self.done, max(self.total * 2, self.done))

    def _content(self, item: _Item) -> str | None:
        """The item's text; its handle names the file, so a handle that is not one (``../``
        and the like, which would reach out of the project) names none."""
        if not _HANDLE.fullmatch(item.handle):
            self.report.problem(
                PROJECT_FILE,
                Problem.of(ProblemKind.NOT_AN_ITEM_ID, Outcome.IMPORTED_EMPTY,
                           name=item.name, id=item.handle),
            )
            return ""
        for path in (
            self.source.root / "content" / f"{item.handle}.nwd",
            self.source.root / f"data_{item.handle[:1]}" / f"{item.handle[1:]}_main.nwd",
        ):
            if path.exists() or path.is_symlink():
                self.used.add(path)
                return self.source.read_text(path)
        self.report.problem(
            f"content/{item.handle}.nwd",
            Problem.of(ProblemKind.NO_TEXT_FILE, Outcome.IMPORTED_EMPTY, name=item.name),
        )
        return ""

    def _nodes(self, items: list[_Item], draft: Draft) -> list[DraftNode]:
        nodes: list[DraftNode] = []
        for item in items:
            if item.type == "FILE":
                doc = self._document(item)
                if item.children:
                    folder = DraftFolder(item.name, [doc], source=PROJECT_FILE)
                    folder.children.extend(self._nodes(item.children, draft))
                    nodes.append(folder)
                else:
                    nodes.append(doc)
            else:
                nodes.append(DraftFolder(item.name or "Folder", self._nodes(item.children, draft),
                                         source=PROJECT_FILE))
        return nodes

    def _document(self, item: _Item) -> DraftDocument:
        self._tick()
        text = self._content(item) or ""
        converted = convert(text)
        body = converted.text.lstrip("\n")
        if self.join_lines:
            wrapping = hardwrap.detect(body)
            if wrapping.wrapped:
                body, joined = hardwrap.join_lines(body, wrapping.width)
                self.report.lines_joined += joined
        kind = DocumentKind.NOTE if item.layout == "NOTE" else _HEADINGS.get(
            item.heading, _kind_from_text(body))
        doc = DraftDocument(item.name or "Untitled", body, kind, synopsis=converted.synopsis,
                            source=f"content/{item.handle}.nwd")
        if item.cls in STATUS_CLASSES:
            doc.status = self.statuses.get(item.status, item.status)
        else:
            self._importance(doc, item)
        for key, values in converted.meta:
            doc.add_field(META_FIELDS.get(key, key), self._linked(values))
        if not item.active:
            doc.add_field("manuscript", "excluded")
        return doc

    def _importance(self, node: DraftDocument | DraftEntity, item: _Item) -> None:
        label = self.importance.get(item.importance, item.importance)
        if label and label.casefold() != "none":
            node.add_field("importance", label)

    def _linked(self, values: list[str]) -> str:
        """Tag values as links to the entities they name (plain text when unknown)."""
        shown = []
        for tag in values:
            name = self.tags.get(tag.casefold())
            if name is not None:
                self.report.links_resolved += 1
                shown.append(f"[[{name}]]")
            else:
                shown.append(tag)
        return ", ".join(shown)

    # -- entities ----------------------------------------------------------------------------

    def _entities(self, item: _Item, draft: Draft, groups: list[str]) -> None:
        kind = ENTITY_CLASSES[item.cls]
        for child in item.children:
            if child.type == "FILE":
                self._tick()
                converted = self._content(child) or ""
                for entity in self._split_entities(child, converted, kind, groups):
                    draft.entities.append(entity)
                if child.children:
                    self._entities(child, draft, groups)
            else:
                self._entities(child, draft, [*groups, child.name])

    def _split_entities(self, item: _Item, text: str, kind: EntityKind,
                        groups: list[str]) -> list[DraftEntity]:
        """One entity per ``@tag`` section of a note (a note may define several)."""
        sections = _sections(text)
        tagged = [s for s in sections if any(line.startswith("@tag:") for line in s)]
        if not tagged:
            tagged = [[line for section in sections for line in section]]
        entities = []
        for lines in tagged:
            converted = convert("\n".join(lines))
            tag_values = next((v for k, v in converted.meta if k == "tag"), [])
            name = item.name
            aliases: list[str] = []
            if tag_values:
                tag, _, display = tag_values[0].partition("|")
                name = display.strip() or _heading_of(lines) or tag.strip()
                if tag.strip() and tag.strip() != name:
                    aliases.append(tag.strip())
                self.tags[tag.strip().casefold()] = name
            entity = DraftEntity(name, kind, aliases, notes=converted.text.strip("\n") + "\n",
                                 tags=list(groups), source=f"content/{item.handle}.nwd")
            if converted.synopsis:
                entity.add_field("short", converted.synopsis)
            self.entity_meta.append((entity, converted.meta))
            self._importance(entity, item)
            entities.append(entity)
        return entities

    def _leftovers(self, draft: Draft) -> None:
        """Every other file of the project folder: copied along, or listed as left out."""
        for entity, meta in self.entity_meta:
            for key, values in meta:
                if key != "tag":
                    entity.add_field(META_FIELDS.get(key, key), self._linked(values))
        tree = self.source.tree(
            app_settings=frozenset(),
            skip=lambda rel: rel in _APP_FILES or rel.split("/")[0] in _APP_FOLDERS
            or rel == PROJECT_FILE,
        )
        for name in sorted(_APP_FILES | _APP_FOLDERS):
            if (self.source.root / name).exists():
                self.report.skip(name, SkipReason.APP_SETTINGS)
        for path in tree.all_files():
            if path in self.used:
                continue
            rel = self.source.rel(path)
            if path.suffix == ".nwd":
                self.report.skip(rel, SkipReason.UNSUPPORTED,
                                 Problem.of(ProblemKind.NOT_IN_PROJECT_TREE))
            else:
                draft.attachments.append((path, rel))


def _arrange(items: list[_Item], depth: int) -> list[_Item]:
    """The top items, each item under its parent in order, nested at most ``depth`` deep:
    the items below one at that depth become its children, in tree order (so that reading
    the tree never recurses deeper). An item whose parents lead round in a circle (or to
    itself) is taken for a top item, so that none is lost. Without recursion."""
    by_handle = {item.handle: item for item in items}
    levels: dict[str, int] = {}
    for item in by_handle.values():  # an item sharing another's handle has no children
        path: list[_Item] = []  # the item, its parent, … up to one whose level is known
        on_path: set[str] = set()
        current: _Item | None = item
        while current is not None and current.handle not in levels:
            if current.handle in on_path:  # round in a circle: the last one starts afresh
                path[-1].parent = None
                break
            path.append(current)
            on_path.add(current.handle)
            current = by_handle.get(current.parent or "")
        level = levels.get(current.handle, 0) if current is not None else 0
        for step in reversed(path):
            if step.parent is None or step.parent not in by_handle:
                level = 0
            level += 1
            levels[step.handle] = level
    tops: list[_Item] = []
    for item in items:
        parent = by_handle.get(item.parent or "")
        (parent.children if parent is not None else tops).append(item)
    for item in items:
        item.children.sort(key=lambda i: i.order)
    tops.sort(key=lambda i: i.order)
    for item in items:
        if levels[item.handle] == depth and item.children:
            below: list[_Item] = []
            stack = list(reversed(item.children))
            while stack:
                inner = stack.pop()
                below.append(inner)
                stack.extend(reversed(inner.children))
                inner.children = []
            item.children = below
    return tops


def _sections(text: str) -> list[list[str]]:
    """The text cut before each heading."""
    sections: list[list[str]] = [[]]
    for line in text.split("\n"):
        if _HEADING.match(line) and sections[-1]:
            sections.append([])
        sections[-1].append(line)
    return [s for s in sections if any(line.strip() for line in s)] or [[]]


def _heading_of(lines: list[str]) -> str:
    for line in lines:
        match = _HEADING.match(line)
        if match:
            return match.group(2).strip()
    return ""


def _kind_from_text(text: str) -> DocumentKind:
    for line in text.split("\n"):
        match = _HEADING.match(line)
        if match:
            return {1: DocumentKind.TEXT, 2: DocumentKind.CHAPTER}.get(
                len(match.group(1)), DocumentKind.SCENE)
    return DocumentKind.TEXT


__all__ = ["Converted", "read_novelwriter"]
