"""A generated project for the time checks' benchmark: a story of about 100,000 words in
scenes with stated times (some to the minute), six characters with birth (and two with death)
dates, six places with distances, prose with time cues, and planted errors of every kind,
recorded so that the benchmark knows the truth.

The prose holds the traps a real book holds and the checks must not fall into: weekdays in
dialogue, "last Tuesday", the dead remembered, ages at another time, flashbacks marked by a
tag or an opening that remembers. Every planted error has several wordings; those in
``HELD_OUT`` were written after the checks and never read against them.

The generator gives the cues it wrote (as the cue finder would find them) and the timeline
its ``when`` fields state, so the checks can be measured on their own; ``write_project``
writes the project and its ``calendar.toml`` for the whole pipeline.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from assistant.world.clock.calendar import date_of, gregorian, weekday_of
from assistant.world.clock.calendar import day_number as calendar_day_number
from assistant.world.clock.model import (
    CueKind,
    Moment,
    Precision,
    Resolution,
    SceneTime,
    Span,
    StoryDate,
    TimeCheckKind,
    TimeCue,
    Timeline,
)
from assistant.world.model import (
    Document,
    Entity,
    EntityKind,
    FrozenMap,
    ProjectMeta,
    World,
)

CALENDAR = gregorian("en")
MONTHS = tuple(m.name for m in CALENDAR.months)
WEEKDAYS = CALENDAR.weekdays
DAY = 1440
PLANTS_PER_KIND = 8
RELATIVE_WHENS = 0.2
"""The share of scenes (known to the day) whose ``when`` counts from the scene before."""
MARKED_FLASHBACKS = 0.04
"""The share of scenes that are flashbacks their writer marked (a tag, an opening memory)."""
SCENE_WORDS = 400

CHARACTERS = (
    # id, name, alias, born, died
    ("e-mara", "Mara Tesk", "Mara", (1990, 5, 4), None),
    ("e-jory", "Jory Fenn", "Jory", (1985, None, None), None),
    ("e-oda", "Oda Brannvik", "Oda", (1979, 11, None), None),
    ("e-halvard", "Halvard Oakes", "Halvard", (1950, None, None), (2012, 9, 20)),
    ("e-lucan", "Lucan Ferrow", "Lucan", (1992, 2, 14), None),
    ("e-wenna", "Wenna Dray", "Wenna", (1940, None, None), (2012, 1, 2)),
)
PLACES = ("Hollin", "Callow", "Pellin Ford", "The Sallows", "Gull Bridge", "Marrow End")
DISTANCES = {
    ("Hollin", "Callow"): 40, ("Hollin", "Pellin Ford"): 12, ("Hollin", "The Sallows"): 30,
    ("Hollin", "Gull Bridge"): 45, ("Hollin", "Marrow End"): 25, ("Callow", "Pellin Ford"): 35,
    ("Callow", "The Sallows"): 18, ("Callow", "Gull Bridge"): 50, ("Callow", "Marrow End"): 33,
    ("Pellin Ford", "The Sallows"): 22, ("Pellin Ford", "Gull Bridge"): 38,
    ("Pellin Ford", "Marrow End"): 15, ("The Sallows", "Gull Bridge"): 42,
    ("The Sallows", "Marrow End"): 31, ("Gull Bridge", "Marrow End"): 36,
}
FIELD_DISTANCES = (("Gull Bridge", "Marrow End"), ("Hollin", "Pellin Ford"))
"""Distances written as a place's ``distance to`` field rather than in the calendar file."""
START = (2012, 1, 9)

FILLER = (
    "The water ran brown under the bridge.", "Gulls argued over the mud flats.",
    "The rope creaked against the post.", "Someone had left the gate open again.",
    "The smell of tar hung over the yard.", "A cart went past with a load of reeds.",
    "The kettle sang on the stove.", "Nobody had swept the step.",
    "The river talked to itself below the weir.", "A dog barked twice and gave up.",
    "The ledger lay open at a page of figures.", "The wind turned the weathercock north.",
    "Mud had dried in ridges along the lane.", "The lamp smoked and was trimmed.",
    "A heron stood in the shallows like a nail.", "The nets hung in grey folds.",
    "There was bread, and cheese gone hard at the edges.", "The door stuck, as it always did.",
    "Far off, the mill wheel thumped.", "Rain had found its way under the slates.",
    "The boat knocked against the staithe.", "Smoke lay flat over the roofs.",
    "The map was weighted down with stones.", "Reeds hissed along the bank.",
    "A pane rattled in its frame.", "The floorboards were cold underfoot.",
    "Somebody laughed in the lane and the sound went away.", "The sluice gate groaned.",
    "A line of washing flapped in the yard.", "The level was full to the brim.",
)

PRESENT = (
    "{X} crossed the yard with a coil of rope.", "{X} poured the tea and watched the weir.",
    "{X} said nothing for a long while.", "{X} pulled the boat up onto the shingle.",
    "{X} bent over the map and traced the river with one finger.",
    "{X} laughed at that, in spite of everything.",
)
PRESENT_HELD_OUT = (
    "Without a word {X} took the oars.", "The door opened and {X} came in out of the rain.",
    "{X} leaned on the rail, counting the barges.", "{X} was waiting at the gate, soaked.",
    "It was {X} who found the breach, kneeling in the mud.",
)
REMEMBERED = (
    "Jory thought of the late {X}.", "Nobody spoke of {X} any more; the grave was bare.",
    "{X} had mended these nets once.", '"{X} would have known what to do," Oda said.',
)
REMEMBERED_HELD_OUT = (
    "They had buried {X} under the yews.", "The chair by the stove was still {X}'s.",
    "In her memory {X} was always at the tiller.",
)
WEEKDAY = ("It was {W}, and the market was loud.", "On {W} the ferry ran late.")
WEEKDAY_HELD_OUT = ("{W} came in grey over the water.", "The carrier called, as he did every "
                    "week, and it was {W}.", "The {W} crowds were thin along the quay.",
                    "Being a {W}, the ferry kept its short hours.")
WEEKDAY_TRAPS = ('"Come back on {W}," Oda called after him.',
                 "Last {W} the water had been higher.")
DATE = ("It was the {D} of {M}.", "The ledger's newest page was headed {M} {N}.")
DATE_HELD_OUT = ("The almanac on the wall said {N} {M}.",
                 "Today was {N} {M}, and the fair had come to the Ford.")
TIME = {
    "noon": ("At noon the bells rang across the level.", 12, "noon", "At noon"),
    "evening": ("That evening the lamps were lit early.", None, "evening", "That evening"),
    "morning": ("The morning was still grey when they set out.", None, "morning",
                "The morning"),
    "midnight": ("It was past midnight before the talk ended.", 0, "midnight", "midnight"),
    "half four": ("At half past four the tide turned.", 4, "", "At half past four"),
}
AGE = ("{X} was {A} now, and tall for it.", "At {A}, {X} knew the river better than anyone.")
AGE_HELD_OUT = ("{X}, at {A}, was the youngest of them.",
                "{X} was only {A}, though the others forgot it.")
AGE_TRAPS = ("When {X} was {A}, the bridge had still stood.",)
RELATIVE = {
    1: ("The next day", "The next day, the rain came back."),
    2: ("Two days later", "Two days later, the river was down."),
    3: ("Three days later", "Three days later, a letter came from Callow."),
    7: ("A week later", "A week later, the nets were mended."),
}
RELATIVE_HELD_OUT = {2: ("Two days on", "Two days on, the level was quiet.")}
FLASHBACK_MARKED = ("She remembered the year the ice came, and the old bridge.",
                    "Years before, the level had been a marsh.")

NUMBERS = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
]
TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def number_words(n: int) -> str:
    if n < 20:
        return NUMBERS[n]
    tens, ones = divmod(n, 10)
    return TENS[tens - 2] + (f"-{NUMBERS[ones]}" if ones else "")


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def day_number(year: int, month: int, day: int) -> int:
    return calendar_day_number(CALENDAR, StoryDate(year, month, day))



@dataclass(frozen=True)
class Planted:
    """One planted error: its kind, the documents it lies in, and whether its wording is
    one of the held-out ones."""

    kind: TimeCheckKind
    nodes: frozenset[str]
    held_out: bool = False


@dataclass
class TimelineProject:
    world: World
    timeline: Timeline
    cues: Mapping[str, list[TimeCue]]
    planted: list[Planted]
    clean_words: int
    calendar_file: str


@dataclass
class _Scene:
    """One scene being written: its sentences, with the cues in them."""

    node_id: str
    parts: list[str] = field(default_factory=list)
    cues: list[TimeCue] = field(default_factory=list)
    length: int = 0

    def add(self, sentence: str, quote: str = "", kind: CueKind | None = None,
            **values: object) -> None:  # fmt: skip
        start = self.length + (1 if self.parts else 0)
        if quote and kind is not None:
            at = start + sentence.index(quote)
            self.cues.append(TimeCue(self.node_id, at, at + len(quote), quote, kind,
                                     **values))  # type: ignore[arg-type]
        self.parts.append(sentence)
        self.length = start + len(sentence)

    @property
    def text(self) -> str:
        return " ".join(self.parts)


class _Writer:
    """Writes the scenes one after the other, moving the story's clock on."""

    def __init__(self, rng: random.Random, scenes: int) -> None:
        self.rng = rng
        self.count = scenes
        self.documents: list[Document] = []
        self.times: dict[str, SceneTime] = {}
        self.cues: dict[str, list[TimeCue]] = {}
        self.planted: list[Planted] = []
        self.day = day_number(*START)
        self.planted_words = 0
        self.previous_flashback = False
        self.last_place = PLACES[0]

    def when(self, day: int, hour: int | None) -> str:
        date = date_of(CALENDAR, day)
        text = f"{date.day} {MONTHS[date.month - 1]} {date.year}"
        return text if hour is None else f"{text} {hour:02d}:00"

    def span(self, day: int, hour: int | None, hours: int = 1) -> Span:
        if hour is None:
            return Span(Moment(day * DAY, Precision.DAY), Moment((day + 1) * DAY, Precision.DAY))
        start = day * DAY + hour * 60
        return Span(Moment(start), Moment(start + 60 * hours))

    def alive(self, day: int) -> list[tuple[str, str, str]]:
        return [(eid, name, alias) for eid, name, alias, _b, died in CHARACTERS
                if died is None or day <= day_number(*died)]

    def dead(self, day: int) -> list[tuple[str, str, str]]:
        return [(eid, name, alias) for eid, name, alias, _b, died in CHARACTERS
                if died is not None and day > day_number(*died)]

    def filler(self, scene: _Scene, words: int) -> None:
        while sum(len(p.split()) for p in scene.parts) < words:
            scene.add(self.rng.choice(FILLER))

    def age_on(self, eid: str, day: int) -> int | None:
        for cid, _n, _a, born, _d in CHARACTERS:
            if cid == eid:
                y, m, d = born
                if m is None or d is None:
                    return None
                date = date_of(CALENDAR, day)
                return date.year - y - (1 if (date.month, date.day) < (m, d) else 0)
        return None

    def write(self, index: int, plant: TimeCheckKind | None, *, day: int, hour: int | None,
              place: str, cast: list[tuple[str, str, str]], opening: tuple[str, str, int] | None,
              tags: tuple[str, ...] = (), extra: str = "", hours: int = 1,
              when: str = "", anchor: str = "") -> str:
        node_id = f"d-{index:05d}"
        scene = _Scene(node_id)
        rng = self.rng
        if opening is not None:
            quote, sentence, offset = opening
            scene.add(sentence, quote, CueKind.RELATIVE, offset_minutes=offset)
        if extra:
            scene.add(extra)
        where = rng.random() < 0.8
        if not where:
            scene.add(f"In {place} the work went on.")
        for _eid, _name, alias in cast:
            scene.add(rng.choice(PRESENT).replace("{X}", alias))
        self.filler(scene, SCENE_WORDS // 3)
        if not where:
            scene.add(f"{place} was quiet after that.")
        self._clean_cues(scene, day, hour, cast)
        self._traps(scene, day, cast)
        self.filler(scene, SCENE_WORDS)
        fields = [("when", when or self.when(day, hour))]
        if hour is not None:
            fields.append(("duration", "1 hour" if hours == 1 else f"{hours} hours"))
        if where:
            fields.append(("where", place))
        doc = Document(node_id, f"Scene {index + 1}", scene.text, tags=tags, fields=tuple(fields))
        self.documents.append(doc)
        self.times[node_id] = SceneTime(
            node_id, self.span(day, hour, hours),
            Resolution.RELATIVE if when else Resolution.STATED, fields[0][1], anchor=anchor)
        self.cues[node_id] = scene.cues
        if plant is not None:
            self.planted_words += len(scene.text.split())
        return node_id

    def _clean_cues(self, scene: _Scene, day: int, hour: int | None,
                    cast: list[tuple[str, str, str]]) -> None:  # fmt: skip
        rng = self.rng
        date = date_of(CALENDAR, day)
        if rng.random() < 0.4:
            weekday = weekday_of(CALENDAR, day) or 0
            sentence = rng.choice(WEEKDAY + WEEKDAY_HELD_OUT).replace("{W}", WEEKDAYS[weekday])
            scene.add(sentence, WEEKDAYS[weekday], CueKind.WEEKDAY, weekday=weekday)
        if rng.random() < 0.2:
            self._date(scene, date.month, date.day)
        key = {9: "morning", 12: "noon", 19: "evening"}.get(hour or -1)
        if key is not None and rng.random() < 0.6:
            sentence, at, part, quote = TIME[key]
            scene.add(sentence, quote, CueKind.TIME_OF_DAY, hour=at, part_of_day=part)
        for eid, _name, alias in cast:
            age = self.age_on(eid, day)
            if age is not None and rng.random() < 0.3:
                self._age(scene, alias, age, rng.choice(AGE + AGE_HELD_OUT))

    def _traps(self, scene: _Scene, day: int, cast: list[tuple[str, str, str]]) -> None:
        rng = self.rng
        if rng.random() < 0.3:
            weekday = rng.randrange(7)
            sentence = rng.choice(WEEKDAY_TRAPS).replace("{W}", WEEKDAYS[weekday])
            scene.add(sentence, WEEKDAYS[weekday], CueKind.WEEKDAY, weekday=weekday)
        dead = self.dead(day)
        if dead and rng.random() < 0.3:
            _eid, _name, alias = rng.choice(dead)
            scene.add(rng.choice(REMEMBERED + REMEMBERED_HELD_OUT).replace("{X}", alias))
        if cast and rng.random() < 0.2:
            eid, _name, alias = rng.choice(cast)
            age = self.age_on(eid, day)
            if age is not None and age > 8:
                self._age(scene, alias, age - rng.randint(3, 8), AGE_TRAPS[0])

    def _date(self, scene: _Scene, month: int, day: int, template: str = "") -> bool:
        template = template or self.rng.choice(DATE + DATE_HELD_OUT)
        name = MONTHS[month - 1]
        sentence = template.replace("{D}", ordinal(day)).replace("{M}", name).replace(
            "{N}", str(day))
        if "{D}" in template:
            quote = f"the {ordinal(day)} of {name}"
        elif template.index("{M}") < template.index("{N}"):
            quote = f"{name} {day}"
        else:
            quote = f"{day} {name}"
        scene.add(sentence, quote, CueKind.DATE, month=month, day=day)
        return template in DATE_HELD_OUT

    def _age(self, scene: _Scene, alias: str, age: int, template: str) -> None:
        words = number_words(age) if "{A}," not in template else str(age)
        sentence = template.replace("{X}", alias).replace("{A}", words)
        start = sentence.index(alias) if sentence.index(alias) < sentence.index(words) else (
            sentence.index(words))
        end = max(sentence.index(alias) + len(alias), sentence.index(words) + len(words))
        scene.add(sentence, sentence[start:end], CueKind.AGE, age=age, who=alias)


def _entities() -> list[Entity]:
    found = []
    for eid, name, alias, born, died in CHARACTERS:
        fields = [("born", _date_text(born))]
        if died is not None:
            fields.append(("died", _date_text(died)))
        found.append(Entity(eid, name, EntityKind.CHARACTER, (alias,), tuple(fields)))
    for name in PLACES:
        fields = tuple(
            (f"distance to {b}", f"{DISTANCES[(a, b)]} km") for a, b in FIELD_DISTANCES
            if a == name
        )
        found.append(Entity("e-" + name.lower().replace(" ", "-"), name, EntityKind.PLACE,
                            (), fields))
    return found


def _date_text(date: tuple[int, int | None, int | None]) -> str:
    y, m, d = date
    if m is None:
        return str(y)
    return f"{MONTHS[m - 1]} {y}" if d is None else f"{d} {MONTHS[m - 1]} {y}"


def _moment(date: tuple[int, int | None, int | None]) -> Moment:
    y, m, d = date
    precision = Precision.YEAR if m is None else Precision.MONTH if d is None else Precision.DAY
    return Moment(day_number(y, m or 1, d or 1) * DAY, precision)


def km(a: str, b: str) -> int:
    return DISTANCES.get((a, b)) or DISTANCES[(b, a)]


def calendar_file() -> str:
    rows = [f'  {{ from = "{a}", to = "{b}", km = {d} }},' for (a, b), d in DISTANCES.items()
            if (a, b) not in FIELD_DISTANCES]
    return ('[travel]\nwalk = ["30 km/day", "5 km/h"]\nhorse = ["60 km/day", "12 km/h"]\n'
            "distances = [\n" + "\n".join(rows) + "\n]\n")


def build(seed: int = 36, scenes: int = 250, *, plants: int = PLANTS_PER_KIND
          ) -> TimelineProject:  # fmt: skip
    """The project for ``seed``: ``scenes`` scenes of about :data:`SCENE_WORDS` words, with
    ``plants`` planted errors of each kind (none when 0)."""
    rng = random.Random(seed)
    writer = _Writer(rng, scenes)
    kinds = [k for k in TimeCheckKind for _ in range(plants)]
    rng.shuffle(kinds)
    slots = sorted(rng.sample(range(4, scenes - 2, 3), len(kinds))) if kinds else []
    plan = dict(zip(slots, kinds, strict=True))
    index = 0
    place = PLACES[0]
    while index < scenes:
        plant = plan.get(index)
        index = _scene(writer, index, plant, place, plan.get(index + 1))
        place = writer.last_place
    world = World(
        meta=ProjectMeta(title="The Level", language="en"),
        documents=FrozenMap({d.id: d for d in writer.documents}),
        entities=FrozenMap({e.id: e for e in _entities()}),
        root=tuple(d.id for d in writer.documents),
    )
    dates = {eid: {"born": _moment(born), **({"died": _moment(died)} if died else {})}
             for eid, _n, _a, born, died in CHARACTERS}
    timeline = Timeline((CALENDAR,), writer.times, dates)
    clean = sum(d.word_count for d in writer.documents) - writer.planted_words
    return TimelineProject(world, timeline, writer.cues, writer.planted, clean, calendar_file())


def _scene(w: _Writer, index: int, plant: TimeCheckKind | None, place: str,
           next_plant: TimeCheckKind | None) -> int:
    """Writes the scene at ``index`` (two for the errors that need two) and returns the
    index of the next."""
    rng = w.rng
    gap = rng.choice((1, 1, 2, 3))
    w.day += gap
    opening = None
    if not w.previous_flashback and rng.random() < 0.3 and gap in RELATIVE:
        quote, sentence = RELATIVE[gap] if gap != 2 or rng.random() < 0.5 else (
            RELATIVE_HELD_OUT[2])
        opening = (quote, sentence, gap * DAY)
    alive = w.alive(w.day)
    cast = rng.sample(alive, rng.randint(1, 2))
    new_place = rng.choice(PLACES) if rng.random() < 0.4 else place
    hour = rng.choice((None, None, 9, 12, 15, 19))
    w.last_place = new_place
    if plant is next_plant is None and opening is None and rng.random() < MARKED_FLASHBACKS:
        back = w.day - rng.randint(30, 300)
        marked = rng.random() < 0.5
        w.write(index, None, day=back, hour=None, place=new_place, cast=[], opening=None,
                tags=("flashback",) if marked else (),
                extra="" if marked else rng.choice(FLASHBACK_MARKED))
        w.day -= gap
        w.previous_flashback = True
        return index + 1
    after_flashback, w.previous_flashback = w.previous_flashback, False
    if (plant is None and hour is None and not after_flashback and w.documents
            and rng.random() < RELATIVE_WHENS):
        before = w.documents[-1]
        counted = f"{number_words(gap)} days" if gap > 1 else "a day"
        when, anchor = (f"{counted} after {before.title}", before.id) if rng.random() < 0.5 else (
            ("the next day" if gap == 1 else f"{number_words(gap)} days later"), "")
        w.write(index, None, day=w.day, hour=None, place=new_place, cast=cast, opening=opening,
                when=when, anchor=anchor or before.id)
        return index + 1
    if plant is None:
        w.write(index, None, day=w.day, hour=hour, place=new_place, cast=cast, opening=opening)
        return index + 1
    return _plant(w, index, plant, new_place, cast, opening, hour, gap)


def _plant(w: _Writer, index: int, kind: TimeCheckKind, place: str,
           cast: list[tuple[str, str, str]], opening: tuple[str, str, int] | None,
           hour: int | None, gap: int) -> int:  # fmt: skip
    rng = w.rng
    day = w.day
    held = False
    extra = ""
    if kind is TimeCheckKind.WEEKDAY:
        wrong = ((weekday_of(CALENDAR, day) or 0) + rng.randint(1, 6)) % 7
        template = rng.choice(WEEKDAY + WEEKDAY_HELD_OUT)
        held = template in WEEKDAY_HELD_OUT
        node = _with_cue(w, index, kind, day, None, place, cast, opening,
                         template.replace("{W}", WEEKDAYS[wrong]), WEEKDAYS[wrong],
                         CueKind.WEEKDAY, weekday=wrong)
        w.planted.append(Planted(kind, frozenset((node,)), held))
        return index + 1
    if kind is TimeCheckKind.DATE:
        date = date_of(CALENDAR, day)
        wrong_day = date.day + rng.choice((-9, -5, -3, 3, 5, 9))
        wrong_day = wrong_day if 1 <= wrong_day <= 28 else date.day % 28 + 1
        template = rng.choice(DATE + DATE_HELD_OUT)
        scene_cues = _Scene("")
        w._date(scene_cues, date.month, wrong_day, template)
        cue = scene_cues.cues[0]
        node = _with_cue(w, index, kind, day, None, place, cast, opening, scene_cues.parts[0],
                         cue.quote, CueKind.DATE, month=cue.month, day=cue.day)
        w.planted.append(Planted(kind, frozenset((node,)), template in DATE_HELD_OUT))
        return index + 1
    if kind is TimeCheckKind.TIME_OF_DAY:
        key = rng.choice(("noon", "evening", "midnight", "half four"))
        sentence, at, part, quote = TIME[key]
        node = _with_cue(w, index, kind, day, 9, place, cast, opening, sentence, quote,
                         CueKind.TIME_OF_DAY, hour=at, part_of_day=part)
        w.planted.append(Planted(kind, frozenset((node,)), key in ("midnight", "half four")))
        return index + 1
    if kind is TimeCheckKind.AGE:
        ages = [(c, w.age_on(c[0], day)) for c in cast]
        ages = [(c, a) for c, a in ages if a is not None]
        if not ages:
            mara = next(c for c in w.alive(day) if c[0] == "e-mara")
            cast = [mara]
            ages = [(mara, w.age_on("e-mara", day))]
        (_eid, _n, alias), age = ages[0]
        template = rng.choice(AGE + AGE_HELD_OUT)
        wrong = (age or 0) + rng.choice((-6, -4, -3, 3, 5))
        scene_cues = _Scene("")
        w._age(scene_cues, alias, wrong, template)
        cue = scene_cues.cues[0]
        node = _with_cue(w, index, kind, day, hour, place, cast, opening, scene_cues.parts[0],
                         cue.quote, CueKind.AGE, age=wrong, who=alias)
        w.planted.append(Planted(kind, frozenset((node,)), template in AGE_HELD_OUT))
        return index + 1
    if kind is TimeCheckKind.RELATIVE:
        said = rng.choice([g for g in RELATIVE if g != gap])
        quote, sentence = RELATIVE[said]
        held = False
        if said == 2 and rng.random() < 0.5:
            (quote, sentence), held = RELATIVE_HELD_OUT[2], True
        node = w.write(index, kind, day=day, hour=None, place=place, cast=cast,
                       opening=(quote, sentence, said * DAY))
        w.planted.append(Planted(kind, frozenset((node,)), held))
        return index + 1
    if kind is TimeCheckKind.FLASHBACK:
        back = day - rng.randint(40, 200)
        node = w.write(index, kind, day=back, hour=None, place=place, cast=[], opening=None)
        w.planted.append(Planted(kind, frozenset((node,)), False))
        w.day -= gap
        w.previous_flashback = True
        return index + 1
    if kind is TimeCheckKind.AFTER_DEATH:
        dead = w.dead(day)
        if not dead:
            w.write(index, None, day=day, hour=hour, place=place, cast=cast, opening=opening)
            return index + 1
        _eid, _n, alias = rng.choice(dead)
        template = rng.choice(PRESENT + PRESENT_HELD_OUT)
        extra = template.replace("{X}", alias)
        node = w.write(index, kind, day=day, hour=hour, place=place, cast=cast, opening=opening,
                       extra=extra)
        w.planted.append(Planted(kind, frozenset((node,)), template in PRESENT_HELD_OUT))
        return index + 1
    # two scenes, one character: at once in two places, or too quickly between them
    who = cast[:1]
    first_place = place
    others = [p for p in PLACES if p != first_place and km(first_place, p) >= 30]
    second_place = rng.choice(others)
    two = kind is TimeCheckKind.TWO_PLACES
    first = w.write(index, kind, day=day, hour=10, place=first_place, cast=who, opening=opening,
                    hours=2 if two else 1)
    second_hour = 11 if two else 12
    second = w.write(index + 1, kind, day=day, hour=second_hour, place=second_place, cast=who,
                     opening=None)
    w.last_place = second_place
    w.planted.append(Planted(kind, frozenset((first, second)), False))
    return index + 2


def _with_cue(w: _Writer, index: int, kind: TimeCheckKind, on_day: int, at_hour: int | None,
              place: str, cast: list[tuple[str, str, str]],
              opening: tuple[str, str, int] | None, sentence: str, quote: str,
              cue_kind: CueKind, **values: object) -> str:  # fmt: skip
    node = w.write(index, kind, day=on_day, hour=at_hour, place=place, cast=cast,
                   opening=opening)
    doc = w.documents[-1]
    at = len(doc.text) + 1
    text = f"{doc.text} {sentence}"
    w.documents[-1] = Document(doc.id, doc.title, text, tags=doc.tags, fields=doc.fields)
    w.cues[node].append(TimeCue(node, at + sentence.index(quote),
                                at + sentence.index(quote) + len(quote), quote, cue_kind,
                                **values))  # type: ignore[arg-type]
    w.planted_words += len(sentence.split())
    return node


def write_project(project: TimelineProject, dest: Path) -> Path:
    """The project in ``dest`` through the project store, with its ``calendar.toml``."""
    import shutil

    from assistant.world.storage.store import ProjectStore

    if dest.exists():
        shutil.rmtree(dest)
    ProjectStore.create(dest, project.world.meta, project.world)
    (dest / "calendar.toml").write_text(project.calendar_file, encoding="utf-8")
    return dest
