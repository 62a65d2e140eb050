"""The series edits saved by a book with its series: what lands in which folder, and undo."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.world.edits import SetFactChanges, ShareEntity, UnshareEntity
from assistant.world.errors import InvalidValueError
from assistant.world.model import Entity
from assistant.world.project import Project
from assistant.world.series.linking import link_book
from assistant.world.series.model import FactChange
from assistant.world.storage.layout import entity_path
from tests.world.series.series_folders import MARA, OWN, files, make_book, make_series


def _open(book: Path) -> Project:
    return Project.open(book, lock=False)


def test_sharing_an_entity_moves_its_file_into_the_series_and_undo_moves_it_back(
    tmp_path: Path,
):
    series, (one, _two) = make_series(tmp_path)
    two = make_book(tmp_path / "Book 3", "Book 3", entity=Entity(OWN, "Pell"))
    link_book(two, series)
    book = _open(two)
    own = book.world.entities[OWN]
    name = entity_path(own)
    assert (two / name).exists() and not (series / name).exists()
    undo = book.apply(ShareEntity(OWN))
    book.save()
    assert not (two / name).exists() and (series / name).exists()
    assert _open(one).world.series.owns(OWN)  # the other book sees it when it opens
    book.apply(undo)
    book.save()
    assert (two / name).exists() and not (series / name).exists()
    again = _open(two).world
    assert not again.series.owns(OWN) and again.entities[OWN] == own


def test_a_change_from_book_two_on_is_kept_by_the_series_for_every_book(tmp_path: Path):
    series, (one, two) = make_series(tmp_path)
    book = _open(two)
    before = files(series)
    changes = (*book.world.series.changes_of(MARA), FactChange("Eyes", "grey", 2))
    undo = book.apply(SetFactChanges(MARA, changes))
    book.save()
    assert _open(one).world.series.changes_of(MARA) == changes
    book.apply(undo)
    book.save()
    assert files(series) == before  # byte for byte as it was


def test_unsharing_leaves_the_series_entity_and_gives_the_book_its_own_copy(tmp_path: Path):
    _series, (one, two) = make_series(tmp_path)
    book = _open(two)
    book.apply(UnshareEntity(MARA))
    book.save()
    mine = _open(two).world
    assert not mine.series.owns(MARA) and mine.series.shadowed == {MARA}
    assert mine.entities[MARA].fields == (("Age", "35"),)  # as she is when book 2 begins
    other = _open(one).world  # the series and its other books keep Mara and her change
    assert other.series.owns(MARA) and other.series.changes_of(MARA)
    with pytest.raises(InvalidValueError, match="own copy"):
        book.apply(ShareEntity(MARA))
