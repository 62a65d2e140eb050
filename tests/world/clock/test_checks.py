"""The checks of what a scene's prose says against its time: weekday, date, time of day
and age, each found where the prose disagrees and nowhere it does not."""

from __future__ import annotations

from assistant.world.clock.checking.sides import side_holds
from assistant.world.clock.checks import check_timeline
from assistant.world.clock.model import CueKind, TimeCheckKind, TimeFinding
from assistant.world.clock.travel import Travel
from assistant.world.model import World
from tests.world.clock.stories import (
    born,
    character,
    cue,
    day_span,
    minute_span,
    scene,
    story,
    timeline,
)


def _check(world: World, tl, cues) -> list[TimeFinding]:  # type: ignore[no-untyped-def]
    found = check_timeline(world, tl, cues, Travel())
    for finding in found:
        assert side_holds(world, finding.first) and side_holds(world, finding.second)
    return found


def test_a_weekday_the_date_is_not_is_found_with_both_sides() -> None:
    doc = scene("d1", "On Thursday the ferry ran late.", "9 October 2012")
    world = story(doc)
    found = _check(world, timeline(world, {"d1": day_span(2012, 10, 9)}),
                   {"d1": [cue(doc, "Thursday", CueKind.WEEKDAY, weekday=3)]})
    assert [f.kind for f in found] == [TimeCheckKind.WEEKDAY]
    assert found[0].first.quote == "Thursday"
    assert found[0].second.part == "field:when" and found[0].second.quote == "9 October 2012"
    assert found[0].values == {"stated": "Thursday", "expected": "Tuesday"}


def test_the_right_weekday_and_other_days_in_talk_or_memory_are_not_found() -> None:
    text = ("On Tuesday the ferry ran late. \"See you on Friday,\" said Jory. "
            "She remembered the Sunday they had met. Last Monday had been worse.")
    doc = scene("d1", text, "9 October 2012")
    world = story(doc)
    cues = [cue(doc, "Tuesday", CueKind.WEEKDAY, weekday=1),
            cue(doc, "Friday", CueKind.WEEKDAY, weekday=4),
            cue(doc, "Sunday", CueKind.WEEKDAY, weekday=6),
            cue(doc, "Monday", CueKind.WEEKDAY, weekday=0)]
    assert _check(world, timeline(world, {"d1": day_span(2012, 10, 9)}), {"d1": cues}) == []


def test_a_weekday_within_a_scene_of_several_days_agrees() -> None:
    doc = scene("d1", "By Thursday the water had gone down.", "9 October 2012, three days")
    world = story(doc)
    cues = {"d1": [cue(doc, "Thursday", CueKind.WEEKDAY, weekday=3)]}
    assert _check(world, timeline(world, {"d1": day_span(2012, 10, 9, 3)}), cues) == []


def test_a_date_the_scene_is_not_is_found_and_a_month_alone_compared() -> None:
    doc = scene("d1", "It was the twelfth of October. The October rain went on.", "9 October 2012")
    other = scene("d2", "The March winds came early that year.", "9 October 2012")
    world = story(doc, other)
    cues = {"d1": [cue(doc, "the twelfth of October", CueKind.DATE, month=10, day=12),
                   cue(doc, "October", CueKind.SEASON, occurrence=1, month=10)],
            "d2": [cue(other, "March", CueKind.SEASON, month=3)]}
    tl = timeline(world, {"d1": day_span(2012, 10, 9), "d2": day_span(2012, 10, 9)})
    found = _check(world, tl, cues)
    assert [(f.kind, f.first.quote) for f in found] == [
        (TimeCheckKind.DATE, "the twelfth of October"), (TimeCheckKind.DATE, "March")]


def test_a_date_known_only_to_the_month_is_not_compared_by_day() -> None:
    doc = scene("d1", "It was the twelfth of October.", "October 2012")
    world = story(doc)
    span = day_span(2012, 10, 1, 31)
    from assistant.world.clock.model import Moment, Precision, Span

    month = Span(Moment(span.start.minute, Precision.MONTH), Moment(span.end.minute,
                                                                    Precision.MONTH))
    cues = {"d1": [cue(doc, "the twelfth of October", CueKind.DATE, month=10, day=12)]}
    assert _check(world, timeline(world, {"d1": month}), cues) == []


def test_an_hour_outside_the_scene_is_found_only_when_the_time_is_known() -> None:
    doc = scene("d1", "At noon the bells rang. That evening she slept.", "9 October 2012 07:30")
    loose = scene("d2", "At noon the bells rang.", "9 October 2012")
    world = story(doc, loose)
    cues = {"d1": [cue(doc, "At noon", CueKind.TIME_OF_DAY, hour=12, part_of_day="noon"),
                   cue(doc, "That evening", CueKind.TIME_OF_DAY, part_of_day="evening")],
            "d2": [cue(loose, "At noon", CueKind.TIME_OF_DAY, hour=12, part_of_day="noon")]}
    tl = timeline(world, {"d1": minute_span(2012, 10, 9, 7, 30), "d2": day_span(2012, 10, 9)})
    found = _check(world, tl, cues)
    assert [(f.kind, f.first.quote) for f in found] == [
        (TimeCheckKind.TIME_OF_DAY, "At noon"), (TimeCheckKind.TIME_OF_DAY, "That evening")]


def test_an_hour_inside_the_scene_or_twelve_hours_on_agrees() -> None:
    doc = scene("d1", "At seven the lamps were lit. In the evening light it rained.",
                "9 October 2012 19:00")
    world = story(doc)
    cues = {"d1": [cue(doc, "At seven", CueKind.TIME_OF_DAY, hour=7),
                   cue(doc, "In the evening", CueKind.TIME_OF_DAY, part_of_day="evening")]}
    assert _check(world, timeline(world, {"d1": minute_span(2012, 10, 9, 19)}), cues) == []


def _ages(text: str, when_span, birth, who: str = "Mara", age: int = 12):  # type: ignore[no-untyped-def]
    doc = scene("d1", text, "the day")
    mara = character("e1", "Mara Tesk", ("born", "the year 2000"), aliases=("Mara",))
    world = story(doc, entities=[mara])
    cues = {"d1": [cue(doc, f"{who} was {'twelve' if age == 12 else 'thirteen'}",
                       CueKind.AGE, age=age, who=who)]}
    return world, _check(world, timeline(world, {"d1": when_span}, {"e1": {"born": birth}}), cues)


def test_an_age_against_a_birth_year_accepts_two_ages() -> None:
    for age in (12, 13):
        text = f"Mara was {'twelve' if age == 12 else 'thirteen'} and tall for it."
        assert _ages(text, day_span(2013, 6, 1), born(2000), age=age)[1] == []


def test_an_age_that_cannot_be_is_found_against_the_birth_field() -> None:
    _world, found = _ages("Mara was twelve and tall for it.", day_span(2016, 6, 1), born(2000))
    assert [f.kind for f in found] == [TimeCheckKind.AGE]
    assert found[0].second == found[0].second.__class__("e1", "the year 2000", "field:born", 0, 13)
    assert found[0].values["expected"] == 15 and found[0].values["who"] == "Mara Tesk"


def test_an_age_before_the_birthday_on_a_known_birth_date() -> None:
    assert _ages("Mara was twelve that autumn.", day_span(2012, 9, 1), born(2000, 5, 4))[1] == []
    found = _ages("Mara was twelve that spring.", day_span(2012, 3, 1), born(2000, 5, 4))[1]
    assert [(f.kind, f.values["expected"]) for f in found] == [(TimeCheckKind.AGE, 11)]


def test_an_age_at_another_time_is_not_compared() -> None:
    text = "When Mara was twelve she had crossed the weir alone."
    assert _ages(text, day_span(2016, 6, 1), born(2000))[1] == []
    talk = '"Mara was twelve, then," Jory said.'
    assert _ages(talk, day_span(2016, 6, 1), born(2000))[1] == []


def test_words_beside_a_weekday_put_it_at_another_time_but_not_across_the_sentence() -> None:
    text = ("The carrier came every week, and it was Thursday. "
            "Until Friday the nets stayed wet. The last boat left on Thursday.")
    doc = scene("d1", text, "9 October 2012")
    world = story(doc)
    cues = {"d1": [cue(doc, "Thursday", CueKind.WEEKDAY, weekday=3),
                   cue(doc, "Friday", CueKind.WEEKDAY, weekday=4),
                   cue(doc, "Thursday", CueKind.WEEKDAY, occurrence=1, weekday=3)]}
    found = _check(world, timeline(world, {"d1": day_span(2012, 10, 9)}), cues)
    assert [(f.first.start, f.first.quote) for f in found] == [
        (text.index("Thursday"), "Thursday"), (text.rindex("Thursday"), "Thursday")]


def test_the_checks_read_the_prose_in_its_own_language() -> None:
    text = "El jueves llovió. «Vuelve el viernes», dijo Oda. El martes pasado hizo sol."
    doc = scene("d1", text, "9 de octubre de 2012")
    world = story(doc, language="es")
    cues = {"d1": [cue(doc, "jueves", CueKind.WEEKDAY, weekday=3),
                   cue(doc, "viernes", CueKind.WEEKDAY, weekday=4),
                   cue(doc, "martes", CueKind.WEEKDAY, weekday=1)]}
    found = _check(world, timeline(world, {"d1": day_span(2012, 10, 9)}), cues)
    assert [f.first.quote for f in found] == ["jueves"]
    text = ("Am Donnerstag regnete es. „Komm am Freitag“, sagte Oda. "
            "Letzten Montag schien die Sonne.")
    doc = scene("d1", text, "9. Oktober 2012")
    world = story(doc, language="de")
    cues = {"d1": [cue(doc, "Donnerstag", CueKind.WEEKDAY, weekday=3),
                   cue(doc, "Freitag", CueKind.WEEKDAY, weekday=4),
                   cue(doc, "Montag", CueKind.WEEKDAY, weekday=0)]}
    found = _check(world, timeline(world, {"d1": day_span(2012, 10, 9)}), cues)
    assert [f.first.quote for f in found] == ["Donnerstag"]


def test_a_weekday_in_the_books_own_calendar_of_eight_day_weeks_and_twenty_hour_days() -> None:
    from assistant.world.clock.calendar import clock_minute, day_number, weekday_of
    from assistant.world.clock.model import (
        Calendar,
        Moment,
        Month,
        Resolution,
        SceneTime,
        Span,
        StoryDate,
        Timeline,
    )

    names = ("Firstday", "Seconday", "Thirday", "Fourday", "Fifday", "Sixday", "Sevday",
             "Eightday")
    cal = Calendar("Charter", (Month("Thaw", 40), Month("Sun", 40), Month("Frost", 40)), names,
                   first_weekday=2, hours_per_day=20)
    date = StoryDate(212, 2, 9)
    right = weekday_of(cal, day_number(cal, date))
    wrong = (right + 3) % len(names)
    start = clock_minute(cal, date, 3)
    text = f"On {names[right]} the ferry ran. On {names[wrong]} the bells rang. At noon it rained."
    doc = scene("d1", text, "9 Sun 212 03:00")
    world = story(doc)
    tl = Timeline((cal,), {"d1": SceneTime("d1", Span(Moment(start), Moment(start + 60)),
                                           Resolution.STATED, "9 Sun 212 03:00")})
    cues = {"d1": [cue(doc, names[right], CueKind.WEEKDAY, weekday=right),
                   cue(doc, names[wrong], CueKind.WEEKDAY, weekday=wrong),
                   cue(doc, "At noon", CueKind.TIME_OF_DAY, hour=12, part_of_day="noon")]}
    found = _check(world, tl, cues)
    assert [(f.first.quote, f.values["expected"]) for f in found] == [
        (names[wrong], names[right])]
