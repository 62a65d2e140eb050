"""What the read tools say of a book's series: a series entity belongs to the series, its
fields read as they hold in this book with their history, listings mark it, mentions and
search find it as any entity, and a book whose series is offline says so in one line."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from assistant.agent.loop.messages import AiToolCall
from assistant.agent.tools import ToolBox, make_snapshot_executor
from assistant.world.model import Document, Entity, EntityKind, ProjectMeta, World
from assistant.world.privacy.material import WITHHELD, private_texts
from assistant.world.privacy.withheld import withheld_view
from assistant.world.series.model import Availability, FactChange, SeriesBook, SeriesState
from tests.worlds import world_of

MARA, ILSE, FORD = "e-0000000001", "e-0000000002", "e-0000000003"
ARRIVAL, OATH = "d-0000000001", "d-0000000002"
CHANGES = (
    FactChange("Age", "34", 2),
    FactChange("Age", "35", 2, OATH),
    FactChange("Allegiance", "Rebels", 3),
    FactChange("Title", "Queen", 4),
)


def book(number: int = 2, availability: str = Availability.READ) -> World:
    """Book ``number`` of a series of four: Mara and the Ford are the series', Ilse is the
    book's own."""
    world = world_of(
        Document(ARRIVAL, "Arrival", "Mara came to the ford."),
        Document(OATH, "The Oath", "Mara swore. Ilse watched."),
        Entity(MARA, "Mara Vell", aliases=("Mara",),
               fields=(("Age", "30"), ("Allegiance", "Crown"), ("Eyes", "grey"))),
        Entity(ILSE, "Ilse", fields=(("Age", "12"),)),
        Entity(FORD, "The Ford", EntityKind.PLACE, aliases=("ford",)),
        root=(ARRIVAL, OATH),
        meta=ProjectMeta(f"Book {number}", series="../The Salt Road"),
    )  # fmt: skip
    if availability != Availability.READ:
        entities = world.entities.remove(MARA).remove(FORD)  # not read: not there
        return replace(world, entities=entities, series=SeriesState(availability=availability))
    series = SeriesState(
        "The Salt Road", tuple(SeriesBook(f"../Book {n}") for n in (1, 2, 3, 4)), number,
        frozenset({MARA, FORD}), ((MARA, CHANGES),), Availability.READ,
    )  # fmt: skip
    return replace(world, series=series)


def ok(box: ToolBox, name: str, **arguments: Any) -> str:
    outcome = box(AiToolCall.from_raw("c", name, json.dumps(arguments)))
    assert outcome.ok, outcome.text
    return outcome.text


def test_a_series_entity_says_whose_it_is_and_its_fields_in_this_book() -> None:
    text = ok(make_snapshot_executor(book()), "get_entity", entity="Mara")
    lines = text.splitlines()
    assert lines[0] == "# Mara Vell (character; aka Mara; series “The Salt Road”, book 2 of 4)"
    assert lines[1] == (
        "Age: 34, then 35 from “The Oath” (series: 30 in book 1; 34 in book 2 until "
        "“The Oath”; 35 from book 2, “The Oath”)"
    )
    assert lines[2] == "Allegiance: Crown (series: Crown in books 1–2; Rebels from book 3)"
    assert lines[3] == "Eyes: grey"  # no change: read as any field
    assert lines[4] == "Title: none in this book (series: none in books 1–3; Queen from book 4)"
    assert lines[5].startswith("2 mentions: 2 in the text of 2 documents")


def test_each_book_reads_the_values_that_hold_in_it() -> None:
    first = ok(make_snapshot_executor(book(1)), "get_entity", entity="Mara")
    assert "book 1 of 4" in first and "\nAge: 30 (series:" in first
    assert "\nAllegiance: Crown (series: Crown in books 1–2; Rebels from book 3)" in first
    third = ok(make_snapshot_executor(book(3)), "get_entity", entity="Mara")
    assert "\nAge: 35 (series:" in third and "\nAllegiance: Rebels (series:" in third
    # another book's scene is not known here by its title
    (age,) = [line for line in third.splitlines() if line.startswith("Age:")]
    assert age.endswith("34 in book 2 until a scene; 35 from book 2, a scene)")


def test_named_fields_of_a_series_entity_include_those_of_later_books() -> None:
    text = ok(make_snapshot_executor(book()), "get_entity", entity="Mara", fields=["title", "eyes"])
    assert text.splitlines() == [
        "Mara Vell (character; series “The Salt Road”, book 2 of 4)",
        "Title: none in this book (series: none in books 1–3; Queen from book 4)",
        "Eyes: grey",
    ]
    missing = ok(make_snapshot_executor(book()), "get_entity", entity="Mara", fields=["scar"])
    assert "No field 'scar'; its fields: Age, Allegiance, Eyes, Title." in missing


def test_the_books_own_entity_reads_as_before() -> None:
    text = ok(make_snapshot_executor(book()), "get_entity", entity="Ilse")
    assert text.splitlines()[:2] == ["# Ilse (character)", "Age: 12"]
    assert "series" not in text


def test_listings_mark_series_entities_with_their_values_in_this_book() -> None:
    box = make_snapshot_executor(book())
    listed = ok(box, "list_entities").splitlines()
    assert "- Ilse: Age: 12" in listed
    assert "- Mara Vell (aka Mara) [series]: Age: 34" in listed
    assert "- The Ford (aka ford) [series]" in listed
    assert listed[-1] == "Book 2 of 4 in the series “The Salt Road”; 2 entities are the series'."
    within = ok(box, "list_entities", within="The Oath", fields=["Allegiance"])
    assert "- Mara Vell [series] (1): Allegiance: Crown" in within
    outline = ok(box, "get_outline").splitlines()
    assert outline[1] == "Book 2 of 4 in the series “The Salt Road”; 2 entities are the series'."


def test_mentions_and_search_find_a_series_entity_as_any_other() -> None:
    box = make_snapshot_executor(book())
    assert ok(box, "find_mentions", entity="Mara Vell").startswith(
        "Mara Vell (also Mara): 2 mentions"
    )
    assert "The Ford" in ok(box, "search_text", query="ford", kinds=["entity"])


def test_search_finds_a_value_only_a_dated_change_gives_with_the_book_it_holds_from() -> None:
    box = make_snapshot_executor(book())
    assert ok(box, "search_text", query="Rebels").splitlines() == [
        "'Rebels': 1 hit in 1 entity",
        "Entities:",
        "  Mara Vell › Allegiance: Rebels (from book 3)",
    ]
    assert "Mara Vell › Age: 35 (from “The Oath” in book 2 on)" in ok(
        box, "search_text", query="35", kinds=["entity"]
    )
    assert "Mara Vell › Title: Queen (from book 4)" in ok(box, "search_text", query="queen")
    found = ok(box, "search_text", query="Allegiance", kinds=["entity"])
    assert "Allegiance: Crown\n" in found + "\n" and "Allegiance: Rebels (from book 3)" in found
    # where a value holds from is said, never searched
    assert ok(box, "search_text", query="from book") == "'from book': no hits"


def test_search_keeps_a_private_fields_dated_values_from_a_model_that_may_not_read_it() -> None:
    world = book()
    mara = replace(world.entities[MARA], private_fields=("Allegiance",))
    world = replace(world, entities=world.entities.set(MARA, mara))
    assert "Rebels" in ok(make_snapshot_executor(world), "search_text", query="Rebels")
    hidden = ok(make_snapshot_executor(withheld_view(world)), "search_text", query="Rebels")
    assert hidden == "'Rebels': no hits"


@pytest.mark.parametrize("availability", [Availability.MISSING, Availability.DAMAGED])
def test_a_book_whose_series_is_unavailable_says_so_in_one_line(availability: str) -> None:
    box = make_snapshot_executor(book(availability=availability))
    line = (
        f"The series at ../The Salt Road is unavailable ({availability}): "
        "its entities are not shown."
    )
    outline = ok(box, "get_outline").splitlines()
    assert outline[1] == line and outline.count(line) == 1
    listed = ok(box, "list_entities").splitlines()
    assert listed[-1] == line and "- Ilse: Age: 12" in listed


def test_a_book_of_no_series_says_nothing_of_one() -> None:
    world = replace(book(), meta=ProjectMeta("Alone"), series=SeriesState(),
                    entities=book().entities.remove(MARA).remove(FORD))  # fmt: skip
    box = make_snapshot_executor(world)
    assert "series" not in ok(box, "get_outline") + ok(box, "list_entities")


def test_a_private_field_keeps_its_dated_values_from_a_model_that_may_not_read_it() -> None:
    world = book()
    mara = replace(world.entities[MARA], private_fields=("Allegiance",))
    world = replace(world, entities=world.entities.set(MARA, mara))
    assert "Rebels" in set(private_texts(world))
    text = ok(make_snapshot_executor(withheld_view(world)), "get_entity", entity="Mara")
    assert "Rebels" not in text and "Crown" not in text
    assert (
        f"Allegiance: {WITHHELD} (series: {WITHHELD} in books 1–2; {WITHHELD} from book 3)" in text
    )
    assert "\nAge: 34, then 35" in text  # the rest as it is


def test_a_private_series_entity_shows_nothing_of_its_changes() -> None:
    world = book()
    world = replace(
        world, entities=world.entities.set(MARA, replace(world.entities[MARA], private=True))
    )
    view = withheld_view(world)
    assert view.series.changes_of(MARA) == ()
    assert {"34", "35", "Rebels", "Queen"} <= set(private_texts(world))
    listed = ok(make_snapshot_executor(view), "list_entities").splitlines()
    assert "- a private character entry (withheld (private)) [series]" in listed  # no fields
    text = ok(make_snapshot_executor(view), "get_entity", entity=MARA)
    assert "Queen" not in text and "Age" not in text
