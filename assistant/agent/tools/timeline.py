"""The timeline view of ``get_outline``: the scenes in story order with their dates as the
book's calendar names them; a character's scenes with their age in each; what happens on or
around a date, with everyone's age then; the scenes in a range of dates; and the times that
could not be placed.

``timeline`` takes what the writer would say: "all" (or nothing), a character ("Mára"), a
date ("9 October 212"), a range ("March 212 to May 212"), or a character on a date ("Mára on
9 October 212"). The calendar is the project's (``calendar.toml`` at its root, or the
Gregorian one). A model that may not read private material is given the withheld view, whose
private scenes have no time, so they are not placed and not named.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from assistant.agent.tools.base import ToolError
from assistant.agent.tools.resolve import resolve_entity
from assistant.world.clock.calendar import clock_date, describe
from assistant.world.clock.calendar_file import calendar_folder, read_calendars
from assistant.world.clock.model import Calendar, Moment, Precision, Span, Timeline, TimeProblem
from assistant.world.clock.resolve import resolve_timeline
from assistant.world.clock.when import Stated, read_moment
from assistant.world.model import Entity, EntityKind, World
from assistant.world.search.engine import MentionScanner

MAX_LINES = 120
"""Scenes listed at most; a longer timeline says how to ask for less."""

AROUND_DAYS = 1
"""Days either side of a date that count as around it."""

_RANGE = re.compile(r"\s+(?:to|until|till|through|-|–|—)\s+", re.IGNORECASE)
_ON = re.compile(r"\s+(?:on|at|in)\s+", re.IGNORECASE)

BORN = ("born", "birth", "nacimiento", "geboren", "naissance", "født")
DIED = ("died", "death", "muerte", "gestorben", "mort", "død")


@dataclass(frozen=True)
class Query:
    """What a timeline call asks for: a character, a span of time, or neither (all)."""

    who: Entity | None = None
    span: Span | None = None
    around: bool = False
    """``span`` is one date: the scenes around it count too."""


def timeline_text(world: World, root: Path | str | None, asked: str) -> str:
    """The timeline view for ``asked`` (see the module doc)."""
    calendars, problems = read_calendars(calendar_folder(root, world), world.meta.language or "en")
    timeline = resolve_timeline(world, calendars)
    if problems:
        timeline = Timeline(calendars, timeline.scenes, timeline.entity_dates,
                            (*problems, *timeline.problems))  # fmt: skip
    return render(world, timeline, query_of(world, timeline.calendars, asked))


def query_of(world: World, calendars: Sequence[Calendar], asked: str) -> Query:
    """What ``asked`` names; a ToolError (for the model) when it names nothing Quire reads."""
    asked = " ".join(asked.split())
    if asked.casefold() in ("", "all", "*", "everything"):
        return Query()
    entity = _entity(world, asked)
    if entity is not None:
        return Query(who=entity)
    parts = _ON.split(asked, maxsplit=1)
    if len(parts) == 2:
        who = _entity(world, parts[0])
        if who is not None:
            return replace_who(_dates(parts[1], calendars), who)
    return _dates(asked, calendars)


def replace_who(query: Query, who: Entity) -> Query:
    return Query(who=who, span=query.span, around=query.around)


def _entity(world: World, name: str) -> Entity | None:
    try:
        return resolve_entity(world, name)
    except ToolError:
        return None


def _dates(text: str, calendars: Sequence[Calendar]) -> Query:
    pieces = _RANGE.split(text, maxsplit=1)
    first = _span(pieces[0], calendars)
    if len(pieces) == 2:
        last = _span(pieces[1], calendars)
        return Query(span=Span(first.start, max(last.end, first.end, key=lambda m: m.minute)))
    return Query(span=first, around=True)


def _span(text: str, calendars: Sequence[Calendar]) -> Span:
    reading = read_moment(text, calendars)
    if not isinstance(reading, Stated):
        raise ToolError(
            f"not a character or a date Quire reads: {text!r}. Give all, a character's name, "
            "a date, 'DATE to DATE', or 'NAME on DATE'"
        )
    end = reading.end if reading.end is not None else _end_of(reading.start, calendars[0])
    return Span(reading.start, Moment(end, reading.start.precision))


def _end_of(start: Moment, calendar: Calendar) -> int:
    """The end of a moment known to its precision (a day known to the day ends at midnight)."""
    day = calendar.minutes_per_day
    if start.precision is Precision.MINUTE:
        return start.minute + 1
    if start.precision is Precision.DAY:
        return start.minute + day
    if start.precision is Precision.MONTH:
        return start.minute + 31 * day  # a month's days, at most; a little generous
    return start.minute + 366 * day


def render(world: World, timeline: Timeline, query: Query) -> str:
    """The timeline view as compact lines for the model."""
    calendar = timeline.calendar
    order = timeline.story_order()
    cast = _cast(world, order)
    book = {doc.id: n for n, doc in enumerate(world.documents_in_order(), start=1)}
    wanted = query.span
    if wanted is not None and query.around:
        pad = AROUND_DAYS * calendar.minutes_per_day
        wanted = Span(Moment(wanted.start.minute - pad), Moment(wanted.end.minute + pad))
    lines = []
    for node_id in order:
        span = timeline.scenes[node_id].span
        assert span is not None
        if query.who is not None and query.who.id not in cast.get(node_id, ()):
            continue
        if wanted is not None and not span.overlaps(wanted):
            continue
        lines.append(_scene_line(world, timeline, node_id, span, book, cast, query))
    head = _heading(world, timeline, query, len(lines))
    shown = lines[:MAX_LINES]
    if len(lines) > MAX_LINES:
        shown.append(f"… and {len(lines) - MAX_LINES} more: ask for a character or dates.")
    out = [head, *shown]
    if query.span is not None and query.around:
        ages = _ages_on(world, timeline, query.span.start, query.who)
        if ages:
            out.append(f"Ages on {describe(calendar, query.span.start)}: {ages}.")
    unplaced = _unplaced(world, timeline, query)
    if unplaced:
        out.append("Not placed: " + "; ".join(unplaced) + ".")
    return "\n".join(out)


def _cast(world: World, node_ids: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """The characters each scene mentions (by name or alias, as the search counts
    mentions), in the order of the entities."""
    scanner = MentionScanner(e for e in world.live_entities() if e.kind is EntityKind.CHARACTER)
    cast: dict[str, tuple[str, ...]] = {}
    for node_id in node_ids:
        doc = world.documents.get(node_id)
        if doc is not None and doc.character_count:
            cast[node_id] = tuple(scanner.spans(doc))
    return cast


def _heading(world: World, timeline: Timeline, query: Query, count: int) -> str:
    calendar = timeline.calendar
    what = "scenes"
    if query.who is not None:
        what = f"{query.who.name}'s scenes"
    if query.span is not None:
        when = describe(calendar, query.span.start)
        if query.around:
            what += f" on or around {when}"
        else:
            what += f" from {when} to {describe(calendar, query.span.end)}"
    placed = sum(1 for t in timeline.scenes.values() if t.span is not None)
    return (f"Story order ({calendar.name} calendar), {what}: {count} "
            f"(of {placed} scenes placed in time).")  # fmt: skip


def _scene_line(world: World, timeline: Timeline, node_id: str, span: Span,
                book: Mapping[str, int], cast: Mapping[str, Sequence[str]], query: Query
                ) -> str:  # fmt: skip
    calendar = timeline.calendar
    scene = timeline.scenes[node_id]
    when = describe(calendar, span.start)
    if span.minutes > calendar.minutes_per_day:
        when += f" – {describe(calendar, Moment(span.end.minute - 1, span.start.precision))}"
    title = world.documents[node_id].title if node_id in world.documents else node_id
    line = f"{when} — {title} (#{book.get(node_id, 0)} in the book"
    if scene.anchor and scene.anchor in world.documents:
        line += f", after {world.documents[scene.anchor].title}"
    line += ")"
    people = []
    for entity_id in cast.get(node_id, ()):
        entity = world.entities.get(entity_id)
        if entity is None or entity.kind is not EntityKind.CHARACTER:
            continue
        age = _age(timeline, entity_id, span.start)
        people.append(entity.name if age is None else f"{entity.name} {age}")
    if people:
        line += ": " + ", ".join(people)
    return line


def _ages_on(world: World, timeline: Timeline, moment: Moment, who: Entity | None) -> str:
    ages = []
    for entity_id in timeline.entity_dates:
        if who is not None and entity_id != who.id:
            continue
        entity = world.entities.get(entity_id)
        age = _age(timeline, entity_id, moment)
        if entity is not None and age is not None:
            dead = _date(timeline, entity_id, DIED)
            gone = dead is not None and dead.minute <= moment.minute
            ages.append(f"{entity.name} {age}" + (" (dead by then)" if gone else ""))
    return ", ".join(ages)


def _date(timeline: Timeline, entity_id: str, names: Sequence[str]) -> Moment | None:
    dates = timeline.entity_dates.get(entity_id, {})
    return next((dates[n] for n in names if n in dates), None)


def _age(timeline: Timeline, entity_id: str, moment: Moment) -> int | None:
    """Whole years from the entity's birth to ``moment`` (None: no birth date, or not yet
    born)."""
    born = _date(timeline, entity_id, BORN)
    if born is None or born.minute > moment.minute:
        return None
    calendar = timeline.calendar
    birth, _h, _m = clock_date(calendar, born.minute)
    then, _h, _m = clock_date(calendar, moment.minute)
    years = then.year - birth.year
    if (then.month, then.day) < (birth.month, birth.day):
        years -= 1
    return years


def _unplaced(world: World, timeline: Timeline, query: Query) -> list[str]:
    if query.who is not None or query.span is not None:
        return []
    return [_problem(world, p) for p in timeline.problems][:20]


def _problem(world: World, problem: TimeProblem) -> str:
    node = world.documents.get(problem.node_id) or world.entities.get(problem.node_id)
    name = getattr(node, "title", None) or getattr(node, "name", None) or "calendar.toml"
    text = f" “{problem.text}”" if problem.text else ""
    return f"{name}{(' ' + problem.field) if problem.field else ''}{text} ({problem.kind})"


__all__ = ["MAX_LINES", "Query", "query_of", "render", "timeline_text"]
