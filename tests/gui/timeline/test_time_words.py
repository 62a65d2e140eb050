"""The story clock's words in the writer's language: every kind of time finding and every
reason a scene has no place is said in each of Quire's languages, and a date is put together
the language's way around the calendar's own names."""

from __future__ import annotations

from dataclasses import replace

import pytest

from assistant.agent.audit.findings import Claim, Finding, FindingKind
from assistant.gui.timeline.clock_words import date_words, problem_words
from assistant.gui.timeline.finding_words import shown_summary, summary_of
from assistant.world.clock.model import (
    Moment,
    Precision,
    Side,
    TimeCheckKind,
    TimeFinding,
    TimeProblem,
    TimeProblemKind,
)
from tests.gui.conftest import installed_language
from tests.gui.timeline.story_clock import CALENDAR, minute_of


def _finding(kind: TimeCheckKind) -> TimeFinding:
    return TimeFinding(kind, Side("a", "one"), Side("b", "two"), {"who": "Oda"})


@pytest.mark.parametrize("language", ["es", "de", "fr", "nb"])
def test_every_time_finding_and_problem_is_said_in_the_writers_language(qapp, language):
    with installed_language("en"):
        english = {kind: summary_of(_finding(kind)) for kind in TimeCheckKind}
        english_problems = {
            kind: problem_words(TimeProblem(kind, "a", "when", "x"), None)
            for kind in TimeProblemKind
        }
    with installed_language(language):
        for kind in TimeCheckKind:
            said = summary_of(_finding(kind))
            assert said and said != english[kind], (language, kind, said)
        for kind in TimeProblemKind:
            said = problem_words(TimeProblem(kind, "a", "when", "x"), None)
            assert said != english_problems[kind], (language, kind, said)


def test_a_date_is_put_together_the_languages_way_with_the_calendars_names(qapp):
    moment = Moment(minute_of(2, "Frost", 1850, 9, 30), Precision.MINUTE)
    with installed_language("en"):
        assert date_words(CALENDAR, moment) == "Tideday 2 Frost 1850, 09:30"
    with installed_language("de"):
        assert date_words(CALENDAR, moment) == "Tideday, 2. Frost 1850, 09:30 Uhr"
        day = Moment(moment.minute, Precision.DAY)
        assert date_words(CALENDAR, day, weekday=False) == "2. Frost 1850"
    with installed_language("es"):
        assert date_words(CALENDAR, Moment(moment.minute, Precision.MONTH)) == "Frost de 1850"


def test_a_kept_time_finding_is_shown_in_the_writers_words_and_says_when_it_was_proposed(qapp):
    claim = Claim("one", "a")
    kept = Finding("t-1", FindingKind.TIMELINE, "Weekday: the prose (who: Oda).", claim, claim,
                   "a", check="age", facts=(("who", "Oda"),))  # fmt: skip
    with installed_language("de"):
        german = shown_summary(kept)
        proposed = shown_summary(replace(kept, proposed=True))
        said = summary_of(_finding(TimeCheckKind.AGE))
    assert german == said and german.startswith("Das Alter von Oda")
    assert german != kept.summary
    assert proposed.startswith(german) and len(proposed) > len(german)
    model = Finding("c-1", FindingKind.CONTRADICTION, "Eyes: grey, then blue.", claim, claim, "a")
    assert shown_summary(model) == "Eyes: grey, then blue."  # the assistant's own words
