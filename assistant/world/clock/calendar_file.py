"""The calendar file, ``calendar.toml`` at the project's root: the book's own calendars (a
book of a series without one uses its series' file: :func:`calendar_folder`).

One ``[[calendar]]`` table per calendar, the first being the one the clock counts in::

    [[calendar]]
    name = "Reckoning"
    months = [{ name = "Frostfall", days = 30, short = ["Frost"] },
              { name = { en = "Thaw", de = "Tauwind" }, days = 31, leap_days = 1 }]
    weekdays = ["Moonday", "Starday", { name = "Restday", short = ["Rest"] }]
    leap = { every = 4, except_every = 100, unless_every = 400 }
    eras = [{ name = "of the Reckoning", short = ["AR"], first_year = 1 },
            { name = "before the Reckoning", short = ["BR"], first_year = 0, backwards = true }]
    first_weekday = "Starday"
    hours_per_day = 24

    [[calendar]]
    name = "Elven"
    like = "gregorian"          # the Gregorian months, weekdays and leap years
    same_day = { this = "1 March 1", first = "12 Frostfall 212" }   # or: offset = 77000

Any name may be a text or a table of the writer's languages (``en``, ``es``, ``de``, ``fr``,
``nb``). A file that cannot be used is never half used: the Gregorian calendar is, and the
problem says where. Reading never raises, never follows a link out of the project, and reads
no file over 1 MB.
"""

from __future__ import annotations

import logging
import tomllib
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from assistant.world.clock.calendar import (
    NoSuchDate,
    day_number,
    gregorian,
    language_code,
)
from assistant.world.clock.model import (
    Calendar,
    Era,
    LeapRule,
    Month,
    TimeProblem,
    TimeProblemKind,
)
from assistant.world.clock.when import read_date
from assistant.world.series.paths import series_folder
from assistant.world.storage.confine import read_file

if TYPE_CHECKING:
    from assistant.world.model import World

log = logging.getLogger(__name__)

CALENDAR_FILE = "calendar.toml"
MAX_FILE_BYTES = 1_000_000
MAX_CALENDARS = 16
MAX_NAMES = 400
"""At most this many months, weekdays or eras in one calendar."""
MAX_DAYS = 100_000
"""At most this many days in a month."""
MAX_HOURS = 1_000
MAX_RULE = 1_000_000

_TOP_KEYS = frozenset({"calendar", "travel"})
_CALENDAR_KEYS = frozenset({
    "name", "like", "months", "weekdays", "leap", "eras", "first_weekday", "hours_per_day",
    "offset", "same_day",
})
_MONTH_KEYS = frozenset({"name", "days", "leap_days", "short"})
_WEEKDAY_KEYS = frozenset({"name", "short"})
_LEAP_KEYS = frozenset({"every", "except_every", "unless_every"})
_ERA_KEYS = frozenset({"name", "first_year", "backwards", "short"})
_SAME_DAY_KEYS = frozenset({"this", "first"})


class CalendarError(ValueError):
    """Why the calendar file cannot be used, and where (``calendar 2, month 3: …``)."""


def calendar_path(root: Path | str) -> Path:
    return Path(root) / CALENDAR_FILE


def calendar_folder(root: Path | str | None, world: World) -> Path | None:
    """The folder whose calendar file the book at ``root`` uses: its own when it has one;
    else its series' when the series was read and has one (a series' books share its
    calendar); else its own (no file: the defaults). None without a folder."""
    if root is None:
        return None
    own = calendar_path(root)
    if own.exists() or own.is_symlink():
        return Path(root)
    series = series_folder(root, world.meta.series, world.series)
    if series is not None:
        theirs = calendar_path(series)
        if theirs.exists() or theirs.is_symlink():
            return series
    return Path(root)


def read_calendars(
    root: Path | str | None, language: str
) -> tuple[tuple[Calendar, ...], tuple[TimeProblem, ...]]:
    """The project's calendars, the first being the clock's, and what was wrong with the
    file. No folder or no file: the Gregorian calendar in ``language``, and no problem."""
    default = (gregorian(language),)
    if root is None:
        return default, ()
    path = calendar_path(root)
    if not path.exists() and not path.is_symlink():
        return default, ()
    try:
        data = read_file(path, root=Path(root), limit=MAX_FILE_BYTES)
        return parse_calendars(data.decode("utf-8"), language), ()
    except OSError as error:
        where = f"{CALENDAR_FILE}: {error.strerror or error}"
    except UnicodeDecodeError as error:
        where = f"{CALENDAR_FILE}: not UTF-8 text (byte {error.start})"
    except CalendarError as error:
        where = f"{CALENDAR_FILE}: {error}"
    log.warning("%s; the Gregorian calendar is used", where)
    return default, (TimeProblem(TimeProblemKind.CALENDAR, text=where),)


def parse_calendars(text: str, language: str) -> tuple[Calendar, ...]:
    """The calendars a calendar file's ``text`` defines; raises :class:`CalendarError`."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise CalendarError(f"not TOML: {error}") from None
    except (RecursionError, MemoryError):
        raise CalendarError("nested too deeply to read") from None
    _keys(data, _TOP_KEYS, "the file")
    tables = data.get("calendar")
    if tables is None:
        if "travel" in data:  # the Gregorian calendar, with the book's journeys
            return (gregorian(language),)
        raise CalendarError("no [[calendar]] table")
    if not isinstance(tables, list) or not tables:
        raise CalendarError("calendar: expected one or more [[calendar]] tables")
    if len(tables) > MAX_CALENDARS:
        raise CalendarError(f"more than {MAX_CALENDARS} calendars")
    code = language_code(language)
    calendars: list[Calendar] = []
    for index, table in enumerate(tables, start=1):
        where = f"calendar {index}"
        if not isinstance(table, dict):
            raise CalendarError(f"{where}: expected a table")
        cal = _calendar(table, code, where, first=calendars[0] if calendars else None)
        if any(c.name.casefold() == cal.name.casefold() for c in calendars):
            raise CalendarError(f"{where}: a second calendar named {cal.name!r}")
        calendars.append(cal)
    return tuple(calendars)


def _calendar(table: dict[str, Any], code: str, where: str, first: Calendar | None) -> Calendar:
    _keys(table, _CALENDAR_KEYS, where)
    like = table.get("like")
    if like is not None and (not isinstance(like, str) or like.casefold() != "gregorian"):
        raise CalendarError(f"{where}, like: only \"gregorian\" is known")
    base = gregorian(code) if like is not None else None
    default_name = "Gregorian" if base is not None and first is None else ""
    name = _name(table.get("name", default_name), code, f"{where}, name")
    where = f"calendar {name!r}"
    months = (
        _months(table["months"], code, where)
        if "months" in table
        else base.months if base is not None else None
    )
    if not months:
        raise CalendarError(f"{where}: no months")
    weekdays: tuple[str, ...] = base.weekdays if base is not None else ()
    weekday_short: tuple[tuple[str, ...], ...] = base.weekday_short if base is not None else ()
    if "weekdays" in table:
        weekdays, weekday_short = _weekdays(table["weekdays"], code, where)
    leap = _leap(table["leap"], where) if "leap" in table else (
        base.leap if base is not None else LeapRule()
    )
    if leap.every > 0 and not any(m.leap_days for m in months):
        raise CalendarError(f"{where}, leap: leap years but no month has leap_days")
    eras = _eras(table["eras"], code, where) if "eras" in table else (
        base.eras if base is not None else ()
    )
    cal = Calendar(
        name=name,
        months=months,
        weekdays=weekdays,
        leap=leap,
        eras=eras,
        first_weekday=_first_weekday(
            table.get("first_weekday", 0), _aliases(table.get("weekdays"), weekdays), where
        ),
        hours_per_day=_int(table.get("hours_per_day", 24), f"{where}, hours_per_day", 1, MAX_HOURS),
        weekday_short=weekday_short,
    )
    if first is None:
        if "offset" in table or "same_day" in table:
            raise CalendarError(f"{where}: the first calendar is the clock's; it has no offset")
        return cal
    if cal.hours_per_day != first.hours_per_day:
        raise CalendarError(f"{where}, hours_per_day: must be the first calendar's")
    if "same_day" in table and "offset" in table:
        raise CalendarError(f"{where}: give offset or same_day, not both")
    if "offset" in table:
        offset = _int(table["offset"], f"{where}, offset", -(10**12), 10**12)
    elif "same_day" in table:
        offset = _same_day(table["same_day"], cal, first, where)
    else:
        raise CalendarError(f"{where}: say where it sits against the first (offset or same_day)")
    return replace(cal, offset=offset)


def _same_day(value: object, cal: Calendar, first: Calendar, where: str) -> int:
    where = f"{where}, same_day"
    if not isinstance(value, dict):
        raise CalendarError(f"{where}: expected {{ this = \"…\", first = \"…\" }}")
    _keys(value, _SAME_DAY_KEYS, where)
    this, there = value.get("this"), value.get("first")
    if not isinstance(this, str) or not isinstance(there, str):
        raise CalendarError(f"{where}: expected {{ this = \"…\", first = \"…\" }}")
    try:
        mine = read_date(this, cal)
        theirs = read_date(there, first)
    except NoSuchDate as error:
        raise CalendarError(f"{where}: {error}") from None
    if mine is None:
        raise CalendarError(f"{where}, this: {this!r} is not a date of {cal.name}")
    if theirs is None:
        raise CalendarError(f"{where}, first: {there!r} is not a date of {first.name}")
    return day_number(first, theirs) + first.offset - day_number(cal, mine)


def _months(value: object, code: str, where: str) -> tuple[Month, ...]:
    if not isinstance(value, list):
        raise CalendarError(f"{where}, months: expected a list of tables")
    if len(value) > MAX_NAMES:
        raise CalendarError(f"{where}, months: more than {MAX_NAMES}")
    months = []
    for index, item in enumerate(value, start=1):
        at = f"{where}, month {index}"
        if not isinstance(item, dict):
            raise CalendarError(f"{at}: expected {{ name = \"…\", days = … }}")
        _keys(item, _MONTH_KEYS, at)
        if "days" not in item:
            raise CalendarError(f"{at}: no days")
        months.append(Month(
            _name(item.get("name"), code, f"{at}, name"),
            _int(item["days"], f"{at}, days", 1, MAX_DAYS),
            _int(item.get("leap_days", 0), f"{at}, leap_days", 0, MAX_DAYS),
            _shorts(item.get("short", ()), code, f"{at}, short"),
        ))
    _distinct([m.name for m in months], f"{where}, months")
    return tuple(months)


def _weekdays(
    value: object, code: str, where: str
) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
    if not isinstance(value, list):
        raise CalendarError(f"{where}, weekdays: expected a list")
    if len(value) > MAX_NAMES:
        raise CalendarError(f"{where}, weekdays: more than {MAX_NAMES}")
    names: list[str] = []
    shorts: list[tuple[str, ...]] = []
    for index, item in enumerate(value, start=1):
        at = f"{where}, weekday {index}"
        if isinstance(item, dict) and "name" in item:
            _keys(item, _WEEKDAY_KEYS, at)
            names.append(_name(item["name"], code, f"{at}, name"))
            shorts.append(_shorts(item.get("short", ()), code, f"{at}, short"))
        else:
            names.append(_name(item, code, at))
            shorts.append(())
    _distinct(names, f"{where}, weekdays")
    return tuple(names), tuple(shorts)


def _leap(value: object, where: str) -> LeapRule:
    where = f"{where}, leap"
    if not isinstance(value, dict):
        raise CalendarError(f"{where}: expected {{ every = 4, … }}")
    _keys(value, _LEAP_KEYS, where)
    every = _int(value.get("every", 0), f"{where}, every", 0, MAX_RULE)
    never = _int(value.get("except_every", 0), f"{where}, except_every", 0, MAX_RULE)
    unless = _int(value.get("unless_every", 0), f"{where}, unless_every", 0, MAX_RULE)
    if never and (not every or never % every):
        raise CalendarError(f"{where}: except_every must be a multiple of every")
    if unless and (not never or unless % never):
        raise CalendarError(f"{where}: unless_every must be a multiple of except_every")
    return LeapRule(every, never, unless)


def _eras(value: object, code: str, where: str) -> tuple[Era, ...]:
    if not isinstance(value, list):
        raise CalendarError(f"{where}, eras: expected a list of tables")
    if len(value) > MAX_NAMES:
        raise CalendarError(f"{where}, eras: more than {MAX_NAMES}")
    eras = []
    for index, item in enumerate(value, start=1):
        at = f"{where}, era {index}"
        if not isinstance(item, dict):
            raise CalendarError(f"{at}: expected {{ name = \"…\", first_year = … }}")
        _keys(item, _ERA_KEYS, at)
        backwards = item.get("backwards", False)
        if not isinstance(backwards, bool):
            raise CalendarError(f"{at}, backwards: expected true or false")
        eras.append(Era(
            _name(item.get("name"), code, f"{at}, name"),
            _int(item.get("first_year", 1), f"{at}, first_year", -(10**9), 10**9),
            backwards,
            _shorts(item.get("short", ()), code, f"{at}, short"),
        ))
    _distinct([e.name for e in eras], f"{where}, eras")
    return tuple(eras)


def _aliases(raw: object, weekdays: tuple[str, ...]) -> list[set[str]]:
    """Every name each weekday has in the file, in any language, folded."""
    if not isinstance(raw, list):
        return [{name.casefold()} for name in weekdays]
    aliases: list[set[str]] = []
    for item in raw:
        names: set[str] = set()
        for part in (item.get("name"), item.get("short")) if isinstance(item, dict) and (
            "name" in item
        ) else (item,):
            for value in part if isinstance(part, list) else [part]:
                texts = value.values() if isinstance(value, dict) else [value]
                names.update(t.strip().casefold() for t in texts if isinstance(t, str))
        aliases.append(names)
    return aliases


def _first_weekday(value: object, aliases: list[set[str]], where: str) -> int:
    where = f"{where}, first_weekday"
    if isinstance(value, str):
        for index, names in enumerate(aliases):
            if value.strip().casefold() in names:
                return index
        raise CalendarError(f"{where}: {value!r} is not one of the weekdays")
    return _int(value, where, 0, max(len(aliases) - 1, 0))


def _name(value: object, code: str, where: str) -> str:
    """A name given as a text or as a table of languages (the writer's, else English, else
    the first given)."""
    if isinstance(value, dict):
        for key, text in value.items():
            if not isinstance(text, str) or language_code(key) != key.casefold():
                raise CalendarError(f"{where}: {key!r} is not one of en, es, de, fr, nb")
        value = value.get(code, value.get("en", next(iter(value.values()), None)))
    if not isinstance(value, str) or not value.strip():
        raise CalendarError(f"{where}: expected a name")
    if len(value) > 200 or any(not ch.isprintable() for ch in value):
        raise CalendarError(f"{where}: not a usable name")
    return " ".join(value.split())


def _shorts(value: object, code: str, where: str) -> tuple[str, ...]:
    if isinstance(value, (str, dict)):
        value = [value]
    if not isinstance(value, list | tuple) or len(value) > 20:
        raise CalendarError(f"{where}: expected a list of names")
    return tuple(_name(item, code, where) for item in value)


def _int(value: object, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise CalendarError(f"{where}: expected a whole number")
    if not low <= value <= high:
        raise CalendarError(f"{where}: {value} is not between {low} and {high}")
    return value


def _keys(table: Mapping[str, object], known: frozenset[str], where: str) -> None:
    unknown = sorted(set(table) - known)
    if unknown:
        raise CalendarError(f"{where}: unknown key {unknown[0]!r}")


def _distinct(names: list[str], where: str) -> None:
    seen: set[str] = set()
    for name in names:
        if name.casefold() in seen:
            raise CalendarError(f"{where}: {name!r} twice")
        seen.add(name.casefold())


__all__ = [
    "CALENDAR_FILE",
    "CalendarError",
    "calendar_folder",
    "calendar_path",
    "parse_calendars",
    "read_calendars",
]
