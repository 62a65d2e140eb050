"""What a change did to one thing, as data: the details that changed and the text's hunks.

:func:`diff_target` compares the thing an edit is about (a document, folder, entity or the
project's details) in the world before and after it. The result names fields and places,
never in words: the app renders it in the writer's language, the command line in English.

:func:`passages` reads a text hunk as a writer would: paragraphs kept, added, removed, or
changed (the words replaced within it marked, :func:`word_changes`). :func:`diff_to_data`
and :func:`diff_from_data` keep a difference as JSON (the run history).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from assistant.world.edits.base import PROJECT_TARGET
from assistant.world.ids import is_document_id, is_entity_id, is_folder_id
from assistant.world.model import Document, DocumentKind, EntityKind, Folder, FolderKind, World

CONTEXT_LINES = 2
"""Unchanged lines shown around each changed place of a text."""


class TargetKind(StrEnum):
    """What kind of thing a change is about."""

    DOCUMENT = "document"
    FOLDER = "folder"
    ENTITY = "entity"
    PROJECT = "project"


def target_kind(target_id: str) -> TargetKind:
    if is_document_id(target_id):
        return TargetKind.DOCUMENT
    if is_folder_id(target_id):
        return TargetKind.FOLDER
    if is_entity_id(target_id):
        return TargetKind.ENTITY
    return TargetKind.PROJECT


def target_title(world: World, target_id: str) -> str | None:
    """The title (or name) of ``target_id`` in ``world``; None when it is not there."""
    if target_id == PROJECT_TARGET:
        return world.meta.title
    if is_entity_id(target_id):
        entity = world.entities.get(target_id)
        return entity.name if entity is not None else None
    node = world.node(target_id)
    return node.title if node is not None else None


class Field(StrEnum):
    """The details of a thing that a change can alter."""

    TITLE = "title"
    NAME = "name"
    KIND = "kind"
    TAGS = "tags"
    SYNOPSIS = "synopsis"
    STATUS = "status"
    TARGET = "target"
    """A document's word target (0: none)."""
    ALIASES = "aliases"
    FIELDS = "fields"
    NOTES = "notes"
    AUTHOR = "author"
    LANGUAGE = "language"
    PLACE = "place"
    """Where a document or folder stands: a :class:`Place`."""
    TRASHED = "trashed"
    """Whether an entity is in the trash: a bool."""


class Standing(StrEnum):
    """Where a document or folder is, as a :class:`Place` says it."""

    IN_TREE = "in_tree"
    TRASHED = "trashed"
    ABSENT = "absent"


@dataclass(frozen=True)
class Place:
    """Where a node stands: in a folder (``folder`` its title; None for the top level) at a
    position counted from 1, in the trash, or nowhere (not created yet, or gone).

    ``after`` is the title of the node just before it (None when it comes first) and
    ``last`` says nothing follows it: how a writer says where a thing is ("at the end of
    “Part One”", "after “The Ford”"). They do not count when places are compared."""

    standing: Standing
    folder: str | None = None
    position: int = 0
    after: str | None = field(default=None, compare=False)
    last: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class FieldChange:
    """One detail with its value before and after (None: it had none)."""

    field: Field
    before: Any
    after: Any


class LineKind(StrEnum):
    CONTEXT = " "
    REMOVED = "-"
    ADDED = "+"


@dataclass(frozen=True)
class DiffLine:
    kind: LineKind
    text: str


@dataclass(frozen=True)
class TextHunk:
    """One changed place of a text: the line ranges (from 1) and its lines with context."""

    old_start: int
    old_count: int
    new_start: int
    new_count: int
    lines: tuple[DiffLine, ...]


@dataclass(frozen=True)
class ChangeDiff:
    """What changed in one thing: its details (``fields``) and its text (``hunks``)."""

    fields: tuple[FieldChange, ...] = ()
    hunks: tuple[TextHunk, ...] = ()

    @property
    def is_empty(self) -> bool:
        return not self.fields and not self.hunks

    def field(self, name: Field) -> FieldChange | None:
        return next((change for change in self.fields if change.field is name), None)

    def lines(self) -> list[DiffLine]:
        """Every line of every hunk, in order."""
        return [line for hunk in self.hunks for line in hunk.lines]


_DOCUMENT_FIELDS = (
    Field.TITLE, Field.KIND, Field.TAGS, Field.SYNOPSIS, Field.STATUS, Field.TARGET, Field.FIELDS
)  # fmt: skip
_FOLDER_FIELDS = (Field.TITLE, Field.KIND)
_ENTITY_FIELDS = (Field.NAME, Field.KIND, Field.ALIASES, Field.FIELDS, Field.NOTES, Field.TAGS)
_PROJECT_FIELDS = (Field.TITLE, Field.AUTHOR, Field.LANGUAGE)


def place_of(world: World, node_id: str) -> Place:
    if world.is_trashed(node_id):
        return Place(Standing.TRASHED)
    if not world.in_tree(node_id):
        return Place(Standing.ABSENT)
    parent = world.parent_of(node_id)
    folder = None if parent is None else world.folders[parent].title
    siblings = world.children(parent)
    index = world.index_in_parent(node_id)
    before = world.node(siblings[index - 1]) if index > 0 else None
    return Place(
        Standing.IN_TREE, folder, index + 1,
        after=before.title if before is not None else None,
        last=index == len(siblings) - 1,
    )  # fmt: skip


def _field_changes(before: object | None, after: object | None, names) -> list[FieldChange]:
    changes = []
    for name in names:
        old = getattr(before, name.value, None) if before is not None else None
        new = getattr(after, name.value, None) if after is not None else None
        if old != new:
            changes.append(FieldChange(name, old, new))
    return changes


def text_hunks(old: str, new: str, context: int = CONTEXT_LINES) -> tuple[TextHunk, ...]:
    """The changed places between two texts, line by line, with ``context`` lines around."""
    if old == new:
        return ()
    a, b = old.splitlines(keepends=True), new.splitlines(keepends=True)
    hunks = []
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    for group in matcher.get_grouped_opcodes(context):
        lines: list[DiffLine] = []
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                lines.extend(_lines(LineKind.CONTEXT, a[i1:i2]))
                continue
            lines.extend(_lines(LineKind.REMOVED, a[i1:i2]))
            lines.extend(_lines(LineKind.ADDED, b[j1:j2]))
        first, last = group[0], group[-1]
        hunks.append(
            TextHunk(
                first[1] + 1, last[2] - first[1], first[3] + 1, last[4] - first[3], tuple(lines)
            )
        )
    return tuple(hunks)


def _lines(kind: LineKind, lines: list[str]) -> list[DiffLine]:
    return [DiffLine(kind, line.rstrip("\r\n")) for line in lines]


def diff_target(before: World, after: World, target_id: str) -> ChangeDiff:
    """What happened to ``target_id`` going from ``before`` to ``after``."""
    kind = target_kind(target_id)
    if kind is TargetKind.PROJECT:
        return ChangeDiff(tuple(_field_changes(before.meta, after.meta, _PROJECT_FIELDS)))
    if kind is TargetKind.ENTITY:
        fields = _field_changes(
            before.entities.get(target_id), after.entities.get(target_id), _ENTITY_FIELDS
        )
        was, now = before.is_trashed(target_id), after.is_trashed(target_id)
        if was != now:
            fields.append(FieldChange(Field.TRASHED, was, now))
        return ChangeDiff(tuple(fields))
    old, new = before.node(target_id), after.node(target_id)
    names = _FOLDER_FIELDS if isinstance(old or new, Folder) else _DOCUMENT_FIELDS
    fields = _field_changes(old, new, names)
    old_place = place_of(before, target_id) if old is not None else Place(Standing.ABSENT)
    new_place = place_of(after, target_id) if new is not None else Place(Standing.ABSENT)
    if old_place != new_place:
        fields.append(FieldChange(Field.PLACE, old_place, new_place))
    hunks: tuple[TextHunk, ...] = ()
    if isinstance(old, Document | None) and isinstance(new, Document | None):
        hunks = text_hunks(old.text if old else "", new.text if new else "")
    return ChangeDiff(tuple(fields), hunks)


# -- a text hunk as a writer reads it -------------------------------------------------------------


class HunkLineKind(StrEnum):
    SAME = "same"
    """Text around the change, unchanged."""
    ADDED = "added"
    REMOVED = "removed"
    CHANGED = "changed"
    """A paragraph whose words changed: see its ``pieces``."""


@dataclass(frozen=True)
class WordPiece:
    """A run of words of a changed paragraph: kept, removed or added."""

    kind: LineKind
    text: str


@dataclass(frozen=True)
class HunkLine:
    """One paragraph (line) of a hunk: kept, added, removed, or changed word by word."""

    kind: HunkLineKind
    text: str = ""
    """The paragraph (for a changed one: as it is now)."""
    pieces: tuple[WordPiece, ...] = ()


SIMILAR = 0.5
"""How alike two paragraphs must be (difflib's ratio) to read as one paragraph changed."""

_WORDS = re.compile(r"\w+|\s+|[^\w\s]", re.UNICODE)


def word_changes(old: str, new: str) -> tuple[WordPiece, ...]:
    """``old`` becoming ``new``, word by word: runs kept, removed and added, in reading order
    (a replaced run is removed first, then added)."""
    a, b = _WORDS.findall(old), _WORDS.findall(new)
    pieces: list[WordPiece] = []

    def put(kind: LineKind, words: list[str]) -> None:
        text = "".join(words)
        if not text:
            return
        if pieces and pieces[-1].kind is kind:
            pieces[-1] = WordPiece(kind, pieces[-1].text + text)
        else:
            pieces.append(WordPiece(kind, text))

    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            put(LineKind.CONTEXT, a[i1:i2])
            continue
        put(LineKind.REMOVED, a[i1:i2])
        put(LineKind.ADDED, b[j1:j2])
    return tuple(pieces)


def passages(hunk: TextHunk) -> tuple[HunkLine, ...]:
    """The hunk's lines as paragraphs a writer reads: a removed paragraph much like an added
    one next to it reads as that paragraph changed, with its words marked."""
    out: list[HunkLine] = []
    removed: list[str] = []
    added: list[str] = []

    def flush() -> None:
        out.extend(_paired(removed, added))
        removed.clear()
        added.clear()

    for line in hunk.lines:
        if line.kind is LineKind.CONTEXT:
            flush()
            out.append(HunkLine(HunkLineKind.SAME, line.text))
        elif line.kind is LineKind.REMOVED:
            if added:
                flush()
            removed.append(line.text)
        else:
            added.append(line.text)
    flush()
    return tuple(out)


def _paired(removed: list[str], added: list[str]) -> list[HunkLine]:
    """Removed and added paragraphs in order, each removed one paired with the first alike
    added one still free after the last pairing."""
    out: list[HunkLine] = []
    start = 0
    for old in removed:
        match = None
        for index in range(start, len(added)):
            ratio = difflib.SequenceMatcher(None, old, added[index], autojunk=False).ratio()
            if ratio >= SIMILAR and old.strip() and added[index].strip():
                match = index
                break
        if match is None:
            out.append(HunkLine(HunkLineKind.REMOVED, old))
            continue
        out.extend(HunkLine(HunkLineKind.ADDED, text) for text in added[start:match])
        new = added[match]
        out.append(HunkLine(HunkLineKind.CHANGED, new, word_changes(old, new)))
        start = match + 1
    out.extend(HunkLine(HunkLineKind.ADDED, text) for text in added[start:])
    return out


# -- kept as JSON -------------------------------------------------------------------------------

_KIND_TYPES: dict[str, type[StrEnum]] = {
    "document": DocumentKind,
    "folder": FolderKind,
    "entity": EntityKind,
}


def _value_to_data(value: Any) -> Any:
    if value is None or isinstance(value, bool | int | float):
        return value
    if isinstance(value, Place):
        return {"place": {"standing": str(value.standing), "folder": value.folder,
                          "position": value.position, "after": value.after,
                          "last": value.last}}  # fmt: skip
    for name, kind in _KIND_TYPES.items():
        if isinstance(value, kind):
            return {"kind": name, "value": str(value)}
    if isinstance(value, tuple | list):
        return [_value_to_data(item) for item in value]
    return str(value)


def _value_from_data(data: Any) -> Any:
    if isinstance(data, list):
        return tuple(_value_from_data(item) for item in data)
    if isinstance(data, dict):
        place = data.get("place")
        if isinstance(place, dict):
            return Place(
                Standing(place.get("standing", Standing.ABSENT)),
                place.get("folder"),
                int(place.get("position") or 0),
                after=place.get("after"),
                last=bool(place.get("last")),
            )
        kind = _KIND_TYPES.get(str(data.get("kind")))
        value = data.get("value")
        if kind is not None and isinstance(value, str):
            return kind(value)
        raise ValueError(f"unknown value {data!r}")
    return data


def diff_to_data(diff: ChangeDiff) -> dict[str, Any]:
    """``diff`` as JSON-ready data (see :func:`diff_from_data`)."""
    return {
        "fields": [
            {"field": str(change.field), "before": _value_to_data(change.before),
             "after": _value_to_data(change.after)}
            for change in diff.fields
        ],
        "hunks": [
            {"old": [hunk.old_start, hunk.old_count], "new": [hunk.new_start, hunk.new_count],
             "lines": [[str(line.kind), line.text] for line in hunk.lines]}
            for hunk in diff.hunks
        ],
    }  # fmt: skip


def diff_from_data(data: Any) -> ChangeDiff:
    """The difference :func:`diff_to_data` wrote; ValueError when ``data`` is not one."""
    try:
        fields = tuple(
            FieldChange(Field(item["field"]), _value_from_data(item["before"]),
                        _value_from_data(item["after"]))
            for item in data["fields"]
        )  # fmt: skip
        hunks = tuple(
            TextHunk(int(item["old"][0]), int(item["old"][1]), int(item["new"][0]),
                     int(item["new"][1]),
                     tuple(DiffLine(LineKind(kind), str(text)) for kind, text in item["lines"]))
            for item in data["hunks"]
        )  # fmt: skip
    except (KeyError, TypeError, IndexError) as error:
        raise ValueError(f"not a change's difference: {error!r}") from None
    return ChangeDiff(fields, hunks)


__all__ = [
    "ChangeDiff",
    "DiffLine",
    "Field",
    "FieldChange",
    "HunkLine",
    "HunkLineKind",
    "LineKind",
    "Place",
    "Standing",
    "TargetKind",
    "TextHunk",
    "WordPiece",
    "diff_from_data",
    "diff_target",
    "diff_to_data",
    "passages",
    "place_of",
    "target_kind",
    "target_title",
    "text_hunks",
    "word_changes",
]
