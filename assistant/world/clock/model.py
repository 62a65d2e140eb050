"""The story clock's values: calendars, moments on the story's own clock, the times of scenes,
what the prose says about time, and what disagrees.

Everything here is plain data, shared by the calendar (:mod:`.calendar`), the reading of a
scene's ``when`` (:mod:`.when`), the resolution of relations (:mod:`.resolve`), the cues found
in the prose (:mod:`.cues`) and the checks (:mod:`.checks`). Nothing here is prose for the
writer: each front end says kinds and problems in the writer's language.

The clock counts **minutes from the start of day 0**, day 0 being the first day of year 1 of
the project's first calendar. Negative minutes are before it. Every calendar of a project is
placed on that one count (its ``offset`` in days), so converting between calendars is
counting, never guessing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import IntEnum, StrEnum

MINUTES_PER_HOUR = 60


@dataclass(frozen=True)
class Month:
    """A month: its name, its usual length in days, and the days a leap year adds to it."""

    name: str
    days: int
    leap_days: int = 0
    short: tuple[str, ...] = ()
    """Other names the prose and ``when`` may use for it ("Sep", "Sept")."""


@dataclass(frozen=True)
class LeapRule:
    """Which years are leap years, the Gregorian way: divisible by ``every``, except those
    divisible by ``except_every``, unless divisible by ``unless_every``. 0 switches a part
    off; ``every == 0`` means no leap years at all. Years are the calendar's own count
    (year 0 and negative years included: the rule is applied to the number as it is)."""

    every: int = 0
    except_every: int = 0
    unless_every: int = 0


@dataclass(frozen=True)
class Era:
    """A way of counting years: ``name`` ("AC", "years of the Charter"), and the calendar's
    own year that is this era's year 1. ``backwards`` eras count down (year 1 BC is the year
    before year 1 AD, with no year 0 between them)."""

    name: str
    first_year: int = 1
    backwards: bool = False
    short: tuple[str, ...] = ()


@dataclass(frozen=True)
class Calendar:
    """One calendar of the story's world."""

    name: str
    months: tuple[Month, ...]
    weekdays: tuple[str, ...] = ()
    leap: LeapRule = LeapRule()
    eras: tuple[Era, ...] = ()
    first_weekday: int = 0
    """The weekday (index into ``weekdays``) of day 0: the first day of year 1."""
    hours_per_day: int = 24
    offset: int = 0
    """Where this calendar's day 0 falls on the project's clock, in days."""
    weekday_short: tuple[tuple[str, ...], ...] = ()
    """Other names for each weekday, by index ("Tue", "Tues")."""

    @property
    def minutes_per_day(self) -> int:
        return self.hours_per_day * MINUTES_PER_HOUR


@dataclass(frozen=True)
class StoryDate:
    """A day in one calendar: its own year (as the calendar counts, before any era), month
    (1-based) and day of the month (1-based)."""

    year: int
    month: int
    day: int


class Precision(IntEnum):
    """How much of a moment is known: a year, a month, a day or a minute."""

    YEAR = 1
    MONTH = 2
    DAY = 3
    MINUTE = 4


@dataclass(frozen=True, order=True)
class Moment:
    """A point on the project's clock (minutes from day 0), known to ``precision``: a moment
    known to the day is the start of that day."""

    minute: int
    precision: Precision = Precision.MINUTE


@dataclass(frozen=True)
class Span:
    """From ``start`` to ``end`` (``end`` is after the last minute), on the project's clock."""

    start: Moment
    end: Moment

    @property
    def minutes(self) -> int:
        return self.end.minute - self.start.minute

    def overlaps(self, other: Span) -> bool:
        return self.start.minute < other.end.minute and other.start.minute < self.end.minute


class Resolution(StrEnum):
    """How a scene's time was found."""

    STATED = "stated"
    """Its ``when`` names a date (or a date and time, or a span)."""
    RELATIVE = "relative"
    """Its ``when`` is a relation resolved through another scene ("the next morning after…")."""
    UNRESOLVED = "unresolved"
    """It has a ``when`` that could not be placed (see the timeline's problems)."""


@dataclass(frozen=True)
class SceneTime:
    """When one document happens. ``when`` and ``duration`` are its fields as written."""

    node_id: str
    span: Span | None
    resolution: Resolution
    when: str = ""
    duration: str = ""
    anchor: str = ""
    """The document a relative time was counted from ("" for a stated one)."""


class TimeProblemKind(StrEnum):
    """Why a time could not be placed. Codes, not sentences."""

    UNREADABLE = "unreadable"
    """``text`` is not a date, a span, a duration or a relation Quire reads."""
    NO_SUCH_DATE = "no-such-date"
    """``text`` names a day the calendar does not have (30 February)."""
    MISSING_ANCHOR = "missing-anchor"
    """A relation counts from ``anchor`` (a title), which is not a document or has no time."""
    CYCLE = "cycle"
    """Relations count from each other in a ring: ``nodes`` (ids, in order)."""
    NO_PREVIOUS = "no-previous"
    """A relation to "the scene before" ("three days later") where no earlier scene has a time."""
    CALENDAR = "calendar"
    """The calendar file is not usable: ``text`` says where (the default calendar is used)."""


@dataclass(frozen=True)
class TimeProblem:
    kind: TimeProblemKind
    node_id: str = ""
    field: str = ""
    """The field the problem is in (``when``, ``duration``, an entity's ``born``…)."""
    text: str = ""
    nodes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Timeline:
    """The times of a project: every document with a time, the dates of entities (``born``,
    ``died``… by entity id, then field name as the writer wrote it, lower-cased), and what
    could not be placed."""

    calendars: tuple[Calendar, ...]
    scenes: Mapping[str, SceneTime] = field(default_factory=dict)
    entity_dates: Mapping[str, Mapping[str, Moment]] = field(default_factory=dict)
    problems: tuple[TimeProblem, ...] = ()

    @property
    def calendar(self) -> Calendar:
        """The project's first calendar: the one the clock counts in."""
        return self.calendars[0]

    def story_order(self) -> list[str]:
        """The ids of the placed scenes, earliest first (ties keep manuscript order, which
        is the order of ``scenes``)."""
        placed = [
            (t.span.start.minute, i, n)
            for i, (n, t) in enumerate(self.scenes.items())
            if t.span is not None
        ]
        return [n for _, _, n in sorted(placed)]


class CueKind(StrEnum):
    """What a passage of prose says about time."""

    DATE = "date"
    """A day of the year, with or without the year ("9 October", "October 9th, 212")."""
    WEEKDAY = "weekday"
    """A day of the week ("on Tuesday")."""
    TIME_OF_DAY = "time-of-day"
    """An hour ("at noon", "twenty to midnight", "07:30") or a part of the day ("that evening")."""
    RELATIVE = "relative"
    """A step from the scene before ("three days later", "the next morning")."""
    AGE = "age"
    """Someone's age ("she was twelve", "a man of forty")."""
    SEASON = "season"
    """A season or a month alone ("in November", "that winter")."""


@dataclass(frozen=True)
class TimeCue:
    """One time cue in a document's text: where it is (``start``/``end`` in ``text``),
    the quotation, and what it says. Only the values the cue states are set."""

    node_id: str
    start: int
    end: int
    quote: str
    kind: CueKind
    year: int | None = None
    month: int | None = None
    """1-based, in the calendar whose month names were given."""
    day: int | None = None
    weekday: int | None = None
    """0-based index into the calendar's ``weekdays``."""
    hour: int | None = None
    minute: int | None = None
    part_of_day: str = ""
    """``morning``, ``noon``, ``afternoon``, ``evening``, ``night``, ``midnight`` or ""."""
    offset_minutes: int | None = None
    """For a relative cue: how far after the scene before (negative: before)."""
    age: int | None = None
    who: str = ""
    """For an age: the name (as written) the age belongs to, where the sentence says it."""
    season: str = ""
    """``spring``, ``summer``, ``autumn``, ``winter`` or ""."""
    proposed: bool = False
    """A cue the assistant proposed (and that was verified as a quotation), not one found
    by rule."""


class TimeCheckKind(StrEnum):
    """What disagrees. Codes, not sentences."""

    WEEKDAY = "weekday"
    """The prose names a weekday that the scene's date is not."""
    DATE = "date"
    """The prose names a date (or month, or season) other than the scene's."""
    TIME_OF_DAY = "time-of-day"
    """The prose names an hour or part of the day outside the scene's span."""
    AGE = "age"
    """Someone's age in the prose disagrees with their birth date on the scene's date."""
    TWO_PLACES = "two-places"
    """One character in two places at overlapping times."""
    TOO_FAST = "too-fast"
    """A journey between two scenes faster than the means of travel allows."""
    FLASHBACK = "flashback"
    """A scene placed later in the book but earlier in time, with nothing marking it."""
    AFTER_DEATH = "after-death"
    """A character appears in a scene after their death."""
    RELATIVE = "relative"
    """The prose says "three days later" but the scene's time is not three days after the
    scene before."""


@dataclass(frozen=True)
class Side:
    """One side of a time finding: a passage in a document or entity (``part``: ``text``,
    ``notes`` or ``field:NAME`` as in continuity findings), with its quotation."""

    node_id: str
    quote: str
    part: str = "text"
    start: int = 0
    end: int = 0


@dataclass(frozen=True)
class TimeFinding:
    """One disagreement about time, with both sides quoted. ``values`` are the facts the
    front ends put in their sentences (``stated``, ``expected``, ``who``, ``place``…)."""

    kind: TimeCheckKind
    first: Side
    second: Side
    values: Mapping[str, str | int] = field(default_factory=dict)
