"""Attacks on saving a book of a series: the series folder spoiled, swapped or full while the
book is open. The book's own text is always saved or kept, nothing is written through a link
or into another series, and what the writer typed into the series is saved once it can be."""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from assistant.world.errors import DiskFullError, ExternalChangeError, StorageError
from assistant.world.model import World
from assistant.world.series.book_store import BookStore
from assistant.world.series.linking import create_series
from assistant.world.storage import atomic
from tests.paths import REPO
from tests.world.series import series_crasher as crasher
from tests.world.series.series_folders import MARA, SCENE, files, make_series

NEW_TEXT = "Mara crossed at dawn.\n"


def typed(world: World) -> World:
    """The writer's edits: Mara's age (the series') and the scene's text (the book's)."""
    mara = replace(world.entities[MARA], fields=(("Age", "40"),))
    scene = replace(world.documents[SCENE], text=NEW_TEXT)
    return replace(
        world,
        entities=world.entities.set(MARA, mara),
        documents=world.documents.set(SCENE, scene),
    )


def opened(book: Path) -> tuple[BookStore, World]:
    store = BookStore(book)
    return store, store.load()


def scene_text(book: Path) -> str:
    return opened(book)[1].documents[SCENE].text


def test_a_series_folder_swapped_for_a_link_is_not_written_through(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    store, world = opened(book)
    edited = typed(world)
    moved = tmp_path / "moved"
    shutil.move(series, moved)
    series.symlink_to(moved, target_is_directory=True)
    before = files(moved)
    for force in (False, True):
        with pytest.raises(StorageError, match="no longer the one this book opened"):
            store.save(edited, force=force)
        assert files(moved) == before  # nothing through the link
    assert scene_text(book) == NEW_TEXT  # the book's own text is saved
    series.unlink()
    shutil.move(moved, series)  # the writer puts the series back
    store.save(edited)  # the series' edit was kept and is saved now
    assert dict(opened(book)[1].entities[MARA].fields) == {"Age": "40"}


def test_a_series_folder_swapped_for_another_series_is_left_alone(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    store, world = opened(book)
    shutil.move(series, tmp_path / "old")
    create_series(series, "Another series")
    other = files(series)
    for force in (False, True):
        with pytest.raises(StorageError, match="reopen the book"):
            store.save(typed(world), force=force)
        assert files(series) == other  # its manifest and entities as they were
    assert scene_text(book) == NEW_TEXT


def test_a_series_folder_turned_into_a_file_is_reported_not_crashed_on(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    store, world = opened(book)
    shutil.rmtree(series)
    series.write_text("not a folder\n")
    changed = store.external_changes()  # the watcher asks this; it must not raise
    assert "../Salt Road/series.quire" in changed
    look = store.disk_look()
    assert look is not None and "../Salt Road/series.quire" in look.external_changes()
    with pytest.raises(StorageError, match="no longer the one this book opened"):
        store.save(typed(world), force=True)
    assert series.read_text() == "not a folder\n"
    assert scene_text(book) == NEW_TEXT


def test_a_series_folder_removed_while_open_is_an_external_change(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    store, world = opened(book)
    shutil.rmtree(series)
    with pytest.raises(ExternalChangeError) as raised:
        store.save(typed(world))
    assert raised.value.paths == ["../Salt Road/entities/mara-e-0a1b2c3d4e.md"]
    assert not series.exists()  # nothing was written without asking
    assert scene_text(book) == "Mara crossed at night.\n"
    store.save(typed(world), force=True)  # "save anyway": nothing typed is lost
    again = opened(book)[1]
    assert again.documents[SCENE].text == NEW_TEXT
    assert dict(again.entities[MARA].fields) == {"Age": "40"}


def test_an_unchanged_series_removed_while_open_lets_the_book_save(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    store, world = opened(book)
    shutil.rmtree(series)
    scene = replace(world.documents[SCENE], text=NEW_TEXT)
    store.save(replace(world, documents=world.documents.set(SCENE, scene)))
    assert not series.exists()
    assert scene_text(book) == NEW_TEXT


def _disk_full_at(monkeypatch: pytest.MonkeyPatch, call: int) -> list[int]:
    """The ``call``-th write of file content fails with ENOSPC (0: none fails)."""
    real = atomic.write_all
    calls: list[int] = []

    def write_all(fd: int, data: bytes) -> None:
        calls.append(len(data))
        if len(calls) == call:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(fd, data)

    monkeypatch.setattr(atomic, "write_all", write_all)
    return calls


def test_a_full_disk_at_any_write_loses_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    scratch, (scratch_book, _other) = make_series(tmp_path / "scratch")
    scratch_store, scratch_world = opened(scratch_book)
    scratch_store.save(typed(scratch_world))
    saved = files(scratch)  # the series as a complete save leaves it
    series, (book, _two) = make_series(tmp_path)
    pristine = tmp_path / "pristine"
    pristine.mkdir()
    for folder in (series, book):
        shutil.copytree(folder, pristine / folder.name, symlinks=True)
    with monkeypatch.context() as patch:
        writes = _disk_full_at(patch, 0)
        store, world = opened(book)
        store.save(typed(world))
    assert len(writes) >= 2  # Mara in the series, the scene in the book
    for failing in range(1, len(writes) + 1):
        for folder in (series, book):
            shutil.rmtree(folder)
            shutil.copytree(pristine / folder.name, folder, symlinks=True)
        store, world = opened(book)
        series_before, book_before = files(series), files(book)
        with monkeypatch.context() as patch:
            _disk_full_at(patch, failing)
            with pytest.raises(DiskFullError, match="the disk is full"):
                store.save(typed(world))
        series_after, book_after = files(series), files(book)
        # each folder is all or nothing: as it was, or (the series) wholly saved
        assert book_after == book_before, f"write {failing}"
        assert series_after in (series_before, saved)
        reread = BookStore(book)
        assert reread.load().documents[SCENE].text == "Mara crossed at night.\n"
        assert reread.problems == ()
        store.save(typed(world))  # space freed: the same store saves everything
        again = opened(book)[1]
        assert again.documents[SCENE].text == NEW_TEXT
        assert dict(again.entities[MARA].fields) == {"Age": "40"}



def test_a_save_killed_at_any_step_leaves_both_folders_loadable(tmp_path: Path):
    """A process saving an edit of the series and of the book dies at each of its writes and
    renames in turn: both folders load without a problem, each holds the old or the new
    version whole (the book's new only with the series' new), and the next save completes."""
    series, (book, _two) = make_series(tmp_path)
    pristine = tmp_path / "pristine"
    for folder in (series, book):
        shutil.copytree(folder, pristine / folder.name, symlinks=True)
    seen: set[tuple[str, str]] = set()
    for dies_at in range(1, 60):
        for folder in (series, book):
            shutil.rmtree(folder)
            shutil.copytree(pristine / folder.name, folder, symlinks=True)
        done = subprocess.run(
            [sys.executable, "-m", "tests.world.series.series_crasher", str(book), str(dies_at)],
            cwd=REPO, capture_output=True, text=True, timeout=120,
        )
        assert done.returncode in (0, 3), done.stderr
        store = BookStore(book)
        world = store.load()
        assert store.problems == (), (dies_at, store.problems)
        age = dict(world.entities[MARA].fields)["Age"]
        text = world.documents[SCENE].text
        assert age in ("34", crasher.NEW_AGE) and text in ("Mara crossed at night.\n",
                                                         crasher.NEW_TEXT)  # fmt: skip
        assert text == "Mara crossed at night.\n" or age == crasher.NEW_AGE  # series first
        seen.add((age, text))
        store.save(crasher.typed(world))  # the writer saves again: everything is there
        again = BookStore(book).load()
        assert dict(again.entities[MARA].fields)["Age"] == crasher.NEW_AGE
        assert again.documents[SCENE].text == crasher.NEW_TEXT
        if done.returncode == 0:
            break
    else:
        pytest.fail("the save never finished")
    assert len(seen) == 3  # died before the series, between the two, and after both
