"""Read a project and list every problem found reading it, one a line.

    quire check PATH

Writes nothing and takes no lock. Exit status: 0 when the project reads cleanly, 1 when
there are problems (listed on standard output, counted on standard error).
"""

from __future__ import annotations

import argparse
import sys

from assistant.cli.common import EXIT_OK, EXIT_PROBLEMS, load


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")


def run(args: argparse.Namespace) -> int:
    world, problems = load(args.path)
    for problem in problems:
        print(f"{problem.path}: {problem.reason}")
    if problems:
        print(f"{len(problems)} problem(s) found", file=sys.stderr)
        return EXIT_PROBLEMS
    print(f"ok: {len(world.documents)} document(s), {len(world.folders)} folder(s), "
          f"{len(world.entities)} entit{'y' if len(world.entities) == 1 else 'ies'}, "
          "no problems")
    return EXIT_OK
