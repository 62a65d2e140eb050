"""The assistant's act-mode runs kept with a project, and undoing one of them.

    quire history PATH [--json]
    quire undo PATH RUN [--json]

Every act-mode run that changed the project, in the app or with ``quire ask --act``, is kept
in the project's run history (``.quire/history``): its request, when, the provider and
model, and each change with its exact inverse. ``quire history`` lists the runs, newest
first, with what each changed and whether it can be undone now. ``quire undo PATH RUN``
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
from typing import Any

from assistant.agent.act.run_history import (
    FOLDER,
    NOT_THINGS,
    HistoryEntry,
    KeptRunState,
    NotKept,
    RunCheck,
    RunHistory,
    UndoRefused,
    check_run,
    key_title,
    undo_edit,
)
from assistant.agent.session.session import Session
from assistant.cli_changes import change_line
from assistant.world.edits.scope import META_KEY, ROOT_KEY, SETTINGS_KEY, TRASH_KEY
from assistant.world.errors import WorldError
from assistant.world.model import World
from assistant.world.project import Project
from assistant.world.storage.store import APP_DATA, ProjectStore

EXIT_OK = 0
EXIT_REFUSED = 1
EXIT_ERROR = 2

_PLACES = {
    ROOT_KEY: "the order of the top level",
    TRASH_KEY: "the trash",
    META_KEY: "the project's details",
    SETTINGS_KEY: "the project's settings",
}
_NOT_KEPT = {
    NotKept.SECRET: "its record would have held an API key, so its changes were not kept",
    NotKept.TOO_LARGE: "it was too large to keep",
    NotKept.UNKNOWN: "it holds a change this version of Quire cannot keep",
}


def add_history_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument("--json", action="store_true", help="print the runs as JSON")


def add_undo_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument("run", metavar="RUN", help="the run's number (see quire history)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")


def _history(root: Path) -> RunHistory:
    return RunHistory(root / APP_DATA / FOLDER)


def thing_text(entry: HistoryEntry, world: World, key: str) -> str:
    """What a scope key stands for, in a few words: “Chapter 1” or “the trash”."""
    if key in NOT_THINGS:
        return _PLACES[key]
    title = key_title(entry, world, key)
    return f"“{title}”" if title else key


def state_text(entry: HistoryEntry, world: World, check: RunCheck) -> str:
    """Where a run stands, in a sentence fragment."""
    match check.state:
        case KeptRunState.STANDS:
            return "can be undone"
        case KeptRunState.UNDONE:
            return "undone (what it changed is as it found it)"
        case KeptRunState.EDITED:
            things = ", ".join(thing_text(entry, world, key) for key in check.edited)
            return f"cannot be undone: {things} changed since"
        case KeptRunState.NOT_KEPT:
            return "cannot be undone: " + _NOT_KEPT.get(NotKept(entry.not_kept), "not kept")
        case _:
            return "cannot be undone exactly: its record does not match the project"


def refusal_text(entry: HistoryEntry, world: World, check: RunCheck) -> str:
    """Why ``quire undo`` refused, with what to do about it."""
    if check.state is KeptRunState.EDITED:
        things = ", ".join(thing_text(entry, world, key) for key in check.edited)
        return (
            f"cannot undo run {entry.number}: {things} changed since it ran (nothing was "
            "changed; undo those edits first, or change it by hand)"
        )
    if check.state is KeptRunState.UNDONE:
        return (
            f"run {entry.number} is already undone: what it changed is as it found it "
            "(nothing was changed)"
        )
    return f"run {entry.number} {state_text(entry, world, check)} (nothing was changed)"


def _local_time(entry: HistoryEntry) -> str:
    when = entry.when
    return when.astimezone().strftime("%Y-%m-%d %H:%M") if when is not None else entry.time


def _row(entry: HistoryEntry, world: World) -> dict[str, Any]:
    check = check_run(entry, world)
    return {
        **entry.summary(),
        "state": str(check.state),
        "can_undo": check.can_undo,
        "state_text": state_text(entry, world, check),
        "edited": [
            {"key": key, "what": thing_text(entry, world, key)} for key in check.edited
        ],
        "changes": [
            {
                "number": change.number,
                "action": change.action,
                "target": change.target_id,
                "kind": str(change.target_kind),
                "title": change.title,
                "change": change_line(change),  # type: ignore[arg-type]
            }
            for change in entry.changes
        ],
    }


def _warn(prog: str, history: RunHistory) -> None:
    for problem in history.problems:
        reason = " ".join(problem.reason.split())
        print(f"{prog}: warning: cannot read {problem.name}: {reason}", file=sys.stderr)


def run_history(args: argparse.Namespace) -> int:
    """``quire history``: list the kept runs, newest first."""
    prog = "quire history"
    root = Path(args.path)
    if not root.is_dir():
        print(f"{prog}: error: no project folder at {root}", file=sys.stderr)
        return EXIT_ERROR
    world = ProjectStore(root).load()
    history = _history(root)
    entries = history.entries()
    rows = [_row(entry, world) for entry in entries]
    _warn(prog, history)
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return EXIT_OK
    if not rows:
        print("No assistant runs kept for this project yet (act-mode runs are kept).")
    for row, entry in zip(rows, entries, strict=True):
        count = len(row["changes"])
        model = " · ".join(part for part in (entry.provider, entry.model) if part)
        print(f"Run {row['number']}  {_local_time(entry)}  {model}")
        print(f"  “{' '.join(row['request'].split())}”")
        print(f"  {count} change{'s' if count != 1 else ''}; {row['state_text']}")
        for change in row["changes"]:
            print(f"    {change['change']}")
    return EXIT_OK


def run_undo(args: argparse.Namespace) -> int:
    """``quire undo``: take one kept run back as a new change, and save."""
    prog = "quire undo"
    root = Path(args.path)
    if not root.is_dir():
        return _fail(prog, f"no project folder at {root}", args)
    try:
        project = Project.open(root, lock=True)
    except (WorldError, OSError) as error:
        return _fail(prog, f"cannot open the project: {_one_line(error)}", args)
    try:
        history = _history(root)
        try:
            entry = history.find(args.run)
        except LookupError as error:
            _warn(prog, history)
            return _fail(prog, f"{error} (quire history lists the runs)", args)
        except OSError as error:
            return _fail(prog, f"cannot read the run history: {_one_line(error)}", args)
        world = project.world
        try:
            edit = undo_edit(entry, world)
        except UndoRefused as refused:
            text = refusal_text(entry, world, refused.check)
            return _fail(prog, text, args, code=EXIT_REFUSED, state=str(refused.check.state))
        project.apply(edit)
        try:
            report = project.save()
        except (WorldError, OSError) as error:
            return _fail(prog, f"cannot save the project: {_one_line(error)}", args)
        _mark_turn(root, entry)
        saved = [*report.written, *(f"(removed) {path}" for path in report.removed)]
        if args.json:
            payload = {"ok": True, "run": entry.number, "saved": saved}
            print(json.dumps({**payload, "changes": _row(entry, world)["changes"]},
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
        session.know_run(entry.run_id, entry.turn_id, entry.conversation_id)
        session.run_undone(entry.run_id, True)
    except (OSError, ValueError):
        print("quire undo: warning: the conversation could not be marked", file=sys.stderr)


def _one_line(error: BaseException) -> str:
    return " ".join(str(error).split()) or type(error).__name__


def _fail(
    prog: str, message: str, args: argparse.Namespace, *, code: int = EXIT_ERROR, state=None
) -> int:
    if getattr(args, "json", False):
        print(json.dumps({"ok": False, "error": message, "state": state}, ensure_ascii=False))
    else:
        print(f"{prog}: error: {message}", file=sys.stderr)
    return code


__all__ = ["add_history_arguments", "add_undo_arguments", "run_history", "run_undo"]
