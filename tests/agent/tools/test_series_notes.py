"""The series' notes for the assistant: get_outline lists them in a short section of their
own, read_document and search_text find them by title marked as the series', read-only, the
book's own document winning a shared title, and a private note withheld from a model that
may not read it."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from assistant.agent.loop.messages import AiToolCall
from assistant.agent.tools import ToolBox, make_snapshot_executor
from assistant.world.model import Document, ProjectMeta, World
from assistant.world.privacy.material import WITHHELD
from assistant.world.privacy.withheld import withheld_view
from assistant.world.series.model import Availability, SeriesBook, SeriesNote, SeriesState
from tests.worlds import world_of

ARRIVAL, MAGIC = "d-0000000001", "d-0000000002"
TIDES = SeriesNote("d-00000000a1", "Tides of the Salt Road", "The tide turns twice a day.\n\n"
                   "Spring tides flood the ford.\n", synopsis="When the ford floods.")  # fmt: skip
MAGIC_NOTE = SeriesNote("d-00000000a2", "Magic", "Salt binds the dead.\n")
SECRET = SeriesNote("d-00000000a3", "Endgame", "Mara dies in book 4.\n", private=True)


def book(*notes: SeriesNote) -> World:
    world = world_of(
        Document(ARRIVAL, "Arrival", "Mara came to the ford at spring tide."),
        Document(MAGIC, "Magic", "The book's own magic chapter."),
        root=(ARRIVAL, MAGIC),
        meta=ProjectMeta("Book 2", series="../The Salt Road"),
    )
    series = SeriesState(
        "The Salt Road", (SeriesBook("../Book 1"), SeriesBook("../Book 2")), 2,
        availability=Availability.READ, notes=notes,
    )  # fmt: skip
    return replace(world, series=series)


def call(box: ToolBox, name: str, **arguments: Any) -> tuple[bool, str]:
    outcome = box(AiToolCall.from_raw("c", name, json.dumps(arguments)))
    return outcome.ok, outcome.text


def ok(box: ToolBox, name: str, **arguments: Any) -> str:
    done, text = call(box, name, **arguments)
    assert done, text
    return text


def test_the_outline_lists_the_series_notes_after_the_book_and_apart_from_it() -> None:
    text = ok(make_snapshot_executor(book(TIDES, MAGIC_NOTE)), "get_outline")
    lines = text.splitlines()
    assert lines[0].startswith("“Book 2”: 2 documents")  # the notes are not the book's
    start = lines.index(
        "Series notes (2 notes of the series “The Salt Road”, read-only, not in this book; "
        "read_document and search_text find them by title):"
    )
    assert lines[start + 1 :] == [
        "- Tides of the Salt Road (note, 11 words)",
        "- Magic (note, 4 words)",
    ]
    assert lines.index("- Arrival (scene, 8 words)") < start


def test_a_book_without_notes_has_no_section() -> None:
    assert "Series notes" not in ok(make_snapshot_executor(book()), "get_outline")
    alone = replace(book(TIDES), series=SeriesState())
    assert "Series notes" not in ok(make_snapshot_executor(alone), "get_outline")


def test_read_document_reads_a_note_by_title_marked_as_the_series() -> None:
    box = make_snapshot_executor(book(TIDES, MAGIC_NOTE))
    text = ok(box, "read_document", document="Tides of the Salt Road")
    lines = text.splitlines()
    assert lines[0] == (
        "[A note of the series “The Salt Road”: read-only, not part of this book.]"
    )
    assert lines[1] == "# Tides of the Salt Road"
    assert "synopsis: When the ford floods." in text
    assert text.endswith("The tide turns twice a day.\n\nSpring tides flood the ford.")
    loose = ok(box, "read_document", document="tides of the salt road")
    assert loose == text
    by_id = ok(box, "read_document", document=TIDES.id, start_paragraph=2)
    assert by_id.splitlines()[0].startswith("[A note of the series")
    assert by_id.rstrip().endswith("Spring tides flood the ford.")
    assert "The tide turns" not in by_id


def test_the_books_own_document_wins_a_shared_title_and_the_note_is_read_by_id() -> None:
    box = make_snapshot_executor(book(TIDES, MAGIC_NOTE))
    own = ok(box, "read_document", document="Magic")
    assert own.startswith("# Magic") and "The book's own magic chapter." in own
    note = ok(box, "read_document", document=MAGIC_NOTE.id)
    assert note.startswith("[A note of the series") and "Salt binds the dead." in note


def test_an_unknown_title_still_says_what_the_book_has() -> None:
    done, text = call(make_snapshot_executor(book(TIDES)), "read_document", document="Nowhere")
    assert not done and "no document has the id or title 'Nowhere'" in text


def test_search_text_finds_the_notes_after_the_books_hits_and_says_whose_they_are() -> None:
    box = make_snapshot_executor(book(TIDES, MAGIC_NOTE))
    text = ok(box, "search_text", query="spring tide")
    lines = text.splitlines()
    assert lines[0] == "'spring tide': 2 hits in 2 documents (1 in the series' notes)"
    assert lines[1] == "Arrival"
    assert lines[3] == "Tides of the Salt Road [series note]"
    assert "Spring tides flood the ford." in lines[4]
    synopsis = ok(box, "search_text", query="floods")
    assert "synopsis: When the ford floods." in synopsis
    within = ok(box, "search_text", query="spring tide", within="Arrival")
    assert "series note" not in within and "1 hit in 1 document" in within
    scenes = ok(box, "search_text", query="spring tide", kinds=["scene"])
    assert "series note" not in scenes


def test_editing_tools_cannot_reach_a_note() -> None:
    box = make_snapshot_executor(book(TIDES))
    names = {spec.name for spec in box.specs}
    assert "replace_text" not in names  # ask mode: read tools only, and the notes with them
    assert TIDES.id not in book(TIDES).documents


@pytest.mark.parametrize("withheld", [True, False])
def test_a_private_note_is_withheld_from_a_model_that_may_not_read_it(withheld: bool) -> None:
    world = book(TIDES, SECRET)
    seen = withheld_view(world) if withheld else world
    box = make_snapshot_executor(seen)
    outline = ok(box, "get_outline")
    found = ok(box, "search_text", query="dies")
    if withheld:
        assert "Endgame" not in outline and "a private note" in outline
        assert found == "'dies': no hits"
        read = ok(box, "read_document", document=SECRET.id)
        assert WITHHELD in read and "Mara dies" not in read
    else:
        assert "- Endgame (note, 5 words)" in outline
        assert "Mara dies in book 4." in found
