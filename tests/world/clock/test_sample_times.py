"""The sample project's times: its calendar of the Charter, every chapter and scene placed
as its timeline note dates them, and Ashdell's and Mára's dates."""

from __future__ import annotations

from dataclasses import replace

from assistant.world.clock.calendar import describe
from assistant.world.clock.resolve import project_timeline
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE
from tests.sample_planted import (
    ASHDELL,
    CHAPTER_1,
    CHAPTER_3,
    CHAPTER_5,
    CHAPTER_6,
    CHAPTER_7,
    CORN_EXCHANGE,
    MARA,
    NIGHT,
    TOLL_HOUSE,
)

LEDGER = "d-2fd3250b1a"


def test_the_sample_is_placed_as_its_timeline_note_dates_it() -> None:
    world = ProjectStore(SAMPLE).load()
    timeline = project_timeline(world, SAMPLE)
    assert timeline.problems == ()
    assert timeline.calendar.name == "Charter"
    cal = timeline.calendar
    said = {n: describe(cal, t.span.start) for n, t in timeline.scenes.items() if t.span}
    assert said == {
        CHAPTER_1: "Friday 9 October 212, 12:00",
        TOLL_HOUSE: "Saturday 14 November 212, 18:00",
        NIGHT: "Saturday 14 November 212, 20:00",
        CHAPTER_3: "Wednesday 18 November 212",
        CORN_EXCHANGE: "Wednesday 2 December 212",
        LEDGER: "Wednesday 2 December 212, 20:00",
        CHAPTER_5: "Friday 4 December 212",
        CHAPTER_6: "Sunday 6 December 212, 05:00",
        CHAPTER_7: "January 213",
    }
    assert timeline.story_order() == list(said)
    dates = {e: {k: describe(cal, m) for k, m in d.items()}
             for e, d in timeline.entity_dates.items()}
    assert dates == {
        ASHDELL: {"born": "141", "died": "Monday 7 December 212, 03:00"},
        MARA: {"born": "193"},
    }


def test_the_charter_speaks_the_writers_language() -> None:
    world = ProjectStore(SAMPLE).load()
    spanish = replace(world, meta=replace(world.meta, language="es"))
    cal = project_timeline(spanish, SAMPLE).calendar
    assert cal.months[9].name == "octubre" and cal.eras[1].name == "antes de la Carta"
    assert cal.weekdays[4] == "viernes"
