"""The values a cue states, read off one match of its pattern: the day, month and year,
the weekday, the hour ("twenty to midnight" is 23:40), the step in time in minutes, the
age and whose it is, the part of the day and the season.

Whose an age is: the name (or the pronoun) just before "was twelve", or before the comma of
"Oda, a widow of sixty". A name of the project's characters (or an alias) wins; without
names a word written with a capital is taken for one. "it was ten", "the bridge was twelve"
and "when she was twelve" give no age: precision comes first.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from assistant.world.clock.cue_patterns import Reader
from assistant.world.clock.cue_words import CueWords, Template
from assistant.world.clock.model import Calendar, CueKind
from assistant.world.clock.numbers import read_number


def _key(text: str) -> str:
    return " ".join(text.split()).lower()


def _unit_minutes(unit: str, calendar: Calendar) -> int:
    day = calendar.minutes_per_day
    year = sum(m.days for m in calendar.months) or 365
    return {
        "minute": 1,
        "hour": 60,
        "day": day,
        "week": day * (len(calendar.weekdays) or 7),
        "month": day * round(year / max(len(calendar.months), 1)),
        "year": day * year,
    }.get(unit, day)


class Values:
    """The values one match states, read group by group."""

    def __init__(self, reader: Reader, template: Template, groups: dict[str, str]) -> None:
        self.reader = reader
        self.template = template
        self.groups = groups
        self.fixed = template.fixed

    def number(self, name: str) -> int | None:
        text = self.groups.get(name)
        if text is None:
            return None
        words = self.reader.words
        key = _key(text)
        for table in (words.hours, words.minutes, words.counts):
            if key in table and name in ("hour", "minute", "count"):
                return table[key]
        return read_number(text, self.reader.language)


def _clock(values: Values, found: dict[str, object]) -> bool:
    hour = values.number("hour")
    minute = values.number("minute")
    words = values.reader.words
    if hour is None:
        return True
    if minute is None:
        minute = 0
    if "dir" in values.groups and minute % 5:
        return False
    if "dir" in values.groups and words.directions.get(_key(values.groups["dir"]), 1) < 0:
        hour, minute = hour - 1, 60 - minute
    if values.fixed.get("half"):
        hour, minute = hour - 1, 30
    hour %= 24
    if "ampm" in values.groups:
        part = words.ampm.get(_key(values.groups["ampm"]), "")
        found["part_of_day"] = part
        late = part in ("afternoon", "evening") or (part == "night" and hour >= 6)
        if late and hour < 12:
            hour += 12
        elif part == "morning" and hour == 12:
            hour = 0
    if not 0 <= minute < 60 or hour > 23:
        return False
    found["hour"], found["minute"] = hour, minute
    return True


def read_values(values: Values, calendar: Calendar) -> dict[str, object] | None:
    """The cue's values, or None when the match states no time after all."""
    groups, reader, words = values.groups, values.reader, values.reader.words
    found: dict[str, object] = {
        k: v for k, v in values.fixed.items() if k in ("part_of_day", "offset_minutes", "minute")
    }
    month_number = None
    if "month" in groups:
        month_number = found["month"] = _named(reader.months, groups["month"].rstrip("."))
        if month_number is None:
            return None
    if "weekday" in groups:
        found["weekday"] = _named(reader.weekdays, groups["weekday"])
        if found["weekday"] is None:
            return None
    if "day" in groups:
        day = read_number(groups["day"], reader.language)
        month = calendar.months[(month_number or 1) - 1]
        if day is None or not 1 <= day <= month.days + month.leap_days:
            return None
        found["day"] = day
    if "year" in groups:
        found["year"] = int(groups["year"])
    if "part" in groups:
        part, hour = {**words.parts, **words.at_parts}.get(_key(groups["part"]), ("", None))
        found["part_of_day"] = part
        if hour is not None:
            found["hour"], found["minute"] = hour, 0
    if "season" in groups:
        found["season"] = words.seasons.get(_key(groups["season"]), "")
    if ("hour" in groups or "minute" in groups) and not _clock(values, found):
        return None
    if values.template.kind is CueKind.RELATIVE and "offset_minutes" not in found:
        _step(values, calendar, found)
    elif "next" in groups:
        found["part_of_day"] = words.next_units.get(_key(groups["next"]), ("", ""))[1]
    if "age" in groups:
        age = read_number(groups["age"], reader.language)
        if age is None or not int(values.fixed.get("min_age", 1)) <= age <= 120:
            return None
        found["age"] = age + int(values.fixed.get("age_shift", 0))
    return found


def _named(names: dict[str, tuple[int, bool]], written: str) -> int | None:
    number, capital = names.get(written.lower(), (None, False))
    if number is None or (capital and not written[:1].isupper()):
        return None
    return number


def _step(values: Values, calendar: Calendar, found: dict[str, object]) -> None:
    groups, words = values.groups, values.reader.words
    count = values.number("count")
    if count is None:
        count = int(values.fixed.get("count", 1))
    unit = str(values.fixed.get("unit", "day"))
    if "unit" in groups:
        unit = words.units.get(_key(groups["unit"]), "day")
    if "next" in groups:
        unit, part = words.next_units.get(_key(groups["next"]), ("day", ""))
        if part:
            found["part_of_day"] = part
    sign = int(values.fixed.get("sign", 1))
    if "dir" in groups:
        sign = words.directions.get(_key(groups["dir"]), 1)
    found["offset_minutes"] = sign * count * _unit_minutes(unit, calendar)


_CLAUSE_END = re.compile(r"[.!?;:\n\"“”«»„]")
_WORDS = re.compile(r"[\w’']+")
_NAME_WORDS = 4
"""The most words a character's name is looked for in ("Corvin Ashdell")."""
_LAST_WORD = re.compile(r"([\w’'-]+)\s*$")
_THING_WORDS = (
    "it this that there here what which who everything nothing something all es das "
    "dies man esto eso ello lo ce cela ça c il y det dette der den klokka klokken"
)
_THINGS = frozenset(_THING_WORDS.split())
"""Subjects that are no person (a clock may be twelve, a river thirty feet)."""


def age_owner(
    text: str, start: int, words: CueWords, names: Collection[str], *, required: bool
) -> tuple[str, int] | None:
    """``(who, start)`` for an age cue starting at ``start``: ``who`` is the name as written
    ("" for a pronoun or for none), ``start`` moved back to take in the name or pronoun.
    None when the age is not a person's now: a thing's, another time's, or (``required``)
    said of no one."""
    head = text[max(0, start - 120) : start]
    ends = list(_CLAUSE_END.finditer(head))
    clause_start = ends[-1].end() if ends else 0
    body = head[clause_start:].rstrip()
    if body.endswith(","):
        body = body[:-1].rstrip()
    offset = start - len(head) + clause_start
    starts = [m.start() for m in _WORDS.finditer(body)][-_NAME_WORDS:]
    for at in starts:
        name = body[at:]
        if name in names:
            if _last(body[:at]) in words.when_words:
                return None
            return name, offset + at
    if {w.lower() for w in _WORDS.findall(body)[-4:]} & words.when_words:
        return None  # "when she was only eight years old"
    found = _LAST_WORD.search(body)
    if found is None:
        return None if required else ("", start)
    word = found.group(1)
    key = word.lower()
    before = _last(body[: found.start()])
    if key in words.when_words or key in _THINGS:
        return None
    if key in words.pronouns:
        if before in words.when_words:
            return None
        return "", offset + found.start()
    if required:
        if names or not word[:1].isupper() or before in words.articles:
            return None
        if before in words.when_words:
            return None
        return word, offset + found.start()
    if before in words.articles and key not in {p.lower() for p in words.persons}:
        return None
    return "", start


def _last(text: str) -> str:
    found = _LAST_WORD.search(text.rstrip().rstrip(","))
    return found.group(1).lower() if found else ""


def inverted_owner(
    word: str, start: int, words: CueWords, names: Collection[str]
) -> tuple[str, int] | None:
    """The owner of an age whose subject follows the verb ("Am Morgen war Mára sieben",
    "Neste morgen var Mára sju"): a name or a pronoun, else no age."""
    key = word.lower()
    if key in words.pronouns:
        return "", start
    if word in names or (not names and word[:1].isupper() and key not in _THINGS):
        return word, start
    return None
