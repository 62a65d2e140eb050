"""Where the timeline view's facts come from: the story clock's timeline of the project, who
is in each scene, a scene's time cues and the edit that re-times a scene; and
:class:`ResolveJob`, which works the timeline out off the GUI thread.

Each fact is the story clock's own (:mod:`assistant.world.clock`). Parts of the clock still
being built elsewhere are stood in for by the small ``_standin_*`` functions at the end, used
only while the clock's module is missing; they go once it is everywhere.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import re
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from assistant.gui.app.gui_thread import worker_busy
from assistant.world.clock.model import (
    Calendar,
    LeapRule,
    Moment,
    Month,
    Precision,
    StoryDate,
    TimeCue,
    Timeline,
)
from assistant.world.edits import Edit, RemoveDocumentField, SetDocumentField
from assistant.world.model import DocumentKind, EntityKind, World

log = logging.getLogger(__name__)

WHEN = "when"


@dataclass(frozen=True)
class TimelinePicture:
    """What the timeline view draws: the timeline, who is in each scene (character ids, by
    document id), and the documents of the book in manuscript order (notes left out)."""

    timeline: Timeline
    cast: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    book: tuple[str, ...] = ()


def picture_of(world: World, root: Path | None) -> TimelinePicture:
    """The project's timeline, read with its calendar file, with its casts."""
    try:
        from assistant.world.clock.resolve import project_timeline
    except ImportError:
        timeline = Timeline(calendars=(_standin_gregorian(),))
    else:
        timeline = project_timeline(world, root)
    book = tuple(d.id for d in world.documents_in_order() if d.kind is not DocumentKind.NOTE)
    return TimelinePicture(timeline, cast_of(world), book)


def cast_of(world: World) -> dict[str, tuple[str, ...]]:
    """The characters of each document, by id (k36c's ``scene_cast`` where it is)."""
    try:
        from assistant.world.clock.cast import scene_cast
    except ImportError:
        return _standin_cast(world)
    return {
        node_id: tuple(getattr(cast, "characters", ()) or ())
        for node_id, cast in scene_cast(world).items()
    }


def cues_of(world: World, node_id: str, calendar: Calendar) -> list[TimeCue]:
    """The time cues the text of ``node_id`` holds, found by rule."""
    document = world.documents.get(node_id)
    if document is None:
        return []
    try:
        from assistant.world.clock.cues import find_cues
    except ImportError:
        return []
    return find_cues(node_id, document.text, world.meta.language, calendar)


def retime_edit(world: World, node_id: str, when: str) -> Edit:
    """The edit that sets (or, with "", clears) a document's ``when``."""
    try:
        from assistant.world.clock.retime import retime
    except ImportError:
        return _standin_retime(world, node_id, when)
    return retime(world, node_id, when)


def when_text(calendar: Calendar, moment: Moment) -> str:
    """A moment as the ``when`` field says it, so the clock reads it back the same."""
    try:
        from assistant.world.clock.calendar import describe
    except ImportError:
        return _standin_describe(calendar, moment)
    return describe(calendar, moment)


ClockDate = Callable[[Calendar, int], tuple[StoryDate, int, int]]
WeekdayOf = Callable[[Calendar, int], int]


@functools.cache
def engine() -> tuple[ClockDate, WeekdayOf]:
    """The calendar's ``clock_date`` and ``weekday_of``."""
    try:
        from assistant.world.clock.calendar import clock_date, weekday_of
    except ImportError:
        return _standin_clock_date, _standin_weekday_of
    return clock_date, weekday_of


class ResolveJob(QObject):
    """Runs ``work`` (working out the timeline) on a thread of its own; ``finished(generation,
    result)`` arrives on the GUI thread (``result`` is None when it failed)."""

    finished = Signal(int, object)

    def start(self, generation: int, work: Callable[[], object]) -> None:
        thread = threading.Thread(
            target=self._run, args=(generation, work), name="quire-timeline", daemon=True
        )
        thread.start()

    def _run(self, generation: int, work: Callable[[], object]) -> None:
        result: object
        try:
            with worker_busy():
                result = work()
        except Exception:  # the view says it could not; the log keeps why
            log.exception("the timeline could not be worked out")
            result = None
        with contextlib.suppress(RuntimeError):  # the view was deleted meanwhile
            self.finished.emit(generation, result)


# -- stand-ins while parts of the story clock are missing ----------------------------------

_MONTHS = (("January", 31), ("February", 28), ("March", 31), ("April", 30), ("May", 31),
           ("June", 30), ("July", 31), ("August", 31), ("September", 30), ("October", 31),
           ("November", 30), ("December", 31))  # fmt: skip
_WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _standin_gregorian() -> Calendar:
    months = tuple(Month(n, d, 1 if n == "February" else 0, (n[:3],)) for n, d in _MONTHS)
    return Calendar("Gregorian", months, _WEEKDAYS, LeapRule(4, 100, 400))


def _standin_leap(calendar: Calendar, year: int) -> bool:
    rule = calendar.leap
    if rule.every == 0 or year % rule.every:
        return False
    if rule.except_every and year % rule.except_every == 0:
        return bool(rule.unless_every) and year % rule.unless_every == 0
    return True


def _standin_month_lengths(calendar: Calendar, year: int) -> list[int]:
    leap = _standin_leap(calendar, year)
    return [m.days + (m.leap_days if leap else 0) for m in calendar.months]


def _standin_clock_date(calendar: Calendar, minute: int) -> tuple[StoryDate, int, int]:
    per_day = calendar.minutes_per_day
    day, rest = divmod(minute, per_day)
    day -= calendar.offset
    year = 1
    while day < 0:
        year -= 1
        day += sum(_standin_month_lengths(calendar, year))
    while day >= (length := sum(_standin_month_lengths(calendar, year))):
        day -= length
        year += 1
    month = 1
    for days in _standin_month_lengths(calendar, year):
        if day < days:
            break
        day -= days
        month += 1
    return StoryDate(year, month, day + 1), rest // 60, rest % 60


def _standin_weekday_of(calendar: Calendar, day: int) -> int:
    return (calendar.first_weekday + day) % max(len(calendar.weekdays), 1)


def _standin_describe(calendar: Calendar, moment: Moment) -> str:
    date, hour, minute = _standin_clock_date(calendar, moment.minute)
    text = f"{date.day} {calendar.months[date.month - 1].name} {date.year}"
    if moment.precision >= Precision.MINUTE:
        text += f" {hour:02d}:{minute:02d}"
    return text


def _standin_cast(world: World) -> dict[str, tuple[str, ...]]:
    """The characters whose names (or aliases) a document's text holds."""
    people = [e for e in world.live_entities() if e.kind is EntityKind.CHARACTER]
    patterns = [
        (e.id, re.compile(r"\b(?:" + "|".join(re.escape(n) for n in e.names if n.strip())
                          + r")\b", re.IGNORECASE))
        for e in people if any(n.strip() for n in e.names)
    ]  # fmt: skip
    return {
        document.id: tuple(pid for pid, pattern in patterns if pattern.search(document.text))
        for document in world.documents_in_order()
    }


def _standin_retime(world: World, node_id: str, when: str) -> Edit:
    document = world.documents[node_id]
    key = next((k for k, _v in document.fields if k.casefold() == WHEN), WHEN)
    if not when:
        return RemoveDocumentField(node_id, key)
    return SetDocumentField(node_id, key, when)


__all__ = [
    "ResolveJob",
    "TimelinePicture",
    "cast_of",
    "cues_of",
    "engine",
    "picture_of",
    "retime_edit",
    "when_text",
]
