"""Attacks on a book's series link and on the series' manifest: each one leaves the book whole,
reads nothing it should not, never hangs, and says what is wrong in a plain sentence."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from assistant.world.errors import StorageError
from assistant.world.series.book_store import BookStore
from assistant.world.series.linking import create_series, link_book
from assistant.world.series.model import Availability
from tests.world.series.series_folders import MARA, SCENE, files, make_book, make_series


def set_link(book: Path, link: str) -> None:
    """Write ``link`` into the book's manifest as another program (or a bad merge) would."""
    path = book / "project.quire"
    manifest = json.loads(path.read_text(encoding="utf-8"))
    manifest["series"] = link
    path.write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")


def link_in_manifest(book: Path) -> object:
    return json.loads((book / "project.quire").read_text(encoding="utf-8")).get("series")


INSIDE = [".", "entities", "documents/Salt Road", ".quire/Salt Road"]


@pytest.mark.parametrize("inner", INSIDE)
def test_a_series_inside_the_book_is_refused_when_linking(tmp_path: Path, inner: str):
    book = make_book(tmp_path / "Book", "Book")
    folder = book / inner
    if inner != "." and inner != "entities":
        create_series(folder, "Inside")
    before = files(book)
    with pytest.raises(StorageError, match="inside the book"):
        link_book(book, folder)
    assert files(book) == before
    assert link_in_manifest(book) is None


@pytest.mark.parametrize("inner", INSIDE)
def test_a_series_inside_the_book_is_not_opened_and_saving_writes_nothing_there(
    tmp_path: Path, inner: str
):
    book = make_book(tmp_path / "Book", "Book")
    folder = book / inner
    if inner not in (".", "entities"):
        create_series(folder, "Inside")
    (folder / "series.quire").write_text('{"format": 1, "title": "Inside", "books": []}\n')
    set_link(book, inner)
    store = BookStore(book)
    world = store.load()
    assert world.series.availability == Availability.DAMAGED
    assert world.series.problem == "the series folder is inside the book"
    assert set(world.documents) == {SCENE}
    inside = {rel: data for rel, data in files(folder).items() if rel != "project.quire"}
    store.save(world)
    assert {rel: data for rel, data in files(folder).items() if rel != "project.quire"} == inside
    assert link_in_manifest(book) == inner


LINKS = {
    "very long": "a" * 10_000,
    "NUL": "../Salt\x00Road",
    "newline": "../Salt Road\n../Book 2",
    "backslash": "..\\Salt Road",
    "drive letter": "C:/Salt Road",
    "drive relative": "c:Salt Road",
    "out of the root": "/".join([".."] * 80),
    "out of the root, then a name": "/".join([".."] * 80) + "/etc",
    "absolute": "/etc",
}


@pytest.mark.parametrize("link", LINKS.values(), ids=LINKS.keys())
def test_a_link_that_cannot_be_followed_leaves_the_book_whole_and_is_kept(
    tmp_path: Path, link: str
):
    series, (book, _two) = make_series(tmp_path)
    set_link(book, link)
    in_series = files(series)
    store = BookStore(book)
    world = store.load()
    assert world.series.availability in (Availability.MISSING, Availability.DAMAGED)
    assert MARA not in world.entities and set(world.documents) == {SCENE}
    assert len(store.problems) == 1
    reason = store.problems[0].reason
    assert "the book opens without the series' entities" in reason
    assert reason.count(link) == 1 and str(tmp_path) not in reason  # named once, relative
    assert len(reason) < 200 + len(link)  # one sentence, no traceback
    store.save(world)
    assert link_in_manifest(book) == link
    assert files(series) == in_series


def _symlink(manifest: Path) -> None:
    outside = manifest.parent.parent / "elsewhere.json"
    outside.write_bytes(manifest.read_bytes())
    manifest.unlink()
    manifest.symlink_to(outside)


def _fifo(manifest: Path) -> None:
    manifest.unlink()
    os.mkfifo(manifest)


def _folder(manifest: Path) -> None:
    manifest.unlink()
    manifest.mkdir()


def _empty(manifest: Path) -> None:
    manifest.write_bytes(b"")


def _bomb(manifest: Path) -> None:
    manifest.write_text('{"format": 1, "books": ' + "[" * 200_000 + "]" * 200_000 + "}")


def _not_utf8(manifest: Path) -> None:
    manifest.write_bytes(b'{"format": 1, "title": "\xff\xfe"}')


MANIFESTS = {
    "a link": _symlink,
    "a FIFO": _fifo,
    "a folder": _folder,
    "0 bytes": _empty,
    "a JSON bomb": _bomb,
    "not UTF-8": _not_utf8,
}


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.parametrize("spoil", MANIFESTS.values(), ids=MANIFESTS.keys())
def test_a_series_manifest_that_cannot_be_read_leaves_the_book_whole(tmp_path: Path, spoil):  # type: ignore[no-untyped-def]
    series, (book, _two) = make_series(tmp_path)
    spoil(series / "series.quire")
    store = BookStore(book)
    world = store.load()  # a FIFO opened for reading would block here
    assert world.series.availability == Availability.DAMAGED
    assert MARA not in world.entities and set(world.documents) == {SCENE}
    assert "the book opens without the series' entities" in store.problems[0].reason
    book_files = files(book)
    store.save(world)
    assert files(book) == book_files


def test_a_hundred_thousand_books_and_duplicates_keep_each_books_number(tmp_path: Path):
    series, (one, two) = make_series(tmp_path)
    path = series / "series.quire"
    manifest = json.loads(path.read_text(encoding="utf-8"))
    listed = manifest["books"]
    filler = [{"path": f"../Nobody {n}", "title": f"{n}"} for n in range(100_000)]
    manifest["books"] = [listed[0], *filler, *listed, *listed]
    path.write_text(json.dumps(manifest), encoding="utf-8")
    first, second = BookStore(one).load(), BookStore(two).load()
    assert first.series.availability == Availability.READ
    assert len(first.series.books) == 100_005
    assert first.series.book_number == 1  # its first place in the reading order
    assert second.series.book_number == 100_003
    assert MARA in first.entities and MARA in second.entities


def test_one_book_under_two_names_is_listed_once(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    alias = tmp_path / "Book One (alias)"
    alias.symlink_to(book, target_is_directory=True)
    listed = (series / "series.quire").read_bytes()
    result = link_book(alias, series)
    assert result.book_number == 1
    assert not result.changed_series and not result.changed_book
    assert (series / "series.quire").read_bytes() == listed


def test_a_series_that_lists_a_book_of_another_series_reads_only_its_own(tmp_path: Path):
    series, (book, _two) = make_series(tmp_path)
    other = create_series(tmp_path / "Other", "Other")
    stray = make_book(tmp_path / "Stray", "Stray")
    link_book(stray, other)
    manifest = json.loads((series / "series.quire").read_text(encoding="utf-8"))
    manifest["books"].append({"path": "../Stray", "title": "Stray"})
    (series / "series.quire").write_text(json.dumps(manifest), encoding="utf-8")
    mine = BookStore(book).load()
    stray_world = BookStore(stray).load()
    assert mine.series.title == "The Salt Road" and MARA in mine.entities
    assert stray_world.series.title == "Other" and MARA not in stray_world.entities
    assert stray_world.series.book_number == 1  # its own series' numbering, not the other's
