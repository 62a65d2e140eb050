"""What a series lends its books beyond entities: its calendar to a book without its own,
and its house rules; none of it when the series cannot be read."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from assistant.world.clock.audit import time_check
from assistant.world.clock.calendar_file import CALENDAR_FILE, calendar_folder
from assistant.world.clock.resolve import project_timeline
from assistant.world.house_rules import read_series_house_rules, write_house_rules
from assistant.world.series.book_store import BookStore
from tests.world.series.series_folders import make_series

RECKONING = """\
[[calendar]]
name = "Reckoning"
months = [{ name = "Frostfall", days = 30 }, { name = "Thaw", days = 30 }]
weekdays = ["Moonday", "Starday"]
"""
ELVEN = RECKONING.replace("Reckoning", "Elven").replace("Frostfall", "Leafturn")


def test_a_book_without_a_calendar_uses_its_series_one_with_its_own_keeps_it(tmp_path: Path):
    series, (first, second) = make_series(tmp_path)
    (series / CALENDAR_FILE).write_text(RECKONING, encoding="utf-8")
    (second / CALENDAR_FILE).write_text(ELVEN, encoding="utf-8")
    one, two = BookStore(first).load(), BookStore(second).load()
    assert os.path.samefile(calendar_folder(first, one) or first, series)
    assert calendar_folder(second, two) == second
    assert project_timeline(one, first).calendar.name == "Reckoning"
    assert project_timeline(two, second).calendar.name == "Elven"
    check = time_check(one, first)
    assert check.calendars[0].name == "Reckoning" and check.problems == ()


def test_a_series_that_cannot_be_read_lends_no_calendar(tmp_path: Path):
    series, (first, _second) = make_series(tmp_path)
    (series / CALENDAR_FILE).write_text(RECKONING, encoding="utf-8")
    moved = tmp_path / "elsewhere"
    shutil.move(series, moved)
    world = BookStore(first).load()
    assert not world.series.readable
    assert calendar_folder(first, world) == first
    assert project_timeline(world, first).calendar.name == "Gregorian"


def test_a_series_calendar_reached_through_a_link_is_not_read(tmp_path: Path):
    series, (first, _second) = make_series(tmp_path)
    outside = tmp_path / "outside.toml"
    outside.write_text(RECKONING, encoding="utf-8")
    (series / CALENDAR_FILE).symlink_to(outside)
    world = BookStore(first).load()
    assert os.path.samefile(calendar_folder(first, world) or first, series)
    timeline = project_timeline(world, first)
    assert timeline.calendar.name == "Gregorian" and timeline.problems


def test_the_series_house_rules_are_read_from_the_series_folder(tmp_path: Path):
    series, (first, _second) = make_series(tmp_path)
    world = BookStore(first).load()
    assert not read_series_house_rules(first, world).exists
    write_house_rules(series, "- Saltmouth is always one word.\n")
    write_house_rules(first, "- Present tense.\n")
    rules = read_series_house_rules(first, world)
    assert rules.rules == ("Saltmouth is always one word.",)
    shutil.move(series, tmp_path / "gone")
    offline = BookStore(first).load()
    assert read_series_house_rules(first, offline).exists is False
    assert read_series_house_rules(None, world).exists is False
