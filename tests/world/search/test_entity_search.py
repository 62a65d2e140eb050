"""Searching entities: names, aliases, fields and notes, and the values a series entity's
dated changes give, each with the book (and scene) it holds from."""

from __future__ import annotations

from dataclasses import replace

from assistant.world.search.engine import SearchOptions
from assistant.world.search.entity_search import FIELD, NAME, search_entities
from assistant.world.series.model import SeriesState
from tests.agent.tools.test_series_results import FORD, MARA, OATH, book


def _found(query: str, options: SearchOptions | None = None, number: int = 2) -> list[tuple]:
    world = book(number)
    return [
        (h.entity_id, h.line.part, h.line.text[h.start : h.end], h.line.from_book,
         h.line.from_scene)
        for h in search_entities(world, query, options)
    ]  # fmt: skip


def test_a_value_only_a_change_gives_is_found_with_where_it_holds_from() -> None:
    assert _found("rebels") == [(MARA, FIELD, "Rebels", 3, None)]
    assert _found("35") == [(MARA, FIELD, "35", 2, OATH)]
    assert _found("Allegiance") == [(MARA, FIELD, "Allegiance", 0, None),
                                    (MARA, FIELD, "Allegiance", 3, None)]  # fmt: skip


def test_names_aliases_and_notes_are_searched_but_never_their_labels() -> None:
    assert _found("ford") == [(FORD, NAME, "Ford", 0, None), (FORD, "aliases", "ford", 0, None)]
    assert _found("name") == [] and _found("aliases") == []
    assert _found("Rebels", SearchOptions(case_sensitive=True)) == _found("rebels")
    assert _found("rebels", SearchOptions(case_sensitive=True)) == []


def test_a_book_of_no_series_finds_no_dated_value() -> None:
    world = replace(book(), series=SeriesState())
    assert search_entities(world, "Rebels") == []
    assert [h.entity_id for h in search_entities(world, "Crown")] == [MARA]
