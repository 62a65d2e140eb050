"""One check of a project's times, from its folder: what the app, the command line and the
assistant all ask."""

from __future__ import annotations

from pathlib import Path

from assistant.world.clock.audit import time_check
from assistant.world.clock.model import TimeCheckKind, TimeProblemKind
from assistant.world.model import ProjectMeta
from assistant.world.storage.store import ProjectStore
from tests.world.clock.stories import character, place, scene, story


def _project(tmp_path: Path, calendar: str = "") -> tuple[Path, object]:
    world = story(
        scene("d-000000000a", "On Thursday Jory mended the nets in Hollin.", "9 October 2012 10:00",
              where="Hollin", title="a"),
        scene("d-000000000b", "Jory walked into Callow before the bells.", "9 October 2012 12:00",
              where="Callow", title="b"),
        entities=[character("e-000000000j", "Jory Fenn", ("born", "1990"), aliases=("Jory",)),
                  place("e-000000000h", "Hollin"), place("e-000000000c", "Callow")],
    )
    root = tmp_path / "project"
    ProjectStore.create(root, ProjectMeta(title="Test"), world)
    if calendar:
        (root / "calendar.toml").write_text(calendar, encoding="utf-8")
    return root, ProjectStore(root).load()


def test_a_project_is_checked_from_its_folder_with_its_travel_table(tmp_path: Path) -> None:
    root, world = _project(tmp_path, '[travel]\nwalk = "30 km/day"\n'
                                     'distances = [{ from = "Hollin", to = "Callow", km = 40 }]\n')
    check = time_check(world, root)  # type: ignore[arg-type]
    assert [c.name for c in check.calendars] == ["Gregorian"]
    titles = {d.id: d.title for d in world.documents_in_order()}  # type: ignore[attr-defined]
    assert sorted(titles[n] for n in check.timeline.scenes) == ["a", "b"]
    assert [c.quote for n, cues in check.cues.items() for c in cues] == ["Thursday"]
    assert sorted(f.kind for f in check.findings) == sorted(
        [TimeCheckKind.WEEKDAY, TimeCheckKind.TOO_FAST])
    assert check.problems == ()


def test_what_cannot_be_read_is_a_problem_never_an_exception(tmp_path: Path) -> None:
    root, world = _project(tmp_path, "[travel]\nwalk = 'fast'\n")
    check = time_check(world, root)  # type: ignore[arg-type]
    assert [p.kind for p in check.problems] == [TimeProblemKind.CALENDAR]
    assert [f.kind for f in check.findings] == [TimeCheckKind.WEEKDAY]
    check = time_check(world, None)  # type: ignore[arg-type]
    assert [f.kind for f in check.findings] == [TimeCheckKind.WEEKDAY]
