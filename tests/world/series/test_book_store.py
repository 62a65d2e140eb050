"""A book with its series: opening, saving, offline, clashes, two books at once, crashes."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

import pytest

from assistant.world.edits import SetEntityField, SetText
from assistant.world.errors import ExternalChangeError, StorageError
from assistant.world.problems import ProblemKind
from assistant.world.project import Project
from assistant.world.series.book_store import BookStore
from assistant.world.series.linking import link_book
from assistant.world.series.model import SERIES_MANIFEST, Availability, FactChange, SeriesState
from assistant.world.series.paths import SeriesLook
from assistant.world.storage.layout import MANIFEST, entity_path
from assistant.world.storage.store import ProjectStore
from tests.world.series.series_folders import (
    HARBOUR,
    MARA,
    OWN,
    files,
    harbour,
    make_book,
    make_series,
    mara,
)

MARA_FILE = f"../Salt Road/{entity_path(mara())}"


def test_a_book_without_a_series_loads_and_saves_as_before(tmp_path: Path):
    book = make_book(tmp_path / "Alone", "Alone")
    before = files(book)
    store = BookStore(book)
    world = store.load()
    assert world.series == SeriesState() and world.meta.series == ""
    assert store.save(world).written == ()
    assert files(book) == before
    assert b'"series"' not in (book / MANIFEST).read_bytes()
    assert ProjectStore(book).load() == world


def test_a_book_opens_with_its_series(tmp_path: Path):
    _series, (one, two) = make_series(tmp_path)
    store = BookStore(two)
    world = store.load()
    assert store.problems == ()
    assert world.meta.series == "../Salt Road"
    state = world.series
    assert (state.title, state.book_number, state.availability) == (
        "The Salt Road", 2, Availability.READ
    )
    assert state.entity_ids == {MARA, HARBOUR} and state.owns(MARA)
    assert world.entities[MARA] == mara() and world.entities[HARBOUR] == harbour()
    assert state.changes_of(MARA) == (FactChange("Age", "35", 2, None, "a year on"),)
    assert BookStore(one).load().series.book_number == 1


def test_a_book_with_its_series_round_trips_byte_for_byte(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    before = files(book), files(series)
    store = BookStore(book)
    world = store.load()
    assert store.save(world).written == ()
    again = BookStore(book)
    assert again.load() == world
    assert files(book) == before[0] and files(series) == before[1]
    # the book's own files hold nothing of the series
    assert ProjectStore(book).load().entities == {}


def test_an_edit_of_a_series_entity_lands_in_the_series_folder_only(tmp_path: Path):
    series, (one, two) = make_series(tmp_path)
    book_before, series_before = files(one), files(series)
    project = Project.open(one)
    try:
        project.apply(SetEntityField(MARA, "Eyes", "grey"))
        report = project.save()
    finally:
        project.close()
    assert report.written == (MARA_FILE,) and report.removed == ()
    assert files(one) == book_before
    changed = {k for k in files(series) if files(series)[k] != series_before.get(k)}
    assert changed == {entity_path(mara())}
    # the other book sees it when it opens, with the change still in the file
    other = BookStore(two).load()
    assert dict(other.entities[MARA].fields) == {"Age": "34", "Eyes": "grey"}
    assert other.series.changes_of(MARA)[0].value == "35"


def test_a_new_entity_of_the_book_stays_in_the_book(tmp_path: Path):
    series, (one, _two) = make_series(tmp_path)
    store = BookStore(one)
    world = store.load()
    own = replace(harbour(), id=OWN, name="The Lantern")
    report = store.save(replace(world, entities=world.entities.set(OWN, own)))
    assert report.written == (entity_path(own),)
    assert not (series / entity_path(own)).exists()


def test_an_entity_given_to_the_series_moves_into_its_folder(tmp_path: Path):
    series, (one, two) = make_series(tmp_path)
    own = replace(harbour(), id=OWN, name="The Lantern")
    store = BookStore(one)
    world = store.load()
    world = replace(world, entities=world.entities.set(OWN, own))
    store.save(world)
    shared = replace(world, series=replace(world.series,
                                           entity_ids=world.series.entity_ids | {OWN}))  # fmt: skip
    report = store.save(shared)
    assert set(report.written) == {f"../Salt Road/{entity_path(own)}"}
    assert set(report.removed) == {entity_path(own)}
    assert (series / entity_path(own)).is_file() and not (one / entity_path(own)).exists()
    assert BookStore(two).load().series.owns(OWN)


def test_an_id_in_both_the_book_and_the_series_is_the_books_own_copy(tmp_path: Path):
    series, _books = make_series(tmp_path)
    own_mara = replace(mara(), name="Mara of this book")
    book = make_book(tmp_path / "Clash", "Clash", entity=own_mara)
    link_book(book, series)
    series_before = files(series)
    store = BookStore(book)
    world = store.load()
    assert world.entities[MARA].name == "Mara of this book"
    assert not world.series.owns(MARA) and world.series.owns(HARBOUR)
    assert world.series.shadowed == {MARA} and store.problems == ()
    edited = replace(own_mara, notes="Changed here.\n")
    store.save(replace(world, entities=world.entities.set(MARA, edited)))
    assert files(series) == series_before  # the series' Mara is left as she was
    assert ProjectStore(book).load().entities[MARA] == edited


def test_a_book_opens_offline_and_saving_keeps_its_link(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    os.rename(series, tmp_path / "unmounted")
    project = Project.open(book)
    try:
        world = project.world
        assert world.series.availability == Availability.MISSING
        assert world.entities == {} and len(world.documents) == 1
        assert [p.kind for p in project.store.problems] == [ProblemKind.SERIES_MISSING]
        assert project.store.problems[0].problem.get("series") == "../Salt Road"
        scene = next(iter(world.documents))
        project.apply(SetText(scene, "Ilse crossed at night.\n"))
        project.save()
    finally:
        project.close()
    assert not series.exists()  # nothing written where the series was
    assert ProjectStore(book).load().meta.series == "../Salt Road"
    os.rename(tmp_path / "unmounted", series)
    again = BookStore(book).load()
    assert again.series.readable and again.entities[MARA] == mara()
    assert again.documents[scene].text.startswith("Ilse")


def test_a_damaged_series_manifest_leaves_the_book_whole(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    (series / SERIES_MANIFEST).write_text('{"format": 1, "title": ', encoding="utf-8")
    series_before = files(series)
    store = BookStore(book)
    world = store.load()
    assert world.series.availability == Availability.DAMAGED and world.entities == {}
    kinds = [p.kind for p in store.problems]
    assert kinds[0] is ProblemKind.SERIES_UNREADABLE and ProblemKind.NOT_JSON in kinds
    assert any(p.path == f"../Salt Road/{SERIES_MANIFEST}" for p in store.problems)
    store.save(replace(world, meta=replace(world.meta, author="R. Vale")))
    assert files(series) == series_before
    assert ProjectStore(book).load().meta.series == "../Salt Road"


def test_a_huge_series_manifest_is_not_read(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    with open(series / SERIES_MANIFEST, "r+b") as handle:
        handle.truncate(2**30)  # a gigabyte, sparse: reading it would take the memory
    store = BookStore(book)
    world = store.load()
    assert world.series.availability == Availability.DAMAGED
    assert "larger than 128 MB" in world.series.problem


def test_a_linked_series_folder_that_is_a_symlink_is_refused(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    os.rename(series, tmp_path / "real")
    os.symlink(tmp_path / "real", series)
    world = BookStore(book).load()
    assert world.series.availability == Availability.DAMAGED and world.entities == {}


def test_an_absolute_link_is_not_followed(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    store = ProjectStore(book)
    world = store.load()
    store.save(replace(world, meta=replace(world.meta, series=str(series))))
    loaded = BookStore(book).load()
    assert loaded.series.availability == Availability.DAMAGED and loaded.entities == {}


def test_two_books_open_at_once_never_lose_an_edit(tmp_path: Path):
    _series, (one, two) = make_series(tmp_path)
    first, second = Project.open(one), Project.open(two)
    try:
        first.apply(SetEntityField(MARA, "Eyes", "grey"))
        second.apply(SetEntityField(MARA, "Eyes", "green"))
        first.save()
        assert second.store is not None
        assert second.store.external_changes() == [MARA_FILE]
        with pytest.raises(ExternalChangeError) as refused:
            second.save()
        assert refused.value.paths == [MARA_FILE]
        assert dict(second.world.entities[MARA].fields)["Eyes"] == "green"  # still here
        assert dict(BookStore(one).load().entities[MARA].fields)["Eyes"] == "grey"
        second.save(force=True)  # the writer chose to keep theirs
        assert dict(BookStore(one).load().entities[MARA].fields)["Eyes"] == "green"
    finally:
        first.close()
        second.close()


def test_a_change_by_another_program_is_seen_on_another_thread(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    store = BookStore(book)
    store.load()
    look = store.disk_look()
    assert isinstance(look, SeriesLook) and look.external_changes() == []
    path = series / entity_path(harbour())
    path.write_text(path.read_text(encoding="utf-8") + "More.\n", encoding="utf-8")
    (series / "entities" / "new-e-5555555555.md").write_text("---\nid: x\n---\n")
    assert look.external_changes() == [
        "../Salt Road/entities/new-e-5555555555.md", f"../Salt Road/{entity_path(harbour())}"
    ]
    assert store.look_still_holds(look)
    store.load()
    assert not store.look_still_holds(look)


def test_a_crash_between_the_series_and_the_book_leaves_both_loadable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    _series, (book, _two) = make_series(tmp_path)
    store = BookStore(book)
    world = store.load()
    scene = next(iter(world.documents))
    doc = replace(world.documents[scene], text="Rewritten.\n")
    edited = replace(
        world,
        documents=world.documents.set(scene, doc),
        entities=world.entities.set(MARA, replace(mara(), notes="Older now.\n")),
    )
    real_save = ProjectStore.save

    def failing(self: ProjectStore, w, *, force: bool = False):  # type: ignore[no-untyped-def]
        if isinstance(self, BookStore):
            raise StorageError("the disk went away")
        return real_save(self, w, force=force)

    monkeypatch.setattr(ProjectStore, "save", failing)
    with pytest.raises(StorageError):
        store.save(edited)
    monkeypatch.undo()
    reread = BookStore(book)
    loaded = reread.load()
    assert reread.problems == ()
    assert loaded.entities[MARA].notes == "Older now.\n"  # the series was written
    assert loaded.documents[scene].text == "Mara crossed at night.\n"  # the book was not
    store.save(edited)  # and the next save finishes the job
    assert BookStore(book).load() == replace(edited, series=loaded.series)


def test_a_save_after_one_edit_makes_only_that_entitys_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    from assistant.world.series import folder

    _series, (book, _two) = make_series(tmp_path)
    project = Project.open(book)
    made: list[str] = []
    real = folder.series_entity_text

    def counted(entity, changes):  # type: ignore[no-untyped-def]
        made.append(entity.id)
        return real(entity, changes)

    try:
        project.apply(SetEntityField(MARA, "Eyes", "grey"))
        project.save()
        monkeypatch.setattr(folder, "series_entity_text", counted)
        for number in range(3):
            project.apply(SetEntityField(HARBOUR, "Coast", f"north {number}"))
            assert project.save().written == (f"../Salt Road/{entity_path(harbour())}",)
    finally:
        project.close()
    assert made == [HARBOUR] * 3


def test_a_book_keeps_its_number_after_an_unreadable_entry_before_it(tmp_path: Path):
    series, (one, two) = make_series(tmp_path)
    manifest = json.loads((series / SERIES_MANIFEST).read_text(encoding="utf-8"))
    manifest["books"][0]["path"] = "/somewhere/else/Book 1"  # never followed
    (series / SERIES_MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    store = BookStore(two)
    world = store.load()
    assert world.series.book_number == 2  # "from book 2 on" still means this book
    assert world.series.changes_of(MARA)
    assert BookStore(one).load().series.book_number == 0  # no longer listed where it is
