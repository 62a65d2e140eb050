"""The time checks on the benchmark's generated story: every planted error found, nothing
found in the clean story, and every finding's two sides verified."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

from assistant.world.clock.checking.sides import side_holds
from assistant.world.clock.checks import check_timeline
from assistant.world.clock.travel import travel_from

BENCHMARKS = Path(__file__).resolve().parents[3] / "benchmarks"


def _build(seed: int, scenes: int, plants: int):  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(BENCHMARKS))
    try:
        from timeline_project import build
    finally:
        sys.path.remove(str(BENCHMARKS))
    project = build(seed=seed, scenes=scenes, plants=plants)
    travel = travel_from(tomllib.loads(project.calendar_file)["travel"])
    return project, check_timeline(project.world, project.timeline, project.cues, travel)


def test_the_clean_story_has_no_finding() -> None:
    _project, found = _build(seed=11, scenes=120, plants=0)
    assert found == []


def test_each_planted_error_is_found_with_verified_sides() -> None:
    project, found = _build(seed=12, scenes=120, plants=1)
    assert len(project.planted) == 9
    missed = [p for p in project.planted if not p.held_out and not any(
        f.kind is p.kind and {f.first.node_id, f.second.node_id} & p.nodes for f in found)]
    assert missed == []
    assert all(side_holds(project.world, f.first) and side_holds(project.world, f.second)
               for f in found)
    assert {f.kind for f in found} <= {p.kind for p in project.planted}
