"""The time checks across scenes: a flashback nothing marks, a "three days later" that is
not, one person in two places at once, a journey too fast for any means of travel, and
someone present after their death."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import pairwise

from assistant.world.clock.cast import SceneCast
from assistant.world.clock.checking.passages import remembers
from assistant.world.clock.checking.scenes import OPENING, Scene, Scenes
from assistant.world.clock.checking.sides import cue_side, field_side, mention_side, when_side
from assistant.world.clock.model import (
    CueKind,
    Moment,
    Precision,
    Resolution,
    TimeCheckKind,
    TimeCue,
    TimeFinding,
)
from assistant.world.clock.travel import Travel
from assistant.world.clock.when import DIED
from assistant.world.model import Entity, EntityKind

LONG_STEP_DAYS = 28
"""From this many days on, a relative cue ("a month later") is read loosely."""


def story_findings(scenes: Scenes, casts: Mapping[str, SceneCast], travel: Travel
                   ) -> list[TimeFinding]:  # fmt: skip
    found: list[TimeFinding] = []
    for scene in scenes.placed[1:]:
        before = scenes.placed[scene.index - 1]
        if not _marked_earlier(scenes, scene):
            found += _flashback(scene, before)
            found += _relative(scenes, scene, before)
    characters = [e for e in scenes.world.live_entities() if e.kind is EntityKind.CHARACTER]
    for character in characters:
        present = _present(scenes, casts, character.id)
        found += _two_places(scenes, character, present)
        found += _too_fast(scenes, travel, character, present)
        found += _after_death(scenes, character, present)
    return found


def _opening_cues(scenes: Scenes, scene: Scene) -> list[TimeCue]:
    """The relative cues of a scene's opening, in its narration."""
    return [
        c for c in scene.cues
        if c.kind is CueKind.RELATIVE and c.start < OPENING and c.offset_minutes is not None
        and not any(s <= c.start < e for s, e in scene.dialogue)
    ]


def _marked_earlier(scenes: Scenes, scene: Scene) -> bool:
    """A scene its writer marked as earlier than what comes before: a flashback tag or
    field, a ``when`` counted back from another scene, a cue such as "ten years before",
    or an opening sentence that remembers."""
    if scene.flashback_marked:
        return True
    anchor = scenes.timeline.scenes.get(scene.time.anchor) if scene.time.anchor else None
    if (scene.time.resolution is Resolution.RELATIVE and anchor is not None
            and anchor.span is not None and scene.span.start < anchor.span.start):
        return True
    opening = [c for c in scene.cues if c.kind is CueKind.RELATIVE and c.start < OPENING]
    if any((c.offset_minutes or 0) < 0 for c in opening):
        return True
    text = scene.doc.text.lstrip()
    skipped = len(scene.doc.text) - len(text)
    return bool(text) and remembers(scene.doc.text, skipped, skipped + 1, scenes.language)


def _flashback(scene: Scene, before: Scene) -> list[TimeFinding]:
    if scene.span.end.minute > before.span.start.minute:
        return []
    first, second = when_side(scene.doc, scene.time), when_side(before.doc, before.time)
    if first is None or second is None:
        return []
    return [TimeFinding(TimeCheckKind.FLASHBACK, first, second, {"before": before.doc.id})]


def _relative(scenes: Scenes, scene: Scene, before: Scene) -> list[TimeFinding]:
    """A relative cue at a scene's opening against the scene before it in the book (or
    the scene its ``when`` counts from, which the writer had in mind)."""
    before = scenes.by_id.get(scene.time.anchor, before) if scene.time.anchor else before
    found = []
    for cue in _opening_cues(scenes, scene)[:1]:
        offset = cue.offset_minutes or 0
        if offset <= 0 or not _disagrees(scenes, scene, before, offset):
            continue
        second = when_side(scene.doc, scene.time)
        if second is not None:
            gap = scene.span.start.minute - before.span.start.minute
            found.append(TimeFinding(
                TimeCheckKind.RELATIVE, cue_side(cue), second,
                {"stated": cue.quote, "before": before.doc.id, "minutes": gap},
            ))
    return found


def _disagrees(scenes: Scenes, scene: Scene, before: Scene, offset: int) -> bool:
    """True when ``scene`` cannot be ``offset`` minutes after ``before``."""
    per_day = scenes.calendar.minutes_per_day
    if offset % per_day == 0 or offset >= per_day:
        if min(scene.precision, before.precision) < Precision.DAY:
            return False
        steps = round(offset / per_day)
        day = scenes.days(scene.span).start
        before_days = scenes.days(before.span)
        if not before_days:
            return False
        gaps = {day - before_days.start, day - before_days[-1]}
        slack = steps // 10 if steps >= LONG_STEP_DAYS else 0
        return all(abs(gap - steps) > slack for gap in gaps)
    if min(scene.precision, before.precision) < Precision.MINUTE:
        return False
    slack = max(60, offset // 4)
    minutes = (scene.span.start.minute - before.span.end.minute,
               scene.span.start.minute - before.span.start.minute)
    return all(abs(gap - offset) > slack for gap in minutes)


def _present(scenes: Scenes, casts: Mapping[str, SceneCast], character: str
             ) -> list[tuple[Scene, SceneCast, tuple[int, int]]]:  # fmt: skip
    """The placed scenes ``character`` is in, in the flesh, in story order."""
    found = []
    for scene in scenes.placed:
        cast = casts.get(scene.doc.id)
        if cast is None or character not in cast.mentions:
            continue
        span = scenes.presence(cast, character)
        if span is not None:
            found.append((scene, cast, span))
    found.sort(key=lambda item: (item[0].span.start.minute, item[0].index))
    return found


def _name(scenes: Scenes, entity_id: str) -> str:
    entity = scenes.world.entities.get(entity_id)
    return entity.name if entity is not None else entity_id


def _two_places(scenes: Scenes, character: Entity,
                present: list[tuple[Scene, SceneCast, tuple[int, int]]]) -> list[TimeFinding]:
    timed = [p for p in present if p[0].precision >= Precision.MINUTE and p[1].place]
    found = []
    for i, (scene, cast, span) in enumerate(timed):
        for other, other_cast, other_span in timed[i + 1:]:
            if other.span.start.minute >= scene.span.end.minute:
                break
            if other_cast.place != cast.place and scene.span.overlaps(other.span):
                found.append(TimeFinding(
                    TimeCheckKind.TWO_PLACES, mention_side(scene.doc, *span),
                    mention_side(other.doc, *other_span),
                    {"who": character.name, "place": _name(scenes, cast.place),
                     "other_place": _name(scenes, other_cast.place)},
                ))
    return found


def _too_fast(scenes: Scenes, travel: Travel, character: Entity,
              present: list[tuple[Scene, SceneCast, tuple[int, int]]]) -> list[TimeFinding]:
    placed = [p for p in present if p[1].place]
    found = []
    for (scene, cast, span), (later, later_cast, later_span) in pairwise(placed):
        if later_cast.place == cast.place or scene.span.overlaps(later.span):
            continue
        km = travel.km_between(scenes.world, cast.place, later_cast.place)
        if km is None:
            continue
        leave = scene.span.end if scene.precision >= Precision.MINUTE else scene.span.start
        arrive = later.span.start if later.precision >= Precision.MINUTE else later.span.end
        available = arrive.minute - leave.minute
        needed = travel.minutes_needed(km)
        if available < needed:
            found.append(TimeFinding(
                TimeCheckKind.TOO_FAST, mention_side(scene.doc, *span),
                mention_side(later.doc, *later_span),
                {"who": character.name, "place": _name(scenes, cast.place),
                 "other_place": _name(scenes, later_cast.place), "km": round(km),
                 "minutes": available, "needed": round(needed)},
            ))
    return found


def death_field(scenes: Scenes, entity: Entity) -> tuple[str, Moment] | None:
    return scenes.entity_date(entity, DIED)


def _after(scenes: Scenes, moment: Moment, death: Moment) -> bool:
    """True when ``moment`` falls after the whole of the day (month, year) of ``death``."""
    a, b = scenes.date(moment.minute), scenes.date(death.minute)
    if death.precision <= Precision.YEAR:
        return a.year > b.year
    if death.precision <= Precision.MONTH:
        return (a.year, a.month) > (b.year, b.month)
    return (a.year, a.month, a.day) > (b.year, b.month, b.day)


def _after_death(scenes: Scenes, character: Entity,
                 present: list[tuple[Scene, SceneCast, tuple[int, int]]]) -> list[TimeFinding]:
    death = death_field(scenes, character)
    if death is None:
        return []
    side = field_side(character, death[0])
    found = []
    for scene, _cast, span in present:
        if side is None or scene.flashback_marked or not _after(scenes, scene.span.start, death[1]):
            continue
        found.append(TimeFinding(TimeCheckKind.AFTER_DEATH, side, mention_side(scene.doc, *span),
                                 {"who": character.name}))
    return found
