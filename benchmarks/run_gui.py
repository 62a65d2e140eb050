"""Benchmarks of the desktop app: the window shown with a project, and the GUI thread while an
answer streams in.

- **Window shown**: ``quire-gui PROJECT`` is started in a fresh process (Qt offscreen, its
  own empty settings folder, no keyring, its bytecode written) and timed from the start of
  the process until the window's first paint that shows the project tree with the project
  in it and the first document's text. The reference: a bare PySide6 ``QMainWindow`` with a
  ``QPlainTextEdit`` and a little text, timed the same way to the first paint of its text.
  The projects: the bundled sample, the 1,000,000-word one and the 5,000,000-word,
  10,000-document one, taking turns with the bare window. Goals: 3× the bare window for the
  sample and at 1M words; 1.3× the sample's time at 1M words, 2× at 5M.
- **Streaming burst**: the assistant panel on the 1M-word project (its words counted and its
  text folded, as some time after opening) runs a scripted turn of 2,000 text pieces (as fast
  as the provider makes them) around 20 real tool calls (``streaming.py``), while a 5 ms timer
  on the GUI thread records the gaps between its ticks. The 99th percentile of the gaps is
  compared with one frame (16 ms), the longest with 50 ms.
- **Paced**: the same turn, its pieces a millisecond apart, as from a fast server.
- **A long answer**: the same, while a 24,000-character answer (paragraphs and lists, no
  tools) streams a piece of 5 characters every millisecond.
- **A long answer while tools run**: the same answer, cut by the 20 tool calls of the turn
  above (``streaming.long_answer_provider``). Its gaps are printed next to those of the same
  5 ms timer on an idle GUI thread in the same run, which is what the machine's own load
  costs the timer (the goals, 16 ms and 50 ms, are for a quiet machine).
- **Drawing beside a busy thread**: a turn view in a scrolled list is drawn as in a turn
  (20 steps of text, a 6,000-character answer in 5-character pieces, the finished answer
  with its marks), once with nothing else running and once beside a Python thread that
  never waits, at the switch interval a turn sets. The longest pass of the event loop
  against the same alone: what the interpreter shared with the worker costs the GUI thread.

    python benchmarks/run_gui.py [--repeat N] [--json] [--only window|burst|drawing]
"""

from __future__ import annotations

import argparse
import atexit
import itertools
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import generate
import streaming
from common import Row, Stats, constant, report

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "assistant" / "resources" / "sample"
SHOWN_GOAL_BARE = 3.0
SHOWN_GOAL_1M = 1.3
SHOWN_GOAL_5M = 2.0
FRAME_MS = 16.0
LONGEST_MS = 50.0
TICK_MS = 5
LONG_ANSWER = 24_000
"""Characters of the long answer streamed in the second GUI-thread measure."""

_PAINTED = """
def painted_when(viewports, report):
    # Calls report(time) at the first paint that reaches every one of the widgets
    # viewports() gives (None until they are there): the moment they are on screen.
    import time
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    seen = set()

    class Watcher(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                wanted = viewports()
                if wanted is not None and watched in wanted:
                    seen.add(id(watched))
                    if seen >= {id(widget) for widget in wanted}:
                        QApplication.instance().removeEventFilter(self)
                        report(time.time())
            return False

    watcher = Watcher(QApplication.instance())
    QApplication.instance().installEventFilter(watcher)
    return watcher
"""

_PROBE = _PAINTED + """
import os, sys, time
from assistant.gui.app import app as gui_app  # first, as the quire-gui command imports it
from PySide6.QtCore import QTimer
from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.window.main_window import MainWindow

made = MainWindow.__init__
windows = []

def project_on_screen():
    # the project tree with the project in it and the first document's text, as a writer sees
    window = windows[0] if windows else None
    if window is None or window.tree.tree_model.rowCount() == 0:
        return None
    editor = window.tabs.current_editor()
    if not isinstance(editor, DocumentEditor) or not editor.text_edit.toPlainText():
        return None
    return [window.tree.viewport(), editor.text_edit.viewport()]

def report(at):
    print(f"shown {at:.6f} 1", flush=True)
    window = windows[0]
    def panel_made(tries=3000):
        if getattr(window, "assistant_panel_if_made", window) is None and tries:
            QTimer.singleShot(1, lambda: panel_made(tries - 1))
            return
        print(f"panel {time.time():.6f}", flush=True)
        os._exit(0)
    QTimer.singleShot(0, panel_made)

def make(self, *args, **kwargs):
    if not windows:  # the application is there now: watch its paints from here on
        windows.append(painted_when(project_on_screen, report))
    made(self, *args, **kwargs)
    windows.insert(0, self)

MainWindow.__init__ = make
sys.exit(gui_app.main(["quire-gui", sys.argv[1]]))
"""

_BARE = _PAINTED + """
import os, sys
from PySide6.QtWidgets import QApplication, QMainWindow, QPlainTextEdit

app = QApplication(sys.argv)
window = QMainWindow()
editor = QPlainTextEdit()
editor.setPlainText("Chapter One\\n\\nThe lantern was lit before the rain began.\\n" * 20)
window.setCentralWidget(editor)
window.resize(1360, 860)

def report(at):
    print(f"shown {at:.6f} 1", flush=True)
    os._exit(0)

watcher = painted_when(lambda: [editor.viewport()], report)
window.show()
sys.exit(app.exec())
"""
"""The reference: a bare PySide6 window with an editor and a little text in it, timed the same
way as the app, to the first paint of its text."""


def _environment(config: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        QUIRE_CONFIG_DIR=str(config / "config"),
        QUIRE_DATA_DIR=str(config / "data"),
        PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring",
        PYTHONPATH=str(REPO),
    )
    for name in ("QUIRE_PROVIDER", "QUIRE_MODEL", "QUIRE_BASE_URL", "QUIRE_API_KEY",
                 "PYTHONDONTWRITEBYTECODE"):  # fmt: skip
        env.pop(name, None)  # an installed Quire starts from its bytecode
    return env


def _started(script: str, argv: list[str], temp: Path) -> dict[str, float]:
    """Start ``script`` in a fresh process; the seconds from its start to each line it
    reports (``shown``: the first paint with the project; ``panel``: the assistant made)."""
    config = Path(tempfile.mkdtemp(dir=temp))
    started = time.time()
    out = subprocess.run(
        [sys.executable, "-c", script, *argv],
        capture_output=True, text=True, env=_environment(config), timeout=300, check=False,
    )
    marks = {}
    for line in out.stdout.splitlines():
        word, at, *rest = line.split()
        if word in ("shown", "panel"):
            marks[word] = float(at) - started
        if word == "shown" and rest != ["1"]:
            raise RuntimeError(f"the window did not open {argv}: {out.stderr[-2000:]}")
    if "shown" not in marks:
        raise RuntimeError(f"the window was not shown: {out.stderr[-2000:]}")
    return marks


def window_shown(project: Path, temp: Path) -> float:
    """Seconds from starting ``quire-gui project`` until its window is painted with the
    project tree and the first document's text."""
    return _started(_PROBE, [str(project)], temp)["shown"]


def bare_window_shown(temp: Path) -> float:
    """Seconds from starting a bare PySide6 window with an editor until its text is painted."""
    return _started(_BARE, [], temp)["shown"]


def bench_window(repeat: int) -> list[Row]:
    big = generate.generate()
    large = generate.generate_large()
    with tempfile.TemporaryDirectory(prefix="quire-bench-gui-") as name:
        temp = Path(name)
        copies = {}
        for label, source in (("sample", SAMPLE), ("1M", big), ("5M", large)):
            copies[label] = temp / label
            shutil.copytree(source, copies[label], ignore=shutil.ignore_patterns(".quire"))
        times: dict[str, list[float]] = {label: [] for label in ("bare", *copies)}
        panel_after: list[float] = []
        window_shown(copies["sample"], temp)  # warms the page cache and the bytecode
        bare_window_shown(temp)
        for _ in range(max(1, repeat)):  # taking turns, so that load falls on every side
            times["bare"].append(bare_window_shown(temp))
            for label, path in copies.items():
                marks = _started(_PROBE, [str(path)], temp)
                times[label].append(marks["shown"])
                if label == "sample" and "panel" in marks:
                    panel_after.append(marks["panel"] - marks["shown"])
    sample, bare = Stats.of(times["sample"]), Stats.of(times["bare"])
    after = (f"; the assistant panel made {statistics.median(panel_after) * 1000:.0f} ms after "
             "the first paint (median)") if panel_after else ""  # fmt: skip
    return [
        Row("window shown, the sample", sample, "a bare Qt window with an editor", bare, "s",
            SHOWN_GOAL_BARE, "painted with the project tree and the first document's text, "
            f"from the start of the process{after}"),
        Row("window shown, 1M words", Stats.of(times["1M"]),
            "a bare Qt window with an editor", bare, "s", SHOWN_GOAL_BARE),
        Row("window shown, 1M words (against the sample)", Stats.of(times["1M"]),
            "window shown, the sample", sample, "s", SHOWN_GOAL_1M),
        Row("window shown, 5M words / 10k documents", Stats.of(times["5M"]),
            "window shown, the sample", sample, "s", SHOWN_GOAL_5M),
    ]


def _long_answer_provider(world):  # type: ignore[no-untyped-def]
    """A long answer and nothing else (a summary, say: paragraphs and lists, 24,000
    characters), a piece of 5 characters every millisecond, as from a fast server."""
    from assistant.agent.loop.messages import AiResponse
    from assistant.agent.loop.scripted import ScriptedProvider

    text = streaming.long_answer_text(world.documents_in_order()[3].title)
    return streaming.PacedProvider(
        ScriptedProvider([AiResponse(text=text)], chunk_size=streaming.CHUNK), 0.001
    )


def _one_turn(app, world, gaps: list[float], provider) -> None:  # type: ignore[no-untyped-def]
    """Run one scripted turn in a fresh panel, adding the GUI thread's gaps (ms) to ``gaps``."""
    from PySide6.QtCore import QElapsedTimer, Qt, QTimer

    from assistant.agent.config.settings import Settings
    from assistant.agent.session.provider_setup import AssistantSetup
    from assistant.gui.assistant.panel import AssistantPanel
    from assistant.gui.window.controller import ProjectController
    from assistant.world.project import Project

    controller = ProjectController()
    controller.adopt(Project(world))
    settings = Settings(provider="lmstudio", model="m", max_steps=streaming.TOOL_CALLS + 1)
    panel = AssistantPanel(
        controller,
        setup_factory=lambda: AssistantSetup(provider, settings),
        configured=lambda: True,
    )
    panel.resize(480, 900)
    panel.show()
    app.processEvents()

    ticks: list[float] = []
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    results: list[object] = []
    panel.turn_finished.connect(results.append)
    timer.start()
    panel.ask("Where does the lantern matter, and how long is the book?")
    clock = QElapsedTimer()
    clock.start()
    while not results and clock.elapsed() < 120_000:
        app.processEvents()
    settle = len(ticks) + 3  # the gap around the turn's end counts too
    while len(ticks) < settle and clock.elapsed() < 125_000:
        app.processEvents()
    timer.stop()
    answered = bool(results) and getattr(results[0], "answered", False)
    panel.shutdown()
    controller.close()
    panel.deleteLater()
    controller.deleteLater()
    app.processEvents()
    if not answered:
        raise RuntimeError("the scripted turn did not finish")
    gaps.extend((b - a) * 1000 for a, b in itertools.pairwise(ticks))


def _idle_gaps(app, seconds: float) -> list[float]:  # type: ignore[no-untyped-def]
    """The gaps (ms) of the same timer while the GUI thread has nothing to do: what this
    machine's scheduler alone costs a 5 ms timer (on a shared machine, more than nothing)."""
    from PySide6.QtCore import QElapsedTimer, Qt, QTimer

    ticks: list[float] = []
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    clock = QElapsedTimer()
    clock.start()
    while clock.elapsed() < seconds * 1000:
        app.processEvents()
    timer.stop()
    return sorted((b - a) * 1000 for a, b in itertools.pairwise(ticks))


def _p99(gaps: list[float]) -> float:
    return gaps[min(len(gaps) - 1, int(len(gaps) * 0.99))]


def _gaps_of_turns(app, world, turns: int, make_provider) -> list[float]:  # type: ignore[no-untyped-def]
    """The GUI thread's gaps (ms, sorted) over ``turns`` turns, each with a fresh provider."""
    gaps: list[float] = []
    for _ in range(max(1, turns)):
        _one_turn(app, world, gaps, make_provider())
    return sorted(gaps)


def bench_burst(turns: int) -> list[Row]:
    """The GUI thread's gaps while turns stream 2,000 pieces each (as fast as the provider
    makes them, then a millisecond apart), and while a long answer streams (run in this
    process)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    config = tempfile.mkdtemp(prefix="quire-bench-burst-")
    atexit.register(shutil.rmtree, config, ignore_errors=True)  # Qt may still write there
    os.environ["QUIRE_CONFIG_DIR"] = config
    import keyring
    import keyring.backends.null
    from PySide6.QtWidgets import QApplication

    from assistant.world.search.folded import prefold

    keyring.set_keyring(keyring.backends.null.Keyring())
    app = QApplication.instance() or QApplication([])
    world = generate.build_world()
    # as in the app some time after opening: the words counted, the text folded for search
    world.word_count()
    prefold(world)
    word = generate.SEARCH_WORD
    gaps = _gaps_of_turns(app, world, turns, lambda: streaming.provider(world, word))
    p99 = _p99(gaps)
    paced = _gaps_of_turns(app, world, turns, lambda: streaming.provider(world, word, 0.001))
    long_gaps = _gaps_of_turns(app, world, turns, lambda: _long_answer_provider(world))
    idle = _idle_gaps(app, 3.0)
    with_tools = _gaps_of_turns(
        app, world, turns, lambda: streaming.long_answer_provider(world, word))
    idle_after = _idle_gaps(app, 3.0)  # the load may change meanwhile: idle on both sides
    idle_both = sorted(idle + idle_after)
    note = (f"{turns} turns of {streaming.PIECES} pieces and {streaming.TOOL_CALLS} tool "
            f"calls on the 1M-word project; {len(gaps)} gaps of a {TICK_MS} ms timer; the "
            f"same timer with nothing to do: p99 {_p99(idle):.1f} ms, max {idle[-1]:.1f} ms")
    return [
        Row("GUI thread, 2,000 pieces in a burst: p99 gap", Stats(p99, p99),
            "one frame", constant(FRAME_MS), "ms", 1.0, note),
        Row("GUI thread, 2,000 pieces in a burst: max gap", Stats(gaps[-1], gaps[-1]),
            "50 ms", constant(LONGEST_MS), "ms", 1.0),
        Row("GUI thread, 2,000 pieces 1 ms apart: p99 gap", Stats(_p99(paced), _p99(paced)),
            "one frame", constant(FRAME_MS), "ms", 1.0,
            f"the same turns, a piece every 1 ms; {len(paced)} gaps"),
        Row("GUI thread, 2,000 pieces 1 ms apart: max gap", Stats(paced[-1], paced[-1]),
            "50 ms", constant(LONGEST_MS), "ms", 1.0),
        Row("GUI thread, a 24,000-character answer: p99 gap",
            Stats(_p99(long_gaps), _p99(long_gaps)), "one frame", constant(FRAME_MS), "ms",
            1.0, f"{turns} turns, a piece of 5 characters every 1 ms; {len(long_gaps)} gaps"),
        Row("GUI thread, a 24,000-character answer: max gap",
            Stats(long_gaps[-1], long_gaps[-1]), "50 ms", constant(LONGEST_MS), "ms", 1.0),
        *_with_tools_rows(with_tools, idle_both, turns),
    ]


def _with_tools_rows(gaps: list[float], idle: list[float], turns: int) -> list[Row]:
    """The long answer streamed while tools run, each figure next to the idle timer's."""
    note = (f"{turns} turns, 20 tool calls in each, a piece of 5 characters every 1 ms; "
            f"{len(gaps)} gaps; the idle timer: {len(idle)} gaps")
    name = "GUI thread, 24,000 characters while tools run"
    return [
        Row(f"{name}: p99 gap", Stats(_p99(gaps), _p99(gaps)), "one frame",
            constant(FRAME_MS), "ms", 1.0, note),
        Row(f"{name}: p99 gap of an idle {TICK_MS} ms timer", Stats(_p99(idle), _p99(idle)),
            "one frame", constant(FRAME_MS), "ms", None, "the same timer, nothing to do"),
        Row(f"{name}: max gap", Stats(gaps[-1], gaps[-1]), "50 ms", constant(LONGEST_MS),
            "ms", 1.0),
        Row(f"{name}: max gap of an idle {TICK_MS} ms timer", Stats(idle[-1], idle[-1]), "50 ms",
            constant(LONGEST_MS), "ms", None, "the same timer, nothing to do"),
    ]


def _draw_turns(app, turns: int) -> list[float]:  # type: ignore[no-untyped-def]
    """The milliseconds of each pass of the event loop while ``turns`` turns are drawn."""
    from assistant.agent.loop.messages import TokenUsage
    from assistant.agent.loop.result import AgentResult
    from assistant.gui.assistant.turns.turn_list import TurnList

    turn_list = TurnList()
    turn_list.resize(480, 900)
    turn_list.show()
    app.processEvents()
    preamble = "Looking. " + "x" * 191
    line = "- Chapter Four matters here, with **emphasis** and more words.\n"
    answer = (line * 100)[:6000]
    passes: list[float] = []

    def run_pass() -> None:
        started = time.perf_counter()
        app.processEvents()
        passes.append((time.perf_counter() - started) * 1000)

    for _ in range(turns):
        view = turn_list.add_view("Where does the lantern matter?")
        view.begin()
        run_pass()
        for step, text in enumerate([preamble] * 20 + [answer]):
            view.begin_step(step)
            for start in range(0, len(text), 5):
                view.append_text(text[start : start + 5])
                if start % 25 == 0:
                    run_pass()
        view.finish(AgentResult(ok=True, answer=answer), world=None,
                    conversation_usage=TokenUsage(), error=None)  # fmt: skip
        run_pass()
    turn_list.close()
    turn_list.deleteLater()
    app.processEvents()
    return sorted(passes)


def _draw_beside_busy_thread(app, turns: int, interval: float) -> list[float]:  # type: ignore[no-untyped-def]
    """:func:`_draw_turns` beside a Python thread that never waits, at switch ``interval``."""
    import threading

    stop = threading.Event()

    def busy() -> None:
        total = 0
        while not stop.is_set():
            for number in range(1000):
                total += number

    saved = sys.getswitchinterval()
    sys.setswitchinterval(interval)
    worker = threading.Thread(target=busy, daemon=True)
    worker.start()
    try:
        return _draw_turns(app, turns)
    finally:
        stop.set()
        worker.join()
        sys.setswitchinterval(saved)


def bench_drawing(turns: int) -> list[Row]:
    """The longest pass of drawing turns beside a busy Python thread, against alone: at the
    switch interval a turn sets, and at the 0.5 ms turns used before."""
    from PySide6.QtWidgets import QApplication

    from assistant.gui.app.gui_thread import BUSY_SWITCH_INTERVAL

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication([])
    _draw_turns(app, 1)  # the first drawing loads fonts and the like
    alone = _draw_turns(app, turns)
    rows = []
    for interval in (BUSY_SWITCH_INTERVAL, 0.0005):
        beside = _draw_beside_busy_thread(app, turns, interval)
        note = (f"{turns} turns, {len(alone)} passes; p99 {_p99(beside):.1f} ms beside, "
                f"{_p99(alone):.1f} ms alone")  # fmt: skip
        rows.append(Row(
            f"GUI thread, a turn drawn beside a busy thread, switch interval "
            f"{interval * 1000:g} ms: longest pass",
            Stats(beside[-1], beside[-1]), "the same alone", Stats(alone[-1], alone[-1]),
            "ms", None, note,
        ))  # fmt: skip
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per figure (median)")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    parser.add_argument("--only", choices=("window", "burst", "drawing"))
    args = parser.parse_args(argv)
    rows: list[Row] = []
    if args.only in (None, "window"):
        rows += bench_window(args.repeat)
    if args.only in (None, "burst"):
        rows += bench_burst(args.repeat)  # here: the window benchmark used other processes
    if args.only in (None, "drawing"):
        rows += bench_drawing(args.repeat)
    report("Quire desktop benchmark", rows, as_json=args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
