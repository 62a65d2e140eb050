"""Opening a project may leave the versions it read to be recorded later (the app records
them on a thread after its first paint): whoever comes first, the later recording, a save or
a merge, records them, and the record is the one an open that recorded them at once makes."""

from __future__ import annotations

import gc
import threading
from pathlib import Path

import pytest

from assistant.world.bases.merge_bases import MERGE
from assistant.world.bases.record import MANIFEST_KEY
from assistant.world.edits import InsertText
from assistant.world.project import Project
from assistant.world.storage.store import MANIFEST
from tests.world.bases.test_bases import CHAPTER, NOTES, chapter_file, make, record_of, sha


def _kept(folder: Path) -> list[tuple[str, str, bool, tuple[str, ...], str]]:
    """The record of ``folder``, without the time each version was seen."""
    return [(v.file, v.digest, v.wrote, v.parents, v.path) for v in record_of(folder)]


@pytest.fixture
def two_copies(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """The same project twice, neither with a record yet."""
    monkeypatch.setenv("QUIRE_CONFIG_DIR", str(tmp_path / "config"))
    copies = (make(tmp_path / "at-once"), make(tmp_path / "later"))
    assert all(not (folder / MERGE).exists() or not _kept(folder) for folder in copies)
    return copies


def test_an_open_records_what_it_read_only_when_asked(two_copies: tuple[Path, Path]) -> None:
    at_once, later = two_copies
    Project.open(at_once).close()
    project = Project.open(later, versions_later=True)
    try:
        assert _kept(later) == []  # nothing recorded yet
        project.record_versions()
        assert _kept(later) == _kept(at_once)
        assert {v[0] for v in _kept(later)} >= {CHAPTER.id, NOTES.id}
        project.record_versions()  # nothing left: nothing recorded twice
        assert _kept(later) == _kept(at_once)
    finally:
        project.close()


def _edit_and_save(project: Project) -> None:
    project.apply(InsertText(CHAPTER.id, 0, "At last. "))
    project.save()


def _saved_at_once(folder: Path) -> None:
    """Open ``folder`` recording what is read at once, edit, save and close."""
    project = Project.open(folder)
    _edit_and_save(project)
    project.close()


def test_a_save_before_the_recording_records_the_versions_read_first(
    two_copies: tuple[Path, Path],
) -> None:
    at_once, later = two_copies
    _saved_at_once(at_once)
    project = Project.open(later, versions_later=True)
    try:
        _edit_and_save(project)  # its record says what the saved chapter was made from
        assert _kept(later) == _kept(at_once)
        [written] = [v for v in _kept(later) if v[2]]
        assert written[3] != ()  # made from the version read
        project.record_versions()  # nothing left
        assert _kept(later) == _kept(at_once)
    finally:
        project.close()


def test_the_bases_asked_for_hold_what_the_open_read(two_copies: tuple[Path, Path]) -> None:
    _at_once, later = two_copies
    project = Project.open(later, versions_later=True)
    try:
        versions = project.store.versions  # type: ignore[union-attr]
        assert versions is not None
        bases = versions.bases
        assert bases.current(CHAPTER.id) == sha(chapter_file(later).read_bytes())
        assert bases.current(MANIFEST_KEY) == sha((later / MANIFEST).read_bytes())
    finally:
        project.close()


def test_recording_on_a_thread_while_the_writer_saves_loses_nothing(
    two_copies: tuple[Path, Path],
) -> None:
    at_once, later = two_copies
    _saved_at_once(at_once)
    for _ in range(5):  # the thread and the save meet in either order
        project = Project.open(later, versions_later=True)
        try:
            recording = threading.Thread(target=project.record_versions)
            recording.start()
            _edit_and_save(project)
            recording.join(10)
        finally:
            project.close()
    kept = _kept(later)
    reads = [v for v in kept if not v[2]]
    assert {v[0] for v in reads} >= {CHAPTER.id, NOTES.id}
    writes = [v for v in kept if v[2] and v[0] == CHAPTER.id]
    assert len(writes) == 5 and all(w[3] for w in writes)  # each made from what was read
    assert writes[0] == next(v for v in _kept(at_once) if v[2])


def test_an_open_without_its_lock_keeps_nothing_to_record(tmp_path: Path) -> None:
    make(tmp_path)
    project = Project.open(tmp_path, lock=False, versions_later=True)
    project.record_versions()  # a store that only reads has no recorder: nothing to do
    assert project.store is not None and project.store.versions is None


def test_the_later_recording_sets_what_it_makes_aside_from_the_collector(
    two_copies: tuple[Path, Path],
) -> None:
    # on the project's worker at 50,000 documents, left to the collector, they set off a full
    # collection of 80 ms, which held the window's thread too
    _at_once, later = two_copies
    project = Project.open(later, versions_later=True)
    gc.unfreeze()
    try:
        project.record_versions()
        assert gc.isenabled()
        assert gc.get_freeze_count() > 0
        versions = project.store.versions  # type: ignore[union-attr]
        assert versions is not None
        young = {id(o) for generation in range(3) for o in gc.get_objects(generation)}
        assert id(versions.bases) not in young
    finally:
        gc.unfreeze()
        project.close()
