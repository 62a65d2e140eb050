"""Placing every scene on the project's clock: the times stated, and the relations counted
from the scenes they name, in manuscript order.

A relation names its anchor by title (case and typographic quotes aside, "Chapter 3" for
"Chapter 3: Upriver", a folder for the first scene in it with a time) or by id; with none
named it counts from the scene before in manuscript order that has a ``when``. Relations
are followed with a stack, never recursion, so a chain of ten thousand resolves like a chain
of two; a ring of relations and a missing anchor are problems, never an exception or a hang.

Working out a large project's timeline takes a while; a caller whose result is no longer
wanted passes a ``stop`` asked between documents, and the work ends with
:class:`~assistant.world.errors.WorkStopped`, never with part of a timeline.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from assistant.world.clock import words as w
from assistant.world.clock.calendar import (
    clock_date,
    day_number,
    month_length,
)
from assistant.world.clock.calendar_file import calendar_folder, read_calendars
from assistant.world.clock.model import (
    Calendar,
    Moment,
    Precision,
    Resolution,
    SceneTime,
    Span,
    StoryDate,
    Timeline,
    TimeProblem,
    TimeProblemKind,
)
from assistant.world.clock.when import (
    BORN,
    DIED,
    DURATION,
    WHEN,
    Reading,
    Relation,
    Stated,
    Unread,
    read_duration,
    read_entity_date,
    read_moment,
    time_role,
)
from assistant.world.collector import collector_paused
from assistant.world.errors import stop_if_asked
from assistant.world.model import Document, DocumentKind, NodeId, World

DEFAULT_MINUTES = 60
"""How long a scene stated to the minute lasts when it has no ``duration``."""

_ARTICLES = ("the ", "la ", "el ", "le ", "les ", "los ", "las ", "der ", "die ", "das ",
             "dem ", "den ", "det ", "l'")

_TODO, _BUSY, _DONE = 0, 1, 2
_QUOTES = str.maketrans({"‘": "'", "’": "'", "“": '"', "”": '"', "„": '"', "«": '"', "»": '"',
                         "\u00a0": " "})


@dataclass
class _Scene:
    doc: Document
    field: str
    when: str
    duration: str
    reading: Reading


def resolve_timeline(
    world: World, calendars: Sequence[Calendar], *, stop: Callable[[], bool] | None = None
) -> Timeline:
    """The times of every document of ``world`` that has a ``when`` (notes aside), the
    dates of its entities, and what could not be placed, counted in ``calendars``.

    ``stop`` is asked before each document, scene and entity: when it says yes,
    :class:`~assistant.world.errors.WorkStopped` is raised. What was read meanwhile stays in
    the memo, each text with its whole reading, as good for the next run as if it had ended."""
    with collector_paused():  # thousands of small values, none in a cycle
        return _resolve(world, tuple(calendars), stop)


def _resolve(
    world: World, calendars: tuple[Calendar, ...], stop: Callable[[], bool] | None
) -> Timeline:
    cal = calendars[0]
    scenes: dict[NodeId, _Scene] = {}
    memo = _memo(calendars)
    readings = memo.readings
    for doc in world.documents_in_order():
        if doc.kind == DocumentKind.NOTE:
            continue
        stop_if_asked(stop, "working out the timeline")
        when = duration = ""
        name = ""
        for key, value in doc.fields:
            role = time_role(key)
            if role == WHEN and not name and value.strip():
                name, when = key, value
            elif role == DURATION and not duration:
                duration = value
        if name:
            reading = readings.get(when)
            if reading is None:
                reading = readings[when] = read_moment(when, calendars)
            scenes[doc.id] = _Scene(doc, name, when, duration, reading)
    return _Resolver(world, calendars, cal, scenes, memo.dates, stop).run()


@dataclass
class _Memo:
    """The texts already read in one set of calendars: ``when`` texts, and entity dates."""

    calendars: tuple[Calendar, ...]
    readings: dict[str, Reading]
    dates: dict[str, Moment | None]


_MEMO: list[_Memo] = []
_MEMO_SIZE = 100_000
"""At most this many texts kept for one set of calendars."""
_MEMO_SETS = 4
"""At most this many sets of calendars kept (the app's language and the command line's)."""


def _memo(calendars: tuple[Calendar, ...]) -> _Memo:
    """What was read before in these calendars: a project is resolved again after every
    edit, and only the texts that changed are read again."""
    for index, kept in enumerate(_MEMO):
        if kept.calendars is calendars or kept.calendars == calendars:
            if len(kept.readings) + len(kept.dates) >= _MEMO_SIZE:
                break
            _MEMO.insert(0, _MEMO.pop(index))
            return kept
    memo = _Memo(calendars, {}, {})
    _MEMO[:] = [memo, *(m for m in _MEMO if m.calendars != calendars)][:_MEMO_SETS]
    return memo


def project_timeline(
    world: World, root: Path | str | None, *, stop: Callable[[], bool] | None = None
) -> Timeline:
    """The project's timeline: its calendar file read (or the Gregorian calendar), then
    every time resolved; the calendar file's problems come first. A book of a series without
    a calendar file of its own uses its series' (:func:`calendar_folder`). ``stop``: as for
    :func:`resolve_timeline`."""
    stop_if_asked(stop, "working out the timeline")
    calendars, problems = read_calendars(calendar_folder(root, world), world.meta.language)
    timeline = resolve_timeline(world, calendars, stop=stop)
    if not problems:
        return timeline
    return Timeline(calendars, timeline.scenes, timeline.entity_dates,
                    problems + tuple(timeline.problems))


class _Resolver:
    def __init__(
        self, world: World, calendars: tuple[Calendar, ...], cal: Calendar,
        scenes: dict[NodeId, _Scene], dates: dict[str, Moment | None],
        stop: Callable[[], bool] | None = None,
    ) -> None:
        self.world = world
        self.stop = stop
        self.dates = dates
        self.calendars = calendars
        self.cal = cal
        self.scenes = scenes
        self.spans: dict[NodeId, Span | None] = {}
        self.anchors: dict[NodeId, NodeId] = {}
        self.problems: list[TimeProblem] = []
        self.state = dict.fromkeys(scenes, _TODO)
        self._titles: dict[str, NodeId] | None = None
        self.previous: dict[NodeId, NodeId] = {}
        last: NodeId | None = None
        for node_id, scene in scenes.items():
            if last is not None:
                self.previous[node_id] = last
            if not isinstance(scene.reading, Unread):
                last = node_id

    @property
    def titles(self) -> dict[str, NodeId]:
        """The scenes by the titles anchors name them by (made when a relation names one)."""
        if self._titles is None:
            self._titles = self._index()
        return self._titles

    def _index(self) -> dict[str, NodeId]:
        titles: dict[str, NodeId] = {}
        folders: dict[NodeId, NodeId] = {}
        for node_id, scene in self.scenes.items():
            key = _key(scene.doc.title)
            titles.setdefault(key, node_id)
            head = key.split(":", 1)[0].strip()
            if head != key:
                titles.setdefault(head, node_id)
            parent = self.world.parent_of(node_id)
            while parent is not None and parent not in folders:
                folders[parent] = node_id
                parent = self.world.parent_of(parent)
        for folder_id, node_id in folders.items():
            folder = self.world.folders.get(folder_id)
            if folder is not None:
                key = _key(folder.title)
                titles.setdefault(key, node_id)
                titles.setdefault(key.split(":", 1)[0].strip(), node_id)
                titles.setdefault(folder_id, node_id)
        return titles

    def run(self) -> Timeline:
        for node_id in self.scenes:
            stop_if_asked(self.stop, "placing the scenes in time")
            self._place(node_id)
        times = {
            node_id: SceneTime(
                node_id,
                self.spans.get(node_id),
                _resolution(scene.reading, self.spans.get(node_id)),
                scene.when,
                scene.duration,
                self.anchors.get(node_id, ""),
            )
            for node_id, scene in self.scenes.items()
        }
        return Timeline(self.calendars, times, self._entity_dates(), tuple(self.problems))

    def _place(self, first: NodeId) -> None:
        stack = [first]
        while stack:
            node_id = stack[-1]
            if self.state[node_id] == _DONE:
                stack.pop()
                continue
            scene = self.scenes[node_id]
            reading = scene.reading
            if isinstance(reading, Unread):
                self._problem(reading.kind, scene, scene.when)
                self._done(node_id, None)
            elif isinstance(reading, Stated):
                self._done(node_id, self._stated(reading, scene))
            else:
                anchor = self._anchor(node_id, reading)
                if anchor is None:
                    self._unanchored(scene, reading)
                    self._done(node_id, None)
                elif self.state[anchor] == _DONE:
                    self.anchors[node_id] = anchor
                    span = self.spans[anchor]
                    if span is None:
                        self._unanchored(scene, reading)
                        self._done(node_id, None)
                    else:
                        self._done(node_id, self._related(reading, span, scene))
                elif self.state[anchor] == _BUSY or anchor == node_id:
                    ring = tuple(dict.fromkeys(stack[stack.index(anchor):]))
                    for member in ring:
                        self.problems.append(TimeProblem(
                            TimeProblemKind.CYCLE, member, self.scenes[member].field,
                            self.scenes[member].when, ring,
                        ))
                        self._done(member, None)
                else:
                    self.state[node_id] = _BUSY
                    stack.append(anchor)

    def _done(self, node_id: NodeId, span: Span | None) -> None:
        self.spans[node_id] = span
        self.state[node_id] = _DONE

    def _unanchored(self, scene: _Scene, relation: Relation) -> None:
        """A relation whose anchor is no scene with a time: the anchor it names, or (for the
        scene before) its own ``when``."""
        if relation.anchor:
            self._problem(TimeProblemKind.MISSING_ANCHOR, scene, relation.anchor)
        else:
            self._problem(TimeProblemKind.NO_PREVIOUS, scene, scene.when)

    def _problem(self, kind: TimeProblemKind, scene: _Scene, text: str) -> None:
        self.problems.append(TimeProblem(kind, scene.doc.id, scene.field, text))

    def _anchor(self, node_id: NodeId, relation: Relation) -> NodeId | None:
        if not relation.anchor:
            return self.previous.get(node_id)
        named = relation.anchor.strip()
        if named in self.scenes:
            return named
        key = _key(named)
        for candidate in (key, *(key[len(a):] for a in _ARTICLES if key.startswith(a))):
            found = self.titles.get(candidate.strip())
            if found is not None:
                return found
        return None

    def _stated(self, reading: Stated, scene: _Scene) -> Span:
        start = reading.start
        if reading.spanned and reading.end is not None:
            return Span(start, Moment(reading.end, start.precision))
        return Span(start, Moment(self._end(start, scene, reading.end), start.precision))

    def _end(self, start: Moment, scene: _Scene, natural: int | None = None) -> int:
        if scene.duration.strip():
            minutes = read_duration(scene.duration)
            if minutes is not None:
                return start.minute + minutes
            self.problems.append(TimeProblem(
                TimeProblemKind.UNREADABLE, scene.doc.id, _duration_field(scene.doc),
                scene.duration,
            ))
        if natural is not None:
            return natural
        return _natural_end(self.cal, start)

    def _related(self, relation: Relation, anchor: Span, scene: _Scene) -> Span:
        cal = self.cal
        known = anchor.start.precision
        if not relation.counts_days:
            minute = anchor.start.minute + relation.minutes
            start = Moment(_floor(cal, minute, known), known)
            return Span(start, Moment(self._end(start, scene), known))
        if relation.months or relation.years:
            date, _, _ = clock_date(cal, anchor.start.minute)
            months = date.month - 1 + relation.months
            year = date.year + relation.years + months // len(cal.months)
            month = months % len(cal.months) + 1
            day = min(date.day, month_length(cal, year, month))
            number = day_number(cal, StoryDate(year, month, day)) + cal.offset + relation.days
        else:
            number = anchor.start.minute // cal.minutes_per_day + relation.days
        base = number * cal.minutes_per_day
        exact = known >= Precision.DAY
        if exact and relation.at is not None:
            start = Moment(base + relation.at[0] * 60 + relation.at[1], Precision.MINUTE)
            return Span(start, Moment(self._end(start, scene), Precision.MINUTE))
        if exact and relation.part:
            first, last = w.PART_HOURS[relation.part]
            scale = cal.hours_per_day / 24
            start = Moment(base + round(first * scale) * 60, Precision.MINUTE)
            end = base + round(last * scale) * 60
            return Span(start, Moment(self._end(start, scene, end), Precision.MINUTE))
        precision = min(known, Precision.DAY)
        start = Moment(_floor(cal, base, precision), precision)
        return Span(start, Moment(self._end(start, scene), precision))

    def _entity_dates(self) -> dict[str, dict[str, Moment]]:
        dates: dict[str, dict[str, Moment]] = {}
        for entity in self.world.live_entities():
            stop_if_asked(self.stop, "reading the entities' dates")
            for name, value in entity.fields:
                if time_role(name) not in (BORN, DIED) or not value.strip():
                    continue
                if value in self.dates:
                    moment = self.dates[value]
                else:
                    moment = self.dates[value] = read_entity_date(value, self.calendars)
                if moment is None:
                    self.problems.append(TimeProblem(
                        TimeProblemKind.UNREADABLE, entity.id, name, value))
                else:
                    dates.setdefault(entity.id, {})[name.casefold()] = moment
        return dates


def _duration_field(doc: Document) -> str:
    for key, _ in doc.fields:
        if time_role(key) == DURATION:
            return key
    return DURATION


def _resolution(reading: Reading, span: Span | None) -> Resolution:
    if span is None:
        return Resolution.UNRESOLVED
    return Resolution.STATED if isinstance(reading, Stated) else Resolution.RELATIVE


def _key(title: str) -> str:
    """A title as anchors are matched: quotes, case and spacing aside."""
    return " ".join(title.translate(_QUOTES).casefold().split()).strip("\"' .")


def _floor(cal: Calendar, minute: int, precision: Precision) -> int:
    """The start of the day, month or year ``minute`` falls in (itself for a minute)."""
    if precision >= Precision.MINUTE:
        return minute
    per_day = cal.minutes_per_day
    if precision == Precision.DAY:
        return minute - minute % per_day
    date, _, _ = clock_date(cal, minute)
    first = StoryDate(date.year, date.month if precision == Precision.MONTH else 1, 1)
    return (day_number(cal, first) + cal.offset) * per_day


def _natural_end(cal: Calendar, start: Moment) -> int:
    """The minute after a moment's last, for its precision: an hour, a day, its month or
    its year (:data:`DEFAULT_MINUTES` for a moment known to the minute)."""
    per_day = cal.minutes_per_day
    if start.precision >= Precision.MINUTE:
        return start.minute + DEFAULT_MINUTES
    if start.precision == Precision.DAY:
        return start.minute + per_day
    date, _, _ = clock_date(cal, start.minute)
    if start.precision == Precision.MONTH and date.month < len(cal.months):
        following = StoryDate(date.year, date.month + 1, 1)
    else:
        following = StoryDate(date.year + 1, 1, 1)
    return (day_number(cal, following) + cal.offset) * per_day


__all__ = ["DEFAULT_MINUTES", "project_timeline", "resolve_timeline"]
