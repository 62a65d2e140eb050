"""What holds at a point of a series: the value of a series entity's field in book N at a
document of this book, in a whole book, and its history; changes for later books known but
not applied."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.world.model import Document, Entity, Folder, FolderKind, TrashEntry, World
from assistant.world.series.facts import InBook, Point, Span, facts_of, fields_in_book, value_at
from assistant.world.series.model import Availability, FactChange, SeriesBook, SeriesState
from tests.tiers import examples
from tests.worlds import world_of

BOOKS = tuple(SeriesBook(f"../Book {n}", f"Book {n}") for n in (1, 2, 3, 4))
MARA = "e-000000000a"
# The tree's order is not the ids' order: the reading order is the tree's.
DOCS = ("d-0000000003", "d-0000000001", "d-0000000004", "d-0000000002")
CUT = "d-0000000009"
"""A document of this book in the trash."""
ELSEWHERE = "d-00000000ff"
"""A document of another book (this book cannot see it)."""


def book_world(
    changes: tuple[FactChange, ...] = (),
    book: int = 2,
    fields: tuple[tuple[str, str], ...] = (("Age", "30"), ("Allegiance", "Crown")),
) -> World:
    """Book ``book`` of a four-book series: a part holding two scenes, then two loose ones,
    one scene trashed; Mara belongs to the series."""
    part = Folder("f-0000000001", "Part One", FolderKind.PART, DOCS[:2])
    docs = [Document(doc_id, f"Scene {n}", "Text.") for n, doc_id in enumerate(DOCS, 1)]
    cut = Document(CUT, "Cut", "Old.")
    mara = Entity(MARA, "Mara Vell", fields=fields)
    world = world_of(
        *docs, cut, part, mara, root=(part.id, *DOCS[2:]), trash=(TrashEntry(CUT, None, 0),)
    )
    series = SeriesState(
        "The Salt Road", BOOKS, book, frozenset({MARA}),
        ((MARA, changes),) if changes else (), Availability.READ,
    )  # fmt: skip
    return replace(world, series=series)


def test_the_reading_order_is_the_trees() -> None:
    world = book_world()
    assert [d.id for d in world.documents_in_order()] == list(DOCS)


def test_a_change_from_a_book_on_holds_in_that_book_and_after() -> None:
    world = book_world((FactChange("Allegiance", "Rebels", 3),))
    assert value_at(world, MARA, "Allegiance", Point(1)) == "Crown"
    assert value_at(world, MARA, "Allegiance", Point(2, DOCS[3])) == "Crown"
    assert value_at(world, MARA, "Allegiance", Point(3)) == "Rebels"
    assert value_at(world, MARA, "Allegiance", Point(4)) == "Rebels"


def test_a_change_from_a_scene_holds_from_that_scene_on_in_reading_order() -> None:
    # DOCS[1] (d-…1) comes second in the tree though its id sorts first
    world = book_world((FactChange("Age", "35", 2, DOCS[1]),))
    facts = facts_of(world)
    mara = world.entities[MARA]
    assert [facts.value_at(mara, "Age", Point(2, d)) for d in DOCS] == ["30", "35", "35", "35"]
    assert facts.value_at(mara, "Age", Point(2)) == "30"
    assert facts.value_at(mara, "Age", Point(3)) == "35"
    assert facts.in_book(mara, "Age") == InBook("30", (FactChange("Age", "35", 2, DOCS[1]),))
    assert facts.in_book(mara, "Age", 3) == InBook("35", ())


def test_an_empty_value_takes_the_field_away_from_its_point() -> None:
    world = book_world((FactChange("Allegiance", "", 2),))
    mara = world.entities[MARA]
    assert fields_in_book(world, mara) == (("Age", "30"),)
    assert facts_of(world).fields_at(mara, Point(1)) == mara.fields


def test_a_field_a_change_adds_comes_after_the_starts_fields() -> None:
    world = book_world((FactChange("Title", "Captain", 2), FactChange("Age", "31", 2)))
    assert fields_in_book(world, world.entities[MARA]) == (
        ("Age", "31"), ("Allegiance", "Crown"), ("Title", "Captain"),
    )  # fmt: skip


def test_changes_for_a_later_book_are_known_but_do_not_apply() -> None:
    rebels = FactChange("Allegiance", "Rebels", 3)
    world = book_world((rebels, FactChange("Age", "31", 2)), book=2)
    facts, mara = facts_of(world), world.entities[MARA]
    assert fields_in_book(world, mara) == (("Age", "31"), ("Allegiance", "Crown"))
    assert facts.later(mara) == (rebels,)
    assert facts.later(mara, "Age") == ()
    first = facts_of(replace(world, series=replace(world.series, book_number=1)))
    assert first.fields_in_book(mara) == mara.fields
    assert first.later(mara, "Age") == (FactChange("Age", "31", 2),)
    assert facts.history(mara, "Allegiance") == (
        Span("Crown", 1, None), Span("Rebels", 3, None),
    )  # fmt: skip


def test_the_history_follows_the_order_changes_take_effect_not_the_order_kept() -> None:
    changes = (
        FactChange("Age", "40", 4),
        FactChange("Age", "36", 2, DOCS[2]),
        FactChange("Age", "35", 2, DOCS[0]),
        FactChange("Age", "34", 2),
        FactChange("Age", "33", 1, ELSEWHERE),
    )
    world = book_world(changes)
    assert facts_of(world).history(world.entities[MARA], "Age") == (
        Span("30", 1, None), Span("33", 1, ELSEWHERE), Span("34", 2, None),
        Span("35", 2, DOCS[0]), Span("36", 2, DOCS[2]), Span("40", 4, None),
    )  # fmt: skip


def test_a_change_from_a_scene_this_book_no_longer_holds_counts_from_the_books_end() -> None:
    world = book_world((FactChange("Age", "35", 2, CUT),))
    mara = world.entities[MARA]
    assert value_at(world, MARA, "Age", Point(2, DOCS[-1])) == "30"
    assert value_at(world, MARA, "Age", Point(3)) == "35"
    assert facts_of(world).in_book(mara, "Age").within == (FactChange("Age", "35", 2, CUT),)


def test_a_field_with_no_start_value_has_none_until_its_first_change() -> None:
    world = book_world((FactChange("Scar", "left cheek", 2, DOCS[2]),), fields=())
    assert value_at(world, MARA, "Scar", Point(2, DOCS[1])) is None
    assert value_at(world, MARA, "Scar", Point(2, DOCS[2])) == "left cheek"
    assert facts_of(world).history(world.entities[MARA], "Scar") == (
        Span("left cheek", 2, DOCS[2]),
    )  # fmt: skip


def test_a_point_in_another_books_scenes_or_outside_the_live_tree_is_refused() -> None:
    world = book_world()
    with pytest.raises(ValueError, match="book 3"):
        value_at(world, MARA, "Age", Point(3, DOCS[0]))
    with pytest.raises(ValueError, match="live document"):
        value_at(world, MARA, "Age", Point(2, CUT))


def test_an_entity_of_no_change_reads_its_fields() -> None:
    world = book_world()
    mara = world.entities[MARA]
    assert fields_in_book(world, mara) == mara.fields
    assert facts_of(world).history(mara, "Age") == (Span("30", 1, None),)
    assert facts_of(world) is facts_of(world)  # worked out once per world


# -- ordering, as a property -------------------------------------------------------------------

KEYS = ("Age", "Allegiance")
VALUES = ("", "Crown", "Rebels", "31", "35")
THIS_BOOK = 2


@st.composite
def changes_st(draw: st.DrawFn) -> tuple[FactChange, ...]:
    found = []
    for _ in range(draw(st.integers(0, 10))):
        book = draw(st.integers(1, 4))
        scenes: list[str | None] = [None, ELSEWHERE]
        if book == THIS_BOOK:
            scenes = [None, *DOCS, CUT]
        found.append(FactChange(
            draw(st.sampled_from(KEYS)), draw(st.sampled_from(VALUES)), book,
            draw(st.sampled_from(scenes)),
        ))  # fmt: skip
    return tuple(found)


def replayed(world: World, changes: tuple[FactChange, ...]) -> dict[Point, dict[str, str]]:
    """The oracle: walk the series from its start, taking each change as its point is reached
    (changes at one point in the order they are kept), and note the fields at every point."""
    state = dict(world.entities[MARA].fields)
    seen: dict[Point, dict[str, str]] = {}

    def take(at: list[FactChange]) -> None:
        for change in at:
            state[change.field] = change.value

    for book in range(1, 5):
        in_book = [c for c in changes if c.from_book == book]
        take([c for c in in_book if c.from_scene is None])
        seen[Point(book)] = dict(state)
        if book != THIS_BOOK:
            take([c for c in in_book if c.from_scene is not None])
            continue
        for doc in DOCS:
            take([c for c in in_book if c.from_scene == doc])
            seen[Point(book, doc)] = dict(state)
        take([c for c in in_book if c.from_scene not in (None, *DOCS)])
    return seen


@settings(max_examples=examples(300), deadline=None)
@given(changes=changes_st())
def test_the_value_at_a_point_is_the_last_change_at_or_before_it(
    changes: tuple[FactChange, ...],
) -> None:
    world = book_world(changes, THIS_BOOK)
    facts, mara = facts_of(world), world.entities[MARA]
    for point, state in replayed(world, changes).items():
        for key in KEYS:
            assert facts.value_at(mara, key, point) == (state.get(key) or None), (point, key)
        assert dict(facts.fields_at(mara, point)) == {k: v for k, v in state.items() if v}


@settings(max_examples=examples(300), deadline=None)
@given(changes=changes_st(), data=st.data())
def test_the_order_changes_are_kept_in_does_not_matter_when_no_two_share_a_point(
    changes: tuple[FactChange, ...], data: st.DataObject
) -> None:
    points = {(c.field, c.from_book, c.from_scene): c for c in changes}
    unique = tuple(points.values())
    shuffled = tuple(data.draw(st.permutations(unique)))
    world, other = book_world(unique, THIS_BOOK), book_world(shuffled, THIS_BOOK)
    mara = world.entities[MARA]
    for point in replayed(world, unique):
        assert facts_of(world).fields_at(mara, point) == facts_of(other).fields_at(mara, point)
    for key in KEYS:
        history = facts_of(world).history(mara, key)
        assert history == facts_of(other).history(mara, key)
        assert [s.from_book for s in history] == sorted(s.from_book for s in history)
