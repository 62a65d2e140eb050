"""The scenes in story order beside their place in the manuscript, with the dates of the
book's own calendar (``calendar.toml``, or the Gregorian one), the dates of its people, and
every time that could not be placed.

    quire timeline PATH [--json]

Each scene with a ``when`` field is listed once: its place in the story, the date, its place
in the manuscript, its title, and how its time was found (stated, or counted from another
scene). Reads the project without taking its lock. Exit status 1 when a time could not be
placed or the calendar file could not be used.
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

from assistant.cli.common import EXIT_OK, EXIT_PROBLEMS, load, warn_problems

if TYPE_CHECKING:
    from assistant.world.clock.model import Calendar, Span, Timeline, TimeProblem
    from assistant.world.model import World


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument("--json", action="store_true", help="print JSON")


def run(args: argparse.Namespace) -> int:
    from assistant.world.clock.calendar_file import calendar_folder, read_calendars
    from assistant.world.clock.resolve import resolve_timeline

    world, problems = load(args.path)
    calendars, calendar_problems = read_calendars(calendar_folder(args.path, world), "en")
    timeline = resolve_timeline(world, calendars)
    every_problem = calendar_problems + tuple(timeline.problems)
    if args.json:
        print(json.dumps(timeline_json(world, timeline, every_problem), ensure_ascii=False,
                         indent=2))
    else:
        warn_problems(problems)
        for line in timeline_lines(world, timeline, every_problem):
            print(line)
    return EXIT_PROBLEMS if every_problem else EXIT_OK


def timeline_json(
    world: World, timeline: Timeline, problems: tuple[TimeProblem, ...]
) -> dict[str, Any]:
    """What ``quire timeline --json`` prints: the calendars, each scene with its places in
    the story and the manuscript, the entities' dates and the problems, as plain data."""
    from assistant.world.clock.calendar import describe

    cal = timeline.calendar
    story = {node_id: index for index, node_id in enumerate(timeline.story_order(), start=1)}
    scenes = []
    for manuscript, (node_id, time) in enumerate(timeline.scenes.items(), start=1):
        span = time.span
        scenes.append({
            "id": node_id,
            "title": _title(world, node_id),
            "manuscript": manuscript,
            "story": story.get(node_id),
            "when": time.when,
            "duration": time.duration,
            "resolution": time.resolution.value,
            "anchor": time.anchor,
            "start": span.start.minute if span else None,
            "end": span.end.minute if span else None,
            "precision": span.start.precision.name.lower() if span else None,
            "date": describe(cal, span.start) if span else None,
        })
    return {
        "calendars": [c.name for c in timeline.calendars],
        "scenes": scenes,
        "entities": {
            entity_id: {name: {"minute": moment.minute, "date": describe(cal, moment)}
                        for name, moment in dates.items()}
            for entity_id, dates in timeline.entity_dates.items()
        },
        "problems": [
            {"kind": p.kind.value, "id": p.node_id, "field": p.field, "text": p.text,
             "nodes": list(p.nodes), "message": problem_words(world, p)}
            for p in problems
        ],
    }


def timeline_lines(
    world: World, timeline: Timeline, problems: tuple[TimeProblem, ...]
) -> list[str]:
    """What ``quire timeline`` prints, one line each."""
    from assistant.world.clock.calendar import describe

    cal = timeline.calendar
    manuscript = {node_id: index for index, node_id in enumerate(timeline.scenes, start=1)}
    lines = [f"{world.meta.title}: {len(timeline.scenes)} scene(s) with a time, "
             f"in the {_calendar_name(cal)} calendar"]
    order = timeline.story_order()
    if order:
        dates = [describe(cal, timeline.scenes[n].span.start)  # type: ignore[union-attr]
                 for n in order]
        width = max(len(d) for d in dates)
        lines.append(f"  {'story':>5}  {'date':<{width}}  {'book':>4}  scene")
        for place, (node_id, date) in enumerate(zip(order, dates, strict=True), start=1):
            time = timeline.scenes[node_id]
            how = "stated" if not time.anchor else f"from {_title(world, time.anchor)}"
            span = time.span
            assert span is not None
            lines.append(
                f"  {place:>5}  {date:<{width}}  {manuscript[node_id]:>4}  "
                f"{_title(world, node_id)}  ({_length(span, cal)}, {how})"
            )
    if timeline.entity_dates:
        lines.append("People and their dates:")
        for entity_id, moments in timeline.entity_dates.items():
            said = ", ".join(f"{name} {describe(cal, m)}" for name, m in moments.items())
            lines.append(f"  {_title(world, entity_id)}: {said}")
    if problems:
        lines.append(f"{len(problems)} time(s) could not be placed:")
        lines.extend(f"  {problem_words(world, p)}" for p in problems)
    return lines


def problem_words(world: World, problem: TimeProblem) -> str:
    """One problem of the timeline in a sentence of the command line's English."""
    from assistant.world.clock.model import TimeProblemKind

    who = _title(world, problem.node_id) if problem.node_id else ""
    field = problem.field or "when"
    kind = problem.kind
    if kind == TimeProblemKind.CALENDAR:
        return f"{problem.text}; the Gregorian calendar is used"
    if kind == TimeProblemKind.UNREADABLE:
        return f"{who}: {field} “{problem.text}” is not a date, a span or a relation Quire reads"
    if kind == TimeProblemKind.NO_SUCH_DATE:
        return f"{who}: {field} “{problem.text}” names a day the calendar does not have"
    if kind == TimeProblemKind.MISSING_ANCHOR:
        return f"{who}: {field} counts from “{problem.text}”, which is no scene with a time"
    if kind == TimeProblemKind.NO_PREVIOUS:
        return (f"{who}: “{problem.text}” counts from the scene before, and none before it "
                "has a time")
    ring = " → ".join(_title(world, n) for n in (*problem.nodes, problem.nodes[0]))
    return f"{who}: its time counts from itself, round a ring of scenes: {ring}"


def _title(world: World, node_id: str) -> str:
    node = world.documents.get(node_id) or world.folders.get(node_id)
    if node is not None:
        return node.title
    entity = world.entities.get(node_id)
    return entity.name if entity is not None else node_id


def _calendar_name(cal: Calendar) -> str:
    return cal.name


def _length(span: Span, cal: Calendar) -> str:
    minutes = span.minutes
    days, rest = divmod(minutes, cal.minutes_per_day)
    if days and not rest:
        return f"{days} day{'s' if days != 1 else ''}"
    if days:
        return f"{days} d {rest // 60} h"
    hours, rest = divmod(minutes, 60)
    return f"{hours} h {rest:02d} min" if rest else f"{hours} h"
