"""List a project's specialists, or write the built-in ones out to edit.

    quire specialists PATH [--json]
    quire specialists PATH --write

Each specialist is shown with where it comes from (built in, or its file in the project's
``specialists/`` folder), its tools and its model; a file that cannot be used is listed with
the reason. ``--write`` writes the built-in specialists that have no file yet into
``specialists/`` (never over a file), for you to edit in any text editor: a file naming a
built-in specialist replaces it, any other adds one. ``quire ask --specialist NAME`` has one
answer.

Exit status: 0 listed (or written); 1 some file could not be used; 2 no project folder.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from assistant.agent.specialists.team import Specialist

PROG = "quire specialists"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--json", action="store_true", help="print JSON")
    which.add_argument(
        "--write", action="store_true",
        help="write the built-in specialists into PATH/specialists/ to edit them",
    )  # fmt: skip


def _json(specialist: Specialist) -> dict:
    names = specialist.tool_names
    return {
        "name": specialist.name,
        "description": specialist.description,
        "source": specialist.source or "built in",
        "tools": list(specialist.tools),
        "tool_names": None if names is None else sorted(names),
        "model": specialist.model or None,
        "one_document": specialist.one_document,
    }


def run(args: argparse.Namespace) -> int:
    from assistant.agent.specialists.team import load_team, write_built_ins

    root = Path(args.path)
    if not (root / "project.quire").is_file():
        print(f"{PROG}: error: no project at {root}", file=sys.stderr)
        return 2
    if args.write:
        written = write_built_ins(root)
        for path in written:
            print(f"wrote {path}")
        if not written:
            print("every built-in specialist has a file already")
        return 0
    team = load_team(root)
    if args.json:
        print(json.dumps({
            "specialists": [_json(s) for s in team.members],
            "problems": [{"file": p.file, "reason": p.reason} for p in team.problems],
        }, ensure_ascii=False, indent=2))  # fmt: skip
    else:
        for specialist in team.members:
            source = specialist.source or "built in"
            model = f"; model {specialist.model}" if specialist.model else ""
            one = "; one document per request" if specialist.one_document else ""
            print(f"{specialist.name} ({source}): tools {', '.join(specialist.tools)}"
                  f"{model}{one}")  # fmt: skip
            if specialist.description:
                print(f"  {specialist.description}")
        for problem in team.problems:
            print(f"{PROG}: {problem.file}: {problem.reason}", file=sys.stderr)
    return 1 if team.problems else 0


__all__ = ["add_arguments", "run"]
