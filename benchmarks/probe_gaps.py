"""Where the GUI thread's long gaps after opening come from: a probe for developers.

``quire-gui PROJECT`` runs in a fresh process as in ``run_ready.py``. From the first paint until
the project is ready (with ``--close``: from then until it is closed and its backup made), a
5 ms timer on the GUI thread records its gaps, a sampler thread reads every thread's Python
stack every ``--every`` ms, ``QApplication.notify`` times each event the GUI thread handles
(wall and CPU time: CPU well below wall means it waited for the interpreter), the garbage
collector's runs are timed with the thread that made them, and an import hook notes every
module first imported after the paint with its thread. For each gap longer than ``--over`` ms
it prints the GUI thread's stacks, the events, collections and imports in it, and what the
other threads were doing. The sampler perturbs what it measures a little; read it for where
the time goes, and ``run_ready.py`` for the figures.

    python benchmarks/probe_gaps.py PROJECT [--over 30] [--every 1] [--close]
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from run_gui import _environment

_PROBE = r"""
import collections, importlib.abc, json, os, sys, threading, time
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from assistant.gui.app import app as gui_app
from assistant.gui.window.project_files import ProjectFiles

OVER = float(sys.argv[2]) / 1000
EVERY = float(sys.argv[3]) / 1000
CLOSING = sys.argv[4] == "close"
BACKGROUND = ("quire-index", "quire-disk-check", "quire-backup", "quire-let-go")
GUI = threading.get_ident()
events = []
depth = [0]


class Probed(QApplication):
    def notify(self, receiver, event):
        if depth[0] or painted_at[0] is None:
            depth[0] += 1
            try:
                return super().notify(receiver, event)
            finally:
                depth[0] -= 1
        depth[0] += 1
        kind = int(event.type())
        start, cpu = time.perf_counter(), time.thread_time()
        try:
            return super().notify(receiver, event)
        finally:
            depth[0] -= 1
            end = time.perf_counter()
            if end - start > 0.004:
                try:
                    who = type(receiver).__name__ + ":" + receiver.objectName()
                except Exception:
                    who = "?"
                events.append((start, end, time.thread_time() - cpu, kind, who))


collections_done = []
_gc_started = {}


def on_gc(phase, info):
    ident = threading.get_ident()
    if phase == "start":
        _gc_started[ident] = time.perf_counter()
    elif ident in _gc_started:
        start = _gc_started.pop(ident)
        collections_done.append((start, time.perf_counter(), info["generation"],
                                 threading.current_thread().name, info["collected"]))


import gc
gc.callbacks.append(on_gc)
_app = Probed(["quire-gui", sys.argv[1]])
samples = []
imports = []
painted_at = [None]
stop = threading.Event()


class Imports(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if painted_at[0] is not None and name not in sys.modules:
            imports.append((time.perf_counter(), threading.current_thread().name, name))
        return None


sys.meta_path.insert(0, Imports())


def frames(frame, limit=18):
    out = []
    while frame is not None and len(out) < limit:
        code = frame.f_code
        out.append("%s:%d %s" % (os.path.relpath(code.co_filename), frame.f_lineno, code.co_name))
        frame = frame.f_back
    return out


GUI_CLOCK = time.pthread_getcpuclockid(GUI)
gui_cpu = []


def sampler():
    names = {}
    while not stop.is_set():
        now = time.perf_counter()
        gui_cpu.append((now, time.clock_gettime(GUI_CLOCK)))
        current = sys._current_frames()
        for thread in threading.enumerate():
            names[thread.ident] = thread.name
        try:
            row = {names.get(ident, str(ident)): frames(frame)
                   for ident, frame in current.items() if ident != threading.get_ident()}
        except Exception as error:
            row = {"probe-error": [repr(error)]}
        samples.append((now, row))
        time.sleep(EVERY)


def report(gaps):
    gui = threading.main_thread().name
    for start, end in gaps:
        inside = [row for t, row in samples if start <= t <= end]
        clock = [c for t, c in gui_cpu if start <= t <= end]
        used = (clock[-1] - clock[0]) * 1000 if len(clock) > 1 else float("nan")
        print("\n=== gap %.1f ms at +%.3f s (%d samples), GUI thread's CPU %.1f ms" % (
            (end - start) * 1000, start - painted_at[0], len(inside), used))
        stacks = collections.Counter(tuple(row.get(gui, ())) for row in inside)
        for stack, count in stacks.most_common(4):
            print("  GUI x%d:" % count)
            for line in stack[:14]:
                print("      " + line)
        others = collections.Counter()
        for row in inside:
            for name, stack in row.items():
                if name != gui and stack:
                    others[(name, stack[0])] += 1
        for (name, top), count in others.most_common(6):
            print("  %s x%d: %s" % (name, count, top))
        for a, b, cpu, kind, who in events:
            if a < end and b > start:
                inner = [row.get(gui, ()) for t, row in samples if a <= t <= b]
                quire = collections.Counter(
                    next((f for f in st if "assistant/" in f and "app/app.py" not in f),
                         st[0] if st else "-")
                    for st in inner)
                print("  event %5.1f ms (cpu %5.1f) type %d %s: %s" % (
                    (b - a) * 1000, cpu * 1000, kind, who,
                    "; ".join("%s x%d" % kv for kv in quire.most_common(3))))
        for a, b, generation, thread, collected in collections_done:
            if a < end and b > start and b - a > 0.002:
                print("  gc gen %d %.1f ms on %s (collected %d)" % (
                    generation, (b - a) * 1000, thread, collected))
        made = [(t, n) for t, thread, n in imports if thread == gui and start - 0.002 <= t <= end]
        if made:
            print("  GUI imports:", ", ".join(n for _, n in made[:30]))
    long_gc = [c for c in collections_done if c[1] - c[0] > 0.01]
    print("\n=== gc collections after the paint over 10 ms: %s" % ", ".join(
        "gen %d %.0f ms on %s at +%.3f" % (g, (b - a) * 1000, th, a - painted_at[0])
        for a, b, g, th, _ in long_gc if a > painted_at[0]))
    print("\n=== samples: %d" % len(samples))
    print("\n=== imports on the GUI thread after the paint")
    for t, thread, name in imports:
        if thread == gui:
            print("  +%.3f %s" % (t - painted_at[0], name))
    print("\n=== imports on other threads after the paint: %d" % sum(
        1 for _, thread, _ in imports if thread != gui))


def measure(window):
    state = {"since": time.perf_counter(), "last": time.perf_counter(), "counted": None, "gaps": []}
    painted_at[0] = state["since"]
    window.controller.words_counted.connect(
        lambda: state.__setitem__("counted", time.perf_counter()))
    threading.Thread(target=sampler, name="probe-sampler", daemon=True).start()

    def busy():
        return any(t.name in BACKGROUND and t.is_alive() for t in threading.enumerate())

    def tick():
        now = time.perf_counter()
        if state["last"] is None:
            print("first tick +%.3f s" % (now - painted_at[0]))
        if state["last"] is not None and now - state["last"] > OVER:
            state["gaps"].append((state["last"], now))
        state["last"] = now
        if now - state["since"] > 0.3 and not busy() and state["counted"] is not None:
            if CLOSING and not state.get("closed"):  # ready: from now on, the close
                state.update(closed=True, gaps=[], since=now)
                painted_at[0] = now
                print("closing at +%.3f s" % (now - state["since"]))
                window.files.close_project()
                return
            timer.stop()
            stop.set()
            longest = max((b - a for a, b in state["gaps"]), default=0.0)
            print("longest %.1f ms, counted +%.3f s, ready +%.3f s" % (
                longest * 1000, state["counted"] - painted_at[0], now - painted_at[0]))
            report(state["gaps"])
            sys.stdout.flush()
            os._exit(0)

    timer = QTimer(window)
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()


opened = ProjectFiles.open_project
from assistant.gui.app.crash import CrashReporter
_excepthook = CrashReporter.excepthook


def excepthook(self, kind, value, trace):
    import traceback
    print("CRASH " + "".join(traceback.format_exception(kind, value, trace))[-3000:], flush=True)
    return _excepthook(self, kind, value, trace)


CrashReporter.excepthook = excepthook


def open_and_measure(self, path):
    ok = opened(self, path)
    window = self.window
    def painted():
        QApplication.processEvents()
        window.repaint()
        measure(window)
    QTimer.singleShot(0, painted)
    return ok

ProjectFiles.open_project = open_and_measure
sys.exit(gui_app.main(["quire-gui", sys.argv[1]]))
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("project", type=Path, help="a project folder (copied first)")
    parser.add_argument("--over", type=float, default=30.0, help="gaps longer than this, ms")
    parser.add_argument("--stderr", action="store_true", help="print the app's standard error")
    parser.add_argument("--every", type=float, default=1.0, help="sampling interval, ms")
    parser.add_argument("--close", action="store_true",
                        help="probe closing the project once it is ready, instead of opening")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="quire-probe-gaps-") as name:
        temp = Path(name)
        copy = temp / "project"
        shutil.copytree(args.project, copy, ignore=shutil.ignore_patterns(".quire"))
        config = temp / "config"
        out = subprocess.run(
            [sys.executable, "-c", _PROBE, str(copy), str(args.over), str(args.every),
             "close" if args.close else "open"],
            capture_output=True, text=True, env=_environment(config), timeout=900, check=False,
        )
        sys.stdout.write(out.stdout)
        if out.returncode or args.stderr:
            sys.stderr.write(out.stderr[-6000:])
        return out.returncode


if __name__ == "__main__":
    raise SystemExit(main())
