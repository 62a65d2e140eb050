"""Counting days in a calendar: leap years, month and year lengths, the day a date falls on,
its weekday, conversions between calendars, and the date said in words.

Every calendar counts days from its own day 0, the first day of its year 1; years before
year 1 are year 0, -1, … in the calendar's own count (eras turn them into "1 BC", "2 BC").
The project's clock counts minutes, and each calendar sits on it by its ``offset`` in days.
Counting is arithmetic, never a loop over years, so any year is as quick as any other.
"""

from __future__ import annotations

from math import lcm

from assistant.world.clock.model import (
    Calendar,
    Era,
    LeapRule,
    Moment,
    Month,
    Precision,
    StoryDate,
)


class NoSuchDate(ValueError):
    """A date the calendar does not have (30 February, month 13)."""


# The Gregorian calendar's names in the five languages: months (name, other names), and
# weekdays from Monday (day 0, 1 January of year 1, was a Monday).
_MONTHS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "en": (
        ("January", ("Jan",)), ("February", ("Feb",)), ("March", ("Mar",)),
        ("April", ("Apr",)), ("May", ()), ("June", ("Jun",)), ("July", ("Jul",)),
        ("August", ("Aug",)), ("September", ("Sep", "Sept")), ("October", ("Oct",)),
        ("November", ("Nov",)), ("December", ("Dec",)),
    ),
    "es": (
        ("enero", ("ene",)), ("febrero", ("feb",)), ("marzo", ("mar",)), ("abril", ("abr",)),
        ("mayo", ("may",)), ("junio", ("jun",)), ("julio", ("jul",)), ("agosto", ("ago",)),
        ("septiembre", ("sep", "sept", "setiembre")), ("octubre", ("oct",)),
        ("noviembre", ("nov",)), ("diciembre", ("dic",)),
    ),
    "de": (
        ("Januar", ("Jan", "Jänner")), ("Februar", ("Feb",)), ("März", ("Mär", "Mrz")),
        ("April", ("Apr",)), ("Mai", ()), ("Juni", ("Jun",)), ("Juli", ("Jul",)),
        ("August", ("Aug",)), ("September", ("Sep", "Sept")), ("Oktober", ("Okt",)),
        ("November", ("Nov",)), ("Dezember", ("Dez",)),
    ),
    "fr": (
        ("janvier", ("janv",)), ("février", ("févr", "fevrier")), ("mars", ()),
        ("avril", ("avr",)), ("mai", ()), ("juin", ()), ("juillet", ("juil",)),
        ("août", ("aout",)), ("septembre", ("sept",)), ("octobre", ("oct",)),
        ("novembre", ("nov",)), ("décembre", ("déc", "decembre")),
    ),
    "nb": (
        ("januar", ("jan",)), ("februar", ("feb",)), ("mars", ("mar",)), ("april", ("apr",)),
        ("mai", ()), ("juni", ("jun",)), ("juli", ("jul",)), ("august", ("aug",)),
        ("september", ("sep", "sept")), ("oktober", ("okt",)), ("november", ("nov",)),
        ("desember", ("des",)),
    ),
}
_WEEKDAYS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "en": (
        ("Monday", ("Mon",)), ("Tuesday", ("Tue", "Tues")), ("Wednesday", ("Wed",)),
        ("Thursday", ("Thu", "Thur", "Thurs")), ("Friday", ("Fri",)),
        ("Saturday", ("Sat",)), ("Sunday", ("Sun",)),
    ),
    "es": (
        ("lunes", ("lun",)), ("martes", ("mar",)), ("miércoles", ("mié", "miercoles")),
        ("jueves", ("jue",)), ("viernes", ("vie",)), ("sábado", ("sáb", "sabado")),
        ("domingo", ("dom",)),
    ),
    "de": (
        ("Montag", ("Mo",)), ("Dienstag", ("Di",)), ("Mittwoch", ("Mi",)),
        ("Donnerstag", ("Do",)), ("Freitag", ("Fr",)), ("Samstag", ("Sa", "Sonnabend")),
        ("Sonntag", ("So",)),
    ),
    "fr": (
        ("lundi", ("lun",)), ("mardi", ("mar",)), ("mercredi", ("mer",)),
        ("jeudi", ("jeu",)), ("vendredi", ("ven",)), ("samedi", ("sam",)),
        ("dimanche", ("dim",)),
    ),
    "nb": (
        ("mandag", ("man",)), ("tirsdag", ("tir",)), ("onsdag", ("ons",)),
        ("torsdag", ("tor",)), ("fredag", ("fre",)), ("lørdag", ("lør", "lordag")),
        ("søndag", ("søn", "sondag")),
    ),
}
# (after year 1, before it), each with its other names.
_ERAS: dict[str, tuple[tuple[str, tuple[str, ...]], tuple[str, tuple[str, ...]]]] = {
    "en": (("AD", ("CE", "A.D.")), ("BC", ("BCE", "B.C."))),
    "es": (("d. C.", ("d.C.", "AD")), ("a. C.", ("a.C.", "BC"))),
    "de": (("n. Chr.", ("n.Chr.", "AD")), ("v. Chr.", ("v.Chr.", "BC"))),
    "fr": (("apr. J.-C.", ("ap. J.-C.", "AD")), ("av. J.-C.", ("BC",))),
    "nb": (("e.Kr.", ("e. Kr.", "AD")), ("f.Kr.", ("f. Kr.", "BC"))),
}
_GREGORIAN_DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
LANGUAGES = tuple(_MONTHS)


def language_code(language: str) -> str:
    """The two-letter code Quire has names for ("en_GB" → "en"; "no", "nn" → "nb";
    anything else → "en")."""
    code = language.replace("-", "_").split("_")[0].casefold()
    if code in ("no", "nn"):
        code = "nb"
    return code if code in _MONTHS else "en"


def gregorian(language: str = "en") -> Calendar:
    """The proleptic Gregorian calendar with its names in ``language``: year 1 is AD 1,
    year 0 is 1 BC, and day 0 (1 January of year 1) is a Monday."""
    code = language_code(language)
    months = tuple(
        Month(name, days, 1 if index == 1 else 0, short)
        for index, ((name, short), days) in enumerate(
            zip(_MONTHS[code], _GREGORIAN_DAYS, strict=True)
        )
    )
    (after, after_short), (before, before_short) = _ERAS[code]
    return Calendar(
        name="Gregorian",
        months=months,
        weekdays=tuple(name for name, _ in _WEEKDAYS[code]),
        leap=LeapRule(4, 100, 400),
        eras=(Era(after, 1, False, after_short), Era(before, 0, True, before_short)),
        weekday_short=tuple(short for _, short in _WEEKDAYS[code]),
    )


def gregorian_names() -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]]:
    """Every language's names for the Gregorian months and weekdays, by index: what a
    ``when`` may use in a calendar shaped like the Gregorian one, whatever the writer's
    language."""
    months = tuple(
        tuple(n for code in LANGUAGES for n in (_MONTHS[code][i][0], *_MONTHS[code][i][1]))
        for i in range(12)
    )
    weekdays = tuple(
        tuple(n for code in LANGUAGES for n in (_WEEKDAYS[code][i][0], *_WEEKDAYS[code][i][1]))
        for i in range(7)
    )
    return months, weekdays


def is_gregorian_shaped(cal: Calendar) -> bool:
    """True when ``cal`` has the Gregorian months' lengths (its names may differ)."""
    return tuple(m.days for m in cal.months) == _GREGORIAN_DAYS


def is_leap(cal: Calendar, year: int) -> bool:
    """True when ``year`` (the calendar's own count) is a leap year."""
    rule = cal.leap
    if rule.every <= 0 or year % rule.every:
        return False
    if rule.except_every <= 0 or year % rule.except_every:
        return True
    return rule.unless_every > 0 and year % rule.unless_every == 0


class _Shape:
    """A calendar's sums, made once per calendar: year lengths and where each month starts."""

    __slots__ = ("average", "base", "cal", "divisors", "extra", "lengths", "starts")

    def __init__(self, cal: Calendar) -> None:
        self.cal = cal
        self.base = sum(m.days for m in cal.months)
        self.extra = sum(m.leap_days for m in cal.months)
        self.average = self.base + self.extra * _leap_share(cal.leap)
        rule = cal.leap
        divisors: list[tuple[int, int]] = []
        if rule.every > 0:
            divisors.append((rule.every, 1))
            if rule.except_every > 0:
                both = lcm(rule.every, rule.except_every)
                divisors.append((both, -1))
                if rule.unless_every > 0:
                    divisors.append((lcm(both, rule.unless_every), 1))
        self.divisors = tuple(divisors)
        self.lengths = (
            tuple(m.days for m in cal.months),
            tuple(m.days + m.leap_days for m in cal.months),
        )
        self.starts = tuple(
            tuple(sum(lengths[:index]) for index in range(len(lengths)))
            for lengths in self.lengths
        )


_SHAPES: dict[int, _Shape] = {}


def _shape(cal: Calendar) -> _Shape:
    """The sums of ``cal`` (kept by identity: calendars are values made once and shared)."""
    shape = _SHAPES.get(id(cal))
    if shape is None or shape.cal is not cal:
        if len(_SHAPES) > 256:
            _SHAPES.clear()
        shape = _SHAPES[id(cal)] = _Shape(cal)
    return shape


def _base_year(cal: Calendar) -> int:
    return _shape(cal).base


def _leap_extra(cal: Calendar) -> int:
    return _shape(cal).extra


def month_length(cal: Calendar, year: int, month: int) -> int:
    """Days in ``month`` (1-based) of ``year``."""
    if not 1 <= month <= len(cal.months):
        raise NoSuchDate(f"{cal.name} has no month {month}")
    return _shape(cal).lengths[is_leap(cal, year)][month - 1]


def year_length(cal: Calendar, year: int) -> int:
    """Days in ``year``."""
    return _base_year(cal) + (_leap_extra(cal) if is_leap(cal, year) else 0)


def _year_start(cal: Calendar, year: int) -> int:
    """The day number of the first day of ``year``."""
    shape = _shape(cal)
    n = year - 1
    leaps = sum(sign * (n // divisor) for divisor, sign in shape.divisors)
    return n * shape.base + leaps * shape.extra


def day_number(cal: Calendar, date: StoryDate) -> int:
    """Days from the calendar's own day 0 (the first day of year 1) to ``date``."""
    length = month_length(cal, date.year, date.month)
    if not 1 <= date.day <= length:
        raise NoSuchDate(f"{cal.name} month {date.month} of {date.year} has no day {date.day}")
    before = _shape(cal).starts[is_leap(cal, date.year)][date.month - 1]
    return _year_start(cal, date.year) + before + date.day - 1


def date_of(cal: Calendar, day: int) -> StoryDate:
    """The date of day number ``day`` (the inverse of :func:`day_number`)."""
    average = _shape(cal).average
    year = 1 + int(day // average) if average > 0 else 1
    while _year_start(cal, year) > day:
        year -= 1
    while _year_start(cal, year + 1) <= day:
        year += 1
    rest = day - _year_start(cal, year)
    for index, length in enumerate(_shape(cal).lengths[is_leap(cal, year)]):
        if rest < length:
            return StoryDate(year, index + 1, rest + 1)
        rest -= length
    raise NoSuchDate(f"day {day} is past the end of {cal.name}'s year {year}")  # pragma: no cover


def _leap_share(rule: LeapRule) -> float:
    """The share of years that are leap years, on average."""
    if rule.every <= 0:
        return 0.0
    share = 1 / rule.every
    if rule.except_every > 0:
        both = lcm(rule.every, rule.except_every)
        share -= 1 / both
        if rule.unless_every > 0:
            share += 1 / lcm(both, rule.unless_every)
    return share


def weekday_of(cal: Calendar, day: int) -> int:
    """The weekday (index into ``cal.weekdays``) of day number ``day``; 0 when the calendar
    names no weekdays."""
    if not cal.weekdays:
        return 0
    return (cal.first_weekday + day) % len(cal.weekdays)


def clock_minute(cal: Calendar, date: StoryDate, hour: int = 0, minute: int = 0) -> int:
    """The minute on the project's clock at ``hour``:``minute`` of ``date`` in ``cal``."""
    day = day_number(cal, date) + cal.offset
    return day * cal.minutes_per_day + hour * 60 + minute


def clock_date(cal: Calendar, minute: int) -> tuple[StoryDate, int, int]:
    """The date, hour and minute in ``cal`` of a minute on the project's clock."""
    day, rest = divmod(minute, cal.minutes_per_day)
    return date_of(cal, day - cal.offset), rest // 60, rest % 60


def convert(date: StoryDate, source: Calendar, target: Calendar) -> StoryDate:
    """The same day as ``date`` (in ``source``) in ``target``'s count."""
    return date_of(target, day_number(source, date) + source.offset - target.offset)


def era_year(cal: Calendar, year: int) -> tuple[int, Era | None]:
    """The year as an era counts it, and that era (None when the calendar has none that
    holds the year: then the calendar's own count is the year)."""
    forward = [e for e in cal.eras if not e.backwards and year >= e.first_year]
    if forward:
        era = max(forward, key=lambda e: e.first_year)
        return year - era.first_year + 1, era
    backward = [e for e in cal.eras if e.backwards and year <= e.first_year]
    if backward:
        era = min(backward, key=lambda e: e.first_year)
        return era.first_year - year + 1, era
    return year, None


def own_year(era: Era, year: int) -> int:
    """The calendar's own year of ``year`` counted in ``era``."""
    return era.first_year - year + 1 if era.backwards else era.first_year + year - 1


def year_words(cal: Calendar, year: int) -> str:
    """The year as the calendar says it: "212", "44 BC" (the first era is not named)."""
    shown, era = era_year(cal, year)
    if era is None or (cal.eras and era is cal.eras[0]):
        return str(year if era is None else shown)
    return f"{shown} {era.name}"


def describe(cal: Calendar, moment: Moment) -> str:
    """``moment`` as ``cal`` names it, to its precision: "Tuesday 9 October 212, 11:40",
    "October 212", "212". English word order: for the log, the command line and the model."""
    date, hour, minute = clock_date(cal, moment.minute)
    year = year_words(cal, date.year)
    if moment.precision == Precision.YEAR:
        return year
    month = cal.months[date.month - 1].name
    if moment.precision == Precision.MONTH:
        return f"{month} {year}"
    text = f"{date.day} {month} {year}"
    if cal.weekdays:
        day = moment.minute // cal.minutes_per_day
        text = f"{cal.weekdays[weekday_of(cal, day - cal.offset)]} {text}"
    if moment.precision == Precision.MINUTE:
        text += f", {hour:02d}:{minute:02d}"
    return text


__all__ = [
    "LANGUAGES",
    "NoSuchDate",
    "clock_date",
    "clock_minute",
    "convert",
    "date_of",
    "day_number",
    "describe",
    "era_year",
    "gregorian",
    "gregorian_names",
    "is_gregorian_shaped",
    "is_leap",
    "language_code",
    "month_length",
    "own_year",
    "weekday_of",
    "year_length",
    "year_words",
]
