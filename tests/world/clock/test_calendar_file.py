"""The calendar file as a writer (or a hostile file) leaves it: a fantasy calendar and a
second one placed against it, names in the writer's language, and every way a file can be
wrong giving the Gregorian calendar and a problem that says where, never an exception."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from assistant.world.clock.calendar import (
    clock_minute,
    convert,
    day_number,
    is_leap,
    weekday_of,
)
from assistant.world.clock.calendar_file import CALENDAR_FILE, read_calendars
from assistant.world.clock.model import StoryDate, TimeProblemKind

FANTASY = """
# The Reckoning of the Vale, and the Elves' count beside it.
[[calendar]]
name = "Reckoning"
months = [
  { name = "Frostfall", days = 30, short = ["Frost"] },
  { name = { en = "Thaw", de = "Tauwind", fr = "Dégel" }, days = 31, leap_days = 1 },
  { name = "Deep Summer", days = 40 },
]
weekdays = ["Moonday", { name = { en = "Starday", de = "Sterntag" }, short = ["Star"] },
            "Restday"]
leap = { every = 4, except_every = 100, unless_every = 400 }
eras = [{ name = "of the Reckoning", short = ["AR"], first_year = 1 },
        { name = "before the Reckoning", short = ["BR"], first_year = 0, backwards = true }]
first_weekday = "Starday"

[[calendar]]
name = "Elven"
like = "gregorian"
same_day = { this = "1 March 1", first = "12 Frostfall 212" }

[travel]
walking = "30 km a day"
"""


def write(tmp_path: Path, text: str | bytes) -> Path:
    path = tmp_path / CALENDAR_FILE
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return tmp_path


def test_no_file_is_the_gregorian_calendar_in_the_writers_language(tmp_path: Path) -> None:
    calendars, problems = read_calendars(tmp_path, "de_DE")
    assert [c.name for c in calendars] == ["Gregorian"] and problems == ()
    assert calendars[0].months[2].name == "März"
    assert read_calendars(None, "fr")[0][0].months[7].name == "août"


def test_a_fantasy_calendar_and_a_second_one_placed_against_it(tmp_path: Path) -> None:
    calendars, problems = read_calendars(write(tmp_path, FANTASY), "en")
    assert problems == ()
    reckoning, elven = calendars
    assert [m.name for m in reckoning.months] == ["Frostfall", "Thaw", "Deep Summer"]
    assert reckoning.months[0].short == ("Frost",)
    assert reckoning.weekdays[reckoning.first_weekday] == "Starday"
    assert reckoning.weekday_short[1] == ("Star",)
    assert is_leap(reckoning, 212) and not is_leap(reckoning, 300)
    assert reckoning.eras[1].backwards and reckoning.eras[1].short == ("BR",)
    assert elven.months[2].name == "March" and elven.leap.every == 4
    same = StoryDate(212, 1, 12)
    assert convert(same, reckoning, elven) == StoryDate(1, 3, 1)
    assert clock_minute(elven, StoryDate(1, 3, 1)) == clock_minute(reckoning, same)
    assert weekday_of(reckoning, day_number(reckoning, StoryDate(1, 1, 1))) == 1


def test_names_come_in_the_writers_language(tmp_path: Path) -> None:
    calendars, _ = read_calendars(write(tmp_path, FANTASY), "de_AT")
    assert calendars[0].months[1].name == "Tauwind"
    assert calendars[0].weekdays[1] == "Sterntag"
    assert calendars[1].months[2].name == "März"
    calendars, _ = read_calendars(tmp_path, "nb")
    assert calendars[0].months[1].name == "Thaw"  # no Norwegian name given: the English


def test_an_offset_in_days_places_a_second_calendar(tmp_path: Path) -> None:
    text = FANTASY.replace(
        'same_day = { this = "1 March 1", first = "12 Frostfall 212" }', "offset = -10"
    )
    calendars, problems = read_calendars(write(tmp_path, text), "en")
    assert problems == () and calendars[1].offset == -10


BAD = [
    ("a month of no days", FANTASY.replace("days = 30", "days = 0"),
     "month 1, days: 0 is not between 1"),
    ("no months", '[[calendar]]\nname = "Void"\nmonths = []\n', "no months"),
    ("no calendar", 'name = "x"\n', "unknown key 'name'"),
    ("a leap rule that makes no sense",
     FANTASY.replace("except_every = 100", "except_every = 7"),
     "except_every must be a multiple of every"),
    ("leap years and no leap days",
     '[[calendar]]\nname = "R"\nmonths = [{ name = "A", days = 3 }]\nleap = { every = 4 }\n',
     "no month has leap_days"),
    ("a negative leap rule", FANTASY.replace("every = 4,", "every = -4,"), "every: -4"),
    ("an unknown key", FANTASY.replace("first_weekday =", "first_wekday ="),
     "unknown key 'first_wekday'"),
    ("an unknown key in a month", FANTASY.replace("short = [\"Frost\"]", "length = 3"),
     "month 1: unknown key 'length'"),
    ("a weekday that is not one", FANTASY.replace('"Starday"\n\n', '"Funday"\n\n'),
     "'Funday' is not one of the weekdays"),
    ("an anchor day the calendar lacks", FANTASY.replace("12 Frostfall", "41 Frostfall"),
     "same_day"),
    ("no place against the first", FANTASY.replace(
        'same_day = { this = "1 March 1", first = "12 Frostfall 212" }', ""),
     "offset or same_day"),
    ("two calendars of one name", FANTASY.replace('name = "Elven"', 'name = "reckoning"'),
     "a second calendar named"),
    ("a language Quire does not know",
     FANTASY.replace('fr = "Dégel"', 'xx = "Dégel"'), "'xx' is not one of"),
    ("not TOML", "[[calendar]\nname = ", "not TOML"),
    ("a bool for a number", FANTASY.replace("days = 40", "days = true"), "whole number"),
    ("a month count past the limit",
     "[[calendar]]\nname = \"Many\"\nmonths = [" + ", ".join(f'{{ name = "M{i}", days = 1 }}'
                                          for i in range(401)) + "]\n",
     "more than 400"),
]


@pytest.mark.parametrize(("case", "text", "where"), BAD, ids=[case for case, _, _ in BAD])
def test_a_bad_file_gives_the_gregorian_calendar_and_says_where(
    tmp_path: Path, case: str, text: str, where: str
) -> None:
    calendars, problems = read_calendars(write(tmp_path, text), "en")
    assert [c.name for c in calendars] == ["Gregorian"]
    assert [p.kind for p in problems] == [TimeProblemKind.CALENDAR]
    assert CALENDAR_FILE in problems[0].text and where in problems[0].text, problems[0].text


def test_a_file_over_a_megabyte_is_not_read(tmp_path: Path) -> None:
    write(tmp_path, FANTASY + "#" * 1_000_001)
    calendars, problems = read_calendars(tmp_path, "en")
    assert calendars[0].name == "Gregorian" and problems[0].kind == TimeProblemKind.CALENDAR


def test_bad_utf8_is_not_read(tmp_path: Path) -> None:
    calendars, problems = read_calendars(write(tmp_path, b'[[calendar]]\nname = "\xff"\n'), "en")
    assert calendars[0].name == "Gregorian" and "not UTF-8" in problems[0].text


def test_a_toml_bomb_is_refused_without_raising(tmp_path: Path) -> None:
    bomb = "x = " + "[" * 200_000 + "]" * 200_000 + "\n"
    calendars, problems = read_calendars(write(tmp_path, bomb), "en")
    assert calendars[0].name == "Gregorian" and problems[0].kind == TimeProblemKind.CALENDAR
    wide = "[[calendar]]\n" + "".join(f"k{i} = {i}\n" for i in range(60_000))
    calendars, problems = read_calendars(write(tmp_path, wide), "en")
    assert calendars[0].name == "Gregorian" and "unknown key" in problems[0].text


def test_a_link_out_of_the_project_is_not_followed(tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere.toml"
    outside.write_text(FANTASY, encoding="utf-8")
    project = tmp_path / "project"
    project.mkdir()
    (project / CALENDAR_FILE).symlink_to(outside)
    calendars, problems = read_calendars(project, "en")
    assert calendars[0].name == "Gregorian" and problems[0].kind == TimeProblemKind.CALENDAR


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no fifos here")
def test_a_fifo_in_its_place_does_not_block(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / CALENDAR_FILE)
    calendars, problems = read_calendars(tmp_path, "en")
    assert calendars[0].name == "Gregorian" and problems[0].kind == TimeProblemKind.CALENDAR
