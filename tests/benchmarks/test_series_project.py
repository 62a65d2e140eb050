"""The generated series the cross-book audit is measured on: at least 30 planted
contradictions of the issue's four kinds, each quotation really in the book and document it
is recorded in, the valid overrides recorded by the series and followed by the prose, and
the series written to folders reading back as the same worlds (counts, not timings)."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from assistant.agent.audit.series_books import earlier_books
from assistant.agent.audit.series_overrides import agrees
from assistant.world.search.quotes import locate_in
from assistant.world.series.book_store import BookStore
from tests.paths import REPO

sys.path.insert(0, str(REPO / "benchmarks"))

from series_project import BOOK_TITLES, PLANTED_COUNT, build, write_series


def test_the_planted_contradictions_and_their_quotations_are_in_the_text() -> None:
    project = build()
    assert len(project.planted) == PLANTED_COUNT >= 30
    assert set(Counter(p.kind for p in project.planted)) == {"age", "dead", "eyes", "place"}
    for item in (*project.planted, *project.overrides):
        assert item.earlier.book < item.later.book
        for side in (item.later, item.earlier):
            book = project.books[side.book - 1]
            assert book.documents[side.document].title == side.title
            assert locate_in(book, side.quote, [side.document]) is not None, side
    assert len({p.later.quote for p in project.planted}) == len(project.planted)


def test_each_valid_override_is_a_change_the_series_records_and_the_prose_follows() -> None:
    project = build()
    ids = {e.name: e.id for e in project.entities}
    assert len(project.overrides) >= 5
    for override in project.overrides:
        changes = [c for c in project.changes[ids[override.entity]]
                   if c.field == override.field and c.from_book <= override.later.book]
        assert changes and agrees(override.later.quote, changes[-1].value)
        assert not agrees(override.earlier.quote, changes[-1].value)


def test_the_series_on_disk_reads_back_as_the_values(tmp_path: Path) -> None:
    project = build(extra_entities=10)
    write_series(project, tmp_path / "series")
    root = tmp_path / "series" / BOOK_TITLES[2]
    world = BookStore(root).load()
    assert world == project.book_world(3)
    books = earlier_books(root, world)
    assert [b.world for b in books.books] == list(project.books[:2]) and books.unread == ()
