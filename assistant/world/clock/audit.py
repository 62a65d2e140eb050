"""One check of a project's times, for the app, the command line and the assistant alike:
its calendars, the time of every scene, the cues in its prose, what disagrees, and what
could not be read."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from assistant.world.clock.calendar_file import calendar_folder, read_calendars
from assistant.world.clock.checks import check_timeline
from assistant.world.clock.cues import project_cues
from assistant.world.clock.model import Calendar, TimeCue, TimeFinding, Timeline, TimeProblem
from assistant.world.clock.resolve import resolve_timeline
from assistant.world.clock.travel import read_travel
from assistant.world.model import World


@dataclass(frozen=True)
class TimeCheck:
    """What one check of a project's times found. ``problems`` are the calendar file's,
    the travel table's and the times that could not be placed, each once."""

    calendars: tuple[Calendar, ...]
    timeline: Timeline
    cues: Mapping[str, Sequence[TimeCue]] = field(default_factory=dict)
    findings: tuple[TimeFinding, ...] = ()
    problems: tuple[TimeProblem, ...] = ()


def time_check(world: World, root: Path | str | None) -> TimeCheck:
    """Check the times of ``world``, whose project folder is ``root`` (None: no calendar
    file, the defaults). Never raises for what is in the project's files."""
    language = world.meta.language
    root = calendar_folder(root, world)  # the book's calendar file, else its series'
    calendars, calendar_problems = read_calendars(root, language)
    timeline = resolve_timeline(world, calendars)
    cues = project_cues(world, timeline.calendar)
    travel = read_travel(root, language)
    findings = check_timeline(world, timeline, cues, travel)
    problems = tuple(dict.fromkeys((*calendar_problems, *timeline.problems, *travel.problems)))
    return TimeCheck(calendars, timeline, cues, tuple(findings), problems)
