"""Story times in the writer's words: a moment as the book's calendar names its parts (its own
month and weekday names) in the app's word order, and why a scene could not be placed.

The parts (year, month, day, weekday) come from the story clock's calendar
(:mod:`assistant.world.clock.calendar`); the words around them are the app's, translated.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from assistant.world.clock.calendar import clock_date, weekday_of, year_words
from assistant.world.clock.model import (
    Calendar,
    Moment,
    Precision,
    StoryDate,
    TimeProblem,
    TimeProblemKind,
)
from assistant.world.model import World

CONTEXT = "TimelineWords"


translate = QCoreApplication.translate


@dataclass(frozen=True)
class ClockParts:
    """A minute of the story's clock as one calendar counts it."""

    date: StoryDate
    hour: int
    minute: int
    weekday: int | None
    """Index into the calendar's weekdays (None: the calendar has none)."""


def clock_parts(calendar: Calendar, minute: int) -> ClockParts:
    """The date, hour, minute and weekday of ``minute`` in ``calendar``."""
    date, hour, minute_of_hour = clock_date(calendar, minute)
    day = minute // calendar.minutes_per_day - calendar.offset
    weekday = weekday_of(calendar, day) if calendar.weekdays else None
    return ClockParts(date, hour, minute_of_hour, weekday)


def date_words(calendar: Calendar, moment: Moment, *, weekday: bool = True) -> str:
    """``moment`` to its precision, in the calendar's names: “Tuesday 9 October 212, 14:30”."""
    parts = clock_parts(calendar, moment.minute)
    date = parts.date
    month = calendar.months[date.month - 1].name if calendar.months else str(date.month)
    year = year_words(calendar, date.year)
    if moment.precision <= Precision.YEAR:
        return year
    if moment.precision == Precision.MONTH:
        return (
            translate("TimelineWords", "{month} {year}")
            .replace("{month}", month)
            .replace("{year}", year)
        )
    named = weekday and parts.weekday is not None and calendar.weekdays
    if named:
        text = translate("TimelineWords", "{weekday} {day} {month} {year}").replace(
            "{weekday}", calendar.weekdays[parts.weekday or 0]
        )
    else:
        text = translate("TimelineWords", "{day} {month} {year}")
    text = text.replace("{day}", str(date.day)).replace("{month}", month).replace("{year}", year)
    if moment.precision >= Precision.MINUTE:
        time = f"{parts.hour:02d}:{parts.minute:02d}"
        text = (
            translate("TimelineWords", "{date}, {time}")
            .replace("{date}", text)
            .replace("{time}", time)
        )
    return text


def short_date_words(calendar: Calendar, moment: Moment) -> str:
    """The day alone, for the timeline's ruler: “9 Oct”, or the month or year alone."""
    parts = clock_parts(calendar, moment.minute)
    month = calendar.months[parts.date.month - 1] if calendar.months else None
    name = (month.short[0] if month is not None and month.short else
            month.name if month is not None else str(parts.date.month))  # fmt: skip
    if moment.precision <= Precision.YEAR:
        return year_words(calendar, parts.date.year)
    if moment.precision == Precision.MONTH:
        return (
            translate("TimelineWords", "{month} {year}")
            .replace("{month}", name)
            .replace("{year}", year_words(calendar, parts.date.year))
        )
    return (
        translate("TimelineWords", "{day} {month}")
        .replace("{day}", str(parts.date.day))
        .replace("{month}", name)
    )


def _title(world: World | None, node_id: str) -> str:
    if world is not None:
        document = world.documents.get(node_id)
        if document is not None:
            return document.title
        entity = world.entities.get(node_id)
        if entity is not None:
            return entity.name
    return node_id


def problem_words(problem: TimeProblem, world: World | None) -> str:
    """Why a time could not be placed, in one sentence of the writer's language."""
    text = " ".join(problem.text.split())
    kind = problem.kind
    if kind is TimeProblemKind.UNREADABLE:
        line = translate(
            "TimelineWords", "“{text}” is not a date, a time or a relation Quire can read."
        )
    elif kind is TimeProblemKind.NO_SUCH_DATE:
        line = translate("TimelineWords", "“{text}” is not a day of the calendar.")
    elif kind is TimeProblemKind.MISSING_ANCHOR:
        line = translate(
            "TimelineWords", "It counts from “{text}”, which is not a scene with a time."
        )
    elif kind is TimeProblemKind.CYCLE:
        titles = " → ".join(_title(world, node) for node in problem.nodes)
        line = translate(
            "TimelineWords", "Its time counts from scenes that count from it: {titles}."
        ).replace("{titles}", titles)
    elif kind is TimeProblemKind.NO_PREVIOUS:
        line = translate(
            "TimelineWords",
            "“{text}” counts from the scene before, and no scene before it has a time.",
        )
    else:
        line = translate(
            "TimelineWords",
            "The calendar file cannot be used ({text}); the Gregorian calendar is used.",
        )
    return line.replace("{text}", text)


__all__ = [
    "ClockParts",
    "clock_parts",
    "date_words",
    "problem_words",
    "short_date_words",
]
