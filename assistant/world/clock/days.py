"""A minute of the story's clock as a day of one calendar: its day number, its weekday and
its date, counted with the calendar's month lengths and leap rule (negative years too)."""

from __future__ import annotations

from functools import lru_cache

from assistant.world.clock.model import Calendar, StoryDate


def _multiples_below(year: int, every: int) -> int:
    """How many multiples of ``every`` lie in [1, year) (negative for a year before 1: minus
    those in [year, 0])."""
    return (year - 1) // every if every else 0


def _leap_years_before(cal: Calendar, year: int) -> int:
    rule = cal.leap
    if not rule.every:
        return 0
    count = _multiples_below(year, rule.every)
    if rule.except_every:
        count -= _multiples_below(year, rule.except_every)
        if rule.unless_every:
            count += _multiples_below(year, rule.unless_every)
    return count


def is_leap_year(cal: Calendar, year: int) -> bool:
    return _leap_years_before(cal, year + 1) != _leap_years_before(cal, year)


@lru_cache(maxsize=64)
def _lengths(cal: Calendar) -> tuple[int, int]:
    """The days of a common year, and those a leap year adds."""
    return sum(m.days for m in cal.months), sum(m.leap_days for m in cal.months)


def _year_start(cal: Calendar, year: int) -> int:
    common, extra = _lengths(cal)
    return (year - 1) * common + extra * _leap_years_before(cal, year)


def calendar_day(cal: Calendar, minute: int) -> int:
    """The calendar's own day number (0: its first day of year 1) of a clock minute."""
    return minute // cal.minutes_per_day - cal.offset


def weekday_of_day(cal: Calendar, day: int) -> int | None:
    """The index of the day's weekday in ``cal.weekdays``; None for a calendar without weeks."""
    return (cal.first_weekday + day) % len(cal.weekdays) if cal.weekdays else None


def date_of_day(cal: Calendar, day: int) -> StoryDate:
    """The date of the calendar's own day number."""
    year = day // (_lengths(cal)[0] or 1) + 1
    while _year_start(cal, year) > day:
        year -= 1
    while _year_start(cal, year + 1) <= day:
        year += 1
    left = day - _year_start(cal, year)
    leap = is_leap_year(cal, year)
    for index, month in enumerate(cal.months, start=1):
        length = month.days + (month.leap_days if leap else 0)
        if left < length:
            return StoryDate(year, index, left + 1)
        left -= length
    return StoryDate(year, len(cal.months), left + 1)
