"""Where the timeline draws each scene, worked out from a timeline alone: the book's chips in
manuscript order, the story's boxes at their times (each in the first row where it does not
overlap), a lane of boxes for each character, and which scenes are told out of order.

A :class:`Plan` is plain data made by :func:`plan_layout`, cheap to make again for a small
project and made beside the timeline off the GUI thread for a large one. Each row of boxes
is a :class:`Strip` kept in order of the boxes' left edges, so that what is in view is found
by halving, not by looking at every box.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF

from assistant.gui.timeline.sources import TimelinePicture
from assistant.world.model import World

LABELS = 130
"""The width of the rows' names on the left."""
RULER = 26
BOOK_ROW = 30
STORY_ROW = 30
LANE_ROW = 24
GAP = 18
BOX_WIDTH = 150
CHIP = 22
PER_SCENE = 90
"""The time axis gives each placed scene at least this many pixels."""

Item = tuple[float, float, float, float, str]
"""``(x, y, width, height, node id)`` of one box."""


@dataclass
class Strip:
    """One row of boxes (``lane``: "book" for the book's chips, "" for the story's boxes, a
    character id for that character's lane), left to right."""

    lane: str
    top: float
    bottom: float
    lefts: list[float] = field(default_factory=list)
    items: list[Item] = field(default_factory=list)
    widest: float = 0.0

    def between(self, left: float, right: float) -> list[Item]:
        """The boxes that reach into ``left``..``right``."""
        first = bisect.bisect_left(self.lefts, left - self.widest)
        last = bisect.bisect_right(self.lefts, right)
        return [item for item in self.items[first:last] if item[0] + item[2] >= left]

    def rect(self, item: Item) -> QRectF:
        return QRectF(item[0], item[1], item[2], item[3])


@dataclass
class Plan:
    """Where everything goes; see the module doc."""

    width_hint: int = 0
    order: list[str] = field(default_factory=list)
    """The placed scenes, earliest first."""
    rank: dict[str, int] = field(default_factory=dict)
    book_index: dict[str, int] = field(default_factory=dict)
    flashbacks: set[str] = field(default_factory=set)
    lanes: list[tuple[str, str]] = field(default_factory=list)
    """(character id, name) of each lane, top to bottom."""
    strips: list[Strip] = field(default_factory=list)
    story_at: dict[str, Item] = field(default_factory=dict)
    start: int = 0
    scale: float = 1.0
    """Pixels per minute of the story's clock."""
    lanes_top: float = 0.0
    width: int = 0
    height: int = 0
    natural: int = 0
    """The width the time axis takes whatever the view offers (more is given when offered)."""

    def x_of(self, minute: int) -> float:
        return LABELS + GAP + (minute - self.start) * self.scale

    def same_for(self, width_hint: int) -> bool:
        """True when a view ``width_hint`` wide would get this very plan."""
        return width_hint == self.width_hint or (
            max(width_hint, self.width_hint) <= self.natural
        )


def plan_layout(picture: TimelinePicture | None, world: World | None, width_hint: int) -> Plan:
    """Where each scene of ``picture`` goes in a view ``width_hint`` pixels wide."""
    plan = Plan(width_hint)
    if picture is None:
        return plan
    timeline = picture.timeline
    plan.book_index = {node_id: i for i, node_id in enumerate(picture.book)}
    plan.order = timeline.story_order()
    plan.rank = {node_id: i for i, node_id in enumerate(plan.order)}
    spans = {n: timeline.scenes[n].span for n in plan.order}
    starts = [(s.start.minute, s.end.minute) for s in spans.values() if s is not None]
    plan.start = min((a for a, _b in starts), default=0)
    length = max(max((b for _a, b in starts), default=0) - plan.start,
                 timeline.calendar.minutes_per_day)  # fmt: skip
    natural = max(PER_SCENE * len(plan.order), 300)
    room = max(width_hint - LABELS - 2 * GAP - BOX_WIDTH, natural)
    plan.scale = room / length
    latest = None
    for node_id in picture.book:
        span = spans.get(node_id)
        if span is None:
            continue
        if latest is not None and span.start.minute < latest:
            plan.flashbacks.add(node_id)
        latest = span.start.minute if latest is None else max(latest, span.start.minute)
    book_width = len(picture.book) * (CHIP + 2)
    plan.width = int(LABELS + 2 * GAP + max(room + BOX_WIDTH, book_width))
    plan.natural = int(LABELS + 2 * GAP + max(natural + BOX_WIDTH, book_width))
    _place_book(plan, picture, max(plan.width, width_hint))
    bottom = _place_story(plan, spans)
    plan.height = int(_place_lanes(plan, picture, world, spans, bottom) + GAP)
    return plan


def _place_book(plan: Plan, picture: TimelinePicture, width: int) -> None:
    book = picture.book
    strip = Strip("book", RULER + 4, RULER + 4 + CHIP, widest=CHIP)
    plan.strips.append(strip)
    step = min(max((width - LABELS - 2 * GAP - CHIP) / max(len(book), 1), CHIP + 2), 60)
    left = LABELS + GAP
    strip.lefts = [left + index * step for index in range(len(book))]
    strip.items = [(x, RULER + 4, CHIP, CHIP, node_id)
                   for x, node_id in zip(strip.lefts, book, strict=True)]  # fmt: skip


def _place_story(plan: Plan, spans) -> float:  # type: ignore[no-untyped-def]
    """Scene boxes at their times, each in the first row where it does not overlap."""
    top = RULER + BOOK_ROW + GAP
    strip = Strip("", top, top)
    plan.strips.append(strip)
    row_ends: list[float] = []
    origin, start, scale = LABELS + GAP, plan.start, plan.scale
    lefts, items = strip.lefts, strip.items
    widest = BOX_WIDTH
    for node_id in plan.order:
        span = spans[node_id]
        x = origin + (span.start.minute - start) * scale
        width = max(BOX_WIDTH, (span.end.minute - span.start.minute) * scale)
        row = next((i for i, end in enumerate(row_ends) if end <= x), len(row_ends))
        if row == len(row_ends):
            row_ends.append(0.0)
        row_ends[row] = x + width + 4
        item = (x, top + row * STORY_ROW, width, STORY_ROW - 6, node_id)
        lefts.append(x)
        items.append(item)
        plan.story_at[node_id] = item
        widest = max(widest, width)
    strip.widest = widest
    strip.bottom = top + max(len(row_ends), 1) * STORY_ROW
    return strip.bottom + GAP / 2


def _place_lanes(plan: Plan, picture: TimelinePicture, world: World | None, spans,
                 top: float) -> float:  # type: ignore[no-untyped-def]  # fmt: skip
    plan.lanes_top = top
    if world is None:
        return top
    people: dict[str, list[str]] = {}
    for node_id in plan.order:
        for person in picture.cast.get(node_id, ()):
            people.setdefault(person, []).append(node_id)
    origin, start, scale = LABELS + GAP, plan.start, plan.scale
    for person, scenes in people.items():
        entity = world.entities.get(person)
        if entity is None:
            continue
        lane_top = top + len(plan.lanes) * LANE_ROW
        plan.lanes.append((person, entity.name))
        strip = Strip(person, lane_top, lane_top + LANE_ROW)
        plan.strips.append(strip)
        for node_id in scenes:
            span = spans[node_id]
            x = origin + (span.start.minute - start) * scale
            width = max(12.0, (span.end.minute - span.start.minute) * scale)
            strip.lefts.append(x)
            strip.items.append((x, lane_top + 5, width, LANE_ROW - 10, node_id))
            strip.widest = max(strip.widest, width)
    return top + len(plan.lanes) * LANE_ROW


__all__ = ["Plan", "Strip", "plan_layout"]
