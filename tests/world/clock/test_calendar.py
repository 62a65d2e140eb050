"""The calendar's counting: random calendars round-trip dates and conversions, weekdays step
one a day, years are as long as their leap rule says, and the Gregorian calendar agrees with
Python's own for years 1 to 9999 and goes on sensibly before year 1."""

from __future__ import annotations

import datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.world.clock.calendar import (
    NoSuchDate,
    clock_date,
    clock_minute,
    convert,
    date_of,
    day_number,
    describe,
    gregorian,
    is_leap,
    month_length,
    weekday_of,
    year_length,
    year_words,
)
from assistant.world.clock.model import Calendar, Moment, Precision, StoryDate
from tests.world.clock.calendars import calendars, dates


@given(st.data(), calendars())
def test_a_day_number_gives_its_date_back(data: st.DataObject, cal: Calendar) -> None:
    date = data.draw(dates(cal))
    assert date_of(cal, day_number(cal, date)) == date


@given(calendars(), st.integers(-3_000_000, 3_000_000))
def test_a_date_gives_its_day_number_back(cal: Calendar, day: int) -> None:
    assert day_number(cal, date_of(cal, day)) == day


@given(st.data(), calendars(), calendars())
def test_converting_there_and_back_gives_the_same_date(
    data: st.DataObject, first: Calendar, second: Calendar
) -> None:
    date = data.draw(dates(first))
    there = convert(date, first, second)
    assert convert(there, second, first) == date
    assert clock_minute(first, date) == clock_minute(second, there)


@given(calendars(), st.integers(-2_000_000, 2_000_000), st.integers(0, 5000))
def test_weekdays_step_one_a_day(cal: Calendar, day: int, step: int) -> None:
    expected = (weekday_of(cal, day) + step) % len(cal.weekdays)
    assert weekday_of(cal, day + step) == expected


@given(calendars(), st.integers(-3000, 3000))
def test_a_year_is_as_long_as_its_months_and_its_leap_rule(cal: Calendar, year: int) -> None:
    months = sum(month_length(cal, year, m) for m in range(1, len(cal.months) + 1))
    assert year_length(cal, year) == months
    assert day_number(cal, StoryDate(year + 1, 1, 1)) - day_number(
        cal, StoryDate(year, 1, 1)
    ) == months
    base = sum(m.days for m in cal.months)
    assert months == base + (sum(m.leap_days for m in cal.months) if is_leap(cal, year) else 0)


@given(calendars(), st.integers(-200, 200))
def test_leap_years_add_up_over_a_span_of_years(cal: Calendar, start: int) -> None:
    span = range(start, start + 400)
    leaps = sum(is_leap(cal, y) for y in span)
    days = day_number(cal, StoryDate(span.stop, 1, 1)) - day_number(cal, StoryDate(start, 1, 1))
    extra = sum(m.leap_days for m in cal.months)
    assert days == 400 * sum(m.days for m in cal.months) + leaps * extra


@given(calendars(), st.integers(-10**9, 10**9))
def test_a_clock_minute_gives_its_date_and_time_back(cal: Calendar, minute: int) -> None:
    date, hour, rest = clock_date(cal, minute)
    assert clock_minute(cal, date, hour, rest) == minute


@settings(max_examples=300)
@given(st.integers(1, datetime.date.max.toordinal()))
def test_the_gregorian_calendar_agrees_with_python(ordinal: int) -> None:
    cal = gregorian()
    real = datetime.date.fromordinal(ordinal)
    date = StoryDate(real.year, real.month, real.day)
    assert day_number(cal, date) == ordinal - 1
    assert date_of(cal, ordinal - 1) == date
    assert weekday_of(cal, ordinal - 1) == real.weekday()
    assert is_leap(cal, real.year) == ((real.year % 4 == 0 and real.year % 100 != 0)
                                       or real.year % 400 == 0)


def test_before_year_1_the_gregorian_calendar_goes_on() -> None:
    cal = gregorian()
    assert date_of(cal, -1) == StoryDate(0, 12, 31)  # 31 December 1 BC
    assert year_length(cal, 0) == 366  # 1 BC is a leap year, as 400 AD was
    assert year_length(cal, -4) == 366 and year_length(cal, -100) == 365
    assert weekday_of(cal, -1) == 6  # the Sunday before Monday 1 January AD 1
    assert year_words(cal, 0) == "1 BC" and year_words(cal, -43) == "44 BC"
    assert year_words(cal, 212) == "212"
    assert describe(cal, Moment(clock_minute(cal, StoryDate(-43, 3, 15)), Precision.DAY)) == (
        "Friday 15 March 44 BC"
    )


def test_no_such_date() -> None:
    cal = gregorian()
    with pytest.raises(NoSuchDate):
        day_number(cal, StoryDate(2023, 2, 29))
    with pytest.raises(NoSuchDate):
        day_number(cal, StoryDate(2023, 13, 1))
    assert day_number(cal, StoryDate(2024, 2, 29)) == datetime.date(2024, 2, 29).toordinal() - 1


@pytest.mark.parametrize(
    ("language", "month", "weekday", "era"),
    [
        ("en", "October", "Friday", "BC"),
        ("es_ES", "octubre", "viernes", "a. C."),
        ("de", "Oktober", "Freitag", "v. Chr."),
        ("fr_FR", "octobre", "vendredi", "av. J.-C."),
        ("nb_NO", "oktober", "fredag", "f.Kr."),
        ("xx", "October", "Friday", "BC"),
    ],
)
def test_the_gregorian_names_come_in_the_writers_language(
    language: str, month: str, weekday: str, era: str
) -> None:
    cal = gregorian(language)
    day = day_number(cal, StoryDate(212, 10, 9))
    assert cal.months[9].name == month
    assert cal.weekdays[weekday_of(cal, day)] == weekday
    assert cal.eras[1].name == era and cal.eras[1].backwards
    assert all(short for short in cal.weekday_short)


def test_describe_says_the_date_to_its_precision() -> None:
    cal = gregorian()
    minute = clock_minute(cal, StoryDate(212, 10, 9), 11, 40)
    assert describe(cal, Moment(minute)) == "Friday 9 October 212, 11:40"
    assert describe(cal, Moment(minute, Precision.DAY)) == "Friday 9 October 212"
    assert describe(cal, Moment(minute, Precision.MONTH)) == "October 212"
    assert describe(cal, Moment(minute, Precision.YEAR)) == "212"
