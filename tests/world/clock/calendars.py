"""Random calendars for the clock's property tests: month counts and lengths, leap rules,
weekdays, eras and offsets, and dates that each of them has."""

from __future__ import annotations

from hypothesis import strategies as st

from assistant.world.clock.calendar import month_length
from assistant.world.clock.model import Calendar, Era, LeapRule, Month, StoryDate


@st.composite
def leap_rules(draw: st.DrawFn) -> LeapRule:
    every = draw(st.integers(0, 12))
    if not every:
        return LeapRule()
    never = every * draw(st.integers(0, 30))
    unless = never * draw(st.integers(0, 6)) if never else 0
    return LeapRule(every, never, unless)


@st.composite
def calendars(draw: st.DrawFn) -> Calendar:
    leap = draw(leap_rules())
    count = draw(st.integers(1, 16))
    lengths = draw(st.lists(st.integers(1, 45), min_size=count, max_size=count))
    extra = draw(st.lists(st.integers(0, 3), min_size=count, max_size=count))
    if leap.every and not any(extra):
        extra[0] = 1
    months = tuple(Month(f"M{i}", days, leap_days) for i, (days, leap_days)
                   in enumerate(zip(lengths, extra, strict=True)))
    weekdays = tuple(f"W{i}" for i in range(draw(st.integers(1, 10))))
    eras = (
        Era("Ages", draw(st.integers(-50, 50))),
        Era("Before", draw(st.integers(-50, 50)), backwards=True),
    )
    return Calendar(
        draw(st.sampled_from(["Reckoning", "Elven", "Dwarf"])),
        months,
        weekdays,
        leap,
        eras,
        first_weekday=draw(st.integers(0, len(weekdays) - 1)),
        offset=draw(st.integers(-1_000_000, 1_000_000)),
    )


@st.composite
def dates(draw: st.DrawFn, cal: Calendar) -> StoryDate:
    year = draw(st.integers(-5000, 5000))
    month = draw(st.integers(1, len(cal.months)))
    day = draw(st.integers(1, month_length(cal, year, month)))
    return StoryDate(year, month, day)
