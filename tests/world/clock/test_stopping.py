"""Working out the timeline and the casts stops when asked: a ``stop`` that says yes after N
documents ends the work with :class:`WorkStopped` once about N documents are read, never
with part of a result; the memo a stopped run leaves serves the next run as a whole one's
would; and without a ``stop`` (or one that never says yes) nothing changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.world.clock import cast as cast_module
from assistant.world.clock import resolve
from assistant.world.clock.calendar import gregorian
from assistant.world.clock.cast import scene_cast
from assistant.world.clock.model import Timeline
from assistant.world.clock.resolve import project_timeline, resolve_timeline
from assistant.world.errors import WorkStopped
from assistant.world.model import Document, DocumentKind, World
from tests.world.clock.stories import character, place, scene, story

SCENES = 40
CAL = gregorian()


class StopAfter:
    """A stop that says no ``allowed`` times, then yes; it counts how often it was asked."""

    def __init__(self, allowed: int) -> None:
        self.allowed = allowed
        self.asked = 0

    def __call__(self) -> bool:
        self.asked += 1
        return self.asked > self.allowed


def _world() -> World:
    """Forty scenes, each naming two of the cast and at a day of its own, the odd ones
    counted from the one before (no two ``when`` texts alike); a note between them; two
    people with dates of birth."""
    docs: list[Document] = []
    for index in range(SCENES):
        when = _when(index)
        text = f"Mara Tesk met Jory Fenn at Hollin, day {index}."
        docs.append(scene(f"d-{index:02d}", text, when))
        if index == SCENES // 2:
            docs.append(Document("n-1", "Note", "Mara Tesk everywhere.", kind=DocumentKind.NOTE))
    people = [character("m", "Mara Tesk", ("born", "4 May 1760")),
              character("j", "Jory Fenn", ("born", "1765")), place("h", "Hollin")]
    return story(*docs, entities=people)


def _when(index: int) -> str:
    return f"1 day after d-{index - 1:02d}" if index % 2 else f"{index + 1} March 1788"


@pytest.fixture
def fresh_memo(monkeypatch: pytest.MonkeyPatch) -> None:
    """The resolver's memo empty for the test, so what it reads is counted from nothing."""
    monkeypatch.setattr(resolve, "_MEMO", [])


@pytest.fixture
def readings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Each ``when`` text the resolver reads (the memo aside)."""
    read: list[str] = []
    original = resolve.read_moment

    def counted(text, calendars):  # type: ignore[no-untyped-def]
        read.append(text)
        return original(text, calendars)

    monkeypatch.setattr(resolve, "read_moment", counted)
    return read


@pytest.mark.usefixtures("fresh_memo")
def test_a_stop_after_n_documents_ends_the_timeline_having_read_n(readings) -> None:
    stop = StopAfter(10)
    with pytest.raises(WorkStopped):
        resolve_timeline(_world(), (CAL,), stop=stop)
    assert stop.asked == 11  # asked before each document, the note not among them
    assert readings == [_when(index) for index in range(10)]


@pytest.mark.usefixtures("fresh_memo")
def test_a_stopped_run_leaves_a_memo_the_next_run_can_trust(readings, monkeypatch) -> None:
    world = _world()
    with pytest.raises(WorkStopped):
        resolve_timeline(world, (CAL,), stop=StopAfter(25))
    assert readings == [_when(index) for index in range(25)]
    after_stop = resolve_timeline(world, (CAL,))
    assert readings[25:] == [_when(index) for index in range(25, SCENES)]  # only the rest
    monkeypatch.setattr(resolve, "_MEMO", [])
    assert after_stop == resolve_timeline(world, (CAL,))  # as a run from nothing finds it


def test_no_stop_at_any_point_gives_part_of_a_timeline() -> None:
    world = _world()
    whole = resolve_timeline(world, (CAL,))
    assert len(whole.scenes) == SCENES and set(whole.entity_dates) == {"m", "j"}
    never = StopAfter(10**9)
    assert resolve_timeline(world, (CAL,), stop=never) == whole
    asks = never.asked  # each document, each scene placed, each entity's dates
    assert asks == SCENES + SCENES + 3
    for allowed in range(asks):
        with pytest.raises(WorkStopped):
            resolve_timeline(world, (CAL,), stop=StopAfter(allowed))


def test_the_project_timeline_stops_before_its_calendar_file_and_between_documents(
    tmp_path: Path,
) -> None:
    world = _world()
    whole = project_timeline(world, tmp_path)
    assert isinstance(whole, Timeline) and len(whole.scenes) == SCENES
    assert project_timeline(world, tmp_path, stop=lambda: False) == whole
    first = StopAfter(0)
    with pytest.raises(WorkStopped):
        project_timeline(world, tmp_path, stop=first)
    assert first.asked == 1
    later = StopAfter(5)
    with pytest.raises(WorkStopped):
        project_timeline(world, tmp_path, stop=later)
    assert later.asked == 6


def test_a_stop_after_n_documents_ends_the_casts_having_read_n(monkeypatch) -> None:
    read: list[str] = []
    original = cast_module._spans

    def counted(doc, finders):  # type: ignore[no-untyped-def]
        read.append(doc.id)
        return original(doc, finders)

    monkeypatch.setattr(cast_module, "_spans", counted)
    stop = StopAfter(12)
    with pytest.raises(WorkStopped):
        scene_cast(_world(), stop=stop)
    assert stop.asked == 13
    assert read == [f"d-{i:02d}" for i in range(12)]


def test_the_casts_are_the_same_with_a_stop_that_never_says_yes() -> None:
    world = _world()
    whole = scene_cast(world)
    assert len(whole) == SCENES and whole["d-03"].characters == ("m", "j")
    assert whole["d-03"].place == "h"
    never = StopAfter(10**9)
    assert scene_cast(world, stop=never) == whole
    assert never.asked == SCENES  # the note is no scene: not read, not asked for
    only = {"d-01", "d-02"}
    counted = StopAfter(10**9)
    assert scene_cast(world, only, stop=counted) == {k: whole[k] for k in sorted(only)}
    assert counted.asked == 2
