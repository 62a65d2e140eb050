"""``quire series``: make a series, link and unlink books, show what a book sees of it."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from assistant.world.project import Project
from assistant.world.series.folder import series_store
from assistant.world.series.model import SERIES_MANIFEST
from assistant.world.storage.layout import MANIFEST
from assistant.world.storage.store import ProjectStore
from tests.cli.quire import assert_one_line_error, run
from tests.world.series.series_folders import MARA, make_book, make_series


def test_new_link_and_show(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book = make_book(tmp_path / "Book One", "Book One")
    series = tmp_path / "Salt Road"
    code, out, _err = run(capsys, "series", "new", str(series), "--title", "The Salt Road")
    assert code == 0 and "The Salt Road" in out
    assert json.loads((series / SERIES_MANIFEST).read_text())["title"] == "The Salt Road"

    code, out, _err = run(capsys, "series", "link", str(book), str(series))
    assert (code, out) == (0, "linked as book 1 of the series (../Salt Road)\n")
    assert json.loads((book / MANIFEST).read_text())["series"] == "../Salt Road"
    manifest_before = (series / SERIES_MANIFEST).read_bytes(), (book / MANIFEST).read_bytes()

    code, out, _err = run(capsys, "series", "link", str(book), str(series))
    assert (code, out) == (0, "already linked: book 1 of the series (../Salt Road)\n")
    assert ((series / SERIES_MANIFEST).read_bytes(), (book / MANIFEST).read_bytes()) == (
        manifest_before
    )

    code, out, _err = run(capsys, "series", "show", str(book))
    assert code == 0
    assert out.splitlines() == [
        "series: The Salt Road (../Salt Road)",
        "books:",
        " * 1. Book One (../Book One)",
        "entities: 0",
    ]


def test_show_lists_entities_with_their_changes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _series, (_one, two) = make_series(tmp_path)
    code, out, _err = run(capsys, "series", "show", str(two))
    assert code == 0
    assert out.splitlines() == [
        "series: The Salt Road (../Salt Road)",
        "books:",
        "   1. Book 1 (../Book 1)",
        " * 2. Book 2 (../Book 2)",
        "entities: 2",
        f"  Mara (character, {MARA})",
        "    Age: '35' from book 2 on (a year on)",
        "  Saltmouth (place, e-1b2c3d4e5f)",
    ]
    code, out, _err = run(capsys, "series", "show", str(two), "--json")
    data = json.loads(out)
    assert (data["book_number"], data["availability"]) == (2, "read")
    assert [b["this"] for b in data["books"]] == [False, True]
    assert data["entities"][0]["changes"] == [
        {"field": "Age", "value": "35", "from_book": 2, "from_scene": None, "note": "a year on"}
    ]


def test_show_says_when_the_series_is_offline(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    series, (book, _two) = make_series(tmp_path)
    os.rename(series, tmp_path / "elsewhere")
    code, out, err = run(capsys, "series", "show", str(book), "--json")
    assert code == 1
    assert json.loads(out)["availability"] == "missing"
    code, out, err = run(capsys, "series", "show", str(book))
    assert code == 1
    assert out.startswith("series: ../Salt Road: missing")
    assert "1 problem(s) reading the project" in err


def test_unlink_keeps_the_book_in_the_series_list(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    series, (one, _two) = make_series(tmp_path)
    code, out, _err = run(capsys, "series", "unlink", str(one))
    assert code == 0 and "unlinked from the series at ../Salt Road" in out
    world = ProjectStore(one).load()
    assert world.meta.series == "" and world.entities == {}
    assert len(series_store(series).load().series.books) == 2
    code, _out, err = run(capsys, "series", "show", str(one))
    assert code == 2
    assert_one_line_error(err)
    assert "belongs to no series" in err
    code, out, _err = run(capsys, "series", "unlink", str(one))
    assert (code, out) == (0, "the book belongs to no series\n")


def test_link_refuses_what_is_not_a_series_and_an_open_book(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book = make_book(tmp_path / "Book", "Book")
    before = (book / MANIFEST).read_bytes()
    code, _out, err = run(capsys, "series", "link", str(book), str(tmp_path / "nothing"))
    assert code == 2
    assert_one_line_error(err)
    series, _books = make_series(tmp_path / "s")
    project = Project.open(book)  # open in the app
    try:
        code, _out, err = run(capsys, "series", "link", str(book), str(series))
    finally:
        project.close()
    assert code == 2
    assert_one_line_error(err)
    assert (book / MANIFEST).read_bytes() == before


def test_new_refuses_a_folder_that_is_not_empty(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "mine.txt").write_text("x", encoding="utf-8")
    code, out, err = run(capsys, "series", "new", str(tmp_path))
    assert (code, out) == (2, "")
    assert_one_line_error(err)
    assert not (tmp_path / SERIES_MANIFEST).exists()
