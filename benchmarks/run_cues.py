"""Time cues found in the prose of the synthetic 1,000,000-word project, against reading its
files, measured in the same run.

Two versions of the project are read for cues: the generated one as it is (its made-up prose
names a night or a dawn now and then), and the same with a sentence stating a time woven
into one paragraph in ten ("Three days later, at twenty to midnight, …"), so that the finder
also works through a realistic crowd of cues. Each row gives the time against reading the
project's files (``ProjectStore.load``) and against one second, of which the cues may take
half (resolving and checking the times of a 1M-word project has one second in all); the
title gives the cues per 10,000 words of each, and of the sample project.

    python benchmarks/run_cues.py [--repeat N] [--json] [--data DIR] [--language en]
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import replace
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import generate
from common import Row, constant, interleaved, report

from assistant.resources import sample_dir
from assistant.world.clock.calendar import gregorian
from assistant.world.clock.cues import project_cues
from assistant.world.model import World
from assistant.world.storage.store import ProjectStore

WOVEN = (
    "Three days later, at twenty to midnight, the bridge went.",
    "The next morning Mára was seven, and that evening it rained.",
    "On Tuesday 9 October she walked to the weir at half past four.",
    "Oda, a widow of sixty, came in November.",
    "An hour later the bell rang at noon.",
    "That winter the river froze, and a week later the ice broke.",
)
"""Sentences that state times, one woven into one paragraph in ten."""


def woven(world: World, seed: int = 36) -> World:
    """``world`` with a sentence of :data:`WOVEN` added to one paragraph in ten."""
    rng = random.Random(seed)
    documents = {}
    for doc_id, doc in world.documents.items():
        lines = doc.text.split("\n")
        for index, line in enumerate(lines):
            if line.strip() and not line.startswith("#") and rng.random() < 0.1:
                lines[index] = f"{line} {rng.choice(WOVEN)}"
        documents[doc_id] = replace(doc, text="\n".join(lines))
    return replace(world, documents=type(world.documents)(documents))


def per_10k(world: World, language: str) -> float:
    found = project_cues(world, gregorian(language))
    return sum(map(len, found.values())) * 10_000 / max(world.word_count(), 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs per figure (median)")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    parser.add_argument("--data", type=Path, help="where the generated project is kept")
    parser.add_argument("--language", default="en", help="the language the cues are read in")
    args = parser.parse_args(argv)
    data = generate.generate(args.data or generate.DEFAULT_DEST)
    world = ProjectStore(data).load()
    crowded = woven(world)
    calendar = gregorian(args.language)
    project_cues(world, calendar)  # the patterns are made once per language and calendar
    times = interleaved(
        {
            "read": lambda: ProjectStore(data).load(),
            "cues": lambda: project_cues(world, calendar),
            "crowded": lambda: project_cues(crowded, calendar),
        },
        args.repeat,
    )
    words = world.word_count()
    size = f"{round(words, -5) / 1e6:g}M words"
    rows = [
        Row(f"time cues, {size}", times["cues"], "reading the project's files",
            times["read"], "s"),
        Row(f"time cues, {size}", times["cues"], "one second", constant(1.0), "s", goal=0.5),
        Row(f"time cues, {size}, times woven in", times["crowded"],
            "reading the project's files", times["read"], "s"),
        Row(f"time cues, {size}, times woven in", times["crowded"], "one second",
            constant(1.0), "s", goal=0.5),
    ]
    sample = ProjectStore(sample_dir()).load()
    title = (
        f"Quire time cue benchmark ({args.language}): cues per 10,000 words: "
        f"{per_10k(world, args.language):.1f} in the generated project, "
        f"{per_10k(crowded, args.language):.1f} with times woven in, "
        f"{per_10k(sample, 'en'):.1f} in the sample project"
    )
    report(title, rows, as_json=args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
