"""Edits of a book's series: setting an entity's dated changes (checked), making an entity the
series' or the book's own, each with its exact inverse; the entity edits that work on a series
entity unchanged, and trashing one refused."""

from __future__ import annotations

from dataclasses import replace

import pytest

from assistant.world.edits import (
    AddAlias,
    ChangeFlag,
    CreateEntity,
    Edit,
    EditAction,
    RemoveEntityField,
    RenameEntity,
    SetEntityAttribute,
    SetEntityField,
    SetFactChanges,
    ShareEntity,
    TrashNode,
    UnshareEntity,
)
from assistant.world.edits.changes import ChangeSummary
from assistant.world.edits.codec import decode_edit, encode_edit
from assistant.world.edits.scope import change_scope, same_in_scope
from assistant.world.edits.series import MAX_CHANGES
from assistant.world.errors import DuplicateError, EditError, InvalidValueError, UnknownNodeError
from assistant.world.model import Document, Entity, World
from assistant.world.series.model import Availability, FactChange, SeriesBook, SeriesState
from tests.worlds import world_of

MARA, ROAD, ILSE = "e-0000000001", "e-0000000002", "e-0000000003"
ONE, TWO = "d-0000000001", "d-0000000002"
BOOKS = tuple(SeriesBook(f"../Book {n}", f"Book {n}") for n in (1, 2, 3))


def book(availability: str = Availability.READ, changes: tuple = ()) -> World:
    """Book 2 of three: Mara and the Salt Road are the series', Ilse the book's own."""
    world = world_of(
        Document(ONE, "Arrival", "Mara came."),
        Document(TWO, "The Oath", "Mara swore."),
        Entity(MARA, "Mara Vell", aliases=("Mara",), fields=(("Age", "30"), ("Eyes", "grey"))),
        Entity(ROAD, "Salt Road"),
        Entity(ILSE, "Ilse", fields=(("Age", "12"),)),
        root=(ONE, TWO),
    )
    readable = availability == Availability.READ
    series = SeriesState(
        "The Salt Road", BOOKS, 2, frozenset({MARA, ROAD}) if readable else frozenset(),
        changes if readable else (), availability,
    )  # fmt: skip
    return replace(world, series=series)


def undone(world: World, edit: Edit) -> World:
    """Apply ``edit`` and its inverse; the result must be ``world`` again."""
    after, inverse = edit.apply(world)
    back, again = inverse.apply(after)
    assert back == world
    assert again.apply(back)[0] == after
    return after


AGE_35 = FactChange("Age", "35", 2, TWO)
REBELS = FactChange("Allegiance", "Rebels", 3, None, "after the siege")


def test_setting_changes_holds_them_and_undoes_exactly() -> None:
    world = book()
    after = undone(world, SetFactChanges(MARA, (AGE_35, REBELS)))
    assert after.series.changes_of(MARA) == (AGE_35, REBELS)
    cleared = undone(after, SetFactChanges(MARA, ()))
    assert cleared.series.changes == ()  # an entity of no change is not listed


def test_clearing_and_undoing_puts_an_entity_back_where_it_was_listed() -> None:
    world = book(changes=((MARA, (AGE_35,)), (ROAD, (FactChange("Home", "coast", 1),))))
    cleared, inverse = SetFactChanges(MARA, ()).apply(world)
    assert [owner for owner, _c in cleared.series.changes] == [ROAD]
    assert inverse.apply(cleared)[0].series.changes == world.series.changes


@pytest.mark.parametrize(
    ("changes", "error", "words"),
    [
        ((FactChange("Age", "35", 0),), InvalidValueError, "from book 1 on"),
        ((FactChange("Age", "35", True),), InvalidValueError, "from book 1 on"),
        ((FactChange("", "35", 2),), InvalidValueError, "field name"),
        ((FactChange("Age", 35, 2),), InvalidValueError, "field value"),  # type: ignore[arg-type]
        ((FactChange("Age", "35", 2, "d-0000000099"),), InvalidValueError, "not a document"),
        ((FactChange("Age", "35", 2, MARA),), InvalidValueError, "must be a document"),
        ((AGE_35, FactChange("Age", "36", 2, TWO)), DuplicateError, "one point"),
        ((FactChange("Age", "35", 2), FactChange("Age", "", 2)), DuplicateError, "one point"),
        ("Age 35", InvalidValueError, "list of changes"),
        (("Age",), InvalidValueError, "list of changes"),
    ],
)
def test_changes_are_checked(changes, error, words) -> None:
    world = book()
    with pytest.raises(error, match=words):
        SetFactChanges(MARA, changes).apply(world)


def test_another_books_scene_is_not_checked_here_and_a_field_may_change_at_two_points() -> None:
    elsewhere = FactChange("Age", "40", 3, "d-00000000ff")
    changes = (FactChange("Age", "35", 2), AGE_35, FactChange("Eyes", "blind", 2, TWO), elsewhere)
    after = undone(book(), SetFactChanges(MARA, changes))
    assert after.series.changes_of(MARA) == changes


def test_a_scene_this_book_has_lost_may_stay_but_not_come_new() -> None:
    gone = FactChange("Age", "35", 2, "d-0000000099")
    world = book(changes=((MARA, (gone,)),))
    kept = undone(world, SetFactChanges(MARA, (gone, REBELS)))
    assert kept.series.changes_of(MARA) == (gone, REBELS)
    cleared = undone(world, SetFactChanges(MARA, ()))  # and its undo puts the lost one back
    with pytest.raises(InvalidValueError, match="not a document"):
        SetFactChanges(MARA, (FactChange("Eyes", "x", 2, "d-0000000099"),)).apply(cleared)


def test_too_many_changes_are_refused() -> None:
    many = tuple(FactChange("Age", str(n), n + 1) for n in range(MAX_CHANGES + 1))
    with pytest.raises(InvalidValueError, match="at most"):
        SetFactChanges(MARA, many).apply(book())


def test_changes_of_the_books_own_entity_are_refused() -> None:
    with pytest.raises(InvalidValueError, match="this book's own"):
        SetFactChanges(ILSE, (AGE_35,)).apply(book())
    with pytest.raises(UnknownNodeError):
        SetFactChanges("e-0000000099", ()).apply(book())


def test_sharing_makes_a_books_entity_the_series_and_undoes_exactly() -> None:
    after = undone(book(), ShareEntity(ILSE))
    assert after.series.owns(ILSE) and after.entities[ILSE] == book().entities[ILSE]
    with pytest.raises(DuplicateError, match="already belongs"):
        ShareEntity(MARA).apply(book())


@pytest.mark.parametrize("availability", [Availability.MISSING, Availability.DAMAGED,
                                          Availability.NONE])  # fmt: skip
def test_sharing_is_refused_when_the_series_cannot_be_read(availability: str) -> None:
    with pytest.raises(InvalidValueError, match=f"cannot be read \\({availability}\\)"):
        ShareEntity(ILSE).apply(book(availability))


def test_a_trashed_entity_is_not_shared() -> None:
    trashed, _ = TrashNode(ILSE).apply(book())
    with pytest.raises(InvalidValueError, match="trash"):
        ShareEntity(ILSE).apply(trashed)


def test_unsharing_keeps_the_fields_as_they_hold_at_the_start_of_this_book() -> None:
    changes = ((MARA, (FactChange("Age", "31", 2), AGE_35, FactChange("Eyes", "", 2),
                       FactChange("Title", "Captain", 1), REBELS)),)  # fmt: skip
    world = book(changes=changes)
    after = undone(world, UnshareEntity(MARA))
    own = after.entities[MARA]
    assert own.fields == (("Age", "31"), ("Title", "Captain"))
    assert not after.series.owns(MARA) and after.series.changes == ()
    assert own.aliases == ("Mara",)  # nothing else of it changes
    with pytest.raises(InvalidValueError, match="this book's own"):
        UnshareEntity(ILSE).apply(world)


def test_every_entity_edit_works_on_a_series_entity_and_keeps_it_the_series() -> None:
    world = book(changes=((MARA, (AGE_35,)),))
    for edit in (
        RenameEntity(MARA, "Mara Quell"),
        SetEntityField(MARA, "Age", "29"),
        SetEntityField(MARA, "Scar", "left hand"),
        RemoveEntityField(MARA, "Eyes"),
        AddAlias(MARA, "the Captain"),
        SetEntityAttribute(MARA, "notes", "Born at the ford."),
        SetEntityAttribute(MARA, "kind", "faction"),
    ):
        after = undone(world, edit)
        assert after.series.owns(MARA) and after.series.changes_of(MARA) == (AGE_35,)


def test_trashing_a_series_entity_is_refused_with_a_way_out() -> None:
    world = book()
    with pytest.raises(InvalidValueError, match=r"belongs to the series.*this book.s own first"):
        TrashNode(MARA).apply(world)
    own, _ = UnshareEntity(MARA).apply(world)
    trashed = undone(own, TrashNode(MARA))
    assert trashed.is_trashed(MARA)


def test_series_edits_are_entity_changes_with_their_own_actions() -> None:
    world = book()
    for edit, action in (
        (SetFactChanges(MARA, (AGE_35,)), EditAction.SET_FACT_CHANGES),
        (ShareEntity(ILSE), EditAction.SHARE_ENTITY),
        (UnshareEntity(MARA), EditAction.UNSHARE_ENTITY),
    ):
        summary = ChangeSummary.of(edit)
        assert summary.flags == ChangeFlag.ENTITY and not summary.changed(ChangeFlag.TREE)
        assert summary.touched == {edit.target} and edit.action == action
        after, _ = edit.apply(world)
        scope = change_scope(world, after, edit)
        assert scope == {edit.target}
        assert not same_in_scope(world, after, scope)  # the series' part counts in the scope


def test_series_edits_and_their_inverses_are_kept_exactly() -> None:
    world = book(changes=((MARA, (AGE_35, REBELS)),))
    for edit in (SetFactChanges(MARA, (REBELS,), 0), ShareEntity(ILSE), UnshareEntity(MARA)):
        _after, inverse = edit.apply(world)
        for kept in (edit, inverse):
            assert decode_edit(encode_edit(kept)) == kept


def test_a_new_entity_is_the_books_own_until_shared() -> None:
    made, _ = CreateEntity(Entity("e-0000000009", "Oda")).apply(book())
    assert not made.series.owns("e-0000000009")
    with pytest.raises(EditError):
        SetFactChanges("e-0000000009", (AGE_35,)).apply(made)
