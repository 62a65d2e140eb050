"""A small story clock for the timeline's tests: a calendar of the book's own (six months of
thirty days, six weekdays) and a reading of ``when`` fields simple enough to follow by eye
("12 Frost 1850", "12 Frost 1850 09:30", "3 days later"), with the project's characters cast
by name. It stands for the story clock's resolver, so the tests say exactly which times the
view is given."""

from __future__ import annotations

import re
from pathlib import Path

from assistant.gui.timeline.sources import TimelinePicture
from assistant.world.clock.model import (
    Calendar,
    Moment,
    Month,
    Precision,
    Resolution,
    SceneTime,
    Span,
    Timeline,
    TimeProblem,
    TimeProblemKind,
)
from assistant.world.model import DocumentKind, EntityKind, World

MONTHS = ("Thaw", "Sowing", "Highsun", "Harvest", "Frost", "Deep")
DAYS = ("Moonday", "Tideday", "Millday", "Fairday", "Hearthday", "Restday")
CALENDAR = Calendar(
    "Reckoning of the Aun",
    tuple(Month(name, 30, 0, (name[:3],)) for name in MONTHS),
    DAYS,
)
PER_DAY = 24 * 60
DATE = re.compile(r"^(?:[A-Za-z]+,? )?(\d+)\.? ([A-Za-z]+) (-?\d+)(?:,? (\d{1,2}):(\d\d))?$")
LATER = re.compile(r"^(\d+) days? later$", re.IGNORECASE)


def minute_of(day: int, month: str, year: int, hour: int = 0, minute: int = 0) -> int:
    days = (year - 1) * 180 + MONTHS.index(month) * 30 + day - 1
    return days * PER_DAY + hour * 60 + minute


def when_of(world: World, node_id: str) -> str:
    document = world.documents[node_id]
    return next((v for k, v in document.fields if k.casefold() == "when"), "")


def picture(world: World, _root: Path | None = None, *, calendar: Calendar = CALENDAR
            ) -> TimelinePicture:  # fmt: skip
    """The timeline of ``world`` as this small clock reads it."""
    book = tuple(d.id for d in world.documents_in_order() if d.kind is not DocumentKind.NOTE)
    scenes: dict[str, SceneTime] = {}
    problems: list[TimeProblem] = []
    previous: tuple[str, int] | None = None
    for node_id in book:
        when = when_of(world, node_id)
        if not when:
            continue
        stated, later = DATE.match(when), LATER.match(when)
        if stated and stated.group(2) in MONTHS:
            day, month, year = int(stated.group(1)), stated.group(2), int(stated.group(3))
            timed = stated.group(4) is not None
            start = minute_of(day, month, year, int(stated.group(4) or 0),
                              int(stated.group(5) or 0))  # fmt: skip
            precision = Precision.MINUTE if timed else Precision.DAY
            span = Span(Moment(start, precision), Moment(start + (60 if timed else PER_DAY)))
            scenes[node_id] = SceneTime(node_id, span, Resolution.STATED, when)
        elif later and previous is not None:
            start = previous[1] + int(later.group(1)) * PER_DAY
            span = Span(Moment(start, Precision.DAY), Moment(start + PER_DAY))
            scenes[node_id] = SceneTime(node_id, span, Resolution.RELATIVE, when,
                                        anchor=previous[0])  # fmt: skip
        else:
            kind = TimeProblemKind.NO_PREVIOUS if later else TimeProblemKind.UNREADABLE
            scenes[node_id] = SceneTime(node_id, None, Resolution.UNRESOLVED, when)
            problems.append(TimeProblem(kind, node_id, "when", when))
            continue
        previous = (node_id, scenes[node_id].span.start.minute)  # type: ignore[union-attr]
    people = [e for e in world.live_entities() if e.kind is EntityKind.CHARACTER]
    cast = {
        node_id: tuple(p.id for p in people
                       if re.search(rf"\b{re.escape(p.name.split()[0])}\b",
                                    world.documents[node_id].text))
        for node_id in book
    }  # fmt: skip
    timeline = Timeline((calendar,), scenes, {}, tuple(problems))
    return TimelinePicture(timeline, cast, book)
