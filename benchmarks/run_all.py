"""``make bench``: every row of Quire's speed table, each a ratio against its reference
measured in the same run.

Each part runs in a process of its own (see the ``run_*.py`` beside this file), one after
the other, so that none inherits another's memory or threads:

- ``run_world.py``: open, cold and warm search, save after one edit, on the 1,000,000-word
  project (2,000 documents) and the 5,000,000-word one (10,000 documents); from the two
  saves, how flat a save is in the number of documents;
- ``run_memory.py``: the peak RSS of opening the 5,000,000-word project;
- ``run_gui.py``: the window shown with the sample and the 1M-word project against a bare Qt
  window with an editor, with each project against the sample, and the GUI thread's gaps
  while an answer streams in (in a burst and paced, around tool calls);
- ``run_ready.py``: the GUI thread's longest gap from the first paint until the project is
  ready, on activation and on close, and the word count's arrival (``--huge`` alone adds
  the 10,000,000-word projects);
- ``run_loop.py``: the loop's cost per tool round against a bare httpx request;
- ``run_cli.py``: ``quire --help``;
- ``run_merge.py``: merging two versions of a 20,000-word chapter;
- ``run_quotes.py``: checking an answer's quotations, the first check after opening too;
- ``run_prompt.py``: the fixed prompt's size in tokens, and what a ten-question conversation's
  requests had sent before and a provider's prompt cache would not serve;
- ``run_clock.py``: resolving the story clock's times of the 1,000,000-word project, first
  and again after one edit, against reading its files.
- ``run_timeline.py``: the story clock's checks on a generated project with planted errors
  (the share missed, the share false, false findings per 10k clean words, findings not
  verified) and their time on 1,000,000 words.
- ``run_series.py``: the cross-book audit on a generated three-book series with planted
  contradictions (the share missed, findings against a valid override, a second audit's
  summary requests), and opening a book with a 2,000-entity series against opening it alone.

    python benchmarks/run_all.py [--repeat N] [--json] [--skip PART ...]

The generated projects are kept in ``bench-data/`` (made on the first run, which takes a
minute or two). Don't run it beside the test suite: the figures would mean little.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import Row, Stats, load_rows, print_rows

HERE = Path(__file__).resolve().parent
FLAT_GOAL = 1.5
"""How much more a save with 10,000 documents may cost than with 2,000, relative to the same
write; about 1 when a save is flat in the number of documents (the rest is noise)."""

PARTS: dict[str, list[list[str]]] = {
    "world": [["run_world.py"], ["run_world.py", "--large"]],
    "memory": [["run_memory.py"]],
    "gui": [["run_gui.py"]],
    "ready": [["run_ready.py"]],
    "loop": [["run_loop.py"]],
    "cli": [["run_cli.py"]],
    "merge": [["run_merge.py"]],
    "quotes": [["run_quotes.py"]],
    "prompt": [["run_prompt.py"]],
    "clock": [["run_clock.py"]],
    "timeline": [["run_timeline.py"]],
    "series": [["run_series.py"]],
}

ORDER = (
    "open, 1M words",
    "open, 5M words",
    "window shown, 1M words",
    "window shown, 5M words / 10k documents",
    "cold word search, 1M words",
    "cold word search, 5M words",
    "warm word search, 1M words",
    "warm word search, 5M words",
    "save after one edit, 2,000 documents",
    "save after one edit, 10,000 documents",
    "save: 10,000 documents against 2,000",
    "loop overhead per tool round",
    "fixed prompt, act mode (system + tool schemas)",
    "fixed prompt, ask mode (system + tool schemas)",
    "prompt cache (every prefix): sent before, not served",
    "prompt cache (Anthropic's marks): sent before, not served",
    "GUI thread, 2,000 pieces in a burst: p99 gap",
    "GUI thread, 2,000 pieces in a burst: max gap",
    "GUI thread, 2,000 pieces 1 ms apart: p99 gap",
    "GUI thread, 2,000 pieces 1 ms apart: max gap",
    "GUI thread, 24,000 characters while tools run: p99 gap",
    "GUI thread, 24,000 characters while tools run: p99 gap of an idle 5 ms timer",
    "GUI thread, 24,000 characters while tools run: max gap",
    "GUI thread, 24,000 characters while tools run: max gap of an idle 5 ms timer",
    "`quire --help`",
    "`quire --help` (against Python's floor)",
    "first quote check after opening, 1M words",
    "first quote check, index not ready, 1M words",
    "first quote check after one edit, 1M words",
    "quote check, cold (indexes the project)",
    "quote check, warm (end of a turn)",
    "quote check, warm, the documents read first",
    "merge two versions of a 20,000-word chapter",
    "merge, against a line diff of the versions",
    "merge, against reading the chapter's file",
    "time checks: share of planted errors missed",
    "time checks on the written cues: share missed",
    "time checks: share of findings false",
    "time checks: false findings per 10k clean words",
    "time checks: share of findings not verified",
    "time checks, 1M words",
    "time checks, against reading the files",
    "cross-book audit: share of planted contradictions missed",
    "cross-book audit: findings against a valid override",
    "cross-book audit: summary requests of a second audit",
    "open a book with a 2,000-entity series, in the app",
    "open a book with a 2,000-entity series, reading the folders",
    "open a book with a 2,000-entity series, reading the folders (against holding them)",
    "peak RSS, open 5M words",
    "peak RSS, open 5M words + folded for search",
    "GUI memory at 10M words",
)


def _run(argv: list[str], repeat: int | None) -> list[Row]:
    command = [sys.executable, str(HERE / argv[0]), *argv[1:], "--json"]
    if repeat is not None and argv[0] not in ("run_memory.py", "run_prompt.py"):
        command += ["--repeat", str(repeat)]
    out = subprocess.run(command, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        print(f"{' '.join(argv)} failed:\n{out.stderr[-3000:]}", file=sys.stderr)
        return []
    return load_rows(out.stdout.strip().splitlines()[-1])


def _flatness(rows: list[Row]) -> Row | None:
    """The save with 10,000 documents against the one with 2,000, each over its own write."""
    saves = {row.name: row for row in rows if row.name.startswith("save after one edit")}
    small = saves.get("save after one edit, 2,000 documents")
    large = saves.get("save after one edit, 10,000 documents")
    if small is None or large is None:
        return None
    return Row(
        "save: 10,000 documents against 2,000",
        Stats(large.ratio_min, large.ratio),
        "the same, 2,000 documents",
        Stats(small.ratio_min, small.ratio),
        "x",
        FLAT_GOAL,
        "each save over its own atomic write",
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, help="runs per figure (each part's default)")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    parser.add_argument("--skip", nargs="*", default=[], choices=sorted(PARTS))
    args = parser.parse_args(argv)
    started = time.perf_counter()
    rows: list[Row] = []
    for part, commands in PARTS.items():
        if part in args.skip:
            continue
        for command in commands:
            rows += _run(command, args.repeat)
    flat = _flatness(rows)
    if flat is not None:
        rows.append(flat)
    rank = {name: i for i, name in enumerate(ORDER)}
    rows.sort(key=lambda row: rank.get(row.name, len(ORDER)))
    if args.json:
        print(json.dumps([row.as_dict() for row in rows], ensure_ascii=False, indent=1))
        return 0
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print_rows(
        f"Quire benchmarks ({time.perf_counter() - started:.0f} s; load average at the end "
        f"{load:.2f} on {os.cpu_count()} cores)",
        rows,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
