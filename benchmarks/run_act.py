"""Benchmark of act mode: undoing and redoing one act-mode run of 100 changes.

On the synthetic 1,000,000-word project (see ``generate.py``), one act-mode run begun by the
run desk (an :class:`~assistant.agent.act.act_run.ActRun`) makes 100 changes (60 text replaces
across 60 documents, 20 retitles, 20 entity fields) and is committed as one undo step. The
figures:

- undoing that step (``QUndoStack.undo``), and redoing it, each the median of several runs;
- the reference: applying the same 100 edits directly to a :class:`Project`, in the same run;
- the ratios of the two, and whether the undo meets the goal of 100 ms.

    python benchmarks/run_act.py [--repeat N] [--data DIR]

The project is read, never written.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import generate
from PySide6.QtGui import QGuiApplication

from assistant.agent.act.approval import Approval, ApprovalPolicy
from assistant.gui.assistant.run_desk import RunDesk
from assistant.gui.window.controller import ProjectController
from assistant.world.edits import Edit, FindReplace, SetEntityField, SetTitle
from assistant.world.model import World
from assistant.world.project import Project
from assistant.world.storage.store import ProjectStore

GOAL_S = 0.100
"""Undoing a turn of 100 changes should take less than this."""


def plan_changes(world: World) -> list[Edit]:
    """100 changes: 60 replaces of a word across 60 documents, 20 retitles, 20 fields."""
    documents = world.documents_in_order()
    edits: list[Edit] = []
    for doc in documents[::33][:60]:
        word = next(w for w in doc.text.split() if w.isalpha() and len(w) > 3)
        edits.append(FindReplace(doc.id, word, word.upper(), expected_count=doc.text.count(word)))
    for doc in documents[7::97][:20]:
        edits.append(SetTitle(doc.id, f"{doc.title} (revised)"))
    for entity in world.live_entities()[:20]:
        edits.append(SetEntityField(entity.id, "Mood", "restless"))
    assert len(edits) == 100, len(edits)
    return edits


def _median(times: list[float]) -> float:
    return statistics.median(times)


def _ms(seconds: float) -> str:
    return f"{seconds * 1e3:.2f} ms"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7, help="runs per figure (median)")
    parser.add_argument(
        "--data", type=Path, default=generate.DEFAULT_DEST, help="the generated project"
    )
    args = parser.parse_args(argv)
    repeat = max(1, args.repeat)

    generate.generate(args.data)
    world = ProjectStore(args.data).load()
    summary = (
        f"{world.word_count():,} words, {len(world.documents):,} documents, "
        f"{len(world.entities):,} entities"
    )
    edits = plan_changes(world)

    def direct() -> float:
        project = Project(world)
        started = time.perf_counter()
        for edit in edits:
            project.apply(edit)
        return time.perf_counter() - started

    reference = _median([direct() for _ in range(repeat)])

    app = QGuiApplication.instance() or QGuiApplication([])
    controller = ProjectController()
    controller.adopt(Project(world))
    desk = RunDesk(controller, controller)
    run = desk.begin_run(Approval(ApprovalPolicy.NONE, None), "bench", "revise")
    started = time.perf_counter()
    for edit in edits:
        run.apply(edit)
    applying = time.perf_counter() - started
    command = desk.commit_run(run, "Assistant: revise 100 things")
    assert command is not None and len(command.records) == 100
    after = controller.snapshot()

    stack = controller.undo_stack
    undo_times: list[float] = []
    redo_times: list[float] = []
    for _ in range(repeat):
        started = time.perf_counter()
        stack.undo()
        undo_times.append(time.perf_counter() - started)
        assert controller.snapshot().documents == world.documents
        started = time.perf_counter()
        stack.redo()
        redo_times.append(time.perf_counter() - started)
        assert controller.snapshot().documents == after.documents
    undo, redo = _median(undo_times), _median(redo_times)
    controller.close()
    del app

    print(f"Quire act-mode benchmark: {summary}; one turn of {len(edits)} changes")
    print(f"  applying through the turn (records, diffs' worlds): {_ms(applying)}")
    print(f"  reference, the 100 edits applied to a Project:      {_ms(reference)}")
    print(f"  undo of the turn (QUndoStack.undo):                 {_ms(undo)}"
          f"   ratio {undo / reference:.2f}")
    print(f"  redo of the turn (QUndoStack.redo):                 {_ms(redo)}"
          f"   ratio {redo / reference:.2f}")
    verdict = "met" if undo < GOAL_S else "NOT met"
    print(f"  goal: undo under {_ms(GOAL_S)}: {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
