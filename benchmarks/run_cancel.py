"""Benchmark of Stop: how long from tripping the cancel token to the loop's result.

Two cases, each the median of several runs: a provider holding its stream (it hears the
token), and a provider stuck in a read that ignores the token (the loop must not wait for
it). The reference, measured in the same run, is one wake-up of a waiting thread by another
(``threading.Event``): the least any hand-over between threads costs. The contract is a
result within 100 ms.

    python benchmarks/run_cancel.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
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

GOAL_S = 0.100
"""A Stop should end the run within this."""


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20, help="runs per figure (20)")
    args = parser.parse_args(argv)
    reference = statistics.median(wake_up() for _ in range(args.repeat))
    print("Quire Stop benchmark: from the cancel token tripping to the loop's result")
    print(f"  reference, one thread waking another: {reference * 1000:8.3f} ms")
    verdicts = []
    for name, case in (("a held stream", held_stream), ("a provider ignoring it", deaf_provider)):
        value = statistics.median(case() for _ in range(args.repeat))
        verdicts.append(value < GOAL_S)
        print(f"  {name:<36} {value * 1000:8.3f} ms   ratio {value / reference:8.1f}")
    print(f"  goal: under {GOAL_S * 1000:.0f} ms: {'met' if all(verdicts) else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
