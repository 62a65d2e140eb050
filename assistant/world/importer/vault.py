"""Importing a folder of Markdown or text files, and Obsidian vaults in particular.

Sub-folders become folders and notes become documents, in natural order ("Chapter 2" before
"Chapter 10"). Front-matter keys with a place in Quire (title, tags, synopsis or summary,
status, kind) fill those places; every other key is kept as a field of the document. Notes
that describe a character, place, item or faction become entities (see
:mod:`~assistant.world.importer.entities`). ``[[wiki links]]`` are pointed at the imported
document or entity, every other file the vault holds (images, PDFs…) is copied into the
project's ``attachments`` folder, and embeds and Markdown links to those files point there.
Inline ``#tags`` become tags. ``.obsidian/`` (the app's settings) and hidden files are left
out and listed in the report.
"""

from __future__ import annotations

import logging
import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import quote, unquote

import assistant.world.importer.hardwrap as hardwrap
from assistant.world.importer.draft import (
    ATTACHMENTS,
    CancelCheck,
    Draft,
    DraftDocument,
    DraftEntity,
    DraftFolder,
    DraftNode,
    ImportCancelledError,
    ProgressCallback,
)
from assistant.world.importer.entities import (
    DOCUMENT,
    Detected,
    EntityMapping,
    NoteChoice,
    detect,
)
from assistant.world.importer.frontblock import read_front_matter
from assistant.world.importer.report import ReportBuilder, SkipReason, SourceKind
from assistant.world.importer.source import Source, SourceFolder, attachment_rel, natural_key
from assistant.world.importer.values import ValueTooLargeError, tags_of, text_items, value_text
from assistant.world.links import WIKI_LINK
from assistant.world.model import DocumentKind, EntityKind
from assistant.world.problems import Problem, ProblemKind
from assistant.world.safetext import storable
from assistant.world.storage.frontmatter import yes_or_no

log = logging.getLogger(__name__)

NOTE_SUFFIXES = (".md", ".markdown", ".txt")
_HEADING = re.compile(r"^#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$", re.MULTILINE)
_INLINE_TAG = re.compile(r"(?<![\w&#/\]\)])#([\w\-/]*[^\W\d][\w\-/]*)")
_CODE = re.compile(r"```.*?```|~~~.*?~~~|`[^`\n]*`", re.DOTALL)
_MD_LINK = re.compile(r"(?P<bang>!?)\[(?P<label>[^\]\n]*)\]\((?P<url><[^>\n]+>|[^)\s]+)\)")
_MAPPED = {"title", "tags", "tag", "synopsis", "summary", "status", "kind", "private"}
_ENTITY_MAPPED = {"title", "name", "tags", "tag", "aliases", "alias", "private"}


@dataclass
class Note:
    """One note of the source, read and parsed, before it becomes a document or entity."""

    path: Path
    rel: str
    title: str
    text: str
    fields: dict[str, Any]
    tags: list[str]
    detected: Detected
    kind: str = DOCUMENT
    wrap_width: int = 0
    node: DraftDocument | DraftEntity | None = None


@dataclass
class VaultImport:
    """One folder being imported: scanned once, then previewed or turned into a draft."""

    source: Source
    report: ReportBuilder
    kind: SourceKind
    notes: list[Note] = field(default_factory=list)
    files: list[Path] = field(default_factory=list)
    tree: SourceFolder | None = None

    # -- scanning ----------------------------------------------------------------------------

    def scan(self, progress: ProgressCallback | None = None,
             cancel: CancelCheck | None = None) -> None:
        """Read every note (front matter, tags, signs of an entity); list the other files."""
        self.tree = self.source.tree(app_settings=frozenset({".obsidian"}))
        everything = self.tree.all_files()
        total = len(everything)
        for done, path in enumerate(everything, start=1):
            if cancel is not None and cancel():
                raise ImportCancelledError("the import was stopped")
            if path.suffix.lower() in NOTE_SUFFIXES:
                note = self._read_one(path)
                if note is not None:
                    self.notes.append(note)
            else:
                self.files.append(path)
            if progress is not None:
                progress(done, total * 2)

    def _read_one(self, path: Path) -> Note | None:
        """:meth:`_read`, but a note that cannot be read for a reason no check foresaw is
        left out with the reason in the report: one bad note never sinks an import."""
        try:
            return self._read(path)
        except (RecursionError, MemoryError, ValueError, TypeError, LookupError) as exc:
            log.warning("could not read %s", path, exc_info=True)
            self.report.skip(self.source.rel(path), SkipReason.UNREADABLE,
                             f"{type(exc).__name__}: {storable(str(exc))}")
            return None

    def _read(self, path: Path) -> Note | None:
        rel = self.source.rel(path)
        text = self.source.read_text(path)
        if text is None:
            return None
        fields: dict[str, Any] = {}
        if path.suffix.lower() != ".txt":
            front = read_front_matter(text)
            if front.problem is not None:
                self.report.problem(rel, front.problem)
            fields, text = front.fields, front.body
        tags: list[str] = []
        for key, value in fields.items():
            if key.casefold() in ("tags", "tag"):
                tags.extend(tags_of(value))
        for tag in inline_tags(text):
            if tag not in tags:
                tags.append(tag)
        title = self._title(path, fields, text)
        wrapping = hardwrap.detect(text)
        if wrapping.wrapped:
            self.report.hard_wrapped.append(storable(rel))
        return Note(path, rel, title, text, fields, tags, detect(rel, fields, tags),
                    wrap_width=wrapping.width)

    def _title(self, path: Path, fields: dict[str, Any], text: str) -> str:
        for key in ("title", "name"):
            value = next((v for k, v in fields.items() if k.casefold() == key), None)
            if isinstance(value, str | int | float) and str(value).strip():
                return str(value).strip()
        if self.kind is SourceKind.FOLDER:
            heading = _HEADING.search(text)
            if heading:
                return heading.group(1).strip()
        return path.stem

    # -- choosing ----------------------------------------------------------------------------

    def choose(self, mapping: EntityMapping, auto: bool) -> list[NoteChoice]:
        """What each note becomes: the mapping's choice, else (with ``auto``) its signs."""
        choices = []
        for note in self.notes:
            chosen = mapping.choice(note.rel)
            if chosen is None:
                detected = note.detected.kind if auto else None
                chosen = detected.value if detected is not None else DOCUMENT
            note.kind = chosen
            choices.append(NoteChoice(note.rel, note.title, note.detected, chosen))
        return choices

    # -- building ----------------------------------------------------------------------------

    def draft(self, title: str, join_lines: bool) -> Draft:
        draft = Draft(title, self.kind)
        for note in self.notes:
            if note.kind == DOCUMENT:
                note.node = DraftDocument(note.title, note.text, source=note.rel)
            else:
                note.node = DraftEntity(note.title, EntityKind(note.kind), source=note.rel)
        # a file name that is not UTF-8 comes in with U+FFFD, and links point at that name
        attachments = {path: storable(attachment_rel(self.source.rel(path)))
                       for path in self.files}  # fmt: skip
        draft.attachments = list(attachments.items())
        resolver = _Resolver(self.notes, attachments, self.source)
        for note in self.notes:
            self._fill(note, resolver, join_lines)
        assert self.tree is not None
        draft.root = self._nodes(self.tree, {note.path: note for note in self.notes})
        draft.entities = [n.node for n in self.notes if isinstance(n.node, DraftEntity)]
        return draft

    def _fill(self, note: Note, resolver: _Resolver, join_lines: bool) -> None:
        text = resolver.rewrite(note.text, note, self.report)
        if join_lines and note.wrap_width:
            text, joined = hardwrap.join_lines(text, note.wrap_width)
            self.report.lines_joined += joined
        node = note.node
        if isinstance(node, DraftEntity):
            node.notes = text
            node.tags = list(note.tags)
            mapped = _ENTITY_MAPPED
        else:
            assert node is not None
            node.text = text
            node.tags = list(note.tags)
            mapped = _MAPPED
        for key, value in note.fields.items():
            name = key.casefold()
            if name in mapped and self._mapped(node, name, key, value, note.rel):
                continue
            try:
                kept = value_text(value)
            except ValueTooLargeError as exc:
                kind = (
                    ProblemKind.FIELD_TOO_DEEP_TO_KEEP
                    if exc.deep
                    else ProblemKind.FIELD_TOO_LARGE_TO_KEEP
                )
                self.report.problem(note.rel, Problem.of(kind, key=str(key)))
                continue
            node.add_field(key, resolver.rewrite(kept, note, self.report))

    def _mapped(self, node: DraftDocument | DraftEntity, name: str, key: str, value: Any,
                rel: str) -> bool:
        """Put a mapped key in its place; False when its value does not fit there."""
        if name in ("title", "name", "tags", "tag"):
            return True  # already used for the title and the tags
        if name == "private":
            flag = yes_or_no(value)
            if flag is None:  # a slip never makes a private note public
                self.report.problem(rel, Problem.of(ProblemKind.PRIVATE_NOT_YES_OR_NO,
                                                    value=repr(value)[:60]))
            node.private = flag is not False
            return True
        if isinstance(node, DraftEntity):
            node.aliases.extend(text_items(value))
            return True
        if name in ("synopsis", "summary") and isinstance(value, str | int | float):
            node.synopsis = str(value)
            return True
        if name == "status" and isinstance(value, str | int | float):
            node.status = str(value)
            return True
        if name == "kind" and value in DocumentKind.__members__.values():
            node.kind = DocumentKind(value)
            return True
        return False

    def _nodes(self, folder: SourceFolder, notes: dict[Path, Note]) -> list[DraftNode]:
        """The documents of a folder and its sub-folders, in natural order; folders without
        documents are left out (their entities and attachments are kept elsewhere)."""
        nodes: list[DraftNode] = []
        order: list[tuple[Any, Path | SourceFolder]] = []
        order.extend((natural_key(p.name), p) for p in folder.files)
        order.extend((natural_key(f.name), f) for f in folder.folders)
        for _key, item in sorted(order, key=lambda pair: pair[0]):
            if isinstance(item, SourceFolder):
                children = self._nodes(item, notes)
                if children:
                    nodes.append(DraftFolder(item.name, children, source=item.rel))
            else:
                note = notes.get(item)
                if note is not None and isinstance(note.node, DraftDocument):
                    nodes.append(note.node)
        return nodes


def inline_tags(text: str) -> list[str]:
    """``#tags`` written in the text (not in code, not headings, not URLs' anchors)."""
    plain = _CODE.sub(" ", text)
    tags: list[str] = []
    for match in _INLINE_TAG.finditer(plain):
        tag = match.group(1).strip("/")
        if tag and tag not in tags:
            tags.append(tag)
    return tags


class _Resolver:
    """Finds what a vault's links point at, as Obsidian does: by a note's path, else by its
    name anywhere in the vault; files the same way."""

    def __init__(self, notes: list[Note], attachments: dict[Path, str], source: Source) -> None:
        self.source = source
        self.by_path: dict[str, Note] = {}
        self.by_name: dict[str, list[Note]] = defaultdict(list)
        for note in notes:
            bare = str(PurePosixPath(note.rel).with_suffix("")).casefold()
            self.by_path[bare] = note
            self.by_path[note.rel.casefold()] = note
            self.by_name[PurePosixPath(note.rel).stem.casefold()].append(note)
        self.files: dict[str, str] = {}
        self.file_names: dict[str, list[str]] = defaultdict(list)
        for rel in attachments.values():
            self.files[rel.casefold()] = rel
            self.file_names[PurePosixPath(rel).name.casefold()].append(rel)
        self.link_names = _link_names(notes)

    def note(self, target: str, here: Note) -> Note | None:
        wanted = target.strip().strip("/").casefold()
        if wanted.endswith(".md"):
            wanted = wanted[:-3]
        relative = _join(PurePosixPath(here.rel).parent, wanted)
        for key in (relative, wanted):
            if key in self.by_path:
                return self.by_path[key]
        candidates = self.by_name.get(PurePosixPath(wanted).name, [])
        if "/" in wanted:  # a partial path: the notes whose path ends with it
            suffix = "/" + wanted
            candidates = [
                n for n in candidates
                if str(PurePosixPath(n.rel).with_suffix("")).casefold().endswith(suffix)
            ]
        if not candidates:
            return None
        return min(candidates, key=lambda n: (n.rel.count("/"), n.rel))

    def file(self, target: str, here: Note) -> str | None:
        wanted = unquote(target.strip()).strip("/")
        relative = _join(PurePosixPath(here.rel).parent, wanted.casefold())
        for key in (relative, wanted.casefold()):
            if key in self.files:
                return self.files[key]
        candidates = self.file_names.get(PurePosixPath(wanted).name.casefold(), [])
        return min(candidates, key=lambda r: (r.count("/"), r)) if candidates else None

    def rewrite(self, text: str, here: Note, report: ReportBuilder) -> str:
        if "[[" in text:
            text = WIKI_LINK.sub(lambda m: self._wiki(m, here, report), text)
        if "](" in text:
            text = _MD_LINK.sub(lambda m: self._markdown(m, here, report), text)
        return text

    def _wiki(self, match: re.Match[str], here: Note, report: ReportBuilder) -> str:
        target = match.group("target").strip()
        anchor = match.group("anchor") or ""
        separator = "|"
        if target.endswith("\\"):  # ``[[target\|label]]`` inside a Markdown table
            target, separator = target[:-1].strip(), "\\|"
        elif anchor.endswith("\\"):
            anchor, separator = anchor[:-1], "\\|"
        if not target:
            return match.group(0)  # a link to a heading of the same note
        label = match.group("label")
        embed = bool(match.group("embed"))
        note = self.note(target, here)
        if note is not None:
            report.links_resolved += 1
            name = self.link_names[id(note)]
            if name.casefold() == target.casefold():
                return match.group(0)
            shown = label if label is not None else target
            bang = "!" if embed else ""
            return f"{bang}[[{name}{anchor}{separator}{shown}]]"
        rel = self.file(target, here)
        if rel is not None:
            report.links_resolved += 1
            url = attachment_url(rel)
            if embed:
                alt = label if label and not label.strip().isdigit() else PurePosixPath(rel).stem
                return f"![{alt}]({url})"
            return f"[{label or target}]({url})"
        report.links_unresolved.append((storable(here.rel), storable(target)))
        return match.group(0)

    def _markdown(self, match: re.Match[str], here: Note, report: ReportBuilder) -> str:
        url = match.group("url").strip("<>")
        if "://" in url or url.startswith(("#", "mailto:", "/")):
            return match.group(0)
        path = url.split("#", 1)[0]
        if not path:
            return match.group(0)
        if PurePosixPath(unquote(path)).suffix.lower() in (".md", ".markdown"):
            note = self.note(unquote(path), here)
            if note is None:
                return match.group(0)
            report.links_resolved += 1
            return f"[[{self.link_names[id(note)]}|{match.group('label')}]]"
        rel = self.file(path, here)
        if rel is None:
            return match.group(0)
        report.links_resolved += 1
        return f"{match.group('bang')}[{match.group('label')}]({attachment_url(rel)})"


def attachment_url(rel: str) -> str:
    """A Markdown link target for an attachment, relative to a document's file."""
    return "../" + quote(f"{ATTACHMENTS}/{rel}", safe="/")


def _join(folder: PurePosixPath, target: str) -> str:
    parts: list[str] = []
    for part in (*folder.parts, *PurePosixPath(target).parts):
        if part == "..":
            if parts:
                parts.pop()
        elif part not in (".", ""):
            parts.append(part)
    return "/".join(parts).casefold()


def _link_names(notes: list[Note]) -> dict[int, str]:
    """The name a link uses for each note: its title or entity name when that is unique,
    else (for a document) its path in the tree, ``Folder/Sub/Title``."""
    counts: dict[str, int] = defaultdict(int)
    for note in notes:
        counts[note.title.casefold()] += 1
    names: dict[int, str] = {}
    for note in notes:
        if counts[note.title.casefold()] == 1 or note.kind != DOCUMENT:
            names[id(note)] = note.title
        else:
            folders = PurePosixPath(note.rel).parts[:-1]
            names[id(note)] = "/".join((*folders, note.title))
    return names
