"""How fast the story's people travel and how far apart its places are: the ``[travel]``
table of the project's ``calendar.toml``, with sensible defaults, and the ``distance to X``
fields of place entities.

    [travel]
    walk = "30 km/day"
    horse = ["60 km/day", "12 km/h"]
    distances = [{ from = "Hollin", to = "Callow", km = 40 }, { from = "A", to = "B", miles = 9 }]
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from assistant.world.clock.calendar_file import CALENDAR_FILE, MAX_FILE_BYTES, calendar_path
from assistant.world.clock.model import TimeProblem, TimeProblemKind
from assistant.world.model import Entity, EntityKind, World
from assistant.world.search.textfold import fold
from assistant.world.storage.confine import read_file

KM_PER_MILE = 1.609344
KM_PER_LEAGUE = 4.828032
MINUTES_PER_DAY = 24 * 60
HOURS_ON_THE_ROAD = 6
"""A day's travel in hours, to reckon a speed per hour from one per day (and back)."""


@dataclass(frozen=True)
class Speed:
    """One means of travel: how far it goes in an hour, and in a day on the road."""

    km_per_hour: float
    km_per_day: float

    def minutes_for(self, km: float) -> float:
        """The least time a journey of ``km`` takes: whole days on the road, then hours."""
        days = int(km // self.km_per_day) if self.km_per_day > 0 else 0
        rest = km - days * self.km_per_day
        return days * MINUTES_PER_DAY + rest / self.km_per_hour * 60


DEFAULT_SPEEDS: Mapping[str, Speed] = {
    "walk": Speed(5, 30),
    "horse": Speed(12, 60),
    "coach": Speed(10, 80),
    "boat": Speed(8, 100),
}


@dataclass(frozen=True)
class Travel:
    """The means of travel (by name) and the distances between places, in km, each pair
    keyed by the two places' folded names."""

    speeds: Mapping[str, Speed] = field(default_factory=lambda: dict(DEFAULT_SPEEDS))
    distances: Mapping[frozenset[str], float] = field(default_factory=dict)
    problems: tuple[TimeProblem, ...] = ()

    def minutes_needed(self, km: float) -> float:
        """The least time a journey of ``km`` takes by the fastest means, in minutes."""
        speeds = list(self.speeds.values()) or list(DEFAULT_SPEEDS.values())
        return min(s.minutes_for(km) for s in speeds)

    def km_between(self, world: World, first: str, second: str) -> float | None:
        """The distance between two place entities (by id), from the calendar file or
        either place's ``distance to`` fields; None when neither says."""
        a, b = world.entities.get(first), world.entities.get(second)
        if a is None or b is None:
            return None
        for name_a in a.names:
            for name_b in b.names:
                km = self.distances.get(frozenset((fold(name_a.strip()), fold(name_b.strip()))))
                if km is not None:
                    return km
        return _field_distance(a, b) or _field_distance(b, a)


_NUMBER = r"(\d+(?:[.,]\d+)?)"
_UNIT = r"(km|kilomet(?:er|re)s?|kilómetros?|kilomètres?|mi|miles?|millas?|meilen?|milles?|" \
    r"mil|leagues?|leguas?|lieues?)"
_SPEED = re.compile(
    rf"^\s*{_NUMBER}\s*{_UNIT}\.?\s*(?:/|an?|per|each|por|al|pro|am|par|i|om)\s*"
    r"(h|hr|hour|hora|stunde|heure|time|timen|d|day|día|dia|tag|jour|dag|døgn)\s*$",
    re.IGNORECASE,
)
_DISTANCE = re.compile(rf"^\s*{_NUMBER}\s*{_UNIT}\.?\s*$", re.IGNORECASE)
_DISTANCE_FIELD = re.compile(
    r"^\s*(?:distance to|distance from|distancia a|distancia hasta|entfernung nach|"
    r"entfernung zu|distance à|distance de|distance jusqu'à|avstand til|avstand fra)\s+(.+?)\s*$",
    re.IGNORECASE,
)


def _km(number: str, unit: str) -> float:
    value = float(number.replace(",", "."))
    unit = unit.casefold()
    if unit.startswith(("mi", "meil", "mil")):
        return value * KM_PER_MILE
    if unit.startswith(("league", "legua", "lieue")):
        return value * KM_PER_LEAGUE
    return value


def read_distance(text: str) -> float | None:
    """``40 km``, ``25 miles``, ``3 leagues`` in km; None for anything else."""
    match = _DISTANCE.match(text)
    return _km(match.group(1), match.group(2)) if match else None


def read_speed(text: str) -> tuple[str, float] | None:
    """``30 km/day`` or ``5 km an hour`` as ``("day" or "hour", km)``; None otherwise."""
    match = _SPEED.match(text)
    if match is None:
        return None
    per = match.group(3).casefold()
    return ("hour" if per[0] in "hs" or per.startswith(("time", "heure")) else "day",
            _km(match.group(1), match.group(2)))


def _field_distance(place: Entity, other: Entity) -> float | None:
    """``distance to Callow: 40 km`` on ``place``, when it names ``other``."""
    names = {fold(n.strip()) for n in other.names}
    for key, value in place.fields:
        match = _DISTANCE_FIELD.match(key)
        if match and fold(match.group(1)) in names:
            km = read_distance(value)
            if km is not None:
                return km
    return None


def place_distances(world: World) -> dict[frozenset[str], float]:
    """Every ``distance to`` field of the project's places, keyed as :class:`Travel` keys."""
    found: dict[frozenset[str], float] = {}
    places = [e for e in world.live_entities() if e.kind is EntityKind.PLACE]
    for place in places:
        for key, value in place.fields:
            match = _DISTANCE_FIELD.match(key)
            km = read_distance(value) if match else None
            if match and km is not None:
                found[frozenset((fold(place.name.strip()), fold(match.group(1))))] = km
    return found


def _problem(text: str) -> TimeProblem:
    return TimeProblem(TimeProblemKind.CALENDAR, field="travel", text=text)


def _speed(name: str, value: object) -> Speed | str:
    """A means of travel from its value, or what is wrong with it."""
    values = value if isinstance(value, list) else [value]
    per: dict[str, float] = {}
    for item in values:
        read = read_speed(item) if isinstance(item, str) else None
        if read is None or read[1] <= 0:
            return f"travel.{name}: {item!r} is not a speed such as '30 km/day' or '5 km/h'"
        per[read[0]] = read[1]
    hour = per.get("hour", per.get("day", 0) / HOURS_ON_THE_ROAD)
    return Speed(hour, per.get("day", hour * HOURS_ON_THE_ROAD))


def _distance(entry: object) -> tuple[frozenset[str], float] | str:
    if not isinstance(entry, dict):
        return f"travel.distances: {entry!r} is not a table {{ from = 'A', to = 'B', km = 4 }}"
    first, second = entry.get("from"), entry.get("to")
    km: float | None = None
    for unit, factor in (("km", 1.0), ("miles", KM_PER_MILE), ("mi", KM_PER_MILE),
                         ("leagues", KM_PER_LEAGUE)):
        value = entry.get(unit)
        if isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0:
            km = float(value) * factor
    if not isinstance(first, str) or not isinstance(second, str) or km is None:
        return f"travel.distances: {entry!r} needs from, to and km (or miles)"
    return frozenset((fold(first.strip()), fold(second.strip()))), km


def travel_from(table: Mapping[str, object]) -> Travel:
    """The travel a ``[travel]`` table describes; what is wrong in it is a problem and the
    defaults stand in for it."""
    speeds: dict[str, Speed] = {}
    distances: dict[frozenset[str], float] = {}
    problems: list[TimeProblem] = []
    for name, value in table.items():
        if name == "distances":
            entries = value if isinstance(value, list) else [value]
            for entry in entries:
                read = _distance(entry)
                if isinstance(read, str):
                    problems.append(_problem(read))
                else:
                    distances[read[0]] = read[1]
            continue
        speed = _speed(name, value)
        if isinstance(speed, str):
            problems.append(_problem(speed))
        else:
            speeds[name] = speed
    return Travel(speeds or dict(DEFAULT_SPEEDS), distances, tuple(problems))


def read_travel(root: Path | str | None, language: str = "en") -> Travel:
    """The travel of the project at ``root``: the defaults when it has no calendar file or
    no ``[travel]`` table; a file that cannot be read is a problem, never an exception."""
    del language  # the table's keys are the writer's own; units are read in every language
    if root is None:
        return Travel()
    path = calendar_path(root)
    if not path.exists() and not path.is_symlink():
        return Travel()
    try:
        text = read_file(path, root=Path(root), limit=MAX_FILE_BYTES).decode("utf-8")
        data = tomllib.loads(text)
    except OSError as error:
        return Travel(problems=(_problem(f"{CALENDAR_FILE}: {error.strerror or error}"),))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        return Travel(problems=(_problem(f"{CALENDAR_FILE}: {error}"),))
    table = data.get("travel")
    if table is None:
        return Travel()
    if not isinstance(table, dict):
        return Travel(problems=(_problem(f"{CALENDAR_FILE}: [travel] is not a table"),))
    return travel_from(table)
