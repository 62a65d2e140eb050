"""Replay a run of the assistant recorded in a project's log, and say where it now differs.

    quire replay PATH                 # the runs the project's log holds, newest first
    quire replay PATH RUN [--json]    # replay one: its id (or its start), or last
    quire replay PATH FILE [--json]   # a run's record saved for a bug report

Every run's requests, the model's answers, the tool calls and their results and who decided
each change are recorded in the project's log (``.quire/runs``, what Show run details shows).
A replay asks the same question through the same assistant, with the model's recorded answers
in place of the model (nothing is sent anywhere), against the project as it is now, with the
writer's recorded decisions, answers and go-aheads; and it reports each place where the run
now differs: a tool result changed (a document it read was edited since), a tool that worked
now fails or refuses, another call at the same place, a change decided otherwise or made by
another edit, a request the record holds no answer to, another ending. The project is not
changed and its log is not written: a replay works on a copy in memory.

The record keeps what each tool returned and fingerprints of what a run changed, not the
whole project as it was, so a replay runs against the project as it is; to replay against
the project as it was, replay in a copy of the project taken from a backup or from git.

Exit status: 0 when the replay is the same as the record; 1 when it differs; 2 when the
project, the run or the file cannot be found or read.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from assistant.agent.replay.record import (
    RunRecord,
    find_record,
    read_records,
    recorded_runs,
)
from assistant.agent.replay.replayer import replay
from assistant.cli.common import EXIT_ERROR, EXIT_OK, one_line
from assistant.cli.terminal.replay import heading, outcome_lines, replay_json, run_line
from assistant.world.errors import WorldError
from assistant.world.storage.store import APP_DATA, ProjectStore

PROG = "quire replay"
EXIT_DIFFERS = 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument(
        "run", metavar="RUN", nargs="?",
        help="the run's id (or its first characters), last, or a file holding a run's record",
    )  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print the result as JSON")


def _fail(message: str) -> int:
    print(f"{PROG}: error: {' '.join(message.split())}", file=sys.stderr)
    return EXIT_ERROR


def run(args: argparse.Namespace) -> int:
    """``quire replay``: list the recorded runs, or replay one."""
    root = Path(args.path)
    if not root.is_dir():
        return _fail(f"no project folder at {root}")
    runs_folder = root / APP_DATA / "runs"
    if args.run is None:
        return _list(runs_folder, root, as_json=args.json)
    try:
        record = _record(args.run, runs_folder)
        world = ProjectStore(root).load()
    except (LookupError, ValueError, OSError, WorldError) as error:
        return _fail(one_line(error))
    if not args.json:
        print(heading(record))
    done = replay(root, record, world)
    if args.json:
        print(json.dumps(replay_json(done), ensure_ascii=False, indent=2))
    else:
        print("\n".join(outcome_lines(done)))
    return EXIT_OK if done.same else EXIT_DIFFERS


def _record(reference: str, runs_folder: Path) -> RunRecord:
    """The run ``reference`` names: a saved record's file, or a run of the project's log."""
    path = Path(reference)
    if path.is_file():
        records = read_records(path)
        runs = list(dict.fromkeys(str(r.get("run", "")) for r in records))
        if len(runs) != 1:
            raise ValueError(f"{path.name} holds the records of {len(runs)} runs, not one")
        return RunRecord.of(records)
    return find_record(runs_folder, reference)


def _list(runs_folder: Path, root: Path, *, as_json: bool) -> int:
    runs = recorded_runs(runs_folder)
    if as_json:
        print(json.dumps([vars(r) for r in runs], ensure_ascii=False, indent=2))
        return EXIT_OK
    if not runs:
        print("No runs recorded in this project's log yet.")
        return EXIT_OK
    print(f"Recorded runs, newest first (replay one with: quire replay {root} RUN):")
    for recorded in runs:
        print(run_line(recorded))
    return EXIT_OK


__all__ = ["add_arguments", "run"]
