"""Time cues found in the prose by rule, in Quire's five languages: what a passage states
(dates, weekdays, hours, steps, ages, months and seasons), what it does not (a modal "May",
"Sunday best", "three days' walk", "when I was twelve", what characters say), and quotes
that are exactly the text at their offsets."""

from __future__ import annotations

from typing import Any

import pytest

from assistant.world.clock.calendar import gregorian
from assistant.world.clock.cue_patterns import reader_for
from assistant.world.clock.cues import _find, find_cues, project_cues
from assistant.world.clock.model import Calendar, CueKind, Month, TimeCue
from assistant.world.model import Document, DocumentKind, Entity, EntityKind, ProjectMeta
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE
from tests.sample_planted import CHAPTER_1, CHAPTER_6, CORN_EXCHANGE, TOLL_HOUSE
from tests.worlds import world_of

DAY = 24 * 60
DATE, WEEKDAY, TIME, RELATIVE, AGE, SEASON = (
    CueKind.DATE,
    CueKind.WEEKDAY,
    CueKind.TIME_OF_DAY,
    CueKind.RELATIVE,
    CueKind.AGE,
    CueKind.SEASON,
)

FANTASY = Calendar(
    "The Reckoning of the Charter",
    (Month("Thaw", 30), Month("Seedfall", 30), Month("Highsun", 32), Month("Frostfall", 28)),
    weekdays=("Moonday", "Tideday", "Emberday", "Restday", "Starday"),
)
"""A book's own calendar: four months of 28 to 32 days, and a five-day week."""

NAMES = ("Mára", "Oda")


def cues(text: str, language: str = "en", calendar: Calendar | None = None) -> list[TimeCue]:
    found = find_cues("d1", text, language, calendar or gregorian(language), names=NAMES)
    for cue in found:
        assert text[cue.start : cue.end] == cue.quote
    return found


def said(found: list[TimeCue]) -> list[tuple[Any, ...]]:
    """Each cue as its kind, its quote and the values it states."""
    keys = ("year", "month", "day", "weekday", "hour", "minute", "part_of_day",
            "offset_minutes", "age", "who", "season")
    return [
        (c.kind, c.quote, {k: getattr(c, k) for k in keys if getattr(c, k) not in (None, "")})
        for c in found
    ]


STATED = {
    "en": (
        "On Tuesday 9 October 212 she walked to the weir. Three days later, at twenty to "
        "midnight, the bridge went. The next morning Mára was seven. Oda, a widow of sixty, "
        "came in May. That winter the river froze. At half past four in the afternoon they "
        "met again at 11:40.",
        [
            (DATE, "Tuesday 9 October 212", {"year": 212, "month": 10, "day": 9, "weekday": 1}),
            (RELATIVE, "Three days later", {"offset_minutes": 3 * DAY}),
            (TIME, "at twenty to midnight", {"hour": 23, "minute": 40}),
            (RELATIVE, "The next morning", {"offset_minutes": DAY, "part_of_day": "morning"}),
            (AGE, "Mára was seven", {"age": 7, "who": "Mára"}),
            (AGE, "Oda, a widow of sixty", {"age": 60, "who": "Oda"}),
            (SEASON, "in May", {"month": 5}),
            (SEASON, "That winter", {"season": "winter"}),
            (TIME, "At half past four in the afternoon",
             {"hour": 16, "minute": 30, "part_of_day": "afternoon"}),
            (TIME, "11:40", {"hour": 11, "minute": 40}),
        ],
    ),
    "es": (
        "El martes 9 de octubre de 212 salió. Tres días después, a las doce menos veinte, "
        "cayó el puente. A la mañana siguiente Mára tenía siete años. Oda, una viuda de "
        "sesenta años, llegó en mayo. Esa noche hacía frío. Ella tenía doce años.",
        [
            (DATE, "martes 9 de octubre de 212",
             {"year": 212, "month": 10, "day": 9, "weekday": 1}),
            (RELATIVE, "Tres días después", {"offset_minutes": 3 * DAY}),
            (TIME, "a las doce menos veinte", {"hour": 11, "minute": 40}),
            (RELATIVE, "A la mañana siguiente", {"offset_minutes": DAY, "part_of_day": "morning"}),
            (AGE, "Mára tenía siete años", {"age": 7, "who": "Mára"}),
            (AGE, "Oda, una viuda de sesenta años", {"age": 60, "who": "Oda"}),
            (SEASON, "en mayo", {"month": 5}),
            (TIME, "Esa noche", {"part_of_day": "night"}),
            (AGE, "Ella tenía doce años", {"age": 12}),
        ],
    ),
    "de": (
        "Am Dienstag, dem 9. Oktober 212 ging sie. Drei Tage später, um zwanzig vor "
        "Mitternacht, fiel die Brücke. Am nächsten Morgen war Mára sieben. Oda, eine Witwe "
        "von sechzig, kam im Mai. Sie war zwölf. Um halb fünf kam der Wagen.",
        [
            (DATE, "Dienstag, dem 9. Oktober 212",
             {"year": 212, "month": 10, "day": 9, "weekday": 1}),
            (RELATIVE, "Drei Tage später", {"offset_minutes": 3 * DAY}),
            (TIME, "um zwanzig vor Mitternacht", {"hour": 23, "minute": 40}),
            (RELATIVE, "Am nächsten Morgen", {"offset_minutes": DAY, "part_of_day": "morning"}),
            (AGE, "war Mára sieben", {"age": 7, "who": "Mára"}),
            (AGE, "Oda, eine Witwe von sechzig", {"age": 60, "who": "Oda"}),
            (SEASON, "im Mai", {"month": 5}),
            (AGE, "Sie war zwölf", {"age": 12}),
            (TIME, "Um halb fünf", {"hour": 4, "minute": 30}),
        ],
    ),
    "fr": (
        "Mardi 9 octobre 212, elle partit. Trois jours plus tard, à minuit moins vingt, le "
        "pont tomba. Le lendemain matin, Mára avait sept ans. Oda, une veuve de soixante ans, "
        "vint en mai. Elle avait douze ans. À trois heures du matin. Ce soir-là.",
        [
            (DATE, "Mardi 9 octobre 212", {"year": 212, "month": 10, "day": 9, "weekday": 1}),
            (RELATIVE, "Trois jours plus tard", {"offset_minutes": 3 * DAY}),
            (TIME, "à minuit moins vingt", {"hour": 23, "minute": 40}),
            (RELATIVE, "Le lendemain matin", {"offset_minutes": DAY, "part_of_day": "morning"}),
            (AGE, "Mára avait sept ans", {"age": 7, "who": "Mára"}),
            (AGE, "Oda, une veuve de soixante ans", {"age": 60, "who": "Oda"}),
            (SEASON, "en mai", {"month": 5}),
            (AGE, "Elle avait douze ans", {"age": 12}),
            (TIME, "À trois heures du matin", {"hour": 3, "minute": 0, "part_of_day": "morning"}),
            (TIME, "Ce soir-là", {"part_of_day": "evening"}),
        ],
    ),
    "nb": (
        "Tirsdag 9. oktober 212 gikk hun. Tre dager senere, tjue på tolv, falt brua. Neste "
        "morgen var Mára sju. Oda, en enke på seksti, kom i mai. Hun var tolv år. Ved "
        "midnatt. Kvelden før.",
        [
            (DATE, "Tirsdag 9. oktober 212", {"year": 212, "month": 10, "day": 9, "weekday": 1}),
            (RELATIVE, "Tre dager senere", {"offset_minutes": 3 * DAY}),
            (TIME, "tjue på tolv", {"hour": 11, "minute": 40}),
            (RELATIVE, "Neste morgen", {"offset_minutes": DAY, "part_of_day": "morning"}),
            (AGE, "var Mára sju", {"age": 7, "who": "Mára"}),
            (AGE, "Oda, en enke på seksti", {"age": 60, "who": "Oda"}),
            (SEASON, "i mai", {"month": 5}),
            (AGE, "Hun var tolv år", {"age": 12}),
            (TIME, "Ved midnatt", {"hour": 0, "minute": 0, "part_of_day": "midnight"}),
            (RELATIVE, "Kvelden før", {"offset_minutes": -DAY, "part_of_day": "evening"}),
        ],
    ),
}


@pytest.mark.parametrize("language", sorted(STATED))
def test_a_passage_gives_the_cues_it_states(language: str) -> None:
    text, expected = STATED[language]
    assert said(cues(text, language)) == expected


NOTHING = {
    "en": "“May I?” said Aunt May. They march at first. It was three days' walk. She wore "
    "her Sunday best. He worked there for forty-four years. When she was twelve she ran. "
    "It was ten. She was twelve feet from the door. Every Tuesday he came. The second man "
    "left. “On Tuesday I was twelve,” she said. He had come in August. It was one to ten. "
    "She read the Saturday Evening Post. It was a few days before the Fourth of July. He was "
    "two years older. I spent my Saturday nights out. He would come on Monday fortnight. It "
    "was such a Friday, Saturday, and Sunday. The feel of it at night. A portrait drawn when "
    "she was only eight years old.\nRise 6:00, study 6:15-6:30, work 8:30-4:30.",
    "es": "—El martes tenía doce años —dijo. Todos los lunes iba al mercado. Cuando tenía "
    "doce años huyó. Tres días después de la boda. El puente tenía doce metros.",
    "de": "„Am Dienstag war ich zwölf“, sagte sie. Jeden Montag kam er. Als sie zwölf war, "
    "lief sie. Es war zwölf. Die Brücke war zwölf Meter lang. Er hatte im Mai geheiratet.",
    "fr": "« Mardi, j'avais douze ans », dit-elle. Le mardi, elle allait au marché. Quand "
    "elle avait douze ans, elle fuit. Il y a trois ans. À trois heures de marche.",
    "nb": "«På tirsdag var jeg tolv,» sa hun. Hver mandag kom han. Da hun var tolv, rømte "
    "hun. Klokka var tolv. Det var tolv. Tre dager etter bryllupet.",
}


@pytest.mark.parametrize("language", sorted(NOTHING))
def test_a_passage_that_states_no_time_of_its_own_gives_no_cue(language: str) -> None:
    assert said(cues(NOTHING[language], language)) == []


def test_a_books_own_calendar_names_its_months_and_weekdays() -> None:
    text = "On Moonday, 3 Frostfall, at dawn. That Restday morning she was seven. In Thaw."
    assert said(cues(text, "en", FANTASY)) == [
        (DATE, "Moonday, 3 Frostfall", {"month": 4, "day": 3, "weekday": 0}),
        (TIME, "at dawn", {"part_of_day": "morning"}),
        (WEEKDAY, "Restday morning", {"weekday": 3, "part_of_day": "morning"}),
        (AGE, "she was seven", {"age": 7}),
        (SEASON, "In Thaw", {"month": 1}),
    ]


def test_a_day_the_month_does_not_have_is_no_date() -> None:
    assert cues("On 31 Highsun and on 33 Highsun.", "en", FANTASY)[0].day == 31
    assert len(cues("On 31 Highsun and on 33 Highsun.", "en", FANTASY)) == 1


def test_quotes_keep_their_offsets_where_lower_case_is_longer() -> None:
    text = "İİİ İstanbul. Three days later, İlse came at noon."
    found = cues(text)
    assert [c.quote for c in found] == ["Three days later", "at noon"]


def test_an_age_without_known_names_goes_to_a_capitalised_subject() -> None:
    found = find_cues("d", "Pim was nine. The bridge was nine.", "en", gregorian("en"))
    assert said(found) == [(AGE, "Pim was nine", {"age": 9, "who": "Pim"})]


def test_the_fast_first_pass_misses_no_cue_the_patterns_find() -> None:
    reader = reader_for("en", gregorian("en"))
    text = "\n".join(STATED["en"][0] for _ in range(3)) + "\n" + NOTHING["en"]
    slow = []
    position = 0
    for start in range(len(text)):
        if start < position or (start and text[start - 1].isalnum()):
            continue
        pattern = reader.by_first.get(text[start].lower())
        if pattern and (match := pattern.match(text.lower(), start)):
            slow.append(match.start())
            position = match.end()
    fast = _find(reader, "d", text, gregorian("en"), NAMES)
    assert {c.start for c in fast if c.kind is not AGE} <= set(slow)
    assert len(fast) == 3 * len(STATED["en"][1])


def test_project_cues_reads_every_manuscript_document_but_notes() -> None:
    world = world_of(
        Document("d1", "One", "Three days later she came."),
        Document("d2", "Two", "Oda, a widow of sixty, sat down.", private=True),
        Document("n1", "Notes", "Three days later.", kind=DocumentKind.NOTE),
        Entity("e1", "Oda Brännvik", aliases=("Oda",)),
        Entity("e2", "Oda Weir", kind=EntityKind.PLACE),
        root=["d1", "d2", "n1"],
        meta=ProjectMeta(language="en"),
    )
    found = project_cues(world, gregorian("en"))
    assert list(found) == ["d1", "d2"]
    assert [c.quote for c in found["d1"]] == ["Three days later"]
    assert [(c.who, c.age) for c in found["d2"]] == [("Oda", 60)]


def test_project_cues_speaks_the_projects_language() -> None:
    world = world_of(
        Document("d1", "Uno", "Tres días después llegó."),
        root=["d1"],
        meta=ProjectMeta(language="es"),
    )
    assert [c.offset_minutes for c in project_cues(world, gregorian("es"))["d1"]] == [3 * DAY]


def test_the_sample_project_gives_the_times_its_narration_states() -> None:
    world = ProjectStore(SAMPLE).load()
    found = project_cues(world, gregorian("en"))
    chapter_6 = said(found[CHAPTER_6])
    assert (DATE, "fifth of November", {"month": 11, "day": 5}) in chapter_6
    assert (RELATIVE, "the next morning", {"offset_minutes": DAY, "part_of_day": "morning"}) in (
        chapter_6
    )
    assert (DATE, "first of November", {"month": 11, "day": 1}) in said(found[CORN_EXCHANGE])
    assert (AGE, "He was nine", {"age": 9}) in said(found[TOLL_HOUSE])
    for node_id, node_cues in found.items():
        text = world.documents[node_id].text
        assert all(text[c.start : c.end] == c.quote for c in node_cues)
    quoted = [c.quote for c in found[CHAPTER_1]]
    assert "seventy-four years old" not in " ".join(quoted), "Ashdell says it, in dialogue"
    assert "Tuesday" not in quoted, "Ashdell's Tuesday is in dialogue, another day"


def test_a_table_of_figures_gives_the_first_pass_nothing_to_stop_at() -> None:
    reader = reader_for("en", gregorian("en"))
    assert [m.group() for m in reader.anchors.finditer(" 1 2 3 4 12 40 " * 50)] == []
    stops = [m.group().strip() for m in reader.anchors.finditer(" 9 October, 11:40, 9th, 3 pm")]
    assert stops == ["9", "11", "9", "3"]
    assert find_cues("d", "1 2 3 " * 2000 + "at noon", "en", gregorian("en"))[0].quote == "at noon"
