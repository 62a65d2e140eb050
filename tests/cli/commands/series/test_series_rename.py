"""``quire series rename``: the list per book first, a dry run changing nothing, the writer
asked (or ``--yes``), every book renamed, skipped books said plainly."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from assistant.world.series.book_store import BookStore
from assistant.world.snapshots.store import SnapshotStore
from assistant.world.storage.lock import ProjectLock
from tests.cli.quire import assert_one_line_error, run
from tests.world.series.renaming_books import counted, make_three_books
from tests.world.series.series_folders import MARA, files


def _all_files(series: Path, books: list[Path]) -> list[dict[str, bytes]]:
    return [files(series), *(files(book) for book in books)]


def test_a_dry_run_lists_each_book_and_changes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    series, books = make_three_books(tmp_path)
    before = _all_files(series, books)
    code, out, err = run(capsys, "series", "rename", str(books[1]), "Mara", "Kira", "--dry-run")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "rename 'Mara' to 'Kira' (replacing 'Mara'):"
    assert "   1. Book 1: 4 mentions in 2 documents" in lines
    assert " * 2. Book 2: 5 mentions in 2 documents" in lines
    assert "   3. Book 3: 2 mentions in 2 documents" in lines
    assert "      The Bridge: Mara crossed at night. [Mara]'s boots were wet." in lines
    assert "      … and 1 more" in lines
    assert lines[-1] == "dry run: nothing was changed"
    assert _all_files(series, books) == before


def test_yes_renames_every_book(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _series, books = make_three_books(tmp_path)
    code, out, err = run(capsys, "series", "rename", str(books[1]), MARA, "Kira", "--yes")
    assert (code, err) == (0, "")
    assert "renamed 'Mara' to 'Kira' in Book 2: 5 mentions in 2 documents" in out
    assert "Book 1: 4 mentions in 2 documents replaced; a snapshot of each, named Mara → Kira, " \
        "takes it back" in out
    for book in books:
        assert counted(book) == {}
        assert BookStore(book).load().entities[MARA].name == "Kira"
    assert len(SnapshotStore(books[0]).documents()) == 2
    assert SnapshotStore(books[1]).documents() == []  # this book's step is its undo


def test_the_writer_is_asked_and_no_changes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    series, books = make_three_books(tmp_path)
    before = _all_files(series, books)
    monkeypatch.setattr("sys.stdin", io.StringIO("n\n"))
    code, out, _err = run(capsys, "series", "rename", str(books[1]), "Mara", "Kira")
    assert code == 1 and "rename in these books? [y/N] nothing was changed" in out
    assert _all_files(series, books) == before
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # no answer at all
    code, _out, _err = run(capsys, "series", "rename", str(books[1]), "Mara", "Kira")
    assert code == 1 and _all_files(series, books) == before
    monkeypatch.setattr("sys.stdin", io.StringIO("yes\n"))
    code, _out, _err = run(capsys, "series", "rename", str(books[1]), "Mara", "Kira")
    assert code == 0 and all(counted(book) == {} for book in books)


def test_a_locked_book_is_left_out_and_said(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _series, books = make_three_books(tmp_path)
    third = files(books[2])
    with ProjectLock(books[2]):
        code, out, _err = run(capsys, "series", "rename", str(books[1]), "Mara", "Kira", "--yes")
    assert code == 1
    assert "   3. Book 3: left out: open in Quire (close it there and rename again)" in out
    assert "Book 3: left out: open in Quire (close it there and rename again)" in out
    assert files(books[2]) == third and counted(books[0]) == {}


@pytest.mark.parametrize(
    ("entity", "name", "says"),
    [
        ("Nobody", "Kira", "no entity has the id, name or alias 'Nobody'"),
        ("Mara", "Mara", "cannot rename Mara: the new name is empty or the same as the old"),
    ],
)
def test_what_will_not_do_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], entity: str, name: str, says: str
) -> None:
    series, books = make_three_books(tmp_path)
    before = _all_files(series, books)
    code, out, err = run(capsys, "series", "rename", str(books[1]), entity, name, "--yes")
    assert code == 2 and out == "" and says in err
    assert_one_line_error(err)
    assert _all_files(series, books) == before
