"""The wordings writers use for an age, a weekday and an hour that the cue finder reads in
each of Quire's five languages: ages with "only", "barely", "nearly" (one year short), an
age "at seventeen" said of a character, "it was a Thursday", "past midnight", "half past
four" and "a quarter to nine" after "at"; and the look-alikes that stay no cue."""

from __future__ import annotations

import pytest

from assistant.world.clock.calendar import gregorian
from assistant.world.clock.cues import find_cues
from assistant.world.clock.model import CueKind

NAMES = ("Mára", "Oda", "Tomas")
AGE, WEEKDAY, TIME = CueKind.AGE, CueKind.WEEKDAY, CueKind.TIME_OF_DAY


def read(text: str, language: str) -> list[tuple[CueKind, dict[str, object]]]:
    found = find_cues("d1", text, language, gregorian(language), names=NAMES)
    for cue in found:
        assert text[cue.start : cue.end] == cue.quote
    keys = ("weekday", "hour", "minute", "part_of_day", "age", "who")
    return [
        (c.kind, {k: getattr(c, k) for k in keys if getattr(c, k) not in (None, "")})
        for c in found
    ]


STATED = [
    ("en", "Tomas was only 31, whatever the ledger said.", AGE, {"age": 31, "who": "Tomas"}),
    ("en", "Oda was barely nineteen and already a widow.", AGE, {"age": 19, "who": "Oda"}),
    ("en", "She was just sixteen.", AGE, {"age": 16}),
    ("en", "Oda was nearly forty.", AGE, {"age": 39, "who": "Oda"}),
    ("en", "Tomas was almost 50 years old.", AGE, {"age": 50 - 1, "who": "Tomas"}),
    ("en", "At nineteen, Oda kept the lock alone.", AGE, {"age": 19, "who": "Oda"}),
    ("en", "At 45, Tomas still rowed every morning.", AGE, {"age": 45, "who": "Tomas"}),
    ("en", "Tomas, at 33, was the eldest of the crew.", AGE, {"age": 33, "who": "Tomas"}),
    ("en", "It being a Wednesday, the mill stood idle.", WEEKDAY, {"weekday": 2}),
    ("en", "It was a Saturday, grey and cold.", WEEKDAY, {"weekday": 5}),
    ("en", "It was long past midnight when the cart came.", TIME, {"part_of_day": "night"}),
    ("en", "They talked until well after midnight.", TIME, {"part_of_day": "night"}),
    ("en", "At half past seven the bell rang.", TIME, {"hour": 7, "minute": 30}),
    ("en", "By a quarter to ten the yard was empty.", TIME, {"hour": 9, "minute": 45}),
    ("en", "It was ten past three when Oda knocked.", TIME, {"hour": 3, "minute": 10}),
    ("de", "Tomas war erst 31, was immer das Buch sagte.", AGE, {"age": 31, "who": "Tomas"}),
    ("de", "Oda war kaum neunzehn und schon Witwe.", AGE, {"age": 19, "who": "Oda"}),
    ("de", "Oda war fast vierzig.", AGE, {"age": 39, "who": "Oda"}),
    ("de", "Mit 45 ruderte Tomas noch jeden Morgen.", AGE, {"age": 45, "who": "Tomas"}),
    ("de", "Es war lange nach Mitternacht.", TIME, {"part_of_day": "night"}),
    ("de", "Gegen Viertel vor zehn war der Hof leer.", TIME, {"hour": 9, "minute": 45}),
    ("fr", "Tomas n'avait que 31 ans.", AGE, {"age": 31, "who": "Tomas"}),
    ("fr", "Oda avait à peine dix-neuf ans et déjà veuve.", AGE, {"age": 19, "who": "Oda"}),
    ("fr", "Oda avait presque quarante ans.", AGE, {"age": 39, "who": "Oda"}),
    ("fr", "Il était bien après minuit.", TIME, {"part_of_day": "night"}),
    ("fr", "Vers dix heures moins le quart, la cour se vida.", TIME, {"hour": 9, "minute": 45}),
    ("es", "Tomas tenía solo 31 años.", AGE, {"age": 31, "who": "Tomas"}),
    ("es", "Oda tenía apenas diecinueve años y ya era viuda.", AGE, {"age": 19, "who": "Oda"}),
    ("es", "Oda tenía casi cuarenta años.", AGE, {"age": 39, "who": "Oda"}),
    ("es", "A los 45, Tomas aún remaba cada mañana.", AGE, {"age": 45, "who": "Tomas"}),
    ("es", "Era pasada la medianoche.", TIME, {"part_of_day": "night"}),
    ("es", "A las siete y media sonó la campana.", TIME, {"hour": 7, "minute": 30}),
    ("es", "A las diez menos cuarto el patio estaba vacío.", TIME, {"hour": 9, "minute": 45}),
    ("nb", "Tomas var bare 31, uansett hva boka sa.", AGE, {"age": 31, "who": "Tomas"}),
    ("nb", "Oda var knapt nitten og allerede enke.", AGE, {"age": 19, "who": "Oda"}),
    ("nb", "Oda var nesten førti.", AGE, {"age": 39, "who": "Oda"}),
    ("nb", "Det var langt over midnatt.", TIME, {"part_of_day": "night"}),
    ("nb", "Klokka kvart på ti var tunet tomt.", TIME, {"hour": 9, "minute": 45}),
]


@pytest.mark.parametrize(("language", "text", "kind", "values"), STATED)
def test_a_writer_s_wording_gives_its_cue(
    language: str, text: str, kind: CueKind, values: dict[str, object]
) -> None:
    assert read(text, language) == [(kind, values)]


NOTHING = [
    ("en", "When Oda was only twelve, the bridge still stood."),
    ("en", "The barge was barely twelve feet wide."),
    ("en", "The train left at 22, and we waited."),
    ("en", "At 14, the bridge fell."),
    ("en", "On a Thursday the mill stood idle, as a rule."),
    ("en", "Every Saturday, being a Saturday, the mill stood idle."),
    ("de", "Mit 20 Pferden kam Tomas über den Pass."),
    ("de", "Als Oda erst zwölf war, stand die Brücke noch."),
    ("fr", "Quand Oda n'avait que douze ans, le pont tenait encore."),
    ("es", "Cuando Oda tenía solo doce años, el puente seguía en pie."),
    ("nb", "Da Oda var bare tolv, sto brua ennå."),
]


@pytest.mark.parametrize(("language", "text"), NOTHING)
def test_a_look_alike_gives_no_cue(language: str, text: str) -> None:
    assert read(text, language) == []
