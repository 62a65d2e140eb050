"""The runs kept in a project's history as the command line shows them: where each stands,
what it changed, who decided each change it proposed, and why one cannot be undone, in a few
words (``quire history`` and
``quire undo``; the app's Assistant History window says the same in the writer's
language)."""

from __future__ import annotations

import sys
from typing import Any

from assistant.agent.act.plan_first import decision_to_json
from assistant.agent.act.run_history import (
    NOT_THINGS,
    HistoryEntry,
    KeptRunState,
    NotKept,
    RunCheck,
    RunHistory,
    check_run,
    key_title,
)
from assistant.cli.terminal.changes import change_line
from assistant.cli.terminal.decisions import decision_rows, outcome_text
from assistant.cli.terminal.plans import plan_decision_line
from assistant.world.edits.scope import META_KEY, ROOT_KEY, SETTINGS_KEY, TRASH_KEY
from assistant.world.model import World

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
        case KeptRunState.NOTHING:
            return "changed nothing (no change it proposed was made), so nothing to undo"
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


def local_time(entry: HistoryEntry) -> str:
    """When the run was, on this computer's clock (as kept, when unreadable)."""
    when = entry.when
    return when.astimezone().strftime("%Y-%m-%d %H:%M") if when is not None else entry.time


def change_rows(entry: HistoryEntry) -> list[dict[str, Any]]:
    """Each change of the run, as JSON-ready data with its line of text (and who decided
    it, when the history kept that)."""
    decided = {d.change: d for d in entry.decisions if d.made}
    return [
        {
            "number": change.number,
            "action": change.action,
            "target": change.target_id,
            "kind": str(change.target_kind),
            "title": change.title,
            "change": change_line(change),  # type: ignore[arg-type]
            "decided": outcome_text(decided[change.number]) if change.number in decided else "",
        }
        for change in entry.changes
    ]


def history_row(entry: HistoryEntry, world: World) -> dict[str, Any]:
    """A run as ``quire history --json`` lists it: which run, where it stands, its changes."""
    check = check_run(entry, world)
    return {
        **entry.summary(),
        "state": str(check.state),
        "can_undo": check.can_undo,
        "state_text": state_text(entry, world, check),
        "edited": [
            {"key": key, "what": thing_text(entry, world, key)} for key in check.edited
        ],
        "changes": change_rows(entry),
        "decisions": decision_rows(entry.decisions),
        "plan": decision_to_json(entry.plan),
        "plan_text": plan_decision_line(entry.plan) if entry.plan is not None else "",
    }


def warn_unreadable(prog: str, history: RunHistory) -> None:
    """A warning on stderr for each file of the history that could not be read."""
    for problem in history.problems:
        reason = " ".join(problem.reason.split())
        print(f"{prog}: warning: cannot read {problem.name}: {reason}", file=sys.stderr)


__all__ = [
    "change_rows",
    "history_row",
    "local_time",
    "refusal_text",
    "state_text",
    "thing_text",
    "warn_unreadable",
]
