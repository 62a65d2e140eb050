"""The manifest ``project.quire``: format version, metadata, tree order and trash.

Written as JSON with one tree node per line, so that a move or a retitled folder shows up in
``git diff`` as the few lines that changed. Reading is forgiving: a node that cannot be
understood is dropped with a note, and everything else is kept. See docs/FORMAT.md.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from assistant.world.ids import is_document_id, is_entity_id, is_folder_id
from assistant.world.model import (
    MAX_FOLDER_DEPTH,
    Folder,
    FolderKind,
    NodeId,
    ProjectMeta,
    TrashEntry,
    World,
)
from assistant.world.privacy.material import private_material
from assistant.world.problems import Detail, Outcome, Problem, ProblemError, ProblemKind
from assistant.world.project_settings import (
    APPROVAL_LEVELS,
    DEFAULT_STATUSES,
    ProjectSettings,
    SettingError,
    Status,
    WritingLog,
    check_approval,
    check_day,
    check_statuses,
    check_target,
    check_word,
)
from assistant.world.safetext import prune, repair, unstorable
from assistant.world.storage.frontmatter import dump_value, yes_or_no

FORMAT_VERSION = 2
"""The newest format this Quire reads and writes; older formats are upgraded by
:data:`MIGRATIONS`."""

PLAIN_FORMAT = 1
"""The format written while nothing is marked private. Format 2 is format 1 with private
marks: both read the same, but a Quire that knows only format 1 refuses a format 2 project
instead of sending its private notes to a model and dropping the marks on save."""

MANIFEST_KEYS = (
    "format",
    "title",
    "author",
    "language",
    "series",
    "statuses",
    "targets",
    "word_list",
    "assistant",
    "writing_log",
    "tree",
    "trash",
)


@dataclass(slots=True)
class RawFile:
    """A document or entity file as plain data: its front-matter fields and its body."""

    path: str
    fields: dict[str, Any]
    body: str
    value: Any = None
    """The document or entity already made from a file in Quire's own form (the fields and
    body are then left empty); None for the others."""


@dataclass
class RawProject:
    """A whole project as plain data, the form migrations work on."""

    manifest: dict[str, Any]
    documents: list[RawFile] = field(default_factory=list)
    entities: list[RawFile] = field(default_factory=list)


Migration = Callable[[RawProject], RawProject | None]

MIGRATIONS: dict[int, Migration] = {}
"""``MIGRATIONS[n]`` upgrades a project of format ``n`` to format ``n + 1``, changing the
:class:`RawProject` in place (returning None) or returning a new one. Loading applies them in
turn, in memory; saving then writes the current format."""


# -- writing ----------------------------------------------------------------------------------


def written_format(world: World) -> int:
    """The format ``world`` is written in: :data:`FORMAT_VERSION` when anything in it is
    marked private (trash included), :data:`PLAIN_FORMAT` otherwise."""
    return FORMAT_VERSION if private_material(world) else PLAIN_FORMAT


def manifest_text(world: World) -> str:
    """The manifest of ``world``: the same world always gives the same text."""
    meta = world.meta
    lines = [
        "{",
        f'  "format": {written_format(world)},',
        f'  "title": {dump_value(meta.title)},',
        f'  "author": {dump_value(meta.author)},',
        f'  "language": {dump_value(meta.language)},',
    ]
    if meta.series:  # written only when set: a book of no series reads as before
        lines.append(f'  "series": {dump_value(meta.series)},')
    _settings_lines(lines, world.settings, world.writing_log)
    tree = [_node_lines(world, node_id, 4) for node_id in world.root]
    _list_lines(lines, '  "tree": [', [t for t in tree if t], "  ],")
    trash = [_trash_lines(world, entry, 4) for entry in world.trash]
    _list_lines(lines, '  "trash": [', trash, "  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _settings_lines(out: list[str], settings: ProjectSettings, log: WritingLog) -> None:
    """The project's settings, each only when it differs from a new project's."""
    if settings.statuses != DEFAULT_STATUSES:
        statuses = [
            [f'    {{"name": {dump_value(s.name)}, "color": {dump_value(s.color)}}}']
            for s in settings.statuses
        ]
        _list_lines(out, '  "statuses": [', statuses, "  ],")
    if settings.project_target or settings.session_target:
        out.append(
            f'  "targets": {{"project": {settings.project_target}, '
            f'"session": {settings.session_target}}},'
        )
    if settings.word_list:
        words = [["    " + dump_value(word)] for word in settings.word_list]
        _list_lines(out, '  "word_list": [', words, "  ],")
    if settings.least_approval != "none" or settings.always_review:
        out.append(
            f'  "assistant": {{"least_approval": {dump_value(settings.least_approval)}, '
            f'"always_review": {"true" if settings.always_review else "false"}}},'
        )
    if log.days:
        days = [[f"    [{dump_value(day)}, {words}]"] for day, words in log.days]
        _list_lines(out, '  "writing_log": [', days, "  ],")


def _list_lines(out: list[str], opening: str, items: list[list[str]], closing: str) -> None:
    if not items:
        out.append(opening + closing.strip())
        return
    out.append(opening)
    _join_items(out, items)
    out.append(closing)


def _join_items(out: list[str], items: list[list[str]]) -> None:
    for number, item in enumerate(items):
        out.extend(item[:-1])
        out.append(item[-1] + ("," if number < len(items) - 1 else ""))


def _folder_lines(world: World, folder: Folder, indent: int, head: str, tail: str) -> list[str]:
    pad = " " * indent
    title, kind = dump_value(folder.title), dump_value(str(folder.kind))
    opening = f'{pad}{head}"title": {title}, "kind": {kind}'
    if folder.private:  # written only when set: an unmarked folder's line stays as it was
        opening += ', "private": true'
    children = [_node_lines(world, child, indent + 2) for child in folder.children]
    children = [c for c in children if c]
    if not children:
        return [f'{opening}, "children": []{tail}']
    lines = [f'{opening}, "children": [']
    _join_items(lines, children)
    lines.append(f"{pad}]{tail}")
    return lines


def _node_lines(world: World, node_id: NodeId, indent: int) -> list[str]:
    if node_id in world.documents:
        return [f'{" " * indent}{{"id": {dump_value(node_id)}}}']
    folder = world.folders.get(node_id)
    if folder is None:
        return []
    return _folder_lines(world, folder, indent, f'{{"id": {dump_value(node_id)}, ', "}")


def _trash_lines(world: World, entry: TrashEntry, indent: int) -> list[str]:
    head = (
        f'{{"id": {dump_value(entry.node_id)}, "parent": {dump_value(entry.parent_id)}, '
        f'"index": {entry.index}'
    )
    folder = world.folders.get(entry.node_id)
    if folder is None:
        return [" " * indent + head + "}"]
    return _folder_lines(world, folder, indent, head + ', "folder": {', "}}")


# -- reading ----------------------------------------------------------------------------------


@dataclass
class Tree:
    """What a manifest says about the world, read against the documents found on disk."""

    meta: ProjectMeta
    folders: dict[NodeId, Folder]
    root: tuple[NodeId, ...]
    trash: tuple[TrashEntry, ...]
    placed: set[NodeId]
    """Every document the tree or the trash mentions."""
    problems: list[Problem]
    settings: ProjectSettings = field(default_factory=ProjectSettings)
    writing_log: WritingLog = field(default_factory=WritingLog)


def read_tree(
    manifest: Mapping[str, Any],
    documents: Iterable[NodeId],
    entities: Iterable[NodeId],
    default_title: str,
) -> Tree:
    """Build the tree, trash and metadata of a manifest, keeping what makes sense."""
    return _TreeReader(set(documents), set(entities)).read(manifest, default_title)


class _TreeReader:
    def __init__(self, documents: set[NodeId], entities: set[NodeId]) -> None:
        self.documents = documents
        self.entities = entities
        self.folders: dict[NodeId, Folder] = {}
        self.placed: set[NodeId] = set()
        self.problems: list[Problem] = []

    def _note(self, kind: ProblemKind, **details: Detail) -> None:
        self.problems.append(Problem.from_details(kind, details))

    def read(self, manifest: Mapping[str, Any], default_title: str) -> Tree:
        extra = [k for k in manifest if k not in MANIFEST_KEYS]
        if extra:
            self._note(ProblemKind.UNKNOWN_MANIFEST_KEYS, keys=", ".join(repr(k) for k in extra))
        meta = ProjectMeta(
            title=self._text(manifest, "title", default_title),
            author=self._text(manifest, "author", ""),
            language=self._text(manifest, "language", "en"),
            series=self._text(manifest, "series", ""),
        )
        settings = _SettingsReader(self.problems).read(manifest)
        writing_log = _SettingsReader(self.problems).writing_log(manifest.get("writing_log", []))
        root = self._children(manifest.get("tree", []), "tree")
        trash = self._trash(manifest.get("trash", []))
        return Tree(
            meta, self.folders, root, trash, self.placed, self.problems, settings, writing_log
        )

    def _text(self, data: Mapping[str, Any], key: str, default: str) -> str:
        value = data.get(key, default)
        if isinstance(value, str):
            return value
        self._note(ProblemKind.MANIFEST_NOT_TEXT, key=key, default=default)
        return default

    def _children(self, nodes: Any, where: str) -> tuple[NodeId, ...]:
        if not isinstance(nodes, list):
            self._note(ProblemKind.CHILDREN_NOT_LIST, place=where)
            return ()
        children: list[NodeId] = []
        documents, placed = self.documents, self.placed
        for node in nodes:
            node_id = node.get("id") if isinstance(node, dict) else None
            if isinstance(node_id, str) and node_id in documents and node_id not in placed:
                # A document with its file, listed for the first time: the usual entry.
                placed.add(node_id)
                children.append(node_id)
                continue
            node_id = self._node(node, where)
            if node_id is not None:
                children.append(node_id)
        return tuple(children)

    def _claim(self, node_id: NodeId, where: str) -> bool:
        if node_id in self.placed or node_id in self.folders:
            self._note(ProblemKind.LISTED_TWICE, place=where, id=node_id)
            return False
        return True

    def _node(self, node: Any, where: str) -> NodeId | None:
        node_id = node.get("id") if isinstance(node, dict) else None
        if not isinstance(node_id, str):
            self._note(ProblemKind.ENTRY_WITHOUT_ID, place=where)
            return None
        if is_document_id(node_id):
            if node_id not in self.documents:
                self._note(ProblemKind.NO_DOCUMENT_FILE, place=where, id=node_id)
                return None
            if not self._claim(node_id, where):
                return None
            self.placed.add(node_id)
            return node_id
        if is_folder_id(node_id):
            if not self._claim(node_id, where):
                return None
            self._folder(node_id, node, where)
            return node_id
        self._note(ProblemKind.NOT_A_NODE, place=where, id=node_id)
        return None

    def _folder(self, folder_id: NodeId, data: Mapping[str, Any], where: str) -> None:
        title = self._text(data, "title", "Untitled")
        kind_value = data.get("kind", FolderKind.FOLDER.value)
        try:
            kind = FolderKind(kind_value)
        except (ValueError, TypeError):
            self._note(
                ProblemKind.UNKNOWN_FOLDER_KIND, place=where, id=folder_id, value=repr(kind_value)
            )
            kind = FolderKind.FOLDER
        private = self._private(folder_id, data, where)
        # Registered before its children are read so a folder listed inside itself is refused.
        self.folders[folder_id] = Folder(folder_id, title, kind)
        children = self._children(data.get("children", []), folder_id)
        self.folders[folder_id] = Folder(folder_id, title, kind, children, private)

    def _private(self, folder_id: NodeId, data: Mapping[str, Any], where: str) -> bool:
        """The folder's ``private`` flag; anything but a yes or a no reads as private, noted."""
        if "private" not in data:
            return False
        flag = yes_or_no(data["private"])
        if flag is None:
            self._note(
                ProblemKind.FOLDER_PRIVATE_NOT_YES_OR_NO,
                place=where, id=folder_id, value=repr(data["private"])[:60],
            )
            return True
        return flag

    def _trash(self, entries: Any) -> tuple[TrashEntry, ...]:
        if not isinstance(entries, list):
            self._note(ProblemKind.TRASH_NOT_LIST)
            return ()
        trash: list[TrashEntry] = []
        seen: set[NodeId] = set()
        for entry in entries:
            read = self._trash_entry(entry)
            if read is None:
                continue
            if read.node_id in seen:
                self._note(ProblemKind.TRASH_LISTED_TWICE, id=read.node_id)
                continue
            seen.add(read.node_id)
            trash.append(read)
        return tuple(trash)

    def _trash_entry(self, entry: Any) -> TrashEntry | None:
        node_id = entry.get("id") if isinstance(entry, dict) else None
        if not isinstance(node_id, str):
            self._note(ProblemKind.ENTRY_WITHOUT_ID, place="trash")
            return None
        parent = entry.get("parent")
        index = entry.get("index", 0)
        if parent is not None and not isinstance(parent, str):
            self._note(ProblemKind.TRASH_BAD_PARENT, id=node_id)
            parent = None
        if isinstance(index, bool) or not isinstance(index, int) or index < 0:
            self._note(ProblemKind.TRASH_BAD_INDEX, id=node_id)
            index = 0
        if is_entity_id(node_id):
            if node_id not in self.entities:
                self._note(ProblemKind.TRASH_NO_ENTITY_FILE, id=node_id)
                return None
        elif is_folder_id(node_id):
            folder = entry.get("folder")
            if not isinstance(folder, dict):
                self._note(ProblemKind.TRASH_FOLDER_EMPTY, id=node_id)
                return None
            if not self._claim(node_id, "trash"):
                return None
            self._folder(node_id, folder, "trash")
        elif self._node(entry, "trash") is None:
            return None
        return TrashEntry(node_id, parent, index)


class _SettingsReader:
    """Reads the project's settings from a manifest, keeping what makes sense of each."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems

    def _note(self, kind: ProblemKind, **details: Detail) -> None:
        self.problems.append(Problem.from_details(kind, details))

    def read(self, manifest: Mapping[str, Any]) -> ProjectSettings:
        statuses = self.statuses(manifest.get("statuses"))
        project_target, session_target = self.targets(manifest.get("targets"))
        least_approval, always_review = self.assistant(manifest.get("assistant"))
        return ProjectSettings(
            statuses=statuses,
            project_target=project_target,
            session_target=session_target,
            word_list=self.word_list(manifest.get("word_list", [])),
            least_approval=least_approval,
            always_review=always_review,
        )

    def assistant(self, value: Any) -> tuple[str, bool]:
        """What the project requires of the assistant. A requirement that cannot be read is
        taken at its strictest (and noted): a slip in the file never loosens it."""
        strictest = APPROVAL_LEVELS[-1]
        if value is None:
            return "none", False
        if not isinstance(value, dict):
            self._note(ProblemKind.ASSISTANT_RULE_UNREADABLE, key="assistant", value=repr(value))
            return strictest, True
        level = value.get("least_approval", "none")
        try:
            least = check_approval(level)
        except ValueError:
            self._note(ProblemKind.ASSISTANT_RULE_UNREADABLE, key="least_approval",
                       value=repr(level))  # fmt: skip
            least = strictest
        review = value.get("always_review", False)
        if not isinstance(review, bool):
            self._note(ProblemKind.ASSISTANT_RULE_UNREADABLE, key="always_review",
                       value=repr(review))  # fmt: skip
            review = True
        return least, review

    def statuses(self, value: Any) -> tuple[Status, ...]:
        if value is None:
            return DEFAULT_STATUSES
        if not isinstance(value, list):
            self._note(ProblemKind.STATUSES_NOT_LIST)
            return DEFAULT_STATUSES
        statuses: list[Status] = []
        for entry in value:
            name = entry.get("name") if isinstance(entry, dict) else None
            color = entry.get("color", "#808080") if isinstance(entry, dict) else None
            try:
                # the file's values as they are (perhaps no text): check_statuses says what is
                # wrong with them
                status = Status(name, color)  # type: ignore[arg-type]
                check_statuses((*statuses, status))
            except SettingError as error:
                self.problems.append(Problem.of(ProblemKind.STATUS_DROPPED, cause=error.problem))
                continue
            statuses.append(status)
        return tuple(statuses)

    def targets(self, value: Any) -> tuple[int, int]:
        if value is None:
            return 0, 0
        if not isinstance(value, dict):
            self._note(ProblemKind.TARGETS_NOT_OBJECT)
            return 0, 0
        found = []
        for key in ("project", "session"):
            try:
                found.append(check_target(value.get(key, 0)))
            except SettingError as error:
                self.problems.append(
                    Problem.of(ProblemKind.TARGET_IGNORED, cause=error.problem, key=key)
                )
                found.append(0)
        return found[0], found[1]

    def word_list(self, value: Any) -> tuple[str, ...]:
        if not isinstance(value, list):
            self._note(ProblemKind.WORD_LIST_NOT_LIST)
            return ()
        words = set()
        for word in value:
            try:
                words.add(check_word(word))
            except SettingError as error:
                self.problems.append(Problem.of(ProblemKind.WORD_DROPPED, cause=error.problem))
        return tuple(sorted(words))

    def writing_log(self, value: Any) -> WritingLog:
        if not isinstance(value, list):
            self._note(ProblemKind.WRITING_LOG_NOT_LIST)
            return WritingLog()
        log = WritingLog()
        for entry in value:
            if not isinstance(entry, list) or len(entry) != 2:
                self._note(ProblemKind.LOG_ENTRY_NOT_PAIR, value=repr(entry))
                continue
            try:
                day, words = check_day(entry[0]), entry[1]
            except ValueError:
                self._note(ProblemKind.LOG_NOT_A_DAY, value=repr(entry[0]))
                continue
            if isinstance(words, bool) or not isinstance(words, int):
                self._note(ProblemKind.LOG_WORDS_NOT_NUMBER, day=day)
            elif log.words_on(day):
                self._note(ProblemKind.LOG_DAY_TWICE, day=day)
            else:
                log = log.add(day, words)
        return log


MANIFEST_NESTING = 2 * MAX_FOLDER_DEPTH + 8
"""How deeply the manifest's JSON may nest: two levels per folder (the folder and its list of
children), a document inside the deepest, the top object, the tree and the trash."""


def parse_manifest(data: bytes) -> dict[str, Any]:
    """The manifest's JSON object. Raises :class:`ProblemError` (a ValueError) saying why when
    it is not one."""
    try:
        value = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise ProblemError(Problem.of(ProblemKind.NOT_UTF8, byte=exc.start)) from None
    except json.JSONDecodeError as exc:
        raise ProblemError(
            Problem.of(ProblemKind.NOT_JSON, error=exc.msg, line=exc.lineno, column=exc.colno)
        ) from None
    except RecursionError:
        raise ProblemError(Problem.of(ProblemKind.JSON_TOO_DEEP)) from None
    if not isinstance(value, dict):
        raise ProblemError(Problem.of(ProblemKind.NOT_JSON_OBJECT))
    return value


_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89abcdefABCDEF]")


def readable_manifest(
    manifest: dict[str, Any], data: bytes | None = None
) -> tuple[dict[str, Any], list[Problem]]:
    """The manifest with what cannot be read safely taken out, and a note for each: parts
    nested deeper than folders may nest (dropped; their documents are placed at the top
    level), and characters no file can store (replaced with U+FFFD). ``data``, the UTF-8
    the manifest was parsed from, spares looking for such characters where it has none
    (only a ``\\uD800``-style escape can make one)."""
    notes: list[Problem] = []
    value, pruned = prune(manifest, MANIFEST_NESTING)
    if pruned:
        notes.append(Problem.of(ProblemKind.TREE_TOO_DEEP, depth=MAX_FOLDER_DEPTH))
    if data is not None and _SURROGATE_ESCAPE.search(data) is None:
        return value, notes
    problem = unstorable(value)
    if problem is not None:
        notes.append(problem.then(Outcome.REPLACED_ALL))
        value = repair(value)
    return value, notes
