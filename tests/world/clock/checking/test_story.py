"""The checks across scenes: flashbacks, relative steps, two places at once, journeys too
fast, and the dead walking."""

from __future__ import annotations

from assistant.world.clock.checking.sides import side_holds
from assistant.world.clock.checks import check_timeline
from assistant.world.clock.model import CueKind, Moment, Precision, TimeCheckKind, TimeFinding
from assistant.world.clock.travel import Travel, travel_from
from assistant.world.model import World
from tests.world.clock.stories import (
    character,
    cue,
    day_span,
    minute,
    minute_span,
    place,
    scene,
    story,
    timeline,
)


def _check(world: World, tl, cues=None, travel: Travel | None = None  # type: ignore[no-untyped-def]
           ) -> list[TimeFinding]:  # fmt: skip
    found = check_timeline(world, tl, cues or {}, travel or Travel())
    for finding in found:
        assert side_holds(world, finding.first) and side_holds(world, finding.second)
    return found


def _kinds(found: list[TimeFinding]) -> list[TimeCheckKind]:
    return [f.kind for f in found]


def test_a_scene_earlier_than_the_one_before_is_an_unmarked_flashback() -> None:
    a = scene("a", "The river rose.", "12 October 2012")
    b = scene("b", "The river was low and the fields dry.", "3 May 2012")
    world = story(a, b)
    found = _check(world, timeline(world, {"a": day_span(2012, 10, 12), "b": day_span(2012, 5, 3)}))
    assert _kinds(found) == [TimeCheckKind.FLASHBACK]
    assert (found[0].first.quote, found[0].second.quote) == ("3 May 2012", "12 October 2012")


def test_a_marked_flashback_is_not_found() -> None:
    spans = {"a": day_span(2012, 10, 12), "b": day_span(2012, 5, 3)}
    a = scene("a", "The river rose.", "12 October 2012")
    for b in (
        scene("b", "The river was low.", "3 May 2012", tags=("flashback",)),
        scene("b", "The river was low.", "3 May 2012", fields=(("Rückblende", "ja"),)),
        scene("b", "She remembered the spring, when the river was low.", "3 May 2012"),
    ):
        world = story(a, b)
        assert _check(world, timeline(world, spans)) == []
    b = scene("b", "Five months earlier, the river was low.", "3 May 2012")
    world = story(a, b)
    cues = {"b": [cue(b, "Five months earlier", CueKind.RELATIVE, offset_minutes=-216000)]}
    assert _check(world, timeline(world, spans), cues) == []


def test_a_relative_step_the_times_do_not_take_is_found() -> None:
    a = scene("a", "The river rose.", "9 October 2012")
    b = scene("b", "Three days later the water went down.", "10 October 2012")
    c = scene("c", "Two days later Jory came back.", "14 October 2012")
    world = story(a, b, c)
    tl = timeline(world, {"a": day_span(2012, 10, 9), "b": day_span(2012, 10, 10),
                          "c": day_span(2012, 10, 12)})
    cues = {"b": [cue(b, "Three days later", CueKind.RELATIVE, offset_minutes=3 * 1440)],
            "c": [cue(c, "Two days later", CueKind.RELATIVE, offset_minutes=2 * 1440)]}
    found = _check(world, tl, cues)
    assert [(f.kind, f.first.quote, f.second.quote) for f in found] == [
        (TimeCheckKind.RELATIVE, "Three days later", "10 October 2012")]


def test_hours_later_is_measured_from_the_scene_before() -> None:
    a = scene("a", "Noon.", "9 October 2012 12:00")
    b = scene("b", "Two hours later it rained.", "9 October 2012 14:00")
    c = scene("c", "An hour later the rain stopped.", "9 October 2012 20:00")
    world = story(a, b, c)
    tl = timeline(world, {"a": minute_span(2012, 10, 9, 12), "b": minute_span(2012, 10, 9, 14),
                          "c": minute_span(2012, 10, 9, 20)})
    cues = {"b": [cue(b, "Two hours later", CueKind.RELATIVE, offset_minutes=120)],
            "c": [cue(c, "An hour later", CueKind.RELATIVE, offset_minutes=60)]}
    assert [f.first.quote for f in _check(world, tl, cues)] == ["An hour later"]


def _people() -> list:  # type: ignore[type-arg]
    return [character("m", "Mara Tesk", ("died", "2 October 2012"), aliases=("Mara",)),
            character("j", "Jory Fenn", aliases=("Jory",)),
            place("h", "Hollin", ("distance to Callow", "40 km")), place("c", "Callow")]


def test_one_person_in_two_places_at_once() -> None:
    a = scene("a", "Jory mended the net.", "9 October 2012 10:00", where="Hollin")
    b = scene("b", "Jory crossed the market at a run.", "9 October 2012 10:30", where="Callow")
    d = scene("d", "Jory slept in Callow.", "9 October 2012 22:00", where="Callow")
    world = story(a, b, d, entities=_people())
    tl = timeline(world, {"a": minute_span(2012, 10, 9, 10), "b": minute_span(2012, 10, 9, 10, 30),
                          "d": minute_span(2012, 10, 9, 22)})
    found = _check(world, tl)
    assert _kinds(found) == [TimeCheckKind.TWO_PLACES]
    assert found[0].first.quote == "Jory mended the net."
    assert found[0].values == {"who": "Jory Fenn", "place": "Hollin", "other_place": "Callow"}


def test_someone_spoken_of_elsewhere_is_not_in_two_places() -> None:
    a = scene("a", "Jory mended the net.", "9 October 2012 10:00", where="Hollin")
    b = scene("b", '"Jory will be at the nets," Oda said.', "9 October 2012 10:30",
              where="Callow")
    world = story(a, b, entities=_people())
    tl = timeline(world, {"a": minute_span(2012, 10, 9, 10), "b": minute_span(2012, 10, 9, 10, 30)})
    assert _check(world, tl) == []


def test_a_journey_faster_than_any_means_allows() -> None:
    a = scene("a", "Jory left Hollin at dawn.", "9 October 2012 06:00", where="Hollin")
    b = scene("b", "Jory walked into Callow.", "9 October 2012 08:00", where="Callow")
    world = story(a, b, entities=_people())
    tl = timeline(world, {"a": minute_span(2012, 10, 9, 6), "b": minute_span(2012, 10, 9, 8)})
    found = _check(world, tl)
    assert _kinds(found) == [TimeCheckKind.TOO_FAST]
    assert found[0].values["km"] == 40 and found[0].values["minutes"] == 60
    horse = travel_from({"horse": "60 km/h"})
    assert _check(world, tl, travel=horse) == []


def test_a_journey_over_days_known_only_to_the_day_is_generous() -> None:
    a = scene("a", "Jory left Hollin.", "9 October 2012", where="Hollin")
    b = scene("b", "Jory reached Callow.", "10 October 2012", where="Callow")
    world = story(a, b, entities=_people())
    tl = timeline(world, {"a": day_span(2012, 10, 9), "b": day_span(2012, 10, 10)})
    assert _check(world, tl) == []
    walk = travel_from({"walk": "10 km/day"})
    assert _kinds(_check(world, tl, travel=walk)) == [TimeCheckKind.TOO_FAST]


def test_the_dead_present_is_found_the_remembered_are_not() -> None:
    dies = {"m": {"died": Moment(minute(2012, 10, 2), Precision.DAY)}}
    spans = {"a": day_span(2012, 10, 9)}
    for text, expected in [
        ("Mara poured the tea and watched the weir.", [TimeCheckKind.AFTER_DEATH]),
        ("Jory thought of the late Mara Tesk.", []),
        ("Jory remembered how Mara laughed.", []),
        ("Mara's boat lay upturned on the bank.", []),
        ('"Mara would have known," Jory said.', []),
        ("Mara had always hated the weir.", []),
    ]:
        world = story(scene("a", text, "9 October 2012"), entities=_people())
        found = _check(world, timeline(world, spans, dies))
        assert _kinds(found) == expected, text
    world = story(scene("a", "Mara poured the tea.", "1 October 2012"), entities=_people())
    assert _check(world, timeline(world, {"a": day_span(2012, 10, 1)}, dies)) == []
    world = story(scene("a", "Mara poured the tea.", "9 October 2012"), entities=_people())
    found = _check(world, timeline(world, spans, dies))
    assert (found[0].first.part, found[0].first.quote) == ("field:died", "2 October 2012")


def test_a_relative_step_is_counted_from_the_scene_the_when_names() -> None:
    a = scene("a", "The river rose.", "9 October 2012")
    b = scene("b", "Elsewhere, the fair went on.", "10 October 2012")
    c = scene("c", "Three days later the water went down.", "three days after a")
    world = story(a, b, c)
    tl = timeline(world, {"a": day_span(2012, 10, 9), "b": day_span(2012, 10, 10),
                          "c": day_span(2012, 10, 12)}, relative={"c": "a"})
    cues = {"c": [cue(c, "Three days later", CueKind.RELATIVE, offset_minutes=3 * 1440)]}
    found = _check(world, tl, cues)
    assert _kinds(found) == []
