"""The time checks: what the prose says about a scene's time against its ``when``, ages
against birth dates, and (in :mod:`.checking.story`) the order of scenes, journeys, places
and deaths. Each finding quotes both sides exactly; precision first, since a false
finding costs the writer's trust."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from assistant.world.clock.cast import scene_cast
from assistant.world.clock.checking.scenes import Scene, Scenes
from assistant.world.clock.checking.sides import cue_side, field_side, when_side
from assistant.world.clock.checking.story import story_findings
from assistant.world.clock.model import (
    MINUTES_PER_HOUR,
    CueKind,
    Moment,
    Precision,
    Side,
    StoryDate,
    TimeCheckKind,
    TimeCue,
    TimeFinding,
    Timeline,
)
from assistant.world.clock.travel import Travel
from assistant.world.clock.when import BORN
from assistant.world.model import Entity, World

PARTS_OF_DAY = {
    "morning": (5 * 60, 12 * 60),
    "noon": (11 * 60, 13 * 60),
    "afternoon": (12 * 60, 18 * 60),
    "evening": (17 * 60, 23 * 60),
    "night": (20 * 60, 30 * 60),
    "midnight": (23 * 60, 25 * 60),
}
"""The minutes of the day each part of the day may mean, generously (night runs past 24h)."""
HOURS_PER_DAY = 24
SLACK = 45
"""Minutes around a scene's span within which an hour the prose names still agrees."""
_FIRST = 0
_LAST = 99
"""Month and day numbers before the first and after the last of any calendar."""


def check_timeline(
    world: World, timeline: Timeline, cues: Mapping[str, Sequence[TimeCue]], travel: Travel
) -> list[TimeFinding]:
    """Every disagreement about time in the project, in manuscript order, each once."""
    scenes = Scenes.read(world, timeline, cues)
    found: list[TimeFinding] = []
    for scene in scenes.placed:
        found += _weekday(scenes, scene)
        found += _date(scenes, scene)
        found += _time_of_day(scenes, scene)
        found += _age(scenes, scene)
    found += story_findings(scenes, scene_cast(world, scenes.by_id), travel)
    return _once(found)


def _once(findings: list[TimeFinding]) -> list[TimeFinding]:
    seen: set[tuple[object, ...]] = set()
    kept = []
    for f in findings:
        key = (f.kind, f.first.node_id, f.first.part, f.first.start, f.second.node_id,
               f.second.part, f.second.start)
        if key not in seen:
            seen.add(key)
            kept.append(f)
    return kept


def _finding(kind: TimeCheckKind, first: Side, second: Side | None,
             **values: str | int) -> list[TimeFinding]:  # fmt: skip
    return [] if second is None else [TimeFinding(kind, first, second, values)]


def _cues(scenes: Scenes, scene: Scene, kind: CueKind, *, age: bool = False
          ) -> Iterator[TimeCue]:  # fmt: skip
    for cue in scene.cues:
        if cue.kind is kind and scenes.speaks_of_now(scene, cue, age=age):
            yield cue


def _weekday(scenes: Scenes, scene: Scene) -> list[TimeFinding]:
    names = scenes.calendar.weekdays
    if scene.precision < Precision.DAY or not names:
        return []
    days = scenes.days(scene.span)
    allowed = {scenes.weekday(day) for day in days}
    found = []
    for cue in _cues(scenes, scene, CueKind.WEEKDAY):
        if days and cue.weekday is not None and cue.weekday not in allowed:
            expected = scenes.weekday(days[0])
            found += _finding(TimeCheckKind.WEEKDAY, cue_side(cue),
                              when_side(scene.doc, scene.time),
                              stated=names[cue.weekday % len(names)], expected=names[expected])
    return found


def _matches(cue: TimeCue, date: StoryDate) -> bool:
    return (
        (cue.year is None or cue.year == date.year)
        and (cue.month is None or cue.month == date.month)
        and (cue.day is None or cue.day == date.day)
    )


def _date(scenes: Scenes, scene: Scene) -> list[TimeFinding]:
    found = []
    for kind in (CueKind.DATE, CueKind.SEASON):
        for cue in _cues(scenes, scene, kind):
            if cue.month is None and cue.day is None and cue.year is None:
                continue  # a season alone: hemispheres differ
            needed = Precision.DAY if cue.day is not None else (
                Precision.MONTH if cue.month is not None else Precision.YEAR)
            days = scenes.days(scene.span)
            if scene.precision < needed or not days:
                continue
            dates = [scenes.date_of_day(day) for day in days]
            if not any(_matches(cue, date) for date in dates):
                first = dates[0]
                found += _finding(TimeCheckKind.DATE, cue_side(cue),
                                  when_side(scene.doc, scene.time), stated=cue.quote,
                                  year=first.year, month=first.month, day=first.day)
    return found


def _cue_minutes(cue: TimeCue) -> list[tuple[int, int]]:
    """The minutes of the day a time-of-day cue may mean, as ranges."""
    if cue.hour is not None:
        at = cue.hour * MINUTES_PER_HOUR + (cue.minute or 0)
        hours = [at]
        if cue.hour < 12 and not cue.part_of_day:
            hours.append(at + 12 * MINUTES_PER_HOUR)  # "at seven" may be evening
        elif cue.part_of_day in ("afternoon", "evening", "night") and cue.hour < 12:
            hours = [at + 12 * MINUTES_PER_HOUR]
        return [(h - SLACK, h + SLACK) for h in hours]
    part = PARTS_OF_DAY.get(cue.part_of_day)
    return [(part[0] - SLACK, part[1] + SLACK)] if part else []


def _time_of_day(scenes: Scenes, scene: Scene) -> list[TimeFinding]:
    per_day = scenes.calendar.minutes_per_day
    if scene.precision < Precision.MINUTE or scene.span.minutes >= per_day // 2:
        return []
    if scenes.calendar.hours_per_day != HOURS_PER_DAY:
        return []  # "noon" and "evening" are not at the hours a day of other length has
    start = scene.span.start.minute % per_day
    end = start + max(scene.span.minutes, 1)
    found = []
    for cue in _cues(scenes, scene, CueKind.TIME_OF_DAY):
        ranges = _cue_minutes(cue)
        if ranges and not any(
            low + shift < end and start < high + shift
            for low, high in ranges
            for shift in (-per_day, 0, per_day)
        ):
            found += _finding(TimeCheckKind.TIME_OF_DAY, cue_side(cue),
                              when_side(scene.doc, scene.time), stated=cue.quote,
                              hour=start // MINUTES_PER_HOUR, minute=start % MINUTES_PER_HOUR)
    return found


def _bounds(scenes: Scenes, moment: Moment, last: Moment | None = None
            ) -> tuple[tuple[int, int, int], tuple[int, int, int]]:  # fmt: skip
    """The earliest and latest (year, month, day) a moment (or a span) may be."""
    first = scenes.date(moment.minute)
    end = scenes.date(last.minute - 1) if last is not None else first
    if moment.precision <= Precision.YEAR:
        return (first.year, _FIRST, _FIRST), (end.year, _LAST, _LAST)
    if moment.precision <= Precision.MONTH:
        return (first.year, first.month, _FIRST), (end.year, end.month, _LAST)
    return (first.year, first.month, first.day), (end.year, end.month, end.day)


def _years(later: tuple[int, int, int], earlier: tuple[int, int, int]) -> int:
    return later[0] - earlier[0] - (1 if later[1:] < earlier[1:] else 0)


def birth_field(scenes: Scenes, entity: Entity) -> tuple[str, Moment] | None:
    """An entity's birth date (the field's name as the timeline keys it, and the moment)."""
    return scenes.entity_date(entity, BORN)


def _age(scenes: Scenes, scene: Scene) -> list[TimeFinding]:
    found = []
    for cue in _cues(scenes, scene, CueKind.AGE, age=True):
        who = scenes.character_named(cue.who) if cue.age is not None else None
        birth = birth_field(scenes, who) if who is not None else None
        if who is None or birth is None or cue.age is None:
            continue
        earliest, latest = _bounds(scenes, birth[1])
        first, last = _bounds(scenes, scene.span.start, scene.span.end)
        youngest, oldest = _years(first, latest), _years(last, earliest)
        if not youngest <= cue.age <= oldest:
            found += _finding(TimeCheckKind.AGE, cue_side(cue), field_side(who, birth[0]),
                              who=who.name, stated=cue.age, expected=youngest,
                              expected_max=oldest)
    return found
