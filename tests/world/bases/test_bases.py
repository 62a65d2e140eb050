"""The common base of a merge: every version Quire reads or writes is kept, with the version it
was made from, per computer, so that the last version both computers saw can be found."""

from __future__ import annotations

import hashlib
import logging
import os
import sys
import time
import zlib
from dataclasses import replace
from pathlib import Path

import pytest

from assistant.world.bases.computer import computer_id
from assistant.world.bases.merge_bases import GRACE_SECONDS, MERGE, MergeBases
from assistant.world.bases.objects import VersionObjects
from assistant.world.bases.record import (
    COMPACT_AT,
    KEEP_NEWEST,
    MANIFEST_KEY,
    RECORD,
    Version,
    read_record,
)
from assistant.world.bases.recorder import VersionRecorder
from assistant.world.edits import InsertText
from assistant.world.model import Document
from assistant.world.project import Project
from assistant.world.storage.fingerprints import KnownFiles
from assistant.world.storage.store import ProjectStore, document_path
from tests.world.merge.computers import sync, two_computers
from tests.world.storage.storage_worlds import saved_project
from tests.worlds import flat_world

CHAPTER = Document(
    "d-0000000001", "The Crossing", "The bridge held.\n\nMára crossed at dawn.\n\nThe river.\n"
)
NOTES = Document("d-0000000002", "Notes", "Salt, rope.\n")


def make(folder: Path) -> Path:
    return saved_project(folder, flat_world(CHAPTER, NOTES))


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def chapter_file(folder: Path) -> Path:
    return folder / document_path(CHAPTER)


def record_of(folder: Path) -> list[Version]:
    return read_record(folder / MERGE / computer_id() / RECORD)


def edit_chapter(project: Project, at: int, text: str) -> None:
    project.apply(InsertText(CHAPTER.id, at, text))
    project.save()


def test_opening_a_project_records_each_file_it_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop, _desktop = two_computers(tmp_path, monkeypatch, make)
    monkeypatch.setenv("QUIRE_CONFIG_DIR", str(laptop.config))
    versions = record_of(laptop.folder)
    assert {v.file for v in versions} == {CHAPTER.id, NOTES.id, MANIFEST_KEY}
    assert all(not v.wrote and not v.parents for v in versions)
    chapter = next(v for v in versions if v.file == CHAPTER.id)
    data = chapter_file(laptop.folder).read_bytes()
    assert chapter.digest == sha(data)
    assert chapter.path == document_path(CHAPTER)
    with laptop.opened():
        pass
    assert record_of(laptop.folder) == versions, "a version seen before is not recorded twice"


def test_a_file_read_is_heard_without_keeping_its_bytes(tmp_path: Path) -> None:
    # kept until the end of an open, every file's bytes were freed at once, leaving the
    # memory around the documents' text in holes (50 MB at 10M words)
    make(tmp_path)
    data = chapter_file(tmp_path).read_bytes()
    recorder = VersionRecorder(tmp_path)
    held = sys.getrefcount(data)
    recorder.hear(document_path(CHAPTER), data, None)
    assert sys.getrefcount(data) == held
    recorder.flush({CHAPTER.id: document_path(CHAPTER)}, wrote=False)
    [version] = [v for v in record_of(tmp_path) if v.file == CHAPTER.id]
    assert (version.digest, version.wrote) == (sha(data), False)


def test_a_file_written_without_its_digest_is_kept_whole(tmp_path: Path) -> None:
    make(tmp_path)
    known = KnownFiles(tmp_path)
    recorder = VersionRecorder(tmp_path)
    known.listener = recorder.hear
    data = b'---\nid: "d-0000000001"\ntitle: "The Crossing"\n---\n\nNew.\n'
    known.wrote(document_path(CHAPTER), data)
    recorder.flush({CHAPTER.id: document_path(CHAPTER)}, wrote=True)
    assert MergeBases(tmp_path).version(sha(data)) == data
    [version] = [v for v in record_of(tmp_path) if v.file == CHAPTER.id and v.wrote]
    assert version.digest == sha(data)


def test_a_version_read_is_kept_whole_once_a_save_replaces_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop, _desktop = two_computers(tmp_path, monkeypatch, make)
    read = chapter_file(laptop.folder).read_bytes()
    bases = MergeBases(laptop.folder)
    assert bases.version(sha(read)) is None, "opening a project writes no copy of its files"
    with laptop.opened() as project:
        edit_chapter(project, 0, "At last. ")
    assert bases.version(sha(read)) == read
    assert bases.version(sha(chapter_file(laptop.folder).read_bytes())) is not None
    notes = laptop.folder / document_path(NOTES)
    assert bases.version(sha(notes.read_bytes())) is None, "a file no save touched"


def test_a_save_keeps_the_version_written_and_what_it_was_made_from(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop, _desktop = two_computers(tmp_path, monkeypatch, make)
    before = chapter_file(laptop.folder).read_bytes()
    with laptop.opened() as project:
        edit_chapter(project, 0, "At last. ")
    after = chapter_file(laptop.folder).read_bytes()
    written = [v for v in record_of(laptop.folder) if v.wrote]
    assert [(v.file, v.digest, v.parents) for v in written] == [
        (CHAPTER.id, sha(after), (sha(before),))
    ]


def test_the_base_of_two_computers_edits_is_the_version_both_saw(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop, desktop = two_computers(tmp_path, monkeypatch, make)
    both_saw = chapter_file(laptop.folder).read_bytes()
    with desktop.opened() as project:
        edit_chapter(project, len(CHAPTER.text), "Desktop's ending.\n")
    with laptop.opened() as project:
        edit_chapter(project, 0, "Laptop's opening. ")
        edit_chapter(project, 0, "And again. ")
    copies = sync(desktop.folder, laptop.folder, lambda n: n.replace(".md", " (copy).md"))
    ours = chapter_file(laptop.folder).read_bytes()
    theirs = copies[0].read_bytes()
    bases = MergeBases(laptop.folder)
    assert bases.base(CHAPTER.id, sha(ours), sha(theirs)) == both_saw
    assert bases.base(CHAPTER.id, sha(theirs), sha(ours)) == both_saw


def test_a_version_made_from_the_other_is_its_own_base(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop, desktop = two_computers(tmp_path, monkeypatch, make)
    with laptop.opened() as project:
        edit_chapter(project, 0, "Laptop. ")
    sync(laptop.folder, desktop.folder)
    older = chapter_file(desktop.folder).read_bytes()
    with desktop.opened() as project:
        edit_chapter(project, 0, "Desktop. ")
    newer = chapter_file(desktop.folder).read_bytes()
    assert MergeBases(desktop.folder).base(CHAPTER.id, sha(older), sha(newer)) == older


def test_a_version_nobody_recorded_has_no_base(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop, _desktop = two_computers(tmp_path, monkeypatch, make)
    ours = chapter_file(laptop.folder).read_bytes()
    other = ours.replace(b"dawn", b"dusk")  # written by another program, never seen by Quire
    assert MergeBases(laptop.folder).base(CHAPTER.id, sha(ours), sha(other)) is None


def test_a_long_session_offline_keeps_the_record_short_and_the_base_found(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop, desktop = two_computers(tmp_path, monkeypatch, make)
    with laptop.opened() as project:
        edit_chapter(project, 0, "Laptop. ")
    both_saw = chapter_file(laptop.folder).read_bytes()
    sync(laptop.folder, desktop.folder)
    with desktop.opened() as project:
        edit_chapter(project, 0, "Desktop. ")
    sync(desktop.folder, laptop.folder, lambda n: n + ".ignored")  # the records meet
    with laptop.opened() as project:  # then hours of saves, offline
        for n in range(3 * COMPACT_AT):
            edit_chapter(project, len(project.world.documents[CHAPTER.id].text), f"Line {n}.\n")
    monkeypatch.setenv("QUIRE_CONFIG_DIR", str(laptop.config))
    chapter_lines = [v for v in record_of(laptop.folder) if v.file == CHAPTER.id]
    assert KEEP_NEWEST < len(chapter_lines) < COMPACT_AT
    assert sha(both_saw) in {v.digest for v in chapter_lines}, "kept: the desktop saw it too"
    ours = chapter_file(laptop.folder).read_bytes()
    theirs = chapter_file(desktop.folder).read_bytes()
    assert MergeBases(laptop.folder).base(CHAPTER.id, sha(ours), sha(theirs)) == both_saw
    objects = [p for p in (laptop.folder / MERGE / "objects").rglob("*") if p.is_file()]
    assert len(objects) > len(chapter_lines), (
        "objects younger than a day stay, in case a record that names them is on its way"
    )


def test_a_damaged_base_is_set_aside_with_a_line_in_the_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    laptop, desktop = two_computers(tmp_path, monkeypatch, make)
    both_saw = chapter_file(laptop.folder).read_bytes()
    with desktop.opened() as project:
        edit_chapter(project, 0, "Desktop. ")
    with laptop.opened() as project:
        edit_chapter(project, 0, "Laptop. ")
    sync(desktop.folder, laptop.folder, lambda n: n.replace(".md", " (copy).md"))
    objects = VersionObjects(laptop.folder / MERGE / "objects")
    objects.path(sha(both_saw)).write_bytes(zlib.compress(b"not what it is named for"))
    ours = chapter_file(laptop.folder).read_bytes()
    theirs = chapter_file(desktop.folder).read_bytes()
    with caplog.at_level(logging.WARNING):
        assert MergeBases(laptop.folder).base(CHAPTER.id, sha(ours), sha(theirs)) is None
    assert "does not hold the version it is named for" in caplog.text
    assert not objects.path(sha(both_saw)).exists()
    objects.put(sha(both_saw), both_saw)  # as a save that replaces it again would
    assert MergeBases(laptop.folder).base(CHAPTER.id, sha(ours), sha(theirs)) == both_saw


def test_a_huge_object_is_never_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("assistant.world.bases.objects.MAX_OBJECT_BYTES", 1000)
    objects = VersionObjects(tmp_path / "objects")
    data = b"x" * 5000  # compresses to far less than the limit, inflates to more
    objects.put(sha(data), data)
    assert objects.get(sha(data)) is None


def test_a_torn_or_damaged_record_line_is_skipped(tmp_path: Path) -> None:
    path = tmp_path / RECORD
    good = Version(sha(b"a"), CHAPTER.id, True, (sha(b"b"),), "2026-12-01T10:00:00+00:00", "x")

    line = good.line().encode("utf-8")
    path.write_bytes(line + b"not\ta\tversion\n" + b"\xff\n" + line + line[:30])
    assert read_record(path) == [good, good]


def test_a_record_too_large_is_read_from_its_newest_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("assistant.world.bases.record.MAX_RECORD_BYTES", 1000)
    lines = [Version(sha(bytes([n])), CHAPTER.id, False, (), "", "") for n in range(50)]
    path = tmp_path / RECORD
    path.write_text("".join(v.line() for v in lines), encoding="utf-8")
    read = read_record(path)
    assert read and read == lines[-len(read) :] and len(read) < 50


def test_reading_a_project_without_its_lock_keeps_nothing(tmp_path: Path) -> None:
    folder = make(tmp_path / "novel")
    store = ProjectStore(folder)  # quire check, info, search
    store.save(store.load())
    assert not (folder / MERGE).exists()


def test_a_merge_folder_that_links_out_of_the_project_is_not_used(tmp_path: Path) -> None:
    folder = make(tmp_path / "novel")
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (folder / ".quire").mkdir(exist_ok=True)
    (folder / MERGE).symlink_to(outside, target_is_directory=True)
    project = Project.open(folder)
    try:
        project.apply(InsertText(CHAPTER.id, 0, "Still saved. "))
        project.save()
    finally:
        project.close()
    assert list(outside.iterdir()) == []
    assert b"Still saved." in chapter_file(folder).read_bytes()


def test_a_save_never_fails_for_want_of_a_place_to_keep_versions(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    folder = make(tmp_path / "novel")
    (folder / ".quire").mkdir(exist_ok=True)
    (folder / MERGE).write_text("a file where the folder should be", encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        project = Project.open(folder)
        try:
            project.apply(InsertText(CHAPTER.id, 0, "Still saved. "))
            project.save()
        finally:
            project.close()
    assert b"Still saved." in chapter_file(folder).read_bytes()
    assert "could not keep the versions" in caplog.text


def test_a_merged_version_is_made_from_both_sides(tmp_path: Path) -> None:
    folder = make(tmp_path / "novel")
    project = Project.open(folder)
    try:
        ours = sha(chapter_file(folder).read_bytes())
        theirs = sha(b"the other side")
        store = project.store
        assert store is not None and store.versions is not None
        store.versions.bases.made_from(CHAPTER.id, theirs)
        merged = replace(project.world.documents[CHAPTER.id], text="Both.\n")
        project.apply(InsertText(CHAPTER.id, 0, merged.text))
        project.save()
    finally:
        project.close()
    written = [v for v in record_of(folder) if v.wrote]
    assert written[-1].parents == (ours, theirs)


def test_versions_no_record_names_go_once_a_day_old(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    laptop, _desktop = two_computers(tmp_path, monkeypatch, make)
    with laptop.opened() as project:
        for n in range(3 * COMPACT_AT):
            edit_chapter(project, 0, f"{n}. ")
    objects = laptop.folder / MERGE / "objects"
    day_old = time.time() - GRACE_SECONDS - 60
    for path in objects.rglob("*"):
        if path.is_file():
            os.utime(path, (day_old, day_old))
    monkeypatch.setenv("QUIRE_CONFIG_DIR", str(laptop.config))
    bases = MergeBases(laptop.folder)
    bases.compact()
    named = {d for v in record_of(laptop.folder) for d in (v.digest, *v.parents)}
    kept = {p.parent.name + p.name for p in objects.rglob("*") if p.is_file()}
    assert kept and kept <= named
    newest = sha(chapter_file(laptop.folder).read_bytes())
    assert bases.version(newest) == chapter_file(laptop.folder).read_bytes()
