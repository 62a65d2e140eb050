"""A project folder on disk: loading it into a world, and saving a world back into it.

Saving writes only what changed, and never overwrites a file that another program changed
since Quire last read or wrote it (the caller is told which, and may insist with ``force``).
A save is all or nothing across files: every new content is staged first, and a save that
touches more than one file commits through the journal of :mod:`assistant.world.storage.journal`,
so a crash, a full disk or any failure before the commit leaves every file as it was, and
one after it leaves a project that loads as saved. Loading changes no file of the project,
even when the project is damaged or a journal shows an interrupted save; the next save
finishes the job. A store made with ``keep_versions`` (one holding the project's lock) keeps
each version it reads or writes in ``.quire/merge/``, as the base of later merges
(:mod:`assistant.world.bases.merge_bases`).

:class:`ProjectStore` holds one folder's state and leaves each job to its own module:
reading (:mod:`~assistant.world.storage.reading`), planning a save
(:mod:`~assistant.world.storage.save_plan`), writing it with its journal
(:mod:`~assistant.world.storage.save_writer`), noticing other programs' changes
(:mod:`~assistant.world.storage.fingerprints`) and what interrupted saves left
(:mod:`~assistant.world.storage.leftovers`). Where files live is
:mod:`~assistant.world.storage.layout`.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from pathlib import Path

from assistant.world.bases.recorder import VersionRecorder
from assistant.world.collector import collector_paused
from assistant.world.errors import (
    ExternalChangeError,
    StorageError,
    UnsaveableTextError,
    storage_error,
)
from assistant.world.merge.copies import ConflictCopy
from assistant.world.model import ProjectMeta, World
from assistant.world.storage.confine import is_inside
from assistant.world.storage.fingerprints import DiskLook, KnownFiles, fingerprint, sha
from assistant.world.storage.folder_format import PROJECT_FORMAT, FolderFormat
from assistant.world.storage.journal import JOURNAL
from assistant.world.storage.layout import (
    APP_DATA,
    DOCUMENTS,
    ENTITIES,
    MANIFEST,
    RECOVERED,
    SLUG_LENGTH,
    app_data_dir,
    document_path,
    entity_path,
    slugify,
)
from assistant.world.storage.leftovers import Leftovers
from assistant.world.storage.load_problem import LoadProblem
from assistant.world.storage.reading import ProjectReader
from assistant.world.storage.save_plan import LastSave, SavePlanner
from assistant.world.storage.save_writer import SaveWriter

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SaveReport:
    """What one save did, as paths relative to the project folder."""

    written: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()


class ProjectStore:
    """Reads and writes one project folder, remembering what is on disk.

    The store keeps the world it last loaded or saved and a fingerprint of every file it
    last read or wrote; both let a save skip unchanged values and notice foreign changes.
    ``folder_format`` is the kind of folder (a project's, or a series' laid out alike).
    """

    def __init__(
        self,
        root: Path | str,
        *,
        keep_versions: bool = False,
        folder_format: FolderFormat = PROJECT_FORMAT,
    ) -> None:
        self._root = Path(root)
        self._format = folder_format
        self._ready = False
        self._known = KnownFiles(self._root)
        self._versions: VersionRecorder | None = None
        if keep_versions:  # only a store that holds the project's lock writes anything
            self._versions = VersionRecorder(self._root)
            self._known.listener = self._versions.hear
        self._last = LastSave()
        self._leftovers = Leftovers()
        self._planner = SavePlanner(self._last, self._known, folder_format)
        self._writer = SaveWriter(
            self._root, self._last, self._known, self._leftovers, folder_format.manifest
        )
        self._problems: tuple[LoadProblem, ...] = ()
        self._copies: tuple[ConflictCopy, ...] = ()

    # -- properties ---------------------------------------------------------------------------

    @property
    def root(self) -> Path:
        return self._root

    @property
    def app_data_dir(self) -> Path:
        """The project's ``.quire`` folder (lock, conversations), created when first asked."""
        return app_data_dir(self._root)

    @property
    def versions(self) -> VersionRecorder | None:
        """What keeps the versions this store reads and writes as the bases of later merges
        (None for a store that only reads)."""
        return self._versions

    @property
    def problems(self) -> tuple[LoadProblem, ...]:
        """What was wrong with the project at the last load (empty when all was well)."""
        return self._problems

    @property
    def conflict_copies(self) -> tuple[ConflictCopy, ...]:
        """The conflicted copies of the project's files found at the last load (a sync
        service's copies, and files holding git's conflict markers): Quire offers to merge
        each; they are also among :attr:`problems`."""
        return self._copies

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

    def load(self, *, versions_later: bool = False) -> World:
        """Read the whole project. Damaged files are skipped or repaired in memory and listed
        in :attr:`problems`; no file of the project is changed. With ``versions_later``, the
        versions read are recorded for merges later (:meth:`VersionRecorder.record_later`),
        not before this returns."""
        if not self._root.is_dir():
            raise StorageError(f"no project folder at {self._root}")
        if self._versions is not None:
            self._versions.forget()
        with collector_paused():
            world = self._load()
        if self._versions is not None and versions_later:
            self._versions.leave_for_later(self._last.paths)
        elif self._versions is not None:
            self._versions.flush(self._last.paths, wrote=False)
        return world

    def _load(self) -> World:
        last = self._last
        self._known.clear()
        last.paths = {}
        self._leftovers.temp_files = set()
        last.manifest_world = last.manifest_fingerprint = None
        loaded = ProjectReader(
            self._root, self._known, self._leftovers, last.paths, self._format
        ).read()
        last.world = None if loaded.migrated else loaded.world
        self._ready = True
        self._problems = loaded.problems
        self._copies = loaded.copies
        for problem in loaded.problems:
            log.warning("%s: %s", problem.path, problem.reason)
        return loaded.world

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
        if self._versions is not None:
            self._versions.forget()
        try:
            report = self._save(world, force)
        except UnsaveableTextError:
            self._keep_versions()
            raise
        except StorageError:
            raise
        except OSError as exc:
            raise storage_error(exc, "saving the project") from exc
        except Exception as exc:  # a value or a bug that must not escape as anything else
            log.exception("saving %s failed", self._root)
            raise StorageError(f"saving the project failed: {type(exc).__name__}: {exc}") from exc
        self._keep_versions()
        return report

    def _keep_versions(self) -> None:
        if self._versions is not None:
            self._versions.flush(self._last.paths, wrote=True)

    def _save(self, world: World, force: bool) -> SaveReport:
        owed = self._leftovers.owed
        rewrite = set(owed.contents)
        if force:
            rewrite.update(self.external_changes())
        plan = self._planner.plan(world, frozenset(rewrite))
        folders = {Path(rel).parent for rel, _data in plan.writes} | {Path(APP_DATA)}
        for folder in sorted(folders):
            if not is_inside(self._root, self._root / folder):
                raise StorageError(
                    f"cannot save into {folder}: it is a link to a folder outside the "
                    "project; Quire does not write through it"
                )
        writing = {rel for rel, _data in plan.writes}
        removes = plan.removes + sorted(owed.hidden - writing - set(plan.removes))
        touched = sorted(writing | set(removes))
        on_disk = {rel: self._known.on_disk(rel) for rel in touched}
        if not force:
            conflicts = [
                rel for rel in touched
                if fingerprint(on_disk[rel]) != self._known.fingerprint(rel)
            ]
            if conflicts:
                raise ExternalChangeError(conflicts)
        disk = {rel: None if data is None else sha(data) for rel, data in on_disk.items()}
        if self._versions is not None:
            self._versions.hear_replaced([(disk[rel], data) for rel, data in on_disk.items()])
        written, removed = self._writer.write(world, plan, removes, disk)
        if written or removed:
            log.info("saved %d file(s), removed %d", len(written), len(removed))
        if plan.unsaveable:
            names, items = zip(*plan.unsaveable, strict=True)
            raise UnsaveableTextError(list(names), list(items))
        return SaveReport(tuple(written), tuple(removed))

    # -- foreign changes ----------------------------------------------------------------------

    def external_changes(self) -> list[str]:
        """Files changed, removed or added by another program since Quire last read or wrote
        the project (relative paths, sorted). Cheap when nothing changed: files whose size,
        time and inode are as Quire left them are not read."""
        if not self._ready:
            return []
        return self._known.external_changes()

    def disk_look(self) -> DiskLook | None:
        """What the store knows of its files now, to look for another program's changes on
        another thread (None before the project is read); see :meth:`look_still_holds`."""
        return self._known.look() if self._ready else None

    def look_still_holds(self, look: DiskLook) -> bool:
        """True while no file was read, written or forgotten since ``look`` was taken: the
        changes it found are the ones :meth:`external_changes` would find."""
        return self._ready and look.version == self._known.version


__all__ = [
    "APP_DATA",
    "DOCUMENTS",
    "ENTITIES",
    "JOURNAL",
    "MANIFEST",
    "RECOVERED",
    "SLUG_LENGTH",
    "ConflictCopy",
    "LoadProblem",
    "ProjectStore",
    "SaveReport",
    "document_path",
    "entity_path",
    "slugify",
]
