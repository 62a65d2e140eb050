"""Placing scenes on the clock: stated times, relations to named scenes and to the scene
before, anchors found the way writers name them, and cycles, missing anchors and long chains
coming out as named problems or times, never as an exception or a hang."""

from __future__ import annotations

from pathlib import Path

from assistant.world.clock.calendar import clock_minute, describe, gregorian
from assistant.world.clock.calendar_file import CALENDAR_FILE
from assistant.world.clock.model import (
    Precision,
    Resolution,
    StoryDate,
    Timeline,
    TimeProblemKind,
)
from assistant.world.clock.resolve import project_timeline, resolve_timeline
from assistant.world.model import (
    Document,
    DocumentKind,
    Entity,
    Folder,
    FolderKind,
    ProjectMeta,
    TrashEntry,
)
from tests.worlds import flat_world, world_of

CAL = gregorian()


def scene(node_id: str, title: str, when: str = "", duration: str = "", **kw: object) -> Document:
    fields = []
    if when:
        fields.append(("when", when))
    if duration:
        fields.append(("duration", duration))
    return Document(node_id, title, fields=tuple(fields), **kw)  # type: ignore[arg-type]


def said(timeline: Timeline, node_id: str) -> str:
    span = timeline.scenes[node_id].span
    assert span is not None, timeline.problems
    return describe(timeline.calendar, span.start)


def test_stated_and_relative_times_in_manuscript_order() -> None:
    world = flat_world(
        scene("d-1", "The Toll-House", "9 October 212, 19:00", "3 hours"),
        scene("d-2", "The Night the Bridge Went", "the next morning after “the toll-house”"),
        scene("d-3", "Upriver", "three days later"),
        scene("d-4", "No time"),
        scene("d-5", "The Corn Exchange", "2 December 212"),
        scene("d-6", "Ledger and Line", "the same night as The Corn Exchange"),
        scene("d-7", "The Sallows", "2 days after d-5", "an afternoon"),
    )
    timeline = resolve_timeline(world, (CAL,))
    assert timeline.problems == ()
    assert list(timeline.scenes) == ["d-1", "d-2", "d-3", "d-5", "d-6", "d-7"]
    assert said(timeline, "d-1") == "Friday 9 October 212, 19:00"
    assert timeline.scenes["d-1"].span.minutes == 180  # type: ignore[union-attr]
    assert said(timeline, "d-2") == "Saturday 10 October 212, 06:00"
    assert timeline.scenes["d-2"].anchor == "d-1"
    assert timeline.scenes["d-2"].resolution == Resolution.RELATIVE
    assert said(timeline, "d-3") == "Tuesday 13 October 212"
    assert timeline.scenes["d-3"].span.start.precision == Precision.DAY  # type: ignore[union-attr]
    assert said(timeline, "d-6") == "Wednesday 2 December 212, 20:00"
    assert said(timeline, "d-7") == "Friday 4 December 212"
    assert timeline.scenes["d-7"].span.minutes == 300  # type: ignore[union-attr]
    assert timeline.story_order() == ["d-1", "d-2", "d-3", "d-5", "d-6", "d-7"]


def test_a_relation_keeps_the_anchors_precision() -> None:
    world = flat_world(
        scene("d-1", "A", "October 212"),
        scene("d-2", "B", "three days later"),
        scene("d-3", "C", "212"),
        scene("d-4", "D", "the next morning"),
        scene("d-5", "E", "9 October 212"),
        scene("d-6", "F", "an hour later"),
    )
    timeline = resolve_timeline(world, (CAL,))
    spans = {n: t.span for n, t in timeline.scenes.items()}
    assert spans["d-2"].start.precision == Precision.MONTH  # type: ignore[union-attr]
    assert said(timeline, "d-2") == "October 212"
    assert spans["d-4"].start.precision == Precision.YEAR  # type: ignore[union-attr]
    assert spans["d-6"].start.precision == Precision.DAY  # type: ignore[union-attr]
    assert said(timeline, "d-6") == "Friday 9 October 212"


def test_anchors_by_title_chapter_number_folder_and_id() -> None:
    chapter = Folder("f-2", "Chapter 2: High Water", FolderKind.FOLDER, ("d-2", "d-3"))
    world = world_of(
        scene("d-1", "Chapter 1: The Map House", "9 October 212"),
        chapter,
        scene("d-2", "The Toll-House", "the same evening as chapter 1"),
        scene("d-3", "Night", "the next day"),
        scene("d-4", "Upriver", "four days after Chapter 2"),
        scene("d-5", "Later", "a week after d-4"),
        root=["d-1", "f-2", "d-4", "d-5"],
    )
    timeline = resolve_timeline(world, (CAL,))
    assert timeline.problems == ()
    assert timeline.scenes["d-2"].anchor == "d-1"
    assert timeline.scenes["d-4"].anchor == "d-2"
    assert said(timeline, "d-4") == "Tuesday 13 October 212"
    assert said(timeline, "d-5") == "Tuesday 20 October 212"


def test_cycles_missing_anchors_and_nothing_before_are_named_problems() -> None:
    world = flat_world(
        scene("d-0", "Opening", "three days later"),
        scene("d-1", "A", "two days after C"),
        scene("d-2", "B", "the next day after A"),
        scene("d-3", "C", "the day after B"),
        scene("d-4", "D", "a week after A"),
        scene("d-5", "E", "a week before The Lost Chapter"),
        scene("d-6", "F", "the day after itself F"),
        scene("d-7", "G", "blue o'clock"),
        scene("d-8", "H", "31 November 212"),
        scene("d-9", "I", "9 October 212", "ages"),
        scene("d-10", "J", "the same day as F"),
    )
    timeline = resolve_timeline(world, (CAL,))
    problems = {(p.node_id, p.kind) for p in timeline.problems}
    assert (("d-0", TimeProblemKind.NO_PREVIOUS)) in problems
    cycle = [p for p in timeline.problems if p.kind == TimeProblemKind.CYCLE]
    assert {p.node_id for p in cycle} == {"d-1", "d-2", "d-3"}
    assert set(cycle[0].nodes) == {"d-1", "d-2", "d-3"}
    assert ("d-4", TimeProblemKind.MISSING_ANCHOR) in problems  # its anchor has no time
    missing = [p for p in timeline.problems if p.node_id == "d-5"]
    assert missing[0].kind == TimeProblemKind.MISSING_ANCHOR
    assert missing[0].text == "The Lost Chapter" and missing[0].field == "when"
    assert ("d-7", TimeProblemKind.UNREADABLE) in problems
    assert ("d-8", TimeProblemKind.NO_SUCH_DATE) in problems
    duration = [p for p in timeline.problems if p.node_id == "d-9"]
    assert duration[0].field == "duration" and duration[0].text == "ages"
    assert timeline.scenes["d-9"].span is not None
    assert all(timeline.scenes[n].resolution == Resolution.UNRESOLVED
               for n in ("d-0", "d-1", "d-2", "d-3", "d-4", "d-5", "d-7", "d-8"))


def test_a_chain_of_ten_thousand_relations_resolves_without_recursion() -> None:
    count = 10_000
    docs = [scene("d-0", "S0", "1 January 212")]
    docs += [scene(f"d-{i}", f"S{i}", f"the day after S{i - 1}") for i in range(count, 0, -1)]
    timeline = resolve_timeline(flat_world(*docs), (CAL,))
    assert timeline.problems == ()
    last = timeline.scenes[f"d-{count}"].span
    assert last is not None and last.start.minute == clock_minute(
        CAL, StoryDate(212, 1, 1)
    ) + count * 1440
    ring = [scene(f"r-{i}", f"R{i}", f"the day after R{(i + 1) % count}") for i in range(count)]
    timeline = resolve_timeline(flat_world(*ring), (CAL,))
    assert len(timeline.problems) == count
    assert {p.kind for p in timeline.problems} == {TimeProblemKind.CYCLE}


def test_notes_and_the_trash_are_not_scenes_and_a_when_by_another_name_is() -> None:
    note = Document("d-n", "Timeline", kind=DocumentKind.NOTE, fields=(("when", "212"),))
    gone = scene("d-t", "Cut scene", "1 May 212")
    spanish = Document("d-s", "La casa", fields=(("Cuándo", "9 de octubre de 212"),
                                                 ("Duración", "tres horas")))
    world = world_of(note, gone, spanish, root=["d-n", "d-s"],
                     trash=[TrashEntry("d-t", None, 0)])
    timeline = resolve_timeline(world, (CAL,))
    assert list(timeline.scenes) == ["d-s"]
    assert timeline.scenes["d-s"].span.minutes == 180  # type: ignore[union-attr]


def test_entity_dates() -> None:
    mara = Entity("e-1", "Mára", fields=(("Age", "19"), ("Born", "The Low Town, Hollin, 193")))
    ashdell = Entity("e-2", "Ashdell", fields=(
        ("født", "Oskeby, 141"), ("Died", "7 December 212 about three in the morning")))
    nobody = Entity("e-3", "Nobody", fields=(("Born", "long ago"),))
    world = flat_world(entities=(mara, ashdell, nobody))
    timeline = resolve_timeline(world, (CAL,))
    assert describe(CAL, timeline.entity_dates["e-1"]["born"]) == "193"
    assert describe(CAL, timeline.entity_dates["e-2"]["født"]) == "141"
    assert describe(CAL, timeline.entity_dates["e-2"]["died"]) == "Monday 7 December 212, 03:00"
    assert [(p.node_id, p.field, p.kind) for p in timeline.problems] == [
        ("e-3", "Born", TimeProblemKind.UNREADABLE)
    ]


def test_the_project_timeline_reads_the_calendar_file(tmp_path: Path) -> None:
    world = flat_world(scene("d-1", "A", "1 Frostfall 3")).__class__(
        meta=ProjectMeta(language="en_GB"),
        documents=flat_world(scene("d-1", "A", "1 Frostfall 3")).documents,
        root=("d-1",),
    )
    (tmp_path / CALENDAR_FILE).write_text(
        '[[calendar]]\nname = "Reckoning"\nmonths = [{ name = "Frostfall", days = 30 }]\n',
        encoding="utf-8",
    )
    timeline = project_timeline(world, tmp_path)
    assert timeline.calendar.name == "Reckoning" and timeline.problems == ()
    assert said(timeline, "d-1") == "1 Frostfall 3"
    (tmp_path / CALENDAR_FILE).write_text("months = 3\n", encoding="utf-8")
    timeline = project_timeline(world, tmp_path)
    assert timeline.calendar.name == "Gregorian"
    assert [p.kind for p in timeline.problems] == [TimeProblemKind.CALENDAR,
                                                   TimeProblemKind.UNREADABLE]
