"""A generated three-book series for the cross-book audit's tests and benchmark.

*The Tarn Books*: a series of characters and places (each character's age, eyes, hair and
home; each place's whereabouts), and three books of chapters of generated prose, set three
and seven years apart. The books state their facts in the prose, and the series records the
changes the prose follows as dated facts: every character's age from book 2 on and from
book 3 on, and a few valid overrides (a move of house, eyes turned silver, white hair, a
town rebuilt on the hill). Planted in books 2 and 3 are :data:`PLANTED_COUNT` cross-book
contradictions of the issue's kinds, each recorded with both quotations:

- ``age``: an age that does not follow from an earlier book's and the years between;
- ``dead``: a character who died in an earlier book seen alive;
- ``eyes``: eyes of another colour, with no change recorded;
- ``place``: a place on the other bank of its river.

:data:`ValidOverride` lists passages that differ from an earlier book only by a change the
series records: a report of one must not be kept. ``extra_entities`` adds plain series
entities (for the 2,000-entity series the opening benchmark reads).

    project = build()                      # values: books, entities, changes, plantings
    world = project.book_world(2)          # book 2 with its series, as the store gives it
    books = project.earlier(2)             # books 1 (as the audit reads them)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from pathlib import Path

from assistant.agent.audit.series_books import EarlierBook, EarlierBooks
from assistant.world.model import (
    Document,
    DocumentKind,
    Entity,
    EntityKind,
    FrozenMap,
    ProjectMeta,
    World,
)
from assistant.world.series.model import Availability, FactChange, SeriesBook, SeriesState

SERIES_TITLE = "The Tarn Books"
SERIES_FOLDER = "Tarn Series"
BOOK_TITLES = ("The Salt Road", "The Mill at Kettlewick", "Winter on the Tarn")
YEARS = (0, 3, 7)
"""Each book's year, counted from the first's."""
CHAPTERS = 8
PARAGRAPHS = 14
"""Filler paragraphs per chapter (each of four to six sentences), around the facts."""
PLANTED_COUNT = 32

FIRST = ("Mára", "Oda", "Harl", "Jory", "Wenna", "Tobin", "Isolde", "Corvin", "Ness", "Aldric",
         "Bryony", "Cato", "Della", "Ewan", "Fenna", "Gideon", "Hester", "Ivo")  # fmt: skip
LAST = ("Tesk", "Brann", "Vesey", "Fenn", "Sallow", "Marsh", "Crane", "Ashdell", "Quill",
        "Rook", "Hollis", "Pike", "Wren", "Darrow", "Kell", "Moss", "Thorne", "Lark")  # fmt: skip
EYES = ("grey", "brown", "blue", "green", "hazel", "dark")
HAIR = ("black", "brown", "red", "fair", "grey")
TOWNS = ("Lowmarsh", "Harrowgate", "Pellin Ford", "Oskeby", "Dunnock Cross", "Meldrith")
PLACES = ("Kettlewick", "Saltmere", "Vauhl", "Lisk", "Carrow End", "Brackwater", "Ferrow Hythe",
          "Sedge Lane", "Gull Reach", "Tanner's Bank")  # fmt: skip
RIVERS = ("Tarn", "Lisk Water", "Salt Beck")
FAR = {"east": "west", "west": "east", "north": "south", "south": "north"}

_FILLER = (
    "{a} walked down to {p} with a basket of {thing} on {pos} arm.",
    "The wind came off the {river} and rattled the shutters of {p}.",
    "{a} and {b} argued about the price of {thing} until the lamps were lit.",
    "Nobody in {p} could remember a colder spring.",
    "{a} wrote a letter to {b} and did not send it.",
    "The carrier's cart was late again, and the road from {p} was all mud.",
    "{a} mended the net by the door while {b} read aloud from the almanac.",
    "Rain fell on the roofs of {p} for three days without stopping.",
    "{b} said nothing, which was how {a} knew the matter was settled.",
    "At the market in {p} there was talk of the toll going up.",
    "{a} counted the coins twice and put them back in the tin.",
    "The ferry at {p} ran only when the water was low.",
    "Smoke from the kilns hung over {p} all afternoon.",
    "{a} laughed at something {b} said and then looked away.",
    "A heron stood in the shallows of the {river}, patient as a post.",
)
_THINGS = ("eels", "salt", "apples", "wool", "candles", "peat", "bread", "rope", "cider")
_SEASONS = ("that winter", "that spring", "that autumn", "that summer")


def number_words(n: int) -> str:
    ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen"]  # fmt: skip
    tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    if n < 20:
        return ones[n]
    word = tens[n // 10 - 2]
    return word if n % 10 == 0 else f"{word}-{ones[n % 10]}"


@dataclass(frozen=True)
class Side:
    """A passage of a book: its number, the document (id and title) and the words."""

    book: int
    document: str
    title: str
    quote: str


@dataclass(frozen=True)
class Planted:
    """A planted contradiction: the later book's passage against the earlier one's."""

    key: str
    kind: str
    entity: str
    field: str
    later: Side
    earlier: Side


@dataclass(frozen=True)
class ValidOverride:
    """A later passage that differs from an earlier one only by a change the series
    records: no contradiction."""

    key: str
    entity: str
    field: str
    later: Side
    earlier: Side


@dataclass
class SeriesProject:
    """The generated series as values (see the module doc)."""

    entities: tuple[Entity, ...]
    changes: dict[str, tuple[FactChange, ...]]
    books: tuple[World, ...]
    planted: tuple[Planted, ...]
    overrides: tuple[ValidOverride, ...]
    title: str = SERIES_TITLE

    def state(self, number: int) -> SeriesState:
        """What book ``number``'s world knows of the series."""
        return SeriesState(
            title=self.title,
            books=tuple(SeriesBook(f"../{t}", t) for t in BOOK_TITLES[: len(self.books)]),
            book_number=number,
            entity_ids=frozenset(e.id for e in self.entities),
            changes=tuple(sorted(self.changes.items())),
            availability=Availability.READ,
        )

    def book_world(self, number: int) -> World:
        """Book ``number`` with its series' entities beside its own (as the store reads it)."""
        own = self.books[number - 1]
        entities = {**dict(own.entities), **{e.id: e for e in self.entities}}
        return World(meta=own.meta, documents=own.documents, folders=own.folders,
                     entities=FrozenMap(entities), root=own.root,
                     series=self.state(number))  # fmt: skip

    def earlier(self, number: int) -> EarlierBooks:
        """The books before book ``number``, each its own world."""
        return EarlierBooks(tuple(
            EarlierBook(n, BOOK_TITLES[n - 1], self.books[n - 1]) for n in range(1, number)
        ))  # fmt: skip

    def words(self) -> int:
        return sum(book.word_count() for book in self.books)


@dataclass
class _Person:
    name: str
    age: int
    eyes: str
    hair: str
    home: str
    pronoun: str
    id: str = ""
    died: int = 0
    """The book the character dies in (0: lives on)."""


@dataclass
class _Place:
    name: str
    bank: str
    river: str
    id: str = ""


@dataclass
class _Book:
    """One book being written: each chapter's paragraphs, facts placed among them."""

    number: int
    rng: random.Random
    people: list[_Person]
    places: list[_Place]
    chapters: list[list[str]] = field(default_factory=list)
    ids: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.chapters = [[] for _ in range(CHAPTERS)]
        self.ids = [_id(self.rng, "d") for _ in range(CHAPTERS)]

    def title(self, index: int) -> str:
        return f"Chapter {index + 1}"

    def place(self, sentence: str, chapter: int | None = None) -> Side:
        """``sentence`` as a paragraph of its own, with filler before it, in ``chapter`` (one
        at random when None); the side quoting it (without its full stop)."""
        index = self.rng.randrange(CHAPTERS) if chapter is None else chapter
        self.chapters[index].append(self.filler())
        self.chapters[index].append(sentence)
        quote = sentence.rstrip(".")
        return Side(self.number, self.ids[index], self.title(index), quote)

    def filler(self) -> str:
        rng = self.rng
        sentences = []
        alive = [p for p in self.people if not p.died or p.died > self.number]
        for _ in range(rng.randint(4, 6)):
            a, b = rng.sample(alive, 2)
            sentences.append(rng.choice(_FILLER).format(
                a=a.name.split()[0], b=b.name.split()[0], p=rng.choice(self.places).name,
                thing=rng.choice(_THINGS), pos=a.pronoun, river=rng.choice(RIVERS),
            ))  # fmt: skip
        return " ".join(sentences)

    def world(self, title: str) -> World:
        docs = []
        for index, paragraphs in enumerate(self.chapters):
            while len(paragraphs) < PARAGRAPHS:
                paragraphs.insert(self.rng.randrange(len(paragraphs) + 1), self.filler())
            docs.append(Document(self.ids[index], self.title(index), "\n\n".join(paragraphs),
                                 DocumentKind.CHAPTER))  # fmt: skip
        return World(
            meta=ProjectMeta(title=title, language="en", series=f"../{SERIES_FOLDER}"),
            documents=FrozenMap({d.id: d for d in docs}), root=tuple(d.id for d in docs),
        )  # fmt: skip


def _id(rng: random.Random, prefix: str) -> str:
    return f"{prefix}-{rng.getrandbits(40):010x}"


def _age(person: _Person, book: int) -> str:
    return f"{person.name} was {number_words(person.age + YEARS[book - 1])} years old"


def _eyes(person: _Person, colour: str) -> str:
    return f"{person.name} turned {person.pronoun} {colour} eyes on the water"


def _bank(place: _Place, bank: str) -> str:
    return f"{place.name} stood on the {bank} bank of the {place.river}"


def _alive(person: _Person) -> str:
    return f"{person.name} came in out of the rain and sat down by the hearth"


def build(seed: int = 37, *, extra_entities: int = 0) -> SeriesProject:
    """The series for ``seed`` (see the module doc), with ``extra_entities`` more plain
    series entities."""
    rng = random.Random(seed)
    names = [f"{f} {last}" for f, last in zip(FIRST, rng.sample(LAST, len(FIRST)), strict=True)]
    people = [
        _Person(name, rng.randint(22, 60), rng.choice(EYES), rng.choice(HAIR),
                rng.choice(TOWNS), rng.choice(("her", "his")), _id(rng, "e"))
        for name in names
    ]  # fmt: skip
    places = [_Place(p, rng.choice(tuple(FAR)), rng.choice(RIVERS), _id(rng, "e")) for p in PLACES]
    books = [_Book(n, rng, people, places) for n in (1, 2, 3)]
    planted: list[Planted] = []
    overrides: list[ValidOverride] = []
    changes: dict[str, list[FactChange]] = {p.id: [] for p in people}
    season = _SEASONS

    # -- book 1 states the facts -----------------------------------------------------------
    first: dict[tuple[str, str], Side] = {}
    for person in people:
        first[(person.id, "age")] = books[0].place(f"{_age(person, 1)} {rng.choice(season)}.")
        first[(person.id, "eyes")] = books[0].place(f"{_eyes(person, person.eyes)}.")
        first[(person.id, "home")] = books[0].place(f"{person.name} kept house in "
                                                    f"{person.home}.")  # fmt: skip
    for place in places:
        first[(place.id, "place")] = books[0].place(f"{_bank(place, place.bank)}.")
    dying = people[:4]
    deaths: dict[str, Side] = {}
    for person in dying:
        person.died = 1
        deaths[person.id] = books[0].place(f"{person.name} died in the fire at the mill.")
    later_dying = people[4:6]
    for person in later_dying:
        person.died = 2
        deaths[person.id] = books[1].place(f"{person.name} drowned below the weir.")

    # -- the changes the series records, and the prose that follows them -------------------
    for person in people:
        for book in (2, 3):
            changes[person.id].append(FactChange("Age", str(person.age + YEARS[book - 1]), book))
    movers = people[6:8]
    for person in movers:
        town = next(t for t in TOWNS if t != person.home)
        changes[person.id].append(FactChange("Home", town, 2, note="moved after the flood"))
        later = books[1].place(f"{person.name} kept house in {town}.")
        overrides.append(ValidOverride(f"home-{person.id}", person.name, "Home", later,
                                       first[(person.id, "home")]))  # fmt: skip
    cursed = people[8]
    changes[cursed.id].append(FactChange("Eyes", "silver", 3, note="the marsh-light"))
    later = books[2].place(f"{_eyes(cursed, 'silver')}.")
    overrides.append(ValidOverride(f"eyes-{cursed.id}", cursed.name, "Eyes", later,
                                   first[(cursed.id, "eyes")]))  # fmt: skip
    whitened = people[9]
    changes[whitened.id].append(FactChange("Hair", "white", 3))
    overrides.append(ValidOverride(
        f"hair-{whitened.id}", whitened.name, "Hair",
        books[2].place(f"{whitened.name}'s hair had gone white as salt."),
        books[0].place(f"{whitened.name}'s hair was {whitened.hair} as a crow's wing."),
    ))  # fmt: skip
    moved_place = places[0]
    place_changes = {moved_place.id: (FactChange(
        "Location", f"the hill above the {moved_place.river}", 2, note="rebuilt after the flood"
    ),)}  # fmt: skip
    overrides.append(ValidOverride(
        f"place-{moved_place.id}", moved_place.name, "Location",
        books[1].place(f"{moved_place.name} stood on the hill above the {moved_place.river} "
                       "now."),
        first[(moved_place.id, "place")],
    ))  # fmt: skip

    # -- books 2 and 3: ages as the years go, and the planted contradictions --------------
    living = [p for p in people if not p.died]
    aged = rng.sample(living, 10)
    for index, person in enumerate(aged):
        book = 2 if index < 5 else 3
        right = person.age + YEARS[book - 1]
        wrong = right + rng.choice((-2, -1, 1, 2))
        later = books[book - 1].place(f"{person.name} was {number_words(wrong)} years old "
                                      f"{rng.choice(season)}.")  # fmt: skip
        if book == 3:
            earlier = books[1].place(f"{_age(person, 2)} {rng.choice(season)}.")
        else:
            earlier = first[(person.id, "age")]
        planted.append(Planted(f"age-{person.id}", "age", person.name, "Age", later, earlier))
    for person in living:
        if person in aged:
            continue
        for book in (2, 3):  # the ages the series records, stated: valid changes
            later = books[book - 1].place(f"{_age(person, book)} {rng.choice(season)}.")
            if book == 2 and len([o for o in overrides if o.field == "Age"]) < 3:
                overrides.append(ValidOverride(f"age-{person.id}", person.name, "Age", later,
                                               first[(person.id, "age")]))  # fmt: skip
    for person, book in ((dying[0], 2), (dying[1], 2), (dying[2], 2), (dying[3], 3),
                         (dying[0], 3), (later_dying[0], 3)):  # fmt: skip
        sentence = _alive(person) if book == 2 or person is not dying[0] else (
            f"{person.name} stood at the ferry and waved to the boats")
        later = books[book - 1].place(f"{sentence}.")
        planted.append(Planted(f"dead-{person.id}-{book}", "dead", person.name, "", later,
                               deaths[person.id]))  # fmt: skip
    seen = [p for p in people if not p.died and p is not cursed]
    for index, person in enumerate(rng.sample(seen, 8)):
        book = 2 if index < 4 else 3
        colour = rng.choice([c for c in EYES if c != person.eyes])
        later = books[book - 1].place(f"{_eyes(person, colour)}.")
        planted.append(Planted(f"eyes-{person.id}", "eyes", person.name, "Eyes", later,
                               first[(person.id, "eyes")]))  # fmt: skip
    for index, place in enumerate(places[1:9]):
        book = 2 if index < 4 else 3
        later = books[book - 1].place(f"{_bank(place, FAR[place.bank])}.")
        planted.append(Planted(f"place-{place.id}", "place", place.name, "Location", later,
                               first[(place.id, "place")]))  # fmt: skip

    entities = [
        Entity(p.id, p.name, EntityKind.CHARACTER, fields=(
            ("Age", str(p.age)), ("Eyes", p.eyes), ("Hair", p.hair), ("Home", p.home)))
        for p in people
    ] + [
        Entity(p.id, p.name, EntityKind.PLACE,
               fields=(("Location", f"{p.bank} bank of the {p.river}"),))
        for p in places
    ] + [
        Entity(_id(rng, "e"), f"Minor Figure {n + 1}", EntityKind.CHARACTER,
               fields=(("Trade", rng.choice(("cooper", "miller", "ferryman", "salter"))),))
        for n in range(extra_entities)
    ]  # fmt: skip
    all_changes = {k: tuple(v) for k, v in changes.items() if v} | place_changes
    worlds = tuple(book.world(title) for book, title in zip(books, BOOK_TITLES, strict=True))
    return SeriesProject(tuple(entities), all_changes, worlds, tuple(planted), tuple(overrides))


def write_series(project: SeriesProject, dest: Path, *, books: int = 3) -> Path:
    """The series folder and its first ``books`` books in ``dest`` (made afresh), through
    the stores and the linking ``quire series link`` does; the series folder's path."""
    import shutil

    from assistant.world.series.folder import series_store
    from assistant.world.series.linking import create_series, link_book
    from assistant.world.storage.store import ProjectStore

    if dest.exists():
        shutil.rmtree(dest)
    folder = create_series(dest / SERIES_FOLDER, project.title)
    for world in project.books[:books]:
        book = dest / world.meta.title
        own = replace(world, meta=replace(world.meta, series=""))
        ProjectStore.create(book, own.meta, own)
        link_book(book, folder)
    store = series_store(folder)
    series = store.load()
    state = replace(series.series, entity_ids=frozenset(e.id for e in project.entities),
                    changes=tuple(sorted(project.changes.items())))  # fmt: skip
    store.save(replace(series, entities=FrozenMap({e.id: e for e in project.entities}),
                       series=state))  # fmt: skip
    return folder


__all__ = [
    "BOOK_TITLES",
    "PLANTED_COUNT",
    "SERIES_FOLDER",
    "Planted",
    "SeriesProject",
    "Side",
    "ValidOverride",
    "build",
    "number_words",
    "write_series",
]
