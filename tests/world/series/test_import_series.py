"""A world folder made into a series: a vault's or a novelWriter project's entities become
the series' entities, its documents the series' notes, what a series cannot hold is reported,
and a book linked to it sees both (the notes read-only, never saved with the book)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from assistant.world.errors import StorageError
from assistant.world.importer import SkipReason, import_project
from assistant.world.series.book_store import BookStore
from assistant.world.series.folder import series_store
from assistant.world.series.importing import FOLDER_LEFT, TRASH_LEFT, import_series
from assistant.world.series.linking import link_book
from assistant.world.storage.store import ProjectStore
from tests.world.importer.test_novelwriter import make_nw_project
from tests.world.importer.vault_fixture import make_vault, write
from tests.world.series.series_folders import files, make_book


def test_a_vault_becomes_a_series_with_the_project_imports_entities_and_notes(tmp_path: Path):
    vault = make_vault(tmp_path)
    report = import_series(vault, tmp_path / "Salt Road", "The Salt Road")
    as_project = import_project(vault, tmp_path / "project")
    store = series_store(tmp_path / "Salt Road")
    world = store.load()
    assert store.problems == ()
    assert world.series.title == "The Salt Road" and world.series.books == ()
    # the same entities, fields, aliases and notes as a project import makes
    project = ProjectStore(tmp_path / "project").load()
    described = sorted((e.name, e.kind, e.aliases, e.fields, e.notes)
                       for e in world.entities.values())  # fmt: skip
    assert described == sorted((e.name, e.kind, e.aliases, e.fields, e.notes)
                               for e in project.live_entities())  # fmt: skip
    assert world.series.entity_ids == frozenset(world.entities)
    aric = world.find_entities_by_name("Aric")[0]
    assert aric.aliases == ("Aric the Grey", "Sliver of Darkness")
    assert aric.field_value("race") == "gol"
    # every live document of the project import is a note; counted apart from Quire too
    assert report.documents == as_project.documents == len(world.documents)
    assert sorted(d.title for d in world.documents.values()) == sorted(
        d.title for d in project.documents_in_order()
    )
    assert report.entities == as_project.entities and report.words == as_project.words
    assert report.folders == 0 and report.trashed == 0
    # the folders a series cannot keep are listed, their notes kept
    folders = [s.path for s in report.skipped if s.detail == FOLDER_LEFT]
    assert set(folders) == {"Notes", "Notes/Book One", "Notes/Book Two"}
    assert all(s.reason is SkipReason.UNSUPPORTED for s in report.skipped
               if s.detail == FOLDER_LEFT)  # fmt: skip
    # what the project import left out, the series import leaves out too
    assert {(s.path, s.reason) for s in as_project.skipped} <= {
        (s.path, s.reason) for s in report.skipped
    }
    assert set(report.attachments) == set(as_project.attachments)
    assert (tmp_path / "Salt Road" / "attachments" / report.attachments[0]).is_file()


def test_the_counts_agree_with_find(tmp_path: Path):
    """Independent count: the Markdown files of a plain vault, entities by their folder."""
    root = tmp_path / "World"
    for name in ("Ada", "Bram", "Cole"):
        write(root, f"Characters/{name}.md", f"---\naliases: [{name[0]}]\nage: 3{len(name)}\n"
                                              f"---\n{name} is here.\n")  # fmt: skip
    for name in ("Fen", "Hollow"):
        write(root, f"Places/{name}.md", f"{name}, a place.\n")
    for name in ("Magic", "History", "Calendar"):
        write(root, f"Lore/{name}.md", f"# {name}\n\nAbout {name}.\n")
    report = import_series(root, tmp_path / "series")

    def find(*args: str) -> int:
        out = subprocess.run(["find", str(root), *args], capture_output=True, text=True,
                             check=True).stdout  # fmt: skip
        return len(out.splitlines())

    world = series_store(tmp_path / "series").load()
    assert len(world.entities) == find("-name", "*.md", "-not", "-path", "*/Lore/*") == 5
    assert len(world.documents) == find("-path", "*/Lore/*.md") == 3
    assert dict(report.entities) == {"character": 3, "place": 2}
    assert world.series.title == "World"
    cole = world.find_entities_by_name("Cole")[0]
    assert (cole.aliases, cole.field_value("age")) == (("C",), "34")


def test_a_novelwriter_project_becomes_a_series_its_trash_left_out(tmp_path: Path):
    source = make_nw_project(tmp_path)
    report = import_series(source, tmp_path / "series")
    world = series_store(tmp_path / "series").load()
    assert world.series.title == "The Salt Road"
    names = sorted(e.name for e in world.entities.values())
    assert names == ["Mara Vell", "Robert Vell", "Saltmarsh"]
    assert world.find_entities_by_name("Mara")[0].field_value("importance") == "Main"
    titles = sorted(d.title for d in world.documents.values())
    assert "Crossing" in titles and "At Night" in titles and "Cut Scene" not in titles
    trashed = [s for s in report.skipped if s.detail == TRASH_LEFT]
    assert [s.path for s in trashed] == ["content/000000000000f.nwd"]


def test_a_folder_that_is_not_empty_or_inside_the_source_is_refused(tmp_path: Path):
    vault = make_vault(tmp_path)
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "mine.txt").write_text("mine")
    with pytest.raises(StorageError, match="not empty"):
        import_series(vault, tmp_path / "full")
    assert [p.name for p in (tmp_path / "full").iterdir()] == ["mine.txt"]
    with pytest.raises(StorageError, match="inside the folder being imported"):
        import_series(vault, vault / "series")
    assert not (vault / "series").exists()


def test_a_stopped_import_leaves_nothing(tmp_path: Path):
    from assistant.world.importer import ImportCancelledError

    calls = []

    def cancel() -> bool:
        calls.append(1)
        return len(calls) > 1

    with pytest.raises(ImportCancelledError):
        import_series(make_vault(tmp_path), tmp_path / "series", cancel=cancel)
    assert not (tmp_path / "series").exists()


def test_a_linked_book_sees_the_entities_and_reads_the_notes_without_saving_them(
    tmp_path: Path,
):
    import_series(make_vault(tmp_path), tmp_path / "series", "The Salt Road")
    book = make_book(tmp_path / "Book 1", "Book 1")
    link_book(book, tmp_path / "series")
    series_files = files(tmp_path / "series")
    book_files = files(book)
    store = BookStore(book)
    world = store.load()
    assert world.find_entities_by_name("Aric")[0].id in world.series.entity_ids
    notes = {n.title: n for n in world.series.notes}
    assert "Ideas" in notes and "Twist" in notes["Ideas"].text
    assert not set(world.documents) & {n.id for n in world.series.notes}
    titles = [n.title for n in world.series.notes]
    assert titles == sorted(titles, key=str.casefold) and len(titles) == 9
    assert store.save(world).written == ()
    assert files(book) == book_files and files(tmp_path / "series") == series_files
