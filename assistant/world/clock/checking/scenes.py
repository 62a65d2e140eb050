"""The scenes as the time checks read them, once per check: each placed document in
manuscript order with its time, its cues and its dialogue, the days its span covers, and
who is there in the flesh."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from assistant.world.clock.calendar import date_of, weekday_of
from assistant.world.clock.cast import SceneCast
from assistant.world.clock.checking.passages import (
    Span as TextSpan,
)
from assistant.world.clock.checking.passages import (
    about_another_time,
    dialogue_spans,
    inside,
    is_flashback_mark,
    names_someone_absent,
    possessive_after,
)
from assistant.world.clock.model import (
    Calendar,
    CueKind,
    Moment,
    Precision,
    SceneTime,
    Span,
    StoryDate,
    TimeCue,
    Timeline,
)
from assistant.world.clock.when import time_role
from assistant.world.model import Document, DocumentKind, Entity, EntityKind, World
from assistant.world.search.textfold import fold

MOST_DAYS = 62
"""The longest span (in days) whose days a cue is compared with; longer ones are skipped."""
OPENING = 400
"""The characters at a scene's start where a relative cue speaks of the scene's own time."""


@dataclass
class Scene:
    """One placed document: its time, its cues in order, and its dialogue."""

    doc: Document
    time: SceneTime
    span: Span
    cues: Sequence[TimeCue]
    dialogue: list[TextSpan]
    index: int
    """Its place among the placed scenes, in manuscript order."""

    @property
    def precision(self) -> Precision:
        return self.span.start.precision

    @property
    def flashback_marked(self) -> bool:
        """Tagged or given a field that says it is a flashback."""
        return any(is_flashback_mark(t) for t in self.doc.tags) or any(
            is_flashback_mark(k) or is_flashback_mark(v) for k, v in self.doc.fields
        )

    def time_moves_at(self) -> int:
        """Where the prose first moves the scene's time on ("the next day" past its
        opening): cues after it may be about a later day than the scene's."""
        for cue in self.cues:
            if cue.kind is CueKind.RELATIVE and cue.start >= OPENING:
                return cue.start
        return len(self.doc.text) + 1


@dataclass
class Scenes:
    """Everything the checks share."""

    world: World
    timeline: Timeline
    language: str
    placed: list[Scene] = field(default_factory=list)
    by_id: dict[str, Scene] = field(default_factory=dict)
    _characters: dict[str, list[Entity]] | None = None
    _dates: dict[int, StoryDate] = field(default_factory=dict)

    def character_named(self, name: str) -> Entity | None:
        """The one live character with ``name`` among its names (case and accents
        ignored); None when none has it or several do. The names are read once a check."""
        if self._characters is None:
            self._characters = {}
            for entity in self.world.live_entities():
                if entity.kind is EntityKind.CHARACTER:
                    for key in dict.fromkeys(fold(n.strip()) for n in entity.names):
                        self._characters.setdefault(key, []).append(entity)
        key = fold(name.strip())
        found = self._characters.get(key, []) if key else []
        return found[0] if len(found) == 1 else None

    @classmethod
    def read(cls, world: World, timeline: Timeline,
             cues: Mapping[str, Sequence[TimeCue]]) -> Scenes:  # fmt: skip
        scenes = cls(world, timeline, world.meta.language)
        for doc in world.documents_in_order():
            time = timeline.scenes.get(doc.id)
            if doc.kind is DocumentKind.NOTE or time is None or time.span is None:
                continue
            found = sorted(cues.get(doc.id, ()), key=lambda c: c.start)
            scene = Scene(doc, time, time.span, found, dialogue_spans(doc.text, scenes.language),
                          len(scenes.placed))
            scenes.placed.append(scene)
            scenes.by_id[doc.id] = scene
        return scenes

    @property
    def calendar(self) -> Calendar:
        return self.timeline.calendar

    def day(self, minute: int) -> int:
        """The clock's calendar's own day number of a minute on the clock."""
        return minute // self.calendar.minutes_per_day - self.calendar.offset

    def days(self, span: Span) -> range:
        """The calendar days ``span`` covers (empty when more than :data:`MOST_DAYS`)."""
        first = self.day(span.start.minute)
        last = self.day(max(span.start.minute, span.end.minute - 1))
        return range(first, last + 1) if last - first < MOST_DAYS else range(0)

    def date(self, minute: int) -> StoryDate:
        return self.date_of_day(self.day(minute))

    def date_of_day(self, day: int) -> StoryDate:
        """The calendar's date of a day (each day worked out once a check)."""
        found = self._dates.get(day)
        if found is None:
            found = self._dates[day] = date_of(self.calendar, day)
        return found

    def weekday(self, day: int) -> int:
        return weekday_of(self.calendar, day)

    def entity_date(self, entity: Entity, role: str) -> tuple[str, Moment] | None:
        """An entity's date of ``role`` (``born``, ``died``): the field's name as the
        timeline keys it, and the moment."""
        for name, moment in self.timeline.entity_dates.get(entity.id, {}).items():
            if time_role(name) == role:
                return name, moment
        return None

    def speaks_of_now(self, scene: Scene, cue: TimeCue, *, age: bool = False) -> bool:
        """True when a cue is about the scene's own time: in the narration, before the
        prose moves the time on, in no sentence about another time."""
        text = scene.doc.text
        return not (
            inside(scene.dialogue, cue.start, cue.end)
            or cue.start >= scene.time_moves_at()
            or about_another_time(text, cue.start, cue.end, self.language, age=age)
        )

    def presence(self, cast: SceneCast, character: str) -> TextSpan | None:
        """The first mention that puts ``character`` in the scene in the flesh: in the
        narration, not a possessive, in no sentence that remembers or mourns them or
        speaks of another time. None when no mention does."""
        scene = self.by_id.get(cast.node_id)
        if scene is None:
            return None
        text = scene.doc.text
        for start, end in cast.mentions.get(character, ()):
            if inside(scene.dialogue, start, end) or possessive_after(text, end):
                continue
            if names_someone_absent(text, start, end, self.language):
                continue
            if about_another_time(text, start, end, self.language):
                continue
            return start, end
        return None
