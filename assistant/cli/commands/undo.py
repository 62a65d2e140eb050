"""The assistant's act-mode runs kept with a project, and undoing one of them.

    quire history PATH [--json]
    quire undo PATH RUN [--json] [--take-lock]

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

from assistant.agent.act.run_history import HistoryEntry, UndoRefused, undo_edit
from assistant.agent.session.session import Session
from assistant.cli.common import (
    EXIT_ERROR,
    EXIT_OK,
    CliError,
    add_take_lock_argument,
    kept_runs,
    one_line,
    open_locked,
)
from assistant.cli.terminal.changes import change_line
from assistant.cli.terminal.history import change_rows, refusal_text, warn_unreadable
from assistant.world.errors import WorldError
from assistant.world.storage.store import APP_DATA

PROG = "quire undo"
EXIT_REFUSED = 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument("run", metavar="RUN", help="the run's number (see quire history)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    add_take_lock_argument(parser)


def run(args: argparse.Namespace) -> int:
    """``quire undo``: take one kept run back as a new change, and save."""
    root = Path(args.path)
    if not root.is_dir():
        return _fail(f"no project folder at {root}", args)
    try:
        project = open_locked(root, take_lock=args.take_lock)
    except (CliError, WorldError, OSError) as error:
        return _fail(f"cannot open the project: {one_line(error)}", args)
    try:
        history = kept_runs(root)
        try:
            entry = history.find(args.run)
        except LookupError as error:
            warn_unreadable(PROG, history)
            return _fail(f"{error} (quire history lists the runs)", args)
        except OSError as error:
            return _fail(f"cannot read the run history: {one_line(error)}", args)
        world = project.world
        try:
            edit = undo_edit(entry, world)
        except UndoRefused as refused:
            text = refusal_text(entry, world, refused.check)
            return _fail(text, args, code=EXIT_REFUSED, state=str(refused.check.state))
        project.apply(edit)
        try:
            report = project.save()
        except (WorldError, OSError) as error:
            return _fail(f"cannot save the project: {one_line(error)}", args)
        _mark_turn(root, entry)
        saved = [*report.written, *(f"(removed) {path}" for path in report.removed)]
        if args.json:
            payload = {"ok": True, "run": entry.number, "saved": saved}
            print(json.dumps({**payload, "changes": change_rows(entry)},
                             ensure_ascii=False, indent=2))  # fmt: skip
        else:
            count = len(entry.changes)
            print(f"Undid run {entry.number} (“{' '.join(entry.request.split())}”): "
                  f"{count} change{'s' if count != 1 else ''} taken back")  # fmt: skip
            for change in entry.changes:
                print(f"  {change_line(change)}")  # type: ignore[arg-type]
            print(f"Saved: {len(saved)} file(s)")
        return EXIT_OK
    finally:
        project.close()


def _mark_turn(root: Path, entry: HistoryEntry) -> None:
    """Mark the run's turn undone in its conversation, so the next question tells the model."""
    try:
        session = Session(root / APP_DATA)
        session.ledger.know_run(entry.run_id, entry.turn_id, entry.conversation_id)
        session.ledger.run_undone(entry.run_id, True)
    except (OSError, ValueError):
        print(f"{PROG}: warning: the conversation could not be marked", file=sys.stderr)


def _fail(
    message: str, args: argparse.Namespace, *, code: int = EXIT_ERROR, state: str | None = None
) -> int:
    if getattr(args, "json", False):
        print(json.dumps({"ok": False, "error": message, "state": state}, ensure_ascii=False))
    else:
        print(f"{PROG}: error: {message}", file=sys.stderr)
    return code


__all__ = ["add_arguments", "run"]
