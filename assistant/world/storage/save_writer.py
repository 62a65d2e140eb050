"""Writing a planned save: all of it, or nothing.

Every new content is staged first; a save that touches more than one file commits through
the journal of :mod:`assistant.world.storage.journal`, so a crash, a full disk or any failure
before the commit leaves every file as it was, and one after it leaves a project that loads
as saved (the next save finishes the job).
"""

from __future__ import annotations

from pathlib import Path

from assistant.world.errors import storage_error
from assistant.world.model import World
from assistant.world.storage import atomic
from assistant.world.storage.fingerprints import KnownFiles, sha
from assistant.world.storage.journal import JOURNAL, Journal, Removal, StagedWrite
from assistant.world.storage.layout import MANIFEST, app_data_dir
from assistant.world.storage.leftovers import Leftovers
from assistant.world.storage.save_plan import LastSave, SavePlan, as_saved


class SaveWriter:
    """Puts planned saves in place in one project folder, keeping ``last``, ``known`` and
    ``leftovers`` up to date with what it did."""

    def __init__(
        self,
        root: Path,
        last: LastSave,
        known: KnownFiles,
        leftovers: Leftovers,
        manifest: str = MANIFEST,
    ) -> None:
        self._root = root
        self._manifest = manifest
        self._last = last
        self._known = known
        self._leftovers = leftovers

    def write(
        self, world: World, plan: SavePlan, removes: list[str], disk: dict[str, str | None]
    ) -> tuple[list[str], list[str]]:
        """Stage, commit, then put in place; ``disk`` holds the hash of each file the save
        replaces or removes as it is now (None: no file). Returns the paths written and
        removed."""
        root, leftovers = self._root, self._leftovers
        journaled = len(plan.writes) + len(removes) > 1 or leftovers.journal_on_disk
        leftovers.keep_set_aside(root)
        staged: list[tuple[StagedWrite, bytes]] = []
        try:
            for rel, data in plan.writes:
                path = root / rel
                path.parent.mkdir(parents=True, exist_ok=True)
                temp = atomic.stage(path, data)
                staged.append((StagedWrite(rel, temp.name, sha(data), disk.get(rel)), data))
            if journaled and (staged or removes):
                for folder in {(root / w.path).parent for w, _data in staged}:
                    atomic.fsync_folder(folder)
                journal = Journal(
                    tuple(w for w, _data in staged),
                    tuple(Removal(rel, disk.get(rel)) for rel in removes),
                )
                atomic.write_atomic(app_data_dir(root) / Path(JOURNAL).name, journal.to_bytes())
        except Exception:
            for write, _data in staged:
                atomic.discard(root / write.temp_path)
            raise
        # Committed: from here on the save has happened; a failure leaves it owed.
        last = self._last
        last.world = as_saved(world, plan.kept)
        last.paths = plan.paths
        manifest_known, last.manifest_world, last.manifest_fingerprint = (
            last.manifest_fingerprint, None, None
        )
        written: list[str] = []
        removed: list[str] = []
        try:
            folders: set[Path] = set()
            for write, data in staged:
                path = root / write.path
                atomic.commit(root / write.temp_path, path)
                self._known.wrote(write.path, data, write.sha)
                written.append(write.path)
                folders.add(path.parent)
            for folder in folders:
                atomic.fsync_folder(folder)
            self._remove(removes, removed)
            if leftovers.journal_on_disk or journaled:
                atomic.remove(root / JOURNAL)
        except Exception as exc:
            leftovers.owe(root, staged, removes)
            if isinstance(exc, OSError):
                raise storage_error(exc, "finishing the save (the next save completes it)") from exc
            raise
        leftovers.settle(root)
        if plan.manifest_of is not None:
            last.manifest_world = plan.manifest_of
            last.manifest_fingerprint = self._known.fingerprint(self._manifest)
        elif plan.manifest_current:  # the plan found it current: it is the new world's too
            last.manifest_world, last.manifest_fingerprint = last.world, manifest_known
        return written, removed

    def _remove(self, paths: list[str], removed: list[str]) -> None:
        folders: set[Path] = set()
        for rel in paths:
            path = self._root / rel
            if atomic.remove(path, sync_folder=False):
                removed.append(rel)
                folders.add(path.parent)
            self._known.forget(rel)
        for folder in folders:
            atomic.fsync_folder(folder)


__all__ = ["SaveWriter"]
