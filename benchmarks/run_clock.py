"""The story clock on the 1,000,000-word project (2,000 documents): resolving every scene's
time against reading the project's files, measured in the same run, taking turns.

The generated project (``generate.py``) gets a ``when`` on every scene — stated dates, dates
with a time, spans, relations to the scene before ("three days later", "the next morning",
"an hour later") and to scenes named by title — a ``duration`` on some, and a ``born`` on
every character, as a writer's project would have them. Rows:

- resolving the times the first time (every ``when`` read), against reading every file's
  bytes;
- resolving them again after one scene was re-timed (the ``when`` texts already read are
  not read again), against the same reading;
- the whole of ``project_timeline`` (the calendar file read, then resolved) after that edit.

    python benchmarks/run_clock.py [--repeat N] [--json]
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import generate
from common import Row, interleaved, report

from assistant.world.clock import resolve
from assistant.world.clock.calendar_file import CALENDAR_FILE, read_calendars
from assistant.world.clock.retime import retime
from assistant.world.model import EntityKind, FrozenMap, World
from assistant.world.storage.store import ProjectStore

COLD_GOAL = 4.0
"""Resolving every time the first time may cost at most four readings of the project's files
(about a fifth of the second that issue 36 gives resolving and checking together)."""
WARM_GOAL = 1.0
"""Resolving again after one edit, as a view does after every change, at most one."""

MONTHS = ("January", "March", "May", "July", "October", "December")
RELATIONS = ("three days later", "the next morning", "an hour later", "that evening",
             "the same day", "two weeks later", "le lendemain", "drei Tage später")
CALENDAR = """[[calendar]]
name = "Charter"
like = "gregorian"
eras = [{ name = "of the Charter", short = ["AC"], first_year = 1 }]
"""


def timed_world(world: World, seed: int = 36) -> World:
    """``world`` with a time on every scene and a birth year on every character."""
    rng = random.Random(seed)
    documents = dict(world.documents)
    order = [doc.id for doc in world.documents_in_order()]
    for index, doc_id in enumerate(order):
        doc = documents[doc_id]
        roll = rng.random()
        if index == 0 or roll < 0.35:
            when = f"{rng.randint(1, 28)} {rng.choice(MONTHS)} {rng.randint(205, 215)}"
        elif roll < 0.5:
            when = (f"{rng.randint(1, 28)} {rng.choice(MONTHS)} {rng.randint(205, 215)}, "
                    f"{rng.randint(6, 22)}:{rng.choice(('00', '15', '30', '45'))}")
        elif roll < 0.55:
            day = rng.randint(1, 20)
            when = f"{day}–{day + rng.randint(1, 5)} {rng.choice(MONTHS)} 212"
        elif roll < 0.85:
            when = rng.choice(RELATIONS)
        else:
            anchor = documents[order[rng.randrange(index)]].title
            when = f"{rng.randint(2, 9)} days after {anchor}"
        fields = (("when", when),)
        if rng.random() < 0.4:
            fields += (("duration", rng.choice(("3 hours", "two days", "an afternoon"))),)
        documents[doc_id] = replace(doc, fields=doc.fields + fields)
    entities = {
        e.id: replace(e, fields=(*e.fields, ("born", f"Hollin, {rng.randint(150, 200)}")))
        if e.kind == EntityKind.CHARACTER else e
        for e in world.entities.values()
    }
    return replace(world, documents=FrozenMap(documents), entities=FrozenMap(entities))


def run(repeat: int) -> tuple[str, list[Row]]:
    world = timed_world(generate.build_world())
    with tempfile.TemporaryDirectory(prefix="quire-bench-clock-") as temp:
        root = Path(temp) / "project"
        ProjectStore.create(root, world.meta, world)
        (root / CALENDAR_FILE).write_text(CALENDAR, encoding="utf-8")
        files = sorted(p for p in root.rglob("*") if p.is_file() and ".quire" not in p.parts)
        world = ProjectStore(root).load()
        calendars, _ = read_calendars(root, "en")

        def read_all() -> int:
            return sum(len(p.read_bytes()) for p in files)

        def cold() -> object:
            resolve._MEMO.clear()
            return resolve.resolve_timeline(world, calendars)

        timeline = cold()
        placed = sum(1 for t in timeline.scenes.values() if t.span is not None)
        read_all()
        first = interleaved({"cold": cold, "read": read_all}, repeat)
        scene = world.documents_in_order()[len(world.documents) // 2].id
        edited, _ = retime(world, scene, "4 December 212, 09:00").apply(world)
        resolve.resolve_timeline(world, calendars)
        again = interleaved({
            "warm": lambda: resolve.resolve_timeline(edited, calendars),
            "project": lambda: resolve.project_timeline(edited, root),
            "read": read_all,
        }, repeat)
    words = world.word_count()
    note = (f"{len(timeline.scenes):,} scenes with a time ({placed:,} placed, "
            f"{len(timeline.problems)} problems), {len(timeline.entity_dates)} people dated")
    summary = f"{words:,} words, {len(world.documents):,} documents, {len(files):,} files"
    rows = [
        Row("resolve every scene's time, 2,000 documents", first["cold"],
            "read every file's bytes", first["read"], "s", COLD_GOAL, note),
        Row("resolve again after one re-timed scene, 2,000 documents", again["warm"],
            "read every file's bytes", again["read"], "s", WARM_GOAL, note),
        Row("project timeline (calendar file + resolve) after one edit", again["project"],
            "read every file's bytes", again["read"], "s", WARM_GOAL, note),
    ]
    return summary, rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7, help="runs per figure (median)")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    summary, rows = run(max(1, args.repeat))
    report(f"Quire story clock benchmark: {summary} (in {time.perf_counter() - started:.1f} s)",
           rows, as_json=args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
