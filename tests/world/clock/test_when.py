"""Reading ``when``, ``duration`` and entity dates as writers write them, in the five
languages, and what cannot be read saying why instead of raising."""

from __future__ import annotations

import pytest

from assistant.world.clock.calendar import clock_minute, describe, gregorian
from assistant.world.clock.calendar_file import parse_calendars
from assistant.world.clock.model import Moment, Precision, StoryDate, TimeProblemKind
from assistant.world.clock.when import (
    TIME_FIELDS,
    Relation,
    Stated,
    Unread,
    read_duration,
    read_entity_date,
    read_moment,
    time_field,
    time_role,
)

CALENDARS = (gregorian("en"),)
FANTASY = parse_calendars(
    """
[[calendar]]
name = "Reckoning"
months = [{ name = "Frostfall", days = 30, short = ["Frost"] },
          { name = "Deep Summer", days = 40 }]
weekdays = ["Moonday", "Starday"]
eras = [{ name = "of the Reckoning", short = ["AR"], first_year = 1 },
        { name = "before the Reckoning", short = ["BR"], first_year = 0, backwards = true }]

[[calendar]]
name = "Elven"
like = "gregorian"
offset = 100
""",
    "en",
)


def said(text: str, calendars: tuple = CALENDARS) -> str:
    reading = read_moment(text, calendars)
    assert isinstance(reading, Stated), (text, reading)
    words = describe(calendars[0], reading.start)
    if reading.end is not None:
        words += " until " + describe(calendars[0], Moment(reading.end, reading.start.precision))
    return words


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("9 October 212", "Friday 9 October 212"),
        ("212-10-09", "Friday 9 October 212"),
        ("October 9, 212", "Friday 9 October 212"),
        ("Friday, October 9th, 212", "Friday 9 October 212"),
        ("9 October 212 AD", "Friday 9 October 212"),
        ("the 9th of Oct. 212", "Friday 9 October 212"),
        ("9 October 212, 11:40", "Friday 9 October 212, 11:40"),
        ("9 October 212 at noon", "Friday 9 October 212, 12:00"),
        ("14 November 212 at twenty to midnight", "Saturday 14 November 212, 23:40"),
        ("14 November 212, a quarter past eleven at night", "Saturday 14 November 212, 23:15"),
        ("9 October 212 at 7 pm", "Friday 9 October 212, 19:00"),
        ("9 October 212 in the evening", "Friday 9 October 212, 18:00 until "
         "Friday 9 October 212, 22:00"),
        ("October 212", "October 212"),
        ("212", "212"),
        ("44 BC", "44 BC"),
        ("15 March 44 BC", "Friday 15 March 44 BC"),
        ("-43-03-15", "Friday 15 March 44 BC"),
        ("2–4 December 212", "Wednesday 2 December 212 until Saturday 5 December 212"),
        ("2 December 212 to 4 December 212",
         "Wednesday 2 December 212 until Saturday 5 December 212"),
        ("30 November – 2 December 212",
         "Monday 30 November 212 until Thursday 3 December 212"),
        ("el 9 de octubre de 212", "Friday 9 October 212"),
        ("a las tres de la tarde del 9 de octubre de 212", "Friday 9 October 212, 15:00"),
        ("9. Oktober 212, 11:40 Uhr", "Friday 9 October 212, 11:40"),
        ("um Mitternacht am 14. November 212", "Sunday 15 November 212, 00:00"),
        ("9 octobre 212 à 11 h 40", "Friday 9 October 212, 11:40"),
        ("le 9 octobre 212", "Friday 9 October 212"),
        ("9. oktober 212 kl. 11.40", "Friday 9 October 212, 11:40"),
        ("“9 October 212”", "Friday 9 October 212"),
    ],
)
def test_stated_times(text: str, expected: str) -> None:
    assert said(text) == expected


def test_a_fantasy_calendar_its_eras_and_a_second_calendar() -> None:
    assert said("the 3rd of Frostfall 1204", FANTASY) == "Moonday 3 Frostfall 1204"
    assert said("3 Frost 1204 AR", FANTASY) == "Moonday 3 Frostfall 1204"
    assert said("Deep Summer 5 before the Reckoning", FANTASY) == (
        "Deep Summer 5 before the Reckoning"
    )
    elven = read_moment("1 March 1 (Elven)", FANTASY)
    assert isinstance(elven, Stated) and elven.calendar == "Elven"
    assert elven.start.minute == clock_minute(FANTASY[1], StoryDate(1, 3, 1))
    assert elven.start.minute == (59 + 100) * 1440


@pytest.mark.parametrize(
    ("text", "relation"),
    [
        ("the next morning after The Toll-House",
         Relation("The Toll-House", days=1, part="morning")),
        ("three days later", Relation(days=3)),
        ("2 days after Chapter 3", Relation("Chapter 3", days=2)),
        ("the same night as ‘The Night the Bridge Went’",
         Relation("'The Night the Bridge Went'", part="night")),
        ("same day", Relation()),
        ("later that day", Relation()),
        ("that evening", Relation(part="evening")),
        ("an hour later", Relation(minutes=60)),
        ("half an hour later", Relation(minutes=30)),
        ("a week before The Corn Exchange", Relation("The Corn Exchange", days=-7)),
        ("the day after", Relation(days=1)),
        ("the night before Ledger and Line", Relation("Ledger and Line", days=-1, part="night")),
        ("two months later", Relation(months=2)),
        ("the next day at noon", Relation(days=1, at=(12, 0))),
        ("tres días después", Relation(days=3)),
        ("dos días después de La casa", Relation("La casa", days=2)),
        ("a la mañana siguiente", Relation(days=1, part="morning")),
        ("al día siguiente", Relation(days=1)),
        ("esa misma noche", Relation(part="night")),
        ("drei Tage später", Relation(days=3)),
        ("am nächsten Morgen", Relation(days=1, part="morning")),
        ("zwei Tage nach Kapitel 3", Relation("Kapitel 3", days=2)),
        ("am selben Tag wie Das Zollhaus", Relation("Das Zollhaus")),
        ("trois jours plus tard", Relation(days=3)),
        ("le lendemain", Relation(days=1)),
        ("le lendemain matin", Relation(days=1, part="morning")),
        ("la veille de La Maison", Relation("La Maison", days=-1)),
        ("tre dager senere", Relation(days=3)),
        ("neste morgen", Relation(days=1, part="morning")),
        ("dagen etter Bomhuset", Relation("Bomhuset", days=1)),
        ("samme natt som Flommen", Relation("Flommen", part="night")),
    ],
)
def test_relations(text: str, relation: Relation) -> None:
    assert read_moment(text, CALENDARS) == relation


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("30 February 212", TimeProblemKind.NO_SUCH_DATE),
        ("31 Frostfall 3", TimeProblemKind.UNREADABLE),  # not a month of this calendar
        ("sometime in the autumn, maybe", TimeProblemKind.UNREADABLE),
        ("", TimeProblemKind.UNREADABLE),
        ("9 October", TimeProblemKind.UNREADABLE),  # which year?
        ("x" * 10_000, TimeProblemKind.UNREADABLE),
    ],
)
def test_what_cannot_be_read_says_why(text: str, kind: TimeProblemKind) -> None:
    reading = read_moment(text, CALENDARS)
    assert isinstance(reading, Unread) and reading.kind == kind


def test_a_day_the_fantasy_calendar_lacks() -> None:
    reading = read_moment("31 Frostfall 3", FANTASY)
    assert isinstance(reading, Unread) and reading.kind == TimeProblemKind.NO_SUCH_DATE


@pytest.mark.parametrize(
    ("text", "minutes"),
    [
        ("3 hours", 180), ("two days", 2880), ("an afternoon", 300), ("1h30", 90),
        ("half an hour", 30), ("90 min", 90), ("2 days and 3 hours", 3060),
        ("tres horas", 180), ("zwei Tage", 2880), ("une demi-heure", 30),
        ("to timer", 120), ("a week", 10080), ("1.5 hours", 90),
        ("forever", None), ("", None), ("3", None),
    ],
)
def test_durations(text: str, minutes: int | None) -> None:
    assert read_duration(text) == minutes


def test_entity_dates_among_other_words() -> None:
    cal = CALENDARS[0]
    born = read_entity_date("The Low Town, Hollin, 193", CALENDARS)
    assert born == Moment(clock_minute(cal, StoryDate(193, 1, 1)), Precision.YEAR)
    died = read_entity_date("7 December 212 about three in the morning", CALENDARS)
    assert died == Moment(clock_minute(cal, StoryDate(212, 12, 7), 3), Precision.MINUTE)
    assert read_entity_date("Oskeby, 141", CALENDARS) == Moment(
        clock_minute(cal, StoryDate(141, 1, 1)), Precision.YEAR
    )
    assert read_entity_date("born at Oskeby in 141", CALENDARS) is not None
    assert read_entity_date("nobody knows", CALENDARS) is None


def test_time_fields_in_each_language() -> None:
    for name, role in [("When", "when"), ("cuándo", "when"), ("Dauer", "duration"),
                       ("durée", "duration"), ("født", "born"), ("Birth", "born"),
                       ("gestorben", "died"), ("Mort", "died"), ("date", "when"),
                       ("Death", "died"), ("naissance", "born"), ("varighet", "duration")]:
        assert time_role(name) == role, name
    assert time_role("Role") is None
    assert set(TIME_FIELDS.values()) == {"when", "duration", "born", "died"}
    assert time_field((("Age", "19"), ("Born", "193")), "born") == ("Born", "193")
