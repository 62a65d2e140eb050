"""Read a project and list every problem found reading it, one a line.

    quire check PATH [--json]

Writes nothing and takes no lock. Exit status: 0 when the project reads cleanly, 1 when
there are problems (listed on standard output, counted on standard error). With ``--json``
one object: the counts and every problem as ``{"path", "reason"}``.
"""

from __future__ import annotations

import argparse
import json
import sys

from assistant.cli.common import EXIT_OK, EXIT_PROBLEMS, load


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument("--json", action="store_true", help="print JSON")


def run(args: argparse.Namespace) -> int:
    world, problems = load(args.path)
    if args.json:
        print(json.dumps({
            "ok": not problems, "documents": len(world.documents),
            "folders": len(world.folders), "entities": len(world.entities),
            "problems": [{"path": str(p.path), "reason": p.reason} for p in problems],
        }, ensure_ascii=False, indent=2))  # fmt: skip
        return EXIT_PROBLEMS if problems else EXIT_OK
    for problem in problems:
        print(f"{problem.path}: {problem.reason}")
    if problems:
        print(f"{len(problems)} problem(s) found", file=sys.stderr)
        return EXIT_PROBLEMS
    print(f"ok: {len(world.documents)} document(s), {len(world.folders)} folder(s), "
          f"{len(world.entities)} entit{'y' if len(world.entities) == 1 else 'ies'}, "
          "no problems")
    return EXIT_OK
