"""Benchmark of the GUI thread from the window's first paint until the project is ready, when
the window becomes active again, and when the project closes.

``quire-gui PROJECT`` runs in a fresh process (Qt offscreen, its own empty settings folder, no
keyring). From the first paint with the project open, a precise 5 ms timer on the GUI thread
records the gaps between its ticks, in three phases:

- **after opening**: until the project is fully ready: its words counted and shown, its text
  folded for search, the outliner filled, the folder watched, no background work left;
- **on activation**: the window becomes the active one again (as Qt tells the app when the
  writer switches back to Quire: the check for files changed on disk), until that is done;
- **on close**: the project closes with the default backup on closing, until it is made.

Each phase's longest gap is compared with 50 ms (goal ≤ 1), and the word count's arrival
after the first paint at 1M words with 1 s. Printed beside them: the longest gap of the same
timer in a bare Qt window with an editor, idle, in the same run (what the machine alone
costs). The projects: 1,000,000 words in 2,000 documents and 5,000,000 in 10,000; with
``--huge`` also 10,000,000 words in 10,000 and in 50,000 documents (generated on first use
into ``bench-data/``, which takes minutes, so not part of ``make bench``).

    python benchmarks/run_ready.py [--repeat N] [--huge] [--json]
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import generate
from common import Row, Stats, constant, report
from run_gui import _environment

GAP_S = 0.050
"""The longest the GUI thread may be away, in any phase."""
COUNT_S = 1.0
"""The most the word count may take to arrive after the first paint, at 1M words."""
TICK_MS = 5

_PROBE = r"""
import json, os, sys, threading, time
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from assistant.gui.app import app as gui_app
from assistant.gui.window.project_files import ProjectFiles

BACKGROUND = ("quire-index", "quire-disk-check", "quire-backup", "quire-let-go")
SETTLE = 0.3
opened = ProjectFiles.open_project


def busy():
    return any(t.name in BACKGROUND and t.is_alive() for t in threading.enumerate())


def measure(window):
    # the first gap runs from the paint itself: what the app does before its event loop
    # ticks for the first time (the assistant panel made right after the paint) is one too
    paint = time.perf_counter()
    state = {"phase": "open", "since": paint, "last": paint, "longest": {},
             "counted": None, "acted": False}
    window.controller.words_counted.connect(
        lambda: state.__setitem__("counted", time.perf_counter() - paint))

    def begin(phase, act):
        state.update(phase=phase, since=time.perf_counter(), acted=False)
        QTimer.singleShot(0, act)

    def acted():
        state["acted"] = True

    def activate():
        window.files._on_application_state(Qt.ApplicationState.ApplicationActive)
        QTimer.singleShot(0, acted)  # the app's own check is queued behind this

    def close():
        window.files.close_project()
        acted()

    def tick():
        now = time.perf_counter()
        phase = state["phase"]
        gap = now - state["last"]
        state["longest"][phase] = max(state["longest"].get(phase, 0.0), gap)
        state["last"] = now
        settled = now - state["since"] > SETTLE and not busy()
        if phase == "open" and settled and state["counted"] is not None:
            begin("activate", activate)
        elif phase == "activate" and settled and state["acted"]:
            begin("close", close)
        elif phase == "close" and settled and state["acted"]:
            timer.stop()
            print("ready " + json.dumps({"gaps": state["longest"], "counted": state["counted"]}),
                  flush=True)
            os._exit(0)

    timer = QTimer(window)
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()


def open_and_measure(self, path):
    ok = opened(self, path)
    window = self.window
    def painted():
        QApplication.processEvents()
        window.repaint()
        if not ok:
            print("failed", flush=True)
            os._exit(1)
        measure(window)
    QTimer.singleShot(0, painted)
    return ok

ProjectFiles.open_project = open_and_measure
sys.exit(gui_app.main(["quire-gui", sys.argv[1]]))
"""

_IDLE = r"""
import time
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QPlainTextEdit

app = QApplication([])
editor = QPlainTextEdit("A bare window with an editor.")
editor.show()
ticks = []
timer = QTimer()
timer.setTimerType(Qt.TimerType.PreciseTimer)
timer.setInterval(5)
timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
timer.start()
QTimer.singleShot(2000, app.quit)
app.exec()
print("idle", max(b - a for a, b in zip(ticks, ticks[1:])), flush=True)
"""


def _run(code: str, args: list[str], temp: Path) -> str:
    config = Path(tempfile.mkdtemp(dir=temp))
    out = subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True, text=True, env=_environment(config), timeout=900, check=False,
    )
    line = next((x for x in out.stdout.splitlines() if x.startswith(("ready ", "idle "))), None)
    if line is None:
        raise RuntimeError(f"the probe did not finish: {out.stderr[-2000:]}")
    return line.split(" ", 1)[1]


def measure(repeat: int, huge: bool) -> list[Row]:
    projects = {"1M words / 2k documents": generate.generate(),
                "5M words / 10k documents": generate.generate_large()}
    if huge:
        projects["10M words / 10k documents"] = generate.generate_huge(10_000)
        projects["10M words / 50k documents"] = generate.generate_huge(50_000)
    idle: list[float] = []
    found: dict[str, list[dict]] = {label: [] for label in projects}
    with tempfile.TemporaryDirectory(prefix="quire-bench-ready-") as name:
        temp = Path(name)
        for _ in range(max(1, repeat)):
            for label, source in projects.items():
                copy = temp / "project"
                shutil.rmtree(copy, ignore_errors=True)
                shutil.copytree(source, copy, ignore=shutil.ignore_patterns(".quire"))
                idle.append(float(_run(_IDLE, [], temp)))
                found[label].append(json.loads(_run(_PROBE, [str(copy)], temp)))
                shutil.rmtree(temp / "Quire Backups", ignore_errors=True)
    reference = Stats.of(idle)
    rows = [Row("GUI thread idle, bare window with an editor: longest gap", reference,
                "the goal", constant(GAP_S), "s", None, "what the machine alone costs")]
    phases = (("open", "after opening"), ("activate", "on activation"), ("close", "on close"))
    for label, runs in found.items():
        for key, words in phases:
            gaps = Stats.of([run["gaps"].get(key, 0.0) for run in runs])
            rows.append(Row(f"GUI thread {words}, {label}: longest gap", gaps, "50 ms",
                            constant(GAP_S), "s", 1.0,
                            f"idle timer {reference.median * 1000:.1f} ms"))
    counted = Stats.of([run["counted"] for run in found["1M words / 2k documents"]])
    rows.append(Row("word count after first paint, 1M words", counted, "1 s",
                    constant(COUNT_S), "s", 1.0))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=2, help="runs per figure (median)")
    parser.add_argument("--huge", action="store_true",
                        help="also 10M words in 10k and in 50k documents (generated once)")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = parser.parse_args(argv)
    report("Quire GUI thread until ready, on activation and on close",
           measure(args.repeat, args.huge), as_json=args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
