"""Reading a scene's ``when`` and ``duration`` and an entity's dates, as a writer writes them.

A ``when`` is a date ("9 October 212", "212-10-09", "October 9, 212", "9 October 212 AC",
"the 3rd of Frostfall 1204", "1 Frostfall 1204 (Elven)" for a second calendar), a date and
time ("9 October 212, 11:40", "… at noon", "… at twenty to midnight"), a month or a year
alone, a span ("2–4 December 212"), or a relation to another scene ("the next morning after
The Toll-House", "three days later", "2 days after Chapter 3", "the same night as …", "a
week before …"; "drei Tage später", "le lendemain", "tre dager senere"…). A relation with
no scene named counts from the scene before. Nothing here raises on what a writer wrote:
what cannot be read comes back as :class:`Unread`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from assistant.world.clock import words as w
from assistant.world.clock.calendar import (
    NoSuchDate,
    clock_minute,
    day_number,
    gregorian_names,
    is_gregorian_shaped,
    month_length,
    own_year,
)
from assistant.world.clock.model import (
    Calendar,
    Era,
    Moment,
    Precision,
    StoryDate,
    TimeProblemKind,
)

WHEN, DURATION, BORN, DIED = "when", "duration", "born", "died"
TIME_FIELDS: Mapping[str, str] = {
    **dict.fromkeys(("when", "date", "cuándo", "cuando", "fecha", "wann", "datum", "quand",
                     "når", "dato"), WHEN),
    **dict.fromkeys(("duration", "duración", "duracion", "dauer", "durée", "duree",
                     "varighet"), DURATION),
    **dict.fromkeys(("born", "birth", "nacimiento", "nacido", "nacida", "geboren", "geburt",
                     "naissance", "né", "née", "født", "fødd"), BORN),
    **dict.fromkeys(("died", "death", "muerte", "murió", "gestorben", "tod", "mort",
                     "morte", "décès", "død", "døde"), DIED),
}
"""Field names read as times (folded with :meth:`str.casefold`), and what each is."""

WHEN_FIELD: Mapping[str, str] = {"en": "when", "es": "cuándo", "de": "wann", "fr": "quand",
                                 "nb": "når"}
"""The name a new ``when`` field gets, in the project's language."""


@lru_cache(maxsize=1024)
def time_role(name: str) -> str | None:
    """What a field named ``name`` holds: ``when``, ``duration``, ``born``, ``died``, or None."""
    return TIME_FIELDS.get(" ".join(name.split()).casefold())


def time_field(fields: Iterable[tuple[str, str]], role: str) -> tuple[str, str] | None:
    """The first of ``fields`` that holds ``role``, as (name as written, value)."""
    for name, value in fields:
        if time_role(name) == role:
            return name, value
    return None


@dataclass(frozen=True)
class Stated:
    """A time the ``when`` states: from ``start``, to ``end`` (a minute on the clock after
    the last) when the text gives a span or a part of the day, else for its precision."""

    start: Moment
    end: int | None = None
    calendar: str = ""


@dataclass(frozen=True)
class Relation:
    """A time counted from another scene (``anchor``: its title or id as written; "" for the
    scene before): so many days, months and years and minutes on, then at ``part`` of the
    day or at ``hour``:``minute`` when the text says."""

    anchor: str = ""
    days: int = 0
    months: int = 0
    years: int = 0
    minutes: int = 0
    part: str = ""
    at: tuple[int, int] | None = None

    @property
    def counts_days(self) -> bool:
        """True when the relation lands on a day (not so many minutes on)."""
        return bool(self.days or self.months or self.years or self.part or self.at) or (
            not self.minutes
        )


@dataclass(frozen=True)
class Unread:
    """A ``when`` that could not be read: why (unreadable, or no such date)."""

    kind: TimeProblemKind
    detail: str = ""


Reading = Stated | Relation | Unread

_QUOTES = str.maketrans({"‘": "'", "’": "'", "‚": "'", "“": '"', "”": '"', "„": '"',
                         "«": '"', "»": '"', "‒": "–", "―": "—", "−": "-", "\u00a0": " "})
_TOKEN = re.compile(r"-?\d+(?:st|nd|rd|th|er|e|º|ª|\.)?|\w+(?:['-]\w+)*|-là", re.UNICODE)
_ISO = re.compile(r"^(-?\d{1,7})-(\d{1,2})(?:-(\d{1,2}))?$")
_DOTTED = re.compile(r"^(\d{1,2})\.\s?(\d{1,2})\.\s?(-?\d{1,7})$")
_CAL_SUFFIX = re.compile(r"\(([^()]{1,80})\)\s*$")
_ORDINAL = re.compile(r"^(-?\d+)(?:st|nd|rd|th|er|e|º|ª|\.)?$")
_NUMBER_WORD = "|".join(sorted((re.escape(k) for k in w.NUMBERS), key=len, reverse=True))

_AT = (
    r"(?<![\w:.-])(?:(?:at|about|around|by|a\ las|a\ la|sobre|hacia|um|gegen|à|vers|kl\.?"
    r"|klokka|klokken|omkring|ca\.?)\s+)*"
)
_HOUR_WORD = rf"(?P<h>\d{{1,2}}|{_NUMBER_WORD})"
_MARKER = (
    r"a\.?m\.?(?!\w)|p\.?m\.?(?!\w)|in\ the\ morning|in\ the\ afternoon|in\ the\ evening"
    r"|at\ night|de\ la\ mañana|de\ la\ tarde|de\ la\ noche|de\ la\ madrugada|morgens"
    r"|nachmittags|abends|nachts|du\ matin|de\ l'après-midi|du\ soir|de\ la\ nuit"
    r"|om\ morgenen|om\ ettermiddagen|om\ kvelden|om\ natta|om\ natten"
)
_TIME_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE | re.VERBOSE), kind)
    for pattern, kind in (
        (rf"{_AT}(?:a\s+)?(?P<m>\d{{1,2}}|quarter|half|{_NUMBER_WORD})\s+(?:minutes\s+)?"
         rf"(?P<dir>past|to|before|after)\s+(?P<h>\d{{1,2}}|{_NUMBER_WORD}|noon|midnight)\b"
         rf"(?:\s*(?P<ap>{_MARKER}))?", "past"),
        (rf"{_AT}(?P<h>\d{{1,2}})\s*[:h]\s*(?P<m>\d{{2}})\s*(?P<ap>a\.?m\.?|p\.?m\.?|uhr)?"
         r"(?!\d)", "clock"),
        (rf"{_AT}(?P<h>\d{{1,2}})\.(?P<m>\d{{2}})(?![\d.])\s*(?P<ap>a\.?m\.?|p\.?m\.?|uhr)?",
         "clock"),
        (rf"{_AT}{_HOUR_WORD}\s*(?:o'clock|uhr|heures?|h\b)?\s*(?P<ap>{_MARKER})", "hour"),
        (rf"{_AT}{_HOUR_WORD}\s*(?:o'clock|uhr|heures?)(?!\w)", "hour"),
        (rf"{_AT}(?P<w>noon|midday|mediodía|mittag|midi|midnight|medianoche|mitternacht"
         r"|minuit|midnatt)\b", "word"),
    )
)
_TIME_GATE = re.compile(
    r"\d\s*[:h.]\s*\d|[ap]\.?m\b|o'clock|uhr|heure|\b(?:past|to|before|after)\b|noon|midday"
    r"|mediod|mittag|midi|midn|medianoche|mitternacht|minuit",
    re.IGNORECASE,
)
"""What every time of day has (a clock time, a marker, a word): texts without it skip the
slower patterns."""
_PART_WORDS = "|".join(sorted((re.escape(k) for k in w.PARTS), key=len, reverse=True))
_PART_PATTERN = re.compile(
    r"(?:^|(?<=\s)|(?<=,))(?:(?:in|at|by|on|during|por|la|el|de|am|in\ der|le|om|på|i)\s+)*"
    rf"(?:the\s+)?(?P<p>{_PART_WORDS})(?!\w)",
    re.IGNORECASE | re.VERBOSE,
)
_PART_GATE = re.compile(rf"(?:{_PART_WORDS})(?!\w)", re.IGNORECASE)


def clean(text: str) -> str:
    """``text`` with typographic quotes and dashes made plain, and its spaces collapsed."""
    text = " ".join(text.translate(_QUOTES).split())
    return text.strip(" .;")


@dataclass(frozen=True)
class _Names:
    months: Mapping[str, int]
    weekdays: frozenset[str]
    eras: Mapping[str, Era]
    month_pattern: re.Pattern[str] | None
    era_pattern: re.Pattern[str] | None


_NAMES: dict[int, tuple[Calendar, _Names]] = {}


def _names(cal: Calendar) -> _Names:
    """The names ``cal`` is read with (kept by identity: calendars are made once, shared)."""
    kept = _NAMES.get(id(cal))
    if kept is None or kept[0] is not cal:
        if len(_NAMES) > 256:
            _NAMES.clear()
        kept = _NAMES[id(cal)] = (cal, _make_names(cal))
    return kept[1]


def _make_names(cal: Calendar) -> _Names:
    months: dict[str, int] = {}
    weekdays: set[str] = set()
    if is_gregorian_shaped(cal):
        all_months, all_weekdays = gregorian_names()
        for index, names in enumerate(all_months, start=1):
            months.update((n.casefold(), index) for n in names)
        weekdays.update(n.casefold() for names in all_weekdays for n in names)
    for index, month in enumerate(cal.months, start=1):
        months.update((n.casefold(), index) for n in (month.name, *month.short))
    weekdays.update(n.casefold() for n in cal.weekdays)
    weekdays.update(n.casefold() for names in cal.weekday_short for n in names)
    eras = {n.casefold(): era for era in cal.eras for n in (era.name, *era.short)}
    return _Names(months, frozenset(weekdays), eras, _alternation(months), _alternation(eras))


def _alternation(names: Iterable[str]) -> re.Pattern[str] | None:
    many = [n for n in names if not re.fullmatch(r"\w+", n)]
    if not many:
        return None
    body = "|".join(re.escape(n) for n in sorted(many, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{body})(?!\w)", re.IGNORECASE)


def read_moment(text: str, calendars: Sequence[Calendar]) -> Reading:
    """What a ``when`` says: a stated time, a relation to another scene, or why it cannot
    be read. ``calendars[0]`` is the clock's; "(Name)" at the end names another."""
    return _read(text, tuple(calendars))


def _read(text: str, calendars: tuple[Calendar, ...]) -> Reading:
    plain = clean(text)
    if not plain or len(plain) > 500 or not calendars:
        return Unread(TimeProblemKind.UNREADABLE)
    cal = calendars[0]
    suffix = _CAL_SUFFIX.search(plain)
    if suffix:
        named = [c for c in calendars if c.name.casefold() == suffix.group(1).strip().casefold()]
        if named:
            cal = named[0]
            plain = plain[: suffix.start()].strip(" ,")
    quick = _quick(plain, cal)
    if quick is not None:
        return quick
    relation = read_relation(plain)
    if relation is not None:
        return relation
    try:
        stated = _read_stated(plain, cal)
    except NoSuchDate as error:
        return Unread(TimeProblemKind.NO_SUCH_DATE, str(error))
    return stated if stated is not None else Unread(TimeProblemKind.UNREADABLE)


_QUICK_DAY_FIRST = re.compile(
    r"(?:the\s+)?(\d{1,2})(?:st|nd|rd|th|\.)?\s+(?:of\s+|de\s+)?([^\W\d]+)\.?,?\s+(?:de\s+)?"
    r"(-?\d{1,7})(?:,\s*(\d{1,2}):(\d{2}))?",
    re.IGNORECASE,
)
_QUICK_MONTH_FIRST = re.compile(
    r"([^\W\d]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(-?\d{1,7})(?:,\s*(\d{1,2}):(\d{2}))?",
    re.IGNORECASE,
)


def _quick(text: str, cal: Calendar) -> Stated | None:
    """The commonest ``when``, "9 October 212" or "October 9, 212" with or without ", 11:40",
    read at once; None sends the text to the full reading."""
    match = _QUICK_DAY_FIRST.fullmatch(text)
    if match is not None:
        day, name, year, hour, minute = match.groups()
    else:
        match = _QUICK_MONTH_FIRST.fullmatch(text)
        if match is None:
            return None
        name, day, year, hour, minute = match.groups()
    month = _names(cal).months.get(name.casefold())
    if month is None:
        return None
    date = StoryDate(int(year), month, int(day))
    if not 1 <= date.day <= month_length(cal, date.year, month):
        return None
    if hour is None:
        return Stated(Moment(clock_minute(cal, date), Precision.DAY), None, cal.name)
    if int(hour) * 60 + int(minute) > cal.minutes_per_day or int(minute) >= 60:
        return None
    return Stated(Moment(clock_minute(cal, date, int(hour), int(minute))), None, cal.name)


# -- dates -----------------------------------------------------------------------------


@dataclass
class _Parts:
    year: int | None = None
    month: int | None = None
    day: int | None = None
    at: tuple[int, int] | None = None
    part: str = ""


def read_date(text: str, cal: Calendar) -> StoryDate | None:
    """The day ``text`` names in ``cal`` (day, month and year all given), or None; raises
    :class:`NoSuchDate` for a day the calendar does not have."""
    parts = _date_parts(clean(text), cal)
    if parts is None or None in (parts.year, parts.month, parts.day) or parts.at or parts.part:
        return None
    assert parts.year is not None and parts.month is not None and parts.day is not None
    date = StoryDate(parts.year, parts.month, parts.day)
    day_number(cal, date)
    return date


def _read_stated(text: str, cal: Calendar) -> Stated | None:
    whole = _date_parts(text, cal)
    if whole is not None and whole.year is not None:
        return _stated(whole, whole, cal)
    for separator in w.SPAN_SEPARATORS:
        index = text.casefold().find(separator)
        while index > 0:
            left = _date_parts(text[:index].strip(" ,"), cal)
            right = _date_parts(text[index + len(separator):].strip(" ,"), cal)
            if left is not None and right is not None and right.year is not None:
                if left.month is None and left.day is None and right.day is not None:
                    left.day, left.year = left.year, None
                if left.year is None:
                    left.year = right.year
                    if left.month is None:
                        left.month = right.month
                if left.month is None and right.month is not None and left.day is not None:
                    left.month = right.month
                return _stated(left, right, cal)
            index = text.casefold().find(separator, index + 1)
    return None


def _stated(first: _Parts, last: _Parts, cal: Calendar) -> Stated | None:
    start = _start(first, cal)
    end = _end(last, cal)
    if start is None or end is None or end <= start.minute:
        return None
    natural = _end(first, cal) if first is last and not first.part else None
    return Stated(start, end if end != natural else None, cal.name)


def _start(parts: _Parts, cal: Calendar) -> Moment | None:
    if parts.year is None:
        return None
    if parts.month is None:
        return Moment(clock_minute(cal, StoryDate(parts.year, 1, 1)), Precision.YEAR)
    if parts.day is None:
        return Moment(clock_minute(cal, StoryDate(parts.year, parts.month, 1)), Precision.MONTH)
    date = StoryDate(parts.year, parts.month, parts.day)
    if parts.at is not None:
        return Moment(clock_minute(cal, date, *parts.at), Precision.MINUTE)
    if parts.part:
        hour = _scaled(w.PART_HOURS[parts.part][0], cal)
        return Moment(clock_minute(cal, date, hour), Precision.MINUTE)
    return Moment(clock_minute(cal, date), Precision.DAY)


def _end(parts: _Parts, cal: Calendar) -> int | None:
    """The minute after the last that ``parts`` names."""
    if parts.year is None:
        return None
    if parts.month is None:
        return clock_minute(cal, StoryDate(parts.year + 1, 1, 1))
    if parts.day is None:
        if parts.month == len(cal.months):
            return clock_minute(cal, StoryDate(parts.year + 1, 1, 1))
        return clock_minute(cal, StoryDate(parts.year, parts.month + 1, 1))
    date = StoryDate(parts.year, parts.month, parts.day)
    if parts.at is not None:
        return clock_minute(cal, date, *parts.at) + 60
    if parts.part:
        return clock_minute(cal, date, _scaled(w.PART_HOURS[parts.part][1], cal))
    return clock_minute(cal, date) + cal.minutes_per_day


def _scaled(hour: int, cal: Calendar) -> int:
    return hour if cal.hours_per_day == 24 else hour * cal.hours_per_day // 24


def _date_parts(text: str, cal: Calendar) -> _Parts | None:
    """The year, month, day and time ``text`` gives (any may be missing), or None when it
    holds words that are not a date's."""
    text, at, part = take_time(text)
    if at is not None and not 0 <= at[0] * 60 + at[1] <= cal.minutes_per_day:
        return None
    parts = _numeric(text.strip(" ,"))
    if parts is None:
        parts = _worded(text, cal)
    if parts is None:
        return None
    parts.at, parts.part = at, part
    if parts.year is not None and parts.month is not None:
        if parts.month > len(cal.months):
            raise NoSuchDate(f"{cal.name} has no month {parts.month}")
        if parts.day is not None and not 1 <= parts.day <= month_length(
            cal, parts.year, parts.month
        ):
            raise NoSuchDate(f"{cal.name} has no day {parts.day} in month {parts.month}")
    return parts


def _numeric(text: str) -> _Parts | None:
    iso = _ISO.match(text)
    if iso:
        day = iso.group(3)
        return _Parts(int(iso.group(1)), int(iso.group(2)), int(day) if day else None)
    dotted = _DOTTED.match(text)
    if dotted:
        return _Parts(int(dotted.group(3)), int(dotted.group(2)), int(dotted.group(1)))
    return None


def _worded(text: str, cal: Calendar) -> _Parts | None:
    names = _names(cal)
    marks: list[tuple[int, str, object]] = []  # (position, kind, value)
    for pattern, table, kind in (
        (names.month_pattern, names.months, "month"),
        (names.era_pattern, names.eras, "era"),
    ):
        if pattern is None:
            continue
        for match in pattern.finditer(text):
            marks.append((match.start(), kind, table[match.group(0).casefold()]))
        text = pattern.sub(lambda m: " " * len(m.group(0)), text)
    for match in _TOKEN.finditer(text):
        token = match.group(0).casefold()
        number = _ORDINAL.match(token)
        if number:
            marks.append((match.start(), "number", int(number.group(1))))
        elif token in names.months:
            marks.append((match.start(), "month", names.months[token]))
        elif token in names.eras:
            marks.append((match.start(), "era", names.eras[token]))
        elif token in names.weekdays or token in _DATE_FILLERS:
            continue
        else:
            return None
    marks.sort(key=lambda mark: mark[0])
    return _assemble(marks)


_DATE_FILLERS = frozenset(
    ("the", "of", "on", "in", "year", "day", "el", "la", "de", "del", "año", "día", "der",
     "den", "am", "im", "jahr", "jahre", "tag", "le", "l", "an", "année", "en", "jour",
     "året", "år", "dag", "dagen", "i", "anno")
)


def _assemble(marks: list[tuple[int, str, object]]) -> _Parts | None:
    """A date's parts from its numbers, month and era in the order written."""
    numbers = [(at, v) for at, kind, v in marks if kind == "number" and isinstance(v, int)]
    months = [(at, v) for at, kind, v in marks if kind == "month" and isinstance(v, int)]
    eras = [v for _, kind, v in marks if kind == "era" and isinstance(v, Era)]
    if len(months) > 1 or len(eras) > 1 or len(numbers) > 2 or not (numbers or months):
        return None
    era = eras[0] if eras else None
    day: int | None = None
    year: int | None = None
    month: int | None = None
    if not months:
        if len(numbers) != 1:
            return None
        year = numbers[0][1]
    else:
        where, month = months[0]
        before = [v for at, v in numbers if at < where]
        after = [v for at, v in numbers if at > where]
        if len(before) == 1:
            day, year = before[0], (after[0] if after else None)
        elif len(after) == 2:
            day, year = after
        elif len(after) == 1:
            if era is not None or not 1 <= after[0] <= 31:
                year = after[0]
            else:
                day = after[0]
        elif numbers:
            return None
    if era is not None:
        if year is None or year < 1:
            return None
        year = own_year(era, year)
    return _Parts(year, month, day)


# -- times of day ----------------------------------------------------------------------


def take_time(text: str) -> tuple[str, tuple[int, int] | None, str]:
    """``text`` without the time of day it names, the hour and minute (24 may stand for
    midnight at the end of the day), and the part of the day when only that is named."""
    parts = _PART_GATE.search(text) is not None
    if not parts and _TIME_GATE.search(text) is None:
        return text, None, ""
    for pattern, kind in _TIME_PATTERNS:
        match = pattern.search(text)
        if match is None:
            continue
        at = _time_of(match, kind)
        if at is not None:
            return (text[: match.start()] + " " + text[match.end():]).strip(" ,"), at, ""
    match = _PART_PATTERN.search(text) if parts else None
    if match:
        part = w.PARTS[match.group("p").casefold()]
        rest = (text[: match.start()] + " " + text[match.end():]).strip(" ,")
        if part == w.NOON:
            return rest, (12, 0), ""
        if part == w.MIDNIGHT:
            return rest, (24, 0), ""
        return rest, None, part
    return text, None, ""


def _number(token: str) -> int | None:
    token = token.casefold()
    if token.isdigit():
        return int(token)
    if token == "quarter":
        return 15
    if token == "half":
        return 30
    return w.NUMBERS.get(token)


def _time_of(match: re.Match[str], kind: str) -> tuple[int, int] | None:
    groups = match.groupdict()
    if kind == "word":
        word = w.PARTS[groups["w"].casefold()]
        return (12, 0) if word == w.NOON else (24, 0)
    hour_word = groups["h"].casefold()
    hour = 12 if hour_word == "noon" else 24 if hour_word == "midnight" else _number(hour_word)
    if hour is None or hour > 24:
        return None
    minute = int(groups["m"]) if kind == "clock" else 0
    if kind == "past":
        minute = _number(groups["m"]) or 0
        if not 0 < minute < 60:
            return None
        if groups["m"].isdigit() and hour_word.isdigit() and "minute" not in match.group(0):
            return None  # "2 to 4 December" is a span of days, not 3:56
    if minute >= 60:
        return None
    marker = (groups.get("ap") or "").casefold().replace(".", "")
    if marker and marker != "uhr":
        afternoon = marker.startswith("p") or any(
            word in marker for word in ("afternoon", "evening", "tarde", "noche", "nachmittag",
                                        "abend", "après", "soir", "ettermiddag", "kveld")
        )
        night = any(word in marker for word in ("night", "nacht", "nuit", "natt", "natten"))
        if hour > 12:
            return None
        if (afternoon and hour < 12) or (night and 6 <= hour < 12):
            hour += 12
        elif not afternoon and hour == 12:
            hour = 0
    if kind == "past" and groups["dir"].casefold() in ("to", "before"):
        total = hour * 60 - minute
        return divmod(total, 60) if total >= 0 else None
    return hour, minute


# -- relations -------------------------------------------------------------------------


_PHRASES = dict(w.PHRASES)
_PHRASE_PATTERN = re.compile(
    "|".join(re.escape(p) for p in sorted(_PHRASES, key=len, reverse=True)), re.IGNORECASE
)


def _phrased(text: str) -> str:
    """``text`` with the phrases read as one word replaced (see :data:`words.PHRASES`)."""
    return _PHRASE_PATTERN.sub(lambda m: _PHRASES[m.group(0).casefold()], text)


def read_relation(text: str) -> Relation | None:
    """``text`` read as a relation to another scene, or None when it is not one."""
    text = _phrased(text)
    tokens = [(m.start(), m.end(), m.group(0)) for m in _TOKEN.finditer(text)]
    if not tokens:
        return None
    for index, (_, end, token) in enumerate(tokens):
        word = token.casefold()
        if word in w.AFTER_ANCHOR or word in w.BEFORE_ANCHOR or word in w.NEUTRAL_ANCHOR:
            if index == 0 or index == len(tokens) - 1:
                continue
            way = 1 if word in w.AFTER_ANCHOR else -1 if word in w.BEFORE_ANCHOR else 0
            left, at, part = take_time(text[: tokens[index][0]])
            found = _relation_words(_words(left), way, anchored=True, part=part)
            if found is not None:
                anchor = text[end:].strip(" ,:")
                return _with_time(found, anchor, at, part)
    plain, at, part = take_time(text)
    found = _relation_words(_words(plain), 0, anchored=False, part=part)
    return _with_time(found, "", at, part) if found is not None else None


def _words(text: str) -> list[str]:
    return [m.group(0) for m in _TOKEN.finditer(text)]


def _with_time(
    found: Relation, anchor: str, at: tuple[int, int] | None, part: str
) -> Relation:
    return Relation(
        anchor, found.days, found.months, found.years, found.minutes,
        part or found.part, at if at is not None else found.at,
    )


def _relation_words(
    tokens: list[str], way: int, *, anchored: bool, part: str = ""
) -> Relation | None:
    """The relation ``tokens`` say (the words before the anchor, or the whole ``when``),
    ``way`` being the direction the anchor's word gives (1 after, -1 before, 0 neither)."""
    amount: int | None = None
    unit = ""
    direction = 0
    shift: int | None = None  # days, from next / previous / same
    day_word = False
    index = 0
    words = [t.casefold().removeprefix("l'").removeprefix("d'") for t in tokens]
    while index < len(words):
        word = words[index]
        following = words[index + 1] if index + 1 < len(words) else ""
        number = int(word) if word.isdigit() else w.NUMBERS.get(word)
        if number is not None and following in w.UNITS and amount is None:
            amount, unit = number, w.UNITS[following]
            index += 2
            continue
        if word in w.NEXT:
            shift = 1 if shift is None or shift == 0 else shift
        elif word in w.PREVIOUS:
            shift = -1
            if word == "vorabend":
                part = w.EVENING
        elif word in w.SAME:
            shift = 0 if shift is None else shift
        elif word in w.LATER:
            direction = 1
        elif word in w.EARLIER:
            direction = -1
        elif word in w.PARTS:
            part = w.PARTS[word]
        elif word in w.DAY_WORDS:
            day_word = True
        elif word in w.FILLERS:
            pass
        else:
            return None
        index += 1
    direction = direction or way
    if amount is not None:
        if not direction:
            return None
        return _offset(amount * direction, unit, part)
    if shift is not None:
        return Relation(days=shift, part=part)
    if direction and (part or day_word):
        return Relation(days=direction, part=part)
    if anchored and way == 0 and (part or day_word):
        return Relation(days=0, part=part)
    return None


def _offset(amount: int, unit: str, part: str) -> Relation:
    if unit == w.MINUTE:
        return Relation(minutes=amount, part=part)
    if unit == w.HOUR:
        return Relation(minutes=amount * 60, part=part)
    if unit == w.WEEK:
        return Relation(days=amount * 7, part=part)
    if unit == w.MONTH:
        return Relation(months=amount, part=part)
    if unit == w.YEAR:
        return Relation(years=amount, part=part)
    return Relation(days=amount, part=part)


# -- durations and entity dates --------------------------------------------------------

_DURATION_TOKEN = re.compile(
    r"(?P<n>\d+(?:[.,]\d+)?|[^\W\d]+(?:-[^\W\d]+)?)\s*(?P<u>[^\W\d]+)?|(?P<hm>\d+)h(?P<mm>\d{2})",
    re.UNICODE,
)
_UNIT_MINUTES = {w.MINUTE: 1, w.HOUR: 60, w.DAY: 1440, w.WEEK: 10080, w.MONTH: 43200,
                 w.YEAR: 525600}


@lru_cache(maxsize=4096)
def read_duration(text: str) -> int | None:
    """How long a ``duration`` says, in minutes ("3 hours", "two days", "an afternoon",
    "1h30", "half an hour"), or None when it is not a duration."""
    folded = _phrased(clean(text).casefold())
    folded = re.sub(r"(\d+)h(\d{2})\b", r"\1 hours \2 minutes", folded)
    folded = re.sub(r"(\d)([a-zà-ÿ])", r"\1 \2", folded)
    tokens = [t for t in re.split(r"[\s,]+", folded) if t]
    total = 0
    found = False
    index = 0
    while index < len(tokens):
        token = tokens[index]
        following = tokens[index + 1] if index + 1 < len(tokens) else ""
        number = _amount(token)
        if number is not None and following in w.UNITS:
            total += round(number * _UNIT_MINUTES[w.UNITS[following]])
            found = True
            index += 2
            continue
        if number == 1 and following in w.DURATION_PARTS:
            total += w.DURATION_PARTS[following]
            found = True
            index += 2
            continue
        if token in w.DURATION_PARTS and token == "overnight":
            total += w.DURATION_PARTS[token]
            found = True
        elif token not in w.FILLERS:
            return None
        index += 1
    return total if found and total > 0 else None


def _amount(token: str) -> float | None:
    try:
        return float(token.replace(",", "."))
    except ValueError:
        value = w.NUMBERS.get(token)
        return float(value) if value is not None else None


_YEAR_IN_WORDS = re.compile(r"(?<![\w-])(-?\d{1,7})(?!\w)")


def read_entity_date(text: str, calendars: Sequence[Calendar]) -> Moment | None:
    """The date an entity's ``born`` or ``died`` gives, even among other words ("The Low
    Town, Hollin, 193", "7 December 212 about three in the morning"); None when it gives
    none."""
    reading = read_moment(text, calendars)
    if isinstance(reading, Stated):
        return reading.start
    plain = clean(text)
    for segment in reversed(re.split(r"[,;(]", plain)):
        segment = segment.strip(" )")
        if not segment:
            continue
        found = read_moment(segment, calendars)
        if isinstance(found, Stated):
            return found.start
    years = _YEAR_IN_WORDS.findall(plain)
    if years:
        found = read_moment(years[-1], calendars)
        if isinstance(found, Stated):
            return found.start
    return None


__all__ = [
    "BORN",
    "DIED",
    "DURATION",
    "TIME_FIELDS",
    "WHEN",
    "WHEN_FIELD",
    "Reading",
    "Relation",
    "Stated",
    "Unread",
    "clean",
    "read_date",
    "read_duration",
    "read_entity_date",
    "read_moment",
    "read_relation",
    "take_time",
    "time_field",
    "time_role",
]
