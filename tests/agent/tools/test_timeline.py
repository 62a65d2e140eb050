"""The timeline view of ``get_outline``, as the model calls it: scenes in story order with
their dates in the book's own calendar (calendar.toml at the project's root), a character's
scenes with their age, what happens on or around a date with everyone's age, a range, the
times that could not be placed, and private scenes withheld from a cloud model."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.agent.loop.messages import AiToolCall
from assistant.agent.tools.executors import make_snapshot_executor
from assistant.world.clock.calendar_file import CALENDAR_FILE
from assistant.world.model import Document, DocumentKind, Entity, EntityKind
from assistant.world.privacy.withheld import withheld_view
from tests.worlds import flat_world


def scene(node_id: str, title: str, when: str, text: str, private: bool = False) -> Document:
    return Document(node_id, title, text, DocumentKind.SCENE, fields=(("when", when),),
                    private=private)  # fmt: skip


def book():
    return flat_world(
        scene("s1", "The Toll-House", "9 October 212, 08:00", "Mára kept the toll."),
        scene("s2", "The Flood", "2 October 212", "The river rose; Oda watched it."),
        scene("s3", "The Bridge", "three days after The Toll-House", "Mára crossed with Oda."),
        scene("s4", "The Letter", "soonish", "A letter came for Mára."),
        scene("s5", "The Secret", "10 October 212", "Oda's hidden meeting.", private=True),
        entities=(
            Entity("mara", "Mára Tesk", EntityKind.CHARACTER, aliases=("Mára",),
                   fields=(("Born", "3 March 190"),)),
            Entity("oda", "Oda Brant", EntityKind.CHARACTER, aliases=("Oda",),
                   fields=(("Born", "20 December 170"), ("Died", "1 November 212"))),
        ),
    )  # fmt: skip


def outline(world, timeline: str, root: Path | None = None) -> str:
    box = make_snapshot_executor(world, root=root)
    outcome = box(AiToolCall("t", "get_outline", {"timeline": timeline}))
    assert outcome.ok, outcome.text
    return outcome.text


def test_all_scenes_in_story_order_with_dates_ages_and_what_could_not_be_placed() -> None:
    text = outline(book(), "all")
    lines = text.splitlines()
    assert lines[0].startswith("Story order (Gregorian calendar), scenes: 4")
    assert lines[1] == "Friday 2 October 212 — The Flood (#2 in the book): Oda Brant 41"
    assert lines[2] == "Friday 9 October 212, 08:00 — The Toll-House (#1 in the book): Mára Tesk 22"
    assert lines[4] == ("Monday 12 October 212 — The Bridge (#3 in the book, after The "
                        "Toll-House): Mára Tesk 22, Oda Brant 41")
    assert lines[-1].startswith("Not placed: The Letter when “soonish”")


def test_a_characters_scenes_and_ages_on_a_date() -> None:
    text = outline(book(), "Oda")
    assert "Oda Brant's scenes: 3" in text.splitlines()[0]
    assert "— The Toll-House" not in text and "— The Flood" in text
    around = outline(book(), "9 October 212")
    assert "on or around Friday 9 October 212" in around
    assert "— The Toll-House" in around and "— The Flood" not in around
    assert "Ages on Friday 9 October 212: Mára Tesk 22, Oda Brant 41." in around
    after = outline(book(), "Oda on 5 November 212")
    assert "Oda Brant 41 (dead by then)" in after


def test_a_range_of_dates() -> None:
    text = outline(book(), "1 October 212 to 9 October 212")
    assert "The Flood" in text and "The Toll-House" in text and "The Bridge" not in text


def test_the_books_own_calendar_names_the_dates(tmp_path: Path) -> None:
    (tmp_path / CALENDAR_FILE).write_text(
        '[[calendar]]\nname = "Reckoning"\nweekdays = ["Moonday", "Fireday"]\n'
        'months = [{name = "Thaw", days = 30}, {name = "Frost", days = 30}]\n',
        encoding="utf-8",
    )
    world = flat_world(scene("s1", "The Fair", "3 Frost 12", "Mára came."))
    text = outline(world, "all", tmp_path)
    assert "Reckoning calendar" in text and "3 Frost 12" in text


def test_private_scenes_are_not_placed_for_a_cloud_model() -> None:
    text = outline(withheld_view(book()), "all")
    assert "Secret" not in text and "hidden" not in text


def test_a_request_that_names_nothing_is_told_what_to_give() -> None:
    box = make_snapshot_executor(book())
    outcome = box(AiToolCall("t", "get_outline", {"timeline": "the purple moon"}))
    assert not outcome.ok and "a character's name, a date" in outcome.text


@pytest.mark.parametrize("asked", ["", "all"])
def test_the_plain_outline_is_unchanged_without_a_timeline(asked: str) -> None:
    box = make_snapshot_executor(book())
    plain = box(AiToolCall("t", "get_outline", {}))
    assert plain.ok and "Story order" not in plain.text
    assert "Story order" in outline(book(), asked)
