"""A series folder on disk: its manifest, entities with dated changes, round trips."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

import pytest

from assistant.world.errors import FormatError, StorageError
from assistant.world.problems import ProblemKind
from assistant.world.series.changes import changes_line, read_changes, series_entity_text
from assistant.world.series.folder import series_store
from assistant.world.series.linking import create_series
from assistant.world.series.manifest import (
    is_relative_link,
    read_series_manifest,
    series_manifest_text,
)
from assistant.world.series.model import SERIES_MANIFEST, Availability, FactChange, SeriesBook
from assistant.world.storage.frontmatter import entity_to_text
from assistant.world.storage.layout import entity_path
from tests.world.series.series_folders import HARBOUR, MARA, files, harbour, make_series, mara


def test_an_entity_without_changes_is_written_as_a_project_writes_it():
    assert series_entity_text(mara(), ()) == entity_to_text(mara())


def test_changes_are_the_last_front_matter_line():
    change = FactChange("Age", "35", 2, None, "a year on")
    text = series_entity_text(mara(), (change,))
    head = text.split("\n---\n", 1)[0].splitlines()
    assert head[-1] == (
        'changes: [{"field": "Age", "value": "35", "from_book": 2, "from_scene": null, '
        '"note": "a year on"}]'
    )
    assert head[-1] == changes_line((change,))
    assert text.endswith("---\n\nA smuggler of salt.\n")


def test_a_series_round_trips_byte_for_byte(tmp_path: Path):
    series, _books = make_series(tmp_path)
    before = files(series)
    store = series_store(series)
    world = store.load()
    assert store.problems == ()
    assert world.series.title == "The Salt Road"
    assert world.series.availability == Availability.READ
    assert world.series.entity_ids == {MARA, HARBOUR}
    assert world.series.changes_of(MARA) == (FactChange("Age", "35", 2, None, "a year on"),)
    assert [b.path for b in world.series.books] == ["../Book 1", "../Book 2"]
    assert store.save(world).written == ()
    again = series_store(series)
    assert again.load() == world
    assert again.save(world).written == ()
    assert files(series) == before


def test_a_change_alone_rewrites_only_that_entity(tmp_path: Path):
    series, _books = make_series(tmp_path)
    store = series_store(series)
    world = store.load()
    changes = ((MARA, (FactChange("Age", "36", 3),)),)
    report = store.save(replace(world, series=replace(world.series, changes=changes)))
    assert report.written == (entity_path(mara()),)
    assert series_store(series).load().series.changes == changes
    report = store.save(replace(world, series=replace(world.series, changes=())))
    assert (series / entity_path(mara())).read_text(encoding="utf-8") == entity_to_text(mara())


def test_bad_changes_are_reported_and_the_good_ones_kept(tmp_path: Path):
    series, _books = make_series(tmp_path)
    path = series / entity_path(harbour())
    text = path.read_text(encoding="utf-8")
    entries = [
        {"field": "Coast", "value": "south", "from_book": 2},
        {"field": "", "value": "x", "from_book": 1},
        {"field": "Coast", "value": "x", "from_book": 0},
        {"field": "Coast", "value": 3, "from_book": 1},
        {"field": "Coast", "value": "x", "from_book": 1, "from_scene": "e-notascene"},
        "not a change",
    ]
    head, end, body = text.partition("\n---\n")
    path.write_text(f"{head}\nchanges: {json.dumps(entries)}{end}{body}", encoding="utf-8")
    store = series_store(series)
    world = store.load()
    assert world.series.changes_of(HARBOUR) == (FactChange("Coast", "south", 2),)
    wrong = [(p.path, p.kind, p.problem.get("number"), p.problem.get("key"))
             for p in store.problems]  # fmt: skip
    rel = entity_path(harbour())
    assert wrong == [
        (rel, ProblemKind.CHANGE_UNREADABLE, 2, "field"),
        (rel, ProblemKind.CHANGE_UNREADABLE, 3, "from_book"),
        (rel, ProblemKind.CHANGE_UNREADABLE, 4, "value"),
        (rel, ProblemKind.CHANGE_UNREADABLE, 5, "from_scene"),
        (rel, ProblemKind.CHANGE_UNREADABLE, 6, "field"),
    ]
    assert "change 2 cannot be read ('field' is wrong); ignored" in store.problems[0].reason


def test_changes_that_are_not_a_list_are_reported():
    changes, problems = read_changes({"field": "Age"})
    assert changes == () and [p.kind for p in problems] == [ProblemKind.CHANGES_NOT_LIST]


def test_the_series_manifest_has_one_book_per_line():
    books = (SeriesBook("../Book One", "Book One"), SeriesBook("../Book Two", "Book Two"))
    assert series_manifest_text("The Salt Road", books) == (
        "{\n"
        '  "format": 1,\n'
        '  "title": "The Salt Road",\n'
        '  "books": [\n'
        '    {"path": "../Book One", "title": "Book One"},\n'
        '    {"path": "../Book Two", "title": "Book Two"}\n'
        "  ]\n"
        "}\n"
    )
    assert json.loads(series_manifest_text("T", ()))["books"] == []


def test_a_series_manifest_read_forgivingly():
    manifest = {
        "format": 1,
        "title": 7,
        "books": [{"path": "../A", "title": "A"}, {"path": "/abs"}, {"title": "no path"}, 3],
        "colour": "red",
    }
    title, books, problems = read_series_manifest(manifest, "Folder")
    assert title == "Folder"  # the unreadable books keep their places: numbers hold
    assert books == (
        SeriesBook("../A", "A"), SeriesBook("/abs", ""), SeriesBook("", "no path"),
        SeriesBook("", ""),
    )
    assert [p.kind for p in problems] == [
        ProblemKind.UNKNOWN_MANIFEST_KEYS,
        ProblemKind.MANIFEST_NOT_TEXT,
        ProblemKind.SERIES_BOOK_UNREADABLE,
        ProblemKind.SERIES_BOOK_UNREADABLE,
        ProblemKind.SERIES_BOOK_UNREADABLE,
    ]
    _title, books, problems = read_series_manifest({"books": "all"}, "F")
    assert books == () and [p.kind for p in problems] == [ProblemKind.SERIES_BOOKS_NOT_LIST]


@pytest.mark.parametrize(
    ("link", "followed"),
    [("../Salt Road", True), ("series", True), ("/srv/series", False), ("..\\Salt", False),
     ("C:/series", False), ("a//b", False), ("", False)],
)  # fmt: skip
def test_only_relative_links_are_followed(link: str, followed: bool):
    assert is_relative_link(link) is followed


def test_a_new_series_needs_an_absent_or_empty_folder(tmp_path: Path):
    create_series(tmp_path / "empty", "E")
    assert json.loads((tmp_path / "empty" / SERIES_MANIFEST).read_text())["title"] == "E"
    assert (tmp_path / "empty" / "entities").is_dir()
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "notes.txt").write_text("mine")
    with pytest.raises(StorageError, match="is not empty"):
        create_series(tmp_path / "full", "F")
    assert (tmp_path / "full" / "notes.txt").read_text() == "mine"


def test_a_series_of_a_newer_format_is_refused(tmp_path: Path):
    series = create_series(tmp_path / "s", "S")
    (series / SERIES_MANIFEST).write_text('{"format": 2, "title": "S", "books": []}\n')
    with pytest.raises(FormatError, match=r"series\.quire is format 2, newer than this Quire"):
        series_store(series).load()


def test_a_folder_without_a_series_manifest_is_not_a_series(tmp_path: Path):
    (tmp_path / "plain").mkdir()
    with pytest.raises(FormatError, match=r"is not a Quire series: it has no series\.quire"):
        series_store(tmp_path / "plain").load()


def test_a_symlinked_entities_folder_is_refused_as_in_a_project(tmp_path: Path):
    series, _books = make_series(tmp_path)
    elsewhere = tmp_path / "elsewhere"
    os.rename(series / "entities", elsewhere)
    os.symlink(elsewhere, series / "entities")
    store = series_store(series)
    world = store.load()
    assert world.entities == {}
    assert [(p.path, p.kind) for p in store.problems] == [("entities", ProblemKind.LINKED_OUT)]
    new = replace(mara(), id="e-9a9a9a9a9a", name="Ilse")
    world = replace(world, entities=world.entities.set(new.id, new))
    with pytest.raises(StorageError, match="link to a folder outside"):
        store.save(world)
    assert sorted(p.name for p in elsewhere.iterdir()) == sorted(
        [entity_path(mara()).split("/")[1], entity_path(harbour()).split("/")[1]]
    )
