"""A save is all or nothing across files.

A crash at any step of a save that renames, creates, removes and rewrites files leaves a
project that loads as it was before the save or exactly as the save meant it, never a mix.
A full disk (or any failure) before the save commits leaves every file byte for byte as it
was and nothing behind; one after the commit leaves a save the next one completes.
"""

from __future__ import annotations

import errno
import os
import shutil
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from assistant.world.errors import DiskFullError, StorageError
from assistant.world.model import Document, World
from assistant.world.storage import atomic
from assistant.world.storage.store import JOURNAL, MANIFEST
from tests.world.storage.storage_worlds import (
    changed_files,
    folder_state,
    load,
    saved_project,
    with_document,
)

STEPS = ("stage", "commit", "write_atomic", "remove", "fsync_folder")
"""The file operations a save is made of, each a point where the process may die."""


class Crash(BaseException):
    """Stands for the process dying at one point of a save."""


@pytest.fixture
def pristine(tmp_path: Path) -> Path:
    return saved_project(tmp_path / "pristine")


def fresh_copy(pristine: Path, name: str) -> Path:
    root = pristine.parent / name
    shutil.copytree(pristine, root)
    return root


def two_changes(world: World) -> World:
    """A turn's worth of changes: a rename, a new document, a removal, a text edit, a tree
    change, an entity edit."""
    doc = world.documents["d-0000000001"]
    new = Document("d-00000000dd", "Brand new", "fresh")
    changed = with_document(world, replace(doc, title="Renamed", text="edited"))
    changed = with_document(changed, new)
    mara = changed.entities["e-0000000001"]
    changed = replace(
        changed,
        entities=changed.entities.set("e-0000000001", replace(mara, notes="Changed notes.\n")),
    )
    return replace(
        changed,
        root=(new.id, *world.root[:-1]),
        documents=changed.documents.remove("d-0000000004"),
    )


def patch_steps(monkeypatch: pytest.MonkeyPatch, on_step: Callable[[str], None]) -> None:
    """Call ``on_step(name)`` before every file operation of a save."""
    for name in STEPS:
        real = getattr(atomic, name)

        def step(*args: Any, _real: Any = real, _name: str = name, **kwargs: Any) -> Any:
            on_step(_name)
            return _real(*args, **kwargs)

        monkeypatch.setattr(atomic, name, step)


def no_leftovers(root: Path) -> bool:
    leftovers = [p for p in root.rglob("*") if atomic.is_temp_name(p.name)]
    return not leftovers and not (root / JOURNAL).exists()


def test_a_crash_at_any_step_leaves_the_old_project_or_the_new_one(
    pristine: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store, before = load(pristine)
    target = two_changes(before)
    count: list[str] = []
    with monkeypatch.context() as patch:
        patch_steps(patch, count.append)
        store.save(target)
    assert load(pristine)[1] == target
    outcomes = []

    for crash_at in range(len(count)):
        root = fresh_copy(pristine.parent / "pristine-copy", f"crash-{crash_at}")
        store, world = load(root)
        assert world == before
        steps: list[str] = []

        def step(name: str, _at: int = crash_at, _steps: list[str] = steps) -> None:
            _steps.append(name)
            if len(_steps) > _at:
                raise Crash

        with monkeypatch.context() as patch:
            patch_steps(patch, step)
            with pytest.raises(Crash):
                store.save(target)

        on_disk = folder_state(root)
        reopened, loaded = load(root)
        assert changed_files(on_disk, folder_state(root)) == set(), "loading wrote something"
        assert reopened.problems == (), f"crash at step {crash_at} ({steps[-1]})"
        assert loaded in (before, target), f"a mix after a crash at step {crash_at}"
        outcomes.append(loaded == target)

        # The next save finishes (or forgets) the interrupted one and leaves nothing behind.
        reopened.save(loaded)
        assert no_leftovers(root)
        again, final = load(root)
        assert again.problems == () and final == loaded
        again.save(target)
        assert load(root)[1] == target and no_leftovers(root)

    # Some crashes came before the commit and some after it.
    assert False in outcomes and True in outcomes
    assert outcomes == sorted(outcomes), "once committed, every later crash keeps the save"


@pytest.fixture(autouse=True)
def _keep_a_pristine_copy(pristine: Path) -> None:
    shutil.copytree(pristine, pristine.parent / "pristine-copy")


def disk_full_at(monkeypatch: pytest.MonkeyPatch, call: int) -> list[int]:
    """Make the ``call``-th write of file content fail with ENOSPC; returns the call log."""
    real = atomic.write_all
    calls: list[int] = []

    def write_all(fd: int, data: bytes) -> None:
        calls.append(len(data))
        if len(calls) == call:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(fd, data)

    monkeypatch.setattr(atomic, "write_all", write_all)
    return calls


def test_a_full_disk_leaves_every_file_as_it_was(
    pristine: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store, before = load(pristine)
    target = two_changes(before)
    with monkeypatch.context() as patch:
        writes = disk_full_at(patch, 0)
        store.save(target)
    assert len(writes) >= 5  # four files, the manifest and the journal

    for failing in range(1, len(writes) + 1):
        root = fresh_copy(pristine.parent / "pristine-copy", f"full-{failing}")
        store, _world = load(root)
        on_disk = folder_state(root)
        with monkeypatch.context() as patch:
            disk_full_at(patch, failing)
            with pytest.raises(DiskFullError, match="the disk is full"):
                store.save(target)
        assert changed_files(on_disk, folder_state(root)) == set(), f"write {failing}"
        # Space is freed: the same store saves everything.
        store.save(target)
        assert load(root)[1] == target and no_leftovers(root)


def test_a_full_disk_when_fsyncing_is_reported_the_same_way(
    pristine: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store, before = load(pristine)
    on_disk = folder_state(pristine)
    real = os.fsync
    calls: list[int] = []

    def fsync(fd: int) -> None:
        calls.append(fd)
        if len(calls) == 3:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(fd)

    with monkeypatch.context() as patch:
        patch.setattr(os, "fsync", fsync)
        with pytest.raises(DiskFullError):
            store.save(two_changes(before))
    assert changed_files(on_disk, folder_state(pristine)) == set()


def test_a_quota_is_a_full_disk_too(pristine: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store, before = load(pristine)
    real = atomic.write_all

    def over_quota(fd: int, data: bytes) -> None:
        raise OSError(errno.EDQUOT, os.strerror(errno.EDQUOT))

    monkeypatch.setattr(atomic, "write_all", over_quota)
    with pytest.raises(DiskFullError, match="the disk is full"):
        store.save(two_changes(before))
    monkeypatch.setattr(atomic, "write_all", real)
    assert load(pristine)[1] == before


def test_other_write_failures_are_storage_errors_and_change_nothing(
    pristine: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store, before = load(pristine)
    on_disk = folder_state(pristine)

    def read_only(fd: int, data: bytes) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    with monkeypatch.context() as patch:
        patch.setattr(atomic, "write_all", read_only)
        with pytest.raises(StorageError, match="Read-only file system") as caught:
            store.save(two_changes(before))
    assert not isinstance(caught.value, DiskFullError)
    assert changed_files(on_disk, folder_state(pristine)) == set()


def test_a_failure_after_the_commit_is_finished_by_the_next_save(
    pristine: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store, before = load(pristine)
    target = two_changes(before)
    real = atomic.commit
    calls: list[Path] = []

    def commit(temp: Path, path: Path) -> None:
        calls.append(path)
        if len(calls) == 2:
            raise OSError(errno.EIO, os.strerror(errno.EIO))
        real(temp, path)

    with monkeypatch.context() as patch:
        patch.setattr(atomic, "commit", commit)
        with pytest.raises(StorageError, match="the next save completes it"):
            store.save(target)
    assert (pristine / JOURNAL).exists()
    # Anyone loading now reads the save as committed.
    assert load(pristine)[1] == target
    # The same store completes it, and then has nothing more to write.
    report = store.save(target)
    assert report.written
    assert no_leftovers(pristine)
    assert load(pristine)[1] == target
    assert store.save(target).written == ()


def test_one_file_saves_write_no_journal(
    pristine: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A save after one edit stays one file write: no journal, nothing else."""
    store, before = load(pristine)
    doc = before.documents["d-0000000001"]
    steps: list[str] = []
    with monkeypatch.context() as patch:
        patch_steps(patch, steps.append)
        report = store.save(with_document(before, replace(doc, text="one edit")))
    assert report.written == ("documents/the-bridge-d-0000000001.md",)
    assert steps == ["stage", "commit", "fsync_folder"]


def test_a_manifest_write_cut_short_is_cleaned_up(pristine: Path) -> None:
    leftover = pristine / f".{MANIFEST}.1a2b3c4d.tmp"
    leftover.write_text("{half", encoding="utf-8")
    store, world = load(pristine)
    assert store.problems == ()
    store.save(replace(world, meta=replace(world.meta, title="New")))
    assert not leftover.exists()
