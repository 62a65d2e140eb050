"""Reading a project folder into a world.

Damaged files are skipped or repaired in memory and each is noted as a
:class:`~assistant.world.storage.load_problem.LoadProblem`; a project of an older format is
brought up to date in memory; what an interrupted save left is read as the save meant it.
Nothing on disk is changed.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from assistant.world.errors import FormatError, StorageError
from assistant.world.merge.copies import (
    ConflictCopy,
    SyncService,
    copies_in,
    copy_of,
    has_markers,
    in_folder,
)
from assistant.world.model import Document, Entity, FrozenMap, NodeId, World
from assistant.world.problems import Outcome, Problem, ProblemError, ProblemKind
from assistant.world.storage import atomic
from assistant.world.storage.confine import (
    NotRegularFileError,
    TooLargeError,
    folder_opened,
    is_inside,
    read_file,
    read_regular,
)
from assistant.world.storage.fingerprints import KnownFiles, stamp
from assistant.world.storage.folder_format import PROJECT_FORMAT, FolderFormat
from assistant.world.storage.frontmatter import (
    FrontMatterError,
    document_from_fields,
    split_file,
)
from assistant.world.storage.layout import (
    DOCUMENTS,
    ENTITIES,
    MAX_FILE_BYTES,
    document_path,
    entity_path,
)
from assistant.world.storage.leftovers import Leftovers
from assistant.world.storage.load_problem import LoadProblem
from assistant.world.storage.manifest import (
    MIGRATIONS,
    PLAIN_FORMAT,
    RawFile,
    RawProject,
    parse_manifest,
    readable_manifest,
)
from assistant.world.storage.quickread import read_document, read_entity

log = logging.getLogger(__name__)

_LINKED_OUT = Problem(ProblemKind.LINKED_OUT)


def _to_migrate(manifest: dict[str, Any] | None) -> bool:
    """Whether loading will run migrations on a project with this manifest."""
    version = None if manifest is None else manifest.get("format")
    return isinstance(version, int) and not isinstance(version, bool) and (
        version < PLAIN_FORMAT
    )


@dataclass(frozen=True)
class Loaded:
    """A project as read: its world, what was wrong, whether migrations ran (then its files
    are not as this Quire would write them), and the conflicted copies found beside its
    files (not read as documents: Quire offers to merge them)."""

    world: World
    problems: tuple[LoadProblem, ...]
    migrated: bool
    copies: tuple[ConflictCopy, ...] = ()


class ProjectReader:
    """Reads one project folder, noting each file it reads in ``known``, what interrupted
    saves left in ``leftovers``, and where each document and entity was found in ``paths``.
    ``folder_format`` tells a project folder from another laid out alike (a series')."""

    def __init__(
        self,
        root: Path,
        known: KnownFiles,
        leftovers: Leftovers,
        paths: dict[NodeId, str],
        folder_format: FolderFormat = PROJECT_FORMAT,
    ) -> None:
        self._root = root
        self._format = folder_format
        self._root_text = os.fspath(root)  # for the many paths made while loading
        self._known = known
        self._leftovers = leftovers
        self._paths = paths
        self._copies: list[ConflictCopy] = []
        self._onedrive: dict[str, str] = {}
        """Files named as OneDrive names a copy, by path: the file each would be a copy of.
        They are read, and counted as copies only when they hold that file's id."""

    def read(self) -> Loaded:
        manifest_name = self._format.manifest
        reading = self._format.reading()
        problems: list[LoadProblem] = []
        self._leftovers.read_journal(self._root, problems)
        try:
            manifest_bytes = self._read_tracked(manifest_name)
        except TooLargeError:
            raise FormatError(
                f"{manifest_name} is larger than {MAX_FILE_BYTES // 2**20} MB, which is not a "
                "manifest Quire wrote; Quire does not read it"
            ) from None
        manifest_bytes = self._leftovers.owed.contents.get(manifest_name, manifest_bytes)
        if manifest_bytes is None:
            raise FormatError(f"{self._root} is not {self._format.what}: it has no {manifest_name}")
        at_root = self._find_temp_files(".", lambda name: name.startswith(f".{manifest_name}."))
        for name in sorted(at_root):
            copy = copy_of(name, at_root)
            if copy is not None and copy.main == manifest_name:
                self._copies.append(copy)
        if b"<<<<<<<" in manifest_bytes and has_markers(manifest_bytes):
            self._copies.append(ConflictCopy(manifest_name, manifest_name, SyncService.GIT))
        manifest: dict[str, Any] | None
        try:
            manifest = parse_manifest(manifest_bytes)
        except ProblemError as exc:
            manifest = None
            placed = exc.problem.then(Outcome.PLACED_BY_FILE_NAME)
            problems.append(LoadProblem(manifest_name, placed))
        if manifest is not None:
            manifest, notes = readable_manifest(manifest, manifest_bytes)
            problems.extend(LoadProblem(manifest_name, note) for note in notes)

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
        entities = self._build(raw.entities, reading.decode_entity, entity_path, problems)
        tree = self._format.read_tree(raw.manifest, documents, entities, self._root.name)
        problems.extend(LoadProblem(manifest_name, reason) for reason in tree.problems)
        root = list(tree.root)
        for doc_id, doc in documents.items():
            if doc_id not in tree.placed:
                root.append(doc_id)
                if manifest is not None:
                    problems.append(
                        LoadProblem.of(
                            self._paths[doc.id], ProblemKind.NOT_IN_TREE, manifest=manifest_name
                        )
                    )
        for copy in self._copies:
            self._known.set_aside(copy.path)
            problems.append(_offered(copy))
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
        world = reading.finish(world, raw.manifest, problems)
        return Loaded(world, tuple(problems), migrated, tuple(self._copies))

    def _read_tracked(self, rel: str) -> bytes | None:
        """A file's bytes, remembering their hash and stamp; None when it does not exist.

        A link pointing out of the project is never followed (the project would take in a
        file from elsewhere); a fifo or device is never opened; a file larger than
        :data:`MAX_FILE_BYTES` raises :class:`TooLargeError` before any of it is read."""
        path = self._root / rel
        try:
            data = read_file(path, root=self._root, limit=MAX_FILE_BYTES)
            info = os.stat(path)
        except FileNotFoundError:
            return None
        except TooLargeError:
            raise
        except NotRegularFileError as exc:
            if not is_inside(self._root, path):
                raise StorageError(
                    f"{rel} is a link to a file outside the project; Quire does not follow it"
                ) from exc
            raise StorageError(f"cannot read {rel}: not a plain file") from exc
        except OSError as exc:
            raise StorageError(f"cannot read {rel}: {exc.strerror}") from exc
        self._known.read(rel, data, stamp(info))
        return data

    def _read_plain(self, rel: str, name: str, folder_fd: int | None) -> bytes | None:
        """:meth:`_read_tracked` for a file listed as no link: one open (refusing a link, in
        case it became one since) and one ``fstat`` for both the checks and the stamp. The
        file is ``name`` in the folder open as ``folder_fd`` (or ``rel`` in the project)."""
        try:
            if folder_fd is None:
                data, info = read_regular(f"{self._root_text}/{rel}", limit=MAX_FILE_BYTES)
            else:
                data, info = read_regular(name, folder_fd, limit=MAX_FILE_BYTES)
        except TooLargeError:
            raise
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
        self._known.read(rel, data, stamp(info))
        return data

    def _find_temp_files(
        self, folder: str, belongs: Callable[[str], bool] | None = None
    ) -> dict[str, bool]:
        """Remember leftover staged files in ``folder``; returns its other file names, each
        with whether it is a link (which is followed only into the project)."""
        try:
            with os.scandir(self._root / folder) as entries:
                names = {e.name: e.is_symlink() for e in entries if e.is_file()}
        except FileNotFoundError:
            return {}
        except OSError as exc:
            raise StorageError(f"cannot read {folder}: {exc.strerror}") from exc
        for name in [n for n in names if n.startswith(".")]:  # a temporary name is hidden
            if atomic.is_temp_name(name) and (belongs is None or belongs(name)):
                self._leftovers.temp_files.add(name if folder == "." else f"{folder}/{name}")
                del names[name]
        return names

    def _read_folder(
        self,
        folder: str,
        problems: list[LoadProblem],
        quick: Callable[[bytes], Document | Entity | None] | None = None,
    ) -> list[RawFile]:
        """The raw files of ``folder``; those that ``quick`` (one of :mod:`quickread`'s
        readers) reads come with their value made, and without fields."""
        if not is_inside(self._root, self._root / folder):
            problems.append(LoadProblem(folder, _LINKED_OUT))
            return []
        listed = self._find_temp_files(folder)
        owed = self._leftovers.owed
        names = set(listed)
        names.update(
            rel.split("/", 1)[1] for rel in owed.contents if rel.startswith(f"{folder}/")
        )
        files: list[RawFile] = []
        ordered = self._set_copies_aside(
            folder, [n for n in sorted(names) if not n.startswith(".") and n.endswith(".md")]
        )
        with folder_opened(self._root / folder) as folder_fd:
            for name in ordered:
                rel = f"{folder}/{name}"
                try:
                    if listed.get(name) is False:  # a plain file in a folder inside the project
                        data = self._read_plain(rel, name, folder_fd)
                    elif not is_inside(self._root, self._root / rel):
                        problems.append(LoadProblem(rel, _LINKED_OUT))
                        continue
                    else:
                        data = self._read_tracked(rel)
                except TooLargeError as exc:  # never read: the project opens without it
                    problems.append(LoadProblem.of(
                        rel, ProblemKind.FILE_TOO_LARGE, Outcome.SKIPPED,
                        megabytes=MAX_FILE_BYTES // 2**20,
                    ))  # fmt: skip
                    if exc.info is not None:
                        self._known.unread(rel, stamp(exc.info))
                    continue
                if owed.contents:
                    data = owed.contents.get(rel, data)
                if data is None:  # removed while we were reading
                    continue
                if rel in owed.hidden:
                    continue
                if b"<<<<<<<" in data and has_markers(data):
                    self._copies.append(ConflictCopy(rel, rel, SyncService.GIT))
                value = quick(data) if quick is not None else None
                if value is not None:
                    files.append(RawFile(rel, {}, "", value))
                    continue
                raw = self._raw_file(rel, data, problems)
                if raw is not None:
                    files.append(raw)
        return files

    def _set_copies_aside(self, folder: str, names: list[str]) -> list[str]:
        """``names`` without the conflicted copies sync services made (noted in ``copies``),
        and with the names OneDrive gives its copies moved last: those are read, so that
        their ids tell (the file each would be a copy of, read before, keeps the id)."""
        copies = copies_in(names)
        kept: list[str] = []
        last: list[str] = []
        for name in names:
            copy = copies.get(name)
            if copy is None:
                kept.append(name)
            elif copy.service is SyncService.ONEDRIVE:
                self._onedrive[f"{folder}/{name}"] = f"{folder}/{copy.main}"
                last.append(name)
            else:
                self._copies.append(in_folder(folder, copy))
        return kept + last

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
        """Bring an older project up to :data:`PLAIN_FORMAT` (format 2 is format 1 with
        private marks, read alike); True when anything ran."""
        manifest_name, newest = self._format.manifest, self._format.newest_format
        version = raw.manifest.get("format")
        if isinstance(version, bool) or not isinstance(version, int):
            problems.append(
                LoadProblem.of(manifest_name, ProblemKind.NO_FORMAT_VERSION, version=newest)
            )
            return raw, False
        if version > newest:
            raise FormatError(
                f"{manifest_name} is format {version}, newer than this Quire reads "
                f"({newest}); update Quire to open it"
            )
        start = version
        while version < PLAIN_FORMAT:
            step = MIGRATIONS.get(version)
            if step is None:
                raise FormatError(
                    f"{manifest_name} is format {version}, which this Quire cannot read"
                )
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
            if kept is not None and self._onedrive.get(raw.path) == kept:
                folder, name = raw.path.split("/", 1)
                copy = copy_of(name, {kept.split("/", 1)[1]})
                if copy is not None:  # the same file's id: OneDrive's copy of it
                    self._copies.append(in_folder(folder, copy))
                    self._known.forget(raw.path)
                    continue
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


def _offered(copy: ConflictCopy) -> LoadProblem:
    """The problem that says Quire offers to merge ``copy``."""
    if copy.service is SyncService.GIT:
        return LoadProblem.of(copy.path, ProblemKind.CONFLICT_MARKERS)
    return LoadProblem.of(
        copy.path, ProblemKind.CONFLICT_COPY, main=copy.main, service=copy.service.value
    )


__all__ = ["Loaded", "ProjectReader"]
