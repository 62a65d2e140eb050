"""Merging what a book knows of its series, as the merge with the files on disk does."""

from __future__ import annotations

from dataclasses import replace

from assistant.world.merge.worlds import merge_worlds
from assistant.world.model import ProjectMeta, World
from assistant.world.series.merging import merge_series_state
from assistant.world.series.model import FactChange, SeriesBook, SeriesState

AGE = FactChange("Age", "35", 2)
EYES = FactChange("Eyes", "grey", 3)
BASE = SeriesState(
    "Salt Road", (SeriesBook("../One", "One"),), 1, frozenset({"e-1", "e-2"}),
    (("e-1", (AGE,)),), "read",
)  # fmt: skip


def test_each_sides_own_change_is_kept():
    ours = replace(BASE, changes=(("e-1", (AGE, EYES)),))
    theirs = replace(BASE, entity_ids=BASE.entity_ids | {"e-3"},
                     changes=(("e-1", (AGE,)), ("e-3", (EYES,))))  # fmt: skip
    merged = merge_series_state(BASE, ours, theirs)
    assert merged.entity_ids == {"e-1", "e-2", "e-3"}
    assert merged.changes_of("e-1") == (AGE, EYES) and merged.changes_of("e-3") == (EYES,)


def test_an_entity_that_left_the_series_on_one_side_leaves_it():
    ours = replace(BASE, changes=(("e-1", (AGE, EYES)),))
    theirs = replace(BASE, entity_ids=frozenset({"e-1"}))
    assert merge_series_state(BASE, ours, theirs).entity_ids == {"e-1"}


def test_both_changing_one_entity_keeps_ours_and_their_books_come_in():
    ours = replace(BASE, changes=(("e-1", (EYES,)),))
    books = (*BASE.books, SeriesBook("../Two", "Two"))
    theirs = replace(BASE, changes=(("e-1", ()),), books=books)
    merged = merge_series_state(BASE, ours, theirs)
    assert merged.changes_of("e-1") == (EYES,) and merged.books == books


def test_the_merge_of_a_book_keeps_its_link_and_its_series():
    base = World(meta=ProjectMeta("Book", series="../Salt Road"), series=BASE)
    ours = replace(base, meta=replace(base.meta, author="R. Vale"))
    theirs = replace(base, series=replace(BASE, changes=(("e-1", (AGE, EYES)),)))
    merged = merge_worlds(base, ours, theirs).world()
    assert merged.meta == ProjectMeta("Book", "R. Vale", series="../Salt Road")
    assert merged.series.changes_of("e-1") == (AGE, EYES)
