"""A project folder on disk: loading it into a world, and saving a world back into it.

Saving writes only what changed, and never overwrites a file that another program changed
since Quire last read or wrote it (the caller is told which, and may insist with ``force``).
A save is all or nothing across files: every new content is staged first, and a save that
touches more than one file commits through the journal of :mod:`assistant.world.storage.journal`,
so a crash, a full disk or any failure before the commit leaves every file as it was, and
one after it leaves a project that loads as saved. Loading writes nothing, even when the
project is damaged or a journal shows an interrupted save; the next save finishes the job.
"""

from __future__ import annotations

import logging
import os
import re
import time
import unicodedata
from dataclasses import asdict, dataclass, field, replace
from dataclasses import fields as dataclass_fields
from hashlib import sha256
from pathlib import Path
from typing import Any

from assistant.world.collector import collector_paused
from assistant.world.errors import (
    ExternalChangeError,
    FormatError,
    StorageError,
    UnsaveableTextError,
    storage_error,
)
from assistant.world.model import (
    Document,
    Entity,
    FrozenMap,
    NodeId,
    ProjectMeta,
    World,
    changed_keys,
)
from assistant.world.problems import Detail, Outcome, Problem, ProblemError, ProblemKind
from assistant.world.safetext import storable, unstorable_problem
from assistant.world.storage import atomic
from assistant.world.storage.confine import (
    NotRegularFileError,
    folder_opened,
    is_inside,
    read_file,
    read_regular,
)
from assistant.world.storage.frontmatter import (
    FrontMatterError,
    document_from_fields,
    document_to_text,
    entity_from_fields,
    entity_to_text,
    split_file,
)
from assistant.world.storage.journal import (
    JOURNAL,
    Journal,
    OldJournalError,
    Removal,
    Replay,
    StagedWrite,
    UntrustedJournal,
    replay,
)
from assistant.world.storage.manifest import (
    FORMAT_VERSION,
    MIGRATIONS,
    RawFile,
    RawProject,
    manifest_text,
    parse_manifest,
    read_tree,
    readable_manifest,
)
from assistant.world.storage.quickread import read_document, read_entity

log = logging.getLogger(__name__)

MANIFEST = "project.quire"
DOCUMENTS = "documents"
ENTITIES = "entities"
APP_DATA = ".quire"
RECOVERED = f"{APP_DATA}/recovered"
SLUG_LENGTH = 40

_MANIFEST_FIELDS = tuple(
    f.name for f in dataclass_fields(World) if f.name not in ("documents", "entities")
)
"""What a manifest is made of besides which documents there are: every other part of a
world (a part added to the world later is counted in by itself)."""

_SLUG_GAPS = re.compile(r"[^0-9a-z\u00c0-\U0010ffff]+")
_SAFE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")
_LINKED_OUT = Problem(ProblemKind.LINKED_OUT)


@dataclass(frozen=True)
class LoadProblem:
    """Something wrong with one file of a project (or of an import's source), found while
    reading it: a code and its details (see :mod:`assistant.world.problems`), which each
    front end says in its own words."""

    path: str
    """Relative to the project folder, with ``/`` between parts."""
    problem: Problem

    @classmethod
    def of(
        cls, path: str, kind: ProblemKind, outcome: Outcome | None = None, **details: Detail
    ) -> LoadProblem:
        return cls(path, Problem.from_details(kind, details, outcome))

    @property
    def kind(self) -> ProblemKind:
        return self.problem.kind

    @property
    def reason(self) -> str:
        """What is wrong, in English (for the log, the command line and the model)."""
        return self.problem.english()

    def to_json(self) -> dict[str, Any]:
        """For scripts: the path, the code, the details, what was done, and the English."""
        problem, cause = self.problem, self.problem.cause
        return {
            "path": self.path,
            "kind": problem.kind.value,
            "details": problem.values,
            "outcome": None if problem.outcome is None else problem.outcome.value,
            "cause": None if cause is None else {"kind": cause.kind.value, "details": cause.values},
            "reason": problem.english(),
        }


@dataclass(frozen=True)
class SaveReport:
    """What one save did, as paths relative to the project folder."""

    written: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()


def slugify(text: str) -> str:
    """The readable part of a file name: lower case, no accents, ``-`` between words."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    slug = "".join(c if c.isalnum() else " " for c in plain)
    slug = "-".join(slug.split())[:SLUG_LENGTH].strip("-")
    return unicodedata.normalize("NFC", slug) or "untitled"


def document_path(doc: Document) -> str:
    """Where a document lives, relative to the project folder."""
    return f"{DOCUMENTS}/{slugify(doc.title)}-{doc.id}.md"


def entity_path(entity: Entity) -> str:
    """Where an entity lives, relative to the project folder."""
    return f"{ENTITIES}/{slugify(entity.name)}-{entity.id}.md"


def _to_migrate(manifest: dict[str, Any] | None) -> bool:
    """Whether loading will run migrations on a project with this manifest."""
    version = None if manifest is None else manifest.get("format")
    return isinstance(version, int) and not isinstance(version, bool) and (
        version < FORMAT_VERSION
    )


def _sha(data: bytes) -> str:
    return sha256(data).hexdigest()


def _fingerprint(data: bytes | None) -> int | None:
    """What Quire remembers of a file's bytes to tell later whether they changed (None for
    no file): Python's own hash of them, a keyed 64-bit SipHash, three times faster than
    SHA-256. It is compared only within one run of Quire; the save journal, which outlives
    the run, keeps SHA-256."""
    return None if data is None else hash(data)


_Stamp = tuple[int, int, int]

def _stamp(st: os.stat_result) -> _Stamp:
    return (st.st_ino, st.st_mtime_ns, st.st_size)


@dataclass
class _Plan:
    writes: list[tuple[str, bytes]] = field(default_factory=list)
    removes: list[str] = field(default_factory=list)
    paths: dict[NodeId, str] = field(default_factory=dict)
    unsaveable: list[tuple[str, str]] = field(default_factory=list)
    """What could not be saved (text no file can store): a name, and where the text is."""
    kept: dict[NodeId, Any] = field(default_factory=dict)
    """Values left out of the save: the value last saved, or None for one never saved."""
    manifest_of: World | None = None
    """The world whose manifest this plan made (and wrote, or found on disk already)."""
    manifest_current: bool = False
    """The manifest on disk was known to be the world's without making it."""


def _as_saved(world: World, kept: dict[NodeId, Any]) -> World:
    """``world`` with the values a save left out as they were last saved (or absent)."""
    if not kept:
        return world
    documents, entities = world.documents, world.entities
    for node_id, value in kept.items():
        if node_id in documents:
            documents = documents.set(node_id, value) if value else documents.remove(node_id)
        elif node_id in entities:
            entities = entities.set(node_id, value) if value else entities.remove(node_id)
    return replace(world, documents=documents, entities=entities)


def _describe_unsaveable(value: Document | Entity, path: str) -> tuple[str, str]:
    name = storable(value.title if isinstance(value, Document) else value.name)
    return name, f"{name!r} ({path}: {unstorable_problem(asdict(value))})"


class ProjectStore:
    """Reads and writes one project folder, remembering what is on disk.

    The store keeps the world it last loaded or saved and a content hash of every file it
    last read or wrote; both let a save skip unchanged values and notice foreign changes.
    """

    def __init__(self, root: Path | str) -> None:
        self._root = Path(root)
        self._root_text = os.fspath(self._root)  # for the many paths made while loading
        self._world: World | None = None
        self._ready = False
        self._fingerprints: dict[str, int] = {}
        self._stamps: dict[str, _Stamp] = {}
        self._paths: dict[NodeId, str] = {}
        self._temp_files: set[str] = set()
        self._journal_on_disk = False
        self._owed: Replay = Replay({}, frozenset())
        """What a committed but unfinished save still owes: the next save completes it."""
        self._set_aside: list[StagedWrite] = []
        """Staged files of a journal that could not be trusted, to keep in RECOVERED."""
        self._problems: tuple[LoadProblem, ...] = ()
        self._manifest_world: World | None = None
        self._manifest_fingerprint: int | None = None
        """A world whose manifest is known to be the one on disk (of this hash): saves that
        leave the tree as it was need not make the manifest again."""

    # -- properties ---------------------------------------------------------------------------

    @property
    def root(self) -> Path:
        return self._root

    @property
    def app_data_dir(self) -> Path:
        """The project's ``.quire`` folder (lock, conversations), created when first asked."""
        path = self._root / APP_DATA
        path.mkdir(exist_ok=True)
        return path

    @property
    def problems(self) -> tuple[LoadProblem, ...]:
        """What was wrong with the project at the last load (empty when all was well)."""
        return self._problems

    # -- creating -----------------------------------------------------------------------------

    @classmethod
    def create(
        cls, root: Path | str, meta: ProjectMeta, world: World | None = None
    ) -> ProjectStore:
        """Make a new project folder at ``root`` (absent or empty) holding ``world``."""
        root = Path(root)
        if root.exists():
            if not root.is_dir():
                raise StorageError(f"{root} exists and is not a folder")
            if any(entry.name != APP_DATA for entry in root.iterdir()):
                raise StorageError(f"{root} is not empty")
        try:
            root.mkdir(parents=True, exist_ok=True)
            for name in (DOCUMENTS, ENTITIES):
                (root / name).mkdir(exist_ok=True)
        except OSError as exc:
            raise StorageError(f"cannot create a project at {root}: {exc.strerror}") from exc
        store = cls(root)
        store._ready = True
        store.save(replace(world or World(), meta=meta))
        return store

    # -- loading ------------------------------------------------------------------------------

    def load(self) -> World:
        """Read the whole project. Damaged files are skipped or repaired in memory and listed
        in :attr:`problems`; nothing on disk is changed."""
        if not self._root.is_dir():
            raise StorageError(f"no project folder at {self._root}")
        with collector_paused():
            return self._load()

    def _load(self) -> World:
        self._fingerprints, self._stamps, self._paths = {}, {}, {}
        self._temp_files = set()
        self._manifest_world = self._manifest_fingerprint = None
        problems: list[LoadProblem] = []

        self._read_journal(problems)
        manifest_bytes = self._read_tracked(MANIFEST)
        manifest_bytes = self._owed.contents.get(MANIFEST, manifest_bytes)
        if manifest_bytes is None:
            raise FormatError(f"{self._root} is not a Quire project: it has no {MANIFEST}")
        self._find_temp_files(".", lambda name: name.startswith(f".{MANIFEST}."))
        manifest: dict[str, Any] | None
        try:
            manifest = parse_manifest(manifest_bytes)
        except ProblemError as exc:
            manifest = None
            problems.append(LoadProblem(MANIFEST, exc.problem.then(Outcome.PLACED_BY_FILE_NAME)))
        if manifest is not None:
            manifest, notes = readable_manifest(manifest, manifest_bytes)
            problems.extend(LoadProblem(MANIFEST, note) for note in notes)

        quick = not _to_migrate(manifest)  # migrations work on the fields of every file
        raw = RawProject(
            manifest or {},
            self._read_folder(DOCUMENTS, problems, read_document if quick else None),
            self._read_folder(ENTITIES, problems, read_entity if quick else None),
        )
        migrated = False
        if manifest is not None:
            raw, migrated = self._migrate(raw, problems)

        documents = self._build(raw.documents, document_from_fields, document_path, problems)
        entities = self._build(raw.entities, entity_from_fields, entity_path, problems)
        tree = read_tree(raw.manifest, documents, entities, self._root.name)
        problems.extend(LoadProblem(MANIFEST, reason) for reason in tree.problems)
        root = list(tree.root)
        for doc_id, doc in documents.items():
            if doc_id not in tree.placed:
                root.append(doc_id)
                if manifest is not None:
                    problems.append(
                        LoadProblem.of(
                            self._paths[doc.id], ProblemKind.NOT_IN_TREE, manifest=MANIFEST
                        )
                    )
        world = World(
            meta=tree.meta,
            documents=FrozenMap(documents),
            folders=FrozenMap(tree.folders),
            entities=FrozenMap(entities),
            root=tuple(root),
            trash=tree.trash,
            settings=tree.settings,
            writing_log=tree.writing_log,
        )
        self._world = None if migrated else world
        self._ready = True
        self._problems = tuple(problems)
        for problem in problems:
            log.warning("%s: %s", problem.path, problem.reason)
        return world

    def _read_tracked(self, rel: str) -> bytes | None:
        """A file's bytes, remembering their hash and stamp; None when it does not exist.

        A link pointing out of the project is never followed (the project would take in a
        file from elsewhere); a fifo or device is never opened."""
        path = self._root / rel
        try:
            data = read_file(path, root=self._root)
            stamp = _stamp(os.stat(path))
        except FileNotFoundError:
            return None
        except NotRegularFileError as exc:
            if not is_inside(self._root, path):
                raise StorageError(
                    f"{rel} is a link to a file outside the project; Quire does not follow it"
                ) from exc
            raise StorageError(f"cannot read {rel}: not a plain file") from exc
        except OSError as exc:
            raise StorageError(f"cannot read {rel}: {exc.strerror}") from exc
        self._fingerprints[rel] = _fingerprint(data)
        self._stamps[rel] = stamp
        return data

    def _read_plain(self, rel: str, name: str, folder_fd: int | None) -> bytes | None:
        """:meth:`_read_tracked` for a file listed as no link: one open (refusing a link, in
        case it became one since) and one ``fstat`` for both the checks and the stamp. The
        file is ``name`` in the folder open as ``folder_fd`` (or ``rel`` in the project)."""
        try:
            if folder_fd is None:
                data, info = read_regular(f"{self._root_text}/{rel}")
            else:
                data, info = read_regular(name, folder_fd)
        except NotRegularFileError:
            if not is_inside(self._root, self._root / rel):
                raise StorageError(
                    f"{rel} is a link to a file outside the project; Quire does not follow it"
                ) from None
            return self._read_tracked(rel)  # became a link into the project meanwhile
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise StorageError(f"cannot read {rel}: {exc.strerror}") from exc
        self._fingerprints[rel] = _fingerprint(data)
        self._stamps[rel] = _stamp(info)
        return data

    def _read_journal(self, problems: list[LoadProblem]) -> None:
        """Read what an interrupted save left, without changing anything on disk."""
        self._owed, self._set_aside = Replay({}, frozenset()), []
        try:
            data = read_file(self._root / JOURNAL, root=self._root)
        except FileNotFoundError:
            self._journal_on_disk = False
            return
        except NotRegularFileError:
            self._journal_on_disk = True
            problems.append(LoadProblem(JOURNAL, _LINKED_OUT.then(Outcome.SET_ASIDE)))
            return
        except OSError as exc:
            raise StorageError(f"cannot read {JOURNAL}: {exc.strerror}") from exc
        self._journal_on_disk = True
        try:
            journal = Journal.parse(data)
        except OldJournalError:
            problems.append(LoadProblem.of(JOURNAL, ProblemKind.JOURNAL_OF_EARLIER_QUIRE))
            return
        except ValueError as exc:
            problems.append(LoadProblem.of(JOURNAL, ProblemKind.JOURNAL_UNREADABLE, error=str(exc)))
            return
        try:
            self._owed = replay(journal, self._peek, _sha)
        except UntrustedJournal as exc:
            self._set_aside = [w for w in journal.writes if self._peek(w.temp_path) is not None]
            kind = (
                ProblemKind.JOURNAL_CONTENT_GONE if exc.gone else ProblemKind.JOURNAL_FILE_CHANGED
            )
            kept = f"{RECOVERED}/" if self._set_aside else ""
            problems.append(LoadProblem.of(JOURNAL, kind, file=exc.path, kept=kept))
            return
        log.info(
            "finishing an interrupted save: %d file(s) to write, %d to remove",
            len(self._owed.contents),
            len(self._owed.hidden),
        )

    def _peek(self, rel: str) -> bytes | None:
        """A file's bytes without remembering them (None when it does not exist)."""
        try:
            return read_file(self._root / rel, root=self._root)
        except FileNotFoundError:
            return None
        except (IsADirectoryError, NotRegularFileError):
            return b""  # matches no recorded content: the journal cannot vouch for it
        except OSError as exc:
            raise StorageError(f"cannot read {rel}: {exc.strerror}") from exc

    def _find_temp_files(self, folder: str, belongs: Any = None) -> dict[str, bool]:
        """Remember leftover staged files in ``folder``; returns its other file names, each
        with whether it is a link (which is followed only into the project)."""
        try:
            with os.scandir(self._root / folder) as entries:
                names = {e.name: e.is_symlink() for e in entries if e.is_file()}
        except FileNotFoundError:
            return {}
        except OSError as exc:
            raise StorageError(f"cannot read {folder}: {exc.strerror}") from exc
        others = {}
        for name in names:
            rel = name if folder == "." else f"{folder}/{name}"
            if atomic.is_temp_name(name) and (belongs is None or belongs(name)):
                self._temp_files.add(rel)
            else:
                others[name] = names[name]
        return others

    def _read_folder(
        self, folder: str, problems: list[LoadProblem], quick: Any = None
    ) -> list[RawFile]:
        """The raw files of ``folder``; those that ``quick`` (one of :mod:`quickread`'s
        readers) reads come with their value made, and without fields."""
        if not is_inside(self._root, self._root / folder):
            problems.append(LoadProblem(folder, _LINKED_OUT))
            return []
        listed = self._find_temp_files(folder)
        owed = self._owed
        names = set(listed)
        names.update(
            rel.split("/", 1)[1] for rel in owed.contents if rel.startswith(f"{folder}/")
        )
        files: list[RawFile] = []
        ordered = [n for n in sorted(names) if not n.startswith(".") and n.endswith(".md")]
        with folder_opened(self._root / folder) as folder_fd:
            for name in ordered:
                rel = f"{folder}/{name}"
                if listed.get(name) is False:  # a plain file in a folder inside the project
                    data = self._read_plain(rel, name, folder_fd)
                elif not is_inside(self._root, self._root / rel):
                    problems.append(LoadProblem(rel, _LINKED_OUT))
                    continue
                else:
                    data = self._read_tracked(rel)
                if owed.contents:
                    data = owed.contents.get(rel, data)
                if data is None:  # removed while we were reading
                    continue
                if rel in owed.hidden:
                    continue
                value = quick(data) if quick is not None else None
                if value is not None:
                    files.append(RawFile(rel, {}, "", value))
                    continue
                raw = self._raw_file(rel, data, problems)
                if raw is not None:
                    files.append(raw)
        return files

    @staticmethod
    def _raw_file(rel: str, data: bytes, problems: list[LoadProblem]) -> RawFile | None:
        """The raw file of ``data`` as the general reader reads it; None (and the problem
        said) for a file it cannot read."""
        try:
            fields, body = split_file(data)
        except UnicodeDecodeError as exc:
            problems.append(
                LoadProblem.of(rel, ProblemKind.NOT_UTF8, Outcome.SKIPPED, byte=exc.start)
            )
            return None
        except FrontMatterError as exc:
            problems.append(LoadProblem(rel, exc.problem.then(Outcome.SKIPPED)))
            return None
        return RawFile(rel, fields, body)

    def _migrate(self, raw: RawProject, problems: list[LoadProblem]) -> tuple[RawProject, bool]:
        """Bring an older project up to :data:`FORMAT_VERSION`; True when anything ran."""
        version = raw.manifest.get("format")
        if isinstance(version, bool) or not isinstance(version, int):
            problems.append(
                LoadProblem.of(MANIFEST, ProblemKind.NO_FORMAT_VERSION, version=FORMAT_VERSION)
            )
            return raw, False
        if version > FORMAT_VERSION:
            raise FormatError(
                f"{MANIFEST} is format {version}, newer than this Quire reads "
                f"({FORMAT_VERSION}); update Quire to open it"
            )
        start = version
        while version < FORMAT_VERSION:
            step = MIGRATIONS.get(version)
            if step is None:
                raise FormatError(f"{MANIFEST} is format {version}, which this Quire cannot read")
            upgraded = step(raw)
            raw = raw if upgraded is None else upgraded
            version += 1
        if start != version:
            log.info("project upgraded from format %d to %d in memory", start, version)
        return raw, start != version

    def _build(
        self,
        files: list[RawFile],
        decode: Any,
        path_of: Any,
        problems: list[LoadProblem],
    ) -> dict[NodeId, Any]:
        """Values from raw files; of files sharing an id, the one named for it wins."""
        values: dict[NodeId, Any] = {}
        for raw in files:
            value = raw.value
            if value is None:
                try:
                    decoded = decode(raw.fields, raw.body)
                except FrontMatterError as exc:
                    problems.append(LoadProblem(raw.path, exc.problem.then(Outcome.SKIPPED)))
                    continue
                if decoded.warnings:
                    problems.extend(LoadProblem(raw.path, w) for w in decoded.warnings)
                value = decoded.value
            kept = self._paths.get(value.id)
            if kept is not None:
                skipped = raw.path
                if raw.path == path_of(value) and kept != path_of(values[value.id]):
                    kept, skipped = raw.path, kept
                    values[value.id] = value
                    self._paths[value.id] = raw.path
                problems.append(
                    LoadProblem.of(skipped, ProblemKind.DUPLICATE_ID, id=value.id, other=kept)
                )
                continue
            values[value.id] = value
            self._paths[value.id] = raw.path
        return values

    # -- saving -------------------------------------------------------------------------------

    def save(self, world: World, *, force: bool = False) -> SaveReport:
        """Write what changed since the last load or save: all of it, or nothing.

        Raises :class:`ExternalChangeError` (writing nothing) when a file it must replace or
        remove changed on disk since Quire last read or wrote it, unless ``force``. With
        ``force``, Quire's version also replaces every file of the project that another
        program changed or removed (files it added are left alone). Every failure is a
        :class:`StorageError` (a :class:`DiskFullError` when the disk is full) and leaves
        every file as it was. A document or entity holding text no file can store is left
        out, the rest saved, and :class:`UnsaveableTextError` names it.
        """
        if not self._ready:
            raise StorageError("load the project before saving it")
        try:
            return self._save(world, force)
        except StorageError:
            raise
        except OSError as exc:
            raise storage_error(exc, "saving the project") from exc
        except Exception as exc:  # a value or a bug that must not escape as anything else
            log.exception("saving %s failed", self._root)
            raise StorageError(f"saving the project failed: {type(exc).__name__}: {exc}") from exc

    def _save(self, world: World, force: bool) -> SaveReport:
        rewrite = set(self._owed.contents)
        if force:
            rewrite.update(self.external_changes())
        plan = self._plan(world, frozenset(rewrite))
        folders = {Path(rel).parent for rel, _data in plan.writes} | {Path(APP_DATA)}
        for folder in sorted(folders):
            if not is_inside(self._root, self._root / folder):
                raise StorageError(
                    f"cannot save into {folder}: it is a link to a folder outside the "
                    "project; Quire does not write through it"
                )
        writing = {rel for rel, _data in plan.writes}
        removes = plan.removes + sorted(self._owed.hidden - writing - set(plan.removes))
        touched = sorted(writing | set(removes))
        on_disk = {rel: self._on_disk(rel) for rel in touched}
        if not force:
            conflicts = [
                rel for rel in touched
                if _fingerprint(on_disk[rel]) != self._fingerprints.get(rel)
            ]
            if conflicts:
                raise ExternalChangeError(conflicts)
        disk = {rel: None if data is None else _sha(data) for rel, data in on_disk.items()}
        written, removed = self._execute(world, plan, removes, disk)
        if written or removed:
            log.info("saved %d file(s), removed %d", len(written), len(removed))
        if plan.unsaveable:
            names, items = zip(*plan.unsaveable, strict=True)
            raise UnsaveableTextError(list(names), list(items))
        return SaveReport(tuple(written), tuple(removed))

    def _plan(self, world: World, rewrite: frozenset[str] = frozenset()) -> _Plan:
        """What to write and remove; paths in ``rewrite`` are written even when unchanged.

        Only the documents and entities that may have changed since the last save are
        looked at, and the manifest is made again only when the tree, the trash, the
        project's metadata or the set of documents may have changed: a save after one edit
        costs the same whatever the size of the project."""
        plan = _Plan(paths=dict(self._paths))
        previous = self._world
        documents = entities = None
        if previous is not None and not rewrite:
            documents = changed_keys(previous.documents, world.documents)
            entities = changed_keys(previous.entities, world.entities)
        self._plan_values(
            plan,
            world.documents,
            previous.documents if previous is not None else None,
            document_path,
            document_to_text,
            rewrite,
            documents,
        )
        self._plan_values(
            plan,
            world.entities,
            previous.entities if previous is not None else None,
            entity_path,
            entity_to_text,
            rewrite,
            entities,
        )
        gone = list(plan.paths) if documents is None or entities is None else documents | entities
        for node_id in gone:
            if node_id in plan.paths and node_id not in world.documents and (
                node_id not in world.entities
            ):
                plan.removes.append(plan.paths.pop(node_id))
        if (
            not plan.kept
            and MANIFEST not in rewrite
            and documents is not None
            and self._manifest_matches(world)
        ):
            plan.manifest_current = True
            return plan
        saved = _as_saved(world, plan.kept)
        text = manifest_text(saved)
        try:
            data = text.encode("utf-8")
        except UnicodeEncodeError:
            problem = unstorable_problem(text) or ""
            plan.unsaveable.append(("", f"the project's tree and titles ({MANIFEST} {problem})"))
            return plan
        if self._fingerprints.get(MANIFEST) != _fingerprint(data) or MANIFEST in rewrite:
            plan.writes.append((MANIFEST, data))
        plan.manifest_of = saved
        return plan

    def _manifest_matches(self, world: World) -> bool:
        """True when the manifest on disk is the one of ``world``, known without making it:
        it was written (or found equal) for a world with the same everything but documents
        and entities (the tree, the trash, the metadata, the settings, the writing log),
        holding the same documents (the manifest names documents, not what is in them)."""
        known = self._manifest_world
        if known is None or self._fingerprints.get(MANIFEST) != self._manifest_fingerprint:
            return False
        if any(getattr(known, name) is not getattr(world, name) for name in _MANIFEST_FIELDS):
            return False
        if known.documents is world.documents:
            return True
        since = changed_keys(known.documents, world.documents)
        if since is None:
            return False
        return all((key in known.documents) == (key in world.documents) for key in since)

    def _plan_values(
        self,
        plan: _Plan,
        values: FrozenMap[NodeId, Any],
        previous: FrozenMap[NodeId, Any] | None,
        path_of: Any,
        to_text: Any,
        rewrite: frozenset[str],
        changed: frozenset[NodeId] | None = None,
    ) -> None:
        """Plan the writes of ``values``: of ``changed`` only, when it is given (the keys that
        may differ from ``previous``), else of every value that is not the one last saved."""
        paths = plan.paths
        keys = values if changed is None else [key for key in changed if key in values]
        for node_id in keys:
            value = values[node_id]
            saved = previous.get(node_id) if previous is not None else None
            old = saved
            current = paths.get(node_id)
            if current in rewrite:
                old = None  # not on disk as Quire means it: write Quire's version again
            if current is not None and old is value:
                continue
            if not _SAFE_ID.fullmatch(node_id) or value.id != node_id:
                raise StorageError(f"cannot save {node_id!r}: not a valid id")
            new_path = path_of(value)
            if current == new_path and old is not None and old == value:
                continue
            try:
                data = to_text(value).encode("utf-8")
            except UnicodeEncodeError:
                plan.unsaveable.append(_describe_unsaveable(value, current or new_path))
                plan.kept[node_id] = saved if current is not None else None
                continue
            if (
                current == new_path
                and current not in rewrite
                and self._fingerprints.get(new_path) == _fingerprint(data)
            ):
                continue
            plan.writes.append((new_path, data))
            if current is not None and current != new_path:
                plan.removes.append(current)
            paths[node_id] = new_path

    def _on_disk(self, rel: str) -> bytes | None:
        """The bytes of the file at ``rel`` now (None for no file)."""
        try:
            return (self._root / rel).read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise StorageError(f"cannot read {rel}: {exc.strerror}") from exc

    def _execute(
        self, world: World, plan: _Plan, removes: list[str], disk: dict[str, str | None]
    ) -> tuple[list[str], list[str]]:
        """Stage, commit, then put in place (see :mod:`assistant.world.storage.journal`)."""
        journaled = len(plan.writes) + len(removes) > 1 or self._journal_on_disk
        self._keep_set_aside()
        staged: list[tuple[StagedWrite, bytes]] = []
        try:
            for rel, data in plan.writes:
                path = self._root / rel
                path.parent.mkdir(parents=True, exist_ok=True)
                temp = atomic.stage(path, data)
                staged.append((StagedWrite(rel, temp.name, _sha(data), disk.get(rel)), data))
            if journaled and (staged or removes):
                for folder in {(self._root / w.path).parent for w, _data in staged}:
                    atomic.fsync_folder(folder)
                journal = Journal(
                    tuple(w for w, _data in staged),
                    tuple(Removal(rel, disk.get(rel)) for rel in removes),
                )
                atomic.write_atomic(self.app_data_dir / Path(JOURNAL).name, journal.to_bytes())
        except Exception:
            for write, _data in staged:
                atomic.discard(self._root / write.temp_path)
            raise
        # Committed: from here on the save has happened; a failure leaves it owed.
        self._world = _as_saved(world, plan.kept)
        self._paths = plan.paths
        known, self._manifest_world, self._manifest_fingerprint = (
            self._manifest_fingerprint, None, None
        )
        written: list[str] = []
        removed: list[str] = []
        try:
            folders: set[Path] = set()
            for write, data in staged:
                path = self._root / write.path
                atomic.commit(self._root / write.temp_path, path)
                self._remember(write.path, data)
                written.append(write.path)
                folders.add(path.parent)
            for folder in folders:
                atomic.fsync_folder(folder)
            self._remove(removes, removed)
            if self._journal_on_disk or journaled:
                atomic.remove(self._root / JOURNAL)
        except Exception as exc:
            self._owe(staged, removes)
            if isinstance(exc, OSError):
                raise storage_error(exc, "finishing the save (the next save completes it)") from exc
            raise
        self._journal_on_disk = False
        self._owed = Replay({}, frozenset())
        self._remove_temp_files()
        if plan.manifest_of is not None:
            self._manifest_world = plan.manifest_of
            self._manifest_fingerprint = self._fingerprints.get(MANIFEST)
        elif plan.manifest_current:  # the plan found it current: it is the new world's too
            self._manifest_world, self._manifest_fingerprint = self._world, known
        return written, removed

    def _owe(self, staged: list[tuple[StagedWrite, bytes]], removes: list[str]) -> None:
        """After a failure past the commit: remember what the journal still owes, so that the
        next save finishes it (the journal stays on disk for a crash meanwhile)."""
        contents = {
            write.path: data for write, data in staged if (self._root / write.temp_path).exists()
        }
        hidden = frozenset(rel for rel in removes if (self._root / rel).exists())
        self._owed = Replay(contents, hidden)
        self._temp_files.update(write.temp_path for write, _data in staged)
        self._journal_on_disk = True

    def _remove(self, paths: list[str], removed: list[str]) -> None:
        folders: set[Path] = set()
        for rel in paths:
            path = self._root / rel
            if atomic.remove(path, sync_folder=False):
                removed.append(rel)
                folders.add(path.parent)
            self._fingerprints.pop(rel, None)
            self._stamps.pop(rel, None)
        for folder in folders:
            atomic.fsync_folder(folder)

    def _keep_set_aside(self) -> None:
        """Move the staged files of a journal that was set aside into RECOVERED, where the
        writer can find them: they may hold the last save of a text changed since. Done
        before this save commits (and replaces that journal), so a failure here leaves the
        project as it was."""
        if not self._set_aside:
            return
        folder = self._root / RECOVERED / time.strftime("%Y-%m-%d-%H%M%S")
        for write in self._set_aside:
            target = folder / write.path
            try:
                target.parent.mkdir(parents=True, exist_ok=True)
                os.replace(self._root / write.temp_path, target)
            except FileNotFoundError:
                continue
            self._temp_files.discard(write.temp_path)
            log.warning("kept the unfinished save of %s as %s", write.path, target)
        self._set_aside = []

    def _remember(self, rel: str, data: bytes) -> None:
        self._fingerprints[rel] = _fingerprint(data)
        try:
            self._stamps[rel] = _stamp(os.stat(self._root / rel))
        except OSError:
            self._stamps.pop(rel, None)

    def _remove_temp_files(self) -> None:
        for rel in self._temp_files:
            try:
                os.unlink(self._root / rel)
            except OSError as exc:
                log.debug("could not remove leftover %s: %s", rel, exc)
        self._temp_files = set()

    # -- foreign changes ----------------------------------------------------------------------

    def external_changes(self) -> list[str]:
        """Files changed, removed or added by another program since Quire last read or wrote
        the project (relative paths, sorted). Cheap when nothing changed: files whose size,
        time and inode are as Quire left them are not read."""
        if not self._ready:
            return []
        changed: set[str] = set()
        for rel, known in self._fingerprints.items():
            try:
                stamp = _stamp(os.stat(self._root / rel))
            except FileNotFoundError:
                changed.add(rel)
                continue
            if stamp == self._stamps.get(rel):
                continue
            if _fingerprint(self._on_disk(rel)) != known:
                changed.add(rel)
        for folder in (DOCUMENTS, ENTITIES):
            try:
                names = [e.name for e in os.scandir(self._root / folder) if e.is_file()]
            except FileNotFoundError:
                continue
            for name in names:
                rel = f"{folder}/{name}"
                known = rel in self._fingerprints
                if name.endswith(".md") and not name.startswith(".") and not known:
                    changed.add(rel)
        return sorted(changed)
