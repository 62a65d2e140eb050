from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from assistant.world.clock.days import calendar_day, date_of_day, is_leap_year, weekday_of_day
from assistant.world.clock.model import StoryDate
from tests.world.clock.stories import GREGORIAN, WEEKDAYS, minute


def test_known_weekdays_of_the_gregorian_calendar() -> None:
    for (y, m, d), name in [((2000, 1, 1), "Saturday"), ((1776, 7, 4), "Thursday"),
                            ((2012, 10, 9), "Tuesday"), ((1, 1, 1), "Monday")]:
        day = calendar_day(GREGORIAN, minute(y, m, d, 13))
        assert WEEKDAYS[weekday_of_day(GREGORIAN, day) or 0] == name
        assert date_of_day(GREGORIAN, day) == StoryDate(y, m, d)


def test_leap_years_follow_the_rule() -> None:
    assert is_leap_year(GREGORIAN, 2000) and is_leap_year(GREGORIAN, 2024)
    assert not is_leap_year(GREGORIAN, 1900) and not is_leap_year(GREGORIAN, 2023)
    assert is_leap_year(GREGORIAN, 0) and is_leap_year(GREGORIAN, -4)


@given(st.integers(-800_000, 800_000))
def test_a_day_and_its_date_agree_and_follow_on(day: int) -> None:
    date, after = date_of_day(GREGORIAN, day), date_of_day(GREGORIAN, day + 1)
    assert after == StoryDate(date.year, date.month, date.day + 1) or after.day == 1
    assert minute(date.year, date.month, date.day) // 1440 == day
