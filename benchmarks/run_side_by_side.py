"""Benchmark of running the read-only calls of one reply side by side, against one after another.

A model often asks for several things at once ("several at once when you can", says the
prompt). The loop can run the calls of such a reply on helper threads at the same time
(``LoopOptions.side_by_side``). Whether that is faster depends on what the calls wait for, so
both kinds are measured, each against the same reply run one call after another in the same
run (interleaved, so that load elsewhere falls on both):

- **project reads**: one reply of eight read tools (four searches of the whole book, four
  documents read) over the synthetic 1,000,000-word project (see ``generate.py``). They run
  in Python over an immutable snapshot: the interpreter runs one thread at a time, so side
  by side can only lose the cost of its threads;
- **summaries**: one reply of four ``summarise_document`` calls, one chapter (ten scenes)
  each, through a model that takes ``--latency`` milliseconds per request (as a local or
  cloud model takes longer still): forty-four requests that wait on the model, not on
  Python.

    python benchmarks/run_side_by_side.py [--repeat N] [--latency MS] [--json]

The ratios decide which tools Quire runs side by side (``SIDE_BY_SIDE`` in
``agent/session/run.py``): only those whose ratio is well under 1.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import generate
from common import Row, interleaved, report

from assistant.agent.loop.loop import run_agent_conversation
from assistant.agent.loop.messages import AiRequest, AiResponse, AiToolCall, TokenUsage
from assistant.agent.loop.options import LoopOptions
from assistant.agent.spending.summaries import Summariser
from assistant.agent.tools.executors import make_snapshot_executor
from assistant.agent.tools.toolbox import ToolBox
from assistant.world.model import Folder, World

SEARCHES = ("river", "lantern", "winter", "bridge")


class Model:
    """Asks for ``calls`` in one reply, then answers; a summary request is answered after
    ``latency`` seconds (the time a model takes), with a few words of what it was sent."""

    def __init__(self, calls: tuple[AiToolCall, ...], latency: float = 0.0) -> None:
        self.calls = calls
        self.latency = latency
        self.stops_on_cancel = True

    def complete(self, request: AiRequest, *, on_text=None, cancel=None) -> AiResponse:
        if request.system_prompt.startswith("You summarise"):
            time.sleep(self.latency)
            words = request.messages[-1].content.split()[:40]
            return AiResponse(text=" ".join(words), usage=TokenUsage(len(words), 40))
        if any(m.tool_calls for m in request.messages):
            return AiResponse(text="Done.")
        return AiResponse(tool_calls=self.calls)


def read_calls(world: World) -> tuple[AiToolCall, ...]:
    longest = sorted(world.documents.values(), key=lambda d: -len(d.text))[:4]
    searches = [AiToolCall(f"s{n}", "search_text", {"query": word})
                for n, word in enumerate(SEARCHES)]  # fmt: skip
    reads = [AiToolCall(f"r{n}", "read_document", {"document": doc.id})
             for n, doc in enumerate(longest)]  # fmt: skip
    return (*searches, *reads)


def chapters(world: World, count: int) -> list[Folder]:
    part = world.folders[world.root[0]]
    return [world.folders[child] for child in part.children[:count]]


def run_reads(world: World, side_by_side: bool) -> None:
    calls = read_calls(world)
    toolbox = make_snapshot_executor(world)
    names = frozenset(c.name for c in calls) if side_by_side else frozenset()
    result = run_agent_conversation(
        Model(calls), toolbox.specs, toolbox, "system", "Look.",
        options=LoopOptions(side_by_side=names),
    )  # fmt: skip
    assert result.answered and len(result.tool_log) == len(calls)


def run_summaries(world: World, side_by_side: bool, latency: float) -> None:
    calls = tuple(AiToolCall(f"c{n}", "summarise_document", {"document": chapter.id})
                  for n, chapter in enumerate(chapters(world, 4)))  # fmt: skip
    model = Model(calls, latency)
    summariser = Summariser(lambda: model, None, "bench-model")  # nothing cached
    toolbox = ToolBox([summariser.tool(lambda: world)])
    names = frozenset({"summarise_document"}) if side_by_side else frozenset()
    result = run_agent_conversation(
        model, toolbox.specs, toolbox, "system", "Summarise.",
        options=LoopOptions(side_by_side=names),
    )  # fmt: skip
    assert result.answered and summariser.requests == 44, summariser.requests


def bench(repeat: int, latency_ms: float) -> list[Row]:
    world = generate.build_world()
    latency = latency_ms / 1000
    reads = interleaved({
        "one after another": lambda: run_reads(world, False),
        "side by side": lambda: run_reads(world, True),
    }, repeat)  # fmt: skip
    summaries = interleaved({
        "one after another": lambda: run_summaries(world, False, latency),
        "side by side": lambda: run_summaries(world, True, latency),
    }, max(1, repeat // 2))  # fmt: skip
    return [
        Row("8 project reads, side by side", reads["side by side"],
            "the same, one after another", reads["one after another"], "s",
            note="searches and reads of a 1,000,000-word book"),
        Row("4 chapter summaries, side by side", summaries["side by side"],
            "the same, one after another", summaries["one after another"], "s", goal=0.5,
            note=f"44 model requests of {latency_ms:g} ms"),
    ]  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=6, help="runs per figure (median)")
    parser.add_argument("--latency", type=float, default=40.0,
                        help="milliseconds the model takes per summary request")  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = parser.parse_args(argv)
    report("Quire: read-only calls side by side", bench(args.repeat, args.latency),
           as_json=args.json)  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
