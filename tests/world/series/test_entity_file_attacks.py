"""Attacks on a series' entity files: links out of the series, hard links into a book, ids
that are not an entity's, and changes too many, too large or of the wrong kind. Each one is
refused or reported, and the rest of the series is read and kept."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

import pytest

from assistant.world.model import Entity, EntityKind
from assistant.world.problems import ProblemKind
from assistant.world.series.book_store import BookStore
from assistant.world.series.changes import MAX_CHANGES
from assistant.world.series.folder import series_store
from assistant.world.series.linking import link_book
from assistant.world.series.model import FactChange
from tests.world.series.series_folders import HARBOUR, MARA, SCENE, make_book, make_series

SECRET = "e-5f5f5f5f5f"


def test_an_entity_file_linking_out_of_the_series_is_not_read_nor_written(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    secret = tmp_path / "diary.md"
    text = f'---\nid: "{SECRET}"\nname: "Secret"\nkind: "character"\n---\n\nNot for the series.\n'
    secret.write_text(text, encoding="utf-8")
    (series / "entities" / f"secret-{SECRET}.md").symlink_to(secret)
    store = BookStore(book)
    world = store.load()
    assert SECRET not in world.entities and MARA in world.entities
    assert [(p.path, p.kind) for p in store.problems] == [
        (f"../Salt Road/entities/secret-{SECRET}.md", ProblemKind.LINKED_OUT)
    ]
    mara = replace(world.entities[MARA], notes="Edited.\n")
    store.save(replace(world, entities=world.entities.set(MARA, mara)))
    assert secret.read_text(encoding="utf-8") == text


def test_a_hard_link_into_another_book_is_never_written_through(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    own = Entity(SECRET, "Ilse", EntityKind.CHARACTER, (), (("Age", "9"),))
    other = make_book(tmp_path / "Book 3", "Book 3", entity=own)
    link_book(other, series)
    [own_file] = (other / "entities").glob("*.md")
    kept = own_file.read_bytes()
    os.link(own_file, series / "entities" / own_file.name)  # the same file in both folders
    store = BookStore(book)
    world = store.load()
    assert world.series.owns(SECRET)  # the series has it now, as its own file
    renamed = replace(world.entities[SECRET], name="Ilse the Elder")
    store.save(replace(world, entities=world.entities.set(SECRET, renamed)))
    assert own_file.read_bytes() == kept  # the other book's file is its own still
    assert BookStore(other).load().entities[SECRET].name == "Ilse"
    assert BookStore(book).load().entities[SECRET].name == "Ilse the Elder"


def test_an_entity_file_with_a_documents_id_is_not_an_entity(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    clash = series / "entities" / "clash.md"
    clash.write_text(f'---\nid: "{SCENE}"\nname: "Clash"\nkind: "place"\n---\n', encoding="utf-8")
    store = BookStore(book)
    world = store.load()
    assert world.documents[SCENE].title == "The Bridge"  # the book's scene, untouched
    assert SCENE not in world.entities
    assert ("../Salt Road/entities/clash.md", ProblemKind.NOT_AN_ENTITY_ID) in [
        (p.path, p.kind) for p in store.problems
    ]


def _with_changes(series: Path, entries: list[object]) -> None:
    """Harbour's file with ``entries`` as its changes, written as another program would."""
    [path] = (series / "entities").glob(f"*{HARBOUR}.md")
    head, end, body = path.read_text(encoding="utf-8").partition("\n---\n")
    path.write_text(f"{head}\nchanges: {json.dumps(entries)}{end}{body}", encoding="utf-8")


def test_more_changes_than_the_limit_are_cut_and_said(tmp_path: Path):
    series, _books = make_series(tmp_path)
    entries = [{"field": "Coast", "value": f"{n}", "from_book": 2} for n in range(MAX_CHANGES + 5)]
    _with_changes(series, entries)
    store = series_store(series)
    world = store.load()
    kept = world.series.changes_of(HARBOUR)
    assert len(kept) == MAX_CHANGES and kept[-1].value == f"{MAX_CHANGES - 1}"
    assert [p.kind for p in store.problems] == [ProblemKind.TOO_MANY_CHANGES]
    assert world.entities[MARA].name == "Mara"  # the rest of the series is read


def test_a_change_of_a_megabyte_round_trips(tmp_path: Path):
    series, _books = make_series(tmp_path)
    big = "salt " * 200_000
    _with_changes(series, [{"field": "Coast", "value": big, "from_book": 2, "note": "long"}])
    store = series_store(series)
    world = store.load()
    assert world.series.changes_of(HARBOUR) == (FactChange("Coast", big, 2, None, "long"),)
    [path] = (series / "entities").glob(f"*{HARBOUR}.md")
    on_disk = path.read_bytes()
    store.save(replace(world, entities=world.entities.set(MARA, replace(
        world.entities[MARA], notes="Touched.\n"))))  # fmt: skip
    assert path.read_bytes() == on_disk
    assert series_store(series).load().series.changes_of(HARBOUR)[0].value == big


BOOKS: dict[str, object] = {
    "zero": 0,
    "negative": -3,
    "a float": 2.0,
    "a string": "2",
    "true": True,
    "null": None,
    "a list": [2],
}


@pytest.mark.parametrize("value", BOOKS.values(), ids=BOOKS.keys())
def test_a_from_book_that_is_not_a_whole_number_from_1_is_dropped(tmp_path: Path, value):  # type: ignore[no-untyped-def]
    series, (book, _two) = make_series(tmp_path)
    _with_changes(series, [
        {"field": "Coast", "value": "west", "from_book": value},
        {"field": "Coast", "value": "south", "from_book": 2},
    ])  # fmt: skip
    store = BookStore(book)
    world = store.load()
    assert world.series.changes_of(HARBOUR) == (FactChange("Coast", "south", 2),)
    assert [(p.kind, p.problem.get("key")) for p in store.problems] == [
        (ProblemKind.CHANGE_UNREADABLE, "from_book")
    ]


def test_a_change_from_a_book_far_beyond_the_series_never_applies(tmp_path: Path):
    series, (one, two) = make_series(tmp_path)
    _with_changes(series, [{"field": "Coast", "value": "gone", "from_book": 10**18}])
    for book in (one, two):
        store = BookStore(book)
        world = store.load()
        assert store.problems == ()
        assert dict(world.entities[HARBOUR].fields) == {"Coast": "north"}
        assert world.series.changes_of(HARBOUR)[0].from_book == 10**18  # kept as written


def test_a_from_scene_that_is_an_entity_id_is_dropped(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    _with_changes(series, [{"field": "Coast", "value": "x", "from_book": 1, "from_scene": MARA}])
    store = BookStore(book)
    world = store.load()
    assert world.series.changes_of(HARBOUR) == ()
    assert [(p.kind, p.problem.get("key")) for p in store.problems] == [
        (ProblemKind.CHANGE_UNREADABLE, "from_scene")
    ]
