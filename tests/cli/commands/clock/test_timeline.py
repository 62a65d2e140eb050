"""``quire timeline``: the scenes in story order beside the manuscript's, in the book's own
calendar, and every time that could not be placed, in words and as JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant.world.model import Document, Entity, ProjectMeta
from assistant.world.storage.store import ProjectStore
from tests.cli.quire import assert_one_line_error, run, the_long_map
from tests.worlds import world_of


def project(tmp_path: Path, *docs: Document, calendar: str = "") -> Path:
    world = world_of(*docs, Entity("e-0000000001", "Wren", fields=(("Born", "Harbour, 1190"),)),
                     root=[d.id for d in docs], meta=ProjectMeta("The Vale", "A", "en"))
    root = tmp_path / "vale"
    ProjectStore.create(root, world.meta, world)
    if calendar:
        (root / "calendar.toml").write_text(calendar, encoding="utf-8")
    return root


RECKONING = """
[[calendar]]
name = "Reckoning"
months = [{ name = "Frostfall", days = 30 }, { name = "Thaw", days = 30 }]
weekdays = ["Moonday", "Starday", "Restday"]
"""


def scene(number: int, title: str, when: str) -> Document:
    return Document(f"d-{number:010d}", title, fields=(("when", when),))


def test_the_sample_in_story_order(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "timeline", str(the_long_map(tmp_path)))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "The Long Map: 9 scene(s) with a time, in the Charter calendar"
    assert lines[2].split()[:7] == ["1", "Friday", "9", "October", "212,", "12:00", "1"]
    assert "The Night the Bridge Went  (5 h, from The Toll-House)" in lines[4]
    assert "  Corvin Ashdell: born 141, died Monday 7 December 212, 03:00" in lines


def test_a_flashback_and_a_fantasy_calendar(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = project(
        tmp_path,
        scene(1, "The Gate", "3 Thaw 1204"),
        scene(2, "Years Before", "1 Frostfall 1190"),
        scene(3, "The Road", "two days after The Gate"),
        calendar=RECKONING,
    )
    code, out, _ = run(capsys, "timeline", str(root))
    lines = out.splitlines()
    assert code == 0 and lines[0] == "The Vale: 3 scene(s) with a time, in the Reckoning calendar"
    first, gate, road = (line.split() for line in lines[2:5])
    assert first[:7] == ["1", "Moonday", "1", "Frostfall", "1190", "2", "Years"]
    assert gate[:7] == ["2", "Restday", "3", "Thaw", "1204", "1", "The"]
    assert road[:7] == ["3", "Starday", "5", "Thaw", "1204", "3", "The"]
    assert lines[4].endswith("The Road  (1 day, from The Gate)")
    assert "  Wren: born 1190" in lines


def test_what_could_not_be_placed_is_said_and_the_exit_is_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = project(
        tmp_path,
        scene(1, "Opening", "three days later"),
        scene(2, "A", "the day after B"),
        scene(3, "B", "the day after A"),
        scene(4, "C", "a week before The Lost Chapter"),
        scene(5, "D", "31 Frostfall 3"),
        calendar="[[calendar]]\nname = \"Broken\"\nmonths = []\n",
    )
    code, out, _ = run(capsys, "timeline", str(root))
    assert code == 1
    assert "6 time(s) could not be placed:" in out
    assert "  calendar.toml: calendar 'Broken': no months; the Gregorian calendar is used" in out
    assert ("  Opening: “three days later” counts from the scene before, and none before it "
            "has a time") in out
    assert "  A: its time counts from itself, round a ring of scenes: A → B → A" in out
    assert "  C: when counts from “The Lost Chapter”, which is no scene with a time" in out
    assert ("  D: when “31 Frostfall 3” is not a date, a span or a relation Quire reads"
            in out)


def test_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = project(tmp_path, scene(1, "The Gate", "9 May 1204, 11:40"),
                   scene(2, "Nowhere", "the day after Elsewhere"))
    code, out, _ = run(capsys, "timeline", str(root), "--json")
    data = json.loads(out)
    assert code == 1 and data["calendars"] == ["Gregorian"]
    gate, nowhere = data["scenes"]
    assert gate["date"] == "Sunday 9 May 1204, 11:40" and gate["story"] == 1
    assert gate["precision"] == "minute" and gate["end"] - gate["start"] == 60
    assert nowhere["resolution"] == "unresolved" and nowhere["date"] is None
    assert data["problems"][0]["kind"] == "missing-anchor"
    assert data["entities"]["e-0000000001"]["born"]["date"] == "1190"


def test_no_project(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "timeline", str(tmp_path / "nothing"))
    assert code == 2
    assert_one_line_error(err)
