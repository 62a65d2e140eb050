"""Benchmarks of View ▸ Timeline on a 10,000-document project: what the GUI thread spends.

- **Shown**: a worked-out timeline of 10,000 placed scenes (a tenth of them told out of order,
  a lane for each of the project's characters, 500 scenes with no place) and its layout
  (made beside it off the GUI thread, timed on its own row) handed to the view on the GUI
  thread, the list of scenes with no place filled. Against the goal of the GUI thread never
  held over ~50 ms.
- **Painted**: one paint of what the view shows (the visible part of the timeline), against
  one frame (16 ms).
- **While worked out**: the timeline worked out again off the GUI thread (as after an edit,
  the working out as long as the story clock's on such a project, here pure Python of
  about the same length), while a 5 ms timer on the GUI thread records the gaps between its
  ticks: the longest gap, against 50 ms.

    python benchmarks/run_timeline_view.py [--repeat N] [--json]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import generate
from common import Row, Stats, constant, report, timed
from PySide6.QtCore import QElapsedTimer, QObject, QPoint, QRect, QTimer, Signal
from PySide6.QtGui import QPixmap, QRegion
from PySide6.QtWidgets import QApplication

from assistant.gui.timeline.layout import plan_layout
from assistant.gui.timeline.sources import TimelinePicture
from assistant.gui.timeline.timeline_view import TimelineView
from assistant.world.clock.model import (
    Calendar,
    Moment,
    Month,
    Precision,
    Resolution,
    SceneTime,
    Span,
    Timeline,
)
from assistant.world.model import EntityKind, World

DOCUMENTS = 10_000
GUI_GOAL_MS = 50.0
FRAME_MS = 16.0
CALENDAR = Calendar(
    "Gregorian",
    tuple(Month(n, d) for n, d in (("January", 31), ("February", 28), ("March", 31),
                                   ("April", 30), ("May", 31), ("June", 30), ("July", 31),
                                   ("August", 31), ("September", 30), ("October", 31),
                                   ("November", 30), ("December", 31))),
    ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
)  # fmt: skip


class Project(QObject):
    """The open project as the view sees it: one world, never changed."""

    world_changed = Signal(object, object)
    project_opened = Signal()
    history_cleared = Signal()
    project_closed = Signal()

    def __init__(self, world: World) -> None:
        super().__init__()
        self.world = world
        self.root = None
        self.is_open = True

    def request_document(self, _node_id: str) -> None:
        pass


def picture_of(world: World) -> TimelinePicture:
    """Every document placed a few hours after the one before, one in ten told out of order,
    one in twenty with no place; each scene's cast, three of the characters."""
    rng = random.Random(36)
    book = tuple(d.id for d in world.documents_in_order())
    scenes: dict[str, SceneTime] = {}
    minute = 1850 * 365 * 1440
    for index, node_id in enumerate(book):
        minute += rng.randint(60, 600)
        start = minute - rng.randint(5, 50) * 1440 if index % 10 == 5 else minute
        if index % 20 == 7:
            scenes[node_id] = SceneTime(node_id, None, Resolution.UNRESOLVED, "someday")
            continue
        span = Span(Moment(start, Precision.MINUTE), Moment(start + 90))
        scenes[node_id] = SceneTime(node_id, span, Resolution.STATED, "date")
    people = [e.id for e in world.live_entities() if e.kind is EntityKind.CHARACTER]
    cast = {node_id: tuple(rng.sample(people, min(3, len(people)))) for node_id in book}
    return TimelinePicture(Timeline((CALENDAR,), scenes), cast, book)


def slow_picture(world: World, _root: object, _stop: object = None) -> TimelinePicture:
    """The picture, after as much pure Python as working it out would take."""
    deadline = time.perf_counter() + 0.4
    count = 0
    while time.perf_counter() < deadline:
        count += sum(range(200))
    return picture_of(world)


def longest_gap(app: QApplication, view: TimelineView) -> float:
    """The longest gap (ms) between a 5 ms timer's ticks while the view works the timeline
    out again and shows it."""
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed()]

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    shown = [False]
    view.redrawn.connect(lambda: shown.__setitem__(0, True))
    timer.start()
    view.resolve_now()
    while not shown[0]:
        app.processEvents()
    for _ in range(20):
        app.processEvents()
    timer.stop()
    return max(gaps, default=0.0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    world = generate.build_world(target_words=200_000, documents=DOCUMENTS)
    picture = picture_of(world)
    project = Project(world)
    view = TimelineView(project, compute=slow_picture)  # type: ignore[arg-type]
    view.resize(1200, 380)
    view.show()
    app.processEvents()
    plan = plan_layout(picture, world, view.canvas.width_hint)
    shown = timed(lambda: view._show(picture, plan), args.repeat)
    laid_out = timed(lambda: plan_layout(picture, world, view.canvas.width_hint), args.repeat)
    viewport = view.scroll.viewport()
    pixmap = QPixmap(viewport.size())
    middle = QRect(view.canvas.width() // 2, 0, viewport.width(), viewport.height())
    painted = timed(lambda: view.canvas.render(pixmap, QPoint(), QRegion(middle)), args.repeat)
    gaps = [longest_gap(app, view) / 1000 for _ in range(max(1, args.repeat // 2))]
    scenes = f"{len(picture.timeline.story_order()):,} placed scenes"
    rows = [
        Row(f"timeline shown, {scenes}", shown, "~50 ms of the GUI thread",
            constant(GUI_GOAL_MS / 1000), "s", 1.0),
        Row("  laid out (off the GUI thread)", laid_out, "~50 ms of the GUI thread",
            constant(GUI_GOAL_MS / 1000), "s", None, "with the timeline, on its thread"),
        Row("its visible part painted", painted, "one frame (16 ms)",
            constant(FRAME_MS / 1000), "s", 1.0),
        Row("longest GUI gap while worked out again", Stats.of(gaps), "~50 ms",
            constant(GUI_GOAL_MS / 1000), "s", 1.0),
    ]  # fmt: skip
    report(f"View ▸ Timeline on {DOCUMENTS:,} documents", rows, as_json=args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
