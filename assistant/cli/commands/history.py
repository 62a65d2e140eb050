"""The assistant's act-mode runs kept with a project, and undoing one of them.

    quire history PATH [--json]
    quire undo PATH RUN [--json]

Every act-mode run that changed the project, in the app or with ``quire ask --act``, is kept
in the project's run history (``.quire/history``): its request, when, the provider and
model, each change with its exact inverse, and who decided each change it proposed (you,
the approval policy, the reviewer, or nobody to ask; a run whose every change was refused is
kept for that too). ``quire history`` lists the runs, newest first, with what each changed,
who decided what, and whether it can be undone now. ``quire undo PATH RUN``
takes run RUN (its number, or its run id) back as a new change and saves, exactly, or
refuses and says what was edited since (then nothing changes). Undoing takes the project's
lock: close the project in the app first, or undo the run there (Edit > Assistant History).

The history keeps the newest runs up to ``run_history_mb`` megabytes (a setting; 50 by
default), dropping the oldest first.

Exit status: 0 on success; 1 when the run cannot be undone (edited since, already undone);
2 when the project or the run does not exist, or the project cannot be opened or saved.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from assistant.cli.common import EXIT_ERROR, EXIT_OK, kept_runs
from assistant.cli.terminal.decisions import decision_line
from assistant.cli.terminal.history import history_row, local_time, warn_unreadable
from assistant.world.storage.store import ProjectStore

PROG = "quire history"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument("--json", action="store_true", help="print the runs as JSON")


def run(args: argparse.Namespace) -> int:
    """``quire history``: list the kept runs, newest first."""
    root = Path(args.path)
    if not root.is_dir():
        print(f"{PROG}: error: no project folder at {root}", file=sys.stderr)
        return EXIT_ERROR
    world = ProjectStore(root).load()
    history = kept_runs(root)
    entries = history.entries()
    rows = [history_row(entry, world) for entry in entries]
    warn_unreadable(PROG, history)
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return EXIT_OK
    if not rows:
        print("No assistant runs kept for this project yet (act-mode runs are kept).")
    for row, entry in zip(rows, entries, strict=True):
        count = len(row["changes"])
        model = " · ".join(part for part in (entry.provider, entry.model) if part)
        print(f"Run {row['number']}  {local_time(entry)}  {model}")
        print(f"  “{' '.join(row['request'].split())}”")
        print(f"  {count} change{'s' if count != 1 else ''}; {row['state_text']}")
        if row["plan_text"]:
            print(f"  Plan first: {row['plan_text']}")
        for change in row["changes"]:
            decided = f" — {change['decided']}" if change["decided"] else ""
            print(f"    {change['change']}{decided}")
        refused = [d for d in entry.decisions if not d.made]
        if refused:
            print("  Not made:")
        for decision in refused:
            print(f"    {decision_line(decision)}")
    return EXIT_OK


__all__ = ["add_arguments", "run"]
