"""A project folder on disk: loading it into a world, and saving a world back into it.

Saving writes only what changed, each file atomically, and never overwrites a file that
another program changed since Quire last read or wrote it (the caller is told which, and may
insist with ``force``). A save that adds, renames or removes files keeps a small journal in
``.quire/`` so that a crash at any moment leaves a project that loads cleanly: either the
save's changes to the tree are all in, or none are. Loading writes nothing, even when the
project is damaged or a journal shows an interrupted save; the next save finishes the job.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from assistant.world import atomic
from assistant.world.confine import NotRegularFileError, is_inside, read_file
from assistant.world.errors import ExternalChangeError, FormatError, StorageError
from assistant.world.frontmatter import (
    FrontMatterError,
    document_from_fields,
    document_to_text,
    entity_from_fields,
    entity_to_text,
    split,
)
from assistant.world.manifest import (
    FORMAT_VERSION,
    MIGRATIONS,
    RawFile,
    RawProject,
    manifest_text,
    parse_manifest,
    read_tree,
)
from assistant.world.model import Document, Entity, FrozenMap, NodeId, ProjectMeta, World

log = logging.getLogger(__name__)

MANIFEST = "project.quire"
DOCUMENTS = "documents"
ENTITIES = "entities"
APP_DATA = ".quire"
JOURNAL = f"{APP_DATA}/save-journal.json"
SLUG_LENGTH = 40

_SLUG_GAPS = re.compile(r"[^0-9a-z\u00c0-\U0010ffff]+")
_SAFE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")
_LINKED_OUT = "a link to something outside the project; not read (Quire does not follow it)"
_JOURNAL_PATH = re.compile(rf"(?:{DOCUMENTS}|{ENTITIES})/[^/\\]+\.md")


@dataclass(frozen=True)
class LoadProblem:
    """Something wrong with one file of a project, found while loading it."""

    path: str
    """Relative to the project folder, with ``/`` between parts."""
    reason: str


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


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


_Stamp = tuple[int, int, int]


def _stamp(st: os.stat_result) -> _Stamp:
    return (st.st_ino, st.st_mtime_ns, st.st_size)


@dataclass
class _Journal:
    """An interrupted save, as found at load time."""

    committed: bool
    manifest: str | None
    created: list[str]
    removed: list[str]

    @property
    def ignored(self) -> set[str]:
        """Files that are not part of the project: the save's new files if it never
        committed, the files it meant to remove if it did."""
        return set(self.removed if self.committed else self.created)


@dataclass
class _Plan:
    writes: list[tuple[str, bytes]] = field(default_factory=list)
    removes: list[str] = field(default_factory=list)
    manifest: bytes | None = None
    paths: dict[NodeId, str] = field(default_factory=dict)


class ProjectStore:
    """Reads and writes one project folder, remembering what is on disk.

    The store keeps the world it last loaded or saved and a content hash of every file it
    last read or wrote; both let a save skip unchanged values and notice foreign changes.
    """

    def __init__(self, root: Path | str) -> None:
        self._root = Path(root)
        self._world: World | None = None
        self._ready = False
        self._hashes: dict[str, str] = {}
        self._stamps: dict[str, _Stamp] = {}
        self._paths: dict[NodeId, str] = {}
        self._obsolete: set[str] = set()
        self._temp_files: set[str] = set()
        self._journal: _Journal | None = None
        self._problems: tuple[LoadProblem, ...] = ()

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
        self._hashes, self._stamps, self._paths = {}, {}, {}
        self._obsolete, self._temp_files = set(), set()
        problems: list[LoadProblem] = []

        manifest_bytes = self._read_tracked(MANIFEST)
        if manifest_bytes is None:
            raise FormatError(f"{self._root} is not a Quire project: it has no {MANIFEST}")
        self._journal = self._read_journal(problems)
        if self._journal is not None and self._journal.manifest is not None:
            manifest_bytes = self._journal.manifest.encode("utf-8")
        manifest: dict[str, Any] | None
        try:
            manifest = parse_manifest(manifest_bytes)
        except ValueError as exc:
            manifest = None
            problems.append(
                LoadProblem(MANIFEST, f"{exc}; documents placed at the top level by file name")
            )

        ignored = self._journal.ignored if self._journal is not None else set()
        raw = RawProject(
            manifest or {},
            self._read_folder(DOCUMENTS, ignored, problems),
            self._read_folder(ENTITIES, ignored, problems),
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
                        LoadProblem(
                            self._paths[doc.id],
                            f"not in the tree of {MANIFEST}; placed at the end of the top level",
                        )
                    )
        world = World(
            meta=tree.meta,
            documents=FrozenMap(documents),
            folders=FrozenMap(tree.folders),
            entities=FrozenMap(entities),
            root=tuple(root),
            trash=tree.trash,
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
        self._hashes[rel] = _sha(data)
        self._stamps[rel] = stamp
        return data

    def _read_journal(self, problems: list[LoadProblem]) -> _Journal | None:
        try:
            data = json.loads(read_file(self._root / JOURNAL, root=self._root))
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as exc:
            problems.append(LoadProblem(JOURNAL, f"unreadable, ignored: {exc}"))
            return None
        try:
            if data["state"] not in ("pending", "committed"):
                raise ValueError(f"unknown state {data['state']!r}")
            journal = _Journal(
                committed=data["state"] == "committed",
                manifest=data.get("manifest"),
                created=list(data.get("created", [])),
                removed=list(data.get("removed", [])),
            )
            paths = journal.created + journal.removed
            if not all(isinstance(p, str) and _JOURNAL_PATH.fullmatch(p) for p in paths):
                raise ValueError("a path outside the project's documents and entities")
            if journal.manifest is not None and not isinstance(journal.manifest, str):
                raise ValueError("the manifest is not text")
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            problems.append(LoadProblem(JOURNAL, f"not a save journal, ignored: {exc}"))
            return None
        log.info("finishing an interrupted save (committed: %s)", journal.committed)
        return journal

    def _read_folder(
        self, folder: str, ignored: set[str], problems: list[LoadProblem]
    ) -> list[RawFile]:
        if not is_inside(self._root, self._root / folder):
            problems.append(LoadProblem(folder, _LINKED_OUT))
            return []
        try:
            entries = sorted(
                (e.name for e in os.scandir(self._root / folder) if e.is_file()),
            )
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise StorageError(f"cannot read {folder}: {exc.strerror}") from exc
        files: list[RawFile] = []
        for name in entries:
            rel = f"{folder}/{name}"
            if atomic.is_temp_name(name):
                self._temp_files.add(rel)
                continue
            if name.startswith(".") or not name.endswith(".md"):
                continue
            if not is_inside(self._root, self._root / rel):
                problems.append(LoadProblem(rel, _LINKED_OUT))
                continue
            data = self._read_tracked(rel)
            if data is None:  # removed while we were reading
                continue
            if rel in ignored:
                self._obsolete.add(rel)
                continue
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError as exc:
                problems.append(LoadProblem(rel, f"not UTF-8 text (byte {exc.start}); skipped"))
                continue
            try:
                fields, body = split(text)
            except FrontMatterError as exc:
                problems.append(LoadProblem(rel, f"{exc}; skipped"))
                continue
            files.append(RawFile(rel, fields, body))
        return files

    def _migrate(self, raw: RawProject, problems: list[LoadProblem]) -> tuple[RawProject, bool]:
        """Bring an older project up to :data:`FORMAT_VERSION`; True when anything ran."""
        version = raw.manifest.get("format")
        if isinstance(version, bool) or not isinstance(version, int):
            problems.append(
                LoadProblem(MANIFEST, f"no format version; read as format {FORMAT_VERSION}")
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
            try:
                decoded = decode(raw.fields, raw.body)
            except FrontMatterError as exc:
                problems.append(LoadProblem(raw.path, f"{exc}; skipped"))
                continue
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
                    LoadProblem(skipped, f"duplicate id {value.id} (also in {kept}); skipped")
                )
                continue
            values[value.id] = value
            self._paths[value.id] = raw.path
        return values

    # -- saving -------------------------------------------------------------------------------

    def save(self, world: World, *, force: bool = False) -> SaveReport:
        """Write what changed since the last load or save.

        Raises :class:`ExternalChangeError` (writing nothing) when a file it must replace or
        remove changed on disk since Quire last read or wrote it, unless ``force``. With
        ``force``, Quire's version also replaces every file of the project that another
        program changed or removed (files it added are left alone).
        """
        if not self._ready:
            raise StorageError("load the project before saving it")
        rewrite = frozenset(self.external_changes()) if force else frozenset()
        plan = self._plan(world, rewrite)
        recovery = self._recovery_removals(plan)
        touched = [rel for rel, _data in plan.writes] + plan.removes + recovery
        if plan.manifest is not None or self._recovered_manifest() is not None:
            touched.append(MANIFEST)
        for folder in sorted({Path(rel).parent for rel, _data in plan.writes}):
            if not is_inside(self._root, self._root / folder):
                raise StorageError(
                    f"cannot save into {folder}: it is a link to a folder outside the "
                    "project; Quire does not write through it"
                )
        conflicts = [] if force else self._conflicts(touched)
        if conflicts:
            raise ExternalChangeError(conflicts)
        live = set(self._paths.values())
        try:
            written, removed = self._execute(plan, recovery, live)
        except OSError as exc:
            raise StorageError(f"saving failed: {exc}") from exc
        self._world = world
        self._paths = plan.paths
        if written or removed:
            log.info("saved %d file(s), removed %d", len(written), len(removed))
        return SaveReport(tuple(dict.fromkeys(written)), tuple(dict.fromkeys(removed)))

    def _plan(self, world: World, rewrite: frozenset[str] = frozenset()) -> _Plan:
        """What to write and remove; paths in ``rewrite`` are written even when unchanged."""
        plan = _Plan(paths=dict(self._paths))
        previous = self._world
        self._plan_values(
            plan,
            world.documents,
            previous.documents if previous is not None else None,
            document_path,
            document_to_text,
            rewrite,
        )
        self._plan_values(
            plan,
            world.entities,
            previous.entities if previous is not None else None,
            entity_path,
            entity_to_text,
            rewrite,
        )
        for node_id in list(plan.paths):
            if node_id not in world.documents and node_id not in world.entities:
                plan.removes.append(plan.paths.pop(node_id))
        data = manifest_text(world).encode("utf-8")
        recovered = self._recovered_manifest()
        on_disk = _sha(recovered) if recovered is not None else self._hashes.get(MANIFEST)
        if on_disk != _sha(data) or MANIFEST in rewrite:
            plan.manifest = data
        return plan

    def _plan_values(
        self,
        plan: _Plan,
        values: FrozenMap[NodeId, Any],
        previous: FrozenMap[NodeId, Any] | None,
        path_of: Any,
        to_text: Any,
        rewrite: frozenset[str],
    ) -> None:
        paths = plan.paths
        for node_id, value in values.items():
            old = previous.get(node_id) if previous is not None else None
            current = paths.get(node_id)
            if current in rewrite:
                old = None  # another program changed its file: write Quire's version again
            if current is not None and old is value:
                continue
            if not _SAFE_ID.fullmatch(node_id) or value.id != node_id:
                raise StorageError(f"cannot save {node_id!r}: not a valid id")
            new_path = path_of(value)
            if current == new_path and old is not None and old == value:
                continue
            data = to_text(value).encode("utf-8")
            if (
                current == new_path
                and current not in rewrite
                and self._hashes.get(new_path) == _sha(data)
            ):
                continue
            plan.writes.append((new_path, data))
            if current is not None and current != new_path:
                plan.removes.append(current)
            paths[node_id] = new_path

    def _recovered_manifest(self) -> bytes | None:
        """The manifest an interrupted save committed but did not write, if any."""
        if self._journal is None or self._journal.manifest is None:
            return None
        return self._journal.manifest.encode("utf-8")

    def _recovery_removals(self, plan: _Plan) -> list[str]:
        """Leftovers of an interrupted save that this save removes (unless it rewrites them)."""
        rewritten = {rel for rel, _data in plan.writes}
        return sorted(self._obsolete - rewritten)

    def _conflicts(self, paths: Iterable[str]) -> list[str]:
        conflicts = []
        for rel in paths:
            known = self._hashes.get(rel)
            disk = self._disk_hash(rel)
            if disk != known:
                conflicts.append(rel)
        return sorted(set(conflicts))

    def _disk_hash(self, rel: str) -> str | None:
        try:
            return _sha((self._root / rel).read_bytes())
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise StorageError(f"cannot read {rel}: {exc.strerror}") from exc

    def _execute(
        self, plan: _Plan, recovery: list[str], live: set[str]
    ) -> tuple[list[str], list[str]]:
        """Write, in an order that a crash at any point leaves loadable (see module doc)."""
        written: list[str] = []
        removed: list[str] = []
        created = [rel for rel, _data in plan.writes if rel not in live]
        journaled = bool(created or plan.removes)
        if self._journal is not None:
            self._finish_interrupted(recovery, written, removed, replaced=journaled)
        if journaled:
            self._write_journal({"state": "pending", "created": created})

        folders: set[Path] = set()
        for rel, data in plan.writes:
            path = self._root / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic.write_atomic(path, data, sync_folder=False)
            folders.add(path.parent)
            self._remember(rel, data)
            written.append(rel)
        for folder in folders:
            atomic.fsync_folder(folder)

        if journaled:
            manifest = plan.manifest.decode("utf-8") if plan.manifest is not None else None
            self._write_journal(
                {
                    "state": "committed",
                    "manifest": manifest,
                    "created": created,
                    "removed": plan.removes,
                }
            )
        if plan.manifest is not None:
            atomic.write_atomic(self._root / MANIFEST, plan.manifest)
            self._remember(MANIFEST, plan.manifest)
            written.append(MANIFEST)
        self._remove(plan.removes, removed)
        if journaled:
            atomic.remove(self._root / JOURNAL)
        self._remove_temp_files()
        return written, removed

    def _finish_interrupted(
        self, recovery: list[str], written: list[str], removed: list[str], *, replaced: bool
    ) -> None:
        """Complete (or roll back) the save that a crash interrupted, as loading read it.

        Leftovers this save rewrites stay until its own journal (which lists them as new)
        replaces the old one, so there is never a moment without a journal covering them.
        """
        data = self._recovered_manifest()
        if data is not None:
            atomic.write_atomic(self._root / MANIFEST, data)
            self._remember(MANIFEST, data)
            written.append(MANIFEST)
        self._remove(recovery, removed)
        if not replaced:
            atomic.remove(self._root / JOURNAL)
        self._obsolete = set()
        self._journal = None

    def _remove(self, paths: list[str], removed: list[str]) -> None:
        folders: set[Path] = set()
        for rel in paths:
            path = self._root / rel
            if atomic.remove(path, sync_folder=False):
                removed.append(rel)
                folders.add(path.parent)
            self._hashes.pop(rel, None)
            self._stamps.pop(rel, None)
        for folder in folders:
            atomic.fsync_folder(folder)

    def _write_journal(self, data: dict[str, Any]) -> None:
        text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
        atomic.write_atomic(self.app_data_dir / Path(JOURNAL).name, text.encode("utf-8"))

    def _remember(self, rel: str, data: bytes) -> None:
        self._hashes[rel] = _sha(data)
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
        for rel, known in self._hashes.items():
            try:
                stamp = _stamp(os.stat(self._root / rel))
            except FileNotFoundError:
                changed.add(rel)
                continue
            if stamp == self._stamps.get(rel):
                continue
            if self._disk_hash(rel) != known:
                changed.add(rel)
        for folder in (DOCUMENTS, ENTITIES):
            try:
                names = [e.name for e in os.scandir(self._root / folder) if e.is_file()]
            except FileNotFoundError:
                continue
            for name in names:
                rel = f"{folder}/{name}"
                if name.endswith(".md") and not name.startswith(".") and rel not in self._hashes:
                    changed.add(rel)
        return sorted(changed)
