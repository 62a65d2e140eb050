"""Benchmark of Stop: how long from tripping the cancel token to the loop's result, and from
cancelling an export to its end.

Two cases of the loop, each the median of several runs: a provider holding its stream (it
hears the token), and a provider stuck in a read that ignores the token (the loop must not
wait for it). The reference, measured in the same run, is one wake-up of a waiting thread by
another (``threading.Event``): the least any hand-over between threads costs.

One case of an export: the sample exported while its converter runs and would run for a
minute (a stand-in for pandoc that only sleeps), cancelled from another thread. The
reference, measured in the same run, is starting such a process and killing it directly:
the least a stopped converter costs.

The contract for both is a result within 100 ms.

    python benchmarks/run_cancel.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.events import RunFinished
from assistant.agent.loop.loop import run_agent_conversation
from assistant.agent.loop.messages import AiResponse, TokenUsage
from assistant.agent.loop.options import LoopOptions
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.export.converter import Tool
from assistant.export.exporter import ExportCancelled, export_manuscript
from assistant.export.options import ExportFormat, ExportOptions
from assistant.world.model import World
from assistant.world.storage.store import ProjectStore

GOAL_S = 0.100
"""A Stop should end the run within this."""
SAMPLE = Path(__file__).resolve().parent.parent / "assistant" / "resources" / "sample"


class _Deaf:
    """A provider stuck in a read: it ignores the token until released."""

    def __init__(self) -> None:
        self.entered = threading.Event()
        self.release = threading.Event()

    def complete(self, request, *, on_text=None, cancel=None):  # type: ignore[no-untyped-def]
        on_text("partial")
        self.entered.set()
        self.release.wait(10)
        return AiResponse(text="too late", usage=TokenUsage(1, 1))


def _cancel_to_result(provider, entered: threading.Event, release=lambda: None) -> float:  # type: ignore[no-untyped-def]
    token = CancelToken()
    finished = threading.Event()

    def on_event(event: object) -> None:
        if isinstance(event, RunFinished):
            finished.set()

    thread = threading.Thread(
        target=run_agent_conversation,
        args=(provider, (), lambda call, cancel: "", "SYS", "Q"),
        kwargs={"options": LoopOptions(on_event=on_event, cancel=token)},
        daemon=True,
    )
    thread.start()
    if not entered.wait(10):
        raise RuntimeError("the provider never started")
    started = time.perf_counter()
    token.cancel()
    if not finished.wait(10):
        raise RuntimeError("the loop did not end")
    elapsed = time.perf_counter() - started
    release()
    thread.join(10)
    return elapsed


def held_stream() -> float:
    provider = ScriptedProvider([AiResponse(text="a long answer " * 20)], chunk_size=5, hold={1})
    return _cancel_to_result(provider, provider.holding)


def deaf_provider() -> float:
    provider = _Deaf()
    return _cancel_to_result(provider, provider.entered, provider.release.set)


def wake_up() -> float:
    """One thread waking another through an Event (the reference)."""
    ready, go, woke = threading.Event(), threading.Event(), threading.Event()

    def sleeper() -> None:
        ready.set()
        go.wait(10)
        woke.set()

    thread = threading.Thread(target=sleeper, daemon=True)
    thread.start()
    ready.wait(10)
    started = time.perf_counter()
    go.set()
    woke.wait(10)
    elapsed = time.perf_counter() - started
    thread.join(10)
    return elapsed


def _sleeping_converter(folder: Path) -> Tool:
    """A stand-in for pandoc that takes a minute over anything."""
    script = folder / "pandoc"
    script.write_text("#!/bin/sh\nexec sleep 60\n")
    script.chmod(0o755)
    return Tool("pandoc 9.9", str(script), "pandoc")


def export_cancelled(world: World, folder: Path) -> float:
    """Seconds from cancelling an export, its converter running, to ExportCancelled."""
    cancel = threading.Event()
    converting = threading.Event()
    cancelled_at: list[float] = []

    def progress(stage: str, _done: int, _total: int) -> None:
        if stage == "converting":
            converting.set()

    def cancel_soon() -> None:
        converting.wait(10)
        time.sleep(0.05)  # the converter is running by now
        cancelled_at.append(time.perf_counter())
        cancel.set()

    canceller = threading.Thread(target=cancel_soon, daemon=True)
    canceller.start()
    try:
        export_manuscript(world, ExportOptions(format=ExportFormat.MARKDOWN),
                          folder / "book.md", progress=progress, cancel=cancel,
                          pandoc=_sleeping_converter(folder))  # fmt: skip
    except ExportCancelled:
        ended = time.perf_counter()
    else:
        raise RuntimeError("the export was not cancelled")
    canceller.join(10)
    return ended - cancelled_at[0]


def process_killed(folder: Path) -> float:
    """Seconds to kill a running ``sleep`` and reap it (the reference)."""
    process = subprocess.Popen(["sleep", "60"], stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)  # fmt: skip
    time.sleep(0.05)
    started = time.perf_counter()
    process.kill()
    process.communicate()
    return time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20, help="runs per figure (20)")
    args = parser.parse_args(argv)
    reference = statistics.median(wake_up() for _ in range(args.repeat))
    print("Quire Stop benchmark: from a cancel to the end of the loop's run or of an export")
    print(f"  reference, one thread waking another: {reference * 1000:8.3f} ms")
    verdicts = []
    for name, case in (("a held stream", held_stream), ("a provider ignoring it", deaf_provider)):
        value = statistics.median(case() for _ in range(args.repeat))
        verdicts.append(value < GOAL_S)
        print(f"  {name:<36} {value * 1000:8.3f} ms   ratio {value / reference:8.1f}")
    world = ProjectStore(SAMPLE).load()
    with tempfile.TemporaryDirectory(prefix="quire-bench-cancel-") as name:
        folder = Path(name)
        killed = statistics.median(process_killed(folder) for _ in range(args.repeat))
        export = statistics.median(export_cancelled(world, folder) for _ in range(args.repeat))
    verdicts.append(export < GOAL_S)
    print(f"  reference, killing a running process: {killed * 1000:8.3f} ms")
    print(f"  {'an export, its converter running':<36} {export * 1000:8.3f} ms   "
          f"ratio {export / killed:8.1f}")
    print(f"  goal: under {GOAL_S * 1000:.0f} ms: {'met' if all(verdicts) else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
