"""The project as immutable values.

A :class:`World` holds every document, folder and entity of a project, the tree order and
the trash. Nothing in it can change: an edit makes a new world that shares every untouched
value with the old one. That is why taking a snapshot is free and why a snapshot can be read
from any thread while the writer keeps typing.
"""

from __future__ import annotations

import operator
import sys
from collections.abc import ItemsView, Iterator, KeysView, Mapping, ValuesView
from dataclasses import dataclass, field, fields
from enum import StrEnum
from functools import cached_property
from typing import Any, TypeAlias, TypeVar

from assistant.world.ids import is_document_id, is_entity_id, is_folder_id
from assistant.world.project_settings import ProjectSettings, WritingLog
from assistant.world.series.model import SeriesState
from assistant.world.wordcount import count_words

NodeId: TypeAlias = str
K = TypeVar("K")
V = TypeVar("V")

MAX_FOLDER_DEPTH = 32
"""How deeply folders may nest (a top-level folder is at depth 1); edits refuse deeper."""


class FrozenMap(Mapping[K, V]):
    """A read-only mapping; ``set`` and ``remove`` return a changed copy.

    Copying is O(n) in the number of keys but shares every value, so an edit of one
    document in a project of thousands copies pointers, not text. A copy remembers which
    keys it changed since a common base, so that :func:`changed_keys` tells what differs
    between two maps of one line of edits without looking at every key (a save of one edit
    then costs the same in a project of ten documents or of ten thousand).
    """

    __slots__ = ("_base", "_changed", "_data", "_hash")

    def __init__(self, data: Mapping[K, V] | None = None) -> None:
        self._data: dict[K, V] = dict(data or {})
        self._base: FrozenMap[K, V] | None = None
        self._changed: frozenset[K] = frozenset()

    def __getitem__(self, key: K) -> V:
        return self._data[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key: object) -> bool:
        return key in self._data

    # Mapping's own get, keys, values and items go through __getitem__ in Python; the
    # dict's are read-only views as well, and many times faster on a large project.
    def get(self, key: K, default: Any = None) -> Any:
        return self._data.get(key, default)

    def keys(self) -> KeysView[K]:
        return self._data.keys()

    def values(self) -> ValuesView[V]:
        return self._data.values()

    def items(self) -> ItemsView[K, V]:
        return self._data.items()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, FrozenMap):
            return self._data == other._data
        if isinstance(other, Mapping):
            return self._data == dict(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(frozenset(self._data.items()))

    def __repr__(self) -> str:
        return f"FrozenMap({self._data!r})"

    def set(self, key: K, value: V) -> FrozenMap[K, V]:
        data = dict(self._data)
        data[key] = value
        return _derive(self, data, key)

    def remove(self, key: K) -> FrozenMap[K, V]:
        data = dict(self._data)
        del data[key]
        return _derive(self, data, key)


CHANGES_TRACKED = 256
"""How many changed keys a map remembers against its base before it becomes a base itself
(which lets go of the old base and the old values it held)."""


def _derive(parent: FrozenMap[K, V], data: dict[K, V], key: K) -> FrozenMap[K, V]:
    new: FrozenMap[K, V] = FrozenMap.__new__(FrozenMap)
    new._data = data
    if parent._base is None:
        new._base, new._changed = parent, frozenset((key,))
    elif len(parent._changed) < CHANGES_TRACKED or key in parent._changed:
        new._base, new._changed = parent._base, parent._changed | {key}
    else:
        new._base, new._changed = None, frozenset()
    return new


def changed_keys(old: FrozenMap[K, V], new: FrozenMap[K, V]) -> frozenset[K] | None:
    """The keys whose values may differ between ``old`` and ``new`` (added, removed or set,
    possibly to an equal value), found without looking at every key when both maps come from
    one base by ``set`` and ``remove``; None when that cannot be told so (then compare all)."""
    if old is new:
        return frozenset()
    old_base = old if old._base is None else old._base
    new_base = new if new._base is None else new._base
    if old_base is not new_base:
        return None
    return old._changed | new._changed


def _pair_value(pairs: tuple[tuple[str, str], ...], key: str) -> str | None:
    for name, value in pairs:
        if name == key:
            return value
    return None


def _pair_index(pairs: tuple[tuple[str, str], ...], key: str) -> int | None:
    for index, (name, _value) in enumerate(pairs):
        if name == key:
            return index
    return None


class DocumentKind(StrEnum):
    CHAPTER = "chapter"
    SCENE = "scene"
    NOTE = "note"
    TEXT = "text"


class FolderKind(StrEnum):
    PART = "part"
    FOLDER = "folder"


class EntityKind(StrEnum):
    CHARACTER = "character"
    PLACE = "place"
    ITEM = "item"
    FACTION = "faction"
    OTHER = "other"


_KIND_ORDER = {kind: place for place, kind in enumerate(EntityKind)}
"""Each entity kind's place in lists: the order the kinds are declared in."""


_STR_HEADER = sys.getsizeof("\u0100") - 4
"""The header of a string that is not ASCII: what it holds besides its characters and the
zero after them."""


def compact_text(text: str, utf8: bytes | None = None) -> str | bytes:
    """``text`` as a document keeps it: as is when Python holds it at one byte a character,
    else its UTF-8 bytes when they are smaller (prose with a typographic quote or dash is held
    at two bytes a character, its UTF-8 at little more than one). ``utf8``: the text's UTF-8
    bytes when the caller has them (read from a file), so they are not made again."""
    if type(text) is not str or text.isascii():
        return text  # (a value that is not text is left for the edits' checks to refuse)
    held = sys.getsizeof(text) - _STR_HEADER  # 1, 2 or 4 bytes a character
    if held <= len(text) + 1:
        return text  # Latin-1: one byte a character already
    if utf8 is None:
        try:
            utf8 = text.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate (pasted from a broken source) stays
            return text
    return utf8 if len(utf8) < held else text


class _CompactText:
    """A document's text, kept by :func:`compact_text` and read back as a string.

    Most of a manuscript's memory is its text; kept as UTF-8 it takes about half of what
    Python's string of it takes, and reading it back (a few microseconds a scene) is done
    where the text is needed: by the editor for one document, by search only when it folds."""

    def __set_name__(self, owner: type, name: str) -> None:
        self._key = "_" + name

    def __get__(self, document: object, owner: type | None = None) -> str:
        if document is None:
            return ""  # the field's default
        held = document.__dict__[self._key]
        return held.decode("utf-8") if type(held) is bytes else held

    def __set__(self, document: object, text: str) -> None:
        document.__dict__[self._key] = compact_text(text)


def text_as_kept(document: Document) -> str | bytes:
    """The text of ``document`` as it keeps it (:func:`compact_text`): the str, or its UTF-8
    bytes, for a reader that takes either without a str made of it (search's folding)."""
    held: str | bytes = document.__dict__["_text"]
    return held


@dataclass(frozen=True, eq=False)
class Document:
    """A piece of Markdown text in the tree: a chapter, a scene, a note.

    Equal and hashed by its fields, as a dataclass is, with the text compared as it is kept
    (:func:`compact_text` keeps one text one way), so that comparing never reads it back."""

    id: NodeId
    title: str
    text: _CompactText = _CompactText()
    kind: DocumentKind = DocumentKind.SCENE
    tags: tuple[str, ...] = ()
    synopsis: str = ""
    status: str = ""
    fields: tuple[tuple[str, str], ...] = ()
    """The writer's own fields, in order (front-matter keys an import brought along, say)."""
    target: int = 0
    """Words this document should reach; 0 for none."""
    private: bool = False
    """Marked private by the writer: never sent to a cloud model (see `world.privacy`)."""

    @cached_property
    def word_count(self) -> int:
        return count_words(self.text)

    @cached_property
    def character_count(self) -> int:
        """``len(text)``, kept: a text kept compact is read back to be measured."""
        return len(self.text)

    def field_value(self, key: str) -> str | None:
        return _pair_value(self.fields, key)

    def field_index(self, key: str) -> int | None:
        return _pair_index(self.fields, key)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return _held_fields(self.__dict__) == _held_fields(other.__dict__)

    def __hash__(self) -> int:
        return hash(_held_fields(self.__dict__))


_held_fields = operator.itemgetter(
    *("_text" if f.name == "text" else f.name for f in fields(Document))
)
"""A document's fields as it holds them, in order (its text compact)."""


@dataclass(frozen=True)
class Folder:
    """A node of the tree that holds other nodes, in order (a part, or a plain folder)."""

    id: NodeId
    title: str
    kind: FolderKind = FolderKind.FOLDER
    children: tuple[NodeId, ...] = ()
    private: bool = False
    """Marked private by the writer, and with it everything inside the folder."""


@dataclass(frozen=True)
class Entity:
    """A character, place, item or faction, with aliases and free-form fields in order."""

    id: NodeId
    name: str
    kind: EntityKind = EntityKind.CHARACTER
    aliases: tuple[str, ...] = ()
    fields: tuple[tuple[str, str], ...] = ()
    notes: str = ""
    tags: tuple[str, ...] = ()
    private: bool = False
    """The whole entry marked private by the writer."""
    private_fields: tuple[str, ...] = ()
    """Keys of single fields marked private (the rest of the entry is not)."""

    def field_value(self, key: str) -> str | None:
        return _pair_value(self.fields, key)

    def field_index(self, key: str) -> int | None:
        return _pair_index(self.fields, key)

    @property
    def names(self) -> tuple[str, ...]:
        """The name followed by the aliases: every way the text may mention this entity."""
        return (self.name, *self.aliases)


@dataclass(frozen=True)
class ProjectMeta:
    title: str = "Untitled"
    author: str = ""
    language: str = "en"
    series: str = ""
    """The series folder this book belongs to, relative to the project folder (POSIX
    separators; empty for a book of no series)."""


@dataclass(frozen=True)
class TrashEntry:
    """A trashed node and where it stood, so that restoring puts it back."""

    node_id: NodeId
    parent_id: NodeId | None = None
    index: int = 0


Node: TypeAlias = Document | Folder


@dataclass(frozen=True)
class World:
    """Everything in a project at one moment. Immutable; edits return new worlds.

    ``root`` orders the top level of the tree; folders order their own children. Trashed
    documents and folders are in no folder and not in ``root``: they are listed in
    ``trash`` with the place they came from. Trashed entities stay in ``entities`` and are
    listed in ``trash`` too.
    """

    meta: ProjectMeta = field(default_factory=ProjectMeta)
    documents: FrozenMap[NodeId, Document] = field(default_factory=FrozenMap)
    folders: FrozenMap[NodeId, Folder] = field(default_factory=FrozenMap)
    entities: FrozenMap[NodeId, Entity] = field(default_factory=FrozenMap)
    root: tuple[NodeId, ...] = ()
    trash: tuple[TrashEntry, ...] = ()
    settings: ProjectSettings = field(default_factory=ProjectSettings)
    writing_log: WritingLog = field(default_factory=WritingLog)
    series: SeriesState = field(default_factory=SeriesState)
    """The series this book belongs to, as read at load (see
    :mod:`assistant.world.series.model`); its entities are in ``entities`` too."""

    # -- lookups -------------------------------------------------------------------------

    def node(self, node_id: NodeId) -> Node | None:
        """The document or folder with this id, or None."""
        if is_document_id(node_id):
            return self.documents.get(node_id)
        if is_folder_id(node_id):
            return self.folders.get(node_id)
        return self.documents.get(node_id) or self.folders.get(node_id)

    def has(self, node_id: NodeId) -> bool:
        return node_id in self.documents or node_id in self.folders or node_id in self.entities

    def children(self, parent_id: NodeId | None) -> tuple[NodeId, ...]:
        """The ordered children of a folder, or of the top level when ``parent_id`` is None."""
        if parent_id is None:
            return self.root
        return self.folders[parent_id].children

    @cached_property
    def _parents(self) -> dict[NodeId, NodeId | None]:
        parents: dict[NodeId, NodeId | None] = dict.fromkeys(self.root)
        for folder in self.folders.values():
            for child in folder.children:
                parents[child] = folder.id
        return parents

    @cached_property
    def _trash_ids(self) -> frozenset[NodeId]:
        return frozenset(entry.node_id for entry in self.trash)

    def parent_of(self, node_id: NodeId) -> NodeId | None:
        """The folder holding the node (None at top level). Raises KeyError if not in the tree."""
        return self._parents[node_id]

    def in_tree(self, node_id: NodeId) -> bool:
        return node_id in self._parents

    def index_in_parent(self, node_id: NodeId) -> int:
        return self.children(self.parent_of(node_id)).index(node_id)

    def is_trashed(self, node_id: NodeId) -> bool:
        """True for a node in the trash, or inside a trashed folder; and for trashed entities."""
        if node_id in self._trash_ids:
            return True
        if is_entity_id(node_id):
            return False
        parent = self._parents.get(node_id)
        if node_id not in self._parents:
            return self.has(node_id)  # neither in the tree nor listed: inside a trashed folder
        while parent is not None:
            if parent in self._trash_ids:
                return True
            parent = self._parents.get(parent)
        return False

    def trash_entry(self, node_id: NodeId) -> TrashEntry | None:
        for entry in self.trash:
            if entry.node_id == node_id:
                return entry
        return None

    def path_titles(self, node_id: NodeId) -> tuple[str, ...]:
        """Titles from the top of the tree down to the node (``("Book One", "Chapter 1")``),
        which tell apart documents of the same title. A trashed node's path starts at the
        highest trashed folder holding it."""
        titles: list[str] = []
        current: NodeId | None = node_id
        seen: set[NodeId] = set()
        while current is not None and current not in seen:
            seen.add(current)
            node = self.node(current)
            if node is None:
                break
            titles.append(node.title)
            current = self._parents.get(current)
        return tuple(reversed(titles))

    def is_ancestor(self, ancestor_id: NodeId, node_id: NodeId) -> bool:
        """True when ``node_id`` sits somewhere inside the folder ``ancestor_id``."""
        current = self._parents.get(node_id)
        while current is not None:
            if current == ancestor_id:
                return True
            current = self._parents.get(current)
        return False

    def folder_depth(self, folder_id: NodeId | None) -> int:
        """How deep a folder sits in the tree (1 at the top level; 0 for the top level)."""
        depth = 0
        while folder_id is not None:
            depth += 1
            folder_id = self._parents.get(folder_id)
        return depth

    def walk(self, parent_id: NodeId | None = None) -> Iterator[tuple[int, Node]]:
        """Depth-first over the live tree (trash excluded), yielding ``(depth, node)``."""
        stack: list[tuple[int, NodeId]] = [(0, c) for c in reversed(self.children(parent_id))]
        while stack:
            depth, node_id = stack.pop()
            node = self.node(node_id)
            if node is None:
                continue
            yield depth, node
            if isinstance(node, Folder):
                stack.extend((depth + 1, c) for c in reversed(node.children))

    def documents_in_order(self) -> list[Document]:
        """Live documents in reading order (the tree, depth first)."""
        return list(self._documents_in_order)

    @cached_property
    def _documents_in_order(self) -> tuple[Document, ...]:
        # the maps' own get, bound once: through :meth:`node`, 10,000 documents took 5 ms (now 2)
        document, folder = self.documents.get, self.folders.get
        found: list[Document] = []
        stack = list(reversed(self.root))
        while stack:
            node_id = stack.pop()
            doc = document(node_id)
            if doc is not None:
                found.append(doc)
            else:
                parent = folder(node_id)
                if parent is not None:
                    stack.extend(reversed(parent.children))
        return tuple(found)

    def live_entities(self) -> list[Entity]:
        """Entities not in the trash, sorted by kind then name."""
        trashed = self._trash_ids
        return sorted(
            (e for e in self.entities.values() if e.id not in trashed),
            key=lambda e: (_KIND_ORDER[e.kind], e.name.casefold()),
        )

    def find_documents_by_title(self, title: str) -> list[Document]:
        """Live documents whose title matches, ignoring case."""
        wanted = title.strip().casefold()
        return [d for d in self.documents_in_order() if d.title.strip().casefold() == wanted]

    def find_entities_by_name(self, name: str) -> list[Entity]:
        """Live entities whose name or an alias matches, ignoring case."""
        wanted = name.strip().casefold()
        return [
            e for e in self.live_entities() if any(n.strip().casefold() == wanted for n in e.names)
        ]

    def word_count(self) -> int:
        return sum(d.word_count for d in self.documents_in_order())


WorldSnapshot: TypeAlias = World
"""A world taken at one moment. A World is already immutable, so a snapshot is the world."""
