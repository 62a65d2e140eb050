from __future__ import annotations

from pathlib import Path

import pytest

from assistant.world.clock.model import TimeProblemKind
from assistant.world.clock.travel import (
    DEFAULT_SPEEDS,
    KM_PER_MILE,
    Speed,
    read_speed,
    read_travel,
)
from tests.world.clock.stories import place, story


def test_no_file_or_no_table_gives_the_defaults(tmp_path: Path) -> None:
    assert read_travel(tmp_path).speeds == DEFAULT_SPEEDS
    (tmp_path / "calendar.toml").write_text('[calendar]\nname = "x"\n', encoding="utf-8")
    assert read_travel(tmp_path).speeds == DEFAULT_SPEEDS
    assert read_travel(None).minutes_needed(30) == 30 / 12 * 60  # by horse


def test_speeds_and_distances_from_the_calendar_file(tmp_path: Path) -> None:
    (tmp_path / "calendar.toml").write_text(
        '[travel]\nwalk = "30 km/day"\nhorse = ["60 km/day", "12 km an hour"]\n'
        'distances = [{ from = "Hollin", to = "Callow", km = 40 },'
        ' { from = "Callow", to = "The Sallows", miles = 10 }]\n', encoding="utf-8")
    travel = read_travel(tmp_path)
    assert travel.speeds == {"walk": Speed(5, 30), "horse": Speed(12, 60)}
    assert travel.problems == ()
    world = story(entities=[place("h", "Hollin"), place("c", "Callow"),
                            place("s", "The Sallows")])
    assert travel.km_between(world, "c", "h") == 40
    assert travel.km_between(world, "s", "c") == pytest.approx(10 * KM_PER_MILE)
    assert travel.km_between(world, "h", "s") is None
    assert travel.minutes_needed(70) == 24 * 60 + 10 / 12 * 60


def test_bad_values_are_problems_and_the_defaults_stand_in(tmp_path: Path) -> None:
    (tmp_path / "calendar.toml").write_text(
        '[travel]\nwalk = "fast"\ndistances = [{ from = "A", km = 3 }]\n', encoding="utf-8")
    travel = read_travel(tmp_path)
    assert travel.speeds == DEFAULT_SPEEDS
    assert [p.kind for p in travel.problems] == [TimeProblemKind.CALENDAR] * 2
    (tmp_path / "calendar.toml").write_text("[travel\n", encoding="utf-8")
    assert read_travel(tmp_path).problems[0].kind is TimeProblemKind.CALENDAR


def test_speeds_in_the_writers_words() -> None:
    assert read_speed("20 miles a day") == ("day", pytest.approx(20 * KM_PER_MILE))
    assert read_speed("5 km/h") == ("hour", 5)
    assert read_speed("40 km pro Tag") == ("day", 40)
    assert read_speed("4 lieues par jour")[0] == "day"  # type: ignore[index]
    assert read_speed("quick") is None


def test_a_place_field_gives_a_distance_both_ways() -> None:
    world = story(entities=[place("h", "Hollin", ("Avstand til Callow", "25 mil")),
                            place("c", "Callow")])
    from assistant.world.clock.travel import Travel

    assert Travel().km_between(world, "c", "h") == pytest.approx(25 * KM_PER_MILE)


def test_a_calendar_file_linked_out_of_the_project_is_not_read(tmp_path: Path) -> None:
    outside = tmp_path / "outside.toml"
    outside.write_text('[travel]\nwalk = "300 km/day"\n', encoding="utf-8")
    project = tmp_path / "project"
    project.mkdir()
    (project / "calendar.toml").symlink_to(outside)
    travel = read_travel(project)
    assert travel.speeds == DEFAULT_SPEEDS
    assert [p.kind for p in travel.problems] == [TimeProblemKind.CALENDAR]
