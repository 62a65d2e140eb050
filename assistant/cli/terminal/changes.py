"""The assistant's changes as the command line shows them, and its approval prompt.

A change is named by what it does and to what (``Document “Chapter 1” (d-…): text
replaced``), where that thing stands in the project, and its before/after: the details that
change and the lines of text removed (``-``) and added (``+``). The words are the command
line's own English, as its other messages; the app renders the same structured changes in
the writer's language.

:class:`TerminalAsker` asks about each change that needs approval on the terminal:
``[y]es / [n]o / [a]ll / [s]top`` (and ``[p]arts`` for a change of text in several parts).
"""

from __future__ import annotations

from typing import TextIO

from assistant.agent.act.approval import Decision, Proposal, Verdict
from assistant.agent.act.records import ChangeRecord
from assistant.agent.act.scope import Origin, Outside, Reach, describe_places, describe_scope
from assistant.agent.session.run import Run
from assistant.cli.terminal.questions import review_line
from assistant.cli.terminal.typed_lines import LineReader
from assistant.world.edits import EditAction
from assistant.world.edits.diff import (
    ChangeDiff,
    FieldChange,
    LineKind,
    Place,
    Standing,
    TargetKind,
)
from assistant.world.edits.hunks import EditHunk, HunkChoice
from assistant.world.model import World

MAX_LINES = 40
"""Show at most this many lines of one change's difference on the terminal."""

_KINDS = {
    TargetKind.DOCUMENT: "Document",
    TargetKind.FOLDER: "Folder",
    TargetKind.ENTITY: "Entity",
    TargetKind.PROJECT: "Project",
}

_ACTIONS = {
    EditAction.CREATE_DOCUMENT: "created",
    EditAction.CREATE_FOLDER: "created",
    EditAction.DELETE_NODE: "deleted",
    EditAction.RETITLE: "retitled",
    EditAction.SET_DOCUMENT_INFO: "details changed",
    EditAction.SET_FOLDER_KIND: "details changed",
    EditAction.SET_PRIVATE: "marked private",
    EditAction.SET_FIELD_PRIVATE: "field marked private",
    EditAction.SET_DOCUMENT_FIELD: "field changed",
    EditAction.REMOVE_DOCUMENT_FIELD: "field removed",
    EditAction.MOVE_DOCUMENT_FIELD: "field moved",
    EditAction.MOVE_NODE: "moved",
    EditAction.TRASH_NODE: "moved to the trash",
    EditAction.RESTORE_NODE: "restored from the trash",
    EditAction.REPLACE_TEXT: "text replaced",
    EditAction.INSERT_TEXT: "text inserted",
    EditAction.DELETE_TEXT: "text deleted",
    EditAction.CREATE_ENTITY: "created",
    EditAction.DELETE_ENTITY: "deleted",
    EditAction.RENAME_ENTITY: "renamed",
    EditAction.ADD_ALIAS: "alias added",
    EditAction.REMOVE_ALIAS: "alias removed",
    EditAction.SET_ENTITY_FIELD: "field changed",
    EditAction.REMOVE_ENTITY_FIELD: "field removed",
    EditAction.MOVE_ENTITY_FIELD: "field moved",
    EditAction.SET_ENTITY_NOTES: "notes changed",
    EditAction.SET_ENTITY_INFO: "details changed",
    EditAction.SET_PROJECT_INFO: "details changed",
    EditAction.SET_PROJECT_SETTING: "settings changed",
}


def change_line(record: ChangeRecord) -> str:
    """What a change does to what: ``Document “Title” (d-…): text replaced``."""
    kind = _KINDS.get(record.target_kind, str(record.target_kind))
    action = _ACTIONS.get(record.action, str(record.action).replace("_", " "))
    target = "" if record.target_kind is TargetKind.PROJECT else f" ({record.target_id})"
    return f"{kind} “{record.title}”{target}: {action}"


def where_line(record: ChangeRecord) -> str:
    """Where the changed thing stands (before the change, when it stood somewhere)."""
    if record.target_kind in (TargetKind.ENTITY, TargetKind.PROJECT):
        return "in the project's entities" if record.target_kind is TargetKind.ENTITY else ""
    for world in (record.before, record.after):
        path = _path(world, record.target_id)
        if path:
            return path
    return ""


def _path(world: World, node_id: str) -> str:
    if world.is_trashed(node_id):
        return "in the trash"
    if not world.in_tree(node_id):
        return ""
    parts: list[str] = []
    parent = world.parent_of(node_id)
    while parent is not None:
        parts.append(f"“{world.folders[parent].title}”")
        parent = world.parent_of(parent)
    return "in " + (" › ".join(reversed(parts)) if parts else "the top level")


def value_text(value: object) -> str:
    if value is None or value == () or value == "":
        return "(none)"
    if isinstance(value, bool):
        return "in the trash" if value else "not in the trash"
    if isinstance(value, Place):
        if value.standing is Standing.TRASHED:
            return "in the trash"
        if value.standing is Standing.ABSENT:
            return "not in the project"
        where = "the top level" if value.folder is None else f"“{value.folder}”"
        return f"{where}, position {value.position}"
    if isinstance(value, tuple):
        if all(isinstance(item, tuple) for item in value):
            return ", ".join(f"{key}: {item}" for key, item in value)
        return ", ".join(str(item) for item in value)
    text = " ".join(str(value).split())
    return f"“{text}”" if len(text) <= 200 else f"“{text[:199]}…”"


def field_line(change: FieldChange) -> str:
    return f"{change.field}: {value_text(change.before)} → {value_text(change.after)}"


def diff_lines(diff: ChangeDiff, limit: int = MAX_LINES) -> list[str]:
    """The before/after of a change: changed details, then each changed place of the text
    (``-`` removed, ``+`` added, two spaces for context), at most ``limit`` lines."""
    lines = [field_line(change) for change in diff.fields]
    marks = {LineKind.REMOVED: "- ", LineKind.ADDED: "+ ", LineKind.CONTEXT: "  "}
    for hunk in diff.hunks:
        lines.append(f"@@ line {hunk.new_start}")
        lines.extend(marks[line.kind] + line.text for line in hunk.lines)
    if len(lines) > limit:
        hidden = len(lines) - limit
        lines = [*lines[:limit], f"… {hidden} more line{'s' if hidden != 1 else ''}"]
    return lines


def describe(record: ChangeRecord, *, indent: str = "  ") -> list[str]:
    """A change in full: what, where, and its before/after, one line each."""
    lines = [change_line(record)]
    where = where_line(record)
    if where:
        lines.append(f"{indent}where: {where}")
    lines.extend(indent + line for line in diff_lines(record.diff()))
    return lines


REFUSAL_REASONS = {
    Verdict.REJECT: "you refused it",
    Verdict.STOP: "you stopped the assistant",
    Verdict.ENDED: "the answer ended first",
    Verdict.UNASKED: (
        "it needs your approval and there is no terminal to ask on "
        "(run on a terminal, or choose another --approve)"
    ),
}


def outside_line(outside: Outside, world: World) -> str:
    """``“Chapter 5” is outside what you asked: “Chapter 3”, paragraph 1``."""
    what = "the plan you approved" if outside.scope.origin is Origin.PLAN else "what you asked"
    places = describe_places(world, outside.places) or "this change"
    return f"{places} is outside {what}: {describe_scope(world, outside.scope)}"


def print_scope(run: Run, out: TextIO) -> None:
    """The line under an act-mode question that names part of the project: what its changes
    are limited to, and how to widen it."""
    scope = run.scope.scope
    if scope is None or not scope.limits:
        return
    widen = "" if scope.reach is Reach.DOCUMENTS else "--scope documents or "
    print(f"Changes limited to: {describe_scope(run.snapshot, scope)} "
          f"(widen with {widen}--scope project)", file=out)  # fmt: skip


def refusal_reason(decision: Decision) -> str:
    reason = REFUSAL_REASONS.get(decision.verdict, str(decision.verdict))
    return f"{reason}: {decision.reason}" if decision.reason else reason


def _quoted(text: str, limit: int = 60) -> str:
    flat = " ".join(text.split())
    return f"“{flat[: limit - 1].rstrip()}…”" if len(flat) > limit else f"“{flat}”"


class TerminalAsker:
    """Asks about each change that needs approval, on the terminal (an
    :class:`~assistant.agent.act.approval.Asker`): the change in full, then
    ``[y]es / [n]o / [a]ll / [s]top``; after no, an optional reason the assistant is told.
    A change of text in several parts is listed part by part and may be made in part
    (``[p]arts``, then the numbers of the parts to make). End of input stops."""

    PROMPT = "Make this change? [y]es / [n]o / [a]ll / [s]top: "
    PARTS_PROMPT = "Make this change? [y]es / [n]o / [p]arts / [a]ll / [s]top: "

    def __init__(self, reader: LineReader, writer: TextIO) -> None:
        self.reader = reader
        self.writer = writer

    def present(self, proposal: Proposal) -> None:
        self._say("")
        self._say("The assistant wants to make this change:")
        for line in describe(proposal.preview):
            self._say("  " + line)
        if proposal.review is not None:
            self._say("  " + review_line(proposal.review))
        if proposal.outside is not None:
            self._say("  " + outside_line(proposal.outside, proposal.preview.before))
        hunks = proposal.hunks if len(proposal.hunks) > 1 else ()
        for number, hunk in enumerate(hunks, 1):
            self._say(f"  part {number}: {_quoted(hunk.old)} → {_quoted(hunk.new)}")
        proposal.decide(self._ask(hunks))

    def _ask(self, hunks: tuple[EditHunk, ...] = ()) -> Decision:
        while True:
            answer = self._read(self.PARTS_PROMPT if hunks else self.PROMPT)
            if answer is None:
                return Decision(Verdict.STOP)
            word = answer.strip().lower()
            if word in ("y", "yes"):
                return Decision(Verdict.APPROVE)
            if hunks and word in ("p", "parts"):
                return self._ask_parts(len(hunks))
            if word in ("a", "all"):
                return Decision(Verdict.APPROVE_ALL)
            if word in ("s", "stop"):
                return Decision(Verdict.STOP)
            if word in ("n", "no"):
                reason = self._read("Why not? (optional, the assistant is told): ") or ""
                return Decision(Verdict.REJECT, reason.strip())
            self._say("Please answer y, n, a or s.")

    def _ask_parts(self, count: int) -> Decision:
        while True:
            answer = self._read(f"Which parts? (numbers from 1 to {count}, such as 1 3): ")
            if answer is None:
                return Decision(Verdict.STOP)
            words = answer.replace(",", " ").split()
            if words and all(w.isdigit() and 1 <= int(w) <= count for w in words):
                return Decision(Verdict.APPROVE, choice=HunkChoice.of(int(w) for w in words))
            self._say(f"Please give the numbers of the parts to make, from 1 to {count}.")

    def _read(self, prompt: str) -> str | None:
        self.writer.write(prompt)
        self.writer.flush()
        line = self.reader.readline()
        return None if not line else line.rstrip("\n")

    def _say(self, line: str) -> None:
        self.writer.write(line + "\n")
        self.writer.flush()


__all__ = [
    "TerminalAsker",
    "change_line",
    "describe",
    "diff_lines",
    "outside_line",
    "print_scope",
    "refusal_reason",
    "where_line",
]
